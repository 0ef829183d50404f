"""The table's step (game/table/step.py) through a whole game of every rule set, driven with real
keyboard events at the TV, a real phone on the loopback address and computer players: the step
listener hears the deal, each round's telling, submitting, revealing, voting and scoring in that
order, then the game over; the pause menu pauses the step and gives it back unchanged; a close-up
changes nothing; a phone that leaves mid-vote leaves the step where it was until it votes."""

from __future__ import annotations

import secrets

import pygame
import pytest

from game.app.cards import enabled_decks
from game.app.place import Aside, Place
from game.phones.loopback import Phones
from game.table.roster import Control
from game.table.seats import Seat
from game.table.step import Actor, Stage
from scenes.launchers import start_game

from .driver import key, make_app, run
from .player import Player

SETTINGS = {"bot_think_s": 0.0, "phone_host": "127.0.0.1", "phone_port": 0, "phone_away_s": 600}
ROUND = [Stage.TELLING, Stage.SUBMITTING, Stage.REVEALING, Stage.VOTING, Stage.SCORING]

TABLES = [  # rule set, players, options; seats 0 and 1 play at the TV, seat 2 on a phone, the rest are computers
    ("classic", 3, {}),
    ("revised", 4, {}),
    ("odyssey", 4, {}),
    ("party2011", 6, {"rounds": 1}),
    ("party2020", 6, {}),
    ("teams2011", 6, {"rounds": 1}),
    ("teams2020", 8, {}),
]
PHONE = 2


def _stages(steps) -> list[Stage]:
    """The stages heard, each once however many steps it took."""
    out: list[Stage] = []
    for s in steps:
        if not out or out[-1] is not s.stage:
            out.append(s.stage)
    return out


class Table:
    """A game at the TV with one phone seat whose page kept its token; every step and roster
    change recorded."""

    def __init__(self, ruleset: str, n: int, options: dict) -> None:
        self.app = make_app(settings=dict(SETTINGS))
        run(self.app, frames=2)
        self.token = secrets.token_urlsafe(24)
        seats = [Seat(f"P{i}", i, i, None if i < 2 else "normal") for i in range(n)]
        seats[PHONE] = Seat("Pho", PHONE, PHONE, None, True, self.token)
        self.flow = start_game(self.app, seats, ruleset, options, enabled_decks(self.app), first_storyteller=0, seed=11)
        self.session = self.flow.session
        self.steps = [self.session.step]
        self.session.on_step(lambda old, new: self.steps.append(new))
        self.changes: list = []
        self.session.roster.subscribe(self.changes.append)
        self.link = self.app.services["phones"]
        self.link.hub.rate = (1000.0, 1000.0)  # the scripted table plays far faster than people tap
        self.phones = Phones(self.link.hub.plain_url, self.link.hub.room)
        self.phone = self.phones.add("Pho", PHONE, self.token)
        chooses = self.phone.todo_action  # the phone holds its first vote until it has left once

        def holds_first_vote(state):
            kind = (state.get("todo") or {}).get("kind")
            if kind == "vote" and not self.left_mid_vote:
                return None
            if kind == "submit" and state.get("family") == "team":
                # a team's cards: the teammate submits when they can, so this phone gets to vote
                team = next(p["team"] for p in state["players"] if p["seat"] == PHONE)
                mates = {p["name"] for p in state["players"] if p["team"] == team and p["seat"] != PHONE}
                if mates & set(state.get("waiting") or ()):
                    return None
            return chooses(state)

        self.phone.todo_action = holds_first_vote
        self.player = Player(self.app, "keyboard", zoom=True, zoom_turns=1)
        self.player.between = lambda: None
        self.paused_at = None
        self.zoom_steps: list[tuple[int, int]] = []
        self.left_mid_vote = False

    def close(self) -> None:
        self.phones.close()
        self.link.stop()

    def wait(self, pred) -> None:
        try:
            self.phones.wait(pred, lambda: run(self.app), timeout=20)
        except TimeoutError:
            raise AssertionError(f"stuck at {self.session.step}, pending {self.session.state.pending}, "
                                 f"top {self.app.stack.top.name}, phone {self.phone.errors[-3:]} "
                                 f"{self.phone.states[-1:]}") from None

    def look_closer_and_check(self, look):
        def wrapped(scene, expected):
            before = len(self.steps)
            look(scene, expected)
            self.zoom_steps.append((before, len(self.steps)))
        return wrapped

    def pause_once(self) -> None:
        """At the first public moment at the table: the pause menu opens and closes, by keys."""
        before = self.session.step
        run(self.app, key(pygame.K_ESCAPE))
        assert self.app.place is Place.GAME and self.app.aside is Aside.OVERLAY
        assert self.session.step == before.paused_as(True)
        run(self.app, key(pygame.K_ESCAPE))  # Back: resume
        assert self.session.step == before and self.app.at(Place.GAME)
        self.paused_at = len(self.steps) - 3

    def leave_mid_vote(self) -> None:
        """The phone's page locks while it is the only one still to vote: nothing moves on, the
        roster says it is away; it comes back with its token and votes."""
        step = self.session.step
        count = len(self.steps)
        self.phones.drop("Pho")
        self.wait(lambda: PHONE in self.flow.away)
        for _ in range(30):
            run(self.app)
        assert self.session.step == step and len(self.steps) == count
        assert PHONE in self.session.state.pending
        assert self.changes[-1].what == "away" and self.changes[-1].seat == PHONE
        self.left_mid_vote = True
        self.phones.back("Pho")
        self.wait(lambda: PHONE not in self.session.state.pending)
        assert any(c.what == "connected" and c.seat == PHONE for c in self.changes)

    def play(self) -> None:
        self.player.look_closer = self.look_closer_and_check(self.player.look_closer)
        for _ in range(40000):
            step = self.session.step
            if step.stage is Stage.GAME_OVER:
                return
            if self.paused_at is None and step.stage is Stage.SCORING:
                self.pause_once()
            if step.actor is Actor.PHONES:
                if not self.left_mid_vote and step.stage is Stage.VOTING:
                    self.leave_mid_vote()
                    continue
                self.wait(lambda s=step: self.session.step != s)
                continue
            scene = self.app.stack.top
            getattr(self.player, f"on_{scene.name}", self.player.on_other)(scene)
        raise AssertionError(f"the game did not end (at {self.session.step})")


