"""Bots that understand what people say: the sentence model, human clues, French, typos, the
storyteller's success, the level order, the guess/clue contracts and the fallback to the lexicon."""

from __future__ import annotations

import json
import logging
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.bots import semantic
from game.bots.knowledge import CardInfo, builtin_cards, knowledge
from game.bots.minilm import VOCAB, MiniLM, WordPiece
from game.bots.player import LEVELS, Mind, decide
from game.bots.reading import readings, typed_readings
from game.bots.simulate import play_game, simulate
from game.engine import rules as engine
from game.engine.config import GameConfig
from game.engine.state import OVER
from game.engine.view import view

ROOT = Path(__file__).resolve().parents[2]
CLUES = Path(__file__).with_name("data") / "human_clues.json"
CARDS = builtin_cards()


def _env(**extra: str) -> dict:
    env = dict(os.environ, PYTHONPATH=str(ROOT), **extra)
    env.pop("ONEIRA_BOTS_MODEL", None) if "ONEIRA_BOTS_MODEL" not in extra else None
    return env


@pytest.fixture(scope="module")
def sem():
    m = semantic.model()
    assert m is not None, semantic.failure()
    return m


# -- the model ----------------------------------------------------------------------------------

def test_the_numpy_encoder_gives_the_published_similarities(sem):
    """all-MiniLM-L6-v2's documented example pairs (sentence-transformers docs), int8 weights included."""
    enc = sem.encoder
    pairs = [("The new movie is awesome", "The new movie is so great", 0.8939),
             ("The cat sits outside", "The dog plays in the garden", 0.2838),
             ("A man is playing guitar", "A woman watches TV", -0.0327)]
    for a, b, expected in pairs:
        assert abs(float(enc.encode(a) @ enc.encode(b)) - expected) < 0.01, (a, b)


def test_wordpiece_matches_the_reference_tokenizer():
    tokenizers = pytest.importorskip("tokenizers")
    ref = tokenizers.BertWordPieceTokenizer(str(VOCAB), lowercase=True)
    mine = WordPiece()
    for text in ["Waiting for someone", "a lone walker under the MOON, déjà vu!", "naïve café-au-lait x2 ?",
                 "l'attente", "Houston, we have a problem", "supercalifragilistic", "日本 and 🐳 whales", ""]:
        assert mine.encode(text) == ref.encode(text).ids, text


def test_a_broken_model_file_is_refused(tmp_path: Path):
    (tmp_path / "weights.json").write_text('{"word_q": {"dtype": "int8", "shape": [30522, 384], "offset": 0}}')
    (tmp_path / "weights.bin").write_bytes(b"\0" * 100)
    with pytest.raises(ValueError):
        MiniLM(tmp_path / "weights.bin", VOCAB)


# -- reading people ------------------------------------------------------------------------------

def _six(clue_index: int, card: str) -> list[str]:
    """The clued card and 5 other built-in cards, drawn and shuffled with a fixed seed."""
    rng = random.Random(f"human:{clue_index}")
    display = rng.sample([c for c in CARDS if c != card], 5) + [card]
    rng.shuffle(display)
    return display


def _finds(mind: Mind, clue: str, card: str, display: list[str]) -> bool:
    scores = mind.scores(clue, display)
    best = max(range(len(display)), key=lambda j: (scores[j], -j))
    return display[best] == card


def test_hard_listener_finds_the_card_of_human_clues(sem):
    """The human-written set (cards helper, written from the pictures): >= 80% overall, >= 65% tag-free."""
    clues = json.loads(CLUES.read_text(encoding="utf-8"))["clues"]
    assert len(clues) >= 60 and sum(c["tag_free"] for c in clues) >= len(clues) / 2
    mind = Mind(knowledge(CARDS, sem), LEVELS["hard"])
    hits = {True: [0, 0], False: [0, 0]}
    for i, c in enumerate(clues):
        ok = _finds(mind, c["clue"], c["card"], _six(i, c["card"]))
        hits[c["tag_free"]][0] += ok
        hits[c["tag_free"]][1] += 1
    overall = (hits[True][0] + hits[False][0]) / len(clues)
    tag_free = hits[True][0] / hits[True][1]
    assert overall >= 0.80, overall
    assert tag_free >= 0.65, tag_free


