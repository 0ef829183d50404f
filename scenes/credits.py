"""Credits: every bundled asset's source and licence (the same facts as CREDITS.md).

The lines are laid out once per look (language, text size) into a column; when they do not fit
between the title and the footer (French is longer, large text is larger, user decks add their
own credits), the column scrolls a line at a time with up/down or the wheel instead of running into
the footer; only whole lines are drawn, so none is cut in half at the window's edges."""

from __future__ import annotations

import pygame

from game.app import intents as I
from game.app import theme
from game.app.place import Aside
from game.app.scene import Scene
from game.credits import credit_lines
from game.i18n import _

VIEW = pygame.Rect(200, 250, theme.W - 400, 660)  # the column's window: below the title, above the footer


class CreditsScene(Scene):
    name = "credits"
    aside = Aside.MENU

    def __init__(self) -> None:
        super().__init__()
        self.offset = 0  # pixels of the column scrolled above the window

    def animating(self) -> bool:
        return False  # changes on input only

    def rows(self) -> list[tuple[str, int, tuple, int]]:
        """(line, size, colour, gap after) for every line of the column, wrapped to its width."""
        out: list[tuple[str, int, tuple, int]] = []

        def add(paragraph: str, size: int, colour: tuple, gap: int) -> None:
            lines = theme.wrap(paragraph, size, VIEW.width)
            out.extend((line, size, colour, gap if i == len(lines) - 1 else 0) for i, line in enumerate(lines))

        for line in credit_lines():
            add(line, theme.BODY, theme.INK, 18)
        for deck in self.app.services.get("decks", []) if self.app else []:
            if deck.credits and not deck.builtin:
                add(_("{deck}: {credits}").format(deck=deck.name, credits=deck.credits), theme.SECONDARY,
                    theme.MUTED, 10)
        return out

    @staticmethod
    def _height(size: int) -> int:
        return int(theme.px(size) * 1.35)

    def tops(self) -> list[int]:
        """Where each line starts in the column; the last entry is the column's height."""
        out = [0]
        for _line, size, _colour, gap in self.rows():
            out.append(out[-1] + self._height(size) + gap)
        return out

    def column_height(self) -> int:
        return self.tops()[-1]

    def stops(self) -> list[int]:
        """The offsets the column may rest at: a line's top, up to the first that shows the end."""
        tops = self.tops()
        return [t for t in tops[:-1] if tops[-1] - t > VIEW.height] + [next(t for t in tops if tops[-1] - t <= VIEW.height)]

    def max_offset(self) -> int:
        return self.stops()[-1]

    def handle(self, intent) -> None:
        scroll = {I.UP: -1, I.ZOOM: -1, I.DOWN: 1, I.UNZOOM: 1}.get(intent.kind)
        if scroll is not None:
            stops = self.stops()
            at = max((i for i, t in enumerate(stops) if t <= self.offset), default=0)
            self.offset = stops[max(0, min(len(stops) - 1, at + scroll))]
        elif intent.kind in (I.BACK, I.CONFIRM, I.CLICK, I.MENU):
            self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(2), (0, 0))
        theme.blit_text(surface, _("Credits"), (theme.W // 2, 150), theme.HUGE, theme.GOLD, True, anchor="center",
                        shadow=True)
        self.offset = min(self.offset, self.max_offset())  # the look may have changed since the last scroll
        clip = surface.get_clip()
        surface.set_clip(VIEW)
        y = VIEW.top - self.offset
        for line, size, colour, gap in self.rows():
            h = self._height(size)
            if y >= VIEW.top and y + h <= VIEW.bottom:
                img = theme.text(line, size, colour)
                surface.blit(img, (VIEW.centerx - img.get_width() // 2, y))
            y += h + gap
        surface.set_clip(clip)
        more_above, more_below = self.offset > 0, self.offset < self.max_offset()
        cx = theme.W // 2
        if more_above:
            pygame.draw.polygon(surface, theme.MUTED, [(cx - 18, VIEW.top - 4), (cx + 18, VIEW.top - 4),
                                                       (cx, VIEW.top - 22)])
        if more_below:
            pygame.draw.polygon(surface, theme.MUTED, [(cx - 18, VIEW.bottom + 4), (cx + 18, VIEW.bottom + 4),
                                                       (cx, VIEW.bottom + 22)])
        theme.blit_text(surface, _("Full list of icons and authors: CREDITS.md"), (theme.W // 2, 960),
                        theme.SECONDARY, theme.MUTED, anchor="center")
        hint = _("Up / down to read more - B / Esc to go back") if more_above or more_below else \
            _("B / Esc to go back")
        theme.blit_text(surface, hint, (theme.W // 2, 1010), 24, theme.DIM, anchor="center")
