"""A pace, never a penalty: optional time limits per step (tell, submit, vote).

The session owns one `Pace`; the flow starts a deadline when the table starts waiting on someone
(a seat at the TV, or the phones) and asks, each frame, with the app clock's time, whether it ran
out. Nothing here reads a clock: every call is given `now` (seconds of app time). When time runs
out the computer plays for the seats still choosing, through the table's normal bot turn.
"""

from __future__ import annotations

from dataclasses import dataclass

PACES = ("off", "relaxed", "normal", "quick")
# seconds per step: telling (the storyteller's card and clue), submitting, voting
LIMITS: dict[str, dict[str, float]] = {
    "relaxed": {"clue": 150.0, "submit": 120.0, "vote": 90.0},
    "normal": {"clue": 90.0, "submit": 60.0, "vote": 60.0},
    "quick": {"clue": 60.0, "submit": 40.0, "vote": 30.0},
}
EXTRA_S = 30.0  # "+30 s": once per step
LOW_S = 10.0  # little time left: the countdown warms, a phone vibrates once


@dataclass
class Deadline:
    key: tuple  # (turn, step kind, seat at the TV or None for the phones)
    ends: float  # app time
    total: float  # seconds given (the extension included)
    extended: bool = False

    def left(self, now: float) -> float:
        return max(0.0, self.ends - now)


class Pace:
    def __init__(self, level: str = "off") -> None:
        self.level = level if level in PACES else "off"
        self.current: Deadline | None = None
        self.paused_at: float | None = None  # the pause menu stops the clock

    @property
    def on(self) -> bool:
        return self.level in LIMITS

    def limit(self, kind: str) -> float | None:
        return LIMITS[self.level].get(kind) if self.on else None

    def begin(self, key: tuple, kind: str, now: float) -> Deadline | None:
        """The table waits on `key` now: its deadline (kept if it already runs; None: no limit)."""
        if self.current is not None and self.current.key == key:
            return self.current
        limit = self.limit(kind)
        self.current = Deadline(key, now + limit, limit) if limit is not None else None
        self.paused_at = None
        return self.current

    def stop(self) -> None:
        self.current = None
        self.paused_at = None

    def pause(self, now: float) -> None:
        if self.paused_at is None:
            self.paused_at = now

    def resume(self, now: float) -> None:
        if self.paused_at is not None and self.current is not None:
            self.current.ends += now - self.paused_at
        self.paused_at = None

    def extend(self, now: float) -> bool:
        """+30 s, once per step: False when there is no deadline or it was extended already."""
        d = self.current
        if d is None or d.extended or d.left(now) <= 0:
            return False
        d.ends += EXTRA_S
        d.total += EXTRA_S
        d.extended = True
        return True

    def left(self, now: float) -> float | None:
        if self.current is None:
            return None
        return self.current.left(self.paused_at if self.paused_at is not None else now)

    def expired(self, now: float) -> bool:
        left = self.left(now)
        return left is not None and left <= 0 and self.paused_at is None
