"""A decoded card is read at once by the frame and by the pictures' worker thread (game/app/ahead.py):
a scale on one thread locks its source, and SDL refuses to blit a locked surface ("Surfaces must
not be locked during blit"). CardImages hands each caller a surface of its own."""

from __future__ import annotations

import threading

import pygame
import pytest

from game.app.cards import CardArt
from game.deck.build import BUILTIN_DIR
from game.deck.images import BASE_HEIGHT, CardImages
from game.deck.library import discover_decks
from game.pictures import MB, PictureStore


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.display.init()
    pygame.display.set_mode((64, 64))


def test_the_frame_and_the_worker_read_one_card_at_two_sizes_without_a_locked_surface():
    deck = next(d for d in discover_decks(include_user=False) if d.path == BUILTIN_DIR)
    images = CardImages([deck], pictures=PictureStore(64 * MB))
    card = deck.cards[0].id
    base_h = images._load(card).get_height()
    assert base_h <= BASE_HEIGHT
    errors: list[BaseException] = []
    stop = threading.Event()

    def worker() -> None:  # as ahead.faces: scaled copies at another height, again and again
        try:
            while not stop.is_set():
                images.get(card, base_h - 37)
        except BaseException as e:  # noqa: BLE001 - reported below
            errors.append(e)

    t = threading.Thread(target=worker)
    t.start()
    art = CardArt(images, PictureStore(64 * MB))
    try:
        for _ in range(400):  # the frame: the picture at its own height, framed (a blit of it)
            framed = art._framed(images.get(card, base_h), base_h)
            assert framed.get_height() == base_h
    finally:
        stop.set()
        t.join(10)
    assert not errors, errors
    # each caller owns what it got: drawing on it leaves the decoded picture untouched
    mine = images.get(card, base_h)
    mine.fill((255, 0, 0))
    assert images._load(card).get_at((5, 5)) != pygame.Color(255, 0, 0)
