"""Public: a computer player takes its turn, paced for people watching (skippable)."""

from __future__ import annotations

import pygame

from game.app import intents as I
from game.app import theme
from game.app.anim import CardSprite
from game.i18n import N_, _, language

from .table.players import bot_level
from .table.screen import GameScene

VERBS = {"clue": N_("{name} is thinking of a story"), "submit": N_("{name} is choosing a card"),
         "vote": N_("{name} is voting")}


class BotTurnScene(GameScene):
    name = "bot_turn"

    def __init__(self, flow, step) -> None:
        super().__init__(flow)
        self.step = step
        self.seat = step.seat
        self.action = None
        self.sprite: CardSprite | None = None
        self.after = 0.0

    def _decide(self) -> None:
        from game.bots import decide

        if self.seat not in self.session.state.pending:  # a timed-out phone chose first after all
            self.flow.advance()
            return
        view = self.session.view(self.seat)
        # a clue is said in the language the table is shown in now (a seat whose time ran out: the table's level)
        self.action = decide(view, self.session.bot_level(self.seat), seed=f"{self.session.seed}:{len(self.session.actions)}",
                             tags=self.flow.tags, lang=language())
        self.session.act(self.action)
        if self.step.kind in ("clue", "submit") and self.session.state.rules.family != "party" or self.step.kind == "submit":
            n = self.session.n
            width = min(300, (theme.W - 192 - (n - 1) * 10) // n)
            x0 = theme.W // 2 - (n * width + (n - 1) * 10) // 2
            self.sprite = CardSprite(None, x0 + self.seat * (width + 10) + width / 2, 182, 240)
            self.sprite.go(theme.W / 2, 540, 0.45)
            self.anim.add(self.sprite)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.action is None and self.time >= self.flow.think_time * (0.6 if self.step.kind == "vote" else 1.0):
            self._decide()
        elif self.action is not None and not self.anim.busy:
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
                self._decide()
            self.anim.hurry()
            self.after = 1.0
            return
        super().handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        view = self.session.public()
        self.draw_table(surface, clue_hint=_("the storyteller is thinking\u2026"), highlight={self.seat},
                        done=set(view.submitted if self.step.kind == "submit" else view.voted
                                 if self.step.kind == "vote" else ()))
        me = self.session.seats[self.seat]
        dots = "." * (1 + int(self.time * 3) % 3)
        sub = _("time ran out: the computer plays this step ({level}) - X / Space to hurry") if not me.is_bot else \
            _("computer player ({level}) - X / Space to hurry")
        self.prompt(surface, _(VERBS[self.step.kind]).format(name=me.name) + dots,
                    sub.format(level=bot_level(self.session.bot_level(self.seat))))
        surface.blit(theme.pawn(me.colour, me.pawn, 120, me.letter), (theme.W // 2 - 60, 380))
        if self.sprite is not None:
            self.art.draw(surface, None, (self.sprite.x, self.sprite.y), 240, face_up=False)
