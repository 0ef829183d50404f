"""Computer players. They see only `view(state, seat)` plus the public texts of the deck's cards.

`decide(view, level, seed, tags)` returns one legal action for the seat the view belongs to;
`explain_clue(tags, card, clue, lang)` says in one line why a computer storyteller said `clue`
(`explain_party(tags, clue, lang)` for a party storyteller's clue, said before it saw its hand).
Importing this package is light (the model and numpy load only when a bot first thinks, or in
the background after `semantic.warm`).
"""

from __future__ import annotations

from typing import Any

__all__ = ["decide", "explain_clue", "explain_party"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from . import player

        return getattr(player, name)
    raise AttributeError(name)
