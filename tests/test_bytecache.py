"""Caches bounded in bytes (game/bytecache.py) and the game's caches that use it: filled past their
bound, they count no more than it, and what they let go of comes back identical."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pygame
import pytest

from game.app import theme
from game.bytecache import ENTRY, KB, ByteCached, ByteLRU, byte_cached, nbytes_of
from game.deck import library
from game.phones import words
from game.table import wordfilter


def test_nbytes_counts_strings_arrays_surfaces_and_containers():
    assert nbytes_of("abcd") == 4
    assert nbytes_of(b"\0" * 10) == 10
    assert nbytes_of(np.zeros(384, np.float32)) == 1536
    assert nbytes_of(pygame.Surface((10, 20), pygame.SRCALPHA)) == 10 * 20 * 4
    assert nbytes_of(("ab", "cde")) == 2 * 8 + 5
    assert nbytes_of({"ab": 1}) == 2 * 8 + 2 + 8


def test_the_least_recently_used_go_first_and_the_newest_always_stays():
    lru: ByteLRU[str] = ByteLRU(3 * (ENTRY + 1 + 100))
    for k in "abc":
        lru.put(k, "x" * 100)
    assert lru.get("a") == "x" * 100  # a is now the most recent
    lru.put("d", "x" * 100)
    assert "b" not in lru and all(k in lru for k in "acd")
    assert lru.used <= lru.limit and lru.evicted == 1
    lru.put("huge", "x" * 10_000)  # bigger than the bound alone: kept, everything else let go
    assert len(lru) == 1 and lru.get("huge") is not None


def test_remeasure_counts_what_grew_after_it_was_kept():
    lru: ByteLRU[list[str]] = ByteLRU(2 * ENTRY + 500)
    a: list[str] = []
    lru.put("a", a)
    lru.put("b", ["x" * 100])
    a.append("x" * 400)  # "a" grew after it was kept
    assert lru.used <= lru.limit
    lru.remeasure()
    assert lru.used <= lru.limit and "a" not in lru and "b" in lru


def test_a_cached_function_counts_its_arguments_and_results_and_remakes_what_it_let_go():
    calls: list[str] = []

    @byte_cached(4 * KB)
    def shout(s: str) -> str:
        calls.append(s)
        return s.upper() * 10

    first = shout("word0")
    for i in range(200):
        shout(f"word{i}")
        assert shout.cache.used <= 4 * KB
    assert "word0" not in [k[0] for k in shout.cache._items]
    assert shout("word0") == first and calls.count("word0") == 2


def _fill(fn: ByteCached, limit: int, args, monkeypatch: pytest.MonkeyPatch) -> None:
    """Fill a game cache past a small bound (the same code as its real one) and check it holds."""
    fn.cache_clear()
    monkeypatch.setattr(fn.cache, "limit", limit)
    first = fn(*args[0])
    for a in args:
        fn(*a)
        assert fn.cache.used <= limit
    assert fn.cache.evicted > 0 and args[0] not in fn.cache
    assert fn(*args[0]) == first  # let go, made again: the same


@pytest.fixture()
def display():
    pygame.init()
    yield
    theme.text.cache_clear()


def test_the_text_measuring_caches_hold_their_bounds(display, monkeypatch: pytest.MonkeyPatch):
    names = [f"Player number {i} of the café" for i in range(400)]
    _fill(theme.text_width, 8 * KB, [(n, 28) for n in names], monkeypatch)
    _fill(theme.fit, 8 * KB, [(n, 28, 120) for n in names], monkeypatch)
    _fill(theme.fitted, 8 * KB, [(n, 28, 120) for n in names], monkeypatch)
    _fill(wordfilter.mask, 8 * KB, [(f"what the fuck {n}",) for n in names], monkeypatch)


def test_the_phone_pages_are_counted():
    words.words_for.cache_clear()
    assert words.words_for("fr") == words.words_for("fr")
    assert words.words_for.cache.used >= len(words.words_for("fr"))
    assert words.words_for.cache.used <= words.words_for.cache.limit


def test_picture_ids_are_kept_within_their_bound(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(library._ID_CACHE, "limit", 4 * KB)
    library._ID_CACHE.clear()
    paths = []
    for i in range(60):
        p = tmp_path / f"photo-{i}.jpg"
        p.write_bytes(os.urandom(64))
        paths.append(p)
    first = library.picture_id(paths[0])
    for p in paths:
        library.picture_id(p)
        assert library._ID_CACHE.used <= 4 * KB
    assert len(library._ID_CACHE) < len(paths)
    assert library.picture_id(paths[0]) == first
