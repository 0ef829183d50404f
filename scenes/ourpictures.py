"""The TV's side of "Our pictures": the pictures phones add (game/phones/uploads.py) as a deck.

`OurPictures` (one per app, `ensure`d by setup, the Decks screen, a game starting or resuming and
the phone link, unless the operator switched uploads off) follows the gallery each frame: it opens
it to phones while the table is being set up or the Decks screen takes pictures (never during a
game), reads it again as a deck whenever a phone changes it (so the TV shows thumbnails and the
game can deal it), and at the end of a game that dealt it (by card id: a resumed game too) asks the
table to keep it as a named deck in the decks folder or to forget it (in kiosk mode it is forgotten
unless the operator keeps it). It outlives phone servers: a server lends it its hub while it runs.
"""

from __future__ import annotations

import datetime

import pygame

from game.app import intents as I
from game.app import theme
from game.app.cards import CardArt, enabled_decks, images_for
from game.app.place import Place
from game.app.textentry import OnScreenKeyboard, TextField
from game.app.widgets import Item, Menu, MenuScene
from game.deck.images import reencode
from game.deck.library import Deck, check_pool, load_deck
from game.engine.rulesets import RULESETS
from game.i18n import N_, Message, _, ngettext, tr
from game.paths import user_decks_dir
from game.phones import CardFile, PhoneHub
from game.phones.uploads import Gallery

SERVICE = "ourpictures"  # app.services key
OURS = "ours"  # the deck id of the table's pictures while they wait (a kept deck gets its own)
MODES = ("alone", "topped", "off")  # play them alone, topped up with the built-in decks, or not at all


