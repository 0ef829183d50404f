"""Computer players for every role: storyteller (card + clue), submitter, voter (second vote,
party popular vote), party trap setter, team member. They see only their `view` plus the public
texts of the cards (title, tags, description).

Reading: a clue scores every card with a reader (knowledge.py): "meaning" (the sentence model),
"lexicon" (the hand-written lexicon over tags) or "blend" (meaning, helped by the lexicon). A
listener votes by a noisy argmax of its scores (Gumbel noise at its level's temperature).
Telling: the storyteller weighs phrases it may say (knowledge.phrase_bank) for each card of its
hand against a mixed table of listeners (meaning, lexicon and noisy readers) and keeps the clue
most likely to be found by some but not all; the hard one imagines the table it sits at instead
(the computer levels are public there; a person is the mixed table's listener). Without the sentence model (it failed to load)
every reader is the lexicon, as before the model existed.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from ..engine.actions import Action, Clue, Submit, Tell, Vote
from ..engine.rulesets import PARTY, TEAM
from ..engine.view import PlayerView
from . import semantic
from .grounds import (
    TWISTS,
    VAGUE,
    Chain,
    backdrop,
    category,
    chains,
    deck_counts,
    drawn,
    explanation,
    is_detail,
    is_minor,
    keeps_image,
    level_chains,
    lone,
    names_it,
    says_again,
    tie,
)
from .knowledge import CardInfo, Knowledge, info_of, knowledge
from .lexicon import Reader, normalise
from .speech import key as said_key
from .speech import say

SPREAD = 0.5  # weight of the spread-out imagined table against the random one
COMMON = 10  # a thing shown on this many cards or more is never a hidden detail (the moon, the sea)
LEX_WEIGHT = 0.12  # a lexicon fit of 1 (one tag named) is worth this much meaning
PLAIN = "meaning-plain"  # the meaning reader without the references, as a storyteller imagines it
LEX_PLAIN = "lexicon-plain"  # the lexicon reader without them (the easy level), likewise


@dataclass(frozen=True)
class Level:
    reader: str  # how this bot reads clues: meaning, lexicon or blend
    temperature: float  # listening noise on the meaning scale (lower reads more sharply)
    lexicon_temperature: float  # the same without the model (lexicon scale)
    candidates: int  # phrases weighed per card of the hand (0: says a literal phrase of a random card)
    models: tuple[tuple[str, float, float], ...]  # listeners the storyteller imagines: (reader, temperature, weight)
    literal: bool = True  # may say a phrase that names a tag of the card outright
    tells: str = "normal"  # the chains it says (grounds.py): easy names, normal evokes, hard is oblique
    finalists: int = 0  # best candidates (over the whole hand) then played out turn by turn
    rollouts: int = 0  # simulated turns per finalist
    references: bool = False  # knows the stories, films and sayings of data/culture.txt when listening
    reads_table: bool = False  # as storyteller, imagines the listeners it sits with (their levels are public)


LEVELS = {
    "easy": Level("lexicon", 0.12, 3.0, 0, (), tells="easy"),
    "normal": Level("meaning", 0.035, 0.3, 20, (("meaning", 0.035, 0.6), ("lexicon", 0.12, 0.4))),
    "hard": Level("blend", 0.015, 0.12, 200, (("meaning", 0.035, 0.4), ("lexicon", 0.12, 0.3), ("blend", 0.015, 0.2),
                                              ("meaning", 0.08, 0.1)), literal=False, tells="hard",
                  finalists=12, rollouts=160, references=True, reads_table=True),
}


# one imagined listener: the reading kinds (reader, temperature, weight) it may be; a computer
# player is its level's one kind, a person the storyteller's whole generic mix
Seat = tuple[tuple[str, float, float], ...]


def seats_of(level: Level, levels: tuple[str | None, ...] | None, me: int, listeners: int) -> list[Seat] | None:
    """The listeners a storyteller at `level` imagines, from the table's seat levels (`levels[i]`: a
    computer level, None for a person; the table shows them), or None to imagine its generic mix."""
    if not level.reads_table or levels is None or len(levels) != listeners + 1:
        return None
    out: list[Seat] = []
    for seat, kind in enumerate(levels):
        lv = LEVELS.get(kind) if kind else None
        if seat == me:
            continue
        if lv is None:
            out.append(level.models)
        else:  # a listener without the references hears a film or saying by its words (`Knowledge.plain`)
            reader = {"meaning": PLAIN, "lexicon": LEX_PLAIN}.get(lv.reader, lv.reader) if not lv.references else lv.reader
            out.append(((reader, lv.temperature, 1.0),))
    return out


def _gumbel(rng: random.Random) -> float:
    return -math.log(-math.log(rng.random() or 1e-12) or 1e-12)


class Mind:
    """One bot's reading of clues at its level, over the cards it may know about."""

    def __init__(self, know: Knowledge, level: Level) -> None:
        self.know = know
        self.level = level
        self.semantic = know.sem is not None

    @property
    def temperature(self) -> float:
        return self.level.temperature if self.semantic else self.level.lexicon_temperature

    def scores(self, clue: str, cards: list[str], reader: str | None = None) -> list[float]:
        """How well each of `cards` fits `clue`, on this mind's scale."""
        reader = reader or self.level.reader
        k = self.know
        idx = [k.index.get(c, -1) for c in cards]
        refs = self.level.references
        if not self.semantic or reader == "lexicon":
            lex = k.lexical(clue, refs)
            if self.semantic:  # the lexicon reader, on the meaning scale
                return [LEX_WEIGHT * lex[i] * 2.5 if i >= 0 else 0.0 for i in idx]
            return [lex[i] if i >= 0 else 0.0 for i in idx]
        m = k.meaning(clue, refs)
        out = [float(m[i]) if i >= 0 else 0.0 for i in idx]
        if reader == "blend":
            lex = k.lexical(clue, refs)
            out = [s + LEX_WEIGHT * min(lex[i], 2.0) if i >= 0 else s for s, i in zip(out, idx, strict=True)]
        return out

    def rank(self, clue: str, cards: list[str], rng: random.Random, temperature: float | None = None) -> list[str]:
        """`cards` best first, as this mind hears `clue` (noisy at its temperature)."""
        t = temperature or self.temperature
        s = self.scores(clue, cards)
        keyed = [(-(v / t + _gumbel(rng)), i) for i, v in enumerate(s)]
        return [cards[i] for _, i in sorted(keyed)]


