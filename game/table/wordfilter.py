"""The word filter for a family or café table: rude words in names and clues become asterisks on
every screen (the TV draws through `mask`, the phone hub sends masked names and clues). The game
keeps the words as typed (the engine's clue, a seat's name): only what is shown changes, so nothing
is lost and turning the filter off shows them again. A short built-in list, English and French,
matched on whole words without regard to case or accents; a few strong roots also match at the
start of a longer word ("fuckface"). Pure: no I/O.
"""

from __future__ import annotations

import re
import unicodedata

from ..bytecache import MB, byte_cached

WORDS = frozenset("""
fuck fucks fucked fucker fuckers fucking motherfucker shit shits shitty bullshit bitch bitches bastard bastards
cunt cunts dickhead cock cocks pussy asshole assholes arsehole slut sluts whore whores wanker wankers
twat twats nigger niggers nigga faggot faggots fag retard retards piss pissed crap
merde merdes putain putains pute putes salope salopes connard connards connasse connasses encule encules enculer
enculee batard batards couille couilles chier nique niquer enfoire enfoires salaud salauds foutre branleur
branleurs tapette tapettes negre negres pede pedes bordel
""".split())
ROOTS = ("fuck", "shit", "cunt", "merde", "putain", "encul", "salop", "connard", "nigg", "fagg", "wank")
_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)


def _plain(word: str) -> str:
    """Lower case without accents: "Enculé" -> "encule"."""
    decomposed = unicodedata.normalize("NFKD", word.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def rude(word: str) -> bool:
    plain = _plain(word)
    return plain in WORDS or plain.startswith(ROOTS)


@byte_cached(1 * MB)  # names and clues are redrawn every frame
def mask(text: str) -> str:
    """`text` with every rude word's letters replaced by asterisks (its length and the rest kept)."""
    if not isinstance(text, str) or not text:
        return text
    return _WORD.sub(lambda m: "*" * len(m.group()) if rude(m.group()) else m.group(), text)
