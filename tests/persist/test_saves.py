"""Autosave and resume: SIGKILL at random moments, corrupt generations, history, settings."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.engine.rules import replay
from game.persist.history import load_history, record_game
from game.persist.saves import GENERATIONS, Autosaver
from game.persist.settings import Settings, load_settings, save_settings

from .child import finish, new_session

ROOT = Path(__file__).resolve().parents[2]
KILLS = [("revised", 4), ("odyssey", 8), ("party2011", 6), ("teams2011", 6), ("classic", 3), ("party2020", 7),
         ("teams2020", 8)]


def _kill_at_random_point(ruleset: str, n: int, seed: str, folder: Path, rng: random.Random) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-m", "tests.persist.child", ruleset, str(n), seed, str(folder)],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "started"
    time.sleep(rng.uniform(0.0, 0.6))
    proc.send_signal(signal.SIGKILL)
    proc.wait()


@pytest.mark.parametrize("ruleset,n", KILLS)
def test_sigkill_then_resume_equals_uninterrupted_game(ruleset, n, tmp_path):
    rng = random.Random(f"{ruleset}{n}")
    seed = f"kill-{ruleset}-{n}"
    reference = finish(new_session(ruleset, n, seed))
    resumed = 0
    for k in range(3):  # 7 tables x 3 kills = 21 kill points
        folder = tmp_path / f"run{k}"
        _kill_at_random_point(ruleset, n, seed, folder, rng)
        loaded = Autosaver(folder).load()
        assert not loaded.problems, loaded.problems  # atomic writes: never a torn file
        if loaded.session is None:  # killed after the last action: the game had finished
            continue
        session = loaded.session
        assert session.actions == reference.actions[: len(session.actions)]
        resumed += 1
        finish(session)
        assert session.state == reference.state
        assert replay(session.config, session.seed, session.actions) == reference.state
    assert resumed >= 2, "most kills must land mid-game"


def _saved_game(tmp_path: Path, actions: int = 12):
    saver = Autosaver(tmp_path / "saves")
    session = new_session("revised", 4, "corrupt")
    session.listeners.append(saver)
    saver.save(session)
    tags_session = session
    from game.bots import decide
    from game.bots.simulate import builtin_tags

    tags = builtin_tags()
    for _ in range(actions):
        step = tags_session.next_step()
        tags_session.act(decide(tags_session.view(step.seat), "normal", seed=len(tags_session.actions), tags=tags))
    return saver, session


def test_keeps_the_last_generations(tmp_path):
    saver, session = _saved_game(tmp_path)
    files = saver.files()
    assert len(files) == GENERATIONS
    assert files[0].name == f"autosave-{len(session.actions):06d}.json"


@pytest.mark.parametrize("damage", ["truncate", "flip", "empty", "version"])
def test_a_damaged_save_falls_back_to_the_previous_generation(tmp_path, damage):
    saver, session = _saved_game(tmp_path)
    newest = saver.files()[0]
    data = newest.read_bytes()
    if damage == "truncate":
        newest.write_bytes(data[: len(data) // 2])
    elif damage == "flip":
        i = data.index(b'"actions"') + 40
        newest.write_bytes(data[:i] + bytes([data[i] ^ 0x01]) + data[i + 1:])
    elif damage == "empty":
        newest.write_bytes(b"")
    else:
        doc = json.loads(data)
        doc["version"] = 99
        newest.write_text(json.dumps(doc))
    loaded = saver.load()
    assert len(loaded.problems) == 1 and newest.name in loaded.problems[0]
    assert loaded.problems[0].count(".") >= 1 and "\n" not in loaded.problems[0]
    assert loaded.session is not None
    assert loaded.session.actions == session.actions[:-1]


def test_all_saves_unreadable_never_blocks_a_new_game(tmp_path):
    saver, _ = _saved_game(tmp_path)
    for f in saver.files():
        f.write_bytes(b"\x00garbage")
    loaded = saver.load()
    assert loaded.session is None and len(loaded.problems) == GENERATIONS
    fresh = new_session("revised", 4, "fresh")
    saver.save(fresh)
    assert saver.load().session is not None


def test_history_records_finished_games(tmp_path):
    path = tmp_path / "history.json"
    session = finish(new_session("revised", 4, "hist"))
    entry = record_game(session, path=path)
    assert load_history(path) == [entry]
    assert entry["ruleset"] == "revised" and set(entry["scores"]) == {"P0", "P1", "P2", "P3"}
    path.write_text("{broken")
    assert load_history(path) == []


def test_settings_round_trip_and_bad_values(tmp_path):
    path = tmp_path / "settings.json"
    s = Settings(volume=40, swap_confirm=True)
    save_settings(s, path)
    loaded, problems = load_settings(path)
    assert loaded.volume == 40 and loaded.swap_confirm is True and problems == []
    path.write_text(json.dumps({"volume": 400, "colour": "red", "reduced_motion": "yes"}))
    loaded, problems = load_settings(path)
    assert loaded.volume == Settings().volume and len(problems) == 3
    path.write_text("not json")
    loaded, problems = load_settings(path)
    assert loaded == Settings() and problems


def test_saves_are_written_off_the_frame_in_order_and_waited_for(tmp_path, monkeypatch):
    """A move's save returns at once (the writer thread does the file and its fsyncs); anything that
    reads the folder waits for the writes asked before it, which land in the order they were asked."""
    import threading

    from game.persist import saves

    gate, written = threading.Event(), []
    real = saves.write_atomic

    def slow_disk(path: Path, data: bytes) -> None:
        gate.wait(10)
        written.append(path.name)
        real(path, data)

    monkeypatch.setattr(saves, "write_atomic", slow_disk)
    saver = Autosaver(tmp_path / "saves")
    session = new_session("revised", 4, "writer")
    session.listeners.append(saver)
    saver.save(session)
    from game.bots import decide
    from game.bots.simulate import builtin_tags

    tags = builtin_tags()
    for _ in range(5):
        step = session.next_step()
        session.act(decide(session.view(step.seat), "normal", seed=len(session.actions), tags=tags))
    assert written == []  # every move went on while the disk was stuck
    assert not saves.flush_saves(timeout=0.05)
    gate.set()
    assert [f.name for f in saver.files()] == [f"autosave-{n:06d}.json" for n in (5, 4, 3)]
    assert written == [f"autosave-{n:06d}.json" for n in range(6)]
    assert saver.load().session.actions == session.actions


def test_a_failed_write_is_told_to_the_next_save(tmp_path, monkeypatch):
    from game.persist import saves

    def full_disk(path: Path, data: bytes) -> None:
        raise OSError(28, "No space left on device")

    saver = Autosaver(tmp_path / "saves")
    session = new_session("revised", 4, "full")
    monkeypatch.setattr(saves, "write_atomic", full_disk)
    saver.save(session)  # asked for; it fails on the writer
    assert saves.flush_saves(timeout=5)
    with pytest.raises(OSError) as err:
        saver.save(session)  # asked for too, and fails in its turn
    assert err.value.errno == 28
    assert saves.flush_saves(timeout=5)
    monkeypatch.undo()  # the disk has room again
    with pytest.raises(OSError):
        saver.save(session)  # written; the second failure is told now
    saver.save(session)  # every failure was told once
    assert saver.load().session is not None
