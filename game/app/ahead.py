"""Pictures a coming screen will need, made ahead on a worker thread, away from the frames.

A card picture the store let go is made again when next asked for: decoded from its copy, scaled,
rounded and given its shadow, 2-5 ms a card. Made by the frame that first draws it, a screen of
eight new cards cost that frame 20-40 ms. A screen that knows what the next one will show (the
cards being turned over, the table the results will lay out) asks for them here when its step
begins; one worker thread makes them into the picture store (under the budget, like any picture),
and the next screen finds them there. The image loader and the scaler release the GIL, so the
frames go on meanwhile; the Python between them does not, so while frames are being drawn the
worker starts each picture just after a frame ends (`frame_ended`, called by the app), in the time
before the next one, instead of beside a frame, taking turns with it for the interpreter. Nothing
here changes the game: it only fills the store.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

import pygame

_pool: ThreadPoolExecutor | None = None
_lock = threading.Lock()
_ended = threading.Event()  # set when a frame has just ended
_last_end = [0.0]  # time.monotonic() of the last frame's end
LOOP_GONE_S = 0.1  # no frame ended this long: no loop is drawing (a tool, a test), nothing to wait for
WAIT_S = 0.05  # the longest a picture waits for a frame to end


def frame_ended() -> None:
    """A frame is done (App.hand_over): the worker's next picture may start, in the idle time."""
    _last_end[0] = time.monotonic()
    _ended.set()


def between_frames() -> None:
    """While frames are being drawn, wait until one has just ended: a picture made then is done
    before the next frame begins (a card takes 2-5 ms, the time between frames at 60 a second ~12)."""
    if time.monotonic() - _last_end[0] > LOOP_GONE_S:
        return
    _ended.clear()
    _ended.wait(WAIT_S)


def _worker() -> ThreadPoolExecutor:
    global _pool
    with _lock:
        if _pool is None:
            _pool = ThreadPoolExecutor(1, thread_name_prefix="pictures-ahead")
        return _pool


def prepare(make: Callable[[], Any]) -> Future:
    """Run `make` (it puts pictures in the store) on the worker thread."""
    return _worker().submit(make)


def faces(art: Any, cards: Iterable[str | None], height: int) -> Future:
    """The cards at `height` with their shadow (CardArt.shadowed), made on the worker thread."""
    wanted = list(cards)

    def make() -> int:
        made = 0
        for card in wanted:
            between_frames()
            try:
                art.shadowed(card, height)
                made += 1
            except pygame.error:
                # a surface this needs was locked by the frame at that instant (a flip scaling it):
                # the frame makes that card itself when it draws it
                continue
        return made

    return prepare(make)
