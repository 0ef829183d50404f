"""Card faces and backs as the table draws them: rounded, shadowed, cached per size (and per flip
squash step), so a frame never scales or rotates a card more than once.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

from ..deck.images import CardImages
from . import theme

FLIP_STEPS = 12  # a flip shows at most this many distinct widths


def enabled_decks(app) -> list:
    """The decks switched on in Settings that have usable cards."""
    off = set(app.settings.decks_off)
    return [d for d in app.services.get("decks", []) if d.id not in off and d.cards]


def images_for(app, decks=()) -> CardImages:
    """One image cache for the app's lifetime: a card is decoded and scaled once per size."""
    images = app.services.get("images")
    if images is None:
        images = CardImages(app.services.get("decks", []) or list(decks))
        app.services["images"] = images
    return images


class CardArt:
    def __init__(self, images: CardImages | None) -> None:
        self.images = images
        self._faces: dict[tuple[str, int], pygame.Surface] = {}
        self._squashed: dict[tuple[str | None, int, int], pygame.Surface] = {}
        self._shadow: dict[int, pygame.Surface] = {}
        self._with_shadow: dict[tuple[str | None, int], pygame.Surface] = {}
        self._close: OrderedDict[tuple[str, int], pygame.Surface] = OrderedDict()
        self.drawn: list[str] = []  # face ids blitted since the last reset (privacy tests read this)

    @staticmethod
    def width(height: int) -> int:
        return round(height * 2 / 3)

    def face(self, card: str, height: int) -> pygame.Surface:
        key = (card, height)
        surf = self._faces.get(key)
        if surf is None:
            if self.images is not None:
                raw = self.images.get(card, height)
            else:
                raw = pygame.Surface((self.width(height), height))
                raw.fill((90, 80, 120))
            surf = theme.rounded(raw, max(6, height // 28))
            pygame.draw.rect(surf, (232, 214, 170), surf.get_rect(), max(2, height // 150),
                             border_radius=max(6, height // 28))
            self._faces[key] = surf
        return surf

    def close_up(self, card: str, height: int) -> pygame.Surface:
        """The card large and sharp (from the full-resolution picture), made once, a few kept."""
        key = (card, height)
        surf = self._close.get(key)
        if surf is None:
            if self.images is not None:
                raw = self.images.sharp(card, height)
            else:
                raw = pygame.Surface((self.width(height), height))
                raw.fill((90, 80, 120))
            radius = max(6, height // 28)
            surf = theme.rounded(raw, radius)
            pygame.draw.rect(surf, (232, 214, 170), surf.get_rect(), max(2, height // 150), border_radius=radius)
            self._close[key] = surf
            while len(self._close) > 8:
                self._close.popitem(last=False)
        else:
            self._close.move_to_end(key)
        return surf

    def draw_close_up(self, surface: pygame.Surface, card: str, center: tuple[float, float], height: int) -> pygame.Rect:
        img = self.close_up(card, height)
        self.drawn.append(card)
        rect = img.get_rect(center=(round(center[0]), round(center[1])))
        surface.blit(img, rect)
        return rect

    def back(self, height: int) -> pygame.Surface:
        return theme.card_back(self.width(height), height)

    def shadow(self, height: int) -> pygame.Surface:
        s = self._shadow.get(height)
        if s is None:
            w = self.width(height)
            s = pygame.Surface((w + 24, height + 24), pygame.SRCALPHA)
            for i in range(12, 0, -2):
                pygame.draw.rect(s, (0, 0, 0, 14), pygame.Rect(12 - i, 12 - i, w + 2 * i, height + 2 * i),
                                 border_radius=max(6, height // 28) + i)
            self._shadow[height] = s
        return s

    def shadowed(self, card: str | None, height: int) -> pygame.Surface:
        """The card (None: its back) and its shadow baked together: one alpha blit per card per frame
        instead of two. Made once per card and size; a screen may ask ahead for the next screen's."""
        key = (card, height)
        img = self._with_shadow.get(key)
        if img is None:
            sh = self.shadow(height)
            img = pygame.Surface(sh.get_size(), pygame.SRCALPHA)
            img.blit(sh, (6, 10))
            img.blit(self.face(card, height) if card is not None else self.back(height), (0, 0))
            self._with_shadow[key] = img
        return img

    def draw(self, surface: pygame.Surface, card: str | None, center: tuple[float, float], height: int,
             face_up: bool = True, squash: float = 1.0, shadow: bool = True) -> pygame.Rect:
        """Draw one card centred at `center`; `card` None or face_up False draws the back."""
        showing_face = face_up and card is not None
        if shadow and squash >= 0.999:
            img = self.shadowed(card if showing_face else None, height)
            if showing_face:
                self.drawn.append(card)  # type: ignore[arg-type]
            w = self.width(height)
            rect = pygame.Rect(round(center[0] - w / 2), round(center[1] - height / 2), w, height)
            surface.blit(img, rect.topleft)
            return rect
        if shadow:
            sh = self.shadow(height)
            surface.blit(sh, sh.get_rect(center=(center[0] + 6, center[1] + 10)))
        if squash >= 0.999:
            img = self.face(card, height) if showing_face else self.back(height)
        else:
            step = max(1, round(squash * FLIP_STEPS))
            key = (card if showing_face else None, height, step)
            img = self._squashed.get(key)
            if img is None:
                base = self.face(card, height) if showing_face else self.back(height)
                img = pygame.transform.smoothscale(base, (max(1, base.get_width() * step // FLIP_STEPS), height))
                self._squashed[key] = img
        if showing_face:
            self.drawn.append(card)  # type: ignore[arg-type]
        rect = img.get_rect(center=(round(center[0]), round(center[1])))
        surface.blit(img, rect)
        return rect
