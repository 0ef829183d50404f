"""What the bots know about the pictures on the table: public texts, their vectors, the phrases they may say.

A card is known by its title, tags and description (built-in deck: assets/cards/*/cards.json;
custom decks: deck.toml). `Knowledge` turns those into vectors once per set of cards and keeps
them, and scores any clue against every card with two kinds of reader:
- "meaning": the sentence model, clue against the card's description+title, its tags and its
  closest single tag;
- "lexicon": the hand-written lexicon over tags (the reader the game had before the model).
"""

from __future__ import annotations

import math
import re
import threading
from dataclasses import dataclass
from functools import lru_cache

from ..bytecache import MB, ByteLRU
from .lexicon import GRADES, Reader, lexicon, normalise
from .reading import CULTURE, PHRASES, readings
from .semantic import Semantic
from .speech import french_only

# weights of the meaning reader's parts: title, description, its best sentence, tag list, best single tag,
# and the best of those single views (a clue may speak of one thing in the picture only)
PARTS = (0.15, 0.15, 0.15, 0.3, 0.25, 0.0)
CENTRE = 0.5  # how much of each card's bias is taken off
BACKGROUND_STEP = 3  # every third phrase of the bank makes the background
SENTENCE = re.compile(r"(?<=[.!?;])\s+")


@dataclass(frozen=True)
class CardInfo:
    title: str = ""
    tags: tuple[str, ...] = ()
    description: str = ""

    @property
    def known(self) -> bool:
        return bool(self.title or self.tags or self.description)


def info_of(value) -> CardInfo:
    """A CardInfo from what callers pass: a tuple of tags (older callers) or a deck Card."""
    if isinstance(value, CardInfo):
        return value
    if isinstance(value, (tuple, list)):
        return CardInfo(tags=tuple(str(t) for t in value))
    if value is None:
        return CardInfo()
    return CardInfo(str(getattr(value, "title", "") or ""), tuple(getattr(value, "tags", ()) or ()),
                    str(getattr(value, "description", "") or ""))


def card_texts(info: CardInfo) -> list[str]:
    """Every text of a card the model reads: title, description, tag list, description sentences."""
    return [info.title, info.description, tag_text(info), *sentences(info.description)]


def tag_text(info: CardInfo) -> str:
    return ", ".join(t.replace("-", " ") for t in info.tags)


def sentences(text: str) -> list[str]:
    parts = [p.strip() for p in SENTENCE.split(text) if p.strip()]
    return parts if len(parts) > 1 else []


@dataclass(frozen=True)
class Phrase:
    text: str
    tag: str  # the tag it was written for ("" for a title or a free phrase)
    grade: str  # literal, associative, oblique, title, free


@lru_cache(maxsize=1)
def phrase_bank() -> tuple[Phrase, ...]:
    """Every clue a bot may say: the lexicon's phrases, the built-in titles, data/phrases.txt."""
    lex = lexicon()
    out: list[Phrase] = []
    seen: set[str] = set()

    def add(text: str, tag: str, grade: str) -> None:
        key = normalise(text)
        if key.split()[-1:] in (["it"], ["them"], ["its"]):  # "a place in it": means nothing out of the lexicon
            return
        if key and key not in seen:
            seen.add(key)
            out.append(Phrase(text, tag, grade))

    for tag, e in lex.entries.items():
        for grade in GRADES:
            for p in e.phrases[grade]:
                add(p, tag, grade)
    for info in builtin_cards().values():
        if info.title:
            add(info.title, "", "title")
    try:
        for line in PHRASES.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                add(line.strip(), "", "free")
        for line in CULTURE.read_text(encoding="utf-8").splitlines():  # the English name of each reference
            if " = " in line and not line.startswith("#"):
                add(line.split(" = ")[0].split(",")[0].strip(), "", "reference")
    except OSError:
        pass
    for said in french_only().values():  # the bots' own French sayings, said in French games only
        add(said, "", "french")
    return tuple(out)


def plain_of(text: str) -> str:
    """The text a listener without the references reads for a phrase (by its words only)."""
    return (readings(text, False) or (text,))[0]


def reading_of(text: str) -> str:
    """The text a listener's model reads for a phrase (references come with what they evoke)."""
    return (readings(text) or (text,))[0]


@lru_cache(maxsize=1)
def builtin_cards() -> dict[str, CardInfo]:
    from ..deck.library import discover_decks

    decks = [d for d in discover_decks(include_user=False) if d.builtin]
    return {c.id: info_of(c) for d in decks for c in d.cards}


WORDS = re.compile(r"[a-z]+")


