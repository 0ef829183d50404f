"""The audience (docs/phones.md, The audience): phones that watch and guess, through the real hub and
the TV's real audience link (scenes/audiencelink.py) and tally (game/table/audience.py). Every
message an audience phone receives is checked against what the room may see at that moment; 200
audience WebSockets on loopback; removal; the word filter on what phones are sent."""

from __future__ import annotations

import asyncio
import random
import time
from types import SimpleNamespace

import aiohttp
import pytest

from game.engine.randomplay import random_action
from game.engine.state import CLUE, OVER, SUBMIT, VOTE
from game.phones import AudienceGuess, PhoneHub, Watching
from game.phones.guard import Guard
from game.table.wordfilter import mask
from scenes.audiencelink import AudienceLink

from .conftest import run_async
from .helpers import TV, Phone, join
from .test_games import autoplay, card_ids, visible

PUBLIC_KEYS = {"v", "type", "ruleset", "title", "family", "phase", "turn", "storyteller", "players", "scorers", "clue",
               "waiting", "display", "last", "winners", "audience", "lang"}


class RoomTV(TV):
    """The test TV loop, with the TV's own audience link between the hub and the game's tally."""

    def __init__(self, hub: PhoneHub, seed: int = 7, operator=None) -> None:
        super().__init__(hub, seed)
        self.link = AudienceLink(SimpleNamespace(operator=operator, services={}), hub)
        self.flow = None
        self.guesses = 0
        self.room_size = 0  # while the table votes, hold its moves until this many guesses are in (or 3 s)
        self.hold_s = 3.0
        self.held: list = []
        self._hold_since: tuple[int, float] | None = None

    def start(self, *args, **kwargs):
        session = super().start(*args, **kwargs)
        self.flow = SimpleNamespace(session=session, finished=False)
        return session

    def pump(self, bots: bool = True) -> None:
        replies: dict = {}
        events = self.hub.drain()
        for ev in events:
            if isinstance(ev, (Watching, AudienceGuess)):
                self.link.handle(self.flow, ev, replies)
                self.guesses += isinstance(ev, AudienceGuess)
        rest = self.held + [ev for ev in events if not isinstance(ev, (Watching, AudienceGuess))]
        self.held = []
        if self.hold():
            self.held, rest, bots = rest, [], False
        original = self.hub.drain
        self.hub.drain = lambda: rest  # type: ignore[method-assign]
        try:
            super().pump(bots=False)
        finally:
            self.hub.drain = original  # type: ignore[method-assign]
        if bots and self.session is not None:  # the computer players, who wait too while the room guesses
            phones, moved = self.hub.phone_seats(), False
            while self.session.state.phase != OVER and not self.hold():
                s = self.session.state
                due = [p for p in sorted(s.pending) if p not in phones]
                if not due:
                    break
                self.session.act(random_action(s, due[0], self.rand))
                moved = True
            if moved:
                self.publish()
        self.link.tick(self.flow, replies)


    def hold(self) -> bool:
        """People take a while to vote; the room guesses meanwhile (test phones are instant)."""
        s = self.session.state if self.session else None
        if s is None or s.phase != VOTE or not self.room_size:
            return False
        if self._hold_since is None or self._hold_since[0] != s.turn:
            self._hold_since = (s.turn, time.monotonic())
        waited = time.monotonic() - self._hold_since[1]
        audience = self.session.audience
        guessed = len(audience.guesses) if audience.turn == s.turn else 0
        return guessed < self.room_size and waited < self.hold_s


async def watch(http, hub: PhoneHub, name: str) -> Phone:
    phone = await Phone(http, hub.plain_url).open()
    await phone.send(type="hello", room=hub.room)
    await phone.next(lambda m: m["type"] in ("lobby", "need_room"))
    await phone.send(type="watch", room=hub.room, name=name)
    await phone.next(lambda m: m["type"] == "token")
    return phone


async def guesser(phone: Phone, rand: random.Random) -> None:
    """An audience phone guessing at random whenever the room may guess (once per round)."""
    done: set[int] = set()
    while True:
        msg = await phone.next(lambda m: m["type"] == "public", timeout=60)
        if msg["phase"] == VOTE and msg["audience"].get("open") and msg["turn"] not in done and msg["display"]:
            done.add(msg["turn"])
            await phone.send(type="guess", turn=msg["turn"], position=rand.randint(1, len(msg["display"])))


