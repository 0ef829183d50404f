"""Card pictures for the table: decoded when first needed, turned upright, fitted to 2:3, scaled
to the sizes the table asks for, kept in the game's one picture store (game/pictures.py), which lets the least
recently used go beyond its byte budget; a picture let go is made again from the same file.

A built-in deck ships every picture at the table's size (its `table/` folder, written by
build-deck): decoding that small copy is about five times cheaper than decoding the full picture
and scaling it. A copy that is missing or not exactly the table's size is ignored and the full
picture is used. A user's deck gets the same copies, made the first time a picture is decoded and
kept in the user's cache folder (user_cache_dir()/table), named by the photo's path, size and
modification time: a changed photo gets a new copy, and a removed photo's copy is deleted when its
deck is prepared in the background. So a 2,000-photo folder is decoded once, not at every start.

A card that fails to decode gets a drawn "unreadable picture" face (and a note in `problems`)
instead of stopping the game.
"""

from __future__ import annotations

import hashlib
import io
import itertools
import os
import threading
import weakref
from pathlib import Path

import pygame

from ..paths import user_cache_dir
from ..pictures import PictureStore, store
from .library import TABLE_DIR, Card, Deck
from .sniff import exif_orientation, open_regular

RATIO = 2 / 3  # width / height of a card
BASE_HEIGHT = 480  # decoded pictures are kept this tall at most: the largest card on screen (clue step)
PRELOAD_SHARE = 0.5  # decoding ahead keeps pictures only while the store is less than this full
COPY_VERSION = "1"  # part of a user copy's name: change it when the way copies are made changes
_OWNERS = itertools.count(1)
OWNED = frozenset({"card", "sharp", "face", "close", "shadowed"})  # store kinds keyed (kind, owner, ...)


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


def copies_dir() -> Path:
    """Where a user deck's table-size copies are kept (one sub-folder per deck folder)."""
    return user_cache_dir() / "table"


def _decoded(path: Path, size: tuple[int, int] | None, mode: str) -> pygame.Surface:
    """The picture at `path`, upright, fitted to `size` (None: at most BASE_HEIGHT tall)."""
    with open_regular(path):  # still a regular file, not since swapped for a pipe
        pass
    raw = pygame.image.load(str(path))
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        raw = raw.convert()  # display format first: scaling 32-bit pixels is faster
    raw = _upright(raw, exif_orientation(path))
    if size is None:
        # Keep the decoded picture small: a 12 MP photo would cost 48 MB per card.
        th = min(BASE_HEIGHT, raw.get_height())
        size = (round(th * RATIO), th)
    return fit(raw, size, mode)


def _displayable(surf: pygame.Surface) -> pygame.Surface:
    display = pygame.display.get_surface() if pygame.display.get_init() else None
    if display is not None and surf.get_bitsize() != display.get_bitsize():
        return surf.convert()
    return surf


