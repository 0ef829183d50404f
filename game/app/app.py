"""The app object: the logical screen, the scene stack, services, and `step(events, dt)`.

`step` is the whole loop body so tests drive frames without a clock:
    events -> intents (input.py) -> top scene.handle -> update(dt) -> draw bottom-up.
The real loop (pacing.py, started by launch.py) only adds the clock and the display flip.

A quiet screen is not redrawn: after any input, window event or change of screen the app draws
every frame for SETTLE_S seconds (focus glows pulse, the title's cards drift), then draws one
resting frame and stops, unless a scene or service says its picture moves by itself. `drew`
tells the loop whether to flip; `wake_in()` how long it may sleep.

Every drawn frame is a whole redraw of the canvas (cheap: cached layers), but the display need not
send all of it: `dirty` lists the parts that may have changed since the last drawn frame, or None
for the whole screen. It is None after any change (input, a new screen, a toast, the resting frame)
and whenever a visible scene cannot say (Scene.dirty_rects); overlays that move by themselves say
where through `overlay_dirty`.
"""

from __future__ import annotations

import gc
import time
from collections import deque
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

import pygame

from .. import i18n
from ..kiosk.config import Operator
from ..persist.settings import Settings
from ..pictures import store as picture_store
from . import ahead, theme
from .intents import FULLSCREEN as Intent_FULLSCREEN
from .intents import QUIT as Intent_QUIT
from .intents import Intent
from .navigation import Navigator
from .place import Aside, Place
from .scene import Scene, SceneStack

if TYPE_CHECKING:
    from .audio import Audio
    from .input import InputMapper

LOGICAL_SIZE = (1920, 1080)
UI_SOUNDS = {"up": "tick", "down": "tick", "left": "tick", "right": "tick", "confirm": "confirm", "click": "confirm",
             "back": "back"}
SETTLE_S = 6.0  # decorative motion runs this long after the last change, then the screen rests
# Window events after which the window must be painted again
REPAINT_EVENTS = frozenset(getattr(pygame, name) for name in (
    "VIDEOEXPOSE", "VIDEORESIZE", "WINDOWEXPOSED", "WINDOWSHOWN", "WINDOWRESTORED", "WINDOWMAXIMIZED",
    "WINDOWRESIZED", "WINDOWSIZECHANGED", "WINDOWFOCUSGAINED", "WINDOWDISPLAYCHANGED") if hasattr(pygame, name))

IDLE_S = 0.004  # seconds of queued work between two frames (at 60 a second, a frame's work leaves ~12)
YOUNG = 4000  # objects allocated since the last collection that make the time between frames collect them
MIDDLE = 40  # young collections since the last middle one that make it collect the middle generation


