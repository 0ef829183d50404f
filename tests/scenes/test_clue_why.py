"""At the scoring, a computer storyteller's clue is explained in one line, in the game's language,
unless the setting "Computer clues explained" is off (issue 26)."""

from __future__ import annotations

import pygame
import pytest

from game.app.cards import enabled_decks
from game.i18n import set_language
from game.table.seats import Seat
from scenes.launchers import start_game
from scenes.results import ResultsScene

from .driver import key, make_app, run, top


def _to_scoring(app) -> ResultsScene:
    seats = [Seat("Ada", 4, 4, "hard"), Seat("Léa", 0, 0), Seat("Noor", 2, 2, "normal"), Seat("Kai", 3, 3, "easy")]
    start_game(app, seats, "revised", {}, enabled_decks(app), first_storyteller=0, seed=44)
    for _ in range(3000):
        scene = top(app)
        if isinstance(scene, ResultsScene):
            return scene
        if scene.name in ("curtain", "submit", "vote", "reveal"):  # Léa plays with the keyboard
            run(app, key(pygame.K_RETURN))
            if getattr(scene, "stage", "") == "second":
                run(app, key(pygame.K_RIGHT) + key(pygame.K_RETURN))
        else:
            run(app, frames=4)
    raise AssertionError("the round never reached the scoring")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_scoring_explains_a_computer_storytellers_clue(lang):
    try:
        app = make_app(settings={"bot_think_s": 0.0, "language": lang})
        set_language(lang)
        run(app, frames=2)
        scene = _to_scoring(app)
        rec = scene.record
        assert scene.session.seats[rec.storyteller].bot and rec.clue
        clue = rec.clue[:1].upper() + rec.clue[1:]
        opener = f"« {clue} » : " if lang == "fr" else f"'{clue}': "
        assert scene.why.startswith(opener), scene.why
        drawn: list[str] = []
        real = __import__("game.app.theme", fromlist=["blit_fit"]).blit_fit

        def spy(surface, s, *a, **k):
            drawn.append(s)
            return real(surface, s, *a, **k)

        import game.app.theme as theme
        theme.blit_fit = spy
        try:
            run(app, key(pygame.K_SPACE), frames=200)  # hurry to the answer
        finally:
            theme.blit_fit = real
        assert scene.why in drawn
    finally:
        set_language("en")


def test_the_setting_turns_the_explanation_off():
    app = make_app(settings={"bot_think_s": 0.0, "explain_clues": False})
    run(app, frames=2)
    scene = _to_scoring(app)
    assert scene.record.clue and scene.why == ""


def test_a_party_storytellers_clue_is_explained_too():
    """Party rule sets: said before the storyteller saw its hand, from a thing many pictures show."""
    app = make_app(settings={"bot_think_s": 0.0})
    run(app, frames=2)
    seats = [Seat(n, i, i, lv) for i, (n, lv) in enumerate(
        [("Ada", "hard"), ("Noor", "normal"), ("Kai", "easy"), ("Lou", "normal"), ("Sam", "hard"), ("Eve", "easy")])]
    start_game(app, seats, "party2011", {}, enabled_decks(app), first_storyteller=0, seed=45)
    for _ in range(3000):
        scene = top(app)
        if isinstance(scene, ResultsScene):
            break
        run(app, key(pygame.K_RETURN) if scene.name == "curtain" else [], frames=4)
    else:
        raise AssertionError("the round never reached the scoring")
    assert scene.party and scene.record.clue
    clue = scene.record.clue[:1].upper() + scene.record.clue[1:]
    assert scene.why.startswith(f"'{clue}': ") and scene.why.endswith("on many of the pictures"), scene.why