class Knowledge:
    """Vectors and readers for one set of cards (the enabled decks)."""

    def __init__(self, cards: dict[str, CardInfo], sem: Semantic | None) -> None:
        self.cards = cards
        self.ids = list(cards)
        self.index = {c: i for i, c in enumerate(self.ids)}
        self.sem = sem
        self.known = [cards[c].known for c in self.ids]
        self.reader = Reader({c: i.tags for c, i in cards.items()})
        self._bank: dict[str, object] = {}
        self.key: tuple = ()  # under which the cache keeps it (set by `knowledge`)
        if sem is None:
            return
        np = sem.np
        self.np = np
        infos = [cards[c] for c in self.ids]
        # a card missing a text stands in with the one it has (title, description or tags)
        self.title = sem.matrix([i.title or i.description or tag_text(i) for i in infos])
        self.desc = sem.matrix([i.description or i.title or tag_text(i) for i in infos])
        self.tagvec = sem.matrix([tag_text(i) or i.description or i.title for i in infos])
        # description sentences: rows of one matrix, each card's run of rows [start, end)
        rows: list[str] = []
        starts: list[int] = []
        for i in infos:
            starts.append(len(rows))
            rows += sentences(i.description) or [i.description or i.title or tag_text(i)]
        self.sent = sem.matrix(rows)
        self.sent_starts = np.array(starts, dtype=np.int64)
        tags = sorted({t for c in self.ids for t in cards[c].tags})
        self.tag_index = {t: i for i, t in enumerate(tags)}
        self.tag_mat = sem.matrix([t.replace("-", " ") for t in tags]) if tags else np.zeros((0, sem.dim), np.float32)
        # card -> its tags' rows, padded with -1 (a card without tags has only padding)
        width = max([len(cards[c].tags) for c in self.ids] + [1])
        self.card_tags = np.full((len(self.ids), width), -1, dtype=np.int64)
        for row, c in enumerate(self.ids):
            for j, t in enumerate(cards[c].tags):
                self.card_tags[row, j] = self.tag_index[t]
        self.has_text = np.array(self.known, dtype=bool)
        # Short texts ("First Snow") look like everything a little; long ones like nothing much. A card's
        # typical score over many unrelated phrases is its bias, taken off every score it gets.
        self.bias = np.zeros(len(self.ids), np.float32)
        # (the English bank's phrases: the bots' own French sayings leave an English table's biases as they were)
        english = [p for p in phrase_bank() if p.grade != "french"]
        background = sem.matrix([reading_of(p.text) for p in english[::BACKGROUND_STEP]])
        self.bias = CENTRE * self.meaning_in_chunks(background).mean(axis=0)

    @property
    def nbytes(self) -> int:
        """Bytes of its arrays (the vectors, and the phrase bank once made): what its cache counts."""
        arrays = [*vars(self).values(), *self._bank.values()]
        return sum(n for n in (getattr(a, "nbytes", None) for a in arrays) if isinstance(n, int))

    # -- the meaning reader ------------------------------------------------------------------

    def meaning_of_vectors(self, q):
        """Scores (queries x cards) of query vectors (queries x dim) against every card."""
        np = self.np
        title = q @ self.title.T
        desc = q @ self.desc.T
        sent = np.maximum.reduceat(q @ self.sent.T, self.sent_starts, axis=1)
        tagl = q @ self.tagvec.T
        if self.tag_mat.shape[0]:
            per_tag = q @ self.tag_mat.T  # queries x tags
            padded = np.concatenate([per_tag, np.full((q.shape[0], 1), -1.0, np.float32)], axis=1)
            best_tag = padded[:, self.card_tags].max(axis=2)  # queries x cards
            best_tag = np.where(best_tag < -0.5, desc, best_tag)
        else:
            best_tag = desc
        best_view = np.maximum(np.maximum(title, desc), np.maximum(sent, best_tag))
        s = (PARTS[0] * title + PARTS[1] * desc + PARTS[2] * sent + PARTS[3] * tagl + PARTS[4] * best_tag
             + PARTS[5] * best_view)
        return np.where(self.has_text[None, :], s - self.bias[None, :], 0.0)

    def meaning_in_chunks(self, q, size: int = 128):
        """meaning_of_vectors for many queries, a few at a time (its temporaries grow with queries x cards x tags)."""
        np = self.np
        out = np.empty((q.shape[0], len(self.ids)), np.float32)
        for a in range(0, q.shape[0], size):
            out[a:a + size] = self.meaning_of_vectors(q[a:a + size])
        return out

    def meaning(self, clue: str, references: bool = True):
        """Scores of a typed clue against every card (the best of its readings)."""
        assert self.sem is not None  # the meaning reader exists only with the sentence model
        q = self.sem.matrix(list(readings(clue, references)) or [clue])
        return self.meaning_of_vectors(q).max(axis=0)

    # -- the lexicon reader ------------------------------------------------------------------

    def lexical(self, clue: str, references: bool = True) -> list[float]:
        """Lexicon fit of a clue to every card, read in English (French translated first)."""
        texts = list(readings(clue, references)) or [clue]
        best = [0.0] * len(self.ids)
        for text in texts:
            w = self.reader.weights(text)
            for i, c in enumerate(self.ids):
                f = self.reader.fit(c, w)
                if f > best[i]:
                    best[i] = f
        return best

    # -- the phrase bank, read by every reader -----------------------------------------------

    def bank(self):
        """(phrases, meaning scores phrases x cards, lexicon scores phrases x cards), computed once."""
        with _cache_lock:
            if "phrases" not in self._bank:
                self._make_bank()
                _cache.get(self.key)  # the one in use: let go last
                _cache.remeasure()  # the bank counts too (phrases x cards, twice, and phrases x tags)
            return self._bank["phrases"], self._bank["meaning"], self._bank["lex"]

    def _make_bank(self):
        if "phrases" not in self._bank:
            np = self.np
            phrases = list(phrase_bank())
            assert self.sem is not None  # the bank's meaning scores exist only with the sentence model
            q = self.sem.matrix([reading_of(p.text) for p in phrases])  # as a listener will hear it
            meaning = self.meaning_in_chunks(q)
            lex = np.zeros_like(meaning)
            for r, p in enumerate(phrases):
                w = self.reader.weights(p.text)
                for tag, wt in w.items():
                    for c in self.reader.by_tag.get(tag, ()):
                        lex[r, self.index[c]] += wt
            # how close each phrase is to each tag (the storyteller's chains: a phrase tied to what is drawn)
            ties = (q @ self.tag_mat.T).astype(np.float32) if self.tag_mat.shape[0] else np.zeros((len(phrases), 0))
            self._bank.update(phrases=phrases, meaning=meaning, lex=lex, ties=ties)
        return self._bank["phrases"], self._bank["meaning"], self._bank["lex"]

    def plain(self):
        """Meaning scores of the bank (phrases x cards) as a listener without the references hears
        them (a film or saying by its words: the normal level), computed once, when first asked."""
        with _cache_lock:
            if "plain" not in self._bank:
                phrases, meaning, _ = self.bank()
                assert self.sem is not None
                out = meaning.copy()
                rows = [(r, plain_of(p.text)) for r, p in enumerate(phrases) if plain_of(p.text) != reading_of(p.text)]
                if rows:
                    out[[r for r, _ in rows]] = self.meaning_in_chunks(self.sem.matrix([t for _, t in rows]))
                self._bank["plain"] = out
                _cache.remeasure()
            return self._bank["plain"]

    def lex_plain(self):
        """Lexicon fits of the bank (phrases x cards) as a listener without the references reads
        them (`lexical(text, False)`: "newton apple", no longer the lexicon's exact "newton's apple"),
        computed once, when first asked; the rows read as written stay the bank's."""
        with _cache_lock:
            if "lex_plain" not in self._bank:
                phrases, _, lex = self.bank()
                out = lex.copy()
                for r, p in enumerate(phrases):
                    texts = readings(p.text, False) or (p.text,)
                    if texts == (p.text,):
                        continue
                    out[r] = 0.0
                    for text in texts:  # the best of its readings, card by card, as `lexical`
                        row = self.np.zeros(len(self.ids), self.np.float32)
                        for tag, wt in self.reader.weights(text).items():
                            for c in self.reader.by_tag.get(tag, ()):
                                row[self.index[c]] += wt
                        out[r] = self.np.maximum(out[r], row)
                self._bank["lex_plain"] = out
                _cache.remeasure()
            return self._bank["lex_plain"]

    def ties(self):
        """Similarity of every bank phrase (as heard) to every tag (phrases x tags, `tag_index` order)."""
        self.bank()
        return self._bank["ties"]


KNOWLEDGE_BYTES = 48 * MB  # the built-in deck's is ~13 MB with its phrase bank; the newest always stays
_cache: ByteLRU[Knowledge] = ByteLRU(KNOWLEDGE_BYTES)
_cache_lock = threading.RLock()


def knowledge(cards: dict[str, CardInfo], sem: Semantic | None) -> Knowledge:
    """The Knowledge of these cards, built once per process (a few per session at most)."""
    key = (id(sem), tuple(sorted(cards.items())))
    with _cache_lock:
        k = _cache.get(key)
        if k is None:
            k = _cache.put(key, Knowledge(cards, sem))
            k.key = key
        return k


def softmax_share(scores: list[float], temperature: float) -> list[float]:
    top = max(scores)
    e = [math.exp((s - top) / temperature) for s in scores]
    total = sum(e)
    return [x / total for x in e]
