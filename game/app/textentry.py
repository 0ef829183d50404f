"""Typing on a TV: a text field fed by the keyboard, and an on-screen keyboard for the pad.

Both feed the same field, so a player can start on the pad and finish on the keyboard.
"""

from __future__ import annotations

import pygame

from ..i18n import _
from . import intents as I
from . import theme
from .intents import Intent

# The accented row holds every letter French needs (names like Léa or Zoë, clues like « rêve »).
ACCENTS = "ÉÈÊËÀÂÇÙÛÎÏÔŒ"
ROWS = ["1234567890", "QWERTYUIOP", "ASDFGHJKL'", "ZXCVBNM,.?", ACCENTS, ["shift", "space", "del", "done"]]
KEY = 70  # square keys; a row with more than ten keys gets narrower ones
GAP = 8
COLUMNS = 10


class TextField:
    def __init__(self, value: str = "", max_len: int = 60, placeholder: str = "") -> None:
        self.value = value
        self.max_len = max_len
        self.placeholder = placeholder

    def handle(self, intent: Intent) -> bool:
        if intent.kind == I.TEXT:
            for ch in intent.text:
                if ch.isprintable() and len(self.value) < self.max_len:
                    self.value += ch
            return True
        if intent.kind == I.BACKSPACE:
            self.value = self.value[:-1]
            return True
        return False

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, time: float, focused: bool = True) -> None:
        theme.panel(surface, rect, fill=(20, 16, 38), alpha=240, radius=16)
        colour = theme.INK if self.value else theme.DIM
        if self.value:
            img = theme.text(self.value, theme.BODY + 6, colour, True)
        else:  # the placeholder is a msgid (N_), fitted to the field
            shown, size = theme.fitted(_(self.placeholder), theme.BODY + 6, rect.w - 60, smallest=24)
            img = theme.text(shown, size, colour)
        clip = surface.get_clip()
        surface.set_clip(rect.inflate(-30, -4))
        x = rect.left + 24
        if self.value and img.get_width() > rect.w - 60:  # long text: keep its end (and the caret) in view
            x = rect.right - 36 - img.get_width()
        surface.blit(img, img.get_rect(midleft=(x, rect.centery)))
        if focused and (int(time * 2) % 2 == 0 or theme.resting()):
            cx = x + (img.get_width() if self.value else 0) + 4
            pygame.draw.line(surface, theme.FOCUS, (cx, rect.centery - 22), (cx, rect.centery + 22), 3)
        surface.set_clip(clip)
        if focused:
            theme.focus_ring(surface, rect, time)


class OnScreenKeyboard:
    """A grid of keys driven by the D-pad (or clicked); `done` fires on the done key."""

    def __init__(self, field: TextField, origin: tuple[int, int]) -> None:
        self.field = field
        self.origin = origin
        self.row, self.col = 1, 0
        self.shift = True
        self.done = False
        self.time = 0.0

    def keys(self) -> list[tuple[str, pygame.Rect, int, int]]:
        out = []
        x0, y0 = self.origin
        full = self.size[0]
        for r, row in enumerate(ROWS):
            y = y0 + r * (KEY + GAP)
            if isinstance(row, list):
                widths = [2, 4, 2, 2]
                x = x0
                for c, (name, wk) in enumerate(zip(row, widths, strict=False)):
                    w = wk * KEY + (wk - 1) * GAP
                    out.append((name, pygame.Rect(x, y, w, KEY), r, c))
                    x += w + GAP
            elif len(row) > COLUMNS:
                gap = GAP - 2
                for c, ch in enumerate(row):
                    left = x0 + round(c * (full + gap) / len(row))
                    right = x0 + round((c + 1) * (full + gap) / len(row)) - gap
                    out.append((ch, pygame.Rect(left, y, right - left, KEY), r, c))
            else:
                for c, ch in enumerate(row):
                    out.append((ch, pygame.Rect(x0 + c * (KEY + GAP), y, KEY, KEY), r, c))
        return out

    @staticmethod
    def width() -> int:
        return COLUMNS * KEY + (COLUMNS - 1) * GAP

    @property
    def size(self) -> tuple[int, int]:
        return self.width(), len(ROWS) * KEY + (len(ROWS) - 1) * GAP

    def _row_len(self, r: int) -> int:
        return len(ROWS[r])

    def press(self, name: str) -> None:
        if name == "space":
            self.field.handle(Intent(I.TEXT, text=" "))
        elif name == "del":
            self.field.handle(Intent(I.BACKSPACE))
        elif name == "shift":
            self.shift = not self.shift
        elif name == "done":
            self.done = True
        else:
            self.field.handle(Intent(I.TEXT, text=name if self.shift else name.lower()))
            if self.shift and name.isalpha():
                self.shift = False

    def _current(self) -> str:
        for name, _r, r, c in self.keys():
            if (r, c) == (self.row, self.col):
                return name
        return ""

    def handle(self, intent: Intent) -> bool:
        k = intent.kind
        if k in (I.UP, I.DOWN):
            old_len = self._row_len(self.row)
            self.row = (self.row + (1 if k == I.DOWN else -1)) % len(ROWS)
            new_len = self._row_len(self.row)
            self.col = min(new_len - 1, round(self.col * (new_len - 1) / max(1, old_len - 1)))
        elif k in (I.LEFT, I.RIGHT):
            self.col = (self.col + (1 if k == I.RIGHT else -1)) % self._row_len(self.row)
        elif k == I.CONFIRM and not intent.device == "keyboard":
            self.press(self._current())
        elif k == I.TAB:  # Y on a pad: quick delete
            self.field.handle(Intent(I.BACKSPACE))
        elif k in (I.CLICK, I.POINTER_MOVE) and intent.pos:
            for name, rect, r, c in self.keys():
                if rect.collidepoint(intent.pos):
                    self.row, self.col = r, c
                    if k == I.CLICK:
                        self.press(name)
                    return True
            return False
        else:
            return False
        return True

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        theme.panel(surface, pygame.Rect(self.origin[0] - 20, self.origin[1] - 20, w + 40, h + 40), alpha=200)
        for name, rect, r, c in self.keys():
            focused = (r, c) == (self.row, self.col)
            theme.panel(surface, rect, fill=(70, 58, 120) if focused else (40, 32, 70), alpha=240, radius=12)
            label = {"space": _("space"), "del": _("delete"), "shift": "Aa", "done": _("done")}.get(name)
            if label is None:
                label = name if self.shift else name.lower()
            theme.blit_fit(surface, label, rect.center, rect.w - 8, 32 if len(label) == 1 else 26, theme.INK, True,
                           anchor="center")
            if focused:
                theme.focus_ring(surface, rect, self.time, 12)
