"""The seat roster: for each seat its name, colour, pawn, team and what plays it - a pad or the
keyboard at the TV, a phone (by its client id and token), a computer player and its level, or
nobody for now - and whether that controller is connected.

One place changes it: `join`, `leave`, `claim`, `hand_over`, `take_back`, `set_connected`,
`drop_phone`. Each change is announced to the subscribers (`subscribe`) as a `RosterChange`;
the setup screen, the table, the phone link and the kiosk read the roster instead of keeping
their own copies. The seats are the session's own `Seat` objects, so the whole roster - phone
tokens included - is in every save.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum

from .seats import BOT_LEVELS, Seat


class Control(StrEnum):
    TV = "tv"  # a pad, the keyboard or the mouse at the TV
    PHONE = "phone"  # the player's own phone
    BOT = "bot"  # a computer player
    NOBODY = "nobody"  # nobody for now: a phone seat whose phone cannot come back (the TV offers it)


@dataclass(frozen=True)
class Controller:
    """What plays a seat, as anyone may read it."""

    kind: Control
    level: str | None = None  # a computer player's level
    client: str | None = None  # a phone's public client id in the running hub
    token: str | None = None  # a phone's secret seat token
    connected: bool = True


@dataclass(frozen=True)
class RosterChange:
    """One change, announced to every subscriber after it is made."""

    what: str  # join | leave | claim | hand_over | take_back | connected | away | drop_phone
    seat: int
    before: Controller | None  # None for a join
    after: Controller | None  # None for a leave


def controller_of(seat: Seat) -> Controller:
    if seat.bot is not None:
        return Controller(Control.BOT, level=seat.bot)
    if seat.phone:
        if seat.token is None:
            return Controller(Control.NOBODY, client=seat.client, connected=False)
        return Controller(Control.PHONE, client=seat.client, token=seat.token, connected=seat.connected)
    return Controller(Control.TV)


class Roster:
    """The seats of one table and the one way to change what plays them."""

    def __init__(self, seats: list[Seat] | None = None, teams: Sequence[Sequence[int]] = ()) -> None:
        self.seats: list[Seat] = seats if seats is not None else []  # shared with the session, not copied
        self.teams = tuple(tuple(t) for t in teams)
        self._listeners: list[Callable[[RosterChange], None]] = []

    # -- reading ------------------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self.seats)

    def __iter__(self) -> Iterator[Seat]:
        return iter(self.seats)

    def __getitem__(self, i: int) -> Seat:
        return self.seats[i]

    def controller(self, i: int) -> Controller:
        return controller_of(self.seats[i])

    def team(self, i: int) -> int | None:
        return next((k for k, t in enumerate(self.teams) if i in t), None)

    def phone_seats(self) -> dict[int, Seat]:
        """Seats played on a phone (with a token or not)."""
        return {i: s for i, s in enumerate(self.seats) if s.phone}

    def away(self) -> set[int]:
        """Phone seats whose phone is not connected now (those that cannot come back included)."""
        return {i for i, s in enumerate(self.seats) if s.phone and (not s.connected or s.token is None)}

    def stranded(self) -> list[int]:
        """Seats whose controller cannot come back (a phone seat without a token): the TV offers them
        to a pad or a computer player at once."""
        return [i for i, s in enumerate(self.seats) if s.phone and s.token is None]

    def handed(self) -> dict[int, str]:
        """Seats handed over from a phone -> that phone's token (it takes the seat back), stand-ins' included."""
        return {i: s.handed for i, s in enumerate(self.seats) if s.handed is not None}

    # -- listening ------------------------------------------------------------------------------
    def subscribe(self, listener: Callable[[RosterChange], None]) -> Callable[[], None]:
        """Call `listener` after every change; returns the call that unsubscribes it."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    def _announce(self, what: str, seat: int, before: Controller | None, after: Controller | None) -> None:
        change = RosterChange(what, seat, before, after)
        for listener in list(self._listeners):
            listener(change)

    # -- changing: the only place that does ------------------------------------------------------------
    def join(self, seat: Seat, at: int | None = None) -> int:
        """A new seat (at the end, or replacing the placeholder at `at`); returns its index."""
        if at is None:
            self.seats.append(seat)
            at = len(self.seats) - 1
            before = None
        else:
            before = self.controller(at)
            self.seats[at] = seat
        self._announce("join", at, before, self.controller(at))
        return at

    def leave(self, i: int) -> Seat:
        before = self.controller(i)
        seat = self.seats.pop(i)
        self._announce("leave", i, before, None)
        return seat

    def claim(self, i: int, token: str | None, client: str | None = None, connected: bool = True,
              stand_in: bool = False) -> None:
        """A phone takes seat i (a joining phone, a claim of a pad or computer seat, a saved seat loaded).
        `stand_in`: a phone the TV welcomed into a seat handed over from another phone; that phone
        stays the seat's owner (`handed`) and gets it back with `take_back` when it returns."""
        s = self.seats[i]
        before = self.controller(i)
        owner = s.handed if stand_in else None
        s.phone, s.bot, s.token, s.client, s.connected, s.handed = True, None, token, client, connected, owner
        self._announce("claim", i, before, self.controller(i))

    def hand_over(self, i: int, to: Control, level: str = "normal") -> None:
        """A phone seat goes to the TV (a pad, behind the curtain) or a computer player; the phone
        that had it (if it can come back) gets it back with `take_back`."""
        if to not in (Control.TV, Control.BOT) or (to is Control.BOT and level not in BOT_LEVELS):
            raise ValueError(f"a seat is handed to the TV or a computer player, not {to}/{level}")
        s = self.seats[i]
        before = self.controller(i)
        handed = s.handed if s.handed is not None else s.token if s.phone else None  # a stand-in's owner stays
        s.phone, s.token, s.client, s.connected = False, None, None, True
        s.bot = level if to is Control.BOT else None
        s.handed = handed
        self._announce("hand_over", i, before, self.controller(i))

    def take_back(self, i: int, client: str | None = None) -> str | None:
        """The phone a seat was handed from has it again; returns that phone's token (None: none was)."""
        s = self.seats[i]
        token = s.handed
        if token is None:
            return None
        before = self.controller(i)
        s.phone, s.bot, s.token, s.client, s.connected, s.handed = True, None, token, client, True, None
        self._announce("take_back", i, before, self.controller(i))
        return token

    def set_connected(self, i: int, connected: bool, client: str | None = None) -> None:
        s = self.seats[i]
        if not s.phone or (s.connected == connected and (client is None or client == s.client)):
            return
        before = self.controller(i)
        s.connected = connected
        if client is not None:
            s.client = client
        self._announce("connected" if connected else "away", i, before, self.controller(i))

    def drop_phone(self, i: int) -> None:
        """The seat's phone cannot come back (its token is unknown to the phones' server): nobody
        plays it for now, and the TV offers it at once."""
        s = self.seats[i]
        if not s.phone or s.token is None:
            return
        before = self.controller(i)
        s.token, s.client, s.connected = None, None, False
        self._announce("drop_phone", i, before, self.controller(i))
