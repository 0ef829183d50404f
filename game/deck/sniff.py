"""Cheap checks on a card file before anything decodes it: format from the header, size, truncation.

Reading the header (not decoding) keeps discovery fast and lets us refuse a 40+ megapixel image
before it costs memory. A file that passes can still fail to decode; the image cache then draws an
"unreadable card" face instead of crashing.
"""

from __future__ import annotations

import os
import stat
import struct
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from ..i18n import TemplatedError

EXTENSIONS = {".png": "png", ".jpg": "jpeg", ".jpeg": "jpeg", ".webp": "webp", ".bmp": "bmp"}
MAX_PIXELS = 40_000_000
MAX_FILE_BYTES = 64 << 20  # a 40-megapixel photo is well under this


class BadImage(TemplatedError):
    """A file that cannot be a card; the message is the reason shown to the player (the Decks
    screen translates it)."""


@dataclass(frozen=True)
class ImageInfo:
    format: str
    width: int
    height: int


def _png(data: bytes, tail: bytes) -> tuple[int, int]:
    if len(data) < 24 or data[12:16] != b"IHDR":
        raise BadImage("truncated PNG header")
    if b"IEND" not in tail:
        raise BadImage("truncated PNG (no end marker)")
    return struct.unpack(">II", data[16:24])


def _jpeg(f, size: int, tail: bytes) -> tuple[int, int]:
    if b"\xff\xd9" not in tail:
        raise BadImage("truncated JPEG (no end marker)")
    f.seek(2)
    while True:
        marker = f.read(2)
        if len(marker) < 2 or marker[0] != 0xFF:
            raise BadImage("corrupt JPEG (bad marker)")
        kind = marker[1]
        if kind in (0xD8, 0x01) or 0xD0 <= kind <= 0xD7:
            continue
        if kind == 0xFF:  # fill byte
            f.seek(-1, 1)
            continue
        length_bytes = f.read(2)
        if len(length_bytes) < 2:
            raise BadImage("truncated JPEG header")
        (length,) = struct.unpack(">H", length_bytes)
        if kind in (0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF):
            body = f.read(5)
            if len(body) < 5:
                raise BadImage("truncated JPEG header")
            h, w = struct.unpack(">HH", body[1:5])
            return w, h
        if length < 2 or f.tell() + length - 2 > size:
            raise BadImage("corrupt JPEG (segment runs past the end)")
        f.seek(length - 2, 1)


def _webp(data: bytes, size: int) -> tuple[int, int]:
    declared = struct.unpack("<I", data[4:8])[0] + 8
    if declared > size:
        raise BadImage("truncated WebP")
    chunk = data[12:16]
    if chunk == b"VP8X" and len(data) >= 30:
        w = int.from_bytes(data[24:27], "little") + 1
        h = int.from_bytes(data[27:30], "little") + 1
        return w, h
    if chunk == b"VP8 " and len(data) >= 30:
        w, h = struct.unpack("<HH", data[26:30])
        return w & 0x3FFF, h & 0x3FFF
    if chunk == b"VP8L" and len(data) >= 25:
        b = data[21:25]
        w = 1 + (((b[1] & 0x3F) << 8) | b[0])
        h = 1 + (((b[3] & 0xF) << 10) | (b[2] << 2) | ((b[1] & 0xC0) >> 6))
        return w, h
    raise BadImage("corrupt WebP header")


def _bmp(data: bytes, size: int) -> tuple[int, int]:
    if len(data) < 26:
        raise BadImage("truncated BMP header")
    declared = struct.unpack("<I", data[2:6])[0]
    if declared and declared > size:
        raise BadImage("truncated BMP")
    w, h = struct.unpack("<ii", data[18:26])
    return abs(w), abs(h)


def open_regular(path: Path) -> BinaryIO:
    """Open a regular file for reading; anything else (a named pipe would block forever, a device
    never ends) is refused with OSError before a byte is read."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise OSError(0, "not a regular file")
        if st.st_size > MAX_FILE_BYTES:
            raise OSError(0, f"larger than {MAX_FILE_BYTES >> 20} MB")
    except BaseException:
        os.close(fd)
        raise
    return os.fdopen(fd, "rb")


def sniff(path: Path, ext: str | None = None) -> ImageInfo:
    """The file's real format and size, or BadImage with the reason it cannot be a card.

    `ext`: the extension the player sees, when `path` is where a link in the deck resolved to."""
    ext = (ext if ext is not None else path.suffix).lower()
    if ext not in EXTENSIONS:
        raise BadImage("not an image type we read ({ext})", ext=ext) if ext else \
            BadImage("not an image type we read (no extension)")
    try:
        with open_regular(path) as f:
            size = os.fstat(f.fileno()).st_size
            data = f.read(64)
            f.seek(max(0, size - 64))
            tail = f.read(64)
            if data.startswith(b"\x89PNG\r\n\x1a\n"):
                fmt, (w, h) = "png", _png(data, tail)
            elif data.startswith(b"\xff\xd8\xff"):
                fmt, (w, h) = "jpeg", _jpeg(f, size, tail)
            elif data[:4] == b"RIFF" and data[8:12] == b"WEBP":
                fmt, (w, h) = "webp", _webp(data, size)
            elif data.startswith(b"BM"):
                fmt, (w, h) = "bmp", _bmp(data, size)
            elif not data:
                raise BadImage("empty file")
            else:
                raise BadImage("not an image (unknown contents)")
    except OSError as e:
        raise BadImage("cannot read the file ({error})", error=e.strerror or e) from None
    if fmt != EXTENSIONS[ext]:
        raise BadImage("wrong extension: the file is a {format}, named {ext}", format=fmt.upper(), ext=ext)
    if w <= 0 or h <= 0:
        raise BadImage("corrupt header (zero size)")
    if w * h > MAX_PIXELS:
        raise BadImage("too large ({w}x{h} = {mp} megapixels; the limit is 40)", w=w, h=h, mp=f"{w * h / 1e6:.0f}")
    return ImageInfo(fmt, w, h)


def exif_orientation(path: Path) -> int:
    """The EXIF orientation (1-8) of a JPEG, 1 when absent. Phones store photos sideways plus this tag."""
    try:
        with open_regular(path) as f:
            if f.read(2) != b"\xff\xd8":
                return 1
            while True:
                marker = f.read(2)
                if len(marker) < 2 or marker[0] != 0xFF or marker[1] in (0xDA, 0xD9):
                    return 1
                (length,) = struct.unpack(">H", f.read(2))
                if marker[1] == 0xE1:
                    seg = f.read(length - 2)
                    if seg[:6] == b"Exif\x00\x00":
                        return _tiff_orientation(seg[6:])
                else:
                    f.seek(length - 2, 1)
    except (OSError, struct.error):
        return 1


def _tiff_orientation(tiff: bytes) -> int:
    if len(tiff) < 8:
        return 1
    endian = "<" if tiff[:2] == b"II" else ">"
    (ifd,) = struct.unpack(endian + "I", tiff[4:8])
    if ifd + 2 > len(tiff):
        return 1
    (count,) = struct.unpack(endian + "H", tiff[ifd:ifd + 2])
    for i in range(count):
        entry = tiff[ifd + 2 + 12 * i: ifd + 14 + 12 * i]
        if len(entry) < 12:
            break
        tag, _typ, _n = struct.unpack(endian + "HHI", entry[:8])
        if tag == 0x0112:
            (value,) = struct.unpack(endian + "H", entry[8:10])
            return value if 1 <= value <= 8 else 1
    return 1
