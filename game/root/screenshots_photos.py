"""The screenshot tour's "Our pictures" (pictures from phones): one phone in headless chromium
(when Playwright and Debian's chromium are there) joins and adds pictures through the page, a
loopback phone adds more over HTTP; the TV's thumbnails, the phone page and the keep-or-forget
question are saved as photos-*.png. Everything stays on 127.0.0.1 and in a temporary folder (the
player's own pictures waiting in the data folder are never touched)."""

from __future__ import annotations

import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from assets import ROOT as ASSETS
from scenes.ourpictures import KeepPicturesScene, OurPictures

from ..deck.images import reencode
from ..phones.loopback import Phones
from ..phones.uploads import Gallery, UploadError

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
         "--no-first-run", "--disable-sync"]


def _until(pred: Callable[[], bool], step, timeout: float = 20.0) -> None:
    end = time.monotonic() + timeout
    while not pred():
        if time.monotonic() > end:
            raise TimeoutError("the photo screenshots did not get there")
        step([], 1)
        time.sleep(1 / 120)


def photos_tour(app, step, shot, reserve: Callable[[str], Path]) -> None:
    """`reserve(name)`: the path of the next screenshot (the phone page's, saved by the browser)."""
    settings = app.settings
    settings.phone_host, settings.phone_port = "127.0.0.1", 0
    app.services.pop("last_setup", None)
    setup = app.nav.push("setup")
    setup.seats[0].bot = setup.seats[1].bot = "normal"
    setup.rebuild()
    app.nav.push("phones")
    link = app.services.get("phones")
    if link is None or link.pictures is None:
        print("phones could not start here: no photo screenshots", file=sys.stderr)
        return
    folder = Path(tempfile.mkdtemp(prefix="oneira-photos-"))
    ours = link.pictures = OurPictures(app, link.hub, Gallery(folder / "table", decode=reencode))
    photos = sorted((ASSETS / "cards" / "oneira").glob("*.jpg"))[10:15]
    phones = Phones(link.hub.plain_url, link.hub.room)
    try:
        bob = phones.add("Theo", 4)
        _until(lambda: any(s.name == "Theo" for s in setup.seats) and bool(bob.states), step)
        for photo in photos[3:]:
            phones.call(_post(phones, photo.read_bytes(), bob.token or ""))
        _until(lambda: ours.count() == 2, step)
        page_shots = _browser(app, step, setup, ours, photos[:3], reserve)
        app.stack.pop()  # the join screen: back to setup with its thumbnails
        _until(lambda: ours.count() == 2 + page_shots, step)
        setup.menu.focus = next(i for i, it in enumerate(setup.menu.items) if it.key == "ours")
        shot("photos-setup", 10)
        app.stack.push(KeepPicturesScene(ours))
        shot("photos-keep", 10)
        app.stack.pop()
    finally:
        phones.close()
        ours.forget()
        link.stop()
        shutil.rmtree(folder, ignore_errors=True)
    _decks_tour(app, step, shot, reserve, photos)


def _decks_tour(app, step, shot, reserve: Callable[[str], Path], photos: list[Path]) -> None:
    """photos-decks-*.png: the Decks screen reached from the title takes pictures from a phone with no
    table (the phone page as an uploader, and the TV), then offers to keep them as a named deck."""
    folder = Path(tempfile.mkdtemp(prefix="oneira-photos-"))
    app.stack.clear()
    app.nav.push("title")
    step([], 2)
    ours = OurPictures(app, None, Gallery(folder / "table", decode=reencode))  # never the player's own folder
    decks = app.nav.push("decks")
    step([], 2)
    try:
        decks.take_pictures()
        step([], 3)  # the gallery opens with the next frame
        link = decks.room
        if link is None:
            print("phones could not start here: no Decks screen photo screenshots", file=sys.stderr)
            return
        try:
            paged = _uploader_page(app, step, ours, photos[:4], reserve)
        except Exception as e:  # noqa: BLE001 - a browser that does not start: the TV's shots still
            print(f"the phone page could not be shot ({e}): no photos-decks-phone", file=sys.stderr)
            paged = False
        if not paged:
            for photo in photos[:4]:  # no browser here: the same checks and decoding, without the page
                if ours.count() < 4:
                    try:
                        ours.gallery.add("tour", "Mia", photo.read_bytes())
                    except UploadError:  # already there (a page that got part of the way)
                        continue
        _until(lambda: ours.count() >= 4, step)
        shot("photos-decks-tv", 10)
        decks.ask_keep()
        shot("photos-decks-keep", 10)
        app.stack.pop()
    finally:
        decks.stop_pictures()
        ours.forget()
        ours.close()
        app.services.pop("ourpictures", None)
        app.stack.clear()
        shutil.rmtree(folder, ignore_errors=True)


