"""Computer players decide off the frame (game/bots/background.py): the worker thread works the
decision out from the seat's view; only the main loop applies it, and the game reaches the same
results as deciding in the frame would."""

from __future__ import annotations

import threading

from game.app.cards import enabled_decks
from game.bots import player as bot_player
from game.table.seats import DEFAULT_NAMES as NAMES
from game.table.seats import Seat
from game.table.session import Session
from scenes.launchers import start_game

from .driver import make_app, run

LEVELS = ("hard", "normal", "easy")


def _bots(n: int) -> list[Seat]:
    return [Seat(NAMES[i], i, i, LEVELS[i % 3]) for i in range(n)]


def test_a_game_of_computer_players_decided_off_the_frame_plays_as_deciding_in_the_frame(monkeypatch):
    deciders: list[str] = []
    real_decide = bot_player.decide

    def decide(*args, **kwargs):
        deciders.append(threading.current_thread().name)
        return real_decide(*args, **kwargs)

    monkeypatch.setattr(bot_player, "decide", decide)
    app = make_app()
    run(app, frames=2)
    seats = _bots(3)
    flow = start_game(app, seats, "revised", {}, enabled_decks(app), first_storyteller=0, seed=4242)
    session = flow.session
    appliers: list[bool] = []
    real_act = session.act

    def act(action):
        appliers.append(threading.current_thread() is threading.main_thread())
        return real_act(action)

    session.act = act  # type: ignore[method-assign]
    for _ in range(20000):
        if flow.finished:
            break
        app.step([], 0.1)
    assert flow.finished and session.state.phase == "over"
    assert appliers and all(appliers)  # every action was applied by the main loop
    assert len(deciders) >= len(session.actions) and all(name.startswith("bots-think") for name in deciders)
    # the same actions as deciding in the frame from the same views and seeds
    replay = Session(session.config, session.seed, _bots(3))
    for i, action in enumerate(session.actions):
        expected = real_decide(replay.view(action.player), seats[action.player].bot, seed=f"{session.seed}:{i}",
                               tags=flow.tags, lang="en", levels=replay.levels())
        assert expected == action, i
        replay.act(expected)
    assert replay.state.scores == session.state.scores and replay.state.winners == session.state.winners


def test_a_ready_decision_waits_for_the_main_loop_and_its_thinking_time():
    app = make_app(settings={"bot_think_s": 1.0})
    run(app, frames=2)
    flow = start_game(app, _bots(3), "revised", {}, enabled_decks(app), first_storyteller=0, seed=7)
    for _ in range(2000):
        if app.stack.top.name == "bot_turn":
            break
        app.step([], 0.1)
    scene = app.stack.top
    assert scene.name == "bot_turn"
    before = list(flow.session.actions)
    app.step([], 0.1)  # the first frame of the turn asks the worker
    assert scene.thinking is not None
    decided = scene.thinking.result(timeout=30)  # worked out, handed back...
    assert flow.session.actions == before and scene.action is None  # ...and not applied by anyone
    app.step([], 0.1)
    assert flow.session.actions == before  # the thinking time is not over
    while scene.time < flow.think_time:
        app.step([], 0.1)
    assert flow.session.actions == [*before, decided] and scene.action == decided
