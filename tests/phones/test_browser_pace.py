"""The phone page in a real browser (Debian's chromium, headless): a step's countdown (`deadline`)
with its +30 s button on the storyteller's phone, one vibration when little time is left, and the
first-time hint at the top of a step, shown once per phone."""

from __future__ import annotations

import shutil

from game.phones import CardFiles, MoreTime, PhoneHub

from .helpers import TV, Pump
from .test_browser import CHROMIUM, FLAGS, SHOTS, _playwright, builtin_cards, wait_until


def test_the_countdown_the_extra_time_button_and_a_hint_shown_once(tmp_path):
    sync_playwright = _playwright()
    cards = builtin_cards()
    hub = PhoneHub(CardFiles(cards))
    hub.start("127.0.0.1", 0)
    asked: list[MoreTime] = []
    drain = hub.drain

    def drain_and_note():
        events = drain()
        asked.extend(e for e in events if isinstance(e, MoreTime))
        return events

    hub.drain = drain_and_note  # type: ignore[method-assign]
    tv = TV(hub)
    for i, name in enumerate(("Bea", "Cy", "Dee")):
        tv.sit(name, i, "easy")
    hub.set_open_places(1)
    tv.publish()
    pump = Pump(tv)
    pump.start()
    SHOTS.mkdir(exist_ok=True)
    try:
        with sync_playwright() as pw:
            ctx = pw.chromium.launch_persistent_context(
                str(tmp_path / "profile"), executable_path=CHROMIUM, headless=True, args=FLAGS,
                viewport={"width": 390, "height": 844}, device_scale_factor=1, has_touch=True, is_mobile=True)
            ctx.add_init_script("navigator.vibrate = (p) => { window.buzzed = (window.buzzed || 0) + 1; return true; };")
            page = ctx.pages[0] if ctx.pages else ctx.new_page()
            page.goto(hub.url)
            page.wait_for_selector("#name")
            page.fill("#name", "Ann")
            page.click(".swatch[data-i='4']")
            page.click("#join")
            wait_until(lambda: len(tv.seats) == 4, what="Ann's seat")
            with pump.lock:
                tv.start("revised", seed=9, cards=tuple(cards), first=3)
            page.wait_for_selector("#hand .card")
            assert "How to play" in page.inner_text(".hint")  # the first tell this phone meets
            assert page.locator("#clock").count() == 0  # no time limit: no countdown
            hub.set_deadlines({3: {"left": 9.5, "total": 60.0, "more": True}})
            page.wait_for_selector("#clock.low #clock-t")
            assert page.inner_text("#clock-t") in ("0:10", "0:09", "0:08")
            wait_until(lambda: page.evaluate("() => window.buzzed || 0") == 1, what="one vibration")
            page.screenshot(path=str(tmp_path / "timer-phone.png"))
            shutil.copy(tmp_path / "timer-phone.png", SHOTS / "timer-phone.png")
            page.click("#clock .more")
            wait_until(lambda: asked, what="+30 s")
            assert asked[0].seat == 3 and page.locator("#clock .more").count() == 0
            page.wait_for_timeout(1200)
            assert page.evaluate("() => window.buzzed") == 1  # once
            # the same step after a reload: the hint was for the first time only
            hub.set_deadlines({})
            page.reload()
            page.wait_for_selector("#hand .card")
            assert page.locator(".hint").count() == 0 and page.locator("#clock").count() == 0
            ctx.close()
    finally:
        pump.stop()
        hub.stop()
