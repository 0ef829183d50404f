"""The room's tally (game/table/audience.py): guesses only while the table votes, the latest counts,
a scored round scores them (party: the table's favourite), the players' scores never change."""

from __future__ import annotations

import random

from game.engine.config import GameConfig
from game.engine.randomplay import random_action
from game.engine.state import VOTE
from game.table.audience import right_positions
from game.table.seats import Seat
from game.table.session import Session

CARDS = tuple(f"t/{i:03d}.jpg" for i in range(140))


def _session(ruleset: str, n: int) -> Session:
    seats = [Seat(f"P{i}", i, i) for i in range(n)]
    return Session(GameConfig(ruleset, tuple(s.name for s in seats), CARDS), 3, seats)


def _to_vote(session: Session, rand: random.Random) -> None:
    while session.state.phase != VOTE:
        s = session.state
        session.act(random_action(s, min(s.pending), rand))


def test_guesses_score_once_the_round_is_scored_and_only_then():
    session, rand = _session("revised", 4), random.Random(1)
    room = session.audience
    for m in ("a", "b", "c"):
        room.join(m, m.upper())
    assert not room.guess(session.state, "a", session.state.turn, 1)  # not before the cards are face up
    _to_vote(session, rand)
    s = session.state
    story = 1 + s.owners.index(s.storyteller)
    other = 1 + (story % len(s.display))
    assert room.guess(s, "a", s.turn, other) and room.guess(s, "a", s.turn, story)  # the latest counts
    assert room.guess(s, "b", s.turn, other)
    assert not room.guess(s, "c", s.turn + 1, story)  # another turn
    assert not room.guess(s, "c", s.turn, 99) and not room.guess(s, "zed", s.turn, story)
    while session.state.phase == VOTE:
        session.act(random_action(session.state, min(session.state.pending), rand))
    record = session.state.history[-1]
    split = room.split(record.turn)
    assert split is not None and (split.found, split.total, split.percent) == (1, 2, 50)
    assert room.board() == [("A", 1), ("B", 0), ("C", 0)] and room.rank_of("b") == 2
    assert session.state.scores == record.scores  # the room never moves a rabbit


def test_party_has_no_right_card_the_room_finds_the_favourite():
    session, rand = _session("party2020", 6), random.Random(2)
    _to_vote(session, rand)
    while session.state.phase == VOTE:
        session.act(random_action(session.state, min(session.state.pending), rand))
    record = session.state.history[-1]
    assert record.story_position is None
    counts = {p: sum(p in v for v in record.votes) for p in range(1, len(record.display) + 1)}
    assert right_positions(record) == {p for p, c in counts.items() if c == max(counts.values())}


def test_a_resumed_game_does_not_score_its_past_rounds_again():
    session, rand = _session("revised", 4), random.Random(3)
    while not session.state.history:
        session.act(random_action(session.state, min(session.state.pending), rand))
    again = Session(session.config, session.seed, list(session.seats), list(session.actions))
    assert again.audience.splits == {}
    again.audience.join("a", "A")
    assert again.audience.board() == [("A", 0)]


def test_ranks_stay_right_as_members_come_and_go():
    """rank_of keeps one table of ranks; newcomers (no points) do not remake it, points and leavers do."""
    from game.table.audience import Audience

    room = Audience()
    assert room.restore({"members": [["a", "A", 3], ["b", "B", 1], ["c", "C", 1]], "splits": []})  # a resumed game

    def expected(member: str) -> int:
        return 1 + sum(o.points > room.members[member].points for o in room.members.values())

    assert [room.rank_of(m) for m in "abc"] == [1, 2, 2]
    room.join("d", "D")  # no points yet: below everyone who has some
    assert room.rank_of("d") == 4 == expected("d")
    room.join("e", "E")
    assert [room.rank_of(m) for m in "abcde"] == [expected(m) for m in "abcde"] == [1, 2, 2, 4, 4]
    room.leave("a")
    assert [room.rank_of(m) for m in "bcde"] == [1, 1, 3, 3]