class OurPictures:
    """One per app (`ensure`), whether phones are on or not: the pictures wait in the data folder
    between screens, between runs and between phone servers; a phone link lends it its hub."""

    def __init__(self, app, hub: PhoneHub | None = None, gallery: Gallery | None = None) -> None:
        self.app = app
        self.hub: PhoneHub | None = None
        self.gallery = gallery if gallery is not None else Gallery(decode=reencode)
        self.deck: Deck | None = None
        self.seen = -1
        self.mode = "alone"  # setup's choice (see decks_for); topped up when too few for the table
        self.asked: object = None  # the flow whose end was asked about
        self.decks_screen = False  # the Decks screen takes pictures (its own phones, or the table's in setup)
        self.forget_after: object = None  # kiosk: the finished game whose pictures go when the table leaves it
        # pictures found from an earlier run (a crash, a window closed at the question, a saved game
        # left for a new one): kept for a resumed game and offered to the next table at home; a
        # café's next table never sees them (forgotten when a new table is set up)
        self.leftover = len(self.gallery) > 0
        old = app.services.get(SERVICE)
        if isinstance(old, OurPictures) and old is not self:
            old.close()
        app.services[SERVICE] = self
        app.observers.append(self.observe)
        if hub is not None:
            self.attach(hub)
        self.refresh()

    @staticmethod
    def of(app) -> OurPictures | None:
        found = app.services.get(SERVICE)
        return found if isinstance(found, OurPictures) else None

    @classmethod
    def ensure(cls, app) -> OurPictures | None:
        """The app's pictures from phones, made (reading what waits in the data folder) when first
        needed; None when the operator switched uploads off."""
        found = cls.of(app)
        if found is not None:
            return found
        op = app.operator
        if op is not None and op.uploads == "off":
            return None
        return cls(app)

    def attach(self, hub: PhoneHub) -> None:
        """A phone server starts: its phones add to this gallery, and it serves our pictures to them."""
        self.hub = hub
        hub.gallery = self.gallery
        if self.deck is not None:
            hub.cards.add_cards({c.id: CardFile(c.path, self.deck.fit, private=True) for c in self.deck.cards})

    def detach(self, hub: PhoneHub) -> None:
        if self.hub is hub:
            hub.gallery = None
            self.hub = None

    def close(self) -> None:
        """Replaced by another (tests, the screenshot tour's own folder): stop following the app."""
        if self.observe in self.app.observers:
            self.app.observers.remove(self.observe)
        if self.hub is not None:
            self.detach(self.hub)

    # -- every frame (an app observer) -----------------------------------------------------------
    def observe(self, events: list) -> list:
        flow = self.app.services.get("flow")
        at_game = self.app.place is Place.GAME or self.app.place is Place.NOWHERE
        self.tick(flow if flow is not None and at_game else None)
        return events

    def tick(self, flow) -> None:
        if self.leftover and flow is None and self.app.services.get("setup") is not None:
            self.leftover = False
            if self.app.services.get("kiosk") is not None and self.count():
                self.forget()
        self.gallery.open = flow is None and (self.app.services.get("setup") is not None or self.decks_screen)
        if self.gallery.version != self.seen:
            self.refresh()
            setup = self.app.services.get("setup")
            if setup is not None:
                setup.rebuild()  # the "Our pictures" row appears with the first picture
            self.app.touch()
        if flow is not None and flow.finished and self.asked is not flow and self.dealt(flow):
            self.asked = flow
            if self.app.services.get("kiosk") is not None:
                self.forget_after = flow  # a café's: forgotten as the table leaves this game's end
            else:
                self.app.stack.push(KeepPicturesScene(self))
        if self.forget_after is not None and flow is not self.forget_after:
            self.forget_after = None
            if self.deck is not None:  # the operator did not keep them (operator menu)
                self.forget()

    def table_left(self) -> None:
        """The table was left for the title (the phone server stops with it, issue 27): uploads
        close, and a café's pictures the operator did not keep are forgotten now."""
        self.gallery.open = False
        if self.forget_after is not None:
            self.forget_after = None
            if self.deck is not None:
                self.forget()

    def refresh(self) -> None:
        """Read the gallery's folder again as a deck and tell the card pictures and the phones."""
        self.seen = self.gallery.version
        pictures = self.gallery.pictures()
        if not pictures:
            self.deck = None
            return
        deck = load_deck(self.gallery.folder, OURS)
        deck.name = _("Our pictures")
        order = {p.file: i for i, p in enumerate(pictures)}
        deck.cards.sort(key=lambda c: order.get(c.path.name, len(order)))
        self.deck = deck
        images_for(self.app).add_deck(deck)
        if self.hub is not None:
            self.hub.cards.add_cards({c.id: CardFile(c.path, deck.fit, private=True) for c in deck.cards})

    def dealt(self, flow) -> bool:
        """Whether the game deals any of our pictures (by card id: a game resumed after a restart
        knows its cards, not the decks they came from)."""
        deck = self.deck
        if deck is None:
            return False
        ids = set(flow.session.config.card_ids)
        return any(c.id in ids for c in deck.cards)

    def for_resumed(self, session) -> list[Deck]:
        """Our deck, when a saved game being resumed deals its pictures (they are drawn and asked about)."""
        return [self.deck] if self.deck is not None and any(
            c.id in set(session.config.card_ids) for c in self.deck.cards) else []

    # -- setup -------------------------------------------------------------------------------------
    def count(self) -> int:
        return len(self.deck.cards) if self.deck is not None else 0

    def missing(self, ruleset: str, players: int) -> int:
        return max(0, RULESETS[ruleset].cards_needed(players) - self.count())

    def decks_for(self, decks: list[Deck], ruleset: str, players: int) -> list[Deck]:
        """The decks a game deals: ours alone when there are enough (or when asked to), ours topped
        up with the built-in decks switched on, or the decks switched on as before."""
        if self.deck is None or self.mode == "off":
            return decks
        if self.mode == "alone":
            return [self.deck]
        return [self.deck] + [d for d in decks if d.builtin]

    def by_of(self) -> dict[str, str]:
        """Card id -> the name of the player whose phone added it."""
        names = {p.file: p.by for p in self.gallery.pictures()}
        return {c.id: names.get(c.path.name, "") for c in (self.deck.cards if self.deck is not None else [])}

    # -- the end ------------------------------------------------------------------------------------
    def keep(self, name: str) -> Deck:
        folder = self.gallery.keep(user_decks_dir(), name)
        self.deck = None
        deck = load_deck(folder)
        decks = self.app.services.setdefault("decks", [])
        taken = {d.id for d in decks}
        base, n = deck.id, 2
        while deck.id in taken:
            deck.id, n = f"{base}-{n}", n + 1
        deck = load_deck(folder, deck.id)
        decks.append(deck)
        self._replace_in_game(deck)
        images_for(self.app).add_deck(deck)
        if self.hub is not None:
            self.hub.cards.add_cards({c.id: CardFile(c.path, deck.fit, private=True) for c in deck.cards})
        self.seen = self.gallery.version
        return deck

    def forget(self) -> None:
        self.leftover = False
        self.gallery.forget()
        self.deck = None
        self.seen = self.gallery.version
        self._replace_in_game(None)

    def _replace_in_game(self, deck: Deck | None) -> None:
        """'Play again' deals the last game's decks: the kept deck instead of ours, or, once they are
        forgotten, the decks switched on when what is left cannot supply the table."""
        flow = self.app.services.get("flow")
        decks = getattr(flow, "decks", None)
        if flow is None or decks is None or not any(d.id == OURS for d in decks):
            return
        left: list[Deck] = [d for d in decks if d.id != OURS] + ([deck] if deck is not None else [])
        session = flow.session
        if check_pool(left, session.config.ruleset, len(session.seats)) is not None:
            left = enabled_decks(self.app)
        flow.decks = left


