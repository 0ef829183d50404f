"""'Save our story': GET /story gives the finished game's poster to a phone of this table, with its
seat token, and to nobody else (docs/phones.md)."""

from __future__ import annotations

from pathlib import Path

from game.engine.randomplay import random_action
from game.engine.state import OVER

from .conftest import run_async
from .helpers import TV, Phone, join

PNG = b"\x89PNG\r\n\x1a\n" + b"poster" * 100


@run_async
async def test_story_download_needs_this_tables_seat_token(http, hub):
    tv = TV(hub)
    hub.set_open_places(1)
    ann = await join(http, hub, tv, "Ann", 1)
    for name in ("Bob", "Cat"):
        tv.sit(name, len(tv.seats) + 3, "easy")
    session = tv.start("revised")
    await tv.run(lambda: ann.state()["phase"] != "setup")
    base = hub.plain_url + "story"

    async def get(**query):
        async with http.get(base, params=query) as r:
            return r.status, await r.read(), r.headers

    assert (await get(token=ann.token))[0] == 404  # no story while the game goes on
    hub.set_story(PNG)
    for query in ({}, {"token": ""}, {"token": "A" * 22}, {"token": ann.token[:-1] + ("y" if ann.token.endswith("x") else "x")}, {"token": "../../etc"}):
        status, body, _h = await get(**query)
        assert status == 403 and PNG not in body, query  # no token, or not one of this table's
    stranger = await Phone(http, hub.plain_url).open()  # a phone on the network that knows the room code
    await stranger.send(type="hello", room=hub.room)
    await stranger.next(lambda m: m["type"] == "lobby")
    assert (await get(token=stranger.token or ""))[0] == 403
    status, body, headers = await get(token=ann.token)
    assert status == 200 and body == PNG and headers["Content-Type"] == "image/png"
    assert headers["Cache-Control"] == "no-store" and "attachment" in headers["Content-Disposition"]
    # the game ends: the phone's state says the story can be saved
    while session.state.phase != OVER:
        s = session.state
        session.act(random_action(s, min(s.pending), tv.rand))
    tv.publish()
    over = await ann.next(lambda m: m["type"] == "state" and m.get("phase") == "over")
    assert over["story"] is True
    hub.set_story(None)
    assert (await get(token=ann.token))[0] == 404
    await stranger.close()
    await ann.close()


def test_the_page_offers_save_our_story_and_downloads_the_poster(tmp_path):
    """A real browser (Debian's chromium): at game over the phone shows "Save our story", and the
    tap downloads the poster the TV made."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game.app.poster import render
    from game.root.poster import sample_story

    from .helpers import Pump
    from .test_browser import CHROMIUM, FLAGS, SHOTS, _playwright, builtin_cards, wait_until

    sync_playwright = _playwright()
    from game.phones import CardFiles, PhoneHub

    cards = builtin_cards()
    hub = PhoneHub(CardFiles(cards))
    hub.start("127.0.0.1", 0)
    tv = TV(hub)
    for i, name in enumerate(["Bea", "Cy"]):
        tv.sit(name, i, "easy")
    hub.set_open_places(1)
    tv.publish()
    pump = Pump(tv)
    pump.start()
    png = render(sample_story("revised", list(cards))).png()
    try:
        with sync_playwright() as pw:
            ctx = pw.chromium.launch_persistent_context(
                str(tmp_path / "profile"), executable_path=CHROMIUM, headless=True, args=FLAGS, accept_downloads=True,
                viewport={"width": 390, "height": 844}, device_scale_factor=1, has_touch=True, is_mobile=True)
            page = ctx.pages[0] if ctx.pages else ctx.new_page()
            page.goto(hub.url)
            page.wait_for_selector("#name")
            page.fill("#name", "Ann")
            page.click("#join")
            page.wait_for_selector("text=You're at the table")
            wait_until(lambda: len(tv.seats) == 3, what="Ann's seat")
            with pump.lock:
                session = tv.start("revised", seed=5, cards=tuple(cards))
                while session.state.phase != OVER:  # the whole game at once, Ann's moves too
                    s = session.state
                    session.act(random_action(s, min(s.pending), tv.rand))
                hub.set_story(png)
                tv.publish()
            page.wait_for_selector("#story", timeout=20000)
            assert page.inner_text("#story") == "Save our story"
            SHOTS.mkdir(exist_ok=True)
            page.screenshot(path=str(SHOTS / "story-save.png"))
            with page.expect_download() as info:
                page.click("#story")
            download = info.value
            assert download.suggested_filename == "our-story.png"
            assert Path(download.path()).read_bytes() == png
            ctx.close()
    finally:
        pump.stop()
        hub.stop()
