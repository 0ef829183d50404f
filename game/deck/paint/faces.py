"""A person's face and hair, painted over the lit figure as a portrait painter blocks a head.

The head is a ball in the scene's light first: its far side turns into shadow, the eyes sit in sockets
under the brow, the nose throws a shadow down and away from the light and has a lit side, the lower lip
catches light over a shadow under it, the chin shades the neck. Then the features: full size (a
head's radius from EYE_SHAPED) an eye is an almond with a greyed white shaded by its upper lid, a
coloured iris round a pupil and a catch-light, a lash line and a lid crease above; smaller, a dark
eye in its socket. Hair is a mass, not a cap: it stands a little off the skull, its edge lumpy, in one
of three cuts (cropped, a bob to the jaw, long past the shoulders), with strands falling from a
parting, a sheen where it faces the light and its shadow on the forehead.
"""

from __future__ import annotations

import numpy as np

from .canvas import blur, disc, hex_rgb, mix, over, smoothstep
from .context import Ctx
from .grammar import Element

# A face's expression by the card's mood: the brows' inner ends raised (+) or lowered (-), the brows lifted,
# the upper lids lowered, the mouth's corners up (+) or down (-), a smirk to one side, the mouth open.
EXPRESSIONS: dict[str, tuple[float, float, float, float, float, bool]] = {
    "joy": (0.0, 0.04, 0.0, 0.07, 0.0, False), "wonder": (0.02, 0.06, 0.0, 0.0, 0.0, True),
    "calm": (0.0, 0.0, 0.3, 0.025, 0.0, False), "menace": (-0.06, -0.02, 0.25, -0.01, 0.0, False),
    "mischief": (-0.02, 0.02, 0.2, 0.03, 0.03, False), "melancholy": (0.05, 0.0, 0.35, -0.04, 0.0, False),
    "absurd": (0.03, 0.07, 0.0, 0.03, 0.0, True), "tenderness": (0.02, 0.02, 0.3, 0.05, 0.0, False),
    "ambition": (-0.02, 0.0, 0.1, 0.02, 0.0, False), "loss": (0.06, -0.01, 0.4, -0.05, 0.0, False),
    "eerie": (0.03, 0.05, 0.0, -0.01, 0.0, True),
}
EYE_SHAPED = 16.0  # a head's radius (px) from which eyes are almonds with a white, an iris and lids
DROP = 0.12  # how far (head radii) the features of a modelled head sit below the icon disc's middle
MODELLED = 7.0  # a head's radius (px) from which the head is modelled as a ball with sockets and planes
IRISES = [hex_rgb(c) for c in ("#4a2c18", "#6b4a22", "#3d5a6e", "#56643a", "#2e2118", "#5a6a78")]
CUTS = ("crop", "bob", "long")


def _ellipse(b: np.ndarray, u: np.ndarray, b0: float, u0: float, wb: float, wu: float, soft: float) -> np.ndarray:
    """A soft ellipse in the face's frame (b across, u up, in head radii)."""
    d = np.sqrt(((b - b0) / wb) ** 2 + ((u - u0) / wu) ** 2)
    return np.clip((1 - d) / soft, 0, 1) ** 1.5


