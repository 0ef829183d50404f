"""What a typed clue says, before any model reads it: French turned into English, typos mended.

`readings(clue)` returns one or two English texts for the clue, best first: a clue that looks
French is translated word by word (data/fr_en.txt, multi-word phrases first); a word that is
both English and French ("chat", "rose") alone gives both readings; a word nobody knows is
replaced by the closest known word one or two letters away ("lonley" -> "lonely"); a clue that
names a well-known story, film or saying (data/culture.txt) is read with what it evokes.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from pathlib import Path

from .lexicon import STOP, lexicon
from .minilm import wordpiece
from .speech import hear
from .speech import key as said_key

FR_EN = Path(__file__).with_name("data") / "fr_en.txt"
CULTURE = Path(__file__).with_name("data") / "culture.txt"
PHRASES = Path(__file__).with_name("data") / "phrases.txt"
WORD = re.compile(r"[a-z0-9]+(?:['’-][a-z0-9]+)*")
# words that mark a clue as French (none of them is an English word)
FRENCH_MARKS = set("""le la les un une des du au aux et dans avec sans pour qui que est sont ce cette ces mon ma
mes ton ta tes son sa ses notre nos votre vos leur leurs il elle ils elles je tu nous vous sous chez vers
quand comme tres plus moins ou d l qu n j c s m t y""".split()) - {"on", "a"}
FRENCH_STOP = FRENCH_MARKS | {"de", "a", "en", "sur", "par", "ne", "pas", "se", "on", "entre", "mais", "donc"}
LETTERS = "abcdefghijklmnopqrstuvwxyz"


def fold(text: str) -> str:
    """Lower case without accents (French is often typed without them)."""
    text = unicodedata.normalize("NFD", text.lower().replace("’", "'"))
    return "".join(ch for ch in text if unicodedata.category(ch) != "Mn")


@lru_cache(maxsize=1)
def french() -> dict[tuple[str, ...], str]:
    out: dict[tuple[str, ...], str] = {}
    for line in FR_EN.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#") or "=" not in line:
            continue
        left, english = (p.strip() for p in line.split("=", 1))
        for form in left.split(","):
            key = tuple(WORD.findall(fold(form).replace("'", " ").replace("-", " ")))
            if key:
                out.setdefault(key, english)
    return out


@lru_cache(maxsize=1)
def culture() -> dict[tuple[str, ...], str]:
    """Well-known references (stories, films, sayings, in English or French) -> what they evoke."""
    out: dict[tuple[str, ...], str] = {}
    for line in CULTURE.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#") or " = " not in line:
            continue
        left, gloss = (p.strip() for p in line.split(" = ", 1))
        for form in left.split(","):
            key = tuple(w for w in WORD.findall(fold(form).replace("'", " ").replace("-", " ")) if w != "'")
            if key:
                out.setdefault(key, gloss)
    return out


def evokes(words: list[str]) -> tuple[list[str], set[str]]:
    """What the references named in a clue evoke (a one-word reference only when it is the whole
    clue), and the words naming them (names are not typos)."""
    table = culture()
    found: list[str] = []
    named: set[str] = set()
    i = 0
    while i < len(words):
        for span in range(min(8, len(words) - i), 0, -1):
            key = tuple(words[i:i + span])
            if key in table and (span > 1 or len(words) == 1):
                found.append(table[key])
                named.update(key)
                i += span
                break
        else:
            i += 1
    return found, named


def is_english(word: str) -> bool:
    """Whether the model's vocabulary (whole words) or the game's own words know this word."""
    return word in domain_words() or word in ("a", "i") or (len(word) > 1 and word in _vocab())


@lru_cache(maxsize=1)
def _vocab() -> dict[str, int] | frozenset[str]:
    try:
        return wordpiece().ids
    except OSError:  # no model files: the lexicon's words are all we know
        return frozenset()


@lru_cache(maxsize=1)
def domain_words() -> frozenset[str]:
    """Words of the game's own clues, tags and references: preferred when mending a typo, never mended."""
    lex = lexicon()
    words: set[str] = set()
    for tag, e in lex.entries.items():
        words.update(WORD.findall(tag.replace("-", " ")))
        words.update(WORD.findall(e.gloss.lower()))
        for ph in e.phrases.values():
            for p in ph:
                words.update(WORD.findall(p.lower()))
    for path in (PHRASES, CULTURE):
        try:
            words.update(WORD.findall(fold(path.read_text(encoding="utf-8")).replace("-", " ")))
        except OSError:
            pass
    return frozenset(w for w in words if w.isalpha())


