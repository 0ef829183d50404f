"""`think(view, level, seed, tags, lang)`: a computer player's decision worked out off the frame.

A decision takes 10-20 ms (longer while the model loads): made inside a frame, it was the longest
frame of a game. Here one worker thread makes it from the (immutable) view and hands the action
back in a Future; the main loop applies it to the session when it is due. The worker never touches
the session or the engine state: the loop stays the only writer, and the same view and seed give
the same action as deciding in the frame would.
"""

from __future__ import annotations

import threading
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

_pool: ThreadPoolExecutor | None = None
_lock = threading.Lock()


def _worker() -> ThreadPoolExecutor:
    global _pool
    with _lock:
        if _pool is None:
            _pool = ThreadPoolExecutor(1, thread_name_prefix="bots-think")
        return _pool


def _decide(view: Any, level: str, seed: object, tags: dict | None, lang: str,
            levels: tuple[str | None, ...] | None) -> Any:
    from .player import decide

    return decide(view, level, seed=seed, tags=tags, lang=lang, levels=levels)


def think(view: Any, level: str, seed: object, tags: dict | None = None, lang: str = "en",
          levels: tuple[str | None, ...] | None = None) -> Future:
    """The decision `decide(view, level, seed, tags, lang, levels)` would return, worked out on the
    bots' worker thread. `view` is a frozen PlayerView, so the main loop may go on changing the game."""
    return _worker().submit(_decide, view, level, seed, tags, lang, levels)


def _explain(tags: dict | None, card: str | None, clue: str, lang: str) -> str:
    from .player import explain_clue, explain_party

    if card is None:  # a party storyteller: said before it saw its hand
        return explain_party(tags, clue, lang)
    return explain_clue(tags, card, clue, lang)


def explain(tags: dict | None, card: str | None, clue: str, lang: str = "en") -> Future:
    """Why a computer storyteller said `clue` (`explain_clue`, or `explain_party` without a card),
    worked out on the bots' worker thread (10-20 ms: it was the scoring screen's first frame)."""
    return _worker().submit(_explain, tags, card, clue, lang)
