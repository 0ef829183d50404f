"""A pace, never a penalty: a step's time limit runs out for a pad seat, a phone seat and a
storyteller in three rule sets; the computer plays that step for them, the recap marks it, and the
seat is theirs again at its next step. "+30 s" from a pad (Select / F2), once per step."""

from __future__ import annotations

import time

import pygame
import pytest

from game.app.cards import enabled_decks
from game.table.pace import EXTRA_S, LIMITS, Pace
from game.table.seats import Seat
from game.table.step import Actor, Stage
from scenes.launchers import start_game

from .driver import key, make_app, pad, run, skip_deal

RULESETS = [("revised", 4), ("party2020", 6), ("teams2011", 6)]


def _table(ruleset: str, n: int, humans: dict[int, bool], first: int, pace: str = "quick"):
    """humans: seat -> phone?; the other seats are computer players."""
    app = make_app()
    run(app, frames=2)
    seats = [Seat(f"P{i}", i, i, bot=None if i in humans else "hard", phone=humans.get(i, False)) for i in range(n)]
    flow = start_game(app, seats, ruleset, {}, enabled_decks(app), first_storyteller=first, seed=41, pace=pace)
    skip_deal(app)
    return app, flow


def _until(app, pred, frames: int = 4000) -> None:
    """Frames until pred() holds; a player at the TV plays (their first choice) and moves the public
    screens on (reveal, scores)."""
    flow = app.services["flow"]
    for _ in range(frames):
        if pred():
            return
        step = flow.session.step
        public = step.stage in (Stage.REVEALING, Stage.SCORING) or step.actor in (Actor.PLAYER, Actor.HANDOVER)
        run(app, key(pygame.K_RETURN) if public and app.stack.top.is_game_scene else ())
    raise AssertionError("never got there")


def _run_out(app, flow, seat: int) -> None:
    """Let the table's clock run to the end of the step's limit (the app clock, as the real loop does)."""
    left = flow.session.pace.left(flow.now)
    assert left is not None and left > 0
    state = flow.session.state
    turn, phase = state.turn, state.phase
    for _ in range(int(left / 0.5) + 2):
        app.step([], 0.5)
    # the computer's move for that seat is thought on a worker thread (its model may still be
    # loading on a busy machine): give it real time, frame by frame, as the real loop would, until
    # the seat has acted (the table's step changes before that: the computer's turn begins)
    end = time.monotonic() + 15
    while time.monotonic() < end:
        state = flow.session.state
        if (state.turn, state.phase) != (turn, phase) or seat not in state.pending:
            return
        app.step([], 1 / 60)
        time.sleep(0.01)


def test_pace_alone():
    pace = Pace("normal")
    d = pace.begin((0, "submit", 1), "submit", 10.0)
    assert d is not None and pace.left(10.0) == LIMITS["normal"]["submit"]
    assert pace.begin((0, "submit", 1), "submit", 30.0) is d  # the same step keeps its deadline
    assert pace.extend(20.0) and not pace.extend(21.0)  # once per step
    assert pace.left(20.0) == LIMITS["normal"]["submit"] + EXTRA_S - 10
    pace.pause(30.0)
    assert pace.left(90.0) == pace.left(30.0) and not pace.expired(1000.0)  # the pause menu stops the clock
    pace.resume(90.0)
    assert not pace.expired(90.0 + LIMITS["normal"]["submit"] + EXTRA_S - 21)
    assert pace.expired(90.0 + LIMITS["normal"]["submit"] + EXTRA_S - 20)
    assert Pace("off").begin((0, "vote", None), "vote", 0.0) is None and Pace("bogus").level == "off"


@pytest.mark.parametrize("ruleset,n", RULESETS)
def test_time_runs_out_for_a_pad_seat(ruleset, n):
    app, flow = _table(ruleset, n, {1: False}, first=0)
    session = flow.session
    _until(app, lambda: session.step.actor is Actor.PLAYER and session.step.seat == 1)
    stage, turn = session.step.stage, session.state.turn
    assert stage in (Stage.SUBMITTING, Stage.VOTING)
    _run_out(app, flow, 1)
    # the computer played that step for seat 1 (through the table's bot turn), nothing else changed hands
    assert 1 not in session.state.pending or session.state.phase != {"submitting": "submit", "voting": "vote"}[stage]
    assert [turn, 1] in session.extra["stood_in"] and session.stood_in(turn) == [1]
    assert "bot_turn" in flow.log and session.seats[1].bot is None
    # the player has their seat back at their next step
    _until(app, lambda: session.step.actor is Actor.PLAYER and session.step.seat == 1)
    assert not session.stands_in(1)


