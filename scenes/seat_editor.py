"""Editing one seat: name (keyboard or on-screen keyboard), colour, pawn, human or bot, seat order."""

from __future__ import annotations

import pygame

from game.app import intents as I
from game.app import theme
from game.app.place import Aside
from game.app.scene import Scene
from game.app.textentry import OnScreenKeyboard, TextField
from game.app.widgets import Item, Menu
from game.i18n import N_, _

from .table.players import bot_level

KINDS = ["human", "easy", "normal", "hard"]


class SeatEditorScene(Scene):
    name = "seat_editor"
    aside = Aside.MENU
    typing = True
    transparent = True

    def animating(self) -> bool:
        return False  # changes on input only

    def __init__(self, setup, index: int) -> None:
        super().__init__()
        self.setup = setup
        self.index = index
        self.seat = setup.seats[index]
        self.field = TextField(self.seat.name, 14, N_("name"))
        self.osk: OnScreenKeyboard | None = None
        self.time = 0.0
        self.menu = Menu(self.build_items(), pygame.Rect(theme.W // 2 - 440, 300, 880, 520))

    def build_items(self) -> list[Item]:
        return [
            Item(_("Name"), value=lambda: self.field.value or "?", on_confirm=self.type_name, key="name",
                 hint=_("type on the keyboard, or A for the on-screen keyboard")),
            Item(_("Colour"), value=lambda: _(theme.PLAYER_COLOURS[self.seat.colour][1]),
                 on_left=lambda: self.colour(-1), on_right=lambda: self.colour(1), key="colour"),
            Item(_("Pawn"), value=lambda: _(theme.PAWNS[self.seat.pawn]), on_left=lambda: self.pawn(-1),
                 on_right=lambda: self.pawn(1), key="pawn"),
            Item(_("Played by"), value=self.kind_label, on_left=lambda: self.kind(-1), on_right=lambda: self.kind(1),
                 key="kind", hint=_("a person, or a computer player (easy, normal, hard)")),
            Item(_("Seat"), value=lambda: _("{n} of {total}").format(n=self.index + 1, total=len(self.setup.seats)),
                 on_left=lambda: self.move(-1), on_right=lambda: self.move(1), key="order",
                 hint=_("seat order: the storyteller passes to the left")),
            Item(_("Done"), self.done, key="done"),
        ]

    def relabel(self) -> None:
        self.menu.set_items(self.build_items())

    def kind_label(self) -> str:
        return _("a person") if not self.seat.is_bot else _("computer ({level})").format(level=bot_level(self.seat.bot))

    def type_name(self) -> None:
        self.osk = OnScreenKeyboard(self.field, (theme.W // 2 - OnScreenKeyboard.width() // 2, 505))

    def _next_free(self, attr: str, step: int) -> None:
        """Move colour or pawn to the next one no other seat has (two cues per player stay unique)."""
        used = {getattr(s, attr) for s in self.setup.seats if s is not self.seat}
        value = getattr(self.seat, attr)
        for _step in range(12):
            value = (value + step) % 12
            if value not in used:
                setattr(self.seat, attr, value)
                return

    def colour(self, step: int) -> None:
        self._next_free("colour", step)

    def pawn(self, step: int) -> None:
        self._next_free("pawn", step)

    def kind(self, step: int) -> None:
        i = KINDS.index(self.seat.bot or "human")
        k = KINDS[(i + step) % len(KINDS)]
        self.seat.bot = None if k == "human" else k

    def move(self, step: int) -> None:
        seats = self.setup.seats
        j = self.index + step
        if 0 <= j < len(seats):
            seats[self.index], seats[j] = seats[j], seats[self.index]
            self.index = j

    def done(self) -> None:
        name = self.field.value.strip()
        if name:
            self.seat.name = name
        self.app.stack.pop()

    def handle(self, intent) -> None:
        if self.field.handle(intent):
            return
        if self.osk is not None:
            if intent.kind in (I.BACK,) or (intent.kind == I.CONFIRM and intent.device == "keyboard"):
                self.osk = None
                return
            self.osk.handle(intent)
            if self.osk.done:
                self.osk = None
            return
        if intent.kind == I.BACK:
            self.done()
            return
        self.menu.handle(intent)

    def update(self, dt: float) -> None:
        self.time += dt
        self.menu.update(dt)
        if self.osk:
            self.osk.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.veil(210), (0, 0))
        box = pygame.Rect(theme.W // 2 - 500, 100, 1000, 900)
        theme.panel(surface, box, alpha=245)
        surface.blit(theme.pawn(self.seat.colour, self.seat.pawn, 110, (self.field.value[:1] or "?").upper()),
                     (theme.W // 2 - 55, 140))
        theme.blit_text(surface, _("Seat {n}").format(n=self.index + 1), (theme.W // 2, 275), theme.SECONDARY,
                        theme.MUTED, anchor="center")
        if self.osk is not None:
            w = OnScreenKeyboard.width()
            self.field.draw(surface, pygame.Rect(theme.W // 2 - w // 2, 385, w, 88), self.time)
            self.osk.draw(surface)
        else:
            self.menu.draw(surface)
