"""Joining, claiming, reconnecting with the seat token, saved phone seats, the server's life."""

from __future__ import annotations

import socket
import threading
import time

import pytest

from game.phones import Connected, Disconnected, JoinRequest, PhoneHub, qr_matrix
from game.phones.net import ROOM_LETTERS, host_allowed, lan_address, room_code, url_for
from game.table.seats import Seat

from .conftest import run_async
from .helpers import TV, Phone, join


@run_async
async def test_join_asks_the_tv_and_gets_a_seat_and_a_long_token(http, hub):
    tv = TV(hub)
    tv.sit("Tia", 0)
    hub.set_open_places(2)
    tv.publish()
    phone = await Phone(http, hub.plain_url).open()
    await phone.send(type="hello", room=hub.room.lower())
    lobby = await phone.next(lambda m: m["type"] == "lobby")
    assert lobby["open"] == 2 and lobby["colours_taken"] == [0]
    assert [p["name"] for p in lobby["players"]] == ["Tia"]
    await phone.send(type="join", room=hub.room, name="  Ann \u0007 ", colour=3)
    token = await phone.next(lambda m: m["type"] == "token")
    assert len(token["token"]) >= 22  # >= 128 bits, URL-safe base64
    asking = await phone.next(lambda m: m["type"] == "lobby" and m["asking"])
    assert asking["asking"]["name"] == "Ann"
    events = hub.drain()
    assert events == [JoinRequest(token["phone"], "Ann", 3)]
    assert all(token["token"] not in repr(e) for e in events)  # the TV never handles the secret
    seat = tv.sit("Ann", 3)
    assert hub.seat(events[0].phone, seat)
    tv.publish()
    state = await phone.next(lambda m: m["type"] == "state" and len(m["players"]) == 2)
    assert state["phase"] == "setup" and state["seat"] == 1 and state["name"] == "Ann"
    assert [p["kind"] for p in state["players"]] == ["pad", "phone"]
    assert hub.phone_seats()[1].name == "Ann" and hub.phone_seats()[1].connected


@run_async
async def test_room_code_is_needed_and_wrong_codes_are_refused(http, hub):
    phone = await Phone(http, hub.plain_url).open()
    await phone.send(type="hello")
    assert (await phone.next())["type"] == "need_room"
    await phone.send(type="hello", room="ZZZZ" if hub.room != "ZZZZ" else "BBBB")
    err = await phone.error("room")
    assert "room code" in err["message"]
    await phone.send(type="join", room="QQQQ" if hub.room != "QQQQ" else "BBBB", name="Eve", colour=1)
    await phone.error("room")
    assert hub.drain() == []


@run_async
async def test_reconnect_with_token_returns_to_the_same_seat_and_step(http, hub):
    tv = TV(hub)
    hub.set_open_places(3)
    ann = await join(http, hub, tv, "Ann", 1)
    for name in ("Bob", "Cat"):
        tv.sit(name, len(tv.seats) + 3, "easy")
    tv.start("revised")
    await tv.run(lambda: ann.state()["phase"] != "setup")
    before = ann.state()
    token = ann.token
    await ann.close()
    await tv.run(lambda: not hub.phone_seats()[0].connected, bots=False)
    assert hub.phone_seats()[0].away_since is not None
    again = await Phone(http, hub.plain_url).open()
    await again.send(type="hello", token=token)  # no room code needed: the token is the key
    state = await again.next(lambda m: m["type"] == "state")
    assert state["seat"] == 0 and state["step"] == before["step"] and state["hand"] == before["hand"]
    kinds = [type(e) for e in hub.drain()]
    assert Disconnected in kinds and Connected in kinds
    assert hub.phone_seats()[0].connected


@run_async
async def test_a_second_screen_with_the_same_token_takes_over(http, hub):
    tv = TV(hub)
    hub.set_open_places(1)
    ann = await join(http, hub, tv, "Ann", 1)
    other = await Phone(http, hub.plain_url).open()
    await other.send(type="hello", token=ann.token)
    await other.next(lambda m: m["type"] == "state")
    notice = await ann.next(lambda m: m["type"] == "notice")
    assert "another screen" in notice["message"]
    assert notice["code"] == "elsewhere"
    await asyncio_wait_closed(ann)
    assert ann.closed == 4000


