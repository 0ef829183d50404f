"""Saves from before the party2020/teams2020 reshuffle fix: one clear sentence, never a wrong game."""

from __future__ import annotations

import dataclasses
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.engine import IllegalAction, apply, new_game, rulesets
from game.engine.config import GameConfig
from game.persist.saves import OLD_VERSION, VERSION, Autosaver
from game.table.seats import Seat
from game.table.session import Session

from ..scenes.driver import make_app, run

ROOT = Path(__file__).resolve().parents[2]
CARDS = tuple(f"c{i:03d}" for i in range(96))


def _deck(ruleset: str, n: int) -> tuple[str, ...]:
    """Small enough that the pile runs short, with cards still in it, within a few turns."""
    rules = rulesets.RULESETS[ruleset]
    return CARDS[:rules.cards_needed(n) + rules.cards_per_turn(n) // 2 + 1]


def _old_rules_game(monkeypatch, ruleset: str, n: int) -> Session:
    """A game played under the previous reshuffle (discards under the pile), past a reshuffle."""
    old = dataclasses.replace(rulesets.RULESETS[ruleset], reshuffle=rulesets.DISCARDS_UNDER)
    monkeypatch.setitem(rulesets.RULESETS, ruleset, old)
    seats = [Seat(f"P{i}", i, i) for i in range(n)]
    session = Session(GameConfig(ruleset, tuple(s.name for s in seats), _deck(ruleset, n)), "old", seats)
    r = random.Random(5)
    while session.state.turn < 4 and session.state.phase != "over":
        step = session.next_step()
        session.act(r.choice(session.legal(step.seat)))
    monkeypatch.undo()
    return session


def _write_as_version(session: Session, folder: Path, version: int) -> None:
    saver = Autosaver(folder)
    saver.save(session)
    for path in saver.files():
        doc = json.loads(path.read_text())
        doc["version"] = version  # the checksum covers the game, not the version
        path.write_text(json.dumps(doc))


@pytest.mark.parametrize("ruleset,n", [("party2020", 6), ("teams2020", 8)])
def test_an_old_game_would_not_replay_so_it_is_refused_in_one_sentence(monkeypatch, ruleset, n, tmp_path):
    session = _old_rules_game(monkeypatch, ruleset, n)
    # why the version changed: the same actions no longer make the same game
    state, diverged = new_game(session.config, session.seed), False
    try:
        for action in session.actions:
            state = apply(state, action)
    except IllegalAction:
        diverged = True
    assert diverged or state != session.state

    _write_as_version(session, tmp_path, VERSION - 1)
    loaded = Autosaver(tmp_path).load()
    assert loaded.session is None
    assert loaded.problems == [OLD_VERSION]  # once, however many generations are on disk
    assert OLD_VERSION.count(".") == 1 and OLD_VERSION.endswith(".")


def test_title_offers_no_continue_and_says_why(monkeypatch, tmp_path):
    session = _old_rules_game(monkeypatch, "party2020", 6)
    monkeypatch.setenv("ONEIRA_DATA_DIR", str(tmp_path))
    _write_as_version(session, tmp_path / "saves", VERSION - 1)
    app = make_app(persist=True)
    run(app, frames=3)
    title = app.stack.top
    assert title.name == "title"
    assert "continue" not in [item.key for item in title.menu.items]
    assert app.services["notices"][-1] == OLD_VERSION
    pygame.display.quit()


def test_where_reports_the_old_save(monkeypatch, tmp_path):
    session = _old_rules_game(monkeypatch, "party2020", 6)
    _write_as_version(session, tmp_path / "saves", VERSION - 1)
    env = dict(os.environ, ONEIRA_DATA_DIR=str(tmp_path))
    out = subprocess.run([sys.executable, "main.py", "--where"], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=60, check=True)
    assert f"saved game: none. {OLD_VERSION}" in out.stdout.splitlines()


def test_where_names_a_current_save(tmp_path):
    seats = [Seat(f"P{i}", i, i) for i in range(6)]
    session = Session(GameConfig("party2020", tuple(s.name for s in seats), _deck("party2020", 6)), "now", seats)
    Autosaver(tmp_path / "saves").save(session)
    env = dict(os.environ, ONEIRA_DATA_DIR=str(tmp_path))
    out = subprocess.run([sys.executable, "main.py", "--where"], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=60, check=True)
    assert "saved game: Party (2020), turn 1, P0, P1, P2, P3, P4, P5" in out.stdout.splitlines()
