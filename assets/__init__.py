"""Files the game ships: fonts, icons, card decks, sounds. A package only so installs carry it."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent
