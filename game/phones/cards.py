"""Card pictures for phones: looked up by card id (never by path), read once, cached, served with
strong caching headers. The bytes read are kept in the game's picture store (game/pictures.py),
counted in its one budget with every other picture and let go when least recently used.

The built-in cards are 600x900 JPEGs of about 110 KB: already phone-sized, so they are served as
they are. A custom deck's picture may be a 40-megapixel photo; for those the TV side can pass a
`shrink` callback (it has pygame, this package must not) that returns a phone-sized JPEG.
"""

from __future__ import annotations

import hashlib
import itertools
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from ..pictures import PictureStore, store

TYPES = {".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png", ".webp": "image/webp",
         ".bmp": "image/bmp", ".gif": "image/gif"}
PHONE_BYTES = 400_000  # bigger files go through `shrink` when there is one
_OWNERS = itertools.count(1)


@dataclass(frozen=True)
class CardFile:
    path: Path
    fit: str = "crop"  # crop | letterbox, as the deck says
    private: bool = False  # a user's own picture (user deck, uploads): served only with a key of this table


@dataclass(frozen=True)
class Picture:
    data: bytes
    content_type: str
    etag: str


Shrink = Callable[[str, Path], bytes | None]  # (card id, path) -> JPEG bytes, or None to serve the file


class CardFiles:
    """card id -> picture bytes, for the cards the TV says are in play. Thread-safe."""

    def __init__(self, cards: Mapping[str, CardFile | Path] | None = None, shrink: Shrink | None = None,
                 pictures: PictureStore | None = None) -> None:
        self._lock = threading.Lock()
        self._files: dict[str, CardFile] = {}
        self.store = pictures if pictures is not None else store()
        self.owner = next(_OWNERS)
        self.shrink = shrink
        self.set_cards(cards or {})

    def set_cards(self, cards: Mapping[str, CardFile | Path]) -> None:
        files = {cid: c if isinstance(c, CardFile) else CardFile(Path(c)) for cid, c in cards.items()}
        with self._lock:
            self._files = files
        owner = self.owner
        self.store.drop(lambda k: isinstance(k, tuple) and k[:2] == ("phone", owner))

    def add_cards(self, cards: Mapping[str, CardFile]) -> None:
        """More cards (a deck made while the TV runs: pictures from phones); known ids keep their bytes."""
        with self._lock:
            self._files = {**self._files, **cards}

    def fits(self) -> dict[str, str]:
        with self._lock:
            return {cid: f.fit for cid, f in self._files.items() if f.fit != "crop"}

    def private(self, card_id: str) -> bool:
        """Whether a card is a user's own picture (served only to phones of this table)."""
        with self._lock:
            card = self._files.get(card_id)
        return card is not None and card.private

    def get(self, card_id: str) -> Picture | None:
        """The picture of a known card (None: unknown id or unreadable file)."""
        with self._lock:
            card = self._files.get(card_id)
        if card is None:
            return None
        key = ("phone", self.owner, card_id)
        pic = self.store.get(key)
        if pic is not None:
            return pic
        pic = self._read(card_id, card.path)
        if pic is None:
            return None
        return self.store.put(key, pic, len(pic.data))

    def _read(self, card_id: str, path: Path) -> Picture | None:
        kind = TYPES.get(path.suffix.lower())
        try:
            size = path.stat().st_size
            data = None
            if self.shrink is not None and (size > PHONE_BYTES or kind is None):
                data = self.shrink(card_id, path)
                if data is not None:
                    kind = "image/jpeg"
            if data is None:
                if kind is None:
                    return None
                data = path.read_bytes()
        except (OSError, ValueError):
            return None
        assert kind is not None  # known from the suffix, or JPEG when shrunk
        return Picture(data, kind, '"' + hashlib.sha256(data).hexdigest()[:24] + '"')