def _mind(level: Level, tags: dict | None) -> Mind:
    cards = {c: info_of(v) for c, v in (tags or {}).items()}
    sem = semantic.model() if any(i.known for i in cards.values()) else None
    return Mind(knowledge(cards, sem), level)


# -- storyteller -------------------------------------------------------------------------------

def _success_lexicon(mind: Mind, card: str, clue: str, hand: set[str], decoys: int, listeners: int) -> float:
    """Without the model: chance that some but not all listeners find `card`, from lexicon fits.

    Each decoy is the best fit of a random hand of 6 from the pool (what a submitter plays); each
    listener picks by softmax at this mind's temperature."""
    k = mind.know
    lex = k.lexical(clue)
    s0 = lex[k.index[card]]
    pool = sorted(v for c, v in zip(k.ids, lex, strict=True) if c not in hand)
    n = len(pool) or 1
    t = mind.temperature
    top = max([s0] + pool)
    expected, prev = 0.0, 0.0
    for i, v in enumerate(pool):
        cdf = ((i + 1) / n) ** 6
        expected += (cdf - prev) * math.exp((v - top) / t)
        prev = cdf
    story_e = math.exp((s0 - top) / t)
    p = story_e / (story_e + decoys * expected)
    return 1 - p ** listeners - (1 - p) ** listeners


def _table_of(models: tuple[tuple[str, float, float], ...], listeners: int) -> list[tuple[str, float]]:
    """The listeners a storyteller imagines: `listeners` seats shared out among the models by weight."""
    order = sorted(models, key=lambda m: -m[2])
    counts = [0] * len(order)
    for _ in range(max(1, listeners)):
        # give the next seat to the kind furthest below its share
        i = max(range(len(order)), key=lambda j: order[j][2] * (sum(counts) + 1) - counts[j])
        counts[i] += 1
    return [(r, t) for (r, t, _), c in zip(order, counts, strict=True) for _ in range(c)]


