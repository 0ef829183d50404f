"""The café operator's config (operator.toml in the user config folder; `main.py --where`).

Every key is validated: an unknown key or a bad value gets a message naming the key and the
value, and that key falls back to its default. The game always starts.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from ..engine.rulesets import RULESETS
from ..paths import user_config_dir

DEFAULTS: dict[str, Any] = {
    "kiosk": False,
    "pin": "1234",
    "volume_cap": 100,
    "allowed_rulesets": sorted(RULESETS),
    "default_ruleset": "revised",
    "default_players": 4,
    "attract_after_s": 120,
    "still_playing_after_min": 10,
    "still_playing_countdown_s": 30,
}


def operator_path() -> Path:
    return user_config_dir() / "operator.toml"


def _check(key: str, value: Any, merged: dict[str, Any]) -> str | None:
    """None if fine, else what is wrong (the caller names the key and value)."""
    if key == "kiosk":
        return None if isinstance(value, bool) else "must be true or false"
    if key == "pin":
        return None if isinstance(value, str) and value.isdigit() and 4 <= len(value) <= 8 else \
            "must be 4 to 8 digits, in quotes"
    if key == "volume_cap":
        return None if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 100 else \
            "must be a whole number from 0 to 100"
    if key == "allowed_rulesets":
        if not isinstance(value, list) or not value:
            return "must be a non-empty list of rule sets"
        bad = [v for v in value if v not in RULESETS]
        return f"unknown rule set(s) {bad}; known: {', '.join(RULESETS)}" if bad else None
    if key == "default_ruleset":
        return None if value in RULESETS else f"must be one of {', '.join(RULESETS)}"
    if key == "default_players":
        return None if isinstance(value, int) and not isinstance(value, bool) and 3 <= value <= 12 else \
            "must be a whole number from 3 to 12"
    if key in ("attract_after_s", "still_playing_countdown_s"):
        return None if isinstance(value, int) and not isinstance(value, bool) and 5 <= value <= 3600 else \
            "must be a whole number of seconds from 5 to 3600"
    if key == "still_playing_after_min":
        return None if isinstance(value, (int, float)) and not isinstance(value, bool) and 0.5 <= value <= 240 else \
            "must be a number of minutes from 0.5 to 240"
    return "is not a setting the game knows"


def validate(data: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    merged = dict(DEFAULTS)
    problems: list[str] = []
    for key, value in data.items():
        if key not in DEFAULTS:
            problems.append(f"operator config: unknown key '{key}' (value {value!r}) ignored; "
                            f"known keys: {', '.join(DEFAULTS)}")
            continue
        why = _check(key, value, merged)
        if why:
            problems.append(f"operator config: '{key}' = {value!r} {why}; using the default {DEFAULTS[key]!r}")
        else:
            merged[key] = value
    if merged["default_ruleset"] not in merged["allowed_rulesets"]:
        problems.append(f"operator config: default_ruleset '{merged['default_ruleset']}' is not in allowed_rulesets; "
                        f"using '{merged['allowed_rulesets'][0]}'")
        merged["default_ruleset"] = merged["allowed_rulesets"][0]
    return merged, problems


def load_operator(path: Path | None = None) -> tuple[dict[str, Any], list[str]]:
    path = path or operator_path()
    if not path.exists():
        return dict(DEFAULTS), []
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as e:
        return dict(DEFAULTS), [f"operator config {path} could not be read ({e}); defaults are used"]
    return validate(data)


def write_operator(op: dict[str, Any], path: Path) -> None:
    """Write the config back as TOML (flat keys: numbers, booleans, strings, lists of strings)."""
    from ..persist.atomic import write_atomic

    def value(v: Any) -> str:
        if isinstance(v, bool):
            return "true" if v else "false"
        if isinstance(v, (int, float)):
            return repr(v)
        if isinstance(v, list):
            return "[" + ", ".join(value(x) for x in v) + "]"
        return '"' + str(v).replace("\\", "\\\\").replace('"', '\\"') + '"'

    lines = ["# Oneira operator config (kiosk mode). Unknown keys or bad values fall back to defaults."]
    lines += [f"{k} = {value(op[k])}" for k in DEFAULTS if k in op]
    write_atomic(path, ("\n".join(lines) + "\n").encode("utf-8"))
