"""Computer players. They see only `view(state, seat)` plus the public card tags of the deck.

`decide(view, level, seed, tags)` returns one legal action for the seat the view belongs to.
"""

from .player import decide

__all__ = ["decide"]
