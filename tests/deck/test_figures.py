"""The painted deck's figures: where anatomy.py finds heads, hands, feet and eyes in the icons, and
that figures.py paints a person's skin and face and an animal's eyes into the picture."""

from __future__ import annotations

import pytest

pytest.importorskip("skia")

import numpy as np  # noqa: E402
import skia  # noqa: E402

from game.deck.paint.anatomy import EYES, anatomy  # noqa: E402
from game.deck.paint.grammar import FIGURES  # noqa: E402


def test_a_walker_has_a_head_on_top_and_feet_below():
    body = anatomy("walk")
    (x, y, r, _facing, _ux, uy), = body.heads
    assert y < 140 and 20 < r < 80 and uy < -0.8  # upright: up is up
    assert body.feet and all(fy > 400 for _, fy, _ in body.feet)
    assert body.legs is not None and body.legs.sum() > 0


def test_the_head_search_finds_an_icon_head_not_written_down():
    x, y, r, *_ = anatomy("giant").heads[0]  # found by the search (not in HEADS)
    assert y < 160 and r > 25
    assert all(fy > y for _, fy, _ in anatomy("giant").feet)


def test_animals_get_eyes_from_their_icon_holes_and_spots_are_not_eyes():
    cat = anatomy("cat").eyes
    assert len(cat) == 2 and abs(cat[0][1] - cat[1][1]) < 10  # two eyes side by side
    assert len(anatomy("cow").eyes) == 1
    assert anatomy("jellyfish").eyes == ()
    assert anatomy("ladybug").eyes == EYES["ladybug"] and all(y < 150 for _, y, _ in EYES["ladybug"])  # on its head, not its spots
    assert len(anatomy("polar-bear").eyes) == 2  # its nose is a hole too, but not an eye
    assert anatomy("deer").eyes == EYES["deer"]
    assert len(anatomy("fox").eyes) == 2 and all(y < 200 for _, y, _ in anatomy("fox").eyes)  # not on its nose
    assert anatomy("door").eyes == ()  # a thing's round hole (a door's knob) is no eye


def test_drawn_poses_are_figures_with_their_joints():
    for name in ("leaper", "climber"):
        assert name in FIGURES
        body = anatomy(name)
        assert len(body.heads) == 1 and len(body.hands) == 2 and len(body.feet) == 2


def _on_card(c, icon: str, x: float, y: float) -> tuple[float, float]:
    from game.deck.paint.render import _matrix

    e = next(e for e in c.elements if e.icon == icon)
    p = _matrix(e, e.x * 600, e.y * 900, e.size).mapXY(x, y)
    return p.x(), p.y()


def test_a_painted_person_has_skin_and_a_face_and_an_animal_dark_pupils():
    from game.deck.paint.grammar import card
    from game.deck.paint.render import render

    def scene(elements: str):
        return card("t", "T", "T", "wide calm noon light=.5,.1 horizon=.55", elements,
                    "person calm tree night wonder", "A test.")

    c = scene("person .5 .95 .8 near c=#3050a0; fruit-tree .1 .6 .1 far; house .9 .6 .1 far")
    img = render(c)
    hx, hy, hr, *_ = anatomy("person").heads[0]
    cx, cy = _on_card(c, "person", hx, hy)
    face = img[int(cy) - 8:int(cy) + 8, int(cx) - 8:int(cx) + 8].reshape(-1, 3)
    fx, fy = _on_card(c, "person", 256, 300)
    coat = img[int(fy) - 8:int(fy) + 8, int(fx) - 8:int(fx) + 8].reshape(-1, 3)
    assert face[:, 0].mean() > face[:, 2].mean()  # skin: warmer than blue
    assert coat[:, 2].mean() > coat[:, 0].mean()  # the clothes keep the figure's blue
    # the eyes: darker marks on the face, left and right of its middle
    row = img[int(cy) - 6:int(cy) + 6, int(cx) - 40:int(cx) + 40].mean(axis=(0, 2))
    assert row.min() < face.mean() - 0.08
    c = scene("cat .5 .95 .8 near c=#e0e0e0; fruit-tree .1 .6 .1 far; house .9 .6 .1 far")
    img = render(c)
    ex, ey, er = anatomy("cat").eyes[0]
    px, py = _on_card(c, "cat", ex, ey)
    assert img[int(py) - 2:int(py) + 3, int(px) - 2:int(px) + 3].mean() < 0.3  # a dark pupil, not sky


