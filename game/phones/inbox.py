"""What phones send: the server thread's `_on_*` calls, and the hello / join / claim / act messages
checked (room code, token, replay, stale step) and turned into events for the game loop."""

from __future__ import annotations

import logging
import math
import queue
import secrets
import time

from . import protocol as P
from .cards import CardFiles
from .conn import Conn
from .connections import Phone
from .crowd import Answered, Crowd
from .events import (
    ClaimRequest,
    Connected,
    Disconnected,
    JoinRequest,
    MoreTime,
    PhoneAction,
    PhoneEvent,
    WelcomeAnswer,
)
from .guard import Guard
from .net import normalise_room
from .words import Say

log = logging.getLogger("oneira.phones")

UPLOADERS_PER_ADDRESS = 2  # phones adding pictures at the Decks screen from one address (each phone has its own on a LAN)
MAX_BAD_TOKENS = 5  # per connection, then it is closed: guessing a 192-bit token is hopeless anyway


class SlowDown(P.ProtocolError):
    """Too many wrong room codes from this address: nothing it sends as a code is looked at for `wait` s."""

    def __init__(self, wait: float) -> None:
        self.wait = max(1, math.ceil(wait))
        super().__init__("slow-down", Say("room-wait", s=self.wait))


class Inbox(Crowd):
    """Messages in from the server thread; what they ask for waits in `_events` for the game loop."""

    def __init__(self, cards: CardFiles, room: str, guard: Guard | None = None) -> None:
        super().__init__(cards, room)
        self._events: queue.SimpleQueue[PhoneEvent] = queue.SimpleQueue()
        self.guard = guard if guard is not None else Guard()  # wrong room codes per address (and the server's connection counts)

    def _on_open(self, conn: Conn) -> None:
        with self._lock:
            self._conns.add(conn)

    def _on_close(self, conn: Conn) -> None:
        with self._lock:
            self._conns.discard(conn)
            self._watcher_closed(conn)
            p = conn.phone
            if p is not None and p.conn is conn:
                p.conn = None
                p.away_since = time.monotonic()
                self._events.put(Disconnected(p.id, p.seat, p.name))
        self._refresh()  # the others see this phone as away

    def _on_text(self, conn: Conn, raw: str | bytes) -> None:
        try:
            req = P.parse_request(raw)
            with self._lock:
                handler = {"hello": self._hello, "join": self._join, "claim": self._claim, "act": self._act,
                           "watch": self._watch, "guess": self._guess,
                           "welcome": self._welcome_answer, "upload": self._uploader}[req.kind]
                handler(conn, req)
        except P.ProtocolError as e:
            if isinstance(e, Answered):
                return
            error = P.error_message(e.code, e.say)
            if isinstance(e, SlowDown):
                error["wait"] = e.wait
            conn.send(error)
            if e.code in ("bad-token", "wrong-token"):
                conn.bad_tokens += 1
                if conn.bad_tokens >= MAX_BAD_TOKENS:
                    conn.close(1008, "too many wrong seat tokens")
            self._refresh(conn)
            return
        if req.kind == "guess":
            return  # the TV answers with `you` once the game's tally has it
        # an action changes nothing anyone sees until the TV applies it; seating changes every lobby
        self._refresh(conn if req.kind in ("act", "watch", "upload") else None)

    def _hello(self, conn: Conn, req: P.Request) -> None:
        if req.token is not None:
            p = self._phones.get(req.token)
            if p is None and self._rewatch(conn, req.token):
                return
            if p is None:
                self._room_check(conn, req.room, quiet=True)
                conn.last_state = ""
                raise P.ProtocolError("bad-token", Say("seat-gone"))
            self._attach(conn, p)
            return
        self._room_check(conn, req.room, quiet=req.room is None)

    def _attach(self, conn: Conn, p: Phone) -> None:
        old = p.conn
        if old is not None and old is not conn:
            old.phone = None
            old.send(P.notice_message("elsewhere", Say("elsewhere")))
            old.close(4000, "opened elsewhere")
        if conn.phone is not None and conn.phone is not p and conn.phone.conn is conn:
            conn.phone.conn = None
        conn.phone, conn.room_ok = p, True
        conn.last_state = ""
        p.conn, p.away_since = conn, None
        self._events.put(Connected(p.id, p.seat, p.name))

    def _room_check(self, conn: Conn, room: str | None, quiet: bool = False) -> None:
        """A room code, looked at only when its address is not made to wait (guard.py): a wrong one
        counts against the address even when `quiet` (no error of its own: a bad token's follows)."""
        if conn.room_ok or conn.phone is not None:
            return
        if room is None:
            if not quiet:
                raise P.ProtocolError("room", Say("room-wrong"))
            return
        now = time.monotonic()
        wait = self.guard.wait(conn.address, now)
        if wait <= 0:
            if secrets.compare_digest(normalise_room(room).encode(), self.room.encode()):
                self.guard.hit(conn.address, now)
                conn.room_ok = True
                return
            wait = self.guard.miss(conn.address, now)
            if wait > 0:
                log.info("phones: %s sent too many wrong room codes; its next code waits %.0f s", conn.address, wait)
            if not quiet:  # this code was looked at: it is wrong (the wait applies to the next one)
                raise P.ProtocolError("room", Say("room-wrong"))
            return
        if not quiet:
            raise SlowDown(wait)

    def _unseated(self, conn: Conn, req: P.Request) -> Phone | None:
        """A join or claim passes the token and room checks and comes from a phone without a seat;
        returns that phone (None: a connection that has not said who it is yet)."""
        self._token_check(conn, req.token)
        self._room_check(conn, req.room)
        if not conn.room_ok:
            raise P.ProtocolError("room", Say("room-first"))
        p = conn.phone
        if p is not None and p.seat is not None:
            raise P.ProtocolError("seated", Say("seated"))
        if p is not None and p.uploads:
            raise P.ProtocolError("uploads-only", Say("uploads-only"))
        return p

    def _join(self, conn: Conn, req: P.Request) -> None:
        p = self._unseated(conn, req)
        name = P.clean_name(req.name or "")
        if not name:
            raise P.ProtocolError("name", Say("name-first"))
        colour = req.colour
        if colour is None or not 0 <= colour < len(P.PALETTE):
            raise P.ProtocolError("colour", Say("colour-pick"))
        others = [q for q in self._phones.values() if q is not p and q.request == "join"]
        table = self._chosen_seats()
        names = {n.casefold() for n, _, _ in table} | {q.name.casefold() for q in others}
        if name.casefold() in names:
            raise P.ProtocolError("name", Say("name-taken", name=name))
        colours = {c for _, c, _ in table} | {q.colour for q in others}
        if colour in colours:
            raise P.ProtocolError("colour", Say("colour-taken", colour=P.PALETTE[colour][1]))
        if len(others) >= self._open_places:
            raise P.ProtocolError("full", Say("full"))
        if p is None:
            p = self._new_phone(None)
            self._attach_new(conn, p)
        p.name, p.colour, p.request, p.claim_seat, p.welcome = name, colour, "join", None, False
        self._events.put(JoinRequest(p.id, name, colour, conn.address))

    def _uploader(self, conn: Conn, req: P.Request) -> None:
        """A phone that entered the room code while the TV's Decks screen takes pictures (and no table
        is set up) becomes an uploader: a token of its own, no seat, ever. It may add pictures with
        that token only while that screen is up; the TV forgets it when the screen closes."""
        self._token_check(conn, req.token)
        self._room_check(conn, req.room)
        if not conn.room_ok:
            raise P.ProtocolError("room", Say("room-first"))
        if not self._pictures_room:
            raise P.ProtocolError("closed", Say("upload-room-closed"))
        name = P.clean_name(req.name or "")
        if not name:
            raise P.ProtocolError("name", Say("name-first"))
        p = conn.phone
        if p is not None and not p.uploads:
            raise P.ProtocolError("seated", Say("seated"))  # a table's phone adds pictures with its seat
        if p is None:
            if sum(1 for q in self._phones.values() if q.uploads and q.address == conn.address) >= UPLOADERS_PER_ADDRESS:
                raise P.ProtocolError("full", Say("uploaders-address", n=UPLOADERS_PER_ADDRESS))
            p = self._new_phone(None)
            p.uploads, p.address = True, conn.address
            self._attach_new(conn, p)
        p.name = name

    def _claim(self, conn: Conn, req: P.Request) -> None:
        p = self._unseated(conn, req)
        seat = req.seat
        if seat not in self._claimable or self._holder(seat) is not None or not 0 <= seat < len(self._table):
            raise P.ProtocolError("claim", Say("claim-gone"))
        owner = p is not None and p.owns == seat
        if not owner and any(q.request == "claim" and q.claim_seat == seat and q is not p for q in self._phones.values()):
            raise P.ProtocolError("claim", Say("claim-other"))
        if p is None:
            p = self._new_phone(None)
            self._attach_new(conn, p)
        p.name, p.colour = self._table[seat][0], self._table[seat][1]
        p.request, p.claim_seat, p.welcome = "claim", seat, False
        self._events.put(ClaimRequest(p.id, seat, conn.address, p.owns == seat))

    def _act(self, conn: Conn, req: P.Request) -> None:
        self._token_check(conn, req.token)
        p = conn.phone
        if p is None:
            raise P.ProtocolError("bad-token", Say("join-first"))
        if p.seat is None:
            raise P.ProtocolError("not-seated", Say("not-seated"))
        seq = req.seq if req.seq is not None else -1
        if seq <= conn.last_seq:
            raise P.ProtocolError("replay", Say("replay"))
        conn.last_seq = seq
        step = self._step(p.seat)
        if not secrets.compare_digest(req.step or "", step):
            conn.last_state = ""  # resend the current step with the error
            raise P.ProtocolError("stale", Say("stale"))
        if (req.action or {}).get("type") == "more_time":  # "+30 s" on a timed step: not a move
            conn.send({"v": P.VERSION, "type": "ack", "seq": seq})
            self._events.put(MoreTime(p.id, p.seat))
            return
        if self._busy.get(p.seat) == step:
            raise P.ProtocolError("busy", Say("busy"))
        action = P.engine_action(req.action or {}, p.seat)
        self._busy[p.seat] = step
        conn.send({"v": P.VERSION, "type": "ack", "seq": seq})
        self._events.put(PhoneAction(p.id, p.seat, action, step, seq, time.perf_counter()))

    def _welcome_answer(self, conn: Conn, req: P.Request) -> None:
        """The storyteller's phone answers the request its state shows (`welcome`); the TV checks
        it is still the storyteller and the request still waits."""
        self._token_check(conn, req.token)
        p = conn.phone
        if p is None:
            raise P.ProtocolError("bad-token", Say("join-first"))
        if p.seat is None:
            raise P.ProtocolError("not-seated", Say("not-seated"))
        shown = self._welcome
        if shown is None or shown[0] != p.seat or shown[1].get("phone") != req.asker:
            raise P.ProtocolError("welcome", Say("welcome-gone"))
        self._events.put(WelcomeAnswer(p.id, p.seat, req.asker or "", bool(req.yes)))

    def _token_check(self, conn: Conn, token: str | None) -> None:
        """After joining, every message carries this phone's own token; nothing else is accepted."""
        p = conn.phone
        if p is None:
            if token is not None:
                raise P.ProtocolError("bad-token", Say("seat-gone"))
            return
        if token is None or not secrets.compare_digest(token.encode(), p.token.encode()):
            raise P.ProtocolError("wrong-token", Say("wrong-token"))

    def _attach_new(self, conn: Conn, p: Phone) -> None:
        conn.phone, p.conn, p.away_since = p, conn, None
        conn.send({"v": P.VERSION, "type": "token", "token": p.token, "phone": p.id})
