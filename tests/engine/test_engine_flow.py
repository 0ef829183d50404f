"""Whole games through the engine: invariants at every step, replay, JSON, refusals."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import (
    OVER,
    RULESETS,
    SUBMIT,
    VOTE,
    Clue,
    ConfigError,
    GameConfig,
    GameState,
    IllegalAction,
    NotYourTurn,
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
)

from .helpers import CARDS, config
from .simple_scorer import simple_deltas

TABLES = [(name, n) for name, rules in RULESETS.items() for n in rules.sizes]
MAX_ACTIONS = 5000


def check_cards_in_one_place(s: GameState) -> None:
    places = [c for h in s.hands for c in h] + list(s.draw) + list(s.discard)
    if s.phase in (SUBMIT, VOTE):
        places += [c for sub in s.submissions for c in sub]
    assert sorted(places) == sorted(s.config.card_ids)


def check_views(s: GameState) -> None:
    for seat in [None, *range(s.n)]:
        v = view(s, seat)
        others = {c for p, h in enumerate(s.hands) if p != seat for c in h} | set(s.draw)
        visible = set(v.hand or ()) | set(v.my_cards) | set(v.display) | set(v.discard)
        assert not visible & others, "a view shows a card from another hand or the draw pile"
        if seat is None:
            assert v.hand is None and not v.my_cards and not v.my_votes
        else:
            assert v.my_cards == s.submissions[seat] and v.my_votes == s.votes[seat]
        if s.phase != VOTE:
            assert v.display == ()  # nothing is face up before everyone has submitted
        # the view has no field for other submissions or votes: only who has acted
        assert set(v.submitted) == {p for p in range(s.n) if s.submissions[p]}
        assert set(v.voted) == {p for p in range(s.n) if s.votes[p]}


def play(cfg: GameConfig, seed: int, r: random.Random, check_every_step: bool = True):
    s = new_game(cfg, seed)
    log = []
    rounds_seen = 0
    while s.phase != OVER:
        seat = r.choice(sorted(s.pending))
        options = legal_actions(s, seat)
        assert options, "a pending player always has a legal action"
        action = r.choice(options)
        if isinstance(action, (Tell, Clue)) and r.random() < 0.5:
            action = _with_clue(action, "the sea at dusk")
        s = apply(s, action)
        log.append(action)
        assert len(log) < MAX_ACTIONS, "the game must end"
        if check_every_step:
            check_cards_in_one_place(s)
            check_views(s)
        if len(s.history) > rounds_seen:
            rounds_seen = len(s.history)
            rec = s.history[-1]
            assert list(rec.deltas) == simple_deltas(cfg.ruleset, s.n, s.config.options, s.config.teams, rec)
    return s, log


def _with_clue(action, clue):
    if isinstance(action, Tell):
        return Tell(action.player, action.card, clue)
    return Clue(action.player, clue)


@pytest.mark.parametrize("ruleset,n", TABLES)
def test_every_table_plays_to_the_end(ruleset, n):
    cfg = config(ruleset, n, options={"lone_finder": True} if ruleset == "classic" else {})
    s, log = play(cfg, seed=n, r=random.Random(n))
    assert s.phase == OVER and s.winners
    best = max(s.scores)
    assert all(s.scores[w] == best for w in s.winners)
    assert replay(cfg, n, log) == s
    again = GameState.from_json(json.loads(json.dumps(s.to_json())))
    assert again == s
    actions_back = [action_from_json(json.loads(json.dumps(action_to_json(a)))) for a in log]
    assert actions_back == log


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(table=st.sampled_from(TABLES), seed=st.integers(0, 2**63), choices=st.randoms(use_true_random=False),
       lone=st.booleans(), rounds=st.integers(1, 2))
def test_random_legal_games_keep_every_invariant(table, seed, choices, lone, rounds):
    ruleset, n = table
    options = {"lone_finder": lone, "rounds": rounds}
    cfg = config(ruleset, n, options=options)
    s, log = play(cfg, seed, choices)
    assert replay(cfg, seed, log) == s


def test_same_triple_same_game_and_seed_matters():
    cfg = config("odyssey", 8)
    a = new_game(cfg, 7)
    b = new_game(cfg, 7)
    c = new_game(cfg, 8)
    assert a == b and a.hands != c.hands


def test_state_json_mid_game_roundtrip_and_continues_identically():
    cfg = config("party2011", 7)
    r = random.Random(3)
    s = new_game(cfg, 3)
    for _ in range(40):
        seat = min(s.pending)
        s = apply(s, r.choice(legal_actions(s, seat)))
    text = json.dumps(s.to_json())
    t = GameState.from_json(json.loads(text))
    assert t == s and t.rng == s.rng
    seat = min(s.pending)
    action = legal_actions(s, seat)[0]
    assert apply(t, action) == apply(s, action)


def _story_state(n=4, ruleset="revised"):
    return new_game(config(ruleset, n, first_storyteller=0), 11)


def test_illegal_actions_name_player_and_rule_and_leave_state_unchanged():
    s = _story_state()
    before = s.to_json()
    cases = [
        (Tell(1, s.hands[1][0], ""), NotYourTurn, "not-your-turn"),
        (Tell(0, s.hands[1][0], ""), IllegalAction, "card-not-in-hand"),
        (Submit(0, (s.hands[0][0],)), IllegalAction, "phase"),
        (Tell(0, s.hands[0][0], "x" * 500), IllegalAction, "clue"),
        (Tell(9, s.hands[0][0], ""), IllegalAction, "unknown-player"),
    ]
    for action, kind, rule in cases:
        with pytest.raises(kind) as err:
            apply(s, action)
        assert err.value.rule == rule
        assert s.to_json() == before
    assert "P1" in str(pytest.raises(NotYourTurn, apply, s, Tell(1, s.hands[1][0], "")).value)


def test_submit_and_vote_refusals():
    s = apply(_story_state(), Tell(0, _story_state().hands[0][0], "moon"))
    with pytest.raises(IllegalAction) as err:
        apply(s, Submit(1, (s.hands[1][0], s.hands[1][1])))
    assert err.value.rule == "card-count"
    with pytest.raises(IllegalAction) as err:
        apply(s, Submit(1, (s.hands[2][0],)))
    assert err.value.rule == "card-not-in-hand"
    for seat in (1, 2, 3):
        s = apply(s, Submit(seat, (s.hands[seat][0],)))
    assert s.phase == VOTE and len(s.display) == 4
    own = s.owners.index(1) + 1
    before = s.to_json()
    for positions, rule in [((own,), "vote-own-card"), ((0,), "vote-position"), ((5,), "vote-position"),
                            ((1, 2), "second-vote"), ((), "vote-count")]:
        with pytest.raises(IllegalAction) as err:
            apply(s, Vote(1, positions))
        assert err.value.rule == rule, positions
    with pytest.raises(IllegalAction) as err:
        apply(s, Vote(1, (s.owners.index(0) + 1,), trap=1))
    assert err.value.rule == "trap-not-allowed"
    assert s.to_json() == before


def test_party_trap_required_and_hands_pass_left_and_hidden_during_clue():
    s = new_game(config("party2020", 6, first_storyteller=2), 5)
    assert view(s, 2).hand is None and view(s, 3).hand is None  # nobody looks before the clue
    s = apply(s, Clue(2, "thunder"))
    assert view(s, 2).hand == s.hands[2]
    for seat in range(6):
        s = apply(s, Submit(seat, (s.hands[seat][0],)))
    for seat in range(6):
        if seat != 2:
            s = apply(s, Vote(seat, (1,)))
    with pytest.raises(IllegalAction) as err:
        apply(s, Vote(2, (1,)))
    assert err.value.rule == "trap-missing"
    s2 = apply(s, Vote(2, (2,), trap=3))
    assert s2.last_round.trap == 3 and s2.storyteller == 3
    assert all(len(h) == 4 for h in s2.hands)


def test_party_hand_passing_exact():
    s = new_game(config("party2011", 6, first_storyteller=0), 1)
    s = apply(s, Clue(0, ""))
    for seat in range(6):
        s = apply(s, Submit(seat, (s.hands[seat][0],)))
    kept = [s.hands[seat] for seat in range(6)]  # 4 cards each, before refill
    for seat in range(6):
        s = apply(s, Vote(seat, (1,), trap=2 if seat == 0 else None))
    for seat in range(6):
        assert s.hands[seat][:4] == kept[(seat - 1) % 6]


def test_team_choice_one_member_submits_other_votes():
    s = new_game(config("teams2011", 6, first_storyteller=0), 2)
    assert s.config.teams == ((0, 3), (1, 4), (2, 5))
    s = apply(s, Tell(0, s.hands[0][0], "tide"))
    assert s.pending == {3, 1, 4, 2, 5}
    s = apply(s, Submit(4, (s.hands[4][0],)))
    assert 1 not in s.pending and 4 not in s.pending  # team (1, 4) has decided
    s = apply(s, Submit(3, (s.hands[3][0],)))
    s = apply(s, Submit(2, (s.hands[2][0],)))
    assert s.phase == VOTE and s.pending == {1, 5} and len(s.display) == 4
    with pytest.raises(NotYourTurn):
        apply(s, Vote(4, (1,)))


def test_classic_ends_when_draw_pile_runs_out():
    cfg = GameConfig("classic", ("A", "B", "C", "D"), CARDS[:30])  # 24 dealt, 6 in the pile
    s, _ = play(cfg, 1, random.Random(1))
    assert s.phase == OVER and len(s.history) == 2 and not s.draw


def test_classic_three_players_option_is_implied():
    s = new_game(config("classic", 3), 0)
    assert s.config.options["three_player"] is True
    assert all(len(h) == 7 for h in s.hands)


def test_reshuffle_keeps_going_with_a_small_deck():
    cfg = GameConfig("revised", ("A", "B", "C", "D"), CARDS[:28])
    s, log = play(cfg, 4, random.Random(4))
    assert s.phase == OVER and max(s.scores) >= 30


def test_rounds_option_ends_party2011_and_teams2011():
    for ruleset, n in (("party2011", 6), ("teams2011", 8)):
        for rounds in (1, 2):
            s, _ = play(config(ruleset, n, options={"rounds": rounds}), 0, random.Random(0), check_every_step=False)
            assert len(s.history) == rounds * n


@pytest.mark.parametrize("kwargs,rule", [
    (dict(ruleset="nope"), "unknown-ruleset"),
    (dict(ruleset="revised", n=7), "table-size"),
    (dict(ruleset="teams2020", n=6), "table-size"),
    (dict(ruleset="revised", n=4, options={"warp": 1}), "unknown-option"),
    (dict(ruleset="party2011", n=6, options={"rounds": 0}), "bad-option"),
    (dict(ruleset="teams2011", n=6, teams=((0, 1), (2, 3), (4, 5))), "teams"),
])
def test_bad_configs(kwargs, rule):
    n = kwargs.pop("n", 4)
    with pytest.raises(ConfigError) as err:
        new_game(config(kwargs.pop("ruleset"), n, **kwargs), 0)
    assert err.value.rule == rule


def test_deck_too_small_is_refused_with_the_count():
    with pytest.raises(ConfigError) as err:
        new_game(GameConfig("odyssey", tuple("ABCDEFGHIJKL"), CARDS[:80]), 0)
    assert "84" in str(err.value)


def test_generator_is_pinned_deterministic_and_uniform():
    """Saved games replay from their seed, so the generator's output is part of the save format:
    a change here must come with a new save version."""
    from collections import Counter

    from game.engine import rng

    state = rng.seed_state("oneira")
    assert rng.shuffled(state, tuple(range(10))) == (17973051653084215981, (9, 6, 3, 5, 4, 2, 7, 1, 8, 0))
    assert rng.below(state, 6) == (10997721654473942260, 2)
    assert rng.shuffled(state, "abc") == rng.shuffled(state, ["a", "b", "c"])
    assert sorted(rng.shuffled(state, tuple(range(50)))[1]) == list(range(50))
    assert rng.shuffled(state, ())[1] == () and rng.shuffled(state, (7,))[1] == (7,)
    # uniform: 6,000 shuffles of three items chained through the state; 6 permutations, each
    # expected 1,000 times (a chi-square over 5 degrees of freedom stays under 20.5 at p = 0.001)
    perms: Counter = Counter()
    for _ in range(6000):
        state, perm = rng.shuffled(state, "abc")
        perms[perm] += 1
    assert len(perms) == 6
    assert sum((c - 1000) ** 2 / 1000 for c in perms.values()) < 20.5
    draws: Counter = Counter()
    for _ in range(7000):
        state, value = rng.below(state, 7)
        draws[value] += 1
    assert set(draws) == set(range(7))
    assert sum((c - 1000) ** 2 / 1000 for c in draws.values()) < 22.5  # 6 degrees of freedom


def test_games_leave_no_reference_cycles():
    """The engine bench pauses the cycle collector; that is only sound while games make no cycles."""
    import gc

    gc.collect()
    gc.disable()
    try:
        for ruleset, n in TABLES[::3]:
            cfg = config(ruleset, n)
            play(cfg, seed=n, r=random.Random(n))
        assert gc.collect() == 0
    finally:
        gc.enable()
