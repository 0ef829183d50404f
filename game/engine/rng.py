"""Seeded random numbers whose whole state is one 64-bit integer, so it lives inside the game state.

Every draw hashes the state with SHAKE-256 (an extendable-output hash: as many random bytes as
asked for, from one C call) and takes the next state from the same output. A shuffle sorts the
items by one 64-bit random key each: a uniform permutation (ties, at odds of about m^2 / 2^65,
keep their order), done in C instead of a Python loop per card, which made shuffling a large
share of the engine's time. Nothing is ever mutated: draws return the new state with the value.
Bytes are read little-endian, so a seed gives the same game on every machine.
"""

from __future__ import annotations

import hashlib
import struct

_MASK = (1 << 64) - 1


def seed_state(seed: int | str) -> int:
    """Turn any user seed (int or text) into a 64-bit generator state."""
    if isinstance(seed, str):
        value = 0
        for ch in seed.encode("utf-8"):
            value = (value * 1099511628211 + ch) & _MASK
        seed = value
    return int(seed) & _MASK


def _words(state: int, count: int) -> tuple[int, ...]:
    """`count` random 64-bit words drawn from `state`, then the next state."""
    stream = hashlib.shake_256(state.to_bytes(8, "little")).digest(8 * (count + 1))
    return struct.unpack(f"<{count + 1}Q", stream)


def below(state: int, n: int) -> tuple[int, int]:
    """(new state, a uniform integer in [0, n)); rejection sampling, so no modulo bias."""
    limit = _MASK - (_MASK % n)
    while True:
        value, state = _words(state, 1)
        if value < limit:
            return state, value % n


def shuffled(state: int, items: tuple | list) -> tuple[int, tuple]:
    """(new state, the items in a uniformly random order)."""
    m = len(items)
    words = _words(state, m)
    order = sorted(range(m), key=words.__getitem__)  # by each item's key; words[m] is the next state
    return words[m], tuple([items[i] for i in order])
