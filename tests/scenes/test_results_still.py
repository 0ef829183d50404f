"""The settled results screen keeps its picture and redraws only the answer's glow over it, and
its words and cards lie on a dressed table layer (scenes/results.py, scenes/table/screen.py):
every frame must be, pixel for pixel, the frame drawn whole from nothing kept."""

from __future__ import annotations

import os

import pygame
import pytest

from .fresh_layers import fresh_layers

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


def _whole(scene, app) -> pygame.Surface:
    """The frame drawn whole, the table's kept layers made afresh."""
    whole = pygame.Surface((1920, 1080), 0, pygame.display.get_surface())
    with fresh_layers():
        scene._draw(whole)
    scene._focus_ring(whole)
    for draw in app.overlays:
        draw(whole)
    return whole


@pytest.mark.parametrize("ruleset, seed, moves", [("odyssey", 5, False), ("party2020", 3, False), ("teams2011", 4, False),
                                                  ("odyssey", 6, True), ("party2020", 7, True)])
def test_the_kept_results_frame_is_the_whole_frame(ruleset, seed, moves):
    from game.app.cards import enabled_decks
    from game.bots import decide
    from game.pictures import store
    from game.root.wiring import build_app
    from game.table.seats import Seat
    from scenes.launchers import start_game
    from scenes.results import ResultsScene

    pygame.display.init()
    screen = pygame.display.set_mode((1920, 1080))
    app = build_app(screen, include_user_decks=False, settings={"bot_think_s": 0.0}, persist=False)
    seats = [Seat(f"Player {i + 1}", i, i, "normal") for i in range(12)]
    flow = start_game(app, seats, ruleset, {}, enabled_decks(app), first_storyteller=0, seed=seed)
    session = flow.session
    while len(session.state.history) < 2:
        step = session.next_step()
        session.act(decide(session.view(step.seat), "normal", seed=len(session.actions), tags=flow.tags))
    record = session.state.history[-1]
    flow.hands_free_after = lambda _s, _idle=0.0: None  # the screen stays: nobody presses "Next turn"
    flow.track.shown = [s - d for s, d in zip(record.scores, record.deltas, strict=True)]
    app.stack.clear()
    scene = ResultsScene(flow, record)
    app.stack.push(scene)
    for _ in range(400):
        app.step([], 1 / 60)
    assert scene.settled and not flow.track.hops
    kept = 0
    acted = 0
    whole_draws: list[bool] = []  # each time the screen was drawn whole (not from the kept frame)
    draw_whole = scene._draw

    def counted(surface, patch=None):
        whole_draws.append(surface is screen)
        draw_whole(surface, patch)

    scene._draw = counted
    for n in range(60):
        if n == 30:
            scene.focus = 1  # the focus ring moves to the other button
        if moves and n % 12 == 5 and app.stack.top is scene:
            # phones play the next turn while the TV still shows these results: the header and the
            # players' chips change (the layer's strip), the cards and words do not
            step = session.next_step()
            session.act(decide(session.view(step.seat), "normal", seed=len(session.actions), tags=flow.tags))
            acted += 1
        app.touch()
        app.step([], 1 / 60, hand_over=False)  # the frame, compared before the time between frames
        if app.stack.top is not scene:
            break
        kept += store().get(("still-frame", id(flow))) is not None
        scene._draw = draw_whole
        whole = _whole(scene, app)
        scene._draw = counted
        assert pygame.image.tobytes(screen, "RGB") == pygame.image.tobytes(whole, "RGB"), f"frame {n}"
        app.hand_over()  # a move's strip is drawn into the table layer here, shown next frame
    # the kept frame was used, not the whole drawing every time: a move draws only its strip again
    assert kept >= 55, kept
    assert sum(whole_draws) <= 3, whole_draws
    assert acted >= (4 if moves else 0)
