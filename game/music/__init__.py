"""The game's music: a gentle ambient loop, composed in code (compose.py) and shipped rendered
(assets/music). `python main.py build-music` renders it again; the game only plays the file."""

from __future__ import annotations

from assets import ROOT

LOOP_FILE = ROOT / "music" / "dreams.ogg"
RATE = 22050  # the mixer's rate (game/app/audio.py): the file plays without resampling
