"""What a card shows, and the chains that lead from it to a clue (element -> association -> phrase).

A computer storyteller only says a phrase it can trace back to something drawn on its card:
- the card's *elements* are its tags for things one can see (objects and settings, game/deck/tags.py),
  kept only when the picture's description names them, or (painted deck) when the card's recipe
  paints them (game/deck/paint/scenes_*.py, read as text at run time, so a repainted card's new
  elements count without any change here); a card of a custom deck with tags but no description
  is taken at its tags' word, one with a description and no tags by the lexicon's things the
  description names;
- a *chain* starts from one or more elements, goes through an association (the lexicon's entry for
  the element: what it evokes) and ends at a phrase. Levels keep different chains: easy names an
  element plainly (a literal phrase), normal says what it evokes (an associative phrase), hard an
  oblique phrase, a saying, a title or a reference tied to at least two elements of the card.

Nothing here is per card: chains are built from the data files each time the game starts.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..deck.subjects import HUMAN, icon_tags
from .french_sayings import elements as saying_elements
from .french_sayings import sayings as french_sayings
from .joined import joined
from .lexicon import lexicon, stem, tokens
from .speech import phrase_of, say

PAINT = Path(__file__).resolve().parent.parent / "deck" / "paint"
FR_IMAGE = Path(__file__).with_name("data") / "fr_image.txt"
SEEN = ("object", "setting", "twist")  # tag categories one can see in a picture (a twist: melting, floating...)
VAGUE = frozenset({"person"})  # "someone", "a silhouette": true of too many pictures to start a clue from
STRONG = 0.5  # ... and one of its ties at least this close
TIE_OWN = 0.38  # a lexicon saying of one element: tied to a second one from this close
TIE = 0.45  # sentence-model similarity from which a phrase is tied to an element (hard level)
WORD = re.compile(r"[a-z]+")
# Words of descriptions that name a seen tag without its own word (general English, not per card).
SAYS = {"someone": "person", "figure": "person", "walker": "traveller", "hiker": "traveller", "farmer": "person",
        "man": "person", "woman": "person", "people": "person", "crowd": "person", "rider": "person",
        "acrobat": "person", "painter": "person", "girl": "child", "boy": "child", "kid": "child",
        "starry": "stars", "star": "stars", "moonlit": "moon", "crescent": "moon", "sunny": "sun", "sunlit": "sun",
        "ship": "boat", "wreck": "boat", "boats": "boat", "ocean": "sea", "seabed": "sea", "waves": "sea",
        "lamp": "streetlamp", "lake": "pond", "woods": "forest", "snowy": "snow", "snowflakes": "snow",
        "misty": "mist", "stormy": "storm", "evening": "dusk", "meadow": "field", "fields": "field",
        "hill": "hills", "hilltop": "hills", "town": "village", "street": "city", "rooftops": "city",
        "bedroom": "room", "armchair": "chair", "books": "book", "letters": "letter", "envelope": "letter",
        "apple": "fruit", "pear": "fruit", "cherries": "cherry", "leaves": "leaf", "doves": "dove",
        "bees": "bee", "lanterns": "lantern", "candlelight": "candle", "doorway": "door", "keyhole": "door",
        "treasure": "gold", "golden": "gold", "squid": "squid", "tentacles": "squid", "ringed": "space",
        "planet": "space", "saucer": "ufo", "oak": "tree", "birch": "tree", "maple": "tree", "pine": "tree",
        "palm": "tree", "campfire": "fire", "bonfire": "fire", "locomotive": "train",
        "hummingbird": "bird", "tentacle": "squid", "kraken": "squid", "staircase": "stairs", "tombstone": "grave",
        "graves": "grave", "anglerfish": "fish", "pyramids": "pyramid", "parachutist": "parachute", "trunk": "chest", "watch": "clock", "roof": "house",
        "baguette": "bread", "phantom": "ghost", "mail": "letter"}


@dataclass(frozen=True)
class Chain:
    """How a bot got from its card to a clue: the drawn elements (tags) it starts from, what they
    evoke (`association`, an English phrase of the lexicon, "" when the phrase names them), and
    the phrase (English; said in the game's language through data/say_*.tsv)."""

    elements: tuple[str, ...]
    association: str
    phrase: str
    level: str  # easy | normal | hard: which storyteller says it
    lang: str = ""  # "fr": a saying of the bots' own in that language, said there only (association in it)


@lru_cache(maxsize=1)
def _recipe_calls() -> tuple[ast.Call, ...]:
    """The painted deck's recipe calls (a card each: slug, ..., backdrop, elements), parsed once from
    the scene files as text (the painter itself is build-only). Empty when they are not installed."""
    calls: list[ast.Call] = []
    for path in sorted(PAINT.glob("scenes_*.py")):
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"))
        except (OSError, SyntaxError, ValueError):
            continue
        calls.extend(node for node in ast.walk(tree) if isinstance(node, ast.Call) and len(node.args) >= 5)
    return tuple(calls)


def _recipes() -> Iterator[tuple[ast.Call, str, str]]:
    """Each recipe call with its slug and its elements' text."""
    for node in _recipe_calls():
        try:
            slug, els = ast.literal_eval(node.args[0]), ast.literal_eval(node.args[4])
        except ValueError:
            continue
        if isinstance(slug, str) and isinstance(els, str):
            yield node, slug, els


@lru_cache(maxsize=1)
def recipe_icons() -> dict[str, tuple[str, ...]]:
    """Painted deck: card slug -> the icons its recipe paints (read from the scene files as text:
    the painter itself is build-only). Empty when the recipes are not installed."""
    out: dict[str, tuple[str, ...]] = {}
    for node, slug, els in _recipes():
        out[slug] = tuple(line.split()[0] for line in els.replace(";", "\n").splitlines() if line.split())
        try:  # the backdrop: its framing first, then "moon" or "sun" when it has a disc in its sky
            back = ast.literal_eval(node.args[3])
        except ValueError:
            back = ""
        words = back.split() if isinstance(back, str) else []
        if words and words[0] in _disc_framings():
            out[slug] += tuple(w for w in words[1:] if w in SKY_DISCS)
    return out


SKY_DISCS = ("moon", "sun")  # painted by the backdrop, not as an icon; some framings (a close-up) leave it out


@lru_cache(maxsize=1)
def _disc_framings() -> frozenset[str]:
    """The painted deck's framings whose backdrop paints the sun or moon disc (the functions of
    game/deck/paint/backdrops.py that call `disc`, read as text: the painter is build-only)."""
    try:
        tree = ast.parse((PAINT / "backdrops.py").read_text(encoding="utf-8"))
    except (OSError, SyntaxError, ValueError):
        return frozenset()
    return frozenset(f.name for f in tree.body if isinstance(f, ast.FunctionDef)
                     and any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "disc"
                             for n in ast.walk(f)))


