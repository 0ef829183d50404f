"""The TV's side of the table's door: "Léa wants to join (blue)", A welcomes, B refuses.

Drawn above every screen (an app overlay) while a phone waits for the TV's welcome (the requests
live in game/table/welcome.py, held by the phone link: this module only shows the first one and
passes the answer on). A or B on a pad, or Enter / Escape on the keyboard, answer it; those
presses are taken before the screen below sees them, so answering never plays a card. While
someone types (a clue), the keyboard is left alone: a pad still answers.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.app import theme
from game.i18n import _
from game.phones.words import PALETTE

YES_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
NO_KEYS = (pygame.K_ESCAPE, pygame.K_BACKSPACE)
PAD_YES, PAD_NO = pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_B
JOY_YES, JOY_NO = 0, 1  # unmapped pads: the south and east face buttons (game/app/input.py)


def request_line(name: str, colour: int, seat: int | None, seat_name: str = "") -> str:
    """What the TV says about one request, in the TV's language."""
    colour_name = _(PALETTE[colour][1]) if 0 <= colour < len(PALETTE) else ""
    if seat is None:
        return _("{name} wants to join ({colour})").format(name=name, colour=colour_name)
    return _("A phone wants to take over {name}'s seat ({colour})").format(name=seat_name or name, colour=colour_name)


class WelcomeBanner:
    """The overlay and the key/pad watcher for the phone link's door."""

    def __init__(self, app: Any, link: Any) -> None:
        self.app, self.link = app, link
        app.observers.insert(0, self.observe)  # before the kiosk's and the link's own observers
        app.overlays.append(self.draw)

    def detach(self) -> None:
        if self.observe in self.app.observers:
            self.app.observers.remove(self.observe)
        if self.draw in self.app.overlays:
            self.app.overlays.remove(self.draw)

    # -- answers -----------------------------------------------------------------------------------
    def observe(self, events: list) -> list:
        if self.link.door.first() is None:
            return events
        typing = bool(getattr(self.app.input, "typing", False))
        joysticks = getattr(self.app.input, "joysticks", None)
        kept = []
        for e in events:
            answer = None
            if e.type == pygame.KEYDOWN and not typing and not e.mod & pygame.KMOD_ALT:
                answer = True if e.key in YES_KEYS else False if e.key in NO_KEYS else None
            elif e.type == pygame.CONTROLLERBUTTONDOWN:
                answer = True if e.button == PAD_YES else False if e.button == PAD_NO else None
            elif e.type == pygame.JOYBUTTONDOWN and (joysticks is None or getattr(e, "instance_id", None) in joysticks):
                answer = True if e.button == JOY_YES else False if e.button == JOY_NO else None
            if answer is None or self.link.door.first() is None:
                kept.append(e)
                continue
            if answer:
                self.link.welcome()
            else:
                self.link.refuse()
        return kept

    # -- picture -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> bool:
        """The first request at the door, if any; False: nothing drawn (App.overlays)."""
        request = self.link.door.first()
        if request is None:
            return False
        seat_name = ""
        if request.seat is not None:
            flow = self.link.game_flow()
            seats = flow.session.seats if flow is not None else []
            seat_name = seats[request.seat].name if request.seat < len(seats) else request.name
        line = request_line(request.name, request.colour, request.seat, seat_name)
        more = len(self.link.door) - 1
        rect = pygame.Rect(0, 0, 1100, 176 if more > 0 else 146)
        rect.midtop = (theme.W // 2, theme.SAFE.top + 8)
        theme.panel(surface, rect, fill=theme.PANEL, edge=theme.GOLD, alpha=245, radius=24)
        surface.blit(theme.pawn(request.colour, 0, 72, (request.name or "?")[:1].upper()), (rect.left + 28, rect.top + 36))
        x = rect.left + 124
        theme.blit_fit(surface, line, (x, rect.top + 24), rect.right - x - 28, theme.BODY, theme.INK, True)
        hint = _("A or Enter: welcome    B or Esc: not this time")
        theme.blit_fit(surface, hint, (x, rect.top + 86), rect.right - x - 28, theme.SECONDARY, theme.GOLD, True)
        if more > 0:
            theme.blit_text(surface, _("Also waiting: {n}").format(n=more), (rect.right - 28, rect.top + 136), 24,
                            theme.MUTED, anchor="topright")
        return True
