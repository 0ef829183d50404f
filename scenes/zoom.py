"""Overlay: one card large and sharp, to look at its picture from the sofa.

Opened with Y (pad), Tab or Z (keyboard), the wheel or a right click on a card (mouse); left /
right steps through the other cards of the same screen; B, Esc, a right click, the wheel back,
A or Y again closes it. Privacy: the overlay is handed the list of cards the screen below shows
face up to its current viewer, and draws nothing else - it never looks at hands or the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from game.app import intents as I
from game.app import theme
from game.app.scene import Scene
from game.i18n import _
from game.pictures import store as picture_store

ZOOM_H = 900  # px at 1080p: the built-in pictures' own height, so they show pixel for pixel
ARROW = pygame.Rect(0, 0, 96, 180)


class ZoomScene(Scene):
    name = "zoom"
    transparent = True
    pauses_below = True  # nothing moves on below while someone looks closely

    def __init__(self, art, cards: Sequence[str], index: int = 0, labels: Sequence[str] = (),
                 seat: int | None = None, on_close: Callable[[int], None] | None = None) -> None:
        super().__init__()
        if not cards:
            raise ValueError("a zoom needs at least one card to show")
        self.art = art
        self.cards = list(cards)
        self.labels = list(labels) + [""] * (len(self.cards) - len(labels))
        self.index = max(0, min(index, len(self.cards) - 1))
        self.seat = seat  # whose private screen this is over (None: a public screen)
        self.on_close = on_close
        self.time = 0.0
        self.hover: int | None = None  # -1 / +1 while the pointer is over an arrow

    # layout
    def card_rect(self) -> pygame.Rect:
        w = round(ZOOM_H * 2 / 3)
        return pygame.Rect(theme.W // 2 - w // 2, theme.H // 2 - ZOOM_H // 2, w, ZOOM_H)

    def arrow_rects(self) -> dict[int, pygame.Rect]:
        if len(self.cards) < 2:
            return {}
        card = self.card_rect()
        return {-1: ARROW.copy().move(card.left - 60 - ARROW.w, card.centery - ARROW.h // 2),
                1: ARROW.copy().move(card.right + 60, card.centery - ARROW.h // 2)}

    # input
    def move(self, step: int) -> None:
        self.index = (self.index + step) % len(self.cards)

    def _close(self) -> None:
        if self.app is not None and self.app.stack.top is self:
            self.app.stack.pop()
        if self.on_close is not None:
            self.on_close(self.index)

    def handle(self, intent) -> None:
        k = intent.kind
        if k in (I.LEFT, I.RIGHT):
            self.move(-1 if k == I.LEFT else 1)
        elif k in (I.BACK, I.CONFIRM, I.UNZOOM):
            self.close()
        elif k == I.ZOOM:
            if intent.device != "mouse":  # Y / Tab / Z again: a toggle (a wheel spin sends many)
                self.close()
        elif k == I.MENU:
            self.close()
            top = self.app.stack.top if self.app is not None else None
            if top is not None:
                top.handle(intent)  # Start / F1 still opens the pause menu in one press
        elif k in (I.POINTER_MOVE, I.CLICK) and intent.pos:
            over = next((d for d, r in self.arrow_rects().items() if r.collidepoint(intent.pos)), None)
            self.hover = over
            if k == I.CLICK:
                if over is not None:
                    self.move(over)
                else:
                    self.close()

    def update(self, dt: float) -> None:
        self.time += dt

    def animating(self) -> bool:
        return False  # a still picture: changes on input only

    # drawing
    def draw(self, surface: pygame.Surface) -> None:
        self._backdrop(surface)
        rect = self.card_rect()
        self.art.draw_close_up(surface, self.cards[self.index], rect.center, ZOOM_H)
        left = (theme.SAFE.left + rect.left - 60 - ARROW.w) // 2
        right = (rect.right + 60 + ARROW.w + theme.SAFE.right) // 2
        label = self.labels[self.index]
        y = 420
        for n, line in enumerate(label.split("\n") if label else []):
            # the first line names the card; the others say whose it is, a vote, a mark
            y = theme.blit_wrapped(surface, line, pygame.Rect(left - 190, y, 380, 200),
                                   theme.BODY if n == 0 else theme.SECONDARY, theme.INK if n == 0 else theme.GOLD,
                                   n == 0, centre=True) + 8
        if len(self.cards) > 1:
            theme.blit_text(surface, _("{n} of {total}").format(n=self.index + 1, total=len(self.cards)), (left, y + 24),
                            theme.SECONDARY, theme.MUTED, anchor="midtop")
        for d, r in self.arrow_rects().items():
            theme.panel(surface, r, fill=(70, 56, 120) if self.hover == d else theme.PANEL, alpha=235, radius=28)
            cx, cy = r.center
            tip = [(cx + 22 * d, cy), (cx - 16 * d, cy - 34), (cx - 16 * d, cy + 34)]
            pygame.draw.polygon(surface, theme.INK, tip)
        hints = ([_("Left / right: other cards")] if len(self.cards) > 1 else []) + \
            [_("B, Esc or right click: back to the table")]
        y = 420
        for hint in hints:
            y = theme.blit_wrapped(surface, hint, pygame.Rect(right - 190, y, 380, 200), theme.SECONDARY,
                                   theme.MUTED, centre=True) + 18


    def _backdrop(self, surface: pygame.Surface) -> None:
        """The paused screen below under the veil. The first frame draws it (the app drew the
        screens below, this one veils them) and keeps it (8 MB, in the picture store, counted);
        from then on this overlay is opaque and blits it: the screens below stand still
        (pauses_below), and drawing them and veiling the whole screen again cost 2-3 ms a frame."""
        key = ("zoom-under", id(self))
        under: pygame.Surface | None = picture_store().get(key) if not self.transparent else None
        if under is not None and under.get_size() == surface.get_size():
            surface.blit(under, (0, 0))
            return
        if not self.transparent:  # let go all the same (the store was at its wit's end): a plain backdrop
            surface.fill((8, 6, 18))
            self.transparent = True  # the app draws what is below again next frame, to keep it anew
            return
        surface.blit(theme.veil(235), (0, 0))
        kept = surface.copy()
        picture_store().put(key, kept, kept.get_width() * kept.get_height() * kept.get_bytesize())
        self.transparent = False

    def close(self) -> None:
        picture_store().drop(lambda k: k == ("zoom-under", id(self)))
        self._close()


@dataclass
class ZoomView:
    """What a screen lets its current viewer look at closely: the cards it shows face up (and
    nothing else), where they are on screen, which one has the focus, a caption for each, and
    what to do with the index the player ends on (e.g. move the row's focus there)."""

    cards: list[str]
    rects: list[pygame.Rect]
    focus: int = 0
    labels: list[str] = field(default_factory=list)
    on_close: Callable[[int], None] | None = None


def row_view(row, labels: Sequence[str] = ()) -> ZoomView:
    """A CardRow's face-up cards; closing the zoom leaves the row's focus on the card looked at."""
    keep = [i for i, c in enumerate(row.cards) if c is not None]
    rects = row.rects()

    def back_on(j: int) -> None:
        i = keep[j]
        if i not in row.disabled:
            row.focus = i

    focus = keep.index(row.focus) if row.focus in keep else 0
    return ZoomView([row.cards[i] for i in keep], [rects[i] for i in keep], focus,
                    [labels[i] if i < len(labels) else "" for i in keep], back_on)


def open_zoom(app, art, intent, view: ZoomView | None, seat: int | None = None) -> bool:
    """Open the close-up for a zoom intent (or a right click) on one of the view's cards.

    Returns True when the intent was used; a right click away from every card is left to the
    caller (it still means "back")."""
    k = intent.kind
    right_click = k == I.BACK and intent.device == "mouse" and intent.pos is not None
    if (k != I.ZOOM and not right_click) or view is None or not view.cards:
        return False
    index = view.focus
    if intent.pos is not None:
        hit = next((i for i, r in enumerate(view.rects) if r.collidepoint(intent.pos)), None)
        if hit is not None:
            index = hit
        elif right_click:
            return False
    app.stack.push(ZoomScene(art, view.cards, index, view.labels, seat, view.on_close))
    return True
