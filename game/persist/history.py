"""Finished games: date, rule set, players, scores, winners (shown from the title screen)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

from ..paths import user_data_dir
from .atomic import read_json, write_json

KEEP = 200


def history_path() -> Path:
    return user_data_dir() / "history.json"


def load_history(path: Path | None = None) -> list[dict[str, Any]]:
    path = path or history_path()
    try:
        data = read_json(path)
        return [g for g in data if isinstance(g, dict)] if isinstance(data, list) else []
    except (OSError, ValueError):
        return []


def record_game(session, when: datetime | None = None, path: Path | None = None) -> dict[str, Any]:
    st = session.state
    names = st.scorer_names()
    entry = {
        "date": (when or datetime.now()).isoformat(timespec="minutes"),
        "ruleset": st.rules.name,
        "players": list(st.config.players),
        "scores": {names[i]: s for i, s in enumerate(st.scores)},
        "winners": [names[i] for i in st.winners],
        "turns": len(st.history),
    }
    games = load_history(path)
    games.append(entry)
    write_json(path or history_path(), games[-KEEP:])
    return entry
