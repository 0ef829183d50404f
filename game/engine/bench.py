"""Engine throughput: random legal full games per second, over every rule set at every table size.

`engine_games_per_s` is the machine's throughput (one worker process per core, all playing at
the same time, as a batch simulation would run); `engine_games_per_s_per_core` is one process
alone. Each figure is the best of a few short runs, the usual way to keep other tenants of a
shared machine out of a figure that describes this code.
"""

from __future__ import annotations

import gc
import multiprocessing
import os
import random
import time

from .config import GameConfig
from .randomplay import random_game
from .rulesets import RULESETS

SECONDS = 1.0  # per run
RUNS = 3  # single-process runs
POOL_RUNS = 3  # all-cores runs


def _configs() -> list[GameConfig]:
    cards = tuple(f"card{i:03d}" for i in range(96))
    return [GameConfig(name, tuple(f"P{i}" for i in range(n)), cards).validated()
            for name, rules in RULESETS.items() for n in rules.sizes]


def _play(offset: int, seconds: float) -> tuple[int, float]:
    """Whole sweeps over every (rule set, size) until `seconds` have passed: (games, elapsed).

    The cyclic garbage collector is paused meanwhile, as a batch simulation would run: engine
    states hold no reference cycles, so reference counting frees every finished game."""
    configs = _configs()
    games = 0
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        start = time.perf_counter()
        while time.perf_counter() - start < seconds:
            for config in configs:
                seed = offset * 1_000_000 + games
                random_game(config, seed, random.Random(seed))
                games += 1
        return games, time.perf_counter() - start
    finally:
        if was_enabled:
            gc.enable()


def _worker(job: tuple[int, float, float]) -> tuple[int, float]:
    """A pool worker: waits for the shared start time so that every core plays at once."""
    offset, start_at, seconds = job
    while time.time() < start_at:
        time.sleep(0.002)
    return _play(offset, seconds)


def run() -> dict[str, float]:
    _play(0, 0.2)  # warm up: imports, caches
    per_core = max(g / e for g, e in (_play(i, SECONDS) for i in range(1, RUNS + 1)))
    cores = os.cpu_count() or 1
    machine = per_core
    if cores > 1:
        with multiprocessing.get_context("spawn").Pool(cores) as pool:
            pool.map(_worker, [(0, 0.0, 0.05)] * cores)  # every worker up and imported
            for run_index in range(POOL_RUNS):
                start_at = time.time() + 0.3
                jobs = [(100 * (run_index + 1) + w, start_at, SECONDS) for w in range(cores)]
                machine = max(machine, sum(g / e for g, e in pool.map(_worker, jobs, chunksize=1)))
    return {"engine_games_per_s": round(machine, 1), "engine_games_per_s_per_core": round(per_core, 1)}
