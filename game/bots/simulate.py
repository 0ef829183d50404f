"""`python main.py simulate --ruleset R --players N --games K --seed S --bots L,L,...`

Plays whole bot games without a window on the built-in deck and prints one JSON object on its
last line (see README). Deterministic for a seed: game i uses seed "S:i", and the bot levels
rotate round the table from game to game so no level always sits in the same seat.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from ..engine import rules as engine
from ..engine.config import GameConfig
from ..engine.errors import RulesError
from ..engine.rulesets import PARTY, RULESETS
from ..engine.view import view
from ..program import prog
from .knowledge import builtin_cards
from .player import LEVELS, decide


def builtin_tags() -> dict[str, tuple[str, ...]]:
    """The built-in cards' tags alone (what the lexicon reads)."""
    return {c: info.tags for c, info in builtin_cards().items()}


def play_game(ruleset: str, levels: list[str], seed: str, tags: dict, timings: list[float] | None = None,
              options: dict | None = None, lang: str = "en"):
    n = len(levels)
    config = GameConfig(ruleset, tuple(f"Bot {i + 1}" for i in range(n)), tuple(tags), options or {})
    state = engine.new_game(config, seed)
    count = 0
    while state.phase != "over":
        seat = min(state.pending)
        t0 = time.perf_counter()
        # every seat's level is public at the table, as the game shows it
        action = decide(view(state, seat), levels[seat], seed=f"{seed}:{count}", tags=tags, lang=lang,
                        levels=tuple(levels))
        if timings is not None:
            timings.append((time.perf_counter() - t0) * 1000)
        state = engine.apply(state, action)
        count += 1
    return state


def simulate(ruleset: str, players: int, games: int, seed: str, bots: list[str],
             decks: tuple[str, ...] = ()) -> dict:
    """`decks`: deal only the built-in cards of these deck ids (default: every built-in deck)."""
    tags = {c: info for c, info in builtin_cards().items() if not decks or c.partition("/")[0] in decks}
    levels = [bots[i % len(bots)] for i in range(players)]
    timings: list[float] = []
    story_turns = successes = all_found = none_found = 0
    by_level_turns: dict[str, int] = {}
    by_level_success: dict[str, int] = {}
    votes = right = 0
    seats_of: dict[str, int] = {}
    wins_of: dict[str, int] = {}
    for g in range(games):
        table = levels[g % players:] + levels[:g % players]  # rotate the seats each game
        state = play_game(ruleset, table, f"{seed}:{g}", tags, timings)
        party = state.rules.family == PARTY
        for rec in state.history:
            voters = [v for v in rec.votes if v]
            if party:
                answer = rec.trap
                counts = [sum(1 for v in rec.votes if p in v) for p in range(1, len(rec.display) + 1)]
                popular = {p + 1 for p, c in enumerate(counts) if c == max(counts)}
                votes += sum(len(v) for v in voters)
                right += sum(1 for v in voters for p in v if p in popular)
            else:
                answer = rec.story_position
                votes += sum(len(v) for v in voters)
                right += sum(1 for v in voters for p in v if p == answer)
            found = sum(1 for v in voters if answer in v)
            story_turns += 1
            lvl = table[rec.storyteller]
            by_level_turns[lvl] = by_level_turns.get(lvl, 0) + 1
            if 0 < found < len(voters):
                successes += 1
                by_level_success[lvl] = by_level_success.get(lvl, 0) + 1
            elif found == len(voters):
                all_found += 1
            else:
                none_found += 1
        winner_seats = set()
        for w in state.winners:
            winner_seats |= set(state.config.teams[w]) if state.config.teams else {w}
        for seat, lvl in enumerate(table):
            seats_of[lvl] = seats_of.get(lvl, 0) + 1
            wins_of[lvl] = wins_of.get(lvl, 0) + (1 if seat in winner_seats else 0)
    timings.sort()

    def rate(a: int, b: int) -> float:
        return round(a / b, 4) if b else 0.0

    return {
        "games": games,
        "storyteller_success": rate(successes, story_turns),
        "storyteller_success_by_level": {lv: rate(by_level_success.get(lv, 0), t) for lv, t in by_level_turns.items()},
        "all_found_rate": rate(all_found, story_turns),
        "none_found_rate": rate(none_found, story_turns),
        "listener_accuracy": rate(right, votes),
        "win_rate_by_level": {lv: rate(wins_of.get(lv, 0), s) for lv, s in seats_of.items()},
        "decision_ms_mean": round(sum(timings) / len(timings), 3) if timings else 0.0,
        "decision_ms_p99": round(timings[int(len(timings) * 0.99)], 3) if timings else 0.0,
    }


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog=prog("simulate"), description="Play whole bot games without a window.")
    p.add_argument("--ruleset", required=True, choices=sorted(RULESETS))
    p.add_argument("--players", type=int, required=True)
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", default="1")
    p.add_argument("--bots", default="normal", help="levels round the table, e.g. hard,easy,easy,easy")
    p.add_argument("--deck", action="append", default=[], metavar="ID",
                   help="deal only this built-in deck's cards (repeatable; default: every built-in deck)")
    args = p.parse_args(argv)
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    bad = [b for b in bots if b not in LEVELS]
    if bad or not bots:
        print(f"unknown bot level(s): {', '.join(bad) or '(none)'}; use easy, normal or hard", file=sys.stderr)
        return 2
    if args.players not in RULESETS[args.ruleset].sizes:
        print(f"{args.ruleset} is not played by {args.players} players", file=sys.stderr)
        return 2
    if args.games < 1:
        print("--games must be at least 1", file=sys.stderr)
        return 2
    known = {c.partition("/")[0] for c in builtin_cards()}
    unknown = [d for d in args.deck if d not in known]
    if unknown:
        print(f"no built-in deck '{unknown[0]}' (built-in: {', '.join(sorted(known))})", file=sys.stderr)
        return 2
    try:
        result = simulate(args.ruleset, args.players, args.games, args.seed, bots, tuple(args.deck))
    except RulesError as e:
        print(f"bots broke a rule: {e}", file=sys.stderr)
        return 1
    print(json.dumps(result))
    return 0