class CardImages:
    """Card id -> picture at any size. Nothing is decoded up front: a picture is made when first
    asked for (or by `preload`, in the background) and kept in the picture store."""

    def __init__(self, decks: list[Deck], pictures: PictureStore | None = None,
                 cache_dir: Path | None = None) -> None:
        self.cards: dict[str, Card] = {}
        self.fit_mode: dict[str, str] = {}
        self.table_copies: dict[str, Path] = {}
        self.builtin: set[str] = set()
        self.deck_of: dict[str, Path] = {}
        for deck in decks:
            copies = _table_copies(deck)
            for card in deck.cards:
                self.cards[card.id] = card
                self.fit_mode[card.id] = deck.fit
                self.deck_of[card.id] = deck.path
                if deck.builtin:
                    self.builtin.add(card.id)
                if card.path.name in copies:
                    self.table_copies[card.id] = copies[card.path.name]
        self.store = pictures if pictures is not None else store()
        self.cache_dir = cache_dir
        self.owner = next(_OWNERS)  # this object's entries in the shared store
        # a decoded picture is read by the frame and by the pictures' worker thread (game/app/ahead.py):
        # a scale locks its source, and SDL refuses to blit a locked surface, so every read of a
        # decoded picture happens under this lock and callers get a surface of their own
        self._reading = threading.Lock()
        self.stopping = threading.Event()  # set as the app quits: a preload in progress ends quietly
        self.problems: dict[str, str] = {}
        self.copies_made = 0
        # when this object goes, so do its pictures (and the faces CardArt made of them)
        owner, kept = self.owner, self.store
        weakref.finalize(self, kept.drop, lambda k: isinstance(k, tuple) and len(k) > 1 and k[0] in OWNED
                         and k[1] == owner)

    def add_deck(self, deck: Deck) -> None:
        """A deck made while the game runs ("Our pictures" from phones, a deck just kept): its cards
        are drawn like any user deck's (a card already known keeps its pictures)."""
        for card in deck.cards:
            self.cards[card.id] = card
            self.fit_mode[card.id] = deck.fit
            self.deck_of[card.id] = deck.path

    # -- table-size copies ------------------------------------------------------------------------
    def _table_copy(self, card_id: str) -> pygame.Surface | None:
        path = self.table_copies.get(card_id)
        if path is None:
            return None
        try:
            surf = pygame.image.load(str(path))
        except (pygame.error, OSError, ValueError, MemoryError):
            return None
        return surf if surf.get_size() == table_size() else None  # stale copy: use the picture itself

    def _copies_folder(self, card_id: str) -> Path:
        root = self.cache_dir if self.cache_dir is not None else copies_dir()
        deck = str(self.deck_of.get(card_id, ""))
        return root / hashlib.sha1(deck.encode("utf-8", "surrogateescape")).hexdigest()[:16]

    def user_copy_path(self, card_id: str) -> Path | None:
        """Where a user card's table-size copy is (or would be); None for a built-in card or a
        photo that cannot be looked at. The name changes whenever the photo does."""
        card = self.cards.get(card_id)
        if card is None or card_id in self.builtin:
            return None
        try:
            st = os.stat(card.path)
        except OSError:
            return None
        ident = "|".join((COPY_VERSION, os.fsdecode(os.path.abspath(card.path)), str(st.st_size),
                          str(st.st_mtime_ns), self.fit_mode.get(card_id, "crop"), str(BASE_HEIGHT)))
        name = hashlib.sha1(ident.encode("utf-8", "surrogateescape")).hexdigest()[:24] + ".jpg"
        return self._copies_folder(card_id) / name

    def _user_copy(self, card_id: str, path: Path | None) -> pygame.Surface | None:
        if path is None or not path.is_file():
            return None
        try:
            return pygame.image.load(str(path))
        except (pygame.error, OSError, ValueError, MemoryError):
            return None  # a damaged copy: made again from the photo

    def _write_copy(self, surf: pygame.Surface, path: Path) -> pygame.Surface:
        """Save the copy and return it as read back, so the picture is the same whether it was just
        made or comes from the cache (JPEG is lossy). A cache that cannot be written costs only time."""
        tmp = path.with_name(f"{path.stem}.{os.getpid()}.{threading.get_ident()}.tmp.jpg")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(surf, str(tmp))
            os.replace(tmp, path)
            self.copies_made += 1
            return pygame.image.load(str(path))
        except (pygame.error, OSError, ValueError, MemoryError):
            try:
                tmp.unlink(missing_ok=True)
            except OSError:
                pass
            return surf

    def prune_copies(self) -> int:
        """Delete the copies of photos that changed or left their deck (user decks only)."""
        keep: dict[Path, set[str]] = {}
        for cid in self.cards:
            path = self.user_copy_path(cid)
            if path is not None:
                keep.setdefault(path.parent, set()).add(path.name)
        gone = 0
        for folder, names in keep.items():
            try:
                stale = [p for p in folder.iterdir() if p.name not in names and p.suffix == ".jpg"]
            except OSError:
                continue
            for p in stale:
                try:
                    p.unlink()
                    gone += 1
                except OSError:
                    pass
        return gone

    # -- decoding -----------------------------------------------------------------------------------
    def _decode(self, card_id: str) -> pygame.Surface:
        """The card's table picture, from its copy when there is one, else from the photo itself."""
        card = self.cards.get(card_id)
        surf = self._table_copy(card_id)
        if surf is not None:
            return _displayable(surf)
        copy_path = self.user_copy_path(card_id)
        surf = self._user_copy(card_id, copy_path)
        if surf is not None:
            return _displayable(surf)
        try:
            if card is None:
                raise FileNotFoundError(card_id)
            surf = _decoded(Path(card.path), None, self.fit_mode.get(card_id, "crop"))
        except (pygame.error, OSError, ValueError, MemoryError) as e:
            self.problems[card_id] = f"{card.path.name if card else card_id}: {e}"
            return _displayable(unreadable_face((600, 900), card.path.name if card else card_id))
        if copy_path is not None:
            surf = self._write_copy(surf, copy_path)
        return _displayable(surf)

    def _load(self, card_id: str) -> pygame.Surface:
        return self.store.make(("card", self.owner, card_id), lambda: self._decode(card_id))

    def has_copy(self, card_id: str) -> bool:
        """Whether the card can be decoded from a small copy (built-in or cached)."""
        if card_id in self.table_copies:
            return True
        path = self.user_copy_path(card_id)
        return path is not None and path.is_file()

    def decoded(self) -> dict[str, pygame.Surface]:
        """The card pictures the store holds now (tests)."""
        out = {}
        for cid in self.cards:
            surf = self.store.get(("card", self.owner, cid))
            if surf is not None:
                out[cid] = surf
        return out

    def _prepare(self, card_id: str) -> None:
        """Ready for the table: kept decoded while the store has room; past that, only its copy
        is made (if it has none yet), so that decoding it later is cheap."""
        if self.stopping.is_set() or ("card", self.owner, card_id) in self.store:
            return  # quitting: pygame may already be gone, nothing more to make
        if self.store.used < self.store.budget * PRELOAD_SHARE:
            self._load(card_id)
        elif not self.has_copy(card_id):
            self._decode(card_id)

    def preload(self, card_ids=None, workers: int = 4) -> None:
        """Decode ahead (the image loader releases the GIL, so threads use every core) as much as
        the store's budget allows, and make the missing copies of the rest; then delete the copies
        of photos that changed or went."""
        ids = list(card_ids if card_ids is not None else self.cards)
        if workers > 1 and len(ids) > 8:
            from concurrent.futures import ThreadPoolExecutor

            with ThreadPoolExecutor(workers) as pool:
                list(pool.map(self._prepare, ids))
        else:
            for cid in ids:
                self._prepare(cid)
        if card_ids is None or set(ids) >= {c for c in self.cards if c not in self.builtin}:
            self.prune_copies()

    def get(self, card_id: str, height: int) -> pygame.Surface:
        """The card at `height` pixels tall (width follows the 2:3 shape). Only the decoded picture
        is kept: a scaled one is made for whoever keeps what they make of it (CardArt's framed faces)."""
        width = round(height * RATIO)
        base = self._load(card_id)
        with self._reading:
            if base.get_size() == (width, height):
                return base.copy()
            return pygame.transform.smoothscale(base, (width, height))

    def sharp(self, card_id: str, height: int) -> pygame.Surface:
        """The card `height` pixels tall for a close look: decoded again from the full-resolution
        file (not an enlarged table-size picture) and scaled once; kept like the others."""
        return self.store.make(("sharp", self.owner, card_id, height), lambda: self._sharp(card_id, height))

    def _sharp(self, card_id: str, height: int) -> pygame.Surface:
        size = (round(height * RATIO), height)
        card = self.cards.get(card_id)
        try:
            if card is None:
                raise FileNotFoundError(card_id)
            surf = _decoded(Path(card.path), size, self.fit_mode.get(card_id, "crop"))
        except (pygame.error, OSError, ValueError, MemoryError) as e:
            self.problems.setdefault(card_id, f"{card.path.name if card else card_id}: {e}")
            surf = unreadable_face(size, card.path.name if card else card_id)
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            surf = surf.convert()
        return surf


def reencode(path: Path, orientation: int = 1, longest: int = 1800) -> bytes:
    """A picture from a phone, as the TV keeps it: decoded, turned upright (EXIF `orientation`),
    at most `longest` pixels on its longest side, encoded again as a new JPEG (nothing of the sent
    file survives: no metadata, no trailing bytes). Raises pygame.error / ValueError when unreadable."""
    surf = pygame.image.load(str(path))
    surf = _upright(surf, orientation)
    w, h = surf.get_size()
    if w < 8 or h < 8:
        raise ValueError("picture too small")
    scale = min(1.0, longest / max(w, h))
    if scale < 1.0:
        surf = pygame.transform.smoothscale(surf.convert(24) if surf.get_bitsize() not in (24, 32) else surf,
                                            (max(1, round(w * scale)), max(1, round(h * scale))))
    out = io.BytesIO()
    pygame.image.save(surf, out, "picture.jpg")
    return out.getvalue()
