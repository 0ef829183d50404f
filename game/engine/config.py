"""The table a game is played at: rule set, options, players in seat order, teams, first storyteller, deck."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .errors import ConfigError
from .rulesets import OPTION_DEFAULTS, RULESETS, TEAM, RuleSet


def normalise_options(ruleset: RuleSet, options: dict[str, Any] | None) -> dict[str, Any]:
    """Known options with defaults filled in; unknown keys or bad values raise ConfigError."""
    out = dict(OPTION_DEFAULTS)
    for key, value in (options or {}).items():
        if key not in OPTION_DEFAULTS:
            raise ConfigError("unknown-option", f"unknown option '{key}' (known: {', '.join(OPTION_DEFAULTS)})")
        default = OPTION_DEFAULTS[key]
        if isinstance(default, bool):
            if not isinstance(value, bool):
                raise ConfigError("bad-option", f"option '{key}' must be true or false, not {value!r}")
        elif not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 10:
            raise ConfigError("bad-option", f"option '{key}' must be a whole number from 1 to 10, not {value!r}")
        out[key] = value
    return out


@dataclass(frozen=True)
class GameConfig:
    ruleset: str
    players: tuple[str, ...]
    card_ids: tuple[str, ...]
    options: dict[str, Any] = field(default_factory=dict)
    teams: tuple[tuple[int, int], ...] = ()  # seat pairs, team rule sets only
    team_names: tuple[str, ...] = ()
    first_storyteller: int | None = None  # None: drawn at random from the game's seed

    @property
    def rules(self) -> RuleSet:
        return RULESETS[self.ruleset]

    def validated(self) -> GameConfig:
        """Check everything the rules require of a table; returns a normalised copy."""
        if self.ruleset not in RULESETS:
            raise ConfigError("unknown-ruleset", f"unknown rule set '{self.ruleset}' (known: {', '.join(RULESETS)})")
        rules = RULESETS[self.ruleset]
        n = len(self.players)
        if n not in rules.sizes:
            raise ConfigError("table-size", f"{rules.name} is played by {_sizes(rules.sizes)} players, not {n}")
        if len(set(self.players)) != n or any(not isinstance(p, str) or not p.strip() for p in self.players):
            raise ConfigError("player-names", "every player needs a distinct, non-empty name")
        options = normalise_options(rules, self.options)
        if rules.name == "classic" and n == 3:
            options["three_player"] = True  # three at a classic table is exactly the 3-player variant
        if len(set(self.card_ids)) != len(self.card_ids):
            raise ConfigError("deck", "the deck lists a card twice")
        needed = rules.cards_needed(n)
        if len(self.card_ids) < needed:
            raise ConfigError("deck", f"{rules.name} with {n} players needs at least {needed} cards, the deck has {len(self.card_ids)}")
        teams, names = self.teams, self.team_names
        if rules.family == TEAM:
            teams = tuple(tuple(t) for t in teams) or tuple((i, i + n // 2) for i in range(n // 2))
            _check_teams(teams, n)
            names = tuple(names) or tuple(f"Team {i + 1}" for i in range(len(teams)))
            if len(names) != len(teams) or len(set(names)) != len(names):
                raise ConfigError("teams", "every team needs a distinct name")
        else:
            teams, names = (), ()
        if self.first_storyteller is not None and not 0 <= self.first_storyteller < n:
            raise ConfigError("storyteller", f"first storyteller seat {self.first_storyteller} is not at the table")
        return GameConfig(self.ruleset, tuple(self.players), tuple(self.card_ids), options, teams, names,
                          self.first_storyteller)

    def to_json(self) -> dict[str, Any]:
        return {
            "ruleset": self.ruleset,
            "players": list(self.players),
            "card_ids": list(self.card_ids),
            "options": dict(self.options),
            "teams": [list(t) for t in self.teams],
            "team_names": list(self.team_names),
            "first_storyteller": self.first_storyteller,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameConfig:
        return cls(
            ruleset=data["ruleset"],
            players=tuple(data["players"]),
            card_ids=tuple(data["card_ids"]),
            options=dict(data.get("options", {})),
            teams=tuple(tuple(t) for t in data.get("teams", [])),
            team_names=tuple(data.get("team_names", [])),
            first_storyteller=data.get("first_storyteller"),
        )


def _check_teams(teams: tuple[tuple[int, ...], ...], n: int) -> None:
    seats = [s for t in teams for s in t]
    if any(len(t) != 2 for t in teams) or sorted(seats) != list(range(n)):
        raise ConfigError("teams", "teams are pairs and every player is in exactly one")
    for a, b in teams:
        if (b - a) % n != n // 2:
            raise ConfigError("teams", "teammates sit facing each other (seat i and seat i + n/2)")


def _sizes(sizes: tuple[int, ...]) -> str:
    if list(sizes) == list(range(sizes[0], sizes[-1] + 1)):
        return f"{sizes[0]}-{sizes[-1]}"
    return ", ".join(map(str, sizes))
