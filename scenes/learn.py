"""Learn by playing: one guided round on the real table (real engine, real screens) with computer
players, about 90 seconds. A coach says each step over the table; one button (Select, F2, or a
click on "skip") ends it at any moment. Offered from the title ("How to play") and before a
table's first game: once per machine at home (remembered in settings), every game in kiosk mode
unless the operator turns it off (`how_to_play` in operator.toml). A table of phones alone is offered
it too: whoever holds the pad or keyboard that pressed Start plays the seat "You" for the room, the
seated phones are told to watch the TV, and their own first-time hints come with the game.

The guided game is never saved, never goes to the history, and is not the table's game (it is not
`services["flow"]`): phones and the kiosk's autosave never see it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial

import pygame

from game.app import intents as I
from game.app import theme
from game.app.cards import enabled_decks, images_for
from game.app.place import Place
from game.app.widgets import Item, Menu, MenuScene
from game.deck.library import check_pool, pool_for
from game.engine.config import GameConfig
from game.engine.rulesets import PARTY, RULESETS, TEAM
from game.i18n import N_, _
from game.phones import Say
from game.table.seats import DEFAULT_NAMES, Seat
from game.table.session import Session
from game.table.step import Actor, Stage, TableStep

from .flow import Flow
from .pace import save_settings

LEARNER = 0  # the seat of the people learning (at the TV); the others are computer players
PANEL = pygame.Rect(theme.W // 2 - 780, theme.H - 14 - 190, 1560, 190)  # under the cards' numbers
SCORE_PANEL = pygame.Rect(theme.W // 2 - 780, 724, 1560, 150)  # above the track
# Reading time, for a group on a sofa a few metres from the TV: a moment to look up, then words at a
# calm pace (people read it out to each other); large text is for eyes that read slower.
READ_BASE_S = 2.0
READ_WORDS_S = 3.5
LARGE_TEXT = 1.2
NUMBERS = {Stage.DEALING: 1, Stage.TELLING: 2, Stage.SUBMITTING: 3, Stage.REVEALING: 4, Stage.VOTING: 5,
           Stage.SCORING: 6}
STEPS = len(NUMBERS)


def reading_time(title: str, body: str, text_size: str = "normal") -> float:
    """Seconds a lesson (translated) stays before the table moves on by itself."""
    words = len(title.split()) + len(body.split())
    return (READ_BASE_S + words / READ_WORDS_S) * (LARGE_TEXT if text_size == "large" else 1.0)


def wants_offer(app) -> bool:
    """Whether Start offers the guided round first: kiosk, every game unless the operator says no;
    at home, once per machine."""
    op = app.operator
    if op is not None:
        return op.how_to_play
    return not app.settings.how_to_play_offered


def offer_guided_round(app, ruleset: str, players: int, options: dict, teams: tuple,
                       launch: Callable[[], object]) -> bool:
    """Before a table's first game: ask whether to learn first. False: not offered (start now)."""
    setup = app.services.get("setup")
    people = setup is None or any(not s.is_bot for s in setup.seats)  # at the TV or on phones
    if not people or not wants_offer(app) or check_pool(enabled_decks(app), ruleset, players):
        return False  # a table of computer players alone has nobody to teach
    if app.operator is None:
        app.settings.how_to_play_offered = True  # asked once per machine, whatever the answer
        save_settings(app)
    app.stack.push(LearnOfferScene(ruleset, players, options, teams, launch))
    return True


