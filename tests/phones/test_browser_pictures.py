"""Our pictures, end to end: the real app at the TV (real pygame events), two phones in a real
browser (Debian's chromium through Playwright) join from setup, add pictures with the page's
"Add pictures", one removes one, the other describes one; the TV shows the thumbnails, the table
plays a whole game with them topped up with the built-in deck, keeps them as a deck, and a
restarted game finds that deck on the Decks screen. A forgotten deck leaves no file behind.

Screens are saved as PNGs in /tmp/phone-shots (phone) and the test's folder (TV)."""

from __future__ import annotations

import time

import pygame
import pytest

from game.deck.images import reencode
from game.engine.state import OVER
from game.paths import user_data_dir, user_decks_dir
from game.phones.loopback import Phones
from game.root.wiring import build_app
from scenes.ourpictures import OURS, KeepPicturesScene, OurPictures

from ..scenes.driver import key, make_app, run, text
from ..scenes.player import Player
from .test_browser import CHROMIUM, FLAGS, SHOTS, _playwright
from .test_uploads import picture

SETTINGS = {"bot_think_s": 0.05, "phone_host": "127.0.0.1", "phone_port": 0}


def _focus(app, menu, key_name):
    for _ in range(60):
        if menu.items[menu.focus].key == key_name:
            return
        run(app, key(pygame.K_DOWN))
    raise AssertionError(f"no menu item {key_name}")


def _until(app, pred, what: str, timeout: float = 30.0) -> None:
    end = time.monotonic() + timeout
    while not pred():
        if time.monotonic() > end:
            raise AssertionError(f"timed out waiting for {what}")
        run(app)
        time.sleep(0.005)


def _app():
    app = make_app(settings=dict(SETTINGS))
    for name, value in SETTINGS.items():
        setattr(app.settings, name, value)
    run(app, frames=2)
    return app


def _setup_with_phones(app):
    _focus(app, app.stack.top.menu, "new")
    run(app, key(pygame.K_RETURN))
    setup = app.stack.top
    assert setup.name == "setup"
    _focus(app, setup.menu, "phones")
    run(app, key(pygame.K_RETURN))
    assert app.stack.top.name == "phones"
    return setup, app.services["phones"]


