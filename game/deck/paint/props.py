"""Things drawn with paths rather than taken from an icon, where no icon reads right (the compass icon
is a ship's wheel). Each draws itself in its own colours into the same 512-unit box as an icon, so
the painter places, shades and shadows it like any silhouette; `c=own` keeps its colours."""

from __future__ import annotations

import math
from collections.abc import Callable

import skia

BRASS, BRASS_DARK, BRASS_DEEP = 0xFFB8893A, 0xFF7A5420, 0xFF4E3312
DIAL, ROSE, INK = 0xFFEDE2C2, 0xFFCDBB8E, 0xFF35261A
NORTH, SOUTH = 0xFFB3362B, 0xFF3E434C


def _paint(colour: int, stroke: float = 0.0) -> skia.Paint:
    p = skia.Paint(AntiAlias=True, Color=colour)
    if stroke:
        p.setStyle(skia.Paint.kStroke_Style)
        p.setStrokeWidth(stroke)
        p.setStrokeCap(skia.Paint.kRound_Cap)
    return p


def _poly(points: list[tuple[float, float]]) -> skia.Path:
    path = skia.Path()
    path.addPoly([skia.Point(x, y) for x, y in points], True)
    return path


def compass(c: skia.Canvas) -> None:
    """A pocket compass: the bow and crown on top, a round brass case, a cream dial with its rose,
    ticks and an N, and a needle (red north, dark south) that points off to one side."""
    cx, cy, r = 256.0, 300.0, 196.0
    c.drawCircle(cx, 62, 36, _paint(BRASS, 17))  # the bow
    c.drawRect(skia.Rect.MakeLTRB(234, 84, 278, 118), _paint(BRASS))  # the crown
    c.drawRect(skia.Rect.MakeLTRB(226, 96, 286, 106), _paint(BRASS_DARK))
    c.drawCircle(cx, cy, r, _paint(BRASS))  # the case
    c.drawCircle(cx, cy, r - 22, _paint(BRASS_DARK))  # the bezel
    c.drawCircle(cx, cy, r - 36, _paint(DIAL))  # the dial
    for k in range(8):  # the rose: four long points, four short
        a = k * math.pi / 4
        reach = 128 if k % 2 == 0 else 78
        side = a + math.pi / 2
        c.drawPath(_poly([(cx + math.cos(a) * reach, cy + math.sin(a) * reach),
                          (cx + math.cos(side) * 16, cy + math.sin(side) * 16),
                          (cx - math.cos(side) * 16, cy - math.sin(side) * 16)]), _paint(ROSE))
    for k in range(32):  # the ticks, longer at the cardinal points
        a = k * math.pi / 16
        inner = r - 70 if k % 8 == 0 else r - 54
        c.drawLine(cx + math.cos(a) * inner, cy + math.sin(a) * inner, cx + math.cos(a) * (r - 42),
                   cy + math.sin(a) * (r - 42), _paint(INK, 7 if k % 8 == 0 else 4))
    top = cy - r + 84  # an N under the north tick
    n = skia.Path()
    n.moveTo(cx - 13, top + 34)
    n.lineTo(cx - 13, top)
    n.lineTo(cx + 13, top + 34)
    n.lineTo(cx + 13, top)
    c.drawPath(n, _paint(INK, 7))
    turn = math.radians(128)  # the needle points away from north: which way?
    ux, uy = math.sin(turn), -math.cos(turn)
    px, py = -uy, ux
    tip, half = 138, 19
    c.drawPath(_poly([(cx + ux * tip, cy + uy * tip), (cx + px * half, cy + py * half),
                      (cx - px * half, cy - py * half)]), _paint(NORTH))
    c.drawPath(_poly([(cx - ux * tip, cy - uy * tip), (cx + px * half, cy + py * half),
                      (cx - px * half, cy - py * half)]), _paint(SOUTH))
    c.drawCircle(cx, cy, 15, _paint(BRASS_DEEP))  # the pin
    c.drawCircle(cx - 4, cy - 4, 5, _paint(BRASS))


PROPS: dict[str, Callable[[skia.Canvas], None]] = {"pocket-compass": compass}