def _seat(view: PlayerView) -> int:
    """The seat a bot acts for: it is only ever given a seat's own view, never the shared screen's."""
    assert view.me is not None
    return view.me


def _tell(view: PlayerView, level: Level, rng: random.Random, mind: Mind, lang: str = "en",
          levels: tuple[str | None, ...] | None = None) -> Action:
    hand = list(view.hand or ())
    used = {said_key(r.clue) for r in view.history}
    rules = view.rules
    decoys = rules.cards_per_turn(view.n) - 1
    listeners = (len(view.teams) - 1) if rules.family == TEAM else view.n - 1
    seats = seats_of(level, levels, _seat(view), listeners) if rules.family != TEAM else None
    told = story(mind, hand, set(hand), rng, listeners, decoys, used, lang, seats)
    if told is None or not told[1]:
        return Tell(_seat(view), rng.choice(hand), "")  # no card I can say anything about: play on, legally
    return Tell(_seat(view), told[0], told[1])


def best_clue(mind: Mind, card: str, rng: random.Random, listeners: int, decoys: int, lang: str = "en") -> str:
    """What this mind would say for `card` (the `clue` command), in `lang`."""
    told = story(mind, [card], {card}, rng, listeners, decoys, set(), lang)
    return told[1] if told else ""


def clue_and_why(mind: Mind, card: str, rng: random.Random, listeners: int, decoys: int,
                 lang: str = "en") -> tuple[str, str]:
    """What this mind would say for `card` in `lang`, and why, in one line ("", "" when nothing)."""
    told = tell(mind, [card], {card}, rng, listeners, decoys, set(), lang)
    if not told or not told[1]:
        return "", ""
    return told[1], explanation(told[2], told[1], lang)


def _fresh(phrase: str, used: set[str], lang: str) -> bool:
    """Whether `phrase` can be said in `lang` and has not been said this game (in any words)."""
    said = say(phrase, lang)
    return said is not None and said_key(phrase) not in used and said_key(said) not in used


def story(mind: Mind, choices: list[str], hand: set[str], rng: random.Random, listeners: int, decoys: int,
          used: set[str], lang: str = "en", seats: list[Seat] | None = None) -> tuple[str, str] | None:
    """(card, clue): a card among `choices` and what to say about it in `lang`, or None if none is
    known (`tell` also gives the chain the clue comes from)."""
    told = tell(mind, choices, hand, rng, listeners, decoys, used, lang, seats)
    return (told[0], told[1]) if told else None


def _options(mind: Mind, card: str, used: set[str], lang: str) -> list[Chain]:
    """The chains this storyteller may say for `card` now: its level's, fresh and sayable in `lang`;
    when it has none, the next plainer level's (hard -> normal -> easy): always from the card."""
    # easy has no plainer level: once every plain name of the card is said, what it evokes; normal
    # out of associations says a saying before it names the thing ("a squid" for a kraken)
    order = {"hard": ("hard", "normal", "easy"), "normal": ("normal", "hard", "easy"),
             "easy": ("easy", "normal", "hard")}[mind.level.tells]
    only = lone(mind.know, card) if mind.level.tells == "normal" else None
    for level in order:
        own_title = normalise(mind.know.cards[card].title)
        fresh = [c for c in level_chains(mind.know, card, level, lang)
                 if _fresh(c.phrase, used, lang) and normalise(c.phrase) != own_title]
        if level != "easy":  # evoking, not naming, in the words it is said in, and still from the picture
            # hard never names its element ("le nom de la rose" for a rose, "crier au loup" for a
            # wolf): it says what normal would instead; normal, with only naming ones, names it
            named = [c for c in fresh if not names_it(c, lang)]
            fresh = named if level == "hard" else named or fresh
            fresh = [c for c in fresh if keeps_image(c, lang)]  # none left: the plainer level's
        if level == "normal" and only:  # a card of one thing: not that thing said again ("toy")
            fresh = [c for c in fresh if not says_again(mind.know, c)] or fresh
        if fresh:
            return fresh
    return []


