"""Pictures from phones on the Decks screen, with no table: the real app at the TV driven with real
pygame events (title -> Decks -> "Add pictures from phones"), two phones in a real browser (Debian's
chromium through Playwright) enter the room code and a name, join as uploaders (a token, no seat),
add pictures with the page's "Add pictures", one removes one, the other describes one; the TV shows
the thumbnails with who added each. Leaving the screen stops the server: it no longer answers, the
uploaders' tokens open nothing, and the pictures are "Our pictures" on the next setup screen.

Screens are saved as PNGs in /tmp/phone-shots (phone) and there too for the TV."""

from __future__ import annotations

import asyncio
import json
import time

import aiohttp
import pygame
import pytest

from game.paths import user_data_dir, user_decks_dir
from game.phones import PhoneHub
from scenes.ourpictures import KeepPicturesScene, OurPictures

from ..scenes.driver import key, make_app, run, text
from .test_browser import CHROMIUM, FLAGS, SHOTS, _playwright
from .test_browser_pictures import SETTINGS, _focus, _until
from .test_uploads import picture


@pytest.fixture(autouse=True)
def _clean_decks():
    yield
    import shutil

    shutil.rmtree(user_decks_dir(), ignore_errors=True)
    shutil.rmtree(user_data_dir() / "uploads", ignore_errors=True)


def _app():
    app = make_app(settings=dict(SETTINGS))
    for name, value in SETTINGS.items():
        setattr(app.settings, name, value)
    run(app, frames=2)
    return app


def _decks_taking_pictures(app):
    _focus(app, app.stack.top.menu, "decks")
    run(app, key(pygame.K_RETURN))
    decks = app.stack.top
    assert decks.name == "decks" and decks.no_table
    _focus(app, decks.menu, "add_pictures")
    run(app, key(pygame.K_RETURN))
    run(app, frames=2)
    link = app.services.get("phones")
    assert link is not None and link.hub.running and link.hub.pictures_room and decks.room is link
    return decks, link


async def _ask(url: str, token: str, path: str = "upload/mine") -> int:
    async with aiohttp.ClientSession() as http:
        try:
            async with http.get(url + path, headers={"X-Oneira-Token": token},
                                timeout=aiohttp.ClientTimeout(total=3)) as r:
                return r.status
        except (TimeoutError, aiohttp.ClientError, OSError):
            return -1  # nobody answers


