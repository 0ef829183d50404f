"""The end: ranking on a podium, shared victories, play again or back to the title."""

from __future__ import annotations

import math

import pygame

from game.app import intents as I
from game.app import theme
from game.app.poster import kept_story
from game.app.widgets import Item, Menu
from game.i18n import _, ngettext
from game.rules_text import ruleset_title

from .story import StoryScene
from .table.screen import GameScene


class GameOverScene(GameScene):
    name = "game_over"

    def __init__(self, flow) -> None:
        super().__init__(flow)
        self.menu = Menu(self.build_items(), pygame.Rect(theme.W // 2 - 720, 900, 1440, 76), columns=3)

    def build_items(self) -> list[Item]:
        return [Item(_("Play again"), self.play_again, key="again"),
                Item(_("Our story"), self.our_story, key="story"),
                Item(_("Back to the title"), self.flow.quit_to_title, key="title")]

    def relabel(self) -> None:
        self.menu.set_items(self.build_items())

    def our_story(self) -> None:
        """The poster of this game (kept with it in History; each phone can save it)."""
        kept = kept_story(self.app, self.session)
        if kept is not None:
            self.app.stack.push(StoryScene(kept.story, kept.poster, phones=any(s.phone for s in self.session.seats)))

    def exit(self) -> None:
        super().exit()
        held = self.app.services.get("story") if self.app is not None else None
        if held is not None and held[0][0] == id(self.session):
            del self.app.services["story"]  # the poster (tens of MB) is in History now; the phones keep their copy

    def play_again(self) -> None:
        self.app.nav.make("start_game", self.app, self.session.seats, self.session.config.ruleset, self.session.config.options,
                              self.flow.decks, first_storyteller=None)

    def handle(self, intent) -> None:
        if intent.kind in (I.BACK, I.MENU):
            return
        self.menu.handle(intent)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.menu.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(2), (0, 0))
        st = self.session.state
        names = st.scorer_names()
        order = sorted(range(len(st.scores)), key=lambda i: -st.scores[i])
        winners = [names[i] for i in st.winners]
        if len(winners) == 1:
            title = _("{name} wins!").format(name=winners[0])
        else:
            title = _("{names} and {last} share the victory!").format(names=_(", ").join(winners[:-1]),
                                                                       last=winners[-1])
        theme.blit_fit(surface, title, (theme.W // 2, 130), theme.SAFE.w, theme.HUGE if len(title) < 24 else theme.TITLE,
                       theme.GOLD, True, anchor="center", shadow=True)
        # podium of the top three places (ties stand on the same step)
        places: list[list[int]] = []
        for i in order:
            if places and st.scores[places[-1][0]] == st.scores[i]:
                places[-1].append(i)
            else:
                places.append([i])
        steps = [(theme.W // 2, 300, 0), (theme.W // 2 - 380, 240, 1), (theme.W // 2 + 380, 190, 2)]
        for x, height, place in steps:
            if place >= len(places):
                continue
            rect = pygame.Rect(0, 0, 320, height)
            rect.midbottom = (x, 760)
            theme.panel(surface, rect, fill=(60, 46, 104), alpha=235, radius=18)
            theme.blit_text(surface, [_("1st"), _("2nd"), _("3rd")][place], (x, rect.top + 40), theme.TITLE,
                            theme.GOLD, True, anchor="center")
            group = places[place]
            for j, scorer in enumerate(group):
                seat = self.session.seats[self.session.scorer_seats(scorer)[0]]
                bob = math.sin(theme.still(self.time) * 3 + j) * 6 if place == 0 else 0
                px = x + (j - (len(group) - 1) / 2) * 110
                surface.blit(theme.pawn(seat.colour, seat.pawn, 90, seat.letter), (px - 45, rect.top - 110 + bob))
                theme.blit_text(surface, names[scorer], (px, rect.top + 100 + 36 * (j % 2)), 26, theme.INK, True,
                                anchor="center")
            score = st.scores[group[0]]
            theme.blit_text(surface, ngettext("{n} point", "{n} points", score).format(n=score), (x, rect.bottom - 30),
                            26, theme.MUTED, anchor="center")
        rest = [i for group in places[3:] for i in group]
        line = "   ".join(f"{names[i]} {st.scores[i]}" for i in rest)
        if line:
            theme.blit_text(surface, line, (theme.W // 2, 820), theme.SECONDARY, theme.MUTED, anchor="center")
        turns = len(st.history)
        theme.blit_fit(surface, ngettext("{n} turn of {ruleset}", "{n} turns of {ruleset}", turns).format(
            n=turns, ruleset=ruleset_title(st.rules)), (theme.W // 2, 210), theme.SAFE.w, theme.BODY, theme.MUTED,
            anchor="center")
        self.draw_room(surface)
        self.menu.draw(surface)

    def draw_room(self, surface: pygame.Surface) -> None:
        """The audience's own leaderboard (game/table/audience.py), beside the podium."""
        board = self.session.audience.board(5)
        if not board or not any(points for _name, points in board):
            return
        box = pygame.Rect(0, 0, 320, 90 + 44 * len(board))
        box.topright = (theme.SAFE.right + 40, 300)  # clear of the third step of the podium
        theme.panel(surface, box, fill=(60, 46, 104), edge=theme.GOLD, alpha=235, radius=22)
        theme.blit_fit(surface, _("The room's best guessers"), (box.centerx, box.top + 40), box.w - 24, 24,
                       theme.GOLD, True, anchor="center")
        for k, (name, points) in enumerate(board):
            y = box.top + 90 + 44 * k
            theme.blit_fit(surface, f"{k + 1}. {name}", (box.left + 24, y), box.w - 130, theme.SECONDARY, theme.INK)
            theme.blit_text(surface, str(points), (box.right - 24, y), theme.SECONDARY, theme.GOLD, True, anchor="topright")