def test_levels_listen_in_order_on_human_clues(sem):
    clues = json.loads(CLUES.read_text(encoding="utf-8"))["clues"]
    rates = {}
    for level in ("easy", "normal", "hard"):
        mind = Mind(knowledge(CARDS, sem), LEVELS[level])
        rates[level] = sum(_finds(mind, c["clue"], c["card"], _six(i, c["card"])) for i, c in enumerate(clues))
    assert rates["easy"] < rates["normal"] < rates["hard"], rates


def test_french_and_typos_are_read():
    assert readings("baleine")[-1] == "whale"  # also a bot's French clue ("une baleine"): read both ways
    assert typed_readings("baleine") == ("whale",)
    assert typed_readings("l'attente de quelqu'un")[0] == "waiting someone"
    assert typed_readings("un phare dans la tempête") == ("lighthouse in storm",)  # "dans" carries meaning
    assert typed_readings("lonley nigth") == ("lonely night",)
    assert typed_readings("chat") == ("chat", "cat")  # English and French: both readings
    assert typed_readings("waiting for someone") == ("waiting for someone",)
    # a well-known story is read with what it evokes; its names are not mended as typos
    narnia = typed_readings("Narnia")[0]
    assert narnia.startswith("Narnia") and "wardrobe" in narnia
    assert "umbrella" in typed_readings("Mary Poppins")[0] and "Poppins" in typed_readings("Mary Poppins")[0]
    assert typed_readings("grown up") == ("grown up",)  # a one-word title ("Up") only when it is the whole clue


@pytest.mark.parametrize("clue,title_word", [
    ("la baleine dans le ciel", "Whale"), ("un phare", "Keeper"), ("lonley walker", "Walking"),
    ("whales in the skyy", "Whale"), ("le bonhomme de neige en été", "Snowman"),
])
def test_french_and_misspelt_clues_find_their_card(sem, clue, title_word):
    mind = Mind(knowledge(CARDS, sem), LEVELS["hard"])
    target = next(c for c, i in CARDS.items() if title_word in i.title)
    hits = sum(_finds(mind, clue, target, _six(i, target)) for i in range(20))
    assert hits >= 17, (clue, hits)


# -- telling ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [4, 5])
def test_hard_storyteller_is_found_by_some_but_not_all(players):
    """Against a table of listeners of other kinds (normal and easy bots)."""
    bots = ["hard", "normal", "easy", "normal", "easy"][:players]
    r = [simulate("revised", players, 40, s, bots) for s in ("1", "2", "3")]
    # Hard clues are grounded since issue 26: oblique, tied to two things drawn on the card, so these
    # listeners (which share the lexicon the old clues were picked to please) find them less often;
    # the fair measure, against a description-only reader, is tests/bots/storytellers.py (docs/bots.md).
    # One seed's 40 games hold about 40 of the hard storyteller's turns: seed 1 alone ranged 0.63-0.73
    # between versions of the same rules, so the mean of three seeds is asserted. Since story-6 hard
    # imagines the table it sits at (docs/bots.md), seeds 1-3: 0.75-0.77 at 4 players, 0.80-0.87 at 5
    # (mean 0.76 / 0.84); the 0.80 is not reached at 4 players: the best clue its hand leaves
    # forecasts 0.74-0.78 (story-8, docs/bots.md). Seeds 1-12 at 4 players: 0.70-0.79, every mean of
    # three 0.76, so 0.72 leaves room for the seeds' spread.
    rates = [x["storyteller_success_by_level"]["hard"] for x in r]
    assert sum(rates) / len(rates) >= {4: 0.72, 5: 0.78}[players], rates


