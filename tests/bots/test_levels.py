"""Levels a player can feel (issue 26): as listeners on clues people wrote, easy < normal < hard
by at least 5 points each, counted as they vote in a game (their noisy pick), on the English sets
and on the older French sets (the held-out French sets are reported in docs/bots.md, not tuned on,
and guarded below; the second and third were burned in the fr-8 session, the fifth in fr-9: tuning sets now)."""

from __future__ import annotations

from tests.bots.clue_sets import level_rates


def test_listening_levels_differ_by_five_points_each():
    rates = level_rates({"en": ["en:human", "en:reveries"], "fr": ["fr:human", "fr:reveries", "fr:oneira"]})
    for group, r in rates.items():
        assert r["normal"] - r["easy"] >= 5 and r["hard"] - r["normal"] >= 5, (group, r)


def test_only_the_hard_listener_knows_titles_and_sayings(tmp_path):
    """By design, not by tuning: a title or saying is read by its words at easy and normal, with
    what it evokes (data/culture.txt) at hard, so 'Mary Poppins' finds the umbrella for hard only."""
    from game.bots import semantic
    from game.bots.knowledge import builtin_cards, knowledge
    from game.bots.player import LEVELS, Mind
    from game.bots.reading import readings

    assert "umbrella" in readings("Mary Poppins")[0]
    assert "umbrella" not in readings("Mary Poppins", references=False)[0]
    assert not LEVELS["easy"].references and not LEVELS["normal"].references and LEVELS["hard"].references
    know = knowledge(builtin_cards(), semantic.model())
    umbrella = next(c for c, i in builtin_cards().items() if "umbrella" in i.tags)
    others = [c for c, i in builtin_cards().items() if "umbrella" not in i.tags][:40]
    cards = [umbrella, *others]

    def place(level: str) -> int:
        s = Mind(know, LEVELS[level]).scores("Mary Poppins", cards)
        return sorted(s, reverse=True).index(s[0])

    assert place("hard") == 0
    assert place("normal") > place("hard")


def test_hard_reads_french_better_than_normal_on_the_tuning_set():
    """The French tuning sets (data/french_clues_tune.json and french_clues_tune2.json, written from
    the pictures before the hard listener's French was tuned on them): hard >= normal + 5. A guard against losing what was tuned,
    not a held-out measure (that one, on fr:new, is reported in docs/bots.md)."""
    rates = level_rates({"tune": ["fr:tune"], "tune2": ["fr:tune2"]})
    for r in rates.values():  # the second set (pictures only) gave 51.8 < 70.0 < 79.4 before any tuning on it
        assert r["normal"] - r["easy"] >= 5 and r["hard"] - r["normal"] >= 5, rates



def test_levels_differ_on_the_second_french_held_out_set():
    """data/french_clues_held2.json: 60 clues written from the pictures alone and committed before any
    measure, measured once (2026-11-27) at easy 48.4 < normal 64.4 < hard 74.7. Burned in the fr-8
    session (now a tuning set: its misses were read and their causes fixed, 48.2 / 63.8 / 74.9 ->
    48.6 / 66.0 / 82.0). A guard of what was tuned, 3 points under, and the 5-point gaps of issue 26."""
    r = level_rates({"held2": ["fr:held2"]})["held2"]
    assert r["easy"] >= 45.6 and r["normal"] >= 63.0 and r["hard"] >= 79.0, r
    assert r["normal"] - r["easy"] >= 5 and r["hard"] - r["normal"] >= 5, r

def test_everyday_french_idioms_are_read_by_the_hard_listener_only():
    """data/culture_fr.txt: read with what they evoke by hard, by their words by the others, and
    never said by a bot (not in the phrase bank)."""
    from game.bots.knowledge import phrase_bank
    from game.bots.reading import readings

    assert "secret" in readings("bouche cousue")[0] and "secret" not in readings("bouche cousue", references=False)[0]
    assert "fish" in readings("muet comme une carpe")[0] and "fish" not in readings("muet comme une carpe", references=False)[0]
    bank = {p.text.lower() for p in phrase_bank()}
    assert "bouche cousue" not in bank and "la nuit porte conseil" not in bank


def test_french_loses_little_against_the_same_clues_in_english():
    """data/french_clues_parallel.json (a tuning set, fr-6 session): 198 English human clues rendered
    into natural French, each shown with its English clue's display. Before the session's reading
    changes French lost 0.9 / 7.0 / 8.2 points (easy / normal / hard); after, 0.1 / 1.7 / 0.7.
    A guard of what was tuned: within 3 points at every level, and the levels 5 points apart."""
    r = level_rates({"en": ["en:parallel"], "fr": ["fr:parallel"]})
    for level in ("easy", "normal", "hard"):
        assert r["fr"][level] >= r["en"][level] - 3, (level, r)
    assert r["fr"]["normal"] - r["fr"]["easy"] >= 5 and r["fr"]["hard"] - r["fr"]["normal"] >= 5, r


