"""Typed errors: every refusal names the player and the rule broken."""

from __future__ import annotations


class RulesError(Exception):
    """Base of every refusal the engine makes. The state it was raised on is left untouched.

    `message` is an English template filled from `values` (`str(error)` is the English sentence);
    `template` and `values` stay on the error so a user interface can say it in another language."""

    def __init__(self, rule: str, message: str, player: str | None = None, **values: object) -> None:
        self.rule = rule
        self.player = player
        self.template = message
        self.values = values
        text = message.format(**values) if values else message
        named = not player or text.startswith(player)
        super().__init__(text if named else f"{player}: {text}")


class ConfigError(RulesError):
    """The table itself is not playable (rule set, size, teams, deck)."""


class IllegalAction(RulesError):
    """A player tried something the rules forbid now."""


class NotYourTurn(IllegalAction):
    """The player is not among those who may act in this step."""


class BadValue(IllegalAction):
    """A value of the wrong type or out of range: a seat that is not a whole number or not at the
    table, a card that is not text, a clue holding control characters. Refused like any move."""
