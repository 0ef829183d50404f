"""One store for every picture the game keeps, with a budget in bytes.

Decoded cards, their table sizes, rounded and shadowed faces, close-ups, the pictures sent to
phones, panels and rendered text all live here under keys of the form (kind, ...). Each entry
counts its bytes (w x h x bytes per pixel for a surface, the length of a phone's JPEG); when the
total passes the budget the least recently used entries are let go. Whatever was used in the
current or the previous frame (on screen, or asked for ahead by the next screen) is let go last,
only if nothing else is left, and so are the table's backgrounds (LASTING). A picture let go is simply made again by its owner when next
asked for, from the same source, so it comes back identical.

No pygame here (phones use it too): a value is measured by `size_of`, which knows surfaces by
their get_size/get_bytesize and bytes by their length. Thread-safe: the card decoder and the
phones' server run in other threads.
"""

from __future__ import annotations

import functools
import os
import sys
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any, Generic, TypeVar

MB = 1024 * 1024
DEFAULT_MB = 80  # with the rest of the game (~130-190 MB, creeping a little all day) a café PC stays under 300 MB
MIN_MB, MAX_MB = 32, 4096  # what operator.toml may set (picture_memory_mb)
PIN_FRAMES = 2  # entries used this many frames ago or less are let go last
LASTING = frozenset({"background", "table"})  # kinds let go last too: a few, used on most screens, slow to make

T = TypeVar("T")


def size_of(value: Any) -> int:
    """Bytes a picture holds: w x h x bytes per pixel for a surface, len() for encoded bytes."""
    if isinstance(value, (bytes, bytearray, memoryview)):
        return len(value)
    data = getattr(value, "data", None)
    if isinstance(data, (bytes, bytearray)):
        return len(data)
    w, h = value.get_size()
    return w * h * value.get_bytesize()


class PictureStore:
    def __init__(self, budget_bytes: int = DEFAULT_MB * MB) -> None:
        self._lock = threading.RLock()
        self._items: OrderedDict[Hashable, tuple[Any, int, int]] = OrderedDict()  # value, bytes, frame used
        self.budget = budget_bytes
        self.used = 0
        self.peak = 0  # the most bytes ever counted at once (never above the budget)
        self.frame = 0
        self.evicted = 0
        self.made = 0

    # -- frames and budget ----------------------------------------------------------------------
    def next_frame(self) -> None:
        """The app drew a frame: what it used stays pinned for PIN_FRAMES frames."""
        self.frame += 1

    def set_budget(self, budget_bytes: int) -> None:
        with self._lock:
            self.budget = max(1, int(budget_bytes))
            self._trim(None)

    # -- entries ---------------------------------------------------------------------------------
    def get(self, key: Hashable) -> Any | None:
        with self._lock:
            item = self._items.get(key)
            if item is None:
                return None
            self._items.move_to_end(key)
            if item[2] != self.frame:
                self._items[key] = (item[0], item[1], self.frame)
            return item[0]

    def put(self, key: Hashable, value: T, nbytes: int | None = None) -> T:
        """Keep `value` under `key` (replacing any) and return it; it may be let go at once if it
        alone is bigger than the budget (the caller still uses it for this frame)."""
        n = size_of(value) if nbytes is None else nbytes
        with self._lock:
            old = self._items.pop(key, None)
            if old is not None:
                self.used -= old[1]
            self._items[key] = (value, n, self.frame)
            self.used += n
            self.made += 1
            self._trim(key)
            self.peak = max(self.peak, self.used)
        return value

    def make(self, key: Hashable, build: Callable[[], T], nbytes: Callable[[T], int] = size_of) -> T:
        """The entry under `key`, built (outside the lock) and kept if it is not there."""
        value = self.get(key)
        if value is None:
            value = build()
            self.put(key, value, nbytes(value))
        return value

    def __contains__(self, key: Hashable) -> bool:
        with self._lock:
            return key in self._items

    def __len__(self) -> int:
        return len(self._items)

    def drop(self, match: Callable[[Hashable], bool]) -> int:
        """Let go of every entry whose key matches; returns how many."""
        with self._lock:
            gone = [k for k in self._items if match(k)]
            for k in gone:
                self.used -= self._items.pop(k)[1]
        return len(gone)

    def drop_kind(self, kind: str) -> int:
        return self.drop(lambda k: isinstance(k, tuple) and bool(k) and k[0] == kind)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self.used = 0

    def by_kind(self) -> dict[str, int]:
        """Bytes per kind of entry (for the kiosk's hourly log line and the soak)."""
        out: dict[str, int] = {}
        with self._lock:
            for k, (_, n, _) in self._items.items():
                kind = str(k[0]) if isinstance(k, tuple) and k else "other"
                out[kind] = out.get(kind, 0) + n
        return out

    def _trim(self, keep: Hashable | None) -> None:
        """Let go of the least recently used entries until the total fits the budget: first those
        not used in the last PIN_FRAMES frames, then (only if still over) the pinned ones too."""
        if self.used <= self.budget:
            return
        recent = self.frame - PIN_FRAMES
        for pinned_too in (False, True):
            over, victims = self.used - self.budget, []
            for k, (_, n, used_at) in self._items.items():  # oldest first; stops as soon as enough is found
                if over <= 0:
                    break
                if k == keep or (not pinned_too and (used_at > recent or (isinstance(k, tuple) and k[0] in LASTING))):
                    continue
                victims.append(k)
                over -= n
            for k in victims:
                self.used -= self._items.pop(k)[1]
                self.evicted += 1
            if self.used <= self.budget:
                return
        if keep in self._items:  # one picture bigger than the whole budget
            self.used -= self._items.pop(keep)[1]
            self.evicted += 1


