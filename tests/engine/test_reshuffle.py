"""Refill when the draw pile is short, per rule set (RULES.md, settled 2026-11-23).

revised, odyssey, party2011, teams2011: the shuffled discards go under the rest of the pile.
party2020, teams2020: the rest of the pile and the discards are shuffled into one new pile.
classic: never reshuffles; the game ends.

Each test plays a small deck up to the last vote of a turn whose refill cannot be met by the
pile (with cards still in it, so "under" and "together" differ), applies that vote, and checks
every hand, the pile and the discards card by card.
"""

from __future__ import annotations

import random

import pytest

from game.engine import OVER, VOTE, GameConfig, GameState, apply, legal_actions, new_game
from game.engine import rng as rnd
from game.engine.rulesets import ALL_TOGETHER, DISCARDS_UNDER, NO_RESHUFFLE, RULESETS

from .helpers import CARDS

UNDER = [("revised", 4), ("revised", 3), ("odyssey", 5), ("odyssey", 8), ("party2011", 6), ("teams2011", 6)]
TOGETHER = [("party2020", 6), ("party2020", 7), ("teams2020", 8), ("teams2020", 10)]


def test_each_rule_set_says_how_it_renews_its_pile():
    assert {name: r.reshuffle for name, r in RULESETS.items()} == {
        "classic": NO_RESHUFFLE, "revised": DISCARDS_UNDER, "odyssey": DISCARDS_UNDER,
        "party2011": DISCARDS_UNDER, "teams2011": DISCARDS_UNDER,
        "party2020": ALL_TOGETHER, "teams2020": ALL_TOGETHER,
    }


def _short_refill(ruleset: str, n: int, seed: int) -> tuple[GameState, object]:
    """A state whose next action is the turn's last vote, with a refill the pile cannot meet
    while it still holds cards; and that vote."""
    rules = RULESETS[ruleset]
    deck = CARDS[:rules.cards_needed(n) + rules.cards_per_turn(n) // 2 + 1]
    r = random.Random(seed)
    s = new_game(_config(ruleset, n, deck), seed)
    while s.phase != OVER:
        seat = min(s.pending)
        action = r.choice(legal_actions(s, seat))
        if s.phase == VOTE and len(s.pending) == 1 and 0 < len(s.draw) < _short(s):
            return s, action
        s = apply(s, action)
    raise AssertionError("no short refill in this game")


def _config(ruleset: str, n: int, deck: tuple[str, ...]) -> GameConfig:
    """A table with a small deck (so the pile runs short early) and enough rounds to get there."""
    options = {"rounds": 5} if "rounds" in RULESETS[ruleset].options else {}
    return GameConfig(ruleset, tuple(f"P{i}" for i in range(n)), deck, options)


def _short(s: GameState) -> int:
    """Cards the refill after this turn will need (played cards have left the hands already)."""
    return s.facts.hand_size * s.n - sum(map(len, s.hands))


def _expected_after(s: GameState, pile: tuple[str, ...]) -> tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]:
    """Hands and pile after drawing from `pile` (top = end), left of the storyteller first,
    then (party) every hand passed left."""
    hands = list(s.hands)
    pile = list(pile)
    for k in range(1, s.n + 1):
        seat = (s.storyteller + k) % s.n
        while len(hands[seat]) < s.facts.hand_size:
            hands[seat] = hands[seat] + (pile.pop(),)
    if s.facts.party:
        hands = hands[-1:] + hands[:-1]
    return tuple(hands), tuple(pile)


@pytest.mark.parametrize("ruleset,n", UNDER)
def test_discards_go_under_the_old_pile(ruleset, n):
    for seed in range(3):
        s, last_vote = _short_refill(ruleset, n, seed)
        old_pile, discards = s.draw, s.discard + s.display  # this turn's cards are discarded first
        t = apply(s, last_vote)
        assert t.phase != OVER and t.turn == s.turn + 1
        fresh = rnd.shuffled(s.rng, discards)[1]
        hands, pile = _expected_after(s, fresh + old_pile)
        assert t.hands == hands and t.draw == pile and t.discard == ()
        # rng-free facts: every card of the old pile was drawn, top first, before any discard;
        # what is left of the pile is discards only, in a new order
        drawn = _draw_order(s, t)
        assert drawn[:len(old_pile)] == list(old_pile[::-1])
        assert set(drawn[len(old_pile):]) | set(t.draw) == set(discards)
        assert sorted(t.draw + tuple(drawn[len(old_pile):])) == sorted(discards)


@pytest.mark.parametrize("ruleset,n", TOGETHER)
def test_pile_and_discards_are_shuffled_together(ruleset, n):
    mixed = 0
    for seed in range(6):
        s, last_vote = _short_refill(ruleset, n, seed)
        old_pile, discards = s.draw, s.discard + s.display
        t = apply(s, last_vote)
        assert t.phase != OVER and t.turn == s.turn + 1
        new_pile = rnd.shuffled(s.rng, old_pile + discards)[1]
        hands, pile = _expected_after(s, new_pile)
        assert t.hands == hands and t.draw == pile and t.discard == ()
        drawn = _draw_order(s, t)
        assert sorted(drawn + list(t.draw)) == sorted(old_pile + discards)
        # the old pile is not drawn first: some of its cards stay in the new pile
        mixed += bool(set(old_pile) & set(t.draw))
    assert mixed >= 3, "with the old pile shuffled in, some of it usually stays in the pile"


def _draw_order(s: GameState, t: GameState) -> list[str]:
    """The cards the refill dealt, in the order they were drawn (left of the storyteller first)."""
    after = list(t.hands)
    if s.facts.party:
        after = after[1:] + after[:1]  # undo the pass to the left
    drawn = []
    for k in range(1, s.n + 1):
        seat = (s.storyteller + k) % s.n
        drawn += list(after[seat][len(s.hands[seat]):])
    return drawn


@pytest.mark.parametrize("n", [3, 4, 6])
def test_classic_never_reshuffles(n):
    rules = RULESETS["classic"]
    deck = CARDS[:rules.cards_needed(n) + rules.cards_per_turn(n) // 2 + 1]
    for seed in range(3):
        r = random.Random(seed)
        s = new_game(_config("classic", n, deck), seed)
        while s.phase != OVER:
            seat = min(s.pending)
            action = r.choice(legal_actions(s, seat))
            short_now = s.phase == VOTE and len(s.pending) == 1 and _short(s) > len(s.draw)
            before = s
            s = apply(s, action)
            if short_now:
                # the pile is dealt as far as it goes; the discards stay discarded; the game ends
                assert s.phase == OVER and s.draw == ()
                assert s.discard == before.discard + before.display
                assert sorted(_draw_order_over(before, s)) == sorted(before.draw)
        assert not set(s.discard) & {c for h in s.hands for c in h}


def _draw_order_over(s: GameState, t: GameState) -> list[str]:
    return [c for seat in range(s.n) for c in t.hands[seat][len(s.hands[seat]):]]
