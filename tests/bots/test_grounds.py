"""Computer clues are grounded in what the card shows (issue 26): every clue a storyteller can say
for every built-in card comes through a chain that starts from one of the card's drawn elements,
and the bot can say why in one line, in English and in French."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.bots import semantic
from game.bots.grounds import (
    Chain,
    chains,
    drawn,
    fragment,
    glosses,
    is_minor,
    level_chains,
    names_it,
    only_looks,
    recipe_icons,
)
from game.bots.knowledge import builtin_cards, knowledge
from game.bots.lexicon import lexicon
from game.bots.player import LEVELS, Mind, clue_and_why, explain, tell
from game.bots.speech import say
from game.deck.tags import CATEGORY

ROOT = Path(__file__).resolve().parents[2]
CARDS = builtin_cards()


@pytest.fixture(scope="module")
def know():
    return knowledge(CARDS, semantic.model())


def _elements(card: str) -> tuple[str, ...]:
    i = CARDS[card]
    return drawn(card, i.title, i.tags, i.description)


def test_elements_are_seen_things_named_by_the_description_or_painted_by_the_recipe():
    assert len(recipe_icons()) >= 150  # the painted deck's recipes are read at run time
    for card, info in CARDS.items():
        els = _elements(card)
        assert els, f"{card}: no drawn element"
        for t in els:
            assert t in info.tags and CATEGORY[t] in ("object", "setting", "twist"), (card, t)
    # a tag the picture does not show is not an element: the kangaroo card's "night" and moods
    snowman = next(c for c, i in CARDS.items() if i.title == "The Snowman's Summer Holiday")
    assert {"snowman", "sun", "desert", "umbrella"} <= set(_elements(snowman))
    assert not {"melancholy", "whimsical", "change"} & set(_elements(snowman))


def test_every_chain_of_every_built_in_card_starts_from_an_element_of_that_card(know):
    levels = {"easy": 0, "normal": 0, "hard": 0}
    for card in CARDS:
        els = set(_elements(card))
        for chain in chains(know, card):
            assert chain.elements and set(chain.elements) <= els, (card, chain)
            levels[chain.level] += 1
        assert level_chains(know, card, "easy") and level_chains(know, card, "normal"), card
    assert all(levels.values()), levels


def test_hard_chains_of_a_rich_card_tie_two_elements(know):
    two = sum(1 for c in CARDS if any(len(ch.elements) >= 2 for ch in level_chains(know, c, "hard")))
    # other cards keep one-element sayings; a hard storyteller prefers the cards that have them. 89 since
    # the lexicon's riddle for a thing the card does not show is no longer tied ("a horse of the sea", a whale)
    assert two >= 85, two


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_clue_a_bot_says_for_every_built_in_card_comes_from_that_card(know, level, lang):
    mind = Mind(know, LEVELS[level])
    lex = lexicon()
    for i, card in enumerate(CARDS):
        told = tell(mind, [card], {card}, random.Random(i), 4, 4, set(), lang)
        assert told is not None, card
        _, clue, chain = told
        assert clue == say(chain.phrase, lang) and clue, (card, clue)
        assert set(chain.elements) <= set(_elements(card)), (card, clue, chain)
        why = explain(mind, card, clue, lang)
        assert why and clue[1:].lower() in why.lower(), (card, clue, why)
        if level == "easy":  # names a drawn thing plainly; a picture of one thing, by what it evokes
            assert chain.phrase in lex.phrases(chain.elements[0], "literal") or (
                chain.level == "normal" and chain.phrase in lex.phrases(chain.elements[0], "associative")), (card, clue)
        if chain.level == "hard":  # an oblique clue never names its own element, in the words it is said in
            assert not names_it(chain, lang), (card, clue)
        if level == "normal":
            assert chain.phrase in lex.phrases(chain.elements[0], "associative")


def test_a_hand_gives_a_grounded_clue_and_a_clue_said_before_is_not_said_again(know):
    mind = Mind(know, LEVELS["hard"])
    hand = list(CARDS)[10:16]
    card, clue, chain = tell(mind, hand, set(hand), random.Random(1), 4, 4, set())
    assert card in hand and set(chain.elements) <= set(_elements(card))
    from game.bots.speech import key
    again = tell(mind, hand, set(hand), random.Random(1), 4, 4, {key(clue)})
    assert again is not None and again[1] != clue


def test_explanations_read_naturally_in_both_languages(know):
    snowman = next(c for c, i in CARDS.items() if i.title == "The Snowman's Summer Holiday")
    mind = Mind(know, LEVELS["easy"])
    clue, why = clue_and_why(mind, snowman, random.Random(0), 4, 4, "fr")
    assert why.startswith(f"« {clue[:1].upper()}") and " : " in why and ("le " in why or "la " in why or "l'" in why)
    assert explain(mind, snowman, "a typed clue nobody bot would say", "en") == ""


def test_clue_command_gives_a_why_for_every_card_of_both_decks():
    """One process, every card, both languages: the `why` key is never empty."""
    code = ("import json,random\n"
            "from game.bots.contracts import _cards,_mind\n"
            "from game.bots.player import clue_and_why\n"
            "cards=_cards([]); bad=[]\n"
            "for lang in ('en','fr'):\n"
            "  m=_mind(cards,'hard')\n"
            "  for c in cards:\n"
            "    clue,why=clue_and_why(m,c,random.Random(0),4,4,lang)\n"
            "    if not clue or not why: bad.append((c,lang))\n"
            "print(json.dumps(bad))\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout.strip().splitlines()[-1]) == []
    one = subprocess.run([sys.executable, "main.py", "clue", "--card", next(iter(CARDS)), "--lang", "fr"], cwd=ROOT,
                         capture_output=True, text=True, timeout=120)
    line = json.loads(one.stdout)
    assert set(line) == {"clue", "why"} and line["clue"] and line["why"]



def test_a_custom_card_is_told_from_its_tags_or_from_what_its_description_names():
    assert drawn("mine/a.jpg", "", ("cat", "moon", "lonely"), "") == ("cat", "moon")
    said = drawn("mine/b.jpg", "", (), "An old lighthouse on a rock, a cat asleep in its window.")
    assert {"lighthouse", "cat", "window"} <= set(said) and "lonely" not in said
    assert drawn("mine/c.jpg", "", (), "") == ()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_party_storyteller_speaks_of_a_thing_many_pictures_show_and_says_why(lang):
    """Party rule sets: the clue is said before the hand is seen, so it comes from a thing drawn on
    several cards of the deck, through a chain, and is explained at the scoring like a tell clue."""
    from game import engine
    from game.bots import decide, explain_party
    from game.engine.config import GameConfig
    from game.engine.view import view

    ids = sorted(CARDS)
    state = engine.new_game(GameConfig("party2011", tuple(f"P{i}" for i in range(6)), tuple(ids)), 3)
    shown: dict[str, int] = {}
    for c in ids:
        for t in _elements(c):
            shown[t] = shown.get(t, 0) + 1
    lex = lexicon()
    for level in ("easy", "normal", "hard"):
        for seed in range(6):
            clue = decide(view(state, state.storyteller), level, seed=seed, tags=CARDS, lang=lang).clue
            assert clue, (level, seed)
            # the things whose phrases say it (a phrase may belong to several: "home" to house and home)
            said = {t for t, e in lex.entries.items() for g in ("literal", "associative") for p in e.phrases[g]
                    if say(p, lang) == clue}
            assert said and any(shown.get(t, 0) >= 2 for t in said), (level, clue, said)
            why = explain_party(CARDS, clue, lang)
            assert clue[1:].lower() in why.lower() and ("many" in why or "bien des" in why), (clue, why)
    assert explain_party(CARDS, "a clue a person made up", lang) == ""


def test_no_chain_describes_the_picture_or_cuts_a_saying_short(know):
    """Normal evokes: never an associative phrase made only of how the thing looks and its name;
    hard never says a saying cut short where the thing's name should be (a plain name such as
    "a little one" is not a saying)."""
    assert only_looks("octopus", "eight arms") and only_looks("raven", "black bird")
    assert not only_looks("octopus", "ink") and not only_looks("snail", "slow")
    assert fragment("light as") and fragment("lend me one") and not fragment("once in a blue one")
    for card in CARDS:
        for c in chains(know, card):
            if c.level == "hard":
                assert not fragment(c.phrase), (card, c)
            if c.level == "normal":
                assert not any(only_looks(t, c.phrase) for t in c.elements), (card, c)


def test_side_things_and_other_names_are_no_start_for_normal(know):
    """A thing painted much smaller than the card's main icon (a rose beside a big music box) is a
    side thing, never the card's first tag; normal never renames its element ("sailing")."""
    box = next(c for c in CARDS if c.endswith("097-music-box.jpg"))
    assert is_minor(box, "rose", CARDS[box].tags) and not is_minor(box, CARDS[box].tags[0], CARDS[box].tags)
    assert only_looks("elephant", "a trunk") and only_looks("hedgehog", "spines")
    for card in CARDS:
        phrases = {c.phrase for c in level_chains(know, card, "normal")}
        if "sailboat" in _elements(card):
            assert "sailing" not in phrases, card