def test_every_person_with_limbs_in_the_deck_has_them_written_down_and_no_foot_is_a_hand():
    from game.deck.paint.anatomy import LIMBS, NO_LIMBS, PEOPLE
    from game.deck.paint.scenes import CARDS

    used = {e.icon for c in CARDS for e in c.elements if e.icon in PEOPLE}
    assert used - NO_LIMBS <= set(LIMBS)  # the search's guess is used by no card
    giant = anatomy("giant")  # its kicking foot, level with its hand, was taken for a hand
    assert all(abs(x - 404) + abs(y - 292) > 60 for x, y, _ in giant.hands)
    assert any(y < 100 for _, y, _ in giant.hands)  # the raised fist is a hand
    assert any(abs(x - 404) + abs(y - 292) < 30 for x, y, _ in giant.feet)
    for icon in used - NO_LIMBS:  # every hand knows which way its fingers go
        body = anatomy(icon)
        assert len(body.reach) == len(body.hands) and all(abs(np.hypot(*u) - 1) < 1e-3 for u in body.reach)


def _face_place(lo: int, hi: int):
    """The painting context of the test person's card, its person, and the pixel grid of the square
    [lo, hi) x [lo, hi) a face is painted in."""
    from game.deck.paint.context import Ctx

    c = _person_card()
    ys, xs = np.mgrid[lo:hi, lo:hi].astype(np.float32)
    return Ctx(c, 0.55), c.elements[0], ys, xs


def _person_card(mood: str = "calm"):
    from game.deck.paint.grammar import card

    return card("t", "T", "T", f"wide {mood} noon light=.3,.1 horizon=.55",
                "person .5 .95 .8 near c=#3050a0; fruit-tree .1 .6 .1 far; house .9 .6 .1 far",
                "person calm tree night wonder", "A test.")


def test_a_big_hand_is_painted_with_fingers_past_the_icons_limb_end():
    from game.deck.paint.figures import _hand_places
    from game.deck.paint.render import _matrix, render

    c = _person_card()
    img = render(c)
    e = c.elements[0]
    m = _matrix(e, e.x * 600, e.y * 900, e.size)
    places = _hand_places(e, m, (slice(0, 900), slice(0, 600)))
    assert len(places) == 2
    lum = img @ np.array([0.3, 0.59, 0.11], np.float32)
    for px, py, ux, uy, length, side, _, _k in places:
        assert length > 20  # full size: a hand with fingers, not a mitten
        wx, wy = px - ux * length * 0.42, py - uy * length * 0.42
        # across the fingers, two thirds of the way to their tips: light fingers parted by dark clefts
        cx, cy = wx + ux * length * 0.68, wy + uy * length * 0.68
        t = np.linspace(-0.2, 0.2, 41) * length
        xs, ys = np.rint(cx - uy * side * t).astype(int), np.rint(cy + ux * side * t).astype(int)
        row = lum[ys, xs]
        dips = [i for i in range(2, len(row) - 2)
                if row[i] < row[i - 2] - 0.03 and row[i] < row[i + 2] - 0.03 and row[i] <= row[i - 1] and row[i] <= row[i + 1]]
        assert len(dips) >= 2, row
        # the fingers reach past the icon's round end, onto the grass: skin there, warmer than the grass beyond
        t = np.linspace(-0.1, 0.1, 9) * length
        band = []
        for at in (0.72, 1.4):
            x, y = wx + ux * length * at - uy * side * t, wy + uy * length * at + ux * side * t
            band.append(img[np.rint(y).astype(int), np.rint(x).astype(int)].mean(axis=0))
        fingers, grass = band
        assert fingers[0] - fingers[1] > grass[0] - grass[1] + 0.05


def test_insects_have_dark_eyes_on_their_heads():
    from game.deck.paint.grammar import card
    from game.deck.paint.render import render

    for icon in ("bee", "ant", "ladybug"):
        c = card("t", "T", "T", "wide calm noon light=.3,.1 horizon=.55",
                 f"{icon} .5 .7 .6 near c=#e8c060; fruit-tree .1 .6 .1 far; house .9 .6 .1 far",
                 "bee calm tree night wonder", "A test.")
        img = render(c)
        assert anatomy(icon).eyes, icon
        ex, ey, er = anatomy(icon).eyes[0]
        px, py = _on_card(c, icon, ex, ey)
        rp = er * 1.1 * 0.6 * 600 / 512  # the eye's radius on the card (about)
        eye = img[int(py) - 2:int(py) + 3, int(px) - 2:int(px) + 3].mean(axis=2)
        a = np.linspace(0, 2 * np.pi, 24, endpoint=False)
        ring = img[np.rint(py + np.sin(a) * rp * 2.2).astype(int), np.rint(px + np.cos(a) * rp * 2.2).astype(int)]
        assert np.percentile(eye, 25) < 0.36 and ring.mean() > 0.45, icon  # a dark eye in a head or the sky


