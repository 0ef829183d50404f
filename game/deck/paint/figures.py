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

from .anatomy import INSECTS, NO_LIMBS, PEOPLE, UNIT, anatomy, neck_length
from .canvas import blur, hex_rgb, mix, over, smoothstep
from .canvas import disc as _disc
from .context import Ctx, H, W
from .faces import (
    DROP,
    EXPRESSIONS,
    EYE_SHAPED,
    IRISES,
    MODELLED,
    brush_face,
    face_seed,
    face_turn,
    head_outline,
    paint_face,
)
from .grammar import Element

SKINS = [hex_rgb(c) for c in ("#c8916b", "#9a6442", "#d6a884", "#6a4028", "#b47a55", "#84553a")]
HAIRS = [hex_rgb(c) for c in ("#24170f", "#3e2516", "#5e3219", "#a8834a", "#17161a", "#7d7a74")]
FOG = (0.5, 0.2, 0.0)  # how far each depth fades into the fog
FOG_KEEP = (0.5, 0.8, 1.0)  # how much of a feature the air leaves at each depth
# A hand's length (px, wrist to fingertip) from which fingers are painted; from HAND_MITTEN a mitten
# with a thumb; below, the skin at the limb's end is enough.
# People whose icon shows no neck under the head for a reason (a book held up before it): none is grown.
HIDDEN_NECK = frozenset({"read"})
HAND_FULL, HAND_MITTEN = 13.0, 5.0
TOWERING = 32.0  # a head's radius (px) from which a near figure on a card seen from below looks down at us
# Fingers from the thumb's side: offset across the hand and length, in hand lengths.
FINGERS = ((0.125, 0.33), (0.04, 0.39), (-0.045, 0.37), (-0.125, 0.3))
# A hand that holds something: the fingers folded round it (short, as their backs show in a fist).
FIST = ((0.12, 0.15), (0.04, 0.17), (-0.045, 0.16), (-0.125, 0.14))


def _scale(m: skia.Matrix) -> float:
    return float(np.sqrt(abs(m.getScaleX() * m.getScaleY() - m.getSkewX() * m.getSkewY())))


def _grid(box) -> tuple[np.ndarray, np.ndarray]:
    ys, xs = np.mgrid[box[0], box[1]].astype(np.float32)
    return ys, xs


