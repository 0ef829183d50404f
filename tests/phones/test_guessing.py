"""Guessing the room code does not pay (issue 27): a brute-forcer against the real server on
loopback, many connections from one address on fresh sockets, every code it can for ATTACK_S
seconds. The figures it prints are the ones docs/phones.md quotes.

Addresses: the attacker is 127.0.0.2, the table's own phones 127.0.0.1, a bystander 127.0.0.3
(all loopback: Linux routes the whole 127/8 to `lo`)."""

from __future__ import annotations

import asyncio
import itertools
import json
import random
import time
from dataclasses import dataclass, field

import aiohttp
import pytest

from game.phones import PhoneHub
from game.phones.guard import Guard
from game.phones.net import ROOM_LETTERS

from .conftest import run_async
from .helpers import TV, Phone

ATTACK_S = 30.0  # as the "all the codes it can in 30 seconds"
BASELINE_S = 3.0  # the same brute-forcer, limits off: shows it is fast enough to matter
WORKERS = 8  # concurrent connections from the attacker's one address
PER_SOCKET = 16  # guesses per connection, then a fresh socket (the message bucket's burst)
DAY = 86400.0


@dataclass
class Tally:
    sent: int = 0
    answered: int = 0  # the server looked at the code: `room` error or the lobby
    slowed: int = 0  # `slow-down`: not looked at
    found: list[str] = field(default_factory=list)
    waits: list[int] = field(default_factory=list)
    refused_sockets: int = 0
    other: list[dict] = field(default_factory=list)


def session_from(address: str) -> aiohttp.ClientSession:
    """An HTTP client whose sockets leave from `address` (loopback), a fresh socket per connection."""
    return aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=(address, 0), force_close=True))


async def reply(ws: aiohttp.ClientWebSocketResponse, timeout: float = 10.0) -> dict | None:
    """The server's answer to a code: an error or the lobby (a need_room repeat is skipped)."""
    while True:
        msg = await ws.receive(timeout)
        if msg.type != aiohttp.WSMsgType.TEXT:
            return None
        data = json.loads(msg.data)
        if data["type"] in ("error", "lobby"):
            return data


async def attack(base: str, seconds: float, tally: Tally) -> None:
    """WORKERS loops, each: a fresh socket from 127.0.0.2, PER_SOCKET codes on it, again."""
    codes = ["".join(c) for c in itertools.product(ROOM_LETTERS, repeat=4)]
    random.Random(27).shuffle(codes)
    todo = iter(codes)
    retry: list[str] = []  # codes told to wait were not looked at: the attacker tries them again
    end = time.monotonic() + seconds

    async def worker(http: aiohttp.ClientSession) -> None:
        while time.monotonic() < end:
            try:
                async with http.ws_connect(base + "ws") as ws:
                    for _ in range(PER_SOCKET):
                        if time.monotonic() >= end:
                            return
                        code = retry.pop() if retry else next(todo)
                        await ws.send_str(json.dumps({"v": 1, "type": "hello", "room": code}))
                        tally.sent += 1
                        answer = await reply(ws)
                        if answer is None:
                            tally.refused_sockets += 1
                            break
                        if answer["type"] == "lobby":
                            tally.answered += 1
                            tally.found.append(code)
                            break
                        if answer["code"] == "room":
                            tally.answered += 1
                        elif answer["code"] == "slow-down":
                            tally.slowed += 1
                            retry.append(code)
                            tally.waits.append(answer["wait"])
                        elif answer["code"] == "too-many":
                            tally.refused_sockets += 1
                            break
                        else:
                            tally.other.append(answer)
            except (aiohttp.ClientError, OSError):
                tally.refused_sockets += 1

    async with session_from("127.0.0.2") as http:
        await asyncio.gather(*(worker(http) for _ in range(WORKERS)))


