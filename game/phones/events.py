"""What the game loop gets from `PhoneHub.drain()`: one small frozen record per thing phones did.

Every `PhoneAction` must be answered, by `hub.settle(event, act)` (which applies it through the
TV's own engine call and sends a refusal back if the engine says no) or by `hub.reject`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.actions import Action


@dataclass(frozen=True)
class JoinRequest:
    """A phone asks for a new seat (setup): answer with `hub.seat(phone, index)` or `hub.refuse`."""

    phone: str  # the phone's public id (not its secret token)
    name: str  # already cleaned: printable, at most 14 characters, not taken at the table
    colour: int  # index into the TV's player colours, not taken at the table
    address: str = field(default="", compare=False)  # the phone's network address (one seat per address at home)


@dataclass(frozen=True)
class ClaimRequest:
    """A phone asks to take over a seat the TV made claimable: `hub.seat(phone, seat)` or `hub.refuse`."""

    phone: str
    seat: int
    address: str = field(default="", compare=False)
    owner: bool = False  # the phone this seat was handed over from (its token): it takes it back at once


@dataclass(frozen=True)
class WelcomeAnswer:
    """The storyteller's phone answers the request the TV shows: `asker` welcomed (yes) or not."""

    phone: str
    seat: int
    asker: str
    yes: bool


@dataclass(frozen=True)
class PhoneAction:
    """A seated phone's move, already an engine action for that phone's own seat."""

    phone: str
    seat: int
    action: Action
    step: str  # the step nonce it was made for
    seq: int
    received: float  # time.perf_counter() when the server read it


@dataclass(frozen=True)
class Connected:
    """A known phone (re)connected; `seat` is None if it holds no seat now."""

    phone: str
    seat: int | None
    name: str


@dataclass(frozen=True)
class Disconnected:
    """A phone's connection dropped (locked screen, lost Wi-Fi, closed page). The seat stays its own."""

    phone: str
    seat: int | None
    name: str


@dataclass(frozen=True)
class Watching:
    """An audience phone joined or came back (crowd.py): the game's tally knows it by `phone`."""

    phone: str
    name: str


@dataclass(frozen=True)
class AudienceGuess:
    """An audience phone's guess for `turn`: the game's tally judges it (game/table/audience.py)."""

    phone: str
    turn: int
    position: int
    received: float  # time.perf_counter() when the server read it


@dataclass(frozen=True)
class MoreTime:
    """A seated phone asks for "+30 s" on a timed step (the TV grants it to the storyteller, once a step)."""

    phone: str
    seat: int


PhoneEvent = JoinRequest | ClaimRequest | PhoneAction | Connected | Disconnected | MoreTime | Watching | AudienceGuess | WelcomeAnswer