def tell(mind: Mind, choices: list[str], hand: set[str], rng: random.Random, listeners: int, decoys: int,
         used: set[str], lang: str = "en", seats: list[Seat] | None = None) -> tuple[str, str, Chain] | None:
    """(card, clue, chain): a card among `choices`, what to say about it in `lang` and the chain
    from something drawn on it to that clue (grounds.py), or None when no card has one.

    Only chains of the card are weighed: a clue that does not start from what the card shows is
    never said. The choice is made in English (the bots' models are); the clue is then said in
    `lang`, and only phrases that can be said there are considered. `used`: clues said so far, as keys.
    `seats`: the listeners it sits with (`seats_of`), None to imagine its level's generic table."""
    k = mind.know
    level = mind.level
    options = {c: _options(mind, c, used, lang) for c in choices if c in k.index and k.cards[c].known}
    options = {c: o for c, o in options.items() if o}
    if not options:
        return None
    if level.tells == "hard":  # an oblique clue tied to two things drawn, from the cards that have one
        two = {c: [ch for ch in o if len(ch.elements) >= 2] for c, o in options.items()}
        options = {c: o for c, o in two.items() if o} or options
    known = list(options)
    if not level.candidates:  # easy: a random card, one of the things it shows, named plainly
        card = rng.choice(known)
        things = sorted({ch.elements[0] for ch in options[card]})
        # one of what the picture is of (its first elements, as the card lists them), not a detail
        # in a corner ("a squirrel" for a tiny one by a tree house is too obscure), or a thing many
        # pictures show, which is never a detail (a moon, the sea); of those, the one most other
        # pictures show too: "the moon" is found by some, not all, where the one windmill of the
        # deck is found by everyone
        info = mind.know.cards[card]
        main = drawn(card, info.title, info.tags, info.description)[:2]
        shown = deck_counts(mind.know)
        plain = [t for t in things if t not in VAGUE and t not in TWISTS]
        big = [t for t in plain if not is_detail(card, t) and not is_minor(card, t, info.tags)]
        thing_of = [t for t in plain if category(t) != "setting" and not backdrop(t, info.tags)]
        # first choice: a thing the picture is of, or a thing many pictures show (not a setting:
        # "the sky" or "hills" behind a ladybird says little), painted big enough to be seen
        lead = [t for t in big if t in thing_of and (t in main or shown.get(t, 0) >= COMMON)]
        # then a main thing however small (ghosts on a bridge say more than "dusk"), then the rest
        lead = (lead or [t for t in thing_of if t in main] or [t for t in big if t in main]
                or [t for t in big if t in thing_of] or big or plain or things)
        top = max(shown.get(t, 0) for t in lead)
        thing = rng.choice([t for t in lead if shown.get(t, 0) == top])
        # the same for a card's subject that few other pictures show (a scarecrow, a potion, a whale
        # with a small anchor): named plainly, it is the whole card, found by everyone
        only = lone(k, card) or (thing if main[:1] == (thing,) and shown.get(thing, 0) < COMMON else None)
        # once its plain name is said, another name ("parasol", "full moon" for a crescent) is no
        # plainer: what it evokes instead
        names = k.reader.lex.phrases(thing, "literal")
        only = only or (thing if names and not _fresh(names[0], used, lang) else None)
        if only:
            # a picture of one thing: naming it gives the card away to everyone (a violin, a snail),
            # and so does another name for it ("toy" for a spinning top, "the ocean giant" for a
            # whale); easy says what that thing evokes instead, as normal would (grounds.level_chains),
            # the furthest from its name first ("Holland" before "turning sails")
            evoked = sorted((c for c in level_chains(k, card, "normal") if c.elements[0] == only
                             and _fresh(c.phrase, used, lang) and not names_it(c, lang)),
                            key=lambda c: (says_again(k, c), tie(k, c)))
            fair = [c for c in evoked if not says_again(k, c)]
            if fair:
                return card, say(fair[0].phrase, lang) or "", fair[0]
        # another thing of the picture by its plain name ("a frog" by the potions), when the one
        # chosen is what the card is of or its plain name is said; a variant ("parasol") or another
        # name for the subject ("an elixir") only when none is left
        other = [t for t in big if t in thing_of and t != thing
                 and (k.reader.lex.phrases(t, "literal") or ("",))[0] in
                 {ch.phrase for ch in options[card] if ch.elements[0] == t}]
        if only and evoked and not other:
            return card, say(evoked[0].phrase, lang) or "", evoked[0]
        if other and (only or (names and not _fresh(names[0], used, lang))):
            thing = other[0]
        chain = [ch for ch in options[card] if ch.elements[0] == thing][0]
        return card, say(chain.phrase, lang) or "", chain
    if not mind.semantic:
        card, chain = _story_lexicon(mind, options, hand, rng, listeners, decoys)
        return card, say(chain.phrase, lang) or "", chain
    phrases, meaning, lex = k.bank()
    np = k.np
    row_of = _rows(k, phrases)
    pool_idx = np.array([i for i, c in enumerate(k.ids) if c not in hand and k.known[i]], dtype=np.int64)
    if pool_idx.size == 0:
        pool_idx = np.arange(len(k.ids))
    mats = {"meaning": meaning, "lexicon": lex * (LEX_WEIGHT * 2.5), "blend": meaning + LEX_WEIGHT * np.minimum(lex, 2.0)}
    if any(r == PLAIN for seat in seats or () for r, _, _ in seat):
        mats[PLAIN] = k.plain()
    if any(r == LEX_PLAIN for seat in seats or () for r, _, _ in seat):
        mats[LEX_PLAIN] = k.lex_plain() * (LEX_WEIGHT * 2.5)
    mine = mats[level.reader]
    scored: list[tuple[float, str, int, Chain]] = []  # (estimated success, card, phrase row, chain)
    for card in known:
        ci = k.index[card]
        by_row: dict[int, Chain] = {}
        for ch in options[card]:
            r = row_of.get(normalise(ch.phrase))
            if r is not None:
                by_row.setdefault(r, ch)
        if not by_row:
            continue
        rows = np.array(sorted(by_row), dtype=np.int64)
        # the chains whose phrase fits this card best (and the rest of the deck least), as this bot reads them
        fit = mine[rows, ci] - 0.5 * mine[np.ix_(rows, pool_idx)].mean(axis=1)
        cands = rows[np.argsort(-fit)[:level.candidates]]
        success = _success(mats, level, cands, ci, pool_idx, listeners, decoys, np, seats)
        success = success + np.array([rng.random() for _ in cands]) * 0.01
        scored += [(float(v), card, int(i), by_row[int(i)]) for v, i in zip(success, cands, strict=True)]
    if not scored:  # none of the chains is in the bank: the lexicon's way
        card, chain = _story_lexicon(mind, options, hand, rng, listeners, decoys)
        return card, say(chain.phrase, lang) or "", chain
    scored.sort(key=lambda x: -x[0])
    if level.rollouts and listeners > 1 and decoys > 0:
        # Second look at the best few: play the turn out against the imagined table, display shared
        # by every listener (one strong decoy misleads them all at once), each seat voting past its own card.
        gen = np.random.default_rng(rng.getrandbits(64))
        finalists = scored[:level.finalists]
        played = [_rollouts(mats, level, row, k.index[card], pool_idx, listeners, decoys, gen, seats)
                  for _, card, row, _ in finalists]
        j = max(range(len(finalists)), key=lambda f: (played[f], finalists[f][0]))
        _, card, row, chain = finalists[j]
    else:
        _, card, row, chain = scored[0]
    return card, say(chain.phrase, lang) or "", chain


