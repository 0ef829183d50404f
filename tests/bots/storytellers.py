"""How often a computer storyteller's clue is found by some but not all, measured against listeners
that do not share its phrase bank (issue 26): the two other levels, and a reader built only from
the card descriptions (the sentence model, the clue as typed against each card's description; no
tags, no lexicon, no phrase bank, no reference list).

`python -m tests.bots.storytellers [--turns N] [--lang fr] [--table]` prints one JSON line per storyteller
level. Each turn: a random hand of 6 from both built-in decks; the storyteller tells (4 players:
3 listeners, 3 decoys); each decoy is the best fit, for the description reader, of a random hand
of 6; then each listener votes with its own noise. The table is the description reader and the two
other levels.
"""

from __future__ import annotations

import argparse
import json
import math
import random

from game.bots import semantic
from game.bots.knowledge import builtin_cards, knowledge
from game.bots.player import LEVELS, Mind, seats_of, tell
from game.bots.reading import typed_readings

DESC_T = 0.035  # the description reader's noise (a normal listener's)


def _gumbel(rng: random.Random) -> float:
    return -math.log(-math.log(rng.random() or 1e-12) or 1e-12)


class DescriptionReader:
    """Scores a clue against each card's description only. An English clue is encoded as typed
    (no reference list, no bank); a French one goes through the French word reading that people's
    clues get (`typed_readings`: lemmas and the word map, never the bots' own French sayings)."""

    def __init__(self, know, lang: str) -> None:
        self.know = know
        self.lang = lang

    def scores(self, clue: str, cards: list[str]) -> list[float]:
        k = self.know
        texts = [clue] if self.lang == "en" else list(typed_readings(clue))[:1] or [clue]
        s = (k.sem.matrix(texts) @ k.desc.T).max(axis=0)
        return [float(s[k.index[c]]) for c in cards]


def measure(turns: int = 150, lang: str = "en", seed: int = 7, table: bool = False) -> dict[str, dict[str, float]]:
    """`table`: the storyteller knows the computer levels it sits with (story-6; only hard reads
    them), the description reader imagined as a person."""
    cards = builtin_cards()
    know = knowledge(cards, semantic.model())
    desc = DescriptionReader(know, lang)
    ids = sorted(cards)
    out: dict[str, dict[str, float]] = {}
    for level in ("easy", "normal", "hard"):
        teller = Mind(know, LEVELS[level])
        others = [lv for lv in ("easy", "normal", "hard") if lv != level]
        minds = {lv: Mind(know, LEVELS[lv]) for lv in others}
        rng = random.Random(f"{seed}:{level}:{lang}")
        found = {"description": 0, **{lv: 0 for lv in others}}
        seats = seats_of(LEVELS[level], (level, None, *others), 0, 3) if table else None
        some = 0
        for _ in range(turns):
            hand = rng.sample(ids, 6)
            told = tell(teller, hand, set(hand), rng, 3, 3, set(), lang, seats)
            assert told is not None
            card, clue, _ = told
            rest = [c for c in ids if c not in hand]
            display = [card]
            for _d in range(3):
                pick = rng.sample([c for c in rest if c not in display], 6)
                s = desc.scores(clue, pick)
                display.append(pick[max(range(6), key=lambda i: s[i] / DESC_T + _gumbel(rng))])
            rng.shuffle(display)
            hits = 0
            for who in ["description", *others]:
                if who == "description":
                    s, t = desc.scores(clue, display), DESC_T
                else:
                    s, t = minds[who].scores(clue, display), minds[who].temperature
                pick = display[max(range(len(display)), key=lambda i: s[i] / t + _gumbel(rng))]
                found[who] += pick == card
                hits += pick == card
            some += 0 < hits < 3
        out[level] = {"some_but_not_all": round(some / turns, 3),
                      **{f"found_by_{k}": round(v / turns, 3) for k, v in found.items()}}
    return out


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("--turns", type=int, default=150)
    p.add_argument("--lang", default="en")
    p.add_argument("--table", action="store_true", help="the storyteller knows the computer levels it sits with")
    a = p.parse_args()
    for lv, r in measure(a.turns, a.lang, table=a.table).items():
        print(json.dumps({"storyteller": lv, "lang": a.lang, **({"table": True} if a.table else {}), **r}))
