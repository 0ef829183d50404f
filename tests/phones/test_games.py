"""Every private step of every rule set played from phones, through the hub, as the TV loop does it;
every message a phone receives is checked for other seats' hidden information."""

from __future__ import annotations

import asyncio
import random

import pytest

from game.engine.state import CLUE, OVER, SUBMIT, VOTE, GameState
from game.engine.view import view
from game.phones import PhoneHub

from .conftest import run_async
from .helpers import CARDS, TV, Phone, join

CARD_SET = set(CARDS)
STATE_KEYS = {"v", "type", "seat", "name", "step", "ruleset", "title", "family", "phase", "turn", "storyteller",
              "players", "scorers", "my_scorer", "clue", "hand", "todo", "waiting", "my_cards", "display",
              "my_positions", "my_votes", "my_trap", "last", "winners", "lang"}


def visible(state: GameState, seat: int) -> set[str]:
    """The card ids `seat` may see at this moment."""
    v = view(state, seat)
    cards = set(v.hand or ()) | set(v.my_cards) | set(v.display)
    if v.history:
        cards |= set(v.history[-1].display)
    return cards


def card_ids(obj) -> set[str]:
    if isinstance(obj, str):
        return {obj} if obj in CARD_SET else set()
    if isinstance(obj, dict):
        return set().union(*(card_ids(v) for v in obj.values())) if obj else set()
    if isinstance(obj, list):
        return set().union(*(card_ids(v) for v in obj)) if obj else set()
    return set()


def check_privacy(tv: TV, phone: Phone) -> int:
    """Every message this phone got shows only what its seat could know when it was built."""
    checked = 0
    for msg in phone.inbox:
        if msg["type"] != "state" or msg["phase"] == "setup":
            assert not card_ids(msg), msg  # lobby, errors, acks: no cards at all
            continue
        seat = msg["seat"]
        moments = [s for s in tv.states if s.turn == msg["turn"] and s.phase == msg["phase"]]
        assert moments, msg
        allowed = set().union(*(visible(s, seat) for s in moments))
        leaked = card_ids(msg) - allowed
        assert not leaked, f"seat {seat} was sent {leaked} in {msg['phase']}"
        assert set(msg) <= STATE_KEYS | {"letterbox"}
        pending_names = set().union(*({s.config.players[p] for p in s.pending} for s in moments))
        assert set(msg["waiting"]) <= pending_names
        if msg["phase"] in (CLUE, SUBMIT):
            assert msg["display"] == [] and msg["my_positions"] == [] and msg["my_votes"] == []
        if msg["phase"] == VOTE:  # my own positions only: the owners of the others stay hidden
            for s in moments:
                mine = [i + 1 for i, o in enumerate(s.owners) if o == seat]
                if list(s.display) == msg["display"]:
                    assert msg["my_positions"] == mine
        if msg["last"] is not None and msg["phase"] != OVER:
            assert msg["last"]["turn"] < msg["turn"]  # only scored rounds are shown with their votes
        if msg["family"] == "party" and msg["phase"] == CLUE:
            assert msg["hand"] is None
        checked += 1
    return checked


def choose(msg: dict, rand: random.Random, clue: str = "a dream") -> dict:
    todo = msg["todo"]
    if todo["kind"] == "tell":
        return {"type": "tell", "card": rand.choice(msg["hand"]), "clue": clue}
    if todo["kind"] == "clue":
        return {"type": "clue", "clue": clue}
    if todo["kind"] == "submit":
        return {"type": "submit", "cards": rand.sample(msg["hand"], todo["count"])}
    votes = rand.sample(todo["allowed"], rand.choice([1, todo["max"]]))
    action = {"type": "vote", "positions": votes}
    if todo["trap"]:
        action["trap"] = rand.randint(1, len(msg["display"]))
    return action


async def autoplay(phone: Phone, rand: random.Random, seen: dict[str, int]) -> None:
    """A phone player: acts once on every step offered to it."""
    acted = None
    while True:
        msg = await phone.next(lambda m: m["type"] == "state", timeout=30)
        if msg.get("phase") == OVER:
            return
        if msg.get("todo") and msg["step"] != acted and msg is phone.state():
            acted = msg["step"]
            seen[msg["todo"]["kind"] + ("+trap" if msg["todo"].get("trap") else "")
                 + ("x2" if msg["todo"].get("max") == 2 or msg["todo"].get("count") == 2 else "")
                 + ("+partner" if msg["todo"].get("partner") else "")] = 1
            await phone.act(choose(msg, rand))


TABLES = [  # rule set, phone seats, bot seats, turns to play (None: to the end)
    ("classic", 3, 0, 2),
    ("classic", 4, 1, 1),
    ("revised", 3, 1, None),
    ("odyssey", 7, 0, 1),
    ("party2011", 5, 1, None),
    ("party2020", 6, 0, 1),
    ("teams2011", 6, 0, 2),
    ("teams2020", 6, 2, 1),
]