@lru_cache(maxsize=1)
def _by_start() -> dict[str, tuple[str, ...]]:
    """The game's words of five letters or more, by first letter (typos rarely hit the first one)."""
    out: dict[str, list[str]] = {}
    for w in sorted(domain_words()):
        if len(w) >= 5:
            out.setdefault(w[0], []).append(w)
    return {k: tuple(v) for k, v in out.items()}


def _distance(a: str, b: str) -> int:
    """Edit distance with transpositions (small words only)."""
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                cur[j] = min(cur[j], prev2[j - 2] + 1)
        prev2, prev = prev, cur
    return prev[-1]


@lru_cache(maxsize=1)
def _french_words() -> frozenset[str]:
    return frozenset(w for key in french() for w in key)


def _edits1(word: str) -> set[str]:
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    return ({a + b[1:] for a, b in splits if b} | {a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1}
            | {a + c + b[1:] for a, b in splits if b for c in LETTERS} | {a + c + b for a, b in splits for c in LETTERS})


@lru_cache(maxsize=4096)
def mend(word: str) -> str:
    """The word, or the closest known word if it is nobody's (a typo)."""
    if is_english(word) or not word.isalpha() or len(word) < 4 or word in _french_words():
        return word
    near = sorted(_edits1(word))
    for known in (domain_words().__contains__, is_english):
        hits = [w for w in near if known(w)]
        if hits:
            return hits[0]
    if len(word) >= 6:  # two letters off, among the game's own words only
        far = {w for w in _by_start().get(word[0], ()) if abs(len(w) - len(word)) <= 2 and _distance(word, w) <= 2}
        if far:
            return min(far, key=lambda w: (_distance(word, w), w))
    return word


def _translate(words: list[str], french_clue: bool) -> tuple[list[str], bool]:
    """English words for `words`; also whether a word was ambiguous (English and French)."""
    table = french()
    out: list[str] = []
    ambiguous = False
    i = 0
    while i < len(words):
        for span in (3, 2, 1):
            key = tuple(words[i:i + span])
            if len(key) == span and key in table:
                english = table[key]
                if span > 1 or french_clue or not is_english(key[0]):
                    out.append(english)
                    i += span
                    break
                if key[0] not in STOP and english != key[0]:
                    ambiguous = True
        else:
            if not (french_clue and words[i] in FRENCH_STOP):
                out.append(words[i])
            i += 1
    return out, ambiguous


def prepare() -> None:
    """Build every word table now (the model's loading thread does), not on a player's first clue."""
    _vocab(), domain_words(), _by_start(), _french_words(), culture()


@lru_cache(maxsize=8192)
def readings(clue: str) -> tuple[str, ...]:
    """English text(s) for a clue, best first. A computer player's French clue is read first as the
    English phrase(s) it renders (data/say_fr.tsv), then as typed (a person may mean it otherwise)."""
    raw = clue.strip()
    rendered = [e for e in hear(raw) if said_key(e) != said_key(raw)]
    typed = typed_readings(raw)
    if not rendered:
        return typed
    return tuple(dict.fromkeys([*(r for e in rendered for r in typed_readings(e)), *typed]))


def typed_readings(clue: str) -> tuple[str, ...]:
    """English text(s) for a clue as a person typed it, best first (at most two)."""
    raw = clue.strip()
    folded = fold(raw)
    words = WORD.findall(folded.replace("'", " ' ").replace("-", " "))
    words = [w for w in words if w != "'"]
    if not words:
        return (raw,) if raw else ()
    accents = folded != raw.lower().replace("’", "'")
    french_clue = accents or any(w in FRENCH_MARKS for w in words) and not any(w in ("the", "of", "and") for w in words)
    glosses, named = evokes(words)
    english, ambiguous = _translate(words, french_clue)
    mended = " ".join(w if w in named else mend(w) for w in english)
    first = mended if (french_clue or mended != " ".join(words)) else raw
    if glosses:  # a story, a film, a saying: read it with what it evokes
        first = f"{first}: {'; '.join(glosses)}"
    out = [first]
    if ambiguous and not french_clue:
        other, _ = _translate(words, True)
        alt = " ".join(w if w in named else mend(w) for w in other)
        if alt != first:
            out.append(alt)
    return tuple(out)