async def asyncio_wait_closed(phone: Phone) -> None:
    import asyncio

    for _ in range(200):
        if phone.closed is not None:
            return
        await asyncio.sleep(0.01)
    raise AssertionError("not closed")


@run_async
async def test_unknown_token_is_refused_and_forgotten(http, hub):
    phone = await Phone(http, hub.plain_url).open()
    await phone.send(type="hello", token="A" * 32, room=hub.room)
    err = await phone.error("bad-token")
    assert "Join again" in err["message"]
    assert (await phone.next())["type"] == "lobby"  # the room code still let it in to join anew


@run_async
async def test_full_table_refuses_new_seats_politely(http, hub):
    tv = TV(hub)
    hub.set_open_places(1)
    await join(http, hub, tv, "Ann", 1)
    tv.publish()
    hub.set_open_places(0)
    late = await Phone(http, hub.plain_url).open()
    await late.send(type="hello", room=hub.room)
    lobby = await late.next(lambda m: m["type"] == "lobby")
    assert lobby["open"] == 0
    await late.send(type="join", room=hub.room, name="Zed", colour=5)
    err = await late.error("full")
    assert err["message"].startswith("Sorry, the table is full")
    assert hub.drain() == []


@run_async
async def test_name_and_colour_must_be_free(http, hub):
    tv = TV(hub)
    tv.sit("Ann", 2)
    hub.set_open_places(4)
    tv.publish()
    p = await Phone(http, hub.plain_url).open()
    await p.send(type="hello", room=hub.room)
    await p.send(type="join", room=hub.room, name="ann", colour=4)
    assert "already at the table" in (await p.error("name"))["message"]
    await p.send(type="join", room=hub.room, name="Bea", colour=2)
    assert "taken" in (await p.error("colour"))["message"]
    await p.send(type="join", room=hub.room, name="   ", colour=4)
    await p.error("name")
    await p.send(type="join", room=hub.room, name="Bea", colour=99)
    await p.error("colour")
    assert hub.drain() == []


@run_async
async def test_claim_a_free_seat_of_a_game_in_progress(http, hub):
    tv = TV(hub)
    tv.sit("Ann", 0)
    tv.sit("Bot", 1, "easy")
    tv.sit("Cy", 2, "easy")
    tv.start("revised")
    hub.set_claimable([1])
    p = await Phone(http, hub.plain_url).open()
    await p.send(type="hello", room=hub.room)
    lobby = await p.next(lambda m: m["type"] == "lobby" and m["claimable"])
    assert [c["seat"] for c in lobby["claimable"]] == [1] and lobby["claimable"][0]["kind"] == "bot"
    await p.send(type="claim", room=hub.room, seat=2)  # not offered
    await p.error("claim")
    await p.send(type="claim", room=hub.room, seat=1)
    await tv.run(lambda: any(m["type"] == "state" for m in p.inbox), bots=False)
    state = p.state()
    assert state["seat"] == 1 and state["name"] == "Bot" and state["hand"] is not None
    assert 1 in hub.phone_seats()
    # the seat goes back to the TV: the phone is told, and can take it back when offered again
    hub.unseat(1)
    notice = await p.next(lambda m: m["type"] == "notice")
    assert "TV" in notice["message"]
    assert notice["code"] == "unseated"
    await p.next(lambda m: m["type"] == "lobby" and m["claimable"])
    await p.send(type="claim", seat=1)
    await tv.run(lambda: 1 in hub.phone_seats(), bots=False)