def _rows(k: Knowledge, phrases: list) -> dict[str, int]:
    """Bank phrase (normalised) -> its row, built once per Knowledge."""
    rows = k.__dict__.get("_rows")
    if rows is None:
        rows = k.__dict__["_rows"] = {normalise(p.text): i for i, p in enumerate(phrases)}
    return rows


def explain_clue(tags: dict | None, card: str, clue: str, lang: str = "en") -> str:
    """`explain` for a table: `tags` as `decide` takes them (the scoring screen asks it)."""
    return explain(_mind(LEVELS["normal"], tags), card, clue, lang)


def explain(mind: Mind, card: str, clue: str, lang: str = "en") -> str:
    """Why a computer storyteller said `clue` for `card`, in one line in `lang` ("" when the clue
    is none of the chains of the card: a person's clue, or a card the bots cannot read)."""
    if card not in mind.know.index or not clue.strip():
        return ""
    found = mind.know.cards[card]
    if not found.known:
        return ""
    wanted, exact = said_key(clue), clue.strip().casefold()
    options = chains(mind.know, card)
    # as said in `lang` first (the clue was said in the table's language), then in any language
    for chain in options:
        if (say(chain.phrase, lang) or "").casefold() == exact:
            return explanation(chain, say(chain.phrase, lang) or clue, lang)
    for chain in options:
        for spoken in (say(chain.phrase, lang), say(chain.phrase, "en"), say(chain.phrase, "fr")):
            if spoken and said_key(spoken) == wanted:
                return explanation(chain, say(chain.phrase, lang) or spoken, lang)
    return ""


