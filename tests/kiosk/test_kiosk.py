"""Kiosk mode: nobody quits, the operator chord and PIN, idle -> attract -> title, 'Still playing?',
config validation, and the supervisor restarting a crashed game."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from game.app.cards import enabled_decks
from game.kiosk.config import Operator, load_operator, validate
from game.kiosk.runtime import Kiosk
from game.table.seats import Seat
from game.typedfile import defaults
from scenes.launchers import start_game
from tests.scenes.driver import key, make_app, run, skip_deal, text

ROOT = Path(__file__).resolve().parents[2]


def _kiosk_app(**overrides):
    operator, problems = validate({**{"pin": "2468"}, **overrides})
    assert problems == []
    app = make_app(operator=operator)
    kiosk = Kiosk(app, operator)
    run(app, frames=2)
    return app, kiosk


def _wait(app, seconds: float, dt: float = 0.25) -> None:
    for _ in range(int(seconds / dt)):
        app.step([], dt)


def test_players_cannot_quit():
    app, kiosk = _kiosk_app()
    events = [pygame.event.Event(pygame.QUIT)] + key(pygame.K_F4, pygame.KMOD_LALT) + key(pygame.K_ESCAPE) \
        + key(pygame.K_q, pygame.KMOD_LCTRL)
    run(app, events)
    assert app.running and app.stack.top.name == "title"
    assert kiosk.refused == 3  # window close, Alt+F4, Ctrl+Q; Esc on the title does nothing
    assert "quit" not in [i.key for i in app.stack.top.menu.items]


def _hold_keyboard_chord(app, seconds: float) -> None:
    down = [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
            for k in (pygame.K_LCTRL, pygame.K_LALT, pygame.K_o)]
    app.step(down, 0.0)
    _wait(app, seconds, 0.1)


def test_keyboard_chord_then_pin_then_exit():
    app, kiosk = _kiosk_app()
    _hold_keyboard_chord(app, 2.5)
    assert app.stack.top.name == "title", "the chord must be held 3 seconds"
    app.step([pygame.event.Event(pygame.KEYUP, key=pygame.K_o, mod=0, unicode="", scancode=0)], 0.1)
    _hold_keyboard_chord(app, 3.2)
    assert app.stack.top.name == "pin"
    run(app, text("1111") + key(pygame.K_RETURN))
    assert app.stack.top.name == "pin" and app.stack.top.error == "Wrong PIN"
    run(app, text("2468") + key(pygame.K_RETURN))
    menu = app.stack.top
    assert menu.name == "operator"
    while menu.menu.items[menu.menu.focus].key != "exit":
        run(app, key(pygame.K_DOWN))
    run(app, key(pygame.K_RETURN))
    assert not app.running and app.exit_code == 0


def test_pad_chord_opens_the_pin():
    app, kiosk = _kiosk_app()
    buttons = [pygame.CONTROLLER_BUTTON_BACK, pygame.CONTROLLER_BUTTON_START, pygame.CONTROLLER_BUTTON_LEFTSHOULDER,
               pygame.CONTROLLER_BUTTON_RIGHTSHOULDER]
    app.step([pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=b) for b in buttons], 0.0)
    _wait(app, 3.2, 0.1)
    assert app.stack.top.name == "pin"


def test_idle_title_starts_attract_and_any_input_returns():
    app, kiosk = _kiosk_app(attract_after_s=60)
    _wait(app, 50, 1.0)
    assert kiosk.attract is None
    _wait(app, 12, 1.0)
    assert kiosk.attract is not None
    flow = kiosk.attract
    _wait(app, 20, 0.1)  # bots play on their own
    assert len(flow.session.actions) > 3
    assert flow.log and all(s.is_bot for s in flow.session.seats)
    run(app, key(pygame.K_a))
    assert kiosk.attract is None and app.stack.top.name == "title"


def test_mid_game_idle_countdown_saves_and_returns_to_title():
    operator, _ = validate({"still_playing_after_min": 1, "still_playing_countdown_s": 30})
    app = make_app(operator=operator, persist=True)
    Kiosk(app, operator)
    run(app, frames=2)
    seats = [Seat("Ann", 0, 0), Seat("Bob", 1, 1), Seat("Cat", 2, 2), Seat("Dan", 3, 3)]
    start_game(app, seats, "revised", {}, enabled_decks(app), first_storyteller=0, seed=4)
    skip_deal(app)
    run(app, key(pygame.K_RETURN))  # Ann passes the curtain...
    assert app.stack.top.name == "storyteller"
    _wait(app, 61, 1.0)  # ...and everyone wanders off
    assert app.stack.top.name == "still_playing"
    run(app, key(pygame.K_RIGHT))  # someone is still here
    assert app.stack.top.name == "storyteller"
    _wait(app, 61, 1.0)
    assert app.stack.top.name == "still_playing"
    _wait(app, 31, 1.0)
    assert app.stack.top.name == "title"
    assert "continue" in [i.key for i in app.stack.top.menu.items]


CASES = {
    "kiosk": "yes", "pin": "12", "volume_cap": 101, "music_volume": -5, "allowed_rulesets": ["chess"], "default_ruleset": "poker",
    "default_players": 2, "attract_after_s": 1, "still_playing_after_min": 0, "still_playing_countdown_s": "soon",
    "phones": "yes", "phone_port": 80, "language": "de", "picture_memory_mb": 8, "room_code_letters": 7,
    "show_stories": "sometimes", "audience": "maybe", "word_filter": 3,
    "uploads": "maybe",
    "step_timer": "fast", "step_timer_players": "no", "how_to_play": 1,
}


@pytest.mark.parametrize("key_name", sorted(set(defaults(Operator)) - {"kiosk"}))
def test_every_config_key_is_validated(key_name):
    bad = CASES[key_name]
    merged, problems = validate({key_name: bad})
    assert getattr(merged, key_name) == getattr(Operator(), key_name)
    assert len(problems) == 1 and f"'{key_name}'" in problems[0] and repr(bad) in problems[0]


def test_a_kiosk_that_is_not_a_boolean_starts_locked():
    merged, problems = validate({"kiosk": "yes", "pin": "2468"})
    assert merged.kiosk is True
    assert len(problems) == 1 and "'kiosk' = 'yes'" in problems[0] and "locked" in problems[0]


def test_unknown_key_and_broken_file(tmp_path):
    merged, problems = validate({"colour": "red", "pin": "9876"})
    assert merged.pin == "9876" and "unknown key 'colour'" in problems[0]
    path = tmp_path / "operator.toml"
    path.write_text("kiosk = [")
    merged, problems = load_operator(path)
    assert merged == Operator(kiosk=True)  # a broken file starts locked, never unlocked
    assert len(problems) == 1 and "could not be read" in problems[0] and "locked" in problems[0]
    path.write_text('kiosk = true\npin = "5555"\nallowed_rulesets = ["revised", "odyssey"]\ndefault_ruleset = "classic"\n')
    merged, problems = load_operator(path)
    assert merged.kiosk and merged.pin == "5555" and merged.default_ruleset == "revised"
    assert len(problems) == 1 and "default_ruleset" in problems[0]


def test_supervisor_restarts_a_crashed_game(tmp_path):
    marker = tmp_path / "crashed-once"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ONEIRA_CRASH_ONCE=str(marker),
               ONEIRA_REPORT_FIRST_FRAME="exit", ONEIRA_DATA_DIR=str(tmp_path / "data"))
    env.pop("ONEIRA_SUPERVISED", None)
    started = time.monotonic()
    out = subprocess.run([sys.executable, "main.py", "--kiosk"], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0, out.stderr[-2000:]
    assert marker.exists()
    assert out.stdout.count("first_frame_s") == 1  # the first run crashed at its first frame; the restart ran
    assert time.monotonic() - started < 15
    log = (tmp_path / "data" / "logs" / "oneira.log").read_text()
    assert "injected crash" in log and "Traceback" in log and "restart 1" in log


def test_cursor_hidden_until_the_mouse_moves():
    app, kiosk = _kiosk_app()
    assert not kiosk.cursor_visible
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(500, 500), rel=(3, 0), buttons=(0, 0, 0))], 0.1)
    assert kiosk.cursor_visible
    _wait(app, 3.5, 0.5)
    assert not kiosk.cursor_visible


def test_a_finished_game_left_on_screen_returns_to_the_title():
    from game.bots import decide

    app, kiosk = _kiosk_app(attract_after_s=30)
    seats = [Seat(n, i, i) for i, n in enumerate(["Ann", "Bob", "Cat"])]
    flow = start_game(app, seats, "revised", {}, enabled_decks(app), first_storyteller=0, seed=3)
    session = flow.session
    while session.state.phase != "over":
        step = session.next_step()
        session.act(decide(session.view(step.seat), "normal", seed=len(session.actions), tags=flow.tags))
    flow.dealt = True
    flow.results_shown = len(session.state.history)
    flow.advance()
    assert app.stack.top.name == "game_over"
    kiosk.last_input = app.time
    _wait(app, 20, 1.0)
    assert app.stack.top.name == "game_over"
    _wait(app, 12, 1.0)
    assert app.stack.top.name == "title"
