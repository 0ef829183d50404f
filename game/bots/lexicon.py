"""Reading clues: the hand-written lexicon (data/lexicon.txt) and an offline similarity.

`interpret(clue)` turns any text into weights over the card tags:
1. a phrase of the lexicon, said exactly, points straight at its tag;
2. otherwise every word counts for the tags whose name, gloss or phrases use it, weighted by
   how rare the word is among tags (tf-idf), with light stemming so "whales" meets "whale".
Nothing downloads; the lexicon ships with the game.
"""

from __future__ import annotations

import math
import re
from collections import defaultdict
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..bytecache import MB, byte_cached

DATA = Path(__file__).with_name("data") / "lexicon.txt"
GRADES = ("literal", "associative", "oblique")
STOP = set("""a an the of in on at to and or is it its be by for with from as your you my me we our
their his her this that these those what who when where how all one not no but up out so do does
than then there here just very""".split())
WORD = re.compile(r"[a-z0-9]+")


@dataclass(frozen=True)
class Entry:
    tag: str
    gloss: str
    phrases: dict  # grade -> tuple of phrases


def stem(word: str) -> str:
    """Light English stemming, enough for plurals and verb forms to meet their tag."""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 4 and word.endswith("es") and word[-4:-2] in ("sh", "ch", "ss") or word.endswith("xes"):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    for suffix in ("ing", "ed"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            return word[: -len(suffix)]
    return word


def tokens(text: str) -> list[str]:
    return [stem(w) for w in WORD.findall(text.lower().replace("-", " ")) if w not in STOP]


def normalise(text: str) -> str:
    words = WORD.findall(text.lower().replace("-", " "))
    while words and words[0] in ("a", "an", "the"):
        words = words[1:]
    return " ".join(words)


class Lexicon:
    def __init__(self, path: Path = DATA) -> None:
        self.entries: dict[str, Entry] = {}
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip() or line.startswith("#"):
                continue
            tag, gloss, *grades = [p.strip() for p in line.split("|")]
            self.entries[tag] = Entry(tag, gloss, {g: tuple(x.strip() for x in ph.split(";") if x.strip())
                                                   for g, ph in zip(GRADES, grades, strict=True)})
        self.exact: dict[str, str] = {}
        bags: dict[str, dict[str, float]] = {}
        for tag, e in self.entries.items():
            bag: dict[str, float] = defaultdict(float)
            for tok in tokens(tag):
                bag[tok] += 3.0
            for tok in tokens(e.gloss):
                bag[tok] += 1.0
            for grade, weight in zip(GRADES, (2.0, 1.2, 1.0), strict=True):
                for phrase in e.phrases[grade]:
                    self.exact.setdefault(normalise(phrase), tag)
                    for tok in tokens(phrase):
                        bag[tok] += weight
            bags[tag] = dict(bag)
        self.exact.update({normalise(t): t for t in self.entries})
        df: dict[str, int] = defaultdict(int)
        for bag in bags.values():
            for tok in bag:
                df[tok] += 1
        n = len(bags)
        self.idf = {tok: math.log(1 + n / d) for tok, d in df.items()}
        self.bags = bags
        self.index: dict[str, list[tuple[str, float]]] = defaultdict(list)
        for tag, bag in bags.items():
            norm = math.sqrt(sum((w * self.idf[t]) ** 2 for t, w in bag.items()))
            for tok, w in bag.items():
                # sqrt of the norm: a tag with a rich entry is not punished for being well described
                self.index[tok].append((tag, w * self.idf[tok] / math.sqrt(norm)))
        self.names = {stem(t): t for t in self.entries if "-" not in t}

    def phrases(self, tag: str, grade: str) -> tuple[str, ...]:
        e = self.entries.get(tag)
        return e.phrases[grade] if e else ()

    def interpret(self, clue: str) -> dict[str, float]:
        return dict(_interpret(self, clue))


class Reader:
    """The lexicon reader: fits of cards to a clue, from the public tags."""

    def __init__(self, tags: dict[str, tuple[str, ...]]) -> None:
        self.tags = tags
        self.lex = lexicon()
        self.by_tag: dict[str, list[str]] = {}
        for card, ts in tags.items():
            for t in ts:
                self.by_tag.setdefault(t, []).append(card)

    def weights(self, clue: str) -> dict[str, float]:
        return self.lex.interpret(clue)

    def fit(self, card: str, weights: dict[str, float]) -> float:
        return sum(weights.get(t, 0.0) for t in self.tags.get(card, ()))



@byte_cached(3 * MB)  # the phrase bank (2,200) and typed clues: ~280 bytes each
def _interpret(lex: Lexicon, clue: str) -> tuple[tuple[str, float], ...]:
    weights: dict[str, float] = defaultdict(float)
    norm = normalise(clue)
    if norm in lex.exact:
        weights[lex.exact[norm]] += 2.0
    toks = tokens(clue)
    if toks:
        qnorm = math.sqrt(sum(lex.idf.get(t, 0.0) ** 2 for t in toks)) or 1.0
        for tok in toks:
            q = lex.idf.get(tok)
            if q is None:
                continue
            for tag, w in lex.index[tok]:
                weights[tag] += w * q / qnorm
            if tok in lex.names:  # the word is a tag's own name
                weights[lex.names[tok]] += 1.0
    if not weights:
        return ()
    top = max(weights.values())
    return tuple(sorted(((t, w / top) for t, w in weights.items() if w / top > 0.05), key=lambda x: -x[1]))


@lru_cache(maxsize=1)
def lexicon() -> Lexicon:
    return Lexicon()