def test_two_browser_phones_make_our_pictures_and_the_table_plays_and_keeps_them(tmp_path):
    sync_playwright = _playwright()
    app = _app()
    setup, link = _setup_with_phones(app)
    hub = link.hub
    ours: OurPictures = link.pictures
    assert ours is not None and not ours.count()
    files = []
    for i, colour in enumerate([(200, 60, 40), (40, 160, 90), (60, 80, 200), (220, 200, 60), (150, 60, 170)]):
        path = tmp_path / f"photo-{i}.{'png' if i % 2 else 'jpg'}"
        path.write_bytes(picture(480, 640, path.suffix[1:], colour))
        files.append(str(path))
    SHOTS.mkdir(exist_ok=True)
    phones = None
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        pages = []
        try:
            for name in ("Ann", "Bob"):
                ctx = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=1)
                page = ctx.new_page()
                page.goto(hub.url)
                page.wait_for_selector("#name")
                page.fill("#name", name)
                page.click("#join")
                if pages:  # one seat per address at home: the TV welcomes the second phone (Enter, as A)
                    _until(app, lambda: link.door.first() is not None, f"{name}'s request on the TV")
                    run(app, key(pygame.K_RETURN))
                _until(app, lambda n=name: any(s.name == n and s.phone for s in setup.seats), f"{name} seated")
                page.wait_for_selector("#add-pictures")
                pages.append(page)
            ann, bob = pages
            run(app, key(pygame.K_ESCAPE))  # the join screen closes: back to setup
            assert app.stack.top is setup
            # Ann adds three pictures, Bob two (camera or gallery: the page's file input)
            ann.set_input_files("#pick", files[:3])
            bob.set_input_files("#pick", files[3:])
            _until(app, lambda: ours.count() == 5, "five pictures on the TV")
            end = time.monotonic() + 20
            while ann.locator(".picture").count() != 3 or bob.locator(".picture").count() != 2:
                assert time.monotonic() < end, "the phones did not list their pictures"
                run(app)
                time.sleep(0.05)
            ann.screenshot(path=str(SHOTS / "photos-phone-added.png"))
            # Ann removes her second picture; Bob describes his first
            removed = ann.locator(".picture").nth(1).get_attribute("data-id")
            ann.locator(".picture").nth(1).locator(".remove").click()
            note = bob.locator(".picture").nth(0).locator(".note")
            note.fill("a yellow sun over a purple sea")
            note.press("Enter")
            _until(app, lambda: ours.count() == 4 and any(c.description for c in ours.deck.cards),
                   "removed and described")
            assert removed not in {q.id for q in ours.gallery.pictures()}
            assert [c.description for c in ours.deck.cards if c.description] == ["a yellow sun over a purple sea"]
            assert sorted(q.by for q in ours.gallery.pictures()) == ["Ann", "Ann", "Bob", "Bob"]
            bob.screenshot(path=str(SHOTS / "photos-phone-described.png"))
            # the TV shows the growing deck with who added each
            run(app, frames=3)
            pygame.image.save(app.screen, str(SHOTS / "photos-tv-setup.png"))
            assert "ours" in [i.key for i in setup.menu.items]
            tokens = [pg.evaluate("() => localStorage.getItem('oneira-token')") for pg in pages]
        finally:
            browser.close()
    assert all(tokens)
    # two computer players complete the table; the phones play on (their tokens, as the page would)
    for s in setup.seats:
        if not s.phone:
            s.bot = "easy"
    setup.ruleset = "revised"
    setup.rebuild()
    missing = ours.missing("revised", len(setup.seats))
    assert missing == 28 - 4
    _focus(app, setup.menu, "start")
    run(app, key(pygame.K_RETURN))
    assert setup.error and str(missing) in str(setup.error)  # too few alone: says how many are missing
    _focus(app, setup.menu, "ours")
    run(app, key(pygame.K_RIGHT))
    assert ours.mode == "topped"
    _focus(app, setup.menu, "start")
    run(app, key(pygame.K_RETURN))
    flow = app.services["flow"]
    ids = set(flow.session.config.card_ids)
    our_ids = {c.id for c in ours.deck.cards}
    assert our_ids <= ids and len(ids) > len(our_ids)  # topped up with the built-in deck
    # the computer players read the line a phone gave, as a deck.toml description
    assert [flow.tags[c].description for c in sorted(our_ids) if flow.tags[c].description] == \
        ["a yellow sun over a purple sea"]
    assert all(not cid.startswith(OURS + "/") or cid in our_ids for cid in ids)
    phones = Phones(hub.plain_url, hub.room)
    try:
        seated = {s.name: i for i, s in enumerate(flow.session.seats) if s.phone}
        for name, token in zip(("Ann", "Bob"), tokens, strict=True):
            phones.add(name, seated[name], token=token)
        player = Player(app, "keyboard")
        for _ in range(20000):
            if flow.session.state.phase == OVER and isinstance(app.stack.top, KeepPicturesScene):
                break
            scene = app.stack.top
            if scene.name == "waiting":
                player.step([], 2)
                phones.wait(lambda: True, lambda: None, 1)
                continue
            getattr(player, f"on_{scene.name}", player.on_other)(scene)
        else:
            raise AssertionError("the game did not end")
        st = flow.session.state
        assert st.phase == OVER and st.winners
        assert all(c.acted for c in phones.clients)
        pygame.image.save(app.screen, str(SHOTS / "photos-tv-keep.png"))
        # keep them: a deck folder named with the date, on the Decks screen at once
        keep = app.stack.top
        assert keep.deck_name.startswith("Our pictures, 20")  # today's date unless the table names it
        run(app, key(pygame.K_BACKSPACE) * 40 + text("Grandma's garden"))  # typed at the TV
        assert keep.deck_name == "Grandma's garden"
        _focus(app, keep.menu, "keep")
        run(app, key(pygame.K_RETURN))
        assert keep.kept is not None and keep.kept.name == "Grandma's garden"
        folder = keep.kept.path
        assert folder == user_decks_dir() / "Grandma's garden" and len(list(folder.glob("*.jpg"))) == 4
        assert "a yellow sun over a purple sea" in (folder / "deck.toml").read_text(encoding="utf-8")
        assert not ours.gallery.folder.exists()  # nothing left behind in the waiting folder
        assert keep.kept in flow.decks and all(d.id != OURS for d in flow.decks)  # 'Play again' deals the kept deck
    finally:
        phones.close()
        link.stop()
    # restart: the kept deck is a folder deck like any other
    pygame.display.init()
    screen = pygame.display.set_mode((1920, 1080))
    app2 = build_app(screen, (), settings=dict(SETTINGS), include_user_decks=True, preload=False, persist=False)
    run(app2, frames=2)
    app2.nav.push("decks")
    run(app2, frames=2)
    decks = app2.stack.top
    kept = [d for d in decks.decks if d.path == folder]
    assert kept and len(kept[0].cards) == 4 and kept[0].name == keep.deck_name
    assert kept[0].id in [i.key for i in decks.menu.items]
    assert any(c.description == "a yellow sun over a purple sea" for c in kept[0].cards)
    _focus(app2, decks.menu, kept[0].id)
    run(app2, frames=2)
    pygame.image.save(app2.screen, str(SHOTS / "photos-tv-decks.png"))


