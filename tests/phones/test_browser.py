"""The phone page in a real browser: Debian's chromium, headless, driven by Playwright (with the
system chromium as its executable; no browser is downloaded). Joins, tells a story, plays a card
and votes; every step is saved as a PNG (in the test's tmp folder and in /tmp/phone-shots).

With CI=true these tests must run: a missing chromium is a failure there, a skip elsewhere."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest

from assets import ROOT as ASSETS
from game.engine.actions import Submit, Tell, Vote
from game.phones import CardFile, CardFiles, PhoneHub

from .helpers import TV, Pump

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
         "--no-first-run", "--disable-sync"]
SHOTS = Path("/tmp/phone-shots")


def _playwright():
    ci = os.environ.get("CI", "").lower() == "true"
    if not os.path.exists(CHROMIUM):
        if ci:
            pytest.fail("chromium is missing: .ci/run installs it")
        pytest.skip("chromium is not installed")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        if ci:
            pytest.fail("the playwright package is missing: it is in the test extra")
        pytest.skip("playwright is not installed")
    return sync_playwright


def builtin_cards() -> dict[str, CardFile]:
    folder = ASSETS / "cards" / "oneira"
    return {f"oneira/{p.name}": CardFile(p) for p in sorted(folder.glob("*.jpg"))}


def wait_until(pred, timeout: float = 15.0, what: str = "") -> None:
    end = time.monotonic() + timeout
    while not pred():
        if time.monotonic() > end:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.02)


@pytest.mark.parametrize("width,height", [(390, 844), (360, 740)])
def test_a_phone_joins_tells_a_story_plays_and_votes(tmp_path, width, height):
    sync_playwright = _playwright()
    cards = builtin_cards()
    hub = PhoneHub(CardFiles(cards))
    hub.start("127.0.0.1", 0)
    tv = TV(hub)
    tv.sit("Bea", 0, "easy")
    tv.sit("Cy", 1, "easy")
    tv.sit("Dee", 2, "easy")
    hub.set_open_places(2)
    tv.publish()
    pump = Pump(tv)
    pump.start()
    out = tmp_path / f"shots-{width}"
    out.mkdir()
    SHOTS.mkdir(exist_ok=True)
    n = [0]

    def shot(page, name: str, full: bool = False) -> None:
        # polled from here: the page's CSP forbids the string evaluation wait_for_function uses
        wait_until(lambda: page.evaluate("() => Array.from(document.images).every(i => i.complete)"), what="images")
        page.wait_for_timeout(150)  # let a transition settle
        n[0] += 1
        path = out / f"{n[0]:02d}-{name}.png"
        page.screenshot(path=str(path), full_page=full)
        shutil.copy(path, SHOTS / f"{width}-{path.name}")

    try:
        with sync_playwright() as pw:
            ctx = pw.chromium.launch_persistent_context(
                str(tmp_path / "profile"), executable_path=CHROMIUM, headless=True, args=FLAGS,
                viewport={"width": width, "height": height}, device_scale_factor=1, has_touch=True, is_mobile=True)
            page = ctx.pages[0] if ctx.pages else ctx.new_page()
            page.goto(hub.url)
            try:
                play(page, ctx, pw, hub, tv, pump, cards, width, height, shot)
            except Exception:
                page.screenshot(path=str(SHOTS / f"{width}-failed.png"))
                raise
            ctx.close()
    finally:
        pump.stop()
        hub.stop()


def play(page, ctx, pw, hub, tv, pump, cards, width, height, shot) -> None:
    if True:
        if True:
            page.wait_for_selector("#name")
            shot(page, "join")
            page.fill("#name", "bea")
            page.click("#join")
            page.wait_for_selector("#toast:not([hidden])")
            assert "already at the table" in page.inner_text("#toast")
            shot(page, "name-taken")
            page.fill("#name", "Ann")
            page.click(".swatch[data-i='4']")
            page.click("#join")
            page.wait_for_selector("text=You're at the table")
            wait_until(lambda: len(tv.seats) == 4, what="Ann's seat")
            ann = 3
            assert tv.seats[ann].name == "Ann" and tv.seats[ann].colour == 4
            # a second phone with markup for a name: shown as text on Ann's page, never as HTML
            browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS)
            other = browser.new_page(viewport={"width": width, "height": height})  # its own storage: its own token
            other.goto(hub.url)
            other.wait_for_selector("#name")
            other.fill("#name", "<img src=x>")
            other.click(".swatch[data-i='6']")
            other.click("#join")
            page.wait_for_selector("text=<img src=x>")
            assert page.locator("img[src='x']").count() == 0
            shot(page, "seated")
            token = page.evaluate("localStorage.getItem('oneira-token')")
            assert token and len(token) >= 22
            with pump.lock:  # the TV drops the extra seat before the game starts
                tv.seats.pop()
                hub.rebind({ann: tv.phone_ids[ann]})
                session = tv.start("revised", seed=9, cards=tuple(cards), first=ann)
            browser.close()

            # storyteller: look at the hand, zoom a card, swipe to the next, tell with it
            page.wait_for_selector("#hand .card")
            shot(page, "tell-hand")
            hand = list(session.state.hands[ann])
            page.locator("#hand .card").nth(1).click()
            page.wait_for_selector("#viewer:not([hidden]) #zoomed")
            shot(page, "zoom")
            page.click("[aria-label='Next card']")
            assert "oneira%2F" in page.get_attribute("#zoomed", "src")
            page.click("#choose")
            clue = "A <b>whale</b> dreams"
            page.fill("#clue-input", clue)
            shot(page, "clue")
            pump.bots = False  # hold the computer players so the page can be seen between steps
            page.click("#send")
            wait_until(lambda: any(isinstance(a, Tell) for a in session.actions), what="the story")
            tell = next(a for a in session.actions if isinstance(a, Tell))
            assert tell == Tell(ann, hand[2], clue)
            page.wait_for_selector("#clue")
            assert page.inner_text("#clue").endswith(clue) and page.locator("#clue b").count() == 0
            shot(page, "story-told")
            pump.bots = True

            # next turn: play a card, then vote
            page.wait_for_selector("text=Choose a card", timeout=20000)
            shot(page, "submit")
            page.locator("#hand .card").nth(0).click()
            page.click("#choose")
            page.click("#send")
            wait_until(lambda: any(isinstance(a, Submit) and a.player == ann for a in session.actions), what="the card")
            page.wait_for_selector("#display .card:not(.off)", timeout=20000)
            shot(page, "vote")
            page.locator("#display .card:not(.off)").first.click()
            page.click("#choose")
            shot(page, "vote-picked")
            pump.bots = False  # the next storyteller waits: the phone shows the last round meanwhile
            page.click("#send")
            wait_until(lambda: any(isinstance(a, Vote) and a.player == ann for a in session.actions), what="the vote")
            page.wait_for_selector("#last", timeout=20000)
            shot(page, "results", full=True)


def test_party_storyteller_gives_the_clue_then_votes_and_marks_the_trap(tmp_path):
    sync_playwright = _playwright()
    cards = builtin_cards()
    hub = PhoneHub(CardFiles(cards))
    hub.start("127.0.0.1", 0)
    tv = TV(hub)
    for i, name in enumerate(["Bea", "Cy", "Dee", "Eli", "Fay"]):
        tv.sit(name, i, "easy")
    hub.set_open_places(1)
    tv.publish()
    pump = Pump(tv)
    pump.start()
    SHOTS.mkdir(exist_ok=True)

    def shot(page, name: str) -> None:
        wait_until(lambda: page.evaluate("() => Array.from(document.images).every(i => i.complete)"), what="images")
        page.wait_for_timeout(150)
        page.screenshot(path=str(tmp_path / f"{name}.png"))
        shutil.copy(tmp_path / f"{name}.png", SHOTS / f"party-{name}.png")

    try:
        with sync_playwright() as pw:
            ctx = pw.chromium.launch_persistent_context(
                str(tmp_path / "profile"), executable_path=CHROMIUM, headless=True, args=FLAGS,
                viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
            page = ctx.pages[0] if ctx.pages else ctx.new_page()
            page.goto(hub.url)
            page.wait_for_selector("#name")
            page.fill("#name", "Ann")
            page.click("#join")
            wait_until(lambda: len(tv.seats) == 6, what="Ann's seat")
            with pump.lock:
                session = tv.start("party2020", seed=5, cards=tuple(cards), first=5)
            page.wait_for_selector("#clue-input")
            assert page.locator("#hand").count() == 0  # the party storyteller speaks before looking
            page.fill("#clue-input", "the first snow")
            shot(page, "clue")
            pump.bots = False
            page.click("#send")
            page.wait_for_selector("#hand .card")
            shot(page, "submit")
            page.locator("#hand .card").nth(0).click()
            page.click("#choose")
            page.click("#send")
            pump.bots = True
            page.wait_for_selector("#display .card", timeout=20000)
            page.locator("#display .card").nth(0).click()
            page.click("#choose")
            page.click("#next")
            page.wait_for_selector("text=Now mark the trap")
            page.locator("#display .card").nth(1).click()
            page.click("#choose")
            shot(page, "trap")
            page.click("#send")
            wait_until(lambda: any(isinstance(a, Vote) and a.player == 5 for a in session.actions), what="the vote")
            vote = next(a for a in session.actions if isinstance(a, Vote) and a.player == 5)
            assert vote.positions == (1,) and vote.trap == 2
            page.wait_for_selector("#last", timeout=20000)
            shot(page, "results")
            ctx.close()
    finally:
        pump.stop()
        hub.stop()


def english_left(page, language: str) -> list[str]:
    """Texts of the page still in English although `language` has its own words for them: a leaf
    element's text, a button's label or a field's placeholder equal to a msgid translated otherwise."""
    import json

    from game.phones.words import words_for

    words = json.loads(words_for(language))["words"]
    english = {m for m, said in words.items() if said != m and "{" not in m}
    shown = page.evaluate("""() => Array.from(document.querySelectorAll("body *"))
        .filter((el) => el.offsetParent !== null || el.id === "toast")
        .flatMap((el) => [el.children.length ? "" : el.textContent, el.getAttribute("aria-label") || "",
                          el.getAttribute("placeholder") || ""])
        .map((s) => s.trim()).filter(Boolean)""")
    return sorted({text for text in shown if text in english})


