"""Pictures from phones: "Our pictures", a deck the table makes from its own phones.

A seated phone (or one asking for a seat in setup) sends a picture with `POST /upload` and its
seat token; nothing it sends is used as sent. The bytes are checked before anything decodes them
(size, format from the first bytes, the header's width and height: a decompression bomb is refused
from its 30-odd header bytes), then the TV's `decode` (pygame, handed in by scenes/phonelink.py:
this package never imports pygame) decodes the picture, applies its EXIF orientation and encodes a
new JPEG; only that new file is kept, named by the hash of its own bytes, in the gallery's folder
(inside the user's data folder). Each phone may remove its own pictures and give each one line
("what is in it?") that computer players read as they read deck.toml descriptions: the folder is a
deck folder (its deck.toml holds the lines), so "keep" is a copy to the decks folder and "forget"
deletes it. docs/phones.md, "Pictures from phones", is the contract (request, limits, errors).
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import secrets
import shutil
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..deck.sniff import BadImage, exif_orientation, sniff
from ..paths import user_data_dir
from . import protocol as P
from .words import Say

log = logging.getLogger("oneira.phones")

MAX_FILE = 20 << 20  # bytes of one picture as sent
PHONE_COUNT = 40  # pictures one phone may add to one game's deck
PHONE_BYTES = 300 << 20  # bytes (as sent) one phone may add
GAME_COUNT = 200  # pictures in one game's deck
GAME_BYTES = 1200 << 20
RATE = 0.5  # uploads a second a phone may keep up (2 s apart), after a burst of ...
BURST = 12
NOTE_MAX = 200  # characters of a picture's line
KEPT_EDGE = 1800  # pixels: the longest side of a kept picture (a card is 600x900 on the biggest screen)
HEIC_BRANDS = (b"heic", b"heix", b"hevc", b"hevx", b"heim", b"heis", b"mif1", b"msf1", b"avif", b"avis")

Decode = Callable[[Path, int], bytes]  # (checked file, EXIF orientation) -> a new JPEG, or raises


class UploadError(Exception):
    """A picture refused: `code` for programs, `say` for the phone (one sentence), `status` for HTTP."""

    def __init__(self, code: str, say: Say, status: int = 400) -> None:
        super().__init__(str(say))
        self.code, self.say, self.status = code, say, status

    def wire(self) -> dict[str, Any]:
        return P.error_message(self.code, self.say)


def uploads_dir() -> Path:
    """Where the table's pictures wait until the game ends: inside the data folder only."""
    return user_data_dir() / "uploads" / "table"


def check_bytes(data: bytes) -> str:
    """The picture's format from its first bytes ("jpeg", "png", "webp"), or UploadError."""
    if not data:
        raise UploadError("empty", Say("upload-empty"))
    if len(data) > MAX_FILE:
        raise UploadError("too-large", Say("upload-too-large", mb=MAX_FILE >> 20), 413)
    head = data[:32]
    if head[4:8] == b"ftyp" and head[8:12] in HEIC_BRANDS:
        raise UploadError("heic", Say("upload-heic"), 415)
    if head.startswith(b"\xff\xd8\xff"):
        return "jpeg"
    if head.startswith(b"\x89PNG\r\n\x1a\n"):
        return "png"
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return "webp"
    raise UploadError("not-picture", Say("upload-not-picture"), 415)


@dataclass
class Picture:
    id: str  # the hash of the TV's own JPEG: also its file name (id + ".jpg")
    phone: str  # the phone's public id
    by: str  # the player's name when it was added
    note: str = ""
    sent: int = 0  # bytes as sent (counted against the caps)

    @property
    def file(self) -> str:
        return self.id + ".jpg"


@dataclass
class _Rate:
    level: float = BURST
    at: float = field(default_factory=time.monotonic)

    def take(self) -> bool:
        now = time.monotonic()
        self.level = min(BURST, self.level + (now - self.at) * RATE)
        self.at = now
        if self.level >= 1:
            self.level -= 1
            return True
        return False


