"""`python main.py score`: score one round read as JSON on stdin (a stable contract, see README.md).

Output: {"deltas": {name: points, ...}} with every player (team rule sets: every team), exit 0.
A round that breaks the rules or is malformed in any way (not JSON, nested too deep, a value of
the wrong type anywhere): nothing on stdout, one line on stderr naming what is wrong (the player
and the rule where there is one), exit 2. Validation shares its vote rules with the engine
(rules.check_cast); stdin is read with safejson, so no input can end in a traceback.
"""

from __future__ import annotations

import json
import re
import sys
from typing import Any

from .config import normalise_options
from .errors import RulesError
from .rules import check_cast
from .rulesets import PARTY, RULESETS, STORY, TEAM
from .safejson import BadJSON, loads
from .scoring import score_round
from .values import shown

MAX_ROUND_BYTES = 1_000_000  # a round is a few hundred bytes; this is plenty
_POSITION = re.compile(r"[0-9]{1,6}")  # ASCII digits only ("²" and "١" are digits to Python, not here)
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")


class RoundError(RulesError):
    pass


def _fail(rule: str, message: str, player: str | None = None) -> RoundError:
    return RoundError(rule, message, player)


def score_json(data: Any) -> dict[str, dict[str, int]]:
    """Validate one round and return {"deltas": ...}; raises RulesError naming player and rule."""
    if not isinstance(data, dict):
        raise _fail("malformed", "the round must be a JSON object")
    name = data.get("ruleset")
    if type(name) is not str or name not in RULESETS:
        raise _fail("unknown-ruleset", f"unknown rule set {shown(name)} (known: {', '.join(RULESETS)})")
    rules = RULESETS[name]
    players = data.get("players")
    if (not isinstance(players, list) or not all(isinstance(p, str) and p and not _UNPRINTABLE.search(p) for p in players)
            or len(set(players)) != len(players)):
        raise _fail("players", "players must be a list of distinct, non-empty names (printable text) in seat order")
    n = len(players)
    if n not in rules.sizes:
        raise _fail("table-size", f"{name} is played by {rules.sizes[0]}-{rules.sizes[-1]} players "
                    f"({', '.join(map(str, rules.sizes))}), not {n}")
    options = data.get("options")
    if options is not None and not isinstance(options, dict):
        raise _fail("options", f"options must be an object, not {shown(options)}")
    options = normalise_options(rules, options)
    seat = {p: i for i, p in enumerate(players)}
    storyteller = data.get("storyteller")
    if type(storyteller) is not str or storyteller not in seat:
        raise _fail("storyteller", f"storyteller {shown(storyteller)} is not among the players")
    st = seat[storyteller]

    teams: list[tuple[int, int]] = []
    team_names: list[str] = []
    if rules.family == TEAM:
        raw = data.get("teams")
        if not isinstance(raw, dict) or not raw:
            raise _fail("teams", f"{name} needs teams: an object of team name -> two players")
        placed: set[str] = set()
        for team, members in raw.items():
            if not isinstance(members, list) or len(members) != 2:
                raise _fail("teams", f"team {shown(team)} must have exactly two players")
            for m in members:
                if type(m) is not str or m not in seat:
                    raise _fail("teams", f"team {shown(team)} lists {shown(m)}, who is not among the players")
                if m in placed:
                    raise _fail("teams", f"{m} is in two teams", m)
                placed.add(m)
            teams.append((seat[members[0]], seat[members[1]]))
            team_names.append(team)
        missing = [p for p in players if p not in placed]
        if missing:
            raise _fail("teams", f"{missing[0]} is in no team", missing[0])

    owners = _display(data.get("display"), seat, players)
    k = len(owners)
    _check_card_counts(rules, n, st, owners, players, teams)

    trap = data.get("trap")
    if rules.family == PARTY:
        if trap is None:
            raise _fail("trap-missing", f"the storyteller must mark a trap in {name}", storyteller)
        trap = _position(trap)
        if trap is None or not 1 <= trap <= k:
            raise _fail("vote-position", f"the trap {shown(data.get('trap'))} is not a position on display (1-{k})",
                        storyteller)
    elif trap is not None:
        raise _fail("trap-not-allowed", f"{name} has no trap; only party rule sets do", storyteller)

    votes = _votes(data.get("votes"), rules, n, st, owners, players, seat, k)
    deltas = score_round(rules, options, st, owners, votes, trap, teams)
    names = team_names if rules.family == TEAM else players
    return {"deltas": dict(zip(names, deltas, strict=True))}