def test_levels_win_in_order():
    r = simulate("revised", 6, 30, "2", ["hard", "normal", "easy"])
    w = r["win_rate_by_level"]
    assert w["easy"] < w["normal"] < w["hard"], w


def test_hard_clues_are_rarely_a_literal_tag():
    mind = Mind(knowledge(CARDS, semantic.model()), LEVELS["hard"])
    from game.bots.player import best_clue

    literal = 0
    for i, (card, info) in enumerate(list(CARDS.items())[:60]):
        clue = best_clue(mind, card, random.Random(i), listeners=4, decoys=4)
        assert clue and clue.lower() != info.title.lower()
        literal += clue.lower().removeprefix("the ").removeprefix("a ") in {t.replace("-", " ") for t in info.tags}
    assert literal <= 3, literal


# -- contracts -------------------------------------------------------------------------------------

def test_guess_contract_answers_every_line_and_survives_bad_ones():
    ids = list(CARDS)[:6]
    whale = next(c for c, i in CARDS.items() if "Whale Who Swam" in i.title)
    lines = [json.dumps({"clue": "a whale swimming through the sky", "cards": ids[1:6] + [whale], "level": "hard"}),
             "not json at all",
             json.dumps({"clue": "", "cards": ids}),
             json.dumps({"clue": "x", "cards": ["nope/none.jpg"]}),
             json.dumps({"clue": "x", "cards": ids, "level": "genius"}),
             json.dumps({"clue": "x", "cards": [ids[0], ids[0]]}),
             json.dumps([1, 2, 3]),
             "[" * 5000,
             json.dumps({"clue": "la nuit", "cards": ids, "level": "easy"}),
             json.dumps({"clue": "the sky is an ocean", "cards": [whale] + ids[1:6]})]
    out = subprocess.run([sys.executable, "main.py", "guess"], cwd=ROOT, input="\n".join(lines) + "\n",
                         capture_output=True, text=True, env=_env(), timeout=120)
    assert out.returncode == 0, out.stderr
    answers = [json.loads(line) for line in out.stdout.splitlines()]
    assert len(answers) == len(lines)
    assert answers[0]["ranking"][0] == whale and sorted(answers[0]["ranking"]) == sorted(ids[1:6] + [whale])
    for bad in answers[1:8]:
        assert set(bad) == {"error"} and bad["error"], bad
    assert "unknown card" in answers[3]["error"] and "level" in answers[4]["error"]
    assert sorted(answers[8]["ranking"]) == sorted(ids)
    assert answers[9]["ranking"][0] == whale


def test_clue_contract_prints_one_line():
    whale = next(c for c, i in CARDS.items() if "Whale Who Swam" in i.title)
    out = subprocess.run([sys.executable, "main.py", "clue", "--card", whale, "--level", "hard"], cwd=ROOT,
                         capture_output=True, text=True, env=_env(), timeout=120)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.strip().splitlines()
    assert len(lines) == 1
    clue = json.loads(lines[0])["clue"]
    assert isinstance(clue, str) and 1 <= len(clue.split()) <= 8
    bad = subprocess.run([sys.executable, "main.py", "clue", "--card", "nope.jpg"], cwd=ROOT, capture_output=True,
                         text=True, env=_env(), timeout=120)
    assert bad.returncode == 2 and "unknown card" in json.loads(bad.stdout)["error"]


# -- without the model -----------------------------------------------------------------------------

def test_without_the_model_bots_fall_back_to_the_lexicon_and_say_so(tmp_path: Path, monkeypatch, caplog):
    monkeypatch.setenv("ONEIRA_BOTS_MODEL", str(tmp_path))  # an empty folder: no weights
    semantic.reset_for_tests()
    try:
        with caplog.at_level(logging.WARNING, logger="oneira.bots"):
            assert semantic.model() is None
            state = play_game("revised", ["hard", "normal", "easy", "normal"], "fallback", CARDS)
        assert state.phase == OVER
        assert any("lexicon" in r.getMessage() for r in caplog.records)
    finally:
        monkeypatch.delenv("ONEIRA_BOTS_MODEL")
        semantic.reset_for_tests()
    assert semantic.model() is not None


