"""The painted deck ("Reveries"): a scene grammar (grammar.py), the cards written in it (scenes*.py)
and the painter that renders them at build time with skia-python and numpy (render.py).

Build-only: nothing here is imported by the game at run time; the game loads the rendered JPEGs
from assets/cards/reveries. See docs/art.md for the art direction.
"""
