"""Uniformly random legal play, for benchmarks, fuzzing and attract-mode filler.

Samples from exactly the set legal_actions() lists, without building that list (a 12-player
odyssey vote has 66 choices per voter). Randomness comes from the caller's random.Random.
"""

from __future__ import annotations

import random

from .actions import Action, Clue, Submit, Tell, Vote
from .config import GameConfig
from .rules import apply, new_game
from .state import CLUE, OVER, SUBMIT, GameState


def _pick(items: list | tuple, count: int, rand) -> tuple:
    """`count` distinct items, uniformly (cheaper than random.sample for one or two)."""
    i = int(rand() * len(items))
    if count == 1:
        return (items[i],)
    j = int(rand() * (len(items) - 1))
    return (items[i], items[j + (j >= i)])


def random_action(s: GameState, seat: int, r: random.Random) -> Action:
    rand = r.random
    facts = s.facts
    phase = s.phase
    if phase == SUBMIT:
        hand = s.hands[seat]
        if facts.want == 1:
            return Submit(seat, (hand[int(rand() * len(hand))],))
        return Submit(seat, _pick(hand, 2, rand))
    if phase == CLUE:
        if facts.party:
            return Clue(seat, "")
        hand = s.hands[seat]
        return Tell(seat, hand[int(rand() * len(hand))], "")
    k = len(s.display)
    owners = s.owners
    first = 1 + int(rand() * k)
    if not facts.party:  # never one's own card: draw again (uniform over the others)
        while owners[first - 1] == seat:
            first = 1 + int(rand() * k)
    cast: tuple[int, ...] = (first,)
    if facts.max_votes > 1 and rand() < 0.5:
        second = first
        while second == first or (not facts.party and owners[second - 1] == seat):
            second = 1 + int(rand() * k)
        cast = (first, second)
    trap = 1 + int(rand() * k) if facts.party and seat == s.storyteller else None
    return Vote(seat, cast, trap)


def random_game(config: GameConfig, seed: int, r: random.Random, max_actions: int = 100_000) -> tuple[GameState, list[Action]]:
    """Play a whole game at random; returns the final state and the action log."""
    s = new_game(config, seed)
    log: list[Action] = []
    act = log.append
    while s.phase != OVER:
        for seat in sorted(s.pending):  # everyone due in this step; any order gives the same outcome
            if seat in s.pending:  # (a teammate may have chosen for the team meanwhile)
                action = random_action(s, seat, r)
                s = apply(s, action)
                act(action)
        if len(log) > max_actions:
            raise RuntimeError("game did not end")
    return s, log
