"""Paint one card (grammar.Card) into a 600x900 picture, deterministically from its seed.

Order: the place (backdrops.py), then far and middle things, the water's reflection of all that,
the near wall of an opening, then near things; each thing casts a soft shadow away from the
light, may glow, and is shaded from the silhouette's relief in the scene's light, faded into the
fog by its depth. Last comes the painted surface: bloom, brush streaks, paper grain, the mood's
grade and a vignette.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import skia

from ...bytecache import KB, byte_cached
from .anatomy import GRIPS, anatomy
from .backdrops import HORIZONS, PAINTERS
from .canvas import blur, hex_rgb, icon_alpha, icon_colours, mix, over, screen, smoothstep
from .context import Ctx, H, W
from .dress import dress
from .figures import FOG, features, figure_colours, hand_cut, head_shape
from .grammar import Card, Element
from .noise import fbm

SOFT = (1.1, 0.35, 0.0)  # blur of far things (px)


@byte_cached(64 * KB)
def _bounds(icon: str) -> tuple[float, float, float, float]:
    """The drawn part of an icon's 512-unit box: left, top, right, bottom."""
    a = icon_alpha(icon, skia.Matrix.Scale(0.25, 0.25), (128, 128))
    ys, xs = np.nonzero(a > 0.1)
    return xs.min() * 4.0, ys.min() * 4.0, (xs.max() + 1) * 4.0, (ys.max() + 1) * 4.0


def _matrix(e: Element, x: float, y: float, size: float) -> skia.Matrix:
    left, t, r, b = _bounds(e.icon)
    s = size * W / max(r - left, b - t)
    ax = (left + r) / 2
    ay = (t + b) / 2 if e.floating else b
    m = skia.Matrix()
    m.preTranslate(x, y)
    m.preRotate(e.rot)
    m.preScale(-s if e.flip else s, s * e.tall)
    m.preTranslate(-ax, -ay)
    return m


def hold(card: Card) -> tuple[Card, dict[int, int], dict[int, set[int]]]:
    """Put each `held` thing in a hand: the hand nearest to where the recipe writes it, among the people
    with hands. The thing is moved so its grip (anatomy.GRIPS) sits in that hand and takes its holder's
    depth. Returns the card with the things moved, who holds what (thing -> holder) and, per holder,
    the hands that close (features paints them as fists)."""
    els = list(card.elements)
    held_by: dict[int, int] = {}
    grips: dict[int, set[int]] = {}
    for i, e in enumerate(els):
        if not e.held:
            continue
        best: tuple[float, int, int, float, float] | None = None
        for j, p in enumerate(els):
            if j == i or p.count != 1 or p.held:
                continue
            m = _matrix(p, p.x * W, p.y * H, p.size)
            for k, (hx, hy, _r) in enumerate(anatomy(p.icon).hands):
                q = m.mapXY(hx, hy)
                d = float(np.hypot(q.x() - e.x * W, q.y() - e.y * H))
                if best is None or d < best[0]:
                    best = (d, j, k, q.x(), q.y())
        if best is None:
            raise ValueError(f"card {card.slug}: {e.icon} is held, but no one in the scene has a hand")
        _d, j, k, hx, hy = best
        gx, gy = GRIPS.get(e.icon, (0.5, 0.5))
        left, t, r, b = _bounds(e.icon)
        e = replace(e, depth=els[j].depth)
        g = _matrix(e, 0.0, 0.0, e.size).mapXY(left + (r - left) * gx, t + (b - t) * gy)
        els[i] = replace(e, x=(hx - g.x()) / W, y=(hy - g.y()) / H)
        held_by[i] = j
        grips.setdefault(j, set()).add(k)
    return replace(card, elements=tuple(els)), held_by, grips


def _colour(ctx: Ctx, e: Element, index: int) -> np.ndarray:
    c = e.colour
    if c.startswith("#"):
        return hex_rgb(c)
    if c in ("a1", "a2", "a3"):
        return ctx.rgb("accents", int(c[1]) - 1)
    if c == "dark":
        return mix(ctx.pal.rgb("shadow"), ctx.rgb("ground", 2), 0.5) * 1.3
    if c == "light":
        return mix(ctx.light_rgb, ctx.fog_rgb, 0.25)
    if c == "fog":
        return ctx.fog_rgb
    return ctx.rgb("accents", (index + ctx.card.seed) % 3)


