"""The painted deck (assets/cards/reveries): its scenes meet the deck's rules, its files are what
the scenes say, and deck-report tells its figures."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import numpy as np
import pygame
import pytest

from game.deck.build import sentence_count
from game.deck.library import discover_decks
from game.deck.paint.build import DECK_DIR, card_entries, check_cards
from game.deck.paint.grammar import FRAMINGS, card
from game.deck.paint.scenes import CARDS
from game.deck.report import report
from game.deck.tags import CATEGORY, VOCABULARY

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def deck():
    found = [d for d in discover_decks(include_user=False) if d.path == DECK_DIR]
    assert found, "the painted deck is missing; run: python main.py build-deck --deck reveries"
    return found[0]


def test_at_least_150_cards_all_usable(deck):
    assert len(deck.cards) >= 150 and len(deck.cards) == len(CARDS)
    assert deck.skipped == [] and deck.warnings == [] and deck.tagged and deck.builtin


def test_every_card_keeps_the_rules():
    check_cards(CARDS)
    seen = set()
    for c in CARDS:
        assert c.distinct >= 3, c.slug
        kinds = {CATEGORY[t] for t in c.tags}
        assert set(c.tags) <= VOCABULARY and {"object", "mood"} <= kinds, c.slug
        assert 1 <= sentence_count(c.description) <= 2 and 40 <= len(c.description) <= 260, c.slug
        assert c.description not in seen
        seen.add(c.description)
        assert c.title and c.title_fr and c.title_fr != "", c.slug


def test_composition_figures_of_the_issue():
    n = len(CARDS)
    framings = Counter(c.framing for c in CARDS)
    assert len(framings) >= 10 and set(framings) <= set(FRAMINGS)
    assert max(framings.values()) <= 0.15 * n, framings
    assert sum(1 for c in CARDS if c.disc) <= n / 3
    assert sum(1 for c in CARDS if c.figure) >= n / 2
    assert sum(1 for c in CARDS if c.odd) >= 0.4 * n
    assert len({c.mood for c in CARDS}) >= 8


def test_cards_json_is_what_the_scenes_say(deck):
    listed = json.loads((DECK_DIR / "cards.json").read_text(encoding="utf-8"))["cards"]
    assert listed == card_entries(), "cards.json is stale: run python main.py build-deck --deck reveries --metadata-only"
    assert {p.name for p in DECK_DIR.glob("*.jpg")} == {e["file"] for e in listed}
    by_id = {c.id: c for c in deck.cards}
    first = by_id[f"reveries/{listed[0]['file']}"]
    assert first.title_in("fr") == CARDS[0].title_fr and first.title_in("en") == CARDS[0].title
    assert first.title_in("de") == CARDS[0].title


def test_pictures_full_size_with_table_copies_within_budget(deck):
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    for c in deck.cards[::10]:
        assert pygame.image.load(str(c.path)).get_size() == (600, 900), c.path.name
    copies = {p.name for p in (DECK_DIR / "table").glob("*.jpg")}
    assert copies == {c.path.name for c in deck.cards}
    total = sum(p.stat().st_size for p in DECK_DIR.rglob("*") if p.is_file())
    assert total <= 80_000_000, f"{total / 1e6:.1f} MB"


def test_render_is_deterministic_and_matches_the_shipped_card(deck):
    pytest.importorskip("skia")
    from game.deck.paint.render import render_bytes

    a, b = render_bytes(CARDS[1]), render_bytes(CARDS[1])
    assert np.array_equal(a, b)
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    shipped = pygame.surfarray.array3d(pygame.image.load(str(deck.cards[1].path))).transpose(1, 0, 2)
    assert np.abs(a.astype(int) - shipped.astype(int)).mean() < 6


def test_the_grammar_refuses_what_it_does_not_know():
    good = "wide joy noon light=.5,.1"
    tags, says = "cat person tree calm dream", "A cat sits under a tree."
    c = card("x", "X", "X", good + " sun odd hole=round", "cat .5 .9 .2 near glow; oak .3 .6 .1 far; walk .6 .8 .1",
             tags, says)
    assert c.disc == "sun" and c.odd and c.hole == "round" and c.distinct == 3 and c.figure
    assert c.elements[0].depth == 2 and c.elements[0].glow and c.elements[1].depth == 0
    assert card("x", "X", "X", good + " cut=cave", "cat .5 .9 .2; oak .3 .6 .1; walk .6 .8 .1", tags, says).cut == "cave"
    for header, els in (("nowhere joy noon", "cat .5 .5 .2"), (good + " sparkle", "cat .5 .5 .2"),
                        (good + " cut=tunnel", "cat .5 .5 .2"),
                        (good, "cat .5 .5"), (good, "cat .5 .5 .2 wobble")):
        with pytest.raises(ValueError):
            card("x", "X", "X", header, els, tags, says)


def test_cut_aways_do_not_share_one_layout():
    """The cut-away cards show different sections of the ground, not one burrow recoloured."""
    cuts = [c.cut or "oval" for c in CARDS if c.framing == "cutaway"]
    assert len(cuts) >= 10 and len(set(cuts)) >= 8 and max(cuts.count(k) for k in set(cuts)) <= 3


def test_deck_report_figures(deck):
    pygame.display.init()
    r = report(deck)
    assert r["cards"] == len(CARDS) and r["elements_per_card"]["min"] >= 3
    assert r["framing_kinds"] >= 10 and r["largest_framing_share"] <= 0.15
    assert r["figure_share"] >= 0.5 and r["juxtaposition_or_scale_share"] >= 0.4
    assert r["sun_or_moon_disc_share"] <= 1 / 3
    sim = r["thumbnail_similarity"]
    assert 0 < sim["mean"] <= sim["max"] < 0.99  # no card is a copy of another


def test_deck_report_cli_prints_one_json_line_per_deck(tmp_path):
    env = {**os.environ, "ONEIRA_DATA_DIR": str(tmp_path), "SDL_VIDEODRIVER": "dummy", "PYTHONPATH": str(ROOT)}
    run = subprocess.run([sys.executable, "main.py", "deck-report"], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    lines = [json.loads(line) for line in run.stdout.splitlines()]
    assert [r["deck"] for r in lines] == ["oneira", "reveries"]
    assert lines[0]["framing_kinds"] == 8 and lines[0]["cards"] == 129
    one = subprocess.run([sys.executable, "main.py", "deck-report", "--deck", "reveries"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120)
    assert one.returncode == 0 and len(one.stdout.splitlines()) == 1
    bad = subprocess.run([sys.executable, "main.py", "deck-report", "--deck", "nope"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120)
    assert bad.returncode == 2 and "no deck with id 'nope'" in bad.stderr and "Traceback" not in bad.stderr


def test_only_renders_that_card_with_its_words_and_refuses_an_unknown_one(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    out = tmp_path / "deck"
    out.mkdir()
    for p in DECK_DIR.glob("*.jpg"):  # the shipped pictures, one of them spoilt: --only paints just that one again
        (out / p.name).write_bytes(p.read_bytes())
    (out / "043-compass-desert.jpg").write_bytes(b"spoilt")
    os.utime(out / "001-kite-giant.jpg", (1, 1))
    run = subprocess.run([sys.executable, "main.py", "build-deck", "--deck", "reveries", "--only", "compass-desert",
                          "--out", str(out)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    assert (out / "043-compass-desert.jpg").read_bytes() == (DECK_DIR / "043-compass-desert.jpg").read_bytes()
    assert (out / "001-kite-giant.jpg").stat().st_mtime == 1  # the others are not painted again
    assert (out / "table" / "043-compass-desert.jpg").exists()
    assert json.loads((out / "cards.json").read_text(encoding="utf-8"))["cards"] == card_entries()
    run = subprocess.run([sys.executable, "main.py", "build-deck", "--deck", "reveries", "--only", "no-such-card",
                          "--out", str(out)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert run.returncode == 2 and "no card no-such-card" in run.stderr and "Traceback" not in run.stderr


def test_drawn_props_keep_their_own_colours():
    import skia

    from game.deck.paint.canvas import icon_alpha, icon_colours

    m = skia.Matrix.Scale(0.5, 0.5)
    for name, colour in (("pocket-compass", (0.70, 0.21, 0.17)), ("reader", (0.73, 0.51, 0.38))):
        a = icon_alpha(name, m, (256, 256))
        rgb = icon_colours(name, m, (256, 256))
        assert 0.1 < (a > 0.5).mean() < 0.8
        near = np.abs(rgb - np.array(colour, np.float32)).max(axis=2) < 0.03
        assert (near & (a > 0.99)).sum() > 20, name  # the needle's red, the reader's skin
        assert rgb[a > 0.01].max(axis=1).min() > 0.08  # no black fringe where the silhouette softens
    assert any(e.colour == "own" for c in CARDS for e in c.elements)


def test_props_drawn_for_the_review_read_as_their_things():
    import skia

    from game.deck.paint.canvas import icon_alpha, icon_colours

    m = skia.Matrix.Scale(0.5, 0.5)
    for name in ("child-bed", "quilt", "eye", "arch-bridge", "falls"):
        assert 0.1 < (icon_alpha(name, m, (256, 256)) > 0.5).mean() < 0.95, name
    # the quilt is a patchwork: its red, blue and yellow patches all show
    a, rgb = icon_alpha("quilt", m, (256, 256)), icon_colours("quilt", m, (256, 256))
    for colour in ((0.71, 0.28, 0.24), (0.25, 0.42, 0.56), (0.85, 0.64, 0.25)):
        assert ((np.abs(rgb - np.array(colour, np.float32)).max(axis=2) < 0.04) & (a > 0.99)).sum() > 200, colour
    # the eye: a dark pupil in the middle of a white almond
    a, rgb = icon_alpha("eye", m, (256, 256)), icon_colours("eye", m, (256, 256))
    assert rgb[126, 128].max() < 0.15 and rgb[130, 30].min() > 0.85
    # the bridge is open under its arch (water shows through), solid at its deck
    a = icon_alpha("arch-bridge", m, (256, 256))
    assert a[200, 128] < 0.1 and a[100, 128] > 0.9


def test_a_flooded_room_has_water_that_mirrors_the_wall():
    from game.deck.paint.grammar import card
    from game.deck.paint.render import render

    def room(flood: str):
        return render(card("t", "T", "T", f"interior calm sea light=.5,.25 {flood}",
                           "armchair .2 .9 .2 near; book-pile .8 .9 .1 near; lantern .5 .9 .1 near",
                           "chair book lantern room calm", "A test."))

    dry, wet = room(""), room("flood=.75")
    wall = (slice(150, 550), slice(0, 600))
    below = (slice(700, 760), slice(250, 350))
    assert np.abs(dry[wall] - wet[wall]).mean() < 0.02  # the wall is the same (but for the brush's noise)
    assert np.abs(dry[below] - wet[below]).mean() > 2 * np.abs(dry[wall] - wet[wall]).mean() + 0.02  # the floor is under water
