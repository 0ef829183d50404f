"""Pixel helpers for the painter: blurs, colour, icon silhouettes drawn by skia into numpy masks.

Pictures are float32 arrays (h, w, 3) in 0..1; masks are (h, w) in 0..1.
"""

from __future__ import annotations

import numpy as np
import skia

from assets import ROOT

from ...bytecache import MB, byte_cached

ICON_DIR = ROOT / "icons"


def hex_rgb(text: str) -> np.ndarray:
    text = text.lstrip("#")
    return np.array([int(text[i:i + 2], 16) / 255 for i in (0, 2, 4)], np.float32)


def _box(a: np.ndarray, r: int, axis: int) -> np.ndarray:
    if r < 1:
        return a
    pad = [(0, 0)] * a.ndim
    pad[axis] = (r + 1, r)
    c = np.cumsum(np.pad(a, pad, mode="edge"), axis=axis, dtype=np.float32)
    n = a.shape[axis]
    hi = np.take(c, np.arange(2 * r + 1, 2 * r + 1 + n), axis=axis)
    lo = np.take(c, np.arange(0, n), axis=axis)
    return (hi - lo) / (2 * r + 1)


def blur(a: np.ndarray, sigma: float) -> np.ndarray:
    """Near-Gaussian blur (three box passes per axis) of a mask or a picture."""
    if sigma < 0.5:
        return a
    r = max(1, int(round(sigma * 0.93)))  # three boxes of radius r: variance about (r*r + r) per pass
    out = a.astype(np.float32, copy=False)
    for _ in range(3):
        out = _box(_box(out, r, 0), r, 1)
    return out


def smoothstep(e0: float, e1: float, x: np.ndarray) -> np.ndarray:
    t = np.clip((x - e0) / (e1 - e0), 0, 1)
    return t * t * (3 - 2 * t)


def disc(ys: np.ndarray, xs: np.ndarray, cx: float, cy: float, r: float, soft: float = 0.8) -> np.ndarray:
    """A soft-edged disc mask over the grid (ys, xs)."""
    d = np.sqrt((xs - cx) ** 2 + (ys - cy) ** 2)
    return np.clip((r - d) / max(soft, 1e-3) + 0.5, 0, 1)


def mix(a, b, t):  # numpy arrays or floats: a + (b - a) * t
    return a + (b - a) * t


def screen(base: np.ndarray, light: np.ndarray) -> np.ndarray:
    return 1 - (1 - base) * (1 - np.clip(light, 0, 1))


def over(canvas: np.ndarray, colour, alpha: np.ndarray) -> None:
    """Paint `colour` (rgb or picture) over canvas in place through mask `alpha`."""
    a = alpha[..., None]
    canvas *= 1 - a
    canvas += np.asarray(colour, np.float32) * a


@byte_cached(8 * MB)
def _svg(name: str) -> bytes:
    return (ICON_DIR / f"{name}.svg").read_bytes()


def _draw_icon(name: str, matrix: skia.Matrix, size: tuple[int, int]) -> np.ndarray:
    """The icon (or a prop drawn with paths, props.PROPS) through `matrix` from its 512-unit box, as
    premultiplied RGBA bytes."""
    from .props import PROPS

    w, h = size
    surface = skia.Surface(w, h)
    c = surface.getCanvas()
    c.clear(skia.ColorTRANSPARENT)
    c.concat(matrix)
    if name in PROPS:
        PROPS[name](c)
    else:
        skia.SVGDOM.MakeFromStream(skia.MemoryStream(_svg(name))).render(c)
    return surface.makeImageSnapshot().toarray(colorType=skia.kRGBA_8888_ColorType, alphaType=skia.kPremul_AlphaType)


def icon_alpha(name: str, matrix: skia.Matrix, size: tuple[int, int]) -> np.ndarray:
    """The icon's silhouette drawn through `matrix` (from its 512-unit box) into an (h, w) mask."""
    return _draw_icon(name, matrix, size)[..., 3].astype(np.float32) / 255


def icon_colours(name: str, matrix: skia.Matrix, size: tuple[int, int]) -> np.ndarray:
    """The icon's own colours (h, w, 3), carried a few pixels past its edge so a softened or wobbled
    silhouette never meets black."""
    rgba = _draw_icon(name, matrix, size).astype(np.float32) / 255
    a = rgba[..., 3:]
    rgb = rgba[..., :3]  # premultiplied: spread it and its alpha alike, then divide
    spread = blur(rgb, 3) / np.maximum(blur(a, 3), 1e-3)
    return np.where(a > 0.5, rgb / np.maximum(a, 1e-3), spread).astype(np.float32)


def path_alpha(path: skia.Path, size: tuple[int, int], blur_px: float = 0.0) -> np.ndarray:
    """An anti-aliased filled path as an (h, w) mask."""
    w, h = size
    surface = skia.Surface(w, h)
    c = surface.getCanvas()
    c.clear(skia.ColorTRANSPARENT)
    paint = skia.Paint(AntiAlias=True, Color=skia.ColorWHITE)
    if blur_px > 0:
        paint.setMaskFilter(skia.MaskFilter.MakeBlur(skia.kNormal_BlurStyle, blur_px))
    c.drawPath(path, paint)
    return surface.makeImageSnapshot().toarray()[..., 3].astype(np.float32) / 255


def ellipse_alpha(cx: float, cy: float, rx: float, ry: float, size: tuple[int, int],
                  blur_px: float = 0.0) -> np.ndarray:
    path = skia.Path()
    path.addOval(skia.Rect.MakeLTRB(cx - rx, cy - ry, cx + rx, cy + ry))
    return path_alpha(path, size, blur_px)


def polygon_alpha(points, size: tuple[int, int], blur_px: float = 0.0) -> np.ndarray:
    path = skia.Path()
    path.addPoly([skia.Point(float(x), float(y)) for x, y in points], True)
    return path_alpha(path, size, blur_px)


def radial(h: int, w: int, cx: float, cy: float, r: float, squash: float = 1.0) -> np.ndarray:
    """1 at (cx, cy) falling smoothly to 0 at radius r (pixels)."""
    ys, xs = np.ogrid[:h, :w]
    d = np.sqrt((xs - cx) ** 2 + ((ys - cy) / squash) ** 2) / max(r, 1e-3)
    return np.clip(1 - d, 0, 1).astype(np.float32) ** 2


def vertical(h: int, w: int, stops: list[tuple[float, np.ndarray]]) -> np.ndarray:
    """A top-to-bottom gradient through colour stops at fractions of the height."""
    t = np.linspace(0, 1, h, dtype=np.float32)
    pos = np.array([p for p, _ in stops], np.float32)
    cols = np.stack([c for _, c in stops])
    rows = np.stack([np.interp(t, pos, cols[:, k]) for k in range(3)], axis=1).astype(np.float32)
    return np.repeat(rows[:, None, :], w, axis=1)
