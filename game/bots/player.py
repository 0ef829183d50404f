"""A computer player built on the deck's card tags: storyteller, submitter, voter, trap setter.

Levels differ in how carefully they read the clue and how much noise they add:
easy mostly guesses, normal reads tags, hard also avoids clues that are too obvious.
Untagged (custom) decks: the bot still plays legally, choosing at random.
"""

from __future__ import annotations

import random
import re
from collections import Counter

from ..engine.actions import Action, Clue, Submit, Tell, Vote
from ..engine.rulesets import PARTY
from ..engine.view import PlayerView

NOISE = {"easy": 2.5, "normal": 0.6, "hard": 0.15}
WORD = re.compile(r"[a-z][a-z'-]*")


def clue_words(clue: str) -> set[str]:
    words = set(WORD.findall(clue.lower()))
    return words | {w[:-1] for w in words if w.endswith("s") and len(w) > 3}


def fit(card_tags: tuple[str, ...], words: set[str]) -> float:
    """How well a card's tags answer the clue's words."""
    tags = set(card_tags)
    score = float(len(tags & words))
    for tag in tags:
        if "-" in tag and set(tag.split("-")) <= words:
            score += 1.0
    return score


def _tell(view: PlayerView, level: str, rng: random.Random, tags: dict) -> Action:
    hand = list(view.hand or ())
    used = {r.clue for r in view.history}
    if not any(tags.get(c) for c in hand):
        return Tell(view.me, rng.choice(hand), "")
    best = None
    for card in hand:
        for tag in tags.get(card, ()):
            if tag in used:
                continue
            # How many other cards in my hand share the tag: a stand-in for how many tables cards would.
            shared = sum(1 for other in hand if other != card and tag in tags.get(other, ()))
            target = 1.0 if level == "hard" else 0.0
            quality = -abs(shared - target) + rng.random() * NOISE[level]
            if best is None or quality > best[0]:
                best = (quality, card, tag)
    if best is None:
        card = rng.choice(hand)
        return Tell(view.me, card, rng.choice(tags.get(card) or ("dream",)))
    return Tell(view.me, best[1], best[2].replace("-", " "))


def _party_clue(view: PlayerView, rng: random.Random, tags: dict) -> Action:
    counts = Counter(t for ts in tags.values() for t in ts)
    used = {r.clue for r in view.history}
    common = [t for t, _ in counts.most_common(40) if t not in used]
    return Clue(view.me, rng.choice(common).replace("-", " ") if common else "")


def _submit(view: PlayerView, level: str, rng: random.Random, tags: dict, legal_count: int) -> Action:
    hand = list(view.hand or ())
    words = clue_words(view.clue)
    ranked = sorted(hand, key=lambda c: -(fit(tags.get(c, ()), words) + rng.random() * NOISE[level]))
    return Submit(view.me, tuple(ranked[:legal_count]))


def _vote(view: PlayerView, level: str, rng: random.Random, tags: dict) -> Action:
    words = clue_words(view.clue)
    own = set(view.my_positions) if view.rules.family != PARTY else set()
    positions = [p for p in range(1, len(view.display) + 1) if p not in own]
    scored = sorted(positions, key=lambda p: -(fit(tags.get(view.display[p - 1], ()), words)
                                                + rng.random() * NOISE[level]))
    cast = [scored[0]]
    if view.rules.max_votes(view.n) > 1 and len(scored) > 1 and level != "easy":
        top = fit(tags.get(view.display[scored[0] - 1], ()), words)
        second = fit(tags.get(view.display[scored[1] - 1], ()), words)
        if second >= top - 0.5 or rng.random() < 0.3:
            cast.append(scored[1])
    trap = None
    if view.rules.family == PARTY and view.me == view.storyteller:
        everything = list(range(1, len(view.display) + 1))
        trap = min(everything, key=lambda p: fit(tags.get(view.display[p - 1], ()), words) + rng.random())
    return Vote(view.me, tuple(cast), trap)


def decide(view: PlayerView, level: str = "normal", seed: object = 0, tags: dict | None = None) -> Action:
    """One legal action for `view.me`, from what that seat may see."""
    rng = random.Random(str(seed))
    tags = tags or {}
    level = level if level in NOISE else "normal"
    if view.phase == "clue":
        if view.rules.family == PARTY:
            return _party_clue(view, rng, tags)
        return _tell(view, level, rng, tags)
    if view.phase == "submit":
        return _submit(view, level, rng, tags, view.rules.cards_per_submitter(view.n))
    if view.phase == "vote":
        return _vote(view, level, rng, tags)
    raise ValueError(f"nothing to decide in the {view.phase} step")
