"""'Add phones': the QR code, the plain address and the room code, big enough to scan and read from
the sofa, and who has joined. Opened from the setup screen or the pause menu; while it is open in
a game, phones may take over seats played at the TV."""

from __future__ import annotations

import pygame

from game.app import intents as I
from game.app import theme
from game.app.place import Aside
from game.app.qr import qr_surface
from game.app.scene import Scene
from game.i18n import _
from game.phones import qr_matrix

from .phonelink import PhoneLink


class PhoneJoinScene(Scene):
    name = "phones"
    aside = Aside.MENU

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
        flow = self.link.game_flow()
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

    def _code(self, url: str) -> pygame.Surface:
        if self.qr is None or url != self._qr_for:
            self.qr, self._qr_for = qr_surface(qr_matrix(url), 560), url
        return self.qr

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(1), (0, 0))
        if self.link is None:
            return
        hub = self.link.hub
        theme.blit_text(surface, _("Play on your phone"), (theme.SAFE.left + 40, 110), theme.TITLE, theme.INK, True,
                        anchor="midleft", shadow=True)
        hidden = hub.room_hidden  # the host hid the code (pause menu): only seated phones show it
        frame = pygame.Rect(theme.SAFE.left + 40, 200, 560, 560).inflate(32, 32)
        if hidden:
            theme.panel(surface, frame, alpha=230, radius=24)
            theme.blit_wrapped(surface, _("The room code is hidden. A player at the table can show it on their phone."),
                               frame.inflate(-80, -200), theme.BODY, theme.INK, centre=True)
        else:
            code = self._code(hub.url)
            frame = code.get_rect(topleft=(theme.SAFE.left + 40, 200)).inflate(32, 32)
            theme.panel(surface, frame, fill=(255, 255, 255), edge=theme.GOLD, alpha=255, radius=24)
            surface.blit(code, code.get_rect(center=frame.center))
        x = frame.right + 90
        room = theme.SAFE.right - x
        theme.blit_fit(surface, _("1.  Join the same Wi-Fi as this TV"), (x, 230), room, theme.BODY, theme.INK, True)
        theme.blit_fit(surface, _("2.  Scan the code, or open"), (x, 300), room, theme.BODY, theme.INK, True)
        theme.blit_text(surface, hub.plain_url, (x + 48, 350), theme.TITLE, theme.GOLD, True)
        theme.blit_fit(surface, _("3.  Room code"), (x, 450), room, theme.BODY, theme.INK, True)
        theme.blit_text(surface, "- - - -" if hidden else " ".join(hub.room), (x + 48, 500), theme.HUGE, theme.GOLD, True,
                        shadow=True)
        seated = self.link.hub.phone_seats()
        flow = self.link.game_flow()
        setup = self.link.setup_scene()
        seats = flow.session.seats if self.in_game and flow is not None else (setup.seats if setup is not None else [])
        y = 640
        if self.in_game:
            free = [seats[i].name for i in sorted(self.link.claimable(flow))]
            line = _("A phone may now take over: {names}").format(names=_(", ").join(free)) if free else \
                _("Every seat is already on a phone.")
            theme.blit_wrapped(surface, line, pygame.Rect(x, y, theme.SAFE.right - x, 76), theme.SECONDARY, theme.MUTED)
            y += 80
        theme.blit_text(surface, _("On phones: {n}").format(n=len(seated)) if seated else _("No phone has joined yet"),
                        (x, y), theme.BODY, theme.INK, True)
        watching = hub.watching()
        if watching:
            theme.blit_text(surface, _("Watching: {n}").format(n=watching), (theme.SAFE.right - 40, y), theme.BODY,
                            theme.MUTED, anchor="topright")
        y += 52
        # up to 12 phones: three to a row, each its pawn (shape + letter) and name, "away" in red
        col_w = (theme.SAFE.right - x) // 3
        shown = [i for i in range(len(seats)) if i in seated]
        big = len(shown) <= 9  # three rows at full size; a fourth row (10-12 phones) is a little smaller
        size, pawn, row_h = (theme.BODY, 56, 66) if big else (theme.SECONDARY, 48, 56)
        for k, i in enumerate(shown):
            seat = seats[i]
            px, py = x + (k % 3) * col_w, y + (k // 3) * row_h
            surface.blit(theme.pawn(seat.colour, seat.pawn, pawn, seat.letter), (px, py))
            away = not seated[i].connected
            theme.blit_text(surface, theme.fit(seat.name + (_("  (away)") if away else ""), size, col_w - pawn - 36),
                            (px + pawn + 14, py + (pawn - size) // 2 - 2), size, theme.BAD if away else theme.INK, True)
        port = hub.address[1] if hub.address else ""
        done = theme.blit_text(surface, _("A / B: done"), (theme.SAFE.right - 40, 1000), 24, theme.MUTED,
                               anchor="topright")
        hint = _("A phone cannot open the page? This computer's firewall may block TCP port {port}: see the README.")
        theme.blit_fit(surface, hint.format(port=port), (theme.SAFE.left + 40, 1000), done.left - 40 - theme.SAFE.left - 40,
                       24, theme.MUTED)
