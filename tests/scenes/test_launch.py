"""Starting the game: no screen gives one clear line; --where prints the folders; first frame."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_no_display_gives_one_clear_line():
    env = dict(os.environ, SDL_VIDEODRIVER="no-such-driver")
    out = subprocess.run([sys.executable, "main.py"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert out.returncode == 1
    lines = [line for line in out.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and "needs a screen" in lines[0] and "Traceback" not in out.stderr


def test_where_prints_the_folders():
    out = subprocess.run([sys.executable, "main.py", "--where"], cwd=ROOT, capture_output=True, text=True,
                         timeout=60, check=True)
    assert "operator.toml" in out.stdout and os.environ["ONEIRA_DATA_DIR"] in out.stdout


def test_game_reaches_its_first_frame_headless():
    env = dict(os.environ, ONEIRA_REPORT_FIRST_FRAME="exit")
    out = subprocess.run([sys.executable, "main.py"], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0 and out.stdout.startswith("first_frame_s")