def test_a_face_shows_the_cards_mood():
    from game.deck.paint.context import Ctx
    from game.deck.paint.faces import DROP, face_seed, face_turn
    from game.deck.paint.figures import _heads
    from game.deck.paint.render import _matrix, render

    def mouth_corners(mood: str) -> float:
        c = _person_card(mood)
        img = render(c)
        e = c.elements[0]
        (cx, cy, r, ux, uy, f), = _heads(e, _matrix(e, e.x * 600, e.y * 900, e.size))
        lum = img @ np.array([0.3, 0.59, 0.11], np.float32)
        # how much darker the mouth's corners are a little above the mouth's line than a little below it
        # (the mouth sits low on a head with a jaw, and moves across with the face's turn)
        turn = face_turn(face_seed(Ctx(c, 0.55), 0, cx), f)
        down, across = 0.52 + 1.6 * DROP, turn * 1.1
        mx, my = cx - ux * down * r - uy * across * r, cy - uy * down * r + ux * across * r
        score = 0.0
        for k in (-1, 1):
            x, y = mx - uy * k * r * 0.14, my + ux * k * r * 0.14
            above = lum[int(y - r * 0.07) - 1:int(y - r * 0.07) + 2, int(x) - 1:int(x) + 2].mean()
            below = lum[int(y + r * 0.07) - 1:int(y + r * 0.07) + 2, int(x) - 1:int(x) + 2].mean()
            score += below - above
        return score

    assert mouth_corners("joy") > mouth_corners("melancholy") + 0.05  # a smile's corners go up, a sad mouth's down


def test_a_held_thing_sits_in_the_nearest_hand_which_closes_round_it():
    from game.deck.paint.anatomy import GRIPS
    from game.deck.paint.figures import _hand_parts
    from game.deck.paint.grammar import card
    from game.deck.paint.render import _bounds, _matrix, hold, render

    c = card("t", "T", "T", "wide calm noon light=.3,.1 horizon=.55",
             "walk .5 .95 .7 near c=#3050a0; umbrella .9 .2 .5 c=#2040d0 held; house .1 .6 .1 far",
             "person umbrella house calm wonder", "A test.")
    moved, held_by, grips = hold(c)
    assert held_by == {1: 0} and moved.elements[1].depth == 2  # held by the walker, at the walker's depth
    walker, umbrella = moved.elements[0], moved.elements[1]
    m = _matrix(walker, walker.x * 600, walker.y * 900, walker.size)
    hands = [m.mapXY(x, y) for x, y, _r in anatomy("walk").hands]
    k, = grips[0]
    left, top, right, bottom = _bounds("umbrella")
    gx, gy = GRIPS["umbrella"]
    g = _matrix(umbrella, umbrella.x * 600, umbrella.y * 900, umbrella.size).mapXY(
        left + (right - left) * gx, top + (bottom - top) * gy)
    assert abs(g.x() - hands[k].x()) < 1 and abs(g.y() - hands[k].y()) < 1
    assert hands[k].x() == max(h.x() for h in hands)  # the hand nearer to where the recipe wrote the umbrella
    # the hand is painted over the umbrella's shaft (the thing goes just before its holder): skin, not blue
    img = render(c)
    patch = img[int(g.y()) - 3:int(g.y()) + 4, int(g.x()) - 3:int(g.x()) + 4].reshape(-1, 3)
    assert patch[:, 0].mean() > patch[:, 2].mean()
    # a fist: the fingers folded, so the hand is shorter than an open one
    place = skia.Matrix.MakeAll(60, 0, 10, 0, 60, 50, 0, 0, 1)
    reach = [np.nonzero(sum(_hand_parts(100, place, True, grip)).max(axis=0) > 0.5)[0].max()
             for grip in (False, True)]
    assert reach[1] < reach[0] - 8


def test_a_held_thing_needs_someone_with_a_hand():
    from game.deck.paint.grammar import card
    from game.deck.paint.render import hold

    c = card("t", "T", "T", "wide calm noon light=.3,.1", "house .5 .9 .5; umbrella .5 .5 .2 held; oak .1 .6 .1 far",
             "umbrella house calm wonder tree", "A test.")
    with pytest.raises(ValueError):
        hold(c)


