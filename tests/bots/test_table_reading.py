"""The hard storyteller imagines the listeners it sits with (story-6): computer levels are public at
the table, so it forecasts each seat with that level's own reading, a normal listener hearing films
and sayings by their words; a person is imagined as the generic mix."""

from __future__ import annotations

import random


def test_the_table_is_read_by_hard_only_and_a_person_is_the_generic_mix():
    from game.bots.player import LEVELS, LEX_PLAIN, PLAIN, seats_of

    hard = LEVELS["hard"]
    seats = seats_of(hard, ("normal", "hard", "easy", None), 1, 3)
    assert seats == [((PLAIN, LEVELS["normal"].temperature, 1.0),),
                     ((LEX_PLAIN, LEVELS["easy"].temperature, 1.0),), hard.models]
    assert seats_of(LEVELS["normal"], ("normal", "hard", "easy", None), 0, 3) is None
    assert seats_of(hard, None, 0, 3) is None
    assert seats_of(hard, ("hard", "easy"), 0, 3) is None  # not this table: imagine the generic one


def test_plain_meaning_differs_from_the_heard_one_on_references_only():
    from game.bots import semantic
    from game.bots.knowledge import builtin_cards, knowledge, plain_of, reading_of

    know = knowledge(builtin_cards(), semantic.model())
    phrases, meaning, _ = know.bank()
    plain = know.plain()
    differs = [i for i, p in enumerate(phrases) if plain_of(p.text) != reading_of(p.text)]
    same = [i for i, p in enumerate(phrases) if plain_of(p.text) == reading_of(p.text)]
    assert len(differs) > 50 and len(same) > 1000
    assert (plain[same] == meaning[same]).all()
    moved = abs(plain[differs] - meaning[differs]).max(axis=1)
    assert (moved > 0.02).mean() > 0.5  # "Mary Poppins" by its words is far from the umbrella it evokes


def test_the_easy_listener_is_imagined_as_it_reads():
    """The easy level reads a saying by its words ("newton apple"), not as the lexicon's exact phrase:
    the storyteller imagines its seat with the bank as so read (`Knowledge.lex_plain`)."""
    import numpy as np

    from game.bots import semantic
    from game.bots.knowledge import builtin_cards, knowledge
    from game.bots.player import LEVELS, LEX_WEIGHT, Mind, _rows, normalise

    know = knowledge(builtin_cards(), semantic.model())
    phrases, _, lex = know.bank()
    plain = know.lex_plain()
    easy = Mind(know, LEVELS["easy"])
    rows = _rows(know, phrases)
    for text in ("newton's apple", "stirring up a hornet's nest", "the one that got away", "Moby Dick"):
        r = rows[normalise(text)]
        assert np.allclose(easy.scores(text, know.ids), plain[r] * LEX_WEIGHT * 2.5, atol=1e-5), text
    assert abs(plain[rows[normalise("newton's apple")]] - lex[rows[normalise("newton's apple")]]).max() > 0.5


def test_knowing_the_table_chooses_clues_likelier_to_split_it():
    """At a table of two normal listeners and an easy one, the clue chosen knowing them forecasts
    (for that table) at least as well, over many hands, as the clue chosen for the generic table."""
    import numpy as np

    from game.bots import player, semantic
    from game.bots.knowledge import builtin_cards, knowledge
    from game.bots.player import LEVELS, Mind, seats_of, tell

    cards = {c: i for c, i in builtin_cards().items() if c.startswith("reveries/")}
    know = knowledge(cards, semantic.model())
    mind = Mind(know, LEVELS["hard"])
    seats = seats_of(LEVELS["hard"], ("hard", "normal", "easy", "normal"), 0, 3)
    phrases, meaning, lex = know.bank()
    mats = {"meaning": meaning, "lexicon": lex * (player.LEX_WEIGHT * 2.5), player.PLAIN: know.plain(),
            player.LEX_PLAIN: know.lex_plain() * (player.LEX_WEIGHT * 2.5),
            "blend": meaning + player.LEX_WEIGHT * np.minimum(lex, 2.0)}
    rows = player._rows(know, phrases)
    ids = sorted(cards)
    known: list[float] = []
    blind: list[float] = []
    for h in range(30):
        hand = random.Random(h).sample(ids, 6)
        pool = np.array([i for i, c in enumerate(know.ids) if c not in hand], dtype=np.int64)
        for out, s in ((known, seats), (blind, None)):
            told = tell(mind, hand, set(hand), random.Random(h), 3, 3, set(), "en", s)
            assert told is not None
            row = rows[player.normalise(told[2].phrase)]
            out.append(float(player._success(mats, LEVELS["hard"], np.array([row]), know.index[told[0]], pool,
                                             3, 3, np, seats)[0]))
    assert np.mean(known) > np.mean(blind) + 0.03, (np.mean(known), np.mean(blind))
