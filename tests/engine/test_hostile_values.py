"""Malformed values at every public engine entry: an engine error (RulesError) or success, never
another exception, and the state never changes. Phones, files and tools send exactly such values."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import (
    MAX_CLUE,
    OVER,
    BadValue,
    Clue,
    ConfigError,
    GameConfig,
    GameState,
    IllegalAction,
    RulesError,
    Submit,
    Tell,
    Vote,
    action_from_json,
    action_to_json,
    apply,
    legal_actions,
    new_game,
    replay,
    view,
    votable_positions,
)
from game.engine.randomplay import random_action

from .helpers import CARDS, config

TABLES = [("classic", 3), ("revised", 4), ("odyssey", 8), ("party2020", 6), ("party2011", 7), ("teams2011", 6),
          ("teams2020", 8)]


def _states() -> list[GameState]:
    """States of every family in every step: clue, submit (part-way), vote (part-way), over."""
    out = []
    for ruleset, n in TABLES:
        r = random.Random(n)
        s = new_game(config(ruleset, n), n)
        for step in range(n * 4):
            if step % 3 == 0:
                out.append(s)
            s = apply(s, random_action(s, min(s.pending), r))
        while s.phase != OVER:
            s = apply(s, random_action(s, min(s.pending), r))
        out.append(s)
    return out


STATES = _states()
HUGE = 10 ** 5000  # Python cannot even print it (over 4,300 digits)
HUGE_INTS = st.sampled_from([1, -1]).map(lambda sign: sign * HUGE)  # (st.just would print it)
SURROGATES = st.text(st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF), min_size=1, max_size=3)
CONTROLS = st.text(st.characters(max_codepoint=0x1F) | st.characters(min_codepoint=0x7F, max_codepoint=0x9F),
                   min_size=1, max_size=3)
TEXT = st.one_of(st.text(max_size=12), SURROGATES, CONTROLS, st.tuples(st.text(max_size=4), SURROGATES).map("".join),
                 st.just("x" * (MAX_CLUE + 1)), st.sampled_from(CARDS[:8]), st.just(""))
SCALARS = st.one_of(
    st.integers(-3, 14), st.integers(), HUGE_INTS, st.booleans(), st.none(),
    st.floats(allow_nan=True, allow_infinity=True), st.just(1.0), TEXT, st.binary(max_size=4),
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=3) | st.tuples(inner) | st.tuples(inner, inner)
    | st.dictionaries(st.text(max_size=6), inner, max_size=3) | st.frozensets(st.integers(0, 3), max_size=2),
    max_leaves=6,
)
SEATS = st.one_of(st.integers(-2, 13), VALUES)
POSITIONS = st.one_of(st.lists(st.integers(-1, 14), max_size=3).map(tuple), VALUES)


def _json(s: object) -> str:
    return json.dumps(s.to_json(), sort_keys=True) if isinstance(s, GameState) else repr(s)


def outcome(fn, *args):
    """Call an entry: its result, or the RulesError it raised. Any other exception fails the test."""
    try:
        return fn(*args)
    except RulesError as e:
        assert str(e) and "\n" not in str(e)  # one readable line
        str(e).encode("utf-8")  # printable and savable: no lone surrogate in the message
        return e


SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(state=st.sampled_from(STATES), seat=SEATS)
def test_view_legal_actions_and_votable_positions(state, seat):
    before = _json(state)
    for fn in (view, legal_actions, votable_positions):
        result = outcome(fn, state, seat)
        if not isinstance(result, RulesError):
            assert type(seat) is int and 0 <= seat < state.n or (fn is view and seat is None)
        assert _json(state) == before


@SETTINGS
@given(state=st.sampled_from(STATES), data=st.data())
def test_apply_any_action_built_from_any_values(state, data):
    before = _json(state)
    hand = state.hands[min(state.pending)] if state.pending else ()
    card = st.one_of(st.sampled_from(hand) if hand else st.nothing(), VALUES)
    kind = data.draw(st.sampled_from(["tell", "clue", "submit", "vote", "raw"]))
    seat = data.draw(SEATS)
    if kind == "tell":
        action = outcome(Tell, seat, data.draw(card), data.draw(TEXT | VALUES))
    elif kind == "clue":
        action = outcome(Clue, seat, data.draw(TEXT | VALUES))
    elif kind == "submit":
        action = outcome(Submit, seat, data.draw(st.lists(card, max_size=3).map(tuple) | VALUES))
    elif kind == "vote":
        action = outcome(Vote, seat, data.draw(POSITIONS), data.draw(st.none() | SEATS))
    else:
        action = data.draw(VALUES)
    if isinstance(action, RulesError):
        assert isinstance(action, BadValue)  # constructors refuse types only
        return
    result = outcome(apply, state, action)
    assert _json(state) == before
    if not isinstance(result, RulesError):
        assert isinstance(result, GameState) and result is not state
        # an accepted action is well-typed: it survives the trip through JSON (a bool seat would not)
        assert action_from_json(json.loads(json.dumps(action_to_json(action)))) == action
        json.dumps(result.to_json(), ensure_ascii=False).encode("utf-8")


@SETTINGS
@given(state=st.sampled_from(STATES), junk=VALUES)
def test_apply_to_something_that_is_not_a_state(state, junk):
    seat = min(state.pending) if state.pending else 0
    action = legal_actions(state, seat)[0] if state.pending else Clue(0, "")
    assert isinstance(outcome(apply, junk, action), BadValue)
    assert isinstance(outcome(view, junk, 0), BadValue)
    assert isinstance(outcome(legal_actions, junk, 0), BadValue)


ACTION_JSON = st.fixed_dictionaries(
    {"type": st.sampled_from(["tell", "clue", "submit", "vote"]) | VALUES},
    optional={"player": SEATS, "card": VALUES, "clue": TEXT | VALUES, "cards": st.lists(VALUES, max_size=2) | VALUES,
              "positions": st.lists(st.integers(0, 5), max_size=2) | VALUES, "trap": SEATS, "extra": VALUES},
)


@SETTINGS
@given(state=st.sampled_from(STATES), data=st.one_of(ACTION_JSON, VALUES))
def test_action_from_json_then_apply(state, data):
    before = _json(state)
    action = outcome(action_from_json, data)
    if isinstance(action, RulesError):
        assert isinstance(action, BadValue)
        return
    assert action_from_json(json.loads(json.dumps(action_to_json(action)))) == action
    outcome(apply, state, action)
    assert _json(state) == before


@SETTINGS
@given(junk=VALUES)
def test_action_to_json_refuses_non_actions(junk):
    assert isinstance(outcome(action_to_json, junk), BadValue)


NAMES = st.lists(TEXT | VALUES, min_size=3, max_size=8)
HOSTILE_FIELDS = {  # per GameConfig field: values that are wrong, or nearly right
    "ruleset": VALUES,
    "players": st.one_of(NAMES, NAMES.map(tuple), VALUES),
    "card_ids": st.one_of(st.lists(TEXT | VALUES, max_size=4), VALUES, st.just(CARDS[:-1] + ("\ud800",)),
                          st.just(CARDS[:-1] + (7,)), st.just(CARDS + CARDS[:1])),
    "options": st.one_of(st.dictionaries(st.sampled_from(["rounds", "lone_finder", "warp"]) | st.integers(),
                                         VALUES, max_size=2), VALUES),
    "teams": st.one_of(st.lists(st.tuples(st.integers(-1, 9), st.integers(-1, 9)), max_size=6),
                       st.lists(st.tuples(SEATS, SEATS), min_size=3, max_size=6),
                       st.lists(st.lists(SEATS, max_size=3), max_size=4), VALUES),
    "team_names": st.one_of(st.lists(TEXT | VALUES, max_size=6), VALUES),
    "first_storyteller": SEATS,
}


SEEDS = st.one_of(st.integers(), HUGE_INTS, st.text(max_size=5), SURROGATES, VALUES)
TEAM_TABLES = [t for t in TABLES if t[0].startswith("teams")] + [("teams2011", 12)]


@SETTINGS
@given(table=st.sampled_from(TABLES), data=st.data(), seed=SEEDS)
def test_new_game_and_replay_from_any_config(table, data, seed):
    """A playable table with one to three fields replaced by hostile values (so every check is
    reached), and any seed."""
    _new_game_from(table, data, seed, sorted(HOSTILE_FIELDS))


@settings(SETTINGS, max_examples=200)
@given(table=st.sampled_from(TEAM_TABLES), data=st.data(), seed=SEEDS)
def test_new_game_from_any_teams(table, data, seed):
    _new_game_from(table, data, seed, ["teams", "team_names", "first_storyteller"])


def _new_game_from(table, data, seed, hostile: list[str]) -> None:
    ruleset, n = table
    fields = dict(ruleset=ruleset, players=tuple(f"P{i}" for i in range(n)), card_ids=CARDS, options={},
                  teams=(), team_names=(), first_storyteller=None)
    for key in data.draw(st.lists(st.sampled_from(hostile), max_size=3, unique=True)):
        fields[key] = data.draw(HOSTILE_FIELDS[key], label=key)
    cfg = GameConfig(**fields)
    state = outcome(new_game, cfg, seed)
    if isinstance(state, RulesError):
        assert isinstance(state, ConfigError)
        return
    assert isinstance(state, GameState)
    json.dumps(state.to_json(), ensure_ascii=False).encode("utf-8")  # whatever was accepted can be saved
    assert isinstance(outcome(replay, cfg, seed, "not a list"), BadValue)
    assert isinstance(outcome(new_game, "not a config", 1), ConfigError)


# --- the cases the issue names, spelled out -------------------------------------------------

def _four() -> GameState:
    return new_game(config("revised", 4), 1)


@pytest.mark.parametrize("seat", [1.0, True, "1", None, [1], -1, 4, HUGE],
                         ids=["float", "bool", "str", "none", "list", "minus1", "4", "huge"])
def test_a_seat_is_an_int_at_the_table(seat):
    s = _four()
    st_ = s.storyteller
    before = _json(s)
    with pytest.raises(BadValue):
        apply(s, Tell(seat, s.hands[st_][0], ""))  # the constructor or apply refuses
    with pytest.raises(BadValue):
        legal_actions(s, seat)
    if seat is not None:
        with pytest.raises(BadValue):
            view(s, seat)
    assert _json(s) == before


def test_view_seven_and_minus_one_at_four_players():
    s = _four()
    for seat in (7, -1):
        with pytest.raises(BadValue) as err:
            view(s, seat)
        assert "not at this table" in str(err.value)


@pytest.mark.parametrize("clue", ["moon\ud800", "a\x00b", "line\nbreak", "\x1b[31mred", "x" * (MAX_CLUE + 1)])
def test_bad_clue_text_is_refused_and_nothing_changes(clue):
    s = _four()
    before = _json(s)
    with pytest.raises(IllegalAction) as err:
        apply(s, Tell(s.storyteller, s.hands[s.storyteller][0], clue))
    assert err.value.rule == "clue" and err.value.player == s.config.players[s.storyteller]
    assert _json(s) == before


def test_good_clue_text_passes():
    s = _four()
    for clue in ("", "la mer à l'aube 🌊", "the 👩‍💻 dreams", "x" * MAX_CLUE):
        t = apply(s, Tell(s.storyteller, s.hands[s.storyteller][0], clue))
        assert t.clue == clue


@pytest.mark.parametrize("name", ["Ann\x00", "B\ud800b", "tab\there", "   ", "", 7, None, "x" * 41])
def test_bad_player_names_are_refused(name):
    with pytest.raises(ConfigError) as err:
        new_game(GameConfig("revised", ("Ann", "Bob", "Cat", name), CARDS), 1)
    assert err.value.rule == "player-names"


def test_cards_are_strings_and_positions_ints():
    for make in (lambda: Submit(1, ("c001", 2)), lambda: Submit(1, ["c001"]), lambda: Vote(1, (1.0,)),
                 lambda: Vote(1, (True,)), lambda: Vote(1, [1]), lambda: Vote(1, (1,), trap="2"),
                 lambda: Tell(0, 5, ""), lambda: Tell(0, "c", None), lambda: Clue(False, "")):
        with pytest.raises(BadValue):
            make()


def test_action_from_json_takes_values_as_they_are():
    for data in ({"type": "tell", "player": "0", "card": "c001"}, {"type": "tell", "player": 0, "card": 1},
                 {"type": "vote", "player": 1, "positions": ["2"]}, {"type": "vote", "player": 1, "positions": [2.0]},
                 {"type": "submit", "player": 1, "cards": "c001"}, {"type": "clue", "player": True},
                 {"type": "vote", "player": 1}, {"type": "launch", "player": 1}, {"type": "clue", "player": 1, "x": 1},
                 [], "tell", None):
        with pytest.raises(BadValue):
            action_from_json(data)
    assert action_from_json({"type": "vote", "player": 1, "positions": [2], "trap": 3}) == Vote(1, (2,), 3)


def test_huge_numbers_get_a_message_not_a_crash():
    s = _four()
    with pytest.raises(BadValue) as err:
        view(s, HUGE)
    assert "bit number" in str(err.value)
    t = apply(s, Tell(s.storyteller, s.hands[s.storyteller][0], ""))
    for seat in sorted(t.pending):
        t = apply(t, Submit(seat, (t.hands[seat][0],)))
    voter = min(t.pending)
    with pytest.raises(IllegalAction) as err:
        apply(t, Vote(voter, (HUGE,)))
    assert err.value.rule == "vote-position" and "bit number" in str(err.value)


def test_a_surrogate_clue_never_reaches_the_autosave(tmp_path):
    """The crash the issue reports: a lone surrogate in a clue made the next autosave fail."""
    from game.persist.saves import Autosaver
    from game.table.seats import Seat
    from game.table.session import Session

    seats = [Seat(f"P{i}", i, i) for i in range(4)]
    session = Session(config("revised", 4), 3, seats)
    saver = Autosaver(tmp_path)
    session.listeners.append(saver)
    saver.save(session)
    teller = session.state.storyteller
    with pytest.raises(IllegalAction) as err:
        session.act(Tell(teller, session.state.hands[teller][0], "moon \ud83c"))
    assert err.value.rule == "clue" and session.actions == []
    session.act(Tell(teller, session.state.hands[teller][0], "moon 🌙"))
    assert saver.load().session.state.clue == "moon 🌙"
    with pytest.raises(ConfigError):
        Session(GameConfig("revised", ("Ann", "B\ud800b", "Cat", "Dan"), CARDS), 3, seats)