def test_easy_tells_a_picture_of_one_thing_by_what_it_evokes(know):
    """Naming the only thing a card shows gives it away to everyone: easy says what it evokes."""
    violin = next(c for c in CARDS if c.endswith("153-violin-bird.jpg"))
    for lang in ("en", "fr"):
        _, clue, chain = tell(Mind(know, LEVELS["easy"]), [violin], {violin}, random.Random(0), 4, 4, set(), lang)
        assert chain.level == "normal" and chain.elements == ("violin",) and not names_it(chain, lang), clue


def test_no_level_above_easy_says_the_gloss_of_its_thing(know):
    """"Comedy and tragedy" is what theatre masks are, "standing on one leg" what a flamingo does
    in its gloss: it defines the thing, evokes nothing. One word ("honey" for a bee) is let through."""
    assert glosses("masks", "comedy and tragedy") and glosses("flamingo", "standing on one leg")
    assert glosses("mermaid", "half fish") and not glosses("bee", "honey") and not glosses("masks", "behind the mask")
    for card in CARDS:
        for level in ("normal", "hard"):
            said = level_chains(know, card, level)
            if any(not any(glosses(t, c.phrase) for t in c.elements) for c in said):
                assert not any(glosses(t, c.phrase) for c in said for t in c.elements), (card, level)