def face_turn(seed: int, f: float) -> float:
    """How far a face seen from the front is turned to one side (in head radii, 0 in profile): no two
    heads in a crowd look straight at us the same way."""
    return 0.0 if f else ((seed // 3) % 5 - 2) * 0.055


def head_outline(b: np.ndarray, u: np.ndarray, f: float, turn: float, soft: float) -> np.ndarray:
    """A head's shape in the face's frame (b across, u up, in head radii; soft: a pixel in radii): the
    icons' heads are discs, a head is a skull over a face that runs from the cheekbones down past the
    disc to a jaw and a narrower chin, the chin turned with the face (turn, or ahead in profile) and
    the side it turns from a little fuller."""
    skull = np.clip((1 - np.sqrt(b * b + u * u)) / soft + 0.5, 0, 1) * smoothstep(-0.45, -0.15, u)
    t = np.clip((-0.1 - u) / 1.12, 0, 1)  # 0 at the cheekbones, 1 at the chin
    shift = (f * 0.22 if f else turn * 1.4) * t  # the chin goes where the face looks
    half = np.where(t < 0.6, 0.94 - 0.2 * t, 0.82 - 0.52 * (np.clip(t - 0.6, 0, 1) / 0.4) ** 1.4)
    away = -(b - shift) * (np.sign(turn) if turn else f)  # > 0 on the side the face turns from
    half = half * (1 + (0.06 if f else 0.1 * abs(turn) / 0.11) * np.tanh(away * 4)) * (0.86 if f else 1.0)
    across = np.clip((half - np.abs(b - shift)) / soft + 0.5, 0, 1)
    chin = -1.22 + 0.2 * np.minimum(((b - shift) / 0.4) ** 2, 1.0)  # the chin's round underside
    return np.maximum(skull, across * np.clip((u - chin) / soft + 0.5, 0, 1) * (u < 0.2))


def hair_mass(b: np.ndarray, u: np.ndarray, f: float, cut: str, lumps: np.ndarray,
              fall: tuple[float, float] = (0.0, -1.0)) -> np.ndarray:
    """Where the hair is, in the face's frame: over the crown and, by the cut, down the sides (from the
    front) or the back of the head (in profile), standing a little off the skull with a lumpy edge.
    fall is which way is down on the card, in the face's frame: on a head the right way up the hair hangs
    beside the face; on a tumbling or upside-down one it streams from the crown that way instead."""
    if cut != "crop" and fall[1] > -0.6:  # not upright: the crown's mass carried along the fall
        crown = hair_mass(b, u, f, "crop", lumps)
        reach = 0.45 if cut == "bob" else 1.0
        hang = crown
        for t in np.linspace(0.1, reach, 8):
            hang = np.maximum(hang, hair_mass(b - t * fall[0], u - t * fall[1], f, "crop", lumps) * (1 - 0.35 * t / reach))
        # never over the face: the skin below the hairline, and its jaw
        front = smoothstep(-0.02, 0.12, u - (0.3 - 0.42 * b * b)) if not f else smoothstep(0.0, 0.25, u - 0.55 * b * f - 0.1)
        face = np.maximum(smoothstep(0.06, -0.04, np.sqrt(b * b + u * u) - 1.0) * (1 - front),
                          smoothstep(0.06, -0.06, np.abs(b) - 0.9) * (u < 0.0) * (u > -1.35))
        return np.maximum(crown, hang * (1 - face))
    rad = np.sqrt(b * b + u * u)
    outer = 1.12 + 0.06 * lumps  # off the skull
    if f:  # in profile: the crown and the back of the head
        hairline = smoothstep(0.0, 0.25, u - 0.55 * b * f - 0.1 + 0.05 * lumps)
        back = -b * f
    else:  # from the front: an arched hairline coming down the temples
        hairline = smoothstep(-0.02, 0.12, u - (0.3 - 0.42 * b * b) + 0.04 * lumps)
        back = np.abs(b) - 0.72
    mass = hairline * smoothstep(0.06, -0.04, rad - outer)
    if cut != "crop":  # down the sides or the back: to the jaw, or past the shoulders
        low = -0.75 if cut == "bob" else -1.9
        width = 1.16 + (0.0 if cut == "bob" else 0.12 * smoothstep(0.0, -1.5, u)) + 0.05 * lumps
        side = smoothstep(-0.06, 0.06, back) * smoothstep(low - 0.1, low + 0.15, u)
        # it hangs: below the middle of the head it falls straight, above it keeps to the skull
        skull = smoothstep(0.06, -0.04, rad - outer)
        side = side * smoothstep(0.05, -0.05, np.abs(b) - width) * (skull if cut == "bob" else np.maximum(skull, smoothstep(0.1, -0.1, u)))
        mass = np.maximum(mass, side)
    return mass


def face_seed(ctx: Ctx, index: int, cx: float) -> int:
    """A head's own number: its hair cut and turn stay put wherever the painter looks them up."""
    return ctx.card.seed * 13 + index * 5 + int(cx) // 41


def paint_face(ctx: Ctx, e: Element, index: int, box, region: np.ndarray, a: np.ndarray, ys: np.ndarray, xs: np.ndarray,
               head: tuple[float, float, float, float, float, float], skin_hair: tuple[np.ndarray, np.ndarray],
               keep: float, strength: float) -> np.ndarray:
    """Paint one head (centre, radius, up vector, facing) over region; returns what the paint filter must spare."""
    cx, cy, r, ux, uy, f = head
    px, py = -uy, ux  # across the face, to its right as we see it
    b = ((xs - cx) * px + (ys - cy) * py) / r
    u = ((xs - cx) * ux + (ys - cy) * uy) / r  # up the face, toward the crown
    fog = ctx.fog_rgb
    cool = mix(ctx.pal.rgb("shadow"), ctx.rgb("sky", 1), 0.45)
    d = float(np.hypot(ctx.lx - cx, ctx.ly - cy)) or 1.0
    tx, ty = (ctx.lx - cx) / d, (ctx.ly - cy) / d  # toward the light, on the card
    lb, lu = tx * px + ty * py, tx * ux + ty * uy  # toward the light, in the face's frame
    ln = float(np.sqrt(0.49 * (lb * lb + lu * lu) + 0.51))
    lb, lu, lz = 0.7 * lb / ln, 0.7 * lu / ln, 0.714 / ln
    side = 1.0 if lb >= 0 else -1.0  # the side of the face toward the light
    detail = np.zeros_like(a)
    skin, hair = skin_hair
    seed = face_seed(ctx, index, cx)
    cut = CUTS[seed % 3]
    turn = face_turn(seed, f)
    if r >= MODELLED:  # the head's own shape, jaw and chin (figures.head_shape grew the silhouette to it)
        inside = blur(head_outline(b * 1.03, u * 1.03, f, turn, 1.0 / r), max(0.6, r * 0.03)) * np.clip(a * 1.5, 0, 1)
    else:
        inside = disc(ys, xs, cx, cy, r * 0.97, max(1.0, r * 0.05)) * np.clip(a * 1.5, 0, 1)
    b0 = f * 0.2 + turn  # where the face's middle is, turned toward where it looks

    def shade(mask: np.ndarray, amount: float) -> None:  # darken toward the shadow's colour
        k = np.clip(mask * amount * strength, 0, 1)[..., None]
        region[:] = mix(region, region * (0.45 + 0.5 * cool), k)

    def light(mask: np.ndarray, amount: float) -> None:
        region[:] = region + ctx.light_rgb * (np.clip(mask, 0, 1) * amount * strength)[..., None]

    # the head as a ball in the light: the far side turns into shadow, with a little warmth at the turn
    nz = np.sqrt(np.clip(1 - b * b - u * u, 0, 1))
    lam = b * lb + u * lu * 0.5 + nz * lz  # faces tilt a little toward the light: the lower face keeps some
    if r >= MODELLED:
        shade(inside * smoothstep(0.5, -0.3, lam), 0.45)
        over(region, mix(skin, hex_rgb("#b0503a"), 0.4), inside * np.exp(-((lam - 0.2) / 0.12) ** 2) * 0.12 * strength)
        light(inside * smoothstep(0.7, 0.98, lam), 0.1)
        # a painter's three zones of a face: the forehead a little golden, the cheeks, nose and ears
        # ruddier, the jaw and chin cooler (the sky's colour): a living face rather than one flat skin tone
        lit = smoothstep(-0.2, 0.6, lam)
        over(region, region * hex_rgb("#f2d49a") * 1.12, inside * smoothstep(0.05, 0.35, u + DROP) * 0.12 * strength)
        over(region, region * hex_rgb("#f0a08c") * 1.15, inside * np.exp(-(((u + DROP + 0.3) / 0.28) ** 2)) * 0.16 * strength)
        over(region, mix(region, cool, 0.35), inside * smoothstep(-0.75, -1.1, u) * (0.12 + 0.1 * (1 - lit)) * strength)
        # the planes of a face: sockets under the brow, the lit brow and cheekbone, the nose's shadow
        # and its lit side, the shadow under the nose, the lips, the shadow under the lower lip, the chin
        v = u + DROP  # the features sit lower on a head with a jaw: the eyes halfway down it
        sockets = _ellipse(b, v, b0, 0.03, 0.56 if not f else 0.45, 0.15, 0.8) * inside
        shade(sockets * (0.6 + 0.5 * smoothstep(0.0, 0.4, -(b - b0) * side)), 0.22)
        light(_ellipse(b, v, b0 + 0.15 * side, 0.27, 0.5, 0.09, 0.8) * inside, 0.08)
        light(_ellipse(b, v, b0 + 0.36 * side, -0.24, 0.16, 0.1, 0.9) * inside, 0.1)
        shade(_ellipse(b, v, b0 - 0.36 * side, -0.34, 0.17, 0.14, 0.9) * inside, 0.25)
        nb = f * 0.42 if f else turn * 1.3
        thin = 1.0 / r  # a pixel, in head radii: the nose's planes stay at least that wide
        ridge = _ellipse(b, v, nb - 0.075 * side, -0.17, max(0.06, 1.2 * thin), 0.17, 0.8) * inside
        shade(ridge, 0.45)
        light(_ellipse(b, v, nb + 0.04 * side, -0.14, max(0.04, thin), 0.14, 0.8) * inside, 0.16)
        under_nose = _ellipse(b, v, nb - 0.03 * side, -0.35, 0.13, max(0.055, 1.2 * thin), 0.8) * inside
        shade(under_nose, 0.7)
        for k in (-1, 1):  # the nostrils
            shade(_ellipse(b, v, nb + 0.06 * k, -0.33, max(0.03, thin), max(0.025, 0.8 * thin), 0.8) * inside, 0.5)
        light(disc(ys, xs, cx + (px * (nb + 0.03 * side) - ux * (0.25 + DROP)) * r, cy + (py * (nb + 0.03 * side) - uy * (0.25 + DROP)) * r,
                   r * 0.035, r * 0.03) * inside, 0.16)
        detail += ridge * 0.5 + under_nose
        if f:  # in profile the nose stands out past the head's edge, lit like the cheek beside it
            tip = _ellipse(b, v, f * 0.98, -0.2, 0.13, 0.13, 0.6) * (1 - disc(ys, xs, cx, cy, r * 0.97, 1.0))
            nose_col = mix(skin * (0.5 + 0.6 * ctx.light_rgb), skin * (0.3 + 0.4 * cool), 0.5 - 0.5 * lb * f)
            if ctx.hole is not None and e.depth < 2:
                tip = tip * ctx.hole[box]
            over(region, nose_col, tip * strength)
            detail += tip
        # under the chin (where figures.figure_colours ends the jaw) the neck is in the head's shadow
        # the neck in the jaw's shadow, darkest just under it
        neck = smoothstep(-1.0, -1.25, u) * (0.55 + 0.45 * smoothstep(-2.0, -1.4, u)) * smoothstep(0.7, 0.3, np.abs(b)) * a * (1 - inside)
        shade(np.maximum(neck, _ellipse(b, u, b0 * 0.9, -1.3, 0.45, 0.14, 0.7) * a * (1 - inside)), 0.7)
        region[:] = region * (1 - 0.3 * strength * neck)[..., None]  # a bright sky's cool alone leaves it too light
        # the jaw's underside and the cheek on the far side turn from the light: a plane, not a disc
        shade(inside * smoothstep(-0.75, -1.15, u) * (0.6 + 0.4 * smoothstep(0.0, 0.5, -(b - b0) * side)), 0.2)
        light(_ellipse(b, u, b0 + 0.1 * side, -1.02, 0.22, 0.08, 0.9) * inside, 0.07)  # the chin's lit ball
    # the hair: a mass in the hair colour, modelled as a larger ball, strands falling from a parting
    ang = np.arctan2(u, b)
    lumps = np.sin(ang * 5 + seed % 7) * 0.6 + np.sin(ang * 9 + seed % 5) * 0.4
    mass = hair_mass(b, u, f, cut, lumps, (ux, uy))  # down the card, in the face's frame: (py, uy) = (ux, uy)
    mass = blur(mass, max(0.6, r * 0.03))
    if mass.max() > 0:
        hb, hu = b / 1.15, u / 1.15
        hz = np.sqrt(np.clip(1 - hb * hb - hu * hu, 0.05, 1))
        hl = smoothstep(-0.2, 0.85, hb * lb + hu * lu + hz * lz)
        hair_shadow = hair * (0.3 + 0.45 * cool)
        hair_lit = hair * (0.6 + 0.7 * ctx.light_rgb) + ctx.light_rgb * 0.03
        col = mix(hair_shadow, hair_lit, hl[..., None])
        part = 0.25 * side if not f else -0.2 * f
        # strands from the parting, gathered in locks of uneven width and depth, not a comb's teeth
        fan = np.arctan2(u - 1.1, b - part)
        stroke = ctx.strokes[ys.astype(int), xs.astype(int)]
        strands = np.sin(fan * (10 + r * 0.25) + 1.6 * np.sin(fan * 3.0 + seed % 11) + 2.5 * stroke)
        locks = 0.55 + 0.45 * np.sin(fan * 4.0 + seed % 7 + 1.5 * stroke)
        col = col * (1 - 0.16 * smoothstep(0.3, 1.0, strands) * locks)[..., None]
        sheen = np.exp(-((np.sqrt(hb * hb + hu * hu) - 0.72) / 0.12) ** 2) * smoothstep(0.55, 0.95, hl)
        col = col + mix(ctx.light_rgb, np.ones(3, np.float32), 0.3) * (0.22 * sheen)[..., None]
        col = mix(col, fog, 1 - keep)
        # its shadow on the forehead just under the hairline, then the mass itself
        if r >= MODELLED:
            shade(np.clip(blur(mass, r * 0.08) - mass, 0, 1) * inside * 2.5, 0.35)
        if ctx.hole is not None and e.depth < 2:
            mass = mass * ctx.hole[box]
        over(region, col, mass * (0.95 if strength > 0.6 else 0.7))
        detail += mass * 0.3
    return detail
