"""Things drawn with paths rather than taken from an icon, where no icon reads right (the compass icon
is a ship's wheel, the reading icon a blob at size). Each draws itself in its own colours into the same 512-unit box as an icon, so
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


WOOD, WOOD_DARK, LINEN, LINEN_SHADE = 0xFF8A5A34, 0xFF5A3920, 0xFFEDE6D6, 0xFFC9C0AE
PATCHES = (0xFFB4483C, 0xFF3F6C8E, 0xFFD9A441, 0xFF6E8F4E, 0xFFE7DCC4)


def child_bed(c: skia.Canvas) -> None:
    """A small wooden bed seen from the side: a tall rounded headboard on the left, a low footboard on the
    right, a mattress and a pillow (what lies in it goes over it, and a quilt over that)."""
    head = skia.Path()
    head.moveTo(24, 480)
    head.lineTo(24, 190)
    head.quadTo(54, 130, 84, 190)
    head.lineTo(84, 480)
    head.close()
    c.drawPath(head, _paint(WOOD))
    c.drawLine(54, 200, 54, 360, _paint(WOOD_DARK, 10))
    c.drawRect(skia.Rect.MakeLTRB(440, 280, 488, 480), _paint(WOOD))  # the footboard
    c.drawRect(skia.Rect.MakeLTRB(432, 270, 496, 292), _paint(WOOD_DARK))
    c.drawRect(skia.Rect.MakeLTRB(24, 386, 488, 430), _paint(WOOD_DARK))  # the side rail
    for x in (30, 446):  # the legs
        c.drawRect(skia.Rect.MakeLTRB(x, 470, x + 36, 506), _paint(WOOD_DARK))
    c.drawRRect(skia.RRect.MakeRectXY(skia.Rect.MakeLTRB(78, 336, 446, 392), 18, 18), _paint(LINEN))  # the mattress
    c.drawRRect(skia.RRect.MakeRectXY(skia.Rect.MakeLTRB(84, 372, 440, 392), 8, 8), _paint(LINEN_SHADE))
    c.drawOval(skia.Rect.MakeLTRB(88, 296, 200, 350), _paint(LINEN))  # the pillow
    c.drawLine(100, 330, 188, 330, _paint(LINEN_SHADE, 6))


def quilt(c: skia.Canvas) -> None:
    """A patchwork quilt laid over someone in bed: a humped top over the body, the sides hanging with a
    wavy hem, a turned-down band of sheet along the top."""
    shape = skia.Path()
    shape.moveTo(16, 470)
    shape.lineTo(22, 240)
    shape.cubicTo(90, 120, 400, 100, 490, 230)
    shape.lineTo(496, 470)
    for k in range(8):  # the hem
        x0 = 496 - k * 60
        shape.quadTo(x0 - 30, 500, x0 - 60, 470)
    shape.close()
    c.save()
    c.clipPath(shape, doAntiAlias=True)
    for i in range(9):
        for j in range(8):
            c.drawRect(skia.Rect.MakeXYWH(i * 60, 90 + j * 60, 60, 60), _paint(PATCHES[(i * 3 + j * 2) % 5]))
    for i in range(1, 9):  # stitches along the seams
        c.drawLine(i * 60, 90, i * 60, 520, _paint(LINEN_SHADE, 4))
        c.drawLine(0, 90 + i * 60, 512, 90 + i * 60, _paint(LINEN_SHADE, 4))
    band = skia.Path()
    band.moveTo(22, 240)
    band.cubicTo(90, 120, 400, 100, 490, 230)
    c.drawPath(band, _paint(LINEN, 44))
    c.restore()


def eye(c: skia.Canvas) -> None:
    """A huge open eye: an almond of white under a dark lid with lashes, an iris of violet with pale
    arms swirling in it like a galaxy, a pupil and a catch-light (the eyeball icon reads as a wheel)."""
    almond = skia.Path()
    almond.moveTo(16, 262)
    almond.quadTo(256, 30, 496, 262)
    almond.quadTo(256, 470, 16, 262)
    almond.close()
    c.drawPath(almond, _paint(0xFFEDE6DA))
    c.save()
    c.clipPath(almond, doAntiAlias=True)
    c.drawCircle(256, 252, 124, _paint(0xFF3E2F78))
    c.drawCircle(256, 252, 100, _paint(0xFF5B4A9A))
    for k in range(5):  # the galaxy's arms
        a0 = k * 2 * math.pi / 5
        arm = skia.Path()
        arm.moveTo(256 + math.cos(a0) * 58, 252 + math.sin(a0) * 58)
        arm.quadTo(256 + math.cos(a0 + 0.9) * 118, 252 + math.sin(a0 + 0.9) * 118,
                   256 + math.cos(a0 + 1.9) * 112, 252 + math.sin(a0 + 1.9) * 112)
        c.drawPath(arm, _paint(0xFFB9A6E8, 9))
    c.drawCircle(256, 252, 52, _paint(0xFF120E18))  # the pupil
    c.drawCircle(222, 214, 20, _paint(0xFFFFFFFF))  # the catch-light
    c.drawRect(skia.Rect.MakeLTRB(0, 0, 512, 150), _paint(0x33000000))  # the lid's shadow on the eye
    c.restore()
    lid = skia.Path()
    lid.moveTo(16, 262)
    lid.quadTo(256, 30, 496, 262)
    c.drawPath(lid, _paint(0xFF3A2630, 18))
    low = skia.Path()
    low.moveTo(30, 266)
    low.quadTo(256, 462, 482, 266)
    c.drawPath(low, _paint(0xFF7A5A5E, 7))
    for k in range(11):  # lashes along the upper lid, fanning out
        t = 0.08 + k * 0.084
        x = (1 - t) ** 2 * 16 + 2 * (1 - t) * t * 256 + t * t * 496
        y = (1 - t) ** 2 * 262 + 2 * (1 - t) * t * 30 + t * t * 262
        ang = math.pi * (1.15 + 0.7 * t)
        c.drawLine(x, y, x + math.cos(ang) * 44, y + math.sin(ang) * 44, _paint(0xFF2A1C22, 8))


def arch_bridge(c: skia.Canvas) -> None:
    """A humped footbridge seen from the side: one arch on two abutments, a railing of posts along its
    deck (the japanese-bridge icon is drawn from the front and reads as a fence)."""
    white = 0xFFFFFFFF
    body = skia.Path()
    body.moveTo(0, 330)
    body.quadTo(256, 170, 512, 330)
    body.lineTo(512, 440)
    body.lineTo(440, 440)
    body.quadTo(256, 250, 72, 440)
    body.lineTo(0, 440)
    body.close()
    c.drawPath(body, _paint(white))
    rail = skia.Path()
    rail.moveTo(0, 268)
    rail.quadTo(256, 108, 512, 268)
    c.drawPath(rail, _paint(white, 12))

    def on(t: float, y0: float, ym: float) -> tuple[float, float]:
        return 512 * t, (1 - t) ** 2 * y0 + 2 * (1 - t) * t * ym + t * t * y0

    for k in range(9):  # the posts, each with a round cap
        t = k / 8
        (x0, y0), (x1, y1) = on(t, 330, 170), on(t, 262, 102)
        c.drawLine(x0, y0, x1, y1, _paint(white, 13))
        c.drawCircle(x1, y1 - 4, 10, _paint(white))


def falls(c: skia.Canvas) -> None:
    """A waterfall: a curtain of white water pouring over a lip between two mossy cliffs into a pool,
    spray where it lands (the waterfall icon's strands read as a tower)."""
    rock, moss, deep = 0xFF5A5F52, 0xFF5E7A44, 0xFF3E4438
    left = _poly([(0, 512), (0, 60), (60, 30), (120, 70), (170, 40), (190, 512)])
    right = _poly([(322, 512), (340, 50), (400, 20), (460, 60), (512, 40), (512, 512)])
    for side in (left, right):
        c.drawPath(side, _paint(rock))
    for x, y in ((40, 60), (110, 70), (380, 40), (470, 60)):
        c.drawOval(skia.Rect.MakeXYWH(x - 50, y - 20, 100, 40), _paint(moss))
    c.drawRect(skia.Rect.MakeLTRB(150, 420, 362, 512), _paint(deep))
    c.drawRect(skia.Rect.MakeLTRB(176, 70, 336, 440), _paint(0xFFCFE3EA))  # the falling water
    for k in range(11):  # its strands
        sx = 184 + k * 14.5
        c.drawLine(sx, 80 + (k % 3) * 14, sx + (k % 2) * 3, 432, _paint(0xFF8FB2C2 if k % 2 else 0xFFF4FAFC, 5))
    c.drawRRect(skia.RRect.MakeRectXY(skia.Rect.MakeLTRB(168, 58, 344, 88), 14, 14), _paint(0xFFE6F1F4))  # the lip
    c.drawOval(skia.Rect.MakeLTRB(60, 430, 452, 512), _paint(0xFF5C8EA6))  # the pool
    for x, y, r in ((200, 440, 34), (256, 432, 40), (312, 442, 32), (230, 462, 26), (290, 466, 24)):
        c.drawCircle(x, y, r, _paint(0xFFF6FAFB))  # spray


def lamp_post(c: skia.Canvas) -> None:
    """An iron street lamp: a fluted post on a plinth, a curled arm and a lantern hanging from it (the
    street-light icon's lamp is a burst of rays that paints as a splash)."""
    white = 0xFFFFFFFF
    c.drawPath(_poly([(96, 512), (176, 512), (164, 470), (108, 470)]), _paint(white))  # the plinth
    c.drawRect(skia.Rect.MakeLTRB(118, 440, 154, 472), _paint(white))
    c.drawRect(skia.Rect.MakeLTRB(126, 70, 146, 444), _paint(white))  # the post
    c.drawCircle(136, 62, 14, _paint(white))  # its finial
    arm = skia.Path()
    arm.moveTo(136, 110)
    arm.cubicTo(170, 40, 290, 30, 330, 74)
    c.drawPath(arm, _paint(white, 14))
    c.drawCircle(172, 118, 18, _paint(white, 9))  # a curl under the arm
    c.drawLine(330, 74, 330, 100, _paint(white, 8))
    c.drawPath(_poly([(286, 124), (374, 124), (330, 92)]), _paint(white))  # the lantern's cap
    c.drawPath(_poly([(296, 124), (364, 124), (352, 212), (308, 212)]), _paint(white))  # its glass
    c.drawRect(skia.Rect.MakeLTRB(300, 210, 360, 224), _paint(white))


def letter(c: skia.Canvas) -> None:
    """A sealed letter from the back: cream paper, the side folds and the pointed flap in shade, a red
    wax seal where the flap closes (the envelope icon's cut lines paint as a crumpled cross)."""
    c.drawRect(skia.Rect.MakeLTRB(40, 136, 472, 376), _paint(0xFFEDE4CF))
    c.drawPath(_poly([(40, 376), (256, 250), (472, 376)]), _paint(0xFFDCD0B4))  # the bottom fold
    c.drawPath(_poly([(40, 136), (200, 262), (40, 376)]), _paint(0xFFE3D8BD))  # the side folds
    c.drawPath(_poly([(472, 136), (312, 262), (472, 376)]), _paint(0xFFD3C6A8))
    c.drawPath(_poly([(40, 136), (472, 136), (256, 286)]), _paint(0xFFC9BB9A))  # the flap, in its own shade
    c.drawLine(44, 138, 256, 284, _paint(0xFFB2A382, 4))
    c.drawLine(468, 138, 256, 284, _paint(0xFFB2A382, 4))
    c.drawCircle(256, 282, 34, _paint(0xFF8E2620))  # the seal
    c.drawCircle(252, 278, 22, _paint(0xFFB23A2E))
    c.drawCircle(246, 270, 7, _paint(0xFFD86A58))


def easel(c: skia.Canvas) -> None:
    """A painter's easel: three wooden legs, a ledge, and on it a canvas with a picture begun (a blue sky,
    a green hill, a yellow flower), where the palette alone read as a red blob."""
    wood, dark = 0xFF8A5E36, 0xFF5E3E22
    c.drawLine(256, 20, 256, 500, _paint(dark, 16))  # the back leg
    c.drawLine(236, 20, 120, 510, _paint(wood, 20))
    c.drawLine(276, 20, 392, 510, _paint(wood, 20))
    c.drawRect(skia.Rect.MakeLTRB(110, 60, 402, 340), _paint(0xFFEFE8D8))  # the canvas
    c.save()
    c.clipRect(skia.Rect.MakeLTRB(122, 72, 390, 328))
    c.drawRect(skia.Rect.MakeLTRB(122, 72, 390, 230), _paint(0xFF8DB4D6))  # the picture: a sky
    c.drawOval(skia.Rect.MakeLTRB(90, 190, 430, 330), _paint(0xFF7EA04E))  # a hill
    c.drawLine(300, 250, 296, 180, _paint(0xFF4F7A32, 7))
    for k in range(8):  # a sunflower's petals round its heart
        a = k * math.pi / 4
        c.drawCircle(296 + 22 * math.cos(a), 160 + 22 * math.sin(a), 13, _paint(0xFFE8B830))
    c.drawCircle(296, 160, 15, _paint(0xFF6A4420))
    c.drawCircle(168, 110, 20, _paint(0xFFF4E8C0))  # a dab of cloud
    c.restore()
    c.drawRect(skia.Rect.MakeLTRB(96, 336, 416, 356), _paint(wood))  # the ledge
    c.drawRect(skia.Rect.MakeLTRB(96, 354, 416, 362), _paint(dark))


def plinth(c: skia.Canvas) -> None:
    """A stone pedestal for a statue: a stepped base, a die with a bronze plaque, a moulded cornice."""
    stone, lit, shade = 0xFFA9A397, 0xFFC9C3B6, 0xFF7E786C
    c.drawRect(skia.Rect.MakeLTRB(40, 452, 472, 512), _paint(shade))  # the base steps
    c.drawRect(skia.Rect.MakeLTRB(70, 414, 442, 456), _paint(stone))
    c.drawRect(skia.Rect.MakeLTRB(70, 414, 442, 422), _paint(lit))
    c.drawRect(skia.Rect.MakeLTRB(110, 150, 402, 416), _paint(stone))  # the die
    c.drawRect(skia.Rect.MakeLTRB(360, 150, 402, 416), _paint(shade))
    c.drawRect(skia.Rect.MakeLTRB(160, 230, 340, 320), _paint(0xFF6E5A30))  # the plaque
    c.drawRect(skia.Rect.MakeLTRB(170, 240, 330, 310), _paint(0xFF8C7440))
    for y in (258, 276, 294):
        c.drawLine(188, y, 312, y, _paint(0xFF5A4826, 5))
    c.drawRect(skia.Rect.MakeLTRB(84, 112, 428, 152), _paint(lit))  # the cornice
    c.drawRect(skia.Rect.MakeLTRB(84, 140, 428, 152), _paint(shade))


def cloud_stair(c: skia.Canvas) -> None:
    """A flight of stone steps climbing through the air from the lower left into the upper right, each
    step a block: a lit tread, a riser in half-light, its end in shadow, the stringer under them dark
    (the stairs icon painted as a flat wall)."""
    tread, riser, end, under = 0xFFEAE2D0, 0xFFBDB19A, 0xFF8A7F6C, 0xFF6E6556
    n = 12
    for i in range(n):  # bottom to top; each step a little smaller, going away
        k = 1 - i * 0.045
        x, y = 20 + i * 36, 490 - i * 38
        w, h, d = 150 * k, 20 * k, 16 * k  # width, riser height, the tread's depth (drawn up and right)
        c.drawPath(_poly([(x, y + h), (x + w, y + h), (x + w - 30 * k, y + h + 46 * k), (x + 6, y + h + 40 * k)]),
                   _paint(under))  # the stringer under this step
        c.drawRect(skia.Rect.MakeLTRB(x, y, x + w, y + h), _paint(riser))
        c.drawPath(_poly([(x, y), (x + w, y), (x + w + d, y - d), (x + d, y - d)]), _paint(tread))
        c.drawPath(_poly([(x + w, y), (x + w + d, y - d), (x + w + d, y + h - d), (x + w, y + h)]), _paint(end))


def paintbrush(c: skia.Canvas) -> None:
    """A long painter's brush held up: a red-lacquered handle, a brass ferrule, a tuft of bristles dipped
    in yellow paint at its top (a raised hand with nothing in it read as a wave)."""
    c.drawLine(120, 500, 330, 150, _paint(0xFF8E3A26, 22))  # the handle
    c.drawLine(126, 486, 320, 162, _paint(0xFFB85A3E, 7))  # its lit edge
    c.drawLine(330, 150, 368, 88, _paint(0xFFB8A06A, 26))  # the ferrule
    tuft = _poly([(356, 96), (384, 80), (420, 12), (404, 8), (372, 40)])
    c.drawPath(tuft, _paint(0xFF4A3422))
    c.drawPath(_poly([(392, 40), (412, 10), (400, 8), (378, 36)]), _paint(0xFFE8B830))  # the paint on its tip


def cumulus(c: skia.Canvas) -> None:
    """A heaped summer cloud: round billows piled on a flatter grey base, lit on top (the cloud icon is a
    flat swirl)."""
    base, mid, lit = 0xFFD2CFD8, 0xFFEAE6EA, 0xFFFFFCF4
    c.drawOval(skia.Rect.MakeLTRB(20, 330, 492, 470), _paint(base))  # the flat underside
    for x, y, r, col in ((120, 330, 100, mid), (390, 320, 110, mid), (250, 260, 150, mid), (170, 230, 90, lit),
                         (330, 190, 110, lit), (250, 150, 90, lit), (420, 270, 70, lit), (80, 360, 70, mid)):
        c.drawCircle(x, y, r, _paint(col))
    for x, y, r in ((300, 400, 120), (150, 410, 90)):  # the shade under the billows
        c.drawCircle(x, y, r, _paint(base))


def trestle_table(c: skia.Canvas) -> None:
    """A market trestle table from the front: a thick plank top with its edge, on two sturdy A-shaped
    trestles (splayed legs, a cross-bar) joined by a stretcher (the table icon's legs were thin sticks)."""
    white = 0xFFFFFFFF
    c.drawRect(skia.Rect.MakeLTRB(4, 296, 508, 344), _paint(white))  # the top, a thick plank
    c.drawRect(skia.Rect.MakeLTRB(30, 340, 482, 362), _paint(white))  # the apron under its edge
    for mid in (118.0, 394.0):
        for foot, head in ((-44.0, -12.0), (44.0, 12.0)):  # the two splayed legs of each trestle
            c.drawPath(_poly([(mid + head - 15, 356), (mid + head + 15, 356), (mid + foot + 16, 512), (mid + foot - 16, 512)]),
                       _paint(white))
        c.drawRect(skia.Rect.MakeLTRB(mid - 40, 430, mid + 40, 448), _paint(white))  # its cross-bar
    c.drawRect(skia.Rect.MakeLTRB(118, 404, 394, 420), _paint(white))  # the stretcher between the trestles


def _limb(c: skia.Canvas, a: tuple[float, float], b: tuple[float, float], width: float, colour: int) -> None:
    c.drawLine(a[0], a[1], b[0], b[1], _paint(colour, width))


def reader(c: skia.Canvas) -> None:
    """Someone sitting on the floor in profile, knees drawn up, head bowed over an open book held on
    the knees (the read icon is a frontal head behind a book and paints as a blob)."""
    hair, skin, jumper, trousers, shoe = 0xFF3A2418, 0xFFB98262, 0xFF4F6B5A, 0xFF2F3A52, 0xFF2A1E16
    cover, pages = 0xFF7A2A22, 0xFFEFE6CF
    c.drawOval(skia.Rect.MakeLTRB(112, 405, 262, 500), _paint(trousers))  # seat
    _limb(c, (200, 445), (335, 335), 74, trousers)  # thigh up to the knee
    _limb(c, (335, 335), (362, 470), 58, trousers)  # shin down to the floor
    c.drawOval(skia.Rect.MakeLTRB(338, 466, 420, 500), _paint(shoe))
    _limb(c, (224, 262), (240, 222), 32, skin)  # neck (the jumper's collar covers its foot)
    _limb(c, (180, 430), (212, 280), 112, jumper)  # the back, leaning in
    c.drawCircle(252, 196, 47, _paint(hair))  # the head, bowed toward the book
    c.drawOval(skia.Rect.MakeLTRB(240, 168, 300, 250), _paint(skin))  # the face, turned down
    c.drawCircle(302, 214, 9, _paint(skin))  # nose
    c.drawPath(_poly([(212, 158), (270, 150), (300, 178), (250, 186)]), _paint(hair))  # fringe
    c.drawLine(272, 196, 294, 200, _paint(hair, 6))  # a brow, and the eye lowered to the page
    c.drawOval(skia.Rect.MakeLTRB(276, 207, 292, 215), _paint(INK))
    c.drawLine(290, 236, 298, 234, _paint(0xFF7A3A2E, 5))  # the mouth
    _limb(c, (228, 285), (262, 370), 40, jumper)  # upper arm
    _limb(c, (262, 370), (332, 318), 34, jumper)  # forearm to the book
    # the open book, leaning on the knee and tipped toward the face: cover, two pages, the spine
    c.drawPath(_poly([(300, 330), (328, 244), (398, 262), (376, 348)]), _paint(cover))
    c.drawPath(_poly([(309, 322), (332, 252), (350, 262), (340, 330)]), _paint(pages))
    c.drawPath(_poly([(340, 330), (350, 262), (390, 270), (370, 340)]), _paint(pages))
    _limb(c, (340, 330), (350, 262), 3, cover)
    c.drawCircle(334, 316, 17, _paint(skin))  # the hand on the page


# People in a pose, drawn from their joints (x, y in the 512 box) where the icons have none that reads (the
# acrobatic icon is a tumble of limbs and motion arrows). The painter dresses and lights them like any
# person; anatomy.py takes their head, hands and feet from these joints.
POSES: dict[str, dict[str, tuple[float, ...]]] = {
    # mid-leap: arms flung up in a V, legs in a split, looking ahead
    "leaper": {"head": (300, 92, 40, 1), "neck": (287, 142), "hip": (252, 276),
               "arms": (210, 112, 148, 58, 362, 118, 432, 66), "legs": (340, 304, 452, 336, 170, 318, 68, 284)},
    # climbing: one hand reaching up for the next rung, one knee raised
    "climber": {"head": (256, 96, 40, 0), "neck": (256, 142), "hip": (256, 290),
                "arms": (196, 100, 190, 24, 326, 196, 334, 128), "legs": (206, 370, 214, 470, 318, 326, 306, 420)},
    # at the easel: standing in three-quarter view, one hand reaching out with the brush, the other low
    # with the palette (the person icon's head runs into its shoulders like a hood)
    # a monument's hero: one arm raised high to the sky, the other fist on the hip, feet planted
    "hero": {"head": (256, 84, 40, 0), "neck": (256, 130), "hip": (256, 288),
             "arms": (318, 120, 342, 30, 190, 206, 226, 262), "legs": (226, 392, 218, 490, 290, 392, 300, 490)},
    "painter": {"head": (250, 84, 42, 1), "neck": (246, 134), "hip": (240, 292),
                "arms": (192, 214, 206, 286, 318, 192, 394, 150), "legs": (222, 394, 210, 490, 266, 394, 290, 490)},
}


def _pose(c: skia.Canvas, j: dict[str, tuple[float, ...]]) -> None:
    """A person from joints: a trunk narrowing to the waist, limbs as round volumes, hands and feet."""
    white = 0xFFFFFFFF
    hx, hy, hr, _ = j["head"]
    nx, ny = j["neck"]
    px, py = j["hip"]
    shoulder = (nx + (px - nx) * 0.1, ny + (py - ny) * 0.1)
    c.drawPath(_poly([(shoulder[0] - 40, shoulder[1]), (shoulder[0] + 40, shoulder[1]), (px + 32, py), (px - 32, py)]),
               _paint(white))
    c.drawCircle(px, py, 32, _paint(white))
    _limb(c, (nx, ny - 10), (nx, ny + 20), 34, white)  # the neck
    c.drawCircle(hx, hy, hr, _paint(white))
    a = j["arms"]
    for k in (0, 4):
        _limb(c, shoulder, (a[k], a[k + 1]), 32, white)
        _limb(c, (a[k], a[k + 1]), (a[k + 2], a[k + 3]), 26, white)
        c.drawCircle(a[k + 2], a[k + 3], 17, _paint(white))
    g = j["legs"]
    for k in (0, 4):
        _limb(c, (px, py), (g[k], g[k + 1]), 46, white)
        _limb(c, (g[k], g[k + 1]), (g[k + 2], g[k + 3]), 36, white)
        dx, dy = g[k + 2] - g[k], g[k + 3] - g[k + 1]
        n = math.hypot(dx, dy) or 1.0
        _limb(c, (g[k + 2], g[k + 3]), (g[k + 2] + dx / n * 26 - dy / n * 12, g[k + 3] + dy / n * 26 + dx / n * 12),
              30, white)  # the foot, turned a little from the shin


def _posed(joints: dict[str, tuple[float, ...]]) -> Callable[[skia.Canvas], None]:
    return lambda c: _pose(c, joints)


PROPS: dict[str, Callable[[skia.Canvas], None]] = {
    "pocket-compass": compass, "reader": reader, "child-bed": child_bed, "quilt": quilt, "eye": eye, "arch-bridge": arch_bridge, "falls": falls, "lamp-post": lamp_post, "letter": letter, "easel": easel,
    "plinth": plinth, "cloud-stair": cloud_stair, "paintbrush": paintbrush, "cumulus": cumulus, "trestle-table": trestle_table, **{name: _posed(joints) for name, joints in POSES.items()},
}
