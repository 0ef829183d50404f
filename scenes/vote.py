"""A player's secret vote on the numbered cards (a second vote at big odyssey tables; the party
storyteller also marks the trap). Only this player's view is drawn."""

from __future__ import annotations

import pygame

from game.app import intents as I
from game.app import theme
from game.engine.actions import Vote
from game.engine.rulesets import PARTY
from game.i18n import N_, _

from .results import ResultsScene
from .table.card_rows import ROW_LIFT, CardRow, display_layout, row_count
from .table.screen import GameScene
from .zoom import ZoomView, row_view

BUTTON_Y = 950  # "One vote is enough", below the cards (the track is not drawn while voting)


class VoteScene(GameScene):
    name = "vote"
    shows_private = True
    seat: int  # always a player's own screen

    def __init__(self, flow, seat: int) -> None:
        super().__init__(flow)
        self.seat = seat
        self.view = self.session.view(seat)
        h, slots = display_layout(len(self.view.display))
        self.faces_ahead(ResultsScene.layout(len(self.view.display))[0])  # the results' cards, off the frame
        # the player's own cards (none in party games, where voting for one's own card is allowed)
        self.own = frozenset() if self.view.rules.family == PARTY else frozenset(p - 1 for p in self.view.my_positions)
        self.row = CardRow(list(self.view.display), h, slots, disabled=set(self.own), numbers=True)
        if row_count(slots) > 1:
            self.row.lift_by = ROW_LIFT
        for i in self.own:
            self.row.marks[i] = N_("yours")
        self.max_votes = self.view.rules.max_votes(self.view.n)
        self.trapper = self.view.rules.family == PARTY and seat == self.view.storyteller
        self.votes: list[int] = []
        self.stage = "vote"  # vote -> (second) -> (trap)
        self.button = pygame.Rect(theme.W // 2 - 260, BUTTON_Y, 520, 76)
        self.on_button = False

    def zoom_view(self) -> ZoomView | None:
        labels = []
        for i in range(len(self.row.cards)):
            mark = self.row.marks.get(i)
            labels.append(_("Card {n}").format(n=i + 1) + ("\n" + _(mark) if mark else ""))  # marks are msgids
        return row_view(self.row, labels)

    def _finish_votes(self) -> None:
        if self.trapper:
            self.stage = "trap"
            self.row.disabled = set()
            return
        self._send(None)

    def _send(self, trap: int | None) -> None:
        self.flow.act(Vote(self.seat, tuple(p + 1 for p in self.votes), trap))

    def handle(self, intent) -> None:
        if self.zoom(intent):
            return
        k = intent.kind
        if self.stage == "second":
            if k == I.DOWN and not self.row.move_vertical(True):
                self.on_button = True
                return
            if k == I.UP and self.on_button:
                self.on_button = False
                return
            if (k == I.CONFIRM and self.on_button) or (k == I.CLICK and intent.pos and
                                                        self.button.collidepoint(intent.pos)):
                self._finish_votes()
                return
        if k == I.BACK and self.votes:
            self.votes.pop()
            self.row.selected = set(self.votes)
            self.row.disabled = set(self.own)  # back from the trap step: own cards are votable no more
            self.stage = "vote"
            self._refresh_marks()
            return
        if self.on_button and k in (I.LEFT, I.RIGHT):
            self.on_button = False
        picked = self.row.handle(intent) if not (self.on_button and k == I.CONFIRM) else None
        if picked is None:
            super().handle(intent)
            return
        if self.stage == "trap":
            self._send(picked + 1)
            return
        if picked in self.votes:
            return  # never two votes on one card
        self.votes.append(picked)
        self.row.selected = set(self.votes)
        self._refresh_marks()
        if len(self.votes) < self.max_votes and self.stage == "vote":
            self.stage = "second"
            return
        self._finish_votes()

    def _refresh_marks(self) -> None:
        self.row.marks = {i: N_("yours") for i in self.own}
        for n, i in enumerate(self.votes):
            self.row.marks[i] = N_("your vote") if self.max_votes == 1 else (N_("vote 1"), N_("vote 2"))[min(n, 1)]

    def update(self, dt: float) -> None:
        super().update(dt)
        self.row.active = not self.on_button
        self.row.instant = self.reduced_motion
        self.row.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface, done=set(self.view.voted), track=False)
        me = self.session.seats[self.seat]
        fam = self.view.rules.family
        if self.stage == "trap":
            title, sub = _("{name}, mark the trap"), _("the card you think nobody - or everybody - will pick")
        elif self.stage == "second":
            title, sub = _("{name}, a second vote?"), _("pick another card, or choose 'One vote is enough'")
        elif fam == PARTY:
            title, sub = _("{name}, vote for the card most players chose"), _("the clue's most obvious card")
        else:
            title, sub = _("{name}, which card is the storyteller's?"), _("your own card cannot get your vote")
        title = title.format(name=me.name)
        if len(self.row.cards) > 7:
            self.headline(surface, title)
        else:
            self.prompt(surface, title, sub)
        self.row.draw(surface, self.art, self.time)
        if self.stage != "second":
            self.zoom_hint(surface)
        if self.stage == "second":
            theme.panel(surface, self.button, fill=(70, 56, 120), alpha=240, radius=38)
            theme.blit_fit(surface, _("One vote is enough"), self.button.center, self.button.w - 40, theme.BODY,
                           theme.INK, True, anchor="center")
            if self.on_button:
                theme.focus_ring(surface, self.button, self.time, 38)
