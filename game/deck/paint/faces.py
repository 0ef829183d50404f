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
SMALL = 20.0  # a head's radius (px) under which the hair keeps closer to the skull, so the face reads


def _ellipse(b: np.ndarray, u: np.ndarray, b0: float, u0: float, wb: float, wu: float, soft: float) -> np.ndarray:
    """A soft ellipse in the face's frame (b across, u up, in head radii)."""
    d = np.sqrt(((b - b0) / wb) ** 2 + ((u - u0) / wu) ** 2)
    return np.clip((1 - d) / soft, 0, 1) ** 1.5


def face_turn(seed: int, f: float) -> float:
    """How far a face seen from the front is turned to one side (in head radii, 0 in profile): no two
    heads in a crowd look straight at us the same way."""
    return 0.0 if f else ((seed // 3) % 5 - 2) * 0.055


# A head in profile, its face's edge from the crown's front down to the chin (up the face u, how far
# ahead f*b): forehead, brow, the dip at the nose's root, the nose, under it, the lips, the dip under the
# lower lip, the chin; then the jaw's underside from the chin back up to the angle of the jaw.
PROFILE_U = (0.45, 0.25, 0.06, -0.04, -0.3, -0.38, -0.44, -0.5, -0.57, -0.64, -0.74, -0.92, -1.08, -1.22)
PROFILE_B = (0.9, 0.93, 0.95, 0.9, 1.16, 1.02, 0.94, 0.97, 0.91, 0.95, 0.86, 0.92, 0.84, 0.5)
JAW = ((-0.25, -0.72), (0.25, -1.16), (0.5, -1.22))  # (ahead, up) along the jaw's underside


def head_outline(b: np.ndarray, u: np.ndarray, f: float, turn: float, soft: float) -> np.ndarray:
    """A head's shape in the face's frame (b across, u up, in head radii; soft: a pixel in radii): the
    icons' heads are discs, a head is a skull over a face that runs from the cheekbones down past the
    disc to a jaw and a narrower chin, the chin turned with the face (turn) and the side it turns from a
    little fuller. In profile (f) it is the side of a head: the face's edge with its brow, nose, lips and
    chin ahead of the skull, the jaw's line running back from the chin."""
    skull = np.clip((1 - np.sqrt(b * b + u * u)) / soft + 0.5, 0, 1) * smoothstep(-0.45, -0.15, u)
    if f:
        ahead = b * f
        edge = np.interp(-u, [-v for v in PROFILE_U], PROFILE_B)
        face = np.clip((edge - ahead) / soft + 0.5, 0, 1) * (u <= PROFILE_U[0]) * (u >= PROFILE_U[-1] - 0.1)
        jaw = np.interp(ahead, [p[0] for p in JAW], [p[1] for p in JAW])  # the jaw's underside, back to its angle
        face = face * np.clip((u - jaw) / soft + 0.5, 0, 1) * np.clip((ahead + 0.45) / soft + 0.5, 0, 1)
        return np.maximum(skull, face * (u < 0.3))
    t = np.clip((-0.1 - u) / 1.12, 0, 1)  # 0 at the cheekbones, 1 at the chin
    shift = turn * 1.4 * t  # the chin goes where the face looks
    half = np.where(t < 0.6, 0.94 - 0.2 * t, 0.82 - 0.52 * (np.clip(t - 0.6, 0, 1) / 0.4) ** 1.4)
    away = -(b - shift) * np.sign(turn)  # > 0 on the side the face turns from
    half = half * (1 + 0.1 * abs(turn) / 0.11 * np.tanh(away * 4))
    across = np.clip((half - np.abs(b - shift)) / soft + 0.5, 0, 1)
    chin = -1.22 + 0.2 * np.minimum(((b - shift) / 0.4) ** 2, 1.0)  # the chin's round underside
    return np.maximum(skull, across * np.clip((u - chin) / soft + 0.5, 0, 1) * (u < 0.2))


def _small(r: float) -> float:
    """How small a head is (0 from SMALL px, 1 from 8 px less): its hair keeps close, its face is lit plainly."""
    return float(np.clip((SMALL - r) / 8.0, 0, 1) ** 2 * (3 - 2 * np.clip((SMALL - r) / 8.0, 0, 1)))


def hair_mass(b: np.ndarray, u: np.ndarray, f: float, cut: str, lumps: np.ndarray,
              fall: tuple[float, float] = (0.0, -1.0), r: float = 30.0) -> np.ndarray:
    """Where the hair is, in the face's frame: over the crown and, by the cut, down the sides (from the
    front) or the back of the head (in profile), standing a little off the skull with a lumpy edge.
    fall is which way is down on the card, in the face's frame: on a head the right way up the hair hangs
    beside the face; on a tumbling or upside-down one it streams from the crown that way instead. A small
    head (r, px, under SMALL) keeps its hair closer and higher, so its face reads rather than a hair ball."""
    small = _small(r)
    if cut != "crop" and fall[1] > -0.6:  # not upright: the crown's mass carried along the fall
        crown = hair_mass(b, u, f, "crop", lumps, r=r)
        reach = (0.45 if cut == "bob" else 1.0) * (1 - 0.4 * small)
        hang = crown
        for t in np.linspace(0.1, reach, 8):
            hang = np.maximum(hang, hair_mass(b - t * fall[0], u - t * fall[1], f, "crop", lumps, r=r) * (1 - 0.35 * t / reach))
        # never over the face: the skin below the hairline, and its jaw
        front = smoothstep(-0.02, 0.12, u - (0.3 - 0.42 * b * b)) if not f else smoothstep(0.0, 0.25, u - 0.55 * b * f - 0.1)
        face = np.maximum(smoothstep(0.06, -0.04, np.sqrt(b * b + u * u) - 1.0) * (1 - front),
                          smoothstep(0.06, -0.06, np.abs(b) - 0.9) * (u < 0.0) * (u > -1.35))
        return np.maximum(crown, hang * (1 - face))
    rad = np.sqrt(b * b + u * u)
    outer = 1.12 - 0.07 * small + 0.06 * lumps  # off the skull (a small head's, close to it)
    if f:  # in profile: the crown and the back of the head (on a small head, behind the ear and above the brow)
        hairline = smoothstep(0.0, 0.25, u - (0.55 - 0.2 * small) * b * f - 0.1 - 0.22 * small + 0.05 * lumps)
        back = -b * f - 0.3 * small
    else:  # from the front: an arched hairline coming down the temples
        hairline = smoothstep(-0.02, 0.12, u - (0.3 + 0.12 * small - 0.42 * b * b) + 0.04 * lumps)
        back = np.abs(b) - 0.72 - 0.1 * small
    mass = hairline * smoothstep(0.06, -0.04, rad - outer)
    if cut != "crop":  # down the sides or the back: to the jaw, or past the shoulders
        low = (-0.75 if cut == "bob" else -1.9) * (1 - 0.35 * small)
        width = 1.16 - 0.08 * small + (0.0 if cut == "bob" else 0.12 * smoothstep(0.0, -1.5, u)) + 0.05 * lumps
        side = smoothstep(-0.06, 0.06, back) * smoothstep(low - 0.1, low + 0.15, u)
        # it hangs: below the middle of the head it falls straight, above it keeps to the skull
        skull = smoothstep(0.06, -0.04, rad - outer)
        side = side * smoothstep(0.05, -0.05, np.abs(b) - width) * (skull if cut == "bob" else np.maximum(skull, smoothstep(0.1, -0.1, u)))
        mass = np.maximum(mass, side)
    return mass


def face_seed(ctx: Ctx, index: int, cx: float) -> int:
    """A head's own number: its hair cut and turn stay put wherever the painter looks them up."""
    return ctx.card.seed * 13 + index * 5 + int(cx) // 41


def face_relief(b: np.ndarray, u: np.ndarray, f: float, turn: float, sockets: float = 0.1) -> np.ndarray:
    """The forms a portrait painter finds in a head, as heights over its outline (in head radii, the face's
    frame): the brow's ridge over the eye sockets, the cheekbones, the nose's ridge and tip, the muzzle
    round the mouth with the lips on it, the chin. In profile most of these stand in the outline itself;
    what is left is the cheekbone, the socket and the corner of the mouth."""
    v = u + DROP  # the features sit lower on a head with a jaw

    def bump(b0: float, v0: float, wb: float, wv: float) -> np.ndarray:
        return np.exp(-(((b - b0) / wb) ** 2 + ((v - v0) / wv) ** 2))

    if f:
        return (0.05 * bump(f * 0.5, -0.25, 0.22, 0.14) - 0.07 * bump(f * 0.66, 0.02, 0.14, 0.1)
                + 0.05 * bump(f * 0.62, 0.2, 0.3, 0.08) - 0.03 * bump(f * 0.72, -0.6, 0.1, 0.08))
    m = turn * 1.3  # the nose and mouth go where the face looks; the eyes a little less
    z = 0.06 * bump(turn, 0.2, 0.55, 0.12)  # the brow
    for k in (-1, 1):
        z = z - sockets * bump(turn + k * 0.34, 0.02, 0.17, 0.12) + 0.05 * bump(turn + k * 0.44, -0.24, 0.16, 0.12)
    ridge = np.exp(-((b - m) / 0.075) ** 2) * smoothstep(0.14, -0.26, v) * (v > -0.36)
    z = z + 0.13 * ridge + 0.07 * bump(m, -0.27, 0.1, 0.08) + 0.03 * (bump(m - 0.11, -0.31, 0.06, 0.05) + bump(m + 0.11, -0.31, 0.06, 0.05))
    z = z + 0.05 * bump(m, -0.55, 0.3, 0.2) + 0.025 * bump(m, -0.5, 0.16, 0.07) + 0.03 * bump(m, -0.63, 0.14, 0.07)
    return z - 0.02 * bump(m, -0.76, 0.12, 0.07) + 0.05 * bump(m * 0.9, -0.98, 0.18, 0.12)


def _planes(ctx: Ctx, region: np.ndarray, a: np.ndarray, inside: np.ndarray, ys: np.ndarray, xs: np.ndarray,
            head: tuple[float, float, float, float, float, float], b: np.ndarray, u: np.ndarray, turn: float,
            skin: np.ndarray, strength: float, asleep: bool = False) -> np.ndarray:
    """Paint a head as a portrait painter blocks one: a relief of its shape (flat across the front, turning
    at the sides, with its brow, sockets, cheekbones, nose, lips and chin) meets the light in a few stepped
    planes (light, half-tone, a core shadow where it turns, the shadow lifted by the ground's colour below),
    their edges broken by the brush; the skin's colour zones over them. Returns the marks to spare."""
    cx, cy, r, ux, uy, f = head
    cool = mix(ctx.pal.rgb("shadow"), ctx.rgb("sky", 1), 0.45)
    outline = head_outline(b, u, f, turn, 1.0 / r)
    # the relief: the outline inflated (flat across the face, rounding at its edges) plus the features' forms
    form = 0.55 * blur(outline, r * 0.32) + 0.45 * blur(outline, r * 0.16)
    gy, gx = np.gradient(form)
    # a face's front is nearly upright: up and down it turns only at the crown and under the chin, so the
    # outline's slope along the face is mostly dropped (else the mouth and chin sink into a shadow band
    # under lit eyes, like a mask); across it the face rounds to its sides
    g_b, g_up = gx * -uy + gy * ux, gx * ux + gy * uy
    g_up = g_up * (0.3 + 0.7 * np.maximum(smoothstep(-0.95, -1.2, u), smoothstep(0.45, 0.8, u)))
    fy, fx = np.gradient(face_relief(b, u, f, turn, 0.03 if asleep else 0.1) * outline)
    gx, gy = g_b * -uy + g_up * ux + 0.45 * fx, g_b * ux + g_up * uy + 0.45 * fy  # the features are gentle forms
    k = r * 1.5
    nx, ny = -gx * k, -gy * k
    norm = np.sqrt(nx * nx + ny * ny + 1)
    d = float(np.hypot(ctx.lx - cx, ctx.ly - cy)) or 1.0
    lx, ly = (ctx.lx - cx) / d * 0.72, (ctx.ly - cy) / d * 0.72
    lam = (nx * lx + ny * ly + 0.69) / norm
    if asleep:  # a sleeping face is shown quiet: softer planes, so its closed eyes and mouth read
        lam = mix(lam, 0.72, 0.5)
    # the planes: stepped, each edge pushed about by the brush's strokes across the face
    stroke = ctx.strokes[ys.astype(int), xs.astype(int)]
    val = lam + 0.07 * stroke + 0.06 * (u + DROP) * 0.5  # a face is lit a little more at the brow than at the jaw
    half = smoothstep(0.36, 0.44, val)
    lit = smoothstep(0.6, 0.67, val)
    top = smoothstep(0.8, 0.86, val)
    # skin in shadow stays warm (blood under it), only its reflected lights take the sky's cool
    shadow_col = mix(skin * hex_rgb("#b07060") * 0.7, skin * (0.25 + 0.5 * cool), 0.35)
    half_col = mix(skin * (0.72 + 0.2 * ctx.light_rgb), shadow_col, 0.25)
    lit_col = skin * (0.8 + 0.28 * ctx.light_rgb)
    top_col = skin * (0.9 + 0.35 * ctx.light_rgb) + ctx.light_rgb * 0.04
    col = mix(mix(mix(shadow_col, half_col, half[..., None]), lit_col, lit[..., None]), top_col, top[..., None])
    # the core shadow where the form turns, warm; the shadow lifted by what is below (the ground, the body)
    col = col * (1 - 0.18 * np.exp(-((val - 0.38) / 0.05) ** 2))[..., None]
    col = mix(col, col * hex_rgb("#ffb090"), (0.25 * np.exp(-((val - 0.45) / 0.06) ** 2))[..., None])
    below = np.clip(ny / norm, 0, 1) * (1 - half)
    col = col + ctx.rgb("ground", 1) * skin * (0.25 * below)[..., None]
    # a painter's three zones of a face: the forehead a little golden, the cheeks, nose and ears ruddier,
    # the jaw and chin cooler (the sky's colour): a living face rather than one flat skin tone
    v = u + DROP
    zones = (hex_rgb("#f4d7a0") * smoothstep(0.05, 0.35, v)[..., None] * 0.14
             + hex_rgb("#e58c78") * np.exp(-(((v + 0.3) / 0.28) ** 2))[..., None] * 0.16)
    col = col * (1 - zones.sum(axis=2, keepdims=True) / 3 * 1.6) + col * zones * 1.6
    col = mix(col, mix(col, cool, 0.4), (smoothstep(-0.7, -1.1, u) * 0.2)[..., None])
    # the figure's own light (its rim, the scene's glow) shows through a little
    paint = np.clip(inside * strength, 0, 1)
    region[:] = mix(region, mix(col, region, 0.22), paint[..., None])
    return inside * 0.25


def hair_planes(ctx: Ctx, b: np.ndarray, u: np.ndarray, f: float, side: float, seed: int, r: float,
                stroke: np.ndarray, light: tuple[float, float, float], hair: np.ndarray, cool: np.ndarray) -> np.ndarray:
    """Hair painted as the face is, in a few planes rather than a lit ball combed with strands: the mass
    is a larger head turned to the light, cut into a few broad locks from the parting, each lock's planes
    (shadow, half-tone, light, a top light where it turns to the light) stepped and pushed about by the
    card's strokes, the locks' edges a darker half-tone between them."""
    lb, lu, lz = light
    hb, hu = b / 1.15, u / 1.15
    hz = np.sqrt(np.clip(1 - hb * hb - hu * hu, 0.05, 1))
    part = 0.25 * side if not f else -0.2 * f
    fan = np.arctan2(u - 1.1, b - part)
    # a few broad locks from the parting, each turned a little its own way to the light
    lock = np.sin(fan * (3.0 + 0.03 * r) + seed % 7 + 1.2 * stroke)
    tilt = 0.12 * np.tanh(lock * 3)
    val = hb * lb + hu * lu + hz * lz + tilt + 0.12 * stroke
    shadow = hair * (0.3 + 0.45 * cool)
    half = mix(shadow, hair * (0.55 + 0.5 * ctx.light_rgb), 0.7)
    lit = hair * (0.75 + 0.8 * ctx.light_rgb) + ctx.light_rgb * 0.03
    top = mix(lit, mix(ctx.light_rgb, np.ones(3, np.float32), 0.3), 0.22)
    col = mix(shadow, half, smoothstep(0.12, 0.2, val)[..., None])
    col = mix(col, lit, smoothstep(0.5, 0.58, val)[..., None])
    col = mix(col, top, smoothstep(0.8, 0.86, val)[..., None] * 0.8)
    # where two locks meet, a darker seam: a brush's edge, not a comb's teeth
    return col * (1 - 0.08 * np.exp(-(lock / 0.4) ** 2))[..., None]


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

    if r >= MODELLED:
        detail += _planes(ctx, region, a, inside, ys, xs, (cx, cy, r, ux, uy, f), b, u, turn, skin, strength, e.asleep)
        # the neck in the jaw's shadow, darkest just under it
        neck = smoothstep(-1.0, -1.25, u) * (0.55 + 0.45 * smoothstep(-2.0, -1.4, u)) * smoothstep(0.7, 0.3, np.abs(b + f * 0.14)) * a * (1 - inside)
        shade(np.maximum(neck, _ellipse(b, u, b0 * 0.9, -1.3, 0.45, 0.14, 0.7) * a * (1 - inside)), 0.75 if f else 0.6)
        region[:] = region * (1 - 0.25 * strength * neck)[..., None]  # a bright sky's cool alone leaves it too light
        small = _small(r)
        if f and small > 0:  # a small profile: the face's side lit in one plane, the nose's ridge caught
            # by the light over the shadow under it, so a few pixels read as a face rather than a ball
            front = _ellipse(b * f, u, 0.55, -0.3, 0.42, 0.55, 0.6) * inside
            light(front, 0.12 * small)
            region[:] = mix(region, region * skin / max(float(skin.mean()), 1e-3), (front * 0.25 * small * strength)[..., None])
            light(_ellipse(b * f, u, 0.98, -0.22, 0.16, 0.14, 0.7) * inside, 0.22 * small)
            shade(_ellipse(b * f, u, 0.9, -0.44, 0.16, 0.08, 0.7) * inside, 0.6 * small)
            detail += front * 0.3
        if f:  # in profile, the ear: a lit rim round a shadowed hollow, halfway back along the head
            ear = _ellipse(b, u, -f * 0.12, -0.2, 0.13, 0.22, 0.5) * inside
            hollow = _ellipse(b, u, -f * 0.1, -0.22, 0.06, 0.12, 0.6) * inside
            shade(np.clip(blur(ear, r * 0.05) - ear, 0, 1) * 3, 0.5)  # its shadow on the cheek
            light(ear * (1 - hollow), 0.06)
            shade(hollow, 0.45)
            detail += ear * 0.4
    # the hair: a mass in the hair colour, modelled as a larger ball, strands falling from a parting
    ang = np.arctan2(u, b)
    lumps = np.sin(ang * 5 + seed % 7) * 0.6 + np.sin(ang * 9 + seed % 5) * 0.4
    mass = hair_mass(b, u, f, cut, lumps, (ux, uy), r)  # down the card, in the face's frame: (py, uy) = (ux, uy)
    mass = blur(mass, max(0.6, r * 0.03))
    stroke = ctx.strokes[ys.astype(int), xs.astype(int)]
    if r >= MODELLED:  # its edge broken by the brush, as the planes' edges are: strokes bite in and run out
        mass = np.clip((mass - 0.5 + 0.35 * stroke) * 2.2 + 0.5, 0, 1) * smoothstep(0.02, 0.2, mass)
    if mass.max() > 0:
        col = mix(hair_planes(ctx, b, u, f, side, seed, r, stroke, (lb, lu, lz), hair, cool), fog, 1 - keep)
        # its shadow on the forehead just under the hairline, then the mass itself
        if r >= MODELLED:
            shade(np.clip(blur(mass, r * 0.08) - mass, 0, 1) * inside * 2.5, 0.35)
        if ctx.hole is not None and e.depth < 2:
            mass = mass * ctx.hole[box]
        over(region, col, mass * (0.95 if strength > 0.6 else 0.7))
        detail += mass * 0.3
    return detail


def brush_face(ctx: Ctx, region: np.ndarray, inside: np.ndarray, ys: np.ndarray, xs: np.ndarray,
               head: tuple[float, float, float, float, float, float], strength: float) -> None:
    """Drag the painted face along short strokes, as the rest of the card is brushed: round the head's
    forms (a painter follows the planes), leaning with the card's strokes, so the features and the planes'
    edges are laid by the brush instead of printed."""
    cx, cy, r, ux, uy, f = head
    oy, ox = ys[0, 0], xs[0, 0]
    h, w = inside.shape
    # round the face's middle (a little below the icon's disc), leaning the deck's way for this card,
    ry, rx = ys - (cy - uy * DROP * r), xs - (cx - ux * DROP * r)
    n = np.sqrt(rx * rx + ry * ry) + 1e-3
    lean = 1.0 if ctx.card.seed % 2 else -1.0
    # mostly across the face (so the eyes, brows and mouth, which lie across it, are laid along the stroke)
    px, py = -uy, ux
    dx, dy = -ry / n * 0.4 + px * 0.8 + 0.2 * lean, rx / n * 0.4 + py * 0.8 + 0.2
    m = np.sqrt(dx * dx + dy * dy) + 1e-6
    dx, dy = dx / m, dy / m
    step = max(0.6, r * 0.028)
    acc = np.zeros_like(region)
    taps = (-3, -2, -1, 0, 1, 2, 3)
    for t in taps:
        sy = np.clip(np.rint(ys - oy + dy * t * step), 0, h - 1).astype(int)
        sx = np.clip(np.rint(xs - ox + dx * t * step), 0, w - 1).astype(int)
        acc += region[sy, sx] * np.where(inside[sy, sx] > 0.3, 1.0, 0.0)[..., None] + region * np.where(inside[sy, sx] > 0.3, 0.0, 1.0)[..., None]
    dragged = acc / len(taps)
    # not everywhere: the strokes come and go, as a brush's do, and value varies along them
    stroke = ctx.strokes[ys.astype(int), xs.astype(int)]
    where = np.clip(0.35 + 0.6 * smoothstep(-0.2, 0.5, stroke), 0, 1) * np.clip(inside * 1.4, 0, 1) * strength
    region[:] = mix(region, dragged * (1 + 0.05 * stroke)[..., None], (where * 0.8)[..., None])