def test_asleep_closes_the_eyes_of_people_and_animals():
    from game.deck.paint.context import Ctx
    from game.deck.paint.faces import DROP, face_seed, face_turn
    from game.deck.paint.figures import _heads
    from game.deck.paint.grammar import card
    from game.deck.paint.render import _matrix, render

    def scene(elements: str):
        return card("t", "T", "T", "wide calm noon light=.3,.1 horizon=.55", elements,
                    "person calm tree night wonder", "A test.")

    # a cat's eye: a dark pupil awake, filled with its fur asleep
    for asleep, dark in (("", True), (" asleep", False)):
        c = scene(f"cat .5 .95 .8 near c=#e0e0e0{asleep}; fruit-tree .1 .6 .1 far; house .9 .6 .1 far")
        img = render(c)
        px, py = _on_card(c, "cat", *anatomy("cat").eyes[0][:2])
        assert (img[int(py) - 2:int(py) + 3, int(px) - 2:int(px) + 3].mean() < 0.3) == dark
    # a face: a dark iris in the middle of each eye when awake, the skin of the closed lid asleep
    middles = []
    for asleep in ("", " asleep"):
        c = scene(f"person .5 .95 .8 near c=#3050a0{asleep}; fruit-tree .1 .6 .1 far; house .9 .6 .1 far")
        img = render(c)
        e = c.elements[0]
        (cx, cy, r, ux, uy, f), = _heads(e, _matrix(e, e.x * 600, e.y * 900, e.size))
        lum = img @ np.array([0.3, 0.59, 0.11], np.float32)
        turn = face_turn(face_seed(Ctx(c, 0.55), 0, cx), f)  # the eyes sit lower and move with the face's turn
        ex, ey = cx - ux * (0.02 + DROP) * r - uy * turn * r, cy - uy * (0.02 + DROP) * r + ux * turn * r
        spread = 0.34 * (1 - 0.8 * abs(turn))
        middles.append(np.mean([lum[int(ey + ux * k * spread * r) - 1:int(ey + ux * k * spread * r) + 2,
                                    int(ex - uy * k * spread * r) - 1:int(ex - uy * k * spread * r) + 2].mean()
                                for k in (-1, 1)]))
    assert middles[1] > middles[0] + 0.1, middles


def test_a_face_from_the_front_has_a_hairline_arched_over_the_forehead():
    from game.deck.paint.context import Ctx
    from game.deck.paint.figures import HAIRS, SKINS, _heads, figure_colours
    from game.deck.paint.render import _matrix

    c = _person_card()
    e = c.elements[0]
    m = _matrix(e, e.x * 600, e.y * 900, e.size)
    box = (slice(0, 900), slice(0, 600))
    col = figure_colours(Ctx(c, 0.55), e, 0, m, box, np.array([0.2, 0.3, 0.6], np.float32), e.x * 600)
    (cx, cy, r, ux, uy, f), = _heads(e, m)
    assert f == 0  # the person icon looks at us

    def at(across: float, along: float) -> np.ndarray:
        return col[int(cy + uy * along * r + ux * across * r), int(cx + ux * along * r - uy * across * r)]

    def nearest(rgb: np.ndarray) -> str:
        return min([("skin", s) for s in SKINS] + [("hair", h) for h in HAIRS],
                   key=lambda kv: float(np.abs(kv[1] - rgb).sum()))[0]

    assert nearest(at(0.0, 0.15)) == "skin"  # the middle of the forehead
    assert nearest(at(0.75, 0.15)) == "hair"  # the temples at the same height
    assert nearest(at(0.0, 0.7)) == "hair"  # the crown


def test_hair_is_a_mass_off_the_skull_in_three_cuts():
    from game.deck.paint.faces import hair_mass

    def at(b: float, u: float, cut: str, f: float = 0.0) -> float:
        return float(hair_mass(np.array([[b]]), np.array([[u]]), f, cut, np.zeros((1, 1)))[0, 0])

    for cut in ("crop", "bob", "long"):
        assert at(0.0, 1.08, cut) > 0.5  # it stands off the crown, past the head's circle
        assert at(0.0, 0.0, cut) < 0.1  # the face is bare
    assert at(0.95, -0.5, "crop") < 0.1 < 0.5 < at(0.95, -0.5, "bob")  # a bob comes down beside the cheeks
    assert at(1.0, -1.5, "bob") < 0.1 < 0.5 < at(1.0, -1.5, "long")  # long hair hangs past the jaw
    assert at(-0.9, -0.5, "long", f=1.0) > 0.5 > at(0.9, -0.5, "long", f=1.0)  # in profile: behind, not over the face


