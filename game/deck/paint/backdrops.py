"""The places behind the figures, one painter per framing (grammar.FRAMINGS).

Each painter fills ctx.img and says where the ground meets the sky (ctx.horizon, pixels), whether
things stand on a floor that takes cast shadows (ctx.floor) and where still water starts
(ctx.water: reflections are painted there).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from .canvas import blur, ellipse_alpha, mix, over, polygon_alpha, radial, screen, smoothstep, vertical
from .noise import fbm, fbm1d

if TYPE_CHECKING:
    from .context import Ctx


def sky(ctx: Ctx, bottom: float, clouds: float = 0.5) -> None:
    p, h, w = ctx.pal, ctx.H, ctx.W
    ctx.sky_bottom = bottom
    b = max(bottom / h, 0.05)
    ctx.img[:] = vertical(h, w, [(0, p.rgb("sky")[0]), (b * 0.55, p.rgb("sky")[1]), (b, p.rgb("sky")[2]),
                                 (1, p.rgb("sky")[2])])
    if clouds > 0:
        n = fbm(h, w, 140, ctx.rng, 5, stretch=2.6)
        band = smoothstep(0.0, 0.35, n) * clouds * smoothstep(bottom + 20, bottom * 0.5, np.arange(h))[:, None]
        lit = fbm(h, w, 60, ctx.rng, 3)
        col = mix(ctx.rgb("sky", 1), ctx.light_rgb, 0.45)[None, None, :] * (0.9 + 0.15 * lit[..., None])
        over(ctx.img, col, np.clip(band, 0, 0.85))
    glow(ctx, ctx.lx, ctx.ly, 0.55 * w, 0.55)


def glow(ctx: Ctx, x: float, y: float, r: float, amount: float) -> None:
    g = radial(ctx.H, ctx.W, x, y, r) * amount * ctx.grade.light
    ctx.img[:] = screen(ctx.img, ctx.light_rgb[None, None, :] * g[..., None])


def disc(ctx: Ctx) -> None:
    if not ctx.card.disc:
        return
    r = 0.07 * ctx.W
    m = ellipse_alpha(ctx.lx, ctx.ly, r, r, (ctx.W, ctx.H), 1.2)
    if ctx.card.disc == "moon":
        col = np.array([0.95, 0.93, 0.85], np.float32)[None, None, :] * (
            1 - 0.12 * np.clip(fbm(ctx.H, ctx.W, 14, ctx.rng, 3), 0, 1))[..., None]
        glow(ctx, ctx.lx, ctx.ly, r * 4, 0.5)
    else:
        col = mix(ctx.light_rgb, np.ones(3, np.float32), 0.6)
        glow(ctx, ctx.lx, ctx.ly, r * 6, 0.8)
    over(ctx.img, col, m)


def stars(ctx: Ctx, count: int, bottom: float) -> None:
    h, w = ctx.H, ctx.W
    layer = np.zeros((h, w), np.float32)
    ys = ctx.rng.uniform(0, bottom, count).astype(int)
    xs = ctx.rng.uniform(0, w, count).astype(int)
    layer[ys.clip(0, h - 1), xs.clip(0, w - 1)] = ctx.rng.uniform(0.4, 1.0, count)
    layer = np.maximum(blur(layer, 0.8) * 5, blur(layer, 3) * 12)
    ctx.img[:] = screen(ctx.img, (layer[..., None] * np.array([1, 0.97, 0.9], np.float32)))


def ridge(ctx: Ctx, y0: float, amp: float, scale: float, colour: np.ndarray, haze: float, rough: int = 5) -> np.ndarray:
    """A band of land whose top edge is a noisy line at about y0; lit on the faces toward the light."""
    h, w = ctx.H, ctx.W
    line = y0 + amp * fbm1d(w, scale, ctx.rng, rough)
    rows = np.arange(h, dtype=np.float32)[:, None]
    mask = np.clip(rows - line[None, :] + 0.5, 0, 1)
    # the side nearer the light is a little brighter
    lit = (1 + 0.12 * np.tanh((ctx.lx - np.arange(w, dtype=np.float32)) / w * 2) * 0 +
           0.15 * radial(1, w, ctx.lx, 0, w)[0])[None, :, None]
    depth = smoothstep(0, 120, rows - line[None, :])[..., None]
    col = mix(colour, ctx.fog_rgb, haze) * lit
    col = mix(col, mix(colour, ctx.fog_rgb, haze * 0.5) * 0.8, depth * 0.6)
    tex = 1 + 0.06 * fbm(h, w, 7, ctx.rng, 3, stretch=2.5)[..., None] + 0.08 * fbm(h, w, 45, ctx.rng, 3)[..., None]
    over(ctx.img, col * tex, mask)
    ctx.ridges.append(line)
    return line


def ground(ctx: Ctx, top: float) -> None:
    h, w = ctx.H, ctx.W
    p = ctx.pal
    g = vertical(h, w, [(0, p.rgb("ground")[1]), (top / h, mix(p.rgb("ground")[1], ctx.fog_rgb, 0.35)),
                        (1, p.rgb("ground")[2])])
    tex = (1 + 0.09 * fbm(h, w, 5, ctx.rng, 3, stretch=5)[..., None] + 0.12 * fbm(h, w, 40, ctx.rng, 4)[..., None]
           - 0.12 * smoothstep(0.2, 0.5, fbm(h, w, 25, ctx.rng, 4, stretch=3))[..., None])
    mask = np.clip(np.arange(h, dtype=np.float32) - top + 0.5, 0, 1)[:, None] * np.ones((1, w), np.float32)
    over(ctx.img, g * tex, mask)
    # the light lies on the ground toward its source
    pool = radial(h, w, ctx.lx, top + (h - top) * 0.35, 0.7 * w, 0.35) * 0.35 * mask
    ctx.img[:] = screen(ctx.img, ctx.light_rgb * pool[..., None])


def water(ctx: Ctx, top: float) -> None:
    h, w = ctx.H, ctx.W
    rows = np.arange(h, dtype=np.float32)
    col = vertical(h, w, [(0, ctx.rgb("sky", 2)), (top / h, mix(ctx.rgb("sky", 2), ctx.pal.rgb("water"), 0.4)),
                          (1, ctx.pal.rgb("water") * 0.7)])
    streak = fbm(h, w, 3, ctx.rng, 3, stretch=14)
    col = col * (1 + 0.1 * streak[..., None])
    mask = np.clip(rows - top + 0.5, 0, 1)[:, None] * np.ones((1, w), np.float32)
    over(ctx.img, col, mask)
    path = np.exp(-((np.arange(w) - ctx.lx) / (0.12 * w)) ** 2)[None, :] * mask
    glitter = smoothstep(0.15, 0.55, streak) * path * 0.9 * ctx.grade.light
    ctx.img[:] = screen(ctx.img, ctx.light_rgb * glitter[..., None])
    ctx.water = top


def wide(ctx: Ctx) -> None:
    hz = ctx.horizon
    sky(ctx, hz, 0.55)
    disc(ctx)
    g = ctx.pal.rgb("ground")
    ridge(ctx, hz - 0.09 * ctx.H, 0.06 * ctx.H, 160, g[0], 0.6)
    ridge(ctx, hz - 0.03 * ctx.H, 0.04 * ctx.H, 90, g[1], 0.35)
    ground(ctx, hz)
    ctx.floor = True


def mirror(ctx: Ctx) -> None:
    hz = ctx.horizon
    sky(ctx, hz, 0.5)
    disc(ctx)
    g = ctx.pal.rgb("ground")
    ridge(ctx, hz - 0.08 * ctx.H, 0.07 * ctx.H, 130, g[0], 0.55)
    ridge(ctx, hz - 0.025 * ctx.H, 0.02 * ctx.H, 60, g[1], 0.3)
    water(ctx, hz)
    ctx.floor = False


def below(ctx: Ctx) -> None:
    h, w = ctx.H, ctx.W
    hz = ctx.horizon
    sky(ctx, hz, 0.75)
    disc(ctx)
    # rays fanning from the light, as when one looks straight up
    ys, xs = np.mgrid[:h, :w].astype(np.float32)
    ang = np.arctan2(ys - ctx.ly, xs - ctx.lx)
    rays = smoothstep(0.3, 0.9, np.sin(ang * 23 + 3 * np.sin(ang * 7)) * 0.5 + 0.5) * 0.12 * ctx.grade.light
    ctx.img[:] = screen(ctx.img, ctx.light_rgb * (rays * radial(h, w, ctx.lx, ctx.ly, 1.2 * h))[..., None])
    ridge(ctx, hz, 0.015 * h, 40, ctx.pal.rgb("ground")[2], 0.1)
    ctx.floor = True


def above(ctx: Ctx) -> None:
    h, w = ctx.H, ctx.W
    g = ctx.pal.rgb("ground")
    # a patchwork of parcels (nearest of a few scattered points, their borders wobbled), each its own
    # shade of the ground with furrows ploughed in its own direction, and dark hedgerow lines between
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    wx = xs + 25 * fbm(h, w, 80, ctx.rng, 3)
    wy = ys + 25 * fbm(h, w, 80, ctx.rng, 3)
    count = 15
    px, py = ctx.rng.uniform(-0.05, 1.05, count) * w, ctx.rng.uniform(-0.05, 1.05, count) * h
    d = np.stack([np.hypot(wx - px[i], wy - py[i]) for i in range(count)])
    order = np.argsort(d, axis=0)
    label = order[0]
    gap = np.take_along_axis(d, order[1:2], 0)[0] - np.take_along_axis(d, order[0:1], 0)[0]
    fields = np.zeros((h, w, 3), np.float32)
    for i in range(count):
        shade = mix(g[int(ctx.rng.integers(3))], g[int(ctx.rng.integers(3))], ctx.rng.uniform(0, 1))
        shade = shade * ctx.rng.uniform(0.85, 1.12)
        ang = ctx.rng.uniform(0, np.pi)
        furrow = np.sin((wx * np.cos(ang) + wy * np.sin(ang)) / ctx.rng.uniform(2.5, 5))
        tone = shade * (1 + 0.07 * furrow)[..., None]
        fields = np.where((label == i)[..., None], tone, fields)
    fields *= 1 + 0.06 * fbm(h, w, 30, ctx.rng, 3)[..., None]
    hedge = smoothstep(6, 1.5, gap)
    fields = mix(fields, mix(g[2], ctx.pal.rgb("shadow"), 0.4) * 0.8, (hedge * 0.75)[..., None])
    ctx.img[:] = fields
    # a river or a path crossing the land: along or across the card, or none
    kind = ctx.card.seed % 3
    if kind == 2:
        glow(ctx, ctx.lx, ctx.ly, 0.8 * w, 0.4)
        ctx.floor, ctx.drop = True, True
        return
    if kind == 0:
        xs = w * (0.5 + 0.35 * fbm1d(h, 300, ctx.rng, 4))
        dist = np.abs(np.arange(w)[None, :] - xs[:, None])
    else:
        ys_line = h * (0.55 + 0.25 * fbm1d(w, 250, ctx.rng, 4))
        dist = np.abs(np.arange(h)[:, None] - ys_line[None, :])
    river = smoothstep(0.05 * w, 0.035 * w, dist)
    bank = smoothstep(0.075 * w, 0.05 * w, dist) - river
    over(ctx.img, mix(g[0], ctx.fog_rgb, 0.4), bank * 0.8)
    stream = ctx.pal.rgb("water") if ctx.card.seed % 2 else mix(g[0], ctx.light_rgb, 0.4)
    over(ctx.img, stream * (1 + 0.15 * fbm(h, w, 3, ctx.rng, 2, stretch=4)[..., None]), river)
    glow(ctx, ctx.lx, ctx.ly, 0.8 * w, 0.4)
    ctx.floor, ctx.drop = True, True


def underwater(ctx: Ctx) -> None:
    h, w = ctx.H, ctx.W
    p = ctx.pal
    deep = p.rgb("water") * 0.45
    ctx.img[:] = vertical(h, w, [(0, mix(p.rgb("water"), p.rgb("light"), 0.55)), (0.35, p.rgb("water")), (1, deep)])
    xs = np.arange(w, dtype=np.float32)[None, :]
    ys = np.arange(h, dtype=np.float32)[:, None]
    shaft = fbm(1, w * 2, 25, ctx.rng, 3)[0]
    idx = np.clip((xs + (ys * (ctx.lx - w / 2) / h) * 0.6 + w / 2).astype(int), 0, 2 * w - 1)
    rays = smoothstep(0.1, 0.5, shaft[idx]) * np.exp(-ys / (0.7 * h)) * 0.45 * ctx.grade.light
    ctx.img[:] = screen(ctx.img, p.rgb("light") * rays[..., None])
    floor_y = ctx.horizon
    # the surface seen from below: a bright rippled ceiling of light
    ripple = np.abs(np.sin(xs / 17 + 4 * fbm(h, w, 30, ctx.rng, 2))) ** 4
    ceiling = smoothstep(0.06 * h, 0.0, ys) * (0.4 + 0.6 * ripple)
    ctx.img[:] = screen(ctx.img, p.rgb("light") * (ceiling * 0.5 * ctx.grade.light)[..., None])
    # far off in the blue: reefs and rock arches, a kelp forest, lost in the water's haze
    haze = mix(p.rgb("water"), deep, 0.35)
    far = floor_y - 0.05 * h - 0.09 * h * np.clip(fbm1d(w, 90, ctx.rng, 4) + 0.3, 0, None)
    reef = np.clip(ys - far[None, :], 0, 1)
    over(ctx.img, mix(haze, p.rgb("ground")[0], 0.15) * (1 + 0.06 * fbm(h, w, 10, ctx.rng, 2)[..., None]), reef * 0.8)
    kelp = np.zeros((h, w), np.float32)
    for _ in range(int(ctx.rng.integers(5, 9))):
        x0 = ctx.rng.uniform(0, w)
        top = floor_y - ctx.rng.uniform(0.25, 0.5) * h
        phase = ctx.rng.uniform(0, 6)
        half = ctx.rng.uniform(2.5, 5)
        centre = x0 + np.sin(phase + ys[:, 0] / 40) * 10 * np.clip((floor_y - ys[:, 0]) / h * 3, 0, 1)
        stalk = np.clip(half - np.abs(xs - centre[:, None]), 0, 1) * ((ys > top) & (ys < floor_y))
        kelp = np.maximum(kelp, stalk)
    over(ctx.img, mix(haze, p.rgb("ground")[1], 0.35) * 0.8, blur(kelp, 1.2) * 0.8)
    school = np.zeros((h, w), np.float32)
    sx, sy = ctx.rng.uniform(0.15, 0.85) * w, ctx.rng.uniform(0.12, 0.4) * h
    for _ in range(40):
        fx, fy = sx + ctx.rng.normal(0, 45), sy + ctx.rng.normal(0, 22)
        school = np.maximum(school, ellipse_alpha(fx, fy, 4, 1.6, (w, h), 0.5))
    over(ctx.img, mix(haze, p.rgb("light"), 0.35), school * 0.8)
    line = floor_y + 0.03 * h * fbm1d(w, 120, ctx.rng)
    mask = np.clip(ys - line[None, :], 0, 1)
    sand = mix(p.rgb("ground")[0], p.rgb("water"), 0.45) * (1 + 0.1 * fbm(h, w, 6, ctx.rng, 3, stretch=3)[..., None])
    over(ctx.img, sand, mask)
    caustic = 1 - np.abs(fbm(h, w, 22, ctx.rng, 2))
    ctx.img[:] = screen(ctx.img, p.rgb("light") * (smoothstep(0.9, 0.99, caustic) * mask * 0.09)[..., None])
    # bubbles
    for _ in range(26):
        bx, by, br = ctx.rng.uniform(0, w), ctx.rng.uniform(0, floor_y), ctx.rng.uniform(1.5, 7)
        ring = ellipse_alpha(bx, by, br, br, (w, h), 0.6) - ellipse_alpha(bx, by, br * 0.65, br * 0.65, (w, h), 0.6)
        ctx.img[:] = screen(ctx.img, p.rgb("light") * (np.clip(ring, 0, 1) * 0.6)[..., None])
    ctx.floor, ctx.under = True, True


def _below_things(ctx: Ctx, surface: float) -> list[tuple[float, float, float, float]]:
    """The boxes (x0, y0, x1, y1, pixels) of the things the scene puts under the ground."""
    boxes = []
    for e in ctx.card.elements:
        s = e.size * ctx.W
        n = max(1, e.count)
        for i in range(n):
            f = i / (n - 1) - 0.5 if n > 1 else 0.0
            x, y = (e.x + e.dx * f) * ctx.W, (e.y + e.dy * f) * ctx.H
            if y < surface + 0.07 * ctx.H:
                continue  # on the surface, not under it
            top = y - s * 0.5 if e.floating else y - s * 0.9
            bottom = y + s * 0.5 if e.floating else y
            boxes.append((x - s * 0.55, top, x + s * 0.55, bottom))
    return boxes


def _tube(ctx: Ctx, pts: list[tuple[float, float]], r: float) -> np.ndarray:
    """A winding tunnel through points, r pixels wide each side."""
    out = np.zeros((ctx.H, ctx.W), np.float32)
    for (xa, ya), (xb, yb) in zip(pts, pts[1:], strict=False):
        d = max(1e-3, float(np.hypot(xb - xa, yb - ya)))
        nx, ny = -(yb - ya) / d * r, (xb - xa) / d * r
        out = np.maximum(out, polygon_alpha([(xa + nx, ya + ny), (xb + nx, yb + ny), (xb - nx, yb - ny),
                                             (xa - nx, ya - ny)], (ctx.W, ctx.H), 2))
        out = np.maximum(out, ellipse_alpha(xb, yb, r, r, (ctx.W, ctx.H), 2))
    return out


def _hollow(ctx: Ctx, cut: str, surface: float, line: np.ndarray) -> tuple[np.ndarray, float, float]:
    """Where the section is open (a mask), and the centre of its light."""
    h, w = ctx.H, ctx.W
    boxes = _below_things(ctx, surface) or [(0.3 * w, 0.7 * h, 0.7 * w, 0.86 * h)]
    x0 = min(b[0] for b in boxes)
    x1 = max(b[2] for b in boxes)
    y0 = min(b[1] for b in boxes)
    y1 = max(b[3] for b in boxes)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    side = 1 if ctx.card.seed % 2 else -1
    ys = np.arange(h, dtype=np.float32)[:, None]
    xs = np.arange(w, dtype=np.float32)[None, :]
    if cut == "rooms":  # a burrow of small rooms, one round each thing, joined by winding tunnels
        rooms = sorted(boxes)
        hollow = np.zeros((h, w), np.float32)
        for bx0, by0, bx1, by1 in rooms:
            rx, ry = (bx1 - bx0) * 0.62 + 10, (by1 - by0) * 0.62 + 10
            hollow = np.maximum(hollow, ellipse_alpha((bx0 + bx1) / 2, by1 - ry * 0.8, rx, ry, (w, h), 2))
        centres = [((b[0] + b[2]) / 2, b[3] - 10) for b in rooms]
        for (xa, ya), (xb, yb) in zip(centres, centres[1:], strict=False):
            mid = ((xa + xb) / 2, min(ya, yb) - ctx.rng.uniform(20, 70))
            hollow = np.maximum(hollow, _tube(ctx, [(xa, ya), mid, (xb, yb)], 13))
        ex = centres[0][0] if side < 0 else centres[-1][0]
        hollow = np.maximum(hollow, _tube(ctx, [(ex, centres[0][1] - 20), (ex + side * 60, (surface + cy) / 2),
                                                (ex + side * 30, surface - 4)], 12))
        return hollow, cx, cy
    if cut == "cave":  # a wide, ragged cavern with teeth of rock hanging from its roof
        rim = fbm(h, w, 40, ctx.rng, 4)
        d = ((xs - cx) / ((x1 - x0) * 0.62 + 40)) ** 2 + ((ys - cy) / ((y1 - y0) * 0.7 + 50)) ** 2
        teeth = np.abs(np.sin(xs / 23 + 3 * fbm1d(w, 50, ctx.rng)[None, :])) ** 6 * 45
        d = d + np.clip((y0 + 10 - ys) / 60, 0, 1) * teeth / 45
        return smoothstep(1.05, 0.95, d + 0.25 * rim), cx, cy
    if cut == "hill":  # the surface rises into a hill, and the hollow fills the hill's heart
        d = ((xs - cx) / ((x1 - x0) * 0.6 + 30)) ** 2 + ((ys - cy) / ((y1 - y0) * 0.75 + 30)) ** 2
        return smoothstep(1.02, 0.96, d + 0.08 * fbm(h, w, 30, ctx.rng, 3)), cx, cy
    if cut in ("cellar", "vault"):  # a room with straight walls; a vault has a round roof and a channel
        left, right = max(12.0, x0 - 30), min(w - 12.0, x1 + 30)
        top = max(surface + 40, y0 - 50)
        room = polygon_alpha([(left, top), (right, top), (right, y1 + 30), (left, y1 + 30)], (w, h), 1)
        if cut == "vault":
            room = np.maximum(room * (ys > top + 40), ellipse_alpha((left + right) / 2, top + 40, (right - left) / 2,
                                                                    60, (w, h), 1) * (ys < top + 41))
        stair = polygon_alpha([(left + 10, top + 10) if side < 0 else (right - 10, top + 10),
                               (left + 55, top + 10) if side < 0 else (right - 55, top + 10),
                               (left + 55, surface - 2) if side < 0 else (right - 55, surface - 2),
                               (left + 10, surface - 2) if side < 0 else (right - 10, surface - 2)], (w, h), 1)
        return np.maximum(room, stair), cx, cy
    if cut == "strata":  # no room at all: the things lie in the layers of the earth, cleaned by a digger
        halo = np.zeros((h, w), np.float32)
        for bx0, by0, bx1, by1 in boxes:
            halo = np.maximum(halo, ellipse_alpha((bx0 + bx1) / 2, (by0 + by1) / 2, (bx1 - bx0) * 0.6 + 8,
                                                  (by1 - by0) * 0.6 + 8, (w, h), 10) * 0.45)
        return halo, cx, cy
    if cut == "shaft":  # a narrow shaft straight down, opening into a small room at its foot
        sx = cx
        hollow = polygon_alpha([(sx - 34, surface - 4), (sx + 34, surface - 4), (sx + 40, y1), (sx - 40, y1)],
                               (w, h), 2)
        hollow = np.maximum(hollow, ellipse_alpha(cx, y1 - (y1 - y0) * 0.35, (x1 - x0) * 0.55 + 20,
                                                  (y1 - y0) * 0.5 + 18, (w, h), 2))
        return hollow, cx, y1 - 40
    # oval, snow: one lit hollow, a tunnel climbing toward the surface, sometimes a second small room
    rx = max((x1 - x0) * 0.6 + 20, 0.3 * w)
    ry = max((y1 - y0) * 0.65 + 20, 0.1 * h)
    hollow = ellipse_alpha(cx, cy, rx, ry, (w, h), 2)
    tx = cx + side * rx * 0.7
    hollow = np.maximum(hollow, _tube(ctx, [(tx, cy - ry * 0.4), (tx + side * 0.15 * w, (surface + cy) / 2),
                                            (tx + side * 0.2 * w, surface - 4)], 15))
    if ctx.card.seed % 3 == 0:
        hollow = np.maximum(hollow, ellipse_alpha(cx - side * 0.3 * w, cy - 0.2 * h, 0.12 * w, 0.05 * h, (w, h), 2))
    return hollow, cx, cy


def cutaway(ctx: Ctx) -> None:
    """A section through the ground: the surface above, and below, in one of several cuts (grammar.CUTS), the
    hidden place where the story is."""
    h, w = ctx.H, ctx.W
    p = ctx.pal
    cut = ctx.card.cut or "oval"
    surface = ctx.horizon
    sky(ctx, surface, 0.4)
    disc(ctx)
    g = p.rgb("ground")
    ridge(ctx, surface - 0.05 * h, 0.03 * h, 120, g[0], 0.55)
    ys = np.arange(h, dtype=np.float32)[:, None]
    xs = np.arange(w, dtype=np.float32)[None, :]
    line = surface + 0.012 * h * fbm1d(w, 80, ctx.rng)
    if cut == "hill":
        boxes = _below_things(ctx, surface)
        hx = float(np.mean([(b[0] + b[2]) / 2 for b in boxes])) if boxes else w / 2
        line = line - 0.12 * h * np.exp(-((np.arange(w) - hx) / (0.3 * w)) ** 2)
    below = np.clip(ys - line[None, :], 0, 1)
    soil = vertical(h, w, [(0, g[1]), (surface / h, g[1] * 0.85), (1, g[2] * 0.5)])
    strata = fbm(h, w, 14, ctx.rng, 3, stretch=9)
    bands = 0.5 if cut == "strata" else 0.16
    soil = soil * (1 + bands * np.sin(ys / 19 + 3 * strata)[..., None] * 0.5 + 0.08 * strata[..., None])
    # stones in the earth, bigger deeper down
    for _ in range(22):
        sx, sy = ctx.rng.uniform(0, w), ctx.rng.uniform(surface + 20, h)
        r = 3 + (sy - surface) / h * ctx.rng.uniform(6, 16)
        soil = mix(soil, soil * 1.35, ellipse_alpha(sx, sy, r * 1.4, r, (w, h), 1)[..., None])
    if cut == "snow":  # a deep blanket of snow over the earth
        snow_line = line + 0.14 * h + 0.02 * h * fbm1d(w, 60, ctx.rng)[None, :]
        white = mix(ctx.fog_rgb, np.array([0.93, 0.96, 1.0], np.float32), 0.7)
        drift = np.clip(snow_line - ys, 0, 1)[..., None]
        soil = mix(soil, white * (0.85 + 0.12 * fbm(h, w, 20, ctx.rng, 3, stretch=4))[..., None], drift)
    over(ctx.img, soil, below)
    over(ctx.img, g[0] * 1.1, below * (ys < line[None, :] + 10))
    hollow, cx, cy = _hollow(ctx, cut, surface, line)
    hollow = hollow * below
    glowing = radial(h, w, cx, cy - 30, 0.45 * w)[..., None]
    inner = mix(p.rgb("shadow"), p.rgb("ground")[0], 0.35) + 0.5 * p.rgb("light") * glowing
    if cut in ("cellar", "vault"):  # courses of stone or brick in the walls, boards on the floor
        course = (np.abs(np.sin(ys / 9)) > 0.94) | (np.abs(np.sin((xs + 14 * (np.sin(ys / 9) > 0)) / 17)) > 0.985)
        inner = inner * (1 - 0.18 * course[..., None])
    if cut == "vault":  # a dark channel of water along the floor
        boxes = _below_things(ctx, surface)
        fy = max(b[3] for b in boxes) + 4 if boxes else 0.88 * h
        channel = ((ys > fy) & (ys < fy + 22)).astype(np.float32)
        inner = mix(inner, p.rgb("water") * (0.6 + 0.3 * fbm(h, w, 4, ctx.rng, 2, stretch=10))[..., None],
                    channel[..., None] * 0.8)
    if cut == "strata":
        inner = ctx.img * 1.25 + 0.15 * p.rgb("light") * glowing
    over(ctx.img, inner, hollow)
    rim = np.clip(blur(hollow, 6) - hollow, 0, 1)
    ctx.img *= 1 - 0.6 * rim[..., None]
    # roots hanging from the surface (a cave's wall is all roots)
    for _ in range(16 if cut == "cave" else 7):
        x0 = ctx.rng.uniform(0.05, 0.95) * w
        pts = [(x0 + ctx.rng.normal(0, 14) * k, surface + k * ctx.rng.uniform(18, 30)) for k in range(6)]
        seg = np.zeros((h, w), np.float32)
        for (xa, ya), (xb, yb) in zip(pts, pts[1:], strict=False):
            seg = np.maximum(seg, polygon_alpha([(xa - 2, ya), (xa + 2, ya), (xb + 1, yb), (xb - 1, yb)], (w, h), 0.5))
        over(ctx.img, mix(g[2], g[1], 0.5) * 0.7, seg * (0.7 if cut == "cave" else 0.45) * (1 - hollow * 0.5))
    ctx.floor = True


def tabletop(ctx: Ctx) -> None:
    h, w = ctx.H, ctx.W
    p = ctx.pal
    top = ctx.horizon
    ctx.img[:] = vertical(h, w, [(0, p.rgb("shadow")), (top / h, mix(p.rgb("shadow"), p.rgb("ground")[0], 0.5)),
                                 (1, p.rgb("shadow"))])
    behind = ctx.card.seed % 3
    if behind == 1:  # a shelf of jars and books in the dark
        for row_y in (0.22 * h, 0.42 * h):
            over(ctx.img, p.rgb("ground")[1] * 0.6, polygon_alpha([(0, row_y), (w, row_y), (w, row_y + 8), (0, row_y + 8)],
                                                                    (w, h), 0.7))
            x = ctx.rng.uniform(0, 30)
            while x < w:
                bw, bh = ctx.rng.uniform(14, 36), ctx.rng.uniform(30, 80)
                thing = (ellipse_alpha(x + bw / 2, row_y - bh / 2, bw / 2, bh / 2, (w, h), 1) if ctx.rng.uniform() < 0.4
                         else polygon_alpha([(x, row_y - bh), (x + bw, row_y - bh), (x + bw, row_y), (x, row_y)], (w, h), 1))
                col = mix(p.rgb("accents")[int(ctx.rng.integers(3))], p.rgb("shadow"), 0.6)
                over(ctx.img, col, thing)
                x += bw + ctx.rng.uniform(4, 30)
        ctx.img[:] = blur(ctx.img, 2.5)
    elif behind == 2:  # a window onto the night or the day
        wx0 = ctx.rng.uniform(0.05, 0.45) * w
        wx1 = wx0 + 0.45 * w
        win = polygon_alpha([(wx0, 0.08 * h), (wx1, 0.08 * h), (wx1, top - 0.08 * h), (wx0, top - 0.08 * h)], (w, h), 1)
        view = vertical(h, w, [(0, p.rgb("sky")[0]), (top / h, p.rgb("sky")[2]), (1, p.rgb("sky")[2])])
        over(ctx.img, view, win)
        line = top - 0.2 * h + 0.04 * h * fbm1d(w, 90, ctx.rng)
        hills = np.clip(np.arange(h, dtype=np.float32)[:, None] - line[None, :], 0, 1)
        over(ctx.img, mix(p.rgb("ground")[0], p.rgb("fog"), 0.4), hills * win)
        stars(ctx, 60, top) if ctx.card.mood in ("calm", "wonder", "melancholy", "eerie") else None
        ctx.img[:] = ctx.img * (1 - win[..., None]) + blur(ctx.img, 2) * win[..., None]
        xs = np.arange(w, dtype=np.float32)[None, :]
        ys = np.arange(h, dtype=np.float32)[:, None]
        cross = ((np.abs(xs - (wx0 + wx1) / 2) < 4) | (np.abs(ys - (0.08 * h + top - 0.08 * h) / 2) < 4)) * win
        bars = np.clip(blur(win, 3) * 3, 0, 1) - win * 0.999
        over(ctx.img, p.rgb("shadow"), np.clip(bars + cross, 0, 1))
    for _ in range(14 if behind == 0 else 5):  # out-of-focus lights behind
        bx, by, br = ctx.rng.uniform(0, w), ctx.rng.uniform(0, top * 0.9), ctx.rng.uniform(12, 40)
        m = ellipse_alpha(bx, by, br, br, (w, h), 5)
        col = mix(ctx.light_rgb, p.rgb("accents")[ctx.rng.integers(3)], 0.4)
        ctx.img[:] = screen(ctx.img, col * (m * ctx.rng.uniform(0.15, 0.4))[..., None])
    ys = np.arange(h, dtype=np.float32)[:, None]
    wood = vertical(h, w, [(0, p.rgb("ground")[0]), (top / h, p.rgb("ground")[0]), (1, p.rgb("ground")[2])])
    grain = fbm(h, w, 2.5, ctx.rng, 3, stretch=30)
    wood = wood * (1 + 0.14 * grain[..., None])
    over(ctx.img, wood, np.clip(ys - top, 0, 1) * np.ones((1, w), np.float32))
    edge = np.clip(ys - top, 0, 1) * np.clip(top + 3 - ys, 0, 1)
    ctx.img[:] = screen(ctx.img, ctx.light_rgb * (edge * 0.4)[..., None])
    glow(ctx, ctx.lx, ctx.ly, 0.7 * w, 0.55)
    pool = radial(h, w, ctx.lx * 0.5 + w * 0.25, top + 0.15 * h, 0.6 * w, 0.4) * np.clip(ys - top, 0, 1)
    ctx.img[:] = screen(ctx.img, ctx.light_rgb * (pool * 0.45)[..., None])
    ctx.floor, ctx.water, ctx.gloss = True, top, 0.22


def interior(ctx: Ctx) -> None:
    h, w = ctx.H, ctx.W
    p = ctx.pal
    fy = ctx.horizon
    wall = mix(p.rgb("ground")[0], p.rgb("fog"), 0.3)
    ys = np.arange(h, dtype=np.float32)[:, None]
    xs = np.arange(w, dtype=np.float32)[None, :]
    style = ctx.card.seed % 3
    dots = (np.sin(xs / 7.0) * np.sin(ys / 7.0 + (np.floor(xs / 44.0) % 2) * 1.5)) ** 8
    pattern = (np.sign(np.sin(xs / 11.0)) * 0.6, np.sin(xs / 14.0) * np.sin(ys / 14.0), dots * 2 - 0.3)[style]
    paper = 1 + 0.1 * pattern * (0.6 + 0.4 * fbm(h, w, 30, ctx.rng, 2)) + 0.06 * fbm(h, w, 50, ctx.rng, 3)
    ctx.img[:] = wall * paper[..., None] * 0.75
    # wainscot panels below a rail, a picture rail above, stains of age on the plaster
    rail = fy - 0.17 * h
    panel = (ys > rail) & (ys < fy)
    ctx.img[:] = np.where(panel[..., None], mix(ctx.img, p.rgb("ground")[1] * 0.6, 0.55), ctx.img)
    inset = (np.abs(((xs + 20) % 92) - 46) < 38) & (ys > rail + 14) & (ys < fy - 12)
    ctx.img[:] *= (1 - 0.1 * inset)[..., None] * (1 + 0.12 * ((np.abs(((xs + 20) % 92) - 84) < 1.5)
                                                              & (ys > rail + 14) & (ys < fy - 12)))[..., None]
    for y_line, strength in ((rail, 0.35), (0.13 * h, 0.25)):
        band = np.clip(1 - np.abs(ys - y_line) / 3, 0, 1)
        ctx.img[:] = mix(ctx.img, p.rgb("shadow") * 1.3 + 0.05, (band * strength)[..., None])
        lit = np.clip(1 - np.abs(ys - y_line + 4) / 1.5, 0, 1)
        ctx.img[:] = screen(ctx.img, ctx.light_rgb * (lit * 0.15)[..., None])
    stain = smoothstep(0.35, 0.7, fbm(h, w, 60, ctx.rng, 4)) * (ys < rail)
    ctx.img[:] *= (1 - 0.12 * stain)[..., None]
    # the window the light comes through
    wx, wy = ctx.lx, max(ctx.ly, 0.1 * h)
    ww, wh = 0.17 * w, 0.17 * h
    shape = (ctx.card.seed // 3) % 3
    if shape == 1:  # arched
        ww = 0.13 * w
        win = np.maximum(ellipse_alpha(wx, wy - wh + ww, ww, ww, (w, h), 0.8),
                         polygon_alpha([(wx - ww, wy - wh + ww), (wx + ww, wy - wh + ww), (wx + ww, wy + wh),
                                        (wx - ww, wy + wh)], (w, h), 0.8))
    elif shape == 2:  # round
        wh = ww
        win = ellipse_alpha(wx, wy, ww, ww, (w, h), 0.8)
    else:
        win = polygon_alpha([(wx - ww, wy - wh), (wx + ww, wy - wh), (wx + ww, wy + wh), (wx - ww, wy + wh)], (w, h), 0.8)
    outside = vertical(h, w, [(0, p.rgb("sky")[0]), ((wy + wh) / h, p.rgb("sky")[2]), (1, p.rgb("sky")[2])])
    over(ctx.img, outside, win)
    if ctx.card.disc:
        disc(ctx)
    bars = (np.abs(xs - wx) < 3) | (np.abs(ys - wy) < 3)
    frame = np.clip(blur(win, 3) * 3, 0, 1) - win * 0.999
    over(ctx.img, p.rgb("shadow") * 1.5, np.clip(frame + bars * win, 0, 1))
    # floorboards in perspective toward a vanishing point above the floor line
    vx, vy = w * 0.5, fy - 0.25 * h
    floor = np.clip(ys - fy, 0, 1) * np.ones((1, w), np.float32)
    t = (xs - vx) / np.maximum(ys - vy, 1)
    boards = 0.5 + 0.5 * np.sin(t * 26)
    fcol = mix(p.rgb("ground")[1], p.rgb("ground")[2], smoothstep(fy, h, ys)[..., None])
    fcol = fcol * (0.85 + 0.2 * smoothstep(0.05, 0.2, boards)[..., None]) * (1 + 0.08 * fbm(h, w, 3, ctx.rng, 2, stretch=6)[..., None])
    over(ctx.img, fcol, floor)
    ctx.img[:] *= 1 - 0.5 * (np.clip(fy + 5 - ys, 0, 1) * np.clip(ys - fy + 5, 0, 1) / 1)[..., None] * 0.6
    # the beam from the window onto the floor
    sx = (wx - vx) * 0.4
    beam = polygon_alpha([(wx - ww, wy + wh), (wx + ww, wy + wh), (wx + ww * 1.9 - sx, h * 0.97),
                          (wx - ww * 1.9 - sx, h * 0.97)], (w, h), 25)
    ctx.img[:] = screen(ctx.img, ctx.light_rgb * (beam * 0.28 * ctx.grade.light)[..., None])
    glow(ctx, wx, wy, 0.5 * w, 0.5)
    ctx.img[:] *= (0.55 + 0.45 * radial(h, w, wx, fy, 1.1 * w))[..., None] ** 0.5
    ctx.floor = True
    if ctx.card.flood:  # a flooded room: the floor under still water that mirrors the walls
        water(ctx, ctx.card.flood * h)
        ctx.gloss = 0.6


def opening(ctx: Ctx) -> None:
    """A place seen through an arch, a round window or a keyhole in a dark near wall."""
    wide(ctx)
    ctx.front = lambda: _wall(ctx)


def _wall(ctx: Ctx) -> None:
    h, w = ctx.H, ctx.W
    kind = ctx.card.hole or ("arch", "round", "keyhole", "door")[ctx.card.seed % 4]
    cx = w * (0.5 + (ctx.card.seed % 3 - 1) * 0.05)
    k = 0.9 + (ctx.card.seed % 5) * 0.05
    if kind == "round":
        hole = ellipse_alpha(cx, 0.42 * h, 0.36 * w * k, 0.36 * w * k, (w, h), 1)
    elif kind == "keyhole":
        hole = np.maximum(ellipse_alpha(cx, 0.33 * h, 0.22 * w, 0.22 * w, (w, h), 1),
                          polygon_alpha([(cx - 0.1 * w, 0.38 * h), (cx + 0.1 * w, 0.38 * h), (cx + 0.26 * w, 0.8 * h),
                                         (cx - 0.26 * w, 0.8 * h)], (w, h), 1))
    else:
        half = (0.3 * w if kind == "arch" else 0.22 * w) * k
        top = (0.16 * h if kind == "arch" else 0.1 * h) / k
        hole = np.maximum(ellipse_alpha(cx, top + half, half, half, (w, h), 1),
                          polygon_alpha([(cx - half, top + half), (cx + half, top + half), (cx + half, 0.84 * h),
                                         (cx - half, 0.84 * h)], (w, h), 1))
    wall_mask = 1 - hole
    ys = np.arange(h, dtype=np.float32)[:, None]
    stone = mix(ctx.pal.rgb("shadow"), ctx.pal.rgb("ground")[2], 0.5)
    blocks = 1 + 0.12 * fbm(h, w, 26, ctx.rng, 4)[..., None] + 0.06 * fbm(h, w, 3, ctx.rng, 2)[..., None]
    xs = np.arange(w, dtype=np.float32)[None, :]
    if ctx.card.seed % 3 == 1:  # brick courses
        course = (ys // 28) % 2
        joint = (np.abs((ys % 28) - 14) > 12) | (np.abs(((xs + course * 30) % 60) - 30) > 28)
        blocks = blocks * (1 - 0.25 * joint[..., None])
    elif ctx.card.seed % 3 == 2:  # planks
        blocks = blocks * (1 - 0.2 * (np.abs((xs % 46) - 23) > 21)[..., None]) * (
            1 + 0.08 * fbm(h, w, 30, ctx.rng, 2, stretch=0.05)[..., None])
    stone = mix(stone, ctx.fog_rgb, 0.2) + 0.03
    wall = stone * blocks
    # light spilling from the opening onto the inside of the wall
    spill = blur(hole, 40) * 1.4
    wall = wall + ctx.light_rgb * (spill * 0.5)[..., None] * stone * 2
    # cracks and damp in the plaster or stone, darker low down
    crack = smoothstep(0.93, 0.99, 1 - np.abs(fbm(h, w, 40, ctx.rng, 4)))
    wall = wall * (1 - 0.3 * crack[..., None]) * (1 - 0.25 * smoothstep(0.5 * h, h, ys))[..., None]
    over(ctx.img, wall, wall_mask)
    rim = np.clip(hole - blur(hole, 2.5), 0, 1) * 0 + np.clip(blur(hole, 3) - hole, 0, 1)
    ctx.img[:] = screen(ctx.img, ctx.light_rgb * (rim * 0.8)[..., None])
    # a sill under the opening: a ledge for near things, lit along its top edge
    rows = np.nonzero(hole.max(axis=1) > 0.5)[0]
    if len(rows):
        bottom = float(rows[-1])
        cols = np.nonzero(hole[int(bottom)] > 0.5)[0]
        left, right = float(cols[0]) - 22, float(cols[-1]) + 22
        sill = polygon_alpha([(left, bottom), (right, bottom), (right + 8, bottom + 16), (left - 8, bottom + 16)], (w, h), 0.8)
        over(ctx.img, mix(stone, ctx.light_rgb, 0.2) * 1.25, sill)
        lip = np.clip(1 - np.abs(ys - bottom - 1) / 2, 0, 1) * (xs > left) * (xs < right)
        ctx.img[:] = screen(ctx.img, ctx.light_rgb * (lip * 0.5)[..., None])
        ctx.img[:] *= (1 - 0.4 * blur(np.roll(sill, 10, axis=0) * (1 - sill), 5))[..., None]
    # ivy climbing the wall from a lower corner (half the walls)
    if ctx.card.seed % 2 == 0:
        leaves = np.zeros((h, w), np.float32)
        x, y = (0.04 * w if ctx.card.seed % 4 == 0 else 0.96 * w), float(h)
        for _ in range(70):
            x += ctx.rng.normal(0, 7) + (0.5 * w - x) * 0.012
            y -= ctx.rng.uniform(4, 9)
            for _ in range(2):
                lx, ly, r = x + ctx.rng.normal(0, 9), y + ctx.rng.normal(0, 6), ctx.rng.uniform(4, 8)
                leaves = np.maximum(leaves, ellipse_alpha(lx, ly, r, r * 0.7, (w, h), 0.7))
        leaves = leaves * wall_mask
        over(ctx.img, mix(ctx.rgb("ground", 1), ctx.pal.rgb("shadow"), 0.35) * 0.9, leaves)
        lit = np.clip(leaves - np.roll(np.roll(leaves, 2, axis=0), int(np.sign(cx - w / 2)) * 2, axis=1), 0, 1)
        ctx.img[:] = screen(ctx.img, ctx.light_rgb * (lit * 0.35)[..., None])
    del ys
    ctx.hole = hole
    ctx.floor = True


def crowd(ctx: Ctx) -> None:
    h, w = ctx.H, ctx.W
    hz = ctx.horizon
    sky(ctx, hz, 0.4)
    disc(ctx)
    g = ctx.pal.rgb("ground")
    kind = ctx.card.seed % 3
    if kind == 2:  # a park: round crowns of trees behind the square
        for _ in range(26):
            tx, r = ctx.rng.uniform(0, w), ctx.rng.uniform(0.04, 0.09) * w
            ty = hz - r * ctx.rng.uniform(0.6, 1.6)
            crown = ellipse_alpha(tx, ty, r, r * 0.9, (w, h), 1)
            lit = ellipse_alpha(tx + np.sign(ctx.lx - tx) * r * 0.3, ty - r * 0.3, r * 0.6, r * 0.5, (w, h), r * 0.3)
            col = mix(g[0], ctx.fog_rgb, 0.35) * ctx.rng.uniform(0.8, 1.05)
            over(ctx.img, col, crown)
            ctx.img[:] = screen(ctx.img, ctx.light_rgb * (lit * crown * 0.25)[..., None])
    else:  # kind 0: a town of towers; kind 1: a village of low houses with tall roofs
        x = 0.0
        while x < w:
            bw = ctx.rng.uniform(0.06, 0.16) * w if kind == 0 else ctx.rng.uniform(0.1, 0.2) * w
            bh = ctx.rng.uniform(0.08, 0.26) * h if kind == 0 else ctx.rng.uniform(0.04, 0.09) * h
            rise = ctx.rng.uniform(0.02, 0.08) * h if kind == 0 else ctx.rng.uniform(0.05, 0.1) * h
            body = polygon_alpha([(x, hz - bh), (x + bw, hz - bh), (x + bw, hz + 2), (x, hz + 2)], (w, h), 0.7)
            roof = polygon_alpha([(x - 4, hz - bh), (x + bw / 2, hz - bh - rise), (x + bw + 4, hz - bh)], (w, h), 0.7)
            shade = mix(g[0], ctx.fog_rgb, 0.45) * ctx.rng.uniform(0.85, 1.05)
            over(ctx.img, shade, np.maximum(body, roof))
            if kind == 1:
                over(ctx.img, mix(ctx.pal.rgb("accents")[0], ctx.fog_rgb, 0.55), roof)
            for _ in range(max(1, int(bh / 30))):
                wx, wy = x + ctx.rng.uniform(0.2, 0.8) * bw, hz - ctx.rng.uniform(0.15, 0.9) * bh
                win = ellipse_alpha(wx, wy, 3, 5, (w, h), 0.6)
                over(ctx.img, ctx.light_rgb * 0.9, win * 0.8)
            x += bw + ctx.rng.uniform(0, 0.03) * w
    ground(ctx, hz)
    ctx.floor = True


def cosmos(ctx: Ctx) -> None:
    h, w = ctx.H, ctx.W
    p = ctx.pal
    ctx.img[:] = vertical(h, w, [(0, p.rgb("shadow")), (0.6, p.rgb("sky")[0]), (1, p.rgb("sky")[1])])
    for k in range(3):
        n = smoothstep(0.0, 0.6, fbm(h, w, 170, ctx.rng, 5))
        ctx.img[:] = screen(ctx.img, p.rgb("accents")[k] * (n * 0.25)[..., None])
    stars(ctx, 900, h)
    glow(ctx, ctx.lx, ctx.ly, 0.6 * w, 0.5)
    disc(ctx)
    if ctx.horizon < h:  # a small world to stand on
        cx, r = 0.5 * w, 1.4 * w
        world = ellipse_alpha(cx, ctx.horizon + r, r, r, (w, h), 1.5)
        col = p.rgb("ground")[1] * (1 + 0.12 * fbm(h, w, 10, ctx.rng, 3)[..., None])
        col = col * (0.6 + 0.6 * radial(h, w, ctx.lx, ctx.horizon, 0.9 * w))[..., None]
        over(ctx.img, col, world)
        atmo = np.clip(blur(world, 8) - world, 0, 1)
        ctx.img[:] = screen(ctx.img, p.rgb("light") * (atmo * 0.8)[..., None])
        ctx.floor = True


def closeup(ctx: Ctx) -> None:
    h, w = ctx.H, ctx.W
    p = ctx.pal
    top = ctx.horizon
    ctx.img[:] = vertical(h, w, [(0, p.rgb("sky")[1]), (0.5, mix(p.rgb("sky")[2], p.rgb("ground")[0], 0.5)),
                                 (top / h, p.rgb("ground")[1]), (1, p.rgb("ground")[2])])
    n = blur(fbm(h, w, 90, ctx.rng, 3), 6)
    ctx.img[:] *= (1 + 0.2 * n)[..., None]
    for _ in range(22):
        bx, by, br = ctx.rng.uniform(0, w), ctx.rng.uniform(0, top), ctx.rng.uniform(14, 55)
        m = ellipse_alpha(bx, by, br, br, (w, h), 3)
        ring = np.clip(m - ellipse_alpha(bx, by, br * 0.85, br * 0.85, (w, h), 3), 0, 1)
        col = mix(ctx.light_rgb, p.rgb("accents")[ctx.rng.integers(3)], 0.3)
        ctx.img[:] = screen(ctx.img, col * ((m * 0.18 + ring * 0.15) * ctx.rng.uniform(0.6, 1.3))[..., None])
    # an out-of-focus place behind: far hills and round tree crowns, softened like a lens does
    behind = ctx.img.copy()
    g = p.rgb("ground")
    line = top - 0.12 * h + 0.05 * h * fbm1d(w, 140, ctx.rng, 3)
    far = np.clip(np.arange(h, dtype=np.float32)[:, None] - line[None, :], 0, 1)
    over(behind, mix(g[0], ctx.fog_rgb, 0.45), far)
    for _ in range(9):
        tx, r = ctx.rng.uniform(0, w), ctx.rng.uniform(0.05, 0.11) * w
        ty = float(line[int(tx) % w]) - r * 0.6
        over(behind, mix(g[1], ctx.fog_rgb, 0.4) * ctx.rng.uniform(0.85, 1.05),
             ellipse_alpha(tx, ty, r, r * 0.85, (w, h), 1))
    ctx.img[:] = mix(ctx.img, blur(behind, 9), 0.75)
    glow(ctx, ctx.lx, ctx.ly, 0.7 * w, 0.6)
    ctx.floor = True
    ctx.dof = 1.0


PAINTERS = {"wide": wide, "mirror": mirror, "below": below, "above": above, "underwater": underwater,
            "cutaway": cutaway, "tabletop": tabletop, "interior": interior, "opening": opening, "crowd": crowd,
            "cosmos": cosmos, "closeup": closeup}
HORIZONS = {"wide": 0.6, "mirror": 0.5, "below": 0.93, "above": 1.0, "underwater": 0.84, "cutaway": 0.36,
            "tabletop": 0.6, "interior": 0.68, "opening": 0.62, "crowd": 0.5, "cosmos": 2.0, "closeup": 0.78}
