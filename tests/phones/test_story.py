"""'Save our story': GET /story gives the finished game's poster to a phone of this table, with its
seat token, and to nobody else (docs/phones.md)."""

from __future__ import annotations

from game.engine.randomplay import random_action
from game.engine.state import OVER

from .conftest import run_async
from .helpers import TV, Phone, join

PNG = b"\x89PNG\r\n\x1a\n" + b"poster" * 100


@run_async
async def test_story_download_needs_this_tables_seat_token(http, hub):
    tv = TV(hub)
    hub.set_open_places(1)
    ann = await join(http, hub, tv, "Ann", 1)
    for name in ("Bob", "Cat"):
        tv.sit(name, len(tv.seats) + 3, "easy")
    session = tv.start("revised")
    await tv.run(lambda: ann.state()["phase"] != "setup")
    base = hub.plain_url + "story"

    async def get(**query):
        async with http.get(base, params=query) as r:
            return r.status, await r.read(), r.headers

    assert (await get(token=ann.token))[0] == 404  # no story while the game goes on
    hub.set_story(PNG)
    for query in ({}, {"token": ""}, {"token": "A" * 22}, {"token": ann.token[:-1] + "x"}, {"token": "../../etc"}):
        status, body, _h = await get(**query)
        assert status == 403 and PNG not in body, query  # no token, or not one of this table's
    stranger = await Phone(http, hub.plain_url).open()  # a phone on the network that knows the room code
    await stranger.send(type="hello", room=hub.room)
    await stranger.next(lambda m: m["type"] == "lobby")
    assert (await get(token=stranger.token or ""))[0] == 403
    status, body, headers = await get(token=ann.token)
    assert status == 200 and body == PNG and headers["Content-Type"] == "image/png"
    assert headers["Cache-Control"] == "no-store" and "attachment" in headers["Content-Disposition"]
    # the game ends: the phone's state says the story can be saved
    while session.state.phase != OVER:
        s = session.state
        session.act(random_action(s, min(s.pending), tv.rand))
    tv.publish()
    over = await ann.next(lambda m: m["type"] == "state" and m.get("phase") == "over")
    assert over["story"] is True
    hub.set_story(None)
    assert (await get(token=ann.token))[0] == 404
    await stranger.close()
    await ann.close()
