"""Bench figure `bot_decision_ms`: the 99th percentile of one bot decision, over mixed tables."""

from __future__ import annotations

from .simulate import builtin_tags, play_game


def run() -> dict[str, float]:
    tags = builtin_tags()
    timings: list[float] = []
    tables = [("revised", ["hard", "normal", "easy", "normal"]), ("odyssey", ["hard", "normal", "easy"] * 3),
              ("party2020", ["hard", "normal"] * 3), ("teams2020", ["hard", "normal"] * 4)]
    for i, (ruleset, levels) in enumerate(tables):
        for g in range(2):
            play_game(ruleset, levels, f"bench:{i}:{g}", tags, timings)
    timings.sort()
    return {"bot_decision_ms": round(timings[int(len(timings) * 0.99)], 2)}
