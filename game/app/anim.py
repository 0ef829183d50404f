"""Eased, dt-driven animation: tweens and card/pawn sprites. Nothing in the game waits on them to
be correct: the engine state is already final, the animation only shows how it got there.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


def ease_out_back(t: float) -> float:
    c = 1.70158
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


@dataclass
class Tween:
    """A value moving from `start` to `end` over `duration` seconds after `delay`."""

    start: tuple[float, ...]
    end: tuple[float, ...]
    duration: float
    delay: float = 0.0
    ease: object = ease_out_cubic
    elapsed: float = 0.0

    def update(self, dt: float) -> None:
        self.elapsed += dt

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return max(0.0, min(1.0, (self.elapsed - self.delay) / self.duration))

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay

    def value(self) -> tuple[float, ...]:
        k = self.ease(self.progress)  # type: ignore[operator]
        return tuple(lerp(a, b, k) for a, b in zip(self.start, self.end, strict=False))

    def finish(self) -> None:
        self.elapsed = self.delay + self.duration


@dataclass
class CardSprite:
    """A card on screen: where it is, where it goes, face up or down, and its flip."""

    card: str | None  # None: a card whose face this screen may not show
    x: float
    y: float
    height: int
    face_up: bool = False
    move: Tween | None = None
    flip: Tween | None = None  # 0 -> 1: turns from back to face
    tag: object = None
    lift: float = 0.0  # raised when focused (pixels)

    def go(self, x: float, y: float, duration: float, delay: float = 0.0, ease=ease_out_cubic) -> None:
        self.move = Tween((self.x, self.y), (x, y), duration, delay, ease)

    def turn_up(self, duration: float = 0.45, delay: float = 0.0) -> None:
        self.flip = Tween((0.0,), (1.0,), duration, delay, ease_in_out)

    def update(self, dt: float) -> None:
        if self.move is not None:
            self.move.update(dt)
            self.x, self.y = self.move.value()
            if self.move.done:
                self.move = None
        if self.flip is not None:
            self.flip.update(dt)
            if self.flip.done:
                self.flip = None
                self.face_up = True

    @property
    def busy(self) -> bool:
        return self.move is not None or self.flip is not None

    def finish(self) -> None:
        if self.move is not None:
            self.move.finish()
            self.x, self.y = self.move.value()
            self.move = None
        if self.flip is not None:
            self.flip = None
            self.face_up = True

    def flip_state(self) -> tuple[bool, float]:
        """(showing the face?, horizontal squash 0..1) for the current frame."""
        if self.flip is None:
            return self.face_up, 1.0
        p = self.flip.value()[0]
        return p >= 0.5, abs(math.cos(p * math.pi))


@dataclass
class Hop:
    """A rabbit hopping space by space along the score track."""

    seat: int
    path: list[int]  # spaces to land on, in order
    delay: float = 0.0
    hop_time: float = 0.22
    elapsed: float = 0.0

    def update(self, dt: float) -> None:
        self.elapsed += dt

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.hop_time * len(self.path)

    def where(self, start: int) -> tuple[int, int, float]:
        """(from space, to space, progress 0..1 of the current hop)."""
        t = self.elapsed - self.delay
        if t <= 0 or not self.path:
            return start, start, 0.0
        i = min(int(t / self.hop_time), len(self.path) - 1)
        frm = start if i == 0 else self.path[i - 1]
        if self.done:
            return self.path[-1], self.path[-1], 0.0
        return frm, self.path[i], (t - i * self.hop_time) / self.hop_time

    def finish(self) -> None:
        self.elapsed = self.delay + self.hop_time * len(self.path)


@dataclass
class Popup:
    """Points popping above a pawn or a card: '+3'."""

    label: str
    x: float
    y: float
    colour: tuple
    delay: float = 0.0
    life: float = 1.6
    elapsed: float = 0.0

    def update(self, dt: float) -> None:
        self.elapsed += dt

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.life

    def finish(self) -> None:
        self.elapsed = self.delay + self.life


@dataclass
class Animator:
    """Everything animating in a scene; `hurry()` jumps every animation to its end."""

    items: list = field(default_factory=list)
    speed: float = 1.0

    def add(self, item):
        self.items.append(item)
        return item

    def update(self, dt: float) -> None:
        for item in self.items:
            item.update(dt * self.speed)
        self.items = [i for i in self.items if not _done(i)]

    @property
    def busy(self) -> bool:
        return any(not _done(i) for i in self.items)

    def hurry(self) -> None:
        for item in self.items:
            item.finish()
        self.items = []

    def settle(self) -> None:
        """Reduced motion: whatever moves is at its end at once; points shown as a popup still
        stay up for their time (they are information, not movement)."""
        for item in self.items:
            if not isinstance(item, Popup):
                item.finish()
        self.items = [i for i in self.items if not _done(i)]


def _done(item) -> bool:
    return not item.busy if isinstance(item, CardSprite) else item.done