@pytest.mark.parametrize("ruleset,n,options", TABLES, ids=[t[0] for t in TABLES])
def test_the_step_sequence_of_a_whole_game(ruleset, n, options):
    table = Table(ruleset, n, options)
    try:
        table.wait(lambda: table.session.roster[PHONE].connected)
        table.play()
    finally:
        table.close()
    steps, session = table.steps, table.session
    turns = len(session.state.history)
    # deal, every round in order, game over; nothing else. A phone storyteller may tell while the TV
    # still shows the last results: then the table goes from scoring straight to submitting.
    expected = [Stage.DEALING]
    for record in session.state.history:
        expected += ROUND if record.storyteller != PHONE else [Stage.TELLING, *ROUND[1:]]
    expected.append(Stage.GAME_OVER)
    heard = _stages(steps)
    phone_told = [i for i, r in enumerate(session.state.history) if r.storyteller == PHONE]
    assert [s for s in heard if s is not Stage.TELLING] == [s for s in expected if s is not Stage.TELLING], \
        " | ".join(str(s) for s in steps)
    assert turns - len(phone_told) <= heard.count(Stage.TELLING) <= turns
    assert steps[0].actor is Actor.TABLE and steps[-1] == steps[-1].__class__(Stage.GAME_OVER, turn=session.state.turn)
    # who each step waited for: the phone only ever as "phones", never behind a curtain at the TV
    for s in steps:
        if s.seat == PHONE:
            raise AssertionError(f"the phone's seat acted at the TV: {s}")
        if s.actor is Actor.BOT:
            assert session.seats[s.seat].is_bot
        if s.actor in (Actor.PLAYER, Actor.HANDOVER):
            assert s.seat in (0, 1)
    assert any(s.actor is Actor.PHONES and s.stage is Stage.VOTING for s in steps)
    # two people at the TV: each private step after a hand-over (curtain) naming its player, or
    # that same player's previous step
    for i, s in enumerate(steps):
        if s.actor is Actor.PLAYER and s.stage is not Stage.TELLING or (
                s.actor is Actor.PLAYER and session.state.rules.family != "party"):
            prev = steps[i - 1]
            assert (prev.actor is Actor.HANDOVER and prev.seat in (s.seat, session.state.teammate(s.seat))) \
                or (prev.actor is Actor.PLAYER and prev.seat == s.seat), (prev, s)
    # the pause: one paused step between the same step twice
    p = table.paused_at
    assert p is not None and steps[p + 1] == steps[p].paused_as(True) and steps[p + 2] == steps[p]
    assert sum(s.paused for s in steps) == 1
    # the close-ups changed no step
    assert table.zoom_steps and all(a == b for a, b in table.zoom_steps)
    assert table.left_mid_vote
    # the phone seat stayed the phone's all game
    assert session.roster.controller(PHONE).kind is Control.PHONE
    assert not [e for e in table.phone.errors if e["code"] in ("bad-token", "refused")], table.phone.errors
