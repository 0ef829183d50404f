"""What the hub sends: each connection's current view (lobby, need_room, or its seat's state),
rebuilt in the server thread and sent only when it changed, plus one-off notices to one phone."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from ..engine.state import GameState
from ..i18n import tr
from . import protocol as P
from .cards import CardFiles
from .conn import Conn
from .connections import Connections, Phone
from .mask import mask_names
from .words import Say

# A seated phone's state message, as the arguments of protocol.state_message (built outside the lock).
StateArgs = tuple[GameState | None, int, tuple[P.SeatInfo, ...], str]


class Outbox(Connections):
    """The roster, plus the connections and the server thread the views go out through."""

    def __init__(self, cards: CardFiles, room: str) -> None:
        super().__init__(room)
        self.cards = cards
        self._conns: set[Conn] = set()
        self._server: Any = None  # the PhoneServer while phones are on (see PhoneHub.start)
        self._dirty: set = set()  # connections to refresh (or _ALL), guarded by the lock
        self._why: tuple[int, str] = (-1, "")  # (turn, why a computer storyteller said its clue): PhoneHub.set_why
        self.lang = "en"  # the TV's language: the page speaks it (docs/phones.md, field `lang`)
        self.story: bytes | None = None  # the finished game's poster (PNG), for GET /story
        self.mask: Callable[[str], str] | None = None  # the word filter on names and clues (crowd.py)
        self.room_hidden = False  # the TV hides its room code (crowd.py)
        self._deadlines: dict[int, dict[str, Any]] = {}  # seat -> its state's `deadline` (a step's time limit)

    def _public_text(self, players: list[dict[str, Any]]) -> str:
        raise NotImplementedError  # crowd.py: the audience's public view, encoded once

    def _seat_infos(self) -> tuple[P.SeatInfo, ...]:
        held = {p.seat: p for p in self._phones.values() if p.seat is not None}
        out = []
        for i, (name, colour, bot) in enumerate(self._table):
            p = held.get(i)
            kind = "phone" if p is not None else "bot" if bot else "pad"
            out.append(P.SeatInfo(name, colour, kind, p is not None and p.conn is None))
        return tuple(out)

    def _message_for(self, conn: Conn, infos: tuple[P.SeatInfo, ...]) -> dict[str, Any] | StateArgs:
        """What this connection should show: a lobby/need_room message (built here, cheap), or for a
        seated phone the arguments of its state message (built by the caller, outside the lock)."""
        p = conn.phone
        if p is not None and p.seat is not None:
            if p.seat >= len(infos):
                return {"v": P.VERSION, "type": "state", "seat": p.seat, "name": p.name, "phase": "setup",
                        "step": self._step(p.seat), "players": [i.to_json(k) for k, i in enumerate(infos)]}
            return (self._state, p.seat, infos, self._step(p.seat))
        if not conn.room_ok:
            return {"v": P.VERSION, "type": "need_room"}
        if p is not None and p.uploads:  # adding pictures at the TV's Decks screen (docs/phones.md)
            return {"v": P.VERSION, "type": "uploading", "name": p.name, "open": self._pictures_room}
        asking = None
        taken = sorted({c for _, c, _ in self._chosen_seats()} | {q.colour for q in self._phones.values()
                                                                  if q.request == "join" and q is not p})
        others = sum(1 for q in self._phones.values() if q.request == "join" and q is not p)
        if p is not None and p.request is not None:
            asking = {"kind": p.request, "name": p.name, "colour": p.colour, "seat": p.claim_seat, "welcome": p.welcome}
        claimable = [infos[s].to_json(s) for s in sorted(self._claimable)
                     if 0 <= s < len(infos) and self._holder(s) is None]
        msg: dict[str, Any] = {
            "v": P.VERSION, "type": "lobby", "open": max(0, self._open_places - others), "colours_taken": taken,
            "claimable": claimable, "players": [i.to_json(k) for k, i in enumerate(infos)], "asking": asking,
            "game": self._state is not None,
        }
        if self._pictures_room:
            msg["pictures_room"] = True  # no table: the TV's Decks screen takes pictures (an `upload` message)
        if p is not None:
            msg["you"] = {"name": p.name, "colour": p.colour}
        return msg

    def set_deadlines(self, deadlines: dict[int, dict[str, Any]]) -> None:
        """The time limits shown on seats' phones (`deadline` in their state; {}: none)."""
        with self._lock:
            if deadlines == self._deadlines:
                return
            self._deadlines = dict(deadlines)
        self._refresh()

    def _tell(self, p: Phone, msg: dict[str, Any]) -> None:
        conn = p.conn
        if conn is not None:
            self._call(conn.send, msg)

    def _call(self, fn: Callable, *args: Any) -> None:
        server = self._server
        if server is not None:
            server.call(fn, *args)

    def _refresh(self, conn: Conn | None = None) -> None:
        """Resend connections their current view if it changed, in the server thread. Requests made
        before it runs are merged into one pass (a burst of phone messages costs one rebuild)."""
        server = self._server
        if server is None:
            return
        with self._lock:
            first = not self._dirty
            self._dirty.add(conn if conn is not None else _ALL)
        if first:  # (held by the game loop: after the frame's notices, which it then follows)
            server.call(self._refresh_conns, last=True)

    def _refresh_conns(self) -> None:
        with self._lock:
            dirty, self._dirty = self._dirty, set()
            conns = list(self._conns) if _ALL in dirty else [c for c in dirty if c in self._conns]
            infos = self._seat_infos()
            plans = [(conn, self._message_for(conn, infos)) for conn in conns if conn.watcher is None]
            lang, mask, room = self.lang, self.mask, self.room if self.room_hidden else None
            story = self.story is not None
            deadlines = self._deadlines
            welcome = self._welcome
            why_turn, why = self._why
            watchers = [c for c in conns if c.watcher is not None]
            public = self._public_text([i.to_json(k) for k, i in enumerate(infos)]) if watchers else ""
        for conn in watchers:  # the audience: one text, encoded once, for every watcher (crowd.py)
            if public != conn.last_state:
                conn.last_state = public
                conn.send_text(public)
        fits = self.cards.fits()
        for conn, plan in plans:  # the per-seat views are built outside the lock: the game loop never waits
            msg = plan if isinstance(plan, dict) else P.state_message(*plan, fits)
            last = msg.get("last")
            if isinstance(last, dict):  # the scored round's clue, explained by the computer that said it
                last["why"] = why if last.get("turn") == why_turn else ""
            msg["lang"] = lang
            if story and msg.get("phase") == "over":
                msg["story"] = True  # "Save our story": GET /story?token=... (docs/phones.md)
            if mask is not None:
                mask_names(msg, mask)
            if room is not None and msg["type"] == "state":
                msg["room"] = room  # the TV hides its code: seated phones can show it to a friend
            if not isinstance(plan, dict) and plan[0] is not None and plan[1] in deadlines:
                msg["deadline"] = deadlines[plan[1]]
            if welcome is not None and not isinstance(plan, dict) and plan[1] == welcome[0]:
                msg["welcome"] = welcome[1]  # the storyteller's phone may answer the TV's request
            text = json.dumps(msg, ensure_ascii=False, separators=(",", ":"))
            if text != conn.last_state:
                conn.last_state = text
                conn.send_text(text)


_ALL = object()  # "every connection" in the refresh set


def said(message: object) -> str:
    """A sentence for a phone in the TV's language (which is the page's: it follows the TV): a
    Message or an engine refusal is translated; any other text goes as it is."""
    return tr(message) if getattr(message, "template", None) is not None else str(message)


def refusal(reason: object, seq: int | None = None) -> dict[str, Any]:
    """An error `refused` for what the TV or the engine turned down. The TV's own sentences are Says
    (a key and values: the page says them in its language); an engine refusal, one of the rules'
    hundred-odd sentences, comes already said in the TV's language (the page's, once it has heard
    from the TV), with the engine's `rule` code. `message` is the TV's language either way."""
    msg = P.error_message("refused", reason if isinstance(reason, Say) else said(reason), seq, said(reason))
    rule = getattr(reason, "rule", None)
    if isinstance(rule, str):
        msg["rule"] = rule
    return msg
