"""Phone seats at the table: no curtain for them, they act whenever they like (here: between any two
frames, in any order), the TV shows who is still choosing, and pad players are never interrupted."""

from __future__ import annotations

import random

import pytest

from game.app.cards import enabled_decks
from game.bots import decide
from game.engine.actions import Vote
from game.table.seats import Seat
from scenes.launchers import start_game

from .driver import make_app, run, skip_deal
from .player import Player


class Phones:
    """Stand-ins for phones: each acts from its own seat's view, at random moments."""

    def __init__(self, flow, seed: int) -> None:
        self.flow = flow
        self.rng = random.Random(seed)
        self.acted = 0

    def maybe_act(self, chance: float = 0.3) -> None:
        session = self.flow.session
        pending = [p for p in session.state.pending if session.seats[p].phone]
        self.rng.shuffle(pending)
        for seat in pending:
            if seat in session.state.pending and self.rng.random() < chance:  # a teammate may have chosen
                action = decide(session.view(seat), "normal", seed=self.rng.random(), tags=self.flow.tags)
                assert self.flow.remote_act(action) is None
                self.acted += 1


@pytest.mark.parametrize("ruleset,n", [("revised", 4), ("odyssey", 7), ("party2020", 6), ("teams2020", 8)])
def test_phones_pads_and_bots_play_to_the_end(ruleset, n):
    app = make_app()
    run(app, frames=2)
    seats = [Seat(f"P{i}", i, i, bot="normal" if i == n - 1 else None, phone=i % 2 == 0) for i in range(n)]
    flow = start_game(app, seats, ruleset, {}, enabled_decks(app), first_storyteller=0, seed=77)
    phones = Phones(flow, seed=n)
    player = Player(app, "keyboard")
    player.between = phones.maybe_act
    for _ in range(3000):
        if app.stack.top.name == "game_over":
            break
        if app.stack.top.name == "waiting":
            player.step([], 2)
            continue
        name = app.stack.top.name
        getattr(player, f"on_{name}", player.on_other)(app.stack.top)
    st = flow.session.state
    assert st.phase == "over"
    assert phones.acted > 0
    # no curtain and no private screen ever named a phone seat
    for name, seat in zip(flow.log, flow.seat_log, strict=True):
        if name in ("curtain", "storyteller", "submit", "vote", "party_clue"):
            assert seat is None or not seats[seat].phone, (name, seat)
    assert "waiting" in flow.log
    # every pad human's private action was the one the player chose on screen
    assert player.checked == sum(1 for a in flow.session.actions if not seats[a.player].is_bot
                                 and not seats[a.player].phone)


def test_waiting_screen_names_who_is_still_choosing_and_refuses_wrong_seats():
    app = make_app()
    run(app, frames=2)
    seats = [Seat(n, i, i, phone=True) for i, n in enumerate(["Ann", "Bob", "Cat", "Dan"])]
    flow = start_game(app, seats, "revised", {}, enabled_decks(app), first_storyteller=0, seed=3)
    skip_deal(app)
    assert app.stack.top.name == "waiting"
    assert app.stack.top.choosing() == [0]
    # a phone acting out of turn is refused by the engine, nothing changes
    before = len(flow.session.actions)
    view = flow.session.view(1)
    assert flow.remote_act(Vote(1, (1,))) is not None
    assert len(flow.session.actions) == before
    # the storyteller tells on their phone: the table moves on to everyone else choosing
    flow.remote_act(decide(flow.session.view(0), "normal", seed=1, tags=flow.tags))
    run(app, frames=2)
    assert app.stack.top.name == "waiting"
    assert app.stack.top.choosing() == [1, 2, 3]
    flow.remote_act(decide(view := flow.session.view(2), "normal", seed=2, tags=flow.tags))
    run(app, frames=1)
    assert app.stack.top.choosing() == [1, 3]
    assert view.hand is not None
    # a seat that is not a phone seat cannot act through the phone path
    seats[1].phone = False
    assert flow.remote_act(decide(flow.session.view(1), "normal", seed=3, tags=flow.tags)) is not None
