"""Building the app: decks, card images, input, the first scene. Shared by the game, the tests,
the screenshot tour and the benchmarks, so they all exercise the same wiring."""

from __future__ import annotations

from pathlib import Path

import pygame

from .app import App
from .input import InputMapper


def build_app(screen: pygame.Surface | None = None, deck_paths: list[str | Path] = (), settings: dict | None = None,
              include_user_decks: bool = True, preload: bool = True) -> App:
    from game.deck.images import CardImages
    from game.deck.library import discover_decks
    from scenes.title import TitleScene

    pygame.font.init()
    app = App(screen)
    app.input = InputMapper()
    decks = discover_decks(deck_paths, include_user=include_user_decks)
    app.services["decks"] = decks
    app.services["settings"] = settings if settings is not None else {}
    images = CardImages(decks)
    app.services["images"] = images
    if preload:
        off = set(app.services["settings"].get("decks_off", ()))
        images.preload([c.id for d in decks if d.id not in off for c in d.cards])
    app.push(TitleScene())
    return app
