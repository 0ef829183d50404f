"""French words as the bots know them: the lemma of a form, from simplemma's French dictionary.

`lemma("cerises")` is "cerise", `lemma("bonne")` "bon", `lemma("s'envole")`'s word "envole" is
"envoler", `lemma("poete")` (typed without its accent) "poète"; a word French does not know gives
None, and only such a word may be mended as a typo (reading.py): a known French word is never
"corrected" into an English look-alike. The dictionary (simplemma, MIT, ~160 kB compressed for
French) ships inside the wheel; it is opened on first use or by `prepare()` in the bots' loading
thread, never before the first frame, and nothing is downloaded.
"""

from __future__ import annotations

import logging
import threading
import unicodedata
from collections.abc import Callable
from itertools import product

from ..bytecache import MB, byte_cached

# letters a French word may carry accents on, and the accented forms people leave out when typing
ACCENTS = {"e": "eéèêë", "a": "aàâ", "i": "iîï", "o": "oô", "u": "uùûü", "c": "cç"}
MAX_CANDIDATES = 256  # accent guesses tried per word (a long word with many vowels stops there)
MAX_GUESSED = 20  # longer words typed without accents are not guessed at (each guess is a lookup)
ELISIONS = ("l", "d", "qu", "j", "s", "n", "m", "t", "c", "jusqu", "lorsqu", "puisqu", "quoiqu")

log = logging.getLogger("oneira.bots")
_lock = threading.Lock()
_known: Callable[[str], bool] | None = None
_lemmatize: Callable[[str], str] | None = None
_failed: str | None = None


def _load() -> bool:
    """Open the French dictionary once (thread safe); False when simplemma cannot be imported."""
    global _known, _lemmatize, _failed
    with _lock:
        if _known is None and _failed is None:
            try:
                import simplemma

                simplemma.is_known("maison", lang="fr")  # opens the dictionary now
                _known = lambda w: bool(simplemma.is_known(w, lang="fr"))  # noqa: E731
                _lemmatize = lambda w: str(simplemma.lemmatize(w, lang="fr"))  # noqa: E731
            except Exception as e:  # no lemmatiser: French is read with the hand map alone
                _failed = f"{type(e).__name__}: {e}"
                log.warning("bots: the French lemmatiser could not be loaded (%s); French clues are read "
                            "with the word map alone", _failed)
        return _known is not None


def available() -> bool:
    return _load()


def prepare() -> None:
    """Open the dictionary now (the bots' loading thread calls this, off the frame path)."""
    _load()


def fold(text: str) -> str:
    text = unicodedata.normalize("NFD", text.lower().replace("’", "'"))
    return "".join(ch for ch in text if unicodedata.category(ch) != "Mn")


def _accented(word: str) -> list[str]:
    """Spellings of `word` with accents put back, the word itself first, at most MAX_CANDIDATES."""
    options = [ACCENTS.get(ch, ch) if ch in ACCENTS and ch == fold(ch) else ch for ch in word]
    out: list[str] = []
    for letters in product(*options):
        out.append("".join(letters))
        if len(out) >= MAX_CANDIDATES:
            break
    return out


@byte_cached(1 * MB)  # typed words: ~8,000 (about 130 bytes each)
def known_form(word: str) -> str | None:
    """`word` as French spells it (accents restored when they were left out), or None if unknown."""
    if not word or not word.replace("-", "").isalpha() or not _load():
        return None
    assert _known is not None
    w = word.lower().replace("’", "'")
    if _known(w):
        return w
    if w != fold(w) or len(w) > MAX_GUESSED:  # typed with accents: trust them
        return None
    hits = [c for c in _accented(w)[1:] if _known(c)]
    if not hits:
        return None
    # the fewest accents first ("peche" is pêche before péché), then the dictionary's order
    return min(hits, key=lambda c: sum(a != b for a, b in zip(c, w, strict=True)))


@byte_cached(1 * MB)
def lemma(word: str) -> str | None:
    """The dictionary form of a French word ("cerises" -> "cerise", "bonne" -> "bon", "tourne" ->
    "tourner"), with its accents; None when French does not know the word. An adverb the dictionary
    lacks is read as its adjective ("lentement" -> "lent", "patiemment" -> "patient")."""
    form = known_form(word)
    if form is None:
        base = _adjective_of(word.lower())
        return lemma(base) if base else None
    assert _lemmatize is not None
    return _lemmatize(form) or form


def _adjective_of(adverb: str) -> str | None:
    """The adjective an adverb in -ment is made from, if French knows it: "lentement" (lente),
    "sûrement" (sûre), "vraiment" (vrai), "patiemment" (patient), "bruyamment" (bruyant)."""
    if len(adverb) < 7 or not adverb.endswith("ment"):
        return None
    stem = adverb[:-4]
    # "patiemment" patient; "lentement" lent before "lente" (a nit), "doucement" douce
    tries = [stem[:-1] + "nt"] if stem.endswith(("em", "am")) else [stem[:-1], stem] if stem.endswith("e") else [stem]
    return next((t for t in tries if len(t) >= 3 and known_form(t) is not None), None)


# French endings and the English endings the same word often has ("gravité" gravity, "mystérieux"
# mysterious, "magique" magic, "victoire" victory, "lunaire" lunar, "naturel" natural, "monstre"
# monster, "problème" problem). Only a French word without a translation of its own is read so, and
# only into a word English knows (reading.py checks).
COGNATE_ENDINGS = (("ité", "ity"), ("été", "ety"), ("ieux", "ious"), ("ieuse", "ious"), ("eux", "ous"),
                   ("euse", "ous"), ("ique", "ic"), ("ique", "ical"), ("isme", "ism"), ("iste", "ist"),
                   ("oire", "ory"), ("aire", "ary"), ("aire", "ar"), ("el", "al"), ("elle", "al"), ("if", "ive"),
                   ("ive", "ive"), ("ie", "y"), ("ème", "em"), ("re", "er"), ("eur", "or"), ("ain", "an"),
                   ("ant", "ing"), ("é", "ed"), ("ée", "ed"), ("er", "e"), ("er", ""), ("e", ""))


def cognates(word: str) -> list[str]:
    """English spellings a French word may have (folded, best first): its ending changed, and a
    circumflex as the s it stands for ("forêt" forest, "tempête" tempest, "île" isle), an initial é
    as s ("étrange" strange, "éponge" sponge). reading.py keeps the first English knows."""
    w = word.lower()
    out: list[str] = []
    circ = w.replace("ê", "es").replace("î", "is").replace("ô", "os")
    bases = [w, circ] if circ != w else [w]
    if len(w) > 4 and w[0] == "é" and w[1] not in "aeiouéèêh":
        bases.append("s" + w[1:])
    out += bases[1:]
    for base in bases:
        for fr_end, en_end in COGNATE_ENDINGS:
            if base.endswith(fr_end) and len(base) - len(fr_end) >= 3:
                out.append(base[: -len(fr_end)] + en_end)
    folded = [fold(c) for c in out]
    # a verb's bare stem is often a false friend when short ("lancer" lance, "tirer" tire): 6 letters or more
    return [c for c in dict.fromkeys(folded) if c != fold(w) and (len(c) >= 6 or not w.endswith("er"))]


def split_elision(word: str) -> tuple[str, str]:
    """("l", "attente") for "l'attente"; ("", word) for a word without an elided article."""
    w = word.lower().replace("’", "'")
    head, sep, rest = w.partition("'")
    if sep and head in ELISIONS and rest:
        return head, rest
    return "", w


def failure() -> str | None:
    return _failed
