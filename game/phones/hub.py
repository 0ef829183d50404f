"""The boundary between the game loop and the phones: seats, tokens, events in, views out.

The game loop (one thread) calls the public methods; the web server (its own thread, its own
asyncio loop, see server.py) calls the underscored `_on_*` ones. One lock guards the roster;
everything the game loop calls returns at once (publishing only hands the new state over: the
server thread builds and sends the per-seat views).

Game loop, each frame:

    for event in hub.drain():
        match event:
            case JoinRequest(): ...add a seat..., hub.seat(event.phone, index)   # or hub.refuse(...)
            case ClaimRequest(): hub.seat(event.phone, event.seat)             # or hub.refuse(...)
            case PhoneAction(): hub.settle(event, session.act)   # the engine decides; refusals go back
            case Connected() | Disconnected(): ...show "Ann's phone is away" or not...
    hub.publish(session.state, session.seats)   # after every engine change (cheap: hands over only)

The hub adds no game rules: the engine judges every action, and an engine refusal goes back to
the phone that sent it, word for word.
"""

from __future__ import annotations

import json
import queue
import re
import secrets
import threading
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.actions import Action
from ..engine.errors import RulesError
from ..engine.state import GameState
from ..i18n import Message, tr
from ..table.seats import Seat
from . import protocol as P
from .cards import CardFiles
from .conn import Conn
from .events import ClaimRequest, Connected, Disconnected, JoinRequest, PhoneAction, PhoneEvent
from .net import normalise_room, room_code, url_for

SAVE_VERSION = 1
MAX_PHONES = 64  # known phones (seated or asking); the oldest idle ones are forgotten first
MAX_BAD_TOKENS = 5  # per connection, then it is closed: guessing a 192-bit token is hopeless anyway
TOKEN_RE = re.compile(r"^[A-Za-z0-9_-]{22,64}$")
LANG_RE = re.compile(r"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$")  # a BCP 47 language tag, simple form


@dataclass(frozen=True)
class PhoneSeat:
    """A seat played on a phone, as the TV may show it."""

    phone: str
    seat: int
    name: str
    connected: bool
    away_since: float | None  # time.monotonic() when the connection dropped


class _Phone:
    """One phone the hub knows: its secret token, its public id, its seat or its request."""

    __slots__ = ("token", "id", "name", "colour", "seat", "request", "claim_seat", "conn", "away_since", "born")

    def __init__(self, token: str, pid: str, name: str = "", colour: int = 0) -> None:
        self.token, self.id, self.name, self.colour = token, pid, name, colour
        self.seat: int | None = None
        self.request: str | None = None  # None | "join" | "claim"
        self.claim_seat: int | None = None
        self.conn: Any = None
        self.away_since: float | None = time.monotonic()
        self.born = time.monotonic()


