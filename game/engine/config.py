"""The table a game is played at: rule set, options, players in seat order, teams, first storyteller, deck."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .errors import ConfigError
from .rulesets import OPTION_DEFAULTS, RULESETS, TEAM, RuleSet
from .values import Problem, has_surrogate, name_problem, shown

_SEQUENCES = (tuple, list)


def normalise_options(ruleset: RuleSet, options: dict[str, Any] | None) -> dict[str, Any]:
    """Known options with defaults filled in; unknown keys or bad values raise ConfigError."""
    out = dict(OPTION_DEFAULTS)
    if options is not None and type(options) is not dict:
        raise ConfigError("bad-option", f"options come as an object of name -> value, not {shown(options)}")
    for key, value in (options or {}).items():
        if type(key) is not str or key not in OPTION_DEFAULTS:
            raise ConfigError("unknown-option", "unknown option {key} (known: {known})", key=shown(key),
                              known=", ".join(OPTION_DEFAULTS))
        default = OPTION_DEFAULTS[key]
        if isinstance(default, bool):
            if type(value) is not bool:
                raise ConfigError("bad-option", "option '{key}' must be true or false, not {value}", key=key,
                                  value=shown(value))
        elif type(value) is not int or not 1 <= value <= 10:
            raise ConfigError("bad-option", "option '{key}' must be a whole number from 1 to 10, not {value}", key=key,
                              value=shown(value))
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
        """Check everything the rules require of a table (types included: it may come from a file
        or a phone); returns a normalised copy. Anything wrong raises ConfigError."""
        if type(self.ruleset) is not str or self.ruleset not in RULESETS:
            raise ConfigError("unknown-ruleset", "unknown rule set {ruleset} (known: {known})", ruleset=shown(self.ruleset),
                              known=", ".join(RULESETS))
        rules = RULESETS[self.ruleset]
        if type(self.players) not in _SEQUENCES:
            raise ConfigError("player-names", f"the players come as a list of names, not {shown(self.players)}")
        n = len(self.players)
        if n not in rules.sizes:
            raise ConfigError("table-size", "{ruleset} is played by {sizes} players, not {n}", ruleset=rules.name,
                              sizes=_sizes(rules.sizes), n=n)
        for p in self.players:
            problem = name_problem(p, Problem("a player's name"))
            if problem:
                raise ConfigError("player-names", "{problem}", problem=problem)
        if len(set(self.players)) != n:
            raise ConfigError("player-names", "every player needs a distinct, non-empty name")
        options = normalise_options(rules, self.options)
        if rules.name == "classic" and n == 3:
            options["three_player"] = True  # three at a classic table is exactly the 3-player variant
        cards = self.card_ids
        try:
            joined = "".join(cards) if type(cards) in _SEQUENCES else None  # join refuses anything but str
        except TypeError:
            joined = None
        if joined is None or has_surrogate(joined):
            raise ConfigError("deck", "the deck's cards must be a list of names (text that can be saved)")
        if len(set(cards)) != len(cards):
            raise ConfigError("deck", "the deck lists a card twice")
        needed = rules.cards_needed(n)
        if len(self.card_ids) < needed:
            raise ConfigError("deck", "{ruleset} with {n} players needs at least {needed} cards, the deck has {have}",
                              ruleset=rules.name, n=n, needed=needed, have=len(self.card_ids))
        teams, names = self.teams, self.team_names
        if type(teams) not in _SEQUENCES or type(names) not in _SEQUENCES:
            raise ConfigError("teams", "teams and team names come as lists")
        if rules.family == TEAM:
            if not all(type(t) in _SEQUENCES and len(t) == 2 and type(t[0]) is int and type(t[1]) is int
                       for t in teams):
                raise ConfigError("teams", "a team is a pair of seat numbers")
            teams = tuple((t[0], t[1]) for t in teams) or tuple((i, i + n // 2) for i in range(n // 2))
            _check_teams(teams, n)
            names = tuple(names) or tuple(f"Team {i + 1}" for i in range(len(teams)))
            for name in names:
                problem = name_problem(name, Problem("a team's name"))
                if problem:
                    raise ConfigError("teams", "{problem}", problem=problem)
            if len(names) != len(teams) or len(set(names)) != len(names):
                raise ConfigError("teams", "every team needs a distinct name")
        else:
            teams, names = (), ()
        first = self.first_storyteller
        if first is not None and (type(first) is not int or not 0 <= first < n):
            raise ConfigError("storyteller", "first storyteller seat {seat} is not at the table", seat=shown(first))
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
