"""The painted deck's clue set (data/reveries_clues.json), written from its pictures: well formed,
honestly flagged, and the hard listener finds the card on 6-card displays of that deck
(>= 80% overall, >= 70% with no tag word, >= 75% in French; issue 19)."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

import pytest

from game.bots import semantic
from game.bots.knowledge import builtin_cards, knowledge
from game.bots.player import LEVELS, Mind
from game.deck.library import load_deck
from game.deck.paint.build import DECK_DIR

from .test_human_clues import uses_tag_word

DATA = Path(__file__).with_name("data") / "reveries_clues.json"


@pytest.fixture(scope="module")
def clues() -> list[dict]:
    return json.loads(DATA.read_text(encoding="utf-8"))["clues"]


@pytest.fixture(scope="module")
def cards() -> dict:
    return {c.id: c for c in load_deck(DECK_DIR, builtin=True).cards}


def test_the_set_is_well_formed_and_flagged_by_the_matcher(clues, cards):
    assert len(clues) >= 80
    french = [c for c in clues if c.get("lang") == "fr"]
    assert len(french) >= 25
    assert sum(c["tag_free"] for c in clues) >= len(clues) / 2
    for c in clues:
        assert set(c) <= {"card", "clue", "tag_free", "lang"} and c["card"] in cards, c
        assert 1 <= len(c["clue"].split()) <= 8, c["clue"]
        assert c["tag_free"] == (not uses_tag_word(c["clue"], cards[c["card"]].tags, c.get("lang", "en"))), c
    assert len({(c["card"], c["clue"].lower()) for c in clues}) == len(clues)
    assert len(Counter(c["card"] for c in clues)) >= 70


def test_hard_listener_finds_the_card_on_the_painted_deck(clues):
    sem = semantic.model()
    assert sem is not None, semantic.failure()
    every = builtin_cards()
    mind = Mind(knowledge(every, sem), LEVELS["hard"])
    pool = [c for c in every if c.startswith("reveries/")]
    hits: dict[str, list[int]] = {"all": [0, 0], "tag_free": [0, 0], "fr": [0, 0]}
    for i, c in enumerate(clues):
        rng = random.Random(f"reveries:{i}")
        display = rng.sample([x for x in pool if x != c["card"]], 5) + [c["card"]]
        rng.shuffle(display)
        scores = mind.scores(c["clue"], display)
        ok = display[max(range(6), key=lambda j: (scores[j], -j))] == c["card"]
        for key, counts in (("all", True), ("tag_free", c["tag_free"]), ("fr", c.get("lang") == "fr")):
            if counts:
                hits[key][0] += ok
                hits[key][1] += 1
    rate = {k: a / b for k, (a, b) in hits.items()}
    assert rate["all"] >= 0.80 and rate["tag_free"] >= 0.70 and rate["fr"] >= 0.75, rate


@pytest.mark.parametrize("players", [4, 5])
def test_hard_storyteller_is_found_by_some_but_not_all_on_the_painted_deck(players):
    from game.bots.simulate import simulate

    bots = ["hard", "normal", "easy", "normal", "easy"][:players]
    r = [simulate("revised", players, 40, s, bots, ("reveries",)) for s in ("1", "2", "3")]
    # Hard clues are grounded since issue 26: oblique, tied to two things drawn on the card, so these
    # listeners (which share the lexicon the old clues were picked to please) find them less often;
    # the fair measure, against a description-only reader, is tests/bots/storytellers.py (docs/bots.md).
    # One seed's 40 games hold about 40 of the hard storyteller's turns: seed 1 alone ranged 0.63-0.73
    # between versions of the same rules, so the mean of three seeds is asserted. Since story-6 hard
    # imagines the table it sits at (docs/bots.md), seeds 1-3: 0.74-0.77 at 4 players, 0.86-0.93 at 5
    # (mean 0.76 / 0.89); the 0.80 is not reached at 4 players: the best clue its hand leaves
    # forecasts 0.78 (story-8, docs/bots.md). Seeds 1-12 at 4 players: 0.71-0.82, means of three
    # 0.74-0.78, so 0.72 leaves room for the seeds' spread.
    rates = [x["storyteller_success_by_level"]["hard"] for x in r]
    assert sum(rates) / len(rates) >= {4: 0.72, 5: 0.78}[players], rates


def test_french_clues_are_read_on_the_first_deck_too():
    """28 French clues written from the first deck's pictures: >= 75% found on 6-card displays of that deck."""
    clues = json.loads((DATA.with_name("french_clues_oneira.json")).read_text(encoding="utf-8"))["clues"]
    first = {c.id: c for c in load_deck(DECK_DIR.with_name("oneira"), builtin=True).cards}
    assert len(clues) >= 25 and all(c["lang"] == "fr" and c["card"] in first for c in clues)
    for c in clues:
        assert c["tag_free"] == (not uses_tag_word(c["clue"], first[c["card"]].tags, "fr")), c
    sem = semantic.model()
    assert sem is not None, semantic.failure()
    every = builtin_cards()
    mind = Mind(knowledge(every, sem), LEVELS["hard"])
    pool = [c for c in every if c.startswith("oneira/")]
    found = 0
    for i, c in enumerate(clues):
        rng = random.Random(f"oneira-fr:{i}")
        display = rng.sample([x for x in pool if x != c["card"]], 5) + [c["card"]]
        rng.shuffle(display)
        scores = mind.scores(c["clue"], display)
        found += display[max(range(6), key=lambda j: (scores[j], -j))] == c["card"]
    assert found / len(clues) >= 0.75, found / len(clues)
