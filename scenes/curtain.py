"""The hand-off curtain: names the next player, draws nothing private, waits for them."""

from __future__ import annotations

import math

import pygame

from game.app import intents as I
from game.app import theme
from game.i18n import N_, _
from game.pictures import stored

from .table.screen import GameScene

# What the player is about to do, as "{name}: time to ..." ends (shown translated).
STEP_WORDS = {"TellScene": N_("{name}: time to choose a card and tell the story"),
              "PartyClueScene": N_("{name}: time to give the clue"),
              "SubmitScene": N_("{name}: time to play a card for the clue"), "VoteScene": N_("{name}: time to vote")}
TEAM_STEP_WORDS = {"SubmitScene": N_("{name}: time to play a card for the clue for {team}"),
                   "VoteScene": N_("{name}: time to vote for {team}")}


@stored("glow")  # kept in the picture store
def _glow(colour: tuple[int, int, int]) -> pygame.Surface:
    """The player's colour glowing behind their name (drawn once per colour)."""
    glow = pygame.Surface((900, 420), pygame.SRCALPHA)
    for r in range(200, 0, -20):
        pygame.draw.ellipse(glow, (*colour, 10), glow.get_rect().inflate(-2 * (200 - r), -(200 - r)))
    return glow


class CurtainScene(GameScene):
    name = "curtain"

    def __init__(self, flow, seat: int, private_scene) -> None:
        super().__init__(flow)
        self.seat = seat
        self.private_scene = private_scene
        self.button = pygame.Rect(theme.W // 2 - 260, 700, 520, 88)
        # Team rule sets: a team chooses out loud which member plays; offer both.
        st = self.session.state
        mate = st.teammate(seat)
        self.choices = [seat]
        if type(private_scene).__name__ == "SubmitScene" and mate is not None and mate in st.pending \
                and not self.session.seats[mate].is_bot:
            self.choices = [seat, mate]
        self.focus = 0

    def _choice_rects(self) -> list[pygame.Rect]:
        if len(self.choices) == 1:
            return [self.button]
        return [pygame.Rect(theme.W // 2 - 540, 700, 520, 88), pygame.Rect(theme.W // 2 + 20, 700, 520, 88)]

    def _go(self, index: int) -> None:
        chosen = self.choices[index]
        scene = self.private_scene
        if chosen != scene.seat:
            scene = type(scene)(self.flow, chosen)
        self.flow.open_private(scene)

    def handle(self, intent) -> None:
        k = intent.kind
        if k == I.CONFIRM:
            self._go(self.focus)
        elif k in (I.LEFT, I.RIGHT) and len(self.choices) > 1:
            self.focus = 1 - self.focus
        elif k in (I.CLICK, I.POINTER_MOVE) and intent.pos:
            for i, r in enumerate(self._choice_rects()):
                if r.collidepoint(intent.pos):
                    self.focus = i
                    if k == I.CLICK:
                        self._go(i)
        else:
            super().handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(1), (0, 0))
        seat = self.session.seats[self.seat]
        colour = theme.player_colour(seat.colour)
        # a soft curtain: dark drapes with the player's colour glowing behind the name
        for i in range(12):
            x = i * 160
            shade = 26 + int(10 * math.sin(i * 1.7 + theme.still(self.time)))
            pygame.draw.rect(surface, (shade, 14, 40), (x, 0, 150, theme.H), border_radius=60)
        glow = _glow(colour)
        surface.blit(glow, glow.get_rect(center=(theme.W // 2, 430)))
        surface.blit(theme.pawn(seat.colour, seat.pawn, 120, seat.letter), (theme.W // 2 - 60, 230))
        if len(self.choices) == 1:
            who = _("Pass to {name}").format(name=seat.name)
        else:
            a, b = (self.session.seats[c].name for c in self.choices)
            who = _("Pass to {name} or {other}").format(name=a, other=b)
        theme.blit_fit(surface, who, (theme.W // 2, 430), theme.SAFE.w, theme.HUGE if len(who) < 28 else theme.TITLE,
                       theme.INK, True, anchor="center", shadow=True)
        theme.blit_fit(surface, _("everyone else, look away"), (theme.W // 2, 520), theme.SAFE.w, theme.TITLE - 8,
                       theme.MUTED, anchor="center", shadow=True)
        step = type(self.private_scene).__name__
        lead = seat.name if len(self.choices) == 1 else _("Your team chose who plays")
        st = self.session.state
        if st.rules.family == "team" and st.teammate(self.seat) is not None and step in TEAM_STEP_WORDS:
            team = st.scorer_names()[st.scorer_of(self.seat)]
            what = _(TEAM_STEP_WORDS[step]).format(name=lead, team=team)
        else:
            what = _(STEP_WORDS.get(step, N_("{name}: time to play"))).format(name=lead)
        theme.blit_fit(surface, what, (theme.W // 2, 600), theme.SAFE.w, theme.BODY, theme.INK, anchor="center")
        for i, rect in enumerate(self._choice_rects()):
            if len(self.choices) == 1:
                label = _("I'm ready")
            else:
                label = _("{name} plays").format(name=self.session.seats[self.choices[i]].name)
            theme.panel(surface, rect, fill=(70, 56, 120), alpha=240, radius=44)
            theme.blit_fit(surface, label, rect.center, rect.w - 40, theme.BODY + 4, theme.INK, True, anchor="center")
            if i == self.focus:
                theme.focus_ring(surface, rect, self.time, 44)
        theme.blit_text(surface, _("A / Enter / click"), (theme.W // 2, 820), theme.SECONDARY, theme.DIM,
                        anchor="center")
