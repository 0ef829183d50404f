"""Paints one card from its recipe: sky, celestial light, clouds, setting, motifs, twist, finish.

Order matters: everything above the horizon is painted before a sea, so the sea can reflect
it; motifs standing on the ground come after; the twist and the finishing pass come last.
"""

from __future__ import annotations

import numpy as np

from .icons import icon_mask
from .layers import (
    box_blur,
    fractal_noise,
    mix,
    noise_1d,
    paint,
    radial,
    rgb,
    screen,
    smoothstep,
    vertical_gradient,
)
from .recipe import Motif, Recipe, Scene

WIDTH, HEIGHT = 600, 900


def render(recipe: Recipe, size: tuple[int, int] = (WIDTH, HEIGHT)) -> np.ndarray:
    w, h = size
    rng = np.random.default_rng(recipe.seed)
    img = paint_scene(recipe.scene, w, h, rng)
    finish(img, recipe, rng)
    return img


def paint_scene(sc: Scene, w: int, h: int, rng: np.random.Generator) -> np.ndarray:
    img = vertical_gradient(h, w, sc.sky)
    haze = rgb(sc.sky[-1][1])
    if sc.stars:
        stars(img, sc.stars, rng, limit=sc.horizon)
    if sc.light:
        celestial(img, sc, w, h)
    if sc.aurora:
        aurora(img, rgb(sc.aurora), w, h, rng)
    if sc.clouds:
        clouds(img, sc, w, h, rng)
    for m in sc.motifs:
        if m.layer == "sky":
            motif(img, m, w, h)
    if sc.inverted:
        inverted_land(img, rgb(sc.inverted), w, h, rng)
    ground(img, sc, haze, w, h, rng)
    for m in sc.motifs:
        if m.layer == "ground":
            motif(img, m, w, h)
    if sc.mist:
        mist(img, sc, w, h, rng)
    for m in sc.motifs:
        if m.layer == "front":
            motif(img, m, w, h)
    if sc.swarm:
        swarm(img, sc.swarm, w, h, rng)
    if sc.portal:
        portal(img, sc.portal, w, h, rng)
    if sc.bottle:
        bottle(img, sc.bottle, w, h, rng)
    if sc.particles:
        particles(img, rgb(sc.particles), w, h, rng)
    return img


# --- sky ------------------------------------------------------------------------------------------

def stars(img: np.ndarray, count: int, rng: np.random.Generator, limit: float) -> None:
    h, w, _ = img.shape
    ys = (rng.random(count) ** 1.6 * limit * h).astype(int)
    xs = rng.integers(0, w, count)
    bright = rng.random(count) ** 3
    for x, y, b in zip(xs, ys, bright, strict=True):
        v = 0.35 + 0.65 * b
        img[y, x] = np.maximum(img[y, x], v)
        if b > 0.75:  # the brightest twinkle with a small cross
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                if 0 <= x + dx < w and 0 <= y + dy < h:
                    img[y + dy, x + dx] = np.maximum(img[y + dy, x + dx], v * 0.55)


def celestial(img: np.ndarray, sc: Scene, w: int, h: int) -> None:
    assert sc.light is not None  # only called for scenes that have one
    kind, fx, fy, fr, colour = sc.light
    cx, cy, r = fx * w, fy * h, fr * w
    col = rgb(colour)
    d = radial(h, w, cx, cy, r)
    screen(img, col, np.clip(0.55 * np.exp(-(d - 1) * 0.9), 0, 0.55) * (d > 1))  # halo
    screen(img, col, np.clip(0.25 * np.exp(-(d - 1) * 0.25), 0, 0.25))
    disc = smoothstep(1.02, 0.97, d)
    if kind == "crescent":
        bite = smoothstep(0.97, 1.02, radial(h, w, cx + r * 0.45, cy - r * 0.2, r * 0.95))
        disc = disc * bite
    face = col * 0.92 + 0.08
    if kind in ("moon", "crescent"):  # a few soft maria on the moon's face
        rng = np.random.default_rng(int(cx * 7 + cy))
        spots = fractal_noise(h, w, rng, base=int(12 * w / max(r, 1) / 10) + 3, octaves=3)
        face = face[None, None, :] * (1 - 0.12 * spots[..., None])
    paint(img, face, disc)