DETAIL = 0.15  # a painted icon smaller than this (share of the card's width), or painted "far", is a detail


@lru_cache(maxsize=1)
def recipe_details() -> dict[str, frozenset[str]]:
    """Painted deck: card slug -> the icons its recipe paints only small or far off (a farmhouse on
    the horizon, cherries carried by ants): there, not what one names the picture by."""
    out: dict[str, frozenset[str]] = {}
    for _node, slug, els in _recipes():
        big: set[str] = set()
        small: set[str] = set()
        for line in els.replace(";", "\n").splitlines():
            w = line.split()
            try:
                size = float(w[3]) if len(w) > 3 else 1.0
            except ValueError:
                size = 1.0
            if w:
                (small if size < DETAIL or "far" in w[4:] else big).add(w[0])
        out[slug] = frozenset(small - big)
    return out


MINOR = 0.4  # an icon painted under this share of the card's biggest icon is a side thing of the picture


@lru_cache(maxsize=1)
def recipe_sizes() -> dict[str, dict[str, float]]:
    """Painted deck: card slug -> icon -> the biggest size the recipe paints it at (share of the
    card's width; an icon painted "far" counts half its size: it looks that small)."""
    out: dict[str, dict[str, float]] = {}
    for _node, slug, els in _recipes():
        sizes = out.setdefault(slug, {})
        for line in els.replace(";", "\n").splitlines():
            w = line.split()
            if not w:
                continue
            try:
                size = float(w[3]) if len(w) > 3 else 1.0
            except ValueError:
                size = 1.0
            size = size / 2 if "far" in w[4:] else size
            sizes[w[0]] = max(size, sizes.get(w[0], 0.0))
    return out


def is_minor(card_id: str, tag: str, tags: tuple[str, ...]) -> bool:
    """Whether `tag` is painted much smaller than the card's main icon (painted deck): a rose by a
    big music box, a house on a sleeping giant's hill. Beside the subject, not what one names the
    picture by (the absolute rule, `is_detail`, misses it on cards whose subject is big)."""
    if not card_id.startswith("reveries/"):
        return False
    if tags[:1] == (tag,):  # the card's first tag is its subject, however small it is painted
        return False
    sizes = recipe_sizes().get(_slug(card_id), {})
    words = {stem(w) for w in _words_of(tag)}
    hits = [s for i, s in sizes.items() if {stem(w) for w in i.split("-")} & words]
    return bool(hits) and max(hits) < MINOR * max(sizes.values())


