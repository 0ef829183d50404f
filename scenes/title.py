"""The title screen: drifting dream cards behind the name, and the main menu.

The cards drift while someone is around; a few seconds after the last input they glide to a stop
and the screen rests (nothing is redrawn, the game sleeps) until the next button press."""

from __future__ import annotations

import math
import random
from functools import partial

import pygame

from game.app import theme
from game.app.cards import CardArt
from game.app.place import Place
from game.app.widgets import Item, Menu, MenuScene
from game.i18n import _, tr
from game.pictures import stored
from game.rules_text import ruleset_title

DRIFT_EASE_S = 2.0


class TitleScene(MenuScene):
    name = "title"
    place = Place.TITLE
    can_go_back = False

    def __init__(self) -> None:
        super().__init__()
        self.time = 0.0
        self.menu = Menu([], pygame.Rect(theme.W // 2 - 300, 450, 600, 520), row_h=64, gap=10)
        self.floaters: list[tuple[str, float, float, float, float]] = []
        self.art: CardArt | None = None
        self.drift = 0.0  # the floaters' own clock: it slows to a stop when the screen comes to rest
        self.drift_rate = 1.0

    def enter(self, app) -> None:
        super().enter(app)
        self.saved = None
        saver = app.services.get("autosaver")
        if saver is not None:
            loaded = saver.load()
            app.services.setdefault("notices", []).extend(loaded.problems)
            self.saved = loaded.session
        items = self.build_items()
        self.menu.set_items(items)
        if len(items) > 7:  # Continue and Quit too: a little tighter, so the last row clears the hint line
            self.menu.row_h, self.menu.gap = 58, 8
        self.menu.rect.h = len(items) * (self.menu.row_h + self.menu.gap)
        self.menu.focus = 0
        images = app.services.get("images")
        decks = app.services.get("decks", [])
        cards = [c.id for d in decks if d.builtin for c in d.cards] or [c.id for d in decks for c in d.cards]
        if images is not None and cards:
            self.art = CardArt(images)
            rng = random.Random(3)
            picks = rng.sample(cards, min(9, len(cards)))
            for i, card in enumerate(picks):
                x = 150 + (i % 9) * 205 + rng.uniform(-20, 20)
                self.floaters.append((card, x, rng.uniform(0, math.tau), rng.uniform(0.15, 0.3), rng.choice([-1, 1])))

    def update(self, dt: float) -> None:
        super().update(dt)
        reduced = self.app.settings.reduced_motion
        # glide to a stop over the last DRIFT_EASE_S seconds before the app rests; pick up on input
        target = 0.0 if reduced else min(1.0, self.app.settle_left() / DRIFT_EASE_S)
        self.drift_rate = target if target < self.drift_rate else min(target, self.drift_rate + dt / DRIFT_EASE_S)
        self.drift += dt * self.drift_rate

    def build_items(self) -> list[Item]:
        items = []
        for label, callback, key in self.app.services.get("title_items", []):
            items.append(Item(tr(label), partial(callback, self.app), key=key))
        if self.saved is not None:
            st = self.saved.state
            who = _(", ").join(st.config.players[:4]) + ("\u2026" if len(st.config.players) > 4 else "")
            items.append(Item(_("Continue"), self.continue_game, key="continue",
                              hint=_("{ruleset}, turn {turn}: {players}").format(
                                  ruleset=ruleset_title(st.rules), turn=st.turn + 1, players=who)))
        items += [
            Item(_("New game"), self.new_game, key="new", hint=_("3 to 12 players, humans and computer players")),
            Item(_("Decks"), self.decks, key="decks", hint=_("choose which pictures to play with")),
            Item(_("How to play"), self.how_to_play, key="learn",
                 hint=_("learn by playing: one guided round with computer players, about 90 s")),
            Item(_("Settings"), self.settings, key="settings",
                 hint=_("language, music and sound volumes, buttons, animation speed, fullscreen")),
            Item(_("History"), self.history, key="history", hint=_("finished games")),
            Item(_("Credits"), self.credits, key="credits"),
        ]
        if not self.app.services.get("kiosk"):
            items.append(Item(_("Quit"), self.quit, key="quit"))
        return items

    def new_game(self) -> None:
        self.app.nav.push("setup")

    def how_to_play(self) -> None:
        self.app.nav.make("how_to_play", self.app)

    def continue_game(self) -> None:
        self.app.nav.make("resume_game", self.app, self.saved)

    def settings(self) -> None:
        self.app.nav.push("settings")

    def history(self) -> None:
        self.app.nav.push("history")

    def decks(self) -> None:
        self.app.nav.push("decks")

    def credits(self) -> None:
        self.app.nav.push("credits")

    def quit(self) -> None:
        self.app.running = False

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(0), (0, 0))
        t = theme.still(self.drift)  # reduced motion: the dream cards hold still
        if self.art is not None:
            for card, x, phase, speed, direction in self.floaters:
                y = 230 + math.sin(t * speed + phase) * 50 + (phase * 30) % 100
                self.art.draw(surface, card, (x + direction * math.sin(t * 0.1 + phase) * 30, y), 230)
            veil = _veil()
            surface.blit(veil, (0, 0))
        glow = 0.5 + 0.5 * math.sin(t * 1.2)
        theme.blit_text(surface, "Oneira", (theme.W // 2, 220), 170, (255, int(220 + 20 * glow), 160), True,
                        anchor="center", shadow=True)
        theme.blit_fit(surface, _("a party game of dreamlike pictures and stories"), (theme.W // 2, 335),
                       theme.SAFE.w, theme.BODY, theme.INK, anchor="center", shadow=True)
        theme.blit_fit(surface, _("inspired by Dixit"), (theme.W // 2, 380), theme.SAFE.w, theme.SECONDARY,
                       theme.MUTED, anchor="center")
        self.menu.draw(surface)
        notices = self.app.services.get("notices", []) if self.app else []
        if notices:
            # at the top, where the toast showed it: the bottom line belongs to the focused item's hint
            theme.blit_fit(surface, tr(notices[-1]), (theme.W // 2, theme.SAFE.top + 30), theme.SAFE.w, 24, theme.GOLD,
                           anchor="center")


def _veil() -> pygame.Surface:
    return _title_veil(theme.high_contrast())


@stored("title_veil")  # kept in the picture store (a whole screen: 8 MB)
def _title_veil(contrast: bool) -> pygame.Surface:
    v = pygame.Surface((theme.W, theme.H), pygame.SRCALPHA)
    shade = (0, 0, 0) if contrast else (12, 8, 28)
    for y in range(theme.H):
        a = int(150 + 90 * max(0.0, (y - 420) / 660))
        v.fill((*shade, min(235, a)), (0, y, theme.W, 1))
    return v
