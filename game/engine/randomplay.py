"""Uniformly random legal play, for benchmarks, fuzzing and attract-mode filler.

Samples from exactly the set legal_actions() lists, without building that list (a 12-player
odyssey vote has 66 choices per voter). Randomness comes from the caller's random.Random.
"""

from __future__ import annotations

import random

from .actions import Action, Clue, Submit, Tell, Vote
from .config import GameConfig
from .rules import apply, cards_to_submit, new_game, votable_positions
from .rulesets import PARTY
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
    if s.phase == CLUE:
        if s.rules.family == PARTY:
            return Clue(seat, "")
        return Tell(seat, _pick(s.hands[seat], 1, rand)[0], "")
    if s.phase == SUBMIT:
        return Submit(seat, _pick(s.hands[seat], cards_to_submit(s, seat), rand))
    allowed = votable_positions(s, seat)
    count = 2 if s.rules.max_votes(len(s.hands)) > 1 and rand() < 0.5 else 1
    trap = 1 + int(rand() * len(s.display)) if s.rules.family == PARTY and seat == s.storyteller else None
    return Vote(seat, _pick(allowed, count, rand), trap)


def random_game(config: GameConfig, seed: int, r: random.Random, max_actions: int = 100_000) -> tuple[GameState, list[Action]]:
    """Play a whole game at random; returns the final state and the action log."""
    s = new_game(config, seed)
    log: list[Action] = []
    while s.phase != OVER:
        seat = min(s.pending)  # any order gives the same outcome
        action = random_action(s, seat, r)
        s = apply(s, action)
        log.append(action)
        if len(log) > max_actions:
            raise RuntimeError("game did not end")
    return s, log