def is_detail(card_id: str, tag: str) -> bool:
    """Whether `tag` is drawn on the card only as a small or far-off icon (painted deck)."""
    if not card_id.startswith("reveries/"):
        return False
    icons = recipe_details().get(_slug(card_id), frozenset())
    words = {stem(w) for w in _words_of(tag)}
    hits = [i for i in recipe_icons().get(_slug(card_id), ()) if {stem(w) for w in i.split("-")} & words]
    return bool(hits) and all(i in icons for i in hits)


def _slug(card_id: str) -> str:
    """'reveries/001-kite-giant.jpg' -> 'kite-giant'."""
    name = card_id.rsplit("/", 1)[-1].rsplit(".", 1)[0]
    head, _, rest = name.partition("-")
    return rest if head.isdigit() and rest else name


def category(tag: str) -> str:
    from ..deck.tags import CATEGORY

    return CATEGORY.get(tag, "")


def _words_of(tag: str) -> set[str]:
    """The word stems that name a tag in a description: its own words and its literal phrases'."""
    words = set(tokens(tag))
    for phrase in lexicon().phrases(tag, "literal"):
        ws = tokens(phrase)
        if len(ws) == 1:  # "top hat" names a hat, not every "top"
            words |= set(ws)
    return words


def drawn(card_id: str, title: str, tags: tuple[str, ...], description: str) -> tuple[str, ...]:
    """The card's tags one can see in its picture, in the card's own order."""
    if not description:  # a custom deck's card known by its tags only: they are what it shows
        return tuple(t for t in dict.fromkeys(tags) if category(t) in SEEN + ("",))
    words = WORD.findall(description.lower().replace("-", " "))
    said = {stem(w) for w in words} | {stem(SAYS[w]) for w in words if w in SAYS}
    if not tags:  # a custom card known by its description only: the lexicon's things it names
        tags = tuple(t for t in lexicon().entries if category(t) in SEEN and _words_of(t) & said)
    painted: set[str] = set()
    for icon in recipe_icons().get(_slug(card_id), ()) if card_id.startswith("reveries/") else ():
        painted |= {stem(w) for w in icon.split("-")} | {stem(SAYS[w]) for w in icon.split("-") if w in SAYS}
        # the tag that names an icon ("kraken-tentacle" is the squid); a figure's person is told by the words
        painted |= {stem(w) for t in icon_tags(icon) if t not in HUMAN for w in tokens(t)}
    recipe = recipe_icons().get(_slug(card_id)) if card_id.startswith("reveries/") else None
    out = []
    for t in dict.fromkeys(tags):
        if category(t) not in SEEN + ("",):
            continue
        if t in SKY_DISCS and recipe is not None and t not in painted:
            continue  # the description says "under the full moon", but this close-up paints none
        if _words_of(t) & (said | painted):
            out.append(t)
    return tuple(out)


def described_thing(description: str) -> str:
    """What a description starts by showing, in at most two words ("A painted square number 12,
    warm" -> "painted square"), for a card whose description names nothing the lexicon knows."""
    from .lexicon import STOP

    words: list[str] = []
    for w in re.findall(r"[A-Za-z]+|[^A-Za-z\s]", description.split(".")[0]):
        low = w.lower()
        if not words and low in ("a", "an", "the", "some"):
            continue
        if not w.isalpha() or low in STOP or len(words) == 2:
            break
        words.append(low)
    return " ".join(words)


def chains_lexicon(elements: tuple[str, ...]) -> list[Chain]:
    """The chains the lexicon alone gives: each element's literal (easy), associative (normal) and
    oblique (hard) phrases; an oblique phrase is tied to a second element when its words name it
    (the storyteller prefers chains from two elements: `hard_chains`)."""
    lex = lexicon()
    out: list[Chain] = []
    for t in elements:
        assoc = tuple(p for p in lex.phrases(t, "associative") if _alone(p) and not only_looks(t, p))
        if t not in TWISTS:  # a twist (melting, floating) is said of something: only tied to it, in hard chains
            out += [Chain((t,), "", p, "easy") for p in lex.phrases(t, "literal")]
            out += [Chain((t,), "", p, "normal") for p in assoc]
        # a riddle that only says how it looks is no riddle ("black and white keys" for a piano)
        for p in (p for p in lex.phrases(t, "oblique") if _alone(p) and not fragment(p) and not only_looks(t, p)):
            words = set(tokens(p))
            more = tuple(o for o in elements if o != t and _words_of(o) & words)
            if t not in TWISTS or more:
                out.append(Chain((t, *more[:1]), assoc[0] if assoc else "", p, "hard"))
    return out


