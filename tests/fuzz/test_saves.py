"""Hostile autosaves: whatever the newest generation holds, loading says so in one sentence and
resumes the previous generation; nothing escapes as an exception, nothing blocks."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.persist.saves import VERSION, Autosaver, BadSave, _digest, decode, restore, session_payload
from tests.persist.child import new_session

from .hostile import (
    JSON_TEXTS,
    SPECIAL_KINDS,
    WRONG_VALUES,
    deadline,
    json_values,
    make_special,
    one_sentence,
)


def _played(actions: int = 6):
    from game.bots import decide
    from game.bots.simulate import builtin_tags

    session = new_session("revised", 4, "fuzz")
    tags = builtin_tags()
    for _ in range(actions):
        step = session.next_step()
        session.act(decide(session.view(step.seat), "normal", seed=len(session.actions), tags=tags))
    return session


GOOD = _played()
PAYLOAD = session_payload(GOOD)


def _signed(game: object) -> bytes:
    """A save whose checksum is right: only its shape can give it away."""
    return json.dumps({"version": VERSION, "sha256": _digest(game) if isinstance(game, dict) else "0" * 64,
                       "game": game}).encode()


def _folder_with(tmp_path: Path, newest: bytes | None = None, special: str | None = None) -> Autosaver:
    """A good generation (all but the last action) and a hostile newest one."""
    saver = Autosaver(tmp_path / "saves")
    older = copy.deepcopy(PAYLOAD)
    older["actions"] = older["actions"][:-1]
    saver.folder.mkdir(parents=True)
    (saver.folder / "autosave-000005.json").write_bytes(_signed(older))
    target = saver.folder / "autosave-000006.json"
    if special:
        make_special(target, special)
    else:
        target.write_bytes(newest)
    return saver


def _assert_previous_generation(saver: Autosaver) -> None:
    with deadline(10):
        loaded = saver.load()
    assert loaded.session is not None and loaded.session.actions == GOOD.actions[:-1]
    assert len(loaded.problems) == 1 and "autosave-000006.json" in loaded.problems[0]
    assert one_sentence(loaded.problems[0]), loaded.problems[0]


def _mutate(path: str, value: object):
    def apply(game: dict) -> dict:
        node = game
        keys = [int(k) if k.isdigit() else k for k in path.split(".")]
        for k in keys[:-1]:
            node = node[k]
        node[keys[-1]] = value
        return game
    return apply


MUTATIONS = {
    "seats-as-strings": lambda g: {**g, "seats": [s["name"] for s in g["seats"]]},
    "fewer-seats-than-players": lambda g: {**g, "seats": g["seats"][:-1]},
    "more-seats-than-players": lambda g: {**g, "seats": g["seats"] + g["seats"][:1]},
    "seat-named-otherwise": _mutate("seats.1.name", "Mallory"),
    "colour-10**9": _mutate("seats.0.colour", 10**9),
    "colour-negative": _mutate("seats.2.colour", -1),
    "pawn-float": _mutate("seats.0.pawn", 1.5),
    "pawn-bool": _mutate("seats.0.pawn", True),
    "bot-unknown": _mutate("seats.0.bot", "god"),
    "name-nul": _mutate("seats.0.name", "P\x000"),
    "ruleset-list": _mutate("config.ruleset", ["odyssey"]),
    "ruleset-unknown": _mutate("config.ruleset", "chess"),
    "players-numbers": _mutate("config.players", [1, 2, 3, 4]),
    "card-ids-object": _mutate("config.card_ids", {"a": 1}),
    "card-ids-twice": lambda g: _mutate("config.card_ids", g["config"]["card_ids"][:1] * 200)(g),
    "options-list": _mutate("config.options", ["lone_finder"]),
    "option-unknown": _mutate("config.options", {"cheat": True}),
    "teams-triples": _mutate("config.teams", [[0, 1, 2]]),
    "storyteller-99": _mutate("config.first_storyteller", 99),
    "seed-list": _mutate("seed", [1, 2]),
    "seed-float": _mutate("seed", 1.5),
    "actions-strings": _mutate("actions", ["tell", "vote"]),
    "action-bool-player": _mutate("actions.0", {"type": "tell", "player": True, "card": "x", "clue": "c"}),
    "action-list-card": _mutate("actions.0", {"type": "tell", "player": 0, "card": ["x"], "clue": "c"}),
    "action-unknown-type": _mutate("actions.0", {"type": "cheat", "player": 0}),
    "action-huge-player": _mutate("actions.0", {"type": "tell", "player": 10**60, "card": "x", "clue": "c"}),
    "action-illegal": lambda g: {**g, "actions": g["actions"][1:]},
    "no-config": lambda g: {k: v for k, v in g.items() if k != "config"},
    "unknown-key": lambda g: {**g, "hack": 1},
}


@pytest.mark.parametrize("name", sorted(MUTATIONS))
def test_wrong_shape_with_a_valid_checksum_falls_back(tmp_path, name):
    game = MUTATIONS[name](copy.deepcopy(PAYLOAD))
    _assert_previous_generation(_folder_with(tmp_path, _signed(game)))


@pytest.mark.parametrize("name", sorted(JSON_TEXTS))
def test_hostile_bytes_fall_back(tmp_path, name):
    _assert_previous_generation(_folder_with(tmp_path, JSON_TEXTS[name]))


@pytest.mark.parametrize("kind", SPECIAL_KINDS)
def test_not_a_file_falls_back_without_blocking(tmp_path, kind):
    _assert_previous_generation(_folder_with(tmp_path, special=kind))


def test_oversized_save_is_refused_unread(tmp_path):
    _assert_previous_generation(_folder_with(tmp_path, b" " * (17 << 20)))


PATHS = ["config", "config.ruleset", "config.players", "config.players.0", "config.card_ids", "config.options",
         "config.teams", "config.team_names", "config.first_storyteller", "seed", "seats", "seats.0",
         "seats.0.name", "seats.0.colour", "seats.0.pawn", "seats.0.bot", "actions", "actions.0",
         "actions.0.type", "actions.0.player", "actions.0.card", "actions.0.clue", "finished"]


@pytest.mark.parametrize("path", PATHS)
def test_every_key_with_every_wrong_type(path):
    for value in WRONG_VALUES:
        game = _mutate(path, value)(copy.deepcopy(PAYLOAD))
        try:
            session = restore(decode(_signed(game)))
        except BadSave as e:
            assert one_sentence(str(e))
            continue
        assert session.seats and len(session.seats) == len(session.config.players)  # accepted: it is a real game


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(path=st.sampled_from(PATHS), value=json_values)
def test_arbitrary_values_anywhere_never_escape(path, value):
    game = _mutate(path, value)(copy.deepcopy(PAYLOAD))
    try:
        restore(decode(_signed(game)))
    except BadSave as e:
        assert one_sentence(str(e))


@settings(max_examples=100, deadline=None)
@given(doc=json_values)
def test_arbitrary_documents_never_escape(doc):
    try:
        restore(decode(json.dumps(doc).encode()))
    except BadSave as e:
        assert one_sentence(str(e))
