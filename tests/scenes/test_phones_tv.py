"""A whole game with real phones (WebSockets on 127.0.0.1), a pad player and a computer player:
phones join from the setup screen, play at the same time, one drops and comes back, the game is
autosaved, the TV "restarts" mid-game and the phones find their seats again by themselves."""

from __future__ import annotations

import pygame

from game.engine.state import OVER
from game.persist.saves import Autosaver

from .driver import DT, key, make_app, run
from .phone_clients import Phones
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
    app.services["settings"].update(SETTINGS)
    run(app, frames=2)
    return app


def _play(app, player, phones, until, max_steps=6000):
    for _ in range(max_steps):
        if until():
            return
        scene = app.stack.top
        if scene.name == "waiting" or scene.name in ("phones",):
            player.step([], 2)
            phones.wait(lambda: True, lambda: None, 1)
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
    phones = Phones(hub.plain_url, hub.room)
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
        assert loaded.session.extra["phones"]["seats"]

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
