"""A player's private step: play the card(s) from their hand that fit the clue."""

from __future__ import annotations

from typing import cast

import pygame

from game.app import intents as I
from game.engine.actions import Submit
from game.engine.rulesets import PARTY
from game.i18n import _

from .table.card_rows import CardRow, hand_layout
from .table.screen import GameScene
from .zoom import ZoomView, row_view


class SubmitScene(GameScene):
    name = "submit"
    shows_private = True
    seat: int  # always a player's own screen

    def __init__(self, flow, seat: int) -> None:
        super().__init__(flow)
        self.seat = seat
        self.view = self.session.view(seat)
        hand = list(self.view.hand or ())
        self.row = CardRow(hand, *hand_layout(len(hand)))
        self.need = self.view.rules.cards_per_submitter(self.view.n)

    def zoom_view(self) -> ZoomView | None:
        labels = [_("Your hand\n(chosen)") if i in self.row.selected else _("Your hand") for i in range(len(self.row.cards))]
        return row_view(self.row, labels)

    def handle(self, intent) -> None:
        if self.zoom(intent):
            return
        if intent.kind == I.BACK and self.row.selected:
            self.row.selected.clear()
            return
        picked = self.row.handle(intent)
        if picked is None:
            super().handle(intent)
            return
        if picked in self.row.selected:
            self.row.selected.discard(picked)
            return
        self.row.selected.add(picked)
        if len(self.row.selected) == self.need:
            # the row holds this hand, all face up (a None in a CardRow is a face-down slot)
            cards = cast(tuple[str, ...], tuple(self.row.cards[i] for i in sorted(self.row.selected)))
            self.flow.act(Submit(self.seat, cards))

    def update(self, dt: float) -> None:
        super().update(dt)
        self.row.instant = self.reduced_motion
        self.row.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface, done=set(self.view.submitted), track=False)
        me = self.session.seats[self.seat]
        st = self.session.state
        if st.rules.family == PARTY and self.seat == st.storyteller:
            sub = _("you gave the clue: play the card of yours that fits it best")
        elif st.rules.family == PARTY:
            sub = _("play the card most players will think of - and avoid the storyteller's trap")
        elif st.rules.family == "team":
            sub = _("play the card your team thinks fits the clue (the storyteller's partner helps them)")
        else:
            sub = _("play the card that could fool the others into thinking it is the storyteller's")
        if self.need == 2:
            chosen = len(self.row.selected)
            self.prompt(surface, _("{name}, choose two cards ({chosen}/2)").format(name=me.name, chosen=chosen), sub)
        else:
            self.prompt(surface, _("{name}, choose a card for the clue").format(name=me.name), sub)
        self.row.draw(surface, self.art, self.time)
        self.zoom_hint(surface)
