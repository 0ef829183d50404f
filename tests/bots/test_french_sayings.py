"""The bots' own French sayings (data/sayings_fr.txt, issue 26): idioms, proverbs and titles written
in French, each tied to drawn things. A French hard storyteller says them (never an English one),
they never name their own things, the explanation says what they evoke in French, and the hard
listener reads them with what they evoke (the others by their words)."""

from __future__ import annotations

import random

import pytest

from game.bots import semantic
from game.bots.french_sayings import Saying, elements, sayings
from game.bots.grounds import chains, drawn, explanation, names_it
from game.bots.knowledge import builtin_cards, knowledge, phrase_bank
from game.bots.lexicon import lexicon
from game.bots.player import LEVELS, Mind, tell
from game.bots.reading import readings
from game.bots.speech import french_only, phrase_of, say

CARDS = builtin_cards()


@pytest.fixture(scope="module")
def know():
    return knowledge(CARDS, semantic.model())


def test_every_saying_is_tied_to_things_the_lexicon_knows_and_is_said_in_french_only():
    said = sayings()
    assert len(said) >= 60
    tags = set(lexicon().entries)
    for s in said:
        assert set(s.anchors) | set(s.seconds) <= tags, s
        assert s.why and s.reading and s.why != s.said, s
        phrase = phrase_of(s.said)
        assert say(phrase, "fr"), s  # said in French: as itself, or as the rendering it already is
        if phrase == s.said and s.said.lower() not in {p.text.lower() for p in phrase_bank() if p.grade != "french"}:
            assert say(phrase, "en") is None, s  # a French saying of its own has no place in an English game
    bank = {p.text for p in phrase_bank() if p.grade == "french"}
    assert bank == set(french_only().values()) and len(bank) >= 40


def test_a_saying_needs_its_anchor_and_its_second_thing_drawn():
    rain = Saying("il pleut des cordes", ("rain", "umbrella"), ("umbrella", "clouds"), "une averse", "a downpour")
    assert elements(rain, ("frog", "umbrella", "rain")) == ("umbrella", "rain")
    assert elements(rain, ("umbrella", "sun")) == ()  # an umbrella under the sun: no downpour
    one = Saying("Babar", ("elephant",), (), "le roi des éléphants", "babar")
    assert elements(one, ("hourglass", "elephant")) == ("elephant",) and elements(one, ("cat",)) == ()


def test_the_chains_of_the_sayings_start_from_drawn_things_and_never_name_them(know):
    count = 0
    for card, info in CARDS.items():
        els = drawn(card, info.title, info.tags, info.description)
        for c in chains(know, card):
            if c.lang:
                assert c.level == "hard" and c.lang == "fr" and set(c.elements) <= set(els), (card, c)
                assert not names_it(c, "fr"), (card, c)
                count += 1
    assert count >= 150


def test_a_french_hard_storyteller_says_an_oblique_clue_for_nearly_every_card_and_english_never_a_french_one(know):
    hard = Mind(know, LEVELS["hard"])
    plain = own = 0
    for card in sorted(CARDS)[::3]:
        fr = tell(hard, [card], {card}, random.Random(card), 4, 4, set(), "fr")
        assert fr, card
        plain += fr[2].level != "hard"
        own += fr[2].lang == "fr"
        if fr[2].lang:
            why = explanation(fr[2], fr[1], "fr")
            assert why.startswith(f"« {fr[1][:1].upper()}") and f"({fr[2].association})" in why, why
        en = tell(hard, [card], {card}, random.Random(card), 4, 4, set(), "en")
        assert en and not en[2].lang, (card, en)
    # before these sayings, a French hard storyteller fell back to normal's associations on 64 of 284
    assert plain <= 3 and own >= 15, (plain, own)


def test_the_hard_listener_reads_a_saying_with_what_it_evokes_the_others_by_its_words():
    assert "wolf" in readings("Croc-Blanc")[0] and "wolf" not in readings("Croc-Blanc", references=False)[0]
    assert "castaway" in readings("un appel au secours")[0]
    # a comma is part of a saying: its second half alone is not the saying
    assert "flutter" in readings("petites causes, grands effets")[0]
    assert "flutter" not in readings("grands effets")[0]
