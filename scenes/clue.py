"""The storyteller's step: pick a card (story and team rule sets), then type the clue or say it aloud.

Party rule sets: the clue comes first and the storyteller's hand is not shown at all.
"""

from __future__ import annotations

import pygame

from game.app import intents as I
from game.app import theme
from game.app.textentry import OnScreenKeyboard, TextField
from game.engine.actions import MAX_CLUE, Clue, Tell
from game.i18n import N_, _

from .table.card_rows import CardRow, hand_layout
from .table.screen import GameScene
from .zoom import ZoomView, row_view

CHOSEN_AT, CHOSEN_H = (560, 560), 480  # the chosen card beside the clue entry


class ClueEntry:
    """Text field + on-screen keyboard + a 'tell' button; returns the clue when done."""

    def __init__(self, origin=(980, 290)) -> None:
        self.field = TextField("", MAX_CLUE, N_("type the clue, or say it aloud"))
        self.osk = OnScreenKeyboard(self.field, (origin[0], origin[1] + 118))
        self.field_rect = pygame.Rect(origin[0], origin[1], self.osk.size[0], 92)
        self.button = pygame.Rect(origin[0], origin[1] + 118 + self.osk.size[1] + 30, self.osk.size[0], 72)

    def handle(self, intent) -> str | None:
        if intent.kind == I.CONFIRM and intent.device == "keyboard":
            return self.field.value.strip()
        if intent.kind == I.CLICK and intent.pos and self.button.collidepoint(intent.pos):
            return self.field.value.strip()
        if self.field.handle(intent):
            return None
        self.osk.handle(intent)
        if self.osk.done:
            self.osk.done = False
            return self.field.value.strip()
        return None

    def update(self, dt: float) -> None:
        self.osk.update(dt)

    def draw(self, surface: pygame.Surface, time: float) -> None:
        self.field.draw(surface, self.field_rect, time)
        self.osk.draw(surface)
        label = _("Tell the story") if self.field.value.strip() else _("Say it aloud, then tell")
        theme.panel(surface, self.button, fill=(70, 56, 120), alpha=235, radius=38)
        theme.blit_fit(surface, label, self.button.center, self.button.w - 40, theme.BODY, theme.INK, True,
                       anchor="center")


class TellScene(GameScene):
    name = "storyteller"
    shows_private = True
    seat: int  # always the storyteller's own screen

    def __init__(self, flow, seat: int) -> None:
        super().__init__(flow)
        self.seat = seat
        self.view = self.session.view(seat)
        hand = list(self.view.hand or ())
        self.row = CardRow(hand, *hand_layout(len(hand)))
        self.chosen: int | None = None
        self.entry: ClueEntry | None = None

    @property
    def typing(self) -> bool:
        return self.entry is not None

    def zoom_view(self) -> ZoomView | None:
        if self.entry is None:
            return row_view(self.row, [_("Your hand")] * len(self.row.cards))
        rect = pygame.Rect(0, 0, round(CHOSEN_H * 2 / 3), CHOSEN_H)
        rect.center = CHOSEN_AT
        return ZoomView([self.view.hand[self.chosen]], [rect], 0, [_("Your card for the story")])

    def handle(self, intent) -> None:
        if self.zoom(intent):
            return
        if self.entry is None:
            if intent.kind == I.HURRY:
                return
            picked = self.row.handle(intent)
            if picked is not None:
                self.chosen = picked
                self.entry = ClueEntry((980, 316))  # room above for the hint, in either text size
                return
            if intent.kind in (I.BACK, I.MENU):
                self.flow.pause()
            return
        if intent.kind == I.BACK:
            self.entry = None  # back to choosing the card
            return
        if intent.kind == I.MENU:
            self.flow.pause()
            return
        clue = self.entry.handle(intent)
        if clue is not None:
            self.flow.act(Tell(self.seat, self.view.hand[self.chosen], clue))

    def update(self, dt: float) -> None:
        super().update(dt)
        self.row.instant = self.reduced_motion
        self.row.update(dt)
        if self.entry:
            self.entry.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface, clue_hint=_("the storyteller is choosing"), track=False)
        me = self.session.seats[self.seat]
        mimes = self.session.config.options.get("mimes")
        if self.entry is None:
            sub = _("then give a clue: a word, a phrase, a sound, a mime or a song") if mimes else \
                _("then give a clue: a word, a phrase, a sound")
            self.prompt(surface, _("{name}, choose your card").format(name=me.name), sub)
            self.row.draw(surface, self.art, self.time)
            self.zoom_hint(surface)
            return
        card = self.view.hand[self.chosen]
        self.art.draw(surface, card, CHOSEN_AT, CHOSEN_H)
        theme.blit_text(surface, _("Your card"), (CHOSEN_AT[0], CHOSEN_AT[1] - CHOSEN_H // 2 - 14), theme.SECONDARY,
                        theme.MUTED, anchor="midbottom")
        hint = _("Mime it or sing it (typing a hint is optional), then tell") if mimes else \
            _("Type the clue (it stays on screen), or say it aloud and leave this empty")
        box = self.entry.field_rect
        lines = theme.wrap(hint, 24, box.w)
        theme.blit_wrapped(surface, hint, pygame.Rect(box.left, box.top - 8 - len(lines) * round(theme.px(24) * 1.35),
                                                      box.w, 100), 24, theme.MUTED)
        self.entry.draw(surface, self.time)
        theme.blit_fit(surface, _("B / Esc: choose another card"), (CHOSEN_AT[0], CHOSEN_AT[1] + CHOSEN_H // 2 + 30),
                       2 * (CHOSEN_AT[0] - theme.SAFE.left), theme.SECONDARY, theme.DIM, anchor="midtop")


class PartyClueScene(GameScene):
    """Party rule sets: the clue before looking at the hand (the hand is not drawn here)."""

    name = "party_clue"
    shows_private = False
    seat: int  # the storyteller's
    typing = True

    def __init__(self, flow, seat: int) -> None:
        super().__init__(flow)
        self.seat = seat
        self.entry = ClueEntry((theme.W // 2 - OnScreenKeyboard.width() // 2, 340))

    def handle(self, intent) -> None:
        if intent.kind in (I.MENU, I.BACK):
            self.flow.pause()
            return
        clue = self.entry.handle(intent)
        if clue is not None:
            self.flow.act(Clue(self.seat, clue))

    def update(self, dt: float) -> None:
        super().update(dt)
        self.entry.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface, track=False)
        me = self.session.seats[self.seat]
        self.prompt(surface, _("{name}, give the clue first").format(name=me.name),
                    _("before anyone looks at their cards - everyone plays the card that fits it best"))
        self.entry.draw(surface, self.time)
