"""Pictures from phones through the real upload path (loopback server, real HTTP requests): what a
seated phone may add, and every hostile file and request refused with one sentence, changing nothing.
"""

from __future__ import annotations

import io
import os
import struct
import zipfile
import zlib
from pathlib import Path

import pygame
import pytest

from game.deck.images import reencode
from game.phones import CardFile, CardFiles, PhoneHub
from game.phones import uploads as U
from game.phones.uploads import Gallery

from .conftest import run_async
from .helpers import TV, join

DATA = Path(__file__).with_name("data")


def picture(w: int = 300, h: int = 450, kind: str = "jpg", colour=(200, 80, 40)) -> bytes:
    pygame.init()
    surf = pygame.Surface((w, h))
    surf.fill(colour)
    pygame.draw.circle(surf, (250, 220, 90), (w // 2, h // 3), min(w, h) // 4)
    out = io.BytesIO()
    pygame.image.save(surf, out, "x." + kind)
    return out.getvalue()


def png_bomb(w: int = 30000, h: int = 30000) -> bytes:
    """A valid PNG header claiming 900 megapixels, with a few bytes of compressed zeros."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    ihdr = struct.pack(">IIBBBBB", w, h, 8, 0, 0, 0, 0)
    idat = zlib.compress(b"\x00" * 200_000, 9)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", idat) + chunk(b"IEND", b"")


def heic() -> bytes:
    return struct.pack(">I", 24) + b"ftypheic" + b"\x00\x00\x00\x00mif1heic" + b"\x00" * 200


def zip_as_jpg() -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as z:
        z.writestr("a.txt", "x" * 1000)
    return out.getvalue()


SVG = b'<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'


@pytest.fixture
def table(tmp_path):
    hub = PhoneHub(CardFiles({}))
    hub.gallery = Gallery(tmp_path / "uploads", decode=reencode)
    hub.gallery.open = True
    hub.set_open_places(4)
    hub.start("127.0.0.1", 0)
    yield hub
    hub.stop()


async def post(http, hub: PhoneHub, data: bytes, token: str | None, **headers):
    if token is not None:
        headers["X-Oneira-Token"] = token
    async with http.post(hub.plain_url + "upload", data=data, headers=headers) as r:
        return r.status, await r.json()


def files_in(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir()) if folder.exists() else []


@run_async
async def test_a_seated_phone_adds_lists_describes_and_removes_its_pictures(http, table):
    tv = TV(table)
    ann = await join(http, table, tv, "Ann", 0)
    bob = await join(http, table, tv, "Bob", 1)
    status, body = await post(http, table, picture(), ann.token)
    assert status == 201 and body["type"] == "picture" and len(body["id"]) == 32
    first = body["id"]
    status, body = await post(http, table, picture(kind="png", colour=(20, 90, 160)), bob.token)
    assert status == 201
    status, body = await post(http, table, (DATA / "sun.webp").read_bytes(), bob.token)
    assert status == 201
    gallery = table.gallery
    assert [p.by for p in gallery.pictures()] == ["Ann", "Bob", "Bob"]
    # the TV's own files only: named by the hash of the TV's JPEG, decoded and encoded again
    for p in gallery.pictures():
        data = (gallery.folder / p.file).read_bytes()
        assert data[:3] == b"\xff\xd8\xff" and p.file.startswith(p.id)
    async with http.get(table.plain_url + "upload/mine", headers={"X-Oneira-Token": ann.token}) as r:
        mine = await r.json()
    assert mine["open"] and mine["count"] == 3 and [p["id"] for p in mine["pictures"]] == [first]
    async with http.post(table.plain_url + "upload/note", json={"id": first, "note": "  grandma's   cat  "},
                         headers={"X-Oneira-Token": ann.token}) as r:
        assert r.status == 200
    assert gallery.pictures()[0].note == "grandma's cat"
    assert 'description = "grandma\'s cat"' in (gallery.folder / "deck.toml").read_text()
    # Bob cannot remove or describe Ann's picture
    async with http.post(table.plain_url + "upload/remove", json={"id": first}, headers={"X-Oneira-Token": bob.token}) as r:
        assert r.status == 404 and (await r.json())["key"] == "upload-unknown"
    async with http.post(table.plain_url + "upload/remove", json={"id": first}, headers={"X-Oneira-Token": ann.token}) as r:
        assert r.status == 200
    assert [p.by for p in gallery.pictures()] == ["Bob", "Bob"]
    assert first + ".jpg" not in files_in(gallery.folder)
    # the thumbnail: with a token or the room code of this table only
    pid = gallery.pictures()[0].id
    for key, status in ((ann.token, 200), (table.room, 200), ("", 403), ("ZZZZ", 403)):
        async with http.get(table.plain_url + f"upload/picture?id={pid}&key={key}") as r:
            assert r.status == status, key
    await ann.close()
    await bob.close()


def exif_rotated_jpeg() -> bytes:
    """A 200x100 JPEG with an EXIF orientation 6 (the camera held upright): it must come out 100x200."""
    plain = picture(200, 100)
    tiff = b"MM\x00\x2a\x00\x00\x00\x08" + b"\x00\x01" + struct.pack(">HHIHH", 0x0112, 3, 1, 6, 0) + b"\x00\x00\x00\x00"
    app1 = b"Exif\x00\x00" + tiff
    return plain[:2] + b"\xff\xe1" + struct.pack(">H", len(app1) + 2) + app1 + plain[2:]


@run_async
async def test_exif_orientation_is_applied(http, table):
    tv = TV(table)
    ann = await join(http, table, tv, "Ann", 0)
    status, body = await post(http, table, exif_rotated_jpeg(), ann.token)
    assert status == 201
    surf = pygame.image.load(str(table.gallery.folder / (body["id"] + ".jpg")))
    assert surf.get_size() == (100, 200)
    await ann.close()


HOSTILE = {
    "zero-byte": (b"", "empty", "upload-empty"),
    "svg": (SVG, "not-picture", "upload-not-picture"),
    "zip renamed .jpg": (zip_as_jpg(), "not-picture", "upload-not-picture"),
    "heic": (heic(), "heic", "upload-heic"),
    "decompression bomb": (png_bomb(), "too-many-pixels", "upload-pixels"),
}


@run_async
async def test_hostile_files_get_one_sentence_and_change_nothing(http, table):
    tv = TV(table)
    ann = await join(http, table, tv, "Ann", 0)
    status, body = await post(http, table, picture(), ann.token)
    assert status == 201
    before = files_in(table.gallery.folder)
    version = table.gallery.version
    good = picture(400, 600, colour=(10, 200, 90))
    cases = dict(HOSTILE)
    cases["truncated jpeg"] = (good[: len(good) // 2], "broken", "upload-broken")
    cases["jpeg header, garbage body"] = (good[:300] + os.urandom(4000) + b"\xff\xd9", "broken", "upload-broken")
    for name, (data, code, key) in cases.items():
        status, body = await post(http, table, data, ann.token)
        assert status >= 400 and body["type"] == "error", name
        assert body["code"] == code and body["key"] == key, (name, body)
        assert body["message"] and "\n" not in body["message"], name
    assert files_in(table.gallery.folder) == before  # no temp file left, nothing added
    assert table.gallery.version == version
    # the phone still plays: its WebSocket is open and answered
    await ann.send(type="hello")
    assert ann.closed is None
    await ann.close()


@run_async
async def test_uploads_need_a_seat_token_of_this_table(http, table, tmp_path):
    tv = TV(table)
    ann = await join(http, table, tv, "Ann", 0)
    data = picture()
    other = PhoneHub(CardFiles({}))
    other.start("127.0.0.1", 0)
    try:
        for token, why in ((None, "no token"), ("", "empty token"), ("x" * 32, "unknown token"),
                           (table.room, "this table's room code is not a token"),
                           (other.room, "another table's room code")):
            status, body = await post(http, table, data, token)
            assert status == 401 and body["key"] == "upload-token", why
        # a phone in the lobby (room code right, no seat) may not upload either
        from .helpers import Phone

        lobby = await Phone(http, table.plain_url).open()
        await lobby.send(type="hello", room=table.room)
        await lobby.next(lambda m: m["type"] == "lobby")
        status, body = await post(http, table, data, lobby.token)
        assert status == 401
        await lobby.close()
        # another origin (a web page elsewhere posting with a stolen token) is refused
        status, body = await post(http, table, data, ann.token, Origin="http://evil.example")
        assert status == 403
        # closed during a game: one sentence
        table.gallery.open = False
        status, body = await post(http, table, data, ann.token)
        assert status == 403 and body["key"] == "upload-closed"
        assert len(table.gallery) == 0
    finally:
        other.stop()
    await ann.close()


@run_async
async def test_caps_per_file_per_phone_per_game_and_floods(http, table, monkeypatch):
    tv = TV(table)
    ann = await join(http, table, tv, "Ann", 0)
    bob = await join(http, table, tv, "Bob", 1)
    # per file: 20 MB, refused from the Content-Length before the body is read
    big = b"\xff\xd8\xff" + b"\x00" * (U.MAX_FILE + 10)
    status, body = await post(http, table, big, ann.token)
    assert status == 413 and body["key"] == "upload-too-large"
    monkeypatch.setattr(U, "PHONE_COUNT", 2)
    monkeypatch.setattr(U, "GAME_COUNT", 3)
    colours = iter([(i * 40 % 256, 100, 200 - i * 10) for i in range(1, 20)])
    assert (await post(http, table, picture(colour=next(colours)), ann.token))[0] == 201
    assert (await post(http, table, picture(colour=next(colours)), ann.token))[0] == 201
    status, body = await post(http, table, picture(colour=next(colours)), ann.token)
    assert status == 413 and body["key"] == "upload-phone-full" and body["values"] == {"n": 2}
    assert (await post(http, table, picture(colour=next(colours)), bob.token))[0] == 201
    status, body = await post(http, table, picture(colour=next(colours)), bob.token)
    assert status == 413 and body["key"] == "upload-game-full"
    # bytes per phone
    monkeypatch.setattr(U, "PHONE_COUNT", 40)
    monkeypatch.setattr(U, "GAME_COUNT", 200)
    monkeypatch.setattr(U, "PHONE_BYTES", 1000)
    status, body = await post(http, table, picture(colour=next(colours)), bob.token)
    assert status == 413 and body["key"] == "upload-phone-full"
    monkeypatch.setattr(U, "PHONE_BYTES", 300 << 20)
    # a flood of small uploads: after the burst, one sentence; nothing else changes
    tiny = b"\x89PNG\r\n\x1a\n"  # refused anyway: the rate is checked first
    codes = [(await post(http, table, tiny, bob.token))[1]["code"] for _ in range(U.BURST + 5)]
    assert "flood" in codes
    status, body = await post(http, table, picture(colour=next(colours)), bob.token)
    assert body["key"] == "upload-flood"
    assert len(table.gallery) == 3
    await ann.close()
    await bob.close()


@run_async
async def test_card_serves_user_pictures_only_with_a_key_of_this_table(http, tmp_path):
    photo = tmp_path / "cat.jpg"
    photo.write_bytes(picture())
    builtin = tmp_path / "b.jpg"
    builtin.write_bytes(picture(colour=(1, 2, 3)))
    hub = PhoneHub(CardFiles({"mine/cat.jpg": CardFile(photo, private=True), "oneira/b.jpg": CardFile(builtin)}))
    other = PhoneHub(CardFiles({}))
    hub.start("127.0.0.1", 0)
    other.start("127.0.0.1", 0)
    try:
        tv = TV(hub)
        hub.set_open_places(4)
        ann = await join(http, hub, tv, "Ann", 0)
        base = hub.plain_url + "card?id="
        async with http.get(base + "oneira/b.jpg") as r:
            assert r.status == 200  # the built-in deck is nobody's secret
        for key, status in (("", 403), ("&key=", 403), (f"&key={other.room}", 403), ("&key=" + "y" * 32, 403),
                            (f"&key={hub.room}", 200), (f"&key={ann.token}", 200)):
            async with http.get(base + "mine/cat.jpg" + key) as r:
                assert r.status == status, key
        await ann.close()
    finally:
        hub.stop()
        other.stop()


def test_keep_makes_a_deck_folder_and_forget_leaves_no_file(tmp_path):
    pygame.init()
    g = Gallery(tmp_path / "uploads", decode=reencode)
    g.open = True
    a = g.add("p1", "Ann", picture())
    g.add("p2", "Bob", picture(colour=(0, 0, 200)))
    g.describe("p1", a.id, "a red sky")
    kept = g.keep(tmp_path / "decks", "Our pictures, 2026-11-25")
    from game.deck.library import load_deck

    deck = load_deck(kept)
    assert deck.name == "Our pictures, 2026-11-25" and len(deck.cards) == 2
    assert {c.description for c in deck.cards} == {"a red sky", ""}
    assert not (tmp_path / "uploads").exists()
    g2 = Gallery(tmp_path / "uploads2", decode=reencode)
    g2.open = True
    g2.add("p1", "Ann", picture())
    assert files_in(g2.folder)
    g2.forget()
    assert not g2.folder.exists()


@run_async
async def test_a_table_sending_at_once_is_served_a_few_at_a_time(http, table):
    import asyncio

    tv = TV(table)
    ann = await join(http, table, tv, "Ann", 0)
    bob = await join(http, table, tv, "Bob", 1)
    sends = [post(http, table, picture(1200, 1800, colour=(i * 20, 255 - i * 20, 90)), who.token)
             for i, who in enumerate([ann, bob] * 5)]
    answers = await asyncio.gather(*sends)
    kept = [b for s, b in answers if s == 201]
    refused = [b for s, b in answers if s != 201]
    assert kept and all(b["code"] == "flood" for b in refused)
    assert len(table.gallery) == len(kept) == len({b["id"] for b in kept})
    await ann.close()
    await bob.close()
