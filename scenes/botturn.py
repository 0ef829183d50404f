"""Public: a computer player takes its turn, paced for people watching (skippable).

The decision is worked out on the bots' worker thread (game/bots/background.py) from the moment the
screen opens, while the thinking dots play; the scene applies it to the session, in the main loop,
once the thinking time is over. Should the worker be late by more than LATE_S of game time (a test
stepping whole seconds at once, a machine far too slow), the frame waits for it: the game never
stalls on a lost decision.
"""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import Future

import pygame

from game.app import intents as I
from game.app import theme
from game.app.anim import CardSprite
from game.i18n import N_, _, language

from .table.players import bot_level, prompt_y
from .table.screen import SHADOW, GameScene

LATE_S = 0.5  # game time the scene waits past the thinking time before it waits for the worker in the frame
VERBS = {"clue": N_("{name} is thinking of a story"), "submit": N_("{name} is choosing a card"),
         "vote": N_("{name} is voting")}


class BotTurnScene(GameScene):
    name = "bot_turn"
    partial = True  # what moves: the prompt's dots, the card flying, chips ticking, rabbits (self.mark)
    restores = True  # and all it draws over the table layer is told (self.over)

    def __init__(self, flow, step) -> None:
        super().__init__(flow)
        self.step = step
        self.seat = step.seat
        self.action = None
        self.sprite: CardSprite | None = None
        self.after = 0.0
        self.thinking: Future | None = None  # the decision on the worker thread
        self.thought_at = -1  # the number of actions the game had when it was asked for
        self.due: float | None = None  # set by a hurry: apply the decision as soon as it is ready
        self.card_was: pygame.Rect | None = None  # where the flying card was drawn in the frame before
        self.ahead(self._next_words())
        if step.kind == "vote":  # the results' cards, made off the frame while the votes come in
            from .results import ResultsScene

            self.faces_ahead(ResultsScene.layout(len(self.session.public().display))[0])

    def _words(self, seat: int, kind: str) -> tuple[str, str]:
        """The prompt of `seat`'s turn at step `kind`: what it does, and who plays it."""
        me = self.session.seats[seat]
        sub = _("time ran out: the computer plays this step ({level}) - X / Space to hurry") if not me.is_bot else \
            _("computer player ({level}) - X / Space to hurry")
        return _(VERBS[kind]).format(name=me.name), sub.format(level=bot_level(self.session.bot_level(seat)))

    def _next_bot(self) -> tuple[int, str] | None:
        """The computer player whose turn likely comes next (the table's order, as
        Session.next_step goes round it), at this step or the next one; None: a person's."""
        s = self.session.state
        order = [(s.storyteller + k) % s.n for k in range(s.n)]
        kind: str | None = self.step.kind
        after = [p for p in order if p in s.pending and p != self.seat]
        if not after:  # this seat ends its step: the next step's first
            kind = {"clue": "submit", "submit": "vote"}.get(self.step.kind)
            after = order[1:]
        if kind is None or not after:
            return None
        seat = self.session.seats[after[0]]
        return (after[0], kind) if seat.is_bot and not seat.phone else None

    def _next_words(self) -> Iterator[None]:
        """The next computer player's prompt and pawn, rendered between frames: a bot's turn showed
        new words in its first frame (1-2 ms of a frame, each turn)."""
        nxt = self._next_bot()
        if nxt is not None:
            seat, kind = nxt
            scratch = pygame.Surface((1, 1))
            for dots in (1, 2, 3):
                self.prompt(scratch, *self._words(seat, kind), dots=dots)
            me = self.session.seats[seat]
            theme.pawn(me.colour, me.pawn, 120, me.letter)
        yield

    def _think(self) -> Future:
        """Ask the worker for this seat's decision on the game as it is now (asked again if the
        game moved on meanwhile: a phone acted)."""
        if self.thinking is None or self.thought_at != len(self.session.actions):
            from game.bots.background import think

            self.thought_at = len(self.session.actions)
            # a clue is said in the language the table is shown in now (a seat whose time ran out: the table's level)
            self.thinking = think(self.session.view(self.seat), self.session.bot_level(self.seat),
                                  seed=f"{self.session.seed}:{self.thought_at}", tags=self.flow.tags, lang=language(),
                                  levels=self.session.levels())
        return self.thinking

    def _decide(self, wait: bool) -> bool:
        """Apply the worker's decision if it is ready (or `wait` for it); True once applied."""
        thinking = self._think()
        if not wait and not thinking.done():
            return False
        self.action = thinking.result()
        self.session.act(self.action)  # only here, in the main loop: the one writer of the game
        if self.step.kind in ("clue", "submit") and self.session.state.rules.family != "party" or self.step.kind == "submit":
            n = self.session.n
            width = min(300, (theme.W - 192 - (n - 1) * 10) // n)
            x0 = theme.W // 2 - (n * width + (n - 1) * 10) // 2
            self.sprite = CardSprite(None, x0 + self.seat * (width + 10) + width / 2, 182, 240)
            self.sprite.go(theme.W / 2, 540, 0.45)
            self.anim.add(self.sprite)
        return True

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.action is None and self.seat not in self.session.state.pending:
            self.flow.advance()  # a timed-out phone chose first after all
            return
        if self.action is None:
            due = self.due if self.due is not None else self.flow.think_time * (0.6 if self.step.kind == "vote" else 1.0)
            if self.time < due or self.flow.held():  # the guided round's lesson is read first
                self._think()  # started at once; asked again only if the game moved on
            else:
                self._decide(wait=self.time >= due + LATE_S)
        elif not self.anim.busy:
            self.after += dt
            if self.after > 0.25:
                self.flow.advance()

    def animating(self) -> bool:
        return True  # thinking dots, then the card flying: a bot's turn is short and always moving

    def moving_fast(self) -> bool:
        return self.anim.busy or bool(self.flow.track.hops)  # the thinking dots change 3 times a second

    def handle(self, intent) -> None:
        if intent.kind in (I.HURRY, I.CONFIRM):
            if self.action is None:
                self.due = self.time  # at once if it is ready, else as soon as it is
                self._decide(wait=False)
            self.anim.hurry()
            self.after = 1.0
            return
        super().handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        view = self.session.public()
        self.draw_table(surface, clue_hint=_("the storyteller is thinking\u2026"), highlight={self.seat},
                        done=set(view.submitted if self.step.kind == "submit" else view.voted
                                 if self.step.kind == "vote" else ()))
        assert self.seat is not None  # a computer player's turn is always a seat's
        me = self.session.seats[self.seat]
        # all of it over the table layer, told (self.over): the next frame puts back only those parts
        self.over(self.prompt(surface, *self._words(self.seat, self.step.kind), dots=1 + int(self.time * 3) % 3))
        top = prompt_y() - theme.TITLE
        self.mark(pygame.Rect(0, top, theme.W, prompt_y(1) + theme.SECONDARY - top))  # the dots
        self.over(surface.blit(theme.pawn(me.colour, me.pawn, 120, me.letter), (theme.W // 2 - 60, 380)))
        if self.sprite is not None:
            card = self.art.draw(surface, None, (self.sprite.x, self.sprite.y), 240, face_up=False)
            card = pygame.Rect(card.x, card.y, card.w + SHADOW, card.h + SHADOW)  # and its shadow, below right
            self.over(card)
            self.mark(card, *([self.card_was] if self.card_was is not None else []))
            self.card_was = card