@pytest.mark.parametrize("ruleset,n", RULESETS)
def test_time_runs_out_for_the_storyteller(ruleset, n):
    app, flow = _table(ruleset, n, {0: False}, first=0)
    session = flow.session
    assert session.step.stage is Stage.TELLING and session.step.actor is Actor.PLAYER and session.step.seat == 0
    before = len(session.actions)
    _run_out(app, flow, 0)
    _until(app, lambda: session.state.phase != "clue")
    told = session.actions[before]
    assert told.player == 0  # the computer told for the storyteller, through a normal action
    assert session.stood_in(0) == [0]
    _until(app, lambda: session.step.stage is Stage.SCORING)
    run(app, frames=5)
    app.stack.top.open_recap()  # the round's recap says the computer played for the storyteller
    run(app, frames=2)
    assert app.stack.top.name == "recap"


@pytest.mark.parametrize("ruleset,n", RULESETS)
def test_time_runs_out_for_a_phone_seat(ruleset, n):
    # a phone seat whose phone never answers (no phone server here: the TV's side of it)
    app, flow = _table(ruleset, n, {2: True}, first=0)
    session = flow.session
    _until(app, lambda: session.step.actor is Actor.PHONES)
    assert session.pace.current is not None and session.pace.current.key[2] is None
    turn = session.state.turn
    _run_out(app, flow, 2)
    _until(app, lambda: 2 not in session.state.pending)
    assert session.stood_in(turn) == [2]
    assert session.seats[2].phone  # still the phone's seat: it plays its next step
    _until(app, lambda: session.step.actor is Actor.PHONES and 2 in session.state.pending)
    assert not session.stands_in(2)


def test_more_time_once_per_step_from_any_pad_or_the_keyboard():
    app, flow = _table("revised", 4, {1: False, 2: False}, first=0)
    session = flow.session

    def at(seat: int) -> bool:
        return session.step.seat == seat and session.step.actor in (Actor.PLAYER, Actor.HANDOVER)

    _until(app, lambda: at(1))
    pace = session.pace
    left = pace.left(flow.now)
    run(app, pad(pygame.CONTROLLER_BUTTON_BACK, instance_id=7))  # anyone's pad, not only the player's
    assert pace.current.extended and pace.left(flow.now) == pytest.approx(left + EXTRA_S - 1 / 60, abs=0.02)
    run(app, key(pygame.K_F2))
    assert pace.left(flow.now) == pytest.approx(left + EXTRA_S - 2 / 60, abs=0.02)  # only once this step
    assert session.state.pending and 1 in session.state.pending  # Select never played a card
    for _ in range(20):  # seat 1 takes the pad (curtain) and plays its first card
        if not at(1):
            break
        run(app, key(pygame.K_RETURN), 3)
    _until(app, lambda: at(2))
    assert not pace.current.extended  # the next player's step has its own +30 s
    run(app, key(pygame.K_F2))
    assert pace.current.extended


def test_no_limit_by_default_and_the_pause_menu_stops_the_clock():
    app, flow = _table("revised", 4, {1: False}, first=0, pace="off")
    _until(app, lambda: flow.session.step.actor is Actor.PLAYER)
    assert flow.session.pace.current is None
    app, flow = _table("revised", 4, {1: False}, first=0)
    _until(app, lambda: flow.session.step.actor is Actor.PLAYER)
    left = flow.session.pace.left(flow.now)
    run(app, key(pygame.K_ESCAPE))  # the pause menu
    assert flow.session.step.paused
    for _ in range(200):
        app.step([], 0.5)
    run(app, key(pygame.K_ESCAPE))
    assert not flow.session.step.paused
    assert flow.session.pace.left(flow.now) == pytest.approx(left, abs=0.1)


def test_setup_offers_the_pace_at_home_and_a_cafe_can_set_and_lock_it():
    from game.kiosk.config import Operator

    app = make_app()
    run(app, frames=2)
    setup = app.nav.push("setup")
    assert setup.pace == "off" and "pace" in [it.key for it in setup.menu.items]  # off by default at home
    setup.menu.focus = setup.menu.index_of("pace")
    run(app, key(pygame.K_RIGHT))
    run(app, key(pygame.K_RIGHT))
    assert setup.pace == "normal" and app.settings.step_timer == "normal"  # remembered for the next table
    setup.start()
    assert app.services["flow"].session.extra["pace"] == "normal"
    for players in (True, False):
        app = make_app(operator=Operator(kiosk=True, pin="2468", step_timer="quick", step_timer_players=players,
                                         how_to_play=False))
        run(app, frames=2)
        setup = app.nav.push("setup")
        assert setup.pace == "quick" and ("pace" in [it.key for it in setup.menu.items]) is players
        setup.start()
        assert app.services["flow"].session.pace.level == "quick"