class LearnOfferScene(MenuScene):
    """First game here? Learn by playing one round, or start the game at once."""

    name = "learn_offer"
    place = Place.SETUP

    def __init__(self, ruleset: str, players: int, options: dict, teams: tuple, launch: Callable[[], object]) -> None:
        super().__init__()
        self.args = (ruleset, players, options, teams)
        self.launch = launch
        self.menu = Menu([], pygame.Rect(theme.W // 2 - 420, 520, 840, 170), row_h=72, gap=14)

    def enter(self, app) -> None:
        super().enter(app)
        self.relabel()

    def build_items(self) -> list[Item]:
        return [Item(_("Learn by playing (about 90 s)"), self.learn, key="learn",
                     hint=_("one guided round with computer players; skip it at any moment")),
                Item(_("Start the game"), self.start, key="start")]

    def learn(self) -> None:
        ruleset, players, options, teams = self.args
        start_guided_round(self.app, ruleset, players, options, then=self.launch)
        link = self.app.services.get("phones")
        if link is not None:  # the seated phones wait in their lobby meanwhile: they are told why
            link.hub.tell_seated("learning", Say("learning"))

    def start(self) -> None:
        self.app.stack.pop()
        self.launch()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(1), (0, 0))
        theme.blit_fit(surface, _("First game at this table?"), (theme.W // 2, 300), theme.SAFE.w, theme.TITLE,
                       theme.INK, True, anchor="center", shadow=True)
        theme.blit_fit(surface, _("Play one guided round first: the table shows and says each step."),
                       (theme.W // 2, 400), theme.SAFE.w, theme.BODY, theme.MUTED, anchor="center")
        self.menu.draw(surface)


def start_guided_round(app, ruleset: str = "", players: int = 4, options: dict | None = None,
                       then: Callable[[], object] | None = None) -> Flow:
    """A guided round of `ruleset` (the table's; else the operator's default or revised) at `players`
    seats: the learners at seat 0, computer players elsewhere, a computer player tells first."""
    op = app.operator
    ruleset = ruleset or (op.default_ruleset if op is not None else "revised")
    rules = RULESETS[ruleset]
    players = min((n for n in rules.sizes if n >= players), default=rules.sizes[-1])
    seats = [Seat(_("You"), 0, 0)] + [Seat(DEFAULT_NAMES[i], i, i, "normal") for i in range(1, players)]
    teams = tuple((i, i + players // 2) for i in range(players // 2)) if rules.family == TEAM else ()
    team_names = tuple(f"{seats[a].name} & {seats[b].name}" for a, b in teams)
    decks = enabled_decks(app)
    opts = {k: v for k, v in (options or {}).items() if k in rules.options}
    config = GameConfig(ruleset, tuple(s.name for s in seats), tuple(c.id for c in pool_for(decks)), opts, teams,
                        team_names, 1)
    session = Session(config, 20261125, seats)
    session.extra["guided"] = True
    # the coach holds the computer players until its lesson is read (Coach.left); then each thinks
    # a moment, shorter with many of them, so that the round stays near 90 seconds
    settings = replace(app.settings, bot_think_s=max(1.0, min(2.0, 8.0 / (players - 1))))
    flow = Flow(app, session, images_for(app, decks), settings)
    flow.coach = Coach(flow, then)
    app.services["guided"] = flow
    app.services.pop("flow", None)  # a finished game's flow: the phones must not take it for the table's
    app.stack.clear()
    flow.start()
    return flow


class Coach:
    """Says each step of the guided round over the table; ends it after the round's scores."""

    def __init__(self, flow: Flow, then: Callable[[], object] | None) -> None:
        self.flow = flow
        self.then = then
        self.lesson: tuple[str, str] = ("", "")
        self.number = 0
        self.since = 0.0
        self.shown = 0.0  # seconds this lesson has been on the table's screen (not under a menu)
        self.needed = 0.0  # its reading time (0: read already this round, or "continue" was pressed)
        self.seen: set[tuple[str, str]] = set()
        self._clock = flow.app.time
        self.ending = False  # done or skipped: the next frame leaves the table
        self.skipped_at: Stage | None = None
        self.finished = False
        flow.session.on_step(self._step)
        self._step(flow.session.step, flow.session.step)  # the deal, shown before anyone changed the step

    @property
    def app(self):
        return self.flow.app

    def _step(self, old: TableStep, new: TableStep) -> None:
        if new.turn > 0 or new.stage is Stage.GAME_OVER:
            self.ending = True  # the round is over: the real game (or the title) comes next
            return
        lesson = lesson_for(new, self.flow.session)
        if lesson is not None and lesson != self.lesson:
            self.lesson = lesson
            self.number = NUMBERS.get(new.stage, self.number)
            self.since = self.app.time
            self.shown = 0.0
            title, body = lesson
            self.needed = 0.0 if lesson in self.seen else reading_time(_(title), _(body), self.flow.settings.text_size)
            self.seen.add(lesson)

    def left(self) -> float:
        """Reading time this lesson still asks for: the table's computer players and public screens
        wait for it (flow.held)."""
        return max(0.0, self.needed - self.shown)

    def proceed(self) -> None:
        """A "continue" press (A / Enter / X / Space): this lesson is read, the table goes on."""
        self.needed = 0.0

    def skip(self) -> None:
        self.skipped_at = self.flow.session.step.stage
        self.ending = True

    def observe(self, events: list) -> list:
        """At the start of a frame, outside any screen's own work: count the lesson's time on screen;
        leave the guided table if it is done."""
        now = self.app.time
        if self.app.at(Place.GAME):
            self.shown += now - self._clock
        self._clock = now
        if self.ending and not self.finished:
            self.finish()
        elif not self.finished and self.app.place not in (Place.GAME, Place.NOWHERE):
            self.finished = True  # left from the pause menu (to the title): nothing follows
            if self.app.services.get("guided") is self.flow:
                del self.app.services["guided"]
        return events

    def finish(self) -> None:
        self.finished = True
        app = self.app
        if app.services.get("guided") is self.flow:
            del app.services["guided"]
        app.stack.clear()
        if self.then is not None:
            self.then()
        else:
            app.nav.home()

    def panel(self) -> pygame.Rect:
        """Under the cards; at the scores, between the cards and the track, so the rabbits show."""
        return SCORE_PANEL if self.flow.session.step.stage is Stage.SCORING else PANEL

    def draw(self, surface: pygame.Surface) -> None:
        title, body = self.lesson
        if not title:
            return
        reduced = self.flow.settings.reduced_motion or theme.reduced_motion()
        fade = 1.0 if reduced else min(1.0, (self.app.time - self.since) / 0.35)
        box = self.panel().move(0, 0 if reduced else int((1 - fade) * 24))
        theme.panel(surface, box, fill=(38, 28, 70), edge=theme.GOLD, alpha=int(236 * fade), radius=28)
        skip = skip_rect(box)
        theme.panel(surface, skip, fill=theme.PANEL, edge=theme.PANEL_EDGE, alpha=230, radius=skip.h // 2)
        theme.blit_fit(surface, _("Select / F2: skip"), skip.center, skip.w - 24, 22, theme.INK, anchor="center")
        right = skip.left
        if self.left() > 0 and self.flow.session.step.actor is not Actor.PLAYER:  # the table waits for the reading
            go = pygame.Rect(skip.left - 224, skip.top, 210, skip.h)
            theme.panel(surface, go, fill=theme.PANEL, edge=theme.GOLD, alpha=230, radius=go.h // 2)
            theme.blit_fit(surface, _("A / Enter: go on"), go.center, go.w - 24, 22, theme.GOLD, anchor="center")
            right = go.left
        counter = _("How to play - step {n} of {total}").format(n=self.number, total=STEPS)
        room = right - 24 - (box.left + 32)  # for the title, and the step's number if both fit
        beside = min(360, theme.text_width(counter, 22)) + 24
        if theme.text_width(_(title), theme.BODY, True) <= room - beside:
            theme.blit_fit(surface, counter, (right - 24, skip.centery), 360, 22, theme.GOLD, anchor="midright")
            room -= beside
        theme.blit_fit(surface, _(title), (box.left + 32, skip.centery), room, theme.BODY, theme.INK, True,
                       anchor="midleft")
        wrapped(surface, _(body), pygame.Rect(box.left + 32, skip.bottom + 8, box.w - 64, box.bottom - skip.bottom - 14),
                theme.SECONDARY, theme.MUTED)


def skip_rect(box: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(box.right - 250, box.top + 12, 234, 44)


def wrapped(surface: pygame.Surface, text: str, rect: pygame.Rect, size: int, colour: tuple) -> None:
    """Text wrapped into `rect`, smaller until it fits (large text, a longer language)."""
    while size > 16 and len(theme.wrap(text, size, rect.w)) * int(theme.px(size) * 1.35) > rect.h:
        size -= 2
    theme.blit_wrapped(surface, text, rect, size, colour)


def lesson_for(step: TableStep, session: Session) -> tuple[str, str] | None:
    """What the coach says at a step of the guided round (untranslated msgids), or None: keep the last."""
    rules = session.state.rules
    party, team = rules.family == PARTY, rules.family == TEAM
    mine = step.seat == LEARNER and step.actor in (Actor.PLAYER, Actor.HANDOVER)
    if step.stage is Stage.DEALING:
        return LESSONS["deal_team" if team else "deal"]
    if step.stage is Stage.TELLING:
        return LESSONS["clue_party" if party else "clue"]
    if step.stage is Stage.SUBMITTING:
        return LESSONS[("submit_party" if party else "submit_team" if team else "submit") if mine else "submit_others"]
    if step.stage is Stage.REVEALING:
        return LESSONS["reveal"]
    if step.stage is Stage.VOTING:
        if not mine:
            return LESSONS["vote_others"]
        if party:
            return LESSONS["vote_party"]
        return LESSONS["vote_two" if rules.max_votes(session.n) > 1 else "vote"]
    if step.stage is Stage.SCORING:
        return LESSONS["score_party" if party else "score_team" if team else "score"]
    return None


LESSONS: dict[str, tuple[str, str]] = {
    "deal": (N_("Everyone gets a hand of dream pictures"),
             N_("Keep yours secret. Each round one player is the storyteller; here a computer player starts, "
                "and you play the seat called You.")),
    "deal_team": (N_("Everyone gets a hand of dream pictures - and a teammate"),
                  N_("Teammates sit facing each other and score together. Keep your cards secret, even from "
                     "your teammate.")),
    "clue": (N_("The storyteller picks a card and gives a clue"),
             N_("One of their own cards, and a clue about it: a word, a sentence, a sound. Not too obvious, "
                "not too obscure - you will see why at the scores.")),
    "clue_party": (N_("The storyteller says a clue before seeing any card"),
                   N_("In this rule set there is no right card: everyone, the storyteller too, will play a card "
                      "for the clue and try to vote with the crowd.")),
    "submit": (N_("Your turn: slip in a card"),
               N_("Pick the card of your hand that fits the clue best. It hides among the storyteller's card: "
                  "every vote it gets scores you a point.")),
    "submit_team": (N_("Your turn: slip in a card for your team"),
                    N_("On each team one player plays a card and the other votes. Pick the card of your hand that "
                       "fits the clue best: votes on it score for your team.")),
    "submit_party": (N_("Your turn: play a card for the clue"),
                     N_("Pick the card you think most players will vote for. The storyteller plays one too.")),
    "submit_others": (N_("Everyone slips in a card"),
                      N_("Each player chooses, in secret, a card of their own that fits the clue, to lure votes.")),
    "reveal": (N_("The cards are shuffled and revealed"),
               N_("Now every card lies face up in a row. Nobody knows which card is whose - except their owner.")),
    "vote": (N_("Your turn: vote for the storyteller's card"),
             N_("Which card did the storyteller have in mind? You may not vote for your own card. "
                "Votes stay secret until everyone has voted.")),
    "vote_two": (N_("Your turn: vote - twice if you like"),
                 N_("Which card is the storyteller's? With 7 or more players you may give a second vote to "
                    "another card. Never to your own.")),
    "vote_party": (N_("Your turn: vote with the crowd"),
                   N_("Vote for the card most players will pick (yours is allowed). The storyteller also marks a "
                      "trap in secret: votes on the trap score nothing.")),
    "vote_others": (N_("Everyone votes in secret"),
                    N_("Each player puts a token on the card they think is the storyteller's.")),
    "score": (N_("Scores: why the clue must be just right"),
              N_("Some but not all found the storyteller's card: the storyteller and the finders score 3. All or "
                 "none: the clue was too easy or too hard, the storyteller scores 0 and the others 2. Each vote on "
                 "your card adds 1. Rabbits hop one space per point.")),
    "score_team": (N_("Scores: why the clue must be just right"),
                   N_("Some but not all voters found the storyteller's card: the storyteller's team and the "
                      "finders' teams score 3. All or none: the others score 2. Votes on a team's card add 1. "
                      "Rabbits hop one space per point.")),
    "score_party": (N_("Scores: vote with the crowd, dodge the trap"),
                    N_("You score 1 per vote on the card you voted for - nothing if it was the trap, or if you "
                       "voted for it alone. The rabbits hop one space per point.")),
}


def catch(app, intent) -> bool:
    """Select / F2 / a click on "skip" ends the guided round (the game's own buttons go on working)."""
    flow = app.services.get("guided")
    coach = getattr(flow, "coach", None)
    if coach is None or coach.ending or app.place is not Place.GAME:
        return False
    if intent.kind == I.SELECT or intent.kind == I.CLICK and intent.pos is not None and skip_rect(coach.panel()).collidepoint(intent.pos):
        coach.skip()
        return True
    if intent.kind in (I.CONFIRM, I.HURRY):
        coach.proceed()  # and the screen takes the press as ever (hurry, next, choose)
    return False


def install(app) -> None:
    """The coach's panel over the table, its skip button, and the end of the round between frames."""

    def coach():
        flow = app.services.get("guided")
        return getattr(flow, "coach", None)

    def observe(events: list) -> list:
        found = coach()
        return found.observe(events) if found is not None else events

    def draw(surface: pygame.Surface) -> bool:
        found = coach()
        if found is not None and app.at(Place.GAME):  # not over a close-up or a menu
            found.draw(surface)
            return True
        return False  # nothing drawn (App.overlays)

    app.observers.append(observe)
    app.overlays.append(draw)
    app.catchers.append(partial(catch, app))
    app.movers.append(lambda: (found := coach()) is not None and app.time - found.since < 0.4)

    def wake() -> float | None:  # a resting screen (the dealt cards) moves on once the lesson is read
        found = coach()
        return found.left() + 0.001 if found is not None and found.left() > 0 else None

    app.wakers.append(wake)


def how_to_play(app) -> None:
    """The title's "How to play": a guided round of the default rule set, then back to the title."""
    start_guided_round(app)