class Gallery:
    """The table's pictures: thread-safe (the server thread adds, the game loop reads and ends it)."""

    def __init__(self, folder: Path | None = None, decode: Decode | None = None) -> None:
        self.folder = folder if folder is not None else uploads_dir()
        self.decode = decode
        self.open = False  # the TV says when phones may add or change pictures (setup, Decks screen)
        self.version = 0  # bumped on every change: the TV redraws, the deck is read again
        self._lock = threading.Lock()
        self._pictures: list[Picture] = []
        self._rates: dict[str, _Rate] = {}
        self._busy: dict[str, int] = {}  # phone -> uploads being decoded right now
        self._decoding = threading.Lock()
        self._load()

    # --- what the TV reads ------------------------------------------------------------------
    def pictures(self) -> list[Picture]:
        with self._lock:
            return [Picture(p.id, p.phone, p.by, p.note, p.sent) for p in self._pictures]

    def __len__(self) -> int:
        with self._lock:
            return len(self._pictures)

    def path_of(self, picture_id: str) -> Path | None:
        with self._lock:
            known = any(p.id == picture_id for p in self._pictures)
        return self.folder / (picture_id + ".jpg") if known else None

    def mine(self, phone: str) -> list[dict[str, str]]:
        with self._lock:
            return [{"id": p.id, "note": p.note} for p in self._pictures if p.phone == phone]

    # --- what phones do (server thread) -------------------------------------------------------
    def admit(self, phone: str, size: int) -> None:
        """Before reading a body: open, not flooding, under the caps with `size` more bytes."""
        with self._lock:
            if not self.open:
                raise UploadError("closed", Say("upload-closed"), 403)
            if not self._rates.setdefault(phone, _Rate()).take():
                raise UploadError("flood", Say("upload-flood"), 429)
            self._caps(phone, size)

    def _caps(self, phone: str, size: int) -> None:
        if size > MAX_FILE:
            raise UploadError("too-large", Say("upload-too-large", mb=MAX_FILE >> 20), 413)
        own = [p for p in self._pictures if p.phone == phone]
        busy = self._busy.get(phone, 0)
        busy_all = sum(self._busy.values())
        if len(own) + busy >= PHONE_COUNT or sum(p.sent for p in own) + size > PHONE_BYTES:
            raise UploadError("phone-full", Say("upload-phone-full", n=PHONE_COUNT), 413)
        if len(self._pictures) + busy_all >= GAME_COUNT or sum(p.sent for p in self._pictures) + size > GAME_BYTES:
            raise UploadError("game-full", Say("upload-game-full", n=GAME_COUNT), 413)

    def add(self, phone: str, by: str, data: bytes) -> Picture:
        """Check, decode and re-encode one picture (slow: run it off the server's loop)."""
        fmt = check_bytes(data)
        with self._lock:
            if not self.open:
                raise UploadError("closed", Say("upload-closed"), 403)
            self._caps(phone, len(data))
            self._busy[phone] = self._busy.get(phone, 0) + 1
        try:
            new = self._reencode(data, fmt)
        finally:
            with self._lock:
                self._busy[phone] -= 1
        digest = hashlib.sha256(new).hexdigest()[:32]
        with self._lock:
            if not self.open:
                raise UploadError("closed", Say("upload-closed"), 403)
            found = next((p for p in self._pictures if p.id == digest), None)
            if found is not None:
                raise UploadError("duplicate", Say("upload-duplicate", name=found.by), 409)
            pic = Picture(digest, phone, by, "", len(data))
            _write(self.folder / pic.file, new)
            self._pictures.append(pic)
            self._changed()
        return pic

    def _reencode(self, data: bytes, fmt: str) -> bytes:
        if self.decode is None:
            raise UploadError("closed", Say("upload-closed"), 403)
        self.folder.mkdir(parents=True, exist_ok=True)
        temp = self.folder / f".in-{secrets.token_hex(8)}.{ {'jpeg': 'jpg'}.get(fmt, fmt)}"
        try:
            _write(temp, data)
            try:
                info = sniff(temp)  # the header: truncation, 40 megapixels, before any pixel is decoded
            except BadImage as e:
                if "megapixels" in e.template:
                    raise UploadError("too-many-pixels", Say("upload-pixels", mp=str(e.values.get("mp", "")),
                                                             limit=40), 413) from None
                raise UploadError("broken", Say("upload-broken"), 422) from None
            orientation = exif_orientation(temp) if info.format == "jpeg" else 1
            try:
                with self._decoding:  # one picture decoded at a time: 40 megapixels are 160 MB of pixels
                    return self.decode(temp, orientation)
            except Exception as e:  # noqa: BLE001 - whatever the decoder says, the picture is unusable
                log.info("phones: an uploaded picture could not be decoded (%s)", e)
                raise UploadError("broken", Say("upload-broken"), 422) from None
        finally:
            temp.unlink(missing_ok=True)

    def remove(self, phone: str, picture_id: str) -> bool:
        with self._lock:
            if not self.open:
                raise UploadError("closed", Say("upload-closed"), 403)
            found = next((p for p in self._pictures if p.id == picture_id and p.phone == phone), None)
            if found is None:
                return False
            self._pictures.remove(found)
            (self.folder / found.file).unlink(missing_ok=True)
            self._changed()
            return True

    def describe(self, phone: str, picture_id: str, note: str) -> bool:
        note = " ".join(str(note).split())[:NOTE_MAX]
        with self._lock:
            if not self.open:
                raise UploadError("closed", Say("upload-closed"), 403)
            found = next((p for p in self._pictures if p.id == picture_id and p.phone == phone), None)
            if found is None:
                return False
            found.note = note
            self._changed()
            return True

    # --- the end of a game (game loop) -------------------------------------------------------
    def forget(self) -> None:
        """Delete every picture and the folder itself."""
        with self._lock:
            self._pictures.clear()
            self._rates.clear()
            shutil.rmtree(self.folder, ignore_errors=True)
            self.version += 1

    def keep(self, decks_folder: Path, name: str) -> Path:
        """Copy the pictures to a new deck folder named after `name` (its deck.toml holds the name and
        each picture's line), then forget them here. Returns the new folder."""
        with self._lock:
            self._write_index()
            # a folder name every system accepts: letters, digits and a few marks; never a leading dot
            base = "".join(c if c.isalnum() or c in " -_',()" else "-" for c in name)[:80].strip(" .") \
                or "Our pictures"
            target, n = decks_folder / base, 2
            while target.exists():
                target, n = decks_folder / f"{base} {n}", n + 1
            decks_folder.mkdir(parents=True, exist_ok=True)
            temp = decks_folder / f".{target.name}.part"
            shutil.rmtree(temp, ignore_errors=True)
            temp.mkdir()
            for p in self._pictures:
                shutil.copyfile(self.folder / p.file, temp / p.file)
            (temp / "deck.toml").write_text(_deck_toml(name, self._pictures), encoding="utf-8")
            os.replace(temp, target)
        self.forget()
        return target

    # --- the folder ---------------------------------------------------------------------------
    def _changed(self) -> None:
        self.version += 1
        self._write_index()

    def _write_index(self) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        _write(self.folder / "deck.toml", _deck_toml("Our pictures", self._pictures).encode("utf-8"))
        index = [{"id": p.id, "phone": p.phone, "by": p.by, "note": p.note, "sent": p.sent} for p in self._pictures]
        _write(self.folder / "pictures.json", json.dumps({"v": 1, "pictures": index}).encode("utf-8"))

    def _load(self) -> None:
        """A game resumed after a crash finds its pictures again (only files this gallery wrote)."""
        try:
            data = json.loads((self.folder / "pictures.json").read_text(encoding="utf-8"))
            entries = data["pictures"] if isinstance(data, dict) else []
        except (OSError, ValueError, KeyError, TypeError):
            return
        for e in entries if isinstance(entries, list) else []:
            if not isinstance(e, dict) or not all(isinstance(e.get(k), str) for k in ("id", "phone", "by", "note")):
                continue
            if len(e["id"]) == 32 and all(c in "0123456789abcdef" for c in e["id"]) \
                    and (self.folder / (e["id"] + ".jpg")).is_file():
                sent = e.get("sent")
                self._pictures.append(Picture(e["id"], e["phone"], e["by"][:40], e["note"][:NOTE_MAX],
                                              sent if type(sent) is int else 0))
        self.version += 1


def _write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = path.with_name(path.name + ".tmp")
    temp.write_bytes(data)
    os.replace(temp, path)


def _toml_text(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)  # a JSON string is a valid TOML basic string


def _deck_toml(name: str, pictures: list[Picture]) -> str:
    lines = [f"name = {_toml_text(name[:80])}", 'fit = "crop"', ""]
    for p in pictures:
        lines.append(f"[cards.{_toml_text(p.file)}]")
        if p.note:
            lines.append(f"description = {_toml_text(p.note)}")
        lines.append("")
    return "\n".join(lines)
