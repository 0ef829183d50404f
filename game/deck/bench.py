"""Bench figures: `deck_load_s`, discover the decks and make the ones a new game deals from by
default (the settings' default `decks_off`: the painted deck alone) ready for the table; and
`deck_load_all_s`, the same with every built-in deck switched on."""

from __future__ import annotations

import os
import time


def run() -> dict[str, float]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    pygame.display.init()
    pygame.display.set_mode((1920, 1080))
    from ..persist.settings import Settings
    from .images import CardImages
    from .library import discover_decks

    figures = {}
    for key, off in (("deck_load_s", set(Settings().decks_off)), ("deck_load_all_s", set())):
        start = time.perf_counter()
        decks = discover_decks(include_user=False)
        images = CardImages(decks)
        # Ready for the table = every card of the enabled decks decoded, upright, fitted and
        # converted for fast blits.
        images.preload([c.id for d in decks if d.id not in off for c in d.cards])
        figures[key] = round(time.perf_counter() - start, 3)
    pygame.display.quit()
    return figures
