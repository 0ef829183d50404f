"""operator.toml as one typed Operator: wrong types, values out of range, unknown and misspelt keys
each get one line (on stderr and in the café's log, from the real game) and their default; the
README's example and a file the operator menu saved read back unchanged; the menu changes and
saves the typed values."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pygame
import pytest

from game.kiosk.config import Operator, load_operator, write_operator
from game.kiosk.runtime import Kiosk
from game.persist.settings import Settings
from game.typedfile import defaults
from tests.scenes.driver import key, make_app, run, text

ROOT = Path(__file__).resolve().parents[2]

MISTYPED = """\
kiosk = true
pin = "2468"
volume_cap = "loud"
music_volume = 101
default_players = 2.5
attract_after_s = 60
still_playing_after_min = 0
phones = "yes"
atract_after_s = 30
colour = "red"
"""
KNOWN = ", ".join(k for k in defaults(Operator) if k not in ("kiosk", "pin"))  # as the message lists them
REPORTS = [
    "operator config: 'volume_cap' = 'loud' must be a whole number from 0 to 100; using 100",
    "operator config: 'music_volume' = 101 must be a whole number from 0 to 100; using 60",
    "operator config: 'default_players' = 2.5 must be a whole number from 3 to 12; using 4",
    "operator config: 'still_playing_after_min' = 0 must be a number from 0.5 to 240; using 10",
    "operator config: 'phones' = 'yes' must be true or false; using None",
    f"operator config: unknown key 'atract_after_s' (value 30) ignored; known keys: {KNOWN}",
    f"operator config: unknown key 'colour' (value 'red') ignored; known keys: {KNOWN}",
]


def _readme_example() -> str:
    """The operator.toml the README shows, as a café would copy it."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    start = readme.index("kiosk = true\npin = ")
    return readme[start:readme.index("```", start)]


def test_an_operator_file_with_wrong_types_and_unknown_keys(tmp_path):
    path = tmp_path / "operator.toml"
    path.write_text(MISTYPED, encoding="utf-8")
    op, problems = load_operator(path)
    assert problems == REPORTS
    assert op == Operator(kiosk=True, pin="2468", attract_after_s=60)  # bad keys at their defaults, good ones kept


def test_a_misspelt_key_is_named_as_a_typo_when_the_right_one_is_missing(tmp_path):
    path = tmp_path / "operator.toml"
    path.write_text('pin = "2468"\nattract_after = 30\ndefault_ruleset = "odyssey"\n', encoding="utf-8")
    op, problems = load_operator(path)
    assert problems == ["operator config: unknown key 'attract_after' (value 30) ignored; did you mean "
                        "'attract_after_s'? 'attract_after_s' keeps its default 120"]
    assert op.attract_after_s == 120 and op.default_ruleset == "odyssey"


def test_the_readme_example_loads_unchanged_and_round_trips(tmp_path):
    example = _readme_example()
    path = tmp_path / "operator.toml"
    path.write_text(example, encoding="utf-8")
    op, problems = load_operator(path)
    assert problems == []
    assert op == Operator(kiosk=True, pin="2468", volume_cap=80, music_volume=40,
                          allowed_rulesets=["revised", "odyssey", "party2020"], default_ruleset="odyssey",
                          default_players=5, attract_after_s=120, still_playing_after_min=10,
                          still_playing_countdown_s=30, phones=True, phone_port=8765, language="fr",
                          picture_memory_mb=128, room_code_letters=5, show_stories=True,
                          audience=True, word_filter=True, uploads="off",
                          step_timer="normal", step_timer_players=False, how_to_play=True)
    write_operator(op, path)
    assert tomllib.loads(path.read_text(encoding="utf-8")) == tomllib.loads(example)  # same keys, same values
    assert load_operator(path) == (op, [])


def test_the_operator_menu_changes_and_saves_typed_values(tmp_path, monkeypatch):
    monkeypatch.setenv("ONEIRA_CONFIG_DIR", str(tmp_path))
    (tmp_path / "operator.toml").write_text('kiosk = true\npin = "2468"\nvolume_cap = 80\n', encoding="utf-8")
    op, problems = load_operator()
    assert problems == []
    app = make_app(operator=op)
    Kiosk(app, op)
    run(app, frames=2)
    app.services["kiosk"].open_pin()
    run(app, text("2468") + key(pygame.K_RETURN))
    menu = app.stack.top
    assert menu.name == "operator"

    def press(item: str, k: int) -> None:
        while menu.menu.items[menu.menu.focus].key != item:
            run(app, key(pygame.K_DOWN))
        run(app, key(k))

    press("volume_cap", pygame.K_LEFT)
    press("default_players", pygame.K_RIGHT)
    press("still_playing_after_min", pygame.K_RIGHT)
    press("allow_classic", pygame.K_RETURN)
    assert app.operator is op and op.volume_cap == 70 and op.default_players == 5
    assert op.still_playing_after_min == 11 and "classic" not in op.allowed_rulesets
    assert app.audio.volume == pytest.approx(0.7)  # the new cap holds at once
    press("save", pygame.K_RETURN)
    assert str(tmp_path / "operator.toml") in menu.message
    again, problems = load_operator()
    assert problems == [] and again == op
    assert type(again.volume_cap) is int and type(again.default_players) is int


def test_the_demo_game_borrows_the_settings_and_gives_the_same_ones_back():
    op = Operator(kiosk=True, pin="2468")
    app = make_app(operator=op)
    kiosk = Kiosk(app, op)
    run(app, frames=2)
    mine = app.settings
    kiosk.start_attract()
    flow = app.services["flow"]
    assert flow.settings.bot_think_s == 0.5 and flow.settings.animation_speed == 2.0  # the demo plays quickly
    assert flow.settings is not mine and app.settings is mine and mine.bot_think_s == 0.05  # untouched, and theirs
    kiosk.stop_attract()
    assert app.settings is mine and app.audio.settings is mine  # a change in Settings still reaches the sound


def test_the_real_game_logs_one_line_per_bad_key_of_both_files(tmp_path):
    data, config = tmp_path / "data", tmp_path / "config"
    config.mkdir()
    (config / "operator.toml").write_text(MISTYPED, encoding="utf-8")
    (config / "settings.json").write_text('{"volume": "loud", "reduce_motion": true, "fullscreen": false}',
                                          encoding="utf-8")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT),
               ONEIRA_DATA_DIR=str(data), ONEIRA_CONFIG_DIR=str(config), ONEIRA_REPORT_FIRST_FRAME="exit")
    env.pop("ONEIRA_SUPERVISED", None)
    out = subprocess.run([sys.executable, "main.py"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=90)
    assert out.returncode == 0 and "first_frame_s" in out.stdout, out.stderr[-2000:]
    assert "Traceback" not in out.stderr
    settings_reports = [
        "settings: 'volume' = 'loud' must be a number from 0 to 100; using 80",
        "settings: unknown key 'reduce_motion' (value True) ignored; did you mean 'reduced_motion'? "
        "'reduced_motion' keeps its default False",
    ]
    told = out.stderr.splitlines()
    for line in REPORTS + settings_reports:
        assert told.count(line) == 1, (line, told)
    log = (data / "logs" / "oneira.log").read_text(encoding="utf-8").splitlines()
    for line in REPORTS + settings_reports:
        assert sum(entry.endswith(" WARNING " + line) for entry in log) == 1, (line, log)
    assert Settings().volume == 80
