"""The painted deck's figures: where anatomy.py finds heads, hands, feet and eyes in the icons, and
that figures.py paints a person's skin and face and an animal's eyes into the picture."""

from __future__ import annotations

import pytest

pytest.importorskip("skia")

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
    assert anatomy("jellyfish").eyes == () and anatomy("ladybug").eyes == ()
    assert len(anatomy("polar-bear").eyes) == 2  # its nose is a hole too, but not an eye
    assert anatomy("deer").eyes == EYES["deer"]
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
