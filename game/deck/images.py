"""Card pictures for the table: decoded once, turned upright, fitted to 2:3, scaled once per size.

A built-in deck also ships every picture at the table's size (its `table/` folder, written by
build-deck): decoding that small copy is about five times cheaper than decoding the full picture
and scaling it, so the whole deck is ready in a fraction of the time. A copy that is missing or
not exactly the table's size is ignored and the full picture is used.

A card that fails to decode gets a drawn "unreadable picture" face (and a note in `problems`)
instead of stopping the game.
"""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

import pygame

from .library import TABLE_DIR, Card, Deck
from .sniff import exif_orientation, open_regular

RATIO = 2 / 3  # width / height of a card
BASE_HEIGHT = 480  # decoded pictures are kept this tall at most: the largest card on screen (clue step)
SHARP_KEEP = 8  # close-up pictures kept (about 2 MB each at 900 px): a hand or a row of neighbours


def table_size() -> tuple[int, int]:
    return round(BASE_HEIGHT * RATIO), BASE_HEIGHT


def _table_copies(deck: Deck) -> dict[str, Path]:
    """File name -> its table-size copy, for a built-in deck that ships them."""
    folder = deck.path / TABLE_DIR
    if not deck.builtin or not folder.is_dir():
        return {}
    return {p.name: p for p in folder.iterdir() if p.is_file()}


def _upright(surface: pygame.Surface, orientation: int) -> pygame.Surface:
    """Apply an EXIF orientation (1-8) so phone photos stand the right way up."""
    if orientation == 2:
        return pygame.transform.flip(surface, True, False)
    if orientation == 3:
        return pygame.transform.rotate(surface, 180)
    if orientation == 4:
        return pygame.transform.flip(surface, False, True)
    if orientation == 5:
        return pygame.transform.flip(pygame.transform.rotate(surface, -90), True, False)
    if orientation == 6:
        return pygame.transform.rotate(surface, -90)
    if orientation == 7:
        return pygame.transform.flip(pygame.transform.rotate(surface, 90), True, False)
    if orientation == 8:
        return pygame.transform.rotate(surface, 90)
    return surface


