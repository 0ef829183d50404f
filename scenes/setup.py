"""Setting up a table: players (names, colour, pawn, human or bot, seat order), rule set and its
options, first storyteller, team pairing, decks - then Start, refused with a clear message when
the table cannot be played (too few cards, bad names).
"""

from __future__ import annotations

import math
from functools import partial

import pygame

from game.app import intents as I
from game.app import theme
from game.app.cards import enabled_decks
from game.app.place import Place
from game.app.widgets import Item, Menu, MenuScene
from game.deck.library import check_pool
from game.engine.errors import ConfigError
from game.engine.rulesets import END_ROUNDS, RULESETS, TEAM
from game.i18n import N_, Message, _, ngettext, pgettext, tr
from game.rules_text import ruleset_summary, ruleset_title
from game.table.roster import Roster
from game.table.seats import BOT_LEVELS, DEFAULT_NAMES, Seat

from .learn import offer_guided_round
from .ourpictures import MODES as OURS_MODES
from .ourpictures import OurPictures, draw_thumbnails
from .pace import next_pace, pace_name, players_may_change, save_settings, table_pace
from .rules_help import RulesScene
from .seat_editor import SeatEditorScene
from .table.players import bot_level

KINDS = ["human", *BOT_LEVELS]


def default_seats(n: int = 4) -> list[Seat]:
    return [Seat(DEFAULT_NAMES[i], i, i) for i in range(n)]


def pairings(n: int) -> list[tuple[str, tuple[tuple[int, int], ...]]]:
    """(name to show, translated with `_`; seat pairs)."""
    half = n // 2
    return [(N_("facing seats"), tuple((i, i + half) for i in range(half))),
            (N_("neighbours"), tuple((2 * i, 2 * i + 1) for i in range(half)))]


