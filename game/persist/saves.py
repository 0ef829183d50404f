"""Autosave and resume. A save is the game's recipe: config, seed, seats and every accepted action.

Each accepted action writes a new generation (`autosave-<n>.json`, n = actions so far) before the
game moves on; the last GENERATIONS files are kept. Each file carries a version and a SHA-256 of
its payload, so a truncated, corrupt or empty file is detected and the newest good one is used.
Replaying the actions through the engine restores the same state, random draws included.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine.actions import action_from_json, action_to_json
from ..engine.config import GameConfig
from ..engine.errors import RulesError
from ..paths import user_data_dir
from ..table.seats import Seat
from ..table.session import Session
from .atomic import write_atomic

VERSION = 2  # 2: the engine's generator changed, so version-1 games no longer replay from their seed
GENERATIONS = 3
NAME = re.compile(r"^autosave-(\d{6})\.json$")


def save_dir() -> Path:
    return user_data_dir() / "saves"


def _digest(payload: dict[str, Any]) -> str:
    return hashlib.sha256(json.dumps(payload, sort_keys=True, ensure_ascii=False).encode("utf-8")).hexdigest()


def session_payload(session: Session) -> dict[str, Any]:
    seed = session.seed
    return {
        "config": session.config.to_json(),
        "seed": seed,
        "seats": [s.to_json() for s in session.seats],
        "actions": [action_to_json(a) for a in session.actions],
        "finished": session.state.phase == "over",
        "extra": session.extra,
    }


def encode(session: Session) -> bytes:
    payload = session_payload(session)
    doc = {"version": VERSION, "sha256": _digest(payload), "game": payload}
    return (json.dumps(doc, ensure_ascii=False) + "\n").encode("utf-8")


class BadSave(Exception):
    pass


def decode(data: bytes) -> dict[str, Any]:
    if not data.strip():
        raise BadSave("the file is empty")
    try:
        doc = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise BadSave("the file is cut short or damaged") from None
    if not isinstance(doc, dict) or doc.get("version") != VERSION:
        raise BadSave(f"it was written by another version of the game ({doc.get('version') if isinstance(doc, dict) else '?'})")
    game = doc.get("game")
    if not isinstance(game, dict) or doc.get("sha256") != _digest(game):
        raise BadSave("its contents do not match their checksum")
    return game


def restore(game: dict[str, Any]) -> Session:
    """Rebuild the session by replaying the saved actions (raises BadSave if they do not replay)."""
    try:
        config = GameConfig.from_json(game["config"])
        seats = [Seat.from_json(s) for s in game["seats"]]
        actions = [action_from_json(a) for a in game["actions"]]
        session = Session(config, game["seed"], seats, actions)
    except (KeyError, TypeError, ValueError, RulesError) as e:
        raise BadSave(f"its game does not replay ({e})") from None
    extra = game.get("extra")
    session.extra = dict(extra) if isinstance(extra, dict) else {}  # optional: older saves have none
    return session


@dataclass
class Loaded:
    session: Session | None
    problems: list[str]  # one sentence per bad generation skipped


class Autosaver:
    """Session listener: writes a generation after every accepted action."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or save_dir()
        self._session_id: int | None = None  # the game the generations on disk belong to

    def files(self) -> list[Path]:
        if not self.folder.is_dir():
            return []
        return sorted((p for p in self.folder.iterdir() if NAME.match(p.name)), reverse=True)

    def __call__(self, session: Session, action=None) -> None:
        self.save(session)

    def save(self, session: Session) -> Path:
        if self._session_id != id(session):
            # One unfinished game at a time: a new (or newly resumed) game starts its own generations.
            if self._session_id is not None or not session.actions:
                self.clear()
            self._session_id = id(session)
        path = self.folder / f"autosave-{len(session.actions):06d}.json"
        write_atomic(path, encode(session))
        for old in self.files()[GENERATIONS:]:
            try:
                old.unlink()
            except OSError:
                pass
        return path

    def load(self) -> Loaded:
        problems: list[str] = []
        for path in self.files():
            try:
                game = decode(path.read_bytes())
                session = restore(game)
            except (OSError, BadSave) as e:
                problems.append(f"The autosave {path.name} could not be used: {e}; an older one was tried.")
                continue
            if session.state.phase == "over":
                return Loaded(None, problems)
            return Loaded(session, problems)
        return Loaded(None, problems)

    def clear(self) -> None:
        for path in self.files():
            try:
                path.unlink()
            except OSError:
                pass
