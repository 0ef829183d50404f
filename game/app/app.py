"""The app object: the logical screen, the scene stack, services, and `step(events, dt)`.

`step` is the whole loop body so tests drive frames without a clock:
    events -> intents (input.py) -> top scene.handle -> update(dt) -> draw bottom-up.
The real loop (launch.py) only adds the clock, the display flip and fullscreen handling.
"""

from __future__ import annotations

from typing import Any

import pygame

from .intents import FULLSCREEN as Intent_FULLSCREEN
from .intents import QUIT as Intent_QUIT
from .intents import Intent
from .navigation import Navigator
from .scene import Scene, SceneStack

LOGICAL_SIZE = (1920, 1080)
UI_SOUNDS = {"up": "tick", "down": "tick", "left": "tick", "right": "tick", "confirm": "confirm", "click": "confirm",
             "back": "back"}


class App:
    def __init__(self, screen: pygame.Surface | None = None, services: dict[str, Any] | None = None) -> None:
        # The logical canvas every scene draws on; the display scales it (SCALED).
        self.screen = screen if screen is not None else pygame.Surface(LOGICAL_SIZE)
        self.stack = SceneStack(self)
        self.nav = Navigator(self.stack)  # screens by name; the routes come from the composition root
        self.services: dict[str, Any] = services or {}
        self.running = True
        self.time = 0.0  # seconds of app time (sum of dt), for scenes that need "now"
        self.input = None  # set by launch / tests: an object with .translate(events) -> list[Intent]
        self.intent_log: list[Intent] = []  # recent intents (bounded), for tests and idle timers
        self.on_fullscreen = None  # set by launch: toggles the real window
        self.on_quit = None  # set by launch/kiosk: what a window close or Alt+F4 does
        self.observers: list = []  # callables(events) -> events, run before input translation
        self.overlays: list = []  # callables(surface), drawn after the scene stack
        self.exit_code = 0
        self.audio = None  # game.app.audio.Audio, when the app has sound

    def push(self, scene: Scene) -> None:
        self.stack.push(scene)

    def step(self, events: list[pygame.event.Event], dt: float) -> None:
        self.time += dt
        for observe in self.observers:  # kiosk: exit chord, idle timers; may swallow events
            events = observe(events)
        if self.input is not None and self.stack.top is not None:
            self.input.typing = bool(self.stack.top.typing)
        intents = self.input.translate(events, dt) if self.input is not None else []
        for intent in intents:
            self.intent_log.append(intent)
            if intent.kind == Intent_FULLSCREEN:
                if self.on_fullscreen is not None:
                    self.on_fullscreen()
                continue
            if intent.kind == Intent_QUIT:
                if self.on_quit is not None:
                    self.on_quit()
                else:
                    self.running = False
                continue
            top = self.stack.top
            if top is not None:
                top.handle(intent)
            cue = UI_SOUNDS.get(intent.kind)
            if cue and self.audio is not None and not intent.repeat:
                self.audio.play(cue)
        del self.intent_log[:-200]
        for scene in self.stack.updating():
            scene.update(dt)
        for scene in self.stack.visible():
            scene.draw(self.screen)
        for draw in self.overlays:  # kiosk banners drawn above every scene
            draw(self.screen)
