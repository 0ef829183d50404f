"""Sayings, titles and idioms tied by hand to the two drawn things they join (data/joined.txt).

A hard storyteller says an oblique phrase tied to two elements of its card (grounds.py). The
sentence model ties a phrase to a thing only when its words come close to the thing's name, so a
fair saying whose words stay oblique ("nevermore" for a raven in the night, "air mail" for a dove
carrying a letter) was never tied to its second thing: only a third of the built-in cards had a
two-element chain. Each line of data/joined.txt names the things a phrase of the bank joins, in
the grammar of data/sayings_fr.txt ("raven/crow night dusk | nevermore": one of the first must be
drawn, and one of the others too). A person wrote each tie after asking whether someone who sees
both things would think of the saying; the listeners do not read this file.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from .french_sayings import Saying, tied_lines

DATA = Path(__file__).with_name("data") / "joined.txt"


@lru_cache(maxsize=1)
def joined() -> tuple[Saying, ...]:
    """Every hand tie: the phrase (`said`, as the bank spells it) and the things it joins."""
    return tuple(Saying(said, tuple(tags[0].split("/")), tuple(tags[1:]), "", "")
                 for tags, (said,) in tied_lines(DATA, 2) if len(tags) >= 2 and said)