def check_public(tv: RoomTV, phone: Phone) -> int:
    """Every message this audience phone got shows only what the whole room could see then."""
    checked = 0
    for msg in phone.inbox:
        assert msg["type"] in ("token", "public", "you", "lobby", "need_room"), msg
        if msg["type"] != "public" or msg["phase"] == "setup":
            assert not card_ids(msg), msg
            continue
        assert set(msg) <= PUBLIC_KEYS, set(msg) - PUBLIC_KEYS
        moments = [s for s in tv.states if s.turn == msg["turn"] and s.phase == msg["phase"]]
        assert moments, msg
        allowed = set().union(*(visible(s, None) for s in moments))
        leaked = card_ids(msg) - allowed
        assert not leaked, f"the audience was sent {leaked} in {msg['phase']}"
        if msg["phase"] in (CLUE, SUBMIT):
            assert msg["display"] == []
        if msg["phase"] == CLUE:
            assert msg["clue"] == ""
        if msg["last"] is not None and msg["phase"] != OVER:
            assert msg["last"]["turn"] < msg["turn"]  # a round's owners and votes only once it is scored
        checked += 1
    return checked


RULESETS = [("revised", 3, 1), ("odyssey", 4, 2), ("party2011", 4, 2), ("teams2011", 4, 2)]


@pytest.mark.parametrize("ruleset,phones,bots", RULESETS, ids=[r[0] for r in RULESETS])
@run_async
async def test_twenty_audience_phones_see_only_the_public_table_through_whole_games(http, ruleset, phones, bots):
    hub = PhoneHub(rate=(500.0, 500.0), guard=Guard(max_connections=64))
    hub.start("127.0.0.1", 0)
    try:
        tv = RoomTV(hub)
        hub.set_open_places(phones)
        players = [await join(http, hub, tv, f"P{i}", i) for i in range(phones)]
        for b in range(bots):
            tv.sit(f"Bot{b}", phones + b, "easy")
        room = [await watch(http, hub, f"W{i}") for i in range(20)]
        session = tv.start(ruleset, seed=5)
        tv.room_size = 20
        rand = random.Random(3)
        tasks = [asyncio.create_task(autoplay(c, random.Random(rand.random()), {})) for c in players]
        tasks += [asyncio.create_task(guesser(w, random.Random(i))) for i, w in enumerate(room)]
        try:
            await tv.run(lambda: session.state.phase == OVER, timeout=150)
            await tv.run(lambda: all(w.last_of("public") and w.last_of("public")["phase"] == OVER for w in room), 10)
        finally:
            for t in tasks:
                t.cancel()
        audience = session.audience
        assert len(audience.members) == 20
        assert tv.guesses > 0 and audience.splits, "the room guessed and rounds were scored"
        assert sum(s.total for s in audience.splits.values()) > 0
        for _turn, split in audience.splits.items():
            assert 0 <= split.found <= split.total <= 20
        # the players' scores are the engine's alone: the same game replayed without an audience
        from game.table.session import Session
        replay = Session(session.config, session.seed, list(session.seats), list(session.actions))
        assert replay.state.scores == session.state.scores
        for w in room:
            assert check_public(tv, w) > 0
        final = room[0].last_of("public")
        board = final["audience"]["board"]
        assert [b["points"] for b in board] == sorted((b["points"] for b in board), reverse=True)
        assert board[0]["points"] == max(m.points for m in audience.members.values())
        total = sum(m.points for m in audience.members.values())
        # each phone's own `you` message follows the last scored round
        await tv.run(lambda: sum((w.last_of("you") or {}).get("points", 0) for w in room) == total, 10)
    finally:
        hub.stop()


@run_async
async def test_two_hundred_audience_websockets_on_loopback(http):
    hub = PhoneHub(guard=Guard(max_connections=400))  # one test machine is 200 phones' addresses
    hub.start("127.0.0.1", 0)
    try:
        tv = RoomTV(hub)
        hub.set_open_places(3)
        players = [await join(http, hub, tv, name, i) for i, name in enumerate(("Ann", "Bob", "Cid"))]
        many = aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0))  # no cap of 100 connections
        room = await asyncio.gather(*(watch(many, hub, f"W{i}") for i in range(200)))
        session = tv.start("revised", seed=9)
        tv.room_size = 200
        await tv.run(lambda: len(session.audience.members) == 200)
        assert hub.watching() == 200
        play = [asyncio.create_task(autoplay(p, random.Random(i), {})) for i, p in enumerate(players)]
        guessers = [asyncio.create_task(guesser(w, random.Random(i))) for i, w in enumerate(room)]
        try:
            await tv.run(lambda: bool(session.audience.splits), timeout=60)
            await tv.run(lambda: all(w.last_of("you") and w.last_of("you").get("found") is not None for w in room), 30)
        finally:
            for t in [*play, *guessers]:
                t.cancel()
        split = next(iter(session.audience.splits.values()))
        assert split.total == 200
        record = session.state.history[0]
        assert split.found == sum(1 for w in room if w.last_of("you")["found"])
        assert split.found == sum(1 for g in room if g.last_of("you")["points"] == 1)
        assert record.story_position is not None
        # the public view is one text for everyone: every watcher got exactly the same last one
        texts = {str(w.last_of("public")) for w in room}
        assert len(texts) == 1
        await asyncio.gather(*(w.close() for w in room))
        await many.close()
    finally:
        hub.stop()


