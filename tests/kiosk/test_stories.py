"""`show_stories` (operator.toml): attract mode shows reduced posters of the last games, and only
when the operator allows it."""

from __future__ import annotations

import json

import pygame

from game.app.poster import render
from game.kiosk.config import validate
from game.kiosk.runtime import Kiosk
from game.kiosk.stories import EVERY_S, SHOW_S, THUMB_W, StoryShelf
from game.persist.history import history_path
from game.persist.story import write_poster
from game.root.poster import sample_story
from tests.scenes.driver import make_app, run


def _history_with_posters(n: int) -> None:
    path = history_path()
    games = [{"date": "2025-01-02T20:00", "ruleset": "classic", "scores": {"A": 1, "B": 0, "C": 0}, "winners": ["A"]}]
    for i in range(n):
        story = sample_story("revised", [f"c{k:03d}" for k in range(96)], seed=i + 1)
        name = write_poster(path, render(story).png(), f"story-20261125-210{i}-0000000{i}.png")
        games.append({"date": story["date"], "ruleset": "revised", "scores": {s["name"]: s["score"] for s in story["scores"]},
                      "winners": story["winners"], "story": story, "poster": name})
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(games), encoding="utf-8")


def _kiosk(**keys):
    operator, problems = validate({"pin": "2468", "attract_after_s": 5, **keys})
    assert problems == []
    app = make_app(operator=operator)
    kiosk = Kiosk(app, operator)
    run(app, frames=2)
    return app, kiosk


def test_attract_mode_shows_the_last_posters_when_allowed(tmp_path, monkeypatch):
    monkeypatch.setenv("ONEIRA_DATA_DIR", str(tmp_path))
    _history_with_posters(4)
    app, kiosk = _kiosk(show_stories=True)
    assert kiosk.shelf is not None
    for _ in range(30):
        app.step([], 0.25)  # idle on the title: the demo game starts
    assert kiosk.attract is not None
    shelf = kiosk.shelf
    surface = pygame.Surface((1920, 1080))
    assert not shelf.draw(surface, 1.0)  # the demo plays first
    assert shelf.draw(surface, EVERY_S + 1)  # then the posters, for a while
    assert len(shelf.thumbs) == 3 and all(t.get_width() == THUMB_W for t in shelf.thumbs)
    assert not shelf.draw(surface, EVERY_S + SHOW_S + 1)
    # through the real overlay: the screen changes when the posters are up
    kiosk.attract_since = app.time - (EVERY_S + 1)
    run(app, frames=1)
    with_posters = pygame.image.tobytes(app.screen, "RGB")
    kiosk.attract_since = app.time
    run(app, frames=1)
    assert pygame.image.tobytes(app.screen, "RGB") != with_posters


def test_no_posters_unless_the_operator_allows_and_none_without_stories(tmp_path, monkeypatch):
    monkeypatch.setenv("ONEIRA_DATA_DIR", str(tmp_path))
    _history_with_posters(1)
    _app, kiosk = _kiosk()
    assert kiosk.shelf is None  # show_stories defaults to false
    empty = StoryShelf(tmp_path / "nothing" / "history.json")
    assert not empty.draw(pygame.Surface((1920, 1080)), EVERY_S + 1)  # no history: the demo goes on


def test_the_operator_switches_the_posters_on_from_the_operator_menu(tmp_path, monkeypatch):
    """The operator menu's row flips `show_stories` (real key presses); the next attract frame follows."""
    from scenes.operator import OperatorScene
    from tests.scenes.driver import key

    monkeypatch.setenv("ONEIRA_DATA_DIR", str(tmp_path))
    _history_with_posters(2)
    app, kiosk = _kiosk()
    assert kiosk.shelf is None
    app.stack.push(OperatorScene(kiosk))
    run(app, frames=1)
    menu = app.stack.top.menu
    for _ in range(60):
        if menu.items[menu.focus].key == "show_stories":
            break
        run(app, key(pygame.K_DOWN))
    assert menu.items[menu.focus].key == "show_stories"
    run(app, key(pygame.K_RIGHT))
    assert kiosk.operator.show_stories is True
    app.stack.pop()
    for _ in range(30):
        app.step([], 0.25)  # idle on the title: the demo game starts, and the shelf with it
    assert kiosk.attract is not None and kiosk.shelf is not None