def _crop(mask: np.ndarray, pad: int) -> tuple[slice, slice] | None:
    rows = np.nonzero(mask.max(axis=1) > 0.004)[0]
    cols = np.nonzero(mask.max(axis=0) > 0.004)[0]
    if not len(rows):
        return None
    return (slice(max(0, rows[0] - pad), min(H, rows[-1] + pad + 1)),
            slice(max(0, cols[0] - pad), min(W, cols[-1] + pad + 1)))


def _shadow(ctx: Ctx, e: Element, m: skia.Matrix, x: float, y: float, size_px: float) -> None:
    if not ctx.floor or e.depth == 0 and ctx.card.framing == "below":
        return
    if not e.floating and not ctx.drop and y < ctx.horizon - 6:
        return  # standing above the ground line (in the sky, on a wall): nothing to cast onto
    if ctx.card.framing == "cutaway" and y < ctx.horizon + 12:
        return  # on the surface of a cut-away: the ground below is shown in section, nothing to fall on
    strength = (0.45, 0.65, 0.8)[e.depth]
    if e.floating:
        ground_y = min(H - 10, max(y + size_px * 0.9, ctx.horizon + 10))
        if ctx.under or ctx.drop or ctx.card.framing in ("cosmos",):
            ground_y = min(H - 10, y + size_px * 0.7)
        from .canvas import ellipse_alpha
        a = ellipse_alpha(x + (x - ctx.lx) * 0.1, ground_y, size_px * 0.4, size_px * 0.07, (W, H), size_px * 0.08)
        ctx.img *= (1 - 0.35 * strength * a)[..., None]
        return
    if ctx.drop:
        sm = skia.Matrix.Translate(np.sign(x - ctx.lx) * size_px * 0.12, size_px * 0.12)
    else:
        away = float(np.clip((x - ctx.lx) / W * 1.6, -1.3, 1.3))
        k = 0.32 if ctx.ly < y else -0.4
        sm = skia.Matrix.MakeAll(1, -away * 0.8, away * 0.8 * y, 0, -k, (1 + k) * y, 0, 0, 1)
    sm.preConcat(m)
    a = icon_alpha(e.icon, sm, (W, H))
    box = _crop(a, int(size_px * 0.2) + 8)
    if box is None:
        return
    near_feet = blur(a[box], 1.2 + size_px * 0.01)
    far_off = blur(a[box], 3 + size_px * 0.05)
    rows = np.arange(box[0].start, box[0].stop, dtype=np.float32)[:, None]
    t = np.clip(np.abs(rows - y) / (size_px * 0.7), 0, 1)
    soft = mix(near_feet, far_off, t) * (1 - 0.45 * t)
    tint = mix(ctx.pal.rgb("shadow"), np.zeros(3, np.float32), 0.3)
    region = ctx.img[box]
    region[:] = mix(region, region * tint, (soft * strength)[..., None])


def _reflect(ctx: Ctx, top: float) -> None:
    """Mirror what stands above the waterline into the water, broken by ripples."""
    t = int(top)
    n = H - t
    if n <= 0:
        return
    rows = np.arange(n)
    src = np.clip(t - 1 - rows, 0, H - 1)
    ripple = (np.sin(rows[:, None] * 0.9 + np.arange(W)[None, :] * 0.05) * (1 + rows[:, None] / 60)).astype(int)
    cols = np.clip(np.arange(W)[None, :] + ripple, 0, W - 1)
    mirrored = ctx.img[src[:, None], cols]
    fade = np.clip(1 - rows / (n * 1.1), 0, 1)[:, None, None]
    water = ctx.pal.rgb("water")
    amount = ctx.gloss * (2.2 if ctx.card.framing == "mirror" else 1.0)
    ctx.img[t:] = mix(ctx.img[t:], mix(mirrored, water, 0.3) * 0.9, np.clip(fade * amount, 0, 0.85))


