"""Scenes and the scene stack (lifecycle after Tuxemon's state stack; our own code).

The top scene gets the intents. Every scene that is not covered by an opaque scene is drawn,
bottom-up; overlays set `transparent = True`. Scenes below an overlay keep animating unless
the overlay sets `pauses_below = True` (the pause menu does).

A quiet screen is not redrawn (app.py): each scene says whether its picture changes by itself
(`animating`) and when it next acts without input (`wake_in`), so the real loop can sleep.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .place import Aside, Place

if TYPE_CHECKING:
    import pygame

    from .intents import Intent


class Scene:
    transparent: bool = False
    pauses_below: bool = False
    name: str = "scene"
    # Where the app is while this screen is on top (see place.py): a screen that is a place says
    # which; any other is open over the place below it, as `aside` says.
    place: Place | None = None
    aside: Aside = Aside.OVERLAY

    # Read-only here so that a scene may answer with a property or a class attribute.
    @property
    def typing(self) -> bool:
        """True while the scene takes text: Space types instead of hurrying."""
        return False

    @property
    def ducks_music(self) -> bool:
        """True while the music should step back (the reveal of the cards)."""
        return False

    def __init__(self) -> None:
        self.app: Any = None  # the App (app.py) running this scene; typed loosely so scene.py imports no app

    # lifecycle
    def enter(self, app: Any) -> None:
        self.app = app

    def exit(self) -> None:
        pass

    def resume(self) -> None:
        """Called when the scene above this one was popped."""

    def relabel(self) -> None:
        """The language changed (Settings): rebuild any text made ahead of drawing (menu items).
        Text translated while drawing needs nothing."""

    # per frame
    def handle(self, intent: Intent) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    # quiet screens
    def animating(self) -> bool:
        """Whether the picture changes by itself now (cards flying, a countdown ticking): the app
        redraws every frame while a visible, running scene says so. Decorative loops (a glowing
        focus, a blinking caret) need not: they run for `App.SETTLE_S` after every input or change
        of screen, then rest. True by default, so a scene that does not say keeps redrawing."""
        return True

    def dirty_rects(self) -> list[pygame.Rect] | None:
        """Where the last draw may differ from the one before (the display updates only those
        parts of the screen); None: anywhere. A scene that says so must cover every pixel that
        changed, its own moving parts before and after they moved (tests/scenes/test_dirty.py
        checks the screen against a whole redraw). None by default: the whole screen is updated."""
        return None

    def moving_fast(self) -> bool:
        """Whether what changes moves fast (a card flying, flipping) rather than slowly (dots,
        a glow): kiosk attract mode shows slow changes at a lower frame rate. As `animating` by default."""
        return self.animating()

    def wake_in(self) -> float | None:
        """Seconds until the scene acts by itself although nothing moves now (a computer player
        moving on, a countdown's next second); None: only input changes it."""
        return None


class SceneStack:
    def __init__(self, app: Any) -> None:
        self.app = app
        self.scenes: list[Scene] = []
        self.history: list[str] = []  # names of scenes entered, in order (tests assert on it)

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def _changed(self) -> None:
        touch = getattr(self.app, "touch", None)
        if touch is not None:
            touch()  # a new screen is drawn at once

    def _report(self) -> None:
        """Tell the app where it is now, from what the screens declare (place.py)."""
        arrive = getattr(self.app, "set_place", None)
        if arrive is None:
            return
        place = next((s.place for s in reversed(self.scenes) if s.place is not None), Place.NOWHERE)
        top = self.top
        arrive(place, None if top is None or top.place is not None else top.aside)

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        self.history.append(scene.name)
        self._changed()
        scene.enter(self.app)
        self._report()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        self._changed()
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        self._report()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().exit()
        self.push(scene)

    def clear(self) -> None:
        self._changed()
        while self.scenes:
            self.scenes.pop().exit()
        self._report()

    def clear_to(self, scene: Scene) -> None:
        self.clear()
        self.push(scene)

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom-up: from the highest opaque scene to the top."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if not self.scenes[i].transparent:
                start = i
                break
        return self.scenes[start:]

    def updating(self) -> list[Scene]:
        """Scenes that advance this frame: the top, and those below until one pauses them."""
        out: list[Scene] = []
        for scene in reversed(self.scenes):
            out.append(scene)
            if scene.pauses_below:
                break
        return out
