"""Overlay: the rules of the rule set being played (from the pause menu or setup)."""

from __future__ import annotations

import pygame

from game.app import intents as I
from game.app import theme
from game.app.scene import Scene
from game.engine.rulesets import RULESETS
from game.rules_text import rules_text


class RulesScene(Scene):
    name = "rules"
    transparent = True

    def animating(self) -> bool:
        return False  # changes on input only

    def __init__(self, ruleset: str, options: dict | None = None) -> None:
        super().__init__()
        self.ruleset = ruleset
        self.options = options or {}

    def handle(self, intent) -> None:
        if intent.kind in (I.BACK, I.CONFIRM, I.CLICK, I.MENU):
            self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.veil(225), (0, 0))
        box = pygame.Rect(180, 70, theme.W - 360, theme.H - 140)
        theme.panel(surface, box, alpha=245)
        theme.blit_text(surface, f"Rules: {RULESETS[self.ruleset].title}", (box.centerx, box.top + 60), theme.TITLE,
                        theme.GOLD, True, anchor="center")
        y = box.top + 120
        for heading, para in rules_text(self.ruleset, self.options):
            theme.blit_text(surface, heading, (box.left + 60, y), theme.BODY, theme.INK, True)
            y = theme.blit_wrapped(surface, para, pygame.Rect(box.left + 60, y + 44, box.w - 120, 400), 30,
                                   theme.MUTED) + 14
        theme.blit_text(surface, "any button to close", (box.centerx, box.bottom - 40), 24, theme.DIM, anchor="center")