def _pick(ctx: Ctx, index: int, x: float, choices: list[np.ndarray]) -> np.ndarray:
    return choices[(ctx.card.seed * 7 + index * 3 + int(x) // 37) % len(choices)]


def _heads(e: Element, m: skia.Matrix, below: bool = False):
    """The figure's heads on the card: centre, radius, which way is up and which way it faces. A modelled
    head the icon draws floating above its shoulders is moved down toward them (head_shape takes the
    icon's own head away), so its chin and a short neck meet the body instead of a long stalk. On a card
    seen from below (below), a figure towering over us faces us to look down (looks_down)."""
    s = _scale(m)
    body = anatomy(e.icon)
    lifts = body.lifts or (0.0,) * len(body.heads)
    for (hx, hy, hr, facing, ux, uy), lift in zip(body.heads, lifts, strict=True):
        if hr * s >= MODELLED and not e.statue:
            hx, hy = hx - ux * lift, hy - uy * lift
        c = m.mapXY(hx, hy)
        up = m.mapVector(ux, uy)
        n = float(np.hypot(up.x(), up.y())) or 1.0
        f = float(np.sign(m.mapVector(facing, 0).x())) if facing else 0.0
        if looks_down(below, e, hr * s):
            f = 0.0
        yield c.x(), c.y(), hr * s, up.x() / n, up.y() / n, f


def looks_down(below: bool, e: Element, r: float) -> bool:
    """A near figure towering over the viewer of a card seen from below (its head from TOWERING px) looks
    down at us, face on, instead of past us in profile."""
    return below and e.depth == 2 and r >= TOWERING


def _below(ctx: Ctx) -> bool:
    return ctx.card.framing == "below"


def _legs(legs: np.ndarray, m: skia.Matrix, box) -> np.ndarray:
    """A mask on the analysis grid (the legs, a head) drawn through the figure's matrix, cut to its box."""
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
    if e.icon not in PEOPLE or e.statue:  # a statue is all one material
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
    for cx, cy, r, ux, uy, f in _heads(e, m, _below(ctx)):
        along = (xs - cx) * ux + (ys - cy) * uy  # toward the crown
        across_ = (xs - cx) * -uy + (ys - cy) * ux
        # the face reaches down to a chin and a neck (the icons' heads run into their shoulders there)
        if r >= MODELLED:  # the head's own shape (head_shape grows the silhouette to it) and its neck
            turn = face_turn(face_seed(ctx, index, cx), f)
            jaw = head_outline(across_ / r, along / r, f, turn, 1.0 / r)
            # skin down to where the shoulders begin (NECK), the collar below: a neck, not a stalk
            length = neck_length(e.icon)
            neck = _neck(across_ / r, along / r, f, 1.0 / r, 0.14 * looks_down(_below(ctx), e, r)) * (e.icon not in HIDDEN_NECK) * smoothstep(-length - 0.12, -length + 0.02, along / r)
        else:
            jaw = np.clip((1 - np.hypot(across_ / (r * 1.12), (along + 0.3 * r) / (r * 1.05))) * r * 0.8, 0, 1)
            neck = np.clip((1 - np.hypot(across_ / (r * 0.55), (along + 1.2 * r) / (r * 0.45))) * r * 0.8, 0, 1)
        face = np.maximum(_disc(ys, xs, cx, cy, r * 1.2, 1.0), np.maximum(jaw, neck))
        side = ((xs - cx) * -uy + (ys - cy) * ux) * (f or 0.0)  # toward where it looks
        if f:  # in profile: hair over the crown and the back of the head
            crown = smoothstep(0.05 * r, 0.35 * r, along - 0.55 * side)
        else:  # from the front: a hairline arched over the forehead, coming down the temples to the ears
            across = ((xs - cx) * -uy + (ys - cy) * ux) / r
            crown = smoothstep(-0.04 * r, 0.12 * r, along - (0.3 - 0.42 * across * across) * r)
        col = mix(col, skin, face[..., None])
        col = mix(col, hair, (_disc(ys, xs, cx, cy, r * 1.35, 1.0) * crown)[..., None])
    return col


def _neck(b: np.ndarray, u: np.ndarray, f: float, soft: float, thick: float = 0.0) -> np.ndarray:
    """A neck under the jaw, down to where the shoulders are (in head radii, the face's frame); set back
    a little in profile; thick for a towering figure's bull neck."""
    half = 0.3 + thick + 0.08 * abs(f) + 0.22 * smoothstep(-1.55, -2.0, u)  # narrower than the jaw, flaring to the shoulders
    across = np.clip((half - np.abs(b + f * 0.14)) / soft + 0.5, 0, 1)
    return across * smoothstep(-2.1, -1.8, u) * (u < -0.3)


def head_shape(ctx: Ctx, e: Element, index: int, m: skia.Matrix, box, a: np.ndarray) -> np.ndarray:
    """The silhouette with each big enough head grown from the icon's disc into a head: a jaw and a
    chin below the disc (faces.head_outline) and a neck to the shoulders (the icons' heads float)."""
    if e.icon not in PEOPLE or e.statue:
        return a
    body = anatomy(e.icon)
    s = _scale(m)
    for (_hx, _hy, hr, *_rest), blob in zip(body.heads, body.apart, strict=True):
        if blob is not None and hr * s >= MODELLED:  # the icon's floating head: the moved head replaces it
            grown_blob = blob | np.roll(blob, 1, 0) | np.roll(blob, -1, 0) | np.roll(blob, 1, 1) | np.roll(blob, -1, 1)
            a = a * (1 - np.clip(_legs(grown_blob.astype(np.float32), m, box) * 1.5, 0, 1))
    grown = a
    for cx, cy, r, ux, uy, f in _heads(e, m, _below(ctx)):
        if r < MODELLED:
            continue
        ys, xs = _grid(box)
        along = ((xs - cx) * ux + (ys - cy) * uy) / r
        across = ((xs - cx) * -uy + (ys - cy) * ux) / r
        turn = face_turn(face_seed(ctx, index, cx), f)
        head = head_outline(across, along, f, turn, 1.0 / r)
        if e.icon not in HIDDEN_NECK:
            head = np.maximum(head, _neck(across, along, f, 1.0 / r, 0.14 * looks_down(_below(ctx), e, r)))
        grown = np.maximum(grown, head)
    return grown


def _stroke(c: skia.Canvas, x0: float, y0: float, x1: float, y1: float, width: float) -> None:
    c.drawLine(x0, y0, x1, y1, skia.Paint(AntiAlias=True, Color=0xFFFFFFFF, StrokeWidth=width,
                                          Style=skia.Paint.kStroke_Style, StrokeCap=skia.Paint.kRound_Cap))


def _hand_parts(size: int, place: skia.Matrix, full: bool, grip: bool = False) -> list[np.ndarray]:
    """A hand's parts as masks (the palm with its thumb, then each finger), drawn in the hand's own frame
    (x from the wrist toward the fingertips, y toward the thumb, one unit a hand's length) through place.
    A gripping hand is a fist: the fingers folded short and the thumb laid across them."""
    parts: list[np.ndarray] = []
    fingers = (FIST if grip else FINGERS) if full else ((0.0, 0.16 if grip else 0.3),)
    for k in range(1 + len(fingers)):
        surface = skia.Surface(size, size)
        c = surface.getCanvas()
        c.clear(skia.ColorTRANSPARENT)
        c.concat(place)
        if k == 0:  # the palm, a little wider at the knuckles, and the thumb set apart from it
            path = skia.Path()
            path.moveTo(0.0, -0.15)
            path.lineTo(0.48, -0.19)
            path.quadTo(0.54, 0.0, 0.48, 0.19)
            path.lineTo(0.06, 0.17)
            path.quadTo(-0.05, 0.0, 0.0, -0.15)
            c.drawPath(path, skia.Paint(AntiAlias=True, Color=0xFFFFFFFF))
            if grip:  # the thumb folded over the fingers
                _stroke(c, 0.1, 0.12, 0.36, 0.16, 0.15 if full else 0.17)
                _stroke(c, 0.36, 0.16, 0.5, 0.06, 0.12 if full else 0.15)
            else:
                _stroke(c, 0.1, 0.12, 0.26, 0.27, 0.15 if full else 0.17)
                _stroke(c, 0.26, 0.27, 0.4, 0.35, 0.12 if full else 0.15)
        else:
            off, length = fingers[k - 1]
            fan = off * 0.5  # the fingers spread a little from the knuckles
            x0 = 0.45
            dx, dy = np.cos(fan) * length, np.sin(fan) * length
            if full:  # a finger: thicker at its root, rounded at its tip
                _stroke(c, x0, off, x0 + dx * 0.6, off + dy * 0.6, 0.118)
                _stroke(c, x0 + dx * 0.55, off + dy * 0.55, x0 + dx, off + dy, 0.095)
            else:  # a mitten: the fingers as one rounded block
                _stroke(c, x0, off, x0 + dx, off + dy, 0.36)
        parts.append(surface.makeImageSnapshot().toarray()[..., 3].astype(np.float32) / 255)
    return parts


def _skin(ctx: Ctx, e: Element, index: int, x: float, base: np.ndarray) -> np.ndarray:
    """The figure's skin (as figure_colours chose it) toned as render._shade tones every colour before
    the light: a little toward grey, toward the fog with depth, toward the water under the sea."""
    skin = _pick(ctx, index, x, SKINS)
    if e.colour in ("dark", "fog") or e.dim:
        skin = mix(skin, base, 0.55)
    skin = mix(float(skin @ np.array([0.3, 0.59, 0.11], np.float32)), skin, 0.72)
    skin = mix(skin, ctx.fog_rgb, FOG[e.depth] + (0.35 if e.dim else 0.0))
    if ctx.under:
        skin = mix(skin, ctx.pal.rgb("water"), 0.2 + 0.2 * (2 - e.depth))
    return skin


def _hair(ctx: Ctx, e: Element, index: int, x: float, base: np.ndarray) -> np.ndarray:
    """The figure's hair colour (as figure_colours chose it), toned as _skin tones the skin."""
    hair = _pick(ctx, index + 1, x, HAIRS)
    if e.colour in ("dark", "fog") or e.dim:
        hair = mix(hair, base, 0.4)
    hair = mix(hair, ctx.fog_rgb, FOG[e.depth] + (0.35 if e.dim else 0.0))
    if ctx.under:
        hair = mix(hair, ctx.pal.rgb("water"), 0.2 + 0.2 * (2 - e.depth))
    return hair


def _hand_places(e: Element, m: skia.Matrix, box) -> list[tuple[float, float, float, float, float, float, float, int]]:
    """Where each painted hand goes on the card: its limb end (x, y), the way it points (ux, uy), its
    length, the side its thumb is on, the radius of the icon's lump there and which of the icon's hands. A hand is as long as the
    head is tall, less a little (so the figure's own proportions set it)."""
    body = anatomy(e.icon)
    if e.icon in NO_LIMBS or not body.hands or e.statue:
        return []
    s = _scale(m)
    heads = list(_heads(e, m))
    placed = []
    for k, ((hx, hy, hr), (rx, ry)) in enumerate(zip(body.hands, body.reach, strict=True)):
        p = m.mapXY(hx, hy)
        v = m.mapVector(rx, ry)
        n = float(np.hypot(v.x(), v.y())) or 1.0
        ux, uy = v.x() / n, v.y() / n
        length = heads[0][2] * 1.35 if heads else hr * s * 1.6
        if length < HAND_MITTEN:
            continue
        # the thumb on the side toward the head (toward the middle of the figure when there is none)
        tx, ty = (heads[0][0], heads[0][1]) if heads else ((box[1].start + box[1].stop) / 2, (box[0].start + box[0].stop) / 2)
        side = 1.0 if (tx - p.x()) * -uy + (ty - p.y()) * ux >= 0 else -1.0
        placed.append((p.x(), p.y(), ux, uy, length, side, hr * s / 1.3, k))
    return placed


def hand_cut(e: Element, m: skia.Matrix, box, a: np.ndarray) -> np.ndarray:
    """The silhouette without the round lumps the icons end their arms in, from past the wrist to the
    fingertips: the painted hand takes their place (features), so no lump shows round it."""
    for px, py, ux, uy, length, _side, lump, _k in _hand_places(e, m, box):
        ys, xs = _grid(box)
        along = (xs - px) * ux + (ys - py) * uy + length * 0.42  # from the wrist toward the fingertips
        # only where the hand will be: what it holds past its fingertips (a rope, a pole, a bar) stays whole
        reach = smoothstep(0.2 * length, 0.4 * length, along) * (1 - smoothstep(0.75 * length, 0.9 * length, along))
        a = a * (1 - _disc(ys, xs, px, py, lump * 1.7 + 2, 2.5) * reach)
    return a


def _hands(ctx: Ctx, e: Element, index: int, m: skia.Matrix, box, region: np.ndarray, a: np.ndarray,
           x: float, base: np.ndarray) -> np.ndarray:
    """Paint each hand over the lit arm: a palm and a thumb and, on a big enough figure, fingers, in the
    figure's skin modelled by the scene's light, where the forearm points. Returns the hands' mask (the
    paint filter must spare them)."""
    painted = np.zeros_like(a)
    h, w = a.shape
    for px, py, ux, uy, length, side, lump, hand in _hand_places(e, m, box):
        full = length >= HAND_FULL
        grip = hand in ctx.grips.get(index, ())
        wx, wy = px - ux * length * 0.42, py - uy * length * 0.42  # the wrist
        size = int(length * 2.2) + 4
        ox, oy = int(wx) - size // 2, int(wy) - size // 2
        place = skia.Matrix.MakeAll(ux * length, -uy * side * length, wx - ox,
                                    uy * length, ux * side * length, wy - oy, 0, 0, 1)
        parts = _hand_parts(size, place, full, grip)
        # the part of the hand's square inside the figure's box
        y0, x0 = oy - box[0].start, ox - box[1].start
        sy = slice(max(0, y0), min(h, y0 + size))
        sx = slice(max(0, x0), min(w, x0 + size))
        if sy.start >= sy.stop or sx.start >= sx.stop:
            continue
        cut = (slice(sy.start - y0, sy.stop - y0), slice(sx.start - x0, sx.stop - x0))
        parts = [q[cut] for q in parts]
        shape = np.clip(sum(parts), 0, 1)
        # the skin as it is lit at the limb's end, under the hand
        yy, xx = _grid((slice(box[0].start + sy.start, box[0].start + sy.stop),
                        slice(box[1].start + sx.start, box[1].start + sx.stop)))
        sub = region[sy, sx]
        skin = _skin(ctx, e, index, x, base)
        under = _disc(yy, xx, wx, wy, max(1.5, lump), 1.0) * a[sy, sx]
        if under.sum() > 0.5:  # a little of the colour around it, as _shade does
            skin = mix(skin, (sub * under[..., None]).sum(axis=(0, 1)) / under.sum(), 0.15)
        # each part a round volume: the palm a broad one, a finger a thin one
        fingers = np.zeros_like(shape)
        for q in parts[1:]:
            fingers = np.maximum(fingers, blur(q, max(0.6, length * 0.04)) * q)
        relief = blur(shape, length * 0.1) * shape + (0.3 * fingers if full else 0.0)
        gy, gx = np.gradient(relief)
        k = 1.0 + length * 0.1
        nx, ny = -gx * k, -gy * k
        norm = np.sqrt(nx * nx + ny * ny + 1)
        d = float(np.hypot(ctx.lx - px, ctx.ly - py)) or 1.0
        lit = (nx * (ctx.lx - px) / d + ny * (ctx.ly - py) / d + 0.7) / (norm * 1.22)
        litness = smoothstep(0.2, 0.85, lit)[..., None]
        cool = mix(ctx.pal.rgb("shadow"), ctx.rgb("sky", 1), 0.45)
        keep = (0.45, 0.8, 1.0)[e.depth]  # far hands are flatter, as far forms are
        shadow_col = skin * (0.22 + 0.45 * cool)
        lit_col = skin * (0.45 + 0.75 * ctx.light_rgb) + ctx.light_rgb * 0.08
        col = mix(mix(shadow_col, lit_col, 0.55), mix(shadow_col, lit_col, litness), keep)
        # the clefts between the fingers and under the thumb, and a darker edge on the shadowed side
        if full:
            cleft = np.zeros_like(shape)
            for i in range(len(parts) - 1):
                cleft = np.maximum(cleft, blur(parts[i], 0.6) * blur(parts[i + 1], 0.6))
            col = col * (1 - 0.45 * np.clip(cleft * 2.5, 0, 1))[..., None]
        edge = np.clip(shape - blur(shape, 0.9), 0, 1) * (1 - litness[..., 0])
        col = col * (1 - 0.35 * edge)[..., None]
        alpha = mix(shape, blur(shape, 0.6), 0.5)
        if ctx.hole is not None and e.depth < 2:
            alpha = alpha * ctx.hole[box][sy, sx]
        over(sub, col, alpha)
        painted[sy, sx] = np.maximum(painted[sy, sx], alpha)
    return painted


def features(ctx: Ctx, e: Element, index: int, m: skia.Matrix, box, region: np.ndarray, a: np.ndarray, x: float,
             base: np.ndarray) -> None:
    """Paint the hands and face of a person and the eyes of an animal over the lit figure."""
    body = anatomy(e.icon)
    if (not body.heads and not body.eyes and not body.hands) or e.statue:
        return
    hands = _hands(ctx, e, index, m, box, region, a, x, base)
    ys, xs = _grid(box)
    keep = FOG_KEEP[e.depth] * (0.5 if e.dim else 1.0)
    fog = ctx.fog_rgb
    dark = mix(hex_rgb("#1a1210"), fog, 1 - keep)
    spark = mix(mix(ctx.light_rgb, np.ones(3, np.float32), 0.5), fog, 1 - keep)
    lx, ly = ctx.lx, ctx.ly
    detail = hands * 0.25
    silhouette = e.colour in ("dark", "fog")
    for cx, cy, r, ux, uy, f in _heads(e, m, _below(ctx)):
        if r < 2.5:
            continue
        px, py = -uy, ux  # across the face, to its right as we see it
        d = float(np.hypot(lx - cx, ly - cy)) or 1.0
        tx, ty = (lx - cx) / d, (ly - cy) / d  # toward the light
        strength = keep * (0.45 if silhouette else 1.0)
        modelled = r >= MODELLED
        turn = face_turn(face_seed(ctx, index, cx), f) if modelled else 0.0
        if modelled:  # the head's own shape: the mouth and lips sit low on it, past the icon's disc
            b_, u_ = ((xs - cx) * px + (ys - cy) * py) / r, ((xs - cx) * ux + (ys - cy) * uy) / r
            inside = head_outline(b_ * 1.05, u_ * 1.05, f, turn, 1.0 / r) * np.clip(a * 1.5, 0, 1)
        else:
            inside = _disc(ys, xs, cx, cy, r * 0.95, 1.0) * np.clip(a * 1.5, 0, 1)
        detail += paint_face(ctx, e, index, box, region, a, ys, xs, (cx, cy, r, ux, uy, f),
                             (_skin(ctx, e, index, x, base), _hair(ctx, e, index, x, base)), keep, strength)
        look = f * (0.33 if modelled else 0.2) + turn  # where the face's middle is, across it (a profile's eye is near its front)
        drop = DROP if modelled else 0.0  # with a jaw below the disc, the features sit lower
        ex, ey = cx - ux * (0.02 + drop) * r + px * look * r, cy - uy * (0.02 + drop) * r + py * look * r
        spread = 0.34 * r * (0.8 if f else 1.0 - 0.8 * abs(turn))
        raise_, lift, droop, smile, wry, agape = EXPRESSIONS[ctx.card.mood]
        if e.asleep:  # closed eyes, a calm mouth
            raise_, droop, smile, wry, agape = 0.0, 0.5, 0.02, 0.0, False
        down = looks_down(_below(ctx), e, r)
        if down:  # looking down at us: the lids lowered over irises low in the eye, the brows drawn down
            droop, lift, agape = max(droop, 0.4), lift - 0.04, False
        # a middle-sized face's eyes sit in its planes: their white, iris, lashes and glint are laid
        # quieter than a big face's (on a 20 px head they were the strongest marks, a doll's stare)
        quiet = 0.35 + 0.65 * smoothstep(18.0, 36.0, r)
        iris_col = mix(mix(_pick(ctx, index + 2, x, IRISES), hex_rgb("#1a1210"), 0.3 if modelled else 0.0), fog, 1 - keep)
        for k in (-1, 1):
            if f and modelled and k != f:  # a head seen from the side shows one eye
                continue
            # the far eye of a turned head looks smaller
            near = (1.0 if not f or k == f else 0.75) * (1.0 - 1.5 * abs(turn) * (k * np.sign(turn) < 0))
            qx, qy = ex + px * k * spread, ey + py * k * spread
            socket = _disc(ys, xs, qx, qy, r * 0.2 * near, r * 0.12) * inside
            deep = 0.12 + (0.16 * (1 - quiet) if r >= EYE_SHAPED else 0.0)  # a quiet eye sits in a deeper socket
            region[:] = region * (1 - (0.0 if e.asleep and modelled else deep if modelled else 0.35) * strength * socket)[..., None]
            brow = np.zeros_like(a)
            for t in (-0.6, 0.0, 0.6):  # a brow: a short soft stroke above the eye, its inner end raised or
                u = -t * k / 0.6  # lowered by the mood (1 at the end nearer the nose)
                up = 0.3 + lift + raise_ * u - 0.02 * u * u
                bx = qx + ux * r * up + px * t * r * 0.13
                by = qy + uy * r * up + py * t * r * 0.13
                brow = np.maximum(brow, _disc(ys, xs, bx, by, r * 0.05, r * 0.04))
            # a modelled head's brow is a soft stroke of its hair's colour in shadow, not a drawn line
            brow_col = mix(_hair(ctx, e, index, x, base) * 0.6, region.mean(axis=(0, 1)), 0.35) if modelled else mix(dark, region.mean(axis=(0, 1)), 0.3)
            over(region, brow_col, brow * inside * (0.45 if modelled else 0.55) * strength)
            if r >= EYE_SHAPED:  # full size: an almond with its white, an iris, the lid's line and its droop
                ay = (xs - qx) * ux + (ys - qy) * uy  # up the face
                bx_ = (xs - qx) * px + (ys - qy) * py  # across it
                w, hgt = r * (0.1 if f else 0.14) * near, r * 0.08  # seen from the side an eye is a narrow wedge
                lid = hgt * (1 - 2 * max(droop, 0.15))  # the upper lid rests over the iris's top: a look, not a stare
                almond = np.clip((1 - (bx_ / w) ** 2 - (ay / hgt) ** 2) * r * 0.12, 0, 1)
                open_ = almond * np.clip((lid - ay) / 0.8 + 0.5, 0, 1) * inside * (0.0 if e.asleep else 1.0)
                # the white, greyed and shaded under the upper lid
                white = mix(mix(hex_rgb("#e6dccf"), region.mean(axis=(0, 1)), 0.25), fog, 1 - keep)
                white = white * (1 - 0.35 * smoothstep(-0.2 * hgt, 0.7 * hgt, ay))[..., None]
                over(region, white, open_ * 0.34 * quiet * strength)  # greyed in the socket's shade: no doll's stare
                sink = 0.01 + (0.035 if down else 0.0)  # the iris, low in the eye when it looks down
                if down:  # the head tipped toward us: the brow overhangs the eye, its shadow over the lid
                    hood = _disc(ys, xs, qx + ux * r * 0.07, qy + uy * r * 0.07, r * 0.2, r * 0.08) * inside
                    region[:] = region * (1 - 0.3 * strength * hood)[..., None]
                ix, iy = qx + px * f * 0.05 * r - ux * sink * r, qy + py * f * 0.05 * r - uy * sink * r
                ir = r * (0.078 - 0.014 * smoothstep(20.0, 36.0, r)) * near  # a big eye shows its white round the iris
                iris = _disc(ys, xs, ix, iy, ir, 0.7) * open_
                ring = np.clip(np.hypot(xs - ix, ys - iy) / ir, 0, 1) ** 3  # its darker rim
                iris_k = 0.95 * (0.3 + 0.7 * quiet)  # a quieter iris keeps toward the socket's shade
                over(region, mix(iris_col, dark, (0.2 + 0.6 * ring)[..., None]), iris * iris_k * strength)
                over(region, dark, _disc(ys, xs, ix, iy, ir * 0.45, 0.6) * open_ * iris_k * strength)
                top = np.minimum(hgt * np.sqrt(np.clip(1 - (bx_ / w) ** 2, 0, 1)), lid)
                if e.asleep:  # the closed lid: a line sagging down across the eye
                    top = -0.45 * hgt * np.sqrt(np.clip(1 - (bx_ / w) ** 2, 0, 1))
                # the lash line, heavier toward the outer corner; the lid's crease above; the lower lid
                outer = 1 + 0.5 * smoothstep(0.0, 1.0, bx_ * k / w)
                lash = np.exp(-((ay - top) / (r * 0.03 * outer + 0.5)) ** 2) * smoothstep(-1.2, -0.9, -np.abs(bx_) / w) * inside
                lash_k = 0.9 if e.asleep else 0.6 - 0.2 * smoothstep(20.0, 40.0, r)  # soft: no doll's lashes; a closed lid reads
                over(region, mix(dark, iris_col, 0.3), lash * lash_k * (1.0 if e.asleep else quiet) * strength)
                crease = np.exp(-((ay - top - hgt * 0.9) / (r * 0.025 + 0.5)) ** 2) * smoothstep(-1.3, -0.8, -np.abs(bx_) / w)
                region[:] = region * (1 - 0.3 * strength * crease * inside * (0.0 if e.asleep else 1.0))[..., None]
                if e.asleep:  # the closed lid: a lit, rounded plane over the eye, down to its line
                    lidded = np.clip((1 - (bx_ / w) ** 2 - ((ay - hgt * 0.1) / (hgt * 1.3)) ** 2) * 3, 0, 1) * (ay > top) * inside
                    region[:] = region + ctx.light_rgb * (0.07 * strength * blur(lidded, 0.8))[..., None]
                low = -hgt * 0.85 * np.sqrt(np.clip(1 - (bx_ / w) ** 2, 0, 1))
                lower = np.exp(-((ay - low) / (r * 0.02 + 0.5)) ** 2) * smoothstep(-1.0, -0.6, -np.abs(bx_) / w) * inside
                region[:] = region * (1 - 0.22 * strength * lower * (0.0 if e.asleep else 1.0))[..., None]
                glint = _disc(ys, xs, ix + tx * r * 0.03, iy + ty * r * 0.03, max(0.6, r * 0.022), 0.5) * open_
                over(region, spark, glint * 0.9 * quiet * (0.4 if down else 1.0) * strength)  # a lowered look catches less light
                detail += np.maximum(open_, lash)
            elif e.asleep:  # small and asleep: a short dark line for each closed eye
                eye = np.zeros_like(a)
                for t in (-1.0, 0.0, 1.0):
                    eye = np.maximum(eye, _disc(ys, xs, qx + px * t * r * 0.07, qy + py * t * r * 0.07,
                                                max(0.6, r * 0.04), 0.6))
                over(region, dark, eye * inside * 0.85 * strength)
            else:  # a modelled head's small eye: a soft dark in the socket's shadow, not a bead
                eye = _disc(ys, xs, qx, qy, max(0.9, r * 0.095 * near), 0.7 if not modelled else max(0.8, r * 0.05)) * inside
                over(region, dark, eye * (0.7 if modelled else 0.85) * strength)
            detail += socket
        if not modelled:  # a small head's nose: a shadow on the side away from the light, a touch of light
            nx, ny = cx - ux * 0.25 * r + px * f * 0.42 * r, cy - uy * 0.25 * r + py * f * 0.42 * r
            shade = _disc(ys, xs, nx - tx * r * 0.08, ny - ty * r * 0.08, r * 0.09, r * 0.07) * inside
            region[:] = region * (1 - 0.35 * strength * shade)[..., None]
            lift = _disc(ys, xs, nx + tx * r * 0.05, ny + ty * r * 0.05, r * 0.06, r * 0.05) * inside
            region[:] = region + (ctx.light_rgb * (0.12 * strength) * lift[..., None])
            detail += shade
        # the mouth, a short soft stroke; the cheeks a little warm
        mouth_at = f * (0.78 if modelled else 0.25) + turn * 1.1  # in profile the mouth is at the face's edge
        mx, my = cx - ux * (0.52 + 1.6 * drop) * r + px * mouth_at * r, cy - uy * (0.52 + 1.6 * drop) * r + py * mouth_at * r
        mouth = np.zeros_like(a)
        for t in (-1.0, -0.5, 0.0, 0.5, 1.0):  # its corners up or down with the mood (a smirk: one side)
            w = r * (0.1 if f else 0.18 if modelled else 0.14)  # a modelled head's mouth is as wide as a real one
            bend = r * (smile * t * t + wry * t)
            mouth = np.maximum(mouth, _disc(ys, xs, mx + px * t * w + ux * bend, my + py * t * w + uy * bend,
                                            r * (0.045 if r < EYE_SHAPED else 0.035), r * 0.04))
        if agape:  # wonder, the absurd, the eerie: a little open mouth
            mouth = np.maximum(mouth, _disc(ys, xs, mx - ux * r * 0.02, my - uy * r * 0.02, r * 0.065, r * 0.04))
        if r >= EYE_SHAPED * 0.75:  # the lips: a shadowed upper lip, a fuller lower one catching the light
            lip = mix(mix(_skin(ctx, e, index, x, base), hex_rgb("#a04a40"), 0.3), fog, 1 - keep)
            upper, lower = np.zeros_like(a), np.zeros_like(a)
            for t in ((-0.45, 0.0, 0.45) if not f else (0.0,)):  # along the mouth, fuller in the middle
                ox, oy = px * t * r * 0.18, py * t * r * 0.18
                upper = np.maximum(upper, _disc(ys, xs, mx + ox + ux * r * 0.05, my + oy + uy * r * 0.05,
                                                r * (0.1 - 0.03 * abs(t)), r * 0.06))
                lower = np.maximum(lower, _disc(ys, xs, mx + ox - ux * r * 0.07, my + oy - uy * r * 0.07,
                                                r * (0.1 - 0.03 * abs(t)), r * 0.07))
            upper, lower = upper * inside, lower * inside
            over(region, lip * 0.8, upper * 0.22 * strength)
            over(region, lip, lower * 0.22 * strength)
            gloss = _disc(ys, xs, mx - ux * r * 0.06 + tx * r * 0.03, my - uy * r * 0.06 + ty * r * 0.03,
                          r * 0.035, r * 0.03) * inside
            region[:] = region + ctx.light_rgb * (0.1 * strength * gloss)[..., None]
            below = _disc(ys, xs, mx - ux * r * 0.17, my - uy * r * 0.17, r * 0.08, r * 0.06) * inside
            region[:] = region * (1 - 0.12 * strength * below)[..., None]
        over(region, mix(hex_rgb("#4a1c18"), fog, 1 - keep), mouth * inside * (0.5 if modelled else 0.65) * strength)
        for k in (-1, 1):
            if f and k != f:
                continue
            at = k * 0.42 + look if not (f and modelled) else f * 0.35  # in profile the cheek is mid-face
            bx, by = cx - ux * (0.3 + drop) * r + px * at * r, cy - uy * (0.3 + drop) * r + py * at * r
            blush = _disc(ys, xs, bx, by, r * 0.16, r * 0.22) * inside  # a soft warmth, not a spot
            over(region, hex_rgb("#c8705a"), blush * 0.08 * strength)
        detail += mouth
        if modelled:  # the features get the brush too: strokes across the face, not dabs on it
            brush_face(ctx, region, inside, ys, xs, (cx, cy, r, ux, uy, f), strength)
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
        if e.asleep:  # a closed eye: the eye hole filled with the skin around it, a lid line curving down
            ring = (_disc(ys, xs, c.x(), c.y(), r * 2.4, 0.8) - _disc(ys, xs, c.x(), c.y(), r * 1.4, 0.8)) * a
            if ring.sum() > 1:
                over(region, (region * ring[..., None]).sum(axis=(0, 1)) / ring.sum(),
                     _disc(ys, xs, c.x(), c.y(), r * 1.25 + 1.2, 1.0) * 0.95)
            lid = np.zeros_like(a)
            for t in np.linspace(-1, 1, 9):
                lid = np.maximum(lid, _disc(ys, xs, c.x() + t * r, c.y() + r * 0.25 * (1 - t * t),
                                            max(0.6, r * 0.18), 0.6))
            over(region, dark, lid * keep * 0.9)
            detail += lid
            continue
        if e.icon in INSECTS:  # a compound eye: a dark dome with a soft sheen toward the light
            over(region, mix(dark, hex_rgb("#3a2418"), 0.5), eye * 0.95 * keep)
            sheen = _disc(ys, xs, c.x() + tx * r * 0.35, c.y() + ty * r * 0.35, r * 0.6, max(0.8, r * 0.5))
            over(region, mix(dark, spark, 0.45), sheen * eye * 0.5 * keep)
        elif r >= 2.2:  # a big eye: a coloured iris round a dark pupil
            iris = mix(mix(hex_rgb("#a8842c"), ctx.light_rgb, 0.2), fog, 1 - keep)
            over(region, iris, eye * keep)
            pupil = _disc(ys, xs, c.x(), c.y(), r * (0.55 if r < 5 else 0.45), 0.8)
            over(region, dark, pupil * eye * keep)
        else:
            over(region, dark, eye * 0.95 * keep)
        glint = _disc(ys, xs, c.x() + tx * r * 0.4, c.y() + ty * r * 0.4,
                      max(0.6, r * (0.14 if e.icon in INSECTS else 0.28)), 0.5)
        over(region, spark, glint * eye * 0.85 * keep)
        detail += eye
    ctx.detail[box] = np.maximum(ctx.detail[box], np.clip(detail * 2, 0, 1))
