"""Computer players. They see only `view(state, seat)` plus the public texts of the deck's cards.

`decide(view, level, seed, tags)` returns one legal action for the seat the view belongs to.
Importing this package is light (the model and numpy load only when a bot first thinks, or in
the background after `semantic.warm`).
"""

from __future__ import annotations

from typing import Any

__all__ = ["decide"]


def __getattr__(name: str) -> Any:
    if name == "decide":
        from .player import decide

        return decide
    raise AttributeError(name)
