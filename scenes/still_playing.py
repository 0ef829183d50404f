"""Overlay: 'Still playing?' after a long idle mid-game; at zero the game is saved and the title returns."""

from __future__ import annotations

import pygame

from game.app import intents as I
from game.app import theme
from game.app.place import Aside
from game.app.scene import Scene
from game.i18n import _


class StillPlayingScene(Scene):
    name = "still_playing"
    aside = Aside.MENU
    transparent = True
    pauses_below = True

    def __init__(self, seconds: float) -> None:
        super().__init__()
        self.left = float(seconds)

    def handle(self, intent) -> None:
        if intent.kind not in (I.POINTER_MOVE,):
            self.app.stack.pop()  # someone is here: carry on

    def _shown(self) -> int:
        return max(0, int(self.left + 0.999))

    def animating(self) -> bool:
        return self._shown() != getattr(self, "_drawn", None)  # the count goes down once a second

    def wake_in(self) -> float | None:
        return max(0.0, self.left - (self._shown() - 1))  # when the next second is shown

    def update(self, dt: float) -> None:
        self.left -= dt
        if self.left <= 0:
            # Every accepted action is already saved: the title offers Continue.
            self.app.services.pop("flow", None)
            self.app.nav.home()

    def draw(self, surface: pygame.Surface) -> None:
        self._drawn = self._shown()
        surface.blit(theme.veil(200), (0, 0))
        theme.blit_fit(surface, _("Still playing?"), (theme.W // 2, 400), theme.SAFE.w, theme.HUGE, theme.INK, True,
                       anchor="center", shadow=True)
        theme.blit_fit(surface, _("Press any button within {n} s to keep playing").format(
            n=max(0, int(self.left + 0.999))), (theme.W // 2, 520), theme.SAFE.w, theme.BODY, theme.MUTED,
            anchor="center")
        theme.blit_fit(surface, _("Otherwise the game is saved and can be continued from the title."),
                       (theme.W // 2, 580), theme.SAFE.w, theme.SECONDARY, theme.DIM, anchor="center")