def chains_french(elements: tuple[str, ...]) -> list[Chain]:
    """The hard chains of the bots' own French sayings (data/sayings_fr.txt) from these elements:
    said in French only, for the phrase of the bank they render ("il pleut des cordes" is said for
    "raining cats and dogs", here tied to the rain and the umbrella) or for themselves."""
    out: list[Chain] = []
    for s in french_sayings():
        els = saying_elements(s, elements)
        if els:
            out.append(Chain(els, s.why, phrase_of(s.said), "hard", "fr"))
    return out


OBLIQUE = ("oblique", "free", "reference")

# How a thing looks (colour, size, count, shape, body parts) and what kind of thing it is: an
# associative phrase made only of these and the thing's own name describes the picture ("eight
# arms" for an octopus, "black bird" for a raven, "yellow petals" for a sunflower), it evokes nothing.
LOOKS = frozenset(stem(w) for w in (
    "big", "small", "little", "tiny", "huge", "long", "short", "tall", "round", "red", "yellow", "black", "white",
    "blue", "green", "orange", "pink", "purple", "grey", "gray", "brown", "golden", "silver", "spotted", "spots",
    "striped", "stripes", "curled", "curly", "spiral", "one", "two", "three", "four", "six", "eight", "many",
    "bright", "shiny", "furry", "fluffy", "pointed", "petals", "arms", "legs", "tail", "wings", "shell", "horns",
    "fur", "feathers", "scales", "claws", "paws", "beak", "antlers", "bird", "animal", "creature", "plant", "fish",
    "insect", "trunk", "spines", "spikes", "prickles", "mane", "tusks", "whiskers", "fins", "tentacles", "hooves",
    "neck", "ears", "teeth", "eyes", "petal", "leaves", "stem", "keys", "strings", "sails", "gears"))
SAME = 0.75  # a phrase this close to its own element (sentence model) is another name for it: "sailing", "aliens"
# a saying cut short where the thing's name should be ("light as" a feather, "lend me" a hand,
# "the early" bird): a riddle fragment of three words or fewer ending on one of these is not a clue
OPEN_ENDS = frozenset({"one", "as", "like", "you", "be", "than"})


def only_looks(tag: str, phrase: str) -> bool:
    """Whether an associative phrase only says how the thing looks (or names it): it describes, not evokes."""
    words = set(tokens(phrase))
    own = {stem(w) for w in tag.split("-")} | _words_of(tag)
    return bool(words & LOOKS) and words <= LOOKS | own


def glosses(tag: str, phrase: str) -> bool:
    """Whether a phrase only repeats the lexicon's gloss of its thing: "comedy and tragedy" for
    theatre masks, "standing on one leg" for a flamingo, or says it again with one word changed
    ("balance on one leg"). It tells what the thing is, evokes nothing. One word is let through:
    "honey" for a bee is what it evokes, though the gloss says it."""
    entry = lexicon().entries.get(tag)
    words = set(tokens(phrase))
    if entry is None or len(words) < 2:
        return False
    if words <= set(tokens(entry.gloss)) | _words_of(tag):
        return True
    # word for word, past the articles only ("on one leg" is three words of a flamingo's gloss)
    def plain(text: str) -> set[str]:
        return {stem(w) for w in WORD.findall(text.lower())} - {"a", "an", "the", "and", "of"}

    said, gloss = plain(phrase), plain(entry.gloss) - _own(tag)
    return len(said & gloss) >= 2 and len(said - gloss - _own(tag)) <= 1


def fragment(phrase: str) -> bool:
    """Whether a saying is cut short where the thing's name should be ("light as", "lend me one")."""
    words = phrase.lower().replace("'", " ").split()
    return len(words) <= 3 and words[-1] in OPEN_ENDS


def _alone(phrase: str) -> bool:
    """Whether a phrase means something said alone: "a place in it" only does inside the lexicon."""
    return phrase.lower().split()[-1:] not in (["it"], ["them"], ["its"])  # bank grades a hard clue may come from


