"""A whole game with real phones (WebSockets on 127.0.0.1), a pad player and a computer player:
phones join from the setup screen, play at the same time, one drops and comes back, the game is
autosaved, the TV "restarts" mid-game and the phones find their seats again by themselves."""

from __future__ import annotations

import asyncio
import json
import time

import pygame

from game.engine.state import OVER
from game.persist.saves import Autosaver
from game.phones.loopback import Phones

from .driver import DT, key, make_app, pad, run
from .player import Player

SETTINGS = {"bot_think_s": 0.05, "phone_host": "127.0.0.1", "phone_port": 0, "phone_away_s": 0.5}


def _focus(app, menu, key_name):
    for _ in range(40):
        if menu.items[menu.focus].key == key_name:
            return
        run(app, key(pygame.K_DOWN))
    raise AssertionError(f"no menu item {key_name}")


def _app():
    app = make_app(settings=dict(SETTINGS), persist=True)
    for name, value in SETTINGS.items():
        setattr(app.settings, name, value)
    run(app, frames=2)
    return app


def _play(app, player, phones, until, max_steps=6000):
    for _ in range(max_steps):
        if until():
            return
        scene = app.stack.top
        if scene.name == "waiting" or scene.name in ("phones",):
            player.step([], 2)
            time.sleep(0.005)  # the phones are people: they take a moment (Phones(think=...))
            continue
        getattr(player, f"on_{scene.name}", player.on_other)(scene)
    raise AssertionError(f"the game did not get there (at {app.stack.top.name})")


def test_three_phones_a_pad_and_a_bot_play_a_whole_game_across_a_restart():
    Autosaver().clear()
    app = _app()
    # title -> New game -> setup
    _focus(app, app.stack.top.menu, "new")
    run(app, key(pygame.K_RETURN))
    setup = app.stack.top
    assert setup.name == "setup"
    setup.seats[0].name = "Pat"  # the pad player (a named seat stays at the TV)
    setup.seats[3].bot = "normal"
    setup.rebuild()
    _focus(app, setup.menu, "phones")
    run(app, key(pygame.K_RETURN))
    join = app.stack.top
    assert join.name == "phones"
    link = app.services["phones"]
    hub = link.hub
    assert hub.plain_url.startswith("http://127.0.0.1:") and len(hub.room) == 4
    # phones take a moment to choose, as people do: the TV then shows that it waits for them
    # (at once, a loaded machine could let every phone answer before the TV's next frame)
    phones = Phones(hub.plain_url, hub.room, think=0.2)
    try:
        for i, name in enumerate(["Ann", "Bob", "Cat"]):
            phones.add(name, 4 + i)
            phones.wait(lambda n=name: any(s.name == n for s in setup.seats), lambda: run(app))
        assert [s.name for s in setup.seats] == ["Pat", "Ann", "Bob", "Kai", "Cat"]
        assert [s.phone for s in setup.seats] == [False, True, True, False, True]
        phones.wait(lambda: all(c.states and c.states[-1]["phase"] == "setup" for c in phones.clients),
                    lambda: run(app))
        run(app, key(pygame.K_ESCAPE))
        assert app.stack.top is setup
        _focus(app, setup.menu, "start")
        run(app, key(pygame.K_RETURN))
        flow = app.services["flow"]
        seats = flow.session.seats
        assert [s.phone for s in seats] == [False, True, True, False, True]
        player = Player(app, "keyboard")

        # play until the second turn; a phone drops mid-game and the TV says so
        _play(app, player, phones, lambda: len(flow.session.state.history) >= 1)
        phones.drop("Bob")
        phones.wait(lambda: 2 in flow.away, lambda: run(app))
        phones.back("Bob")
        phones.wait(lambda: 2 not in flow.away, lambda: run(app))
        _play(app, player, phones, lambda: len(flow.session.actions) >= 12)

        # the TV goes down mid-game: only the autosave survives; phones keep their tokens
        saved_actions = len(flow.session.actions)
        link.stop()
        del app, flow
        loaded = Autosaver().load()
        assert loaded.session is not None and len(loaded.session.actions) == saved_actions
        assert [bool(s.token) for s in loaded.session.seats] == [False, True, True, False, True]  # the roster's tokens

        app = _app()
        title = app.stack.top
        assert title.name == "title"
        _focus(app, title.menu, "continue")
        run(app, key(pygame.K_RETURN))
        flow = app.services["flow"]
        link = app.services["phones"]
        phones.set_base(link.hub.plain_url)
        phones.wait(lambda: not flow.away and len(link.hub.phone_seats()) == 3
                    and all(p.connected for p in link.hub.phone_seats().values()), lambda: run(app))
        assert [s.phone for s in flow.session.seats] == [False, True, True, False, True]
        player = Player(app, "keyboard")
        _play(app, player, phones, lambda: flow.session.state.phase == OVER)
        for _ in range(30):
            app.step([], DT)
        st = flow.session.state
        assert st.phase == OVER and st.winners
        # the game's story: every phone may save its poster (the PNG the TV kept with the game)
        kept = app.services["story"][1]
        phones.wait(lambda: link.hub.story is not None and all(c.states[-1].get("story") for c in phones.clients),
                    lambda: run(app))
        assert link.hub.story == kept.png() and link.hub.story_for(phones.clients[0].token or "")[0] == 200
        # every phone played its own seat, and only its own
        for client, seat in zip(phones.clients, (1, 2, 4), strict=True):
            assert client.acted
            assert all(s["seat"] == seat for s in client.states)
            assert not [e for e in client.errors if e["code"] == "refused"], client.errors
        phone_moves = [a for a in flow.session.actions if a.player in (1, 2, 4)]
        assert len(phone_moves) >= 6
        # the pad player's moves were checked on screen; no curtain ever named a phone seat
        assert player.checked > 0
        assert not any(n == "curtain" and s in (1, 2, 4) for n, s in zip(flow.log, flow.seat_log, strict=True))
        assert "waiting" in flow.log
    finally:
        phones.close()
        link = app.services.get("phones")
        if link is not None:
            link.stop()


