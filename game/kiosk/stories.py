"""The kiosk's attract screen, when the operator allows it (`show_stories = true` in operator.toml):
now and then the demo game steps aside for the reduced posters ("Our story") of the last games
played at this table, as kept in the history. Self-contained: the kiosk runtime calls `draw`.

At most SHELF posters are held, each reduced to THUMB_W x THUMB_H (the top of the poster: the
title, the winners and the first rounds), about 1.6 MB each; they are read again only when the
history file changes.
"""

from __future__ import annotations

import io
from pathlib import Path

import pygame

from ..app import theme
from ..i18n import _
from ..persist.history import history_path, read_history
from ..persist.story import read_poster

SHELF = 3  # posters shown at once
THUMB_W, THUMB_H = 500, 800
EVERY_S = 45.0  # attract seconds between two showings
SHOW_S = 12.0  # how long the posters stay


class StoryShelf:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path or history_path()
        self.stamp: float | None = None
        self.thumbs: list[pygame.Surface] = []

    def showing(self, attract_s: float) -> bool:
        """Whether the posters are up `attract_s` seconds into attract mode."""
        return attract_s % (EVERY_S + SHOW_S) >= EVERY_S

    def load(self) -> list[pygame.Surface]:
        try:
            stamp = self.path.stat().st_mtime
        except OSError:
            stamp = None
        if stamp == self.stamp:
            return self.thumbs
        self.stamp, self.thumbs = stamp, []
        for game in reversed(read_history(self.path).games):
            png = read_poster(self.path, game.get("poster"))
            if png is None:
                continue
            try:
                poster = pygame.image.load(io.BytesIO(png), "poster.png")
            except (pygame.error, ValueError, MemoryError):
                continue  # a damaged file: the next poster instead
            scale = THUMB_W / poster.get_width()
            top = poster.subsurface(pygame.Rect(0, 0, poster.get_width(),
                                                min(poster.get_height(), round(THUMB_H / scale))))
            self.thumbs.append(pygame.transform.smoothscale(top, (THUMB_W, round(top.get_height() * scale))))
            if len(self.thumbs) == SHELF:
                break
        return self.thumbs

    def draw(self, surface: pygame.Surface, attract_s: float) -> bool:
        """Draw the shelf if it is its turn and there are posters; True if it drew."""
        if not self.showing(attract_s):
            return False
        thumbs = self.load()
        if not thumbs:
            return False
        surface.blit(theme.veil(235), (0, 0))
        theme.blit_fit(surface, _("Stories of the last games"), (theme.W // 2, 70), theme.SAFE.w, theme.TITLE,
                       theme.GOLD, True, anchor="center", shadow=True)
        gap = 60
        x = theme.W // 2 - (len(thumbs) * THUMB_W + (len(thumbs) - 1) * gap) // 2
        for thumb in thumbs:
            rect = thumb.get_rect(topleft=(x, 120))
            surface.blit(thumb, rect)
            pygame.draw.rect(surface, theme.PANEL_EDGE, rect.inflate(4, 4), 2, border_radius=6)
            x += THUMB_W + gap
        return True