@pytest.mark.parametrize("ruleset,phones,bots,turns", TABLES, ids=[f"{t[0]}-{t[1]}p{t[2]}b" for t in TABLES])
@run_async
async def test_phones_play_every_step(http, ruleset, phones, bots, turns):
    hub = PhoneHub(rate=(500.0, 500.0))  # test phones act at machine speed, no human is that quick
    hub.start("127.0.0.1", 0)
    try:
        await play_table(http, hub, ruleset, phones, bots, turns)
    finally:
        hub.stop()


async def play_table(http, hub, ruleset, phones, bots, turns):
    tv = TV(hub)
    hub.set_open_places(phones)
    clients = [await join(http, hub, tv, f"P{i}", i) for i in range(phones)]
    for b in range(bots):
        tv.sit(f"Bot{b}", phones + b, "easy")
    session = tv.start(ruleset, seed=11)
    rand = random.Random(5)
    seen: dict[str, int] = {}
    players = [asyncio.create_task(autoplay(c, random.Random(rand.random()), seen)) for c in clients]
    try:
        if turns is None:
            await tv.run(lambda: session.state.phase == OVER, timeout=120)
        else:
            await tv.run(lambda: len(session.state.history) >= turns, timeout=60)
    finally:
        for p in players:
            p.cancel()
    assert tv.applied > 0 and not tv.refused
    for c in clients:
        assert check_privacy(tv, c) > 0
    family = session.state.rules.family
    expected = {"story": {"tell", "submit", "vote"}, "party": {"clue", "submit", "vote", "vote+trap"},
                "team": {"tell", "submit", "vote"}}[family]
    if ruleset == "classic" and phones == 3:
        expected = {"tell", "submitx2", "vote"}
    if ruleset == "odyssey":
        expected = {"tell", "submit", "votex2"}
    if family == "team":
        expected = expected | {"submit+partner"}
    assert expected <= set(seen), seen
    if turns is None:
        over = [c.state() for c in clients]
        await asyncio.gather(*(c.next(lambda m: m["type"] == "state" and m["phase"] == OVER) for c in clients
                               if c.state()["phase"] != OVER))
        over = [c.state() for c in clients]
        names = session.state.scorer_names()
        assert all(o["winners"] == [names[w] for w in session.state.winners] for o in over)


@run_async
async def test_engine_refusals_go_back_word_for_word(http, hub):
    tv = TV(hub)
    hub.set_open_places(3)
    ann, bob, cat = [await join(http, hub, tv, n, i) for i, n in enumerate(["Ann", "Bob", "Cat"])]
    tv.sit("Dan", 5, "easy")
    session = tv.start("revised", seed=2)
    st = session.state
    teller = {0: ann, 1: bob, 2: cat}.get(st.storyteller)
    if teller is None:
        await tv.run(lambda: session.state.phase == SUBMIT)
        teller = ann
        msg = await ann.next(lambda m: m["type"] == "state" and m.get("todo"))
        before = session.state
        await ann.act({"type": "submit", "cards": ["t/999.jpg"]}, step=msg["step"])
    else:
        msg = await teller.next(lambda m: m["type"] == "state" and m.get("todo"))
        before = session.state
        await teller.act({"type": "tell", "card": msg["hand"][0], "clue": "x" * 201}, step=msg["step"])
    await teller.next(lambda m: m["type"] == "ack")
    tv.pump(bots=False)
    err = await teller.error("refused")
    assert "200 characters" in err["message"] or "does not hold card" in err["message"]
    assert session.state is before
    # the same step may be tried again with a legal choice
    await teller.act(choose(msg, random.Random(1)), step=msg["step"])
    await tv.run(lambda: session.state is not before, bots=False)


@run_async
async def test_a_computer_storytellers_why_reaches_the_phones_with_the_scored_round(http, hub):
    """`last.why` (docs/phones.md): set by the TV at the scoring, sent with that round only."""
    tv = TV(hub)
    hub.set_open_places(3)
    clients = [await join(http, hub, tv, n, i) for i, n in enumerate(["Ann", "Bob", "Cat"])]
    session = tv.start("revised", seed=4)
    rand = random.Random(3)
    players = [asyncio.create_task(autoplay(c, random.Random(rand.random()), {})) for c in clients]
    try:
        await tv.run(lambda: len(session.state.history) >= 1, timeout=60)
    finally:
        for p in players:
            p.cancel()
    ann = clients[0]
    ann.read = len(ann.inbox)  # what autoplay left unread is old news
    first = ann.state()  # the latest state this phone has
    assert first["last"] is not None and first["last"]["why"] == ""  # nobody explained it (a person's clue)
    turn = session.state.history[-1].turn
    hub.set_why(turn, "'Nothing lasts forever': the snowman, melting")
    said = await ann.next(lambda m: m["type"] == "state" and m["last"] and m["last"]["why"], timeout=10)
    assert said["last"]["turn"] == turn and said["last"]["why"].startswith("'Nothing lasts forever'")
    hub.set_why(turn + 5, "another round's")  # only the round it explains carries it
    gone = await ann.next(lambda m: m["type"] == "state" and m["last"] and not m["last"]["why"], timeout=10)
    assert gone["last"]["turn"] == turn
