"""Player settings, persisted in the user config folder (settings.json)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..paths import user_config_dir
from .atomic import read_json, write_json

DEFAULTS: dict[str, Any] = {
    "volume": 80,  # 0-100
    "fullscreen": False,
    "swap_confirm": False,  # Nintendo layout: B confirms, A goes back
    "animation_speed": 1.0,  # 0.5 - 3.0
    "reduced_motion": False,  # animations jump to their end
    "bot_think_s": 1.2,  # how long a computer player "thinks" on screen
    "decks_off": [],
}
RANGES = {"volume": (0, 100), "animation_speed": (0.5, 3.0), "bot_think_s": (0.0, 5.0)}


def settings_path() -> Path:
    return user_config_dir() / "settings.json"


def clean(data: Any) -> tuple[dict[str, Any], list[str]]:
    out = dict(DEFAULTS)
    problems: list[str] = []
    if not isinstance(data, dict):
        return out, ["settings.json is not a settings object; defaults are used"]
    for key, value in data.items():
        if key not in DEFAULTS:
            problems.append(f"settings: unknown key '{key}' ignored")
            continue
        default = DEFAULTS[key]
        if isinstance(default, bool):
            ok = isinstance(value, bool)
        elif isinstance(default, list):
            ok = isinstance(value, list) and all(isinstance(v, str) for v in value)
        else:
            ok = isinstance(value, (int, float)) and not isinstance(value, bool) and \
                RANGES[key][0] <= value <= RANGES[key][1]
        if ok:
            out[key] = value
        else:
            problems.append(f"settings: '{key}' = {value!r} is not valid; using {default!r}")
    return out, problems


def load_settings(path: Path | None = None) -> tuple[dict[str, Any], list[str]]:
    path = path or settings_path()
    if not path.exists():
        return dict(DEFAULTS), []
    try:
        return clean(read_json(path))
    except (OSError, ValueError) as e:
        return dict(DEFAULTS), [f"settings.json could not be read ({e}); defaults are used"]


def save_settings(settings: dict[str, Any], path: Path | None = None) -> None:
    write_json(path or settings_path(), {k: settings.get(k, v) for k, v in DEFAULTS.items()})
