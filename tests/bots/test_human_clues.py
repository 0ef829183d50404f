"""The human-written clue set (data/human_clues.json): well formed, about real cards, honestly flagged.

The set is the human side of the bots' evaluation: clues written by looking at the pictures.
`tag_free` is not a judgement call: it is what `uses_tag_word` says, checked here, so nobody can
flatter the listener by calling a clue tag-free when it names one of the card's tags.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from game.deck.build import BUILTIN_DIR
from game.deck.library import load_deck
from game.deck.tags import VOCABULARY

DATA = Path(__file__).with_name("data") / "human_clues.json"
WORD = re.compile(r"[a-zà-öø-ÿœæ]+")
# Endings that make a word a form of another: "waiting"/"wait", "lonely"/"loneliness", "childhood"/"child".
ENDINGS = ("s", "es", "ed", "d", "ing", "er", "ers", "ful", "ly", "ness", "ous", "y", "ic", "al", "hood", "less",
           "ish", "ity", "ion", "ive", "ment", "ily", "iness")
# A three-letter tag ("sun", "sea") is also used by these compounds: "sunlight", "seashore".
TAILS = ("light", "rise", "set", "shine", "side", "shore", "flower", "bird", "beam", "scape", "shell")
# French words for tags, to flag a French clue that just translates a tag. Only words the set uses.
FRENCH = {
    "attente": "waiting", "attendre": "waiting", "seul": "lonely", "seule": "lonely", "solitude": "solitude",
    "enfance": "childhood", "enfant": "child", "rêve": "dream", "rêves": "dream", "loup": "wolf",
    "éléphant": "elephant", "mémoire": "memory", "souvenir": "memory", "souvenirs": "memory", "toupie": "spinning-top",
    "nuit": "night", "feu": "fire", "fête": "celebration", "lune": "moon", "étoile": "stars", "étoiles": "stars",
    "mer": "sea", "calme": "calm", "tempête": "storm", "neige": "snow", "hiver": "winter", "été": "summer",
    "maison": "home", "chat": "cat", "porte": "door", "temps": "time", "pluie": "rain", "parapluie": "umbrella",
    "baleine": "whale", "oiseau": "bird", "lettre": "letter", "fantôme": "ghost", "fantômes": "ghost",
    "clé": "padlock", "cadenas": "padlock", "voyage": "journey", "liberté": "freedom", "libre": "freedom",
    "espoir": "hope", "peur": "fear", "secret": "secret", "magie": "magic", "livre": "book", "livres": "book",
    "arbre": "tree", "forêt": "forest", "monde": "world", "désert": "desert", "train": "train", "roi": "king",
    "amour": "love", "adieu": "farewell", "au revoir": "farewell", "perdu": "lost", "perdue": "lost",
    "bouteille": "bottle", "famille": "family", "dormant": "sleep", "dort": "sleep", "dormir": "sleep", "sommeil": "sleep", "lumière": "light", "phare": "lighthouse", "bateau": "boat", "ciel": "sky",
}


def _stem(word: str) -> str:
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    for ending in ("ing", "ed"):
        if word.endswith(ending) and len(word) - len(ending) >= 4:
            return word[: -len(ending)]
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def _is_form(a: str, b: str) -> bool:
    """Whether two English words are the same word up to an ending, or one is part of a compound."""
    a, b = _stem(a), _stem(b)
    if a == b:
        return True
    short, long_ = sorted((a, b), key=len)
    rest = long_[len(short):]
    if len(short) < 3:
        return False
    if len(short) == 3:
        return long_.startswith(short) and (rest in ("s", "es", "y", "ny", "ful", "ous", "ly") or rest in TAILS)
    if long_.startswith(short) and (len(rest) <= 2 or rest in ENDINGS):
        return True
    if long_.startswith(short) or long_.endswith(short):  # compounds: "moonlight" uses moon, "castle" sandcastle
        return True
    common = len(next((short[:i] for i in range(len(short), 0, -1) if long_.startswith(short[:i])), ""))
    return common >= 5 and common >= len(short) - 2  # "mysterious"/"mystery", "lonely"/"loneliness"


def uses_tag_word(clue: str, tags: tuple[str, ...], lang: str = "en") -> list[str]:
    """The card tags a clue names (any form of the word, or its French translation)."""
    text = clue.lower().replace("’", "'")
    words = WORD.findall(text)
    tag_words = {part: tag for tag in tags for part in tag.split("-")}
    used = {tag for w in words for part, tag in tag_words.items() if _is_form(w, part)}
    if lang == "fr":
        for fr, tag in FRENCH.items():
            if tag in tags and re.search(rf"(?<![a-zà-ÿ]){re.escape(fr)}(s|x)?(?![a-zà-ÿ])", text):
                used.add(tag)
    return sorted(used)


@pytest.fixture(scope="module")
def clues() -> list[dict]:
    return json.loads(DATA.read_text(encoding="utf-8"))["clues"]


@pytest.fixture(scope="module")
def cards() -> dict:
    # ids exactly as the engine deals them: "<deck id>/<file>"
    return {c.id: c for c in load_deck(BUILTIN_DIR, builtin=True).cards}


def test_the_matcher_sees_forms_and_compounds():
    assert uses_tag_word("Waiting for someone", ("waiting",)) == ["waiting"]
    assert uses_tag_word("loneliness", ("lonely",)) == ["lonely"]
    assert uses_tag_word("moonlight sonata", ("moon",)) == ["moon"]
    assert uses_tag_word("building castles", ("sandcastle",)) == ["sandcastle"]
    assert uses_tag_word("a web of lies", ("spider-web",)) == ["spider-web"]
    assert uses_tag_word("the seashore", ("sea",)) == ["sea"]
    assert uses_tag_word("four seasons", ("sea",)) == []
    assert uses_tag_word("childhood", ("child",)) == ["child"]
    assert uses_tag_word("l'attente", ("waiting",), "fr") == ["waiting"]
    assert uses_tag_word("seul au monde", ("lonely", "world"), "fr") == ["lonely", "world"]
    assert uses_tag_word("Là-haut", ("balloons", "house"), "fr") == []


def test_every_clue_is_about_a_built_in_card_and_short(clues, cards):
    assert len([c for c in clues if c.get("lang", "en") == "en"]) >= 80
    assert len([c for c in clues if c.get("lang") == "fr"]) >= 12
    for c in clues:
        assert set(c) <= {"card", "clue", "tag_free", "lang"}, c
        assert c["card"] in cards, c["card"]
        assert 1 <= len(c["clue"].split()) <= 6, c["clue"]
        assert c.get("lang", "en") in ("en", "fr")
    assert len({(c["card"], c["clue"].lower()) for c in clues}) == len(clues), "a clue is listed twice"


def test_clues_spread_over_many_cards(clues, cards):
    per_card = Counter(c["card"] for c in clues)
    assert len(per_card) >= 0.6 * len(cards)
    assert max(per_card.values()) <= 3


def test_tag_free_flags_are_computed_not_guessed(clues, cards):
    for c in clues:
        tags = cards[c["card"]].tags
        assert set(tags) <= VOCABULARY
        used = uses_tag_word(c["clue"], tags, c.get("lang", "en"))
        assert c["tag_free"] == (not used), (c, used)
    english = [c for c in clues if c.get("lang", "en") == "en"]
    assert sum(c["tag_free"] for c in english) >= len(english) / 2
