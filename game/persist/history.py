"""Finished games: date, rule set, players, scores, winners (shown from the title screen), and
since stories were kept, the game's story and its poster's file (game/persist/story.py). An entry
written before has neither and still loads.

The file is only ever added to. A history.json that cannot be read is never overwritten: it is
moved aside (history.json.damaged-<date>) and the player is told, then a new history starts.
An entry of the wrong shape is skipped on screen (and said so) but kept in the file.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from ..i18n import Message
from ..paths import user_data_dir
from ..safefile import MISSING, BadFile, read_json
from ..shape import AnyValue, Int, ListOf, MapOf, Record, ShapeError, Text
from .atomic import write_json
from .story import poster_name, prune_posters, write_poster

KEEP = 200
MAX_BYTES = 8 << 20
NAME = Text(0, 100)
ENTRY = Record({"date": Text(1, 40), "ruleset": Text(1, 40), "scores": MapOf(Int(-10**6, 10**6), NAME, 12),
                "winners": ListOf(NAME, 0, 12)},
               # story and poster are checked where they are used (story.checked_story, story.poster_path):
               # a damaged story leaves the game in the history, without its poster
               optional={"players": ListOf(NAME, 0, 12), "turns": Int(0, 10**6), "story": AnyValue(),
                         "poster": AnyValue(), "audience": AnyValue()}, extra=True,
               describe=Message("a finished game"))


class HistoryUnwritable(OSError):
    """The history file is damaged and could not be moved aside: it is left alone, not overwritten."""


@dataclass
class History:
    games: list[dict[str, Any]] = field(default_factory=list)  # readable entries, oldest first
    problems: list[str] = field(default_factory=list)  # one sentence each, for the player
    raw: list[Any] = field(default_factory=list)  # every entry as found: what a new game is added to
    damaged: bool = False  # the file could not be read at all (moved aside, or left if it could not be)
    writable: bool = True


def history_path() -> Path:
    return user_data_dir() / "history.json"


def _set_aside(path: Path, why: str) -> History:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 2
    while os.path.lexists(target):
        target = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
        n += 1
    try:
        os.replace(path, target)
    except OSError as e:
        return History(problems=[Message("The history ({file}) could not be read ({why}) nor moved aside ({error}); "
                                         "finished games are not recorded until it is fixed.", file=path.name,
                                         why=why, error=e.strerror or e)],
                       damaged=True, writable=False)
    return History(problems=[Message("The history ({file}) could not be read ({why}); it was kept as {kept} and a "
                                     "new history was started.", file=path.name, why=why, kept=target.name)],
                   damaged=True)


def read_history(path: Path | None = None) -> History:
    """The readable games and what was wrong with the rest; a damaged file is moved aside."""
    path = path or history_path()
    try:
        data = read_json(path, MAX_BYTES)
    except BadFile as e:
        return _set_aside(path, Message.of(e))
    if data is MISSING:
        return History()
    if not isinstance(data, list):
        return _set_aside(path, Message("it is not a list of games"))
    out = History(raw=list(data))
    bad: list[str] = []
    for i, entry in enumerate(data):
        try:
            out.games.append(ENTRY(entry, f"game {i + 1}"))
        except ShapeError as e:
            bad.append(Message.of(e))
    if bad:
        out.problems.append(Message("{n} finished game(s) in the history could not be shown ({reason}).", n=len(bad),
                                    reason=bad[0]))
    return out


def load_history(path: Path | None = None) -> list[dict[str, Any]]:
    """The readable finished games, oldest first."""
    return read_history(path).games


def record_game(session, when: datetime | None = None, path: Path | None = None,
                report: Callable[[str], None] | None = None, story: dict[str, Any] | None = None,
                poster: bytes | str | None = None) -> dict[str, Any]:
    """Add a finished game; what was wrong with the file goes to `report` (raises OSError if unwritable).
    `story`: the game's story (story.story_of); `poster`: its PNG, kept in stories/ with the game, or
    the name (story.poster_name) the caller writes it under once it is encoded (story.write_poster)."""
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
    board = session.audience.board() if hasattr(session, "audience") else []
    if board:  # the room played along: its own leaderboard, kept with the game
        entry["audience"] = [{"name": name, "points": points} for name, points in board]
    path = path or history_path()
    history = read_history(path)
    if history.damaged and report is not None:
        report(history.problems[0])
    if not history.writable:
        raise HistoryUnwritable(history.problems[0])
    if story is not None:
        entry["story"] = story
        if isinstance(poster, str):
            entry["poster"] = poster
        elif poster is not None:
            entry["poster"] = write_poster(path, poster, poster_name(when))
    kept = [*history.raw, entry][-KEEP:]
    write_json(path, kept)
    if story is not None:
        prune_posters(path, [g["poster"] for g in kept if isinstance(g, dict) and isinstance(g.get("poster"), str)])
    return entry
