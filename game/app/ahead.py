"""Pictures a coming screen will need, made ahead on a worker thread, away from the frames.

A card picture the store let go is made again when next asked for: decoded from its copy, scaled,
rounded and given its shadow, 2-5 ms a card. Made by the frame that first draws it, a screen of
eight new cards cost that frame 20-40 ms. A screen that knows what the next one will show (the
cards being turned over, the table the results will lay out) asks for them here when its step
begins; one worker thread makes them into the picture store (under the budget, like any picture),
and the next screen finds them there. The image loader and the scaler release the GIL, so the
frames go on meanwhile. Nothing here changes the game: it only fills the store.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

import pygame

_pool: ThreadPoolExecutor | None = None
_lock = threading.Lock()


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
            try:
                art.shadowed(card, height)
                made += 1
            except pygame.error:
                # a surface this needs was locked by the frame at that instant (a flip scaling it):
                # the frame makes that card itself when it draws it
                continue
        return made

    return prepare(make)
