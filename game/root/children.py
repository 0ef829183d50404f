"""Environment for the game's own child processes (bench parts, soak starts): they run from a
scratch folder, so they must be told where this copy of the game is, or Python would import
whichever copy is installed instead of the one being measured."""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]  # the folder holding the `game` package


def child_env(base: dict[str, str] | None = None, **extra: str) -> dict[str, str]:
    env = dict(os.environ if base is None else base, **extra)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), *[p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p]])
    return env