@run_async
async def test_saved_phone_seats_reconnect_after_a_restart(http, hub):
    tv = TV(hub)
    hub.set_open_places(1)
    ann = await join(http, hub, tv, "Ann", 4)
    saved = hub.to_json()
    assert saved == {"v": 1, "seats": [{"seat": 0, "token": ann.token, "name": "Ann", "colour": 4}]}
    await ann.close()
    hub.stop()
    fresh = PhoneHub()  # the game restarted: a new hub, the save read back
    assert fresh.load_json(saved) == []
    fresh.start("127.0.0.1", 0)
    try:
        fresh.publish(None, [Seat("Ann", 4, 0)])
        assert not fresh.phone_seats()[0].connected
        back = await Phone(http, fresh.plain_url).open()
        await back.send(type="hello", token=ann.token)
        state = await back.next(lambda m: m["type"] == "state")
        assert state["seat"] == 0 and state["name"] == "Ann"
    finally:
        fresh.stop()


def test_damaged_saved_seats_are_skipped_with_a_sentence():
    hub = PhoneHub()
    problems = hub.load_json({"v": 1, "seats": [{"seat": 0, "token": "short", "name": "A"}, "x",
                                                {"seat": 1, "token": "B" * 32, "name": "Bo", "colour": 3}]})
    assert len(problems) == 2 and all(p.endswith(".") for p in problems)
    assert list(hub.phone_seats()) == [1]
    assert hub.load_json({"v": 9}) and hub.load_json(None) == []


def test_start_and_stop_are_quick_and_leave_nothing_running():
    before = {t.name for t in threading.enumerate()}
    hub = PhoneHub()
    t0 = time.perf_counter()
    url = hub.start("127.0.0.1", 0)
    assert url.startswith("http://127.0.0.1:") and url.endswith("#" + hub.room)
    host, port = hub.address
    with socket.create_connection((host, port), timeout=2):
        pass
    hub.stop()
    assert time.perf_counter() - t0 < 3
    assert "oneira-phones" not in {t.name for t in threading.enumerate()} - before
    with pytest.raises(OSError), socket.create_connection((host, port), timeout=1):
        pass


def test_a_port_in_use_is_a_clear_error():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen()
        port = s.getsockname()[1]
        hub = PhoneHub()
        with pytest.raises(OSError, match="cannot listen"):
            hub.start("127.0.0.1", port)
        assert not hub.running


def test_lan_address_room_code_url_and_qr():
    address = lan_address()
    assert address.count(".") == 3
    assert lan_address(probes=()) == "127.0.0.1"
    codes = {room_code() for _ in range(50)}
    assert len(codes) > 40 and all(len(c) == 4 and set(c) <= set(ROOM_LETTERS) for c in codes)
    assert url_for("::1", 80) == "http://[::1]:80/"
    m = qr_matrix("http://192.168.1.20:8765/#BCDF")
    assert len(m) == len(m[0]) and all(isinstance(v, bool) for row in m for v in row)
    assert not any(m[0]) and m[4][4]  # quiet zone, then a finder pattern's corner
    assert host_allowed("192.168.1.2:8765") and host_allowed("[::1]:1") and host_allowed("localhost:80")
    assert not host_allowed("evil.example:8765") and not host_allowed("") and not host_allowed("1.2.3.4:x")


@run_async
async def test_every_view_names_the_tvs_language_and_a_change_reaches_every_phone(http, hub):
    tv = TV(hub)
    tv.sit("Tia", 0)
    hub.set_open_places(2)
    tv.publish()
    watcher = await Phone(http, hub.plain_url).open()
    await watcher.send(type="hello")
    assert (await watcher.next())["lang"] == "en"  # need_room
    ann = await join(http, hub, tv, "Ann", 3)
    assert ann.state()["lang"] == "en"
    hub.set_language("fr")
    state = await ann.next(lambda m: m["type"] == "state" and m["lang"] == "fr")
    assert state["phase"] == "setup"
    await watcher.send(type="hello", room=hub.room)
    lobby = await watcher.next(lambda m: m["type"] == "lobby")
    assert lobby["lang"] == "fr"
    for bad in ("", "FR", "fr_FR", "français", "x" * 40, None, 3):
        hub.set_language(bad)  # not a language tag: ignored
        assert hub.lang == "fr"
    tv.sit("Bo", 1, "easy")
    tv.start("revised", seed=2)
    state = await ann.next(lambda m: m["type"] == "state" and m["phase"] != "setup")
    assert state["lang"] == "fr"