class App:
    def __init__(self, screen: pygame.Surface | None = None, services: dict[str, Any] | None = None) -> None:
        # The logical canvas every scene draws on; the display scales it (SCALED).
        self.screen = screen if screen is not None else pygame.Surface(LOGICAL_SIZE)
        self.stack = SceneStack(self)
        self.nav = Navigator(self.stack)  # screens by name; the routes come from the composition root
        self.services: dict[str, Any] = services or {}
        self.running = True
        self.time = 0.0  # seconds of app time (sum of dt), for scenes that need "now"
        self.input: InputMapper | None = None  # set by launch / tests: .translate(events) -> list[Intent]
        self.intent_log: list[Intent] = []  # recent intents (bounded), for tests and idle timers
        self.on_fullscreen = None  # set by launch: toggles the real window
        self.on_quit = None  # set by launch/kiosk: what a window close or Alt+F4 does
        self.observers: list = []  # callables(events) -> events, run before input translation
        # callables(surface), drawn after the scene stack; each returns False when it drew nothing,
        # or the list of rectangles it drew in (anything else: it may have drawn anywhere, and the
        # next frame's screen is drawn whole: see canvas_holds)
        self.overlays: list = []
        self.catchers: list[Callable[[Intent], bool]] = []  # take an intent before the top screen (True: taken)
        self.exit_code = 0
        self.audio: Audio | None = None  # game.app.audio.Audio, when the app has sound
        # quiet screens
        self.last_change = 0.0  # app time of the last input, window event or change of screen
        self.rested = False  # the resting frame was drawn: nothing more until something changes
        self.drew = False  # whether the last step drew (the loop flips the display only then)
        self.draws = 0  # frames drawn so far (tests)
        self.wakers: list[Callable[[], float | None]] = []  # timed services: seconds until due, or None
        self.movers: list[Callable[[], bool]] = []  # overlays and services whose picture moves now
        self.inboxes: list[Callable[[], bool]] = []  # work from other threads waiting (phones): wake now
        # run when a frame's work is done (phones: what the frame handed the server goes out in one go)
        self.frame_end: list[Callable[[], None]] = []
        # work a coming screen needs (pictures at its size, words, memory), a slice at a time, done
        # between frames (hand_over) while there is time before the next one: see idle_slices
        self.idle_work: deque[Iterator[object]] = deque()
        self.max_fps: float | None = None  # a lower frame rate while only slow things move (kiosk attract mode)
        # the parts of the screen the last drawn frame changed (None: all of it), for the display
        self.dirty: list[pygame.Rect] | None = None
        self.overlay_dirty: list[Callable[[], list[pygame.Rect]]] = []  # overlays' moving parts
        self._changed = True  # touched since the last drawn frame: the whole screen goes out
        self._drawn_scenes: tuple[int, ...] = ()
        self._held: tuple[int, int] | None = None  # (canvas, scene): the scene alone drew the canvas's last frame
        self._overlaid: list[pygame.Rect] | None = []  # where overlays drew over the last frame (None: anywhere)
        self.language_seen = i18n.generation()
        # where the app is (place.py): reported by the stack, read by the kiosk and the phones
        self.place: Place = Place.NOWHERE
        self.aside: Aside | None = None
        self.place_listeners: list[Callable[[Place, Aside | None], None]] = []

    def set_place(self, place: Place, aside: Aside | None) -> None:
        if (place, aside) == (self.place, self.aside):
            return
        self.place, self.aside = place, aside
        for listener in list(self.place_listeners):
            listener(place, aside)

    def at(self, place: Place) -> bool:
        """Whether the app is at `place` with its own screen on top (nothing open over it)."""
        return self.place is place and self.aside is None

    @property
    def settings(self) -> Settings:
        """The player's settings, typed (kept in services["settings"]: the kiosk's demo game swaps
        in its own for a while). An app built without them gets the defaults, kept for later."""
        found = self.services.get("settings")
        if found is None:
            found = self.services["settings"] = Settings()
        if not isinstance(found, Settings):
            raise TypeError(f"services['settings'] must be a Settings, not {type(found).__name__}")
        return found

    @property
    def operator(self) -> Operator | None:
        """The café operator's config (operator.toml) in kiosk mode; None in a living room."""
        found = self.services.get("operator")
        if found is not None and not isinstance(found, Operator):
            raise TypeError(f"services['operator'] must be an Operator, not {type(found).__name__}")
        return found

    def touch(self) -> None:
        """Something changed: draw again, with decorative motion, for the next SETTLE_S seconds."""
        self.last_change = self.time
        self.rested = False
        self._changed = True

    def settle_left(self) -> float:
        """Seconds of decorative motion left before the screen rests (0 when resting)."""
        return max(0.0, SETTLE_S - (self.time - self.last_change))

    def animating(self) -> bool:
        """Whether the picture moves by itself now (a running scene or a service says so)."""
        running = self.stack.updating()
        if any(s.animating() for s in self.stack.visible() if s in running):
            return True
        return any(moving() for moving in self.movers)

    def wake_in(self) -> float | None:
        """Seconds until something is due without input (a timer, a scene acting, the screen coming
        to rest); None when only input can change anything."""
        due = [s.wake_in() for s in self.stack.updating()] + [w() for w in self.wakers]
        if self.audio is not None:
            due.append(self.audio.wake_in())
        if not self.rested:
            due.append(self.settle_left())
        known = [d for d in due if d is not None]
        return max(0.0, min(known)) if known else None

    def push(self, scene: Scene) -> None:
        self.stack.push(scene)

    def step(self, events: list[pygame.event.Event], dt: float, hand_over: bool = True) -> None:
        """One frame: input, updates, drawing. `hand_over` False: the caller presents the frame
        first and then calls hand_over() itself (the real loop, pacing.py)."""
        try:
            self._step(events, dt)
        finally:
            if hand_over:
                self.hand_over()

    def hand_over(self) -> None:
        """The frame is done: what it held for other threads goes now (the phone server's views).
        The real loop calls this after presenting, so waking the server (and waiting for the
        interpreter back) overlaps the rest before the next frame, not the frame shown."""
        for done in self.frame_end:
            done()
        ahead.frame_ended()  # pictures made ahead start now, between frames
        collect_between_frames()
        self.idle_slices()

    def idle_slices(self, budget_s: float = IDLE_S) -> int:
        """Slices of the queued work (idle_work), done between frames for up to `budget_s`: the real
        loop calls this once the frame is shown, so the time until the next frame is spent, not the
        frame's. At least one slice a call, so the queue always moves on. Returns the slices done."""
        done = 0
        end = time.perf_counter() + budget_s
        while self.idle_work and (done == 0 or time.perf_counter() < end):
            try:
                next(self.idle_work[0])
                done += 1
            except StopIteration:
                self.idle_work.popleft()
        return done


    def _step(self, events: list[pygame.event.Event], dt: float) -> None:
        self.time += dt
        if any(e.type in REPAINT_EVENTS for e in events):
            self.canvas_lost()  # the window's surface may have been made anew (a resize, another display)
        for observe in self.observers:  # kiosk: exit chord, idle timers; may swallow events
            events = observe(events)
        if self.input is not None and self.stack.top is not None:
            self.input.typing = bool(self.stack.top.typing)
        intents = self.input.translate(events, dt) if self.input is not None else []
        if intents:
            self.touch()
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
            if any(catch(intent) for catch in self.catchers):
                continue
            top = self.stack.top
            if top is not None:
                top.handle(intent)
            cue = UI_SOUNDS.get(intent.kind)
            if cue and self.audio is not None and not intent.repeat:
                self.audio.play(cue)
        del self.intent_log[:-200]
        if i18n.generation() != self.language_seen:  # switched in Settings: every open screen follows
            self.language_seen = i18n.generation()
            self.touch()
            for scene in list(self.stack.scenes):
                scene.relabel()
        for scene in self.stack.updating():
            scene.update(dt)
        if self.audio is not None:
            self.audio.duck(any(s.ducks_music for s in self.stack.visible()))
            self.audio.update(dt)
        self.drew = self._needs_drawing()
        if not self.drew:
            return
        self.draws += 1
        picture_store().next_frame()  # what this frame draws stays pinned in the picture store
        theme.set_resting(self.rested)
        visible = self.stack.visible()
        for scene in visible:
            scene.draw(self.screen)
        overlaid: list[pygame.Rect] | None = []
        for draw in self.overlays:  # kiosk banners drawn above every scene
            drew = draw(self.screen)
            if drew is False:
                continue
            if isinstance(drew, list) and overlaid is not None:
                overlaid.extend(drew)
            else:
                overlaid = None  # drawn anywhere
        self._held = (id(self.screen), id(visible[0])) if len(visible) == 1 and overlaid is not None else None
        theme.set_resting(False)
        self.dirty = self._dirty_after(visible, overlaid)
        self._overlaid = overlaid

    def canvas_holds(self, scene: Scene, surface: pygame.Surface) -> bool:
        """Whether `surface` is the canvas and still holds the last frame `scene` drew, alone (no
        other screen), with nothing drawn over it since but the overlays' known parts (`drawn_over`):
        the scene may then draw again only what it drew over its background and those parts
        (GameScene._lay), not the whole screen."""
        return surface is self.screen and self._held == (id(surface), id(scene))

    def canvas_lost(self) -> None:
        """The canvas may have been wiped or made anew (a window's surface set again: fullscreen,
        a resize): the next frame is drawn whole and sent whole."""
        self._held = None
        self.touch()

    def drawn_over(self) -> list[pygame.Rect]:
        """Where the overlays drew over the last frame (kiosk mode's banner), to be put back too."""
        return list(self._overlaid or [])

    def _dirty_after(self, visible: list[Scene], overlaid: list[pygame.Rect] | None = None) -> list[pygame.Rect] | None:
        """What the frame just drawn changed: the scenes' and overlays' moving parts, or None
        (the whole screen) after any change or when a scene cannot say, or an overlay drew where it
        did not say (`overlaid` None). Where overlays drew, in this frame or the one before, is sent
        too: one may appear or go without a touch (a countdown's pill)."""
        drawn = tuple(id(s) for s in visible)
        full = self._changed or drawn != self._drawn_scenes or overlaid is None or self._overlaid is None
        self._changed, self._drawn_scenes = False, drawn
        rects: list[pygame.Rect] = []
        for scene in visible:  # every scene is asked (each starts its next list)
            mine = scene.dirty_rects()
            if mine is None:
                full = True
            else:
                rects.extend(mine)
        if full:
            return None
        for moving in self.overlay_dirty:
            rects.extend(moving())
        rects.extend([*(self._overlaid or []), *(overlaid or [])])
        screen = self.screen.get_rect()
        return [r.clip(screen) for r in rects if r.colliderect(screen)]

    def _needs_drawing(self) -> bool:
        if self.settle_left() > 0 or self.animating():
            return True
        if not self.rested:
            self.rested = True  # one last frame with every glow held still
            self._changed = True  # (the whole screen: every glow stops where it is)
            return True
        return False




def collect_between_frames() -> None:
    """The cyclic collector's young generations, collected while nothing is drawn (after a frame is
    shown): left to themselves they run when an allocation crosses the threshold (build_app sets
    20,000), in the middle of a frame, 5-6 ms with phones. Collected here in smaller helpings, the
    threshold is never reached; the oldest generation keeps its full pass a minute (pacing.py)."""
    young, middle, _ = gc.get_count()
    if middle >= MIDDLE:
        gc.collect(1)
    elif young >= YOUNG:
        gc.collect(0)
