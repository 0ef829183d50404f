"""Set dressing: the small painted things every place has (grass, pebbles, weed, a rug, far planets),
scattered from the card's seed, so no scene is an empty gradient between its named elements."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from .canvas import blur, ellipse_alpha, mix, over, polygon_alpha, screen
from .noise import fbm

if TYPE_CHECKING:
    from .context import Ctx


def _tuft(ctx: Ctx, x: float, y: float, h: float, col: np.ndarray) -> None:
    blades = []
    for _ in range(5):
        lean = ctx.rng.normal(0, 0.35) * h
        w = max(1.2, h * 0.09)
        bx = x + ctx.rng.normal(0, h * 0.2)
        blades.append([(bx - w, y), (bx + w, y), (bx + lean, y - h * ctx.rng.uniform(0.6, 1.0))])
    mask = np.zeros((ctx.H, ctx.W), np.float32)
    for b in blades:
        mask = np.maximum(mask, polygon_alpha(b, (ctx.W, ctx.H), 0.5))
    over(ctx.img, col * ctx.rng.uniform(0.8, 1.15), mask)


def ground_life(ctx: Ctx, count: int = 26) -> None:
    """Grass tufts and pebbles on the ground, bigger and darker toward the viewer."""
    top = ctx.horizon
    if top >= ctx.H - 20:
        return
    g = ctx.pal.rgb("ground")
    for _ in range(count):
        t = ctx.rng.uniform(0, 1) ** 0.7
        y = top + 8 + t * (ctx.H - top - 8)
        x = ctx.rng.uniform(0, ctx.W)
        size = 4 + t * 26
        col = mix(mix(g[1], g[2], t) * 0.8, ctx.fog_rgb, (1 - t) * 0.4)
        if ctx.rng.uniform() < 0.7:
            _tuft(ctx, x, y, size, col)
        else:
            r = size * 0.35
            stone = ellipse_alpha(x, y - r * 0.4, r, r * 0.55, (ctx.W, ctx.H), 0.8)
            lit = ellipse_alpha(x + np.sign(ctx.lx - x) * r * 0.3, y - r * 0.6, r * 0.55, r * 0.3, (ctx.W, ctx.H), 1.5)
            over(ctx.img, mix(col, ctx.fog_rgb, 0.3), stone)
            ctx.img[:] = screen(ctx.img, ctx.light_rgb * (lit * stone * 0.35)[..., None])


def seabed(ctx: Ctx) -> None:
    """Weed swaying up from the sea floor and a few rocks."""
    h, w = ctx.H, ctx.W
    floor = ctx.horizon
    for _ in range(7):
        x0 = ctx.rng.choice([ctx.rng.uniform(0, 0.25), ctx.rng.uniform(0.75, 1.0)]) * w
        height = ctx.rng.uniform(0.12, 0.3) * h
        phase, width = ctx.rng.uniform(0, 6), ctx.rng.uniform(4, 9)
        pts_l, pts_r = [], []
        for k in range(13):
            t = k / 12
            cx = x0 + np.sin(phase + t * 4) * 14 * t
            cy = floor + 12 - t * height
            half = width * (1 - t * 0.8)
            pts_l.append((cx - half, cy))
            pts_r.append((cx + half, cy))
        mask = polygon_alpha(pts_l + pts_r[::-1], (w, h), 0.8)
        col = mix(ctx.rgb("accents", int(ctx.rng.integers(3))), ctx.pal.rgb("water"), 0.55)
        over(ctx.img, col, mask * 0.9)
    for _ in range(5):
        x, r = ctx.rng.uniform(0, w), ctx.rng.uniform(8, 22)
        y = floor + ctx.rng.uniform(14, 0.9 * (h - floor))
        rock = ellipse_alpha(x, y, r * 1.5, r, (w, h), 1.5)
        top = ellipse_alpha(x - r * 0.3, y - r * 0.4, r * 0.8, r * 0.45, (w, h), 2)
        over(ctx.img, mix(ctx.rgb("ground", 0), ctx.pal.rgb("water"), 0.6), rock)
        ctx.img[:] = screen(ctx.img, ctx.pal.rgb("light") * (top * rock * 0.2)[..., None])


def room(ctx: Ctx) -> None:
    """A rug on the floor and a framed picture on the wall (on some rooms), away from the window."""
    w = ctx.W
    fy = ctx.horizon
    cx = w * ctx.rng.uniform(0.35, 0.65)
    if ctx.card.seed % 3 != 0:
        _rug(ctx, cx, fy)
    if ctx.card.seed % 2 == 0:
        _picture(ctx, fy)
    else:
        _shelf(ctx, fy)


def _shelf(ctx: Ctx, fy: float) -> None:
    """A wall shelf on the far side from the window: a plank, its shadow, a row of books and jars."""
    h, w = ctx.H, ctx.W
    sx = w * (0.2 if ctx.lx > w / 2 else 0.8)
    sy = fy - 0.3 * h
    half = 0.17 * w
    plank = polygon_alpha([(sx - half, sy), (sx + half, sy), (sx + half, sy + 10), (sx - half, sy + 10)], (w, h), 0.6)
    ctx.img *= (1 - 0.35 * np.roll(blur(plank, 4), 8, axis=0))[..., None]
    wood = mix(ctx.rgb("ground", 2), ctx.pal.rgb("shadow"), 0.3)
    things = np.zeros((h, w, 3), np.float32)
    mask = np.zeros((h, w), np.float32)
    x = sx - half + 6
    while x < sx + half - 12:
        if ctx.rng.uniform() < 0.25:  # a jar
            r = ctx.rng.uniform(10, 15)
            a = ellipse_alpha(x + r, sy - r * 1.1, r, r * 1.15, (w, h), 0.6)
            step = 2 * r + 4
        else:  # a book, upright or leaning
            bw, bh = ctx.rng.uniform(10, 16), ctx.rng.uniform(36, 58)
            lean = ctx.rng.uniform(0, 8) if ctx.rng.uniform() < 0.2 else 0.0
            a = polygon_alpha([(x, sy), (x + bw, sy), (x + bw + lean, sy - bh), (x + lean, sy - bh)], (w, h), 0.5)
            step = bw + 1 + lean
        col = mix(ctx.rgb("accents", int(ctx.rng.integers(3))), ctx.fog_rgb, 0.35) * ctx.rng.uniform(0.55, 0.9)
        things = np.where((a > mask)[..., None], col, things)
        mask = np.maximum(mask, a)
        x += step
    over(ctx.img, things, mask)
    lit = np.clip(mask - np.roll(mask, int(np.sign(ctx.lx - sx)) * 2, axis=1), 0, 1)
    ctx.img[:] = screen(ctx.img, ctx.light_rgb * (lit * 0.3)[..., None])
    over(ctx.img, wood, plank)


def _rug(ctx: Ctx, cx: float, fy: float) -> None:
    h, w = ctx.H, ctx.W
    rug = ellipse_alpha(cx, fy + 0.17 * h, 0.36 * w, 0.07 * h, (w, h), 1.5)
    inner = ellipse_alpha(cx, fy + 0.17 * h, 0.3 * w, 0.05 * h, (w, h), 1.5)
    col = mix(ctx.rgb("accents", int(ctx.rng.integers(3))), ctx.rgb("ground", 1), 0.55)
    over(ctx.img, col, rug)
    over(ctx.img, col * 0.75, inner * 0.5)


def _picture(ctx: Ctx, fy: float) -> None:
    h, w = ctx.H, ctx.W
    px = w * (0.22 if ctx.lx > w / 2 else 0.78)
    py, pw, ph = fy - 0.3 * h, 0.09 * w, 0.07 * h
    frame = polygon_alpha([(px - pw, py - ph), (px + pw, py - ph), (px + pw, py + ph), (px - pw, py + ph)], (w, h), 0.7)
    canvas_ = polygon_alpha([(px - pw + 6, py - ph + 6), (px + pw - 6, py - ph + 6), (px + pw - 6, py + ph - 6),
                             (px - pw + 6, py + ph - 6)], (w, h), 0.7)
    over(ctx.img, ctx.pal.rgb("shadow") * 1.6 + 0.05, frame)
    over(ctx.img, mix(ctx.rgb("sky", 1), ctx.rgb("ground", 0), 0.4), canvas_)
    hill = polygon_alpha([(px - pw + 6, py + ph - 6), (px - pw * 0.2, py - ph * 0.1), (px + pw - 6, py + ph * 0.3),
                          (px + pw - 6, py + ph - 6)], (w, h), 0.7)
    over(ctx.img, ctx.rgb("ground", 1), hill * canvas_)


def planets(ctx: Ctx) -> None:
    """Two far planets, lit on the side toward the light."""
    h, w = ctx.H, ctx.W
    for _ in range(2):
        x, y, r = ctx.rng.uniform(0.1, 0.9) * w, ctx.rng.uniform(0.05, 0.6) * h, ctx.rng.uniform(10, 28)
        body = ellipse_alpha(x, y, r, r, (w, h), 0.8)
        d = np.array([ctx.lx - x, ctx.ly - y], np.float32)
        d /= np.linalg.norm(d) + 1e-3
        lit = ellipse_alpha(x + d[0] * r * 0.45, y + d[1] * r * 0.45, r * 0.85, r * 0.85, (w, h), r * 0.3)
        col = mix(ctx.rgb("accents", int(ctx.rng.integers(3))), ctx.fog_rgb, 0.5) * 0.45
        over(ctx.img, col, body)
        ctx.img[:] = screen(ctx.img, ctx.light_rgb * (lit * body * 0.5)[..., None])


def hedges(ctx: Ctx) -> None:
    """Seen from above: hedgerows along the field edges, one leafy mass each with its offset shadow."""
    h, w = ctx.H, ctx.W
    g = ctx.pal.rgb("ground")
    mass = np.zeros((h, w), np.float32)
    for _ in range(3):
        x, y = ctx.rng.uniform(0, w), ctx.rng.uniform(0, h)
        ang = ctx.rng.uniform(0, np.pi)
        for k in range(12):
            side = ctx.rng.normal(0, 5)
            tx = x + np.cos(ang) * k * 11 - np.sin(ang) * side
            ty = y + np.sin(ang) * k * 11 + np.cos(ang) * side
            r = ctx.rng.uniform(10, 16)
            mass = np.maximum(mass, ellipse_alpha(tx, ty, r, r, (w, h), 1.2))
    shadow = np.roll(np.roll(blur(mass, 4), 7, axis=0), 6, axis=1)
    ctx.img *= (1 - 0.4 * shadow)[..., None]
    leaves = g[2] * (0.8 + 0.25 * fbm(h, w, 5, ctx.rng, 2)[..., None])
    over(ctx.img, leaves, mass)
    lit = np.clip(mass - np.roll(np.roll(mass, 3, axis=0), 3, axis=1), 0, 1)
    ctx.img[:] = screen(ctx.img, ctx.light_rgb * (blur(lit, 1.5) * 0.3)[..., None])


def lily_pads(ctx: Ctx) -> None:
    h, w = ctx.H, ctx.W
    top = ctx.water or ctx.horizon
    for _ in range(6):
        t = ctx.rng.uniform(0.3, 1.0)
        x, y = ctx.rng.uniform(0, w), top + t * (h - top) * 0.9
        r = 6 + t * 22
        pad = ellipse_alpha(x, y, r, r * 0.32, (w, h), 0.8)
        over(ctx.img, mix(ctx.rgb("ground", 1), ctx.pal.rgb("water"), 0.3), pad * 0.9)


def cloudbanks(ctx: Ctx) -> None:
    """Two or three painted cloud masses: heaped tops lit from the light's side, flat shaded bases,
    paler and smaller toward the horizon (so a sky is a place, not an empty gradient)."""
    h, w = ctx.H, ctx.W
    bottom = ctx.sky_bottom
    if bottom < 0.2 * h:
        return
    for _ in range(int(ctx.rng.integers(2, 4))):
        t = ctx.rng.uniform(0.15, 0.85)  # 0 high in the sky (near, big), 1 low (far, small)
        base_y = bottom * (0.25 + 0.6 * t)
        scale = (1.3 - 0.8 * t) * w * 0.16
        cx = ctx.rng.uniform(0.1, 0.9) * w
        mass = np.zeros((h, w), np.float32)
        for _ in range(7):
            bx = cx + ctx.rng.normal(0, 1.1) * scale
            r = scale * ctx.rng.uniform(0.35, 0.7)
            mass = np.maximum(mass, ellipse_alpha(bx, base_y - r * 0.5, r, r * 0.75, (w, h), r * 0.12))
        flat_base = np.clip((base_y - np.arange(h, dtype=np.float32)) / 6 + 1, 0, 1)[:, None]
        mass = (mass * flat_base).astype(np.float32)
        mass = blur(mass, 1.5 + 3 * t)
        ys = np.arange(h, dtype=np.float32)[:, None]
        xs = np.arange(w, dtype=np.float32)[None, :]
        toward = ((xs - cx) * (ctx.lx - cx) + (ys - base_y) * (ctx.ly - base_y)) / (
            scale * (np.hypot(ctx.lx - cx, ctx.ly - base_y) + 1e-3))
        lit = np.clip(0.5 + 0.5 * toward, 0, 1) * np.clip((base_y - ys) / (scale * 0.9), 0, 1)
        shade = mix(mix(ctx.pal.rgb("shadow"), ctx.rgb("sky", 1), 0.6), ctx.fog_rgb, 0.3 + 0.4 * t)
        bright = mix(ctx.light_rgb, ctx.fog_rgb, 0.25 + 0.4 * t)
        col = mix(shade[None, None, :], bright[None, None, :], lit[..., None] ** 0.8)
        over(ctx.img, col, mass * (0.75 - 0.3 * t))


def far_life(ctx: Ctx) -> None:
    """On the nearest far ridge: a line of small hazy trees, now and then a far tower, and a few
    birds in the sky (the middle distance has things in it)."""
    from .canvas import icon_alpha

    h, w = ctx.H, ctx.W
    if not ctx.ridges:
        return
    line = ctx.ridges[-1]
    trees = np.zeros((h, w), np.float32)
    x = ctx.rng.uniform(0, 40)
    conifer = ctx.card.seed % 2 == 0
    while x < w:
        if fbm1d_at(ctx, x) > -0.1:  # woods in clumps, open land between
            y0 = float(line[int(min(w - 1, x))]) + 3
            size = ctx.rng.uniform(9, 18)
            if conifer:
                shape = polygon_alpha([(x - size * 0.35, y0), (x + size * 0.35, y0), (x, y0 - size * 1.6)], (w, h), 0.6)
            else:
                shape = ellipse_alpha(x, y0 - size * 0.7, size * 0.5, size * 0.6, (w, h), 0.6)
            trees = np.maximum(trees, shape)
        x += ctx.rng.uniform(6, 14)
    col = mix(ctx.rgb("ground", 1) * 0.75, ctx.fog_rgb, 0.45)
    over(ctx.img, col, trees)
    lit = np.clip(trees - np.roll(trees, int(np.sign(ctx.lx - w / 2)) * 2, axis=1), 0, 1)
    ctx.img[:] = screen(ctx.img, ctx.light_rgb * (lit * 0.25)[..., None])
    if ctx.card.seed % 3 == 0:  # a far tower or church on the ridge
        import skia

        name = ("church", "stone-tower", "windmill", "castle-ruins")[ctx.card.seed // 3 % 4]
        tx = ctx.rng.uniform(0.1, 0.9) * w
        ty = float(line[int(tx)]) + 2
        s = ctx.rng.uniform(28, 44) / 512
        m = skia.Matrix.Translate(tx - 256 * s, ty - 512 * s)
        m.preScale(s, s)
        a = blur(icon_alpha(name, m, (w, h)), 0.6)
        over(ctx.img, mix(ctx.rgb("ground", 0), ctx.fog_rgb, 0.55), a * 0.9)
    if ctx.sky_bottom > 0.3 * h and ctx.card.seed % 2:  # a few birds far off
        bx, by = ctx.rng.uniform(0.15, 0.85) * w, ctx.rng.uniform(0.15, 0.5) * ctx.sky_bottom
        birds = np.zeros((h, w), np.float32)
        for _ in range(int(ctx.rng.integers(3, 7))):
            x0, y0, s = bx + ctx.rng.normal(0, 30), by + ctx.rng.normal(0, 14), ctx.rng.uniform(3, 6)
            birds = np.maximum(birds, polygon_alpha([(x0 - s, y0 - s * 0.4), (x0, y0), (x0 + s, y0 - s * 0.4),
                                                     (x0, y0 - s * 0.15)], (w, h), 0.4))
        over(ctx.img, mix(ctx.pal.rgb("shadow"), ctx.fog_rgb, 0.4), birds * 0.8)


def fbm1d_at(ctx: Ctx, x: float) -> float:
    """The woods' density along the ridge (one noise line per card, made on first use)."""
    line = getattr(ctx, "_woods", None)
    if line is None:
        from .noise import fbm1d

        line = fbm1d(ctx.W, 70, ctx.rng, 3)
        ctx._woods = line  # type: ignore[attr-defined]
    return float(line[int(min(ctx.W - 1, max(0, x)))])


DRESSING = {"wide": (cloudbanks, far_life, ground_life), "crowd": (cloudbanks, ground_life), "below": (cloudbanks,),
            "underwater": (seabed,), "interior": (room,), "cosmos": (planets,), "above": (hedges,),
            "mirror": (cloudbanks, far_life, lily_pads), "cutaway": (cloudbanks, far_life)}


def dress(ctx: Ctx) -> None:
    for painter in DRESSING.get(ctx.card.framing, ()):
        painter(ctx)
