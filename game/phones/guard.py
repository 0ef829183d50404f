"""Per-address limits for the phone server: wrong room codes and open connections.

Pure: every call takes the time (`now`, seconds on a monotonic clock) as a parameter, so tests can
drive it with any clock; the server and the hub pass `time.monotonic()`.

Why per address: a connection is free to open, so a limit per connection (the message bucket in
server.py) does not stop a guesser that opens fresh sockets. One address gets `free` wrong codes
per `per` seconds (a bucket); when it runs dry, the address must wait `first_wait` seconds before a
code of its is even looked at, and every further wrong code doubles that wait (up to `max_wait`)
until the address has stayed quiet long enough for its bucket to fill again. A right code is still
accepted after the wait (and forgives the address); other addresses are never slowed by it. On a
LAN each phone has an address of its own, so a family's or a café's phones never share a limit.
"""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass, field

FREE_MISSES = 10  # wrong room codes an address may send...
PER_SECONDS = 60.0  # ...per minute (the bucket refills one every 6 s)
FIRST_WAIT = 6.0  # seconds, after the free ones are used up; doubles with each further wrong code
MAX_WAIT = 600.0  # the longest wait (10 minutes)
MAX_CONNECTIONS = 16  # open WebSockets per address: one phone needs 1 (2 while it reconnects)
MAX_ADDRESSES = 4096  # addresses remembered; the quiet ones are forgotten first (a bound on memory)


def address_key(peer: object) -> str:
    """The address a limit applies to: the peer's IP as text (an IPv4-mapped IPv6 address counts as
    its IPv4 address). Anything unreadable falls in one shared bucket, "?"."""
    if isinstance(peer, (tuple, list)) and peer:
        peer = peer[0]
    if not isinstance(peer, str):
        return "?"
    try:
        ip = ipaddress.ip_address(peer.split("%", 1)[0])
    except ValueError:
        return "?"
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return str(ip)


@dataclass(slots=True)
class _Address:
    level: float  # free wrong codes left (refills at free/per a second, not while waiting)
    at: float  # when `level` was last brought up to date
    until: float = 0.0  # no code from this address is looked at before this time
    strikes: int = 0  # wrong codes since the bucket ran dry: the wait doubles with each
    conns: int = 0
    misses: int = 0  # every wrong code, for the log


@dataclass
class Guard:
    """The limits of one phone server. Not thread-safe: the hub calls it under its lock, the server
    from its one thread (connection counts), never both on the same data at once."""

    free: int = FREE_MISSES
    per: float = PER_SECONDS
    first_wait: float = FIRST_WAIT
    max_wait: float = MAX_WAIT
    max_connections: int = MAX_CONNECTIONS
    max_addresses: int = MAX_ADDRESSES
    _seen: dict[str, _Address] = field(default_factory=dict)

    # --- wrong room codes -------------------------------------------------------------------------
    def wait(self, address: str, now: float) -> float:
        """Seconds before a room code from `address` is looked at (0: now)."""
        a = self._seen.get(address)
        return 0.0 if a is None else max(0.0, a.until - now)

    def miss(self, address: str, now: float) -> float:
        """A wrong room code from `address` (one that was looked at): the wait it now has (0: none)."""
        a = self._entry(address, now)
        self._refill(a, now)
        a.misses += 1
        a.level -= 1
        if a.level < 1:  # the free ones are used up: wait, longer each time
            a.level = max(0.0, a.level)
            a.strikes += 1
            a.until = now + min(self.max_wait, self.first_wait * 2 ** min(a.strikes - 1, 30))
            a.at = a.until  # nothing refills while the address waits
        return max(0.0, a.until - now)

    def hit(self, address: str, now: float) -> None:
        """A right room code: the address is forgiven (its wrong codes were typing mistakes)."""
        a = self._seen.get(address)
        if a is not None:
            a.level, a.at, a.strikes, a.until = float(self.free), now, 0, 0.0

    def _refill(self, a: _Address, now: float) -> None:
        if now > a.at:
            a.level = min(float(self.free), a.level + (now - a.at) * self.free / self.per)
            a.at = now
        if a.level >= self.free:  # quiet long enough: the wait starts small again
            a.strikes = 0

    # --- open connections ---------------------------------------------------------------------------
    def open(self, address: str, now: float) -> bool:
        """A new connection from `address`: False (and not counted) if it already has the most."""
        a = self._entry(address, now)
        if a.conns >= self.max_connections:
            return False
        a.conns += 1
        return True

    def close(self, address: str) -> None:
        """A connection counted by `open` ended."""
        a = self._seen.get(address)
        if a is not None and a.conns > 0:
            a.conns -= 1

    def connections(self, address: str) -> int:
        a = self._seen.get(address)
        return 0 if a is None else a.conns

    # --- memory -------------------------------------------------------------------------------------
    def _entry(self, address: str, now: float) -> _Address:
        a = self._seen.get(address)
        if a is None:
            if len(self._seen) >= self.max_addresses:
                self._forget(now)
            a = self._seen[address] = _Address(level=float(self.free), at=now)
        return a

    def _forget(self, now: float) -> None:
        """Make room: drop addresses with nothing to remember (no connection, not waiting, bucket full
        again), then, if still too many, those without a connection that were active longest ago."""
        for key, a in list(self._seen.items()):
            self._refill(a, now)
            if a.conns == 0 and a.until <= now and a.level >= self.free:
                del self._seen[key]
        if len(self._seen) >= self.max_addresses:
            idle = sorted((a.at, key) for key, a in self._seen.items() if a.conns == 0)
            for _, key in idle[: len(self._seen) - self.max_addresses + 1]:
                del self._seen[key]

    def __len__(self) -> int:
        return len(self._seen)
