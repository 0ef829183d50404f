"""The human clue sets and how a listener is measured on them (shared by the tests and a report).

Each set shows every clue with the clued card and 5 other cards drawn with that set's fixed seed
(the same displays the older tests use), and counts how often a level's listener ranks the clued
card first. `python -m tests.bots.clue_sets` prints every set x level as JSON.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from game.bots import semantic
from game.bots.knowledge import builtin_cards, knowledge
from game.bots.player import LEVELS, Mind

DATA = Path(__file__).with_name("data")


def _load(name: str) -> list[dict]:
    return json.loads((DATA / name).read_text(encoding="utf-8"))["clues"]


def _deck(card: str) -> str:
    return card.split("/", 1)[0]


def sets() -> dict[str, list[tuple[dict, list[str]]]]:
    """name -> [(clue, display of 6 cards)], displays drawn exactly as the older tests draw them."""
    every = list(builtin_cards())
    out: dict[str, list[tuple[dict, list[str]]]] = {}

    def display(seed: str, card: str, pool: list[str]) -> list[str]:
        rng = random.Random(seed)
        d = rng.sample([c for c in pool if c != card], 5) + [card]
        rng.shuffle(d)
        return d

    human = _load("human_clues.json")  # test_understanding: displays from every built-in card
    rev = _load("reveries_clues.json")  # test_reveries_clues: displays from the painted deck
    reveries = [c for c in every if c.startswith("reveries/")]
    oneira = [c for c in every if c.startswith("oneira/")]
    shown = {
        "human": [(c, display(f"human:{i}", c["card"], every)) for i, c in enumerate(human)],
        "reveries": [(c, display(f"reveries:{i}", c["card"], reveries)) for i, c in enumerate(rev)],
    }
    # the tuning set that renders English clues into French: each shown with its English clue's display
    parallel = _load("french_clues_parallel.json")
    out["fr:parallel"] = [(c, shown[c["source"].split(":")[0]][int(c["source"].split(":")[1])][1]) for c in parallel]
    out["en:parallel"] = [shown[c["source"].split(":")[0]][int(c["source"].split(":")[1])] for c in parallel]
    for name in ("human", "reveries"):
        out[f"en:{name}"] = [x for x in shown[name] if x[0].get("lang", "en") == "en"]
        out[f"fr:{name}"] = [x for x in shown[name] if x[0].get("lang") == "fr"]
    out["fr:oneira"] = [(c, display(f"oneira-fr:{i}", c["card"], oneira))
                        for i, c in enumerate(_load("french_clues_oneira.json"))]
    out["fr:new"] = [(c, display(f"french-new:{i}", c["card"], [x for x in every if _deck(x) == _deck(c["card"])]))
                     for i, c in enumerate(_load("french_clues_new.json"))]
    out["fr:tune"] = [(c, display(f"french-tune:{i}", c["card"], [x for x in every if _deck(x) == _deck(c["card"])]))
                      for i, c in enumerate(_load("french_clues_tune.json"))]
    out["fr:tune2"] = [(c, display(f"french-tune2:{i}", c["card"], [x for x in every if _deck(x) == _deck(c["card"])]))
                       for i, c in enumerate(_load("french_clues_tune2.json"))]
    out["fr:tune3"] = [(c, display(f"french-tune3:{i}", c["card"], [x for x in every if _deck(x) == _deck(c["card"])]))
                       for i, c in enumerate(_load("french_clues_tune3.json"))]
    out["fr:held2"] = [(c, display(f"french-held2:{i}", c["card"], [x for x in every if _deck(x) == _deck(c["card"])]))
                       for i, c in enumerate(_load("french_clues_held2.json"))]
    out["fr:held2-tag-free"] = [x for x in out["fr:held2"] if x[0]["tag_free"]]
    out["fr:held3"] = [(c, display(f"french-held3:{i}", c["card"], [x for x in every if _deck(x) == _deck(c["card"])]))
                       for i, c in enumerate(_load("french_clues_held3.json"))]
    out["fr:held3-tag-free"] = [x for x in out["fr:held3"] if x[0]["tag_free"]]
    out["fr:held4"] = [(c, display(f"french-held4:{i}", c["card"], [x for x in every if _deck(x) == _deck(c["card"])]))
                       for i, c in enumerate(_load("french_clues_held4.json"))]
    out["fr:held4-tag-free"] = [x for x in out["fr:held4"] if x[0]["tag_free"]]
    out["fr:held5"] = [(c, display(f"french-held5:{i}", c["card"], [x for x in every if _deck(x) == _deck(c["card"])]))
                       for i, c in enumerate(_load("french_clues_held5.json"))]
    out["fr:held5-tag-free"] = [x for x in out["fr:held5"] if x[0]["tag_free"]]
    out["fr:held6"] = [(c, display(f"french-held6:{i}", c["card"], [x for x in every if _deck(x) == _deck(c["card"])]))
                       for i, c in enumerate(_load("french_clues_held6.json"))]
    out["fr:held6-tag-free"] = [x for x in out["fr:held6"] if x[0]["tag_free"]]
    out["en:held2"] = [(c, display(f"english-held2:{i}", c["card"], [x for x in every if _deck(x) == _deck(c["card"])]))
                       for i, c in enumerate(_load("english_clues_held2.json"))]
    out["en:held"] = [(c, display(f"english-held:{i}", c["card"], [x for x in every if _deck(x) == _deck(c["card"])]))
                      for i, c in enumerate(_load("english_clues_held.json"))]
    return out


def finds(mind: Mind, clue: str, card: str, display: list[str]) -> bool:
    scores = mind.scores(clue, display)
    return display[max(range(len(display)), key=lambda j: (scores[j], -j))] == card


def misses(level: str, shown: list[tuple[dict, list[str]]]) -> list[dict]:
    sem = semantic.model()
    mind = Mind(knowledge(builtin_cards(), sem), LEVELS[level])
    return [c for c, d in shown if not finds(mind, c["clue"], c["card"], d)]


def rate(level: str, shown: list[tuple[dict, list[str]]]) -> float:
    sem = semantic.model()
    mind = Mind(knowledge(builtin_cards(), sem), LEVELS[level])
    return sum(finds(mind, c["clue"], c["card"], d) for c, d in shown) / len(shown)


def report() -> dict[str, dict[str, float]]:
    """{set: {level: rate}} plus pooled English and French."""
    all_sets = sets()
    all_sets["en:all"] = [x for k, v in all_sets.items() if k in ("en:human", "en:reveries") for x in v]
    all_sets["fr:old"] = [x for k, v in all_sets.items() if k in ("fr:human", "fr:reveries", "fr:oneira") for x in v]
    out: dict[str, dict[str, float]] = {}
    for name, shown in all_sets.items():
        out[f"{name} ({len(shown)})"] = {lv: round(rate(lv, shown), 3) for lv in ("easy", "normal", "hard")}
    return out


def listens(mind: Mind, clue: str, card: str, display: list[str]) -> float:
    """The chance this level's listener votes for `card`, as it votes in a game: a noisy best
    score (Gumbel noise at its temperature), which is a softmax over the display."""
    import math

    scores = mind.scores(clue, display)
    t = mind.temperature
    top = max(scores)
    e = [math.exp((s - top) / t) for s in scores]
    return e[display.index(card)] / sum(e)


def level_rates(groups: dict[str, list[str]]) -> dict[str, dict[str, float]]:
    """group -> level -> % of votes on the clued card (as the listener votes, with its noise),
    over the sets each group names."""
    every = sets()
    know = knowledge(builtin_cards(), semantic.model())
    out: dict[str, dict[str, float]] = {}
    for group, names in groups.items():
        items = [x for n in names for x in every[n]]
        out[group] = {}
        for level in ("easy", "normal", "hard"):
            mind = Mind(know, LEVELS[level])
            out[group][level] = round(100 * sum(listens(mind, c["clue"], c["card"], d) for c, d in items) / len(items), 1)
    return out


GROUPS = {"en": ["en:human", "en:reveries"], "fr (older sets)": ["fr:human", "fr:reveries", "fr:oneira"],
          "fr (held-out set)": ["fr:new"], "fr (tuning set)": ["fr:tune"], "fr (second tuning set)": ["fr:tune2"],
          "fr (third tuning set)": ["fr:tune3"],
          "fr (second held-out set, burned: a tuning set since fr-8)": ["fr:held2"],
          "fr (second held-out set, tag-free)": ["fr:held2-tag-free"],
          "fr (third held-out set, burned: a tuning set since fr-8)": ["fr:held3"],
          "fr (third held-out set, tag-free)": ["fr:held3-tag-free"],
          "fr (fourth held-out set)": ["fr:held4"], "fr (fourth held-out set, tag-free)": ["fr:held4-tag-free"],
          "fr (fifth held-out set, burned: a tuning set since fr-9)": ["fr:held5"],
          "fr (fifth held-out set, tag-free)": ["fr:held5-tag-free"],
          "fr (sixth held-out set)": ["fr:held6"], "fr (sixth held-out set, tag-free)": ["fr:held6-tag-free"],
          "en, fresh held-out set": ["en:held"], "en, second fresh held-out set": ["en:held2"],
          "en, the clues rendered in French (parallel set)": ["en:parallel"],
          "fr, parallel set (English clues rendered in French)": ["fr:parallel"]}


if __name__ == "__main__":
    for k, v in report().items():
        print(json.dumps({"set": k, **v}))
    for k, v in level_rates(GROUPS).items():
        print(json.dumps({"listening": k, **v}))
