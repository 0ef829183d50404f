"""The quiet idle loop: a screen where nothing moves is not redrawn, and the real loop sleeps; input,
animations and timers still get a frame at once."""

from __future__ import annotations

import os
import shutil
import threading
import time

import pygame
import pytest

from game.app import theme
from game.app.app import SETTLE_S
from game.app.cards import enabled_decks
from game.app.pacing import MAX_SLEEP_S, Pacer
from game.kiosk.config import validate
from game.kiosk.runtime import Kiosk
from game.table.seats import Seat
from scenes.launchers import start_game

from .driver import DT, key, make_app, run


def _count_draws(scene) -> list[bool]:
    """Record every draw of `scene` (with whether the app was resting at that moment)."""
    calls: list[bool] = []
    original = scene.draw

    def draw(surface):
        calls.append(theme.resting())
        original(surface)

    scene.draw = draw
    return calls


def _settle(app) -> None:
    for _ in range(int((SETTLE_S + 0.5) / DT)):
        app.step([], DT)


def test_a_resting_title_is_not_redrawn_until_input():
    app = make_app()
    run(app, frames=2)
    title = app.stack.top
    calls = _count_draws(title)
    _settle(app)
    # drawn every frame while the cards drift, then one resting frame (glows held still), then nothing
    assert len(calls) >= int(SETTLE_S / DT) - 2 and calls[-1] is True and not any(calls[:-1])
    drawn = len(calls)
    drift = title.drift
    for _ in range(300):
        app.step([], DT)
        assert not app.drew
    assert len(calls) == drawn and title.drift == drift, "the title's cards must have come to a stop"
    assert app.wake_in() is None  # nothing is due: only input can change this screen
    # one key press: redrawn in the same frame, with the focus moved
    focus = title.menu.focus
    run(app, key(pygame.K_DOWN))
    assert app.drew and len(calls) == drawn + 1 and title.menu.focus == focus + 1
    run(app, frames=30)
    assert len(calls) == drawn + 31 and title.drift > drift, "after input the cards drift again"


def test_reduced_motion_keeps_the_title_cards_still():
    app = make_app(settings={"reduced_motion": True})
    run(app, frames=60)
    assert app.stack.top.drift == 0.0


def _table(app, seats):
    start_game(app, seats, "revised", {}, enabled_decks(app), first_storyteller=0, seed=5)
    return app.services["flow"]


def test_the_deal_animates_then_the_storyteller_waits_quietly():
    app = make_app()
    run(app, frames=2)
    _table(app, [Seat("Ann", 0, 0), Seat("Bob", 1, 1), Seat("Cat", 2, 2)])
    draws = app.draws
    frames = 0
    while app.stack.top.name == "deal":
        app.step([], DT)
        frames += 1
        assert frames < 600
    assert app.draws - draws == frames, "every frame of the deal is drawn"
    run(app, key(pygame.K_RETURN))  # Ann passes the curtain: her hand, as the storyteller
    teller = app.stack.top
    assert teller.name == "storyteller"
    calls = _count_draws(teller)
    _settle(app)
    assert calls[-1] is True
    drawn = len(calls)
    for _ in range(200):
        app.step([], DT)
    assert len(calls) == drawn, "a storyteller thinking is not redrawn"
    run(app, key(pygame.K_RIGHT))
    assert len(calls) == drawn + 1 and teller.row.focus == 1
    run(app, key(pygame.K_RETURN))  # picks the card: the clue field, its caret blinking...
    _settle(app)
    assert calls[-1] is True  # ...and held lit on the resting frame
    field = teller.entry.field_rect.inflate(-16, -16)  # inside the focus ring
    caret = [x for x in range(field.left, field.right) if tuple(app.screen.get_at((x, field.centery)))[:3] == theme.FOCUS]
    assert caret, "the caret is lit"


def test_a_timer_wakes_a_resting_screen_on_time_and_the_demo_animates():
    operator, problems = validate({"attract_after_s": 30})
    assert problems == []
    app = make_app(operator=operator)
    Kiosk(app, operator)
    run(app, frames=2)
    _settle(app)
    assert not app.drew
    due = app.wake_in()
    assert due is not None and abs(due - (30 - app.time)) < 0.01
    app.step([], due - 0.05)  # the loop sleeps until then; just before, nothing yet
    assert app.stack.top.name == "title" and not app.drew
    app.step([], 0.05)
    assert app.stack.top.name != "title" and app.drew, "the demo starts on time"
    for _ in range(30):
        app.step([], DT)
        assert app.drew, "the demo game moves, and is drawn every frame"