def test_a_forgotten_deck_leaves_no_file(tmp_path):
    app = _app()
    setup, link = _setup_with_phones(app)
    ours: OurPictures = link.pictures
    try:
        run(app, key(pygame.K_ESCAPE))
        ours.gallery.open = True
        before = set(user_data_dir().rglob("*")) if user_data_dir().exists() else set()
        for i in range(3):
            ours.gallery.add("p", "Ann", picture(colour=(i * 70, 90, 120)))
        _until(app, lambda: ours.count() == 3, "three pictures")
        for s in setup.seats:
            s.bot = "easy"
        setup.ruleset = "revised"
        setup.rebuild()
        _focus(app, setup.menu, "ours")
        run(app, key(pygame.K_RIGHT))
        _focus(app, setup.menu, "start")
        run(app, key(pygame.K_RETURN))
        flow = app.services["flow"]
        player = Player(app, "keyboard")
        for _ in range(20000):
            if isinstance(app.stack.top, KeepPicturesScene):
                break
            getattr(player, f"on_{app.stack.top.name}", player.on_other)(app.stack.top)
        else:
            raise AssertionError("the game did not end")
        assert flow.session.state.phase == OVER
        keep = app.stack.top
        _focus(app, keep.menu, "forget")
        run(app, key(pygame.K_RETURN))
        assert not isinstance(app.stack.top, KeepPicturesScene)
        assert not ours.gallery.folder.exists()
        assert flow.decks and all(d.id != OURS for d in flow.decks)  # 'Play again' deals no forgotten picture
        left = [p for p in set(user_data_dir().rglob("*")) - before if "uploads" in p.parts or "decks" in p.parts]
        assert left == [] or all(p.is_dir() for p in left)  # not one file: no picture, no deck.toml
        assert not [p for p in user_decks_dir().rglob("*") if p.is_file()] if user_decks_dir().exists() else True
    finally:
        link.stop()


@pytest.fixture(autouse=True)
def _clean_decks():
    yield
    import shutil

    shutil.rmtree(user_decks_dir(), ignore_errors=True)
    shutil.rmtree(user_data_dir() / "uploads", ignore_errors=True)


def test_phones_may_add_pictures_in_setup_never_in_a_game_nor_after_the_table_left():
    app = _app()
    setup, link = _setup_with_phones(app)
    ours: OurPictures = link.pictures
    phones = Phones(link.hub.plain_url, link.hub.room)
    try:
        phones.add("Ann", 4)
        _until(app, lambda: any(s.name == "Ann" and s.phone for s in setup.seats), "Ann seated")
        run(app, key(pygame.K_ESCAPE))
        run(app, frames=2)
        assert ours.gallery.open  # setup
        for s in setup.seats:
            if not s.phone:
                s.bot = "easy"
        setup.rebuild()
        _focus(app, setup.menu, "start")
        run(app, key(pygame.K_RETURN))
        run(app, frames=2)
        assert app.services["flow"] and not ours.gallery.open  # a game: closed
        app.services["flow"].quit_to_title()
        run(app, frames=2)
        assert not ours.gallery.open  # the title: closed
        token = phones.clients[0].token
        _focus(app, app.stack.top.menu, "decks")
        run(app, key(pygame.K_RETURN))
        run(app, frames=2)
        # The table was left for the title: the phone server stopped with it and its tokens open
        # nothing (issue 27), so the Decks screen reached from the title takes no pictures from
        # the old table's phones either.
        assert not ours.gallery.open and link.hub.uploader(token) is None
    finally:
        phones.close()
        link.stop()


def test_uploads_off_in_operator_toml_means_no_gallery():
    from game.kiosk.config import Operator

    app = make_app(settings=dict(SETTINGS), operator=Operator(uploads="off"))
    for name, value in SETTINGS.items():
        setattr(app.settings, name, value)
    run(app, frames=2)
    setup, link = _setup_with_phones(app)
    try:
        assert link.pictures is None and link.hub.gallery is None
    finally:
        link.stop()


