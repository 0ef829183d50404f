"""People and animals as more than lit silhouettes: skin, hair, clothes and shoes under the light
(figure_colours, before shading), then a face or an animal's eyes painted over the lit form (features).

Where the head, hands, feet and eyes are comes from anatomy.py. Features are soft dabs, not drawn
lines: a shadowed socket with a dark eye and a catch-light toward the scene's light, a nose marked
by its shadow on the side away from the light, a mouth, a warm cheek. They are also recorded in
ctx.detail, so the paint filter of the finish does not wipe out what is only a few pixels wide.
"""

from __future__ import annotations

import numpy as np
import skia

from .anatomy import NO_LIMBS, PEOPLE, UNIT, anatomy
from .canvas import blur, hex_rgb, mix, over, smoothstep
from .context import Ctx, H, W
from .grammar import Element

SKINS = [hex_rgb(c) for c in ("#c8916b", "#9a6442", "#d6a884", "#6a4028", "#b47a55", "#84553a")]
HAIRS = [hex_rgb(c) for c in ("#24170f", "#3e2516", "#5e3219", "#a8834a", "#17161a", "#7d7a74")]
FOG_KEEP = (0.5, 0.8, 1.0)  # how much of a feature the air leaves at each depth


def _scale(m: skia.Matrix) -> float:
    return float(np.sqrt(abs(m.getScaleX() * m.getScaleY() - m.getSkewX() * m.getSkewY())))


def _disc(ys: np.ndarray, xs: np.ndarray, cx: float, cy: float, r: float, soft: float = 0.8) -> np.ndarray:
    d = np.sqrt((xs - cx) ** 2 + (ys - cy) ** 2)
    return np.clip((r - d) / max(soft, 1e-3) + 0.5, 0, 1)


def _grid(box) -> tuple[np.ndarray, np.ndarray]:
    ys, xs = np.mgrid[box[0], box[1]].astype(np.float32)
    return ys, xs


