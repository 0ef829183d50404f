"""mypy finds no error in the game (configured in pyproject.toml's [tool.mypy]): a wrong type is a
failing test, not a comment in review."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_mypy_reports_no_error() -> None:
    # From the repository root so that pyproject.toml's settings apply, with this interpreter's mypy.
    run = subprocess.run(
        [sys.executable, "-m", "mypy", "game", "scenes", "main.py"],
        cwd=ROOT, capture_output=True, text=True, timeout=900,
    )
    report = run.stdout + run.stderr
    assert run.returncode == 0 and "Success" in run.stdout, f"mypy found errors:\n{report}"
