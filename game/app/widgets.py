"""Focusable controls for the 10-foot UI: a vertical menu of rows (buttons and value pickers).

Every control is at least 64 px tall, shows a visible focus, works with the D-pad alone and
exposes its rect so the mouse (and tests) can click it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from . import intents as I
from . import theme
from .intents import Intent
from .scene import Scene


@dataclass
class Item:
    label: str
    on_confirm: Callable[[], None] | None = None
    value: Callable[[], str] | None = None  # shown right-aligned; left/right change it
    on_left: Callable[[], None] | None = None
    on_right: Callable[[], None] | None = None
    enabled: bool = True
    hint: str = ""
    key: str = ""  # stable name for tests and scripted play

    def __post_init__(self) -> None:
        if not self.key:
            self.key = self.label


class Menu:
    def __init__(self, items: list[Item], rect: pygame.Rect, row_h: int = theme.CONTROL_H, gap: int = 12,
                 columns: int = 1) -> None:
        self.items = items
        self.rect = rect
        self.row_h = row_h
        self.gap = gap
        self.columns = columns
        self.focus = next((i for i, it in enumerate(items) if it.enabled), 0)
        self.scroll = 0
        self.time = 0.0

    # layout
    @property
    def visible_rows(self) -> int:
        return max(1, (self.rect.h + self.gap) // (self.row_h + self.gap))

    def rects(self) -> list[tuple[int, pygame.Rect]]:
        out = []
        col_w = (self.rect.w - (self.columns - 1) * 24) // self.columns
        for i in range(len(self.items)):
            row, col = divmod(i, self.columns)
            if not self.scroll <= row < self.scroll + self.visible_rows:
                continue
            y = self.rect.top + (row - self.scroll) * (self.row_h + self.gap)
            out.append((i, pygame.Rect(self.rect.left + col * (col_w + 24), y, col_w, self.row_h)))
        return out

    def rect_of(self, key: str) -> pygame.Rect | None:
        for i, r in self.rects():
            if self.items[i].key == key:
                return r
        return None

    def index_of(self, key: str) -> int:
        return next(i for i, it in enumerate(self.items) if it.key == key)

    def set_items(self, items: list[Item]) -> None:
        key = self.items[self.focus].key if self.items and self.focus < len(self.items) else None
        self.items = items
        idx = next((i for i, it in enumerate(items) if it.key == key), None)
        self.focus = idx if idx is not None else min(self.focus, max(0, len(items) - 1))
        if items and not items[self.focus].enabled:  # never rest the focus on a row that cannot be used
            self.focus = next((i for i, it in enumerate(items) if it.enabled), self.focus)
        self._keep_visible()

    def _keep_visible(self) -> None:
        row = self.focus // self.columns
        if row < self.scroll:
            self.scroll = row
        elif row >= self.scroll + self.visible_rows:
            self.scroll = row - self.visible_rows + 1

    def _move(self, step: int) -> None:
        n = len(self.items)
        i = self.focus
        for _ in range(n):
            i = (i + step) % n
            if self.items[i].enabled:
                self.focus = i
                break
        self._keep_visible()

    # input
    def handle(self, intent: Intent) -> bool:
        """True if the menu used the intent."""
        if not self.items:
            return False
        item = self.items[self.focus]
        k = intent.kind
        if k == I.UP:
            self._move(-self.columns)
        elif k == I.DOWN:
            self._move(self.columns)
        elif k == I.LEFT:
            if item.on_left:
                item.on_left()
            elif self.columns > 1:
                self._move(-1)
            else:
                return False
        elif k == I.RIGHT:
            if item.on_right:
                item.on_right()
            elif self.columns > 1:
                self._move(1)
            else:
                return False
        elif k == I.CONFIRM:
            if item.enabled:
                if item.on_confirm:
                    item.on_confirm()
                elif item.on_right:
                    item.on_right()
        elif k in (I.POINTER_MOVE, I.CLICK) and intent.pos:
            for i, r in self.rects():
                if r.collidepoint(intent.pos) and self.items[i].enabled:
                    self.focus = i
                    if k == I.CLICK:
                        it = self.items[i]
                        if it.value is not None and it.on_right and it.on_left:
                            # value rows: click the left third to go back, elsewhere forward
                            (it.on_left if intent.pos[0] < r.left + r.w // 3 else it.on_right)()
                        elif it.on_confirm:
                            it.on_confirm()
                        elif it.on_right:
                            it.on_right()
                    return True
            return False
        else:
            return False
        return True

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, surface: pygame.Surface, focused: bool = True) -> None:
        for i, r in self.rects():
            it = self.items[i]
            fill = (52, 42, 88) if i == self.focus and focused else theme.PANEL
            theme.panel(surface, r, fill=fill, alpha=230 if it.enabled else 120)
            colour = theme.INK if it.enabled else theme.DIM
            if it.value is not None:
                val = it.value()
                if it.on_left or it.on_right:
                    val = f"<  {val}  >"
                # the value keeps up to 3/5 of the row; the label fits in what is left
                val, size = theme.fitted(val, theme.BODY, (r.w - 56) * 3 // 5, True)
                shown = theme.blit_text(surface, val, (r.right - 28, r.centery), size, colour, True,
                                        anchor="midright")
                theme.blit_fit(surface, it.label, (r.left + 28, r.centery), shown.left - r.left - 52, theme.BODY,
                               theme.MUTED if it.enabled else theme.DIM, anchor="midleft")
            else:
                theme.blit_fit(surface, it.label, (r.centerx, r.centery), r.w - 40, theme.BODY, colour, True,
                               anchor="center")
            if i == self.focus and focused:
                theme.focus_ring(surface, r, self.time)
        if self.scroll > 0:
            pygame.draw.polygon(surface, theme.MUTED, [(self.rect.centerx - 16, self.rect.top - 8),
                                                        (self.rect.centerx + 16, self.rect.top - 8),
                                                        (self.rect.centerx, self.rect.top - 24)])
        rows = (len(self.items) + self.columns - 1) // self.columns
        if self.scroll + self.visible_rows < rows:
            b = self.rect.top + self.visible_rows * (self.row_h + self.gap)
            pygame.draw.polygon(surface, theme.MUTED, [(self.rect.centerx - 16, b), (self.rect.centerx + 16, b),
                                                        (self.rect.centerx, b + 16)])
        hint = self.items[self.focus].hint if self.items else ""
        if hint:
            theme.blit_fit(surface, hint, (theme.W // 2, theme.SAFE.bottom - 10), theme.SAFE.w, theme.SECONDARY,
                           theme.MUTED, anchor="midbottom")


class MenuScene(Scene):
    """A screen built around one Menu: B / Esc goes back (unless `can_go_back` is False), the
    rest goes to the menu. Subclasses set `self.menu` and draw."""

    can_go_back = True

    def __init__(self) -> None:
        super().__init__()
        self.time = 0.0
        self.menu = Menu([], pygame.Rect(0, 0, 0, 0))

    def handle(self, intent: Intent) -> None:
        if intent.kind == I.BACK:
            if self.can_go_back:
                self.app.stack.pop()
            return
        self.menu.handle(intent)

    def update(self, dt: float) -> None:
        self.time += dt
        self.menu.update(dt)

    def animating(self) -> bool:
        return False  # a menu changes on input only (its focus glow is decorative)

    def build_items(self) -> list[Item] | None:
        """The menu's rows, for screens that build them from a method (rebuilt on a language change)."""
        return None

    def relabel(self) -> None:
        items = self.build_items()
        if items is not None:
            self.menu.set_items(items)
