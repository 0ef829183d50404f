"""Every save holds the whole seat roster, phone tokens included, from the very first one, and a
resumed table can always go on: saves written before the roster (tokens kept apart) still resume
with their phones; a phone seat saved without a token is offered to the TV or a computer player at
once. Real app, real keys, real phones on the loopback address."""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path

import pygame

from game.persist.saves import Autosaver, decode
from game.phones.loopback import Phones
from game.table.roster import Control
from game.table.step import Actor

from .driver import key, make_app, run
from .player import Player

FIXTURES = Path(__file__).resolve().parents[1] / "persist" / "fixtures"
SETTINGS = {"bot_think_s": 0.0, "phone_host": "127.0.0.1", "phone_port": 0, "phone_away_s": 600}
OLD_TOKENS = {1: "Ann-old-save-token-0123456789abcd", 2: "Bob-old-save-token-0123456789abcd"}


def _app():
    app = make_app(settings=dict(SETTINGS), persist=True)
    for name, value in SETTINGS.items():
        setattr(app.settings, name, value)
    run(app, frames=2)
    return app


def _continue(app):
    title = app.stack.top
    assert title.menu.items[0].key == "continue"
    run(app, key(pygame.K_RETURN))
    return app.services["flow"]


def _saved(fixture: str, actions: int) -> None:
    saver = Autosaver()
    saver.clear()
    saver.folder.mkdir(parents=True, exist_ok=True)
    shutil.copy(FIXTURES / fixture, saver.folder / f"autosave-{actions:06d}.json")


def test_a_save_from_before_the_roster_resumes_with_its_phones_on_their_old_tokens():
    _saved("phones-apart-v3.json", 6)
    app = _app()
    flow = _continue(app)
    roster = flow.session.roster
    assert {i: s.token for i, s in roster.phone_seats().items()} == OLD_TOKENS
    assert roster.away() == {1, 2} and roster.stranded() == []
    link = app.services["phones"]
    phones = Phones(link.hub.plain_url, link.hub.room)
    try:
        for seat, name in ((1, "Ann"), (2, "Bob")):
            phones.add(name, 3 + seat, OLD_TOKENS[seat])
        phones.wait(lambda: roster.away() == set(), lambda: run(app))
        # their views follow at the end of the TV's frame (the server sends a frame's messages at once)
        phones.wait(lambda: all(c.states for c in phones.clients), lambda: run(app), 10)
        assert all(c.states[-1]["seat"] == seat for c, seat in zip(phones.clients, (1, 2), strict=True))
        assert not [e for c in phones.clients for e in c.errors]
        # the table goes on; the next save keeps the tokens in the roster, not apart
        player = Player(app, "keyboard")
        deadline = time.monotonic() + 90  # phones act in real time: bound the wait by the clock, not a count
        while len(flow.session.actions) < 10 and time.monotonic() < deadline:
            scene = app.stack.top
            if flow.session.step.actor is Actor.PHONES:
                done = len(flow.session.actions)
                try:  # run TV frames until a phone's move lands
                    phones.wait(lambda d=done: len(flow.session.actions) > d, lambda: run(app), 5)
                except TimeoutError:
                    pass
            else:
                getattr(player, f"on_{scene.name}", player.on_other)(scene)
        assert len(flow.session.actions) >= 10
        newest = Autosaver().files()[0]
        game = decode(newest.read_bytes())
        assert [s.get("token") for s in game["seats"]] == [None, OLD_TOKENS[1], OLD_TOKENS[2], None]
        assert game["extra"]["phones"] == {"port": link.hub.address[1]}
    finally:
        phones.close()
        link.stop()


def test_phone_seats_saved_without_tokens_are_offered_to_the_tv_and_a_computer_at_once():
    """The first autosave of the old versions, killed during the opening deal: seats marked "phone"
    and no tokens. No phone can come back to them, so the TV offers them at once; the game goes on."""
    _saved("phones-without-tokens-v3.json", 0)
    app = _app()
    flow = _continue(app)
    roster = flow.session.roster
    heard: list = []
    roster.subscribe(heard.append)
    assert roster.stranded() == [1, 2] and "phones" not in app.services  # nothing to serve
    player = Player(app, "keyboard")
    for _ in range(2000):  # the deal, the computer's story, Pat's card: then the table waits for Ann and Bob
        if flow.session.step.actor is Actor.PHONES:
            break
        getattr(player, f"on_{app.stack.top.name}", player.on_other)(app.stack.top)
    waiting = app.stack.top
    run(app, frames=2)
    assert waiting.offered == (1, 2)  # at once: no away time to wait out
    assert [item.key for item in waiting.menu.items] == ["pad1", "bot1", "pad2", "bot2"]
    run(app, key(pygame.K_RETURN))  # "Play Ann's seat here"
    assert roster.controller(1).kind is Control.TV and heard[-1].what == "hand_over"
    for _ in range(200):
        if 2 in waiting.offered and waiting.menu.items:
            break
        run(app)
    items = [item.key for item in app.stack.top.menu.items] if app.stack.top is waiting else []
    if items:  # Bob still offered on the waiting table: the computer plays him
        run(app, key(pygame.K_RIGHT))
        run(app, key(pygame.K_RETURN))
    else:  # Ann's curtain came first: the offer for Bob returns after her step
        for _ in range(200):
            if flow.session.step.actor is Actor.PHONES:
                break
            getattr(player, f"on_{app.stack.top.name}", player.on_other)(app.stack.top)
        run(app, frames=2)
        run(app, key(pygame.K_RIGHT))
        run(app, key(pygame.K_RETURN))
    assert roster.controller(2) == roster.controller(2).__class__(Control.BOT, level="normal")
    assert roster.stranded() == []
    start = len(flow.session.actions)
    for _ in range(3000):
        if len(flow.session.actions) >= start + 8:
            break
        getattr(player, f"on_{app.stack.top.name}", player.on_other)(app.stack.top)
    assert len(flow.session.actions) >= start + 8  # the table goes on


