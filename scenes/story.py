"""'Our story': the poster of a finished game on the TV (game/app/poster.py draws it), from the
game-over screen or a game in History. Up and down go through the rounds (the poster scrolls);
A, Y or Tab opens the round's card up close (the zoom steps through every round's card); B goes back.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.app import intents as I
from game.app import theme
from game.app.cards import CardArt, images_for
from game.app.place import Aside
from game.app.poster import Poster, render
from game.app.scene import Scene
from game.i18n import _

from .zoom import ZoomScene

VIEW = pygame.Rect((theme.W - 1080) // 2, 0, 1080, theme.H)  # the poster's window on the TV


class StoryScene(Scene):
    name = "story"
    aside = Aside.OVERLAY

    def __init__(self, story: dict[str, Any], poster: Poster | None = None, phones: bool = False) -> None:
        super().__init__()
        self.story = story
        self.poster = poster
        self.phones = phones  # phones at the table: they can save the story
        self.focus = -1  # -1: the top of the poster; else a round
        self.scroll = 0.0
        self.target = 0.0
        self.time = 0.0

    def enter(self, app) -> None:
        super().enter(app)
        if self.poster is None:
            self.poster = render(self.story, images_for(app))
        self.art = CardArt(images_for(app))

    def animating(self) -> bool:
        return abs(self.scroll - self.target) > 0.5

    @property
    def cards(self) -> list[str]:
        return [c for c, _r in self.poster.cards] if self.poster is not None else []

    def _max_scroll(self) -> float:
        return max(0, self.poster.surface.get_height() - VIEW.h) if self.poster is not None else 0

    def _aim(self) -> None:
        if self.poster is None:
            return
        if self.focus < 0:
            self.target = 0
        elif self.focus >= len(self.poster.rows):
            self.target = self._max_scroll()
        else:
            row = self.poster.rows[self.focus]
            self.target = min(self._max_scroll(), max(0, row.centery - VIEW.h / 2))

    def handle(self, intent) -> None:
        k = intent.kind
        rows = len(self.poster.rows) if self.poster is not None else 0
        if k in (I.BACK, I.MENU):
            self.app.stack.pop()
        elif k == I.DOWN:
            self.focus = min(rows, self.focus + 1)
            self._aim()
        elif k == I.UP:
            self.focus = max(-1, self.focus - 1)
            self._aim()
        elif k in (I.ZOOM, I.CONFIRM, I.CLICK):
            self.zoom(intent.pos)

    def zoom(self, pos: tuple[int, int] | None = None) -> None:
        if self.poster is None or not self.poster.cards:
            return
        index = min(max(self.focus, 0), len(self.poster.cards) - 1)
        if pos is not None:
            at = (pos[0] - VIEW.x, pos[1] + round(self.scroll))
            index = next((i for i, (_c, r) in enumerate(self.poster.cards) if r.collidepoint(at)), index)
        labels = [_("Round {n}").format(n=r["turn"]) + " \u00b7 " + (r["clue"] or _("(the clue was said aloud)"))
                  for r in self.story["rounds"]]

        def back_on(i: int) -> None:
            self.focus = i
            self._aim()

        self.app.stack.push(ZoomScene(self.art, self.cards, index, labels, on_close=back_on))

    def update(self, dt: float) -> None:
        self.time += dt
        self.scroll += (self.target - self.scroll) * min(1.0, dt * (8 if not theme.reduced_motion() else 60))
        if abs(self.scroll - self.target) < 0.5:
            self.scroll = self.target

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(2), (0, 0))
        if self.poster is None:
            return
        top = round(self.scroll)
        surface.blit(self.poster.surface, VIEW.topleft, pygame.Rect(0, top, VIEW.w, VIEW.h))
        if 0 <= self.focus < len(self.poster.cards):
            rect = self.poster.cards[self.focus][1].move(VIEW.x, -top)
            theme.focus_ring(surface, rect.inflate(12, 12), self.time, 16)
        side = pygame.Rect(VIEW.right + 30, 0, theme.SAFE.right - VIEW.right - 30, 0)
        y = 140
        for line in ([_("On each phone: tap Save our story to keep it.")] if self.phones else []) + [
                _("Up / Down: the rounds"), _("A / Tab: look at the card closely"), _("B / Esc to go back")]:
            y = theme.blit_wrapped(surface, line, side.move(0, y), 24, theme.MUTED) + 24
