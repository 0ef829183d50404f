"""The hub's connections: the phones it knows (token, public id, seat or request), the table's seats as
the TV last published them, and each seat's step nonce. Every method here runs with the lock held."""

from __future__ import annotations

import re
import secrets
import threading
import time
from dataclasses import dataclass
from typing import Any

from ..engine.state import GameState
from . import protocol as P
from .words import Say

MAX_PHONES = 64  # known phones (seated or asking); the oldest idle ones are forgotten first
TOKEN_RE = re.compile(r"^[A-Za-z0-9_-]{22,64}$")


@dataclass(frozen=True)
class PhoneSeat:
    """A seat played on a phone, as the TV may show it."""

    phone: str
    seat: int
    name: str
    connected: bool
    away_since: float | None  # time.monotonic() when the connection dropped


class Phone:
    """One phone the hub knows: its secret token, its public id, its seat or its request."""

    __slots__ = ("token", "id", "name", "colour", "seat", "request", "claim_seat", "conn", "away_since", "born",
                 "welcome", "owns", "uploads", "address")

    def __init__(self, token: str, pid: str, name: str = "", colour: int = 0) -> None:
        self.token, self.id, self.name, self.colour = token, pid, name, colour
        self.seat: int | None = None
        self.request: str | None = None  # None | "join" | "claim"
        self.claim_seat: int | None = None
        self.welcome = False  # its request waits for the TV's welcome (docs/phones.md, `asking.welcome`)
        self.owns: int | None = None  # a seat handed over from this phone: it takes it back without asking
        self.uploads = False  # it only adds pictures (the TV's Decks screen): no seat, never one
        self.address = ""  # an uploader's address (a few uploaders per address: inbox.UPLOADERS_PER_ADDRESS)
        self.conn: Any = None
        self.away_since: float | None = time.monotonic()
        self.born = time.monotonic()


class Connections:
    """Who holds which seat, and what the table looks like to the phones (the hub's state)."""

    def __init__(self, room: str) -> None:
        self.room = room
        self._lock = threading.RLock()
        self._phones: dict[str, Phone] = {}  # token -> phone
        self._by_id: dict[str, Phone] = {}
        self._state: GameState | None = None
        self._table: tuple[tuple[str, int, bool], ...] = ()  # (name, colour, bot) per seat
        self._open_places = 0
        self._placeholders: frozenset[int] = frozenset()  # setup seats a joining phone replaces
        self._claimable: frozenset[int] = frozenset()
        self._welcome: tuple[int, dict[str, Any]] | None = None  # (storyteller's seat, the request it may answer)
        self._pictures_room = False  # no table: the TV's Decks screen takes pictures from phones (PhoneHub.set_pictures_room)
        self._game = 0  # bumped per game, so step nonces of an old game never match
        self._steps: dict[int, tuple[tuple, str]] = {}
        self._busy: dict[int, str] = {}  # seat -> step nonce of an action on its way to the TV

    def _new_phone(self, token: str | None) -> Phone:
        if len(self._phones) >= MAX_PHONES:
            idle = [p for p in self._phones.values() if p.seat is None and p.conn is None]
            if not idle:
                raise P.ProtocolError("full", Say("too-many-phones"))
            oldest = min(idle, key=lambda p: p.born)
            del self._phones[oldest.token], self._by_id[oldest.id]
        token = token or secrets.token_urlsafe(24)  # 192 random bits
        pid = secrets.token_hex(4)
        while pid in self._by_id:
            pid = secrets.token_hex(4)
        p = Phone(token, pid)
        self._phones[token] = p
        self._by_id[pid] = p
        return p

    def _chosen_seats(self) -> list[tuple[str, int, bool]]:
        """The table's seats whose name and colour are someone's (placeholders are not)."""
        return [t for i, t in enumerate(self._table) if i not in self._placeholders]

    def _holder(self, seat: int) -> Phone | None:
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