def test_a_statue_is_painted_in_one_material_without_a_face():
    from game.deck.paint.context import Ctx
    from game.deck.paint.figures import _heads, figure_colours
    from game.deck.paint.grammar import card
    from game.deck.paint.render import _matrix, render

    c = card("t", "T", "T", "wide calm noon light=.3,.1 horizon=.55",
             "hero .5 .95 .8 near statue c=#3f6656; fruit-tree .1 .6 .1 far; house .9 .6 .1 far",
             "person calm tree night wonder", "A test.")
    e = c.elements[0]
    m = _matrix(e, e.x * 600, e.y * 900, e.size)
    assert figure_colours(Ctx(c, 0.55), e, 0, m, (slice(0, 900), slice(0, 600)), np.zeros(3, np.float32), 300.0) is None
    img = render(c)
    (cx, cy, r, *_rest), = _heads(e, m)
    face = img[int(cy) - int(r * 0.5):int(cy) + int(r * 0.5), int(cx) - int(r * 0.5):int(cx) + int(r * 0.5)].reshape(-1, 3)
    assert face[:, 1].mean() > face[:, 0].mean()  # bronze green, no skin on the face
    assert face.std(axis=0).max() < 0.12  # and no dark eyes or mouth painted on it


def test_a_big_head_has_a_jaw_and_a_chin_below_the_icons_disc_turned_with_the_face():
    from game.deck.paint.faces import face_turn, head_outline

    def at(b: float, u: float, f: float = 0.0, turn: float = 0.0) -> float:
        return float(head_outline(np.array([[b]]), np.array([[u]]), f, turn, 0.05)[0, 0])

    assert at(0.0, -1.12) > 0.5 > at(0.0, -1.35)  # the chin, past the disc (radius 1), and no further
    assert at(0.85, -0.5) > 0.5 > at(0.85, -1.05)  # wide at the cheeks, narrowing to the jaw
    assert at(0.0, 1.0 - 0.1) > 0.5 > at(0.0, 1.1)  # the skull is the disc's top
    # a face turned to its right (+b): the chin goes that way and the side it turns from is fuller
    assert at(0.3, -1.12, turn=0.11) > 0.5 > at(-0.3, -1.12, turn=0.11)
    assert at(0.083 - 0.87, -0.7, turn=0.11) > 0.5 > at(0.083 + 0.87, -0.7, turn=0.11)  # about the chin's line
    assert at(0.35, -1.12, f=1.0) > 0.5 > at(-0.35, -1.12, f=1.0)  # in profile the chin is ahead
    assert face_turn(7, 1.0) == 0.0 and {face_turn(s, 0.0) for s in range(15)} >= {-0.11, 0.0, 0.11}


def test_the_icons_floating_head_is_grown_a_short_neck_to_its_shoulders():
    from game.deck.paint.canvas import icon_alpha
    from game.deck.paint.context import Ctx
    from game.deck.paint.figures import SKINS, _heads, figure_colours, head_shape
    from game.deck.paint.grammar import card
    from game.deck.paint.render import _matrix

    for icon in ("giant", "juggler"):
        c = card("t", "T", "T", "wide calm noon light=.3,.1 horizon=.55",
                 f"{icon} .5 .95 .9 near; fruit-tree .1 .6 .1 far; house .9 .6 .1 far", "giant calm tree night wonder", "A test.")
        e = c.elements[0]
        m = _matrix(e, e.x * 600, e.y * 900, e.size)
        box = (slice(0, 900), slice(0, 600))
        a = icon_alpha(e.icon, m, (600, 900))
        grown = head_shape(Ctx(c, 0.55), e, 0, m, box, a)
        (cx, cy, r, ux, uy, f), = _heads(e, m)

        def at(t: float, head: tuple[float, ...] = (cx, cy, r, ux, uy)) -> tuple[int, int]:
            hx, hy, hr, vx, vy = head  # t head radii down from the head's middle, toward the body
            return int(hy - vy * t * hr), int(hx - vx * t * hr)

        assert grown[at(1.35)] > 0.9  # the chin and the neck under it are filled
        if icon == "giant":
            assert a[at(1.35)] < 0.1  # where the icon leaves a gap under its floating head
        col = figure_colours(Ctx(c, 0.55), e, 0, m, box, np.array([0.2, 0.3, 0.6], np.float32), e.x * 600)
        skin = min(SKINS, key=lambda s: float(np.abs(s - col[at(1.3)]).sum()))
        assert np.abs(col[at(1.3)] - skin).sum() < 0.05  # skin just under the chin
        assert np.abs(col[at(1.75)] - np.array([0.2, 0.3, 0.6])).sum() < 0.05  # clothes from the shoulders: no long neck


