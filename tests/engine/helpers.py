"""Shared test helpers: a tiny plain deck and a subprocess runner for the referee."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from game.engine import GameConfig

ROOT = Path(__file__).resolve().parents[2]
CARDS = tuple(f"c{i:03d}" for i in range(96))


def config(ruleset: str, n: int, **kw) -> GameConfig:
    return GameConfig(ruleset, tuple(f"P{i}" for i in range(n)), CARDS, **kw)


def referee(payload: object) -> tuple[int, str, str]:
    text = payload if isinstance(payload, str) else json.dumps(payload)
    proc = subprocess.run([sys.executable, str(ROOT / "main.py"), "score"], input=text, capture_output=True,
                          text=True, cwd=ROOT, timeout=60)
    return proc.returncode, proc.stdout, proc.stderr