def test_computer_players_move_on_by_themselves_while_the_screen_rests():
    app = make_app(settings={"bot_think_s": 5.0})
    run(app, frames=2)
    flow = _table(app, [Seat(f"Bot {i}", i, i, "easy") for i in range(3)])
    seen: list[str] = []
    rests = 0
    for _ in range(20000):  # what the real loop does, without its clock: sleep until due when resting
        if app.drew:
            app.step([], DT)
        else:
            rests += 1
            app.step([], min(MAX_SLEEP_S, app.wake_in() or MAX_SLEEP_S))
        if not seen or seen[-1] != app.stack.top.name:
            seen.append(app.stack.top.name)
        if "score" in seen and seen[-1] != "score":
            break
    assert {"bot_turn", "reveal", "score"} <= set(seen) and seen[-1] == "bot_turn", seen
    assert rests > 0, "the results rested while the computer players let people read them"
    assert flow.session.state.turn == 1


def test_the_real_loop_sleeps_while_resting_and_answers_input_within_a_frame():
    app = make_app()
    presented: list[float] = []
    pacer = Pacer(app, lambda: presented.append(time.perf_counter()))
    run(app, frames=2)
    app.step([], SETTLE_S + 0.1)  # fast-forward: the title has come to rest (its resting frame drawn)
    pygame.event.clear()  # (the window's own opening events)
    pacer.frame()
    assert not app.drew
    started = time.perf_counter()
    cpu = time.process_time()
    pacer.frame()  # nothing to do: sleeps on the event queue for MAX_SLEEP_S
    assert pacer.sleeps == 1 and not app.drew and not presented
    assert time.perf_counter() - started >= MAX_SLEEP_S * 0.9
    assert time.process_time() - cpu < 0.1 * MAX_SLEEP_S, "sleeping must not spin"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0))
    started = time.perf_counter()
    pacer.frame()
    assert app.drew and presented and presented[-1] - started < 1 / 60
    assert app.stack.top.menu.focus == 1


def test_work_from_another_thread_wakes_the_sleeping_loop_at_once():
    app = make_app()
    pacer = Pacer(app, lambda: None)
    run(app, frames=2)
    app.step([], SETTLE_S + 0.1)
    pygame.event.clear()
    pacer.frame()
    arrived = threading.Event()
    app.inboxes.append(arrived.is_set)

    def take(events):  # what the phones' link does each frame: take the work, show it
        if arrived.is_set():
            arrived.clear()
            app.touch()
        return events

    app.observers.append(take)
    threading.Timer(0.1, arrived.set).start()
    started = time.perf_counter()
    pacer.frame()
    assert 0.09 <= time.perf_counter() - started < 0.8 * MAX_SLEEP_S, "woken by the work, not the sleep's end"
    assert app.drew


def test_a_phone_joining_while_the_screen_rests_shows_at_once():
    from game.phones.loopback import Phones

    settings = {"bot_think_s": 0.05, "phone_host": "127.0.0.1", "phone_port": 0}
    app = make_app(settings=dict(settings))
    run(app, frames=2)
    app.nav.push("setup")
    setup = app.stack.top
    app.nav.push("phones")
    assert app.stack.top.name == "phones"
    hub = app.services["phones"].hub
    assert hub.pending in app.inboxes
    pacer = Pacer(app, lambda: None)
    app.step([], SETTLE_S + 0.1)
    pygame.event.clear()
    pacer.frame()
    assert not app.drew
    arrivals: list[float] = []
    queue = hub._events

    class Recorded:  # the hub's queue, noting when each phone event arrives (from the server thread)
        def put(self, event):
            arrivals.append(time.perf_counter())
            queue.put(event)

        def __getattr__(self, name):
            return getattr(queue, name)

    hub._events = Recorded()
    phones = Phones(hub.plain_url, hub.room)
    try:
        phones.add("Ann", 4)
        deadline = time.monotonic() + 10
        while not any(s.name == "Ann" for s in setup.seats):
            assert time.monotonic() < deadline, "the phone never joined"
            pacer.frame()
        shown = time.perf_counter()
        assert app.drew, "the join is drawn in the frame that takes it"
        assert shown - arrivals[0] < 0.2, "the resting loop woke for the phone, not at its sleep's end"
    finally:
        phones.close()
        app.services["phones"].stop()


def test_a_window_that_needs_painting_is_painted():
    app = make_app()
    run(app, frames=2)
    _settle(app)
    app.step([pygame.event.Event(pygame.WINDOWEXPOSED)], DT)
    assert app.drew


REAL_X = bool(os.environ.get("DISPLAY") or shutil.which("Xvfb"))


@pytest.mark.skipif(not REAL_X and not os.environ.get("CI"), reason="needs an X server (Xvfb); CI installs it")
def test_an_idle_title_in_a_real_window_uses_under_a_tenth_of_a_core():
    from game.root.idlecpu import measure

    figures = measure(seconds=5.0)
    assert figures["idle_cpu_real_window"] == 1, "no X server: install xvfb"
    assert figures["idle_cpu_pct"] <= 10.0, figures
