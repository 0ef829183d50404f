"""Engine throughput: random legal full games per second, over every rule set at every table size.

`engine_games_per_s` is the machine's throughput (one worker process per core, as a batch
simulation would run); `engine_games_per_s_per_core` is one process alone.
"""

from __future__ import annotations

import multiprocessing
import os
import random
import time

from .config import GameConfig
from .randomplay import random_game
from .rulesets import RULESETS

SECONDS = 3.0


def _configs() -> list[GameConfig]:
    cards = tuple(f"card{i:03d}" for i in range(96))
    return [GameConfig(name, tuple(f"P{i}" for i in range(n)), cards).validated()
            for name, rules in RULESETS.items() for n in rules.sizes]


def _worker(offset: int, seconds: float = SECONDS) -> tuple[int, float]:
    configs = _configs()
    games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for config in configs:
            seed = offset * 1_000_000 + games
            random_game(config, seed, random.Random(seed))
            games += 1
    return games, time.perf_counter() - start


def run() -> dict[str, float]:
    games, elapsed = _worker(0)
    per_core = games / elapsed
    cores = os.cpu_count() or 1
    if cores > 1:
        with multiprocessing.get_context("spawn").Pool(cores) as pool:
            results = pool.map(_worker, range(1, cores + 1))
        machine = sum(g / e for g, e in results)
    else:
        machine = per_core
    return {"engine_games_per_s": round(machine, 1), "engine_games_per_s_per_core": round(per_core, 1)}
