"""Overlay from the pause menu: the host removes a phone (a seat's or the audience's). It is told
(`removed`, in its language), and its token is refused for the rest of the game; a seat it played
is offered to the TV or a computer player at once."""

from __future__ import annotations

from functools import partial

import pygame

from game.app import intents as I
from game.app import theme
from game.app.scene import Scene
from game.app.widgets import Item, Menu
from game.i18n import _


class RemovePhoneScene(Scene):
    name = "remove_phone"
    transparent = True
    pauses_below = True

    def __init__(self, link) -> None:
        super().__init__()
        self.link = link
        self.menu = Menu([], pygame.Rect(theme.W // 2 - 400, 300, 800, 560))
        self.removed: list[str] = []  # names removed while open (shown as a line)

    def enter(self, app) -> None:
        super().enter(app)
        self._build()

    def animating(self) -> bool:
        return False

    def phones(self) -> list[tuple[str, str, str]]:
        """(phone id, name, what it is) for every phone the table knows: seats first, then the audience."""
        out = [(p.phone, p.name, _("seat")) for _i, p in sorted(self.link.hub.phone_seats().items())]
        out += [(pid, name, _("audience")) for pid, name in sorted(self.link.hub.watchers().items(), key=lambda kv: kv[1])]
        return out

    def build_items(self) -> list[Item]:
        items = [Item(f"{name}  ({what})", partial(self.remove, pid, name), key=f"remove:{pid}")
                 for pid, name, what in self.phones()]
        items.append(Item(_("Back"), self.close, key="back"))
        return items

    def relabel(self) -> None:
        self.menu.set_items(self.build_items())

    def _build(self) -> None:
        self.menu.set_items(self.build_items())
        self.menu.focus = 0

    def remove(self, phone: str, name: str) -> None:
        self.link.remove(phone)
        self.removed.append(name)
        self._build()

    def close(self) -> None:
        self.app.stack.pop()

    def handle(self, intent) -> None:
        if intent.kind in (I.BACK, I.MENU):
            self.close()
            return
        self.menu.handle(intent)

    def update(self, dt: float) -> None:
        self.menu.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.veil(200), (0, 0))
        box = pygame.Rect(theme.W // 2 - 480, 140, 960, 800)
        theme.panel(surface, box, alpha=240)
        theme.blit_text(surface, _("Remove a phone"), (theme.W // 2, 200), theme.TITLE, theme.INK, True, anchor="center")
        theme.blit_fit(surface, _("It may not join this game again."), (theme.W // 2, 250), box.w - 80, theme.SECONDARY,
                       theme.MUTED, anchor="center")
        self.menu.draw(surface)
        if self.removed:
            theme.blit_fit(surface, _("Removed: {names}").format(names=_(", ").join(self.removed[-6:])),
                           (theme.W // 2, 900), box.w - 80, theme.SECONDARY, theme.GOLD, anchor="center")
