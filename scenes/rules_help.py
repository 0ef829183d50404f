"""Overlay: the rules of the rule set being played (from the pause menu or setup)."""

from __future__ import annotations

import pygame

from game.app import intents as I
from game.app import theme
from game.app.scene import Scene
from game.engine.rulesets import RULESETS
from game.i18n import _
from game.rules_text import rules_text, ruleset_title

SIZES = (30, 28, 26, 24)  # the paragraphs' font size: the largest at which every section fits


def text_size(sections: list[tuple[str, str]], width: int, height: int) -> int:
    """The paragraph size at which the rules fit the panel (longer languages, more options: smaller)."""
    for size in SIZES:
        total = sum(int(size * 1.45) + len(theme.wrap(para, size, width)) * int(size * 1.35) + size // 2
                    for _heading, para in sections)
        if total <= height:
            return size
    return SIZES[-1]


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
        theme.blit_fit(surface, _("Rules: {ruleset}").format(ruleset=ruleset_title(RULESETS[self.ruleset])),
                       (box.centerx, box.top + 60), box.w - 80, theme.TITLE, theme.GOLD, True, anchor="center")
        sections = rules_text(self.ruleset, self.options)
        size = text_size(sections, box.w - 120, box.bottom - 80 - (box.top + 120))
        y = box.top + 120
        for heading, para in sections:
            theme.blit_text(surface, heading, (box.left + 60, y), size + 4, theme.INK, True)
            y = theme.blit_wrapped(surface, para, pygame.Rect(box.left + 60, y + int(size * 1.45), box.w - 120, 400),
                                   size, theme.MUTED) + size // 2
        theme.blit_text(surface, _("any button to close"), (box.centerx, box.bottom - 40), 24, theme.DIM,
                        anchor="center")
