"""Kiosk behaviour inside the running app: nobody quits, the operator chord, idle and attract mode.

Time is the app's own clock (`app.time`, the sum of frame dts), so tests inject it by stepping.
Where the app is comes from `app.place` / `app.aside` (game/app/place.py) and, at a game, from
its session's step (game/table/step.py); never from the screens' names.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from ..app import theme
from ..app.cards import enabled_decks
from ..app.place import Aside, Place
from ..engine.rulesets import RULESETS
from ..i18n import _
from ..pictures import report as memory_report
from ..table.seats import DEFAULT_NAMES, Seat
from ..table.step import Stage
from .config import Operator
from .stories import StoryShelf
from .supervisor import logger

CHORD_S = 3.0
# Attract mode's frame rates: cards dealt, flipped or flying at ATTRACT_FPS, as in a game; while
# only slow things move (the banner's glow, a computer player's thinking dots) at ATTRACT_SLOW_FPS.
# Attract mode stays under 15% of a core on a PC without a graphics card (bench: attract_cpu_pct)
# because a frame costs little there: the table is cached layers, and on a 1080p screen only the
# parts that move are sent to it (app.dirty, game/root/launch.py Display), not the whole frame.
ATTRACT_FPS = 60
ATTRACT_SLOW_FPS = 30
BANNER = pygame.Rect(1920 // 2 - 420, 930, 840, 80)  # attract mode's "Demo game" banner (its glow pulses)
MEMORY_LOG_S = 3600.0  # a line in the log with resident memory and the picture store's size, this often
CURSOR_HIDE_S = 3.0
INPUT_EVENTS = {pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.CONTROLLERBUTTONDOWN,
                pygame.JOYBUTTONDOWN, pygame.JOYHATMOTION, pygame.TEXTINPUT, pygame.MOUSEWHEEL}
PAD_CHORD = {pygame.CONTROLLER_BUTTON_BACK, pygame.CONTROLLER_BUTTON_START,
             pygame.CONTROLLER_BUTTON_LEFTSHOULDER, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER}


class Kiosk:
    def __init__(self, app, operator: Operator) -> None:
        self.app = app
        self.operator = operator
        self.keys: set[int] = set()
        self.pads: dict[int, set[int]] = {}
        self.chord_since: float | None = None
        self.last_input = 0.0
        self.last_motion = -CURSOR_HIDE_S
        self.cursor_visible = True
        self.attract = None  # the demo game's flow while attract mode runs
        self.attract_ended = 0.0
        self.attract_since = 0.0
        self.shelf = StoryShelf() if operator.show_stories else None  # the last games' posters in attract mode
        app.on_quit = self.refuse_quit
        app.services["kiosk"] = self
        app.observers.append(self.observe)
        app.overlays.append(self.draw)
        app.wakers.append(self.wake_in)
        app.movers.append(lambda: self.attract is not None)  # the demo banner glows
        app.overlay_dirty.append(lambda: [BANNER] if self.attract is not None else [])
        self.refused = 0
        self.memory_logged = 0.0  # app time of the last memory line (the first one after an hour)
        self._set_cursor(False)
        if app.at(Place.TITLE):
            app.nav.home()  # rebuilt without its Quit item

    # -- players cannot leave ----------------------------------------------------------------
    def refuse_quit(self) -> None:
        self.refused += 1  # the window close button, Alt+F4, Ctrl+Q: ignored in a café

    # -- raw events -------------------------------------------------------------------------------
    def _chord_held(self) -> bool:
        ctrl = self.keys & {pygame.K_LCTRL, pygame.K_RCTRL}
        alt = self.keys & {pygame.K_LALT, pygame.K_RALT}
        if ctrl and alt and pygame.K_o in self.keys:
            return True
        return any(PAD_CHORD <= held for held in self.pads.values())

    def _set_cursor(self, visible: bool) -> None:
        if visible != self.cursor_visible:
            self.cursor_visible = visible
            try:
                pygame.mouse.set_visible(visible)
            except pygame.error:
                pass

    def observe(self, events: list) -> list:
        now = self.app.time
        if now - self.memory_logged >= MEMORY_LOG_S:
            self.memory_logged = now
            self.log_memory()
        active = False
        for e in events:
            t = e.type
            if t == pygame.KEYDOWN:
                self.keys.add(e.key)
            elif t == pygame.KEYUP:
                self.keys.discard(e.key)
            elif t == pygame.CONTROLLERBUTTONDOWN:
                self.pads.setdefault(e.instance_id, set()).add(e.button)
            elif t == pygame.CONTROLLERBUTTONUP:
                self.pads.setdefault(e.instance_id, set()).discard(e.button)
            elif t == pygame.CONTROLLERDEVICEREMOVED:
                self.pads.pop(e.instance_id, None)
            if t == pygame.MOUSEMOTION:
                self.last_motion = now
                self._set_cursor(True)
            if t in INPUT_EVENTS:
                active = True
        if active:
            self.last_input = now
        if self.cursor_visible and now - self.last_motion > CURSOR_HIDE_S:
            self._set_cursor(False)
        # operator chord, held for 3 seconds
        if self._chord_held():
            if self.chord_since is None:
                self.chord_since = now
            elif now - self.chord_since >= CHORD_S:
                self.chord_since = None
                self.keys.clear()
                self.pads.clear()
                self.open_pin()
                return []
        else:
            self.chord_since = None
        # attract mode: any input returns to the title, and is not used for anything else
        if self.attract is not None:
            if active:
                self.stop_attract()
                return []
            running = self.app.stack.updating()
            moving = any(s.moving_fast() for s in self.app.stack.visible() if s in running)
            self.app.max_fps = ATTRACT_FPS if moving else ATTRACT_SLOW_FPS
            if self.attract.finished and self._at_game_over() and now - self.attract_ended > 8:
                self.start_attract()  # the demo ended: deal another one
            elif not self.attract.finished:
                self.attract_ended = now
            return events
        self._idle(now)
        return events

    def wake_in(self) -> float | None:
        """Seconds until a timer here is due, so a resting screen still hides the cursor, opens the
        PIN pad, starts the demo and asks 'Still playing?' on time."""
        now = self.app.time
        due: list[float] = []
        due.append(self.memory_logged + MEMORY_LOG_S - now)
        if self.cursor_visible:
            due.append(self.last_motion + CURSOR_HIDE_S - now)
        if self.chord_since is not None:
            due.append(self.chord_since + CHORD_S - now)
        if self.attract is not None:
            if self.attract.finished:
                due.append(self.attract_ended + 8 - now)
        elif self.app.at(Place.TITLE) or self._at_game_over():
            due.append(self.last_input + self.operator.attract_after_s - now)
        elif self._at_table():
            due.append(self.last_input + self.operator.still_playing_after_min * 60 - now)
        return max(0.0, min(due)) + 0.001 if due else None

    # -- where the app is ------------------------------------------------------------------------------
    def _step(self):
        """The step of the game on screen, or None when the app is not at a game with nothing over it."""
        flow = self.app.services.get("flow")
        if flow is None or not self.app.at(Place.GAME):
            return None
        return flow.session.step

    def _at_game_over(self) -> bool:
        step = self._step()
        return step is not None and step.stage is Stage.GAME_OVER

    def _at_table(self) -> bool:
        """At a game still being played, with nothing open over the table (no pause, no zoom)."""
        step = self._step()
        return step is not None and step.stage is not Stage.GAME_OVER and not step.paused

    # -- idle -------------------------------------------------------------------------------------
    def _idle(self, now: float) -> None:
        idle = now - self.last_input
        if self.app.at(Place.TITLE) and idle >= self.operator.attract_after_s:
            self.start_attract()
            return
        if self._at_game_over() and idle >= self.operator.attract_after_s:
            self.app.services.pop("flow", None)
            self.app.nav.home()  # a finished game left on screen: back to the title
            self.last_input = now  # the title shows for a while before the demo starts
            return
        if self._at_table() and idle >= self.operator.still_playing_after_min * 60:
            self.app.nav.push("still_playing", self.operator.still_playing_countdown_s)

    def start_attract(self) -> None:
        seats = [Seat(DEFAULT_NAMES[i], i, i, ("hard", "normal", "easy")[i % 3]) for i in range(5)]
        saved = self.app.settings
        demo_settings = replace(saved, bot_think_s=0.5, animation_speed=2.0)
        self.app.services["settings_before_attract"] = saved
        self.app.services["settings"] = demo_settings
        hooks = self.app.services.pop("session_hooks", None)  # the demo is not saved over a real game
        try:
            allowed = self.operator.allowed_rulesets
            ruleset = "odyssey" if "odyssey" in allowed else self.operator.default_ruleset
            if 5 not in RULESETS[ruleset].sizes:
                ruleset = next((r for r in allowed if 5 in RULESETS[r].sizes), "odyssey")
            self.attract = self.app.nav.make("start_game", self.app, seats, ruleset, {}, enabled_decks(self.app))
            self.app.max_fps = ATTRACT_FPS
            self.attract_since = self.app.time
        finally:
            if hooks is not None:
                self.app.services["session_hooks"] = hooks
            self.app.services["settings"] = saved

    def stop_attract(self) -> None:
        self.attract = None
        self.app.max_fps = None
        self.app.services.pop("flow", None)
        self.app.nav.home()
        self.last_input = self.app.time

    def log_memory(self) -> None:
        logger().info(memory_report())

    # -- operator -----------------------------------------------------------------------------------
    def open_pin(self) -> None:
        if self.attract is not None:
            self.stop_attract()
        if self.app.aside is Aside.OPERATOR:
            return
        self.app.nav.push("pin", self)

    def draw(self, surface: pygame.Surface) -> bool | list[pygame.Rect]:
        """The demo game's banner (and the stories' shelf); False: nothing drawn, else where (App.overlays)."""
        if self.attract is None:
            return False
        if self.operator.show_stories != (self.shelf is not None):  # the operator menu may switch it
            self.shelf = StoryShelf() if self.operator.show_stories else None
        shelf = self.shelf is not None and self.shelf.draw(surface, self.app.time - self.attract_since)
        pulse = 0.6 + 0.4 * abs(((theme.still(self.app.time) * 0.8) % 2) - 1)  # steady with reduced motion
        box = BANNER
        alpha = (int(200 * pulse) + 40) // 8 * 8  # 10 steps of the glow, each panel made once, not one per frame
        theme.panel(surface, box, fill=(60, 40, 100), alpha=alpha, radius=40)
        theme.blit_fit(surface, _("Demo game - press any button to play"), box.center, box.w - 48, theme.BODY,
                       theme.INK, True, anchor="center")
        return True if shelf else [BANNER.copy()]  # the shelf veils the whole screen