def test_a_head_the_icon_draws_apart_is_moved_down_to_its_shoulders():
    from game.deck.paint.anatomy import NECK
    from game.deck.paint.figures import _heads
    from game.deck.paint.grammar import card
    from game.deck.paint.render import _matrix

    body = anatomy("human-pyramid")
    assert all(lift > 0 and blob is not None for lift, blob in zip(body.lifts, body.apart, strict=True))
    c = card("t", "T", "T", "wide calm noon light=.3,.1 horizon=.55",
             "human-pyramid .5 .95 .95 near; fruit-tree .1 .6 .1 far; house .9 .6 .1 far", "person calm tree night wonder", "A test.")
    e = c.elements[0]
    m = _matrix(e, e.x * 600, e.y * 900, e.size)
    (cx, cy, r, *_rest) = next(iter(_heads(e, m)))
    hx, hy, hr, *_r = body.heads[0]
    p = m.mapXY(hx, hy)
    assert cy > p.y() + 0.5 * r  # the painted head sits lower than the icon's floating ball
    assert 1.2 < NECK < 1.6 and anatomy("person").lifts == (0.0,)  # a head on its neck stays put


def test_a_head_in_profile_has_a_nose_lips_and_chin_ahead_and_one_eye():
    from game.deck.paint.context import Ctx
    from game.deck.paint.faces import head_outline
    from game.deck.paint.figures import _heads
    from game.deck.paint.grammar import card
    from game.deck.paint.render import _matrix, render

    def at(b: float, u: float) -> float:
        return float(head_outline(np.array([[b]]), np.array([[u]]), 1.0, 0.0, 0.05)[0, 0])

    assert at(1.1, -0.3) > 0.5 > at(1.1, 0.05)  # the nose stands out below the brow
    assert at(0.9, -0.65) > 0.5 > at(0.9, -0.74)  # the lower lip, then the dip under it
    assert at(0.85, -1.0) > 0.5 > at(-0.35, -1.0)  # the chin ahead, the jaw running back up from it
    c = card("t", "T", "T", "wide calm noon light=.5,.1 horizon=.55",
             "giant .5 .95 .9 near c=#3050a0; fruit-tree .1 .6 .1 far; house .9 .6 .1 far", "giant calm tree night wonder", "A test.")
    e = c.elements[0]
    img = render(c)
    (cx, cy, r, ux, uy, f), = _heads(e, _matrix(e, e.x * 600, e.y * 900, e.size))
    assert f != 0 and r >= 16
    lum = img @ np.array([0.3, 0.59, 0.11], np.float32)
    from game.deck.paint.faces import DROP

    def mark(across: float) -> float:  # the darkest spot near a point at the eyes' height, `across` toward the face's front
        x, y = cx - uy * across * f * r - ux * (0.02 + DROP) * r, cy + ux * across * f * r - uy * (0.02 + DROP) * r
        return float(lum[int(y) - 2:int(y) + 3, int(x) - 2:int(x) + 3].min())

    assert mark(0.62) < mark(-0.05) - 0.08  # the eye near the front; none where a front view's far eye would be
    assert Ctx(c, 0.55).card.mood == "calm"


def test_face_planes_are_quieter_asleep_and_the_brush_drags_across_the_face():
    from game.deck.paint.context import Ctx
    from game.deck.paint.faces import _planes, brush_face

    c = _person_card()
    ctx = Ctx(c, 0.55)
    ys, xs = np.mgrid[300:400, 250:350].astype(np.float32)
    cx, cy, r = 300.0, 350.0, 30.0
    b, u = (xs - cx) / r, -(ys - cy) / r
    inside = ((b * b + u * u) < 0.8).astype(np.float32)
    skin = np.array([0.8, 0.6, 0.45], np.float32)
    spread = []
    for asleep in (False, True):
        region = np.full((100, 100, 3), 0.5, np.float32)
        _planes(ctx, region, inside, inside, ys, xs, (cx, cy, r, 0.0, -1.0, 0.0), b, u, 0.0, skin, 1.0, asleep)
        spread.append(float(region[inside > 0].mean(axis=1).std()))
    assert spread[1] < spread[0] * 0.8  # the sleeping face's planes are softer, its closed eyes read over them
    region = np.full((100, 100, 3), 0.8, np.float32)
    region[49:52, 49:52] = 0.0  # a dark mark in the middle of a face
    brush_face(ctx, region, np.ones((100, 100), np.float32), ys, xs, (cx, cy, r, 0.0, -1.0, 0.0), 1.0)
    dark = region.mean(axis=2) < 0.7
    rows, cols = np.nonzero(dark)
    assert cols.max() - cols.min() > rows.max() - rows.min()  # dragged across the upright face, not up it