class SetupScene(MenuScene):
    name = "setup"
    place = Place.SETUP

    def __init__(self) -> None:
        super().__init__()
        self.roster = Roster(default_seats())  # the table being set up; phones join through it
        self.ruleset = "revised"
        self.options: dict = {"lone_finder": False, "mimes": False, "rounds": 1}
        self.first: int | None = None
        self.pairing = 0
        self.pace = "off"  # time limits per step (game/table/pace.py)
        self.error: str | ConfigError = ""  # an error is shown translated (its template and values)
        self.time = 0.0
        self.menu = Menu([], pygame.Rect(theme.SAFE.left + 40, 190, 1000, 790))

    @property
    def seats(self) -> list[Seat]:
        return self.roster.seats

    @seats.setter
    def seats(self, seats: list[Seat]) -> None:
        self.roster.seats = seats

    def enter(self, app) -> None:
        super().enter(app)
        app.services["setup"] = self  # the table being set up, for the phones that join it
        OurPictures.ensure(app)  # pictures from phones waiting (the Decks screen's, an earlier run's)
        remembered = app.services.get("last_setup")
        op = app.operator
        if op and not remembered:
            self.seats = default_seats(op.default_players)
            self.ruleset = op.default_ruleset
        if remembered:
            # phone seats are not remembered: their phones join the next game again
            self.seats = [Seat(s.name, s.colour, s.pawn, s.bot) for s in remembered["seats"] if not s.phone] \
                or default_seats()
            self.ruleset, self.options = remembered["ruleset"], dict(remembered["options"])
        self.pace = table_pace(app)
        self.rebuild()
        # the table's cloth, made between frames (App.idle_slices) rather than in the game's first frame
        app.idle_work.append(theme.background(0) for _ in range(1))

    def resume(self) -> None:
        self.rebuild()

    def exit(self) -> None:
        if self.app is not None and self.app.services.get("setup") is self:
            del self.app.services["setup"]

    # -- rows ------------------------------------------------------------------------------
    def legal_rulesets(self) -> list[str]:
        op = self.app.operator if self.app else None
        allowed = op.allowed_rulesets if op else list(RULESETS)
        legal = [name for name, r in RULESETS.items() if len(self.seats) in r.sizes and name in allowed]
        return legal or [name for name, r in RULESETS.items() if len(self.seats) in r.sizes and name == "odyssey"]

    def rebuild(self) -> None:
        legal = self.legal_rulesets()
        if self.ruleset not in legal:
            self.ruleset = legal[0] if legal else self.ruleset
        self.menu.set_items(self.build_items())

    def relabel(self) -> None:
        self.rebuild()

    def build_items(self) -> list[Item]:
        rules = RULESETS[self.ruleset]
        items = [
            Item(_("Players"), value=lambda: str(len(self.seats)), on_left=lambda: self.resize(-1),
                 on_right=lambda: self.resize(1), key="players", hint=_("3 to 12 players")),
            Item(_("Rule set"), value=lambda: ruleset_title(RULESETS[self.ruleset]),
                 on_left=lambda: self.cycle_rules(-1), on_right=lambda: self.cycle_rules(1), key="ruleset",
                 hint=ruleset_summary(RULESETS[self.ruleset])),
        ]
        if "lone_finder" in rules.options:
            items.append(Item(_("Lone finder scores 4"), value=lambda: self.on_off("lone_finder"),
                              on_left=lambda: self.toggle("lone_finder"), on_right=lambda: self.toggle("lone_finder"),
                              key="lone_finder", hint=_("when exactly one voter finds the card")))
        if "mimes" in rules.options:
            items.append(Item(_("Mimes and songs"), value=lambda: self.on_off("mimes"),
                              on_left=lambda: self.toggle("mimes"), on_right=lambda: self.toggle("mimes"),
                              key="mimes", hint=_("clues may be a mime, a song or a sound")))
        if rules.end == END_ROUNDS:
            items.append(Item(_("Times each player tells"), value=lambda: str(self.options["rounds"]),
                              on_left=lambda: self.rounds(-1), on_right=lambda: self.rounds(1), key="rounds"))
        if rules.family == TEAM:
            items.append(Item(_("Teams"), value=lambda: _(pairings(len(self.seats))[self.pairing][0]),
                              on_left=lambda: self.cycle_pairing(), on_right=lambda: self.cycle_pairing(),
                              key="pairing", hint=self.pairing_hint()))
        items.append(Item(_("First storyteller"), value=self.first_label, on_left=lambda: self.cycle_first(-1),
                          on_right=lambda: self.cycle_first(1), key="first"))
        if players_may_change(self.app):
            items.append(Item(_("Time limits"), value=lambda: pace_name(self.pace), on_left=lambda: self.cycle_pace(-1),
                              on_right=lambda: self.cycle_pace(1), key="pace",
                              hint=_("a calm countdown per step; when it runs out the computer plays that step")))
        if self.phones_allowed():
            items.append(Item(_("Add phones\u2026"), self.add_phones, key="phones",
                              hint=_("players scan a code and hold their hand on their own phone")))
        for i, seat in enumerate(self.seats):
            kind = _("phone") if seat.phone else _("human") if not seat.is_bot else \
                _("bot ({level})").format(level=bot_level(seat.bot))
            items.append(Item(f"{i + 1}.  {seat.name}", value=partial(str, kind), on_confirm=partial(self.edit, i),
                              key=f"seat{i}", hint=_("A / Enter / click: name, colour, pawn, human or bot, seat order")))
        items.append(Item(_("Decks\u2026"), self.open_decks, key="decks", hint=self.deck_hint()))
        ours = OurPictures.of(self.app) if self.app else None
        if ours is not None and ours.count():  # pictures from phones (scenes/ourpictures.py)
            items.append(Item(_("Our pictures"), value=self.ours_label, on_left=lambda: self.cycle_ours(-1),
                              on_right=lambda: self.cycle_ours(1), on_confirm=lambda: self.cycle_ours(1), key="ours",
                              hint=self.ours_hint()))
        items.append(Item(_("Start the game"), self.start, key="start"))
        return items

    def on_off(self, option: str) -> str:
        return pgettext("setting", "on") if self.options[option] else pgettext("setting", "off")

    def first_label(self) -> str:
        return _("random") if self.first is None or self.first >= len(self.seats) else self.seats[self.first].name

    def pairing_hint(self) -> str:
        pairs = pairings(len(self.seats))[self.pairing][1]
        return "   ".join(f"{self.seats[a].name} & {self.seats[b].name}" for a, b in pairs)

    def deck_hint(self) -> str:
        decks = enabled_decks(self.app) if self.app else []
        cards = sum(len(d.cards) for d in decks)
        hint = ngettext("{n} deck on", "{n} decks on", len(decks)).format(n=len(decks)) + _(", ") + \
            ngettext("{n} card", "{n} cards", cards).format(n=cards)
        if any(s.is_bot for s in self.seats) and any(not d.tagged for d in decks):
            hint += _(" - bots cannot read undescribed custom pictures and play at random there")
        return hint

    # -- changes ---------------------------------------------------------------------------
    def ours_label(self) -> str:
        ours = OurPictures.of(self.app)
        mode = ours.mode if ours is not None else "off"
        n = ours.count() if ours is not None else 0
        what = {"alone": _("alone"), "topped": _("with the built-in deck"), "off": _("not used")}[mode]
        return ngettext("{n} picture, {what}", "{n} pictures, {what}", n).format(n=n, what=what)

    def ours_hint(self) -> str:
        ours = OurPictures.of(self.app)
        if ours is None:
            return ""
        missing = ours.missing(self.ruleset, len(self.seats))
        if not missing:
            return _("enough for this table: they can be played alone")
        return ngettext("{n} more picture needed to play them alone; or top them up with the built-in deck",
                        "{n} more pictures needed to play them alone; or top them up with the built-in deck",
                        missing).format(n=missing)

    def cycle_ours(self, step: int) -> None:
        ours = OurPictures.of(self.app)
        if ours is not None:
            ours.mode = OURS_MODES[(OURS_MODES.index(ours.mode) + step) % len(OURS_MODES)]
            self.error = ""

    def resize(self, step: int) -> None:
        n = len(self.seats) + step
        if not 3 <= n <= 12:
            return
        op = self.app.operator if self.app else None
        if op and not any(n in RULESETS[r].sizes for r in op.allowed_rulesets):
            self.error = Message("No rule set allowed here is played by {n} players.", n=n)
            return
        if step > 0:
            used_c = {s.colour for s in self.seats}
            used_p = {s.pawn for s in self.seats}
            used_n = {s.name for s in self.seats}
            colour = next(c for c in range(12) if c not in used_c)
            pawn = next(p for p in range(12) if p not in used_p)
            name = next((x for x in DEFAULT_NAMES if x not in used_n), f"Player {n}")
            self.seats.append(Seat(name, colour, pawn, self.seats[-1].bot if self.seats[-1].is_bot else None))
        else:
            self.seats.pop()
        self.pairing = 0
        self.error = ""
        self.rebuild()

    def cycle_rules(self, step: int) -> None:
        legal = self.legal_rulesets()
        i = legal.index(self.ruleset) if self.ruleset in legal else 0
        self.ruleset = legal[(i + step) % len(legal)]
        self.error = ""
        self.rebuild()

    def toggle(self, key: str) -> None:
        self.options[key] = not self.options[key]

    def cycle_pace(self, step: int) -> None:
        self.pace = next_pace(self.pace, step)
        if self.app.operator is None:  # at home the table's choice is remembered for the next game
            self.app.settings.step_timer = self.pace
            save_settings(self.app)

    def rounds(self, step: int) -> None:
        self.options["rounds"] = max(1, min(10, self.options["rounds"] + step))

    def cycle_pairing(self) -> None:
        self.pairing = 1 - self.pairing
        self.rebuild()

    def cycle_first(self, step: int) -> None:
        choices = [None, *range(len(self.seats))]
        i = choices.index(self.first) if self.first in choices else 0
        self.first = choices[(i + step) % len(choices)]

    def edit(self, index: int) -> None:
        self.app.stack.push(SeatEditorScene(self, index))

    def phones_allowed(self) -> bool:
        op = self.app.operator if self.app else None
        return not op or op.phones is not False

    def add_phones(self) -> None:
        self.app.nav.push("phones")

    def spare_seats(self) -> list[int]:
        """Seats still as the setup made them (a default name, a person at the TV): a joining phone
        player takes one of these before the table grows."""
        return [i for i, s in enumerate(self.seats) if not s.phone and not s.is_bot and s.name in DEFAULT_NAMES]

    def open_places(self) -> int:
        return 12 - len(self.seats) + len(self.spare_seats())

    def add_phone_seat(self, name: str, colour: int, token: str | None = None, client: str | None = None) -> Seat:
        """A phone joined: a new seat with its name and colour (the hub already checked both are free
        among the seats someone chose; a placeholder seat may still use them)."""
        used_c = {s.colour for s in self.seats}
        used_p = {s.pawn for s in self.seats}
        taken = {s.name.lower() for s in self.seats}
        # The phone player takes a seat still as the setup made it (a default name, played at the
        # TV by a person): the one with the same name, else the same colour, else the first; with
        # none left, the table grows by one.
        spares = self.spare_seats()
        spare = next((i for i in spares if self.seats[i].name.casefold() == name.casefold()),
                     next((i for i in spares if self.seats[i].colour == colour), spares[0] if spares else None))
        if spare is not None:
            old = self.seats[spare]
            used_c.discard(old.colour)
            used_p.discard(old.pawn)
            taken.discard(old.name.lower())
        if colour in used_c:
            holder = next(i for i, s in enumerate(self.seats) if s.colour == colour and i != spare)
            free = next(c for c in range(12) if c not in used_c | {colour})
            if holder in spares:  # a placeholder gives the colour the player chose on the phone
                self.seats[holder].colour = free
            else:
                colour = free
        base, n = name, 2
        while name.lower() in taken:
            name, n = f"{base[:12]} {n}", n + 1
        seat = Seat(name, colour, old.pawn if spare is not None else next(p for p in range(12) if p not in used_p),
                    None, True, token, client)
        self.roster.join(seat, spare)
        self.pairing = 0
        self.rebuild()
        return seat

    def open_decks(self) -> None:
        self.app.nav.push("decks")

    def start(self) -> None:
        decks = enabled_decks(self.app)
        ours = OurPictures.of(self.app)
        if ours is not None and ours.count() and ours.mode == "alone" and ours.missing(self.ruleset, len(self.seats)):
            self.error = Message("Our pictures are {have}; this table needs {needed}. Top them up with the built-in "
                                 "deck on the 'Our pictures' row, or add {missing} more from the phones.",
                                 have=ours.count(), needed=ours.count() + ours.missing(self.ruleset, len(self.seats)),
                                 missing=ours.missing(self.ruleset, len(self.seats)))
            return
        if ours is not None:
            decks = ours.decks_for(decks, self.ruleset, len(self.seats))
        problem = check_pool(decks, self.ruleset, len(self.seats))
        if problem:
            self.error = problem
            return
        names = [s.name.strip() for s in self.seats]
        if len(set(n.lower() for n in names)) != len(names) or not all(names):
            self.error = Message("Every player needs a different name: open a seat to rename it.")
            return
        rules = RULESETS[self.ruleset]
        options = {k: v for k, v in self.options.items() if k in rules.options}
        teams = pairings(len(self.seats))[self.pairing][1] if rules.family == TEAM else ()
        team_names = tuple(f"{self.seats[a].name} & {self.seats[b].name}" for a, b in teams)
        self.app.services["last_setup"] = {"seats": [Seat(s.name, s.colour, s.pawn, s.bot, s.phone)
                                                     for s in self.seats],
                                           "ruleset": self.ruleset, "options": dict(self.options)}
        launch = partial(self.app.nav.make, "start_game", self.app, self.seats, self.ruleset, options, decks,
                         self.first, teams, team_names, pace=self.pace)
        if offer_guided_round(self.app, self.ruleset, len(self.seats), options, teams, launch):
            return
        try:
            launch()
        except ConfigError as e:
            self.error = e  # shown translated (its template and values)

    # -- frame -----------------------------------------------------------------------------
    def handle(self, intent) -> None:
        if intent.kind == I.MENU:
            self.app.stack.push(RulesScene(self.ruleset, self.options))
            return
        super().handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(1), (0, 0))
        theme.blit_text(surface, _("New game"), (theme.SAFE.left + 40, 110), theme.TITLE, theme.INK, True,
                        anchor="midleft", shadow=True)
        self.menu.draw(surface)
        # the table, as it will sit: pawns round an oval, storyteller marked
        cx, cy = 1500, 440
        pygame.draw.ellipse(surface, (40, 30, 74), pygame.Rect(cx - 260, cy - 180, 520, 360))
        pygame.draw.ellipse(surface, theme.PANEL_EDGE, pygame.Rect(cx - 260, cy - 180, 520, 360), 3)
        theme.blit_fit(surface, ruleset_title(RULESETS[self.ruleset]), (cx, cy), 460, theme.SECONDARY, theme.MUTED,
                       anchor="center")
        n = len(self.seats)
        for i, seat in enumerate(self.seats):
            a = -math.pi / 2 + 2 * math.pi * i / n
            x, y = cx + math.cos(a) * 290, cy + math.sin(a) * 230
            surface.blit(theme.pawn(seat.colour, seat.pawn, 64, seat.letter), (x - 32, y - 40))
            label = _("{name} (bot)").format(name=seat.name) if seat.is_bot else \
                _("{name} (phone)").format(name=seat.name) if seat.phone else seat.name
            theme.blit_fit(surface, label, (x, y + 38), 250, 24, theme.INK, anchor="center")
        info = pygame.Rect(1180, 800, 640, 180)
        ours = OurPictures.of(self.app)
        if ours is not None and ours.count():  # the growing deck from the phones, with who added each
            draw_thumbnails(surface, self.app, ours, pygame.Rect(1140, 740, 700, 240))
        else:
            theme.blit_wrapped(surface, ruleset_summary(RULESETS[self.ruleset]), info, 26, theme.MUTED)
            theme.blit_fit(surface, _("Start / F1: rules of this rule set"), (1180, 760), theme.SAFE.right - 1180, 24,
                           theme.DIM)
        if self.error:
            box = pygame.Rect(theme.SAFE.left, 990, theme.SAFE.w, 60)
            theme.panel(surface, box, fill=(90, 30, 40), edge=theme.BAD, alpha=240, radius=20)
            theme.blit_fit(surface, tr(self.error), box.center, box.w - 40, 26, theme.INK, True, anchor="center")
