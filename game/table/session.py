"""One game in progress: config, seed, the seat roster, the engine state, the accepted actions
and the table's step.

Scenes never change rules state: they call `act`, which asks the engine. Every accepted action
is announced to listeners (autosave hooks in here) before the game moves on. The table's step
(step.py) changes only through `set_step`, and is announced to its own subscribers.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..engine import rules as engine
from ..engine.actions import Action
from ..engine.config import GameConfig
from ..engine.state import CLUE, OVER, SUBMIT, VOTE, GameState
from ..engine.view import PlayerView, view
from .audience import Audience
from .pace import Pace
from .roster import Roster
from .seats import Seat
from .step import NO_STEP, TableStep


@dataclass(frozen=True)
class Step:
    kind: str  # clue | submit | vote | over
    seat: int | None  # who acts at the table next; None when only phones are still choosing
    phones: tuple[int, ...] = ()  # phone seats still choosing this step (they act on their phones)


class Session:
    def __init__(self, config: GameConfig, seed: int | str, seats: list[Seat],
                 actions: list[Action] | None = None) -> None:
        self.config = config.validated()
        self.seed = seed
        self.roster = Roster(seats, self.config.teams)
        self.seats = seats  # the roster's seats (the same list)
        self.actions: list[Action] = []
        self.state: GameState = engine.new_game(self.config, seed)
        self.listeners: list[Callable[[Session, Action], None]] = []
        # Table facts the TV keeps with the game (JSON values, saved with it): e.g. the phone seats.
        self.extra: dict[str, Any] = {}
        self._step: TableStep = NO_STEP
        self._step_listeners: list[Callable[[TableStep, TableStep], None]] = []
        self.pace = Pace()  # time limits per step (pace.py); the flow starts and checks its deadlines
        # Seats the computer plays for at this step because their time ran out: (turn, phase) -> seats
        self.stand_ins: dict[tuple[int, str], set[int]] = {}
        for a in actions or ():
            self.state = engine.apply(self.state, a)
            self.actions.append(a)
        self.audience = Audience()  # the room's guesses and leaderboard (audience.py); not saved
        self.audience.settle(self.state, score=False)

    # -- reading --------------------------------------------------------------------------
    @property
    def n(self) -> int:
        return len(self.seats)

    def view(self, seat: int | None) -> PlayerView:
        return view(self.state, seat)

    def public(self) -> PlayerView:
        return view(self.state, None)

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.is_bot]

    def at_tv(self) -> list[int]:
        """Humans who play with a pad, keyboard or mouse at the TV (not on a phone)."""
        return [i for i, s in enumerate(self.seats) if not s.is_bot and not s.phone]

    def next_step(self) -> Step:
        s = self.state
        if s.phase == OVER:
            return Step("over", None)
        # Go round the table from the storyteller's left, so hot-seat passes the pad to the left.
        order = [(s.storyteller + k) % s.n for k in range(s.n)]
        if s.phase == SUBMIT:
            order = order[1:] + order[:1]
        kind = {CLUE: "clue", SUBMIT: "submit", VOTE: "vote"}[s.phase]
        standing = self.stand_ins.get((s.turn, s.phase), set())
        phones = tuple(p for p in order if p in s.pending and self.seats[p].phone and p not in standing)
        seat = next((p for p in order if p in s.pending and (not self.seats[p].phone or p in standing)), None)
        return Step(kind, seat, phones)

    # -- time ran out (pace.py) ----------------------------------------------------------------
    def stands_in(self, seat: int) -> bool:
        """Whether the computer plays `seat` at this step (its time ran out)."""
        return seat in self.stand_ins.get((self.state.turn, self.state.phase), set())

    def stand_in(self, seats: list[int]) -> None:
        """The computer plays these seats at this step only (their players keep them); the round's
        recap marks it (`extra["stood_in"]`: [turn, seat] pairs, saved with the game)."""
        key = (self.state.turn, self.state.phase)
        self.stand_ins = {key: self.stand_ins.get(key, set()) | set(seats)}
        marks = self.extra.setdefault("stood_in", [])
        marks.extend([self.state.turn, s] for s in seats if [self.state.turn, s] not in marks)

    def stood_in(self, turn: int) -> list[int]:
        """Seats the computer played for in round `turn`."""
        marks = self.extra.get("stood_in")
        return sorted({m[1] for m in marks if isinstance(m, list) and len(m) == 2 and m[0] == turn}) \
            if isinstance(marks, list) else []

    def levels(self) -> tuple[str | None, ...]:
        """Every seat's computer level, None for a person: public at the table (a hard computer
        storyteller imagines the listeners it sits with)."""
        return tuple(s.bot for s in self.seats)

    def bot_level(self, seat: int) -> str:
        """The level a computer player plays `seat` at: its own, or the table's (the level most of
        the table's computer players have; normal without any)."""
        own = self.seats[seat].bot
        if own is not None:
            return own
        levels = [s.bot for s in self.seats if s.bot is not None]
        return max(sorted(set(levels)), key=levels.count) if levels else "normal"

    # -- the table's step ------------------------------------------------------------------------
    @property
    def step(self) -> TableStep:
        """Where the table is now (set by the flow; see step.py)."""
        return self._step

    def set_step(self, step: TableStep) -> bool:
        """The one way the step changes; subscribers hear (old, new). False if it was already so."""
        old = self._step
        if step == old:
            return False
        self._step = step
        for listener in list(self._step_listeners):
            listener(old, step)
        return True

    def on_step(self, listener: Callable[[TableStep, TableStep], None]) -> Callable[[], None]:
        """Call `listener(old, new)` after every change of step; returns the call that unsubscribes."""
        self._step_listeners.append(listener)
        return lambda: self._step_listeners.remove(listener) if listener in self._step_listeners else None

    def legal(self, seat: int) -> list[Action]:
        return engine.legal_actions(self.state, seat)

    # -- acting ---------------------------------------------------------------------------
    def act(self, action: Action) -> GameState:
        """Apply through the engine (raises IllegalAction, state untouched); then tell the listeners."""
        new = engine.apply(self.state, action)
        self.state = new
        self.actions.append(action)
        self.audience.settle(new)
        for listener in self.listeners:
            listener(self, action)
        return new

    def scorer_label(self, index: int) -> str:
        names = self.state.scorer_names()
        return names[index]

    def scorer_seats(self, index: int) -> tuple[int, ...]:
        if self.config.teams:
            return tuple(self.config.teams[index])
        return (index,)