def _element(ctx: Ctx, e: Element, index: int) -> None:
    copies = []
    if e.count == 1:
        copies.append((e.x, e.y, e.size))
    else:
        for i in range(e.count):
            f = i / (e.count - 1) - 0.5
            copies.append((e.x + e.dx * f + ctx.rng.normal(0, 0.008), e.y + e.dy * f + ctx.rng.normal(0, 0.006),
                           e.size * ctx.rng.uniform(0.85, 1.1)))
    for cx, cy, size in copies:
        _one(ctx, e, index, cx * W, cy * H, size)


def _wobble(ctx: Ctx, a: np.ndarray, box) -> np.ndarray:
    """Edges of a brush, not of a cutter: the silhouette is pushed about by a pixel or two of noise."""
    h, w = a.shape
    ys = np.clip(np.arange(h)[:, None] + np.rint(ctx.wobble[0][box]).astype(int), 0, h - 1)
    xs = np.clip(np.arange(w)[None, :] + np.rint(ctx.wobble[1][box]).astype(int), 0, w - 1)
    return a[ys, xs]


def _contact(ctx: Ctx, e: Element, x: float, y: float, size_px: float) -> None:
    """The dark where a thing touches the ground (it stands there, it is not pasted on)."""
    if not ctx.floor or e.floating or ctx.drop:
        return
    from .canvas import ellipse_alpha

    rx, ry = size_px * 0.3 * e.count ** 0.0, max(2.0, size_px * 0.035)
    a = ellipse_alpha(x, y - ry * 0.3, rx, ry, (W, H), ry * 0.9)
    ctx.img *= (1 - 0.45 * (0.6, 0.8, 1.0)[e.depth] * a)[..., None]


def _one(ctx: Ctx, e: Element, index: int, x: float, y: float, size: float) -> None:
    size_px = size * W
    m = _matrix(e, x, y, size)
    if not e.held:  # a thing in a hand: its holder's shadow is enough
        _shadow(ctx, e, m, x, y, size_px)
        _contact(ctx, e, x, y, size_px)
    a = icon_alpha(e.icon, m, (W, H))
    pad = int(size_px * (0.5 if e.glow else 0.1)) + 6
    box = _crop(a, pad)
    if box is None:
        return
    a = head_shape(ctx, e, index, m, box, hand_cut(e, m, box, _wobble(ctx, a[box], box)))
    own = None
    if e.colour == "own":  # a prop drawn in its own colours (props.py): they move with the silhouette's wobble
        rgb = icon_colours(e.icon, m, (W, H))[box]
        own = np.dstack([_wobble(ctx, rgb[..., k], box) for k in range(3)])
    else:  # a person: clothes, skin, hair and shoes, lit like the rest
        own = figure_colours(ctx, e, index, m, box, _colour(ctx, e, index), x)
    soft = SOFT[e.depth] + ctx.dof * (2.5, 0.8, 0.0)[e.depth]
    if soft:
        a = blur(a, soft)
    # a painted edge, not a cut one: a slightly soft outline (the lit side is sharpened again below)
    a = mix(a, blur(a, 0.9 + size_px * 0.004), 0.6)
    region = ctx.img[box]
    light = ctx.light_rgb
    if e.glow:
        halo = blur(a, size_px * 0.06) * 0.9 + blur(a, size_px * 0.25) * 0.6
        region[:] = screen(region, light * (halo * ctx.grade.light)[..., None])
    lit, litness = _shade(ctx, e, index, a, region, box, x, y, size_px, light, own)
    if e.glow:
        lit = screen(lit, light * 0.3)
    # lost edges: on the side away from the light the outline melts into what is behind it
    a = mix(a, blur(a, 1.2 + size_px * 0.008), np.clip(0.6 - litness, 0, 0.6))
    if ctx.hole is not None and e.depth < 2:
        a = a * ctx.hole[box]
    over(region, lit, a)
    features(ctx, e, index, m, box, region, a, x, _colour(ctx, e, index))