def fit(surface: pygame.Surface, size: tuple[int, int], mode: str = "crop") -> pygame.Surface:
    """Scale into `size`: crop the middle to the card's shape, or letterbox on a dark mat."""
    w, h = surface.get_size()
    tw, th = size
    if (w, h) == (tw, th):
        return surface
    if mode == "letterbox":
        scale = min(tw / w, th / h)
        scaled = pygame.transform.smoothscale(surface, (max(1, round(w * scale)), max(1, round(h * scale))))
        out = pygame.Surface(size)
        out.fill((18, 16, 30))
        out.blit(scaled, scaled.get_rect(center=(tw // 2, th // 2)))
        return out
    scale = max(tw / w, th / h)
    sw, sh = max(tw, round(w * scale)), max(th, round(h * scale))
    scaled = pygame.transform.smoothscale(surface, (sw, sh))
    return scaled.subsurface(pygame.Rect((sw - tw) // 2, (sh - th) // 2, tw, th)).copy()


def unreadable_face(size: tuple[int, int], name: str) -> pygame.Surface:
    surf = pygame.Surface(size)
    surf.fill((40, 30, 52))
    w, h = size
    pygame.draw.rect(surf, (120, 90, 140), surf.get_rect().inflate(-8, -8), max(2, w // 60), border_radius=w // 20)
    pygame.draw.line(surf, (150, 110, 160), (w * 0.3, h * 0.4), (w * 0.7, h * 0.6), max(2, w // 40))
    pygame.draw.line(surf, (150, 110, 160), (w * 0.7, h * 0.4), (w * 0.3, h * 0.6), max(2, w // 40))
    if pygame.font.get_init():
        font = pygame.font.Font(None, max(12, w // 10))
        label = font.render("unreadable picture", True, (200, 180, 210))
        surf.blit(label, label.get_rect(center=(w // 2, int(h * 0.75))))
        label = font.render(name[:24], True, (160, 140, 170))
        surf.blit(label, label.get_rect(center=(w // 2, int(h * 0.82))))
    return surf


class CardImages:
    """Card id -> picture at any size, each decoded once and scaled once per size."""

    def __init__(self, decks: list[Deck]) -> None:
        self.cards: dict[str, Card] = {}
        self.fit_mode: dict[str, str] = {}
        self.table_copies: dict[str, Path] = {}
        for deck in decks:
            copies = _table_copies(deck)
            for card in deck.cards:
                self.cards[card.id] = card
                self.fit_mode[card.id] = deck.fit
                if card.path.name in copies:
                    self.table_copies[card.id] = copies[card.path.name]
        self._base: dict[str, pygame.Surface] = {}
        self._sized: dict[tuple[str, int, int], pygame.Surface] = {}
        self._sharp: OrderedDict[tuple[str, int], pygame.Surface] = OrderedDict()
        self.problems: dict[str, str] = {}

    def _table_copy(self, card_id: str) -> pygame.Surface | None:
        path = self.table_copies.get(card_id)
        if path is None:
            return None
        try:
            surf = pygame.image.load(str(path))
        except (pygame.error, OSError, ValueError, MemoryError):
            return None
        return surf if surf.get_size() == table_size() else None  # stale copy: use the picture itself

    def _load(self, card_id: str) -> pygame.Surface:
        surf = self._base.get(card_id)
        if surf is not None:
            return surf
        card = self.cards.get(card_id)
        surf = self._table_copy(card_id)
        if surf is not None:
            if pygame.display.get_init() and pygame.display.get_surface() is not None:
                surf = surf.convert()
            self._base[card_id] = surf
            return surf
        try:
            if card is None:
                raise FileNotFoundError(card_id)
            with open_regular(Path(card.path)):  # still a regular file, not since swapped for a pipe
                pass
            raw = pygame.image.load(str(card.path))
            if pygame.display.get_init() and pygame.display.get_surface() is not None:
                raw = raw.convert()  # display format first: scaling 32-bit pixels is faster
            raw = _upright(raw, exif_orientation(Path(card.path)))
            # Keep the decoded picture small: a 12 MP photo would cost 48 MB per card.
            th = min(BASE_HEIGHT, raw.get_height())
            surf = fit(raw, (round(th * RATIO), th), self.fit_mode.get(card_id, "crop"))
        except (pygame.error, OSError, ValueError, MemoryError) as e:
            self.problems[card_id] = f"{card.path.name if card else card_id}: {e}"
            surf = unreadable_face((600, 900), card.path.name if card else card_id)
        if pygame.display.get_init() and pygame.display.get_surface() is not None \
                and surf.get_bitsize() != pygame.display.get_surface().get_bitsize():
            surf = surf.convert()
        self._base[card_id] = surf
        return surf

    def preload(self, card_ids=None, workers: int = 4) -> None:
        """Decode up front (the image loader releases the GIL, so threads use every core)."""
        ids = [c for c in (card_ids if card_ids is not None else self.cards) if c not in self._base]
        if workers > 1 and len(ids) > 8:
            from concurrent.futures import ThreadPoolExecutor

            with ThreadPoolExecutor(workers) as pool:
                list(pool.map(self._load, ids))
        else:
            for cid in ids:
                self._load(cid)

    def get(self, card_id: str, height: int) -> pygame.Surface:
        """The card at `height` pixels tall (width follows the 2:3 shape); cached per size."""
        width = round(height * RATIO)
        key = (card_id, width, height)
        surf = self._sized.get(key)
        if surf is None:
            base = self._load(card_id)
            surf = base if base.get_height() == height else pygame.transform.smoothscale(base, (width, height))
            self._sized[key] = surf
        return surf

    def sharp(self, card_id: str, height: int) -> pygame.Surface:
        """The card `height` pixels tall for a close look: decoded again from the full-resolution
        file (not an enlarged table-size picture) and scaled once; the last few are kept."""
        key = (card_id, height)
        surf = self._sharp.get(key)
        if surf is not None:
            self._sharp.move_to_end(key)
            return surf
        size = (round(height * RATIO), height)
        card = self.cards.get(card_id)
        try:
            if card is None:
                raise FileNotFoundError(card_id)
            raw = pygame.image.load(str(card.path))
            if pygame.display.get_init() and pygame.display.get_surface() is not None:
                raw = raw.convert()
            raw = _upright(raw, exif_orientation(Path(card.path)))
            surf = fit(raw, size, self.fit_mode.get(card_id, "crop"))
        except (pygame.error, OSError, ValueError, MemoryError) as e:
            self.problems.setdefault(card_id, f"{card.path.name if card else card_id}: {e}")
            surf = unreadable_face(size, card.path.name if card else card_id)
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            surf = surf.convert()
        self._sharp[key] = surf
        while len(self._sharp) > SHARP_KEEP:
            self._sharp.popitem(last=False)
        return surf
