"""Scenes and the scene stack (lifecycle after Tuxemon's state stack; our own code).

The top scene gets the intents. Every scene that is not covered by an opaque scene is drawn,
bottom-up; overlays set `transparent = True`. Scenes below an overlay keep animating unless
the overlay sets `pauses_below = True` (the pause menu does).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pygame

    from .intents import Intent


class Scene:
    transparent: bool = False
    pauses_below: bool = False
    typing: bool = False  # True while the scene takes text: Space types instead of hurrying
    name: str = "scene"

    def __init__(self) -> None:
        self.app: Any = None  # the App (app.py) running this scene; typed loosely so scene.py imports no app

    # lifecycle
    def enter(self, app: Any) -> None:
        self.app = app

    def exit(self) -> None:
        pass

    def resume(self) -> None:
        """Called when the scene above this one was popped."""

    # per frame
    def handle(self, intent: Intent) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass


class SceneStack:
    def __init__(self, app: Any) -> None:
        self.app = app
        self.scenes: list[Scene] = []
        self.history: list[str] = []  # names of scenes entered, in order (tests assert on it)

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        self.history.append(scene.name)
        scene.enter(self.app)

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().exit()
        self.push(scene)

    def clear(self) -> None:
        while self.scenes:
            self.scenes.pop().exit()

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
