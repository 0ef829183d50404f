"""The Decks screen: every deck found, with a preview, its card count and skipped files; on/off.

Reached from the title (no table), it may also take pictures from phones: "Add pictures from
phones" starts the phone server for that alone (room code and QR code on the TV; phones join as
uploaders, without a seat, docs/phones.md `upload`), shows the growing deck with who added each,
and stops the server when the screen is left (or on "Stop taking pictures"): every token it gave
then opens nothing, and the pictures wait as "Our pictures" for the next game set up, unless kept
here as a named deck ("Our pictures" row) or forgotten."""

from __future__ import annotations

from functools import partial

import pygame

from game.app import theme
from game.app.cards import CardArt, images_for
from game.app.place import Aside, Place
from game.app.qr import qr_surface
from game.app.widgets import Item, Menu, MenuScene
from game.i18n import _, ngettext, pgettext, tr
from game.phones import qr_matrix

from .ourpictures import KeepPicturesScene, OurPictures, draw_thumbnails
from .phonelink import PhoneLink


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
        self.room: PhoneLink | None = None  # the phone server this screen started to take pictures
        self.qr: pygame.Surface | None = None
        self._qr_for = ""

    def enter(self, app) -> None:
        super().enter(app)
        self.decks = app.services.get("decks", [])
        self.art = CardArt(images_for(app, self.decks))
        self.settings = app.settings
        # from the title only: at a table being set up, its seated phones add pictures already
        self.no_table = app.place is Place.TITLE
        ours = OurPictures.ensure(app)
        if ours is not None and not self.no_table:
            ours.decks_screen = True  # seated phones may add pictures while the Decks screen is up
        self.menu.set_items(self.build_items())

    def resume(self) -> None:
        self.menu.set_items(self.build_items())  # a deck kept from our pictures appears at once

    def exit(self) -> None:
        self.stop_pictures()
        ours = OurPictures.of(self.app) if self.app is not None else None
        if ours is not None:
            ours.decks_screen = False

    def can_take_pictures(self) -> bool:
        """Phones may bring pictures here: outside a table, uploads on, not a café's public screen."""
        app = self.app
        return self.no_table and OurPictures.of(app) is not None and app.services.get("kiosk") is None \
            and (app.operator is None or app.operator.phones is not False)

    def build_items(self) -> list[Item]:
        items = [Item(d.name, value=partial(self.state_label, d), on_confirm=partial(self.toggle, d),
                      on_left=partial(self.toggle, d), on_right=partial(self.toggle, d), key=d.id,
                      enabled=bool(d.cards)) for d in self.decks]
        ours = OurPictures.of(self.app)
        if ours is not None and ours.count():
            items.append(Item(_("Our pictures"), self.ask_keep, key="ours",
                              value=lambda: ngettext("{n} waiting", "{n} waiting", ours.count()).format(n=ours.count()),
                              hint=_("from phones, for the next game set up; keep them as a named deck, or forget them")))
        if self.can_take_pictures():
            if self.room is None:
                items.append(Item(_("Add pictures from phones"), self.take_pictures, key="add_pictures",
                                  hint=_("phones join with the room code and send their photos to the TV")))
            else:
                items.append(Item(_("Stop taking pictures"), self.stop_pictures, key="add_pictures",
                                  hint=_("the phones are let go; their pictures wait as 'Our pictures'")))
        items.append(Item(_("Back"), lambda: self.app.stack.pop(), key="back"))
        return items

    # -- pictures from phones, with no table ---------------------------------------------------------
    def take_pictures(self) -> None:
        link = PhoneLink.ensure(self.app)  # why it could not start is a notice on screen
        if link is None:
            return
        self.room = link
        link.take_pictures()
        self._rebuild("add_pictures")

    def stop_pictures(self) -> None:
        """Stop the server this screen started: its phones are forgotten, their tokens open nothing."""
        link, self.room = self.room, None
        if link is None:
            return
        link.stop()
        ours = OurPictures.of(self.app)
        if ours is not None:
            ours.decks_screen = False  # nobody adds to them now, whatever server starts next
        if self.app is not None and self.app.stack.top is self:
            self._rebuild("add_pictures")

    def ask_keep(self) -> None:
        ours = OurPictures.of(self.app)
        if ours is not None and ours.count():
            self.stop_pictures()  # the deck is settled with no phone adding to it meanwhile
            self.app.stack.push(KeepPicturesScene(ours, later=True))

    def _rebuild(self, focus: str) -> None:
        self.menu.set_items(self.build_items())
        self.menu.focus = next((i for i, it in enumerate(self.menu.items) if it.key == focus), self.menu.focus)

    def update(self, dt: float) -> None:
        super().update(dt)
        ours = OurPictures.of(self.app)
        has_row = any(it.key == "ours" for it in self.menu.items)
        if ours is not None and bool(ours.count()) != has_row:
            focus = self.menu.items[self.menu.focus].key if self.menu.items else "back"
            self._rebuild(focus)  # the "Our pictures" row comes with the first picture

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
        if ours is not None and ours.gallery.open and self.room is None:  # the table's phones (setup)
            theme.blit_fit(surface, ngettext("Phones at the table can add pictures now: {n} in Our pictures",
                                             "Phones at the table can add pictures now: {n} in Our pictures",
                                             ours.count()).format(n=ours.count()),
                           (theme.SAFE.left + 20, 990), 860, 24, theme.GOLD, anchor="midleft")
        self.menu.draw(surface)
        focus = self.menu.items[self.menu.focus].key if self.menu.items else ""
        if ours is not None and (self.room is not None or focus == "ours"):
            self.draw_pictures(surface, ours)
            return
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

    def _code(self, url: str) -> pygame.Surface:
        if self.qr is None or url != self._qr_for:
            self.qr, self._qr_for = qr_surface(qr_matrix(url), 300), url
        return self.qr

    def draw_pictures(self, surface: pygame.Surface, ours: OurPictures) -> None:
        """Taking pictures: how phones join (QR code, address, room code) and the growing deck with who
        added each; else the pictures waiting as "Our pictures"."""
        area = pygame.Rect(900, 200, 920, 760)
        thumbs = pygame.Rect(area.left, area.bottom - 300, area.w, 300)
        link = self.room
        if link is not None and link.hub.running:
            hub = link.hub
            theme.panel(surface, pygame.Rect(area.left, area.top, area.w, 430), alpha=200)
            code = self._code(hub.url)
            frame = code.get_rect(topleft=(area.left + 40, area.top + 40)).inflate(24, 24)
            theme.panel(surface, frame, fill=(255, 255, 255), edge=theme.GOLD, alpha=255, radius=18)
            surface.blit(code, code.get_rect(center=frame.center))
            x, room = frame.right + 40, area.right - frame.right - 70
            theme.blit_fit(surface, _("Scan the code, or open"), (x, area.top + 40), room, 28, theme.INK, True)
            theme.blit_fit(surface, hub.plain_url, (x, area.top + 84), room, 34, theme.GOLD, True)
            theme.blit_fit(surface, _("Room code"), (x, area.top + 160), room, 28, theme.INK, True)
            theme.blit_text(surface, " ".join(hub.room), (x, area.top + 200), theme.TITLE, theme.GOLD, True, shadow=True)
            names = hub.uploaders()
            line = _("Adding pictures: {names}").format(names=_(", ").join(names)) if names else \
                _("No phone has joined yet: the pictures appear here as they arrive.")
            theme.blit_wrapped(surface, line, pygame.Rect(area.left + 40, area.top + 372, area.w - 80, 50), 24,
                               theme.MUTED)
        if ours.deck is not None:
            draw_thumbnails(surface, self.app, ours, thumbs)
        elif link is not None:
            theme.panel(surface, thumbs, alpha=160)
            theme.blit_wrapped(surface, _("Each phone chooses its photos with 'Add pictures'; they become 'Our "
                                          "pictures' for the next game set up."), thumbs.inflate(-80, -120), 26,
                               theme.MUTED, centre=True)