def draw_thumbnails(surface: pygame.Surface, app, ours: OurPictures, area: pygame.Rect) -> None:
    """The growing deck: a row of small cards, each with who added it, and how many in all."""
    deck = ours.deck
    if deck is None:
        return
    theme.panel(surface, area, alpha=200)
    n = len(deck.cards)
    theme.blit_fit(surface, ngettext("Our pictures: {n} from phones", "Our pictures: {n} from phones", n).format(n=n),
                   (area.left + 24, area.top + 26), area.w - 48, 26, theme.GOLD, True, anchor="midleft")
    art = CardArt(images_for(app))
    height = area.h - 96
    width = CardArt.width(height)
    fits = max(1, (area.w - 24) // (width + 14))
    by = ours.by_of()
    shown = deck.cards[-fits:] if n > fits else deck.cards
    for i, card in enumerate(shown):
        cx = area.left + 24 + width // 2 + i * (width + 14)
        art.draw(surface, card.id, (cx, area.top + 52 + height // 2), height)
        theme.blit_fit(surface, by.get(card.id, ""), (cx, area.bottom - 22), width + 10, 20, theme.MUTED,
                       anchor="center")


class KeepPicturesScene(MenuScene):
    """After a game with our pictures: keep them as a named deck (today's date unless the table types
    another name) or forget them."""

    name = "keep_pictures"
    can_go_back = False
    transparent = True  # the game's end stays visible behind

    @property
    def typing(self) -> bool:
        return True  # the deck's name takes the keyboard (Space types)

    def __init__(self, ours: OurPictures, later: bool = False) -> None:
        """`later`: asked from the Decks screen, where the table may also leave them waiting (B, or
        "Not now") as "Our pictures" for the next game set up."""
        super().__init__()
        self.ours = ours
        self.later = later
        self.can_go_back = later
        self.field = TextField(_("Our pictures, {date}").format(date=datetime.date.today().isoformat()), 60,
                               N_("name of the deck"))
        self.osk: OnScreenKeyboard | None = None
        self.kept: Deck | None = None
        self.error: Message | None = None
        self.menu = Menu(self.build_items(), pygame.Rect(theme.W // 2 - 480, 620, 960, 340 if later else 280))

    @property
    def deck_name(self) -> str:
        return " ".join(self.field.value.split()) or _("Our pictures")

    def build_items(self) -> list[Item]:
        return [Item(_("Keep them as"), self.keep, value=lambda: self.deck_name, key="keep",
                     hint=_("a deck in your decks folder, on the Decks screen like any other; type to rename it")),
                Item(_("Forget them"), self.forget, key="forget", hint=_("the pictures are deleted from this computer")),
                Item(_("Rename\u2026"), self.rename, key="rename", hint=_("the on-screen keyboard, for a pad"))] + \
            ([Item(_("Not now"), lambda: self.app.stack.pop(), key="later",
                   hint=_("they wait as 'Our pictures' for the next game set up"))] if self.later else [])

    def rename(self) -> None:
        self.osk = OnScreenKeyboard(self.field, (theme.W // 2 - OnScreenKeyboard.width() // 2, 505))

    def keep(self) -> None:
        try:
            self.kept = self.ours.keep(self.deck_name)
        except OSError as e:  # a full disk, a decks folder that cannot be written: nothing is lost
            self.error = Message("The pictures could not be kept ({error}); they are still here.",
                                 error=e.strerror or e)
            return
        self.app.stack.pop()

    def forget(self) -> None:
        self.ours.forget()
        self.app.stack.pop()

    def handle(self, intent) -> None:
        if self.field.handle(intent):
            return
        if self.osk is not None:
            if intent.kind == I.BACK or (intent.kind == I.CONFIRM and intent.device == "keyboard"):
                self.osk = None
                return
            self.osk.handle(intent)
            if self.osk.done:
                self.osk = None
            return
        super().handle(intent)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.osk is not None:
            self.osk.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.veil(225), (0, 0))
        n = self.ours.count()
        theme.blit_fit(surface, ngettext("Keep the {n} picture from your phones?", "Keep the {n} pictures from your phones?",
                                         n).format(n=n), (theme.W // 2, 330), theme.SAFE.w, theme.TITLE, theme.INK, True,
                       anchor="center", shadow=True)
        if self.osk is not None:
            w = OnScreenKeyboard.width()
            self.field.draw(surface, pygame.Rect(theme.W // 2 - w // 2, 385, w, 88), self.time)
            self.osk.draw(surface)
            return
        if self.ours.deck is not None:
            width = max(480, min(1240, 48 + n * (CardArt.width(190 - 96) + 14)))
            draw_thumbnails(surface, self.app, self.ours, pygame.Rect(theme.W // 2 - width // 2, 400, width, 190))
        self.menu.draw(surface)  # with the focused row's hint
        if self.error is not None:
            theme.blit_fit(surface, tr(self.error), (theme.W // 2, 940), theme.SAFE.w, 26, theme.BAD, True,
                           anchor="center")
