"""Public: the cards are dealt face down from the draw pile to every player (game start)."""

from __future__ import annotations

import pygame

from game.app import intents as I
from game.app import theme
from game.app.anim import CardSprite
from game.i18n import _

from .table.choosers import panels_ahead
from .table.screen import GameScene

PILE = (theme.W // 2, 560)  # the draw pile, in the middle of the table


def chip_centres(n: int) -> list[float]:
    width = min(300, (theme.W - 192 - (n - 1) * 10) // n)
    x0 = theme.W // 2 - (n * width + (n - 1) * 10) // 2
    return [x0 + s * (width + 10) + width / 2 for s in range(n)]


def deal_sprites(anim, counts: list[int], delay: float = 0.0, step: float = 0.045,
                 origin: tuple[int, int] = PILE, height: int = 120) -> list[CardSprite]:
    """Face-down cards flying from the pile (`origin`) to each player's chip, round the table one at a time."""
    xs = chip_centres(len(counts))
    sprites = []
    k = 0
    for r in range(max(counts, default=0)):
        for seat, count in enumerate(counts):
            if r < count:
                sprite = CardSprite(None, origin[0] - 9, origin[1] - 9, height)
                sprite.go(xs[seat], 182, 0.35, delay=delay + k * step)
                sprites.append(sprite)
                anim.add(sprite)
                k += 1
    return sprites


def draw_pile(surface: pygame.Surface, art) -> None:
    for i in range(4):
        art.draw(surface, None, (PILE[0] - i * 3, PILE[1] - i * 3), 240, face_up=False, shadow=i == 0)


def draw_deal(surface: pygame.Surface, art, sprites: list[CardSprite]) -> list[pygame.Rect]:
    """The cards being dealt (backs, flying); returns where they were drawn."""
    return [art.draw(surface, None, (s.x, s.y), s.height, face_up=False, shadow=False)
            for s in sprites if s.move is not None and s.move.started]


class DealScene(GameScene):
    name = "deal"

    def __init__(self, flow) -> None:
        super().__init__(flow)
        sizes = self.session.public().hand_sizes
        self.sprites = deal_sprites(self.anim, list(sizes))
        self.ahead(self.still_rooms())  # the results' memory, taken now
        self.ahead(panels_ahead(self.session.seats))  # the waiting table, next with phones

    def handle(self, intent) -> None:
        if intent.kind in (I.HURRY, I.CONFIRM, I.CLICK):
            self.anim.hurry()
            return
        super().handle(intent)

    def update(self, dt: float) -> None:
        super().update(dt)
        started = sum(1 for s in self.sprites if s.move is None or s.move.started)
        if started > getattr(self, "_started", 0) and self.time - getattr(self, "_last_sound", -1) > 0.09:
            self._last_sound = self.time
            self.sound("deal")
        self._started = started
        if not self.anim.busy and not self.flow.held():  # the guided round: its lesson read first
            self.flow.dealt = True
            self.flow.advance()

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)
        self.prompt(surface, _("Dealing the cards\u2026"), _("every player gets a hand of dreams"))
        draw_pile(surface, self.art)
        draw_deal(surface, self.art, self.sprites)
