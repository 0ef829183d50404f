"""The app with every screen registered: what the game, the tests, the tour and the bench start from."""

from __future__ import annotations

from typing import Any

from scenes import learn, pace
from scenes.routes import ROUTES

from ..app import boot
from ..app.app import App
from ..app.boot import preload_in_background

__all__ = ["build_app", "preload_in_background"]


def build_app(*args: Any, **kwargs: Any) -> App:
    """`game.app.boot.build_app` with the screens of scenes/routes.py; the title opens first."""
    kwargs.setdefault("routes", ROUTES)
    app = boot.build_app(*args, **kwargs)
    pace.install(app)  # a step's countdown and "+30 s"
    learn.install(app)  # the guided round's coach and its skip button
    return app