def test_phones_add_pictures_from_the_decks_screen_and_leaving_it_stops_the_server(tmp_path):
    sync_playwright = _playwright()
    app = _app()
    decks, link = _decks_taking_pictures(app)
    hub: PhoneHub = link.hub
    ours: OurPictures = link.pictures
    assert ours is not None and ours.count() == 0 and ours.gallery.open
    files = []
    for i, colour in enumerate([(200, 60, 40), (40, 160, 90), (60, 80, 200), (220, 200, 60)]):
        path = tmp_path / f"photo-{i}.{'png' if i % 2 else 'jpg'}"
        path.write_bytes(picture(480, 640, path.suffix[1:], colour))
        files.append(str(path))
    SHOTS.mkdir(exist_ok=True)
    base = hub.plain_url
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        try:
            pages = []
            for name in ("Ann", "Bob"):
                page = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=1).new_page()
                page.goto(hub.url)  # the QR code's address: the room code after '#'
                page.wait_for_selector("#uploader-name")
                assert page.locator("#join").count() == 0 and page.locator("#watch").count() == 0  # no seat here
                page.fill("#uploader-name", name)
                page.click("#as-uploader")
                page.wait_for_selector("#add-pictures")
                pages.append(page)
            _until(app, lambda: sorted(hub.uploaders()) == ["Ann", "Bob"], "two uploaders")
            assert not hub.phone_seats()  # nobody has a seat: there is no table
            ann, bob = pages
            ann.set_input_files("#pick", files[:3])
            bob.set_input_files("#pick", files[3:])
            _until(app, lambda: ours.count() == 4, "four pictures on the TV")
            end = time.monotonic() + 20
            while ann.locator(".picture").count() != 3 or bob.locator(".picture").count() != 1:
                assert time.monotonic() < end, "the phones did not list their pictures"
                run(app)
                time.sleep(0.05)
            ann.screenshot(path=str(SHOTS / "photos-decks-phone.png"))
            # Ann removes her second picture; Bob describes his
            removed = ann.locator(".picture").nth(1).get_attribute("data-id")
            ann.locator(".picture").nth(1).locator(".remove").click()
            note = bob.locator(".picture").nth(0).locator(".note")
            note.fill("a yellow sun over a purple sea")
            note.press("Enter")
            _until(app, lambda: ours.count() == 3 and any(c.description for c in ours.deck.cards),
                   "removed and described")
            assert removed not in {q.id for q in ours.gallery.pictures()}
            assert sorted(q.by for q in ours.gallery.pictures()) == ["Ann", "Ann", "Bob"]
            # Bob may not remove Ann's pictures
            anns = [q.id for q in ours.gallery.pictures() if q.by == "Ann"]
            status = bob.evaluate("""async (id) => (await fetch('/upload/remove', {method: 'POST', headers:
                {'X-Oneira-Token': localStorage.getItem('oneira-token'), 'Content-Type': 'application/json'},
                body: JSON.stringify({id})})).status""", anns[0])
            assert status == 404 and ours.count() == 3
            tokens = [pg.evaluate("() => localStorage.getItem('oneira-token')") for pg in pages]
            # the TV: the room code, the QR code, who adds, the growing deck with who added each
            run(app, frames=3)
            assert "Ann" in ours.by_of().values() and "Bob" in ours.by_of().values()
            pygame.image.save(app.screen, str(SHOTS / "photos-decks-tv.png"))
            # leaving the Decks screen (B / Esc) stops the server: the phones see it gone
            run(app, key(pygame.K_ESCAPE))
            assert app.stack.top.name == "title"
            assert not hub.running and app.services.get("phones") is None and not ours.gallery.open
            assert hub.uploader(tokens[0]) is None and hub.uploader(tokens[1]) is None
            # the phones say so and stop looking for the TV (their token opens nothing any more)
            for pg in pages:
                pg.wait_for_selector("#pictures-closed", timeout=10000)
                assert "stopped taking pictures" in pg.inner_text("#pictures-closed")
                assert pg.evaluate("() => localStorage.getItem('oneira-token')") is None
                assert pg.locator("#net").is_hidden()
        finally:
            browser.close()
    assert all(tokens)
    assert asyncio.run(_ask(base, tokens[0])) == -1  # the server no longer answers
    # the pictures wait as "Our pictures" for the next game set up
    assert ours.count() == 3 and OurPictures.of(app) is ours
    _focus(app, app.stack.top.menu, "new")
    run(app, key(pygame.K_RETURN))
    setup = app.stack.top
    assert setup.name == "setup" and "ours" in [i.key for i in setup.menu.items]
    # a new server for this table: the old uploaders' tokens open nothing there either
    _focus(app, setup.menu, "phones")
    run(app, key(pygame.K_RETURN))
    link2 = app.services["phones"]
    try:
        assert link2.hub.uploader(tokens[0]) is None
        assert asyncio.run(_ask(link2.hub.plain_url, tokens[0])) == 401
        assert link2.hub.gallery is ours.gallery and len(link2.hub.gallery) == 3
    finally:
        link2.stop()