def _rollouts(mats: dict, level: Level, row: int, ci: int, pool_idx, listeners: int, decoys: int, gen,
              seats: list[Seat] | None = None) -> float:
    """Share of simulated turns in which some but not all imagined listeners find card `ci`.

    With `seats` known, each seat is its own kind (a person: one of the generic kinds by weight,
    drawn anew each turn); else half the turns seat the imagined table shared out by weight, half
    seat random kinds. Each seat submits its decoy(s) as the best fit of a random hand of 6 and
    votes, never for its own card."""
    import numpy as np

    n = level.rollouts
    kinds = sorted({(r, t) for r, t, _ in level.models} | {(r, t) for s in seats or () for r, t, _ in s})
    scale = np.stack([mats[r][row] / t for r, t in kinds])  # kind x card: fit over temperature
    seat_kind = np.empty((n, listeners), dtype=np.int64)
    if seats is not None:
        for j, mix in enumerate(seats):
            w = np.array([w for _, _, w in mix])
            seat_kind[:, j] = np.array([kinds.index((r, t)) for r, t, _ in mix])[gen.choice(len(mix), n, p=w / w.sum())]
    else:
        spread = [kinds.index(k) for k in _table_of(level.models, listeners)]
        weights = np.array([sum(w for r, t, w in level.models if (r, t) == k) for k in kinds])
        seat_kind[: n // 2] = spread
        seat_kind[n // 2:] = gen.choice(len(kinds), (n - n // 2, listeners), p=weights / weights.sum())
    owner = np.arange(decoys) % listeners  # decoy d was submitted by seat owner[d]
    hands = pool_idx[gen.integers(0, len(pool_idx), (n, decoys, 6))]
    fit = scale[seat_kind[:, owner][:, :, None], hands] + gen.gumbel(size=hands.shape)
    chosen = np.take_along_axis(hands, fit.argmax(axis=2)[:, :, None], axis=2)[:, :, 0]
    display = np.concatenate([np.full((n, 1), ci), chosen], axis=1)  # the story card at 0
    found = np.zeros(n, dtype=np.int64)
    for seat in range(listeners):
        votes = scale[seat_kind[:, seat][:, None], display] + gen.gumbel(size=display.shape)
        votes[:, 1:][:, owner == seat] = -np.inf
        found += votes.argmax(axis=1) == 0
    return float(np.mean((found > 0) & (found < listeners)))


def _success(mats: dict, level: Level, cands, ci: int, pool_idx, listeners: int, decoys: int, np,
             seats: list[Seat] | None = None):
    """P(some but not all find card `ci`) for each candidate phrase row, at an imagined table.

    Each decoy is the best fit of a random hand of 6 from the pool (what a submitter plays); each
    listener picks by softmax at its kind's temperature."""
    p_of = {}
    for reader, t, _w in level.models + tuple(m for s in seats or () for m in s):
        if (reader, t) in p_of:
            continue
        m = mats[reader]
        s0 = m[cands, ci]
        pool = np.sort(m[np.ix_(cands, pool_idx)], axis=1)
        n = pool.shape[1]
        top = np.maximum(pool[:, -1], s0)
        cdf = (np.arange(1, n + 1) / n) ** 6
        mass = np.diff(np.concatenate([[0.0], cdf]))
        expected = (np.exp((pool - top[:, None]) / t) * mass[None, :]).sum(axis=1)
        story_e = np.exp((s0 - top) / t)
        p_of[reader, t] = story_e / (story_e + decoys * expected)
    p_all = np.ones(len(cands))
    p_none = np.ones(len(cands))
    if seats is not None:  # the table it sits at: each seat finds with its own kind's chance
        for seat in seats:
            total = sum(w for _, _, w in seat)
            p = sum(w * p_of[r, t] for r, t, w in seat) / total
            p_all *= p
            p_none *= 1 - p
        return 1 - p_all - p_none
    # two imagined tables, averaged: seats shared out among the kinds by weight (a clue one kind
    # finds and another misses is some-but-not-all), and seats of random kinds
    for reader, t in _table_of(level.models, listeners):
        p_all *= p_of[reader, t]
        p_none *= 1 - p_of[reader, t]
    total_w = sum(w for _, _, w in level.models)
    mean_p = sum(w * p_of[r, t] for r, t, w in level.models) / total_w
    return SPREAD * (1 - p_all - p_none) + (1 - SPREAD) * (1 - mean_p ** listeners - (1 - mean_p) ** listeners)


def _story_lexicon(mind: Mind, options: dict[str, list[Chain]], hand: set[str], rng: random.Random,
                   listeners: int, decoys: int) -> tuple[str, Chain]:
    """The storyteller without the model: the chain most likely to be found by some but not all,
    from lexicon fits."""
    cands = [(c, ch) for c, chs in options.items() for ch in chs]
    if len(cands) > 160:
        cands = rng.sample(cands, 160)
    return max(cands, key=lambda cc: _success_lexicon(mind, cc[0], cc[1].phrase, hand, decoys, listeners)
               + rng.random() * 0.01)


PARTY_TOP = 30  # a party storyteller speaks of one of the deck's this many most often drawn things
# how the explanation says that the thing is on many pictures, not on one card
ON_MANY = {"en": "on many of the pictures", "fr": "sur bien des images"}


def party_chains(know: Knowledge, level: str) -> list[Chain]:
    """What a party storyteller may say, before looking at its hand: a thing many pictures of the
    deck show (`drawn`, counted over every known card), named plainly (easy) or by what it evokes
    (normal, hard), so that many cards can answer it, each chain starting from that drawn thing."""
    counts = deck_counts(know)
    things = [t for t, n in sorted(counts.items(), key=lambda kv: -kv[1])
              if n >= 2 and t not in VAGUE and t not in TWISTS][:PARTY_TOP]
    lex = know.reader.lex
    out: list[Chain] = []
    for tag in things:
        assoc = [Chain((tag,), "", p, "normal") for p in lex.phrases(tag, "associative")]
        literal = [Chain((tag,), "", p, "easy") for p in lex.phrases(tag, "literal")]
        out += literal + assoc if level == "easy" else assoc + literal
    return out


def _party_clue(view: PlayerView, level: Level, rng: random.Random, mind: Mind, lang: str = "en") -> Action:
    """Said before looking at the hand: a broad clue many pictures can answer, from a thing many
    cards show (its chain: `party_chains`; `explain_party` says why at the scoring)."""
    used = {said_key(r.clue) for r in view.history}
    options = [c for c in party_chains(mind.know, level.tells) if _fresh(c.phrase, used, lang)]
    if not options:
        return Clue(_seat(view), "")
    # one of the things, at random (the deck's most drawn first would say "the moon" every game)
    tag = rng.choice(sorted({c.elements[0] for c in options}))
    chain = next(c for c in options if c.elements[0] == tag)
    return Clue(_seat(view), say(chain.phrase, lang) or "")


def explain_party(tags: dict | None, clue: str, lang: str = "en") -> str:
    """Why a computer party storyteller said `clue`: the thing many pictures show that it comes
    from ("'Moonlight': the moon, on many of the pictures"); "" for a clue none of them gives."""
    if not clue.strip():
        return ""
    mind = _mind(LEVELS["normal"], tags)
    wanted, exact = said_key(clue), clue.strip().casefold()
    options = party_chains(mind.know, "normal")
    chain = next((c for c in options if (say(c.phrase, lang) or "").casefold() == exact), None)
    chain = chain or next((c for c in options if any(s and said_key(s) == wanted for s in
                                                     (say(c.phrase, lang), say(c.phrase, "en"), say(c.phrase, "fr")))), None)
    if chain is None:
        return ""
    return f"{explanation(chain, say(chain.phrase, lang) or clue, lang)}, {ON_MANY.get(lang, ON_MANY['en'])}"


# -- submitting and voting -------------------------------------------------------------------------

def _submit(view: PlayerView, level: Level, rng: random.Random, mind: Mind) -> Action:
    hand = list(view.hand or ())
    count = view.rules.cards_per_submitter(view.n)
    chosen = set(mind.rank(view.clue, hand, rng)[:count])
    return Submit(_seat(view), tuple(c for c in hand if c in chosen))  # in hand order, as legal_actions lists them


def _vote(view: PlayerView, level: Level, rng: random.Random, mind: Mind) -> Action:
    own = set(view.my_positions) if view.rules.family != PARTY else set()
    positions = [p for p in range(1, len(view.display) + 1) if p not in own]
    cards = [view.display[p - 1] for p in positions]
    scores = dict(zip(positions, mind.scores(view.clue, cards), strict=True))
    t = mind.temperature
    ranked = sorted(positions, key=lambda p: -(scores[p] / t + _gumbel(rng)))
    cast = [ranked[0]]
    if view.rules.max_votes(view.n) > 1 and len(ranked) > 1:
        # A finder who votes once scores 1 extra: add a second vote only when torn between two cards.
        share = math.exp((scores[ranked[1]] - scores[ranked[0]]) / t)
        if share > 0.6:
            cast.append(ranked[1])
    trap = None
    if view.rules.family == PARTY and view.me == view.storyteller:
        # The trap: a card many will pick - but not the one I vote for.
        others = [p for p in range(1, len(view.display) + 1) if p not in cast]
        trap = max(others, key=lambda p: scores.get(p, 0.0) / t + _gumbel(rng))
    return Vote(_seat(view), tuple(sorted(cast)), trap)


def decide(view: PlayerView, level: str = "normal", seed: object = 0, tags: dict | None = None,
           lang: str = "en", levels: tuple[str | None, ...] | None = None) -> Action:
    """One legal action for `view.me`, chosen from what that seat may see.

    `tags` maps card ids to what is public about them: a deck Card (title, tags, description),
    a CardInfo, or just a tuple of tags. `lang`: the language a clue is said in ("en", "fr").
    `levels`: every seat's computer level, None for a person (public at the table: a hard
    storyteller imagines the listeners it sits with), or None when not known."""
    rng = random.Random(str(seed))
    lv = LEVELS.get(level, LEVELS["normal"])
    mind = _mind(lv, tags)
    if view.phase == "clue":
        if view.rules.family == PARTY:
            return _party_clue(view, lv, rng, mind, lang)
        return _tell(view, lv, rng, mind, lang, levels)
    if view.phase == "submit":
        return _submit(view, lv, rng, mind)
    if view.phase == "vote":
        return _vote(view, lv, rng, mind)
    raise ValueError(f"nothing to decide in the {view.phase} step")


__all__ = ["LEVELS", "CardInfo", "Chain", "Level", "Mind", "Reader", "best_clue", "clue_and_why", "decide", "explain", "explain_clue",
           "explain_party", "party_chains",
           "story", "tell"]