class PhoneHub:
    """Phones as private hands. Create one per TV; `start()` the server while phones are on."""

    def __init__(self, cards: CardFiles | None = None, *, room: str | None = None,
                 rate: tuple[float, float] | None = None) -> None:
        """`rate`: (messages per second, burst) allowed per phone connection; None: the server's default."""
        self.cards = cards or CardFiles()
        self.rate = rate
        self.room = room or room_code()
        self._lock = threading.RLock()
        self._events: queue.SimpleQueue[PhoneEvent] = queue.SimpleQueue()
        self._phones: dict[str, _Phone] = {}  # token -> phone
        self._by_id: dict[str, _Phone] = {}
        self._conns: set[Conn] = set()
        self._state: GameState | None = None
        self._table: tuple[tuple[str, int, bool], ...] = ()  # (name, colour, bot) per seat
        self._open_places = 0
        self._placeholders: frozenset[int] = frozenset()  # setup seats a joining phone replaces
        self._claimable: frozenset[int] = frozenset()
        self._game = 0  # bumped per game, so step nonces of an old game never match
        self._steps: dict[int, tuple[tuple, str]] = {}
        self._busy: dict[int, str] = {}  # seat -> step nonce of an action on its way to the TV
        self._server = None
        self._dirty: set = set()  # connections to refresh (or _ALL), guarded by the lock
        self.lang = "en"  # the TV's language: the page speaks it (docs/phones.md, field `lang`)

    # --- server life ------------------------------------------------------------------------
    def start(self, host: str | None = None, port: int | None = None) -> str:
        """Serve the page and the WebSocket; returns the URL for the QR code.

        host None: the LAN address (found without sending traffic). port None: DEFAULT_PORT,
        or any free port if that one is taken; a given port must be free (OSError otherwise)."""
        from .server import PhoneServer

        if self._server is not None:
            return self.url
        server = PhoneServer(self)
        server.start(host, port)
        self._server = server
        return self.url

    def stop(self) -> None:
        """Close every phone connection and the server (phones then try to reconnect quietly)."""
        server, self._server = self._server, None
        if server is not None:
            server.stop()
        with self._lock:
            self._conns.clear()
            now = time.monotonic()
            for phone in self._phones.values():
                if phone.conn is not None:
                    phone.conn = None
                    phone.away_since = now

    @property
    def running(self) -> bool:
        return self._server is not None

    @property
    def address(self) -> tuple[str, int] | None:
        return None if self._server is None else (self._server.host, self._server.port)

    @property
    def url(self) -> str:
        """The page's address, with the room code after '#' so a scanned QR code needs no typing."""
        if self._server is None:
            return ""
        return url_for(self._server.host, self._server.port) + "#" + self.room

    @property
    def plain_url(self) -> str:
        """The address to print under the QR code (the room code is shown on its own)."""
        return "" if self._server is None else url_for(self._server.host, self._server.port)

    def new_room(self) -> str:
        """A new room code for a new game. Seated phones keep their seats and tokens."""
        with self._lock:
            self.room = room_code()
            self._game += 1
        return self.room

    # --- game loop: events in -----------------------------------------------------------------
    def pending(self) -> bool:
        """Whether phones did something not drained yet (any thread; the resting game loop asks)."""
        return not self._events.empty()

    def drain(self) -> list[PhoneEvent]:
        """Everything phones did since the last call, oldest first. Never blocks."""
        out: list[PhoneEvent] = []
        get = self._events.get_nowait
        try:
            while True:
                out.append(get())
        except queue.Empty:
            return out

    def settle(self, event: PhoneAction, act: Callable[[Action], object]) -> bool:
        """Apply a phone's action through `act` (the TV's session.act); an engine refusal goes back
        to that phone as an error and nothing changes. Returns whether it was applied."""
        try:
            act(event.action)
        except RulesError as e:
            self.reject(event, e)
            return False
        with self._lock:
            if self._busy.get(event.seat) == event.step:
                del self._busy[event.seat]
        return True

    def reject(self, event: PhoneAction, message: object) -> None:
        """Tell the phone its action was refused (and let it choose again), in the TV's language."""
        with self._lock:
            if self._busy.get(event.seat) == event.step:
                del self._busy[event.seat]
            phone = self._by_id.get(event.phone)
            conn = phone.conn if phone is not None else None
        if conn is not None:
            self._call(conn.send, P.error_message("refused", said(message), event.seq))

    # --- game loop: views out ---------------------------------------------------------------
    def publish(self, state: GameState | None, seats: Sequence[Seat], placeholders: Iterable[int] = ()) -> None:
        """After every engine change (and when seats change): each phone gets its own seat's view.

        `state` None: the game is being set up; seated phones wait and see the table. Cheap: the
        state is an immutable value, handed to the server thread, which builds and sends.
        `placeholders`: setup seats that only hold a place (a default name, nobody chose it): a
        joining phone may take their name or colour, and the TV gives it one of them."""
        table = tuple((s.name, s.colour, s.is_bot) for s in seats)
        with self._lock:
            self._placeholders = frozenset(placeholders) if state is None else frozenset()
            prev = self._state
            if state is not None and (prev is None or state.config is not prev.config or state.turn < prev.turn):
                self._game += 1
            self._state = state
            self._table = table
        self._refresh()

    def set_open_places(self, count: int) -> None:
        """How many new seats phones may still ask for (setup: free places; 0 once the game runs)."""
        count = max(0, int(count))
        if count == self._open_places:
            return  # unchanged: no wake-up of the server thread (each costs the TV's frame a GIL hand-over)
        with self._lock:
            self._open_places = count
        self._refresh()

    def set_language(self, code: str) -> None:
        """The TV's language (e.g. "fr"): sent to every phone, whose page then speaks it if it can.
        A code that is not a language tag is ignored."""
        if not isinstance(code, str) or not LANG_RE.match(code) or code == self.lang:
            return
        with self._lock:
            self.lang = code
        self._refresh()

    def set_claimable(self, seats: Iterable[int]) -> None:
        """Seats of a game in progress a phone may take over (pad or computer seats the TV offers)."""
        seats = frozenset(seats)
        if seats == self._claimable:
            return  # unchanged: see set_open_places
        with self._lock:
            self._claimable = seats
        self._refresh()

    def seat(self, phone: str, seat: int, replace: bool = False) -> bool:
        """Seat a phone (answering its JoinRequest or ClaimRequest, or restoring it). False if the
        phone is unknown, or the seat is another phone's and `replace` is not set."""
        with self._lock:
            p = self._by_id.get(phone)
            if p is None:
                return False
            holder = self._holder(seat)
            if holder is not None and holder is not p:
                if not replace:
                    self._tell(p, P.error_message("claim", "Someone else took that seat just now."))
                    p.request = p.claim_seat = None
                    self._refresh()
                    return False
                holder.seat = None
            p.seat, p.request, p.claim_seat = seat, None, None
            if 0 <= seat < len(self._table):
                p.name, p.colour = self._table[seat][0], self._table[seat][1]
        self._refresh()
        return True

    def refuse(self, phone: str, message: object) -> None:
        """Turn down a JoinRequest or ClaimRequest, with a sentence for the player (TV's language)."""
        with self._lock:
            p = self._by_id.get(phone)
            if p is None:
                return
            p.request = p.claim_seat = None
            self._tell(p, P.error_message("refused", said(message)))
        self._refresh()

    def unseat(self, seat: int, message: object = Message("Your seat is played on the TV now."),
               code: str = "unseated") -> None:
        """The seat goes to a pad or a computer player. The phone keeps its token: make the seat
        claimable again and it can take it back with one tap. `code` lets the page say it in its
        own language (docs/phones.md lists the codes)."""
        with self._lock:
            p = self._holder(seat)
            if p is None:
                return
            p.seat = None
            self._tell(p, P.notice_message(code, said(message)))
        self._refresh()

    def rebind(self, seats: Mapping[int, str]) -> None:
        """Set every phone seat at once, {seat index: phone id} (setup reorders or removes seats)."""
        with self._lock:
            for p in self._phones.values():
                p.seat = None
            for seat, pid in seats.items():
                p = self._by_id.get(pid)
                if p is not None:
                    p.seat, p.request, p.claim_seat = seat, None, None
        self._refresh()

    def forget(self, phone: str) -> None:
        """Drop a phone and its token altogether (its connection gets a farewell)."""
        with self._lock:
            p = self._by_id.pop(phone, None)
            if p is None:
                return
            self._phones.pop(p.token, None)
            conn, p.conn = p.conn, None
            if conn is not None:
                conn.phone = None
                self._call(conn.send, P.notice_message("left", "This phone left the table."))
        self._refresh()

    def clear(self) -> None:
        """Forget every phone (a new evening at the café)."""
        for pid in list(self._by_id):
            self.forget(pid)

    # --- game loop: questions -----------------------------------------------------------------
    def phone_seats(self) -> dict[int, PhoneSeat]:
        """seat -> its phone, for every seat played on a phone."""
        with self._lock:
            return {p.seat: PhoneSeat(p.id, p.seat, p.name, p.conn is not None, p.away_since)
                    for p in self._phones.values() if p.seat is not None}

    def phone_of(self, seat: int) -> str | None:
        with self._lock:
            p = self._holder(seat)
            return None if p is None else p.id

    def phone_count(self) -> int:
        """Phones connected right now (seated or not)."""
        with self._lock:
            return sum(1 for p in self._phones.values() if p.conn is not None)

    # --- saves ------------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """The phone seats for a save: {"v": 1, "seats": [{"seat", "token", "name", "colour"}]}."""
        with self._lock:
            seats = sorted((p for p in self._phones.values() if p.seat is not None), key=lambda p: p.seat)
            return {"v": SAVE_VERSION, "seats": [{"seat": p.seat, "token": p.token, "name": p.name,
                                                   "colour": p.colour} for p in seats]}

    def load_json(self, data: object) -> list[str]:
        """Restore saved phone seats (they show as away until their phones reconnect by themselves).
        Bad entries are skipped; returns one sentence per problem."""
        problems: list[str] = []
        if not isinstance(data, dict) or data.get("v") != SAVE_VERSION or not isinstance(data.get("seats"), list):
            return ["The saved phone seats could not be read; phones can join again."] if data else []
        with self._lock:
            for entry in data["seats"]:
                ok = isinstance(entry, dict) and type(entry.get("seat")) is int and entry["seat"] >= 0 \
                    and isinstance(entry.get("token"), str) and TOKEN_RE.match(entry["token"]) \
                    and isinstance(entry.get("name"), str)
                holder = self._holder(entry["seat"]) if ok else None
                if not ok or (holder is not None and holder.token != entry["token"]):
                    problems.append("A saved phone seat was damaged and is skipped; that player can join again.")
                    continue
                colour = entry.get("colour")
                p = self._phones.get(entry["token"]) or self._new_phone(entry["token"])
                p.name = P.clean_name(entry["name"])
                p.colour = colour if type(colour) is int and 0 <= colour < len(P.PALETTE) else 0
                p.seat = entry["seat"]
        self._refresh()
        return problems

    # --- server thread ------------------------------------------------------------------------------
    def _on_open(self, conn: Conn) -> None:
        with self._lock:
            self._conns.add(conn)

    def _on_close(self, conn: Conn) -> None:
        with self._lock:
            self._conns.discard(conn)
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
                handler = {"hello": self._hello, "join": self._join, "claim": self._claim, "act": self._act}[req.kind]
                handler(conn, req)
        except P.ProtocolError as e:
            conn.send(P.error_message(e.code, str(e)))
            if e.code in ("bad-token", "wrong-token"):
                conn.bad_tokens += 1
                if conn.bad_tokens >= MAX_BAD_TOKENS:
                    conn.close(1008, "too many wrong seat tokens")
            self._refresh(conn)
            return
        # an action changes nothing anyone sees until the TV applies it; seating changes every lobby
        self._refresh(conn if req.kind == "act" else None)

    def _hello(self, conn: Conn, req: P.Request) -> None:
        if req.token is not None:
            p = self._phones.get(req.token)
            if p is None:
                self._room_check(conn, req.room, quiet=True)
                conn.last_state = ""
                raise P.ProtocolError("bad-token", "This phone's seat is no longer at the table "
                                      "(the game ended or the TV forgot it). Join again.")
            self._attach(conn, p)
            return
        self._room_check(conn, req.room, quiet=req.room is None)

    def _attach(self, conn: Conn, p: _Phone) -> None:
        old = p.conn
        if old is not None and old is not conn:
            old.phone = None
            old.send(P.notice_message("elsewhere", "This seat was opened on another screen."))
            old.close(4000, "opened elsewhere")
        if conn.phone is not None and conn.phone is not p and conn.phone.conn is conn:
            conn.phone.conn = None
        conn.phone, conn.room_ok = p, True
        conn.last_state = ""
        p.conn, p.away_since = conn, None
        self._events.put(Connected(p.id, p.seat, p.name))

    def _room_check(self, conn: Conn, room: str | None, quiet: bool = False) -> None:
        if conn.room_ok or conn.phone is not None:
            return
        if room is not None and secrets.compare_digest(normalise_room(room), self.room):
            conn.room_ok = True
        elif not quiet:
            raise P.ProtocolError("room", "That is not the room code on the TV. Check the four letters.")

    def _join(self, conn: Conn, req: P.Request) -> None:
        self._token_check(conn, req.token)
        self._room_check(conn, req.room)
        if not conn.room_ok:
            raise P.ProtocolError("room", "Type the room code shown on the TV first.")
        p = conn.phone
        if p is not None and p.seat is not None:
            raise P.ProtocolError("seated", "This phone already has a seat.")
        name = P.clean_name(req.name or "")
        if not name:
            raise P.ProtocolError("name", "Type your name first.")
        colour = req.colour
        if colour is None or not 0 <= colour < len(P.PALETTE):
            raise P.ProtocolError("colour", "Pick one of the colours shown.")
        others = [q for q in self._phones.values() if q is not p and q.request == "join"]
        table = self._chosen_seats()
        names = {n.casefold() for n, _, _ in table} | {q.name.casefold() for q in others}
        if name.casefold() in names:
            raise P.ProtocolError("name", f"{name} is already at the table: please choose another name.")
        colours = {c for _, c, _ in table} | {q.colour for q in others}
        if colour in colours:
            raise P.ProtocolError("colour", f"{P.PALETTE[colour][1].capitalize()} is taken: please pick another colour.")
        if len(others) >= self._open_places:
            raise P.ProtocolError("full", "Sorry, the table is full: there is no free seat right now. "
                                  "You can still watch the TV!")
        if p is None:
            p = self._new_phone(None)
            self._attach_new(conn, p)
        p.name, p.colour, p.request, p.claim_seat = name, colour, "join", None
        self._events.put(JoinRequest(p.id, name, colour))

    def _claim(self, conn: Conn, req: P.Request) -> None:
        self._token_check(conn, req.token)
        self._room_check(conn, req.room)
        if not conn.room_ok:
            raise P.ProtocolError("room", "Type the room code shown on the TV first.")
        p = conn.phone
        if p is not None and p.seat is not None:
            raise P.ProtocolError("seated", "This phone already has a seat.")
        seat = req.seat
        if seat not in self._claimable or self._holder(seat) is not None or not 0 <= seat < len(self._table):
            raise P.ProtocolError("claim", "That seat is not free to take over any more.")
        if any(q.request == "claim" and q.claim_seat == seat and q is not p for q in self._phones.values()):
            raise P.ProtocolError("claim", "Someone else is taking that seat.")
        if p is None:
            p = self._new_phone(None)
            self._attach_new(conn, p)
        p.name, p.colour = self._table[seat][0], self._table[seat][1]
        p.request, p.claim_seat = "claim", seat
        self._events.put(ClaimRequest(p.id, seat))

    def _act(self, conn: Conn, req: P.Request) -> None:
        self._token_check(conn, req.token)
        p = conn.phone
        if p is None:
            raise P.ProtocolError("bad-token", "Join a seat before playing.")
        if p.seat is None:
            raise P.ProtocolError("not-seated", "This phone has no seat right now.")
        seq = req.seq if req.seq is not None else -1
        if seq <= conn.last_seq:
            raise P.ProtocolError("replay", "That message was already received (an old message sent again).")
        conn.last_seq = seq
        step = self._step(p.seat)
        if not secrets.compare_digest(req.step or "", step):
            conn.last_state = ""  # resend the current step with the error
            raise P.ProtocolError("stale", "That choice was for an earlier moment of the game; here is the current one.")
        if self._busy.get(p.seat) == step:
            raise P.ProtocolError("busy", "Your choice is already on its way to the TV.")
        action = P.engine_action(req.action or {}, p.seat)
        self._busy[p.seat] = step
        conn.send({"v": P.VERSION, "type": "ack", "seq": seq})
        self._events.put(PhoneAction(p.id, p.seat, action, step, seq, time.perf_counter()))

    def _token_check(self, conn: Conn, token: str | None) -> None:
        """After joining, every message carries this phone's own token; nothing else is accepted."""
        p = conn.phone
        if p is None:
            if token is not None:
                raise P.ProtocolError("bad-token", "This phone's seat is no longer at the table. Join again.")
            return
        if token is None or not secrets.compare_digest(token.encode(), p.token.encode()):
            raise P.ProtocolError("wrong-token", "That message does not carry this phone's seat token.")

    # --- helpers (lock held) --------------------------------------------------------------------------
    def _new_phone(self, token: str | None) -> _Phone:
        if len(self._phones) >= MAX_PHONES:
            idle = [p for p in self._phones.values() if p.seat is None and p.conn is None]
            if not idle:
                raise P.ProtocolError("full", "Sorry, too many phones are connected right now.")
            oldest = min(idle, key=lambda p: p.born)
            del self._phones[oldest.token], self._by_id[oldest.id]
        token = token or secrets.token_urlsafe(24)  # 192 random bits
        pid = secrets.token_hex(4)
        while pid in self._by_id:
            pid = secrets.token_hex(4)
        p = _Phone(token, pid)
        self._phones[token] = p
        self._by_id[pid] = p
        return p

    def _attach_new(self, conn: Conn, p: _Phone) -> None:
        conn.phone, p.conn, p.away_since = p, conn, None
        conn.send({"v": P.VERSION, "type": "token", "token": p.token, "phone": p.id})

    def _chosen_seats(self) -> list[tuple[str, int, bool]]:
        """The table's seats whose name and colour are someone's (placeholders are not)."""
        return [t for i, t in enumerate(self._table) if i not in self._placeholders]

    def _holder(self, seat: int) -> _Phone | None:
        for p in self._phones.values():
            if p.seat == seat:
                return p
        return None

    def _step(self, seat: int) -> str:
        """This seat's step nonce: new whenever what it may do changes, so old messages go stale."""
        st = self._state
        if st is None:
            key: tuple = (self._game, "setup")
        else:
            key = (self._game, st.turn, st.phase, len(st.history), seat in st.pending)
        cur = self._steps.get(seat)
        if cur is None or cur[0] != key:
            cur = (key, secrets.token_urlsafe(9))
            self._steps[seat] = cur
            self._busy.pop(seat, None)
        return cur[1]

    def _seat_infos(self) -> tuple[P.SeatInfo, ...]:
        held = {p.seat: p for p in self._phones.values() if p.seat is not None}
        out = []
        for i, (name, colour, bot) in enumerate(self._table):
            p = held.get(i)
            kind = "phone" if p is not None else "bot" if bot else "pad"
            out.append(P.SeatInfo(name, colour, kind, p is not None and p.conn is None))
        return tuple(out)

    def _message_for(self, conn: Conn, infos: tuple[P.SeatInfo, ...]) -> dict[str, Any] | tuple:
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
        asking = None
        taken = sorted({c for _, c, _ in self._chosen_seats()} | {q.colour for q in self._phones.values()
                                                                  if q.request == "join" and q is not p})
        others = sum(1 for q in self._phones.values() if q.request == "join" and q is not p)
        if p is not None and p.request is not None:
            asking = {"kind": p.request, "name": p.name, "colour": p.colour, "seat": p.claim_seat}
        claimable = [infos[s].to_json(s) for s in sorted(self._claimable)
                     if 0 <= s < len(infos) and self._holder(s) is None]
        msg: dict[str, Any] = {
            "v": P.VERSION, "type": "lobby", "open": max(0, self._open_places - others), "colours_taken": taken,
            "claimable": claimable, "players": [i.to_json(k) for k, i in enumerate(infos)], "asking": asking,
            "game": self._state is not None,
        }
        if p is not None:
            msg["you"] = {"name": p.name, "colour": p.colour}
        return msg

    def _tell(self, p: _Phone, msg: dict[str, Any]) -> None:
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
        if first:
            server.call(self._refresh_conns)

    def _refresh_conns(self) -> None:
        with self._lock:
            dirty, self._dirty = self._dirty, set()
            conns = list(self._conns) if _ALL in dirty else [c for c in dirty if c in self._conns]
            infos = self._seat_infos()
            plans = [(conn, self._message_for(conn, infos)) for conn in conns]
            lang = self.lang
        fits = self.cards.fits()
        for conn, plan in plans:  # the per-seat views are built outside the lock: the game loop never waits
            msg = plan if isinstance(plan, dict) else P.state_message(*plan, fits)
            msg["lang"] = lang
            text = json.dumps(msg, ensure_ascii=False, separators=(",", ":"))
            if text != conn.last_state:
                conn.last_state = text
                conn.send_text(text)


_ALL = object()  # "every connection" in the refresh set


def said(message: object) -> str:
    """A sentence for a phone in the TV's language (which is the page's: it follows the TV): a
    Message or an engine refusal is translated; any other text goes as it is."""
    return tr(message) if getattr(message, "template", None) is not None else str(message)
