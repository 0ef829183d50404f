"""`warm(cards)`: get the bots ready for a table, in the background (called by the game's flow).

Importing this module is light: numpy, the model and the card vectors load in a daemon thread.
"""

from __future__ import annotations

import threading


def warm(cards: dict | None = None) -> None:
    """Load the model and prepare what the bots will need for these cards, all in the background.

    Light to call from a scene: the imports and the work happen in a daemon thread."""
    def run() -> None:
        from . import semantic
        from .knowledge import info_of, knowledge

        semantic.start_loading()
        if cards:
            infos = {c: info_of(v) for c, v in cards.items()}
            sem = semantic.model() if any(i.known for i in infos.values()) else None
            k = knowledge(infos, sem)
            if sem is not None:
                k.bank()

    threading.Thread(target=run, name="bots-warm", daemon=True).start()