def return_freed_pictures() -> bool:
    """Ask the C allocator (glibc) to give every large block (a picture: 128 KB or more) its own
    pages from the system, returned as soon as the picture is let go, and to use at most two
    heaps. By default glibc raises that threshold after the first large block is freed, and the
    pictures then fragment the heap: a store that stays within its budget would still see
    resident memory creep up (about 35 MB in 90 s of attract mode). False where there is no glibc."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        import ctypes

        libc = ctypes.CDLL("libc.so.6")
        m_mmap_threshold, m_arena_max = -3, -8
        return bool(libc.mallopt(m_mmap_threshold, 128 * 1024)) and bool(libc.mallopt(m_arena_max, 2))
    except (OSError, AttributeError):
        return False


_libc: Any = None


def trim_heap() -> bool:
    """Give the C heap's free pages back to the system (glibc's malloc_trim). A game's small
    allocations (its history, the bots' working sets, pygame's scratch buffers, the worker threads'
    arenas) are freed when it ends but leave their pages resident between the blocks still in use:
    measured in the play soak, the heap's free part grew by ~1 MB a minute while its used part stayed
    flat. Run with the loop's full collection, once a minute (a millisecond or two). False where
    there is no glibc."""
    global _libc
    if not sys.platform.startswith("linux"):
        return False
    try:
        if _libc is None:
            import ctypes

            _libc = ctypes.CDLL("libc.so.6")
        return bool(_libc.malloc_trim(0))
    except (OSError, AttributeError):
        return False


def resident_mb() -> float:
    """This process's resident memory now, in MB (Linux /proc; elsewhere its peak so far)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as f:
            pages = int(f.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / MB
    except (OSError, ValueError, IndexError):
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / MB if sys.platform == "darwin" else peak / 1024


def report(pictures: PictureStore | None = None) -> str:
    """One line for the log: resident memory and what the picture store holds."""
    pictures = pictures or _STORE
    kinds = sorted(pictures.by_kind().items(), key=lambda kv: -kv[1])
    parts = ", ".join(f"{k} {n / MB:.1f}" for k, n in kinds[:6])
    return (f"memory: resident {resident_mb():.0f} MB; pictures {pictures.used / MB:.1f} of "
            f"{pictures.budget / MB:.0f} MB ({len(pictures)} kept{': ' + parts if parts else ''})")


_STORE = PictureStore()


def store() -> PictureStore:
    """The game's one picture store (the budget is set from operator.toml at start)."""
    return _STORE


class Stored(Generic[T]):
    """A function that makes pictures, its results kept in the store under (kind, args)."""

    def __init__(self, kind: str, fn: Callable[..., T]) -> None:
        self.kind = kind
        self.fn = fn
        functools.update_wrapper(self, fn)

    def __call__(self, *args: Any, **kwargs: Any) -> T:
        key = (self.kind, args, tuple(sorted(kwargs.items()))) if kwargs else (self.kind, args)
        value = _STORE.get(key)
        if value is None:
            value = _STORE.put(key, self.fn(*args, **kwargs))
        return value

    def cache_clear(self) -> None:
        """Let go of every result (the look changed)."""
        _STORE.drop_kind(self.kind)


def stored(kind: str) -> Callable[[Callable[..., T]], Stored[T]]:
    """Like functools.lru_cache, for functions that make pictures: the results live in the store
    (counted, let go by its budget) under (kind, args). `cache_clear()` lets go of them all."""

    def wrap(fn: Callable[..., T]) -> Stored[T]:
        return Stored(kind, fn)

    return wrap