def aurora(img: np.ndarray, colour: np.ndarray, w: int, h: int, rng: np.random.Generator) -> None:
    n = noise_1d(w, rng, base=2, octaves=4)
    ys = np.arange(h, dtype=np.float32)[:, None]
    centre = (0.18 + 0.14 * n)[None, :] * h
    curtain = np.exp(-((ys - centre) / (0.07 * h)) ** 2) * (ys < centre + 0.02 * h)
    streaks = fractal_noise(h, w, rng, base=24, octaves=2, stretch=0.08)
    screen(img, colour, np.clip(curtain * (0.35 + 0.65 * streaks) * 0.8, 0, 1))


def clouds(img: np.ndarray, sc: Scene, w: int, h: int, rng: np.random.Generator) -> None:
    assert sc.clouds is not None  # only called for scenes that have one
    colour, top, bottom, amount = sc.clouds
    field = fractal_noise(h, w, rng, base=3, octaves=6, stretch=2.2)
    ys = np.linspace(0, 1, h, dtype=np.float32)[:, None]
    band = smoothstep(top - 0.08, top + 0.05, ys) * smoothstep(bottom + 0.08, bottom - 0.05, ys)
    density = smoothstep(1 - amount, 1 - amount + 0.35, field) * band
    lit = rgb(colour)
    shade = lit * 0.6 + img.mean(axis=(0, 1)) * 0.2
    body = mix(shade[None, None, :], lit[None, None, :], smoothstep(0.2, 0.9, field)[..., None])
    paint(img, body, np.clip(density * 0.9, 0, 1))


def mist(img: np.ndarray, sc: Scene, w: int, h: int, rng: np.random.Generator) -> None:
    assert sc.mist is not None  # only called for scenes that have one
    colour, y, thickness = sc.mist
    field = fractal_noise(h, w, rng, base=2, octaves=5, stretch=3.0)
    ys = np.linspace(0, 1, h, dtype=np.float32)[:, None]
    band = np.exp(-((ys - y) / thickness) ** 2)
    paint(img, rgb(colour), np.clip(band * (0.25 + 0.6 * field), 0, 0.85))


def inverted_land(img: np.ndarray, colour: np.ndarray, w: int, h: int, rng: np.random.Generator) -> None:
    """Impossible gravity: a second landscape hangs upside down from the top of the sky."""
    for i, depth in enumerate((0.12, 0.2)):
        ridge = (depth + 0.07 * noise_1d(w, rng, base=3)) * h
        ys = np.arange(h)[:, None]
        mask = (ys < ridge[None, :]).astype(np.float32)
        shade = colour * (0.55 + 0.25 * i)
        paint(img, shade, box_blur(mask, 1))


# --- ground ---------------------------------------------------------------------------------------

def ground(img: np.ndarray, sc: Scene, haze: np.ndarray, w: int, h: int, rng: np.random.Generator) -> None:
    kind = sc.ground
    y0 = int(sc.horizon * h)
    cols = [rgb(c) for c in sc.ground_colours]
    if kind == "sea":
        sea(img, y0, cols, w, h, rng)
    elif kind in ("hills", "forest", "snow", "dunes"):
        layered_land(img, kind, y0, cols, haze, w, h, rng)
    elif kind == "cloudsea":
        cloud_sea(img, y0, cols, w, h, rng)
    elif kind == "interior":
        interior(img, y0, cols, sc, w, h, rng)
    # "void": the sky goes on forever


