"""Hostile settings.json and history.json: defaults for bad settings, a damaged history kept
aside (never overwritten) and said so, wrong-typed history entries skipped, the History screen drawn."""

from __future__ import annotations

import json
import os

import pytest
from hypothesis import given, settings

from game.persist.history import ENTRY, HistoryUnwritable, load_history, read_history, record_game
from game.persist.settings import Settings, clean, load_settings
from game.typedfile import as_dict, defaults
from tests.persist.child import finish, new_session
from tests.scenes.driver import make_app, run

from .hostile import (
    JSON_TEXTS,
    SPECIAL_KINDS,
    WRONG_VALUES,
    deadline,
    json_values,
    make_special,
    one_sentence,
)

DEFAULTS = Settings()


def _valid_settings(values: Settings) -> bool:
    """Whole, typed settings that would read back as they are."""
    again, problems = clean(as_dict(values))
    return isinstance(values, Settings) and problems == [] and again == values


# -- settings ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(JSON_TEXTS))
def test_hostile_settings_text_gives_defaults(tmp_path, name):
    path = tmp_path / "settings.json"
    path.write_bytes(JSON_TEXTS[name])
    with deadline(10):
        values, problems = load_settings(path)
    assert _valid_settings(values)
    if name in ("empty", "spaces", "nested-200k", "int-5000-digits", "binary", "lone-surrogate", "nan"):
        assert values == DEFAULTS and len(problems) == 1 and one_sentence(problems[0])
    assert all(one_sentence(p) for p in problems)


@pytest.mark.parametrize("kind", SPECIAL_KINDS)
def test_settings_that_are_not_a_file(tmp_path, kind):
    path = tmp_path / "settings.json"
    make_special(path, kind)
    with deadline(10):
        values, problems = load_settings(path)
    assert values == DEFAULTS and len(problems) == 1 and one_sentence(problems[0])


@pytest.mark.parametrize("key", sorted(defaults(Settings)))
def test_every_setting_with_every_wrong_type(key):
    for value in WRONG_VALUES:
        values, problems = clean({key: value})
        assert _valid_settings(values)
        got = getattr(values, key)
        assert (got == value and problems == []) or (got == getattr(DEFAULTS, key) and len(problems) == 1)


@settings(max_examples=200, deadline=None)
@given(data=json_values)
def test_arbitrary_settings_documents(data):
    values, problems = clean(data)
    assert _valid_settings(values) and all(one_sentence(p) for p in problems)


# -- history ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["nested-200k", "int-5000-digits", "binary", "truncated", "empty", "string",
                                  "null", "lone-surrogate", "latin1"])
def test_unreadable_history_is_kept_aside_and_reported(tmp_path, name):
    path = tmp_path / "history.json"
    path.write_bytes(JSON_TEXTS[name])
    with deadline(10):
        history = read_history(path)
    assert history.games == [] and len(history.problems) == 1 and one_sentence(history.problems[0])
    kept = list(tmp_path.glob("history.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == JSON_TEXTS[name]  # nothing lost
    assert kept[0].name in history.problems[0]
    told: list[str] = []
    record_game(finish(new_session("revised", 4, "after")), path=path, report=told.append)
    assert told == [] and len(load_history(path)) == 1  # the new history starts clean


def test_a_damaged_history_is_never_overwritten_even_when_it_cannot_be_moved(tmp_path, monkeypatch):
    path = tmp_path / "history.json"
    path.write_text("{broken")

    def refuse(src, dst):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", refuse)  # a read-only folder (tests may run as root)
    told: list[str] = []
    with pytest.raises(HistoryUnwritable):
        record_game(finish(new_session("revised", 4, "ro")), path=path, report=told.append)
    assert path.read_text() == "{broken" and len(told) == 1 and "not recorded" in told[0]


@pytest.mark.parametrize("kind", ["fifo", "loop", "folder"])
def test_history_that_is_not_a_file(tmp_path, kind):
    path = tmp_path / "history.json"
    make_special(path, kind)
    with deadline(10):
        history = read_history(path)
    assert history.games == [] and len(history.problems) == 1 and one_sentence(history.problems[0])


GOOD_ENTRY = {"date": "2026-01-01T20:00", "ruleset": "revised", "players": ["Ann", "Bob", "Cat"],
              "scores": {"Ann": 30, "Bob": 20, "Cat": 10}, "winners": ["Ann"], "turns": 9}
BAD_ENTRIES = [{**GOOD_ENTRY, "date": 20260101}, {**GOOD_ENTRY, "ruleset": ["odyssey"]},
               {**GOOD_ENTRY, "scores": [30, 20]}, {**GOOD_ENTRY, "winners": [1, 2]},
               {**GOOD_ENTRY, "scores": {"Ann": "thirty"}}, {**GOOD_ENTRY, "winners": "Ann"}, "a game", 42, None,
               {k: v for k, v in GOOD_ENTRY.items() if k != "date"}]


def test_wrong_typed_entries_are_skipped_and_kept(tmp_path):
    path = tmp_path / "history.json"
    path.write_text(json.dumps([GOOD_ENTRY, *BAD_ENTRIES]))
    history = read_history(path)
    assert history.games == [GOOD_ENTRY]
    assert len(history.problems) == 1 and f"{len(BAD_ENTRIES)} finished game(s)" in history.problems[0]
    record_game(finish(new_session("revised", 4, "keep")), path=path)
    assert json.loads(path.read_text())[:-1] == [GOOD_ENTRY, *BAD_ENTRIES]  # not ours to delete


def test_history_screen_draws_hostile_entries(tmp_path, monkeypatch):
    monkeypatch.setenv("ONEIRA_DATA_DIR", str(tmp_path))
    odd = {**GOOD_ENTRY, "scores": {"\u202eevil": 5, "\U0001f600": -3, "x" * 100: 10**6}, "winners": ["\u202eevil"],
           "ruleset": "no-such-rules", "date": "9" * 40}
    (tmp_path / "history.json").write_text(json.dumps([GOOD_ENTRY, odd, *BAD_ENTRIES]))
    from scenes.history import HistoryScene

    app = make_app()
    scene = HistoryScene()
    app.push(scene)
    run(app, frames=3)
    assert app.stack.top is scene and len(scene.games) == 2 and scene.problems


@settings(max_examples=200, deadline=None)
@given(entry=json_values)
def test_arbitrary_entries_are_either_games_or_refused(entry):
    from game.shape import ShapeError

    try:
        game = ENTRY(entry)
    except ShapeError as e:
        assert one_sentence(str(e))
        return
    assert isinstance(game["date"], str) and all(isinstance(v, int) for v in game["scores"].values())
