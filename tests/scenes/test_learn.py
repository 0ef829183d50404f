"""Learn by playing: the guided round on the real table, driven with real events to its end (from
the title, and before a table's first game in three rule sets with their own differences), skipped
at every step with one button, offered once per machine at home and every game in kiosk mode."""

from __future__ import annotations

import pygame
import pytest

from game.kiosk.config import Operator
from game.table.step import Actor, Stage
from scenes.learn import LESSONS, PANEL, skip_rect

from .driver import click, key, make_app, pad, run


def _focus(app, menu, name):
    for _ in range(40):
        if menu.items[menu.focus].key == name:
            return
        run(app, key(pygame.K_DOWN))
    raise AssertionError(f"no menu item {name}")


def _play(app, flow, until, frames: int = 8000) -> list[tuple[str, str]]:
    """The learner plays with the keyboard (their first choice; a second vote on the next card);
    returns what the coach said, in order."""
    said: list[tuple[str, str]] = []
    for _ in range(frames):
        coach = flow.coach
        if coach.lesson[0] and (not said or said[-1] != coach.lesson):
            said.append(coach.lesson)
        if until():
            return said
        step = flow.session.step
        scene = app.stack.top
        if step.actor is Actor.PLAYER and getattr(scene, "stage", None) == "second":
            run(app, key(pygame.K_RIGHT))
            run(app, key(pygame.K_RETURN), 2)
        elif step.actor in (Actor.PLAYER, Actor.HANDOVER) or step.stage in (Stage.REVEALING, Stage.SCORING):
            run(app, key(pygame.K_RETURN), 2)
        else:
            run(app, (), 2)
    raise AssertionError(f"the guided round did not get there (at {flow.session.step})")


def _title_round(app):
    run(app, frames=2)
    title = app.stack.top
    _focus(app, title.menu, "learn")
    run(app, key(pygame.K_RETURN))
    return app.services["guided"]


def test_how_to_play_from_the_title_plays_one_guided_round_to_its_end():
    app = make_app()
    flow = _title_round(app)
    assert app.services.get("flow") is None  # not the table's game: never saved, phones never see it
    said = _play(app, flow, lambda: app.services.get("guided") is None)
    titles = [t for t, _ in said]
    assert titles == [LESSONS[k][0] for k in ("deal", "clue", "submit_others", "submit", "reveal", "vote_others",
                                              "vote", "score")]
    assert flow.coach.number == 6 and flow.coach.skipped_at is None
    assert app.stack.top.name == "title"
    session = flow.session
    assert len(session.state.history) == 1 and session.state.turn == 1 and session.state.phase == "clue"
    assert session.seats[0].bot is None and all(s.bot for s in session.seats[1:])
    assert session.actions and session.actions[0].player == 1  # a computer player told first, on the real engine


@pytest.mark.parametrize("ruleset,players,special", [("party2020", 6, ("clue_party", "vote_party", "score_party")),
                                                     ("teams2011", 6, ("deal_team", "score_team")),
                                                     ("odyssey", 7, ("vote_two",))])
def test_offered_before_a_first_game_with_the_rule_sets_differences_then_the_game_starts(ruleset, players, special):
    app = make_app(learned=False)
    run(app, frames=2)
    _focus(app, app.stack.top.menu, "new")
    run(app, key(pygame.K_RETURN))
    setup = app.stack.top
    while len(setup.seats) < players:
        setup.resize(1)
    setup.ruleset = ruleset
    setup.pace = "normal"
    setup.rebuild()
    _focus(app, setup.menu, "start")
    run(app, key(pygame.K_RETURN))
    offer = app.stack.top
    assert offer.name == "learn_offer" and app.settings.how_to_play_offered  # offered once per machine
    run(app, key(pygame.K_RETURN))  # Learn by playing
    flow = app.services["guided"]
    assert flow.session.state.rules.name == ruleset and flow.session.n == players
    said = _play(app, flow, lambda: app.services.get("guided") is None)
    for name in special:
        assert LESSONS[name] in said, name
    game = app.services["flow"]  # then the table's own game starts, as set up
    assert game is not flow and game.session.state.rules.name == ruleset
    assert game.session.extra["pace"] == "normal" and game.coach is None
    # the next game on this machine starts at once
    app.stack.clear()
    app.nav.push("setup")
    setup = app.stack.top
    setup.start()
    assert app.stack.top.name != "learn_offer"


STAGES = [Stage.DEALING, Stage.TELLING, Stage.SUBMITTING, Stage.REVEALING, Stage.VOTING, Stage.SCORING]