def _pick(ctx: Ctx, index: int, x: float, choices: list[np.ndarray]) -> np.ndarray:
    return choices[(ctx.card.seed * 7 + index * 3 + int(x) // 37) % len(choices)]


def _heads(e: Element, m: skia.Matrix):
    """The figure's heads on the card: centre, radius, which way is up and which way it faces."""
    s = _scale(m)
    for hx, hy, hr, facing, ux, uy in anatomy(e.icon).heads:
        c = m.mapXY(hx, hy)
        up = m.mapVector(ux, uy)
        n = float(np.hypot(up.x(), up.y())) or 1.0
        f = float(np.sign(m.mapVector(facing, 0).x())) if facing else 0.0
        yield c.x(), c.y(), hr * s, up.x() / n, up.y() / n, f


def _legs(legs: np.ndarray, m: skia.Matrix, box) -> np.ndarray:
    """The legs' mask (on the analysis grid) drawn through the figure's matrix, cut to its box."""
    n = legs.shape[0]
    rgba = np.zeros((n, n, 4), np.uint8)
    rgba[..., 3] = (legs * 255).astype(np.uint8)
    surface = skia.Surface(W, H)
    c = surface.getCanvas()
    c.clear(skia.ColorTRANSPARENT)
    c.concat(m)
    c.scale(UNIT, UNIT)
    c.drawImage(skia.Image.fromarray(rgba), 0, 0, skia.SamplingOptions(skia.FilterMode.kLinear))
    a = surface.makeImageSnapshot().toarray()[..., 3].astype(np.float32) / 255
    return blur(a[box], 1.0)


def figure_colours(ctx: Ctx, e: Element, index: int, m: skia.Matrix, box, base: np.ndarray,
                   x: float) -> np.ndarray | None:
    """A person's colours before the light: clothes in the figure's colour (trousers darker), skin on the
    face and hands, hair on the crown and back of the head, dark shoes. None for anything else."""
    if e.icon not in PEOPLE:
        return None
    body = anatomy(e.icon)
    if not body.heads and not body.hands:
        return None
    ys, xs = _grid(box)
    col = np.broadcast_to(base, ys.shape + (3,)).copy()
    skin, hair = _pick(ctx, index, x, SKINS), _pick(ctx, index + 1, x, HAIRS)
    if e.colour in ("dark", "fog") or e.dim:  # a silhouette against the light: its skin is in shadow too
        skin, hair = mix(skin, base, 0.55), mix(hair, base, 0.4)
    s = _scale(m)
    if e.icon not in NO_LIMBS and body.legs is not None:
        trousers = mix(base, ctx.rgb("accents", (index + 2) % 3), 0.45) * 0.62
        col = mix(col, trousers, _legs(body.legs, m, box)[..., None])
        for fx, fy, fr in body.feet:
            p = m.mapXY(fx, fy)
            col = mix(col, mix(base, np.zeros(3, np.float32), 0.78), _disc(ys, xs, p.x(), p.y() + fr * s * 0.2,
                                                                          fr * s * 0.95, 1.2)[..., None])
        for hx, hy, hr in body.hands:
            p = m.mapXY(hx, hy)
            col = mix(col, skin, _disc(ys, xs, p.x(), p.y(), hr * s * 0.95, 1.2)[..., None])
    for cx, cy, r, ux, uy, f in _heads(e, m):
        face = _disc(ys, xs, cx, cy, r * 1.2, 1.0)
        along = (xs - cx) * ux + (ys - cy) * uy  # toward the crown
        side = ((xs - cx) * -uy + (ys - cy) * ux) * (f or 0.0)  # toward where it looks
        crown = smoothstep(0.05 * r, 0.35 * r, along - 0.55 * side + (0.25 * r if not f else 0))
        col = mix(col, skin, face[..., None])
        col = mix(col, hair, (_disc(ys, xs, cx, cy, r * 1.35, 1.0) * crown)[..., None])
    return col


def features(ctx: Ctx, e: Element, m: skia.Matrix, box, region: np.ndarray, a: np.ndarray, x: float) -> None:
    """Paint the face of each head and the eyes of an animal over the lit figure."""
    body = anatomy(e.icon)
    if not body.heads and not body.eyes:
        return
    ys, xs = _grid(box)
    keep = FOG_KEEP[e.depth] * (0.5 if e.dim else 1.0)
    fog = ctx.fog_rgb
    dark = mix(hex_rgb("#1a1210"), fog, 1 - keep)
    spark = mix(mix(ctx.light_rgb, np.ones(3, np.float32), 0.5), fog, 1 - keep)
    lx, ly = ctx.lx, ctx.ly
    detail = np.zeros_like(a)
    silhouette = e.colour in ("dark", "fog")
    for cx, cy, r, ux, uy, f in _heads(e, m):
        if r < 2.5:
            continue
        px, py = -uy, ux  # across the face, to its right as we see it
        d = float(np.hypot(lx - cx, ly - cy)) or 1.0
        tx, ty = (lx - cx) / d, (ly - cy) / d  # toward the light
        inside = _disc(ys, xs, cx, cy, r * 0.95, 1.0) * np.clip(a * 1.5, 0, 1)
        strength = keep * (0.45 if silhouette else 1.0)
        ex, ey = cx - ux * 0.02 * r + px * f * 0.2 * r, cy - uy * 0.02 * r + py * f * 0.2 * r
        spread = 0.34 * r * (0.8 if f else 1.0)
        for k in (-1, 1):
            near = 1.0 if not f or k == f else 0.75  # the far eye of a turned head looks smaller
            qx, qy = ex + px * k * spread, ey + py * k * spread
            socket = _disc(ys, xs, qx, qy, r * 0.2 * near, r * 0.12) * inside
            region[:] = region * (1 - 0.35 * strength * socket)[..., None]
            eye = _disc(ys, xs, qx, qy, max(0.9, r * 0.095 * near), 0.7) * inside
            brow = np.zeros_like(a)
            for t in (-0.6, 0.0, 0.6):  # a brow: a short soft stroke above the eye, slanting a little
                bx = qx + ux * r * (0.3 + 0.04 * t * k) + px * t * r * 0.13
                by = qy + uy * r * (0.3 + 0.04 * t * k) + py * t * r * 0.13
                brow = np.maximum(brow, _disc(ys, xs, bx, by, r * 0.055, r * 0.04))
            over(region, mix(dark, region.mean(axis=(0, 1)), 0.3), brow * inside * 0.55 * strength)
            over(region, dark, eye * 0.85 * strength)
            if r >= 12:
                glint = _disc(ys, xs, qx + tx * r * 0.035, qy + ty * r * 0.035, max(0.6, r * 0.025), 0.5) * inside
                over(region, spark, glint * 0.8 * strength)
            detail += socket
        # the nose: a shadow on the side away from the light, a touch of light on the other
        nx, ny = cx - ux * 0.25 * r + px * f * 0.42 * r, cy - uy * 0.25 * r + py * f * 0.42 * r
        shade = _disc(ys, xs, nx - tx * r * 0.08, ny - ty * r * 0.08, r * 0.09, r * 0.07) * inside
        region[:] = region * (1 - 0.35 * strength * shade)[..., None]
        lift = _disc(ys, xs, nx + tx * r * 0.05, ny + ty * r * 0.05, r * 0.06, r * 0.05) * inside
        region[:] = region + (ctx.light_rgb * (0.12 * strength) * lift[..., None])
        # the mouth, a short soft stroke; the cheeks a little warm
        mx, my = cx - ux * 0.52 * r + px * f * 0.25 * r, cy - uy * 0.52 * r + py * f * 0.25 * r
        mouth = np.zeros_like(a)
        for t in (-1.0, -0.5, 0.0, 0.5, 1.0):
            w = r * (0.14 if not f else 0.1)
            mouth = np.maximum(mouth, _disc(ys, xs, mx + px * t * w + ux * r * 0.03 * t * t, my + py * t * w + uy * r * 0.03 * t * t,
                                            r * 0.045, r * 0.04))
        over(region, mix(hex_rgb("#5a2420"), fog, 1 - keep), mouth * inside * 0.6 * strength)
        for k in (-1, 1):
            if f and k != f:
                continue
            bx, by = cx - ux * 0.3 * r + px * (k * 0.42 + f * 0.1) * r, cy - uy * 0.3 * r + py * (k * 0.42 + f * 0.1) * r
            blush = _disc(ys, xs, bx, by, r * 0.18, r * 0.15) * inside
            over(region, hex_rgb("#c8705a"), blush * 0.12 * strength)
        detail += mouth + shade
    s = _scale(m)
    for hx, hy, hr in body.eyes:
        c = m.mapXY(hx, hy)
        r = hr * s * 1.1
        if r < 0.9:
            continue
        eye = _disc(ys, xs, c.x(), c.y(), r + 0.6, 0.8)
        if ctx.hole is not None and e.depth < 2:
            eye = eye * ctx.hole[box]
        d = float(np.hypot(lx - c.x(), ly - c.y())) or 1.0
        tx, ty = (lx - c.x()) / d, (ly - c.y()) / d
        if r >= 2.2:  # a big eye: a coloured iris round a dark pupil
            iris = mix(mix(hex_rgb("#a8842c"), ctx.light_rgb, 0.2), fog, 1 - keep)
            over(region, iris, eye * keep)
            pupil = _disc(ys, xs, c.x(), c.y(), r * (0.55 if r < 5 else 0.45), 0.8)
            over(region, dark, pupil * eye * keep)
        else:
            over(region, dark, eye * 0.95 * keep)
        glint = _disc(ys, xs, c.x() + tx * r * 0.4, c.y() + ty * r * 0.4, max(0.6, r * 0.28), 0.5)
        over(region, spark, glint * eye * 0.85 * keep)
        detail += eye
    ctx.detail[box] = np.maximum(ctx.detail[box], np.clip(detail * 2, 0, 1))
