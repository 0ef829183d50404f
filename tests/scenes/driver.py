"""Drive the real app with real pygame events, the way players would: keyboard, mouse or pad."""

from __future__ import annotations

import pygame

from game.root.wiring import build_app

DT = 1 / 60


def key(k: int, mod: int = 0) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0),
            pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)]


def text(s: str) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in s]


def click(pos) -> list[pygame.event.Event]:
    pos = (int(pos[0]), int(pos[1]))
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def right_click(pos) -> list[pygame.event.Event]:
    pos = (int(pos[0]), int(pos[1]))
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=3)]


def wheel(y: int) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))]


def pad(button: int, instance_id: int = 0) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button, instance_id=instance_id),
            pygame.event.Event(pygame.CONTROLLERBUTTONUP, button=button, instance_id=instance_id)]


def make_app(deck_paths=(), settings=None, persist: bool = False, operator=None, learned: bool = True):
    """`learned`: this machine was offered the guided round already (Start then starts at once)."""
    pygame.display.init()
    screen = pygame.display.set_mode((1920, 1080))
    settings = {"bot_think_s": 0.05} if settings is None and not persist else settings
    app = build_app(screen, deck_paths, settings=settings, include_user_decks=False, preload=False,
                    persist=persist, operator=operator)
    app.settings.how_to_play_offered = learned or app.settings.how_to_play_offered
    return app


def run(app, events=(), frames: int = 1) -> None:
    app.step(list(events), DT)
    for _ in range(frames - 1):
        app.step([], DT)


def top(app):
    return app.stack.top


def skip_deal(app, max_frames: int = 600) -> None:
    """Let the opening deal animation play out (it is public and needs no input)."""
    for _ in range(max_frames):
        if app.stack.top is None or app.stack.top.name != "deal":
            return
        app.step([], DT)
    raise AssertionError("the deal never finished")
