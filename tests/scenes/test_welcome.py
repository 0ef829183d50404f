"""The TV welcomes each new seat (issue 27): real phones (WebSockets on loopback addresses), real
pygame pad events at the TV. One address holds one seat at home; the rest wait for the TV's A or B;
a refused phone is told politely in the TV's language and not asked about again; a watcher cannot
take a handed-over seat without the welcome, and the seat's own phone gets it back; leaving the
table stops the server and its tokens open nothing."""

from __future__ import annotations

import asyncio
import json

import aiohttp
import pygame
import pytest

from game import i18n
from game.persist.saves import Autosaver
from game.phones.loopback import Phones

from .driver import key, make_app, pad, run

SETTINGS = {"bot_think_s": 0.05, "phone_host": "127.0.0.1", "phone_port": 0, "phone_away_s": 0.5}
NAMES = ["Ann", "Bob", "Cat", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lou"]


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def _app():
    app = make_app(settings=dict(SETTINGS), persist=True)
    for name, value in SETTINGS.items():
        setattr(app.settings, name, value)
    run(app, frames=2)
    return app


def _setup_with_phones(app):
    app.nav.push("setup")
    setup = app.stack.top
    app.nav.push("phones")
    return setup, app.services["phones"]


def test_twelve_phones_from_one_address_get_one_seat_and_the_tv_welcomes_or_refuses_the_rest():
    Autosaver().clear()
    app = _app()
    setup, link = _setup_with_phones(app)
    phones = Phones(link.hub.plain_url, link.hub.room, one_address=True)
    try:
        for i, name in enumerate(NAMES):
            phones.add(name, i)
        # one seat for the address at once; the eleven others wait for the TV, and the page says so
        phones.wait(lambda: len(link.door) == 11, lambda: run(app))
        run(app, frames=3)
        assert sum(s.phone for s in setup.seats) == 1
        seated = next(s.name for s in setup.seats if s.phone)
        waiting = [c for c in phones.clients if c.name != seated]
        phones.wait(lambda: all(c.lobbies and (c.lobbies[-1]["asking"] or {}).get("welcome") for c in waiting),
                    lambda: run(app))
        first = link.door.first()
        assert first is not None and first.seat is None
        # the TV shows the request: "<name> wants to join (<colour>)"
        shown = app.screen.copy()
        assert shown.get_at((960, 120)) != pygame.Color(0, 0, 0)
        # A on a pad welcomes the first one: it gets a seat of its own
        run(app, pad(pygame.CONTROLLER_BUTTON_A))
        phones.wait(lambda: any(s.name == first.name and s.phone for s in setup.seats), lambda: run(app))
        assert len(link.door) == 10 and sum(s.phone for s in setup.seats) == 2
        # B refuses the next one: told politely, in English
        second = link.door.first()
        run(app, pad(pygame.CONTROLLER_BUTTON_B))
        refused = next(c for c in phones.clients if c.name == second.name)
        phones.wait(lambda: refused.notices, lambda: run(app))
        note = refused.notices[-1]
        assert note["code"] == "refused" and note["key"] == "welcome-refused"
        assert note["message"].startswith("Thank you for asking!") and "watch the TV" in note["message"]
        assert not any(s.name == second.name for s in setup.seats)
        assert len(link.door) == 9 and link.door.refused(second.client)
        # ... and in French when the TV speaks French
        i18n.set_language("fr")
        run(app, frames=2)
        third = link.door.first()
        run(app, key(pygame.K_ESCAPE))  # the keyboard refuses too (Escape is B)
        assert app.stack.top.name == "phones"  # the key went to the request, not to the screen below
        refused_fr = next(c for c in phones.clients if c.name == third.name)
        phones.wait(lambda: refused_fr.notices, lambda: run(app))
        assert refused_fr.notices[-1]["code"] == "refused"
        assert refused_fr.notices[-1]["message"].startswith("Merci d’avoir demandé")
        # a refused phone that asks again is not put before the TV again
        before = len(link.door)

        async def again(client):
            await client.ws.send_str(json.dumps({"v": 1, "type": "join", "token": client.token,
                                                 "name": client.name, "colour": NAMES.index(client.name)}))
        phones.call(again(refused))
        phones.wait(lambda: len(refused.notices) >= 2, lambda: run(app))
        assert refused.notices[-1]["code"] == "refused" and len(link.door) == before
        # nor is a fresh phone (a new token) from the refused phone's address
        fresh = phones.add("Max", NAMES.index(refused.name))
        phones.wait(lambda: fresh.notices, lambda: run(app))
        assert fresh.notices[-1]["code"] == "refused" and len(link.door) == before
        assert sum(s.phone for s in setup.seats) == 2
    finally:
        phones.close()
        link.stop()


def test_a_request_lapses_after_a_minute():
    from game.table.welcome import LAPSE_S, Doorway, Request

    door = Doorway()
    door.ask(Request("p1", "Léa", 4, None, "10.0.0.9", since=100.0))
    assert door.lapse(100.0 + LAPSE_S - 1) == [] and door.first() is not None
    assert [r.client for r in door.lapse(100.0 + LAPSE_S)] == ["p1"] and door.first() is None


def _phone_table(names):
    Autosaver().clear()
    app = _app()
    setup, link = _setup_with_phones(app)
    phones = Phones(link.hub.plain_url, link.hub.room)
    for i, name in enumerate(names):
        phones.add(name, 4 + i)
        phones.wait(lambda n=name: any(s.name == n and s.phone for s in setup.seats), lambda: run(app))
    while len(setup.seats) > len(names):
        setup.seats.pop(next(i for i, s in enumerate(setup.seats) if not s.phone))
    setup.rebuild()
    return app, setup, link, phones


class Watcher:
    """A phone that only typed the room code during setup and watches the lobby."""

    def __init__(self, phones: Phones, base: str) -> None:
        self.phones, self.base = phones, base
        self.inbox: list[dict] = []
        self.closed: int | None = None
        self.ws = None
        self.token: str | None = None

    async def _open(self, room: str) -> None:
        http = await self.phones._session()
        self.ws = await http.ws_connect(self.base + "ws")
        self.closed = None
        await self.ws.send_str(json.dumps({"v": 1, "type": "hello", "room": room}))
        asyncio.get_running_loop().create_task(self._read(self.ws))

    async def _read(self, ws) -> None:
        async for msg in ws:
            if msg.type == aiohttp.WSMsgType.TEXT:
                data = json.loads(msg.data)
                if data["type"] == "token":
                    self.token = data["token"]
                self.inbox.append(data)
        self.closed = ws.close_code

    def open(self, room: str) -> None:
        self.phones.call(self._open(room))

    def send(self, **msg) -> None:
        msg["v"] = 1
        if self.token:
            msg["token"] = self.token
        self.phones.call(self.ws.send_str(json.dumps(msg)))

    def last(self, kind: str) -> dict | None:
        return next((m for m in reversed(self.inbox) if m["type"] == kind), None)


def test_a_watcher_needs_the_welcome_for_a_handed_seat_the_owner_gets_it_back_and_leaving_stops_the_server():
    app, setup, link, phones = _phone_table(["Ann", "Bob", "Cat"])
    watcher = Watcher(phones, link.hub.plain_url)
    try:
        watcher.open(link.hub.room)
        phones.wait(lambda: watcher.last("lobby") is not None, lambda: run(app))
        bob_token = phones.clients[1].token
        run(app, key(pygame.K_ESCAPE))
        from .test_phones_tv import _focus
        _focus(app, setup.menu, "start")
        run(app, key(pygame.K_RETURN))
        flow = app.services["flow"]
        seats = flow.session.seats
        # the game started with a new room code: the watcher's connection (old code) is closed
        phones.wait(lambda: watcher.closed is not None, lambda: run(app))
        assert watcher.closed == 4002 and watcher.last("notice")["code"] == "room-changed"
        bob = 1
        # Bob's phone drops while he has to choose; the TV lets the computer play him
        phones.clients[1].paused = True
        phones.wait(lambda: app.stack.top.name == "waiting" and bob in app.stack.top.choosing(), lambda: run(app))
        phones.drop("Bob")
        phones.wait(lambda: app.stack.top.name == "waiting" and app.stack.top.offered == (bob,), lambda: run(app))
        run(app, key(pygame.K_RIGHT))
        run(app, key(pygame.K_RETURN))
        assert seats[bob].is_bot and seats[bob].handed == bob_token
        # the watcher comes back with the new code and claims Bob's seat: nothing until the TV welcomes it
        watcher.open(link.hub.room)
        phones.wait(lambda: (watcher.last("lobby") or {}).get("claimable"), lambda: run(app))
        assert [c["seat"] for c in watcher.last("lobby")["claimable"]] == [bob]
        watcher.send(type="claim", room=link.hub.room, seat=bob)
        phones.wait(lambda: link.door.first() is not None, lambda: run(app))
        run(app, frames=5)
        assert seats[bob].is_bot and link.hub.phone_of(bob) is None
        assert watcher.last("state") is None  # no hand, no seat
        phones.wait(lambda: ((watcher.last("lobby") or {}).get("asking") or {}).get("welcome"), lambda: run(app))
        # the TV welcomes it (pad A): the watcher stands in for Bob, Bob stays the seat's owner
        phones.wait(lambda: app.stack.top.name != "bot_turn", lambda: run(app))
        run(app, pad(pygame.CONTROLLER_BUTTON_A))
        phones.wait(lambda: seats[bob].phone, lambda: run(app))
        assert seats[bob].handed == bob_token and seats[bob].token == watcher.token
        phones.wait(lambda: watcher.last("state") is not None, lambda: run(app))
        # Bob's own phone returns with its token: it gets its seat and hand back, the watcher is thanked
        phones.clients[1].paused = False
        phones.back("Bob")
        phones.wait(lambda: seats[bob].phone and seats[bob].token == bob_token, lambda: run(app))
        assert seats[bob].handed is None
        phones.wait(lambda: any(m["type"] == "notice" and m["code"] == "owner-back" for m in watcher.inbox),
                    lambda: run(app))
        bob_phone = phones.clients[1]
        phones.wait(lambda: bob_phone.states and bob_phone.states[-1]["seat"] == bob
                    and sorted(bob_phone.states[-1].get("hand") or []) == sorted(flow.session.view(bob).hand or []),
                    lambda: run(app))
        assert bob_phone.states[-1]["hand"]
        # leaving the table for the title stops the server; the old tokens open nothing afterwards
        address = link.hub.plain_url
        flow.quit_to_title()
        run(app, frames=3)
        assert app.stack.top.name == "title" and not link.hub.running

        async def knock():
            async with aiohttp.ClientSession() as http:
                async with http.get(address, timeout=aiohttp.ClientTimeout(total=2)) as r:
                    return r.status
        with pytest.raises(aiohttp.ClientConnectorError):
            phones.call(knock())
        app.nav.push("setup")
        app.nav.push("phones")
        fresh = app.services["phones"]
        assert fresh is not link and fresh.hub.running

        async def old_token():
            async with aiohttp.ClientSession() as http:
                async with http.ws_connect(fresh.hub.plain_url + "ws") as ws:
                    await ws.send_str(json.dumps({"v": 1, "type": "hello", "token": bob_token}))
                    while True:
                        msg = json.loads((await ws.receive(timeout=5)).data)
                        if msg["type"] == "error":
                            return msg
        answer = phones.call(old_token())
        assert answer["code"] == "bad-token" and answer["key"] == "seat-gone"
        fresh.stop()
    finally:
        phones.close()
        found = app.services.get("phones")
        if found is not None:
            found.stop()


def test_the_storytellers_phone_answers_the_request_instead_of_the_pad():
    app, setup, link, phones = _phone_table(["Ann", "Bob", "Cat"])
    watcher = Watcher(phones, link.hub.plain_url)
    try:
        run(app, key(pygame.K_ESCAPE))
        from .test_phones_tv import _focus
        _focus(app, setup.menu, "start")
        run(app, key(pygame.K_RETURN))
        flow = app.services["flow"]
        seats = flow.session.seats
        teller = flow.session.state.storyteller
        other = next(i for i in range(3) if i != teller)
        # the other player's phone drops while it has to choose; the computer plays that seat
        phones.clients[other].paused = True
        phones.wait(lambda: app.stack.top.name == "waiting" and other in app.stack.top.choosing(), lambda: run(app))
        for c in phones.clients:
            c.paused = True  # nobody acts now: the storyteller stays the storyteller
        phones.drop(phones.clients[other].name)
        phones.wait(lambda: app.stack.top.name == "waiting" and app.stack.top.offered == (other,), lambda: run(app))
        run(app, key(pygame.K_RIGHT))
        run(app, key(pygame.K_RETURN))
        assert seats[other].is_bot
        phones.wait(lambda: app.stack.top.name != "bot_turn", lambda: run(app))
        watcher.open(link.hub.room)
        phones.wait(lambda: (watcher.last("lobby") or {}).get("claimable"), lambda: run(app))
        watcher.send(type="claim", room=link.hub.room, seat=other)
        phones.wait(lambda: link.door.first() is not None, lambda: run(app))
        # the storyteller's phone (and only it) is shown the request
        teller_phone = phones.clients[teller]
        phones.wait(lambda: teller_phone.states and teller_phone.states[-1].get("welcome"), lambda: run(app))
        shown = teller_phone.states[-1]["welcome"]
        assert shown["seat"] == other and shown["name"] == seats[other].name
        third = next(i for i in range(3) if i not in (teller, other))
        assert not any(s.get("welcome") for s in phones.clients[third].states)

        async def answer(client, yes):
            await client.ws.send_str(json.dumps({"v": 1, "type": "welcome", "token": client.token,
                                                 "phone": shown["phone"], "yes": yes}))
        phones.call(answer(phones.clients[third], True))  # not the storyteller: refused, nothing changes
        phones.wait(lambda: any(e.get("key") == "welcome-gone" for e in phones.clients[third].errors), lambda: run(app))
        assert link.door.first() is not None and seats[other].is_bot
        phones.call(answer(teller_phone, True))
        phones.wait(lambda: seats[other].phone and seats[other].token == watcher.token, lambda: run(app))
        assert link.door.first() is None
        phones.wait(lambda: not teller_phone.states[-1].get("welcome"), lambda: run(app))
    finally:
        phones.close()
        found = app.services.get("phones")
        if found is not None:
            found.stop()


def test_in_kiosk_mode_every_new_seat_waits_for_the_tv_and_a_minute_without_answer_lapses_it():
    from game.kiosk.config import Operator
    from game.table import welcome

    Autosaver().clear()
    app = make_app(settings=dict(SETTINGS), persist=True, operator=Operator(kiosk=True))
    for name, value in SETTINGS.items():
        setattr(app.settings, name, value)
    run(app, frames=2)
    setup, link = _setup_with_phones(app)
    phones = Phones(link.hub.plain_url, link.hub.room)  # each from its own address: still asked
    try:
        ann = phones.add("Ann", 3)
        phones.wait(lambda: link.door.first() is not None, lambda: run(app))
        assert not any(s.phone for s in setup.seats)
        # nobody answers for a minute: the request lapses and the phone is told
        first = link.door.first()
        link.door._waiting[0] = welcome.Request(first.client, first.name, first.colour, first.seat, first.address,
                                                first.since - welcome.LAPSE_S)
        phones.wait(lambda: ann.notices, lambda: run(app))
        assert ann.notices[-1]["code"] == "lapsed" and link.door.first() is None
        assert not link.door.refused(first.client)
        assert not any(s.phone for s in setup.seats)
    finally:
        phones.close()
        link.stop()


def test_the_operator_asks_for_a_new_room_code_from_the_pause_menu_and_old_code_connections_close():
    app, setup, link, phones = _phone_table(["Ann", "Bob", "Cat"])
    watcher = Watcher(phones, link.hub.plain_url)
    try:
        run(app, key(pygame.K_ESCAPE))
        from .test_phones_tv import _focus
        _focus(app, setup.menu, "start")
        run(app, key(pygame.K_RETURN))
        flow = app.services["flow"]
        run(app, frames=3)  # the phone link sees the game start: its room code is the game's
        watcher.open(link.hub.room)
        phones.wait(lambda: watcher.last("lobby") is not None, lambda: run(app))
        old = link.hub.room
        while app.stack.top.name != "pause":
            run(app, key(pygame.K_ESCAPE))
        _focus(app, app.stack.top.menu, "new_room")
        run(app, key(pygame.K_RETURN))
        assert link.hub.room != old
        phones.wait(lambda: watcher.closed is not None, lambda: run(app))
        assert watcher.closed == 4002 and watcher.last("notice")["code"] == "room-changed"
        # the old code opens nothing now; the seated phones kept their seats and play on
        watcher.open(old)
        phones.wait(lambda: any(m["type"] == "error" and m["code"] == "room" for m in watcher.inbox), lambda: run(app))
        assert len(link.hub.phone_seats()) == 3 and all(s.phone for s in flow.session.seats)
        assert all(p.connected for p in link.hub.phone_seats().values())
    finally:
        phones.close()
        found = app.services.get("phones")
        if found is not None:
            found.stop()
