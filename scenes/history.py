"""Finished games, newest first: date, rule set, players, scores, winners. A game that kept its
story (game/persist/story.py) shows its first card and opens its poster (A), whose cards open up
close from there."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.app import intents as I
from game.app import theme
from game.app.cards import CardArt, images_for
from game.app.place import Aside
from game.app.scene import Scene
from game.engine.rulesets import RULESETS
from game.i18n import _, tr
from game.persist.history import history_path, read_history
from game.persist.story import checked_story
from game.rules_text import ruleset_title

from .story import StoryScene


class HistoryScene(Scene):
    name = "history"
    aside = Aside.MENU

    def animating(self) -> bool:
        return False  # changes on input only

    def __init__(self, path: Path | None = None) -> None:
        super().__init__()
        self.path = path or history_path()
        history = read_history(self.path)  # entries come back shape-checked; a damaged file is moved aside
        self.games = list(reversed(history.games))
        self.stories = [checked_story(g.get("story")) for g in self.games]  # None: an older game, no story
        self.problems = history.problems
        self.rows = 5 if self.problems else 6  # a problem takes the last row's place
        self.top = 0
        self.sel = 0

    def enter(self, app) -> None:
        super().enter(app)
        self.art = CardArt(images_for(app))

    def handle(self, intent) -> None:
        if intent.kind in (I.BACK, I.MENU):
            self.app.stack.pop()
        elif intent.kind in (I.CONFIRM, I.CLICK, I.ZOOM):
            if intent.pos is not None:
                hit = next((self.top + i for i in range(self.rows) if self.row_rect(i).collidepoint(intent.pos)), None)
                if hit is None or hit >= len(self.games):
                    return
                self.sel = hit
            story = self.stories[self.sel] if self.sel < len(self.stories) else None
            if story is not None:
                self.app.stack.push(StoryScene(story))
            elif intent.kind != I.ZOOM:
                self.app.stack.pop()  # an older game has no story: A goes back, as before
        elif intent.kind == I.DOWN:
            self.sel = min(len(self.games) - 1, self.sel + 1) if self.games else 0
            self.top = min(max(self.top, self.sel - self.rows + 1), max(0, len(self.games) - self.rows))
        elif intent.kind == I.UP:
            self.sel = max(0, self.sel - 1)
            self.top = min(self.top, self.sel)

    def row_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(theme.SAFE.left + 60, 210 + 138 * i, theme.SAFE.w - 120, 124)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(2), (0, 0))
        theme.blit_text(surface, _("Finished games"), (theme.W // 2, 120), theme.TITLE, theme.INK, True,
                        anchor="center", shadow=True)
        if not self.games:
            theme.blit_text(surface, _("No finished games yet."), (theme.W // 2, 400), theme.BODY, theme.MUTED,
                            anchor="center")
        for i, g in enumerate(self.games[self.top:self.top + self.rows]):
            box = self.row_rect(i)
            theme.panel(surface, box, alpha=210)
            story = self.stories[self.top + i]
            text = box
            if story is not None:  # its first card, and the way to its poster
                first = next((r["card"] for r in story["rounds"] if r["card"]), None)
                card = pygame.Rect(box.left + 18, box.top + 8, 72, 108)
                if first is not None and self.art.images is not None and first in self.art.images.cards:
                    surface.blit(self.art.face(first, card.h), card)
                else:
                    surface.blit(theme.card_back(card.w, card.h), card)
                text = box.inflate(-96, 0).move(48, 0)
            if self.top + i == self.sel:
                theme.focus_ring(surface, box, 0.0, 22)
            title = ruleset_title(RULESETS[g["ruleset"]]) if g["ruleset"] in RULESETS else g["ruleset"]
            winners = _(", ").join(g["winners"])
            won = theme.blit_fit(surface, _("won by {names}").format(names=winners), (text.right - 30, text.top + 16),
                                 text.w // 2 - 60, theme.SECONDARY, theme.GOLD, anchor="topright")
            theme.blit_fit(surface, f"{g['date'].replace('T', '  ')}   {title}", (text.left + 30, text.top + 16),
                           won.left - text.left - 60, theme.BODY, theme.INK, True)
            scores = "   ".join(f"{k} {v}" for k, v in sorted(g["scores"].items(), key=lambda kv: -kv[1]))
            hint = _("A: our story") if story is not None and self.top + i == self.sel else ""
            hint_w = theme.text_width(hint, 24) + 30 if hint else 0
            theme.blit_fit(surface, scores, (text.left + 30, text.top + 62), text.w - 60 - hint_w, theme.SECONDARY,
                           theme.MUTED)
            if hint:
                theme.blit_text(surface, hint, (text.right - 30, text.top + 66), 24, theme.FOCUS, anchor="topright")
            room = room_board(g.get("audience"))
            if room:  # the room played along: its own leaderboard, under the players' scores
                theme.blit_fit(surface, _("the room: {names}").format(names=room), (text.left + 30, text.top + 96),
                               text.w - 60, 22, theme.DIM)
        if self.problems:
            theme.blit_wrapped(surface, tr(self.problems[0]), pygame.Rect(theme.SAFE.left + 60, 905, theme.SAFE.w - 120,
                                                                          70), 24, theme.GOLD, centre=True)
        theme.blit_text(surface, _("B / Esc to go back"), (theme.W // 2, 1010), 24, theme.DIM, anchor="center")


def room_board(entry: object, limit: int = 5) -> str:
    """The audience's leaderboard of a finished game ("Ana (4)   Bo (3)": audience names often end in a
    number), or "" (none, or not readable)."""
    if not isinstance(entry, list):
        return ""
    kept = [f"{e['name']} ({e['points']})" for e in entry[:limit] if isinstance(e, dict)
            and isinstance(e.get("name"), str) and type(e.get("points")) is int]
    return "   ".join(kept)