@run_async
async def test_a_removed_phone_cannot_come_back_with_its_token(http, hub):
    tv = RoomTV(hub)
    hub.set_open_places(2)
    ann = await join(http, hub, tv, "Ann", 0)
    await join(http, hub, tv, "Bob", 1)
    tv.sit("Cid", 2, "easy")
    zoe = await watch(http, hub, "Zoe")
    tv.start("revised", seed=2)
    await tv.run(lambda: "Zoe" in hub.watchers().values())
    for phone, pid in ((ann, tv.phone_ids[0]), (zoe, next(iter(hub.watchers())))):
        assert hub.remove(pid)
        note = await phone.next(lambda m: m["type"] == "notice")
        assert note["code"] == "removed" and note["key"] == "removed"
        with pytest.raises(ConnectionError):  # and the TV closes it
            await phone.next(lambda m: False, timeout=3)
    assert ann.closed == 4001 and zoe.closed == 4001
    assert 0 not in hub.phone_seats() and not hub.watchers()
    for token in (ann.token, zoe.token):
        again = await Phone(http, hub.plain_url).open()
        await again.send(type="hello", token=token)
        err = await again.error("removed")
        assert err["key"] == "removed"
        with pytest.raises(ConnectionError):
            await again.next(lambda m: False, timeout=3)
        assert again.closed == 4001
        again2 = await Phone(http, hub.plain_url).open()
        await again2.send(type="watch", room=hub.room, name="Zoe2", token=token)
        assert (await again2.error())["code"] in ("removed", "bad-token")
        await again2.close()


@run_async
async def test_the_audience_can_be_closed_and_watchers_see_the_seated_view_never(http, hub):
    tv = RoomTV(hub, operator=SimpleNamespace(audience=False))
    tv.pump()
    phone = await Phone(http, hub.plain_url).open()
    await phone.send(type="hello", room=hub.room)
    await phone.next(lambda m: m["type"] == "lobby")
    await phone.send(type="watch", room=hub.room, name="Zoe")
    assert (await phone.error("audience-off"))["key"] == "audience-off"


@run_async
async def test_phones_are_sent_names_and_clues_through_the_word_filter(http, hub):
    tv = RoomTV(hub)
    hub.set_open_places(1)
    ann = await join(http, hub, tv, "Shit Ann", 0)
    zoe = await watch(http, hub, "Zoe")
    tv.sit("Merde", 1, "easy")
    tv.sit("Cid", 2, "easy")
    hub.set_mask(mask)
    session = tv.start("revised", seed=2, first=0)
    await tv.run(lambda: ann.state().get("todo") is not None)
    hand = ann.state()["hand"]
    await ann.act({"type": "tell", "card": hand[0], "clue": "what the fuck"})
    await tv.run(lambda: bool(session.state.history))  # the computer players play the round out
    assert session.state.history[0].clue == "what the fuck"  # the game keeps the clue as typed
    await tv.run(lambda: (ann.state().get("last") or {}).get("clue") == "what the ****")
    await tv.run(lambda: ((zoe.last_of("public") or {}).get("last") or {}).get("clue") == "what the ****")
    for msg in (ann.state(), zoe.last_of("public")):
        names = [p["name"] for p in msg["players"]]
        assert names[:2] == ["**** Ann", "*****"], names
        assert "fuck" not in str(msg).lower() and "merde" not in str(msg).lower()


def test_the_filter_masks_whole_words_only_and_keeps_the_rest():
    assert mask("Fuck this") == "**** this"
    assert mask("Enculé!") == "******!"
    assert mask("Scunthorpe shiitake classic Dick") == "Scunthorpe shiitake classic Dick"
    assert mask("fuckface") == "********"
    assert mask("") == "" and mask("été") == "été"
