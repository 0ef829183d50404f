"""The real loop's clock: up to 60 frames a second while the picture changes (fewer while the app
asks for it: app.max_fps, kiosk attract mode), asleep otherwise.

When the last step drew nothing (app.py: the screen rests), the loop waits on the event queue
until input arrives, the window needs painting, or the app's next timed wake-up is due (a
computer player moving on, a kiosk timer, a toast going away), whichever comes first; an idle
title costs almost no CPU. Input still answers within a frame: the wait ends with the event.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable

import pygame

from ..pictures import trim_heap

FPS = 60
MAX_DT = 0.1  # a slow frame never makes an animation jump by more than this
MAX_SLEEP_S = 0.5  # even with nothing due, step this often (another thread may have touched the app)
POLL_S = 0.01  # while asleep, look at the event queue this often (input answers within a frame)
COLLECT_S = 60.0  # a full garbage collection this often (a few ms): see Pacer.frame


class Pacer:
    def __init__(self, app, present: Callable[[], None], fps: int = FPS,
                 interrupt: Callable[[], bool] | None = None) -> None:
        self.app = app
        self.present = present
        self.interrupt = interrupt  # ends a sleep early (a stop signal arrived)
        self.fps = fps
        self.clock = pygame.time.Clock()
        self.last = time.perf_counter()
        self.sleeps = 0  # waits on the event queue so far (tests, bench)
        self.collected = time.perf_counter()
        self.collections = 0

    def frame(self) -> None:
        """One turn of the loop: gather events (sleeping first if the screen rests), step, present."""
        app = self.app
        slept = not (app.drew or app.draws == 0)
        if slept:
            events = self._sleep(app.wake_in())
        else:
            self.clock.tick(min(self.fps, app.max_fps or self.fps))  # the picture moves: hold the frame rate
            events = pygame.event.get()
        now = time.perf_counter()
        elapsed, self.last = now - self.last, now
        drew = False
        if slept and elapsed > MAX_DT:
            if events:
                # Back from a long sleep with input: timers catch up first, so an animation the
                # input starts does not begin by jumping over the time slept.
                app.step([], elapsed - 1 / self.fps)  # handed over at once: nothing is shown
                drew = app.drew
                dt = 1 / self.fps
            else:
                dt = elapsed  # nothing moved while asleep: all of it counts, for the timers
        else:
            dt = min(elapsed, MAX_DT)
        try:
            app.step(events, dt, hand_over=False)
            if app.drew or drew:
                self.present()
        finally:
            app.hand_over()  # after the frame is shown (app.py)
        if now - self.collected >= COLLECT_S:
            # build_app raises the collector's thresholds so no frame pays for a long pause; but
            # then the cycles a game leaves behind (scenes, sprites, a finished game's state) wait
            # for a full collection that hardly ever comes, and memory creeps up all day
            # (about 2 MB a minute in attract mode). One full pass a minute keeps it flat.
            self.collected = now
            self.collections += 1
            gc.collect()
            trim_heap()  # and the C heap's pages that the collection and the finished games freed

    def _sleep(self, due: float | None) -> list[pygame.event.Event]:
        """Wait for events until `due` seconds have passed, or work from another thread arrives
        (app.inboxes: phones). pygame's event.wait would look at the queue every millisecond (2% of
        a core on its own); looking every POLL_S is plenty: input still gets in within a frame."""
        self.sleeps += 1
        deadline = time.perf_counter() + (MAX_SLEEP_S if due is None else min(MAX_SLEEP_S, due))
        while True:
            events = pygame.event.get()
            left = deadline - time.perf_counter()
            if events or left <= 0 or any(waiting() for waiting in self.app.inboxes) \
                    or (self.interrupt is not None and self.interrupt()):
                break
            time.sleep(min(POLL_S, left))
        self.clock.tick()  # restart the frame clock after the sleep
        return events
