"""The director of a game: after every action it asks the engine what comes next, sets the
table's step on the session (game/table/step.py) and shows the screen for that step.

Privacy rule: a human's private step (their hand, their secret vote) is shown only after a
curtain naming them, unless the screen was already private to that same human a moment ago.
Any public moment (reveal, results, a bot's turn) ends that privacy.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator

from game.app.cards import CardArt
from game.engine.errors import IllegalAction, RulesError
from game.engine.rulesets import PARTY
from game.engine.state import OVER, VOTE
from game.i18n import Message
from game.persist.settings import Settings
from game.table.step import Actor, Stage, TableStep

from .botturn import BotTurnScene
from .clue import PartyClueScene, TellScene
from .curtain import CurtainScene
from .deal import DealScene
from .gameover import GameOverScene
from .pause import PauseScene
from .results import ResultsScene
from .reveal import RevealScene
from .submit import SubmitScene
from .table.track import Track
from .vote import VoteScene
from .waiting import WaitingScene

STAGES = {"clue": Stage.TELLING, "submit": Stage.SUBMITTING, "vote": Stage.VOTING}


class Flow:
    def __init__(self, app, session, images, settings: Settings | None = None) -> None:
        self.app = app
        self.session = session
        self.art = CardArt(images)
        # Public knowledge about the pictures (title, tags, description: what bots read); hands stay hidden.
        self.tags = dict(images.cards) if images is not None else {}
        if self.tags:
            from game.bots.warmup import warm

            warm(self.tags)  # the bots' model loads in the background, off the frame path
        self.track = Track(session.state.scores)
        self.settings = settings if settings is not None else Settings()
        self.private_to: int | None = None  # the human the screen is private to right now
        self.reveal_shown = -1 if session.state.phase != VOTE else -1
        self.results_shown = len(session.state.history)
        self.log: list[str] = []  # scene names shown, in order (tests and screenshots)
        self.seat_log: list[int | None] = []  # the seat each of those scenes was for
        self.finished = False
        self.dealt = bool(session.actions)  # a resumed game does not deal again
        # Work a coming screen will need (card pictures at its size, labels, the other table layer),
        # done a slice per frame by the screen on show, so the next one does not start with a long frame.
        self.warm: deque[Iterator[object]] = deque()

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

    def hands_free_after(self, people_watch_s: float) -> float | None:
        """How long a public screen (reveal, results) stays before moving on by itself: when nobody
        plays at the TV there is no one to press a button. Phone players watch the TV for a while;
        a table of computer players only needs their thinking time. None: someone at the TV decides."""
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
        """Work out the table's next step, set it on the session, and show its screen."""
        step, scene = self._next()
        self.session.set_step(step)
        self._show(scene)

    def _next(self):
        """(the next step, the screen that shows it)."""
        st = self.session.state
        if not self.dealt:
            self.public_moment()
            return TableStep(Stage.DEALING, turn=st.turn), DealScene(self)
        if len(st.history) > self.results_shown:
            self.results_shown = len(st.history)
            self.public_moment()
            return TableStep(Stage.SCORING, turn=len(st.history) - 1), ResultsScene(self, st.history[-1])
        if st.phase == OVER:
            self.public_moment()
            self.finished = True
            return TableStep(Stage.GAME_OVER, turn=st.turn), GameOverScene(self)
        if st.phase == VOTE and self.reveal_shown != st.turn:
            self.reveal_shown = st.turn
            self.public_moment()
            return TableStep(Stage.REVEALING, turn=st.turn), RevealScene(self)
        step = self.session.next_step()
        stage = STAGES[step.kind]
        seat = step.seat
        if seat is None:  # only phones are choosing: the table shows who, and waits
            self.public_moment()
            return TableStep(stage, Actor.PHONES, turn=st.turn), WaitingScene(self, step)
        if self.session.seats[seat].is_bot:
            self.public_moment()
            return TableStep(stage, Actor.BOT, seat, st.turn), BotTurnScene(self, step)
        private = self.private_scene(step)
        needs_curtain = private.shows_private and len(self.session.humans()) > 1 and self.private_to != seat
        if needs_curtain:
            self.public_moment()
            return TableStep(stage, Actor.HANDOVER, seat, st.turn), CurtainScene(self, seat, private)
        if private.shows_private:
            self.private_to = private.seat
        return TableStep(stage, Actor.PLAYER, seat, st.turn), private

    def private_scene(self, step):
        if step.kind == "clue":
            if self.session.state.rules.family == PARTY:
                return PartyClueScene(self, step.seat)
            return TellScene(self, step.seat)
        if step.kind == "submit":
            return SubmitScene(self, step.seat)
        return VoteScene(self, step.seat)

    def open_private(self, scene) -> None:
        """The curtain's player took the pad: their private step opens."""
        if scene.shows_private:
            self.private_to = scene.seat
        self.session.set_step(TableStep(self.session.step.stage, Actor.PLAYER, scene.seat, self.session.state.turn))
        self._show(scene)

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
