"""Card faces and backs as the table draws them: rounded, shadowed, kept per size in the picture
store (game/pictures.py, a byte budget for every picture), so a frame seldom makes a card twice.
A flip's squashed widths are scaled as they are drawn (a few cards, a few frames), never kept.
"""

from __future__ import annotations

import itertools

import pygame

from ..deck.images import CardImages
from ..pictures import PictureStore, store, stored
from . import theme

FLIP_STEPS = 12  # a flip shows at most this many distinct widths
_OWNERS = itertools.count(1)


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
    def __init__(self, images: CardImages | None, pictures: PictureStore | None = None) -> None:
        self.images = images
        self.store = pictures if pictures is not None else (images.store if images is not None else store())
        # entries are shared by every CardArt over the same images (one per screen would duplicate them)
        self.owner = images.owner if images is not None else -next(_OWNERS)
        self.drawn: list[str] = []  # face ids blitted since the last reset (privacy tests read this)

    @staticmethod
    def width(height: int) -> int:
        return round(height * 2 / 3)

    def _framed(self, raw: pygame.Surface, height: int) -> pygame.Surface:
        radius = max(6, height // 28)
        surf = theme.rounded(raw, radius)
        pygame.draw.rect(surf, (232, 214, 170), surf.get_rect(), max(2, height // 150), border_radius=radius)
        return surf

    def _plain(self, height: int) -> pygame.Surface:
        raw = pygame.Surface((self.width(height), height))
        raw.fill((90, 80, 120))
        return raw

    def face(self, card: str, height: int) -> pygame.Surface:
        def make() -> pygame.Surface:
            return self._framed(self.images.get(card, height) if self.images is not None else self._plain(height), height)

        return self.store.make(("face", self.owner, card, height), make)

    def close_up(self, card: str, height: int) -> pygame.Surface:
        """The card large and sharp (from the full-resolution picture)."""
        def make() -> pygame.Surface:
            return self._framed(self.images.sharp(card, height) if self.images is not None else self._plain(height),
                                height)

        return self.store.make(("close", self.owner, card, height), make)

    def draw_close_up(self, surface: pygame.Surface, card: str, center: tuple[float, float], height: int) -> pygame.Rect:
        img = self.close_up(card, height)
        self.drawn.append(card)
        rect = img.get_rect(center=(round(center[0]), round(center[1])))
        surface.blit(img, rect)
        return rect

    def back(self, height: int) -> pygame.Surface:
        return theme.card_back(self.width(height), height)

    def shadow(self, height: int) -> pygame.Surface:
        return _shadow(self.width(height), height)

    def shadowed(self, card: str | None, height: int) -> pygame.Surface:
        """The card (None: its back) and its shadow baked together: one alpha blit per card per frame
        instead of two. Kept per card and size; a screen may ask ahead for the next screen's."""
        def make() -> pygame.Surface:
            sh = self.shadow(height)
            img = pygame.Surface(sh.get_size(), pygame.SRCALPHA)
            img.blit(sh, (6, 10))
            img.blit(self.face(card, height) if card is not None else self.back(height), (0, 0))
            return img

        return self.store.make(("shadowed", self.owner, card, height), make)

    def keep(self, cards: list[str], height: int) -> None:
        """These faces are on screen inside a kept picture (a still frame): used this frame, so the
        store lets them go last, and a redraw of that screen does not have to make them again."""
        for card in cards:
            self.store.get(("shadowed", self.owner, card, height))

    def _squashed(self, img: pygame.Surface, width: int) -> pygame.Surface:
        """`img` squashed to `width`, scaled into a scratch picture (one per size of card, in the
        store, counted; each width a part of it): drawn at once and never kept, so no new picture is
        made in a frame of a flip (a picture of 128 KB or more gets fresh pages from the system)."""
        scratch = self.flip_scratch(img)
        return pygame.transform.scale(img, (width, img.get_height()), scratch.subsurface((0, 0, width, img.get_height())))

    def flip_scratch(self, img: pygame.Surface) -> pygame.Surface:
        """The scratch picture a flip of pictures like `img` is squashed into (made ahead by a screen
        that will flip cards: RevealScene's reveal_ahead)."""
        key = ("flip-scratch", img.get_size(), img.get_masks(), img.get_flags() & pygame.SRCALPHA)
        scratch: pygame.Surface | None = self.store.get(key)
        if scratch is None:
            scratch = pygame.Surface(img.get_size(), img.get_flags() & pygame.SRCALPHA, img)
            self.store.put(key, scratch, img.get_width() * img.get_height() * scratch.get_bytesize())
        return scratch

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
            # a flip: the card with its shadow baked (as it lies) squashed as one, so a turning card
            # costs one scale and one blit, not a whole shadow blended under it as well; the
            # shadow narrows with the card, as a turning card's does
            img = self.shadowed(card if showing_face else None, height)
            step = max(1, round(squash * FLIP_STEPS))
            w = self.width(height)
            img = self._squashed(img, max(1, img.get_width() * step // FLIP_STEPS))
            if showing_face:
                self.drawn.append(card)  # type: ignore[arg-type]
            rect = pygame.Rect(round(center[0] - w * step / FLIP_STEPS / 2), round(center[1] - height / 2),
                               img.get_width(), img.get_height())
            surface.blit(img, rect.topleft)
            return rect.clip(pygame.Rect(rect.x, rect.y, max(1, w * step // FLIP_STEPS), height))
        img = self.face(card, height) if showing_face else self.back(height)  # type: ignore[arg-type]
        if squash < 0.999:
            # a flip: squashed as it is drawn (FLIP_STEPS widths at most), nothing kept; a plain scale
            # (a tenth of a smooth one's cost): the card turns too fast for its edges to be seen
            step = max(1, round(squash * FLIP_STEPS))
            img = self._squashed(img, max(1, img.get_width() * step // FLIP_STEPS))
        if showing_face:
            self.drawn.append(card)  # type: ignore[arg-type]
        rect = img.get_rect(center=(round(center[0]), round(center[1])))
        surface.blit(img, rect)
        return rect


@stored("card_shadow")
def _shadow(w: int, height: int) -> pygame.Surface:
    s = pygame.Surface((w + 24, height + 24), pygame.SRCALPHA)
    for i in range(12, 0, -2):
        pygame.draw.rect(s, (0, 0, 0, 14), pygame.Rect(12 - i, 12 - i, w + 2 * i, height + 2 * i),
                         border_radius=max(6, height // 28) + i)
    return s
