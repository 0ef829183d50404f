"""The story of a game: per round the storyteller, the clue, the storyteller's card, who found it
and the best trap; then the final scores, the date and the rule set. Kept with the game in the
history (history.json, key "story") with its poster (a PNG in stories/ next to the history).

The story is read off the engine's round records, which the engine keeps as the game goes and
which every autosave replays, so a resumed game's story is whole. Plain JSON, no pygame: the
poster is drawn above this layer (game/app/poster.py) from exactly this.

"The best trap": in a party rule set the card the storyteller marked as the trap and who fell
into it; in story and team rule sets the decoy that drew the most votes (whose card, who was fooled).
"""

from __future__ import annotations

import os
import re
import secrets
from datetime import datetime
from pathlib import Path
from typing import Any

from ..engine.rulesets import PARTY, RULESETS
from ..engine.state import GameState, RoundRecord
from ..i18n import Message
from ..shape import Choice, Int, ListOf, Maybe, Record, ShapeError, Text
from .atomic import write_atomic

VERSION = 1
POSTERS_KEPT = 40  # poster files kept in stories/; an older game keeps its story and is drawn again when asked
POSTERS_MAX_BYTES = 160 << 20  # and never more than this on disk altogether
POSTER_MAX_BYTES = 24 << 20  # one poster file read back (a 12-round poster is about 3 MB)
POSTER_NAME = re.compile(r"^story-[0-9]{8}-[0-9]{4}-[0-9a-f]{8}\.png$")  # names the game chose, nothing else

NAME = Text(0, 100)
NAMES = ListOf(NAME, 0, 12)
CARD = Text(1, 300)
TRAP = Record({"card": CARD, "caught": NAMES}, optional={"owner": Maybe(NAME)})
ROUND = Record({"turn": Int(1, 10**6), "storyteller": NAME, "clue": Text(0, 1000), "card": Maybe(CARD),
                "found": NAMES}, optional={"trap": Maybe(TRAP)}, extra=True)
SCORER = Record({"name": NAME, "score": Int(-10**6, 10**6), "colour": Int(0, 11)},
                optional={"members": NAMES}, extra=True)
STORY = Record({"v": Int(1, 10**6), "ruleset": Text(1, 40), "family": Choice(("story", "party", "team")),
                "date": Text(1, 40), "lang": Text(2, 10), "rounds": ListOf(ROUND, 0, 1000),
                "scores": ListOf(SCORER, 1, 12), "winners": NAMES},
               optional={"players": ListOf(Record({"name": NAME, "colour": Int(0, 11)}, extra=True), 0, 12)},
               extra=True, describe=Message("the story of a game"))


def _names(state: GameState, seats: tuple[int, ...] | list[int]) -> list[str]:
    players = state.config.players
    return [players[s] for s in seats]


def _votes_on(record: RoundRecord, position: int) -> list[int]:
    return [seat for seat, votes in enumerate(record.votes) if position in votes]


def round_story(state: GameState, record: RoundRecord) -> dict[str, Any]:
    """One round as the poster tells it (positions are 1-based, as in the engine's records)."""
    players = state.config.players
    party = state.rules.family == PARTY
    story_pos = record.story_position
    if story_pos is None:  # party: the storyteller put down a card too, but it is not "the answer"
        story_pos = next((i + 1 for i, o in enumerate(record.owners) if o == record.storyteller), None)
    card = record.display[story_pos - 1] if story_pos is not None and 0 < story_pos <= len(record.display) else None
    found = [s for s in _votes_on(record, story_pos) if s != record.storyteller] if story_pos is not None else []
    trap: dict[str, Any] | None = None
    if party:
        if record.trap is not None and 0 < record.trap <= len(record.display):
            owner = record.owners[record.trap - 1]
            trap = {"card": record.display[record.trap - 1], "owner": players[owner],
                    "caught": _names(state, _votes_on(record, record.trap))}
    else:
        best = max((p for p in range(1, len(record.display) + 1) if p != story_pos),
                   key=lambda p: (len(_votes_on(record, p)), -p), default=None)
        if best is not None and _votes_on(record, best):
            trap = {"card": record.display[best - 1], "owner": players[record.owners[best - 1]],
                    "caught": _names(state, _votes_on(record, best))}
    return {"turn": record.turn + 1, "storyteller": players[record.storyteller], "clue": record.clue,
            "card": card, "found": _names(state, found), "trap": trap}


