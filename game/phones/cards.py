"""Card pictures for phones: looked up by card id (never by path), read once, cached, served with
strong caching headers.

The built-in cards are 600x900 JPEGs of about 110 KB: already phone-sized, so they are served as
they are. A custom deck's picture may be a 40-megapixel photo; for those the TV side can pass a
`shrink` callback (it has pygame, this package must not) that returns a phone-sized JPEG.
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

TYPES = {".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png", ".webp": "image/webp",
         ".bmp": "image/bmp", ".gif": "image/gif"}
PHONE_BYTES = 400_000  # bigger files go through `shrink` when there is one
CACHE_BYTES = 48_000_000


@dataclass(frozen=True)
class CardFile:
    path: Path
    fit: str = "crop"  # crop | letterbox, as the deck says


@dataclass(frozen=True)
class Picture:
    data: bytes
    content_type: str
    etag: str


Shrink = Callable[[str, Path], bytes | None]  # (card id, path) -> JPEG bytes, or None to serve the file


class CardFiles:
    """card id -> picture bytes, for the cards the TV says are in play. Thread-safe."""

    def __init__(self, cards: Mapping[str, CardFile | Path] | None = None, shrink: Shrink | None = None) -> None:
        self._lock = threading.Lock()
        self._files: dict[str, CardFile] = {}
        self._cache: OrderedDict[str, Picture] = OrderedDict()
        self._cached = 0
        self.shrink = shrink
        self.set_cards(cards or {})

    def set_cards(self, cards: Mapping[str, CardFile | Path]) -> None:
        files = {cid: c if isinstance(c, CardFile) else CardFile(Path(c)) for cid, c in cards.items()}
        with self._lock:
            self._files = files
            self._cache.clear()
            self._cached = 0

    def fits(self) -> dict[str, str]:
        with self._lock:
            return {cid: f.fit for cid, f in self._files.items() if f.fit != "crop"}

    def get(self, card_id: str) -> Picture | None:
        """The picture of a known card (None: unknown id or unreadable file)."""
        with self._lock:
            pic = self._cache.get(card_id)
            if pic is not None:
                self._cache.move_to_end(card_id)
                return pic
            card = self._files.get(card_id)
        if card is None:
            return None
        pic = self._read(card_id, card.path)
        if pic is None:
            return None
        with self._lock:
            self._cache[card_id] = pic
            self._cached += len(pic.data)
            while self._cached > CACHE_BYTES and len(self._cache) > 1:
                _, old = self._cache.popitem(last=False)
                self._cached -= len(old.data)
        return pic

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
