"""The table's door: phones waiting for the TV's welcome, and the ones it turned away this game.

A phone asking for a seat once the game has started, any phone in kiosk mode, a second phone
from an address that already holds a seat at home, or a phone claiming a seat handed to the TV
or a computer player (other than the phone it was handed from) waits here until someone at the
TV says yes (A) or no (B), or the storyteller's phone does. Unanswered requests lapse after
`LAPSE_S`. A refused phone (nor another from its address) is not asked about again for this game.

One truth: the phone link puts requests in and carries out the answers; the screens only show
`first()`. Time is given by the caller (`now`), so this module reads no clock.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

LAPSE_S = 60.0  # an unanswered request lapses after a minute
MAX_WAITING = 32  # requests kept at once (the oldest lapse first when more come)


@dataclass(frozen=True)
class Request:
    """One phone asking the TV for a seat."""

    client: str  # the phone's public id
    name: str
    colour: int
    seat: int | None  # None: a new seat; else the seat it asks to take over
    address: str  # the phone's network address (one seat per address at home unless the TV adds one)
    since: float  # when it asked (the caller's clock)


class Doorway:
    """The requests waiting for the TV, oldest first, and the phones refused this game."""

    def __init__(self) -> None:
        self._waiting: list[Request] = []
        self._refused: set[str] = set()
        self._refused_from: set[str] = set()  # their addresses: a refused device asking with a fresh token
        self._listeners: list[Callable[[], None]] = []

    # -- reading ---------------------------------------------------------------------------------
    def first(self) -> Request | None:
        """The request the TV shows now (the oldest)."""
        return self._waiting[0] if self._waiting else None

    def waiting(self) -> list[Request]:
        return list(self._waiting)

    def asking(self, client: str) -> Request | None:
        return next((r for r in self._waiting if r.client == client), None)

    def refused(self, client: str, address: str = "") -> bool:
        """Whether this phone, or a phone from the address of one the TV refused, was refused this game
        (a device that drops its token and asks again is not put before the TV again)."""
        return client in self._refused or (bool(address) and address in self._refused_from)

    def __len__(self) -> int:
        return len(self._waiting)

    # -- listening -------------------------------------------------------------------------------
    def subscribe(self, listener: Callable[[], None]) -> None:
        self._listeners.append(listener)

    def _changed(self) -> None:
        for listener in list(self._listeners):
            listener()

    # -- changing --------------------------------------------------------------------------------
    def ask(self, request: Request) -> Request | None:
        """Queue a request (a phone asking again replaces its own). Returns the request that had to
        lapse to make room, if any. A refused phone is never queued (check `refused` first)."""
        if self.refused(request.client, request.address):
            raise ValueError("a refused phone is not asked about again this game")
        dropped = None
        self._waiting = [r for r in self._waiting if r.client != request.client]
        if len(self._waiting) >= MAX_WAITING:
            dropped = self._waiting.pop(0)
        self._waiting.append(request)
        self._changed()
        return dropped

    def welcome(self, client: str) -> Request | None:
        """The TV said yes: the request leaves the queue (the caller seats the phone)."""
        found = self.asking(client)
        if found is not None:
            self._waiting.remove(found)
            self._changed()
        return found

    def refuse(self, client: str) -> Request | None:
        """The TV said no: the phone is not asked about again this game."""
        found = self.asking(client)
        self._refused.add(client)
        if found is not None:
            self._waiting.remove(found)
            if found.address:
                self._refused_from.add(found.address)
        self._changed()
        return found

    def withdraw(self, client: str) -> Request | None:
        """The phone went away or its request cannot be met any more (not a refusal)."""
        found = self.asking(client)
        if found is not None:
            self._waiting.remove(found)
            self._changed()
        return found

    def lapse(self, now: float) -> list[Request]:
        """Requests older than LAPSE_S leave the queue; returns them (the caller tells the phones)."""
        old = [r for r in self._waiting if now - r.since >= LAPSE_S]
        if old:
            self._waiting = [r for r in self._waiting if r not in old]
            self._changed()
        return old

    def new_game(self) -> list[Request]:
        """A new game: nobody is refused any more; returns the requests that were waiting."""
        waiting, self._waiting = self._waiting, []
        self._refused.clear()
        self._refused_from.clear()
        if waiting:
            self._changed()
        return waiting