def _phone_table(names, bots=()):
    """A game whose seats all join from phones (plus computer players), started from the setup screen."""
    Autosaver().clear()
    app = _app()
    app.nav.push("setup")
    setup = app.stack.top
    app.nav.push("phones")
    link = app.services["phones"]
    phones = Phones(link.hub.plain_url, link.hub.room)
    for i, name in enumerate(names):
        phones.add(name, 4 + i)  # the page offers only colours nobody has
        phones.wait(lambda n=name: any(s.name == n for s in setup.seats), lambda: run(app))
    for level in bots:
        setup.resize(1)
        setup.seats[-1].bot = level
    while len(setup.seats) > len(names) + len(bots):
        setup.seats.pop(next(i for i, s in enumerate(setup.seats) if not s.phone and not s.is_bot))
    setup.rebuild()
    run(app, key(pygame.K_ESCAPE))
    _focus(app, setup.menu, "start")
    run(app, key(pygame.K_RETURN))
    return app, link, phones


def test_an_away_phone_is_played_by_the_computer_then_gets_its_seat_back():
    app, link, phones = _phone_table(["Ann", "Bob", "Cat"], bots=("normal",))
    try:
        flow = app.services["flow"]
        seats = flow.session.seats
        bob = next(i for i, s in enumerate(seats) if s.name == "Bob")
        phones.clients[1].paused = True  # Bob's phone does not act...
        phones.wait(lambda: app.stack.top.name == "waiting" and bob in app.stack.top.choosing(), lambda: run(app))
        phones.drop("Bob")  # ...and then drops
        phones.wait(lambda: app.stack.top.name == "waiting" and app.stack.top.offered == (bob,), lambda: run(app))
        waiting = app.stack.top
        assert [it.key for it in waiting.menu.items] == [f"pad{bob}", f"bot{bob}"]
        run(app, key(pygame.K_RIGHT))  # the second choice: the computer plays Bob
        run(app, key(pygame.K_RETURN))
        assert seats[bob].is_bot and not seats[bob].phone
        before = len(flow.log)
        phones.wait(lambda: ("bot_turn", bob) in zip(flow.log[before:], flow.seat_log[before:], strict=True),
                    lambda: run(app))
        phones.wait(lambda: app.stack.top.name != "bot_turn", lambda: run(app))
        # Bob's phone comes back: the seat returns to it as soon as the TV is not mid-move for Bob
        phones.clients[1].paused = False
        phones.back("Bob")
        phones.wait(lambda: seats[bob].phone and not seats[bob].is_bot, lambda: run(app))
        assert link.hub.phone_seats()[bob].connected
    finally:
        phones.close()
        link.stop()


def test_a_phone_takes_over_a_pad_seat_from_the_pause_menu_and_a_full_table_refuses_politely():
    Autosaver().clear()
    app = _app()
    app.nav.push("setup")
    setup = app.stack.top
    while len(setup.seats) < 12:
        setup.resize(1)
    app.nav.push("phones")
    link = app.services["phones"]
    phones = Phones(link.hub.plain_url, link.hub.room)
    try:
        # a full table (12 seats, none a default one left to take): the phone is told so
        for s in setup.seats:
            s.name = s.name + "!"
        late = phones.add("Zed", 11)
        phones.wait(lambda: late.errors and late.lobbies, lambda: run(app))
        assert late.errors[-1]["code"] in ("full", "colour")  # the page shows no free place or colour
        assert late.lobbies and late.lobbies[-1]["open"] == 0
        assert len(setup.seats) == 12 and not any(s.phone for s in setup.seats)
        # start with 3 pad seats, then a phone takes seat 2 over from the pause menu
        while len(setup.seats) > 3:
            setup.resize(-1)
        app.stack.pop()
        _focus(app, setup.menu, "start")
        run(app, key(pygame.K_RETURN))
        flow = app.services["flow"]
        run(app, key(pygame.K_ESCAPE))
        while app.stack.top.name != "pause":
            run(app, key(pygame.K_ESCAPE))
        pause = app.stack.top
        _focus(app, pause.menu, "phones")
        run(app, key(pygame.K_RETURN))
        assert app.stack.top.name == "phones" and link.claims_open
        run(app, frames=3)
        assert 2 in link.claimable(flow)
        phones.call(_claim(late, 2, link.hub.room))  # the room code changed with the game: the new one
        # a seat played at the TV goes to a phone only with the TV's welcome (pad A)
        phones.wait(lambda: link.door.first() is not None, lambda: run(app))
        assert not flow.session.seats[2].phone
        run(app, pad(pygame.CONTROLLER_BUTTON_A))
        phones.wait(lambda: flow.session.seats[2].phone, lambda: run(app))
        assert link.hub.phone_of(2) is not None
    finally:
        phones.close()
        link.stop()


