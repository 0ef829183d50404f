"""The package's edges: its layer, its palette, card pictures by id, the page shipped in the package."""

from __future__ import annotations

import ast
from pathlib import Path

import aiohttp

from game.phones import PALETTE, CardFile, CardFiles, PhoneHub
from game.phones.cards import PHONE_BYTES

from .conftest import run_async

PACKAGE = Path(__file__).resolve().parents[2] / "game" / "phones"


def test_the_package_imports_no_pygame_no_app_no_scenes():
    for path in PACKAGE.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [("." * node.level) + (node.module or "")]
            for name in names:
                assert not name.startswith(("pygame", "scenes", "game.app", "..app", "game.kiosk", "..kiosk")), \
                    (path.name, name)


def test_palette_is_the_tvs():
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game.app.theme import PLAYER_COLOURS

    assert [(f"#{r:02x}{g:02x}{b:02x}", name) for (r, g, b), name in PLAYER_COLOURS] == PALETTE


def test_page_files_ship_with_the_package():
    for name in ("index.html", "app.js", "style.css", "icon.svg"):
        assert (PACKAGE / "web" / name).stat().st_size > 100
    text = (Path(__file__).resolve().parents[2] / "pyproject.toml").read_text()
    assert '"game.phones" = ["web/*"]' in text
    js = (PACKAGE / "web" / "app.js").read_text()
    assert "innerHTML" not in js and "insertAdjacentHTML" not in js and "eval(" not in js
    html = (PACKAGE / "web" / "index.html").read_text()
    assert "http" not in html.replace("http-equiv", "")  # no CDN, nothing from the internet


def test_card_files_by_id_cached_and_shrunk(tmp_path):
    small = tmp_path / "small.jpg"
    small.write_bytes(b"\xff\xd8" + b"x" * 1000)
    big = tmp_path / "big.png"
    big.write_bytes(b"\x89PNG" + b"x" * (PHONE_BYTES + 10))
    calls = []

    def shrink(card_id: str, path: Path) -> bytes:
        calls.append(card_id)
        return b"\xff\xd8small"

    cards = CardFiles({"d/small.jpg": small, "d/big.png": CardFile(big, "letterbox")}, shrink=shrink)
    pic = cards.get("d/small.jpg")
    assert pic.content_type == "image/jpeg" and pic.data.startswith(b"\xff\xd8") and pic.etag.startswith('"')
    big_pic = cards.get("d/big.png")
    assert big_pic.data == b"\xff\xd8small" and big_pic.content_type == "image/jpeg"
    cards.get("d/big.png")
    assert calls == ["d/big.png"]  # shrunk once, then cached
    assert cards.get("../etc/passwd") is None and cards.get(str(small)) is None
    assert cards.fits() == {"d/big.png": "letterbox"}


@run_async
async def test_cards_are_served_with_strong_caching(http):
    from assets import ROOT

    path = next((ROOT / "cards" / "oneira").glob("*.jpg"))
    hub = PhoneHub(CardFiles({"oneira/" + path.name: path}))
    hub.start("127.0.0.1", 0)
    try:
        url = hub.plain_url + "card"
        async with http.get(url, params={"id": "oneira/" + path.name}) as r:
            assert r.status == 200 and r.content_type == "image/jpeg"
            assert await r.read() == path.read_bytes()
            assert "immutable" in r.headers["Cache-Control"]
            etag = r.headers["ETag"]
        async with http.get(url, params={"id": "oneira/" + path.name}, headers={"If-None-Match": etag}) as r:
            assert r.status == 304
        async with http.get(url, params={"id": "oneira/nope.jpg"}) as r:
            assert r.status == 404
        async with http.get(hub.plain_url + "app.js") as r:
            js = await r.text()
            assert "__PALETTE__" not in js and '"#e69f00"' in js
    finally:
        hub.stop()


def test_a_hub_that_never_started_still_answers_the_tv():
    hub = PhoneHub()
    assert hub.url == "" and hub.drain() == [] and hub.phone_seats() == {}
    hub.publish(None, [])
    hub.set_open_places(3)
    assert not hub.seat("nobody", 0)
    hub.stop()
    assert isinstance(aiohttp.__version__, str)


@run_async
async def test_the_page_is_served_with_its_palette_inlined(http, hub):
    async with http.get(hub.plain_url + "app.js") as r:
        js = await r.text()
    assert "__PALETTE__" not in js and '"#e69f00"' in js
    assert "You are the storyteller" in js and "Vous êtes le conteur" not in js  # the words come from /words
