"""The cached table layer (header, players' chips, the track's board): after a move only its top strip
is redrawn; the picture must be exactly what a layer drawn from scratch shows, through a whole round."""

from __future__ import annotations

import pygame

from game.app.cards import enabled_decks
from game.table.seats import Seat
from scenes.common import GameScene
from scenes.launchers import start_game

from .driver import make_app, run, skip_deal


def _fresh(app, flow) -> dict[bool, bytes]:
    """Each cached layer as the scene draws it now, then as it is drawn from nothing."""
    cached = {track: pygame.image.tobytes(entry[2], "RGB") for track, entry in flow.table_layers.items()}
    del flow.table_layers
    app.stack.top.draw(app.screen)
    return cached


def test_the_partly_redrawn_table_layer_matches_a_fresh_one_after_every_move():
    app = make_app(settings={"bot_think_s": 0.0})
    seats = [Seat(n, i, i, "normal") for i, n in enumerate(["Léa", "Sam", "Noor", "Kai", "Mia"])]
    flow = start_game(app, seats, "odyssey", {}, enabled_decks(app), first_storyteller=0, seed=3)
    skip_deal(app)
    session = flow.session
    checked, seen = 0, set()
    for _ in range(3000):
        run(app)
        if len(session.state.history) >= 2:
            break
        moment = (len(session.actions), app.stack.top.name)
        if moment in seen or not isinstance(app.stack.top, GameScene) or not getattr(flow, "table_layers", None):
            continue
        seen.add(moment)
        cached = _fresh(app, flow)
        fresh = {track: pygame.image.tobytes(entry[2], "RGB") for track, entry in getattr(flow, "table_layers", {}).items()}
        for track, picture in fresh.items():
            if track in cached:
                assert cached[track] == picture, f"table layer differs at {moment}"
                checked += 1
    assert len(session.state.history) >= 2
    assert checked >= 15
