"""The word filter on what phones are shown: every name and clue a person typed, in any message."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def mask_names(msg: dict[str, Any], mask: Callable[[str], str]) -> None:
    """The word filter on everything a person typed that a message carries: names and clues."""
    for key in ("name", "clue"):
        if isinstance(msg.get(key), str):
            msg[key] = mask(msg[key])
    for key in ("players", "scorers", "claimable"):
        for entry in msg.get(key) or ():
            if isinstance(entry, dict) and isinstance(entry.get("name"), str):
                entry["name"] = mask(entry["name"])
    for key in ("waiting", "winners"):
        if isinstance(msg.get(key), list):
            msg[key] = [mask(n) if isinstance(n, str) else n for n in msg[key]]
    last = msg.get("last")
    if isinstance(last, dict) and isinstance(last.get("clue"), str):
        last["clue"] = mask(last["clue"])
    for key in ("you", "asking"):
        if isinstance(msg.get(key), dict) and isinstance(msg[key].get("name"), str):
            msg[key]["name"] = mask(msg[key]["name"])
    board = (msg.get("audience") or {}).get("board") if isinstance(msg.get("audience"), dict) else None
    if isinstance(board, list):
        msg["audience"] = dict(msg["audience"], board=[dict(b, name=mask(b["name"])) if isinstance(b, dict)
                                                       and isinstance(b.get("name"), str) else b for b in board])
