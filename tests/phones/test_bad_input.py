"""Bad input from phones (and from pages that are not ours): a clear error to that phone, the game
state unchanged, nothing for the TV to do."""

from __future__ import annotations

import asyncio
import json

import aiohttp
import pytest

from game.phones import PhoneAction, PhoneHub
from game.phones.protocol import MAX_MESSAGE

from .conftest import run_async
from .helpers import TV, Phone, join


async def seated_game(http, hub, names=("Ann", "Bob", "Cat")):
    """Three phones and a bot at a revised table; returns (tv, session, phones by seat)."""
    tv = TV(hub)
    hub.set_open_places(len(names))
    phones = [await join(http, hub, tv, n, i) for i, n in enumerate(names)]
    tv.sit("Dan", 7, "easy")
    session = tv.start("revised", seed=4)
    for p in phones:
        await p.next(lambda m: m["type"] == "state" and m["phase"] != "setup")
    return tv, session, phones


def nothing_for_the_tv(hub: PhoneHub) -> None:
    assert not [e for e in hub.drain() if isinstance(e, PhoneAction)]


@run_async
async def test_acting_for_another_seat_is_refused(http, hub):
    tv, session, phones = await seated_game(http, hub)
    before = session.state
    teller = phones[before.storyteller] if before.storyteller < 3 else None
    p = teller or phones[0]
    msg = p.state()
    other = (msg["seat"] + 1) % 4
    await p.act({"type": "tell", "player": other, "card": (msg["hand"] or ["x"])[0]})
    assert "own seat" in (await p.error("other-seat"))["message"]
    # a stolen step nonce does not help either: each seat's nonce is its own
    victim = phones[(msg["seat"] + 1) % 3]
    await victim.act({"type": "tell", "card": "t/000.jpg"}, step=msg["step"])
    await victim.error("stale")
    nothing_for_the_tv(hub)
    assert session.state is before


@run_async
async def test_guessed_and_foreign_tokens_are_refused_then_the_connection_closed(http, hub):
    tv, session, phones = await seated_game(http, hub)
    before = session.state
    ann, bob = phones[0], phones[1]
    # Ann's connection carrying Bob's real token: refused (a phone acts only with its own token)
    ann.seq += 1
    await ann.send(type="act", token=bob.token, seq=ann.seq, step=ann.state()["step"], action={"type": "clue"})
    await ann.error("wrong-token")
    stranger = await Phone(http, hub.plain_url).open()
    for i in range(5):
        await stranger.send(type="hello", token=f"guess{i:02d}" + "A" * 24)
        await stranger.error("bad-token")
    for _ in range(100):
        if stranger.closed is not None:
            break
        await asyncio.sleep(0.02)
    assert stranger.closed == 1008
    nothing_for_the_tv(hub)
    assert session.state is before


@run_async
async def test_replayed_and_stale_messages_are_refused(http, hub):
    tv, session, phones = await seated_game(http, hub)
    teller = next(p for p in phones if p.state().get("todo"))  if any(p.state().get("todo") for p in phones) else None
    if teller is None:  # the bot tells first: let it, then the phones submit
        await tv.run(lambda: all(p.state()["phase"] == "submit" for p in phones))
        teller = phones[0]
    msg = teller.state()
    action = {"type": "tell", "card": msg["hand"][0], "clue": "moon"} if msg["todo"]["kind"] == "tell" \
        else {"type": "submit", "cards": [msg["hand"][0]]}
    await teller.act(action)
    await teller.next(lambda m: m["type"] == "ack")
    # the very same message again (same seq): a replay
    await teller.send(type="act", seq=teller.seq, step=msg["step"], action=action)
    await teller.error("replay")
    # a new seq for the same step before the TV applied it: already on its way
    await teller.act(action, step=msg["step"])
    await teller.error("busy")
    tv.pump(bots=False)
    await teller.next(lambda m: m["type"] == "state" and m["step"] != msg["step"])
    applied = session.state
    # after the step moved on, the old step's message is stale, whatever its seq
    await teller.act(action, step=msg["step"])
    await teller.error("stale")
    tv.pump(bots=False)
    assert session.state is applied and session.actions.count(session.actions[-1]) == 1