def chains(know, card: str) -> list[Chain]:
    """Every chain from `card` (an id `know` knows) to a phrase of the bank, at every level.

    Besides the lexicon's own chains, with the sentence model: a saying, title or reference of the
    bank (data/phrases.txt, data/culture.txt, the other cards' titles, other tags' oblique phrases)
    that is close to at least two elements of the card (TIE) is a hard chain from those two."""
    key = (card, len(know.ids))
    memo = know.__dict__.setdefault("_chains", {})
    if key in memo:
        return memo[key]
    info = know.cards[card]
    els = drawn(card, info.title, info.tags, info.description)
    out = chains_lexicon(els)
    if not els and info.description:  # a custom card whose description names nothing the lexicon knows
        thing = described_thing(info.description)
        out = [Chain((thing,), "", f"a {thing}", "easy")] if thing else []
    if know.sem is not None and len(els) >= 2:
        from .lexicon import normalise

        np = know.np
        phrases, _, _ = know.bank()
        cols = [know.tag_index[t] for t in els if t in know.tag_index]
        have = [t for t in els if t in know.tag_index]
        if len(cols) >= 2:
            sub = know.ties()[:, cols]
            own = np.array([[p.tag == t for t in have] for p in phrases], dtype=bool)
            hit = (sub >= TIE) | own | (own.any(axis=1)[:, None] & (sub >= TIE_OWN))
            # one tie must be clear, not two vague ones, and to a thing, not the setting ("shipwreck"
            # is close to the sea, but says nothing of a seahorse swimming in it)
            thing = np.array([category(t) in ("object", "") for t in have], dtype=bool)
            strong = (((sub >= STRONG) & thing[None, :]) | own).any(axis=1)
            title = normalise(info.title)
            single = {c.phrase: i for i, c in enumerate(out) if c.level == "hard" and len(c.elements) < 2}
            said = {c.phrase for c in out} - set(single)
            for r in np.nonzero((hit.sum(axis=1) >= 2) & strong)[0]:
                ph = phrases[r]
                if ph.grade not in OBLIQUE or ph.text in said or normalise(ph.text) == title or fragment(ph.text):
                    continue
                if ph.tag and ph.tag not in have and category(ph.tag) == "object":
                    # the lexicon's riddle for another thing names that thing: "a horse of the sea" is a
                    # seahorse, however close the model finds it to a whale and a sailboat
                    continue
                best = sorted(np.nonzero(hit[r])[0], key=lambda j: -(sub[r, j] + own[r, j]))[:2]
                assoc = lexicon().phrases(ph.tag, "associative") if ph.tag in have else ()
                chain = Chain(tuple(have[j] for j in best), assoc[0] if assoc else "", ph.text, "hard")
                if ph.text in single:  # the lexicon's saying of one element, now tied to a second
                    out[single[ph.text]] = chain
                else:
                    out.append(chain)
    out = _joined_chains(out, els, know.cards[card].title)
    out += chains_french(els)
    memo[key] = out
    return out


def _joined_chains(out: list[Chain], els: tuple[str, ...], title: str) -> list[Chain]:
    """`out` with the hard chains of the hand ties (data/joined.txt) whose two things are drawn: a
    phrase of the bank the sentence model tied to one element only, or to none, now from both."""
    from .knowledge import phrase_bank
    from .lexicon import normalise

    bank = {normalise(p.text): p for p in phrase_bank() if p.grade in OBLIQUE}
    tied: set[str] = set()
    for s in joined():
        said = bank.get(normalise(s.said))  # only a saying, title or reference of the bank, as it spells it
        pair = saying_elements(s, els)
        if said is None or len(pair) < 2 or said.text in tied or normalise(said.text) == normalise(title):
            continue
        # the hand's tie stands for the model's (which may start from a thing the saying names:
        # "the last leaf" from the leaf, where the hand ties it to the tree in autumn)
        assoc = next((c.association for c in out if c.phrase == said.text and c.level == "hard"), "")
        out = [c for c in out if not (c.phrase == said.text and c.level == "hard")]
        out.append(Chain(pair, assoc, said.text, "hard"))
        tied.add(said.text)
    return out


# a twist is how things are drawn, said after them: "the snowman, melting"
TWISTS = {"floating": ("floating", "en l'air"), "giant": ("giant", "géant"), "melting": ("melting", "qui fond"),
          "tiny": ("tiny", "minuscule"), "upside-down": ("upside down", "à l'envers"),
          "reflection": ("and its reflection", "et son reflet"), "multiplication": ("many times over", "en nombre"),
          "portal": ("a way through", "un passage"), "impossible": ("impossibly", "impossible")}


