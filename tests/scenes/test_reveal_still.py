"""Once the cards lie face up, the reveal keeps its picture and draws only the focus ring over it
(scenes/reveal.py): every frame must be, pixel for pixel, the frame drawn whole from nothing kept."""

from __future__ import annotations

import os

import pygame
import pytest

from .fresh_layers import fresh_layers

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


@pytest.mark.parametrize("ruleset, players, seed, votes", [("odyssey", 12, 5, False), ("revised", 5, 3, False),
                                                           ("odyssey", 12, 6, True)])
def test_the_kept_reveal_frame_is_the_whole_frame(ruleset, players, seed, votes):
    from game.app import theme
    from game.app.cards import enabled_decks
    from game.bots import decide
    from game.engine.state import VOTE
    from game.root.wiring import build_app
    from game.table.seats import Seat
    from scenes.launchers import start_game
    from scenes.reveal import RevealScene

    pygame.display.init()
    screen = pygame.display.set_mode((1920, 1080))
    app = build_app(screen, include_user_decks=False, settings={"bot_think_s": 0.0}, persist=False)
    seats = [Seat(f"Player {i + 1}", i, i, "normal") for i in range(players)]
    flow = start_game(app, seats, ruleset, {}, enabled_decks(app), first_storyteller=0, seed=seed)
    session = flow.session
    while session.state.phase != VOTE:
        step = session.next_step()
        session.act(decide(session.view(step.seat), "normal", seed=len(session.actions), tags=flow.tags))
    flow.hands_free_after = lambda _s, _idle=0.0: None  # the screen stays: nobody starts the vote
    app.stack.clear()
    scene = RevealScene(flow)
    app.stack.push(scene)
    for _ in range(400):
        app.step([], 1 / 60)
    assert scene.stage == "done"
    whole_draws = 0
    draw_whole = scene._draw

    def counted(surface):
        nonlocal whole_draws
        whole_draws += surface is screen
        draw_whole(surface)

    scene._draw = counted
    voted = 0
    for n in range(40):
        if votes and n % 6 == 3 and session.state.phase == VOTE:
            # phones vote while the TV still shows the cards: the players' chips change (the strip)
            step = session.next_step()
            session.act(decide(session.view(step.seat), "normal", seed=len(session.actions), tags=flow.tags))
            voted += 1
        app.touch()
        app.step([], 1 / 60, hand_over=False)  # the frame, compared before the time between frames
        whole = pygame.Surface((1920, 1080), 0, screen)
        with fresh_layers():
            draw_whole(whole)
        theme.focus_ring(whole, scene.button, scene.time, 38)
        for draw in app.overlays:
            draw(whole)
        assert pygame.image.tobytes(screen, "RGB") == pygame.image.tobytes(whole, "RGB"), f"frame {n}"
        app.hand_over()  # a vote's strip is drawn into the table layer here, shown next frame
    assert whole_draws <= 1, whole_draws  # the kept frame was drawn, not the whole picture every frame
    assert voted >= (5 if votes else 0)
