"""Where the game keeps its files on this platform (user data, user config).

Tests and cafés can redirect both with ONEIRA_DATA_DIR / ONEIRA_CONFIG_DIR.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP = "oneira"


def _base(env_override: str, windows_var: str, mac_sub: str, xdg_var: str, xdg_default: str) -> Path:
    override = os.environ.get(env_override)
    if override:
        return Path(override)
    home = Path.home()
    if sys.platform.startswith("win"):
        root = os.environ.get(windows_var)
        return Path(root) / APP if root else home / "AppData" / "Roaming" / APP
    if sys.platform == "darwin":
        return home / "Library" / mac_sub / APP
    root = os.environ.get(xdg_var)
    return (Path(root) if root else home / xdg_default) / APP


def user_data_dir() -> Path:
    """Saves, history, logs and the user's own decks (folder `decks/`)."""
    return _base("ONEIRA_DATA_DIR", "APPDATA", "Application Support", "XDG_DATA_HOME", ".local/share")


def user_config_dir() -> Path:
    """Settings and the café operator's config."""
    return _base("ONEIRA_CONFIG_DIR", "APPDATA", "Preferences", "XDG_CONFIG_HOME", ".config")


def user_decks_dir() -> Path:
    return user_data_dir() / "decks"
