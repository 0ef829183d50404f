"""Player settings, persisted in the user config folder (settings.json).

`Settings` is the one definition of every setting: its key in settings.json, its type, its
default and its range or choices. Code reads `settings.reduced_motion`; a bad value or an unknown
key in the file is reported in one sentence and gets its default (game/typedfile.py).

A new setting is one field of `Settings` (its key, type, default and shape); the screen that
changes it (scenes/settings.py) saves through `app.services["save_settings"]`. Never rename a
field: it is a key of the players' existing files.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..i18n import LANGUAGES, Message
from ..paths import user_config_dir
from ..safefile import MISSING, BadFile, read_json
from ..shape import Bool, Choice, IPAddress, ListOf, Maybe, Number, Port, Text
from ..table.pace import PACES
from ..typedfile import as_dict, entry, read
from .atomic import write_json

TEXT_SIZES = ("normal", "large")
MAX_BYTES = 256_000
LABEL = Message("settings")  # how a problem with one key of settings.json starts


@dataclass(slots=True)
class Settings:
    """settings.json, key by key (the field names are the file's keys: never rename one)."""

    volume: float = entry(80, Number(0, 100))  # sound effects, 0-100
    music_volume: float = entry(60, Number(0, 100))  # 0-100
    fullscreen: bool = entry(False, Bool())
    swap_confirm: bool = entry(False, Bool())  # Nintendo layout: B confirms, A goes back
    animation_speed: float = entry(1.0, Number(0.5, 3.0))
    reduced_motion: bool = entry(False, Bool())  # animations jump to their end, nothing drifts or pulses
    text_size: str = entry("normal", Choice(TEXT_SIZES))
    high_contrast: bool = entry(False, Bool())  # white on black, bright edges, no starry backdrop
    bot_think_s: float = entry(1.2, Number(0.0, 5.0))  # how long a computer player "thinks" on screen
    # deck ids switched off; new games deal from the painted deck alone (two styles mixed looked
    # wrong and made a classic game twice as long); the first deck is one switch away on Decks
    decks_off: list[str] = entry(["oneira"], ListOf(Text(0, 300), 0, 1000))
    # how long a phone may be away before the TV offers its seat to a pad or the computer
    phone_away_s: float = entry(45, Number(15, 300))
    phone_host: str = entry("", IPAddress())  # where the phone server listens; "": the LAN address, found automatically
    phone_port: int = entry(0, Port())  # 0: the default port (8765), or a free one if it is taken
    language: str | None = entry(None, Maybe(Choice(LANGUAGES)))  # None until the player picks one: the system's
    word_filter: bool = entry(False, Bool())  # rude words in names and clues shown as asterisks (operator.toml may decide)
    step_timer: str = entry("off", Choice(PACES))  # time limits per step (game/table/pace.py), last chosen at setup
    how_to_play_offered: bool = entry(False, Bool())  # the guided round was offered before a first game
    explain_clues: bool = entry(True, Bool())  # at the scoring, a computer storyteller says why it chose its clue


def settings_path() -> Path:
    return user_config_dir() / "settings.json"


def clean(data: Any) -> tuple[Settings, list[str]]:
    """Each good key kept, each bad or unknown one reported and reset to its default."""
    return read(Settings, data, LABEL)


def load_settings(path: Path | None = None) -> tuple[Settings, list[str]]:
    path = path or settings_path()
    try:
        data = read_json(path, MAX_BYTES)
    except BadFile as e:
        return Settings(), [Message("settings.json could not be read ({error}); defaults are used",
                                    error=Message.of(e))]
    if data is MISSING:
        return Settings(), []
    return clean(data)


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """settings.json with every key (the same keys and JSON types the file always had)."""
    write_json(path or settings_path(), as_dict(settings))
