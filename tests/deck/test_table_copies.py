"""The built-in deck's table-size copies: one per picture, the table's size, the same picture; a copy
that is missing or the wrong size is ignored (the full picture is used)."""

from __future__ import annotations

import shutil

import numpy as np
import pygame
import pytest

from game.deck.build import BUILTIN_DIR
from game.deck.images import TABLE_DIR, CardImages, fit, table_size
from game.deck.library import discover_decks, load_deck
from game.pictures import MB, PictureStore


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.display.init()
    pygame.display.set_mode((64, 64))


def _psnr(a: pygame.Surface, b: pygame.Surface) -> float:
    x = pygame.surfarray.array3d(a).astype(np.float64)
    y = pygame.surfarray.array3d(b).astype(np.float64)
    return float(10 * np.log10(255 ** 2 / max(1e-9, np.mean((x - y) ** 2))))


def test_every_built_in_picture_has_its_table_copy():
    deck = next(d for d in discover_decks(include_user=False) if d.path == BUILTIN_DIR)
    images = CardImages([deck])
    assert set(images.table_copies) == {c.id for c in deck.cards}, "run: python main.py build-deck --table-copies"
    for card in deck.cards[::8]:
        copy = pygame.image.load(str(images.table_copies[card.id]))
        assert copy.get_size() == table_size()
        expected = fit(pygame.image.load(str(card.path)).convert(), table_size())
        assert _psnr(copy.convert(), expected) > 32, f"{card.id}: the copy is not this picture"


def test_the_deck_loads_from_the_copies():
    deck = next(d for d in discover_decks(include_user=False) if d.path == BUILTIN_DIR)
    images = CardImages([deck], PictureStore(1024 * MB))  # room for the whole deck: every card is decoded
    loaded: list[str] = []
    original = pygame.image.load

    def spy(path, *args):
        loaded.append(str(path))
        return original(path, *args)

    pygame.image.load = spy
    try:
        images.preload(workers=1)
    finally:
        pygame.image.load = original
    assert len(loaded) == len(deck.cards) and all(f"/{TABLE_DIR}/" in p for p in loaded)
    assert all(s.get_size() == table_size() for s in images.decoded().values())


def _small_deck(tmp_path):
    folder = tmp_path / "dreams"
    (folder / TABLE_DIR).mkdir(parents=True)
    for path in sorted(BUILTIN_DIR.glob("*.jpg"))[:2]:
        shutil.copy(path, folder / path.name)
    return folder


def test_a_stale_or_missing_copy_is_ignored(tmp_path):
    folder = _small_deck(tmp_path)
    first, second = sorted(folder.glob("*.jpg"))
    wrong = pygame.Surface((100, 150))
    wrong.fill((255, 0, 0))
    pygame.image.save(wrong, str(folder / TABLE_DIR / first.name))  # a copy of another size: stale
    deck = load_deck(folder, builtin=True)
    images = CardImages([deck])
    assert set(images.table_copies) == {deck.cards[0].id}
    for card, path in zip(deck.cards, (first, second), strict=True):
        base = images.get(card.id, table_size()[1])
        assert base.get_size() == table_size()
        assert _psnr(base, fit(pygame.image.load(str(path)).convert(), table_size())) > 40


def test_only_built_in_decks_use_copies(tmp_path):
    folder = _small_deck(tmp_path)
    for path in folder.glob("*.jpg"):
        shutil.copy(path, folder / TABLE_DIR / path.name)
    assert CardImages([load_deck(folder, builtin=False)]).table_copies == {}
