"""The screenshot tour's guided round (`learn-*.png`) and a step's countdown (`timer-*.png`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pygame

from scenes.launchers import start_game
from scenes.learn import offer_guided_round, start_guided_round

from ..app.cards import enabled_decks
from ..table.seats import Seat
from ..table.step import Actor, Stage

Step = Callable[..., None]
Shot = Callable[..., None]
ENTER = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)]
RIGHT = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)]


def learn_tour(app, step: Step, shot: Shot) -> None:
    """The offer before a first game, then the guided round's steps as the coach says them."""
    before = app.settings
    app.services["settings"] = replace(before, how_to_play_offered=False)
    try:
        offer_guided_round(app, "revised", 4, {}, (), lambda: None)
        shot("learn-offer", 10)
        app.stack.clear()
        flow = start_guided_round(app, "odyssey", 7)
        taken: set[str] = set()
        names = {Stage.DEALING: "deal", Stage.TELLING: "clue", Stage.SUBMITTING: "submit",
                 Stage.VOTING: "vote", Stage.SCORING: "score"}
        for _ in range(6000):
            if app.services.get("guided") is not flow:
                break
            st = flow.session.step
            name = names.get(st.stage)
            mine = st.actor is Actor.PLAYER
            if name in ("submit", "vote") and not mine:
                name = None
            if name is not None and name not in taken:
                taken.add(name)
                shot(f"learn-{name}", 150 if name == "score" else 40)
            if mine and getattr(app.stack.top, "stage", None) == "second":
                step(RIGHT, 1)  # a second vote, on another card
                step(ENTER, 3)
            elif mine or st.stage in (Stage.REVEALING, Stage.SCORING):
                step(ENTER, 3)
            else:
                step([], 2)
    finally:
        app.services["settings"] = before
        app.services.pop("guided", None)
        app.stack.clear()


def timer_tour(app, step: Step, shot: Shot) -> None:
    """A quick pace: a player's countdown at the TV, low on time, then the computer playing for them."""
    seats = [Seat("Léa", 0, 0), Seat("Sam", 1, 1, "normal"), Seat("Noor", 2, 2, "normal"), Seat("Kai", 3, 3, "normal")]
    flow = start_game(app, seats, "revised", {}, enabled_decks(app), first_storyteller=1, seed=12, pace="quick")
    try:
        for _ in range(3000):
            st = flow.session.step
            if st.stage is Stage.SUBMITTING and st.actor is Actor.PLAYER:
                break
            step([], 2)
        shot("timer-submit", 20)
        pace = flow.session.pace
        if pace.current is not None:
            pace.current.ends = flow.now + 7.2  # little time left
        shot("timer-low", 5)
        if pace.current is not None:
            pace.current.ends = flow.now
        step([], 2)
        shot("timer-computer-plays", 10)
        for _ in range(3000):  # on to the round's recap, which says who the computer played for
            st = flow.session.step
            if st.stage is Stage.SCORING:
                break
            step(ENTER if st.actor is Actor.PLAYER or st.stage is Stage.REVEALING else [], 3)
        step([], 120)
        scene = app.stack.top
        if hasattr(scene, "open_recap"):
            scene.open_recap()
            shot("timer-recap", 5)
    finally:
        app.services.pop("flow", None)
        app.stack.clear()
