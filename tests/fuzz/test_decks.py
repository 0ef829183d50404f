"""Hostile deck folders: named pipes, link loops, devices, links and `back` paths out of the
folder, huge and badly named files. Only regular files inside the folder are read, nothing
blocks, and every skipped file is listed with its reason (CLI and Decks screen)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from hypothesis import given, settings

from game.deck.library import discover_decks, load_deck
from tests.scenes.driver import make_app, run

from .hostile import JSON_TEXTS, TOML_TEXTS, WRONG_VALUES, deadline, json_values, make_special, one_sentence

ROOT = Path(__file__).resolve().parents[2]


def _picture(path: Path, colour=(200, 40, 40)) -> None:
    pygame.display.init()
    surf = pygame.Surface((40, 60))
    surf.fill(colour)
    pygame.image.save(surf, str(path))


@pytest.fixture()
def hostile_deck(tmp_path: Path) -> Path:
    deck = tmp_path / "decks" / "hostile"
    deck.mkdir(parents=True)
    _picture(deck / "good.png")
    _picture(tmp_path / "secret.png")
    make_special(deck / "pipe.png", "fifo")
    make_special(deck / "back.png", "fifo")
    make_special(deck / "loop.jpg", "loop")
    make_special(deck / "zero.jpg", "device")
    make_special(deck / "gone.png", "dangling")
    make_special(deck / "folder.png", "folder")
    (deck / "outside.png").symlink_to(tmp_path / "secret.png")
    (deck / "inside.png").symlink_to("good.png")  # a link that stays inside is fine
    with open(deck / "huge.png", "wb") as f:  # sparse: 65 MB on paper, nothing on disk
        f.truncate(65 << 20)
    with open(os.path.join(os.fsencode(deck), b"caf\xe9.png"), "wb") as f:  # a real picture, a bad name
        f.write((deck / "good.png").read_bytes())
    (deck / "deck.toml").write_text('name = "Hostile"\nback = "back.png"\n')
    return deck


EXPECTED = {"pipe.png": "named pipe", "back.png": "named pipe", "loop.jpg": "link loop", "zero.jpg": "outside",
            "gone.png": "link to nothing", "folder.png": "folder", "outside.png": "outside", "huge.png": "larger",
            "caf\ufffd.png": "UTF-8"}


def test_every_hostile_file_is_listed_and_nothing_blocks(hostile_deck: Path):
    with deadline(10):
        deck = load_deck(hostile_deck)
    assert sorted(c.path.name for c in deck.cards) == ["good.png", "good.png"]  # good.png and the inside link
    reasons = dict(deck.skipped)
    assert set(reasons) == set(EXPECTED)
    for name, word in EXPECTED.items():
        assert word in reasons[name], (name, reasons[name])
    assert deck.back is None and any("back.png" in w and "named pipe" in w for w in deck.warnings)
    assert all(one_sentence(r) for r in reasons.values())


@pytest.mark.parametrize("back", ["../secret.png", "/etc/passwd", "../../../../../../etc/hostname", "pipe.png",
                                  "loop.jpg", "zero.jpg", "missing.png", "folder.png", ".", ""])
def test_a_back_outside_the_folder_or_not_a_picture_is_refused(hostile_deck: Path, back: str):
    (hostile_deck / "deck.toml").write_text(f'back = "{back}"\n')
    with deadline(10):
        deck = load_deck(hostile_deck)
    assert deck.back is None and len(deck.warnings) == 1 and one_sentence(deck.warnings[0])
    assert "good.png" in [c.path.name for c in deck.cards]


def test_a_back_inside_the_folder_is_used(hostile_deck: Path):
    _picture(hostile_deck / "mine.png", (0, 0, 200))
    (hostile_deck / "deck.toml").write_text('back = "./mine.png"\n')
    deck = load_deck(hostile_deck)
    assert deck.back == (hostile_deck / "mine.png").resolve() and deck.warnings == []
    assert "mine.png" not in [c.path.name for c in deck.cards]


@pytest.mark.parametrize("name", ["deck.toml", "cards.json"])
@pytest.mark.parametrize("kind", ["fifo", "loop", "device", "folder"])
def test_metadata_files_that_are_not_files(hostile_deck: Path, name: str, kind: str):
    (hostile_deck / name).unlink(missing_ok=True)
    make_special(hostile_deck / name, kind)
    with deadline(10):
        deck = load_deck(hostile_deck)
    assert any(w.startswith(f"{name} ignored") for w in deck.warnings) and deck.cards


@pytest.mark.parametrize("text", sorted(TOML_TEXTS))
def test_hostile_deck_toml(hostile_deck: Path, text: str):
    (hostile_deck / "deck.toml").write_text(TOML_TEXTS[text], encoding="utf-8", errors="surrogatepass")
    with deadline(10):
        deck = load_deck(hostile_deck)
    assert deck.cards and all(one_sentence(w) for w in deck.warnings)
    assert isinstance(deck.name, str) and deck.fit in ("crop", "letterbox")


@pytest.mark.parametrize("key_name", ["name", "credits", "fit", "back"])
def test_deck_toml_keys_with_wrong_types(hostile_deck: Path, key_name: str):
    for value in WRONG_VALUES:
        if value is None or isinstance(value, float) and value != value:
            continue
        toml_value = json.dumps(value) if not isinstance(value, bool) else str(value).lower()
        (hostile_deck / "deck.toml").write_text(f"{key_name} = {toml_value}\n".replace("Infinity", "inf"))
        deck = load_deck(hostile_deck)
        assert isinstance(deck.name, str) and deck.name and isinstance(deck.credits, str)
        assert deck.fit in ("crop", "letterbox") and all(one_sentence(w) for w in deck.warnings)


@pytest.mark.parametrize("text", sorted(JSON_TEXTS))
def test_hostile_cards_json(hostile_deck: Path, text: str):
    (hostile_deck / "cards.json").write_bytes(JSON_TEXTS[text])
    with deadline(10):
        deck = load_deck(hostile_deck)
    assert deck.cards and all(c.tags == () for c in deck.cards)


@settings(max_examples=80, deadline=None)
@given(doc=json_values)
def test_arbitrary_cards_json(tmp_path_factory, doc):
    folder = tmp_path_factory.mktemp("deck")
    _picture(folder / "a.png")
    (folder / "cards.json").write_text(json.dumps({"cards": [doc, {"file": "a.png", "tags": doc}]}))
    deck = load_deck(folder)
    assert [c.path.name for c in deck.cards] == ["a.png"]
    assert all(isinstance(t, str) for t in deck.cards[0].tags) and isinstance(deck.cards[0].title, str)


def test_user_decks_folder_lists_what_is_not_a_deck(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("ONEIRA_DATA_DIR", str(tmp_path))
    (tmp_path / "decks").mkdir()
    make_special(tmp_path / "decks" / "pipe", "fifo")
    make_special(tmp_path / "decks" / "loop", "loop")
    (tmp_path / "decks" / "readme.txt").write_text("a stray file is not a deck, and not a problem")
    with deadline(10):
        decks = discover_decks()
    odd = {d.name: d.skipped[0][1] for d in decks if not d.builtin}
    assert set(odd) == {"pipe", "loop"} and "named pipe" in odd["pipe"] and "loop" in odd["loop"]


def test_decks_cli_never_hangs_and_lists_everything(hostile_deck: Path, tmp_path: Path):
    """The reported hang: `back` a named pipe made `decks` wait forever."""
    env = dict(os.environ, ONEIRA_DATA_DIR=str(tmp_path), SDL_VIDEODRIVER="dummy", PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "main.py", "decks"], cwd=ROOT, env=env, capture_output=True, timeout=60)
    assert out.returncode == 0, out.stderr[-2000:]
    decks = json.loads(out.stdout)
    mine = next(d for d in decks if d["name"] == "Hostile")
    assert {s["file"] for s in mine["skipped"]} == set(EXPECTED)
    assert any("back.png" in w for w in mine["warnings"])


def test_decks_screen_lists_the_skipped_files(hostile_deck: Path):
    from scenes.decks import DecksScene

    app = make_app(deck_paths=[hostile_deck])
    scene = DecksScene()
    app.push(scene)
    run(app, frames=2)
    while scene.menu.items[scene.menu.focus].key != "hostile":
        run(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0)])
    run(app, frames=2)
    assert app.stack.top is scene