def name(tag: str, lang: str) -> str:
    """An element as the explanation names it: "the snowman", "le bonhomme de neige"."""
    lex = lexicon()
    literal = (lex.phrases(tag, "literal") or (tag.replace("-", " "),))[0]
    if lang == "fr":
        fr = say(literal, "fr")
        if fr:
            return _definite_fr(fr)
    words = literal.split()
    if words and words[0].lower() in ("a", "an", "the", "some"):
        words = words[1:]
    return "the " + " ".join(words)


# words whose h is "aspiré": le hibou, not l'hibou (the others elide: l'hippocampe, l'horloge)
H_ASPIRE = ("hibou", "héron", "hérisson", "hamac", "harpe", "hache", "hangar", "hublot", "homard", "hutte",
            "hotte", "houx", "haie", "hall", "hameau", "hanneton", "hérisson")


def _definite_fr(text: str) -> str:
    """'un gland' -> 'le gland', 'une ancre' -> "l'ancre", 'un œil' -> "l'œil", 'des ballons' -> 'les ballons'."""
    for article, definite in (("un ", "le "), ("une ", "la "), ("des ", "les "), ("du ", "le "), ("de la ", "la ")):
        if text.lower().startswith(article):
            rest = text[len(article):]
            low = rest.lower()
            if definite != "les " and low[:1] in "aeiouyéèêëâàîïôœûùh" and not low.startswith(H_ASPIRE):
                return "l'" + rest
            return definite + rest
    if text.lower().startswith(("le ", "la ", "les ", "l'")):
        return text
    return text


def _join(names: list[str], lang: str) -> str:
    if len(names) <= 1:
        return "".join(names)
    word = " et " if lang == "fr" else " and "
    return ", ".join(names[:-1]) + word + names[-1]


def explanation(chain: Chain, clue: str, lang: str) -> str:
    """One line that says why: "'Nothing lasts forever': the snowman and the sun"."""
    things = [t for t in chain.elements if t not in TWISTS]
    twists = [TWISTS[t][lang == "fr"] for t in chain.elements if t in TWISTS]
    names = _join([name(t, lang) for t in things], lang)
    if twists:
        names = f"{names}, {' '.join(twists)}" if names else " ".join(twists)
    shown = clue[:1].upper() + clue[1:]
    if chain.lang:  # a saying of the bots' own: its association is written in its language
        assoc = chain.association if chain.association and chain.lang == lang else None
    else:
        assoc = say(chain.association, lang) if chain.association else None
    if lang == "fr":
        line = f"« {shown} » : {names}"
        return f"{line} ({assoc})" if assoc else line
    line = f"'{shown}': {names}"
    return f"{line} ({assoc})" if assoc else line


def level_chains(know, card: str, level: str, lang: str | None = None) -> list[Chain]:
    """The chains a storyteller of `level` may say for `card`: those that start from a thing drawn
    (an object) when the card has any, not from its setting alone ("the night is young" for a
    windmill at night says nothing of the windmill); hard keeps the chains from two elements when
    the card has any, else its one-element sayings (a card showing one thing). With `lang`, only
    the hard chains that can be said there, keeping their picture (a French saying of the bots' own
    is said in French only, an English one that loses its picture in French is not said there)."""
    mine = [c for c in chains(know, card) if c.level == level]
    if lang is not None and level == "hard":  # (naming is left to the storyteller: player._options)
        mine = [c for c in mine if keeps_image(c, lang) and not (c.lang and names_it(c, lang))]
    if level == "easy":  # naming the sea plainly is as fair as naming a boat: the storyteller picks (player.tell)
        return mine
    # not from things painted only small or far off (three specks of ravens by a giant): a setting
    # one can see says more than a thing no one makes out ("omen" with no raven to read)
    mine = [c for c in mine if not all(is_detail(card, t) for t in c.elements)] or mine
    things = [c for c in mine if any(category(t) in ("object", "") and t not in VAGUE for t in c.elements)]
    mine = things or mine
    if level != "easy":
        # about what the picture is of (its first elements, as the card lists them), not a detail
        # in a corner: a tiny moon on a dragon card is too obscure a start for "once in a blue one"
        main = set(drawn(card, know.cards[card].title, know.cards[card].tags, know.cards[card].description)[:2])
        mine = [c for c in mine if set(c.elements) & main] or mine
        # nor from things the painted deck paints only small or far off (a tiny squirrel up a tree)
        mine = [c for c in mine if not all(is_detail(card, t) for t in c.elements)] or mine
        # nor from a side thing painted much smaller than the subject (a rose beside a big music box)
        tags = know.cards[card].tags
        mine = [c for c in mine if not all(is_minor(card, t, tags) for t in c.elements)] or mine
        # nor only from what a quarter of the deck shows too: "lunar" for a whale under the moon
        # points at every moon of the table (easy names it plainly, which is fair: player.tell)
        counts = deck_counts(know)
        mine = [c for c in mine if any(counts.get(t, 0) < EVERYWHERE for t in c.elements)] or mine
        # evoking, not naming: "an elephant's memory" for an elephant is a literal clue
        # (a French saying of the bots' own is checked in its words: names_it)
        oblique = [c for c in mine if c.lang or not set(tokens(c.phrase)) & set().union(*(_words_of(t) for t in c.elements))]
        mine = oblique or mine
        # evoking, not defining: "comedy and tragedy" is what theatre masks are (the lexicon's gloss)
        mine = [c for c in mine if not any(glosses(t, c.phrase) for t in c.elements)] or mine
    if level == "normal" and know.sem is not None:
        # evoking, not renaming: "sailing" for a sailboat, "aliens" for a UFO, "big whale" for a whale
        mine = [c for c in mine if not _renames(know, c)] or mine
    if level == "hard":
        two = [c for c in mine if len(c.elements) >= 2]
        return two or mine
    return mine


