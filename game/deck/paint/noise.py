"""Deterministic value noise with numpy (the painter's textures: clouds, paper, brush, ridges)."""

from __future__ import annotations

import numpy as np


def _smooth(t: np.ndarray) -> np.ndarray:
    return t * t * (3 - 2 * t)


def value_noise(h: int, w: int, cell_y: float, cell_x: float, rng: np.random.Generator) -> np.ndarray:
    """One octave in -1..1: random values on a grid of cells, smoothly interpolated."""
    gh, gw = int(h / cell_y) + 3, int(w / cell_x) + 3
    grid = rng.uniform(-1, 1, (gh, gw)).astype(np.float32)
    ys = np.arange(h, dtype=np.float32) / cell_y + rng.uniform(0, 1)
    xs = np.arange(w, dtype=np.float32) / cell_x + rng.uniform(0, 1)
    y0, x0 = ys.astype(int), xs.astype(int)
    ty, tx = _smooth(ys - y0)[:, None], _smooth(xs - x0)[None, :]
    a = grid[y0][:, x0]
    b = grid[y0][:, x0 + 1]
    c = grid[y0 + 1][:, x0]
    d = grid[y0 + 1][:, x0 + 1]
    return (a * (1 - tx) + b * tx) * (1 - ty) + (c * (1 - tx) + d * tx) * ty


def fbm(h: int, w: int, scale: float, rng: np.random.Generator, octaves: int = 4,
        stretch: float = 1.0) -> np.ndarray:
    """Fractal noise in about -1..1; `stretch` > 1 makes it streaky along x (brush strokes, water)."""
    out = np.zeros((h, w), np.float32)
    amp, total = 1.0, 0.0
    for _ in range(octaves):
        out += amp * value_noise(h, w, max(1.0, scale), max(1.0, scale * stretch), rng)
        total += amp
        amp *= 0.5
        scale /= 2
    return out / total


def fbm1d(n: int, scale: float, rng: np.random.Generator, octaves: int = 5) -> np.ndarray:
    """A noisy line (ridges, shores) in about -1..1."""
    return fbm(1, n, scale, rng, octaves)[0] if n else np.zeros(0, np.float32)
