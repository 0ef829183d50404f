"""The audience: phones without a seat that watch the table and guess (docs/phones.md, Audience).

A watcher (`watch`) gets a token of its own and, after every change, the table's *public* view
(`public`): encoded once and the same text sent to every watcher, never built per phone, so 200
watchers cost the TV one message and the server thread one loop of sends. A guess (`guess`) goes to
the game loop as an `AudienceGuess`; the tally is the game's (game/table/audience.py), which answers
each member with a small `you` message. Also here: removing a phone (seat or audience: its token is
refused for the rest of the game, `removed`), hiding the room code, and the word filter on what
phones are shown. Every method with a leading underscore runs with the hub's lock held.
"""

from __future__ import annotations

import json
import queue
import secrets
import time
from collections.abc import Callable, Mapping
from typing import Any

from ..engine.state import CLUE, OVER, VOTE, GameState
from ..engine.view import view
from . import protocol as P
from .cards import CardFiles
from .conn import Conn
from .events import AudienceGuess, Watching
from .mask import mask_names
from .outbox import Outbox
from .words import Say

MAX_WATCHERS = 300  # audience phones known at once (the TV promises at least 200)
CLOSE_REMOVED = 4001  # close code: the host removed this phone
CLOSE_AUDIENCE_OFF = 4003  # close code: the operator switched the audience off


class Watcher:
    """One audience phone: its secret token, public id and name."""

    __slots__ = ("token", "id", "name", "conn", "born")

    def __init__(self, token: str, pid: str, name: str) -> None:
        self.token, self.id, self.name = token, pid, name
        self.conn: Conn | None = None
        self.born = time.monotonic()


def public_message(state: GameState | None, players: list[dict[str, Any]]) -> dict[str, Any]:
    """What everyone in the room may see (the TV's own view, `view(state, None)`): no hand, nobody's
    card or vote before the round is scored."""
    if state is None:
        return {"v": P.VERSION, "type": "public", "phase": "setup", "players": players}
    v = view(state, None)
    if v.rules.family == "team":
        scorers = [{"name": name, "score": score, "seats": list(v.teams[t])}
                   for t, (name, score) in enumerate(zip(v.team_names, v.scores, strict=True))]
    else:
        scorers = [{"name": v.players[i], "score": s, "seats": [i]} for i, s in enumerate(v.scores)]
    return {"v": P.VERSION, "type": "public", "ruleset": v.rules.name, "title": v.rules.title,
            "family": v.rules.family, "phase": v.phase, "turn": v.turn, "storyteller": v.storyteller,
            "players": players, "scorers": scorers, "clue": v.clue if v.phase != CLUE else "",
            "waiting": [v.players[p] for p in sorted(v.pending)],
            "display": list(v.display) if v.phase == VOTE else [],
            "last": P.round_json(v.history[-1], state) if v.history else None,
            "winners": [scorers[w]["name"] for w in v.winners] if v.phase == OVER else []}


