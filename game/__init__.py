"""Oneira: everything that is not a scene (engine, decks, bots, app loop, persistence)."""

TITLE = "Oneira"
