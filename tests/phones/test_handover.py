"""The game loop's hand-over to the phone server (hub.hold / hub.release, docs/phones.md): what a
frame hands the server waits for the end of that frame, then goes in one wake-up, in order; a call
the loop never releases still goes out after a short while."""

from __future__ import annotations

import asyncio
import time

from game.phones import Say
from game.phones.server import HELD_MAX_S

from .conftest import run_async
from .helpers import TV, join


@run_async
async def test_what_a_frame_hands_the_server_goes_at_its_release_in_order(http, hub):
    tv = TV(hub)
    hub.set_open_places(2)
    ann = await join(http, hub, tv, "Ann", 0)
    await join(http, hub, tv, "Bob", 1)
    hub.hold()  # this thread is the game loop now
    seen = len(ann.inbox)
    hub.set_language("fr")  # every view again, with lang "fr"
    hub.unseat(0, Say("handed"), "handed")  # then a notice, then Ann's lobby
    await asyncio.sleep(HELD_MAX_S / 4)
    assert len(ann.inbox) == seen  # held: nothing went out before the frame's end
    hub.release()
    note = await ann.next(lambda m: m["type"] == "notice")
    assert note["code"] == "handed"
    lobby = await ann.next(lambda m: m["type"] == "lobby")
    assert lobby["lang"] == "fr"
    # the notice went before the lobby that follows it, as without the hold
    assert ann.inbox.index(note) < ann.inbox.index(lobby)


@run_async
async def test_a_held_call_never_released_still_goes_out(http, hub):
    tv = TV(hub)
    hub.set_open_places(1)
    ann = await join(http, hub, tv, "Ann", 0)
    hub.hold()
    start = time.monotonic()
    hub.set_language("fr")  # and no release: a loop that stopped calling it
    msg = await ann.next(lambda m: m.get("lang") == "fr", timeout=3)
    assert msg["type"] == "state"
    assert time.monotonic() - start < 1.0


@run_async
async def test_other_threads_are_not_held(http, hub):
    tv = TV(hub)
    hub.set_open_places(1)
    ann = await join(http, hub, tv, "Ann", 0)
    hub.hold()
    await asyncio.to_thread(hub.set_language, "fr")  # e.g. the poster's encoding thread
    msg = await ann.next(lambda m: m.get("lang") == "fr", timeout=HELD_MAX_S * 0.8)
    assert msg["type"] == "state"
