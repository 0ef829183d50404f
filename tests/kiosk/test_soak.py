"""`main.py soak --play`: computer players really play, every rule set in turn, and a rule set that
ends only on an empty pile is dealt a pile that ends within the soak."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from game.deck.library import Card, Deck
from game.engine.rulesets import END_PILE, RULESETS
from game.root.soak import PLAY_TABLES, soak_pile

ROOT = Path(__file__).resolve().parents[2]


def test_a_short_play_soak_finishes_a_game(tmp_path):
    # test hooks: a run of at most 120 s that stops at the first game over, quick players, one turn's pile
    out = subprocess.run([sys.executable, "main.py", "soak", "--play", "--seconds", "120", "--games", "1", "--quick",
                          "--pile-turns", "1"], cwd=ROOT, capture_output=True, text=True, timeout=240,
                         env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "PYTHONPATH": str(ROOT)})
    figures = json.loads(out.stdout.strip().splitlines()[-1])
    assert out.returncode == 0 and figures["errors"] == [], out.stderr[-2000:]
    assert figures["games_played"] == 1 and figures["games_started"] == 1
    assert figures["rulesets_played"] == [PLAY_TABLES[0][0]]
    assert figures["minutes"] < 2  # it stopped at the game over, not at the end of the time


def test_the_soak_plays_every_rule_set_at_a_size_it_allows():
    assert sorted(r for r, _ in PLAY_TABLES) == sorted(RULESETS)
    for ruleset, n in PLAY_TABLES:
        assert n in RULESETS[ruleset].sizes


def _decks(counts: list[int]) -> list[Deck]:
    return [Deck(f"d{i}", f"d{i}", Path(f"/d{i}"), cards=[Card(f"d{i}/{j}.jpg", Path(f"/d{i}/{j}.jpg")) for j in range(k)])
            for i, k in enumerate(counts)]


def test_a_pile_ending_rule_set_gets_a_pile_of_so_many_turns_from_every_deck():
    decks = _decks([284, 500])
    for ruleset, n in PLAY_TABLES:
        rules = RULESETS[ruleset]
        pile = soak_pile(decks, ruleset, n, turns=10, seed=3)
        if rules.end != END_PILE:
            assert pile is decks  # ends at 30 points or after its rounds: every card in play
            continue
        cards = [c.id for d in pile for c in d.cards]
        assert len(cards) == rules.cards_needed(n) + 9 * rules.cards_per_turn(n)
        assert len(set(cards)) == len(cards)
        assert {c.split("/")[0] for c in cards} == {"d0", "d1"}  # photos are in it too
        assert cards == [c.id for d in soak_pile(decks, ruleset, n, turns=10, seed=3) for c in d.cards]
    # a pile too small to cut keeps every deck
    small = _decks([40])
    assert soak_pile(small, "classic", 5, turns=10) is small
