"""The room's game beside the table's: audience phones guess, each round, which card is the
storyteller's (in party rule sets: the table's favourite); the TV shows the room's split at the
reveal and the audience has its own leaderboard. One truth, kept with the session: scenes and the
phone hub read it, only `Session.act` (through `settle`) and `guess` change it. Players' scores are
never touched. Pure: no clock, no pygame. Saved with the game (`to_json`, `restore`: the members'
points and the rounds' splits; a guess not yet scored is not), so a resumed game keeps its board.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.state import VOTE, GameState, RoundRecord

MAX_MEMBERS = 1000  # names remembered per game (the hub admits fewer at once)
BOARD = 10  # names on the leaderboard


@dataclass(frozen=True)
class Split:
    """How the room guessed in one round: `found` of `total` guesses were right."""

    turn: int
    found: int
    total: int

    @property
    def percent(self) -> int:
        return round(100 * self.found / self.total) if self.total else 0


class Member:
    __slots__ = ("name", "points", "joined")

    def __init__(self, name: str, joined: int) -> None:
        self.name, self.points, self.joined = name, 0, joined


def right_positions(record: RoundRecord) -> frozenset[int]:
    """The positions a guess finds: the storyteller's card, or (party: no right answer) the cards
    the players voted for most."""
    if record.story_position is not None:
        return frozenset({record.story_position})
    counts: dict[int, int] = {}
    for cast in record.votes:
        for pos in cast:
            counts[pos] = counts.get(pos, 0) + 1
    top = max(counts.values(), default=0)
    return frozenset(p for p, c in counts.items() if c == top and top > 0)


class Audience:
    """Members by the hub's public phone id; this round's guesses; every scored round's split."""

    def __init__(self) -> None:
        self.members: dict[str, Member] = {}
        self.guesses: dict[str, int] = {}  # member -> position, this round (the latest guess counts)
        self.turn = -1  # the turn the guesses are for
        self.splits: dict[int, Split] = {}
        self.found: dict[str, bool] = {}  # last scored round: member -> found it
        self.version = 0  # bumped on every change the room can see (the hub republishes then)
        self._rounds = 0  # scored rounds seen
        self._ranks: tuple[int, dict[int, int]] | None = None  # (points version, points -> rank)
        self._points_version = 0  # bumped whenever anyone's points change or a member leaves

    def join(self, member: str, name: str) -> bool:
        if member in self.members:
            self.members[member].name = name
            return True
        if len(self.members) >= MAX_MEMBERS:
            return False
        self.members[member] = Member(name, len(self.members))
        self.version += 1  # no one's rank changes (a newcomer has no points): rank_of's table stands
        return True

    def leave(self, member: str) -> None:
        """A removed member: gone from the board, its guess of this round no longer counts."""
        if self.members.pop(member, None) is not None:
            self.guesses.pop(member, None)
            self.version += 1
            self._points_version += 1

    def guess(self, state: GameState, member: str, turn: int, position: int) -> bool:
        """A member's guess for this round (only while the table votes, on a face-up card)."""
        if member not in self.members or state.phase != VOTE or turn != state.turn:
            return False
        if type(position) is not int or not 1 <= position <= len(state.display):
            return False
        if self.turn != state.turn:
            self.guesses.clear()
            self.turn = state.turn
        self.guesses[member] = position
        return True

    def guess_of(self, member: str, state: GameState) -> int | None:
        return self.guesses.get(member) if self.turn == state.turn and state.phase == VOTE else None

    def settle(self, state: GameState, score: bool = True) -> Split | None:
        """After every accepted action: a newly scored round scores this round's guesses
        (`score` False: a resumed game's past rounds, which the room did not guess)."""
        if len(state.history) <= self._rounds:
            return None
        self._rounds = len(state.history)
        if not score:
            return None
        record = state.history[-1]
        guesses = self.guesses if self.turn == record.turn else {}
        right = right_positions(record)
        self.found = {m: pos in right for m, pos in guesses.items() if m in self.members}
        for m, ok in self.found.items():
            if ok:
                self.members[m].points += 1
        self._points_version += 1
        split = Split(record.turn, sum(self.found.values()), len(self.found))
        self.splits[record.turn] = split
        self.guesses = {}
        self.version += 1
        return split

    def split(self, turn: int) -> Split | None:
        return self.splits.get(turn)

    def board(self, limit: int = BOARD) -> list[tuple[str, int]]:
        """The leaderboard: most points first, then who joined first."""
        ranked = sorted(self.members.values(), key=lambda m: (-m.points, m.joined))
        return [(m.name, m.points) for m in ranked[:limit]]

    def to_json(self) -> dict[str, Any]:
        """The tally as saved with the game (JSON values)."""
        ranked = sorted(self.members.items(), key=lambda kv: kv[1].joined)
        return {"members": [[pid, m.name, m.points] for pid, m in ranked],
                "splits": [[s.turn, s.found, s.total] for s in self.splits.values()]}

    def restore(self, data: Any) -> bool:
        """A saved tally back (after the session replayed its game). Anything of the wrong shape (a
        damaged or hand-edited save) is left out, never raised: the game resumes either way."""
        if not isinstance(data, dict):
            return False
        members = data.get("members")
        for entry in members[:MAX_MEMBERS] if isinstance(members, list) else ():
            if isinstance(entry, list) and len(entry) == 3 and all(isinstance(x, str) for x in entry[:2]) \
                    and type(entry[2]) is int and 0 <= entry[2] <= 10**6 and 0 < len(entry[1]) <= 100:
                if entry[0] not in self.members:
                    member = Member(entry[1], len(self.members))
                    member.points = entry[2]
                    self.members[entry[0]] = member
        splits = data.get("splits")
        for entry in splits[:10_000] if isinstance(splits, list) else ():
            if isinstance(entry, list) and len(entry) == 3 and all(type(x) is int and x >= 0 for x in entry) \
                    and entry[1] <= entry[2]:
                self.splits[entry[0]] = Split(*entry)
        self.version += 1
        self._points_version += 1
        return True

    def rank_of(self, member: str) -> int | None:
        m = self.members.get(member)
        if m is None:
            return None
        if self._ranks is None or self._ranks[0] != self._points_version or m.points not in self._ranks[1]:
            # 1 + how many have more points, for every score at once: after a scored round every
            # member is told its rank (200 phones: one sort, not 200 passes over the room)
            ranks: dict[int, int] = {}
            for n, points in enumerate(sorted((o.points for o in self.members.values()), reverse=True)):
                ranks.setdefault(points, n + 1)
            self._ranks = (self._points_version, ranks)
        return self._ranks[1][m.points]