def expected_seconds(answered: int, seconds: float, letters: int = 4) -> float:
    """Expected time to find the live code at the measured rate: the codes are tried without
    repeating, so on average (N + 1) / 2 of the N codes are tried before the live one. The rate is
    measured over the attack's first `seconds`, free wrong codes included, so it overstates what
    the attacker keeps up over a day (the wait only grows): the figure errs in the attacker's favour."""
    space = len(ROOM_LETTERS) ** letters
    rate = max(answered, 1) / seconds
    return (space + 1) / 2 / rate


@run_async
async def test_the_same_brute_forcer_without_limits_finds_a_code_within_hours(http):
    """The control: with the limits off, the brute-forcer below is fast (so the real test can fail)."""
    hub = PhoneHub(guard=Guard(free=10**9))
    hub.start("127.0.0.1", 0)
    try:
        tally = Tally()
        await attack(hub.plain_url, BASELINE_S, tally)
    finally:
        hub.stop()
    rate = tally.answered / BASELINE_S
    hours = expected_seconds(tally.answered, BASELINE_S) / 3600
    print(f"\nno limits: {tally.answered} codes answered in {BASELINE_S:.0f} s = {rate:.0f} guesses/s; "
          f"expected time to find the code {hours * 60:.1f} min")
    assert tally.slowed == 0 and not tally.other
    assert hours < 1, "the brute-forcer is too slow to show anything"


@run_async
async def test_a_brute_forcer_from_one_address_needs_more_than_a_day(http, hub):
    tv = TV(hub)
    hub.set_open_places(4)
    tally = Tally()
    started = time.monotonic()
    attacker = asyncio.create_task(attack(hub.plain_url, ATTACK_S, tally))

    # halfway through the attack, the table's own phones (127.0.0.1) come in at once and take seats
    await asyncio.sleep(ATTACK_S / 2)
    assert tally.slowed > 0, "the attacker should be slowed by now"
    family = []
    for i, name in enumerate(("Ann", "Bob", "Cat")):
        t0 = time.monotonic()
        phone = await Phone(http, hub.plain_url).open()
        if i == 0:  # a typing mistake first: answered at once, no wait
            await phone.send(type="hello", room="ZZZZ" if hub.room != "ZZZZ" else "BBBB")
            assert (await phone.error())["code"] == "room"
        await phone.send(type="hello", room=hub.room)
        await phone.next(lambda m: m["type"] == "lobby", timeout=5)
        await phone.send(type="join", room=hub.room, name=name, colour=i)
        await tv.run(lambda p=phone: any(m["type"] == "state" for m in p.inbox), timeout=10)
        family.append((phone, time.monotonic() - t0))

    # a bystander at another address: its wrong code is answered at once, its right code gets in
    async with session_from("127.0.0.3") as other:
        async with other.ws_connect(hub.plain_url + "ws") as ws:
            await ws.send_str(json.dumps({"v": 1, "type": "hello", "room": "ZZZZ" if hub.room != "ZZZZ" else "BBBB"}))
            first = await reply(ws)
            await ws.send_str(json.dumps({"v": 1, "type": "hello", "room": hub.room.lower()}))
            second = await reply(ws)
    assert first is not None and first["code"] == "room", first
    assert second is not None and second["type"] == "lobby", second

    await attacker
    attack_s = time.monotonic() - started
    rate = tally.answered / ATTACK_S
    expected = expected_seconds(tally.answered, ATTACK_S)
    print(f"\nwith limits: {tally.sent} codes sent in {attack_s:.0f} s, {tally.answered} answered "
          f"({rate:.2f} guesses/s), {tally.slowed} told to wait (longest {max(tally.waits)} s), "
          f"{tally.refused_sockets} sockets refused; expected time to find the code "
          f"{expected / 3600:.0f} h ({expected / DAY:.1f} days); family joins "
          f"{', '.join(f'{s * 1000:.0f} ms' for _, s in family)}")
    assert not tally.other, tally.other[:3]
    assert tally.sent > 1000, "the attacker sent too little to test anything"
    assert 10 <= tally.answered <= 14, tally  # 10 free, then one per wait (6 s, 12 s, 24 s...)
    assert expected >= DAY
    assert not tally.found or tally.found == [hub.room]
    for phone, _ in family:
        assert phone.token is not None
        await phone.close()

    # the attacker's address, with the right code: told to wait, then let in after the wait
    async with session_from("127.0.0.2") as again:
        async with again.ws_connect(hub.plain_url + "ws") as ws:
            await ws.send_str(json.dumps({"v": 1, "type": "hello", "room": hub.room}))
            answer = await reply(ws)
            assert answer is not None
            if answer["type"] != "lobby":
                assert answer["code"] == "slow-down" and 1 <= answer["wait"] <= 48, answer
                assert answer["key"] == "room-wait" and answer["values"] == {"s": answer["wait"]}
                await asyncio.sleep(answer["wait"])
                await ws.send_str(json.dumps({"v": 1, "type": "hello", "room": hub.room}))
                answer = await reply(ws)
            assert answer is not None and answer["type"] == "lobby", answer