def test_easy_names_stars_only_on_a_card_that_is_of_them(know):
    """Stars sprinkled behind a cracked globe or an hourglass are the backdrop: easy names the
    subject (or what it evokes), and names stars on a card whose main elements they are."""
    behind = of = 0
    for card in CARDS:
        els = _elements(card)
        if "stars" not in els:
            continue
        _, clue, chain = tell(Mind(know, LEVELS["easy"]), [card], {card}, random.Random(1), 4, 4, set(), "en")
        if "stars" in els[:2]:
            of += 1
        else:
            behind += 1
            assert chain.elements[0] != "stars", (card, clue)
    assert behind >= 10 and of >= 5, (behind, of)


def test_naming_is_seen_through_plurals_and_articles():
    cherry = Chain(("cherry",), "", "the cherry on top", "hard")
    assert say(cherry.phrase, "fr") and names_it(cherry, "fr")
    assert not names_it(Chain(("sun",), "", "daylight", "hard"), "fr")  # "la lumière du jour" shares only "la"


def test_hard_never_names_its_thing_by_a_synonym_nor_retells_it():
    """Story-9: "bonfire night" names the fire, "snail mail" the letters, "the phantom of the opera"
    the ghost; "Moby Dick" is a huge white whale. "Starry night" says the stars as a quality, and
    "Jaws" (a shark) or "Don Quixote" (a knight) evoke their things without being them."""
    assert names_it(Chain(("campfire", "fire"), "", "bonfire night", "hard"), "en")
    assert names_it(Chain(("letter", "mailbox"), "", "snail mail", "hard"), "en")
    assert names_it(Chain(("ghost", "piano"), "", "the phantom of the opera", "hard"), "en")
    assert names_it(Chain(("whale",), "", "Moby Dick", "hard"), "en")
    assert not names_it(Chain(("palette", "stars"), "", "starry night", "hard"), "en")
    assert not names_it(Chain(("whale", "sea"), "", "jaws", "hard"), "en")
    assert not names_it(Chain(("windmill",), "", "Don Quixote", "hard"), "en")
    assert not names_it(Chain(("person",), "", "just a face in the crowd", "hard"), "en")  # a crowd is no one
    assert glosses("flamingo", "balance on one leg") and not glosses("flamingo", "tropical pink")
    assert only_looks("piano", "black and white keys")


def test_a_card_of_one_thing_is_not_told_by_another_name_for_it(know):
    """Story-9: a campfire is the fire (one thing); stars behind a unicorn are no second thing. On a
    card of one thing, easy and normal do not say "toy" for a spinning top, "security" for a padlock,
    "the ocean giant" for a whale when the thing evokes anything else."""
    from game.bots.grounds import lone, says_again

    def card(end: str) -> str:
        return next(c for c in CARDS if c.endswith(end))

    assert lone(know, card("045-campfire-stories.jpg")) == "campfire"
    assert lone(know, card("077-unicorn-rainbow-void.jpg")) == "unicorn"
    assert lone(know, card("034-deer-forest-stars.jpg")) == "deer"
    assert lone(know, card("080-ghost-piano.jpg")) is None  # a ghost and a piano: two things
    for end, plain in (("085-spinning-top-world.jpg", "toy"), ("083-padlock-heart.jpg", "security"),
                       ("117-stair-whale.jpg", "the ocean giant")):
        c = card(end)
        assert any(says_again(know, ch) for ch in level_chains(know, c, "normal") if ch.phrase == plain), end
        for level in ("easy", "normal"):
            for seed in range(3):
                _, clue, chain = tell(Mind(know, LEVELS[level]), [c], {c}, random.Random(seed), 4, 4, set(), "en")
                assert clue != plain and not says_again(know, chain), (end, level, clue)
