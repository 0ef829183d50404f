"""The bots' own French sayings (data/sayings_fr.txt): idioms, proverbs and titles written in French,
not renderings of an English phrase ("qui va piano va sano" for a snail, "Croc-Blanc" for a wolf).

English sayings that name their thing in French ("une mémoire d'éléphant") or lose their picture
there ("garder une poire pour la soif" for an umbrella) leave a French hard storyteller with plain
associations on a quarter of the cards; these give it oblique clues of its own. Each saying says
which drawn things it starts from (`ties`), what it evokes in French (the `why` of the
explanation) and in English (`reading`: how a listener's model reads it). They are said in French
games only, and read with what they evoke by the hard listener (reading.culture), as the
references of data/culture.txt are.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

DATA = Path(__file__).with_name("data") / "sayings_fr.txt"


@dataclass(frozen=True)
class Saying:
    said: str  # the French saying, as a bot says it
    anchors: tuple[str, ...]  # one of these must be drawn: the chain starts from it
    seconds: tuple[str, ...]  # one of these (or another anchor) must be drawn too, when there are any
    why: str  # what it evokes, in French ("une grosse averse")
    reading: str  # what it evokes, in English, as a listener's model reads it


def tied_lines(path: Path, columns: int) -> list[tuple[list[str], list[str]]]:
    """The lines of a file of ties ("anchor/other second ... | column | ..."; # comments): each line's
    tie words and its other `columns - 1` columns, stripped. Lines of another shape are skipped; a
    missing file is none. Read by data/sayings_fr.txt and data/joined.txt alike."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError:
        return []
    out: list[tuple[list[str], list[str]]] = []
    for line in lines:
        if not line.strip() or line.startswith("#") or line.count("|") != columns - 1:
            continue
        ties, *rest = (p.strip() for p in line.split("|"))
        out.append((ties.split(), rest))
    return out


@lru_cache(maxsize=1)
def sayings() -> tuple[Saying, ...]:
    return tuple(Saying(said, tuple(tags[0].split("/")), tuple(tags[1:]), why, reading)
                 for tags, (said, why, reading) in tied_lines(DATA, 4) if tags and said)


def elements(saying: Saying, drawn: tuple[str, ...]) -> tuple[str, ...]:
    """The drawn things a saying starts from (its anchor, then its second one when it needs one),
    () when they are not drawn."""
    anchor = next((t for t in drawn if t in saying.anchors), None)
    if anchor is None or not saying.seconds:
        return (anchor,) if anchor else ()
    second = next((t for t in drawn if t != anchor and (t in saying.seconds or t in saying.anchors)), None)
    return (anchor, second) if second else ()
