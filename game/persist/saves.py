"""Autosave and resume. A save is the game's recipe: config, seed, seats and every accepted action.

The seats are the whole roster (game/table/roster.py): what plays each seat, phone tokens
included, from the very first save, so a phone finds its seat again after a crash.

Each accepted action writes a new generation (`autosave-<n>.json`, n = actions so far) before the
game moves on; the last GENERATIONS files are kept. Each file carries a version and a SHA-256 of
its payload, so a truncated, corrupt or empty file is detected and the newest good one is used.
Replaying the actions through the engine restores the same state, random draws included.

The game is encoded in the frame of its move (a snapshot, well under a millisecond), and written
(the file, its fsync, the rename and the folder's fsync: 2-3 ms) by one writer thread shared by
every Autosaver, in the order asked. Anything that reads the folder (`files`, `load`) waits for
the writes asked before it; the game waits (`flush_saves`) before it quits, and at exit.
"""

from __future__ import annotations

import atexit
import hashlib
import json
import re
import threading
from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine.actions import action_from_json, action_to_json
from ..engine.config import GameConfig
from ..engine.rulesets import RULESETS
from ..engine.safejson import BadJSON
from ..engine.safejson import loads as json_loads
from ..i18n import Message, TemplatedError
from ..paths import user_data_dir
from ..safefile import BadFile, read_bytes
from ..shape import AnyValue, Bool, Choice, Either, Int, ListOf, MapOf, Maybe, Record, ShapeError, Text, show
from ..table.seats import MAX_NAME, TOKEN_RE, Seat
from ..table.seats import SHAPE as SEAT
from ..table.session import Session
from .atomic import write_atomic

# 2: the engine's generator changed, so version-1 games no longer replay from their seed.
# 3: party2020/teams2020 shuffle the rest of the pile with the discards, so version-2 games
#    of those no longer replay.
VERSION = 3
OLD_VERSION = Message("The saved game is from an older version of Oneira whose rules changed, so it cannot be "
                      "continued.")
GENERATIONS = 3
NAME = re.compile(r"^autosave-(\d{6})\.json$")
MAX_BYTES = 16 << 20  # a long 12-player game is well under 1 MB


def _seats_match_players(game: dict[str, Any], where: str) -> None:
    players = game["config"]["players"]
    seats = game["seats"]
    if len(seats) != len(players):
        raise ShapeError("seats", Message("there are {seats} seats for {players} players", seats=len(seats),
                                          players=len(players)))
    for i, (seat, player) in enumerate(zip(seats, players, strict=True)):
        if seat["name"] != player:
            raise ShapeError(f"seats[{i}].name", Message("is {name} but the player is {player}", name=repr(seat["name"]),
                                                         player=repr(player)))


# What a saved game must look like before the engine replays it (the engine checks the rules).
CONFIG = Record({"ruleset": Choice(RULESETS), "players": ListOf(Text(1, MAX_NAME), 3, 12),
                 "card_ids": ListOf(Text(1, 300), 1, 20_000)},
                optional={"options": MapOf(Either(Bool(), Int()), max_len=20),
                          "teams": ListOf(ListOf(Int(0, 11), 2, 2), 0, 6), "team_names": ListOf(Text(1, 100), 0, 6),
                          "first_storyteller": Maybe(Int(0, 11))})
GAME = Record({"config": CONFIG, "seed": Either(Int(), Text(0, 200)), "seats": ListOf(SEAT, 3, 12),
               "actions": ListOf(MapOf(AnyValue(), max_len=10), 0, 100_000)},
              optional={"finished": Bool(), "extra": MapOf(AnyValue(), max_len=20)}, rule=_seats_match_players)


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
        # the audience's tally (game/table/audience.py) rides in extra: older saves have none
        "extra": {**session.extra, "audience": session.audience.to_json()} if session.audience.members
        else session.extra,
    }


def encode(session: Session) -> bytes:
    payload = session_payload(session)
    doc = {"version": VERSION, "sha256": _digest(payload), "game": payload}
    return (json.dumps(doc, ensure_ascii=False) + "\n").encode("utf-8")