def _renames(know, chain: Chain) -> bool:
    """Whether the chain's phrase is, to the sentence model, another name for one of its elements."""
    from .lexicon import normalise

    rows = know.__dict__.get("_rows")
    if rows is None:
        rows = know.__dict__["_rows"] = {normalise(p.text): i for i, p in enumerate(know.bank()[0])}
    r = rows.get(normalise(chain.phrase))
    cols = [know.tag_index[t] for t in chain.elements if t in know.tag_index]
    return r is not None and bool(cols) and float(know.ties()[r, cols].max()) >= SAME


# specks sprinkled over a night sky: a thing to name only on a card that is of them (among its main
# elements), else the backdrop ("starry sky" for a cracked globe or an hourglass was too obscure)
BACKDROP = frozenset({"stars"})


def backdrop(tag: str, tags: tuple[str, ...]) -> bool:
    """Whether `tag` is sprinkled behind the picture's subject: stars not among the card's first two
    tags (its first two drawn elements may still be the unicorn and the stars when nothing else
    listed is drawn)."""
    return tag in BACKDROP and tag not in tags[:2]


# an evoked phrase this close to a card's only thing (sentence model) says it again: "security" for a
# padlock, "the ocean giant" for a whale are 0.49; "metamorphosis" for a butterfly, 0.46, evokes
PARAPHRASE = 0.48


def lone(know, card: str) -> str | None:
    """The one thing a card shows, when it shows one (painted big enough, among its main elements,
    a thing not a setting, stars, sun or moon only when the card is of them), else None. Two tags for one thing
    count once: a campfire is the fire (`same_thing`)."""
    info = know.cards[card]
    els = drawn(card, info.title, info.tags, info.description)
    main = els[:2]
    things: list[str] = []
    for t in els:
        if t in VAGUE or t in TWISTS or category(t) == "setting" or backdrop(t, info.tags):
            continue
        if t in SKY_DISCS and t not in info.tags[:2]:  # a sun or moon up in the sky behind a pagoda
            continue
        if is_detail(card, t) or is_minor(card, t, info.tags):
            continue
        if any(same_thing(u, t) for u in things):
            continue  # the same thing under a second tag
        things.append(t)
    return things[0] if len(things) == 1 and things[0] in main else None


def says_again(know, chain: Chain) -> bool:
    """Whether an evoked phrase for a card's only thing says that thing again: close to it for the
    sentence model ("the ocean giant" for a whale, "security" for a padlock), or one word of its
    gloss, what kind of thing it is ("toy" for "a spinning top toy"). On a card of one thing it
    gives the card away; elsewhere the other things drawn keep it fair."""
    t = chain.elements[0]
    entry = lexicon().entries.get(t)
    words = set(tokens(chain.phrase))
    if entry is not None and len(words) == 1 and words <= set(tokens(entry.gloss)):
        return True
    return tie(know, chain) >= PARAPHRASE


def tie(know, chain: Chain) -> float:
    """How close the chain's phrase is to its first element for the sentence model (0 without it)."""
    if know.sem is None:
        return 0.0
    from .lexicon import normalise

    rows = know.__dict__.get("_rows")
    if rows is None:
        rows = know.__dict__["_rows"] = {normalise(p.text): i for i, p in enumerate(know.bank()[0])}
    r = rows.get(normalise(chain.phrase))
    t = chain.elements[0]
    return float(know.ties()[r, know.tag_index[t]]) if r is not None and t in know.tag_index else 0.0