def _uploader_page(app, step, ours: OurPictures, photos: list[Path], reserve: Callable[[str], Path]) -> bool:
    """The phone page as an uploader of the Decks screen: a name, then its pictures. False: no browser."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        return False
    if not Path(CHROMIUM).exists():
        return False
    hub = ours.hub
    assert hub is not None
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        try:
            page = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=2).new_page()
            page.goto(hub.url)
            page.wait_for_selector("#uploader-name")
            page.fill("#uploader-name", "Mia")
            page.wait_for_timeout(200)
            page.screenshot(path=str(reserve("photos-decks-phone-name")))
            page.click("#as-uploader")
            page.wait_for_selector("#add-pictures")
            page.set_input_files("#pick", [str(p) for p in photos])
            end = time.monotonic() + 30
            while page.locator(".picture").count() < len(photos) and time.monotonic() < end:
                step([], 1)
                time.sleep(0.02)
            note = page.locator(".picture").nth(0).locator(".note")
            note.fill("a lighthouse under a sky of lanterns")
            note.press("Enter")
            _until(lambda: any(c.description for c in (ours.deck.cards if ours.deck else [])), step)
            page.wait_for_timeout(300)
            page.screenshot(path=str(reserve("photos-decks-phone")))
        finally:
            browser.close()
    return True


async def _post(phones: Phones, data: bytes, token: str) -> None:
    http = await phones._session()
    async with http.post(phones.base + "upload", data=data, headers={"X-Oneira-Token": token}) as r:
        await r.read()


def _browser(app, step, setup, ours: OurPictures, photos: list[Path], reserve: Callable[[str], Path]) -> int:
    """The phone page in headless chromium: join as Ann, add pictures, describe one. Returns how many
    pictures it added (0 when there is no browser here)."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print("playwright is not installed: no phone page photo screenshots", file=sys.stderr)
        return 0
    if not Path(CHROMIUM).exists():
        print("chromium is not installed: no phone page photo screenshots", file=sys.stderr)
        return 0
    hub = ours.hub
    assert hub is not None  # the phone link lent it its hub
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        try:
            page = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=2).new_page()
            page.goto(hub.url)
            page.wait_for_selector("#name")
            page.fill("#name", "Mia")
            page.click("#join")
            _until(lambda: any(s.name == "Mia" and s.phone for s in setup.seats), step)
            page.wait_for_selector("#add-pictures")
            page.set_input_files("#pick", [str(p) for p in photos])
            end = time.monotonic() + 30
            while page.locator(".picture").count() < len(photos) and time.monotonic() < end:
                step([], 1)
                time.sleep(0.02)
            note = page.locator(".picture").nth(0).locator(".note")
            note.fill("a dolphin leaps over its own reflection")
            note.press("Enter")
            _until(lambda: any(c.description for c in (ours.deck.cards if ours.deck else [])), step)
            page.wait_for_timeout(300)
            page.locator("#pictures").scroll_into_view_if_needed()
            page.screenshot(path=str(reserve("photos-phone")))
        finally:
            browser.close()
    return len(photos)
