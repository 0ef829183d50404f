"""Overlay: the round recap players ask for - who played which card and who voted for what - and,
with left/right, every earlier round of this game (the game's history, all of it public by then);
any card shown opens up close."""

from __future__ import annotations

import pygame

from game.app import intents as I
from game.app import theme
from game.app.scene import Scene
from game.i18n import _, ngettext

from .zoom import ZoomView, open_zoom

TOP = 200  # first row of cards


class RecapScene(Scene):
    name = "recap"
    transparent = True

    def animating(self) -> bool:
        return False  # changes on input only

    def __init__(self, flow, record) -> None:
        super().__init__()
        self.flow = flow
        self.rounds = list(flow.session.state.history)
        self.index = next((i for i, r in enumerate(self.rounds) if r is record or r == record), len(self.rounds))
        if self.index == len(self.rounds):  # not in this game's history (a test's record): show it alone
            self.rounds.append(record)
        self.time = 0.0

    @property
    def record(self):
        return self.rounds[self.index]

    def layout(self) -> tuple[int, int, list[tuple[int, int]]]:
        """(card height, cell width, (centre x, top) of each card)."""
        k = len(self.record.display)
        cols = k if k <= 6 else (k + 1) // 2
        h = 360 if k <= 6 else 190
        cell = min(290, (theme.W - 192) // cols)
        x0 = theme.W // 2 - cols * cell // 2
        block = h + 76 + 2 * 40 + 16  # card, name, vote count, up to two rows of voters (small ones)
        return h, cell, [(x0 + (i % cols) * cell + cell // 2, TOP + (i // cols) * block) for i in range(k)]

    def zoom_view(self) -> ZoomView:
        rec = self.record
        seats = self.flow.session.seats
        answer = rec.trap if rec.story_position is None else rec.story_position
        h, _cell, spots = self.layout()
        w = round(h * 2 / 3)
        rects = [pygame.Rect(cx - w // 2, top, w, h) for cx, top in spots]
        labels = [_("Card {n}\nplayed by {name}").format(n=i + 1, name=seats[rec.owners[i]].name) +
                  (("\n" + _("the storyteller's card") if rec.story_position is not None else "\n" + _("the trap"))
                   if answer == i + 1 else "") for i in range(len(rec.display))]
        return ZoomView(list(rec.display), rects, (answer - 1) if answer else 0, labels)

    def handle(self, intent) -> None:
        if open_zoom(self.app, self.flow.art, intent, self.zoom_view()):
            return
        if intent.kind in (I.LEFT, I.RIGHT):  # earlier / later rounds of this game
            self.index = max(0, min(len(self.rounds) - 1, self.index + (1 if intent.kind == I.RIGHT else -1)))
            return
        if intent.kind in (I.BACK, I.CONFIRM, I.TAB, I.CLICK, I.MENU):
            self.app.stack.pop()

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.veil(215), (0, 0))
        rec = self.record
        seats = self.flow.session.seats
        st = self.flow.session.state
        theme.blit_fit(surface, _("Turn {n}: who played what").format(n=rec.turn + 1), (theme.W // 2, 90),
                       theme.SAFE.w - 240, theme.TITLE, theme.INK, True, anchor="center", shadow=True)
        for side, shown in ((-1, self.index > 0), (1, self.index < len(self.rounds) - 1)):
            if shown:  # an arrow towards the earlier / later rounds
                x = theme.W // 2 + side * (theme.SAFE.w // 2 - 40)
                pygame.draw.polygon(surface, theme.INK, [(x + side * 22, 90), (x - side * 14, 66), (x - side * 14, 114)])
        teller = seats[rec.storyteller].name
        if rec.clue.strip():
            clue = _("{name}'s clue: \u201c{clue}\u201d").format(name=teller, clue=rec.clue.strip())
        else:
            clue = _("{name}'s clue: (said aloud)").format(name=teller)
        theme.blit_fit(surface, clue, (theme.W // 2, 150), theme.SAFE.w, theme.BODY, theme.GOLD, anchor="center")
        h, cell, spots = self.layout()
        w = round(h * 2 / 3)
        answer = rec.trap if rec.story_position is None else rec.story_position
        pawn = 48 if len(rec.display) <= 6 else 36
        per_row = max(1, (cell - 8) // (pawn + 4))
        for i, card in enumerate(rec.display):
            cx, top = spots[i]
            if answer == i + 1:
                pygame.draw.rect(surface, theme.GOLD, pygame.Rect(cx - w // 2 - 8, top - 8, w + 16, h + 16), 6,
                                 border_radius=16)
            self.flow.art.draw(surface, card, (cx, top + h / 2), h, shadow=False)
            owner = seats[rec.owners[i]]
            theme.blit_fit(surface, f"{i + 1}. {owner.name}", (cx, top + h + 10), cell - 12, 26, theme.INK, True,
                           anchor="midtop")
            voters = [p for p, cast in enumerate(rec.votes) if i + 1 in cast]
            label = _("no votes") if not voters else ngettext("{n} vote", "{n} votes", len(voters)).format(n=len(voters))
            theme.blit_fit(surface, label, (cx, top + h + 44), cell - 12, 24, theme.MUTED, anchor="midtop")
            for j, v in enumerate(voters):
                s = seats[v]
                row, col = divmod(j, per_row)
                in_row = min(per_row, len(voters) - row * per_row)
                px = cx - in_row * (pawn + 4) / 2 + col * (pawn + 4)
                surface.blit(theme.pawn(s.colour, s.pawn, pawn, s.letter), (px, top + h + 76 + row * (pawn + 4)))
        names = st.scorer_names()
        parts = [f"{names[i]} {'+' if d >= 0 else ''}{d}" for i, d in enumerate(rec.deltas)]
        points = _("Points: {list}").format(list="   ".join(parts))
        stood = self.flow.session.stood_in(rec.turn)  # time ran out for them (scenes/pace.py)
        if stood:
            points += "  \u00b7  " + _("Time ran out: the computer played for {names}").format(
                names=_(", ").join(seats[s].name for s in stood))
        theme.blit_wrapped(surface, points,
                           pygame.Rect(140, 930, theme.W - 280, 100), theme.SECONDARY, theme.INK, centre=True)
        hint = _("Y / Tab / right click on a card: see it up close  \u00b7  any other button closes")
        if len(self.rounds) > 1:
            hint = _("Y / Tab / right click on a card: see it up close  \u00b7  left / right: other rounds  \u00b7  "
                     "any other button closes")
        theme.blit_fit(surface, hint, (theme.W // 2, theme.SAFE.bottom), theme.SAFE.w, 24, theme.DIM, anchor="midbottom")
