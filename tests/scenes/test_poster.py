"""The story of a game and its poster: every family of rule sets in both languages, nothing cut
short or drawn outside its box; the `poster` CLI; History shows the poster and its cards up close;
old history files still load."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from datetime import datetime
from pathlib import Path

import pygame
import pytest

from game.app.poster import render, wrap
from game.deck.images import CardImages
from game.deck.library import discover_decks
from game.engine.rulesets import RULESETS
from game.persist.history import read_history, record_game
from game.persist.story import checked_story, poster_path, stories_dir, story_of_session
from game.root.poster import CLUES, sample_game, sample_story
from game.table.seats import Seat
from game.table.session import Session
from scenes.story import StoryScene
from scenes.zoom import ZoomScene

from .driver import key, make_app, run, skip_deal, top

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def deck():
    pygame.font.init()
    decks = discover_decks(include_user=False)
    return [c.id for d in decks for c in d.cards], CardImages(decks)


def _words(s: str) -> str:
    return "".join(s.split())


@pytest.mark.parametrize("ruleset", ["odyssey", "party2011", "teams2011"])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_poster_text_is_whole_and_inside_its_box(deck, ruleset, lang):
    cards, images = deck
    story = sample_story(ruleset, cards, lang)
    assert story["family"] == RULESETS[ruleset].family and story["lang"] == lang
    poster = render(story, images)
    area = poster.surface.get_rect()
    assert area.w == 1080 and len(poster.rows) == len(story["rounds"]) >= 4
    boxes: dict[tuple, list[str]] = {}
    for d in poster.texts:
        assert d.box.contains(d.rect), (d.line, d.rect, d.box)  # no line spills out of its box
        assert area.contains(d.rect), (d.line, d.rect)  # nor off the poster
        rows = [r for r in poster.rows if r.colliderect(d.box)]  # a round's text stays in its round's panel
        assert all(r.contains(d.box) for r in rows), (d.line, d.box, rows)
        assert "\u2026" not in d.line  # nothing is cut with an ellipsis
        boxes.setdefault((d.source, d.box.topleft), []).append(d.line)
    by_source: dict[str, list[str]] = {}
    for (source, _at), lines in boxes.items():  # every text drawn whole (its lines joined give it back)
        assert _words("".join(lines)) == _words(source), (source, lines)
        by_source[source] = lines
    # each round's clue is on the poster, whole; a long clue and a long word wrap onto more lines
    drawn = {_words(s) for s in by_source}
    for rnd in story["rounds"]:
        if rnd["clue"]:
            assert any(_words(rnd["clue"]) in s for s in drawn), rnd["clue"]
        assert any(rnd["storyteller"] in s for s in by_source)
    assert max(len(v) for v in by_source.values()) >= 2
    for long in (CLUES[lang][1], CLUES[lang][5]):  # a long clue, and a word longer than the box
        if any(r["clue"] == long for r in story["rounds"]):
            assert any(long in src and len(lines) >= 2 for src, lines in by_source.items()), long
    for (_card, rect), row in zip(poster.cards, poster.rows, strict=True):
        assert row.contains(rect) and area.contains(row)
    for s in story["scores"]:
        assert any(s["name"] == src for src in by_source)
    # the game's language: French words on a French poster, English ones on an English poster
    title = "Notre histoire" if lang == "fr" else "Our story"
    assert title in by_source


def test_texts_that_do_not_fit_wrap_and_a_long_word_breaks():
    pygame.font.init()
    from game.app.poster import font

    f = font(40, True)
    lines = wrap("x" * 300 + " end", f, 400)
    assert len(lines) >= 3 and all(f.size(line)[0] <= 400 for line in lines)
    assert "".join(lines).replace(" ", "") == "x" * 300 + "end"


def test_story_of_a_party_game_names_the_trap_and_the_storytellers_card(deck):
    cards, _images = deck
    state = sample_game("party2020", cards)
    story = checked_story(sample_story("party2020", cards))
    assert story is not None and len(story["rounds"]) == len(state.history)
    for rnd, rec in zip(story["rounds"], state.history, strict=True):
        st_pos = next(i for i, o in enumerate(rec.owners) if o == rec.storyteller)
        assert rnd["card"] == rec.display[st_pos]
        if rec.trap is not None:
            assert rnd["trap"]["card"] == rec.display[rec.trap - 1]
            assert rnd["trap"]["caught"] == [state.config.players[p] for p, v in enumerate(rec.votes) if rec.trap in v]


def _finished_session(cards, ruleset="revised"):
    """A whole game through the table's session (the moves the engine allows, a clue each turn)."""
    import random

    from game.engine import GameConfig
    from game.engine.actions import Clue, Tell
    from game.engine.randomplay import random_action

    config = GameConfig(ruleset, ("Léa", "Sam", "Noor", "Kai"), tuple(cards))
    session = Session(config, 7, [Seat(name, i, i) for i, name in enumerate(config.players)])
    r = random.Random(7)
    while session.state.phase != "over":
        seat = min(session.state.pending)
        action = random_action(session.state, seat, r)
        if isinstance(action, Tell):
            action = Tell(action.player, action.card, "a quiet harbour")
        elif isinstance(action, Clue):
            action = Clue(action.player, "a quiet harbour")
        session.act(action)
    return session


