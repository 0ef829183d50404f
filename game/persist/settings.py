"""Player settings, persisted in the user config folder (settings.json)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..i18n import LANGUAGES, Message
from ..paths import user_config_dir
from ..safefile import MISSING, BadFile, read_json
from ..shape import Bool, Choice, IPAddress, ListOf, Maybe, Number, Port, Record, Text
from .atomic import write_json

DEFAULTS: dict[str, Any] = {
    "volume": 80,  # sound effects, 0-100
    "music_volume": 60,  # 0-100
    "fullscreen": False,
    "swap_confirm": False,  # Nintendo layout: B confirms, A goes back
    "animation_speed": 1.0,  # 0.5 - 3.0
    "reduced_motion": False,  # animations jump to their end, nothing drifts or pulses
    "text_size": "normal",  # "normal" | "large"
    "high_contrast": False,  # white on black, bright edges, no starry backdrop
    "bot_think_s": 1.2,  # how long a computer player "thinks" on screen
    "decks_off": [],
    "phone_away_s": 45,  # how long a phone may be away before the TV offers its seat to a pad or the computer
    "phone_host": "",  # the address the phone server listens on; "": the LAN address, found automatically
    "phone_port": 0,  # 0: the default port (8765), or a free one if it is taken
    "language": None,  # "en", "fr"; None until the player picks one: the system's language
}
RANGES = {"volume": (0, 100), "music_volume": (0, 100), "animation_speed": (0.5, 3.0), "bot_think_s": (0.0, 5.0),
          "phone_away_s": (15, 300)}
SHAPE = Record({}, optional={"volume": Number(*RANGES["volume"]), "music_volume": Number(*RANGES["music_volume"]),
                             "fullscreen": Bool(), "swap_confirm": Bool(),
                             "animation_speed": Number(*RANGES["animation_speed"]), "reduced_motion": Bool(),
                             "text_size": Choice(("normal", "large")), "high_contrast": Bool(),
                             "bot_think_s": Number(*RANGES["bot_think_s"]),
                             "decks_off": ListOf(Text(0, 300), 0, 1000),
                             "phone_away_s": Number(*RANGES["phone_away_s"]), "phone_host": IPAddress(),
                             "phone_port": Port(), "language": Maybe(Choice(LANGUAGES))})
MAX_BYTES = 256_000


def settings_path() -> Path:
    return user_config_dir() / "settings.json"


def clean(data: Any) -> tuple[dict[str, Any], list[str]]:
    """Each good key kept, each bad or unknown one reported and reset to its default."""
    return SHAPE.lenient(data, DEFAULTS, Message("settings"))


def load_settings(path: Path | None = None) -> tuple[dict[str, Any], list[str]]:
    path = path or settings_path()
    try:
        data = read_json(path, MAX_BYTES)
    except BadFile as e:
        return dict(DEFAULTS), [Message("settings.json could not be read ({error}); defaults are used",
                                        error=Message.of(e))]
    if data is MISSING:
        return dict(DEFAULTS), []
    return clean(data)


def save_settings(settings: dict[str, Any], path: Path | None = None) -> None:
    write_json(path or settings_path(), {k: settings.get(k, v) for k, v in DEFAULTS.items()})
