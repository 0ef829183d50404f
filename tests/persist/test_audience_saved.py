"""The audience's tally is kept with the game: an autosave carries the members' points and the
rounds' splits, a resumed game goes on from them, History shows the room's leaderboard of a
finished game; older saves (no tally) and a damaged tally still load."""

from __future__ import annotations

import json
import random

import pygame

from game.engine.randomplay import random_action
from game.engine.state import OVER, VOTE
from game.persist.history import read_history, record_game
from game.persist.saves import Autosaver, _digest

from .child import new_session

FANS = {"a1": "Ana", "a2": "Bo", "a3": "Cy"}


def _play(session, rand: random.Random, until) -> None:
    """Random players; while the table votes, each fan guesses (Ana always the storyteller's card)."""
    room = session.audience
    for pid, name in FANS.items():
        room.join(pid, name)
    while not until(session):
        s = session.state
        if s.phase == VOTE and room.guess_of("a1", s) is None:
            story = 1 + s.owners.index(s.storyteller)
            room.guess(s, "a1", s.turn, story)
            room.guess(s, "a2", s.turn, 1 + story % len(s.display))
            room.guess(s, "a3", s.turn, rand.randint(1, len(s.display)))
        session.act(random_action(s, min(s.pending), rand))


def test_the_rooms_board_survives_an_autosave_and_the_resumed_game_goes_on(tmp_path):
    saver = Autosaver(tmp_path / "saves")
    session = new_session("revised", 4, "room")
    session.listeners.append(saver)
    rand = random.Random(5)
    _play(session, rand, lambda s: len(s.state.history) >= 3)
    before = session.audience.board()
    assert before[0] == ("Ana", 3) and len(session.audience.splits) == 3
    resumed = saver.load().session
    assert resumed is not None and resumed.actions == session.actions
    assert resumed.audience.board() == before
    assert {t: (s.found, s.total) for t, s in resumed.audience.splits.items()} == \
        {t: (s.found, s.total) for t, s in session.audience.splits.items()}
    assert "audience" not in resumed.extra  # the tally lives in the session, not twice
    # the resumed game goes on: the same fans (the hub's ids) keep their points and score more
    resumed.listeners.append(saver)
    _play(resumed, random.Random(6), lambda s: len(s.state.history) >= 6)
    board = dict(resumed.audience.board())
    assert board["Ana"] == 6 and board["Bo"] == 0
    again = saver.load().session  # resumed a second time
    assert again is not None and again.audience.board() == resumed.audience.board()
    _play(again, random.Random(6), lambda s: s.state.phase == OVER)  # to the game over's board
    assert dict(again.audience.board())["Ana"] == len(again.state.history)


def _rewrite(path, change) -> None:
    doc = json.loads(path.read_text())
    change(doc["game"])
    doc["sha256"] = _digest(doc["game"])
    path.write_text(json.dumps(doc))


def test_saves_without_a_tally_or_with_a_damaged_one_still_resume(tmp_path):
    saver = Autosaver(tmp_path / "saves")
    session = new_session("revised", 4, "old")
    session.listeners.append(saver)
    _play(session, random.Random(7), lambda s: len(s.state.history) >= 1)
    newest = saver.files()[0]
    assert "audience" in json.loads(newest.read_text())["game"]["extra"]
    _rewrite(newest, lambda g: g["extra"].pop("audience"))  # a save written before the audience
    old = saver.load()
    assert not old.problems and old.session is not None and old.session.audience.board() == []
    for bad in ([1, 2], {"members": [["x", "", 3], ["y", "Yo", -1], "z", ["w", "Wu", 2]], "splits": [[0, 5, 1], "x"]},
                {"members": "nope"}, None):
        _rewrite(newest, lambda g, bad=bad: g["extra"].__setitem__("audience", bad))
        loaded = saver.load()
        assert not loaded.problems and loaded.session is not None, bad
        assert loaded.session.actions == session.actions
    assert loaded.session.audience.board() == []
    _rewrite(newest, lambda g: g["extra"].__setitem__(
        "audience", {"members": [["x", "", 3], ["y", "Yo", -1], "z", ["w", "Wu", 2]], "splits": [[0, 5, 1], "x"]}))
    partly = saver.load().session
    assert partly is not None and partly.audience.board() == [("Wu", 2)] and not partly.audience.splits


def test_history_keeps_the_rooms_board_and_shows_it(tmp_path):
    from scenes.history import HistoryScene, room_board
    from tests.scenes.driver import make_app, run

    session = new_session("revised", 4, "hist")
    _play(session, random.Random(8), lambda s: s.state.phase == OVER)
    path = tmp_path / "history.json"
    entry = record_game(session, path=path)
    assert entry["audience"][0] == {"name": "Ana", "points": len(session.state.history)}
    games = read_history(path).games
    assert games[0]["audience"] == entry["audience"]
    assert room_board(games[0]["audience"]).startswith(f"Ana ({len(session.state.history)})")
    assert room_board("garbage") == "" and room_board([{"name": 3}]) == ""
    plain = new_session("revised", 4, "plain")
    _play(plain, random.Random(9), lambda s: s.state.phase == OVER)
    plain.audience.members.clear()
    assert "audience" not in record_game(plain, path=path)  # nobody watched: nothing added

    app = make_app()
    scene = HistoryScene(path)
    app.stack.push(scene)
    run(app, frames=2)
    said: list[str] = []
    import game.app.theme as theme

    real = theme.blit_fit

    def spy(surface, text, *args, **kwargs):
        said.append(text)
        return real(surface, text, *args, **kwargs)

    theme.blit_fit = spy
    try:
        scene.draw(pygame.Surface((1920, 1080)))
    finally:
        theme.blit_fit = real
    rooms = [t for t in said if "Ana" in t]
    assert len(rooms) == 1 and rooms[0].endswith(room_board(entry["audience"]))  # the newest game's row only
