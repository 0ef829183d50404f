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

The hub's parts: connections.py (phones, seats, tokens, step nonces), outbox.py (views and notices
out), inbox.py (messages in); this module is the facade the game loop uses.
"""

from __future__ import annotations

import queue
import re
import secrets
import threading
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from ..engine.actions import Action
from ..engine.errors import RulesError
from ..engine.state import GameState
from ..table.seats import Seat
from . import protocol as P
from .cards import CardFiles
from .connections import TOKEN_RE, PhoneSeat
from .events import PhoneAction, PhoneEvent
from .guard import Guard
from .inbox import Inbox
from .net import ROOM_LENGTH, normalise_room, room_code, url_for
from .outbox import refusal, said
from .uploads import Gallery
from .words import Say

SAVE_VERSION = 1
CLOSE_ROOM_CHANGED = 4002  # close code: this connection entered a room code that has changed
LANG_RE = re.compile(r"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$")  # a BCP 47 language tag, simple form


class PhoneHub(Inbox):
    """Phones as private hands. Create one per TV; `start()` the server while phones are on."""

    def __init__(self, cards: CardFiles | None = None, *, room: str | None = None,
                 rate: tuple[float, float] | None = None, room_letters: int = ROOM_LENGTH,
                 guard: Guard | None = None) -> None:
        """`rate`: (messages per second, burst) allowed per phone connection; None: the server's default.
        `room_letters`: 4-6, the length of the room codes (operator.toml `room_code_letters`).
        `guard`: the per-address limits (guard.py); None: the defaults docs/phones.md lists."""
        self.room_letters = room_letters
        super().__init__(cards or CardFiles(), room or room_code(room_letters), guard)
        self.rate = rate
        self.gallery: Gallery | None = None  # "Our pictures" (uploads.py): set by the TV when uploads are on
        self._hold_thread: int | None = None  # the game loop's thread once it calls hold()

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
        if self._hold_thread is not None:
            server.hold(self._hold_thread)
        self._server = server
        return self.url

    def hold(self) -> None:
        """From now on, what this thread (the game loop) hands the server waits for its `release()`,
        called once at the end of each frame: the server's thread then builds and sends everything
        in one go instead of waking mid-frame (see PhoneServer.hold)."""
        self._hold_thread = threading.get_ident()
        if self._server is not None:
            self._server.hold(self._hold_thread)

    def frame_begins(self) -> None:
        """The game loop starts a frame (after hold()): the server's sends wait for its release(),
        a few ms at most, so a burst to many phones does not stretch the frame."""
        server = self._server
        if server is not None:
            server.frame_begins()

    def release(self) -> None:
        """Hand over what the game loop held this frame (see hold)."""
        server = self._server
        if server is not None:
            server.release()

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
            for w in self._watchers.values():
                w.conn = None

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

    def new_room(self, keep: Iterable[str] = (), keep_audience: bool = True) -> str:
        """A new room code (each new game, or the operator's request). Seated phones keep their seats
        and tokens, and so do the phones in `keep` (ids of phones whose seats were handed over: they
        come back by their token). Every other connection entered the old code: it gets the notice
        `room-changed` and is closed (4002), and phones without a seat are forgotten, tokens and all,
        so nothing from the old code opens anything now. The audience stays when `keep_audience`
        (a new game: it watches the game it was admitted for), else it is closed and forgotten too."""
        kept = set(keep)
        with self._lock:
            self.room = room_code(self.room_letters)
            self._game += 1
            self._removed.clear()  # a phone the host removed may join the next game
            for p in [p for p in self._phones.values() if p.seat is None and p.id not in kept]:
                del self._phones[p.token], self._by_id[p.id]
                p.request = p.claim_seat = None
            if not keep_audience:
                self._watchers.clear()
                self._watcher_ids.clear()
            for conn in list(self._conns):
                if conn.phone is not None and (conn.phone.seat is not None or conn.phone.id in kept):
                    continue
                if conn.watcher is not None and keep_audience:
                    continue
                conn.phone, conn.watcher, conn.room_ok = None, None, False
                self._call(conn.send, P.notice_message("room-changed", Say("room-changed")))
                self._call(conn.close, CLOSE_ROOM_CHANGED, "the room code changed")
        self._refresh()
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
        """Tell the phone its action was refused (and let it choose again): a Say, or an engine
        refusal (said in the TV's language, see outbox.refusal)."""
        with self._lock:
            if self._busy.get(event.seat) == event.step:
                del self._busy[event.seat]
            phone = self._by_id.get(event.phone)
            conn = phone.conn if phone is not None else None
        if conn is not None:
            self._call(conn.send, refusal(message, event.seq))

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

    def set_story(self, png: bytes | None) -> None:
        """The finished game's poster, which the table's phones may download (None: no story now)."""
        with self._lock:
            changed = (png is None) != (self.story is None)
            self.story = png
        if changed:
            self._refresh()

    def story_for(self, token: str) -> tuple[int, bytes | None]:
        """GET /story: (200, PNG) for a phone seated at this table with its token; (403, None) for
        any other token; (404, None) while there is no story (the game is not over)."""
        with self._lock:
            p = self._phones.get(token) if isinstance(token, str) and TOKEN_RE.match(token) else None
            if p is None or p.seat is None:
                return 403, None
            return (404, None) if self.story is None else (200, self.story)

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

    def set_why(self, turn: int, text: str) -> None:
        """Why a computer storyteller said the clue of round `turn`, in one line in the TV's
        language ("" for none): phones get it as `last.why` once that round is scored."""
        text = str(text)[:300]
        if (turn, text) == self._why:
            return
        with self._lock:
            self._why = (turn, text)
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
                    self._tell(p, P.error_message("claim", Say("claim-taken")))
                    p.request = p.claim_seat = None
                    self._refresh()
                    return False
                holder.seat = None
            p.seat, p.request, p.claim_seat, p.welcome = seat, None, None, False
            if p.owns == seat:
                p.owns = None
            if 0 <= seat < len(self._table):
                p.name, p.colour = self._table[seat][0], self._table[seat][1]
        self._refresh()
        return True

    def refuse(self, phone: str, message: object) -> None:
        """Turn down a JoinRequest or ClaimRequest. `message`: a Say (words.SAYS: its key and values go
        to the phone, whose page says it in its language); `message` on the wire is the TV's language."""
        with self._lock:
            p = self._by_id.get(phone)
            if p is None:
                return
            p.request = p.claim_seat = None
            p.welcome = False
            self._tell(p, refusal(message))
        self._refresh()

    def await_welcome(self, phone: str) -> None:
        """The phone's join or claim now waits for the TV's welcome: its page says so (`asking.welcome`)."""
        with self._lock:
            p = self._by_id.get(phone)
            if p is None or p.request is None:
                return
            p.welcome = True
        self._refresh()

    def turn_away(self, phone: str, code: str, message: Say) -> None:
        """End a phone's request with a notice (`refused`: the TV said no, politely, in the phone's
        language; `lapsed`: nobody answered in time). The phone stays connected and may watch."""
        with self._lock:
            p = self._by_id.get(phone)
            if p is None:
                return
            p.request = p.claim_seat = None
            p.welcome = False
            self._tell(p, P.notice_message(code, message, said(message)))
        self._refresh()

    def tell_seated(self, code: str, message: Say) -> int:
        """A calm notice to every phone with a seat (`learning`: the TV shows how to play first), in
        each phone's language; how many were told."""
        with self._lock:
            seated = [p for p in self._phones.values() if p.seat is not None]
            for p in seated:
                self._tell(p, P.notice_message(code, message, said(message)))
        return len(seated)

    def set_welcome(self, seat: int | None, request: dict[str, Any] | None = None) -> None:
        """Show the request the TV waits on (`{"phone", "name", "colour", "seat"}`) to the phone of
        `seat` (the storyteller), which may answer it with a `welcome` message; None: to nobody."""
        shown = None if seat is None or request is None else (seat, dict(request))
        if shown == self._welcome:
            return
        with self._lock:
            self._welcome = shown
        self._refresh()

    def set_owner(self, phone: str, seat: int | None) -> None:
        """The seat handed over from this phone (it takes it back without the TV's welcome), or None."""
        with self._lock:
            p = self._by_id.get(phone)
            if p is not None:
                p.owns = seat

    def unseat(self, seat: int, message: object = Say("unseated"), code: str = "unseated") -> None:
        """The seat goes to a pad or a computer player. The phone keeps its token: make the seat
        claimable again and it can take it back with one tap. `code` names the event and `message`
        (a Say) the sentence, which the page says in its language (docs/phones.md lists both)."""
        with self._lock:
            p = self._holder(seat)
            if p is None:
                return
            p.seat = None
            self._tell(p, P.notice_message(code, message, said(message)))
        self._refresh()

    def rebind(self, seats: Mapping[int, str]) -> None:
        """Set every phone seat at once, {seat index: phone id} (setup reorders or removes seats)."""
        with self._lock:
            for p in self._phones.values():
                p.seat = None
            for seat, pid in seats.items():
                found = self._by_id.get(pid)
                if found is not None:
                    found.seat, found.request, found.claim_seat = seat, None, None
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
                self._call(conn.send, P.notice_message("left", Say("left")))
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

    def token_of(self, phone: str) -> str | None:
        """A known phone's seat token (for the TV's seat roster, which saves it)."""
        with self._lock:
            p = self._by_id.get(phone)
            return None if p is None else p.token

    def expect(self, token: str, name: str = "", colour: int = 0) -> str | None:
        """Know a phone by its token without giving it a seat (its seat was handed to the TV or a
        computer player before a restart): its page says hello with the token and is recognised.
        Returns its id; None if the token is not one."""
        if not isinstance(token, str) or not TOKEN_RE.match(token):
            return None
        with self._lock:
            p = self._phones.get(token) or self._new_phone(token)
            if p.seat is None and not p.name:
                p.name = P.clean_name(name)
                p.colour = colour if type(colour) is int and 0 <= colour < len(P.PALETTE) else 0
            return p.id

    def phone_count(self) -> int:
        """Phones connected right now (seated or not)."""
        with self._lock:
            return sum(1 for p in self._phones.values() if p.conn is not None)

    # --- pictures from phones (uploads.py, upload_http.py) ---------------------------------------
    def set_pictures_room(self, on: bool) -> None:
        """The TV's Decks screen takes pictures from phones, with no table (True), or not (False).
        While on, a phone that entered the room code may send `upload` and add pictures with the
        token it gets; once off, those tokens add nothing (the TV forgets the phones as it stops)."""
        with self._lock:
            if self._pictures_room == bool(on):
                return
            self._pictures_room = bool(on)
        self._refresh()

    @property
    def pictures_room(self) -> bool:
        return self._pictures_room

    def uploaders(self) -> list[str]:
        """The names of the phones adding pictures at the Decks screen (connected or not)."""
        with self._lock:
            return [p.name for p in self._phones.values() if p.uploads]

    def uploader(self, token: str) -> tuple[str, str] | None:
        """(public id, name) of the phone holding `token` if it may add pictures: seated at this
        table, or asking for a seat in setup, or an uploader of the Decks screen while that screen
        takes pictures. None otherwise (no token, unknown, not seated)."""
        if not isinstance(token, str) or not TOKEN_RE.match(token):
            return None
        with self._lock:
            p = self._phones.get(token)
            if p is not None and p.uploads:
                return (p.id, p.name) if self._pictures_room else None
            if p is None or (p.seat is None and p.request != "join"):
                return None
            seat = p.seat
            if seat is not None and 0 <= seat < len(self._table):
                return p.id, self._table[seat][0]  # the name the TV shows now
            return p.id, p.name

    def table_key(self, key: str, address: str) -> bool:
        """Whether `key` is a seat token this table knows or its room code (a user picture's key).
        A wrong room code counts against its address as any other (guard.py); none is looked at
        while the address waits."""
        if not isinstance(key, str) or not key or len(key) > 64:
            return False
        with self._lock:
            if TOKEN_RE.match(key) and key in self._phones:
                return True
            now = time.monotonic()
            if self.guard.wait(address, now) > 0:
                return False
            if secrets.compare_digest(normalise_room(key).encode(), self.room.encode()):
                return True
            self.guard.miss(address, now)
            return False

    # --- saves ------------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """The phone seats for a save: {"v": 1, "seats": [{"seat", "token", "name", "colour"}]}."""
        with self._lock:
            seats = sorted((p for p in self._phones.values() if p.seat is not None), key=lambda p: -1 if p.seat is None else p.seat)
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