def test_the_page_speaks_the_tvs_language_and_the_browsers_before_that(tmp_path):
    """A French phone at a TV whose language the page does not know: French (the browser's). The TV
    says English, then French: the page follows at once, and what the TV refuses is said in French."""
    sync_playwright = _playwright()
    cards = builtin_cards()
    hub = PhoneHub(CardFiles(cards))
    hub.start("127.0.0.1", 0)
    hub.set_language("de")  # a language the page has no words for: it keeps the browser's
    tv = TV(hub)
    for i, name in enumerate(["Bea", "Cy"]):
        tv.sit(name, i, "easy")
    hub.set_open_places(1)
    tv.publish()
    pump = Pump(tv)
    pump.start()
    SHOTS.mkdir(exist_ok=True)

    def shot(page, name: str) -> None:
        wait_until(lambda: page.evaluate("() => Array.from(document.images).every(i => i.complete)"), what="images")
        page.wait_for_timeout(150)
        page.screenshot(path=str(tmp_path / f"{name}.png"))
        shutil.copy(tmp_path / f"{name}.png", SHOTS / f"fr-{name}.png")
        assert english_left(page, "fr") == [], name

    try:
        with sync_playwright() as pw:
            ctx = pw.chromium.launch_persistent_context(
                str(tmp_path / "profile"), executable_path=CHROMIUM, headless=True, args=FLAGS + ["--lang=fr-FR"],
                locale="fr-FR", viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
            page = ctx.pages[0] if ctx.pages else ctx.new_page()
            page.goto(hub.url)
            page.wait_for_selector("text=Rejoindre la table")
            assert page.evaluate("document.documentElement.lang") == "fr"
            assert page.inner_text("#join") == "Prendre place"
            with pump.lock:
                hub.set_language("en")
            page.wait_for_selector("text=Join the table")
            assert page.inner_text("#join") == "Take a seat"
            with pump.lock:
                hub.set_language("fr")
            page.wait_for_selector("text=Rejoindre la table")
            page.fill("#name", "bea")
            page.click("#join")
            page.wait_for_selector("#toast:not([hidden])")
            assert page.inner_text("#toast") == "bea est déjà à la table\u00a0: choisissez un autre prénom."
            assert page.get_attribute(".swatch[data-i='0']", "aria-label") == "orange (prise)"
            shot(page, "join")
            page.fill("#name", "Ann")
            page.click(".swatch[data-i='4']")
            page.click("#join")
            page.wait_for_selector("text=Vous êtes à la table, Ann !")
            wait_until(lambda: len(tv.seats) == 3, what="Ann's seat")
            shot(page, "seated")
            with pump.lock:
                session = tv.start("revised", seed=4, cards=tuple(cards), first=2)
            page.wait_for_selector("text=Vous êtes le conteur")
            page.wait_for_selector("#hand .card")
            assert "Choisissez une carte" in page.inner_text("#bar")
            shot(page, "tell-hand")
            page.locator("#hand .card").nth(0).click()
            page.wait_for_selector("text=Raconter avec cette carte")
            page.click("#choose")
            page.fill("#clue-input", "la neige")
            pump.bots = False
            page.click("#send")
            wait_until(lambda: session.actions, what="the story")
            page.wait_for_selector("text=Votre histoire est racontée")
            assert "On attend" in page.inner_text("#waiting")
            shot(page, "story-told")
            pump.bots = True

            # the next turn in French too: play a card, vote, read the last round
            page.wait_for_selector("h1:has-text('Choisissez deux cartes')", timeout=20000)  # 3 players: 2 each
            shot(page, "submit")
            for i in range(2):
                page.locator("#hand .card").nth(i).click()
                page.wait_for_selector("#choose:has-text('Choisir cette carte')")
                page.click("#choose")
            assert page.inner_text("#send") == "Jouer ces deux cartes"
            page.click("#send")
            page.wait_for_selector("#display .card:not(.off)", timeout=20000)
            assert page.get_attribute("#display .card.off", "aria-label").endswith(", la vôtre")
            shot(page, "vote")
            page.locator("#display .card:not(.off)").first.click()
            page.click("#choose")
            pump.bots = False
            page.click("#send")
            page.wait_for_selector("#last", timeout=20000)
            assert "Dernière manche" in page.inner_text("#last")
            shot(page, "results")
            ctx.close()
    finally:
        pump.stop()
        hub.stop()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_too_many_wrong_room_codes_the_page_asks_politely_to_wait_then_lets_the_right_one_in(tmp_path, lang):
    """Wrong codes from one phone (2 free here, to keep the test short; 10 in the game): the page
    says to wait, counts down with its Enter button resting, then the right code gets in. A 6-letter
    code fits the field of a narrow phone."""
    from game.phones.guard import Guard

    sync_playwright = _playwright()
    hub = PhoneHub(guard=Guard(free=2, first_wait=4.0), room_letters=4 if lang == "en" else 6)  # the longest code too
    hub.start("127.0.0.1", 0)
    hub.set_language(lang)
    hub.set_open_places(2)
    wrong = "BBBB" if hub.room != "BBBB" else "CCCC"
    words = {"en": ("That is not the room code on the TV", "Too many wrong room codes from this phone. Please wait",
                    "before trying another code", "Join the table"),
             "fr": ("Ce n’est pas le code affiché sur la télé", "Trop de codes erronés depuis ce téléphone. Merci de patienter",
                    "avant d’essayer un autre code", "Rejoindre la table")}[lang]
    SHOTS.mkdir(exist_ok=True)
    try:
        with sync_playwright() as pw:
            ctx = pw.chromium.launch_persistent_context(
                str(tmp_path / "profile"), executable_path=CHROMIUM, headless=True, args=FLAGS + [f"--lang={lang}"],
                locale=lang, viewport={"width": 360, "height": 740}, has_touch=True, is_mobile=True)
            page = ctx.pages[0] if ctx.pages else ctx.new_page()
            page.goto(hub.plain_url)
            page.wait_for_selector("#room")
            for _ in range(2):
                page.fill("#room", wrong)
                page.click("#room-go")
                page.wait_for_selector("#toast:not([hidden])")
                assert words[0] in page.inner_text("#toast")
                page.click("#toast")  # dismissed
            page.fill("#room", hub.room)  # even the right code waits now
            assert page.input_value("#room") == hub.room
            assert page.evaluate("() => { const e = document.getElementById('room'); return e.scrollWidth <= e.clientWidth; }")
            page.click("#room-go")
            page.wait_for_selector("#room-wait:not([hidden])")
            assert words[1] in page.inner_text("#toast")
            assert words[2] in page.inner_text("#room-wait")
            assert page.is_disabled("#room-go")
            page.screenshot(path=str(SHOTS / f"room-wait-{lang}.png"))
            page.wait_for_selector("#room-go:not([disabled])", timeout=10000)
            assert page.is_hidden("#room-wait")
            page.click("#room-go")
            page.wait_for_selector(f"text={words[3]}")
            ctx.close()
    finally:
        hub.stop()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_page_waits_for_the_tvs_welcome_is_refused_politely_and_the_storyteller_can_answer(tmp_path, lang):
    """A phone asks for a seat: the page says it waits for the TV's welcome; refused, it shows the
    polite sentence in the TV's language. Seated as the storyteller, its page shows the TV's
    request with two buttons, and "Welcome" sends the answer."""
    from game.phones import JoinRequest, Say, WelcomeAnswer

    sync_playwright = _playwright()
    hub = PhoneHub(CardFiles(builtin_cards()))
    hub.start("127.0.0.1", 0)
    hub.set_language(lang)
    tv = TV(hub)
    tv.sit("Bea", 0, "easy")
    tv.sit("Cy", 1, "easy")
    hub.set_open_places(2)
    tv.publish()
    words = {"en": ("Waiting for the TV to welcome you", "Thank you for asking!", "Léa wants to join (blue)", "Welcome"),
             "fr": ("En attente de l’accueil de la télé", "Merci d’avoir demandé", "Léa veut rejoindre la partie (bleu)",
                    "Accueillir")}[lang]
    SHOTS.mkdir(exist_ok=True)
    events: list = []

    def join(page, name: str, colour: int):
        page.goto(hub.url)
        page.wait_for_selector("#name")
        page.fill("#name", name)
        page.click(f".swatch[data-i='{colour}']")
        page.click("#join")
        wait_until(lambda: events.extend(hub.drain()) or any(isinstance(e, JoinRequest) and e.name == name
                                                             for e in events), what="the join")
        return next(e.phone for e in events if isinstance(e, JoinRequest) and e.name == name)

    try:
        with sync_playwright() as pw:
            ctx = pw.chromium.launch_persistent_context(
                str(tmp_path / "profile"), executable_path=CHROMIUM, headless=True, args=FLAGS + [f"--lang={lang}"],
                locale=lang, viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
            page = ctx.pages[0] if ctx.pages else ctx.new_page()
            phone = join(page, "Max", 5)
            hub.await_welcome(phone)
            page.wait_for_selector(f"text={words[0]}")
            page.screenshot(path=str(SHOTS / f"welcome-wait-{lang}.png"))
            hub.turn_away(phone, "refused", Say("welcome-refused"))
            page.wait_for_selector(f".panel >> text={words[1]}")
            page.screenshot(path=str(SHOTS / f"welcome-refused-{lang}.png"))
            # another phone is seated and tells this turn: it sees the TV's request and answers it
            other = ctx.new_page()
            ann = join(other, "Ann", 6)
            seat = tv.sit("Ann", 6)
            hub.seat(ann, seat)
            tv.start("revised", first=seat)
            other.wait_for_selector("#top:not([hidden])")
            hub.set_welcome(seat, {"phone": "a1b2c3d4", "name": "Léa", "colour": 4, "seat": None})
            other.wait_for_selector(f"#door >> text={words[2]}")
            other.screenshot(path=str(SHOTS / f"welcome-storyteller-{lang}.png"))
            other.click(f"#door >> text={words[3]}")
            wait_until(lambda: events.extend(hub.drain()) or any(isinstance(e, WelcomeAnswer) for e in events),
                       what="the answer")
            answer = next(e for e in events if isinstance(e, WelcomeAnswer))
            assert (answer.seat, answer.asker, answer.yes) == (seat, "a1b2c3d4", True)
            hub.set_welcome(None)
            other.wait_for_selector("#door", state="hidden")
            ctx.close()
    finally:
        hub.stop()