async def _claim(client, seat, room=None):
    for _ in range(200):
        if client.ws is not None and (client.token or room):
            break
        await asyncio.sleep(0.01)
    msg = {"v": 1, "type": "claim", "seat": seat}
    if client.token:
        msg["token"] = client.token
    if room:
        msg["room"] = room
    await client.ws.send_str(json.dumps(msg))


def test_phones_named_like_a_placeholder_seat_take_it_with_the_colour_they_chose():
    Autosaver().clear()
    app = _app()
    app.nav.push("setup")
    setup = app.stack.top
    assert [s.name for s in setup.seats] == ["Léa", "Sam", "Noor", "Kai"]  # placeholders, played at the TV
    app.nav.push("phones")
    link = app.services["phones"]
    phones = Phones(link.hub.plain_url, link.hub.room)
    try:
        sam = phones.add("Sam", 2)  # Sam's name, and the colour Noor's placeholder holds
        phones.wait(lambda: setup.seats[1].phone, lambda: run(app))
        assert (setup.seats[1].name, setup.seats[1].colour) == ("Sam", 2)
        assert setup.seats[2].name == "Noor" and setup.seats[2].colour != 2 and not setup.seats[2].phone
        assert not sam.errors
        assert len({s.colour for s in setup.seats}) == 4
        mia = phones.add("Mia", 0)  # no placeholder of that name: the one with her colour (Léa's)
        phones.wait(lambda: setup.seats[0].phone, lambda: run(app))
        assert [s.name for s in setup.seats] == ["Mia", "Sam", "Noor", "Kai"] and setup.seats[0].colour == 0
        assert not mia.errors
        late = phones.add("sam", 7)  # a name a phone chose is taken, whatever its case
        phones.wait(lambda: late.errors and late.lobbies, lambda: run(app))
        assert late.errors[-1]["code"] == "name"
    finally:
        phones.close()
        link.stop()


def test_a_game_quit_to_the_title_lets_phones_join_the_next_one_and_continue_finds_its_phones():
    app, link, phones = _phone_table(["Ann", "Bob", "Cat"])
    try:
        flow = app.services["flow"]
        phones.wait(lambda: len(flow.session.actions) >= 2, lambda: run(app))
        saved_room = link.hub.room
        flow.quit_to_title()  # the game is saved for Continue; the phones stay on their pages
        run(app, frames=3)
        assert app.stack.top.name == "title", [sc.name for sc in app.stack.scenes]
        assert not link.hub.running and "phones" not in app.services  # the table was left: no server
        # Continue: the same phones are the same seats again (their tokens are in the save), nothing
        # reported as damaged
        notices = len(app.services["notices"])
        _focus(app, app.stack.top.menu, "continue")
        run(app, key(pygame.K_RETURN))
        flow2 = app.services["flow"]
        link = app.services["phones"]
        assert flow2 is not flow and link.game_flow() is flow2
        run(app, frames=3)
        assert link.hub.room != saved_room  # a new room code per game
        phones.wait(lambda: len(link.hub.phone_seats()) == 3 and not flow2.away, lambda: run(app))
        assert [s.phone for s in flow2.session.seats] == [True, True, True]
        assert app.services["notices"][notices:] == []
        # quit again, then a new game: the setup screen takes new phones (the old game does not hold them)
        flow2.quit_to_title()
        run(app, frames=2)
        app.nav.push("setup")
        setup = app.stack.top
        app.nav.push("phones")
        link = app.services["phones"]
        assert app.stack.top.name == "phones" and not app.stack.top.in_game
        newcomer = Phones(link.hub.plain_url, link.hub.room)
        try:
            newcomer.add("Dee", 9)
            newcomer.wait(lambda: any(s.name == "Dee" and s.phone for s in setup.seats), lambda: run(app))
            assert not newcomer.clients[0].errors
        finally:
            newcomer.close()
    finally:
        phones.close()
        link.stop()