def test_the_market_table_stands_on_sturdy_trestles_and_the_monuments_crowd_walks():
    from game.deck.paint.canvas import icon_alpha
    from game.deck.paint.scenes import CARDS

    a = icon_alpha("trestle-table", skia.Matrix.Scale(1, 1), (512, 512))
    row = a[470] > 0.5  # across the legs, below the stretcher
    edges = np.flatnonzero(np.diff(row.astype(int)))
    widths = edges[1::2] - edges[0::2]
    assert len(widths) == 4 and widths.min() >= 24  # four legs, each a beam rather than a stick
    market = next(c for c in CARDS if c.slug == "giant-market")
    assert market.elements[0].icon == "trestle-table"
    monument = next(c for c in CARDS if c.slug == "birds-statue")
    crowd = next(e for e in monument.elements if e.count > 1 and e.icon in ("walk", "person"))
    assert crowd.icon == "walk" and crowd.size >= 0.2 and crowd.y <= 0.96  # people passing, feet on the square


def test_long_hair_falls_down_the_card_on_an_upside_down_head():
    from game.deck.paint.faces import hair_mass

    def at(b: float, u: float, fall: tuple[float, float], cut: str = "long") -> float:
        return float(hair_mass(np.array([[b]]), np.array([[u]]), 0.0, cut, np.zeros((1, 1)), fall)[0, 0])

    upside_down = (0.0, 1.0)  # down the card is toward the crown
    assert at(0.0, 1.7, upside_down) > 0.5 > at(0.0, 1.7, (0.0, -1.0))  # it streams past the crown
    assert at(1.0, -1.5, upside_down) < 0.1  # nothing hangs up past the jaw
    assert at(0.0, 0.0, upside_down) < 0.1 and at(0.0, -0.8, upside_down) < 0.1  # the face stays bare
    assert at(0.0, 1.7, upside_down, "crop") < 0.1  # cropped hair does not stream
    sideways = (1.0, 0.0)  # lying on its side: the hair falls off to one side
    assert at(1.6, 0.6, sideways) > 0.5 > at(-1.6, 0.6, sideways)


def test_every_head_of_a_human_pyramid_is_upright():
    heads = anatomy("human-pyramid").heads
    assert len(heads) == 6 and all(uy < -0.99 for *_rest, uy in heads)


def test_a_middle_sized_faces_eyes_sit_in_its_planes():
    from game.deck.paint.faces import DROP
    from game.deck.paint.figures import _heads
    from game.deck.paint.render import _matrix, render
    from game.deck.paint.scenes import CARDS

    c = next(c for c in CARDS if c.slug == "juggler-square")  # 056: a 20 px frontal face, once the most doll-like
    e = next(e for e in c.elements if e.icon == "juggler")
    img = render(c)
    (cx, cy, r, _ux, _uy, f), = _heads(e, _matrix(e, e.x * 600, e.y * 900, e.size))
    assert f == 0 and 16 <= r <= 26
    lum = img @ np.array([0.3, 0.59, 0.11], np.float32)
    cheek = float(np.median(lum[int(cy + 0.4 * r):int(cy + 0.6 * r), int(cx - 0.5 * r):int(cx + 0.5 * r)]))
    ey = int(round(cy + (0.02 + DROP) * r))
    for dx in (-0.34, 0.34):
        x = int(round(cx + dx * r))
        eye = lum[ey - 1:ey + 2, x:x + 4]
        assert float(np.ptp(eye)) < 0.22  # no bright white round a black pupil: a look laid in the planes
        assert eye.min() > cheek - 0.3  # the pupil no darker than the planes' own shadows


def test_a_small_profile_shows_more_face_than_hair():
    from game.deck.paint.faces import hair_mass, head_outline

    y, x = np.mgrid[-1.5:1.5:0.02, -1.5:1.5:0.02]
    b, u = x, -y
    head = head_outline(b, u, 1.0, 0.0, 0.05)
    for cut in ("crop", "bob", "long"):
        share = {r: float((hair_mass(b, u, 1.0, cut, np.zeros_like(b), r=r) * head).sum() / head.sum()) for r in (14.0, 30.0)}
        assert share[14.0] < 0.42 and share[14.0] < share[30.0] - 0.08  # a 14 px head: a face with hair, not a hair ball
        front = hair_mass(np.array([[0.7]]), np.array([[0.2]]), 1.0, cut, np.zeros((1, 1)), r=14.0)
        assert float(front[0, 0]) < 0.5  # the brow and the face's lit side are skin


