"""Credits: every bundled asset's source and licence (the same facts as CREDITS.md)."""

from __future__ import annotations

import pygame

from game.app import intents as I
from game.app import theme
from game.app.scene import Scene
from game.credits import credit_lines
from game.i18n import _


class CreditsScene(Scene):
    name = "credits"

    def animating(self) -> bool:
        return False  # changes on input only

    def handle(self, intent) -> None:
        if intent.kind in (I.BACK, I.CONFIRM, I.CLICK, I.MENU):
            self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(2), (0, 0))
        theme.blit_text(surface, _("Credits"), (theme.W // 2, 150), theme.HUGE, theme.GOLD, True, anchor="center",
                        shadow=True)
        y = 270
        for line in credit_lines():
            y = theme.blit_wrapped(surface, line, pygame.Rect(260, y, theme.W - 520, 200), theme.BODY, theme.INK,
                                   centre=True) + 18
        for deck in self.app.services.get("decks", []) if self.app else []:
            if deck.credits and not deck.builtin:
                y = theme.blit_wrapped(surface, _("{deck}: {credits}").format(deck=deck.name, credits=deck.credits),
                                       pygame.Rect(260, y, theme.W - 520, 100),
                                       theme.SECONDARY, theme.MUTED, centre=True) + 10
        theme.blit_text(surface, _("Full list of icons and authors: CREDITS.md"), (theme.W // 2, 960),
                        theme.SECONDARY, theme.MUTED, anchor="center")
        theme.blit_text(surface, _("B / Esc to go back"), (theme.W // 2, 1010), 24, theme.DIM, anchor="center")
