"""Where the game keeps its files on this platform (user data, user config).

Tests and cafés can redirect them with ONEIRA_DATA_DIR / ONEIRA_CONFIG_DIR / ONEIRA_CACHE_DIR (without
the last, a redirected data folder also holds the cache, so a scratch home stays self-contained).
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


def user_cache_dir() -> Path:
    """What can be made again (a user deck's table-size copies): safe to delete at any time."""
    if not os.environ.get("ONEIRA_CACHE_DIR") and os.environ.get("ONEIRA_DATA_DIR"):
        return user_data_dir() / "cache"
    return _base("ONEIRA_CACHE_DIR", "LOCALAPPDATA", "Caches", "XDG_CACHE_HOME", ".cache")