def test_guess_without_the_model_still_answers(tmp_path: Path):
    ids = list(CARDS)[:6]
    line = json.dumps({"clue": "a whale", "cards": ids})
    out = subprocess.run([sys.executable, "main.py", "guess"], cwd=ROOT, input=line + "\n", capture_output=True,
                         text=True, env=_env(ONEIRA_BOTS_MODEL=str(tmp_path)), timeout=120)
    assert out.returncode == 0
    assert sorted(json.loads(out.stdout)["ranking"]) == sorted(ids)
    assert "lexicon" in out.stderr


# -- custom decks ----------------------------------------------------------------------------------

def _picture(path: Path, colour: tuple[int, int, int]) -> None:
    import pygame

    surf = pygame.Surface((60, 90))
    surf.fill(colour)
    pygame.image.save(surf, str(path))


def test_custom_deck_descriptions_in_deck_toml_are_read(tmp_path: Path, sem):
    from game.deck.library import load_deck

    deck_dir = tmp_path / "family"
    deck_dir.mkdir()
    for i, name in enumerate(["beach.png", "snow.png", "cake.png", "plain.png"]):
        _picture(deck_dir / name, (40 * i, 90, 120))
    (deck_dir / "deck.toml").write_text('''
name = "Family"
[cards."beach.png"]
description = "Two children build a sandcastle while the tide comes in."
[cards."snow.png"]
title = "First Snow"
tags = ["winter", "snow", "sledge"]
[cards."cake.png"]
description = 42
colour = "red"
[cards."ghost.png"]
description = "not in the folder"
''', encoding="utf-8")
    deck = load_deck(deck_dir)
    by_name = {c.path.name: c for c in deck.cards}
    assert by_name["beach.png"].description.startswith("Two children")
    assert by_name["snow.png"].tags == ("winter", "snow", "sledge") and by_name["snow.png"].title == "First Snow"
    assert by_name["cake.png"].description == "" and by_name["plain.png"].description == ""
    text = " ".join(deck.warnings)
    assert "cake.png" in text and "colour" in text and "ghost.png" in text
    assert deck.described == 2 and not deck.tagged

    cards = {c.id: c for c in deck.cards}
    ids = list(cards)
    out = subprocess.run([sys.executable, "main.py", "guess", "--deck", str(deck_dir)], cwd=ROOT,
                         input=json.dumps({"clue": "a day at the seaside", "cards": ids}) + "\n"
                         + json.dumps({"clue": "luge d'hiver", "cards": ids}) + "\n",
                         capture_output=True, text=True, env=_env(), timeout=120)
    first, second = (json.loads(line)["ranking"][0] for line in out.stdout.splitlines())
    assert (cards[first].file, cards[second].file) == ("beach.png", "snow.png")


def test_bots_play_legally_on_a_deck_they_cannot_read():
    blank = {c: CardInfo() for c in CARDS}
    state = engine.new_game(GameConfig("revised", ("A", "B", "C", "D"), tuple(blank)), 4)
    steps = 0
    while state.phase != OVER and steps < 400:
        seat = min(state.pending)
        state = engine.apply(state, decide(view(state, seat), "hard", seed=steps, tags=blank))
        steps += 1
    assert state.phase == OVER


def test_decks_screen_says_what_bots_can_read():
    from types import SimpleNamespace

    from scenes.decks import bots_line

    def deck(n: int, described: int):
        return SimpleNamespace(cards=[None] * n, described=described)

    assert "every picture" in bots_line(deck(5, 5))
    assert "3 of 5" in bots_line(deck(5, 3)) and "deck.toml" in bots_line(deck(5, 3))
    assert "at random" in bots_line(deck(5, 0))
