"""Levels a player can feel (issue 26): as listeners on clues people wrote, easy < normal < hard
by at least 5 points each, counted as they vote in a game (their noisy pick), on the English sets
and on the older French sets (the held-out French set is reported in docs/bots.md, not tuned on)."""

from __future__ import annotations

from tests.bots.clue_sets import level_rates


def test_listening_levels_differ_by_five_points_each():
    rates = level_rates({"en": ["en:human", "en:reveries"], "fr": ["fr:human", "fr:reveries", "fr:oneira"]})
    for group, r in rates.items():
        assert r["normal"] - r["easy"] >= 5 and r["hard"] - r["normal"] >= 5, (group, r)
