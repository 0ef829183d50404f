"""'Add phones': the QR code, the plain address and the room code, big enough to scan and read from
the sofa, and who has joined. Opened from the setup screen or the pause menu; while it is open in
a game, phones may take over seats played at the TV."""

from __future__ import annotations

import pygame

from game.app import intents as I
from game.app import theme
from game.app.qr import qr_surface
from game.app.scene import Scene
from game.phones import qr_matrix

from .phonelink import PhoneLink


class PhoneJoinScene(Scene):
    name = "phones"

    def __init__(self) -> None:
        super().__init__()
        self.link: PhoneLink | None = None
        self.qr: pygame.Surface | None = None
        self._qr_for = ""
        self.time = 0.0

    def enter(self, app) -> None:
        super().enter(app)
        self.link = PhoneLink.ensure(app)
        if self.link is None:
            app.stack.pop()  # the reason is already a notice on screen
            return
        flow = app.services.get("flow")
        self.in_game = flow is not None and not flow.finished
        self.link.claims_open = self.in_game

    def exit(self) -> None:
        if self.link is not None:
            self.link.claims_open = False

    def handle(self, intent) -> None:
        if intent.kind in (I.BACK, I.CONFIRM, I.MENU) or (intent.kind == I.CLICK and intent.pos):
            self.app.stack.pop()

    def update(self, dt: float) -> None:
        self.time += dt

    def animating(self) -> bool:
        return False  # changes when a phone joins (the link wakes the app) or on input

    def _code(self) -> pygame.Surface:
        url = self.link.hub.url
        if self.qr is None or url != self._qr_for:
            self.qr, self._qr_for = qr_surface(qr_matrix(url), 560), url
        return self.qr

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(1), (0, 0))
        if self.link is None:
            return
        hub = self.link.hub
        theme.blit_text(surface, "Play on your phone", (theme.SAFE.left + 40, 110), theme.TITLE, theme.INK, True,
                        anchor="midleft", shadow=True)
        code = self._code()
        frame = code.get_rect(topleft=(theme.SAFE.left + 40, 200)).inflate(32, 32)
        theme.panel(surface, frame, fill=(255, 255, 255), edge=theme.GOLD, alpha=255, radius=24)
        surface.blit(code, code.get_rect(center=frame.center))
        x = frame.right + 90
        theme.blit_text(surface, "1.  Join the same Wi-Fi as this TV", (x, 230), theme.BODY, theme.INK, True)
        theme.blit_text(surface, "2.  Scan the code, or open", (x, 300), theme.BODY, theme.INK, True)
        theme.blit_text(surface, hub.plain_url, (x + 48, 350), theme.TITLE, theme.GOLD, True)
        theme.blit_text(surface, "3.  Room code", (x, 450), theme.BODY, theme.INK, True)
        theme.blit_text(surface, " ".join(hub.room), (x + 48, 500), theme.HUGE, theme.GOLD, True, shadow=True)
        seated = self.link.hub.phone_seats()
        flow = self.app.services.get("flow")
        seats = flow.session.seats if self.in_game and flow is not None else \
            (self.link.setup_scene().seats if self.link.setup_scene() is not None else [])
        y = 660
        if self.in_game:
            free = [seats[i].name for i in sorted(self.link.claimable(flow))]
            line = ("A phone may now take over: " + ", ".join(free)) if free else "Every seat is already on a phone."
            theme.blit_wrapped(surface, line, pygame.Rect(x, y, theme.SAFE.right - x, 80), theme.SECONDARY, theme.MUTED)
            y += 90
        theme.blit_text(surface, f"On phones: {len(seated)}" if seated else "No phone has joined yet",
                        (x, y), theme.BODY, theme.INK, True)
        y += 56
        for i, seat in enumerate(seats):
            if i not in seated:
                continue
            col = (len([s for s in seated if s < i]) % 2)
            row = len([s for s in seated if s < i]) // 2
            px, py = x + col * 380, y + row * 70
            surface.blit(theme.pawn(seat.colour, seat.pawn, 56, seat.letter), (px, py))
            status = "" if seated[i].connected else "  (away)"
            theme.blit_text(surface, theme.fit(seat.name + status, theme.BODY, 300), (px + 70, py + 8), theme.BODY,
                            theme.INK if seated[i].connected else theme.BAD)
        hint = "If a phone cannot open the page, the TV's firewall may block the port: see the README."
        theme.blit_text(surface, hint, (theme.SAFE.left + 40, 1000), 24, theme.DIM)
        theme.blit_text(surface, "A / B: done", (theme.SAFE.right - 40, 1000), 24, theme.MUTED, anchor="topright")
