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
    "tourner"), with its accents; None when French does not know the word."""
    form = known_form(word)
    if form is None:
        return None
    assert _lemmatize is not None
    return _lemmatize(form) or form


def split_elision(word: str) -> tuple[str, str]:
    """("l", "attente") for "l'attente"; ("", word) for a word without an elided article."""
    w = word.lower().replace("’", "'")
    head, sep, rest = w.partition("'")
    if sep and head in ELISIONS and rest:
        return head, rest
    return "", w


def failure() -> str | None:
    return _failed