class BadSave(TemplatedError):
    """Why a save cannot be resumed (a screen translates it)."""


class OldSave(BadSave):
    """Written by an earlier version whose games replay differently: never resumed as a wrong game."""


def decode(data: bytes) -> dict[str, Any]:
    if not data.strip():
        raise BadSave("the file is empty")
    try:
        doc = json_loads(data)
    except BadJSON as e:
        raise BadSave("the file is cut short or damaged ({error})", error=Message.of(e)) from None
    if not isinstance(doc, dict):
        raise BadSave("it is not a saved game")
    version = doc.get("version")
    if type(version) is int and 0 < version < VERSION:
        raise OldSave(OLD_VERSION)
    if version != VERSION:
        raise BadSave("it was written by another version of the game (save version {version})", version=show(version))
    game = doc.get("game")
    if not isinstance(game, dict) or doc.get("sha256") != _digest(game):
        raise BadSave("its contents do not match their checksum")
    try:
        return GAME(game)
    except ShapeError as e:
        raise BadSave("it does not hold a game the way a save does ({error})", error=Message.of(e)) from None


def renamed_cards(game: dict[str, Any], card_ids: Mapping[str, str]) -> dict[str, Any]:
    """A saved game with its card ids renamed (`card_ids`: old id -> new id; others kept): a save
    written when user pictures were named by their files resumes with their opaque ids. The order
    of the deck is kept, so the game replays the same."""
    if not card_ids or not isinstance(game, dict):
        return game
    config = game.get("config")
    if not isinstance(config, dict) or not isinstance(config.get("card_ids"), list):
        return game

    def new(card: Any) -> Any:
        return card_ids.get(card, card) if isinstance(card, str) else card

    actions = []
    for a in game.get("actions") or []:
        if isinstance(a, dict):
            a = dict(a)
            if "card" in a:
                a["card"] = new(a["card"])
            if isinstance(a.get("cards"), list):
                a["cards"] = [new(c) for c in a["cards"]]
        actions.append(a)
    return {**game, "config": {**config, "card_ids": [new(c) for c in config["card_ids"]]}, "actions": actions}


def restore(game: dict[str, Any], card_ids: Mapping[str, str] | None = None) -> Session:
    """Rebuild the session by replaying the saved actions (raises BadSave if they do not replay).
    `card_ids`: old card ids -> today's (deck.library.legacy_card_ids), for saves written before."""
    try:
        game = GAME(renamed_cards(game, card_ids or {}))
        config = GameConfig.from_json(game["config"])
        seats = [Seat.from_json(s, f"seats[{i}]") for i, s in enumerate(game["seats"])]
        actions = [action_from_json(a) for a in game["actions"]]
        session = Session(config, game["seed"], seats, actions)
    except ShapeError as e:
        raise BadSave("it does not hold a game the way a save does ({error})", error=Message.of(e)) from None
    except Exception as e:  # noqa: BLE001 - whatever a crafted file makes the replay raise, it is a bad save
        raise BadSave("its game does not replay ({error})", error=str(e)[:120]) from None
    extra = game.get("extra")
    session.extra = dict(extra) if isinstance(extra, dict) else {}  # optional: older saves have none
    session.audience.restore(session.extra.pop("audience", None))  # the room's board, if it played along
    _old_phone_tokens(session)
    return session


def _old_phone_tokens(session: Session) -> None:
    """Saves written before the roster held the phones' tokens kept them apart, in
    extra["phones"]["seats"]: give them to their seats. A phone seat left without a token cannot
    get its phone back; the table offers it to the TV or a computer player."""
    old = session.extra.get("phones")
    if not isinstance(old, dict) or not isinstance(old.get("seats"), list):
        return
    for entry in old["seats"]:
        if not isinstance(entry, dict):
            continue
        i, token = entry.get("seat"), entry.get("token")
        if type(i) is int and 0 <= i < session.n and isinstance(token, str) and TOKEN_RE.match(token):
            seat = session.seats[i]
            if seat.phone and seat.token is None:
                seat.token = token
    session.extra["phones"] = {k: v for k, v in old.items() if k == "port"}