def sea(img: np.ndarray, y0: int, cols: list[np.ndarray], w: int, h: int, rng: np.random.Generator) -> None:
    depth = h - y0
    src = img[max(0, y0 - depth):y0][::-1].copy()
    if src.shape[0] < depth:
        src = np.concatenate([src, np.repeat(src[-1:], depth - src.shape[0], axis=0)])
    rows = np.arange(depth)
    ripple = (np.sin(rows[:, None] * 0.35 + np.arange(w)[None, :] * 0.015) * (1 + rows[:, None] * 0.012)).astype(int)
    xs = np.clip(np.arange(w)[None, :] + ripple, 0, w - 1)
    reflected = src[rows[:, None], xs]
    water = vertical_gradient(depth, w, [(0, "#000000"), (1, "#000000")])
    water[:] = mix(cols[0], cols[-1], np.linspace(0, 1, depth)[:, None, None])
    streaks = fractal_noise(depth, w, rng, base=30, octaves=2, stretch=0.1)
    fade = np.linspace(0.75, 0.35, depth)[:, None, None]
    img[y0:] = mix(water, reflected * (0.85 + 0.2 * streaks[..., None]), fade)
    img[y0:y0 + 2] = mix(img[y0:y0 + 2], np.ones(3, dtype=np.float32), 0.25)  # the bright horizon line


def layered_land(img: np.ndarray, kind: str, y0: int, cols: list[np.ndarray], haze: np.ndarray, w: int, h: int,
                 rng: np.random.Generator) -> None:
    layers = len(cols)
    ys = np.arange(h)[:, None]
    for i, col in enumerate(cols):
        t = i / max(layers - 1, 1)
        if kind == "dunes":
            xs = np.linspace(0, 1, w)
            ridge = y0 + t * (h - y0) * 0.55 + (np.sin(xs * (2.5 + i) * np.pi + rng.random() * 6) * 0.5 + 0.5) * h * 0.05
        else:
            amp = (0.09 if kind != "snow" else 0.05) * h * (1 - 0.4 * t)
            ridge = y0 + t * (h - y0) * 0.6 - noise_1d(w, rng, base=2 + i, octaves=5) * amp + amp * 0.5
        mask = (ys >= ridge[None, :]).astype(np.float32)
        mask = box_blur(mask, 1)
        far = 1 - t
        tone = mix(col, haze, 0.55 * far)
        depth = np.clip((ys - ridge[None, :]) / (0.25 * h), 0, 1)[..., None]
        body = mix(tone[None, None, :], tone * 0.55, depth)
        if kind == "dunes":  # light on the windward side
            slope = np.gradient(ridge)[None, :, None]
            body = body * (1 + np.clip(-slope * 0.08, -0.25, 0.25))
        paint(img, body, mask)
        if kind == "forest" and i >= 1:
            trees(img, ridge, tone * 0.6, w, h, rng, size=int(18 + 26 * t))
        if kind == "snow" and i == layers - 1:
            sparkle = (rng.random((h, w)) > 0.9985) & (mask > 0.5)
            img[sparkle] = 1.0


