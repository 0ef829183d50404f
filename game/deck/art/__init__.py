"""The built-in deck's art: hand-written recipes (recipes.py) painted in code (painter.py).

Build-time only (`python main.py build-deck`, needs numpy): the game loads the rendered files.
"""