def _shade(ctx: Ctx, e: Element, index: int, a: np.ndarray, region: np.ndarray, box, x: float, y: float,
           size_px: float, light: np.ndarray, own: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
    """Paint a silhouette as a lit, modelled form. The silhouette is inflated into a relief (each limb a
    round volume, the body a larger one) whose normals meet the scene's light: a lit side warmed by the
    light, a darker core shadow where the form turns away, then reflected colour in the shadow (the
    ground's on what faces down, the sky's on what faces up), a rim of light on the edges toward the
    light, a small highlight, folds or fur following the form, strokes of the brush across it, and a
    little of the colour around it so it sits in its air. Far things keep less of all this."""
    cy = y if e.floating else y - size_px * 0.5
    dx, dy = ctx.lx - x, ctx.ly - cy
    d = float(np.hypot(dx, dy)) + 1e-3
    ux, uy = dx / d, dy / d
    ys, xs = np.mgrid[box[0], box[1]].astype(np.float32)
    # the relief: limbs, the trunk and the whole mass, each blurred silhouette a round volume
    relief = np.zeros_like(a)
    for scale, weight in ((0.018, 0.35), (0.05, 0.4), (0.14, 0.25)):
        relief += weight * blur(a, 1.2 + size_px * scale)
    relief *= a
    gy, gx = np.gradient(relief)
    k = 2.2 + size_px * 0.09
    nx, ny, nz = -gx * k, -gy * k, np.ones_like(a)
    norm = np.sqrt(nx * nx + ny * ny + 1)
    nx, ny, nz = nx / norm, ny / norm, nz / norm
    lz = 0.55 if ctx.ly > cy - size_px else 0.75  # light high above: it reaches the front more
    lnorm = float(np.sqrt(1 + lz * lz))
    lambert = (nx * ux + ny * uy + nz * lz) / lnorm
    # the whole form also turns from the light, side to side (the big value shape first)
    ramp = np.tanh(((xs - x) * ux + (ys - cy) * uy) / (size_px * 0.5) * 1.5)
    form = 0.75 * (lambert * 2 - 0.95) + 0.4 * ramp + 0.12 * ctx.strokes[box]
    depth_keep = (0.45, 0.8, 1.0)[e.depth]  # far things: flatter, less contrast (the air between)
    form = form * depth_keep
    litness = smoothstep(-0.35, 0.35, form)
    if own is None:
        base = _colour(ctx, e, index)
        base = mix(float(base @ np.array([0.3, 0.59, 0.11], np.float32)), base, 0.72)  # accents, not candy
    else:  # the prop's own colours, toned down the same way
        base = mix((own @ np.array([0.3, 0.59, 0.11], np.float32))[..., None], own, 0.72)
    base = mix(base, ctx.fog_rgb, FOG[e.depth] + (0.35 if e.dim else 0.0))
    if ctx.under:
        base = mix(base, ctx.pal.rgb("water"), 0.2 + 0.2 * (2 - e.depth))
    around = blur(region, 6 + size_px * 0.05)
    base = mix(base, around, 0.1 + 0.08 * (2 - e.depth))
    cool = mix(ctx.pal.rgb("shadow"), ctx.rgb("sky", 1), 0.45)
    shadow_col = base * (0.22 + 0.45 * cool)
    lit_col = base * (0.45 + 0.75 * light) + light * 0.08
    col = mix(shadow_col, lit_col, litness[..., None])
    # the core shadow: the darkest band just past where the form turns from the light
    core = np.exp(-((form + 0.18) / 0.2) ** 2) * depth_keep
    col = col * (1 - 0.35 * core)[..., None]
    # reflected light in the shadow: the ground's colour from below, the sky's from above
    shade = (1 - litness) * depth_keep
    down = np.clip(ny, 0, 1) * (0.5 if ctx.floor and not e.floating else 0.2)
    up = np.clip(-ny, 0, 1) * 0.25
    col = col + (ctx.rgb("ground", 1) * down[..., None] + ctx.rgb("sky", 1) * up[..., None]) * base * (0.8 * shade)[..., None]
    # highlight where the form faces the light squarely
    col = col + light * (0.2 * smoothstep(0.75, 0.97, lambert) * ctx.grade.light * depth_keep)[..., None]
    # folds and fur: soft lines along the relief's contours, broken by the brush
    folds = np.sin(relief * (9 + size_px * 0.02) * np.pi + 2.5 * ctx.strokes[box])
    inner = smoothstep(0.15, 0.45, relief)
    col = col * (1 - 0.09 * smoothstep(0.55, 1.0, folds) * inner * depth_keep)[..., None]
    # rim of light on the edges toward the light (wider when the light is behind), a darker pooled edge elsewhere
    edge = np.clip(1 - nz, 0, 1) ** 1.5
    toward = np.clip(nx * ux + ny * uy, 0, 1) / (np.sqrt(nx * nx + ny * ny) + 1e-4)
    behind = 0.9 if ctx.ly < cy - size_px * 0.3 else 0.6
    rim = blur(edge * toward ** 2, 0.6) * behind * (0.75 if e.depth else 0.4) * a
    col = mix(col, mix(light, np.ones(3, np.float32), 0.3), np.clip(rim, 0, 0.8)[..., None])
    pooled = np.clip(a - blur(a, 2.5), 0, 1) * (1 - litness)
    col = col * (1 - 0.3 * pooled)[..., None]
    # the air between: far things keep only part of their modelling, the rest is the flat colour of the haze
    if e.depth == 0:
        col = mix(base * (0.55 + 0.45 * light), col, 0.55)
    # strokes of the brush across the form: value and a touch of hue
    stroke = ctx.strokes[box]
    col = col * (1 + 0.08 * stroke)[..., None] + (ctx.rgb("accents", (index + 1) % 3) - 0.5) * (0.05 * stroke)[..., None]
    return col, litness


def kuwahara(img: np.ndarray, r: int) -> np.ndarray:
    """Each pixel takes the mean of the calmest of the four windows around it (weighted softly, so no
    blocks show): flat patches of colour with their edges kept, as a brush lays paint."""
    h, w = img.shape[:2]
    lum = img @ np.array([0.3, 0.59, 0.11], np.float32)
    k = r + 1
    pad = np.pad(np.dstack([img, lum[..., None], (lum * lum)[..., None]]), ((r, r), (r, r), (0, 0)), mode="edge")
    c = np.pad(np.cumsum(np.cumsum(pad, 0, dtype=np.float32), 1, dtype=np.float32), ((1, 0), (1, 0), (0, 0)))
    # mean over every k x k window whose top-left corner is (i, j) in the padded picture
    win = (c[k:, k:] - c[:-k, k:] - c[k:, :-k] + c[:-k, :-k]) / (k * k)
    total = np.zeros_like(img)
    weight = np.zeros((h, w, 1), np.float32)
    for oy in (0, r):
        for ox in (0, r):
            q = win[oy:oy + h, ox:ox + w]
            var = np.clip(q[..., 4] - q[..., 3] ** 2, 0, None)[..., None]
            wt = 1.0 / (1e-4 + var) ** 2
            wt = wt / (1 + wt * 1e-12)
            total += q[..., :3] * wt
            weight += wt
    return total / weight


def _finish(ctx: Ctx) -> np.ndarray:
    img = np.clip(ctx.img, 0, 1)
    g = ctx.grade
    lum = img @ np.array([0.3, 0.59, 0.11], np.float32)
    bloom = blur(np.clip(img - 0.72, 0, 1), 14)
    img = screen(img, bloom * 1.2)
    # paint: flat dabs that keep the edges (a smoothed Kuwahara filter), brush streaks, paper
    spare = 1 - 0.75 * np.clip(blur(ctx.detail, 1.5) * 1.5, 0, 1)[..., None]  # faces and eyes keep their marks
    img = mix(img, kuwahara(img, 3), 0.8 * spare)
    dab = smoothstep(-0.1, 0.4, fbm(H, W, 18, ctx.rng, 2))[..., None]
    img = mix(img, blur(img, 1.2), dab * 0.4 * spare)
    streak = fbm(H, W, 2.2, ctx.rng, 2, stretch=7)
    img = img * (1 + 0.05 * streak[..., None] + 0.03 * ctx.brush[..., None])
    grain = ctx.rng.normal(0, 1, (H, W)).astype(np.float32)
    paper = blur(grain, 0.7) * 0.035 + fbm(H, W, 1.5, ctx.rng, 1, stretch=10) * 0.02
    img = img * (1 + paper[..., None])
    # grade: saturation, contrast, split toning, vignette
    lum = (img @ np.array([0.3, 0.59, 0.11], np.float32))[..., None]
    img = mix(lum, img, g.saturation)
    img = (img - 0.5) * g.contrast + 0.5
    shadow_tone = mix(np.ones(3, np.float32), ctx.pal.rgb("shadow") * 2 + 0.5, 0.25)
    img = mix(img * shadow_tone, img, smoothstep(0.0, 0.55, lum))
    warm = np.array([1 + g.warmth, 1, 1 - g.warmth], np.float32)
    img = img * mix(np.ones(3, np.float32), warm, smoothstep(0.4, 1.0, lum))
    ys, xs = np.ogrid[:H, :W]
    d = np.sqrt(((xs - W / 2) / (W * 0.62)) ** 2 + ((ys - H / 2) / (H * 0.62)) ** 2)
    img = img * (1 - g.vignette * smoothstep(0.55, 1.25, d))[..., None]
    return np.clip(img, 0, 1)


def render(card: Card) -> np.ndarray:
    """The card as an (H, W, 3) float32 picture in 0..1."""
    card, held_by, grips = hold(card)
    ctx = Ctx(card, HORIZONS[card.framing])
    ctx.grips = grips
    PAINTERS[card.framing](ctx)
    dress(ctx)
    # far to near; within a depth the larger things first, so what sits on them (a reader in an
    # armchair, a squirrel in a tree, a ship in a cup) is painted over them
    order = sorted(range(len(card.elements)), key=lambda i: (card.elements[i].depth, -card.elements[i].size))
    for i, j in held_by.items():  # a held thing just before its holder: the hand closes over it
        order.remove(i)
        order.insert(order.index(j), i)
    # things on or in the water are painted after the reflection, which would wash them out
    afloat = {i for i in order if ctx.water is not None and card.elements[i].y * H > ctx.water + 4
              and card.elements[i].depth < 2 and i not in held_by}
    afloat |= {i for i, j in held_by.items() if j in afloat}
    behind = [i for i in order if card.elements[i].depth < 2 and i not in afloat]
    front = [i for i in order if i in afloat] + [i for i in order if card.elements[i].depth == 2]
    for i in behind:
        _element(ctx, card.elements[i], i)
    if ctx.water is not None:
        _reflect(ctx, ctx.water)
    if ctx.front is not None:
        ctx.front()
    for i in front:
        _element(ctx, card.elements[i], i)
    if card.framing in ("wide", "mirror", "crowd", "below"):
        _foliage(ctx)
    return _finish(ctx)


def _foliage(ctx: Ctx) -> None:
    """Dark grass or reeds rising from the bottom corners: the painter's frame of near things."""
    side = np.linspace(-1, 1, W, dtype=np.float32)
    weight = np.clip(np.abs(side) * 1.6 - 0.55, 0, 1) ** 1.5
    if ctx.card.seed % 2:
        weight = weight * (side < 0) + weight * (side >= 0) * 0.35
    blades = np.abs(np.sin(np.arange(W) * 0.9 + 6 * fbm(1, W, 30, ctx.rng, 2)[0])) ** 3
    clumps = 0.75 + 0.35 * fbm(1, W, 40, ctx.rng, 3)[0]
    top = H - (0.01 + 0.27 * weight * clumps * (0.55 + 0.45 * blades)) * H
    rows = np.arange(H, dtype=np.float32)[:, None]
    mask = np.clip(rows - top[None, :], 0, 1) * (weight > 0.01)[None, :]
    col = mix(ctx.pal.rgb("shadow"), ctx.rgb("ground", 2), 0.5)
    rim = np.clip(mask - np.roll(mask, 2, axis=0), 0, 1)
    over(ctx.img, col, mask)
    ctx.img[:] = screen(ctx.img, ctx.light_rgb * (blur(rim, 0.8) * 0.35)[..., None])


def render_bytes(card: Card) -> np.ndarray:
    return (render(card) * 255 + 0.5).astype(np.uint8)
