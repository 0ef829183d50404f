"""Every built-in card's main painted subject is among its tags, and the bots see it (issue 26).

The subject is what the recipe paints first (past a prop such as a laid table): the egg about to
hatch, the mirror, the dragon. A clue can only start from a card's tags, so without it a computer
storyteller started from a small thing beside the subject.
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from assets import ROOT
from game.bots.grounds import drawn
from game.deck.art.recipes import RECIPES
from game.deck.build import check_recipes
from game.deck.paint.build import check_cards
from game.deck.paint.scenes import CARDS
from game.deck.subjects import HUMAN, icon_tags, missing_subject, subject


def _shipped(deck: str) -> dict[str, dict]:
    cards = json.loads((ROOT / "cards" / deck / "cards.json").read_text(encoding="utf-8"))["cards"]
    return {c["file"]: c for c in cards}


def test_every_painted_card_tags_its_subject_and_the_bots_see_it():
    shipped = _shipped("reveries")
    assert len(shipped) == len(CARDS)
    for i, card in enumerate(CARDS):
        icons = [e.icon for e in card.elements]
        assert missing_subject(icons, card.tags) == "", card.slug
        entry = shipped[f"{i + 1:03d}-{card.slug}.jpg"]
        assert tuple(entry["tags"]) == card.tags  # cards.json rebuilt from the recipes
        seen = drawn(f"reveries/{entry['file']}", entry["title"], tuple(entry["tags"]), entry["description"])
        things = set(icon_tags(subject(icons))) - set(HUMAN)  # a figure is "someone": no clue starts from it
        assert not things or things & set(seen), (card.slug, subject(icons), seen)


def test_every_builtin_card_tags_its_subject_and_the_bots_see_it():
    shipped = _shipped("oneira")
    for r in RECIPES:
        icons = [m.icon for m in sorted(r.scene.motifs, key=lambda m: -m.size)]
        assert missing_subject(icons, r.tags) == "", r.slug
        entry = next(c for c in shipped.values() if c["file"].endswith(f"-{r.slug}.jpg"))
        if icons:
            seen = drawn(f"oneira/{entry['file']}", entry["title"], tuple(entry["tags"]), entry["description"])
            things = set(icon_tags(subject(icons))) - set(HUMAN)
            assert not things or things & set(seen), (r.slug, subject(icons), seen)


def test_the_subjects_of_the_issue_are_tags_and_come_first():
    tags = {c.slug: c.tags for c in CARDS}
    for slug, tag in (("egg-hatching", "egg"), ("mirror-mirror", "mirror"), ("dragon-moon", "dragon"),
                      ("cave-dragon", "dragon"), ("picnic-ants", "ant"), ("scarecrow-crows", "scarecrow")):
        assert tags[slug][0] == tag, slug


def test_a_card_without_its_subject_is_refused():
    egg = next(c for c in CARDS if c.slug == "egg-hatching")
    icons = [e.icon for e in egg.elements]
    assert subject(icons) == "big-egg" and icon_tags("big-egg") == ("egg",)
    assert "egg" in missing_subject(icons, tuple(t for t in egg.tags if t != "egg"))
    with pytest.raises(ValueError, match="subject"):
        check_cards([replace(egg, tags=tuple(t for t in egg.tags if t != "egg"))])
    tea = next(c for c in CARDS if c.slug == "underwater-tea")
    assert subject([e.icon for e in tea.elements]) != "table"  # a laid table is looked past
    whale = RECIPES[0]
    with pytest.raises(ValueError, match="subject"):
        check_recipes([replace(whale, tags=tuple(t for t in whale.tags if t != "whale"))])