def _position(value: Any) -> int | None:
    """A whole number written as a JSON number or as ASCII digits; else None. Six digits at most:
    no display is that long, and int() of a 5,000-digit string would raise."""
    if type(value) is int:
        return value
    if type(value) is str and _POSITION.fullmatch(value.strip()):
        return int(value)
    return None


def _display(raw: Any, seat: dict[str, int], players: list[str]) -> list[int]:
    if not isinstance(raw, dict) or not raw:
        raise _fail("display", "display must be an object of position -> player")
    by_pos: dict[int, int] = {}
    for key, player in raw.items():
        pos = _position(key)
        if pos is None or pos < 1:
            raise _fail("display", f"display position {shown(key)} is not a positive whole number")
        if type(player) is not str or player not in seat:
            raise _fail("display", f"position {pos} holds a card of {shown(player)}, who is not among the players")
        by_pos[pos] = seat[player]
    k = len(by_pos)
    if sorted(by_pos) != list(range(1, k + 1)):
        raise _fail("display", f"display positions must be 1-{k} with no gap")
    return [by_pos[p] for p in range(1, k + 1)]


def _check_card_counts(rules, n: int, st: int, owners: list[int], players: list[str],
                       teams: list[tuple[int, int]]) -> None:
    counts = [owners.count(p) for p in range(n)]
    per = rules.cards_per_submitter(n)
    if rules.family == STORY:
        expected = {p: (1 if p == st else per) for p in range(n)}
    elif rules.family == PARTY:
        expected = dict.fromkeys(range(n), 1)
    else:
        expected = {}
        for a, b in teams:
            if st in (a, b):
                expected[a] = expected[b] = 1
            elif counts[a] + counts[b] != 1:
                who = players[a] if counts[a] else players[b]
                raise _fail("card-count", f"team of {players[a]} and {players[b]} played {counts[a] + counts[b]} cards; "
                            f"each other team plays exactly one card", who)
            else:
                expected[a], expected[b] = counts[a], counts[b]
    for p in range(n):
        if counts[p] != expected[p]:
            want = expected[p]
            raise _fail("card-count", f"played {counts[p]} card{'s' if counts[p] != 1 else ''}; "
                        f"{rules.name} with {n} players takes exactly {want}", players[p])


def _votes(raw: Any, rules, n: int, st: int, owners: list[int], players: list[str], seat: dict[str, int],
           k: int) -> list[tuple[int, ...]]:
    if not isinstance(raw, dict):
        raise _fail("votes", "votes must be an object of voter -> list of positions")
    if rules.family == PARTY:
        eligible = set(range(n))
    elif rules.family == STORY:
        eligible = set(range(n)) - {st}
    else:
        eligible = set(range(n)) - set(owners)
    votes: list[tuple[int, ...]] = [()] * n
    for voter, cast in raw.items():
        if voter not in seat:
            raise _fail("votes", f"a vote from {shown(voter)}, who is not among the players")
        p = seat[voter]
        if p not in eligible:
            why = "the storyteller does not vote" if p == st else "a player who played a card does not vote"
            raise _fail("voter-not-allowed", f"may not vote in {rules.name}: {why}", voter)
        if not isinstance(cast, list):
            raise _fail("votes", "votes must be a list of positions", voter)
        found = tuple(_position(v) for v in cast)
        positions = tuple(v for v in found if v is not None)
        if len(positions) < len(found):
            raise _fail("vote-position", f"voted for {shown(cast)}; positions are whole numbers", voter)
        own = () if rules.family == PARTY else tuple(i + 1 for i, o in enumerate(owners) if o == p)
        check_cast(rules, n, positions, k, own, voter)
        votes[p] = positions
    for p in sorted(eligible):
        if not votes[p]:
            raise _fail("missing-vote", "has not voted; every voter must vote", players[p])
    return votes


def _one_line(text: str) -> str:
    """Control characters (a newline in a name, say) shown escaped, so the error stays one line."""
    return _UNPRINTABLE.sub(lambda m: repr(m.group())[1:-1], text)


def main(argv: list[str]) -> int:
    stdin = getattr(sys.stdin, "buffer", sys.stdin)  # bytes when there are any: safejson decodes
    try:
        data = loads(stdin.read(MAX_ROUND_BYTES + 1), max_bytes=MAX_ROUND_BYTES)
    except BadJSON as exc:
        print(_one_line(f"malformed JSON: {exc}"), file=sys.stderr)
        return 2
    try:
        result = score_json(data)
    except RulesError as exc:
        print(_one_line(f"{exc} (rule: {exc.rule})"), file=sys.stderr)
        return 2
    print(json.dumps(result))
    return 0
