"""Where a figure's head, hands and feet are, found once per icon from its silhouette (numpy only).

The icons are silhouettes: the painter needs to know where to put a face, skin on the hands and shoes on
the feet. A head is a round lump that stands clear of the rest (most of a ring just outside its widest
circle is empty: only the neck crosses it); hands and feet are the ends of the limbs, the points
furthest from the trunk along the figure. Everything is measured on a 128-pixel grid in the icon's
512-unit box and given back in those units; a few icons where the search goes wrong are written down
by hand in HEADS.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import skia

from .canvas import icon_alpha
from .grammar import FIGURES
from .props import POSES

N = 128  # the analysis grid
UNIT = 512 / N

# People and animals (grammar.FIGURES is their union). Animals get eyes, people a face, hands and feet.
PEOPLE = frozenset("""acrobatic air-man clown cycling drowning falling farmer fishing human-cannonball
human-pyramid juggler jump-across kneeling mountain-climbing ninja-heroic-stance night-sleep person-in-bed
person-in-blizzard prayer pull push read run shouting sing skateboarding-01 skier strong-man unicycle
wave-surfer witch-flight wizard-staff pool-dive parachute scarecrow shaking-hands cloaked-figure-on-horseback
hiking meditation person sleepy walk mermaid giant astronaut-helmet reader leaper climber painter hero""".split())

# Heads the search gets wrong, by hand (x, y, radius in the 512 box; facing -1 left, 1 right, 0 front).
# An empty tuple: no face to paint (a helmet, a hood, a shape too small or strange for one).
HEADS: dict[str, tuple[tuple[float, float, float, int], ...]] = {
    "astronaut-helmet": (), "parachute": (), "shaking-hands": (), "unicycle": (), "wizard-staff": (),
    "fishing": (), "clown": (), "sleepy": (), "cloaked-figure-on-horseback": (),
    "reader": (),  # drawn with its own face (props.py)
    "farmer": ((227, 100, 22, 0),), "scarecrow": ((256, 120, 30, 0),), "strong-man": ((288, 200, 29, 0),),
    "falling": ((72, 440, 56, 0),), "juggler": ((258, 219, 47, 0),), "jump-across": ((288, 72, 30, 1),),
    "human-pyramid": ((256, 40, 13, 0), (184, 179, 13, 0), (328, 179, 13, 0), (112, 315, 13, 0),
                      (256, 315, 13, 0), (400, 315, 13, 0)),
    "read": ((256, 128, 84, 0),),
}
# Animals whose icon has no small round eye hole (or a hole that is not an eye): where the eyes go (x, y,
# radius in the 512 box); an empty tuple for none.
EYES: dict[str, tuple[tuple[float, float, float], ...]] = {
    "deer": ((384, 141, 9),), "flamingo": ((408, 45, 7),), "heron": ((336, 83, 7),), "sitting-dog": ((320, 72, 9),),
    "turtle": ((240, 56, 7), (272, 56, 7)), "snail": ((424, 93, 9), (475, 109, 9)), "sperm-whale": ((357, 360, 7),),
    "owl": ((182, 131, 31), (330, 131, 31)), "polar-bear": ((427, 197, 13), (378, 203, 13)),  # not its nose
    "jellyfish": (),  # spots, not eyes
    # insects: the big eyes on the head (the bee's fills the ring of its head; the butterfly's icon has
    # no body, its head goes between the wings at the foot of the antennae)
    "bee": ((413, 301, 24),), "butterfly": ((229, 252, 13),), "ladybug": ((220, 124, 13), (292, 124, 13)),
    "ant": ((235, 146, 8), (277, 146, 8)), "dragonfly": ((293, 142, 17), (362, 205, 17)),
    "frog": ((141, 115, 15), (368, 115, 15)), "mouse": ((400, 382, 9),), "rat": ((344, 66, 8),),
    "fox": ((290, 152, 10), (374, 152, 10)),  # in the slanted cuts; the round hole is its nose
    "bat": ((243, 224, 6), (269, 224, 6)), "monkey": ((192, 216, 27), (320, 216, 27)), "hedgehog": ((392, 296, 11),),
}
# Where a held thing is gripped (`held` in a recipe), as fractions of its drawn box from its top left:
# an umbrella by the foot of its shaft, a lantern by its ring, a glass by its handle; else its middle.
GRIPS: dict[str, tuple[float, float]] = {
    "umbrella": (0.52, 0.86), "lantern": (0.5, 0.03), "paper-lantern": (0.5, 0.03), "magnifying-glass": (0.1, 0.9),
    "palette": (0.42, 0.48), "paintbrush": (0.3, 0.72), "balloons": (0.47, 0.97), "wizard-staff": (0.2, 0.8), "lantern-flame": (0.5, 0.03),
}
INSECTS = frozenset({"bee", "butterfly", "ladybug", "ant", "dragonfly"})  # compound eyes: dark, with a sheen
# Hands and feet of the most used people, by hand (x, y in the 512 box): the search's guess is kept for the rest.
LIMBS: dict[str, tuple[tuple[tuple[float, float], ...], tuple[tuple[float, float], ...]]] = {
    "walk": (((136, 272), (384, 269)), ((136, 464), (339, 467))),
    "person": (((179, 312), (336, 312)), ((232, 480), (280, 480))),
    "hiking": (((312, 200),), ((96, 464), (288, 424))),
    "run": (((432, 216), (112, 200)), ((376, 488), (40, 400))),
    "kneeling": (((408, 240),), ((64, 464),)),
    "meditation": (((96, 216), (440, 216)), ((168, 464), (368, 448))),
    "farmer": (((176, 208), (368, 128)), ((176, 472), (264, 472))),
    # the search takes the giant's kicking foot and the cyclist's wheels for hands, the strong man's
    # barbell and the puller's crate for limbs: every person with limbs in the deck is written down
    "giant": (((74, 304), (358, 36)), ((118, 480), (404, 292))),
    "cycling": (((374, 210),), ((236, 328),)),
    "strong-man": (((238, 74), (346, 384)), ((214, 488), (338, 488))),
    "pull": (((298, 248),), ((186, 488), (330, 432))),
    "juggler": (((54, 358), (462, 358)), ((178, 486), (294, 486))),
    "falling": (((390, 402), (78, 138)), ((214, 18), (494, 138))),
}
for _name, _j in POSES.items():  # drawn people: their joints are known
    HEADS[_name] = ((_j["head"][0], _j["head"][1], _j["head"][2], int(_j["head"][3])),)
    LIMBS[_name] = (((_j["arms"][2], _j["arms"][3]), (_j["arms"][6], _j["arms"][7])),
                    ((_j["legs"][2], _j["legs"][3]), (_j["legs"][6], _j["legs"][7])))
NO_LIMBS = frozenset({"reader", "astronaut-helmet", "mermaid", "person-in-bed", "night-sleep", "parachute", "fishing",
                      "clown", "sleepy", "shaking-hands", "unicycle", "wizard-staff", "cloaked-figure-on-horseback",
                      "read", "human-pyramid", "scarecrow", "jump-across"})


@dataclass(frozen=True)
class Anatomy:
    heads: tuple[tuple[float, float, float, int, float, float], ...]  # x, y, r, facing, and which way is up
    hands: tuple[tuple[float, float, float], ...]  # x, y, r
    reach: tuple[tuple[float, float], ...]  # each hand's way along its forearm, toward the fingertips (unit)
    feet: tuple[tuple[float, float, float], ...]
    eyes: tuple[tuple[float, float, float], ...]  # an animal's eyes: x, y, r
    legs: np.ndarray | None  # where a person wears trousers, on the analysis grid
    # a head the icon draws apart from its shoulders: how far (512 box) a modelled head moves down toward
    # them (the jaw and a short neck then reach the body) and the icon's own head, on the analysis grid,
    # which the moved head replaces; 0 and None for a head on its neck
    lifts: tuple[float, ...] = ()
    apart: tuple[np.ndarray | None, ...] = ()


def _shift_max(a: np.ndarray, r: int) -> np.ndarray:
    out = a.copy()
    for dy in range(-r, r + 1):
        for dx in range(-r, r + 1):
            out = np.maximum(out, np.roll(np.roll(a, dy, 0), dx, 1))
    return out


def _distance(mask: np.ndarray) -> np.ndarray:
    """How many erosions each pixel survives: a chamfer distance to the outside."""
    d = np.zeros(mask.shape, np.float32)
    cur = mask.copy()
    step = 0
    while cur.any() and step < N:
        step += 1
        d[cur] = step
        p = np.pad(cur, 1)
        cur = cur & p[:-2, 1:-1] & p[2:, 1:-1] & p[1:-1, :-2] & p[1:-1, 2:]
        if step % 2 == 0:  # alternate square and cross: closer to round than either
            p = np.pad(cur, 1)
            cur = cur & p[:-2, :-2] & p[2:, 2:] & p[:-2, 2:] & p[2:, :-2]
    return d


def _geodesic(mask: np.ndarray, start: tuple[int, int] | np.ndarray) -> np.ndarray:
    """Steps from `start` (a pixel or a mask) to every pixel of the mask, moving inside it (-1 where it
    cannot reach)."""
    g = np.full(mask.shape, -1.0, np.float32)
    if isinstance(start, np.ndarray):
        front = start & mask
    else:
        front = np.zeros_like(mask)
        front[start] = True
    seen = front.copy()
    step = 0
    while front.any():
        g[front] = step
        p = np.pad(front, 1)
        grown = p[:-2, 1:-1] | p[2:, 1:-1] | p[1:-1, :-2] | p[1:-1, 2:] | p[:-2, :-2] | p[2:, 2:] | p[:-2, 2:] | p[2:, :-2]
        front = grown & mask & ~seen
        seen |= front
        step += 1
    return g


def _ring_empty(mask: np.ndarray, y: float, x: float, r: float) -> float:
    """The share of a ring just outside the circle (x, y, r) that falls outside the mask."""
    angles = np.linspace(0, 2 * np.pi, 48, endpoint=False)
    rr = r * 1.45 + 1.5
    px = np.clip(np.rint(x + np.cos(angles) * rr).astype(int), 0, N - 1)
    py = np.clip(np.rint(y + np.sin(angles) * rr).astype(int), 0, N - 1)
    return float(1 - mask[py, px].mean())


def _peaks(values: np.ndarray, mask: np.ndarray, r: int, floor: float, apart: float = 0) -> list[tuple[int, int]]:
    top = _shift_max(values, r)
    ys, xs = np.nonzero((values >= top) & mask & (values > floor))
    order = np.argsort(-values[ys, xs])
    picked: list[tuple[int, int]] = []
    for i in order:
        y, x = int(ys[i]), int(xs[i])
        if all((y - py) ** 2 + (x - px) ** 2 > (apart or r * 1.5) ** 2 for py, px in picked):
            picked.append((y, x))
    return picked


def _component(mask: np.ndarray, y: int, x: int) -> np.ndarray:
    """The connected part of the mask that holds (y, x)."""
    comp = np.zeros_like(mask)
    comp[y, x] = True
    while True:
        p = np.pad(comp, 1)
        grown = (comp | p[:-2, 1:-1] | p[2:, 1:-1] | p[1:-1, :-2] | p[1:-1, 2:]) & mask
        if (grown == comp).all():
            return comp
        comp = grown


def _pointing(mask: np.ndarray, g: np.ndarray, y: int, x: int) -> tuple[float, float]:
    """Which way a hand points: from the forearm behind it (nearby pixels a few steps nearer the
    trunk along the body, g) to the hand."""
    gy, gx = np.mgrid[:N, :N]
    here = float(g[y, x]) if g[y, x] >= 0 else float(g.max())
    near = (gx - x) ** 2 + (gy - y) ** 2 < 14 ** 2
    ys, xs = np.nonzero(mask & near & (g >= here - 12) & (g <= here - 3))
    if not len(ys):  # cut off from the trunk: away from the middle of the figure
        ys, xs = np.nonzero(mask)
    dx, dy = x - float(xs.mean()), y - float(ys.mean())
    n = float(np.hypot(dx, dy)) or 1.0
    return (dx / n, dy / n)


def _holes(icon: str) -> list[tuple[float, float, float]]:
    """Small round holes cut in the silhouette (an animal's eye in most icons), as circles."""
    n = 256
    mask = icon_alpha(icon, skia.Matrix.Scale(n / 512, n / 512), (n, n)) > 0.5
    outside = np.zeros_like(mask)
    outside[0, :] = outside[-1, :] = outside[:, 0] = outside[:, -1] = True
    outside &= ~mask
    while True:  # flood the background in from the border; what it never reaches is a hole
        p = np.pad(outside, 1)
        grown = (outside | p[:-2, 1:-1] | p[2:, 1:-1] | p[1:-1, :-2] | p[1:-1, 2:]) & ~mask
        if (grown == outside).all():
            break
        outside = grown
    holes = ~mask & ~outside
    rows = np.nonzero(mask.any(axis=1))[0]
    top, bottom = (rows[0], rows[-1]) if len(rows) else (0, n)
    found: list[tuple[float, float, float]] = []
    left = holes.copy()
    total = float(mask.sum())
    while left.any():
        y0, x0 = np.argwhere(left)[0]
        comp = np.zeros_like(left)
        comp[y0, x0] = True
        while True:
            p = np.pad(comp, 1)
            grown = (comp | p[:-2, 1:-1] | p[2:, 1:-1] | p[1:-1, :-2] | p[1:-1, 2:]) & left
            if (grown == comp).all():
                break
            comp = grown
        left &= ~comp
        ys, xs = np.nonzero(comp)
        area = float(len(ys))
        span = max(ys.max() - ys.min(), xs.max() - xs.min()) + 1
        # an eye: small beside the animal and round (its area near that of the disc across its span)
        if ys.mean() < top + 0.55 * (bottom - top) and area < total * 0.03 and area >= 0.45 * np.pi * (span / 2) ** 2 and span >= 3:
            found.append((float(xs.mean() + 0.5) * 2, float(ys.mean() + 0.5) * 2, float(np.sqrt(area / np.pi)) * 2))
    return found


@lru_cache(maxsize=256)
def anatomy(icon: str) -> Anatomy:
    mask = icon_alpha(icon, skia.Matrix.Scale(N / 512, N / 512), (N, N)) > 0.5
    if not mask.any():
        return Anatomy((), (), (), (), (), None)
    dist = _distance(mask)
    ys, xs = np.nonzero(mask)
    top, bottom = ys.min(), ys.max()
    height = bottom - top + 1
    trunk = np.unravel_index(int(np.argmax(dist)), dist.shape)
    cx = float(xs.mean())
    heads: list[tuple[float, float, float, int]] = []
    if icon not in FIGURES:  # a thing: a round hole in a door or a clock is no eye
        return Anatomy((), (), (), (), (), None)
    if icon not in PEOPLE:
        eyes = EYES[icon] if icon in EYES else tuple(_holes(icon))
        return Anatomy((), (), (), (), tuple(eyes), None)
    if icon in HEADS:
        heads = list(HEADS[icon])
    else:
        best: list[tuple[float, int, int, float]] = []
        for y, x in _peaks(dist, mask, 3, 2.5):
            r = float(dist[y, x])
            empty = _ring_empty(mask, y, x, r)
            # a head: round, clear of the rest, not tiny beside the trunk, and in the upper part
            if empty >= 0.55 and r >= 0.35 * dist[trunk] and r <= 0.2 * height and (y - top) < 0.6 * height:
                best.append((empty + r / dist[trunk] * 0.3 - (y - top) / height * 0.6, y, x, r))
        best.sort(reverse=True)
        for _score, y, x, r in best[:1]:
            lean = np.sign(round((x - cx) / max(r, 1) * 2))  # a head ahead of the body: it looks that way
            fx, fy, fr = float(x), float(y), r * 1.3
            blob = _component(mask, y, x)
            if blob.sum() < 0.3 * mask.sum():  # a head drawn apart from the body: its own centre and size
                by, bx = np.nonzero(blob)
                fx, fy, fr = float(bx.mean()), float(by.mean()), float(np.sqrt(len(by) / np.pi)) * 1.05
            heads.append((fx * UNIT + UNIT / 2, fy * UNIT + UNIT / 2, fr * UNIT, int(lean)))
    hands: list[tuple[float, float, float]] = []
    reach: list[tuple[float, float]] = []
    feet: list[tuple[float, float, float]] = []
    legs = np.zeros((N, N), np.float32)
    if icon in PEOPLE and icon not in NO_LIMBS and heads:
        gy, gx = np.mgrid[:N, :N]
        near_head = np.zeros_like(mask)
        for hx0, hy0, hr0, _ in heads:
            near_head |= (gx - hx0 / UNIT) ** 2 + (gy - hy0 / UNIT) ** 2 < (hr0 / UNIT * 1.2) ** 2
        body_part = dist * ~near_head
        trunk = np.unravel_index(int(np.argmax(body_part)), dist.shape)  # the body, not a big head
        for _ in range(4):  # nor a barbell's weight or a crate apart from the body: the trunk is in the main part
            part = _component(mask, int(trunk[0]), int(trunk[1]))
            if part.sum() >= 0.4 * mask.sum():
                break
            body_part = body_part * ~part
            trunk = np.unravel_index(int(np.argmax(body_part)), dist.shape)
        g = _geodesic(mask, (int(trunk[0]), int(trunk[1])))
        g_trunk = g.copy()  # g is marked below
        # from the head (often a separate disc in an icon: its reach is widened to meet the neck)
        hx, hy, hr = heads[0][0] / UNIT, heads[0][1] / UNIT, heads[0][2] / UNIT
        from_head = _geodesic(mask, (gx - hx) ** 2 + (gy - hy) ** 2 < (hr * 1.9 + 3) ** 2)
        ends = []
        for y, x in _peaks(g, mask, 6, float(g.max()) * 0.3, apart=max(9.0, float(dist[trunk]) * 2.2)):
            px, py = x * UNIT, y * UNIT
            if any((px - hx) ** 2 + (py - hy) ** 2 < (hr * 2.2) ** 2 for hx, hy, hr, _ in heads):
                continue  # the head is an end too
            width = float(dist[max(0, y - 3):y + 4, max(0, x - 3):x + 4].max()) * UNIT
            ends.append((float(from_head[y, x]), y, x, (px + UNIT / 2, py + UNIT / 2, max(width * 1.3, 10.0))))
        # the feet are the two ends furthest from the head along the body (legs are longer than arms)
        if icon in LIMBS:
            def at(x: float, y: float):
                q = inside[np.argmin((inside[:, 0] - y / UNIT) ** 2 + (inside[:, 1] - x / UNIT) ** 2)]
                yy, xx = int(q[0]), int(q[1])
                width = float(dist[max(0, yy - 3):yy + 4, max(0, xx - 3):xx + 4].max()) * UNIT
                return (float(from_head[yy, xx]), yy, xx, (x, y, max(width * 1.3, 10.0)))
            inside = np.argwhere(mask)
            hand_ends, foot_ends = ([at(x, y) for x, y in group] for group in LIMBS[icon])
            ends = foot_ends + hand_ends
            for e in ends:
                g[e[1], e[2]] = 1e6  # the hands sort first among the rest below
        ends.sort(reverse=True)
        legs_n = 2 if len(ends) > 1 and ends[1][0] >= 0.8 * ends[0][0] else 1
        if icon in LIMBS:
            ends, legs_n = foot_ends + hand_ends, len(foot_ends)
        rest = sorted(ends[legs_n:], key=lambda e: -g[e[1], e[2]])[:2]  # hands: the rest furthest from the trunk
        ends = ends[:legs_n] + rest
        feet = [e[3] for e in ends[:legs_n]]
        hands = [e[3] for e in rest]
        reach = [_pointing(mask, g_trunk, e[1], e[2]) for e in rest]
        if ends:
            def nearest(group):
                out = np.full(mask.shape, np.inf, np.float32)
                for _, y, x, _ in group:
                    d = _geodesic(mask, (y, x))
                    out = np.minimum(out, np.where(d >= 0, d, np.inf))
                return out
            to_foot, to_hand = nearest(ends[:legs_n]), nearest(ends[legs_n:])
            hip = 0.48 * min(e[0] for e in ends[:legs_n])
            legs = (mask & (to_foot < to_hand) & (from_head > hip)).astype(np.float32)
    tx, ty = (trunk[1] + 0.5) * UNIT, (trunk[0] + 0.5) * UNIT
    placed = []
    lifts: list[float] = []
    apart: list[np.ndarray | None] = []
    for hx0, hy0, hr0, facing in heads:  # up is away from the trunk, leaning toward the top of the picture
        ux, uy = float(hx0 - tx), float(hy0 - ty - hr0 * 0.5)
        if len(heads) > 1:  # a crowd in one icon (a human pyramid): each stands upright, not away from the middle
            ux, uy = 0.0, -1.0
        n = float(np.hypot(ux, uy)) or 1.0
        placed.append((hx0, hy0, hr0, facing, ux / n, uy / n))
        lift, own = _floating(mask, hx0, hy0, hr0, ux / n, uy / n, neck_length(icon)) if icon not in HATTED else (0.0, None)
        lifts.append(lift)
        apart.append(own)
    return Anatomy(tuple(placed), tuple(hands), tuple(reach), tuple(feet), (), legs, tuple(lifts), tuple(apart))


HATTED = frozenset({"scarecrow"})  # a floating head under a hat the icon draws: it stays under it
NECK = 1.42  # from a modelled head's middle to its shoulders, in head radii: the chin (1.22) and a short neck
# Icons whose floating heads need a longer neck to read as people: between arms raised past the head
# (the human pyramid) a chin on the shoulders sinks the head between them.
NECKS = {"human-pyramid": 1.8}


def neck_length(icon: str) -> float:
    """From a modelled head's middle to where its shoulders begin, in head radii."""
    return NECKS.get(icon, NECK)


def _floating(mask: np.ndarray, hx: float, hy: float, hr: float, ux: float, uy: float,
              neck: float = NECK) -> tuple[float, np.ndarray | None]:
    """How far a head the icon draws apart from its body floats above its shoulders (past a chin and a
    short neck), in the 512 box, and the head's own part of the icon; (0, None) for a head on its neck."""
    y, x = int(hy / UNIT), int(hx / UNIT)
    if not (0 <= y < N and 0 <= x < N) or not mask[y, x]:
        return 0.0, None
    blob = _component(mask, y, x)
    if blob.sum() >= 0.3 * mask.sum():
        return 0.0, None
    body = mask & ~blob
    for t in np.arange(hr, hr * 3.5, UNIT / 2):  # down from the head toward the trunk: where the shoulders begin
        for s in np.linspace(-0.3, 0.3, 5) * hr:
            qy, qx = int((hy - uy * t - ux * s) / UNIT), int((hx - ux * t + uy * s) / UNIT)
            if 0 <= qy < N and 0 <= qx < N and body[qy, qx]:
                lift = float(t - neck * hr)
                return (lift, blob) if lift > 0 else (0.0, None)
    return 0.0, None
