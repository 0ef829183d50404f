"""Typed errors: every refusal names the player and the rule broken."""

from __future__ import annotations


class RulesError(Exception):
    """Base of every refusal the engine makes. The state it was raised on is left untouched."""

    def __init__(self, rule: str, message: str, player: str | None = None) -> None:
        self.rule = rule
        self.player = player
        named = not player or message.startswith(player)
        super().__init__(message if named else f"{player}: {message}")


class ConfigError(RulesError):
    """The table itself is not playable (rule set, size, teams, deck)."""


class IllegalAction(RulesError):
    """A player tried something the rules forbid now."""


class NotYourTurn(IllegalAction):
    """The player is not among those who may act in this step."""


class BadValue(IllegalAction):
    """A value of the wrong type or out of range: a seat that is not a whole number or not at the
    table, a card that is not text, a clue holding control characters. Refused like any move."""
