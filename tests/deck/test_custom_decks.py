"""Custom deck folders: bad files are skipped with a reason, photos stand upright, deck.toml works."""

from __future__ import annotations

import json
import struct
import subprocess
import sys
import zlib
from pathlib import Path

import pygame
import pytest

from game.deck.images import CardImages
from game.deck.library import check_pool, discover_decks, load_deck

ROOT = Path(__file__).resolve().parents[2]


def _picture(path: Path, size=(40, 60), colour=(200, 40, 40)) -> Path:
    surf = pygame.Surface(size)
    surf.fill(colour)
    pygame.image.save(surf, str(path))
    return path


def _huge_png(path: Path) -> None:
    """A valid PNG header announcing 10000x5000 (50 MP); the pixels never need to exist."""
    ihdr = struct.pack(">IIBBBBB", 10000, 5000, 8, 2, 0, 0, 0)
    chunk = lambda kind, data: struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))  # noqa: E731
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(b"\0" * 10))
                     + chunk(b"IEND", b""))


def _with_exif_orientation(jpeg: bytes, orientation: int) -> bytes:
    tiff = b"MM\x00\x2a" + struct.pack(">I", 8) + struct.pack(">H", 1) \
        + struct.pack(">HHIHH", 0x0112, 3, 1, orientation, 0) + struct.pack(">I", 0)
    payload = b"Exif\x00\x00" + tiff
    return jpeg[:2] + b"\xff\xe1" + struct.pack(">H", len(payload) + 2) + payload + jpeg[2:]


