"""Short messages over any screen for a few seconds: a pad connected or lost, a save that could
not be used, a setting that was reset. Fed from the input mapper's and the app's notice lists."""

from __future__ import annotations

import pygame

from ..i18n import tr
from . import theme

SHOW_S = 4.0


class Toasts:
    def __init__(self, app) -> None:
        self.app = app
        self.seen = {"input": 0, "app": 0}
        self.current: str | None = None
        self.until = 0.0
        app.observers.append(self._watch)
        app.overlays.append(self.draw)
        app.wakers.append(self._wake_in)

    def _watch(self, events: list) -> list:
        sources = {"input": getattr(self.app.input, "notices", []), "app": self.app.services.get("notices", [])}
        for key, notices in sources.items():
            if len(notices) > self.seen[key]:
                self.current = notices[-1]
                self.until = self.app.time + SHOW_S
                self.seen[key] = len(notices)
                self.app.touch()  # show it now
        if self.current is not None and self.app.time > self.until:
            self.current = None
            self.app.touch()  # and take it away on time
        return events

    def _wake_in(self) -> float | None:
        return None if self.current is None else max(0.0, self.until - self.app.time) + 0.001

    def draw(self, surface: pygame.Surface) -> bool:
        """The notice shown now, if any; False: nothing drawn (App.overlays)."""
        if self.current is None or self.app.time > self.until:
            return False
        # translated while shown: a notice made before a language change follows it
        shown, size = theme.fitted(tr(self.current), theme.SECONDARY, theme.SAFE.w - 48, True)
        img = theme.text(shown, size, theme.INK, True)
        box = img.get_rect(midtop=(theme.W // 2, theme.SAFE.top + 4)).inflate(48, 24)
        theme.panel(surface, box, fill=(60, 44, 100), alpha=235, radius=box.h // 2)
        surface.blit(img, img.get_rect(center=box.center))
        return True