BAD = [
    ("not json", "{nope", "bad-json"),
    ("array", "[1, 2]", "bad-message"),
    ("deep", "[" * 100 + "]" * 100, "bad-json"),
    ("huge int", '{"v": 1, "type": "hello", "x": ' + "9" * 5000 + "}", "too-big"),
    ("long int", '{"v": 1, "type": "hello", "x": ' + "9" * 200 + "}", "bad-json"),
    ("nan", '{"v": 1, "type": "hello", "x": NaN}', "bad-json"),
    ("surrogate", '{"v": 1, "type": "hello", "room": "\\ud800"}', "bad-json"),
    ("old version", '{"v": 0, "type": "hello"}', "version"),
    ("unknown type", '{"v": 1, "type": "shutdown"}', "unknown-type"),
    ("token not text", '{"v": 1, "type": "hello", "token": 5}', "bad-message"),
    ("colour not int", '{"v": 1, "type": "join", "name": "A", "colour": "red"}', "bad-message"),
    ("bool seat", '{"v": 1, "type": "claim", "seat": true}', "bad-message"),
    ("oversized", json.dumps({"v": 1, "type": "hello", "pad": "x" * MAX_MESSAGE}), "too-big"),
]


@pytest.mark.parametrize("label,text,code", BAD, ids=[b[0] for b in BAD])
@run_async
async def test_malformed_messages_get_a_clear_error(http, hub, label, text, code):
    p = await Phone(http, hub.plain_url).open()
    await p.send_raw(text)
    err = await p.error(code)
    assert err["message"] and err["message"][0].isupper()
    await p.send(type="hello", room=hub.room)  # the connection still works
    assert (await p.next(lambda m: m["type"] in ("lobby", "need_room")))
    assert hub.drain() == []


@run_async
async def test_malformed_actions_are_refused_before_the_engine(http, hub):
    tv, session, phones = await seated_game(http, hub)
    before = session.state
    p = phones[0]
    for action in ({"type": "dance"}, {"type": "submit", "cards": "t/001.jpg"}, {"type": "vote", "positions": [1.5]},
                   {"type": "vote", "positions": [True]}, {"type": "tell", "card": 7}, {"type": "clue", "clue": ["x"]},
                   {"type": "submit", "cards": ["x"] * 13}):
        await p.act(action)
        await p.error("bad-message")
    p.seq += 1
    await p.send(type="act", seq=p.seq, step=p.state()["step"], action="tell")
    await p.error("bad-message")
    nothing_for_the_tv(hub)
    assert session.state is before


async def _overlong_clue(http, hub):
    """The storyteller's phone tells a 201-character clue. Returns (session, phones, the state before,
    the refusal the phone got, the engine's own refusal of the same move)."""
    from game.engine.actions import Tell
    from game.engine.errors import RulesError
    from game.engine.rules import apply

    tv, session, phones = await seated_game(http, hub)
    assert session.state.storyteller < len(phones)  # the seed is fixed: a phone tells first
    teller = phones[session.state.storyteller]
    msg = teller.state()
    before = session.state
    await teller.act({"type": "tell", "card": msg["hand"][0], "clue": "é" * 201})
    await teller.next(lambda m: m["type"] == "ack")
    tv.pump(bots=False)
    err = await teller.error("refused")
    try:
        apply(before, Tell(msg["seat"], msg["hand"][0], "é" * 201))
    except RulesError as e:
        return session, phones, before, err, e
    raise AssertionError("the engine took a 201-character clue")


@run_async
async def test_a_clue_over_the_engine_limit_is_the_engines_refusal(http, hub):
    session, _phones, before, err, refusal = await _overlong_clue(http, hub)
    # the engine's own refusal, word for word
    assert err["message"] == str(refusal) and "200 characters" in str(refusal)
    assert session.state is before


@run_async
async def test_a_flood_is_slowed_then_closed_without_touching_the_game(http, hub):
    tv, session, phones = await seated_game(http, hub)
    before = session.state
    p = phones[0]
    for _ in range(40):
        await p.send(type="hello")
    err = await p.error("flood")
    assert "slow down" in err["message"]
    for _ in range(400):
        try:
            await p.send(type="hello")
        except (ConnectionError, RuntimeError, aiohttp.ClientError):
            break
    for _ in range(100):
        if p.closed is not None:
            break
        await asyncio.sleep(0.02)
    # 1008 when the close frame is read; a client still flooding may see its socket reset first (1006)
    assert p.closed in (1008, 1006)
    nothing_for_the_tv(hub)
    assert session.state is before


