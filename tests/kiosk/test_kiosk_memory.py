"""Kiosk mode all day: a log line every hour with resident memory and the picture store's size, and
attract mode at full rate while cards fly, a lower one while only slow things move."""

from __future__ import annotations

import logging

import pygame

from game.app.pacing import Pacer
from game.kiosk.runtime import ATTRACT_FPS, ATTRACT_SLOW_FPS, MEMORY_LOG_S
from tests.kiosk.test_kiosk import _kiosk_app, _wait
from tests.scenes.driver import key


def test_the_log_gets_one_memory_line_an_hour(caplog):
    app, kiosk = _kiosk_app(attract_after_s=3600)
    logging.getLogger("oneira.kiosk").propagate = True
    with caplog.at_level(logging.INFO, logger="oneira.kiosk"):
        _wait(app, MEMORY_LOG_S - 60, dt=30.0)
        assert not [r for r in caplog.records if "memory:" in r.getMessage()]
        _wait(app, 120, dt=30.0)
        lines = [r.getMessage() for r in caplog.records if "memory:" in r.getMessage()]
        assert len(lines) == 1
        assert "resident" in lines[0] and " MB" in lines[0] and "pictures" in lines[0]
        _wait(app, MEMORY_LOG_S, dt=30.0)
        assert len([r for r in caplog.records if "memory:" in r.getMessage()]) == 2
    # a resting title still wakes on time for it
    assert kiosk.wake_in() <= MEMORY_LOG_S


def test_attract_mode_flies_cards_at_full_rate_and_slow_things_at_a_lower_one():
    assert ATTRACT_FPS == 60 and ATTRACT_SLOW_FPS >= 30
    app, kiosk = _kiosk_app(attract_after_s=5)
    assert app.max_fps is None
    _wait(app, 6)
    assert kiosk.attract is not None and app.max_fps in (ATTRACT_FPS, ATTRACT_SLOW_FPS)
    presented = []
    pacer = Pacer(app, lambda: presented.append(1))
    ticks: list[int] = []

    class Clock:  # the frame rate the pacer holds, without waiting for it
        def tick(self, fps: int = 0) -> int:
            ticks.append(fps)
            return 0

    pacer.clock = Clock()  # type: ignore[assignment]
    for _ in range(5):
        pacer.frame()
    assert ticks and all(t in (ATTRACT_FPS, ATTRACT_SLOW_FPS) for t in ticks if t)
    # a computer player thinking (dots only) is slow; its card flying to the table is fast
    while app.stack.top.name != "bot_turn":
        app.step([], 0.05)
    bot = app.stack.top
    while bot.action is None:
        app.step([], 0.05)
        if bot.sprite is None:
            assert app.max_fps == ATTRACT_SLOW_FPS
    if bot.sprite is not None and bot.anim.busy:
        app.step([], 0.01)
        assert app.max_fps == ATTRACT_FPS
    app.step(key(pygame.K_RETURN), 0.02)
    assert kiosk.attract is None and app.max_fps is None and app.stack.top.name == "title"


def test_the_loop_collects_garbage_now_and_then(monkeypatch):
    """A day of games leaves cycles behind; the loop runs a full collection every COLLECT_S."""
    import gc

    from game.app import pacing

    app, _ = _kiosk_app()
    pacer = Pacer(app, lambda: None)
    calls: list[int] = []
    monkeypatch.setattr(gc, "collect", lambda *a: calls.append(1) or 0)
    pacer.frame()
    assert calls == [] and pacer.collections == 0
    monkeypatch.setattr(pacing, "COLLECT_S", 0.0)
    pacer.frame()
    assert calls == [1] and pacer.collections == 1


def test_attract_mode_puts_back_only_what_moved_and_its_banner_and_every_frame_is_whole(monkeypatch):
    """In attract mode the banner pulses over the demo game every frame; the banner tells where it
    draws (App.overlays), so the table screens still put back only what they drew and the banner's
    box rather than the whole layer, and each frame equals the frame drawn whole, banner and all."""
    from game.app.app import App
    from tests.scenes.test_frame_work import _drawn_afresh, _shown

    app, kiosk = _kiosk_app(attract_after_s=5)
    _wait(app, 6)
    assert kiosk.attract is not None
    held: list[bool] = []
    real = App.canvas_holds
    monkeypatch.setattr(App, "canvas_holds", lambda self, scene, surface: held.append(real(self, scene, surface))
                        or held[-1])
    compared = restored = 0
    shown = app.screen.copy()  # what the display shows now: the last frame
    for _ in range(1500):
        before = len(held)
        app.step([], 1 / 60, hand_over=False)
        assert _shown(shown, app) == pygame.image.tobytes(app.screen, "RGB"), app.stack.top.name  # the display too
        top = app.stack.top
        if app.drew and top.name in ("bot_turn", "reveal", "score"):
            restored += any(held[before:])
            fresh = _drawn_afresh(top, app.screen)
            for draw in app.overlays:
                draw(fresh)
            assert pygame.image.tobytes(fresh, "RGB") == pygame.image.tobytes(app.screen, "RGB"), top.name
            compared += 1
        app.hand_over()
    assert compared > 300 and restored > compared * 0.8, (compared, restored)
