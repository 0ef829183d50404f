"""Drawing only what moves: the display sends only the parts of a frame the app says changed
(app.dirty). A screen that got only those parts, frame after frame, must equal the whole redraw
pixel for pixel, through attract mode's bot turns (dots, flying cards, chips ticking, rabbits
hopping), reveals and results."""

from __future__ import annotations

import pygame

from game.root.launch import Display
from tests.kiosk.test_kiosk import _kiosk_app, _wait

DT = 1 / 30


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def test_a_screen_updated_only_where_the_app_says_equals_the_whole_redraw():
    app, kiosk = _kiosk_app(attract_after_s=5)
    _wait(app, 6)
    assert kiosk.attract is not None
    shown = app.screen.copy()  # what the TV shows: the last whole frame...
    partial = sent = 0
    scenes: set[str] = set()
    flights = 0
    for _ in range(1800):  # a minute of the demo game
        app.step([], DT)
        if not app.drew:
            continue
        if app.dirty is None:
            shown.blit(app.screen, (0, 0))
            continue
        for rect in app.dirty:  # ...and since then, only what the app said changed
            shown.blit(app.screen, rect, rect)
        partial += 1
        sent += sum(r.w * r.h for r in app.dirty)
        top = app.stack.top
        scenes.add(top.name)
        flights += bool(getattr(top, "sprite", None) is not None and top.anim.busy)
        assert _pixels(shown) == _pixels(app.screen), (top.name, app.time)
    assert partial > 300 and flights > 5 and "bot_turn" in scenes
    assert sent / partial < 0.35 * 1920 * 1080  # a partial frame sends a fraction of the screen
    assert kiosk.attract is not None and len(kiosk.attract.session.actions) > 4


def test_any_change_sends_the_whole_screen():
    app, kiosk = _kiosk_app(attract_after_s=5)
    _wait(app, 6)
    for _ in range(200):
        app.step([], DT)
        if app.stack.top.name == "bot_turn" and app.dirty is not None:
            break
    assert app.dirty is not None
    app.touch()  # input, a toast, a new screen
    app.step([], DT)
    assert app.drew and app.dirty is None


def test_the_display_sends_only_the_dirty_parts(monkeypatch):
    app, _ = _kiosk_app()
    display = Display(pygame, False)
    display.attach(app)
    display.native = True  # as on a 1080p screen (the dummy driver has none)
    display.window = None
    sent: list = []
    monkeypatch.setattr(pygame.display, "update", lambda rects=None: sent.append(("update", list(rects))))
    monkeypatch.setattr(pygame.display, "flip", lambda: sent.append(("flip", None)))
    app.dirty = [pygame.Rect(10, 10, 50, 50)]
    display.present()
    app.dirty = None
    display.present()
    app.dirty = []
    display.present()
    assert sent == [("update", [pygame.Rect(10, 10, 50, 50)]), ("flip", None)]
