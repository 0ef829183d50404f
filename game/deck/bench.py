"""Bench figure `deck_load_s`: discover the decks and make the enabled ones ready for the table."""

from __future__ import annotations

import os
import time


def run() -> dict[str, float]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    pygame.display.init()
    pygame.display.set_mode((1920, 1080))
    from .images import CardImages
    from .library import discover_decks

    start = time.perf_counter()
    decks = discover_decks(include_user=False)
    images = CardImages(decks)
    # Ready for the table = every card decoded, upright, fitted and converted for fast blits.
    images.preload()
    elapsed = time.perf_counter() - start
    pygame.display.quit()
    return {"deck_load_s": round(elapsed, 3)}