def trees(img: np.ndarray, ridge: np.ndarray, colour: np.ndarray, w: int, h: int, rng: np.random.Generator,
          size: int) -> None:
    x = int(rng.integers(0, size))
    while x < w:
        s = int(size * (0.7 + 0.6 * rng.random()))
        m = icon_mask("pine-tree", s)
        top = int(ridge[min(x, w - 1)] - s * 0.85)
        stamp(img, colour, m, x - s // 2, top)
        x += int(s * (0.35 + 0.5 * rng.random()))


def cloud_sea(img: np.ndarray, y0: int, cols: list[np.ndarray], w: int, h: int, rng: np.random.Generator) -> None:
    field = fractal_noise(h, w, rng, base=4, octaves=6, stretch=1.6)
    ys = np.linspace(0, 1, h, dtype=np.float32)[:, None]
    top = y0 / h
    surface = smoothstep(top - 0.03, top + 0.12, ys + (field - 0.5) * 0.12)
    body = mix(cols[0][None, None, :], cols[-1][None, None, :], smoothstep(0.3, 0.8, field)[..., None])
    paint(img, body, surface)


def interior(img: np.ndarray, y0: int, cols: list[np.ndarray], sc: Scene, w: int, h: int,
             rng: np.random.Generator) -> None:
    """A room with a window onto the sky painted so far."""
    wall, floor = cols[0], cols[-1]
    wx0, wy0, wx1, wy1 = (int(v * s) for v, s in zip(sc.window, (w, h, w, h), strict=True))
    ys, xs = np.ogrid[:h, :w]
    in_window = (xs >= wx0) & (xs < wx1) & (ys >= wy0) & (ys < wy1)
    texture = fractal_noise(h, w, rng, base=8, octaves=4)
    wall_img = wall[None, None, :] * (0.8 + 0.25 * texture[..., None])
    paint(img, wall_img, (~in_window).astype(np.float32))
    frame = np.zeros((h, w), np.float32)
    frame[max(0, wy0 - 10):wy1 + 10, max(0, wx0 - 10):wx1 + 10] = 1
    frame[in_window] = 0
    paint(img, wall * 0.45, frame)
    paint(img, wall * 0.45, ((xs >= (wx0 + wx1) // 2 - 4) & (xs < (wx0 + wx1) // 2 + 4) & (ys >= wy0) & (ys < wy1)).astype(np.float32))
    depth = np.clip((ys - y0) / (h - y0 + 1e-6), 0, 1)
    floor_img = mix(floor * 0.7, floor * 1.05, depth[..., None]) * (0.9 + 0.15 * texture[..., None])
    paint(img, floor_img, (ys >= y0).astype(np.float32) * np.ones((1, w), np.float32))
    glow = np.exp(-radial(h, w, (wx0 + wx1) / 2, wy1 + (h - wy1) * 0.4, (wx1 - wx0) * 0.9, 0.8) ** 2)
    screen(img, rgb(sc.sky[-1][1]), glow * 0.35)


# --- motifs and twists ----------------------------------------------------------------------------

def stamp(img: np.ndarray, colour: np.ndarray, mask: np.ndarray, x: int, y: int, alpha: float = 1.0,
          light: bool = False) -> None:
    """Composite `mask` with its top-left corner at (x, y), clipped to the image."""
    h, w, _ = img.shape
    mh, mw = mask.shape
    x0, y0, x1, y1 = max(x, 0), max(y, 0), min(x + mw, w), min(y + mh, h)
    if x0 >= x1 or y0 >= y1:
        return
    sub = mask[y0 - y:y1 - y, x0 - x:x1 - x] * alpha
    region = img[y0:y1, x0:x1]
    if light:
        screen(region, colour, sub)
    else:
        paint(region, colour, sub)


def motif(img: np.ndarray, m: Motif, w: int, h: int) -> None:
    size = max(4, int(m.size * w))
    mask = icon_mask(m.icon, size, m.rotation, m.flip)
    mh, mw = mask.shape
    x, y = int(m.x * w - mw / 2), int(m.y * h - mh / 2)
    col = rgb(m.colour)
    if m.island:
        island(img, m.x * w, m.y * h + mh * 0.45, mw * 0.75, h)
    if m.shadow:
        soft = box_blur(np.pad(mask, 20), 6)
        stamp(img, np.zeros(3, np.float32), soft, x - 20 + size // 12, y - 20 + size // 10, 0.35)
    if m.glow:
        halo = box_blur(np.pad(mask, 40), max(4, size // 14))
        stamp(img, col, halo, x - 40, y - 40, m.glow, light=True)
    stamp(img, col, mask, x, y, m.alpha)
    if m.reflect:
        flipped = mask[::-1] * np.linspace(0.45, 0.0, mh, dtype=np.float32)[:, None]
        stamp(img, col * 0.8, flipped, x, y + mh, m.alpha)


def island(img: np.ndarray, cx: float, top: float, half: float, h: int) -> None:
    """A floating island: a grassy top and a jagged rock cone with hanging roots."""
    width = img.shape[1]
    rng = np.random.default_rng(int(cx * 13 + top))
    ys, xs = np.ogrid[:h, :width]
    u = (xs - cx) / half
    depth = half * (1.1 + 0.3 * noise_1d(width, rng, base=6)[None, :])
    cone = (np.abs(u) < 1) & (ys >= top) & (ys <= top + depth * (1 - np.abs(u) ** 1.5))
    rock = np.array([0.32, 0.25, 0.27], np.float32)
    shade = np.clip((ys - top) / (depth + 1e-6), 0, 1)[..., None]
    paint(img, mix(rock, rock * 0.35, shade), box_blur(cone.astype(np.float32), 1))
    lid = (np.abs(u) < 1.04) & (np.abs(ys - top) < half * 0.09 * (1 - u ** 2) + 2)
    paint(img, np.array([0.36, 0.55, 0.35], np.float32), box_blur(lid.astype(np.float32), 1))


def swarm(img: np.ndarray, spec: tuple, w: int, h: int, rng: np.random.Generator) -> None:
    """Multiplication: many copies of one motif drifting through a region."""
    icon, count, (x0, y0, x1, y1), (s0, s1), colour, glow = spec
    col = rgb(colour)
    for _ in range(count):
        s = int((s0 + (s1 - s0) * rng.random()) * w)
        mask = icon_mask(icon, max(s, 4), int(rng.integers(-20, 20)), bool(rng.random() < 0.5))
        x = int((x0 + (x1 - x0) * rng.random()) * w)
        y = int((y0 + (y1 - y0) * rng.random()) * h)
        if glow:
            halo = box_blur(np.pad(mask, 16), max(2, s // 8))
            stamp(img, col, halo, x - 16, y - 16, glow, light=True)
        stamp(img, col, mask, x, y, 0.95)


def portal(img: np.ndarray, spec: tuple, w: int, h: int, rng: np.random.Generator) -> None:
    """A door standing in the landscape, opening onto another world (its own scene)."""
    (fx, fy, fw, fh), inner, frame_colour = spec
    dw, dh = int(fw * w), int(fh * h)
    x, y = int(fx * w - dw / 2), int(fy * h - dh)
    world = paint_scene(inner, dw, dh, rng)
    ys, xs = np.ogrid[:dh, :dw]
    arch = ((ys > dw / 2) | (((xs - dw / 2) / (dw / 2)) ** 2 + ((ys - dw / 2) / (dw / 2)) ** 2 <= 1)).astype(np.float32)
    light = rgb(inner.sky[-1][1])
    spill = np.zeros((h, w), np.float32)
    base = y + dh
    for row in range(base, min(h, base + int(0.12 * h))):
        spread = (row - base) * 0.9
        a = 0.45 * (1 - (row - base) / (0.12 * h))
        spill[row, max(0, int(x - spread)):min(w, int(x + dw + spread))] = a
    screen(img, light, box_blur(spill, 6))
    halo = box_blur(np.pad(arch, 30), 12)
    stamp(img, light, halo, x - 30, y - 30, 0.8, light=True)
    region = img[y:y + dh, x:x + dw]
    paint(region, world[:region.shape[0], :region.shape[1]], arch[:region.shape[0], :region.shape[1]])
    edge = np.clip(box_blur(np.pad(arch, 8), 3) - np.pad(arch, 8), 0, 1) * 2.5
    stamp(img, rgb(frame_colour), np.clip(edge, 0, 1), x - 8, y - 8)


def bottle(img: np.ndarray, spec: tuple, w: int, h: int, rng: np.random.Generator) -> None:
    """A world in a bottle: an inner scene seen through glass, with highlights."""
    (fx, fy, fw, fh), inner, glass = spec
    bw, bh = int(fw * w), int(fh * h)
    x, y = int(fx * w - bw / 2), int(fy * h - bh / 2)
    world = paint_scene(inner, bw, bh, rng)
    ys, xs = np.ogrid[:bh, :bw]
    neck_w, neck_h = bw * 0.18, bh * 0.22
    neck = (np.abs(xs - bw / 2) < neck_w) & (ys < neck_h + 4)
    shoulder = ((xs - bw / 2) / (bw / 2)) ** 2 + ((ys - neck_h - bw * 0.35) / (bw * 0.42)) ** 2 <= 1
    body = (ys >= neck_h + bw * 0.35) & (np.abs(xs - bw / 2) < bw / 2 - 1) & (ys < bh - 6)
    shape = (neck | shoulder | body).astype(np.float32)
    shape = box_blur(shape, 1)
    shadow = box_blur(np.pad(shape, 24), 10)
    stamp(img, np.zeros(3, np.float32), shadow, x - 24 + 10, y - 24 + 14, 0.45)
    region = img[y:y + bh, x:x + bw]
    hh, ww = region.shape[:2]
    paint(region, world[:hh, :ww] * 0.92 + rgb(glass) * 0.08, shape[:hh, :ww])
    rim = np.clip(box_blur(np.pad(shape, 6), 2) - np.pad(shape, 6), 0, 1) * 3
    stamp(img, rgb(glass), np.clip(rim, 0, 1), x - 6, y - 6, 0.9, light=True)
    shine = ((xs - bw * 0.28) ** 2 / (bw * 0.05) ** 2 + (ys - bh * 0.62) ** 2 / (bh * 0.22) ** 2 <= 1).astype(np.float32)
    stamp(img, np.ones(3, np.float32), box_blur(shine * shape, 3), x, y, 0.35, light=True)
    cork = (np.abs(xs - bw / 2) < neck_w * 0.8) & (ys < neck_h * 0.35)
    stamp(img, np.array([0.55, 0.4, 0.28], np.float32), cork.astype(np.float32), x, y)


def particles(img: np.ndarray, colour: np.ndarray, w: int, h: int, rng: np.random.Generator) -> None:
    """Fireflies, dust or bubbles: small soft glowing points."""
    dots = np.zeros((h, w), np.float32)
    for _ in range(90):
        x, y = int(rng.integers(0, w)), int(rng.integers(0, h))
        r = 1 + int(rng.random() ** 3 * 3)
        dots[max(0, y - r):y + r, max(0, x - r):x + r] = 0.5 + 0.5 * rng.random()
    screen(img, colour, np.clip(box_blur(dots, 3) * 3, 0, 1))


# --- finishing ------------------------------------------------------------------------------------

def finish(img: np.ndarray, recipe: Recipe, rng: np.random.Generator) -> None:
    h, w, _ = img.shape
    # soft glow: blur of what is bright, added back (downscaled blur is cheap and once per card)
    bright = np.clip(img.max(axis=2) - 0.6, 0, 1) / 0.4
    small = bright[::4, ::4]
    bloom = np.kron(box_blur(small, 6), np.ones((4, 4), np.float32))[:h, :w]
    screen(img, np.ones(3, np.float32) * 0.9, np.clip(bloom * recipe.glow, 0, 1))
    # vignette
    d = radial(h, w, w / 2, h / 2, h * 0.62, aspect=w / h)
    img *= (1 - 0.55 * smoothstep(0.55, 1.25, d))[..., None]
    # grain
    img += (rng.standard_normal((h, w, 1)).astype(np.float32) * recipe.grain)
    np.clip(img, 0, 1, out=img)
    # the card frame: a dark margin with a thin gilded line, rounded corners
    frame(img, rgb(recipe.frame))


def frame(img: np.ndarray, gold: np.ndarray) -> None:
    h, w, _ = img.shape
    ys, xs = np.ogrid[:h, :w]

    def rounded(inset: float, radius: float) -> np.ndarray:
        cx = np.clip(xs, inset + radius, w - 1 - inset - radius)
        cy = np.clip(ys, inset + radius, h - 1 - inset - radius)
        return np.sqrt((xs - cx) ** 2 + (ys - cy) ** 2) <= radius

    outer_margin = w * 0.035
    inside = rounded(outer_margin, w * 0.04).astype(np.float32)
    border = np.array([0.06, 0.05, 0.1], np.float32)
    paint(img, border, 1 - box_blur(inside, 1))
    line = rounded(outer_margin - 3, w * 0.045) & ~rounded(outer_margin - 1, w * 0.043)
    paint(img, gold, box_blur(line.astype(np.float32), 1) * 0.9)