def test_a_small_profile_gets_a_lit_face_side_and_a_nose():
    from game.deck.paint.faces import paint_face

    ctx, e, ys, xs = _face_place(240, 360)
    cx, cy, r = 300.0, 300.0, 14.0
    lit = []
    for size in (r, 24.0):  # the same head painted small and larger, sampled at the same face points
        region = np.full((120, 120, 3), 0.5, np.float32)
        skin, hair = np.array([0.8, 0.6, 0.45], np.float32), np.array([0.3, 0.2, 0.1], np.float32)
        paint_face(ctx, e, 0, (slice(240, 360), slice(240, 360)), region, np.ones((120, 120), np.float32), ys, xs,
                   (cx, cy, size, 0.0, -1.0, 1.0), (skin, hair), 1.0, 1.0)
        lum = region @ np.array([0.3, 0.59, 0.11], np.float32)

        def at(b: float, u: float, lum: np.ndarray = lum, size: float = size) -> float:
            return float(lum[int(cy - u * size) - 240, int(cx + b * size) - 240])
        lit.append((at(0.55, -0.3), at(0.98, -0.22) - at(0.9, -0.46)))
    assert lit[0][0] > lit[1][0] + 0.02  # the small face's side is lit as one plane
    assert lit[0][1] > lit[1][1] + 0.03  # and its nose caught by the light over a shadow under it


def test_hair_is_painted_in_flat_planes_not_combed_strands():
    from game.deck.paint.faces import CUTS, face_seed, hair_mass, paint_face

    ctx, e, ys, xs = _face_place(200, 400)
    cx, cy, r = 300.0, 300.0, 40.0
    for index in range(3):
        region = np.full((200, 200, 3), 0.5, np.float32)
        skin, hair = np.array([0.8, 0.6, 0.45], np.float32), np.array([0.35, 0.22, 0.12], np.float32)
        paint_face(ctx, e, index, (slice(200, 400), slice(200, 400)), region, np.ones((200, 200), np.float32), ys, xs,
                   (cx, cy, r, 0.0, -1.0, 0.0), (skin, hair), 1.0, 1.0)
        b, u = (xs - cx) / r, -(ys - cy) / r
        cut = CUTS[face_seed(ctx, index, cx) % 3]
        core = (hair_mass(b, u, 0.0, cut, np.zeros_like(b)) > 0.99) & (np.hypot(b, u - 0.5) < 0.6)
        gy, gx = np.gradient(region @ np.array([0.3, 0.59, 0.11], np.float32))
        assert float((np.hypot(gx, gy)[core] < 0.01).mean()) > 0.4  # mostly flat planes; strands ripple everywhere


def test_the_giant_seen_from_below_looks_down_at_us():
    from game.deck.paint.faces import DROP
    from game.deck.paint.figures import _heads
    from game.deck.paint.render import _matrix, render
    from game.deck.paint.scenes import CARDS

    c = next(c for c in CARDS if c.slug == "giant-looks-down")  # 028, "Looked Down Upon"
    e = next(e for e in c.elements if e.icon == "giant")
    m = _matrix(e, e.x * 600, e.y * 900, e.size)
    assert c.framing == "below"
    (*_h, f_side), = _heads(e, m)  # elsewhere (a wide card) the giant walks in profile
    (cx, cy, r, ux, uy, f), = _heads(e, m, True)
    assert f_side != 0 and f == 0 and r >= 32
    assert "look" in c.description.lower()
    lum = render(c) @ np.array([0.3, 0.59, 0.11], np.float32)
    ey = cy + (0.02 + DROP) * r

    def mark(across: float) -> float:
        x = cx + across * r
        return float(lum[int(ey) - 2:int(ey) + 3, int(x) - 3:int(x) + 4].min())

    face = float(np.median(lum[int(cy):int(cy + 0.6 * r), int(cx - 0.5 * r):int(cx + 0.5 * r)]))
    assert mark(-0.34) < face and mark(0.34) < face  # two eyes, face on, not one eye in profile


def test_the_pyramids_heads_stand_on_necks_between_raised_arms():
    from game.deck.paint.anatomy import NECK, UNIT, N, neck_length
    from game.deck.paint.canvas import icon_alpha

    body = anatomy("human-pyramid")
    mask = icon_alpha("human-pyramid", skia.Matrix.Scale(N / 512, N / 512), (N, N)) > 0.5
    assert neck_length("human-pyramid") > NECK + 0.25 and neck_length("person") == NECK
    for (hx, hy, hr, *_rest), lift, blob in zip(body.heads, body.lifts, body.apart, strict=True):
        y = hy + lift  # the painted head's middle (upright: down the card)
        below = mask & ~blob
        t = next(t for t in np.arange(hr, hr * 4, UNIT / 2) if below[int((y + t) / UNIT), int(hx / UNIT)])
        assert t >= 1.7 * hr  # a chin and a neck above the shoulders, not a chin sunk between the arms