@pytest.mark.parametrize("letters", [4, 5, 6])
def test_room_codes_have_the_letters_the_operator_chose(letters):
    hub = PhoneHub(room_letters=letters)
    assert len(hub.room) == letters and set(hub.room) <= set(ROOM_LETTERS)
    assert len(hub.new_room()) == letters


@run_async
async def test_one_address_holds_a_few_connections_and_others_still_get_in(http):
    hub = PhoneHub(guard=Guard(max_connections=4))
    hub.start("127.0.0.1", 0)
    try:
        async with session_from("127.0.0.2") as crowd:
            held = [await crowd.ws_connect(hub.plain_url + "ws") for _ in range(4)]
            extra = await crowd.ws_connect(hub.plain_url + "ws")
            refusal = await reply(extra)
            assert refusal is not None and refusal["code"] == "too-many" and refusal["key"] == "too-many-connections"
            assert (await extra.receive(5)).type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED)
            assert extra.close_code == 1008
            # each phone has its own address: another one gets in as usual
            phone = await Phone(http, hub.plain_url).open()
            await phone.send(type="hello", room=hub.room)
            await phone.next(lambda m: m["type"] == "lobby")
            await phone.close()
            # one closed: room for one more from that address
            await held.pop().close()
            for _ in range(50):
                if hub.guard.connections("127.0.0.2") < 4:
                    break
                await asyncio.sleep(0.02)
            again = await crowd.ws_connect(hub.plain_url + "ws")
            await again.send_str(json.dumps({"v": 1, "type": "hello", "room": hub.room}))
            answer = await reply(again)
            assert answer is not None and answer["type"] == "lobby", answer
            for ws in [*held, again]:
                await ws.close()
    finally:
        hub.stop()


@run_async
async def test_no_response_names_python_or_aiohttp(http, hub):
    for path in ("", "app.js", "card?id=nothing", "nowhere"):
        async with http.get(hub.plain_url + path) as r:
            assert r.headers["Server"] == "Oneira", (path, r.headers["Server"])
    async with http.get(hub.plain_url, headers={"Host": "evil.example"}) as r:
        assert r.status == 421 and r.headers["Server"] == "Oneira"
    # an unreadable request, answered by aiohttp itself before any handler runs
    host, port = hub.address
    reader, writer = await asyncio.open_connection(host, port)
    writer.write(b"NONSENSE\r\n\r\n")
    await writer.drain()
    head = (await asyncio.wait_for(reader.read(4096), 5)).decode("latin-1")
    writer.close()
    assert " 400 " in head.split("\r\n")[0]
    assert "python" not in head.lower() and "aiohttp" not in head.lower(), head
    # the WebSocket handshake too
    async with http.ws_connect(hub.plain_url + "ws") as ws:
        assert ws._response.headers["Server"] == "Oneira"