def test_the_decks_screen_keeps_the_waiting_pictures_as_a_named_deck():
    app = _app()
    decks, link = _decks_taking_pictures(app)
    ours: OurPictures = link.pictures
    for i in range(2):
        ours.gallery.add("p", "Ann", picture(colour=(90, i * 90, 30)))
    _until(app, lambda: ours.count() == 2 and any(i.key == "ours" for i in decks.menu.items), "the Our pictures row")
    _focus(app, decks.menu, "ours")
    run(app, key(pygame.K_RETURN))
    keep = app.stack.top
    assert isinstance(keep, KeepPicturesScene) and keep.later
    assert not link.hub.running  # nobody adds while the deck is settled
    run(app, key(pygame.K_BACKSPACE) * 40 + text("Summer"))
    _focus(app, keep.menu, "keep")
    run(app, key(pygame.K_RETURN))
    assert app.stack.top is decks and keep.kept is not None and keep.kept.name == "Summer"
    assert keep.kept.id in [i.key for i in decks.menu.items] and "ours" not in [i.key for i in decks.menu.items]
    assert len(list(keep.kept.path.glob("*.jpg"))) == 2 and not ours.gallery.folder.exists()


def test_an_uploader_token_takes_no_seat_and_the_caps_hold(monkeypatch):
    """The protocol side: `upload` needs the room code; the uploader cannot join, claim or watch;
    two uploaders per address; the per-phone cap counts each uploader."""
    from game.phones import uploads as U

    app = _app()
    decks, link = _decks_taking_pictures(app)
    hub: PhoneHub = link.hub
    monkeypatch.setattr(U, "PHONE_COUNT", 2)
    url = hub.plain_url.replace("http", "ws") + "ws"

    async def body():
        async with aiohttp.ClientSession() as http:
            async def says(ws):
                while True:
                    m = json.loads((await ws.receive(timeout=5)).data)
                    if m["type"] in ("error", "token", "uploading", "lobby", "need_room"):
                        return m

            ws = await http.ws_connect(url)
            await ws.send_json({"v": 1, "type": "upload", "room": "ZZZZ", "name": "Eve"})
            assert (await says(ws))["code"] == "room"  # a wrong room code: no token
            await ws.send_json({"v": 1, "type": "upload", "room": hub.room, "name": "Ann"})
            m = await says(ws)
            while m["type"] != "token":
                m = await says(ws)
            token = m["token"]
            m = await says(ws)
            assert m["type"] == "uploading" and m["name"] == "Ann" and m["open"] is True
            for kind, extra in (("join", {"name": "Ann", "colour": 1}), ("claim", {"seat": 0}),
                                ("watch", {"name": "Ann"})):
                await ws.send_json({"v": 1, "type": kind, "room": hub.room, "token": token, **extra})
                assert (await says(ws))["code"] == "uploads-only"
            headers = {"X-Oneira-Token": token}
            for i in range(3):
                async with http.post(hub.plain_url + "upload", data=picture(colour=(i * 80, 60, 90)),
                                     headers=headers) as r:
                    answer = await r.json()
                    assert (r.status, answer.get("code")) == ((201, None) if i < 2 else (413, "phone-full"))
            # a second uploader from this address is welcome; a third is not
            ws2 = await http.ws_connect(url)
            await ws2.send_json({"v": 1, "type": "upload", "room": hub.room, "name": "Bob"})
            assert (await says(ws2))["type"] in ("token", "uploading")
            ws3 = await http.ws_connect(url)
            await ws3.send_json({"v": 1, "type": "upload", "room": hub.room, "name": "Cy"})
            m = await says(ws3)
            while m["type"] not in ("error", "token"):
                m = await says(ws3)
            assert m.get("code") == "full"
            for w in (ws, ws2, ws3):
                await w.close()
            return token

    try:
        token = asyncio.run(body())
        _until(app, lambda: link.pictures.count() == 2, "two pictures")
        assert hub.uploader(token) is not None
        run(app, key(pygame.K_RETURN))  # "Stop taking pictures" (the focused row)
        assert decks.room is None and not hub.running and hub.uploader(token) is None
        assert app.stack.top is decks and "add_pictures" in [i.key for i in decks.menu.items]
    finally:
        link.stop()
