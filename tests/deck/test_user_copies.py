"""A user deck's table-size copies in the cache folder: made once, used at the next start instead
of the photos, made again when a photo changes, deleted when a photo goes."""

from __future__ import annotations

import os

import numpy as np
import pygame
import pytest

from game.deck.images import CardImages, fit, table_size
from game.deck.library import load_deck
from game.pictures import MB, PictureStore

from .photos import photo, photo_folder


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.display.init()
    pygame.display.set_mode((64, 64))


def _images(folder, cache):
    return CardImages([load_deck(folder)], PictureStore(256 * MB), cache_dir=cache)


def _loads(images, card_id) -> list[str]:
    loaded: list[str] = []
    original = pygame.image.load

    def spy(path, *args):
        loaded.append(str(path))
        return original(path, *args)

    pygame.image.load = spy
    try:
        images.get(card_id, 300)
    finally:
        pygame.image.load = original
    return loaded


def _close(a: pygame.Surface, b: pygame.Surface) -> bool:
    x = pygame.surfarray.array3d(a).astype(float)
    y = pygame.surfarray.array3d(b).astype(float)
    return float(np.mean(np.abs(x - y))) < 6


def test_copies_are_made_once_and_used_at_the_next_start(tmp_path):
    folder, cache = photo_folder(tmp_path / "trip", 5, (1200, 1800)), tmp_path / "cache"
    images = _images(folder, cache)
    images.preload(workers=1)
    assert images.copies_made == 5
    copies = sorted(cache.rglob("*.jpg"))
    assert len(copies) == 5 and all(pygame.image.load(str(p)).get_size() == table_size() for p in copies)
    again = _images(folder, cache)  # the next start
    card = next(iter(again.cards))
    loaded = _loads(again, card)
    assert len(loaded) == 1 and loaded[0].startswith(str(cache))  # the small copy, not the photo
    assert again.copies_made == 0
    assert _close(again.get(card, table_size()[1]), fit(pygame.image.load(str(folder / "photo-0000.jpg")), table_size()))


def test_a_changed_photo_gets_a_new_copy_and_a_removed_one_loses_its_copy(tmp_path):
    folder, cache = photo_folder(tmp_path / "trip", 3, (600, 900)), tmp_path / "cache"
    _images(folder, cache).preload(workers=1)
    changed = folder / "photo-0001.jpg"
    pygame.image.save(photo(99, (600, 900)), str(changed))
    later = changed.stat().st_mtime_ns + 5_000_000_000
    os.utime(changed, ns=(later, later))  # same size possible: the time tells
    (folder / "photo-0002.jpg").unlink()
    images = _images(folder, cache)
    card = next(cid for cid, c in images.cards.items() if c.file == "photo-0001.jpg")
    assert not images.has_copy(card)
    loaded = _loads(images, card)
    assert loaded[0] == str(changed)  # decoded from the photo itself, then kept as a copy
    assert images.copies_made == 1 and images.has_copy(card)
    assert _close(images.get(card, table_size()[1]), fit(pygame.image.load(str(changed)), table_size()))
    images.preload(workers=1)
    assert len(list(cache.rglob("*.jpg"))) == 2  # the old copies of the changed and the removed photo are gone


def test_a_damaged_copy_is_made_again(tmp_path):
    folder, cache = photo_folder(tmp_path / "trip", 1, (600, 900)), tmp_path / "cache"
    images = _images(folder, cache)
    images.preload(workers=1)
    (copy,) = cache.rglob("*.jpg")
    copy.write_bytes(b"not a picture")
    again = _images(folder, cache)
    card = next(iter(again.cards))
    assert again.get(card, 300).get_size() == (200, 300)
    assert again.copies_made == 1 and not again.problems
