"""Computer players for every role: storyteller (card + clue), submitter, voter (second vote,
party popular vote), party trap setter, team member. They see only their `view` plus the deck's
public card tags.

The model: a clue is read into weights over tags (lexicon.py); a card fits the clue by the sum
of the weights of its tags; a listener votes by a noisy argmax of fit (softmax with a
temperature: the level). The storyteller tries its candidate clues against several listener
models and keeps the one most likely to be found by some but not all.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from dataclasses import dataclass

from ..engine.actions import Action, Clue, Submit, Tell, Vote
from ..engine.rulesets import PARTY, TEAM
from ..engine.view import PlayerView
from .lexicon import GRADES, lexicon, normalise


@dataclass(frozen=True)
class Level:
    temperature: float  # listening and choosing noise: lower reads clues more sharply
    candidates: int  # clues the storyteller weighs (0: picks at random)
    models: tuple[tuple[float, float], ...]  # listener models (temperature, weight)
    finalists: int = 0  # best candidates played out by simulation
    rollouts: int = 0  # simulated turns per finalist


LEVELS = {
    "easy": Level(3.0, 0, ()),
    "normal": Level(0.3, 24, ((0.3, 1.0),)),
    "hard": Level(0.12, 160, ((0.12, 0.25), (0.3, 0.45), (3.0, 0.3)), finalists=10, rollouts=40),
}


def _gumbel(rng: random.Random) -> float:
    return -math.log(-math.log(rng.random() or 1e-12) or 1e-12)


class Reader:
    """Fits of cards to a clue, from the public tags."""

    def __init__(self, tags: dict[str, tuple[str, ...]]) -> None:
        self.tags = tags
        self.lex = lexicon()
        self.by_tag: dict[str, list[str]] = {}
        for card, ts in tags.items():
            for t in ts:
                self.by_tag.setdefault(t, []).append(card)

    def pool_fits(self, weights: dict[str, float], exclude: set[str]) -> dict[str, float]:
        """Fits of every card that shares a tag with the clue (all others fit 0)."""
        out: dict[str, float] = {}
        for tag, w in weights.items():
            for card in self.by_tag.get(tag, ()):
                if card not in exclude:
                    out[card] = out.get(card, 0.0) + w
        return out

    def weights(self, clue: str) -> dict[str, float]:
        return self.lex.interpret(clue)

    def fit(self, card: str, weights: dict[str, float]) -> float:
        return sum(weights.get(t, 0.0) for t in self.tags.get(card, ()))


def _noisy_best(items: list, score, temperature: float, rng: random.Random, k: int = 1) -> list:
    ranked = sorted(items, key=lambda it: -(score(it) / temperature + _gumbel(rng)))
    return ranked[:k]


# -- storyteller -------------------------------------------------------------------------------

def _success(reader: Reader, card: str, clue: str, hand: set[str], decoys: int, listeners: int,
             models) -> float:
    """Chance that some but not all listeners find `card` for `clue`, averaged over listener models.

    Each decoy is the best fit of a random hand of 6 from the pool (what a submitter would play);
    its distribution is exact from the pool's fits, and the vote share follows a softmax.
    """
    w = reader.weights(clue)
    s0 = reader.fit(card, w)
    nonzero = sorted(reader.pool_fits(w, hand).values())
    n = max(1, len(reader.tags) - len(hand))
    zeros = n - len(nonzero)
    total = 0.0
    for temperature, weight in models:
        # E[exp(D / T)] for D = max of 6 draws from the pool's fits (the cards fitting 0 as one block)
        prev = (zeros / n) ** 6
        expected = prev
        for i, v in enumerate(nonzero):
            cdf = ((zeros + i + 1) / n) ** 6
            expected += (cdf - prev) * math.exp(v / temperature)
            prev = cdf
        story = math.exp(s0 / temperature)
        p = story / (story + decoys * expected)
        total += weight * (1 - p ** listeners - (1 - p) ** listeners)
    return total / sum(wt for _, wt in models)


def _tell(view: PlayerView, level: Level, rng: random.Random, reader: Reader) -> Action:
    hand = list(view.hand or ())
    used = {normalise(r.clue) for r in view.history}
    tagged = [c for c in hand if reader.tags.get(c)]
    if not tagged:
        return Tell(view.me, rng.choice(hand), "")
    if not level.candidates:
        card = rng.choice(tagged)
        tag = rng.choice(reader.tags[card])
        options = [p for p in reader.lex.phrases(tag, "literal") if normalise(p) not in used] or [tag]
        return Tell(view.me, card, rng.choice(options))
    candidates = [(card, phrase) for card in tagged for tag in reader.tags[card] for grade in GRADES
                  for phrase in reader.lex.phrases(tag, grade) if normalise(phrase) not in used]
    if len(candidates) > level.candidates:
        candidates = rng.sample(candidates, level.candidates)
    hand_set = set(hand)
    rules = view.rules
    cards_shown = rules.cards_per_turn(view.n)
    listeners = (len(view.teams) - 1) if rules.family == TEAM else view.n - 1
    scored = sorted(candidates, key=lambda cp: -(_success(reader, cp[0], cp[1], hand_set, cards_shown - 1,
                                                          listeners, level.models) + rng.random() * 0.01))
    if level.rollouts:
        # Second look at the best few: play the turn out many times against mixed listeners.
        pool = [c for c in reader.tags if c not in hand_set]
        finalists = scored[:level.finalists]
        best = max(finalists, key=lambda cp: _rollout(reader, cp[0], cp[1], pool, view, level, rng))
    else:
        best = scored[0]
    return Tell(view.me, best[0], best[1])


def _rollout(reader: Reader, card: str, clue: str, pool: list[str], view: PlayerView, level: Level,
             rng: random.Random) -> float:
    """Share of simulated turns in which some but not all listeners find `card`.

    Each other player gets a random hand and plays its best fit; each listener reads the display
    with a temperature drawn from the listener models (tables mix sharp and sloppy readers)."""
    w = reader.weights(clue)
    fit_of = reader.pool_fits(w, set())
    s0 = reader.fit(card, w)
    rules = view.rules
    decoys = rules.cards_per_turn(view.n) - 1
    listeners = (len(view.teams) - 1) if rules.family == TEAM else view.n - 1
    temps = [t for t, _ in level.models]
    weights = [wt for _, wt in level.models]
    wins = 0
    rollouts = max(10, level.rollouts * 5 // max(5, view.n))  # bigger tables cost more per rollout
    for _ in range(rollouts):
        display = [s0]
        for _d in range(decoys):
            hand = rng.sample(pool, 6)
            display.append(max(fit_of.get(c, 0.0) + 0.3 * _gumbel(rng) * 0.35 for c in hand))
        found = 0
        for i in range(listeners):
            t = rng.choices(temps, weights)[0]
            own = 1 + (i % decoys) if decoys else None  # a listener never votes for its own card
            best = max((j for j in range(len(display)) if j != own),
                       key=lambda j: display[j] / t + _gumbel(rng))
            found += best == 0
        wins += 0 < found < listeners
    return wins / rollouts


def _party_clue(view: PlayerView, level: Level, rng: random.Random, reader: Reader) -> Action:
    """Said before looking at the hand: a broad clue many pictures can answer."""
    counts = Counter(t for ts in reader.tags.values() for t in ts)
    used = {normalise(r.clue) for r in view.history}
    common = [t for t, _ in counts.most_common(30)]
    rng.shuffle(common)
    for tag in common:
        for phrase in reader.lex.phrases(tag, "literal") + reader.lex.phrases(tag, "associative"):
            if normalise(phrase) not in used:
                return Clue(view.me, phrase)
    return Clue(view.me, "")


# -- submitting and voting -------------------------------------------------------------------------

def _submit(view: PlayerView, level: Level, rng: random.Random, reader: Reader) -> Action:
    hand = list(view.hand or ())
    w = reader.weights(view.clue)
    count = view.rules.cards_per_submitter(view.n)
    chosen = set(_noisy_best(hand, lambda c: reader.fit(c, w), level.temperature, rng, count))
    return Submit(view.me, tuple(c for c in hand if c in chosen))  # in hand order, as legal_actions lists them


def _vote(view: PlayerView, level: Level, rng: random.Random, reader: Reader) -> Action:
    w = reader.weights(view.clue)
    own = set(view.my_positions) if view.rules.family != PARTY else set()
    positions = [p for p in range(1, len(view.display) + 1) if p not in own]
    fit = {p: reader.fit(view.display[p - 1], w) for p in range(1, len(view.display) + 1)}
    ranked = _noisy_best(positions, lambda p: fit[p], level.temperature, rng, len(positions))
    cast = [ranked[0]]
    if view.rules.max_votes(view.n) > 1 and len(ranked) > 1:
        # A finder who votes once scores 1 extra: add a second vote only when torn between two cards.
        a, b = fit[ranked[0]], fit[ranked[1]]
        share = math.exp((b - a) / level.temperature)
        if share > 0.6:
            cast.append(ranked[1])
    trap = None
    if view.rules.family == PARTY and view.me == view.storyteller:
        # The trap: a card many will pick - but not the one I vote for.
        others = [p for p in range(1, len(view.display) + 1) if p not in cast]
        trap = _noisy_best(others, lambda p: fit[p], level.temperature, rng)[0]
    return Vote(view.me, tuple(sorted(cast)), trap)


def decide(view: PlayerView, level: str = "normal", seed: object = 0, tags: dict | None = None) -> Action:
    """One legal action for `view.me`, chosen from what that seat may see."""
    rng = random.Random(str(seed))
    lv = LEVELS.get(level, LEVELS["normal"])
    reader = Reader(tags or {})
    if view.phase == "clue":
        if view.rules.family == PARTY:
            return _party_clue(view, lv, rng, reader)
        return _tell(view, lv, rng, reader)
    if view.phase == "submit":
        return _submit(view, lv, rng, reader)
    if view.phase == "vote":
        return _vote(view, lv, rng, reader)
    raise ValueError(f"nothing to decide in the {view.phase} step")
