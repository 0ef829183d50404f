"""Screens reach each other by name, never by importing each other.

The composition root (game/root) registers every route once: a name and a factory (a scene
class, or a function such as "start a game"). A scene asks `app.nav` for the next screen by
name, so the screens form no import circle and the framework never imports a scene. After
Tuxemon's states registered and pushed by name; our own code.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any


class UnknownRoute(LookupError):
    """No screen is registered under that name (a wiring mistake, named in the message)."""


class Navigator:
    def __init__(self, stack: Any, routes: Mapping[str, Callable[..., Any]] | None = None) -> None:
        self.stack = stack
        self.routes: dict[str, Callable[..., Any]] = dict(routes or {})

    def register(self, name: str, factory: Callable[..., Any]) -> None:
        self.routes[name] = factory

    def has(self, name: str) -> bool:
        return name in self.routes

    def make(self, name: str, *args: Any, **kwargs: Any) -> Any:
        """Call the route's factory: a new scene, or what a route function returns."""
        try:
            factory = self.routes[name]
        except KeyError:
            raise UnknownRoute(f"no screen is registered as {name!r}") from None
        return factory(*args, **kwargs)

    def push(self, name: str, *args: Any, **kwargs: Any) -> Any:
        """Open the named screen above the current one."""
        scene = self.make(name, *args, **kwargs)
        self.stack.push(scene)
        return scene

    def home(self, name: str = "title", *args: Any, **kwargs: Any) -> Any:
        """Close every screen and open the named one (by default the title)."""
        scene = self.make(name, *args, **kwargs)
        self.stack.clear_to(scene)
        return scene