def _history_with_story(tmp: Path, cards, images) -> tuple[Path, Session]:
    path = tmp / "history.json"
    # an older game first: no story
    path.write_text(json.dumps([{"date": "2025-01-02T20:00", "ruleset": "classic", "scores": {"A": 3, "B": 1, "C": 0},
                                 "winners": ["A"], "players": ["A", "B", "C"], "turns": 4}]), encoding="utf-8")
    session = _finished_session(cards)
    from game.persist.story import story_of_session

    story = story_of_session(session, when=datetime(2026, 11, 25, 21, 4))
    record_game(session, when=datetime(2026, 11, 25, 21, 4), path=path, story=story,
                poster=render(story, images).png())
    return path, session


def test_history_keeps_the_story_and_its_poster_and_old_files_still_load(tmp_path, deck):
    cards, images = deck
    path, session = _history_with_story(tmp_path, cards, images)
    history = read_history(path)
    assert not history.problems and len(history.games) == 2
    old, new = history.games
    assert checked_story(old.get("story")) is None and "poster" not in old  # the old entry loads as it was
    story = checked_story(new["story"])
    assert story is not None and len(story["rounds"]) == len(session.state.history)
    assert story["rounds"][0]["clue"] == "a quiet harbour" and story["date"] == "2026-11-25T21:04"
    png = poster_path(path, new["poster"])
    assert png is not None and png.parent == stories_dir(path)
    assert png.read_bytes().startswith(b"\x89PNG")
    assert poster_path(path, "../history.json") is None  # only names the game chose


def test_history_shows_the_poster_and_its_cards_up_close(tmp_path, deck):
    cards, images = deck
    path, session = _history_with_story(tmp_path, cards, images)
    app = make_app()
    from scenes.history import HistoryScene

    history = HistoryScene(path)
    app.stack.push(history)
    run(app, frames=2)
    assert history.sel == 0 and history.stories[0] is not None  # the newest game, with its story
    run(app, key(pygame.K_RETURN), 2)
    story = top(app)
    assert isinstance(story, StoryScene) and story.poster is not None
    assert story.cards == [r["card"] for r in history.stories[0]["rounds"]]
    run(app, key(pygame.K_DOWN), 30)
    run(app, key(pygame.K_DOWN), 30)
    assert story.focus == 1 and story.scroll > 0  # the poster scrolls to the round
    run(app, key(pygame.K_TAB), 2)
    zoom = top(app)
    assert isinstance(zoom, ZoomScene) and zoom.cards == story.cards and zoom.index == 1
    run(app, key(pygame.K_ESCAPE), 2)
    run(app, key(pygame.K_ESCAPE), 2)
    assert top(app) is history
    run(app, key(pygame.K_DOWN), 2)  # the older game has no story: A goes back as before
    run(app, key(pygame.K_RETURN), 2)
    assert top(app) is not history


def _cli(*args: str, data: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, ONEIRA_DATA_DIR=str(data), SDL_VIDEODRIVER="dummy")
    return subprocess.run([sys.executable, str(ROOT / "main.py"), "poster", *args], capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=120)


def test_poster_cli_writes_the_nth_game_and_says_clearly_when_there_is_none(tmp_path, deck):
    cards, images = deck
    data = tmp_path / "data"
    data.mkdir()
    empty = _cli(str(tmp_path / "none.png"), data=data)
    assert empty.returncode == 1 and "No finished game" in empty.stderr and not (tmp_path / "none.png").exists()
    path, _session = _history_with_story(data, cards, images)
    out = tmp_path / "last.png"
    done = _cli(str(out), data=data)
    assert done.returncode == 0, done.stderr
    kept = poster_path(path, read_history(path).games[-1]["poster"])
    assert out.read_bytes() == kept.read_bytes()
    assert pygame.image.load(str(out)).get_width() == 1080
    missing = _cli("--game", "5", str(tmp_path / "x.png"), data=data)
    assert missing.returncode == 1 and "no finished game number 5" in missing.stderr
    old = _cli("--game", "2", str(tmp_path / "old.png"), data=data)
    assert old.returncode == 1 and "before the game kept stories" in old.stderr
    bad = _cli("--game", "0", str(tmp_path / "y.png"), data=data)
    assert bad.returncode == 2
    # a poster file gone: drawn again from the story, without a window
    kept.unlink()
    again = _cli("--game", "1", str(tmp_path / "again.png"), data=data)
    assert again.returncode == 0, again.stderr
    assert pygame.image.load(str(tmp_path / "again.png")).get_width() == 1080


