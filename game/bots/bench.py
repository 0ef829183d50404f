"""Bench figures of the bots.

bot_decision_ms: the 99th percentile of one bot decision, over mixed tables (model loaded).
bot_model_load_s: loading the sentence model and preparing the built-in deck (done in the
background in the game).
bot_typed_clue_ms: the 99th percentile of reading a clue never seen before (encoding included)
and ranking a display of 6 cards, as a bot listener does after a person tells a story.
bot_typed_french_clue_ms: the same for French clues (read through French lemmas first; the
lemmatiser's dictionary is opened with the model, so its load is in bot_model_load_s).
"""

from __future__ import annotations

import random
import time

from . import semantic
from .knowledge import builtin_cards, knowledge
from .player import LEVELS, Mind
from .simulate import play_game


def run() -> dict[str, float]:
    tags = builtin_cards()
    t0 = time.perf_counter()
    sem = semantic.model()
    knowledge(tags, sem).bank() if sem is not None else None
    load_s = time.perf_counter() - t0
    timings: list[float] = []
    tables = [("revised", ["hard", "normal", "easy", "normal"]), ("odyssey", ["hard", "normal", "easy"] * 3),
              ("party2020", ["hard", "normal"] * 3), ("teams2020", ["hard", "normal"] * 4)]
    for i, (ruleset, levels) in enumerate(tables):
        for g in range(2):
            play_game(ruleset, levels, f"bench:{i}:{g}", tags, timings)
    timings.sort()
    mind = Mind(knowledge(tags, sem), LEVELS["hard"])
    rng = random.Random(7)
    ids = list(tags)
    words = "quiet waiting someone lost home childhood storm night light far away small giant old friend".split()
    typed: list[float] = []
    for i in range(60):
        clue = " ".join(rng.sample(words, rng.randint(1, 4))) + f" {i}"
        t1 = time.perf_counter()
        mind.scores(clue, rng.sample(ids, 6))
        typed.append((time.perf_counter() - t1) * 1000)
    typed.sort()
    french = ("l'attente seule étoiles filantes une pluie de cerises le poète tourne bonne nouvelle canicule "
              "plongeon les collines endormies qu'il neige au clair de lune").split()
    typed_fr: list[float] = []
    for i in range(60):
        clue = " ".join(rng.sample(french, rng.randint(1, 5))) + f" {i}"
        t1 = time.perf_counter()
        mind.scores(clue, rng.sample(ids, 6))
        typed_fr.append((time.perf_counter() - t1) * 1000)
    typed_fr.sort()
    return {"bot_decision_ms": round(timings[int(len(timings) * 0.99)], 2),
            "bot_model_load_s": round(load_s, 2),
            "bot_typed_clue_ms": round(typed[int(len(typed) * 0.99)], 2),
            "bot_typed_french_clue_ms": round(typed_fr[int(len(typed_fr) * 0.99)], 2)}
