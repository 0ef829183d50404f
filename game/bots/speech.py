"""What computer players say, in the game's language.

The bots choose clues by meaning, in English (their sentence model and lexicon are English); a
French game hears the chosen phrase in French. data/say_fr.tsv renders every phrase of the bank
(`english<TAB>french`, hand-written: sayings and titles by their French equivalents, not word for
word). A phrase without a rendering is not said in that language. The bots' own French sayings
(data/sayings_fr.txt, french_sayings.py) are said in French only. Listening goes the other way: a
clue that is exactly one of these renderings is read as the English phrase it renders, so bots
understand each other perfectly, and a human's own French clue goes through reading.py."""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from pathlib import Path

from ..bytecache import MB, byte_cached
from .french_sayings import sayings
from .lexicon import normalise

DATA = Path(__file__).with_name("data")
LANGUAGES = ("en", "fr")


@lru_cache(maxsize=8192)  # asked for every candidate phrase of every storyteller turn
def key(text: str) -> str:
    """A clue as compared for "already said": lower case, no accents, no leading article."""
    folded = unicodedata.normalize("NFD", text.lower().replace("’", "'"))
    folded = "".join(ch for ch in folded if unicodedata.category(ch) != "Mn")
    for article in ("le ", "la ", "les ", "l'", "un ", "une ", "des "):
        if folded.startswith(article):
            folded = folded[len(article):]
            break
    return normalise(folded)


@lru_cache(maxsize=4)
def _pairs(lang: str) -> tuple[tuple[str, str], ...]:
    """(English phrase, how it is said in `lang`) for every rendered phrase (none for English)."""
    if lang == "en" or lang not in LANGUAGES:
        return ()
    try:
        lines = (DATA / f"say_{lang}.tsv").read_text(encoding="utf-8").splitlines()
    except OSError:
        return ()
    pairs = (tuple(p.strip() for p in line.split("\t", 1)) for line in lines if "\t" in line and line[:1] != "#")
    return tuple((english, said) for english, said in pairs if english and said)


@lru_cache(maxsize=4)
def renderings(lang: str) -> dict[str, str]:
    """English phrase (as normalised) -> how it is said in `lang` (empty for English)."""
    out: dict[str, str] = {}
    for english, said in _pairs(lang):
        out.setdefault(normalise(english), said)
    return out


@lru_cache(maxsize=1)
def french_only() -> dict[str, str]:
    """The bots' own French sayings that render no phrase of the bank (as normalised -> the saying):
    phrases of their own, said in French games only."""
    return {normalise(s.said): s.said for s in sayings() if phrase_of(s.said) == s.said
            and normalise(s.said) not in renderings("fr")}


def phrase_of(said: str) -> str:
    """The bank phrase a French saying of the bots' own is said for: the English phrase it already
    renders ("il pleut des cordes" is "raining cats and dogs"), else the saying itself."""
    rendered = _heard().get(key(said), ())
    return rendered[0] if rendered else said


@byte_cached(3 * MB // 2)  # the phrase bank (2,200) and typed clues: ~150 bytes each
def say(phrase: str, lang: str) -> str | None:
    """`phrase` as a bot says it in `lang`, or None when it has no rendering there."""
    if lang == "en" or lang not in LANGUAGES:
        return None if normalise(phrase) in french_only() else phrase
    said = renderings(lang).get(normalise(phrase))
    return said if said is not None or lang != "fr" else french_only().get(normalise(phrase))


@lru_cache(maxsize=1)
def _heard() -> dict[str, tuple[str, ...]]:
    """Every rendering (any language), as compared -> the English phrases it renders."""
    out: dict[str, tuple[str, ...]] = {}
    for lang in LANGUAGES:
        for english, said in _pairs(lang):
            k = key(said)
            if english not in out.get(k, ()):
                out[k] = out.get(k, ()) + (english,)
    return out


def hear(clue: str) -> tuple[str, ...]:
    """The English phrases a clue renders exactly (a bot's French clue; "les bois" is both the
    woods and a deer's antlers, and means both), or () for any other clue."""
    return _heard().get(key(clue), ())
