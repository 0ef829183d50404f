"""Why the hard storyteller's some-but-not-all success is what it is at a bot table (issue 19).

`python -m tests.bots.telling_room [--deck ID] [--players N] [--seeds 1,2,3,4]` plays the games of
`python main.py simulate --ruleset revised --games 40 --bots hard,normal,easy,normal[,easy]` and,
for each of the hard storyteller's turns, notes the chain it said (from two drawn elements, or a
one-element saying when no card of its hand has a two-element chain), how many clues its hand
left it to weigh (the finalists it played out), its own estimate of the chosen clue's success,
and who found the card. It prints one JSON line per chain kind and one for the whole.

With `--precise N` each finalist is also played out N times (its own generator, the same imagined
table): "precise" is the chosen clue's forecast so measured, "ceiling" the best finalist's. The
gap between the two is all a better choice among the clues it weighs could gain (issue 19).

It only watches: the storyteller's functions are wrapped to read what they return, the play is
`game.bots.simulate.play_game` unchanged, so the overall figure is simulate's.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
from collections import defaultdict

import numpy as np

from game.bots import player
from game.bots.knowledge import builtin_cards
from game.bots.simulate import play_game

LEVELS = ["hard", "normal", "easy", "normal", "easy"]


def watch(deck: str, players: int, seeds: list[str], games: int = 40, precise: int = 0) -> dict[str, dict[str, float]]:
    tags = {c: i for c, i in builtin_cards().items() if c.partition("/")[0] == deck}
    levels = LEVELS[:players]
    played: list[float] = []
    exact: dict[tuple[int, int], float] = {}  # (phrase row, card) -> forecast from `precise` turns
    said: dict[str, tuple[int, float, int, float, float]] = {}  # clue -> (elements, estimate, weighed, precise, ceiling)
    rollouts, tell = player._rollouts, player.tell

    def rollouts_seen(mats, level, row, ci, *a, **k):
        v = rollouts(mats, level, row, ci, *a, **k)
        played.append(v)
        if precise:
            # (the play's own generator stays untouched: the game goes on as without the report)
            more = dataclasses.replace(level, rollouts=precise)
            exact[row, ci] = rollouts(mats, more, row, ci, *a[:3], np.random.default_rng([row, ci]), *a[4:], **k)
        return v

    def tell_seen(mind, *a, **k):
        played.clear()
        exact.clear()
        told = tell(mind, *a, **k)
        if told and mind.level.tells == "hard" and played:
            row = player._rows(mind.know, mind.know.bank()[0]).get(player.normalise(told[2].phrase), -1)
            mine = exact.get((row, mind.know.index[told[0]]), 0.0)
            said[told[1]] = (len(told[2].elements), max(played), len(played), mine, max(exact.values(), default=0.0))
        return told

    player._rollouts, player.tell = rollouts_seen, tell_seen
    sums: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
    try:
        for s in seeds:
            for g in range(games):
                table = levels[g % players:] + levels[:g % players]  # simulate's rotation
                state = play_game("revised", table, f"{s}:{g}", tags)
                for rec in state.history:
                    if table[rec.storyteller] != "hard" or rec.clue not in said:
                        continue
                    elements, estimate, weighed, mine, ceiling = said[rec.clue]
                    found = [rec.story_position in v for seat, v in enumerate(rec.votes)
                             if seat != rec.storyteller and v]
                    normals = [rec.story_position in v for seat, v in enumerate(rec.votes)
                               if seat != rec.storyteller and v and table[seat] == "normal"]
                    for kind in ("all", "two elements" if elements >= 2 else "one element"):
                        row = sums[kind]
                        row["turns"] += 1
                        row["success"] += 0 < sum(found) < len(found)
                        row["all_found"] += all(found)
                        row["none_found"] += not any(found)
                        row["estimate"] += estimate
                        row["clues_weighed"] += weighed
                        row["normals_split"] += len(set(normals)) > 1
                        if precise:
                            row["precise"] += mine
                            row["ceiling"] += ceiling
    finally:
        player._rollouts, player.tell = rollouts, tell
    total = sums["all"]["turns"] or 1
    out = {}
    for kind, row in sums.items():
        n = row["turns"]
        out[kind] = {"turns": int(n), "share": round(n / total, 2),
                     **{k: round(v / n, 3) for k, v in row.items() if k != "turns"}}
    return out


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("--deck", default="reveries")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--seeds", default="1,2,3,4")
    p.add_argument("--precise", type=int, default=0, help="also play each finalist out this many times")
    a = p.parse_args()
    for kind, row in watch(a.deck, a.players, a.seeds.split(","), precise=a.precise).items():
        print(json.dumps({"deck": a.deck, "players": a.players, "chain": kind, **row}))