@pytest.fixture()
def messy_deck(tmp_path: Path) -> Path:
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    deck = tmp_path / "holiday_photos"
    deck.mkdir()
    _picture(deck / "good.png")
    _picture(deck / "good.bmp")
    _picture(deck / "good.jpg")
    (deck / "notes.txt").write_text("not a card, not reported")
    (deck / "letter.png").write_text("Dear Ann, this is not a picture.")
    (deck / "empty.jpg").write_bytes(b"")
    whole = (deck / "good.png").read_bytes()
    (deck / "truncated.png").write_bytes(whole[: len(whole) // 2])
    jpg = (deck / "good.jpg").read_bytes()
    (deck / "truncated.jpg").write_bytes(jpg[: len(jpg) // 2])
    (deck / "png-named.jpg").write_bytes(whole)
    _huge_png(deck / "huge.png")
    (deck / "garbage.webp").write_bytes(b"RIFF\x10\x00\x00\x00WEBPVP8 " + b"\x00" * 4)
    return deck


def test_bad_files_are_skipped_with_reasons(messy_deck: Path):
    deck = load_deck(messy_deck)
    assert sorted(c.path.name for c in deck.cards) == ["good.bmp", "good.jpg", "good.png"]
    reasons = dict(deck.skipped)
    assert set(reasons) == {"letter.png", "empty.jpg", "truncated.png", "truncated.jpg", "png-named.jpg",
                            "huge.png", "garbage.webp"}
    assert "not an image" in reasons["letter.png"]
    assert "empty" in reasons["empty.jpg"]
    assert "truncated" in reasons["truncated.png"] and "truncated" in reasons["truncated.jpg"]
    assert "wrong extension" in reasons["png-named.jpg"]
    assert "40" in reasons["huge.png"] and "megapixels" in reasons["huge.png"]
    assert not deck.tagged  # custom decks have no tags: setup tells players bots only play legally


def test_every_usable_card_renders(messy_deck: Path):
    deck = load_deck(messy_deck)
    images = CardImages([deck])
    for card in deck.cards:
        assert images.get(card.id, 300).get_size() == (200, 300)
    assert images.problems == {}


def test_a_picture_that_breaks_on_decode_gets_a_face_not_a_crash(tmp_path: Path):
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    folder = tmp_path / "d"
    folder.mkdir()
    good = _picture(folder / "a.png")
    data = bytearray(good.read_bytes())
    data[40:60] = b"\xff" * 20  # corrupt the compressed pixels, keep header and end marker
    (folder / "b.png").write_bytes(bytes(data))
    deck = load_deck(folder)
    images = CardImages([deck])
    for card in deck.cards:
        assert images.get(card.id, 150).get_size() == (100, 150)
    files = {c.id: c.file for c in deck.cards}
    assert images.problems and all(files[cid] == "b.png" for cid in images.problems)


def test_phone_photo_is_shown_upright(tmp_path: Path):
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    folder = tmp_path / "phone"
    folder.mkdir()
    # Stored sideways (landscape): left half red, right half blue; EXIF 6 = rotate 90 clockwise.
    surf = pygame.Surface((90, 60))
    surf.fill((220, 0, 0), (0, 0, 45, 60))
    surf.fill((0, 0, 220), (45, 0, 45, 60))
    pygame.image.save(surf, str(tmp_path / "raw.jpg"))
    (folder / "photo.jpg").write_bytes(_with_exif_orientation((tmp_path / "raw.jpg").read_bytes(), 6))
    deck = load_deck(folder)
    card = CardImages([deck]).get(deck.cards[0].id, 90)
    top, bottom = card.get_at((30, 5)), card.get_at((30, 85))
    assert top.r > 150 and top.b < 80, top  # the left edge became the top
    assert bottom.b > 150 and bottom.r < 80, bottom


def test_deck_toml_name_fit_back_and_bad_keys(tmp_path: Path):
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    folder = tmp_path / "my-deck"
    folder.mkdir()
    _picture(folder / "wide.png", (120, 40), (0, 200, 0))
    _picture(folder / "back.png")
    (folder / "deck.toml").write_text('name = "Grandma\'s Drawings"\ncredits = "Drawn by Grandma"\n'
                                      'fit = "letterbox"\nback = "back.png"\ncolour = "red"\n')
    deck = load_deck(folder)
    assert deck.name == "Grandma's Drawings" and deck.credits == "Drawn by Grandma"
    assert deck.fit == "letterbox" and deck.back == (folder / "back.png").resolve()
    assert [c.path.name for c in deck.cards] == ["wide.png"]  # the back is not a card
    assert any("colour" in w for w in deck.warnings)
    card = CardImages([deck]).get(deck.cards[0].id, 300)
    assert card.get_at((100, 150)).g > 180
    assert card.get_at((100, 5)).g < 60  # letterboxed: a dark mat above the picture


def test_broken_deck_toml_is_reported_not_fatal(tmp_path: Path):
    folder = tmp_path / "d"
    folder.mkdir()
    (folder / "deck.toml").write_text("name = [unclosed")
    deck = load_deck(folder)
    assert deck.warnings and deck.name == "D"


def test_check_pool_refuses_too_small_tables(messy_deck: Path):
    deck = load_deck(messy_deck)
    msg = check_pool([deck], "odyssey", 8)
    assert msg and "needs at least" in msg and "has 3" in msg.replace("have 3", "has 3")
    assert check_pool([], "classic", 4) == "No deck is turned on: turn one on in Decks."
    builtin = [d for d in discover_decks(include_user=False) if d.builtin]
    assert check_pool(builtin, "odyssey", 12) is None


def test_decks_cli_lists_builtin_and_extra(messy_deck: Path, tmp_path: Path):
    env = {"ONEIRA_DATA_DIR": str(tmp_path / "data"), "PATH": "/usr/bin:/bin", "SDL_VIDEODRIVER": "dummy"}
    out = subprocess.run([sys.executable, "main.py", "decks", "--deck", str(messy_deck), "--deck",
                          str(tmp_path / "nowhere")], cwd=ROOT, capture_output=True, text=True, env=env, check=True)
    decks = json.loads(out.stdout)
    assert [set(d) for d in decks] == [{"id", "name", "cards", "skipped", "warnings"}] * 4
    assert decks[0]["id"] == "oneira" and decks[0]["cards"] >= 96 and decks[0]["skipped"] == []
    assert decks[1]["id"] == "reveries" and decks[1]["cards"] >= 150 and decks[1]["skipped"] == []
    assert decks[2]["id"] == "holiday-photos" and decks[2]["cards"] == 3
    assert {s["file"] for s in decks[2]["skipped"]} >= {"letter.png", "huge.png"}
    assert decks[3]["cards"] == 0 and decks[3]["skipped"][0]["reason"] == "not a folder"


def test_user_deck_folder_is_discovered(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("ONEIRA_DATA_DIR", str(tmp_path))
    (tmp_path / "decks" / "cats").mkdir(parents=True)
    pygame.display.init()
    _picture(tmp_path / "decks" / "cats" / "cat.png")
    ids = [d.id for d in discover_decks()]
    assert "cats" in ids


def test_deck_sheet_cli(tmp_path: Path, messy_deck: Path):
    out = tmp_path / "sheet.png"
    env = {"ONEIRA_DATA_DIR": str(tmp_path / "data"), "PATH": "/usr/bin:/bin", "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy"}
    subprocess.run([sys.executable, "main.py", "deck-sheet", str(out), "--deck", str(messy_deck),
                    "--id", "holiday-photos"], cwd=ROOT, check=True, env=env, capture_output=True)
    sheet = pygame.image.load(str(out))
    assert sheet.get_width() > 3 * 200 and sheet.get_height() > 300


def test_cards_json_gives_titles_tags_and_descriptions(tmp_path: Path):
    pygame.display.init()
    folder = tmp_path / "described"
    folder.mkdir()
    for name in ("a.png", "b.png", "c.png"):
        _picture(folder / name)
    (folder / "cards.json").write_text(json.dumps({"cards": [
        {"file": "a.png", "title": "Ann's cat", "tags": ["cat", "room"], "description": "A grey cat asleep on a sofa."},
        {"file": "b.png", "tags": "cat", "description": 42},  # wrong types are ignored, not split into letters
        "not an entry",
    ]}), encoding="utf-8")
    cards = {c.path.name: c for c in load_deck(folder).cards}
    assert (cards["a.png"].title, cards["a.png"].tags) == ("Ann's cat", ("cat", "room"))
    assert cards["a.png"].description == "A grey cat asleep on a sofa."
    assert (cards["b.png"].tags, cards["b.png"].description) == ((), "")
    assert (cards["c.png"].title, cards["c.png"].tags, cards["c.png"].description) == ("", (), "")


def test_a_renamed_deck_keeps_its_descriptions(tmp_path: Path):
    pygame.display.init()
    for parent in ("one", "two"):
        folder = tmp_path / parent / "same"
        folder.mkdir(parents=True)
        _picture(folder / "a.png")
        (folder / "cards.json").write_text(json.dumps({"cards": [{"file": "a.png", "description": parent}]}))
    decks = discover_decks([tmp_path / "one" / "same", tmp_path / "two" / "same"], include_user=False)
    mine = [d for d in decks if d.path.parent.parent == tmp_path]
    assert [d.id for d in mine] == ["same", "same-2"]
    # a user picture's id is its content's hash (opaque: no folder or file name); the same picture
    # in two decks is two cards
    ids = [d.cards[0].id for d in mine]
    assert ids[0].startswith("pic-") and ids[1] == ids[0] + "-2"
    assert [d.cards[0].file for d in mine] == ["a.png", "a.png"]
    assert [d.cards[0].description for d in mine] == ["one", "two"]
