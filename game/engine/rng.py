"""Seeded random numbers whose whole state is one integer, so it lives inside the game state.

SplitMix64: tiny, fast in pure Python, and good enough for shuffling cards. Draws return the new
state alongside the value so nothing is ever mutated.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15


def seed_state(seed: int | str) -> int:
    """Turn any user seed (int or text) into a 64-bit generator state."""
    if isinstance(seed, str):
        value = 0
        for ch in seed.encode("utf-8"):
            value = (value * 1099511628211 + ch) & _MASK
        seed = value
    return int(seed) & _MASK


def next_u64(state: int) -> tuple[int, int]:
    state = (state + _GAMMA) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """A uniform integer in [0, n) (rejection sampling, so no modulo bias)."""
    limit = _MASK - (_MASK % n)
    while True:
        state, value = next_u64(state)
        if value < limit:
            return state, value % n


def shuffled(state: int, items: tuple | list) -> tuple[int, tuple]:
    """Fisher-Yates shuffle; returns (new state, shuffled tuple). Same draws as calling
    below(state, i + 1) for i from the top down; SplitMix64 is inlined because this is the
    engine's hottest loop."""
    out = list(items)
    mask, gamma = _MASK, _GAMMA
    # below() rejects a draw at or above mask - mask % n, a bound never under mask - n + 1;
    # draws under `sure` are therefore always kept and skip the exact (costly) bound.
    sure = mask - len(out)
    for i in range(len(out) - 1, 0, -1):
        n = i + 1
        while True:
            state = (state + gamma) & mask
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & mask
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
            z ^= z >> 31
            if z < sure or z < mask - (mask % n):
                break
        j = z % n
        out[i], out[j] = out[j], out[i]
    return state, tuple(out)
