"""Finished games, newest first: date, rule set, players, scores, winners."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.app import intents as I
from game.app import theme
from game.app.place import Aside
from game.app.scene import Scene
from game.engine.rulesets import RULESETS
from game.i18n import _, tr
from game.persist.history import read_history
from game.rules_text import ruleset_title


class HistoryScene(Scene):
    name = "history"
    aside = Aside.MENU

    def animating(self) -> bool:
        return False  # changes on input only

    def __init__(self, path: Path | None = None) -> None:
        super().__init__()
        history = read_history(path)  # entries come back shape-checked; a damaged file is moved aside
        self.games = list(reversed(history.games))
        self.problems = history.problems
        self.rows = 5 if self.problems else 6  # a problem takes the last row's place
        self.top = 0

    def handle(self, intent) -> None:
        if intent.kind in (I.BACK, I.CONFIRM, I.CLICK, I.MENU):
            self.app.stack.pop()
        elif intent.kind == I.DOWN:
            self.top = min(max(0, len(self.games) - self.rows), self.top + 1)
        elif intent.kind == I.UP:
            self.top = max(0, self.top - 1)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(2), (0, 0))
        theme.blit_text(surface, _("Finished games"), (theme.W // 2, 120), theme.TITLE, theme.INK, True,
                        anchor="center", shadow=True)
        if not self.games:
            theme.blit_text(surface, _("No finished games yet."), (theme.W // 2, 400), theme.BODY, theme.MUTED,
                            anchor="center")
        y = 210
        for g in self.games[self.top:self.top + self.rows]:
            box = pygame.Rect(theme.SAFE.left + 60, y, theme.SAFE.w - 120, 124)
            theme.panel(surface, box, alpha=210)
            title = ruleset_title(RULESETS[g["ruleset"]]) if g["ruleset"] in RULESETS else g["ruleset"]
            winners = _(", ").join(g["winners"])
            won = theme.blit_fit(surface, _("won by {names}").format(names=winners), (box.right - 30, box.top + 16),
                                 box.w // 2 - 60, theme.SECONDARY, theme.GOLD, anchor="topright")
            theme.blit_fit(surface, f"{g['date'].replace('T', '  ')}   {title}", (box.left + 30, box.top + 16),
                           won.left - box.left - 60, theme.BODY, theme.INK, True)
            scores = "   ".join(f"{k} {v}" for k, v in sorted(g["scores"].items(), key=lambda kv: -kv[1]))
            theme.blit_fit(surface, scores, (box.left + 30, box.top + 62), box.w - 60, theme.SECONDARY, theme.MUTED)
            y += 138
        if self.problems:
            theme.blit_wrapped(surface, tr(self.problems[0]), pygame.Rect(theme.SAFE.left + 60, 905, theme.SAFE.w - 120,
                                                                          70), 24, theme.GOLD, centre=True)
        theme.blit_text(surface, _("B / Esc to go back"), (theme.W // 2, 1010), 24, theme.DIM, anchor="center")
