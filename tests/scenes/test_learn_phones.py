"""A table of phones alone (no seat at the TV) is offered the guided round before its first game too:
whoever pressed Start plays the seat "You" for the room with real key presses, the seated phones
are told to watch the TV (in their language's words) and keep their seats, and the table's game then
starts with every seat on its phone, each phone asked its own steps (where its page shows the
first-time hint: tests/phones/test_browser_pace.py)."""

from __future__ import annotations

import pygame

from game.phones.loopback import Phones
from game.table.step import Actor

from .driver import key, make_app, run
from .test_learn import _focus
from .test_phones_tv import SETTINGS

NAMES = ["Ann", "Bob", "Cid", "Dee"]


def test_a_table_of_phones_alone_is_offered_the_guided_round_then_plays_on_its_phones():
    app = make_app(settings=dict(SETTINGS), learned=False)
    run(app, frames=2)
    app.nav.push("setup")
    setup = app.stack.top
    app.nav.push("phones")
    link = app.services["phones"]
    link.hub.guard.max_connections = 64  # every test phone shares 127.0.0.1
    phones = Phones(link.hub.plain_url, link.hub.room)
    try:
        clients = []
        for i, name in enumerate(NAMES):
            clients.append(phones.add(name, 4 + i))
            phones.wait(lambda n=name: any(s.name == n for s in setup.seats), lambda: run(app))
        while any(not s.phone for s in setup.seats):
            setup.seats.pop(next(i for i, s in enumerate(setup.seats) if not s.phone))
        setup.rebuild()
        run(app, key(pygame.K_ESCAPE))  # back from the phones' screen to the setup
        assert app.stack.top is setup and all(s.phone for s in setup.seats) and len(setup.seats) == 4
        _focus(app, setup.menu, "start")
        run(app, key(pygame.K_RETURN))
        offer = app.stack.top
        assert offer.name == "learn_offer"  # no seat at the TV, and still offered
        run(app, key(pygame.K_RETURN))  # Learn by playing
        guided = app.services["guided"]
        assert app.services.get("flow") is None and guided.session.n == 4
        phones.wait(lambda: all(any(n["code"] == "learning" for n in c.notices) for c in clients), lambda: run(app))
        assert all(n["key"] == "learning" for c in clients for n in c.notices if n["code"] == "learning")
        for _ in range(60 * 200):  # the one at the TV plays "You"; "continue" is pressed at once
            if app.services.get("guided") is None:
                break
            step = guided.session.step
            if step.actor is Actor.PLAYER and getattr(app.stack.top, "stage", None) == "second":
                run(app, key(pygame.K_RIGHT))
            run(app, key(pygame.K_RETURN) if step.actor is Actor.PLAYER or guided.coach.left() == 0 else ())
        else:
            raise AssertionError("the guided round did not end")
        flow = app.services["flow"]
        assert [s.name for s in flow.session.seats] == NAMES and all(s.phone for s in flow.session.seats)
        assert flow.coach is None
        # every phone gets its own steps on its phone (and the page its first-time hint there)
        phones.wait(lambda: len(flow.session.state.history) >= 1, lambda: run(app), 60)
        for c in clients:  # the guided round ("You" and the computer players) is never the phones' game
            played = [st for st in c.states if st["phase"] != "setup"]
            assert played and all([p["name"] for p in st["players"]] == NAMES for st in played)
        kinds = {c.name: {s["todo"]["kind"] for s in c.states if s.get("todo")} for c in clients}
        assert all({"submit", "vote"} <= k or {"tell"} <= k for k in kinds.values()), kinds
    finally:
        phones.close()
        link.stop()