def test_the_first_autosave_of_a_game_with_phones_holds_their_tokens():
    """Before the opening deal has dealt a card, the game is saved with every phone's token."""
    Autosaver().clear()
    app = _app()
    app.nav.push("setup")
    setup = app.stack.top
    app.nav.push("phones")
    link = app.services["phones"]
    phones = Phones(link.hub.plain_url, link.hub.room)
    try:
        for i, name in enumerate(["Ann", "Bob"]):
            phones.add(name, 4 + i)
            phones.wait(lambda n=name: any(s.name == n for s in setup.seats), lambda: run(app))
        phones.wait(lambda: all(c.token for c in phones.clients), lambda: run(app))
        run(app, key(pygame.K_ESCAPE))
        setup.start()
        flow = app.services["flow"]
        assert flow.session.actions == [] and flow.session.step.stage == "dealing"
        files = Autosaver().files()
        assert [f.name for f in files] == ["autosave-000000.json"]
        game = decode(files[0].read_bytes())
        tokens = {s["name"]: s.get("token") for s in game["seats"] if s["phone"]}
        assert tokens == {c.name: c.token for c in phones.clients}
        assert json.dumps(game).count(phones.clients[0].token) == 1  # one roster: saved once
    finally:
        phones.close()
        link.stop()


def test_a_seat_handed_to_the_computer_goes_back_to_its_phone_after_a_restart():
    """Bob's phone is away; the computer plays his seat; the TV restarts (the save says whose seat
    it was); Bob's page comes back with its old token and gets its seat back."""
    _saved("phones-apart-v3.json", 6)
    app = _app()
    flow = _continue(app)
    link = app.services["phones"]
    phones = Phones(link.hub.plain_url, link.hub.room)
    try:
        phones.add("Ann", 4, OLD_TOKENS[1])
        phones.add("Bob", 5, OLD_TOKENS[2])
        phones.wait(lambda: flow.session.roster.away() == set(), lambda: run(app))
        phones.drop("Bob")
        phones.wait(lambda: 2 in flow.away, lambda: run(app))
        link.hand_over(flow, 2, "bot")
        roster = flow.session.roster
        assert roster.controller(2).kind is Control.BOT and roster[2].handed == OLD_TOKENS[2]
        game = decode(Autosaver().files()[0].read_bytes())  # saved at once
        assert game["seats"][2] == {"name": "Bob", "colour": 5, "pawn": 2, "bot": "normal", "phone": False,
                                    "handed": OLD_TOKENS[2]}
        # the TV restarts; Continue
        link.stop()
        app = _app()
        flow = _continue(app)
        roster = flow.session.roster
        heard: list = []
        roster.subscribe(heard.append)
        assert roster.controller(2).kind is Control.BOT and roster.handed() == {2: OLD_TOKENS[2]}
        link = app.services["phones"]
        phones.set_base(link.hub.plain_url)
        phones.back("Bob")
        player = Player(app, "keyboard")
        for _ in range(3000):
            if roster.controller(2).kind is Control.PHONE:
                break
            if flow.session.step.actor is Actor.PHONES:
                phones.wait(lambda: True, lambda: run(app), 1)
            else:
                getattr(player, f"on_{app.stack.top.name}", player.on_other)(app.stack.top)
        assert roster.controller(2).kind is Control.PHONE and roster[2].token == OLD_TOKENS[2]
        assert [c.what for c in heard if c.seat == 2] == ["take_back"] and roster.handed() == {}
        bob = phones.clients[1]
        assert bob.token == OLD_TOKENS[2] and not [e for e in bob.errors if e["code"] == "bad-token"]
    finally:
        phones.close()
        app.services["phones"].stop()


def test_a_phone_that_joins_before_the_tv_draws_a_frame_gets_a_seat():
    """The server starts when 'Add phones' opens; a phone quick enough to join before the TV's next
    frame finds the free places of the table being set up (not 'the table is full')."""
    Autosaver().clear()
    app = _app()
    setup = app.nav.push("setup")
    app.nav.push("phones")  # starts the server; no frame has run since
    link = app.services["phones"]
    phones = Phones(link.hub.plain_url, link.hub.room)
    try:
        quick = phones.add("Quick", 7)
        phones.wait(lambda: quick.lobbies or quick.errors or quick.states, lambda: None, 10)
        time.sleep(0.3)  # its join has reached the hub, still without a TV frame
        phones.wait(lambda: any(s.name == "Quick" and s.phone for s in setup.seats), lambda: run(app), 10)
        assert not quick.errors, quick.errors
        assert setup.roster[[s.name for s in setup.seats].index("Quick")].token == quick.token
    finally:
        phones.close()
        link.stop()
