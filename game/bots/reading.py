"""What a typed clue says, before any model reads it: French turned into English, typos mended.

`readings(clue)` returns one or two English texts for the clue, best first. A clue that looks
French is read through French lemmas (french.py, the simplemma dictionary: plurals, feminine
forms, verb forms, elided articles l' d' qu' j' s' n', missing accents): a saying or title the bots
say in French (data/say_fr.tsv, read backwards) is read as the English phrase it renders, even
inside a longer clue and in other forms of its words; other words are looked up in data/fr_en.txt
(French lemma -> English; multi-word phrases first), by their form then by their lemma. A word
that is both English and French ("chat", "rose") alone gives both readings; a word nobody knows,
neither English nor French, is replaced by the closest known word one or two letters away
("lonley" -> "lonely"), and a known French word never is ("cerises" is not "crises"). A clue that
names a well-known story, film or saying (data/culture.txt) is read with what it evokes.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from pathlib import Path

from ..bytecache import MB, byte_cached
from . import french as fr
from .french_sayings import sayings as french_sayings
from .lexicon import STOP, lexicon
from .minilm import wordpiece
from .speech import _pairs as said_pairs
from .speech import hear
from .speech import key as said_key

FR_EN = Path(__file__).with_name("data") / "fr_en.txt"
CULTURE = Path(__file__).with_name("data") / "culture.txt"
CULTURE_FR = Path(__file__).with_name("data") / "culture_fr.txt"  # read, never said: not in the phrase bank
PHRASES = Path(__file__).with_name("data") / "phrases.txt"
WORD = re.compile(r"[a-z0-9]+(?:['’-][a-z0-9]+)*")
# words that mark a clue as French (none of them is an English word)
FRENCH_MARKS = set("""le la les un une des du au aux et dans avec sans pour qui que est sont ce cette ces mon ma
mes ton ta tes son sa ses notre nos votre vos leur leurs il elle ils elles je tu nous vous sous chez vers
quand comme tres plus moins ou d l qu n j c s m t y en""".split()) - {"on", "a"}
FRENCH_STOP = FRENCH_MARKS | {"de", "a", "en", "sur", "par", "ne", "pas", "se", "on", "entre", "mais", "donc",
                              "jusqu", "lorsqu", "puisqu", "lui", "ou",
                              # forms of "être" and "avoir" the lemmatiser takes for nouns ("sommes": sums)
                              "suis", "es", "sommes", "etes", "ai", "avons", "avez", "ont",
                              # their other tenses, some spelled like English words ("tu l'auras": aura)
                              "auras", "aurai", "aurons", "aurez", "auront", "avait", "avais", "avaient",
                              "etait", "etais", "etaient", "serai", "seras", "sera", "serons", "serez", "seront",
                              "moi", "toi", "soi", "eux"}  # "envole-toi", "à moi"
LETTERS = "abcdefghijklmnopqrstuvwxyz"
# little words a saying must share to be that saying: a clue "sous la pluie" is not a saying "sur la
# pluie", nor "sans" one "avec" ("vers" is left out: "l'escalier du paradis" is "l'escalier vers le paradis")
CARRY = frozenset("sans avec dans sur sous entre pour contre".split())


def fold(text: str) -> str:
    """Lower case without accents (French is often typed without them); œ and æ as two letters."""
    text = unicodedata.normalize("NFD", text.lower().replace("’", "'").replace("œ", "oe").replace("æ", "ae"))
    return "".join(ch for ch in text if unicodedata.category(ch) != "Mn")


@lru_cache(maxsize=1)
def french() -> dict[tuple[str, ...], str]:
    out: dict[tuple[str, ...], str] = {}
    for line in FR_EN.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#") or "=" not in line:
            continue
        left, english = (p.strip() for p in line.split("=", 1))
        left = left.removeprefix("~")
        for form in left.split(","):
            key = tuple(WORD.findall(fold(form).replace("'", " ").replace("-", " ")))
            if key:
                out.setdefault(key, english)
    return out


@lru_cache(maxsize=1)
def french_only() -> frozenset[tuple[str, ...]]:
    """Lines of data/fr_en.txt marked "~": French words spelled like an English word of another sense
    ("pin" a pine, "place" a square), read so in a French clue only, never as a second reading of an
    English one ("a crane in the fog" is no skull)."""
    out: set[tuple[str, ...]] = set()
    for line in FR_EN.read_text(encoding="utf-8").splitlines():
        if line.startswith("~") and "=" in line:
            for form in line[1:].split("=", 1)[0].split(","):
                out.add(tuple(WORD.findall(fold(form).replace("'", " ").replace("-", " "))))
    return frozenset(out)


@lru_cache(maxsize=1)
def culture() -> dict[tuple[str, ...], str]:
    """Well-known references (stories, films, sayings, in English or French; data/culture.txt,
    data/culture_fr.txt and the bots' own French sayings) -> what they evoke."""
    out: dict[tuple[str, ...], str] = {}
    lines = CULTURE.read_text(encoding="utf-8").splitlines()
    try:
        lines += CULTURE_FR.read_text(encoding="utf-8").splitlines()
    except OSError:
        pass
    for line in lines:
        if not line.strip() or line.startswith("#") or " = " not in line:
            continue
        left, gloss = (p.strip() for p in line.split(" = ", 1))
        for form in left.split(","):
            key = tuple(w for w in WORD.findall(fold(form).replace("'", " ").replace("-", " ")) if w != "'")
            if key:
                out.setdefault(key, gloss)
    for saying in french_sayings():  # the bots' own French sayings, whole (a comma is part of them)
        key = tuple(WORD.findall(fold(saying.said).replace("'", " ").replace("-", " ")))
        if key:
            out.setdefault(key, saying.reading)
    return out


# little words that vary when a saying is used in a sentence: "j'ai pris mes jambes à mon cou" is the
# idiom "prendre ses jambes à son cou", "elle a le cafard" is "avoir le cafard"
SAME_LITTLE = {**dict.fromkeys("mon ton son ma ta sa mes tes ses notre votre nos vos leur leurs".split(), "son"),
               **dict.fromkeys("me te se nous vous m t s".split(), "se"),
               **dict.fromkeys("a ai as avons avez ont".split(), "avoir"),
               **dict.fromkeys("suis es est sommes etes sont".split(), "etre")}


def _lemma_key(words: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """Folded words as their French lemmas, little words as they are (possessives, reflexive pronouns
    and forms of avoir and être as one): another form of a saying or a title ("un château en
    Espagne", "des châteaux en Espagne"; "prendre ses jambes à son cou", "j'ai pris mes jambes à mon
    cou") has the same key."""
    return tuple(SAME_LITTLE.get(w, w) if w in FRENCH_STOP else SAME_LITTLE.get(Token(w, w).key, Token(w, w).key)
                 for w in words)


@lru_cache(maxsize=1)
def culture_by_lemma() -> dict[tuple[str, ...], str]:
    """The references of two words or more (culture()), keyed by their words' lemmas."""
    out: dict[tuple[str, ...], str] = {}
    for key, gloss in culture().items():
        if len(key) > 1:
            out.setdefault(_lemma_key(key), gloss)
    return out


def evokes(words: list[str], french_clue: bool = True) -> tuple[list[str], set[str]]:
    """What the references named in a clue evoke (a one-word reference only when it is the whole
    clue; in a French clue, one of several words also in other forms of its words), and the words
    naming them (names are not typos)."""
    table = culture()
    by_lemma = culture_by_lemma() if french_clue and fr.available() else {}
    found: list[str] = []
    named: set[str] = set()
    i = 0
    while i < len(words):
        for span in range(min(8, len(words) - i), 0, -1):
            key = tuple(words[i:i + span])
            if span > 1 and key not in table and _lemma_key(key) in by_lemma:
                found.append(by_lemma[_lemma_key(key)])
                named.update(key)
                i += span
                break
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


def _inflected_english(word: str) -> bool:
    """An English word with an ending the model's vocabulary leaves out ("glows", "stirs", "moored",
    "stocking"): not a typo, whatever word lies one letter away."""
    for ending, back in (("ies", "y"), ("es", ""), ("s", ""), ("ed", ""), ("ed", "e"), ("ing", ""), ("ing", "e"),
                         ("er", ""), ("ly", "")):
        base = word[: -len(ending)] + back if word.endswith(ending) else ""
        if len(base) >= 3 and is_english(base):
            return True
    return False


@byte_cached(1 * MB)
def mend(word: str) -> str:
    """The word, or the closest known word if it is nobody's (a typo)."""
    if is_english(word) or not word.isalpha() or len(word) < 4 or word in _french_words() or _inflected_english(word):
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


class Token:
    """One word of a clue: as typed (lower case, accents kept) and folded (no accents)."""

    __slots__ = ("typed", "folded")

    def __init__(self, typed: str, folded: str) -> None:
        self.typed, self.folded = typed, folded

    @property
    def lemma(self) -> str | None:
        """The French dictionary form, or None when French does not know the word."""
        return fr.lemma(self.typed) if self.typed.isalpha() else None

    @property
    def key(self) -> str:
        """What the French tables are keyed by: the folded lemma (the folded word if none)."""
        lemma = self.lemma
        return fold(lemma) if lemma else self.folded


LETTERS_RUN = re.compile(r"[^\W_]+")
FOLDED_RUN = re.compile(r"[a-z0-9]+")


def tokens(text: str) -> list[Token]:
    """The words of a clue, elided articles and hyphenated parts apart ("l'attente": l, attente)."""
    typed = text.lower().replace("’", "'").replace("œ", "oe").replace("æ", "ae")
    out: list[Token] = []
    for run in LETTERS_RUN.findall(typed):
        parts = FOLDED_RUN.findall(fold(run))
        if len(parts) == 1:
            out.append(Token(run, parts[0]))
        else:  # letters folding cannot spell ("ß"): the folded pieces stand for themselves
            out.extend(Token(p, p) for p in parts)
    return out


@lru_cache(maxsize=1)
def sayings() -> dict[tuple[str, ...], str]:
    """The French the bots say (data/say_fr.tsv), read backwards: the lemmas of a rendering's content
    words -> the English phrase it renders (renderings of two content words or more)."""
    out: dict[tuple[str, ...], str] = {}
    for english, said in said_pairs("fr"):
        key = tuple(t.key for t in tokens(said) if t.folded not in FRENCH_STOP or t.folded in CARRY)
        if len(key) >= 2:
            out.setdefault(key, english)
    return out


def _saying_at(toks: list[Token], i: int) -> tuple[str, int] | None:
    """(English phrase, index after it) for the longest saying starting at word i, stop words inside skipped."""
    if toks[i].folded in FRENCH_STOP and toks[i].folded not in CARRY:
        return None
    table = sayings()
    content = [j for j in range(i, min(len(toks), i + 12)) if toks[j].folded not in FRENCH_STOP or toks[j].folded in CARRY]
    for span in range(min(8, len(content)), 1, -1):
        key = tuple(toks[j].key for j in content[:span])
        if key in table:
            return table[key], content[span - 1] + 1
    return None


def _guesses(key: str) -> tuple[str, ...]:
    """Other dictionary forms a French lemma may stand for when the dictionary stops short
    ("oublie" -> "oublier", "oubli"; "partie" -> "partir"; "fatiguee" -> "fatigue")."""
    out = [key + "r"] if key.endswith("e") else []
    if key.endswith("ie") and len(key) > 4:  # a feminine past participle: "partie" -> "partir"
        out.append(key[:-1] + "r")
    if key.endswith(("e", "s")) and len(key) > 4:
        out.append(key[:-1])
    if key.endswith("es") and len(key) > 5:
        out.append(key[:-2])
    return tuple(out)


@byte_cached(1 * MB // 4)
def _cognate(lemma: str) -> str | None:
    """The English word a French word without a translation most likely is, if English has it."""
    return next((c for c in fr.cognates(lemma) if is_english(c)), None)


def french_words(text: str) -> str:
    """French text in English words only, never read as one of the bots' own sayings ("garder une
    poire pour la soif" -> "keep pear thirst", not "saving for a rainy day"): what the words
    themselves show (the storyteller checks that a French saying still points at its picture)."""
    return " ".join(w for w, _ in _read_french(tokens(text), sayings_too=False))


STEP_BEFORE = frozenset("un le les des mon ton son mes tes ses nos vos leurs premier premiers petit petits grand grands "
                        "a au aux de du".split())  # "pas" after these is a step, not "not"
SUBJECTS = frozenset({"qui", "il", "elle", "on", "je", "tu", "ils", "elles"})
NEW = frozenset("nouveau nouvel nouvelle nouveaux nouvelles".split())


def _new_before_noun(toks: list[Token], i: int) -> int | None:
    """Index after "nouvelle" (or another form of "nouveau") when it stands before its noun, perhaps
    after an article: "une nouvelle aube" is a new dawn; "une nouvelle", "les nouvelles du jour" news."""
    j = i + 1 if toks[i].folded in FRENCH_STOP and i + 1 < len(toks) else i
    if toks[j].folded in NEW and j + 1 < len(toks) and toks[j + 1].folded not in FRENCH_STOP:
        return j + 1
    return None


def _verb_after_subject(toks: list[Token], i: int, table: dict[tuple[str, ...], str]) -> str | None:
    """After a subject ("qui porte", "elle marche"), a word that is also a noun is its verb:
    "la tortue qui porte le monde" carries the world, it is no door."""
    if i == 0 or toks[i - 1].folded not in SUBJECTS or toks[i].folded in FRENCH_STOP:
        return None
    key = toks[i].key
    if not key.endswith("e") or (key + "r",) not in table:
        return None
    return table[(key + "r",)]


def _read_french(toks: list[Token], sayings_too: bool = True) -> list[tuple[str, bool]]:
    """A French clue in English words, each with whether it may be mended as a typo."""
    table = french()
    out: list[tuple[str, bool]] = []
    i = 0
    while i < len(toks):
        said = _saying_at(toks, i) if sayings_too else None
        if said is not None:
            out.append((said[0], False))
            i = said[1]
            continue
        new = _new_before_noun(toks, i)
        if new is not None:
            out.append(("new", False))
            i = new
            continue
        verb = _verb_after_subject(toks, i, table)
        if verb is not None:
            out.append((verb, False))
            i += 1
            continue
        for span in (3, 2, 1):
            part = toks[i:i + span]
            if len(part) < span:
                continue
            english = table.get(tuple(t.folded for t in part))
            if english is None and (span > 1 or part[0].folded not in FRENCH_STOP):
                # another form of the words (plural, feminine, verb form); little words as they are
                english = table.get(tuple(t.folded if t.folded in FRENCH_STOP else t.key for t in part))
            if english is None and span == 1 and part[0].folded not in FRENCH_STOP and part[0].lemma is not None:
                english = next((table[(k,)] for k in _guesses(part[0].key) if (k,) in table), None)
            if english is not None:
                out.append((english, False))
                i += span
                break
        else:
            t = toks[i]
            i += 1
            if t.typed == "où":  # "or" and "where" fold alike
                out.append(("where", False))
                continue
            if t.folded in ("ne", "n") and any(u.folded == "pas" for u in toks[i:i + 3]):
                out.append(("not", False))  # "ne ... pas": the negation English keeps ("il ne dort pas")
                toks = [*toks[:i], *(u for u in toks[i:i + 3] if u.folded != "pas"), *toks[i + 3:]]
                continue
            if t.folded == "pas":  # "un pas de géant" is a step; "pas de chance", "pas encore" say no
                out.append(("step" if i >= 2 and toks[i - 2].folded in STEP_BEFORE else "not", False))
                continue
            if t.folded in FRENCH_STOP:
                continue
            lemma = t.lemma
            if lemma is None:  # nobody's word: perhaps a typo, unless typed with accents or ending like
                # the invariable French words the dictionary lacks ("tôt", "gris", "voix", "assez")
                out.append((t.folded, t.typed == t.folded and not t.folded.endswith(("s", "x", "z"))))
            else:
                # French and English alike ("patience", "statue"), or its lemma as English spells it
                # ("dragons"); else, or when typed with accents ("société", not the name "societe"),
                # its English cognate ("gravité": gravity); else as it is
                same = t.folded if is_english(t.folded) else fold(lemma) if is_english(fold(lemma)) else None
                cognate = _cognate(lemma) if same is None or t.typed != t.folded else None
                out.append((cognate or same or t.folded, False))
    return out


def _translate(words: list[str], french_clue: bool) -> tuple[list[str], bool]:
    """English words for `words`; also whether a word was ambiguous (English and French)."""
    table = french()
    out: list[str] = []
    ambiguous = False
    i = 0
    while i < len(words):
        for span in (3, 2, 1):
            key = tuple(words[i:i + span])
            if len(key) == span and key in table and (french_clue or key not in french_only()):
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


def _read_english(toks: list[Token]) -> tuple[list[tuple[str, bool]], bool]:
    """An English clue (perhaps with a French word in it): the French words translated, the rest
    kept; each word with whether it may be mended. Also whether a word was English and French."""
    words, ambiguous = _translate([t.folded for t in toks], False)
    table = french()
    out: list[tuple[str, bool]] = []
    for w in words:
        if is_english(w) or not w.isalpha() or len(w) < 3:
            out.append((w, True))
            continue
        t = Token(w, w)
        lemma = t.lemma
        english = table.get((t.key,)) if lemma is not None else None
        out.append((english, False) if english else (w, lemma is None))
    return out, ambiguous


def looks_french(raw: str, toks: list[Token]) -> bool:
    """Accents, a French article or pronoun, or more words only French knows than words only English does."""
    words = [t.folded for t in toks]
    if any(t.typed in ("the", "of", "and") for t in toks):  # as typed: "thé" is tea, not "the"
        return False
    if fold(raw) != raw.lower().replace("’", "'").replace("œ", "oe").replace("æ", "ae") or any(w in FRENCH_MARKS for w in words):
        return True
    content = [t for t in toks if t.folded.isalpha() and t.folded not in STOP]
    french_only = sum(1 for t in content if t.lemma is not None and not is_english(t.folded))
    french_only += words.count("de")  # "clair de lune": French words English also has, joined by "de"
    english_only = sum(1 for t in content if is_english(t.folded) and t.lemma is None)
    return french_only > english_only


def prepare() -> None:
    """Build every word table now (the model's loading thread does), not on a player's first clue."""
    fr.prepare()
    _vocab(), domain_words(), _by_start(), _french_words(), culture(), culture_by_lemma(), french(), sayings()


@byte_cached(3 * MB // 2)  # the phrase bank (2,200) and typed clues: ~140 bytes each
def readings(clue: str, references: bool = True) -> tuple[str, ...]:
    """English text(s) for a clue, best first. A computer player's French clue is read first as the
    English phrase(s) it renders (data/say_fr.tsv), then as typed (a person may mean it otherwise).
    Without `references`, a story, film or saying named in the clue is read only by its words."""
    raw = clue.strip()
    rendered = [e for e in hear(raw) if said_key(e) != said_key(raw)]
    typed = typed_readings(raw, references)
    if not rendered:
        return typed
    return tuple(dict.fromkeys([*(r for e in rendered for r in typed_readings(e, references)), *typed]))


def _mended(words: list[tuple[str, bool]], named: set[str]) -> str:
    return " ".join(mend(w) if may and w not in named else w for w, may in words)


def typed_readings(clue: str, references: bool = True) -> tuple[str, ...]:
    """English text(s) for a clue as a person typed it, best first (at most two); with `references`,
    a story, film or saying it names (data/culture.txt) is read with what it evokes."""
    raw = clue.strip()
    toks = tokens(raw)
    words = [t.folded for t in toks]
    if not words:
        return (raw,) if raw else ()
    french_clue = looks_french(raw, toks)
    glosses, named = evokes(words, french_clue)
    if french_clue:
        english, ambiguous = _read_french(toks), False
    else:
        english, ambiguous = _read_english(toks)
    mended = _mended(english, named)
    first = mended if (french_clue or mended != " ".join(words)) else raw
    if glosses and references:  # a story, a film, a saying: read it with what it evokes
        first = f"{first}: {'; '.join(glosses)}"
    out = [first]
    if ambiguous and not french_clue:
        alt = _mended(_read_french(toks), named)
        if alt != first:
            out.append(alt)
    return tuple(out)
