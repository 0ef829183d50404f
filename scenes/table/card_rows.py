"""Rows of cards: where a hand or the displayed cards stand (one to three rows, as large as the
room allows), the numbered slot badges, and CardRow, a row to choose from with the pad or the mouse."""

from __future__ import annotations

from collections.abc import Set as AbstractSet

import pygame

from game.app import intents as I
from game.app import theme
from game.i18n import _
from game.pictures import stored

from .players import chip_height


def row_centres(count: int, height: int, y: float, gap: float = 24, max_width: int = theme.SAFE.w) -> list[tuple[float, float]]:
    """Centres of `count` cards in a row; a row too wide for the safe area overlaps its cards."""
    w = round(height * 2 / 3)
    total = count * w + (count - 1) * gap
    if total > max_width and count > 1:
        gap = (max_width - count * w) / (count - 1)
        total = count * w + (count - 1) * gap
    x0 = theme.W / 2 - total / 2 + w / 2
    return [(x0 + i * (w + gap), y) for i in range(count)]


HAND_H = 420  # a hand of up to 6 (7: HAND_H_7) at 1080p, the table's largest decoded size is 480
HAND_H_7 = 380
HAND_Y = 640  # centre of a hand row, below the two-line prompt and clear of its focus lift
LIFT = 36  # how far a focused or chosen card rises


def hand_layout(count: int) -> tuple[int, list[tuple[float, float]]]:
    """Card height and centres for a hand (the track is not drawn under a hand)."""
    h = HAND_H if count <= 6 else HAND_H_7
    return h, row_centres(count, h, HAND_Y, gap=20)


NUMBER_ROOM = 30  # the slot number badge hangs this far below a displayed card
VOTE_BOX = (320, 940)  # vertical room for displayed cards without the track (reveal, vote)
RESULTS_BOX = (336, 750)  # ... with the buttons below and the track under them (results, one row)
RESULTS_BOX_ROWS = (336, 826)  # ... two rows: the buttons stand beside the rows instead
COMPACT_TOP = 268  # 8 or more cards: the prompt shrinks to one line and the cards move up
ROW_LIFT = 16  # focus lift when cards stand in two rows (a full lift would hide the number above)


