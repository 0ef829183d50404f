"""The table's kept layers (scenes/table/screen.py): the standing rabbits and the results' dressing
lie on copies of the table layer, and a move only copies the layer's top strip into them. Every
frame of a game of computer players (the highlight moving from seat to seat, chips and header
changing at each move) must be, pixel for pixel, the frame drawn from layers made afresh."""

from __future__ import annotations

import os

import pygame

from .fresh_layers import fresh_layers

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


def _fresh_frame(app) -> pygame.Surface:
    whole = pygame.Surface(app.screen.get_size(), 0, app.screen)
    with fresh_layers():
        for scene in app.stack.visible():
            scene.draw(whole)
        for draw in app.overlays:
            draw(whole)
    return whole


def test_the_kept_table_layers_are_the_table_drawn_afresh():
    from game.app.cards import enabled_decks
    from game.root.wiring import build_app
    from game.table.seats import Seat
    from scenes.botturn import BotTurnScene
    from scenes.launchers import start_game

    pygame.display.init()
    screen = pygame.display.set_mode((1920, 1080))
    app = build_app(screen, include_user_decks=False, settings={"bot_think_s": 0.05}, persist=False)
    seats = [Seat(f"Bot {i + 1}", i, i, "easy") for i in range(5)]
    flow = start_game(app, seats, "revised", {}, enabled_decks(app), first_storyteller=0, seed=11)
    compared = turns = 0
    moves_seen = set()
    for _ in range(1500):
        app.touch()
        app.step([], 1 / 30, hand_over=False)  # the frame, compared before the time between frames
        top = app.stack.top
        if isinstance(top, BotTurnScene) and not flow.track.hops and app.drew:
            turns += 1
            if turns % 3 == 0:  # every third such frame: the comparison is slow
                assert pygame.image.tobytes(screen, "RGB") == pygame.image.tobytes(_fresh_frame(app), "RGB"), \
                    f"frame at move {len(flow.session.actions)}"
                compared += 1
                moves_seen.add(len(flow.session.actions))
        app.hand_over()  # a move's strip is drawn into the table layer here, shown next frame
        if len(flow.session.state.history) >= 2:
            break
    assert compared >= 20 and len(moves_seen) >= 6  # many moves (strip changes) were looked at
