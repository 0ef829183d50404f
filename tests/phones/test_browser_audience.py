"""The phone page as the audience, in a real browser (Debian's chromium, headless, Playwright): the
table is full, so the page offers to watch; it shows the public table, the word filter's asterisks
in names and the clue, takes a guess, and shows the room's split once the round is scored. PNGs go
to the test's tmp folder and /tmp/phone-shots (audience-*.png)."""

from __future__ import annotations

import shutil

from game.app import theme
from game.engine.actions import Tell
from game.phones import CardFiles, PhoneHub

from .helpers import Pump
from .test_audience import RoomTV
from .test_browser import CHROMIUM, FLAGS, SHOTS, _playwright, builtin_cards, wait_until


def test_the_audience_page_watches_guesses_and_shows_names_and_clues_filtered(tmp_path):
    sync_playwright = _playwright()
    cards = builtin_cards()
    hub = PhoneHub(CardFiles(cards))
    hub.start("127.0.0.1", 0)
    theme.set_word_filter(True)  # Settings > Word filter: the TV's audience link hands it to the hub
    tv = RoomTV(hub)
    for i, name in enumerate(("Merde", "Cy", "Dee")):
        tv.sit(name, i, "easy")
    tv.publish()
    pump = Pump(tv)
    SHOTS.mkdir(exist_ok=True)

    def shot(page, name: str) -> None:
        wait_until(lambda: page.evaluate("() => Array.from(document.images).every(i => i.complete)"), what="images")
        page.wait_for_timeout(150)
        path = tmp_path / f"audience-{name}.png"
        page.screenshot(path=str(path), full_page=True)
        shutil.copy(path, SHOTS / path.name)

    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS)
            page = browser.new_page(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
            page.goto(hub.url)
            page.wait_for_selector("#watch")  # no free seat: the page offers the audience
            assert "The table is full" in page.inner_text("#app")
            shot(page, "join")
            page.fill("#watch-name", "Zoe")
            page.click("#watch")
            wait_until(lambda: "Zoe" in hub.watchers().values(), what="Zoe in the audience")
            session = tv.start("revised", seed=4, cards=tuple(cards), first=0)
            tv.room_size, tv.hold_s = 2, 8.0  # the table's vote takes 8 s: the room guesses meanwhile
            tv.pump(bots=False)
            session.act(Tell(0, session.state.hands[0][0], "merde alors"))  # the storyteller's rude clue
            tv.publish()
            pump.start()
            page.wait_for_selector("#display .card")
            text = page.inner_text("#app")
            assert "***** alors" in text and "merde" not in text.lower()  # the clue, filtered
            assert "*****" in page.inner_text("body") and "Merde" not in page.inner_text("body")
            assert page.locator("#hand").count() == 0  # no hand on an audience page
            shot(page, "vote")
            page.click("#display .card >> nth=1")
            page.wait_for_selector("text=your guess")
            shot(page, "guessed")
            page.wait_for_selector("#room-split", timeout=20000)
            assert "The room found it" in page.inner_text("#room-split")
            shot(page, "split")
            assert session.state.history[0].clue == "merde alors"  # the game kept it as typed
            browser.close()
    finally:
        theme.set_word_filter(False)
        if pump.is_alive():
            pump.stop()
        hub.stop()
