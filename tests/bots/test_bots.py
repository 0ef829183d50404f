"""Bots: always legal, blind to hidden cards, deterministic, and able to read typed clues."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.bots import decide
from game.bots.lexicon import lexicon
from game.bots.player import Reader
from game.bots.simulate import builtin_tags, play_game
from game.engine import rules as engine
from game.engine.config import GameConfig
from game.engine.rulesets import RULESETS
from game.engine.state import OVER
from game.engine.view import view

ROOT = Path(__file__).resolve().parents[2]
TAGS = builtin_tags()
TABLES = [(name, n) for name, r in RULESETS.items() for n in r.sizes]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(table=st.sampled_from(TABLES), seed=st.integers(0, 10**6),
       levels=st.lists(st.sampled_from(["easy", "normal", "hard"]), min_size=12, max_size=12),
       tagged=st.booleans())
def test_bots_only_play_legal_actions(table, seed, levels, tagged):
    ruleset, n = table
    tags = TAGS if tagged else {cid: () for cid in TAGS}  # custom decks: no tags, still legal
    state = engine.new_game(GameConfig(ruleset, tuple(f"P{i}" for i in range(n)), tuple(tags)), seed)
    steps = 0
    while state.phase != OVER:
        seat = random.Random(seed + steps).choice(sorted(state.pending))
        action = decide(view(state, seat), levels[seat], seed=(seed, steps), tags=tags)
        assert action in engine.legal_actions(state, seat) or _same_but_clue(action, engine.legal_actions(state, seat))
        state = engine.apply(state, action)
        steps += 1
        assert steps < 5000


def _same_but_clue(action, legal) -> bool:
    """Clues are free text: a Tell/Clue is legal when the same action with an empty clue is."""
    if not hasattr(action, "clue"):
        return False
    return any(type(a) is type(action) and a.player == action.player and getattr(a, "card", None) ==
               getattr(action, "card", None) for a in legal)


@pytest.mark.parametrize("ruleset,n", [("revised", 4), ("odyssey", 8), ("party2011", 6), ("teams2011", 6)])
def test_decisions_do_not_depend_on_hidden_cards(ruleset, n):
    """Swap the hidden hands of two other players: the bot's choice must not change."""
    state = engine.new_game(GameConfig(ruleset, tuple(f"P{i}" for i in range(n)), tuple(TAGS)), 11)
    for step in range(60):
        if state.phase == OVER:
            break
        seat = min(state.pending)
        others = [p for p in range(n) if p != seat]
        twin = state.copy()
        hands = list(twin.hands)
        hands[others[0]], hands[others[1]] = hands[others[1]], hands[others[0]]
        twin.hands = tuple(hands)
        twin.draw = tuple(reversed(twin.draw))
        for level in ("easy", "normal", "hard"):
            a = decide(view(state, seat), level, seed=step, tags=TAGS)
            b = decide(view(twin, seat), level, seed=step, tags=TAGS)
            assert a == b
        state = engine.apply(state, decide(view(state, seat), "normal", seed=step, tags=TAGS))


def test_bots_see_only_their_view():
    state = engine.new_game(GameConfig("revised", ("A", "B", "C", "D"), tuple(TAGS)), 3)
    v = view(state, 1)
    assert v.hand == state.hands[1]
    exposed = {k for k in vars(v)} if hasattr(v, "__dict__") else set(v.__dataclass_fields__)
    assert "hands" not in exposed and "draw" not in exposed and "rng" not in exposed


def test_same_seed_same_game():
    a = play_game("odyssey", ["hard", "normal", "easy", "normal", "hard", "easy", "normal"], "s1", TAGS)
    b = play_game("odyssey", ["hard", "normal", "easy", "normal", "hard", "easy", "normal"], "s1", TAGS)
    assert a == b and a.history == b.history


def test_simulate_command_is_deterministic_and_well_formed():
    cmd = [sys.executable, "main.py", "simulate", "--ruleset", "revised", "--players", "4", "--games", "3",
           "--seed", "9", "--bots", "hard,easy,normal,easy"]
    outs = [json.loads(subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=True)
                       .stdout.strip().splitlines()[-1]) for _ in range(2)]
    for o in outs:
        o.pop("decision_ms_mean")
        o.pop("decision_ms_p99")
    assert outs[0] == outs[1]
    r = outs[0]
    assert r["games"] == 3
    for key in ("storyteller_success", "all_found_rate", "none_found_rate", "listener_accuracy"):
        assert 0.0 <= r[key] <= 1.0
    assert set(r["win_rate_by_level"]) == {"hard", "easy", "normal"}
    bad = subprocess.run([sys.executable, "main.py", "simulate", "--ruleset", "revised", "--players", "9",
                          "--games", "1"], cwd=ROOT, capture_output=True, text=True)
    assert bad.returncode == 2 and "not played by 9" in bad.stderr


# -- reading typed clues ------------------------------------------------------------------------

def _picks(clue: str, target: str, rng: random.Random, reader: Reader) -> bool:
    others = rng.sample([c for c in TAGS if c != target], 5)
    display = others + [target]
    rng.shuffle(display)
    w = reader.weights(clue)
    best = max(display, key=lambda c: (reader.fit(c, w), rng.random()))
    return best == target


def test_a_cards_own_tags_pick_it_among_six():
    reader = Reader(TAGS)
    rng = random.Random(5)
    hits = total = 0
    for card, tags in TAGS.items():
        for _ in range(3):
            clue = " ".join(rng.sample(tags, 2)).replace("-", " ")
            hits += _picks(clue, card, rng, reader)
            total += 1
    assert hits / total >= 0.85, hits / total


# Free text a person might type, with the tag of the picture it describes (written for the tests).
LABELLED = [
    ("Moby Dick", "whale"), ("a party of one", "lonely"), ("time flies", "clock"),
    ("the early bird", "bird"), ("down the rabbit hole", "rabbit"), ("sweet dreams", "bed"),
    ("home sweet home", "house"), ("lost at sea", "sea"), ("playing with fire", "fire"),
    ("the northern lights", "aurora"), ("a message in a bottle", "bottle"), ("one small step", "astronaut"),
    ("curiosity killed the cat", "cat"), ("an apple a day", "fruit"), ("wise old owl", "owl"),
    ("Don Quixote", "windmill"), ("the last train home", "train"), ("sands of time", "hourglass"),
    ("ghost stories", "campfire"), ("the little prince", "fox"), ("tilting at windmills", "windmill"),
    ("make a wish", "dandelion"), ("slow and steady", "turtle"), ("the kraken", "squid"),
]


def test_labelled_free_text_clues():
    reader = Reader(TAGS)
    rng = random.Random(8)
    hits = total = 0
    for clue, tag in LABELLED:
        cards = [c for c, ts in TAGS.items() if tag in ts]
        assert cards, tag
        for card in cards[:3]:
            for _ in range(4):
                hits += _picks(clue, card, rng, reader)
                total += 1
    assert hits / total >= 0.75, hits / total


def test_lexicon_covers_every_tag_with_three_grades():
    lex = lexicon()
    from game.deck.tags import VOCABULARY

    assert set(lex.entries) == set(VOCABULARY)
    for e in lex.entries.values():
        assert e.gloss and all(e.phrases[g] for g in ("literal", "associative", "oblique"))
