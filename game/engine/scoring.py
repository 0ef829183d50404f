"""Scoring of one round, shared by the engine and the `score` referee.

Positions are 1-based display positions; `owners[i]` is the seat that submitted the card at
position i + 1; `votes[seat]` is that seat's tuple of positions (empty: did not vote).
Deltas are per scorer: per seat, or per team index in team rule sets.
"""

from __future__ import annotations

from collections.abc import Sequence

from .rulesets import PARTY, TEAM, RuleSet


def score_round(
    rules: RuleSet,
    options: dict,
    storyteller: int,
    owners: Sequence[int],
    votes: Sequence[Sequence[int]],
    trap: int | None = None,
    teams: Sequence[Sequence[int]] = (),
) -> list[int]:
    if rules.family == PARTY:
        return _party(rules, owners, votes, trap)
    if rules.family == TEAM:
        return _team(rules, storyteller, owners, votes, teams)
    return _story(rules, options, storyteller, owners, votes)


def story_position(owners: Sequence[int], storyteller: int) -> int:
    return owners.index(storyteller) + 1


def _votes_per_position(owners: Sequence[int], votes: Sequence[Sequence[int]]) -> list[int]:
    counts = [0] * (len(owners) + 1)
    for cast in votes:
        for pos in cast:
            counts[pos] += 1
    return counts


def _story(rules: RuleSet, options: dict, storyteller: int, owners: Sequence[int],
           votes: Sequence[Sequence[int]]) -> list[int]:
    n = len(votes)
    deltas = [0] * n
    s_pos = story_position(owners, storyteller)
    voters = [p for p in range(n) if votes[p]]
    finders = [p for p in voters if s_pos in votes[p]]
    if not finders or len(finders) == len(voters):
        for p in range(n):
            if p != storyteller:
                deltas[p] += 2
    else:
        reward = 4 if options.get("lone_finder") and rules.name == "classic" and len(finders) == 1 else 3
        deltas[storyteller] += reward
        for p in finders:
            deltas[p] += reward
    if rules.max_votes(n) > 1:
        for p in finders:
            if len(votes[p]) == 1:
                deltas[p] += 1  # a finder who risked a single vote
    counts = _votes_per_position(owners, votes)
    bonus = [0] * n
    for i, owner in enumerate(owners):
        if owner != storyteller:
            bonus[owner] += counts[i + 1]
    for p in range(n):
        deltas[p] += bonus[p] if rules.cap is None else min(bonus[p], rules.cap)
    return deltas


def _team(rules: RuleSet, storyteller: int, owners: Sequence[int], votes: Sequence[Sequence[int]],
          teams: Sequence[Sequence[int]]) -> list[int]:
    team_of = {seat: t for t, pair in enumerate(teams) for seat in pair}
    deltas = [0] * len(teams)
    st_team = team_of[storyteller]
    s_pos = story_position(owners, storyteller)
    voters = [p for p in range(len(votes)) if votes[p]]
    finders = [p for p in voters if s_pos in votes[p]]
    if not finders or len(finders) == len(voters):
        for t in range(len(teams)):
            if t != st_team:
                deltas[t] += 2
    else:
        deltas[st_team] += 3
        for p in finders:
            deltas[team_of[p]] += 3
    counts = _votes_per_position(owners, votes)
    bonus = [0] * len(teams)
    for i, owner in enumerate(owners):
        if i + 1 != s_pos:
            bonus[team_of[owner]] += counts[i + 1]
    for t in range(len(teams)):
        deltas[t] += bonus[t] if rules.cap is None else min(bonus[t], rules.cap)
    return deltas


def _party(rules: RuleSet, owners: Sequence[int], votes: Sequence[Sequence[int]], trap: int | None) -> list[int]:
    counts = _votes_per_position(owners, votes)
    deltas = [0] * len(votes)
    for p, cast in enumerate(votes):
        for pos in cast:
            if pos == trap or counts[pos] < 2:
                continue
            deltas[p] += counts[pos] if rules.cap is None else min(counts[pos], rules.cap)
    return deltas
