"""The game state: everything needed to go on, including the random generator's state.

States are values: `apply` returns a new state and never changes the one it was given (fields
hold only tuples, frozensets, ints and strings, so sharing them between states is safe).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .config import GameConfig
from .rulesets import PARTY, TEAM, RuleSet

CLUE, SUBMIT, VOTE, OVER = "clue", "submit", "vote", "over"


@dataclass(frozen=True, slots=True)
class RoundRecord:
    """What happened in one scored turn: the recap screen and the game log are built on it."""

    turn: int
    storyteller: int
    clue: str
    display: tuple[str, ...]  # cards by position (position = index + 1)
    owners: tuple[int, ...]  # seat that submitted each displayed card
    story_position: int | None  # the storyteller's card (story and team rule sets)
    trap: int | None  # the party trap
    votes: tuple[tuple[int, ...], ...]  # per seat
    deltas: tuple[int, ...]  # per scorer (seat, or team in team rule sets)
    scores: tuple[int, ...]  # per scorer, after this round

    def finders(self) -> tuple[int, ...]:
        if self.story_position is None:
            return ()
        return tuple(p for p, v in enumerate(self.votes) if self.story_position in v)

    def to_json(self) -> dict[str, Any]:
        return {
            "turn": self.turn, "storyteller": self.storyteller, "clue": self.clue,
            "display": list(self.display), "owners": list(self.owners),
            "story_position": self.story_position, "trap": self.trap,
            "votes": [list(v) for v in self.votes], "deltas": list(self.deltas), "scores": list(self.scores),
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> RoundRecord:
        return cls(d["turn"], d["storyteller"], d["clue"], tuple(d["display"]), tuple(d["owners"]),
                   d["story_position"], d["trap"], tuple(tuple(v) for v in d["votes"]),
                   tuple(d["deltas"]), tuple(d["scores"]))


class TableFacts:
    """What the rule set and the table size fix for a whole game, worked out once per game so
    the per-action path reads plain attributes instead of calling RuleSet methods."""

    __slots__ = ("n", "family", "party", "team", "want", "max_votes", "hand_size", "mate", "scorer",
                 "everyone", "only", "all_but", "after", "no_plays")

    def __init__(self, config: GameConfig) -> None:
        rules = config.rules
        n = len(config.players)
        self.n = n
        self.family = rules.family
        self.party = rules.family == PARTY
        self.team = rules.family == TEAM
        self.want = rules.cards_per_submitter(n)  # cards each submitter puts down
        self.max_votes = rules.max_votes(n)
        self.hand_size = rules.hand_size(n)
        mate: list[int | None] = [None] * n
        scorer = list(range(n))
        for t, (a, b) in enumerate(config.teams):
            mate[a], mate[b] = b, a
            scorer[a] = scorer[b] = t
        self.mate = tuple(mate)  # teammate per seat (team rule sets), else None
        self.scorer = tuple(scorer)  # index into scores per seat
        # the seat sets and orders a turn keeps asking for, built once
        self.everyone = frozenset(range(n))
        self.only = tuple(frozenset((p,)) for p in range(n))
        self.all_but = tuple(self.everyone - {p} for p in range(n))
        self.after = tuple(tuple((p + i) % n for i in range(1, n + 1)) for p in range(n))  # from p's left round to p
        self.no_plays: tuple[tuple, ...] = ((),) * n


class GameState:
    """One moment of a game. Read the fields; change nothing (use engine.apply)."""

    __slots__ = ("config", "rules", "facts", "rng", "phase", "turn", "storyteller", "hands", "draw", "discard",
                 "scores", "clue", "submissions", "pending", "display", "owners", "votes", "trap",
                 "history", "winners")

    config: GameConfig
    rules: RuleSet
    facts: TableFacts
    rng: int
    phase: str
    turn: int  # turns started so far minus one (0 for the first turn)
    storyteller: int
    hands: tuple[tuple[str, ...], ...]
    draw: tuple[str, ...]  # the top of the pile is the END of the tuple
    discard: tuple[str, ...]
    scores: tuple[int, ...]  # per scorer
    clue: str
    submissions: tuple[tuple[str, ...], ...]  # per seat, this turn
    pending: frozenset[int]  # seats that may act in this step
    display: tuple[str, ...]
    owners: tuple[int, ...]
    votes: tuple[tuple[int, ...], ...]
    trap: int | None
    history: tuple[RoundRecord, ...]
    winners: tuple[int, ...]  # scorers sharing the victory, once the game is over

    def copy(self) -> GameState:
        new = GameState()  # no __init__: calling the class is the cheapest way to a blank instance
        new.config = self.config
        new.rules = self.rules
        new.facts = self.facts
        new.rng = self.rng
        new.phase = self.phase
        new.turn = self.turn
        new.storyteller = self.storyteller
        new.hands = self.hands
        new.draw = self.draw
        new.discard = self.discard
        new.scores = self.scores
        new.clue = self.clue
        new.submissions = self.submissions
        new.pending = self.pending
        new.display = self.display
        new.owners = self.owners
        new.votes = self.votes
        new.trap = self.trap
        new.history = self.history
        new.winners = self.winners
        return new

    # --- derived facts the UI and bots ask for -------------------------------------------
    @property
    def n(self) -> int:
        return len(self.hands)

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def last_round(self) -> RoundRecord | None:
        return self.history[-1] if self.history else None

    def scorer_of(self, seat: int) -> int:
        """Index into `scores` for a seat: the seat itself, or its team in team rule sets."""
        return self.facts.scorer[seat]

    def teammate(self, seat: int) -> int | None:
        return self.facts.mate[seat]

    def scorer_names(self) -> tuple[str, ...]:
        return self.config.team_names or self.config.players

    # --- serialisation ----------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "version": 1,
            "config": self.config.to_json(),
            "rng": str(self.rng),  # 64-bit: a string survives every JSON reader
            "phase": self.phase, "turn": self.turn, "storyteller": self.storyteller,
            "hands": [list(h) for h in self.hands], "draw": list(self.draw), "discard": list(self.discard),
            "scores": list(self.scores), "clue": self.clue,
            "submissions": [list(s) for s in self.submissions], "pending": sorted(self.pending),
            "display": list(self.display), "owners": list(self.owners),
            "votes": [list(v) for v in self.votes], "trap": self.trap,
            "history": [r.to_json() for r in self.history], "winners": list(self.winners),
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> GameState:
        s = cls.__new__(cls)
        s.config = GameConfig.from_json(d["config"]).validated()
        s.rules = s.config.rules
        s.facts = TableFacts(s.config)
        s.rng = int(d["rng"])
        s.phase = d["phase"]
        s.turn = d["turn"]
        s.storyteller = d["storyteller"]
        s.hands = tuple(tuple(h) for h in d["hands"])
        s.draw = tuple(d["draw"])
        s.discard = tuple(d["discard"])
        s.scores = tuple(d["scores"])
        s.clue = d["clue"]
        s.submissions = tuple(tuple(x) for x in d["submissions"])
        s.pending = frozenset(d["pending"])
        s.display = tuple(d["display"])
        s.owners = tuple(d["owners"])
        s.votes = tuple(tuple(v) for v in d["votes"])
        s.trap = d["trap"]
        s.history = tuple(RoundRecord.from_json(r) for r in d["history"])
        s.winners = tuple(d["winners"])
        return s

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GameState) and self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<GameState {self.config.ruleset} turn={self.turn} phase={self.phase} scores={self.scores}>"
