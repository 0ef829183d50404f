"""Small caches bounded in bytes, not in entries (a project rule: every cache has a bound in bytes).

An entry count says nothing of memory: 8,192 typed clues are a few hundred KB, 50,000 sentence
vectors 77 MB. `ByteLRU` counts each entry's bytes (`nbytes_of`: numpy arrays and anything with
an `nbytes`, surfaces w x h x bytes per pixel, strings and bytes by length, containers by their
items) and lets go of the least recently used beyond its bound; the newest entry always stays
(it is what the caller is using). `byte_cached` is functools.lru_cache with such a bound.
Pictures drawn for the screen belong in the picture store (game/pictures.py) instead: it pins
what is on screen. Thread-safe (the bots think on worker threads). No pygame, no numpy here.
"""

from __future__ import annotations

import functools
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any, Generic, TypeVar

ENTRY = 100  # bytes an entry costs beyond its key and value (its dict slot, tuple and ints), roughly
WORD = 8  # a reference or a small number
KB, MB = 1024, 1024 * 1024

T = TypeVar("T")
_MISSING: Any = object()


def nbytes_of(value: Any) -> int:
    """What `value` holds, in bytes: len() of a string or bytes, `nbytes` of an array (or of any
    object that says its own), w x h x bytes per pixel of a surface, the sum of a container's items."""
    if isinstance(value, (str, bytes, bytearray)):
        return len(value)
    if value is None or isinstance(value, (bool, int, float)):
        return WORD
    if isinstance(value, (tuple, list, set, frozenset)):
        return WORD * len(value) + sum(nbytes_of(v) for v in value)
    if isinstance(value, dict):
        return 2 * WORD * len(value) + sum(nbytes_of(k) + nbytes_of(v) for k, v in value.items())
    n = getattr(value, "nbytes", None)
    if callable(n):
        n = n()
    if isinstance(n, int):
        return n
    if hasattr(value, "get_size") and hasattr(value, "get_bytesize"):
        w, h = value.get_size()
        return int(w * h * value.get_bytesize())
    return WORD  # an object shared with others (a lexicon, a model): only the reference is ours


class ByteLRU(Generic[T]):
    """key -> value, at most `limit` bytes counted (keys, values and ENTRY each), least recently used out first."""

    def __init__(self, limit: int, size: Callable[[Any], int] = nbytes_of) -> None:
        self.limit = int(limit)
        self.size = size
        self.used = 0
        self.evicted = 0
        self._items: OrderedDict[Hashable, tuple[T, int]] = OrderedDict()
        self._lock = threading.RLock()

    def _cost(self, key: Hashable, value: T) -> int:
        return ENTRY + nbytes_of(key) + self.size(value)

    def get(self, key: Hashable, default: Any = None) -> Any:
        with self._lock:
            item = self._items.get(key)
            if item is None:
                return default
            self._items.move_to_end(key)
            return item[0]

    def put(self, key: Hashable, value: T) -> T:
        n = self._cost(key, value)
        with self._lock:
            old = self._items.pop(key, None)
            if old is not None:
                self.used -= old[1]
            self._items[key] = (value, n)
            self.used += n
            self._trim()
        return value

    def remeasure(self) -> None:
        """Count every entry again (values that grew after they were kept) and trim."""
        with self._lock:
            for key, (value, _) in list(self._items.items()):
                self._items[key] = (value, self._cost(key, value))
            self.used = sum(n for _, n in self._items.values())
            self._trim()

    def _trim(self) -> None:
        while self.used > self.limit and len(self._items) > 1:
            self.used -= self._items.popitem(last=False)[1][1]
            self.evicted += 1

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def __len__(self) -> int:
        return len(self._items)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self.used = 0


class ByteCached(Generic[T]):
    """A function whose results are kept in a ByteLRU under its arguments."""

    def __init__(self, fn: Callable[..., T], limit: int, size: Callable[[Any], int]) -> None:
        self.fn = fn
        self.cache: ByteLRU[T] = ByteLRU(limit, size)
        functools.update_wrapper(self, fn)

    def __call__(self, *args: Any, **kwargs: Any) -> T:
        key = (args, tuple(sorted(kwargs.items()))) if kwargs else args
        value = self.cache.get(key, _MISSING)
        if value is _MISSING:
            value = self.cache.put(key, self.fn(*args, **kwargs))
        return value

    def cache_clear(self) -> None:
        self.cache.clear()


def byte_cached(limit: int, size: Callable[[Any], int] = nbytes_of) -> Callable[[Callable[..., T]], ByteCached[T]]:
    """Like functools.lru_cache, bounded by `limit` bytes (arguments and results counted)."""

    def wrap(fn: Callable[..., T]) -> ByteCached[T]:
        return ByteCached(fn, limit, size)

    return wrap