def story_of(state: GameState, colours: list[int] | None = None, when: datetime | None = None,
             lang: str = "en") -> dict[str, Any]:
    """The whole story of `state`'s game so far (normally a finished one). `colours`: each seat's
    colour (the roster's), for the scores; `lang`: the language the game was played in."""
    n = len(state.config.players)
    colours = list(colours) if colours is not None else list(range(n))
    names = state.scorer_names()
    scores = []
    for i, score in enumerate(state.scores):
        seats = [s for s in range(n) if state.scorer_of(s) == i]
        entry: dict[str, Any] = {"name": names[i], "score": score, "colour": colours[seats[0]] % 12 if seats else 0}
        if state.rules.family == "team":
            entry["members"] = _names(state, seats)
        scores.append(entry)
    return {
        "v": VERSION, "ruleset": state.rules.name, "family": state.rules.family,
        "date": (when or datetime.now()).isoformat(timespec="minutes"), "lang": lang,
        "players": [{"name": p, "colour": colours[i] % 12} for i, p in enumerate(state.config.players)],
        "rounds": [round_story(state, r) for r in state.history],
        "scores": scores, "winners": [names[i] for i in state.winners],
    }


def story_of_session(session, when: datetime | None = None, lang: str = "en") -> dict[str, Any]:
    return story_of(session.state, [s.colour for s in session.seats], when, lang)


def checked_story(value: Any) -> dict[str, Any] | None:
    """A history entry's story if it has the right shape (an older entry has none: None)."""
    if value is None:
        return None
    try:
        story = STORY(value, "story")
    except ShapeError:
        return None
    if story["ruleset"] not in RULESETS:
        return None
    return story


# --- poster files ---------------------------------------------------------------------------------
def stories_dir(history_file: Path) -> Path:
    return history_file.parent / "stories"


def poster_name(when: datetime | None = None) -> str:
    return f"story-{(when or datetime.now()).strftime('%Y%m%d-%H%M')}-{secrets.token_hex(4)}.png"


def write_poster(history_file: Path, png: bytes, name: str | None = None) -> str:
    """Keep a poster next to the history; returns the file's name (for the history entry)."""
    name = name or poster_name()
    write_atomic(stories_dir(history_file) / name, png)
    return name


def poster_path(history_file: Path, name: object) -> Path | None:
    """Where a history entry's poster is, if the name is one the game chose and the file is there."""
    if not isinstance(name, str) or not POSTER_NAME.match(name):
        return None
    path = stories_dir(history_file) / name
    return path if path.is_file() else None


def read_poster(history_file: Path, name: object) -> bytes | None:
    path = poster_path(history_file, name)
    if path is None:
        return None
    try:
        if path.stat().st_size > POSTER_MAX_BYTES:
            return None
        data = path.read_bytes()
    except OSError:
        return None
    return data if data.startswith(b"\x89PNG\r\n\x1a\n") else None


def prune_posters(history_file: Path, keep: list[str]) -> None:
    """Delete poster files beyond the newest POSTERS_KEPT named in `keep` (newest last) and beyond
    POSTERS_MAX_BYTES; a file the history does not name (a crash between writes) goes too."""
    folder = stories_dir(history_file)
    try:
        files = {p.name: p for p in folder.iterdir() if POSTER_NAME.match(p.name)}
    except OSError:
        return
    wanted: list[str] = []
    total = 0
    for name in reversed(keep):
        path = files.get(name)
        if path is None or len(wanted) >= POSTERS_KEPT:
            continue
        try:
            size = path.stat().st_size
        except OSError:
            continue
        if total + size > POSTERS_MAX_BYTES:
            break
        total += size
        wanted.append(name)
    for name, path in files.items():
        if name not in wanted:
            try:
                os.unlink(path)
            except OSError:
                pass