def test_levels_differ_on_the_third_french_held_out_set_and_it_reads_like_fresh_english():
    """data/french_clues_held3.json (60 clues) and data/english_clues_held.json (40), both written from
    the pictures alone and committed before any bot ran on them, measured once (2026-11-27, after the
    fr-6 session's reading changes): French 46.1 < 71.4 < 78.2, fresh English 50.8 < 72.8 < 81.3.
    The French set was burned in the fr-8 session (now a tuning set: 46.1 / 71.6 / 78.3 -> 46.2 / 73.0 /
    84.8). Regression guards 3 points under, the 5-point gaps of issue 26, and French within 5 points
    of English written the same way."""
    r = level_rates({"fr": ["fr:held3"], "en": ["en:held"]})
    assert r["fr"]["easy"] >= 43.2 and r["fr"]["normal"] >= 70.0 and r["fr"]["hard"] >= 81.8, r
    for lang in ("fr", "en"):
        assert r[lang]["normal"] - r[lang]["easy"] >= 5 and r[lang]["hard"] - r[lang]["normal"] >= 5, r
    for level in ("easy", "normal", "hard"):
        assert r["fr"][level] >= r["en"][level] - 5, (level, r)


def test_levels_differ_on_the_fourth_french_held_out_set_and_it_reads_like_english():
    """data/french_clues_held4.json (60 clues) and data/english_clues_held2.json (40), written from the
    pictures alone and committed before any bot ran on them (fr-7 session), measured once (2026-11-27,
    after that session's reading changes): French 46.8 < 70.8 < 81.1, fresh English 67.0 < 85.6 < 96.4.
    Regression guards 3 points under, the 5-point gaps of issue 26, and its goal on this set: French
    human clues within 5 points of the English human sets (en: 44.8 / 68.8 / 84.9)."""
    r = level_rates({"fr": ["fr:held4"], "en2": ["en:held2"], "en": ["en:human", "en:reveries"]})
    assert r["fr"]["easy"] >= 43.8 and r["fr"]["normal"] >= 67.8 and r["fr"]["hard"] >= 78.1, r
    assert r["en2"]["easy"] >= 64.0 and r["en2"]["normal"] >= 82.6 and r["en2"]["hard"] >= 93.4, r
    for group in ("fr", "en2"):
        assert r[group]["normal"] - r[group]["easy"] >= 5 and r[group]["hard"] - r[group]["normal"] >= 5, r
    for level in ("easy", "normal", "hard"):
        assert r["fr"][level] >= r["en"][level] - 5, (level, r)


def test_hard_reads_french_better_than_normal_on_the_third_tuning_set():
    """data/french_clues_tune3.json (fr-7 session, a tuning set): 63.2 < 79.5 < 89.0 before the
    session's changes, 63.1 < 79.7 < 94.1 after. A guard of what was tuned, not a held-out measure."""
    r = level_rates({"tune3": ["fr:tune3"]})["tune3"]
    assert r["hard"] >= 91.1 and r["normal"] - r["easy"] >= 5 and r["hard"] - r["normal"] >= 5, r


def test_levels_differ_on_the_fifth_french_held_out_set():
    """data/french_clues_held5.json (62 clues, fr-8 session): written from the pictures alone and
    committed before any bot ran on them, measured once (2026-11-27, after the session's reading
    changes, tuned on the burned held2 and held3): 51.7 < 67.1 < 74.4 (51.9 / 67.1 / 74.3 on the code
    before them). Burned in the fr-9 session (now a tuning set: its misses were read and their causes
    fixed). Regression guards 3 points under, the 5-point gaps of issue 26, and its goal where it
    was met when held out: within 5 points of the English human sets at easy and normal."""
    r = level_rates({"fr": ["fr:held5"], "en": ["en:human", "en:reveries"]})
    assert r["fr"]["easy"] >= 48.7 and r["fr"]["normal"] >= 64.1 and r["fr"]["hard"] >= 71.4, r
    assert r["fr"]["normal"] - r["fr"]["easy"] >= 5 and r["fr"]["hard"] - r["fr"]["normal"] >= 5, r
    for level in ("easy", "normal"):
        assert r["fr"][level] >= r["en"][level] - 5, (level, r)


def test_levels_differ_on_the_sixth_french_held_out_set():
    """data/french_clues_held6.json (62 clues, fr-9 session): written from the pictures alone and
    committed before any bot ran on them, measured once at the end of that session (2026-11-27):
    50.5 < 66.9 < 73.4 (50.4 / 66.3 / 73.3 on the code before its changes); its misses were not read.
    Regression guards 3 points under, the 5-point gaps of issue 26, and its goal where it is met:
    within 5 points of the English human sets at easy and normal (at hard it is not: 73.4 against
    85.0, see docs/bots.md)."""
    r = level_rates({"fr": ["fr:held6"], "en": ["en:human", "en:reveries"]})
    assert r["fr"]["easy"] >= 47.5 and r["fr"]["normal"] >= 63.9 and r["fr"]["hard"] >= 70.4, r
    assert r["fr"]["normal"] - r["fr"]["easy"] >= 5 and r["fr"]["hard"] - r["fr"]["normal"] >= 5, r
    for level in ("easy", "normal"):
        assert r["fr"][level] >= r["en"][level] - 5, (level, r)
