"""Every card of a 300-picture deck, at every table size and large, drawn by the real drawing code:
the picture store never counts more than its budget, and a picture it let go comes back identical."""

from __future__ import annotations

import pygame
import pytest

from game.app.cards import CardArt
from game.deck.images import CardImages
from game.deck.library import load_deck
from game.pictures import MB, PictureStore
from scenes.sizes import close_up_height, table_heights
from scenes.zoom import ZoomScene
from tests.deck.photos import photo_folder

BUDGET = 24 * MB  # small, so that drawing the deck lets pictures go many times over


@pytest.fixture(scope="module")
def deck(tmp_path_factory):
    pygame.display.init()
    pygame.display.set_mode((1920, 1080))
    pygame.font.init()
    return load_deck(photo_folder(tmp_path_factory.mktemp("photos") / "family", 300, (300, 450)))


def test_every_card_at_every_size_stays_within_the_budget_and_comes_back_identical(deck, tmp_path):
    store = PictureStore(BUDGET)
    images = CardImages([deck], store, cache_dir=tmp_path / "cache")
    art = CardArt(images)
    screen = pygame.display.get_surface()
    ids = [c.id for c in deck.cards]
    assert len(ids) == 300
    first, height = ids[0], table_heights()[0]
    face_before = pygame.image.tobytes(art.face(first, height), "RGBA")
    shadowed_before = pygame.image.tobytes(art.shadowed(first, height), "RGBA")
    drawn = 0
    for h in table_heights():
        for n, card in enumerate(ids):
            art.draw(screen, card, (960, 540), h)  # face and shadow, as a row draws it
            art.draw(screen, card, (960, 540), h, squash=0.5)  # mid-flip
            drawn += 1
            if n % 6 == 5:
                store.next_frame()  # a screen shows about six cards a frame
            assert store.used <= BUDGET
    zoom = ZoomScene(art, ids)
    for _ in ids:
        zoom.draw(screen)  # the close-up, through the overlay's own drawing
        zoom.move(1)
        store.next_frame()
        assert store.used <= BUDGET
    assert store.peak <= BUDGET
    assert store.evicted > 1000  # the deck at every size is far bigger than the budget
    assert ("face", art.owner, first, height) not in store  # let go long ago...
    assert pygame.image.tobytes(art.face(first, height), "RGBA") == face_before  # ...made again, identical
    assert pygame.image.tobytes(art.shadowed(first, height), "RGBA") == shadowed_before
    # a close-up let go is decoded again from the photo: the same pixels
    close = pygame.image.tobytes(art.close_up(ids[-1], close_up_height()), "RGBA")
    store.drop_kind("close")
    store.drop_kind("sharp")
    assert pygame.image.tobytes(art.close_up(ids[-1], close_up_height()), "RGBA") == close


def test_what_this_frame_uses_is_let_go_last():
    store = PictureStore(10 * 100)
    store.put(("a",), b"x" * 400)
    store.next_frame()
    store.next_frame()
    store.next_frame()
    store.put(("b",), b"x" * 400)  # this frame's
    store.put(("c",), b"x" * 400)  # over the budget: the old one goes, not this frame's
    assert ("a",) not in store and ("b",) in store and ("c",) in store
    store.get(("b",))
    store.put(("d",), b"x" * 400)  # all pinned: the least recently used of them goes
    assert ("c",) not in store and store.used <= store.budget
    store.put(("huge",), b"x" * 5000)  # bigger than the whole budget: used once, not kept
    assert ("huge",) not in store and store.used <= store.budget


def test_a_smaller_budget_lets_go_at_once():
    store = PictureStore(10_000)
    for i in range(10):
        store.put(("p", i), b"x" * 1000)
    store.set_budget(3_000)
    assert store.used <= 3_000 and len(store) == 3 and ("p", 9) in store


def test_a_flip_draws_each_card_squashed_as_a_fresh_scale_would(deck, tmp_path):
    """Flips scale into one scratch picture per size: one card after another through the same scratch,
    each drawn exactly as scaling it afresh would draw it (nothing of the card before shows)."""
    from game.app.cards import FLIP_STEPS

    art = CardArt(CardImages([deck], PictureStore(BUDGET), cache_dir=tmp_path / "cache"))
    height = table_heights()[0]
    for card in [c.id for c in deck.cards[:4]] + [None]:
        for squash in (0.25, 0.5, 0.9):
            img = art.face(card, height) if card else art.back(height)
            step = max(1, round(squash * FLIP_STEPS))
            fresh = pygame.transform.scale(img, (max(1, img.get_width() * step // FLIP_STEPS), height))
            want, got = pygame.Surface((400, 500)), pygame.Surface((400, 500))
            want.fill((10, 20, 30))
            got.fill((10, 20, 30))
            want.blit(fresh, fresh.get_rect(center=(200, 250)))
            art.draw(got, card, (200, 250), height, squash=squash, shadow=False)
            assert pygame.image.tobytes(got, "RGB") == pygame.image.tobytes(want, "RGB"), (card, squash)
