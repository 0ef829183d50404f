"""A step's time limit on real phones (WebSockets on 127.0.0.1): the waiting phone and the
storyteller's get a `deadline` in their state, the storyteller's phone asks for +30 s (once), the
computer plays for a phone whose time ran out, and that phone plays its next step itself."""

from __future__ import annotations

import json

import pygame

from game.persist.saves import Autosaver
from game.phones.loopback import Phones
from game.table.pace import EXTRA_S, LIMITS
from game.table.seats import Seat
from game.table.step import Actor
from tests.scenes.driver import key, make_app, run

SETTINGS = {"bot_think_s": 0.05, "phone_host": "127.0.0.1", "phone_port": 0, "phone_away_s": 300}


def test_a_phone_whose_time_runs_out_is_played_once_then_plays_again():
    Autosaver().clear()
    app = make_app(settings=dict(SETTINGS))
    run(app, frames=2)
    setup = app.nav.push("setup")
    app.nav.push("phones")
    link = app.services["phones"]
    phones = Phones(link.hub.plain_url, link.hub.room)
    try:
        for i, name in enumerate(["Ann", "Bob", "Cat"]):
            phones.add(name, 4 + i)
            phones.wait(lambda n=name: any(s.name == n for s in setup.seats), lambda: run(app))
        setup.seats[:] = [s for s in setup.seats if s.phone] + [Seat("Rob", 9, 9, "hard")]
        setup.first, setup.pace = 0, "quick"
        setup.rebuild()
        run(app, key(pygame.K_ESCAPE))
        setup.start()
        assert not setup.error, setup.error
        flow = app.services["flow"]
        session = flow.session
        ann, bob, cat = (phones.clients[i] for i in range(3))
        seat = {c.name: next(i for i, s in enumerate(session.seats) if s.name == c.name) for c in (ann, bob, cat)}
        assert session.state.storyteller == seat["Ann"]
        bob.paused = True  # Bob's phone does not choose

        def waiting_for_bob() -> bool:
            st = session.step
            return st.actor is Actor.PHONES and st.stage.value == "submitting" and session.next_step().phones == (
                seat["Bob"],)

        phones.wait(waiting_for_bob, lambda: run(app))
        phones.wait(lambda: bob.states and bob.states[-1].get("deadline") and bob.states[-1].get("todo")
                    and ann.states[-1].get("deadline"), lambda: run(app))
        limit = LIMITS["quick"]["submit"]
        mine = bob.states[-1]["deadline"]
        assert 0 < mine["left"] <= limit and mine["total"] == limit and mine["more"] is False
        assert ann.states[-1]["deadline"]["more"] is True  # the storyteller's phone may ask for +30 s
        assert "deadline" not in cat.states[-1]  # Cat has chosen: no countdown for her

        def more_time(client) -> None:
            client.seq += 1

            async def send():
                await client.ws.send_str(json.dumps({"v": 1, "type": "act", "token": client.token, "seq": client.seq,
                                                     "step": client.states[-1]["step"],
                                                     "action": {"type": "more_time"}}))
            phones.call(send())

        more_time(ann)
        phones.wait(lambda: session.pace.current.extended, lambda: run(app))
        phones.wait(lambda: ann.states[-1].get("deadline", {}).get("more") is False, lambda: run(app))
        assert session.pace.current.total == limit + EXTRA_S
        phones.wait(lambda: bob.states[-1]["deadline"]["total"] == limit + EXTRA_S, lambda: run(app))
        more_time(ann)  # once per step
        more_time(cat)  # and only the storyteller's phone
        for _ in range(5):
            run(app)
        assert session.pace.current.total == limit + EXTRA_S
        turn = session.state.turn
        # time runs out (the app clock): the computer plays Bob's card, through a normal action
        phones.wait(lambda: seat["Bob"] not in session.state.pending or session.state.phase != "submit",
                    lambda: app.step([], 1.0))
        assert session.stood_in(turn) == [seat["Bob"]] and session.seats[seat["Bob"]].phone
        assert not bob.acted
        # Bob's phone is back: it votes itself at the next step
        bob.paused = False
        phones.wait(lambda: session.state.phase != "vote" and session.state.turn > turn or bob.acted,
                    lambda: run(app, key(pygame.K_RETURN) if app.stack.top.name in ("reveal", "score") else ()))
        assert bob.acted and bob.acted[-1]["type"] == "vote"
        assert session.stood_in(turn) == [seat["Bob"]]  # only the card was the computer's
    finally:
        phones.close()
        link.stop()