@pytest.mark.parametrize("stage", STAGES)
@pytest.mark.parametrize("how", ["pad", "key", "click"])
def test_skipped_at_every_step_with_one_button(stage, how):
    app = make_app()
    flow = _title_round(app)
    _play(app, flow, lambda: flow.session.step.stage is stage and not flow.session.step.paused)
    before = len(flow.session.actions)
    if how == "pad":
        run(app, pad(pygame.CONTROLLER_BUTTON_BACK))
    elif how == "key":
        run(app, key(pygame.K_F2))
    else:
        run(app, click(skip_rect(flow.coach.panel()).center))
    assert flow.coach.skipped_at is stage
    run(app)
    assert app.services.get("guided") is None and app.stack.top.name == "title"
    assert len(flow.session.actions) == before  # skipping played nothing
    run(app, frames=5)
    assert app.stack.top.name == "title"


def test_kiosk_offers_it_before_every_game_unless_the_operator_says_no():
    for wanted in (True, False):
        app = make_app(operator=Operator(kiosk=True, pin="2468", how_to_play=wanted), learned=False)
        run(app, frames=2)
        for _ in range(2):
            app.stack.clear()
            setup = app.nav.push("setup")
            setup.start()
            assert (app.stack.top.name == "learn_offer") is wanted
            if wanted:
                run(app, key(pygame.K_DOWN))
                run(app, key(pygame.K_RETURN))  # Start the game
                assert app.services["flow"].session.n == len(setup.seats)


def test_the_coach_follows_reduced_motion_and_large_text():
    app = make_app(settings={"bot_think_s": 0.05, "reduced_motion": True, "text_size": "large"})
    from game.app import theme
    theme.apply(app.settings)
    try:
        flow = _title_round(app)
        run(app)
        coach = flow.coach
        assert coach.panel() == PANEL  # no slide: it is in place from the first frame
        shot = app.screen.copy()
        run(app)
        assert app.screen.get_at((PANEL.left + 40, PANEL.top + 4)) == shot.get_at((PANEL.left + 40, PANEL.top + 4))
    finally:
        from game.persist.settings import Settings
        theme.apply(Settings())


def test_quitting_the_guided_round_from_the_pause_menu_goes_to_the_title_and_nothing_follows():
    app = make_app()
    flow = _title_round(app)
    started = []
    flow.coach.then = lambda: started.append(True)
    _play(app, flow, lambda: flow.session.step.stage is Stage.SUBMITTING)
    run(app, key(pygame.K_ESCAPE))  # the pause menu (Select would skip; the game's own buttons work as ever)
    pause = app.stack.top
    _focus(app, pause.menu, "quit")
    run(app, key(pygame.K_RETURN))
    _focus(app, app.stack.top.menu, "quit_yes")
    run(app, key(pygame.K_RETURN))
    run(app, frames=2)
    assert app.stack.top.name == "title" and app.services.get("guided") is None
    run(app, key(pygame.K_F2), 3)  # no guided round left to skip: nothing starts
    assert app.stack.top.name == "title" and not started


def _timed_round(app, presses: bool) -> tuple[float, list[tuple[str, float]]]:
    """The guided round from the title on the simulated clock: the learner reads each lesson before
    playing their own step (or, `presses`, presses "continue" at every frame); returns its length
    and how long each lesson stayed."""
    flow = _title_round(app)
    start, said = app.time, []
    current, since = None, app.time
    for _ in range(60 * 300):
        coach = flow.coach
        if coach.lesson != current:
            if current is not None:
                said.append((current[0], app.time - since))
            current, since = coach.lesson, app.time
        if app.services.get("guided") is None:
            said.append((current[0], app.time - since))
            return app.time - start, said
        step = flow.session.step
        mine = step.actor is Actor.PLAYER
        if presses or mine and coach.left() == 0:
            if mine and getattr(app.stack.top, "stage", None) == "second":
                run(app, key(pygame.K_RIGHT))
            run(app, key(pygame.K_RETURN))
        else:
            run(app)
    raise AssertionError("the guided round never ended")


def test_the_guided_round_lasts_about_90_seconds_and_every_lesson_stays_long_enough_to_read():
    from scenes.learn import reading_time

    app = make_app(settings={"bot_think_s": 2.0})
    length, said = _timed_round(app, presses=False)
    assert 75 <= length <= 120, length
    for title, shown in said:
        body = next(b for t, b in LESSONS.values() if t == title)
        assert shown >= reading_time(title, body) - 0.05, (title, shown)
    # "continue" at every moment: the same round, each step as soon as its animation allows
    quick, _ = _timed_round(make_app(settings={"bot_think_s": 2.0}), presses=True)
    assert quick < length / 3, quick


def test_large_text_leaves_longer_to_read():
    from scenes.learn import reading_time

    title, body = LESSONS["score"]
    assert reading_time(title, body, "large") > reading_time(title, body) * 1.19
    assert reading_time(title, body) > reading_time(*LESSONS["reveal"])  # longer texts stay longer
