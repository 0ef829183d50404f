"""The bots' caches are bounded in bytes (game/bytecache.py): the sentence vectors of typed texts,
the Knowledge of each set of cards (its vectors and phrase bank) and the word caches. Filled past
a small bound (the same code as the real one), they count no more than it, and what they let go
of is made again identical."""

from __future__ import annotations

import numpy as np
import pytest

from game.bots import french, lexicon, reading, semantic, speech
from game.bots import knowledge as knowledge_mod
from game.bots.knowledge import builtin_cards, knowledge
from game.bytecache import KB

CARDS = builtin_cards()


@pytest.fixture(scope="module")
def sem():
    m = semantic.model()
    assert m is not None, semantic.failure()
    return m


def test_typed_texts_vectors_are_kept_within_a_byte_bound(sem, monkeypatch: pytest.MonkeyPatch):
    one = sem.cache._cost("a typed clue number 10", np.zeros(sem.dim, np.float32))
    monkeypatch.setattr(sem.cache, "limit", 8 * one)
    texts = [f"a typed clue number {i}" for i in range(10, 30)]
    first = sem.vector(texts[0]).copy()
    for t in texts:
        sem.vector(t)
        assert sem.cache.used <= sem.cache.limit
    assert texts[0] not in sem.cache and len(sem.cache) <= 8
    assert np.array_equal(sem.vector(texts[0]), first)


def test_knowledge_of_card_sets_is_kept_within_a_byte_bound(sem, monkeypatch: pytest.MonkeyPatch):
    ids = sorted(CARDS)
    sets = [{c: CARDS[c] for c in ids[i * 12:(i + 1) * 12]} for i in range(4)]
    cache = knowledge_mod._cache
    first = knowledge(sets[0], sem)
    first.bank()
    size = cache._cost(("k",), first)
    assert first.nbytes > first.title.nbytes + first.bias.nbytes + first._bank["meaning"].nbytes
    monkeypatch.setattr(cache, "limit", int(2.5 * size))
    cache.remeasure()
    for cards in sets[1:]:
        knowledge(cards, sem).bank()  # the bank is counted once it is made
        assert cache.used <= cache.limit
    again = knowledge(sets[0], sem)
    assert again is not first  # it was let go, and is made again
    for name in ("title", "desc", "tagvec", "sent", "bias"):
        assert np.array_equal(getattr(again, name), getattr(first, name))
    assert np.array_equal(again.bank()[1], first.bank()[1])


@pytest.mark.parametrize("fn, args", [
    (french.known_form, [(f"peche{'s' * (i % 3)}x{i}",) for i in range(300)]),
    (french.lemma, [(f"cerises{i}",) for i in range(300)]),
    (reading.mend, [(f"moonlihgt{i}",) for i in range(120)]),
    (speech.say, [(f"a dream of number {i}", "fr") for i in range(300)]),
    (reading.readings, [(f"la lune numero {i}",) for i in range(60)]),
    (lexicon._interpret, [(lexicon.lexicon(), f"stars and moon {i}") for i in range(300)]),
])
def test_the_word_caches_hold_their_bounds(fn, args, monkeypatch: pytest.MonkeyPatch):
    fn.cache_clear()
    monkeypatch.setattr(fn.cache, "limit", 4 * KB)
    first = fn(*args[0])
    for a in args:
        fn(*a)
        assert fn.cache.used <= 4 * KB
    assert args[0] not in fn.cache
    assert fn(*args[0]) == first
    fn.cache_clear()