EVERYWHERE = 25  # an element shown on this many cards (the moon, stars, someone) is no clue's only start above easy


def deck_counts(know) -> dict[str, int]:
    """Element -> how many of the known cards show it (`drawn`), built once per Knowledge."""
    counts = know.__dict__.get("_deck_counts")
    if counts is None:
        counts = {}
        for c, i in know.cards.items():
            if i.known:
                for t in drawn(c, i.title, i.tags, i.description):
                    counts[t] = counts.get(t, 0) + 1
        know.__dict__["_deck_counts"] = counts
    return counts


def _own(tag: str) -> set[str]:
    return _words_of(tag) | {stem(w) for w in tag.split("-")}


def same_thing(a: str, b: str) -> bool:
    """Whether two tags of a card are one thing drawn: one's name is half of the other's compound,
    of four letters or more (a campfire is the fire, a mailbox is no box)."""
    return any(len(x) >= 4 and x != y and x in y for x in _own(a) for y in _own(b)) or \
        any(len(x) >= 4 and x != y and x in y for x in _own(b) for y in _own(a))


def _calls(words: set[str], tag: str) -> bool:
    """Whether English `words` (stems) name `tag` by a common synonym (`SAYS`: "bonfire" is a fire,
    "phantom" a ghost, "mail" letters), not an adjective made of its name ("starry night" says the
    stars as a quality). "Someone", "a crowd" name no one in particular (`VAGUE`)."""
    own = _own(tag)
    return tag not in VAGUE and any(SAYS.get(w) == tag and not any(w.startswith(o) for o in own) for w in words)


def retells(chain: Chain) -> bool:
    """Whether the clue is a reference that is the chain's first thing as it looks: what it evokes
    starts by describing that thing ("Moby Dick": a huge white whale). "A vain king parading" (the
    emperor's new clothes) or "a dreaming knight" (Don Quixote) evoke their things, they are not them."""
    from .reading import culture

    plain = culture().get(tuple(WORD.findall(chain.phrase.lower().replace("'", " ").replace("-", " "))))
    if not plain or not chain.elements:
        return False
    head = " ".join(re.sub(r"[a-z]+'s\b", " ", plain.lower()).split()[:4])
    t = chain.elements[0]
    return bool(set(tokens(head)) & _own(t)) and only_looks(t, head)


def names_it(chain: Chain, lang: str) -> bool:
    """Whether the clue, as said in `lang`, names one of its own elements ("une mémoire
    d'éléphant" for an elephant): a literal clue, not an associative or oblique one. In English,
    by a synonym too ("bonfire night" for a campfire, "snail mail" for letters),
    and a reference that retells its thing ("Moby Dick" for a whale) names it."""
    from .speech import key

    def singular(text: str) -> set[str]:  # "cerises" names "la cerise" too
        return {w[:-1] if len(w) > 3 and w[-1] in "sx" else w for w in key(text).replace("'", " ").split()}

    said = singular(say(chain.phrase, lang) or chain.phrase)
    for t in chain.elements:
        words = singular(name(t, lang)) - {"l", "d", "de", "du", "des", "le", "la", "les", "a", "au", "aux", "en", "et",
                                           "the", "of"}
        if words & said or (lang == "en" and _words_of(t) & set(tokens(chain.phrase))):
            return True
        # or by a synonym ("bonfire night" for a campfire, "snail mail" for letters)
        if not chain.lang and _calls(set(tokens(chain.phrase)), t):
            return True
    return not chain.lang and retells(chain)


@lru_cache(maxsize=1)
def _image_lost_fr() -> frozenset[str]:
    try:
        lines = FR_IMAGE.read_text(encoding="utf-8").splitlines()
    except OSError:
        return frozenset()
    return frozenset(line.split("\t")[0] for line in lines if line and not line.startswith("#"))


def keeps_image(chain: Chain, lang: str) -> bool:
    """Whether the clue, said in `lang`, still points where the chain does: a French saying that
    renders the English one by another picture ("garder une poire pour la soif" for "saving for a
    rainy day") leaves the umbrella behind (data/fr_image.txt, made by `python -m game.bots.build fr-image`)."""
    if chain.lang:  # a saying of the bots' own: said in its language only, where it keeps its picture
        return chain.lang == lang
    return lang != "fr" or chain.level != "hard" or chain.phrase not in _image_lost_fr()