@run_async
async def test_a_message_far_over_the_frame_limit_closes_with_1009(http, hub):
    p = await Phone(http, hub.plain_url).open()
    await p.send_raw("x" * 100_000)
    for _ in range(100):
        if p.closed is not None:
            break
        await asyncio.sleep(0.02)
    assert p.closed == 1009


@run_async
async def test_cross_site_websockets_and_foreign_host_names_are_refused(http, hub):
    host, port = hub.address
    with pytest.raises(aiohttp.WSServerHandshakeError) as e:
        await Phone(http, hub.plain_url, origin="http://evil.example").open()
    assert e.value.status == 403
    ok = await Phone(http, hub.plain_url, origin=f"http://{host}:{port}").open()
    await ok.send(type="hello")
    await ok.next()
    # DNS rebinding: a page served under another name, talking to us with a matching Origin
    with pytest.raises(aiohttp.WSServerHandshakeError) as e:
        await http.ws_connect(hub.plain_url + "ws", headers={"Host": f"evil.example:{port}",
                                                              "Origin": f"http://evil.example:{port}"})
    assert e.value.status == 421
    async with http.get(hub.plain_url, headers={"Host": "rebind.example"}) as r:
        assert r.status == 421 and "address shown on the TV" in await r.text()


async def raw_get(host: str, port: int, path: str) -> tuple[int, bytes]:
    reader, writer = await asyncio.open_connection(host, port)
    writer.write(f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nConnection: close\r\n\r\n".encode())
    await writer.drain()
    data = await reader.read()
    writer.close()
    head, _, body = data.partition(b"\r\n\r\n")
    return int(head.split()[1]), body


@run_async
async def test_static_files_are_a_fixed_list_no_traversal_no_listing(http, hub):
    host, port = hub.address
    status, body = await raw_get(host, port, "/")
    assert status == 200 and b"<title>Oneira</title>" in body
    for path in ("/app.js", "/style.css", "/font/comfortaa.ttf", "/icon.svg"):
        assert (await raw_get(host, port, path))[0] == 200, path
    for path in ("/../../../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fetc%2fpasswd", "/web/",
                 "/font/", "/game/phones/hub.py", "/app.js/..", "//etc/passwd", "/card?id=../../../etc/passwd",
                 "/card?id=%2Fetc%2Fpasswd", "/card", "/index.html%00.js"):
        status, body = await raw_get(host, port, path)
        assert status in (400, 404), (path, status)
        assert b"root:" not in body and b"import" not in body
    async with http.get(hub.plain_url) as r:
        csp = r.headers["Content-Security-Policy"]
        assert "script-src 'self'" in csp and "default-src 'none'" in csp and r.headers["X-Frame-Options"] == "DENY"
        assert r.headers["Cache-Control"] == "no-cache"
    async with http.post(hub.plain_url) as r:
        assert r.status == 405


@run_async
async def test_refusals_reach_the_phone_in_the_tvs_language(http, hub):
    """A French TV: the engine's refusal and the TV's own sentences reach the phone in French (the
    page speaks the TV's language), the English left for an English TV (the test above)."""
    from game import i18n
    from game.i18n import tr
    from game.phones import Say

    i18n.set_language("fr")
    try:
        session, phones, before, err, refusal = await _overlong_clue(http, hub)
        assert err["message"] == tr(refusal) != str(refusal) and "200" in err["message"]
        assert session.state is before
        other = next(p for s, p in enumerate(phones) if s != session.state.storyteller)
        hub.unseat(other.state()["seat"], Say("handed"), "handed")
        notice = await other.next(lambda m: m["type"] == "notice")
        assert notice["code"] == "handed" and notice["message"].startswith("Votre place se joue")
        assert (notice["key"], notice["values"]) == ("handed", {})  # the page says it in its own words
        assert "key" not in err and err["rule"] == refusal.rule  # the engine's sentence comes said
    finally:
        i18n.set_language("en")
