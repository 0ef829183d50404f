"""The real game, started headless in a subprocess on a data folder where every file is hostile,
reaches its first frame: bad files are reported in one line each and never stop the start."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame

from .hostile import JSON_TEXTS, TOML_TEXTS, make_special

ROOT = Path(__file__).resolve().parents[2]


def _hostile_folders(tmp: Path) -> dict[str, str]:
    data, config = tmp / "data", tmp / "config"
    (data / "saves").mkdir(parents=True)
    config.mkdir()
    (config / "settings.json").write_bytes(JSON_TEXTS["nested-200k"])
    (data / "history.json").write_bytes(JSON_TEXTS["int-5000-digits"])
    make_special(data / "saves" / "autosave-000009.json", "fifo")
    (data / "saves" / "autosave-000008.json").write_bytes(JSON_TEXTS["binary"])
    (data / "saves" / "autosave-000007.json").write_bytes(JSON_TEXTS["nested-objects"])
    deck = data / "decks" / "hostile"
    deck.mkdir(parents=True)
    pygame.display.init()
    pygame.image.save(pygame.Surface((40, 60)), str(deck / "good.png"))
    make_special(deck / "back.png", "fifo")
    make_special(deck / "pipe.png", "fifo")
    make_special(deck / "loop.png", "loop")
    make_special(deck / "zero.jpg", "device")
    (deck / "deck.toml").write_text('back = "back.png"\n')
    (deck / "cards.json").write_bytes(JSON_TEXTS["nested-200k"])
    make_special(data / "decks" / "pipe", "fifo")
    return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT),
                ONEIRA_DATA_DIR=str(data), ONEIRA_CONFIG_DIR=str(config), ONEIRA_REPORT_FIRST_FRAME="exit")


def test_the_game_starts_on_a_hostile_data_folder(tmp_path):
    env = _hostile_folders(tmp_path)
    env.pop("ONEIRA_SUPERVISED", None)
    out = subprocess.run([sys.executable, "main.py"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=90)
    assert out.returncode == 0 and out.stdout.startswith("first_frame_s"), out.stderr[-2000:]
    assert "Traceback" not in out.stderr
    problems = [line for line in out.stderr.splitlines() if line.startswith("settings")]
    assert len(problems) == 1 and "could not be read" in problems[0] and "defaults are used" in problems[0]


def test_an_unreadable_operator_toml_starts_the_kiosk_locked(tmp_path):
    env = _hostile_folders(tmp_path)
    env.pop("ONEIRA_SUPERVISED", None)
    (tmp_path / "config" / "operator.toml").write_text(TOML_TEXTS["nested-arrays"])
    out = subprocess.run([sys.executable, "main.py"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=90)
    assert out.returncode == 0 and "first_frame_s" in out.stdout, out.stderr[-2000:]
    assert "Traceback" not in out.stderr
    log = (tmp_path / "data" / "logs" / "oneira.log").read_text()
    assert "operator.toml could not be read" in log and "locked in kiosk mode" in log  # supervised: kiosk on
