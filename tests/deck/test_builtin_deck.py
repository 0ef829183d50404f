"""The built-in deck: enough cards, all loadable, tagged from the vocabulary, and all different."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import numpy as np
import pygame
import pytest

from game.deck.build import BUILTIN_DIR, card_entries, check_recipes, sentence_count
from game.deck.images import CardImages
from game.deck.library import discover_decks
from game.deck.tags import CATEGORY, VOCABULARY

from .phash import distance, phash

# Why 16 of 143 bits: an accidental duplicate (the same picture round-tripped through half
# resolution and JPEG, or with its brightness changed) measured at most 9 bits from the
# original on this deck, and that is checked below; distinct cards measured at least 30.
# 16 sits between the two with margin on both sides.
ROOT = Path(__file__).resolve().parents[2]
MIN_DISTANCE = 16
NEAR_COPY = 12


@pytest.fixture(scope="module")
def deck():
    decks = [d for d in discover_decks(include_user=False) if d.path == BUILTIN_DIR]
    assert decks, "the built-in deck is missing; run: python main.py build-deck"
    return decks[0]


@pytest.fixture(scope="module")
def surfaces(deck):
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    return {c.id: pygame.image.load(str(c.path)) for c in deck.cards}


def test_at_least_96_cards_nothing_skipped(deck):
    assert len(deck.cards) >= 96
    assert deck.skipped == []
    assert deck.warnings == []
    assert deck.tagged


def test_every_card_loads_at_full_size(deck, surfaces):
    images = CardImages([deck])
    for card in deck.cards:
        assert surfaces[card.id].get_size() == (600, 900), card.path.name
        assert images.get(card.id, 300).get_size() == (200, 300)
    assert images.problems == {}


def test_total_size_within_budget():
    total = sum(p.stat().st_size for p in BUILTIN_DIR.iterdir())
    assert total <= 25_000_000, f"{total / 1e6:.1f} MB"


def test_every_card_has_five_tags_covering_object_setting_mood(deck):
    used = set()
    for card in deck.cards:
        assert len(set(card.tags)) >= 5, card.path.name
        assert set(card.tags) <= VOCABULARY, card.path.name
        cats = {CATEGORY[t] for t in card.tags}
        assert "object" in cats and "mood" in cats, (card.path.name, cats)
        assert card.title
        used |= set(card.tags)
    # the vocabulary is the built-in decks': a tag this deck does not use is the painted deck's (an egg, a mirror)
    from game.deck.paint.scenes import CARDS

    used |= {t for c in CARDS for t in c.tags}
    assert used == VOCABULARY, f"unused tags: {sorted(VOCABULARY - used)}"


def test_cards_json_matches_the_folder():
    listed = {e["file"] for e in json.loads((BUILTIN_DIR / "cards.json").read_text())["cards"]}
    on_disk = {p.name for p in BUILTIN_DIR.glob("*.jpg")}
    assert listed == on_disk


def test_hash_catches_near_copies(surfaces):
    for surf in list(surfaces.values())[::4]:
        half = pygame.transform.smoothscale(pygame.transform.smoothscale(surf, (300, 450)), (600, 900))
        assert distance(phash(surf), phash(half)) <= NEAR_COPY
        dimmer = surf.copy()
        pixels = pygame.surfarray.pixels3d(dimmer)
        pixels[:] = (pixels.astype(np.float32) * 0.9 + 10).astype(np.uint8)
        del pixels
        assert distance(phash(surf), phash(dimmer)) <= NEAR_COPY


def test_every_card_differs_from_every_other(surfaces):
    hashes = [(cid, phash(s)) for cid, s in surfaces.items()]
    too_close = [(a, b, distance(ha, hb)) for i, (a, ha) in enumerate(hashes) for b, hb in hashes[i + 1:]
                 if distance(ha, hb) < MIN_DISTANCE]
    assert too_close == []


def test_build_is_deterministic_and_matches_the_shipped_card(tmp_path, surfaces, deck):
    from game.deck.art.painter import render
    from game.deck.art.recipes import RECIPES

    recipe = RECIPES[0]
    a, b = render(recipe), render(recipe)
    assert np.array_equal(a, b)
    fresh = (a * 255 + 0.5).astype(np.uint8)
    shipped = pygame.surfarray.array3d(surfaces[deck.cards[0].id]).transpose(1, 0, 2)
    # JPEG drops most of the film grain; the shipped file must still be this recipe's picture.
    assert np.abs(fresh.astype(int) - shipped.astype(int)).mean() < 6
    fresh_surface = pygame.surfarray.make_surface(fresh.transpose(1, 0, 2))
    assert distance(phash(fresh_surface), phash(surfaces[deck.cards[0].id])) <= NEAR_COPY


def test_every_card_has_a_description_of_the_picture(deck):
    seen = set()
    for card in deck.cards:
        text = card.description
        assert 1 <= sentence_count(text) <= 2, (card.path.name, text)
        assert 40 <= len(text) <= 260, (card.path.name, len(text))
        assert text not in seen, f"{card.path.name} repeats another card's description"
        seen.add(text)


def test_cards_json_is_what_the_recipes_say():
    listed = json.loads((BUILTIN_DIR / "cards.json").read_text(encoding="utf-8"))["cards"]
    assert listed == card_entries(), "cards.json is stale: run python main.py build-deck --metadata-only"


def test_metadata_only_rewrites_cards_json_and_keeps_the_pictures(tmp_path):
    out = tmp_path / "deck"
    out.mkdir()
    entries = card_entries()
    for e in entries:  # stand-in pictures: the metadata build must not read nor rewrite them
        (out / e["file"]).write_bytes(b"picture " + e["file"].encode())
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    run = subprocess.run([sys.executable, "main.py", "build-deck", "--metadata-only", "--out", str(out)], cwd=ROOT,
                         env=env, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert json.loads((out / "cards.json").read_text(encoding="utf-8"))["cards"] == entries
    assert (out / "deck.toml").read_text().startswith('name = "Oneira Dreams"')
    for e in entries:
        assert (out / e["file"]).read_bytes() == b"picture " + e["file"].encode()
    (out / entries[3]["file"]).unlink()
    run = subprocess.run([sys.executable, "main.py", "build-deck", "--metadata-only", "--out", str(out)], cwd=ROOT,
                         env=env, capture_output=True, text=True, timeout=60)
    assert run.returncode == 2 and entries[3]["file"] in run.stderr and "Traceback" not in run.stderr


def test_the_build_refuses_a_recipe_without_a_proper_description():
    from game.deck.art.recipes import RECIPES

    good = RECIPES[0]
    check_recipes([good])
    for bad in ("", "No full stop at the end", "One. Two. Three sentences."):
        with pytest.raises(ValueError, match="description"):
            check_recipes([replace(good, description=bad)])
    with pytest.raises(ValueError, match="vocabulary"):
        check_recipes([replace(good, tags=good.tags + ("not-a-tag",))])