class Crowd(Outbox):
    """The hub's audience, removals and the room code's visibility."""

    _events: queue.SimpleQueue  # the game loop's events (inbox.py)

    def _room_check(self, conn: Conn, room: str | None, quiet: bool = False) -> None:
        raise NotImplementedError  # inbox.py: a room code, within the per-address limits

    def __init__(self, cards: CardFiles, room: str) -> None:
        super().__init__(cards, room)
        self._watchers: dict[str, Watcher] = {}  # token -> watcher
        self._watcher_ids: dict[str, Watcher] = {}
        self._audience_open = True  # the TV (operator.toml `audience`) may close it
        self._audience: dict[str, Any] = {}  # the game's tally as the room sees it (publish_audience)
        self._removed: set[str] = set()  # tokens the host removed this game
        self._public: tuple[Any, str] = (None, "")  # (key, text): the public view, encoded once

    # --- game loop ----------------------------------------------------------------------------
    def set_audience_open(self, open_: bool) -> None:
        """Whether phones may watch. Closing it (the operator's `audience` = false) tells every audience
        phone so (`audience-off`, in its language), closes it (CLOSE_AUDIENCE_OFF) and forgets it:
        new watchers are refused until it opens again; the game's board keeps their points."""
        if open_ == self._audience_open:
            return
        with self._lock:
            self._audience_open = open_
            gone = [] if open_ else list(self._watchers.values())
            if gone:
                self._watchers.clear()
                self._watcher_ids.clear()
            conns = [w.conn for w in gone if w.conn is not None]
            for conn in conns:
                conn.watcher = None
        for conn in conns:
            self._call(conn.send, P.notice_message("audience-off", Say("audience-off")))
            self._call(conn.close, CLOSE_AUDIENCE_OFF, "audience switched off")
        self._refresh()

    def publish_audience(self, info: Mapping[str, Any]) -> None:
        """The room's tally as everyone may see it (count, open, split, board), from the game."""
        with self._lock:
            self._audience = dict(info)
        self._refresh()

    def tell_watchers(self, said: Mapping[str, Mapping[str, Any]]) -> None:
        """One `you` message per audience phone (its guess, points, rank), in one hand-over."""
        if not said or self._server is None:
            return
        with self._lock:
            out = [(w.conn, {"v": P.VERSION, "type": "you", **body}) for pid, body in said.items()
                   if (w := self._watcher_ids.get(pid)) is not None and w.conn is not None]
        self._call(_send_all, out)

    def watchers(self) -> dict[str, str]:
        """Audience phones known now: public id -> name."""
        with self._lock:
            return {w.id: w.name for w in self._watcher_ids.values()}

    def watching(self) -> int:
        """Audience phones connected now."""
        with self._lock:
            return sum(1 for w in self._watcher_ids.values() if w.conn is not None)

    def remove(self, phone: str) -> bool:
        """The host removes a phone (seat or audience): it gets the notice `removed`, its connection
        closes, and its token is refused for the rest of this game (until `new_room`)."""
        with self._lock:
            w = self._watcher_ids.pop(phone, None)
            if w is not None:
                self._watchers.pop(w.token, None)
                token, conn = w.token, w.conn
            else:
                p = self._by_id.pop(phone, None)
                if p is None:
                    return False
                self._phones.pop(p.token, None)
                token, conn, p.conn = p.token, p.conn, None
            self._removed.add(token)
        if conn is not None:
            conn.phone = conn.watcher = None
            self._call(conn.send, P.notice_message("removed", Say("removed")))
            self._call(conn.close, CLOSE_REMOVED, "removed by the host")
        self._refresh()
        return True

    def set_room_hidden(self, hidden: bool) -> None:
        with self._lock:
            self.room_hidden = bool(hidden)
        self._refresh()

    def set_mask(self, mask: Callable[[str], str] | None) -> None:
        """The word filter for names and clues on phones (None: off)."""
        with self._lock:
            self.mask = mask
            self._public = (None, "")
            for c in self._conns:
                c.last_state = ""
        self._refresh()

    # --- server thread: messages in -----------------------------------------------------------
    def _rewatch(self, conn: Conn, token: str) -> bool:
        """A hello with a token: an audience phone back (True), or a removed one (refused)."""
        if token in self._removed:
            conn.send(P.error_message("removed", Say("removed")))
            conn.close(CLOSE_REMOVED, "removed by the host")
            raise Answered()
        w = self._watchers.get(token)
        if w is None:
            return False
        self._watch_attach(conn, w)
        return True

    def _watch(self, conn: Conn, req: P.Request) -> None:
        if conn.watcher is not None:
            raise P.ProtocolError("seated", Say("watching"))
        if req.token is not None and req.token in self._removed:
            raise P.ProtocolError("removed", Say("removed"))
        if conn.phone is not None:
            if conn.phone.seat is not None:
                raise P.ProtocolError("seated", Say("seated"))
            if conn.phone.uploads:
                raise P.ProtocolError("uploads-only", Say("uploads-only"))
            if req.token is None or not secrets.compare_digest(req.token.encode(), conn.phone.token.encode()):
                raise P.ProtocolError("wrong-token", Say("wrong-token"))
            if conn.phone.request is not None:  # its seat request is on its way to the TV: one or the other
                raise P.ProtocolError("busy", Say("busy"))
        elif req.token is not None:
            raise P.ProtocolError("bad-token", Say("seat-gone"))
        if not conn.room_ok:
            self._room_check(conn, req.room)
        if not conn.room_ok:
            raise P.ProtocolError("room", Say("room-first"))
        if not self._audience_open:
            raise P.ProtocolError("audience-off", Say("audience-off"))
        name = P.clean_name(req.name or "")
        if not name:
            raise P.ProtocolError("name", Say("name-first"))
        if len(self._watchers) >= MAX_WATCHERS:
            idle = [w for w in self._watchers.values() if w.conn is None]
            if not idle:
                raise P.ProtocolError("full", Say("audience-full"))
            old = min(idle, key=lambda w: w.born)
            del self._watchers[old.token], self._watcher_ids[old.id]
        if conn.phone is not None:  # a phone that asked for a seat before: forgotten as a seat phone
            p = conn.phone
            self._phones.pop(p.token, None)
            self._by_id.pop(p.id, None)
            conn.phone = None
        token = secrets.token_urlsafe(24)
        pid = "a" + secrets.token_hex(5)
        while pid in self._watcher_ids or pid in self._by_id:
            pid = "a" + secrets.token_hex(5)
        w = Watcher(token, pid, name)
        self._watchers[token] = w
        self._watcher_ids[pid] = w
        conn.send({"v": P.VERSION, "type": "token", "token": token, "phone": pid, "audience": True})
        self._watch_attach(conn, w)

    def _watch_attach(self, conn: Conn, w: Watcher) -> None:
        old = w.conn
        if old is not None and old is not conn:
            old.watcher = None
            old.send(P.notice_message("elsewhere", Say("elsewhere")))
            old.close(4000, "opened elsewhere")
        conn.watcher, conn.room_ok, conn.last_state = w, True, ""
        w.conn = conn
        self._events.put(Watching(w.id, w.name))

    def _guess(self, conn: Conn, req: P.Request) -> None:
        w = conn.watcher
        if w is None:
            raise P.ProtocolError("bad-token", Say("watch-first"))
        if req.token is None or not secrets.compare_digest(req.token.encode(), w.token.encode()):
            raise P.ProtocolError("wrong-token", Say("wrong-token"))
        self._events.put(AudienceGuess(w.id, req.turn or 0, req.position or 0, time.perf_counter()))

    def _watcher_closed(self, conn: Conn) -> None:
        w = conn.watcher
        if w is not None and w.conn is conn:
            w.conn = None

    # --- server thread: the public view out -----------------------------------------------------
    def _public_text(self, players: list[dict[str, Any]]) -> str:
        """The public view, encoded once per change (the key: the state, seats, tally, language)."""
        key = (self._state, players, self._audience, self.lang, self.mask)
        old = self._public[0]
        if old is not None and old[0] is key[0] and old[2] is key[2] and old[1:] == key[1:]:
            return self._public[1]
        msg = public_message(self._state, players)
        msg["audience"] = self._audience
        msg["lang"] = self.lang
        if self.mask is not None:
            mask_names(msg, self.mask)
        text = json.dumps(msg, ensure_ascii=False, separators=(",", ":"))
        self._public = (key, text)
        return text


class Answered(P.ProtocolError):
    """Already answered (the removed phone was told and closed): nothing more to send."""

    def __init__(self) -> None:
        super().__init__("removed", Say("removed"))


def _send_all(out: list[tuple[Conn | None, dict[str, Any]]]) -> None:
    for conn, msg in out:
        if conn is not None:
            conn.send(msg)
