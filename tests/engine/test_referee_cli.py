"""The `score` subcommand as other tools use it: stdin JSON in, JSON or one error line out."""

from __future__ import annotations

import json

from .helpers import referee

ROUND = {
    "ruleset": "odyssey",
    "options": {"lone_finder": False},
    "players": ["Ann", "Bob", "Cat", "Dan"],
    "storyteller": "Ann",
    "display": {"1": "Bob", "2": "Ann", "3": "Dan", "4": "Cat"},
    "votes": {"Bob": [2], "Cat": [2], "Dan": [1]},
}


def test_scores_a_round():
    code, out, err = referee(ROUND)
    assert code == 0, err
    assert json.loads(out) == {"deltas": {"Ann": 3, "Bob": 4, "Cat": 3, "Dan": 0}}


def test_team_round_keyed_by_team():
    payload = {
        "ruleset": "teams2011", "players": ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"],
        "teams": {"Blue": ["Ann", "Dan"], "Red": ["Bob", "Eve"], "Gold": ["Cat", "Fay"]},
        "storyteller": "Ann", "display": {"1": "Dan", "2": "Ann", "3": "Bob", "4": "Fay"},
        "votes": {"Eve": [2], "Cat": [3]},
    }
    code, out, err = referee(payload)
    assert code == 0, err
    assert json.loads(out) == {"deltas": {"Blue": 3, "Red": 3 + 1, "Gold": 0}}


def test_refusal_is_one_line_on_stderr_naming_player_and_rule():
    bad = dict(ROUND, votes={"Bob": [1], "Cat": [2], "Dan": [2]})
    code, out, err = referee(bad)
    assert code == 2 and out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Bob" in lines[0] and "vote-own-card" in lines[0]


def test_malformed_json_and_non_object():
    for text in ("{not json", "[1, 2]", ""):
        code, out, err = referee(text)
        assert code == 2 and out == "" and len(err.strip().splitlines()) == 1


def test_missing_voter_named():
    code, out, err = referee(dict(ROUND, votes={"Bob": [2], "Cat": [2]}))
    assert code == 2 and "Dan" in err and "missing-vote" in err
