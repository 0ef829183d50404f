"""Numpy building blocks for the painter: colours, gradients, noise, masks, blur.

Images are float32 arrays (height, width, 3) in 0..1; masks are (height, width) in 0..1.
"""

from __future__ import annotations

import numpy as np


def rgb(value: str | tuple) -> np.ndarray:
    if isinstance(value, str):
        value = value.lstrip("#")
        return np.array([int(value[i:i + 2], 16) / 255 for i in (0, 2, 4)], dtype=np.float32)
    return np.array(value, dtype=np.float32) / (255 if max(value) > 1 else 1)


def mix(a: np.ndarray, b: np.ndarray, t) -> np.ndarray:
    return a + (b - a) * t


def vertical_gradient(h: int, w: int, stops: list[tuple[float, str]]) -> np.ndarray:
    """Multi-stop vertical gradient; stops are (position 0..1, colour)."""
    ys = np.linspace(0, 1, h, dtype=np.float32)
    pos = np.array([p for p, _ in stops], dtype=np.float32)
    cols = np.stack([rgb(c) for _, c in stops])
    out = np.stack([np.interp(ys, pos, cols[:, ch]) for ch in range(3)], axis=-1).astype(np.float32)
    return np.repeat(out[:, None, :], w, axis=1)


def upscale(grid: np.ndarray, h: int, w: int) -> np.ndarray:
    """Bilinear upscale of a small 2-D grid to (h, w)."""
    gh, gw = grid.shape
    ys = np.linspace(0, gh - 1, h, dtype=np.float32)
    xs = np.linspace(0, gw - 1, w, dtype=np.float32)
    y0 = np.floor(ys).astype(int)
    x0 = np.floor(xs).astype(int)
    y1 = np.minimum(y0 + 1, gh - 1)
    x1 = np.minimum(x0 + 1, gw - 1)
    fy = (ys - y0)[:, None]
    fx = (xs - x0)[None, :]
    fy = fy * fy * (3 - 2 * fy)  # smoothstep: no visible grid seams
    fx = fx * fx * (3 - 2 * fx)
    top = grid[y0][:, x0] * (1 - fx) + grid[y0][:, x1] * fx
    bottom = grid[y1][:, x0] * (1 - fx) + grid[y1][:, x1] * fx
    return (top * (1 - fy) + bottom * fy).astype(np.float32)


def fractal_noise(h: int, w: int, rng: np.random.Generator, base: int = 4, octaves: int = 5,
                  persistence: float = 0.5, stretch: float = 1.0) -> np.ndarray:
    """Value noise summed over octaves, normalised to 0..1. `stretch` > 1 widens features
    horizontally (clouds and mist lie in bands)."""
    total = np.zeros((h, w), dtype=np.float32)
    amp, norm = 1.0, 0.0
    for o in range(octaves):
        cells = base * 2 ** o
        gh = max(2, int(cells * h / max(h, w)) + 2)
        gw = max(2, int(cells * w / max(h, w) / stretch) + 2)
        total += amp * upscale(rng.random((gh, gw), dtype=np.float32), h, w)
        norm += amp
        amp *= persistence
    total /= norm
    lo, hi = total.min(), total.max()
    return (total - lo) / max(hi - lo, 1e-6)


def noise_1d(w: int, rng: np.random.Generator, base: int = 3, octaves: int = 5, persistence: float = 0.5) -> np.ndarray:
    total = np.zeros(w, dtype=np.float32)
    amp, norm = 1.0, 0.0
    xs = np.linspace(0, 1, w, dtype=np.float32)
    for o in range(octaves):
        n = base * 2 ** o + 2
        pts = rng.random(n).astype(np.float32)
        t = xs * (n - 1)
        i0 = np.floor(t).astype(int)
        i1 = np.minimum(i0 + 1, n - 1)
        f = t - i0
        f = f * f * (3 - 2 * f)
        total += amp * (pts[i0] * (1 - f) + pts[i1] * f)
        norm += amp
        amp *= persistence
    return total / norm


def box_blur(mask: np.ndarray, radius: int) -> np.ndarray:
    """Separable box blur via cumulative sums (twice ~ a soft gaussian)."""
    if radius < 1:
        return mask
    out = mask.astype(np.float32)
    for _ in range(2):
        for axis in (0, 1):
            pad = [(0, 0)] * out.ndim
            pad[axis] = (radius + 1, radius)
            c = np.cumsum(np.pad(out, pad, mode="edge"), axis=axis, dtype=np.float64)
            hi = np.take(c, range(2 * radius + 1, c.shape[axis]), axis=axis)
            lo = np.take(c, range(0, c.shape[axis] - 2 * radius - 1), axis=axis)
            out = ((hi - lo) / (2 * radius + 1)).astype(np.float32)
    return out


def radial(h: int, w: int, cx: float, cy: float, radius: float, aspect: float = 1.0) -> np.ndarray:
    """Distance from (cx, cy) in units of `radius` (pixel coordinates)."""
    ys, xs = np.ogrid[:h, :w]
    return np.sqrt(((xs - cx) / aspect) ** 2 + (ys - cy) ** 2).astype(np.float32) / max(radius, 1e-6)


def smoothstep(e0: float, e1: float, x: np.ndarray) -> np.ndarray:
    t = np.clip((x - e0) / (e1 - e0), 0, 1)
    return t * t * (3 - 2 * t)


def paint(img: np.ndarray, colour: np.ndarray, mask: np.ndarray) -> None:
    """In place: img = img * (1 - mask) + colour * mask (colour may be an image)."""
    m = mask[..., None] if mask.ndim == 2 else mask
    img += (colour - img) * m


def screen(img: np.ndarray, colour: np.ndarray, mask: np.ndarray) -> None:
    """In place light blend (screen): for glows and halos."""
    m = mask[..., None]
    img[:] = 1 - (1 - img) * (1 - colour * m)