def test_a_game_played_to_the_end_keeps_its_story_and_poster_and_the_tv_shows_it(tmp_path, monkeypatch):
    """The real app (autosave and history on): the last move records the story, the poster file
    follows once encoded, and "Our story" on the game-over screen opens the poster."""
    from game.app.cards import enabled_decks
    from game.app.poster import Kept
    from game.bots import decide
    from game.persist.history import history_path
    from scenes.gameover import GameOverScene
    from scenes.launchers import start_game

    monkeypatch.setenv("ONEIRA_DATA_DIR", str(tmp_path))
    app = make_app(settings={"bot_think_s": 0.05}, persist=True)
    seats = [Seat(n, i, i) for i, n in enumerate(["Léa", "Sam", "Noor"])]
    flow = start_game(app, seats, "revised", {}, enabled_decks(app), first_storyteller=0, seed=4)
    session = flow.session
    skip_deal(app)
    while session.state.phase != "over":
        step = session.next_step()
        session.act(decide(session.view(step.seat), "normal", seed=len(session.actions), tags=flow.tags))
    held = app.services["story"][1]
    assert isinstance(held, Kept) and held.png(wait=30) is not None
    entry = read_history(history_path()).games[-1]
    assert checked_story(entry["story"]) == held.story and len(held.story["rounds"]) == len(session.state.history)
    for _ in range(100):  # the file is written by the encoding thread, right after the PNG
        path = poster_path(history_path(), entry["poster"])
        if path is not None and path.stat().st_size == len(held.png()):
            break
        import time

        time.sleep(0.05)
    assert path is not None and path.read_bytes() == held.png()
    flow.results_shown = len(session.state.history)
    app.stack.clear()
    flow.advance()
    run(app, frames=5)
    assert isinstance(top(app), GameOverScene)
    run(app, key(pygame.K_RIGHT), 2)  # Play again -> Our story
    run(app, key(pygame.K_RETURN), 2)
    shown = top(app)
    # the kept poster let its surface go once its PNG was made: the screen draws it again, the same
    assert held.poster is None and isinstance(shown, StoryScene) and shown.poster is not None
    assert pygame.image.tobytes(shown.poster.surface, "RGB") == \
        pygame.image.tobytes(pygame.image.load(io.BytesIO(held.png())), "RGB")
    run(app, key(pygame.K_ESCAPE), 2)
    assert isinstance(top(app), GameOverScene)


FIXTURES = ROOT / "tests" / "persist" / "fixtures"


def test_a_history_written_before_stories_loads_shows_and_gains_a_story(tmp_path, deck):
    cards, images = deck
    path = tmp_path / "history.json"
    path.write_bytes((FIXTURES / "history-before-stories.json").read_bytes())
    old = read_history(path)
    assert not old.problems and [g["ruleset"] for g in old.games] == ["revised", "party2020"]
    app = make_app()
    from scenes.history import HistoryScene

    history = HistoryScene(path)
    app.stack.push(history)
    run(app, frames=2)
    assert history.stories == [None, None]
    run(app, key(pygame.K_RETURN), 2)  # no story: A goes back, as before
    assert top(app) is not history
    session = _finished_session(cards)
    record_game(session, path=path, story=story_of_session(session))
    again = read_history(path)
    assert len(again.games) == 3 and again.raw[:2] == json.loads((FIXTURES / "history-before-stories.json").read_text())
    assert checked_story(again.games[-1]["story"]) is not None


@pytest.mark.parametrize("bad", [
    "a story", {"v": 1}, {"v": 1, "ruleset": "chess", "family": "story", "date": "x", "lang": "en", "rounds": [],
                          "scores": [{"name": "A", "score": 1, "colour": 0}], "winners": []},
    {"v": 1, "ruleset": "revised", "family": "story", "date": "x", "lang": "en",
     "rounds": [{"turn": 1, "storyteller": "A", "clue": 5, "card": None, "found": []}],
     "scores": [{"name": "A", "score": 1, "colour": 0}], "winners": []},
])
def test_a_damaged_story_leaves_the_game_in_the_history_without_a_poster(tmp_path, bad):
    path = tmp_path / "history.json"
    path.write_text(json.dumps([{"date": "2026-11-25T21:04", "ruleset": "revised", "scores": {"A": 1, "B": 0, "C": 0},
                                 "winners": ["A"], "story": bad, "poster": "../../../etc/passwd"}]), encoding="utf-8")
    history = read_history(path)
    assert not history.problems and len(history.games) == 1
    assert checked_story(history.games[0]["story"]) is None and poster_path(path, history.games[0]["poster"]) is None
    app = make_app()
    from scenes.history import HistoryScene

    scene = HistoryScene(path)
    app.stack.push(scene)
    run(app, frames=2)
    run(app, key(pygame.K_RETURN), 2)
    assert not isinstance(top(app), StoryScene)
