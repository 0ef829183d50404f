"""Overlay: the pause menu - resume, the rules of this rule set, quit to title (confirmed)."""

from __future__ import annotations

import pygame

from game.app import intents as I
from game.app import theme
from game.app.scene import Scene
from game.app.widgets import Item, Menu
from game.i18n import Message, _

from .remove_phone import RemovePhoneScene
from .rules_help import RulesScene


class PauseScene(Scene):
    name = "pause"
    transparent = True
    pauses_below = True

    def animating(self) -> bool:
        return False  # changes on input only

    def __init__(self, flow) -> None:
        super().__init__()
        self.flow = flow
        self.confirming = False
        self.menu = Menu([], pygame.Rect(theme.W // 2 - 360, 330, 720, 560))  # up to 6 items (phones on)
        self._build()

    def _build(self) -> None:
        self.menu.set_items(self.build_items())
        self.menu.focus = 0

    def build_items(self) -> list[Item]:
        if self.confirming:
            return [Item(_("Keep playing"), self._cancel, key="keep"),
                    Item(_("Yes, quit to the title"), self.flow.quit_to_title, key="quit_yes",
                         hint=_("the game is saved and can be continued from the title"))]
        op = self.app.operator if self.app else None
        items = [Item(_("Resume"), self.close, key="resume"),
                 Item(_("Rules of this game"), self.rules, key="rules")]
        if not op or op.phones is not False:
            items.append(Item(_("Add phones"), lambda: self.app.nav.push("phones"), key="phones",
                              hint=_("take a seat over on a phone")))
        link = self.app.services.get("phones") if self.app else None
        if link is not None:
            items.append(Item(_("Remove a phone"), lambda: self.app.stack.push(RemovePhoneScene(link)), key="remove_phone",
                              hint=_("a seat or the audience: it may not join this game again")))
            items.append(Item(_("Show the room code") if link.hub.room_hidden else _("Hide the room code"),
                              self.toggle_room, key="hide_room",
                              hint=_("hidden: only the seated phones show it (for a café wall or a stream)")))
        if self.app is not None and self.app.services.get("phones") is not None:
            items.append(Item(_("New room code"), self.new_room, key="new_room",
                              hint=_("phones that only watch must type the new code; seated phones stay")))
        items.append(Item(_("Quit to the title"), self._confirm, key="quit"))
        return items

    def toggle_room(self) -> None:
        hub = self.app.services["phones"].hub
        hub.set_room_hidden(not hub.room_hidden)
        focus = self.menu.focus
        self.menu.set_items(self.build_items())
        self.menu.focus = focus

    def relabel(self) -> None:
        self.menu.set_items(self.build_items())

    def enter(self, app) -> None:
        super().enter(app)
        self._build()  # the operator may have switched phones off
        self.flow.set_paused(True)

    def exit(self) -> None:
        self.flow.set_paused(False)

    def _confirm(self) -> None:
        self.confirming = True
        self._build()

    def _cancel(self) -> None:
        self.confirming = False
        self._build()

    def close(self) -> None:
        self.app.stack.pop()

    def new_room(self) -> None:
        """The operator's request: a new room code (connections that entered the old one are closed)."""
        link = self.app.services.get("phones")
        if link is not None:
            link.new_room(keep_audience=False)
            self.app.services.setdefault("notices", []).append(Message("New room code: {code}",
                                                                       code=" ".join(link.hub.room)))

    def rules(self) -> None:
        self.app.stack.push(RulesScene(self.flow.session.state.rules.name, self.flow.session.config.options))

    def handle(self, intent) -> None:
        if intent.kind in (I.MENU,) or (intent.kind == I.BACK and not self.confirming):
            self.close()
            return
        if intent.kind == I.BACK:
            self._cancel()
            return
        self.menu.handle(intent)

    def update(self, dt: float) -> None:
        self.menu.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.veil(200), (0, 0))
        box = pygame.Rect(theme.W // 2 - 440, 150, 880, 780)
        theme.panel(surface, box, alpha=240)
        title = _("Quit this game?") if self.confirming else _("Paused")
        theme.blit_text(surface, title, (theme.W // 2, 240), theme.TITLE, theme.INK, True, anchor="center")
        self.menu.draw(surface)
