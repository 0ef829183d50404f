"""What one player may know: the only window scenes of private steps and bots look through.

Hidden: every other hand, the draw order, the random state, who submitted which card and who
voted what until the reveal. In party rule sets nobody sees their (freshly passed) hand during
the clue step: the storyteller speaks before looking, and the others wait for the clue.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import BadValue
from .rulesets import PARTY, RuleSet
from .state import CLUE, VOTE, GameState, RoundRecord
from .values import check_seat, shown


@dataclass(frozen=True)
class PlayerView:
    rules: RuleSet
    players: tuple[str, ...]
    teams: tuple[tuple[int, int], ...]
    team_names: tuple[str, ...]
    options: dict
    me: int | None  # None: the public view of the shared screen
    phase: str
    turn: int
    storyteller: int
    scores: tuple[int, ...]
    clue: str
    pending: frozenset[int]
    hand: tuple[str, ...] | None  # None: not visible now (or public view)
    hand_sizes: tuple[int, ...]
    draw_count: int
    discard: tuple[str, ...]
    submitted: tuple[int, ...]  # seats that have submitted this turn (not what)
    my_cards: tuple[str, ...]  # what I submitted (the storyteller's own card, too)
    display: tuple[str, ...]  # face-up cards, once everyone has submitted
    my_positions: tuple[int, ...]  # display positions of my own cards
    voted: tuple[int, ...]  # seats that have voted (not what)
    my_votes: tuple[int, ...]
    my_trap: int | None
    history: tuple[RoundRecord, ...]
    winners: tuple[int, ...]

    @property
    def n(self) -> int:
        return len(self.players)

    @property
    def last_round(self) -> RoundRecord | None:
        return self.history[-1] if self.history else None


def view(s: GameState, player: int | None) -> PlayerView:
    """The game as `player` may see it (None: what everyone at the table may see). A seat that
    is not at the table (or not a seat number at all) raises BadValue."""
    if type(s) is not GameState:
        raise BadValue("bad-state", f"expected a game state, not {shown(s)}")
    check_seat(player, s.n, "player", allow_none=True)
    me = player
    hand: tuple[str, ...] | None = None
    my_cards: tuple[str, ...] = ()
    my_positions: tuple[int, ...] = ()
    my_votes: tuple[int, ...] = ()
    my_trap = None
    if me is not None:
        hidden_now = s.rules.family == PARTY and s.phase == CLUE
        hand = None if hidden_now else s.hands[me]
        my_cards = s.submissions[me]
        my_positions = tuple(i + 1 for i, owner in enumerate(s.owners) if owner == me)
        my_votes = s.votes[me]
        if s.rules.family == PARTY and me == s.storyteller:
            my_trap = s.trap
    return PlayerView(
        rules=s.rules, players=s.config.players, teams=s.config.teams, team_names=s.config.team_names,
        options=dict(s.config.options), me=me, phase=s.phase, turn=s.turn, storyteller=s.storyteller,
        scores=s.scores, clue=s.clue, pending=s.pending, hand=hand,
        hand_sizes=tuple(len(h) for h in s.hands), draw_count=len(s.draw), discard=s.discard,
        submitted=tuple(p for p in range(s.n) if s.submissions[p]), my_cards=my_cards,
        display=s.display if s.phase == VOTE else (), my_positions=my_positions,
        voted=tuple(p for p in range(s.n) if s.votes[p]), my_votes=my_votes, my_trap=my_trap,
        history=s.history, winners=s.winners,
    )
