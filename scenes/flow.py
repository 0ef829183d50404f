"""The director of a game: after every action it asks the engine what comes next and sets the
table's step on the session (game/table/step.py); it hears the step change, like everyone else,
and shows the screen for the new step.

Privacy rule: a human's private step (their hand, their secret vote) is shown only after a
curtain naming them, unless the screen was already private to that same human a moment ago.
Any public moment (reveal, results, a bot's turn) ends that privacy.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from typing import Any

from game.app.cards import CardArt
from game.engine.errors import IllegalAction, RulesError
from game.engine.rulesets import PARTY
from game.engine.state import OVER, VOTE
from game.i18n import Message, _
from game.persist.settings import Settings
from game.table.pace import Pace
from game.table.step import Actor, Stage, TableStep

from .botturn import BotTurnScene
from .clue import PartyClueScene, TellScene
from .curtain import CurtainScene
from .deal import DealScene
from .gameover import GameOverScene
from .pause import PauseScene
from .results import ResultsScene
from .reveal import RevealScene, reveal_ahead
from .submit import SubmitScene
from .table.screen import GameScene
from .table.track import Track
from .vote import VoteScene
from .waiting import WaitingScene

SETTLED_S = 1.5  # guided round: a public screen, its animation over, stays this long once its lesson is read
STAGES = {"clue": Stage.TELLING, "submit": Stage.SUBMITTING, "vote": Stage.VOTING}


class Flow:
    def __init__(self, app, session, images, settings: Settings | None = None) -> None:
        self.app = app
        self.session = session
        self.art = CardArt(images)
        # Public knowledge about the pictures (title, tags, description: what bots read); hands stay hidden.
        self.tags = dict(images.cards) if images is not None else {}
        self._bots_warmed = False
        self._warm_bots(session.seats)
        self.track = Track(session.state.scores)
        self.settings = settings if settings is not None else Settings()
        self.private_to: int | None = None  # the human the screen is private to right now
        self.reveal_shown = -1 if session.state.phase != VOTE else -1
        self.results_shown = len(session.state.history)
        self.reveal_warmed = -1  # the turn whose reveal was prepared between frames
        self.log: list[str] = []  # scene names shown, in order (tests and screenshots)
        self.seat_log: list[int | None] = []  # the seat each of those scenes was for
        self.finished = False
        self.dealt = bool(session.actions)  # a resumed game does not deal again
        # Work a coming screen will need (card pictures at its size, labels, the other table layer),
        # done a slice at a time between frames (App.idle_slices), so the next one does not start
        # with a long frame.
        self.warm: deque[Iterator[object]] = app.idle_work
        self._opening: Any = None  # the private screen a curtain opens (it was made ready behind the curtain)
        session.on_step(self._step_changed)  # screens follow the table's step
        session.pace = Pace(str(session.extra.get("pace", "off")))  # time limits, chosen at setup (saved)
        self._warm_bots(session.seats)  # a paced table needs the computer player for whoever runs out of time
        self.coach: Any = None  # the guided round's narrator (scenes/learn.py), when this table is one

    @property
    def away(self) -> set[int]:
        """Phone seats whose phone is not there now (the TV says so): read from the roster."""
        return self.session.roster.away()

    @property
    def step(self) -> TableStep:
        return self.session.step

    @property
    def think_time(self) -> float:
        return self.settings.bot_think_s

    def held(self) -> bool:
        """The guided round's coach is still being read: computer players and public screens wait."""
        return self.coach is not None and self.coach.left() > 0

    def hands_free_after(self, people_watch_s: float, idle: float = 0.0) -> float | None:
        """How long a public screen (reveal, results) stays, `idle` seconds after it settled, before
        moving on by itself: when nobody plays at the TV there is no one to press a button. Phone
        players watch the TV for a while; a table of computer players only needs their thinking time;
        the guided round, its lesson's reading time. None: someone at the TV decides."""
        if self.coach is not None:
            left = self.coach.left()
            return idle + left if left > 0 else SETTLED_S
        if self.session.at_tv():
            return None
        return people_watch_s if self.session.humans() else self.think_time

    def public_moment(self) -> None:
        self.private_to = None

    def _show(self, scene) -> None:
        self.log.append(scene.name)
        self.seat_log.append(getattr(scene, "seat", None))
        # Game scenes replace each other; overlays above them (pause) were closed before acting.
        stack = self.app.stack
        while stack.top is not None and getattr(stack.top, "is_game_scene", False) is False \
                and getattr(stack.top, "transparent", False):
            stack.pop()
        if stack.top is not None and getattr(stack.top, "is_game_scene", False):
            stack.replace(scene)
        else:
            stack.push(scene)

    def start(self) -> None:
        self.advance()

    def advance(self) -> None:
        """Work out the table's next step and set it on the session; the screen follows the step."""
        step = self._next_step()
        if not self.session.set_step(step):
            self._show(self.screen_for(step))  # the same step again (a refused move): shown afresh

    def _step_changed(self, old: TableStep, new: TableStep) -> None:
        """The session's step changed: show its screen (the pause menu opening or closing is not a
        new screen: it is an overlay of its own)."""
        if old.paused_as(False) != new.paused_as(False):
            self._show(self.screen_for(new))
        self._warm_bots(self.session.seats)
        self._time_step(new)

    def _warm_bots(self, seats) -> None:
        """The bots' model loads in the background, off the frame path, once the table has a
        computer player or a pace (when time runs out the computer plays that seat); a seat handed
        to the computer mid-game counts from its next step. A table of phones and pads without a
        pace never spends the model's memory, nor its loading beside the frames."""
        pace = getattr(self.session, "pace", None)
        if self._bots_warmed or not self.tags or not (any(s.is_bot for s in seats) or (pace is not None and pace.on)):
            return
        self._bots_warmed = True
        from game.bots.warmup import warm

        warm(self.tags)

    # -- a pace (game/table/pace.py): the deadline lives on the session, screens only show it --------
    @property
    def now(self) -> float:
        return float(getattr(self.app, "time", 0.0))  # the app clock, never the wall clock

    def _time_step(self, step: TableStep) -> None:
        pace = self.session.pace
        if step.paused:
            pace.pause(self.now)
            return
        pace.resume(self.now)
        kind = {Stage.TELLING: "clue", Stage.SUBMITTING: "submit", Stage.VOTING: "vote"}.get(step.stage)
        if kind is None or step.actor not in (Actor.PLAYER, Actor.HANDOVER, Actor.PHONES):
            if step.actor is not Actor.BOT:
                pace.stop()  # public moments have no limit; a computer player keeps the phones' clock
            return
        pace.begin((step.turn, kind, step.seat), kind, self.now)

    def tick(self) -> None:
        """Each frame (the table's screen calls it): time ran out for the seats the table waits on?"""
        pace = self.session.pace
        if not pace.expired(self.now) or pace.current is None:
            return
        key = pace.current.key
        pace.stop()
        st = self.session.state
        seat = key[2]
        seats = [seat] if seat is not None else list(self.session.next_step().phones)
        seats = [s for s in seats if s in st.pending]
        if not seats:
            return
        self.session.stand_in(seats)
        names = _(", ").join(self.session.seats[s].name for s in seats)
        self.app.services.setdefault("notices", []).append(
            Message("Time is up: the computer plays for {names} this time", names=names))
        step = self.session.step
        if step.paused:
            return
        if step.actor is Actor.PHONES or step.seat in seats:
            self.advance()  # else a player at the TV finishes first; the computer plays next

    def more_time(self) -> bool:
        """+30 s for the step the table waits on (any pad, or the storyteller's phone): once per step."""
        if not self.session.pace.extend(self.now):
            return False
        self.app.services.setdefault("notices", []).append(Message("+30 seconds"))
        return True

    def _next_step(self) -> TableStep:
        st = self.session.state
        if not self.dealt:
            self.public_moment()
            return TableStep(Stage.DEALING, turn=st.turn)
        if len(st.history) > self.results_shown:
            self.results_shown = len(st.history)
            self.public_moment()
            return TableStep(Stage.SCORING, turn=len(st.history) - 1)
        if st.phase == OVER:
            self.public_moment()
            self.finished = True
            return TableStep(Stage.GAME_OVER, turn=st.turn)
        if st.phase == VOTE and self.reveal_shown != st.turn:
            self.reveal_shown = st.turn
            self.public_moment()
            return TableStep(Stage.REVEALING, turn=st.turn)
        step = self.session.next_step()
        stage = STAGES[step.kind]
        seat = step.seat
        if seat is None:  # only phones are choosing: the table shows who, and waits
            self.public_moment()
            return TableStep(stage, Actor.PHONES, turn=st.turn)
        if self.session.seats[seat].is_bot or self.session.stands_in(seat):
            self.public_moment()
            return TableStep(stage, Actor.BOT, seat, st.turn)
        private = self._private_class(step.kind).shows_private
        if private and len(self.session.humans()) > 1 and self.private_to != seat:
            self.public_moment()
            return TableStep(stage, Actor.HANDOVER, seat, st.turn)
        if private:
            self.private_to = seat
        return TableStep(stage, Actor.PLAYER, seat, st.turn)

    def screen_for(self, step: TableStep):
        """The screen that shows a step of this table."""
        scene = self._screen_for(step)
        if step.stage is Stage.SUBMITTING and self.reveal_warmed != step.turn and isinstance(scene, GameScene):
            self.reveal_warmed = step.turn  # while the cards are chosen: what the reveal's first frame needs
            self.warm.append(reveal_ahead(scene))
        return scene

    def _screen_for(self, step: TableStep):
        st = self.session.state
        if step.stage is Stage.DEALING:
            return DealScene(self)
        if step.stage is Stage.SCORING:
            return ResultsScene(self, st.history[-1])
        if step.stage is Stage.GAME_OVER:
            return GameOverScene(self)
        if step.stage is Stage.REVEALING:
            return RevealScene(self)
        engine_step = self.session.next_step()
        if step.actor is Actor.PHONES:
            return WaitingScene(self, engine_step)
        if step.actor is Actor.BOT:
            return BotTurnScene(self, engine_step)
        if step.actor is Actor.HANDOVER and step.seat is not None:
            return CurtainScene(self, step.seat, self.private_scene(engine_step))
        opening, self._opening = self._opening, None  # the curtain's own (its teammate's, maybe)
        if opening is not None and opening.seat == step.seat:
            return opening
        return self.private_scene(engine_step)

    def _private_class(self, kind: str) -> type[GameScene]:
        if kind == "clue":
            return PartyClueScene if self.session.state.rules.family == PARTY else TellScene
        return SubmitScene if kind == "submit" else VoteScene

    def private_scene(self, step):
        return self._private_class(step.kind)(self, step.seat)  # type: ignore[call-arg]  # each takes (flow, seat)

    def open_private(self, scene) -> None:
        """The curtain's player took the pad: the step is theirs, and their private screen opens."""
        if scene.shows_private:
            self.private_to = scene.seat
        self._opening = scene
        step = TableStep(self.session.step.stage, Actor.PLAYER, scene.seat, self.session.state.turn)
        if not self.session.set_step(step):
            self._show(self.screen_for(step))

    def set_paused(self, paused: bool) -> None:
        """The pause menu opened or closed over the table (the pause screen says so)."""
        self.session.set_step(self.session.step.paused_as(paused))

    def act(self, action) -> None:
        """Send an action to the engine (through the session) and move on.

        The scenes only offer legal choices; should one ever slip through, the engine refuses it,
        the player is told why, and the same step is shown again - nothing is lost."""
        try:
            self.session.act(action)
        except RulesError as e:
            # the refusal keeps its template: the toast says it in the players' language
            self.app.services.setdefault("notices", []).append(Message("Not allowed: {reason}", reason=e))
        self.advance()

    def act_for_phone(self, action) -> None:
        """An action from a phone seat (arriving at any moment, in any order): the engine decides and
        raises its refusal (RulesError) for the phone to be told. The waiting scene moves the table on
        at its next frame; a player in the middle of a private step at the TV is never interrupted."""
        seat = getattr(action, "player", None)
        if type(seat) is not int or not 0 <= seat < self.session.n or not self.session.seats[seat].phone:
            raise IllegalAction("phone", "This seat is not played on a phone now.")
        self.session.act(action)

    def remote_act(self, action) -> str | None:
        """`act_for_phone`, with the refusal returned as a sentence (None: accepted)."""
        try:
            self.act_for_phone(action)
        except RulesError as e:
            return str(e)
        return None

    def pause(self) -> None:
        if self.session.step.paused:
            return
        self.app.stack.push(PauseScene(self))

    def quit_to_title(self) -> None:
        self.app.nav.home()