def display_layout(count: int, box: tuple[int, int] = VOTE_BOX, lift: int = LIFT,
                   row_choices: tuple[int, ...] = (1, 2, 3)) -> tuple[int, list[tuple[float, float]]]:
    """Card height and centres of the numbered slots for `count` displayed cards: one, two or three
    rows, whichever shows the pictures largest in the room given (never above the decoded 480 px)."""
    top, bottom = box
    if count > 7:
        top = COMPACT_TOP + chip_height() - 64
    width = theme.SAFE.w
    best: tuple[int, int, int] = (0, row_choices[0], lift)
    for rows in row_choices:
        per = -(-count // rows)
        if rows > 1 and per * (rows - 1) >= count:
            continue
        up = lift if rows == 1 else min(lift, ROW_LIFT)
        gap = 20
        by_width = (width - (per - 1) * gap) / per * 3 / 2
        by_height = (bottom - top - up - rows * NUMBER_ROOM - (rows - 1) * (12 + up)) / rows
        h = int(min(by_width, by_height, 480))
        if h > best[0]:
            best = (h, rows, up)
    h, rows, lift = best
    top += lift
    used = rows * (h + NUMBER_ROOM) + (rows - 1) * (12 + lift)
    y = top + (bottom - top - used) / 2 + h / 2
    centres: list[tuple[float, float]] = []
    left = count
    for r in range(rows):
        n = -(-left // (rows - r))
        centres += row_centres(n, h, y, gap=20)
        left -= n
        y += h + NUMBER_ROOM + 12 + lift
    return h, centres


@stored("slot_badge")  # kept in the picture store
def _slot_badge(n: int, generation: int = 0) -> pygame.Surface:
    label = theme.text(str(n), 30, theme.INK, True)
    d = max(54, label.get_width() + 20, label.get_height() + 8)
    badge = pygame.Surface((d, d), pygame.SRCALPHA)
    pygame.draw.circle(badge, (0, 0, 0) if theme.high_contrast() else (30, 24, 52), (d / 2, d / 2), d / 2 - 1)
    pygame.draw.circle(badge, theme.GOLD, (d / 2, d / 2), d / 2 - 1, 3)
    badge.blit(label, label.get_rect(center=(d // 2, d // 2 + 1)))
    return badge


def slot_number(surface: pygame.Surface, n: int, center: tuple[float, float], height: int) -> pygame.Rect:
    badge = _slot_badge(n, theme.generation)
    return surface.blit(badge, badge.get_rect(center=(round(center[0]), round(center[1] + height / 2 + 4))))


class CardRow:
    """A row (or two rows) of cards to choose from: focus with the D-pad, hover and click with the mouse.

    `handle` returns the index the player picked (confirm or click), else None.
    """

    def __init__(self, cards: list[str | None], height: int, centres: list[tuple[float, float]],
                 disabled: AbstractSet[int] = frozenset(), numbers: bool = False) -> None:
        self.cards = cards
        self.height = height
        self.centres = centres
        self.disabled = set(disabled)
        self.selected: set[int] = set()
        self.marks: dict[int, str] = {}  # index -> short label drawn on the card, a msgid (N_("vote 1"))
        self.numbers = numbers
        self.focus = next((i for i in range(len(cards)) if i not in self.disabled), 0)
        self.lift = [0.0] * len(cards)
        self.lift_by = LIFT
        self.active = True
        self.instant = False  # reduced motion: the focused card jumps up instead of rising

    def rects(self) -> list[pygame.Rect]:
        w = round(self.height * 2 / 3)
        return [pygame.Rect(round(x - w / 2), round(y - self.height / 2 - self.lift[i]), w, self.height)
                for i, (x, y) in enumerate(self.centres)]

    def _move(self, step: int) -> None:
        n = len(self.cards)
        i = self.focus
        for _step in range(n):
            i = (i + step) % n
            if i not in self.disabled:
                self.focus = i
                return

    def move_vertical(self, down: bool) -> bool:
        """Two-row layouts: up/down jumps between rows (to the nearest card)."""
        x, y = self.centres[self.focus]
        others = [(abs(cx - x), i) for i, (cx, cy) in enumerate(self.centres)
                  if (cy > y if down else cy < y) and i not in self.disabled]
        if not others:
            return False
        self.focus = min(others)[1]
        return True

    def handle(self, intent) -> int | None:
        k = intent.kind
        if not self.active or not self.cards:
            return None
        if k == I.LEFT:
            self._move(-1)
        elif k == I.RIGHT:
            self._move(1)
        elif k in (I.UP, I.DOWN):
            self.move_vertical(k == I.DOWN)
        elif k == I.CONFIRM:
            if self.focus not in self.disabled:
                return self.focus
        elif k in (I.POINTER_MOVE, I.CLICK) and intent.pos:
            for i, r in enumerate(self.rects()):
                if r.collidepoint(intent.pos) and i not in self.disabled:
                    self.focus = i
                    if k == I.CLICK:
                        return i
        return None

    def update(self, dt: float) -> None:
        for i in range(len(self.cards)):
            target = float(self.lift_by) if (i == self.focus and self.active) or i in self.selected else 0.0
            self.lift[i] = target if self.instant else self.lift[i] + (target - self.lift[i]) * min(1.0, dt * 14)

    def draw(self, surface: pygame.Surface, art, time: float, face_up: bool = True) -> None:
        rects = self.rects()
        # the focused card last: in a crowded row it overlaps its neighbours, not the reverse
        order = [i for i in range(len(self.cards)) if i != self.focus] + ([self.focus] if self.cards else [])
        for i in order:
            card = self.cards[i]
            r = rects[i]
            art.draw(surface, card, r.center, self.height, face_up=face_up and card is not None)
            if i in self.disabled:
                surface.blit(theme.veil(150, r.size), r)
            if i in self.selected:
                pygame.draw.rect(surface, theme.GOOD, r.inflate(12, 12), 6, border_radius=18)
            if i == self.focus and self.active:
                theme.focus_ring(surface, r, time, 16)
            if self.numbers:
                slot_number(surface, i + 1, (r.centerx, r.centery + self.lift[i]), self.height)
            mark = self.marks.get(i)
            if mark:
                shown, size = theme.fitted(_(mark), 26, r.w - 24, True)  # marks are msgids (N_)
                img = theme.shadow_text(shown, size, theme.INK, True)
                box = img.get_rect(midtop=(r.centerx, r.top + 12)).inflate(20, 8)
                pygame.draw.rect(surface, (40, 30, 70), box, border_radius=14)
                surface.blit(img, img.get_rect(center=box.center))


def row_count(centres: list[tuple[float, float]]) -> int:
    return len({round(y) for _, y in centres})
