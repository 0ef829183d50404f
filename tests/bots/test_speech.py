"""Computer players speak the game's language: in a French game every clue a bot gives is French
(data/say_fr.tsv renders every phrase they may say), never repeats one said before in either
language, and other bots read it as the phrase it renders, so a French table plays as well as an
English one. The TV's bot turn says it in the language shown; `clue --lang fr` says it in French."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pygame

from game import i18n
from game.app.cards import enabled_decks
from game.bots.knowledge import builtin_cards, phrase_bank
from game.bots.lexicon import normalise
from game.bots.reading import readings
from game.bots.simulate import play_game
from game.bots.speech import DATA, french_only, hear, key, renderings, say
from game.table.seats import Seat
from scenes.launchers import start_game

ROOT = Path(__file__).resolve().parents[2]
CARDS = builtin_cards()


def _french_said() -> set[str]:
    """Every French clue a bot may say: the renderings of the bank and the bots' own French sayings."""
    return {key(s) for s in renderings("fr").values()} | {key(s) for s in french_only().values()}


def test_every_phrase_a_bot_may_say_has_a_french_rendering():
    fr = renderings("fr")
    missing = sorted({p.text for p in phrase_bank() if say(p.text, "fr") is None})
    assert not missing, f"{len(missing)} phrases bots cannot say in French, e.g. {missing[:8]}"
    lines = [ln for ln in (DATA / "say_fr.tsv").read_text(encoding="utf-8").splitlines() if ln and ln[0] != "#"]
    assert all(ln.count("\t") == 1 for ln in lines), "one tab a line: english<TAB>french"
    for said in fr.values():
        assert said.strip() == said and said, said
        assert not re.search(r"\w\w\.$", said), f"a clue, not a sentence: {said}"  # "E.T." is fine
        assert "\u00a0" not in said and "  " not in said, said
    # a rendering shared by several phrases ("à l'envers": upside down, inside out) means all of them
    by_said: dict[str, set[str]] = {}
    for english, said in fr.items():
        by_said.setdefault(key(said), set()).add(english)
    shared = {s: e for s, e in by_said.items() if len(e) > 1}
    assert len(shared) < len(fr) // 20
    for said_key, englishes in shared.items():
        assert {normalise(e) for e in hear(fr[next(iter(englishes))])} >= englishes, said_key


def test_english_is_said_as_it_is_and_unknown_languages_fall_back_to_english():
    assert say("once upon a time", "en") == "once upon a time"
    assert say("once upon a time", "de") == "once upon a time"
    assert say("no bot would ever say this", "fr") is None


def test_a_french_rendering_is_read_as_the_phrase_it_renders():
    checked = 0
    for p in phrase_bank()[::23]:
        said = say(p.text, "fr")
        if key(said) == key(p.text):  # "cactus" is "cactus" in both
            continue
        heard = hear(said)
        assert normalise(p.text) in {normalise(e) for e in heard}, (p.text, said, heard)
        assert set(readings(p.text)) <= set(readings(said)), said
        checked += 1
    assert checked >= 40


def _clues(state) -> list[str]:
    return [r.clue for r in state.history]


def test_a_french_bot_table_says_french_clues_never_twice_and_finds_them_like_an_english_one():
    french_said = _french_said()
    success = {"en": 0, "fr": 0}
    turns = {"en": 0, "fr": 0}
    for lang in ("en", "fr"):
        for g in range(3):
            state = play_game("revised", ["hard", "normal", "normal", "easy", "normal"], f"speech-{g}", CARDS, lang=lang)
            clues = _clues(state)
            assert len({key(c) for c in clues if c}) == len([c for c in clues if c]), f"a clue said twice: {clues}"
            if lang == "fr":
                assert all(key(c) in french_said for c in clues if c), [c for c in clues if key(c) not in french_said]
                assert sum(1 for c in clues if c) >= len(clues) - 1
            for r in state.history:  # a storyteller succeeds when some but not all find the card
                turns[lang] += 1
                success[lang] += 0 < len(r.finders()) < len(r.votes) - 1
    # the same choices, said in French and read back exactly: as good as in English (within noise)
    assert success["fr"] / turns["fr"] >= success["en"] / turns["en"] - 0.15, (success, turns)


def test_the_tv_bot_storyteller_speaks_the_language_shown(monkeypatch):
    from tests.scenes.driver import make_app, run, skip_deal

    try:
        app = make_app(settings={"bot_think_s": 0.0, "language": "fr"})
        assert i18n.language() == "fr"
        seats = [Seat(n, i, i, "normal") for i, n in enumerate(["Léa", "Sam", "Noor", "Kai"])]
        flow = start_game(app, seats, "revised", {}, enabled_decks(app), first_storyteller=0, seed=11)
        skip_deal(app)
        for _ in range(3000):
            run(app, [pygame.event.Event(pygame.NOEVENT)])
            if flow.session.state.history:
                break
        clue = flow.session.state.history[0].clue
        assert clue and key(clue) in _french_said(), clue
    finally:
        i18n.set_language("en")


def test_the_clue_command_says_it_in_french_when_asked():
    whale = next(c for c in CARDS if "whale" in c)
    out = subprocess.run([sys.executable, "main.py", "clue", "--card", whale, "--level", "hard", "--lang", "fr"],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    clue = json.loads(out.stdout.strip().splitlines()[-1])["clue"]
    assert key(clue) in _french_said(), clue
    en = subprocess.run([sys.executable, "main.py", "clue", "--card", whale, "--level", "hard"], cwd=ROOT,
                        capture_output=True, text=True, timeout=120)
    # French weighs only the sayings that keep their picture in French (grounds.keeps_image), so its
    # choice may differ from the English one; both come from the card, with their why
    english = json.loads(en.stdout.strip().splitlines()[-1])
    assert english["clue"] and english["why"].startswith("'")
    assert json.loads(out.stdout.strip().splitlines()[-1])["why"].startswith("« ")
