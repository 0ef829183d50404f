"""Where the app is when asked by the kiosk or the phones: on the title, setting up a table, at a
game (whose own step is `Session.step`), and whether something is open over that place.

The app owns the value (`App.place`, `App.aside`, `App.on_place`); the screen stack reports it
whenever the screen on top changes, from what each screen class declares (`Scene.place`,
`Scene.aside`), so nobody else looks at the stack or at screens' names to know where we are.
"""

from __future__ import annotations

from enum import StrEnum


class Place(StrEnum):
    NOWHERE = "nowhere"  # no screen yet
    TITLE = "title"
    SETUP = "setup"  # a table being set up (phones may join it)
    GAME = "game"  # at a game: ask its session's step for the rest


class Aside(StrEnum):
    """What is open over the place (the place's own screen is on top when there is none)."""

    MENU = "menu"  # a screen of its own: settings, decks, history, credits, 'Add phones', a question
    OPERATOR = "operator"  # the kiosk's PIN pad or operator menu
    OVERLAY = "overlay"  # a look or a menu over the table: zoom, pause, recap, rules