@dataclass
class Loaded:
    session: Session | None
    problems: list[str]  # one sentence per bad generation skipped


class _Writer:
    """The one thread that writes saves, job after job in the order they were given. A job's
    OSError (a full disk, a read-only folder) is kept and raised to the next `save` in the frame."""

    def __init__(self) -> None:
        self._jobs: deque[Callable[[], None]] = deque()
        self._cond = threading.Condition()
        self._thread: threading.Thread | None = None
        self.error: OSError | None = None

    def submit(self, job: Callable[[], None]) -> None:
        with self._cond:
            self._jobs.append(job)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: bool(self._jobs))
                job = self._jobs[0]
            try:
                job()
            except OSError as e:
                self.error = e
            finally:
                with self._cond:
                    self._jobs.popleft()
                    self._cond.notify_all()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every job given so far is done; False if `timeout` passed first."""
        if threading.current_thread() is self._thread:
            return True
        with self._cond:
            return self._cond.wait_for(lambda: not self._jobs, timeout)

    def take_error(self) -> OSError | None:
        with self._cond:
            error, self.error = self.error, None
        return error


_WRITER = _Writer()


def flush_saves(timeout: float | None = None) -> bool:
    """Wait until every save asked for is on disk (the game calls it before it quits)."""
    return _WRITER.flush(timeout)


atexit.register(flush_saves, 2.0)  # a save asked for in the last frame is written before the process ends


class Autosaver:
    """Session listener: writes a generation after every accepted action."""

    def __init__(self, folder: Path | None = None, card_ids: Mapping[str, str] | None = None) -> None:
        self.folder = folder or save_dir()
        self.card_ids = dict(card_ids or {})  # old card ids -> today's (user pictures by content hash)
        self._session_id: int | None = None  # the game the generations on disk belong to

    def files(self) -> list[Path]:
        """The generations on disk, newest first (once the saves asked for so far are written)."""
        _WRITER.flush()
        return self._files()

    def _files(self) -> list[Path]:
        try:
            return sorted((p for p in self.folder.iterdir() if NAME.match(p.name)), reverse=True)
        except OSError:  # no folder yet, or not a folder, or not readable: nothing to resume
            return []

    def __call__(self, session: Session, action=None) -> None:
        self.save(session)

    def save(self, session: Session) -> Path:
        """Encode the game now and have the writer write it; raises the OSError of an earlier
        write that failed (this one is still asked for: the next may succeed)."""
        if self._session_id != id(session):
            # One unfinished game at a time: a new (or newly resumed) game starts its own generations.
            if self._session_id is not None or not session.actions:
                self.clear()
            self._session_id = id(session)
        path = self.folder / f"autosave-{len(session.actions):06d}.json"
        data = encode(session)
        _WRITER.submit(lambda: self._write(path, data))
        error = _WRITER.take_error()
        if error is not None:
            raise error
        return path

    def _write(self, path: Path, data: bytes) -> None:
        write_atomic(path, data)
        for old in self._files()[GENERATIONS:]:
            try:
                old.unlink()
            except OSError:
                pass

    def load(self) -> Loaded:
        problems: list[str] = []
        for path in self.files():
            try:
                data = read_bytes(path, MAX_BYTES)
                if data is None:  # removed since the listing
                    continue
                session = restore(decode(data), self.card_ids)
            except BadFile as e:
                problems.append(Message("The autosave {file} could not be used: {error}; an older one was tried.",
                                        file=path.name, error=Message.of(e)))
                continue
            except OldSave:
                if OLD_VERSION not in problems:  # one sentence, however many generations
                    problems.append(OLD_VERSION)
                continue
            except BadSave as e:
                problems.append(Message("The autosave {file} could not be used: {error}; an older one was tried.",
                                        file=path.name, error=Message.of(e)))
                continue
            if session.state.phase == "over":
                return Loaded(None, problems)
            return Loaded(session, problems)
        return Loaded(None, problems)

    def clear(self) -> None:
        """Remove every generation, once the saves asked for before are written (rare: a new game)."""
        for path in self.files():
            try:
                path.unlink()
            except OSError:
                pass