def _kiosk_game_with_pictures():
    """A café table (kiosk) that adds three pictures in setup and plays a whole game with them."""
    from game.kiosk.config import Operator
    from game.kiosk.runtime import Kiosk

    op = Operator(kiosk=True, pin="2468")
    app = make_app(settings=dict(SETTINGS), operator=op)
    for name, value in SETTINGS.items():
        setattr(app.settings, name, value)
    Kiosk(app, op)
    run(app, frames=2)
    setup, link = _setup_with_phones(app)
    ours: OurPictures = link.pictures
    run(app, key(pygame.K_ESCAPE))
    for i in range(3):
        ours.gallery.add("p", "Ann", picture(colour=(i * 70, 40, 160)))
    _until(app, lambda: ours.count() == 3, "three pictures")
    for s in setup.seats:
        s.bot = "easy"
    setup.ruleset = "revised"
    setup.rebuild()
    _focus(app, setup.menu, "ours")
    run(app, key(pygame.K_RIGHT))
    _focus(app, setup.menu, "start")
    run(app, key(pygame.K_RETURN))
    flow = app.services["flow"]
    player = Player(app, "keyboard")
    for _ in range(20000):
        if flow.finished:
            break
        getattr(player, f"on_{app.stack.top.name}", player.on_other)(app.stack.top)
    assert flow.session.state.phase == OVER
    run(app, frames=5)
    assert not any(isinstance(s, KeepPicturesScene) for s in app.stack.scenes)  # a café never asks the players
    assert ours.count() == 3  # still there while the table is at the game's end: the operator may keep them
    return app, link, ours, flow


def test_a_cafe_forgets_the_pictures_when_the_table_leaves_the_game():
    app, link, ours, flow = _kiosk_game_with_pictures()
    try:
        folder = ours.gallery.folder
        flow.quit_to_title()
        run(app, frames=3)
        assert ours.count() == 0 and not folder.exists()
        assert not user_decks_dir().exists() or not any(user_decks_dir().iterdir())
    finally:
        link.stop()


def test_a_cafe_operator_keeps_the_pictures_from_the_operator_menu():
    from .test_uploads import files_in

    app, link, ours, flow = _kiosk_game_with_pictures()
    try:
        app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
                  for k in (pygame.K_LCTRL, pygame.K_LALT, pygame.K_o)], 0.0)
        for _ in range(33):
            app.step([], 0.1)
        app.step([pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
                  for k in (pygame.K_LCTRL, pygame.K_LALT, pygame.K_o)], 0.0)
        run(app, text("2468") + key(pygame.K_RETURN))
        menu = app.stack.top
        assert menu.name == "operator"
        _focus(app, menu.menu, "keep_pictures")
        run(app, key(pygame.K_RETURN))
        kept = [p for p in user_decks_dir().iterdir() if p.is_dir()]
        assert len(kept) == 1 and len([f for f in files_in(kept[0]) if f.endswith(".jpg")]) == 3
        assert ours.count() == 0
        flow.quit_to_title()
        run(app, frames=3)
        assert len([p for p in user_decks_dir().iterdir() if p.is_dir()]) == 1  # the kept deck stays
    finally:
        link.stop()


def test_a_cafe_never_shows_a_table_the_pictures_left_from_an_earlier_run():
    from game.kiosk.config import Operator
    from game.kiosk.runtime import Kiosk
    from game.phones.uploads import Gallery, uploads_dir

    pygame.init()
    earlier = Gallery(decode=reencode)
    earlier.open = True
    earlier.add("p", "Ann", picture())  # the game crashed, or the window closed at the question
    assert uploads_dir().exists()
    op = Operator(kiosk=True, pin="2468")
    app = make_app(settings=dict(SETTINGS), operator=op)
    for name, value in SETTINGS.items():
        setattr(app.settings, name, value)
    Kiosk(app, op)
    run(app, frames=2)
    setup, link = _setup_with_phones(app)
    try:
        run(app, frames=2)
        assert link.pictures.count() == 0 and not uploads_dir().exists()
    finally:
        link.stop()


def test_a_deck_that_cannot_be_kept_loses_no_picture(tmp_path, monkeypatch):
    import scenes.ourpictures as ourpictures

    app = _app()
    setup, link = _setup_with_phones(app)
    ours: OurPictures = link.pictures
    try:
        run(app, key(pygame.K_ESCAPE))
        for i in range(2):
            ours.gallery.add("p", "Ann", picture(colour=(90, i * 90, 30)))
        _until(app, lambda: ours.count() == 2, "two pictures")
        blocked = tmp_path / "not-a-folder"
        blocked.write_text("a file where the decks folder should be")
        monkeypatch.setattr(ourpictures, "user_decks_dir", lambda: blocked / "decks")
        keep = KeepPicturesScene(ours)
        app.stack.push(keep)
        _focus(app, keep.menu, "keep")
        run(app, key(pygame.K_RETURN))
        assert app.stack.top is keep and keep.error is not None  # said on screen, nothing lost
        assert ours.count() == 2 and len(list(ours.gallery.folder.glob("*.jpg"))) == 2
        run(app, frames=2)
        monkeypatch.setattr(ourpictures, "user_decks_dir", lambda: tmp_path / "decks")
        run(app, key(pygame.K_RETURN))
        assert app.stack.top is not keep and keep.kept is not None and len(keep.kept.cards) == 2
    finally:
        link.stop()
