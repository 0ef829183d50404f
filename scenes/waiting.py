"""Public: the table while players choose on their phones. Names only: never a card, never who
chose what. Phone actions arrive through the flow; when none is pending any more, the game moves on."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial

import pygame

from game.app import intents as I
from game.app import theme
from game.app.widgets import Item, Menu
from game.i18n import _
from game.table.roster import Control

from .results import ResultsScene
from .table.choosers import PANEL, PAWN, name_panel, panels_ahead, waiting_words
from .table.screen import GameScene


class WaitingScene(GameScene):
    name = "waiting"

    def __init__(self, flow, step) -> None:
        super().__init__(flow)
        self.kind = step.kind
        self.menu = Menu([], pygame.Rect(theme.W // 2 - 560, 700, 1120, 220), columns=2)
        self.offered: tuple[int, ...] = ()  # away seats whose hand-over is offered now
        self._warmed_for: tuple[int, ...] | None = None
        self._scratch = pygame.Surface((1, 1))  # where a prompt is drawn to have its words rendered
        if self.kind == "vote":  # while phones vote, the TV has time: the results' cards, ready
            self.faces_ahead(ResultsScene.layout(len(self.session.public().display))[0])

    def choosing(self) -> list[int]:
        """Phone seats still to act this step (refreshed every frame: phones act in any order)."""
        return list(self.session.next_step().phones)

    def _offer(self) -> None:
        """After the away time set in Settings, the TV offers to play an away phone's seat here; at
        once when that phone cannot come back (no token: an old save; or phones cannot run now)."""
        link = self.app.services.get("phones") if self.app else None
        waiting = set(self.choosing())
        stranded = set(self.session.roster.stranded())
        due = tuple(s for s in sorted(self.flow.away & waiting)
                    if s in stranded or link is None or link.away_for(s) >= link.away_limit())
        if due == self.offered:
            return
        self.offered = due
        items = []
        for seat in due[:2]:
            name = self.session.seats[seat].name
            items.append(Item(_("Play {name}'s seat here").format(name=name),
                              partial(self._hand_over, seat, "pad"), key=f"pad{seat}"))
            items.append(Item(_("Computer plays {name}").format(name=name),
                              partial(self._hand_over, seat, "bot"), key=f"bot{seat}"))
        self.menu.set_items(items)

    def _hand_over(self, seat: int, to: str) -> None:
        link = self.app.services.get("phones")
        if link is not None:
            link.hand_over(self.flow, seat, to)
        else:  # no phones running: the roster alone changes
            self.session.roster.hand_over(seat, Control.BOT if to == "bot" else Control.TV)

    def relabel(self) -> None:
        self.offered = ()  # the offer is made again next frame, in the new language
        self._warmed_for = None  # and the words ready ahead

    def handle(self, intent) -> None:
        if self.offered and intent.kind not in (I.MENU, I.BACK, I.HURRY) and self.menu.handle(intent):
            return
        super().handle(intent)

    def _status(self) -> tuple:
        return tuple(self.choosing()), frozenset(self.flow.away), self.offered

    def animating(self) -> bool:
        # redraw when a phone player has chosen, comes and goes, or is offered to the table
        # (the dots are decorative)
        return self._status() != getattr(self, "_drawn", None) or super().animating()

    def wake_in(self) -> float | None:
        return 0.25  # phones act at any moment, away times run out: look four times a second

    def update(self, dt: float) -> None:
        super().update(dt)
        self._offer()
        self.menu.update(dt)
        self._warm_words()
        step = self.session.next_step()
        if step.kind != self.kind or step.seat is not None or not step.phones:
            self.flow.advance()  # everyone has chosen, or someone at the table acts next

    def _warm_words(self) -> None:
        """When a phone has chosen, the prompt's words for the next move (one player fewer: the words
        change with the chips) are rendered between frames (GameScene.ahead), so the frame of that move
        does not render a title with its shadow too; and every phone seat's panel, so the next waiting
        table (everyone choosing a card) does not make a dozen in its first frame."""
        waiting = tuple(self.choosing())
        if waiting == self._warmed_for:
            return
        self._warmed_for = waiting
        titles = {self._words(list(waiting))} | {self._words([s for s in waiting if s != gone]) for gone in waiting}
        self.ahead(self._render_ahead(sorted(titles)))
        self.ahead(panels_ahead(self.session.seats))

    def _render_ahead(self, titles: list[tuple[str, str]]) -> Iterator[None]:
        for title, sub in titles:
            self.prompt(self._scratch, title, sub, dots=3)
            yield

    def _words(self, waiting: list[int]) -> tuple[str, str]:
        """The prompt while these seats choose: its title (without the dots) and the line under it."""
        return waiting_words(self.session.seats, self.kind, waiting)

    def draw(self, surface: pygame.Surface) -> None:
        view = self.session.public()
        self._drawn = self._status()
        waiting = self.choosing()
        done = set(view.submitted if self.kind == "submit" else view.voted if self.kind == "vote" else ())
        self.draw_table(surface, clue_hint=_("on their phone\u2026"), highlight=set(waiting), done=done)
        seats = self.session.seats
        title, sub = self._words(waiting)
        self.prompt(surface, title, sub, dots=1 + int(self.time * 3) % 3)
        # one chip per player still choosing, up to four a row: pawn (shape + letter) and name
        away = self.flow.away
        cols = min(4, max(1, len(waiting)))
        (w, h), gap = PANEL, 32
        x0 = theme.W // 2 - (cols * w + (cols - 1) * gap) // 2
        for i, seat in enumerate(waiting):
            s = seats[seat]
            r = pygame.Rect(x0 + (i % cols) * (w + gap), 400 + (i // cols) * (h + gap), w, h)
            status = _("phone is away") if seat in away else _("choosing\u2026")
            surface.blit(name_panel(r.size, s.name, status, seat in away, theme.generation), r)
            bob = 0 if self.flow.settings.reduced_motion else int(5 * abs(((self.time + seat * 0.3) % 2) - 1))
            surface.blit(theme.pawn(s.colour, s.pawn, PAWN, s.letter), (r.left + 16, r.top + 16 - bob))
        if self.offered:
            away_names = _(", ").join(seats[s].name for s in self.offered)
            theme.blit_fit(surface, _("{names}: the phone has been away a while").format(names=away_names),
                           (theme.W // 2, 650), theme.SAFE.w, theme.BODY, theme.INK, True, anchor="center")
            self.menu.draw(surface)
            # the menu's own hint line would sit on the score track: say it under the buttons instead
            item = self.menu.items[self.menu.focus]
            name = self.session.seats[int(item.key[3:])].name
            hint = _("with a pad or the keyboard, behind the curtain - {name} gets the seat back on reconnecting") \
                if item.key.startswith("pad") else \
                _("until {name}'s phone is back - {name} gets the seat back on reconnecting")
            rows = (len(self.menu.items) + 1) // 2
            theme.blit_fit(surface, hint.format(name=name),
                           (theme.W // 2, self.menu.rect.top + rows * (self.menu.row_h + self.menu.gap) + 8),
                           theme.SAFE.w, theme.SECONDARY, theme.MUTED, anchor="midtop")
