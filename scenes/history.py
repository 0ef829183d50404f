"""Finished games, newest first: date, rule set, players, scores, winners."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.app import intents as I
from game.app import theme
from game.app.scene import Scene
from game.engine.rulesets import RULESETS
from game.persist.history import load_history


class HistoryScene(Scene):
    name = "history"

    def __init__(self, path: Path | None = None) -> None:
        super().__init__()
        self.games = list(reversed(load_history(path)))
        self.top = 0

    def handle(self, intent) -> None:
        if intent.kind in (I.BACK, I.CONFIRM, I.CLICK, I.MENU):
            self.app.stack.pop()
        elif intent.kind == I.DOWN:
            self.top = min(max(0, len(self.games) - 6), self.top + 1)
        elif intent.kind == I.UP:
            self.top = max(0, self.top - 1)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(2), (0, 0))
        theme.blit_text(surface, "Finished games", (theme.W // 2, 120), theme.TITLE, theme.INK, True,
                        anchor="center", shadow=True)
        if not self.games:
            theme.blit_text(surface, "No finished games yet.", (theme.W // 2, 400), theme.BODY, theme.MUTED,
                            anchor="center")
        y = 210
        for g in self.games[self.top:self.top + 6]:
            box = pygame.Rect(theme.SAFE.left + 60, y, theme.SAFE.w - 120, 124)
            theme.panel(surface, box, alpha=210)
            title = RULESETS[g["ruleset"]].title if g.get("ruleset") in RULESETS else str(g.get("ruleset"))
            theme.blit_text(surface, f"{g.get('date', '?').replace('T', '  ')}   {title}", (box.left + 30, box.top + 16),
                            theme.BODY, theme.INK, True)
            scores = "   ".join(f"{k} {v}" for k, v in sorted(g.get("scores", {}).items(), key=lambda kv: -kv[1]))
            theme.blit_text(surface, scores[:110], (box.left + 30, box.top + 62), theme.SECONDARY, theme.MUTED)
            winners = ", ".join(g.get("winners", []))
            theme.blit_text(surface, f"won by {winners}", (box.right - 30, box.top + 16), theme.SECONDARY, theme.GOLD,
                            anchor="topright")
            y += 138
        theme.blit_text(surface, "B / Esc to go back", (theme.W // 2, 1010), 24, theme.DIM, anchor="center")
