"""The Decks screen: every deck found, with a preview, its card count and skipped files; on/off."""

from __future__ import annotations

from functools import partial

import pygame

from game.app import theme
from game.app.cards import CardArt, images_for
from game.app.place import Aside
from game.app.widgets import Item, Menu, MenuScene
from game.i18n import _, ngettext, pgettext, tr

from .ourpictures import OurPictures


def bots_line(deck) -> str:
    """What computer players make of this deck's pictures (descriptions or tags in deck.toml)."""
    n, total = deck.described, len(deck.cards)
    if total and n == total:
        return _("Computer players can read every picture.")
    if n:
        return _("Computer players can read {n} of {total} pictures; add a description of the others in deck.toml "
                 "(see README).").format(n=n, total=total)
    return _("Computer players cannot read these pictures: they play legally but at random. Add a description of "
             "each picture in deck.toml (see README).")


class DecksScene(MenuScene):
    name = "decks"
    aside = Aside.MENU

    def __init__(self) -> None:
        super().__init__()
        self.time = 0.0
        self.menu = Menu([], pygame.Rect(theme.SAFE.left + 20, 200, 760, 700))
        self.art: CardArt | None = None

    def enter(self, app) -> None:
        super().enter(app)
        self.decks = app.services.get("decks", [])
        self.art = CardArt(images_for(app, self.decks))
        self.settings = app.settings
        self.menu.set_items(self.build_items())
        ours = OurPictures.of(app)
        if ours is not None:
            ours.decks_screen = True  # seated phones may add pictures while the Decks screen is up

    def exit(self) -> None:
        ours = OurPictures.of(self.app) if self.app is not None else None
        if ours is not None:
            ours.decks_screen = False

    def build_items(self) -> list[Item]:
        items = [Item(d.name, value=partial(self.state_label, d), on_confirm=partial(self.toggle, d),
                      on_left=partial(self.toggle, d), on_right=partial(self.toggle, d), key=d.id,
                      enabled=bool(d.cards)) for d in self.decks]
        items.append(Item(_("Back"), lambda: self.app.stack.pop(), key="back"))
        return items

    def state(self, deck) -> str:
        return "on" if deck.id not in self.settings.decks_off else "off"

    def state_label(self, deck) -> str:
        return pgettext("deck", "on") if self.state(deck) == "on" else pgettext("deck", "off")

    def toggle(self, deck) -> None:
        off = list(self.settings.decks_off)
        if deck.id in off:
            off.remove(deck.id)
        else:
            off.append(deck.id)
        self.settings.decks_off = off
        save = self.app.services.get("save_settings")
        if save:
            save()

    def info_lines(self, deck) -> list[str]:
        """What the panel says about a deck: its size, what bots can read, where it is from."""
        lines = [ngettext("{n} usable card", "{n} usable cards", len(deck.cards)).format(n=len(deck.cards)),
                 bots_line(deck), _("from {path}").format(path=deck.path)]
        # the built-in deck's credits are ours and translated; a custom deck's are its author's words
        return lines + [tr(deck.credits) if deck.builtin else deck.credits] if deck.credits else lines

    def focused_deck(self):
        focus = self.menu.items[self.menu.focus].key if self.menu.items else None
        return next((d for d in self.decks if d.id == focus), None)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(2), (0, 0))
        theme.blit_text(surface, _("Decks"), (theme.SAFE.left + 20, 110), theme.TITLE, theme.INK, True,
                        anchor="midleft", shadow=True)
        on = [d for d in self.decks if self.state(d) == "on" and d.cards]
        cards = sum(len(d.cards) for d in on)
        theme.blit_text(surface, ngettext("{n} card in play", "{n} cards in play", cards).format(n=cards) + " \u00b7 " +
                        ngettext("{n} deck on", "{n} decks on", len(on)).format(n=len(on)),
                        (theme.SAFE.left + 20, 160), theme.SECONDARY, theme.MUTED, anchor="midleft")
        ours = OurPictures.of(self.app)
        if ours is not None and ours.gallery.open:  # pictures from phones (scenes/ourpictures.py)
            theme.blit_fit(surface, ngettext("Phones at the table can add pictures now: {n} in Our pictures",
                                             "Phones at the table can add pictures now: {n} in Our pictures",
                                             ours.count()).format(n=ours.count()),
                           (theme.SAFE.left + 20, 990), 860, 24, theme.GOLD, anchor="midleft")
        self.menu.draw(surface)
        deck = self.focused_deck()
        if deck is None:
            return
        area = pygame.Rect(900, 200, 920, 760)
        theme.panel(surface, area, alpha=200)
        cards = deck.cards[:5]
        assert self.art is not None  # made on entering the screen
        for i, card in enumerate(cards):
            x = area.left + 110 + i * 175
            self.art.draw(surface, card.id, (x, area.top + 170), 240)
        y = area.top + 320
        for line in self.info_lines(deck):
            y = theme.blit_wrapped(surface, line, pygame.Rect(area.left + 40, y, area.w - 80, 120), 26, theme.INK)
        bottom = area.bottom - 24
        for w in deck.warnings[:3]:
            y = theme.blit_wrapped(surface, tr(w), pygame.Rect(area.left + 40, y + 6, area.w - 80, 80), 24, theme.GOLD)
        if deck.skipped:
            y += 10
            skipped = len(deck.skipped)
            theme.blit_text(surface, ngettext("{n} file skipped:", "{n} files skipped:", skipped).format(n=skipped),
                            (area.left + 40, y), 26, theme.BAD, True)
            y += 40
            row = int(24 * 1.35)
            for i, (name, reason) in enumerate(deck.skipped):
                rest = len(deck.skipped) - i
                if rest > 1 and y + 2 * row > bottom:  # keep one row to say how many more there are
                    theme.blit_fit(surface, _("\u2026 and {n} more (python main.py decks lists them all)").format(n=rest),
                                   (area.left + 60, y), area.w - 100, 24, theme.MUTED)
                    break
                y = theme.blit_wrapped(surface, _("{file}: {reason}").format(file=name, reason=tr(reason)),
                                       pygame.Rect(area.left + 60, y, area.w - 100, 80), 24, theme.MUTED)
