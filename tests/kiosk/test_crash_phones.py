"""The real game, 2 phones seated, killed with SIGKILL at random moments - the first during the
opening deal - and started again each time as a café's kiosk restarts it (straight back into the
saved game, as Continue does). After every start each phone, retrying with its old token the way
the page does, finds its own seat and sees exactly the saved table, nothing is lost, and the table
makes progress. Real processes on the dummy video driver; phones on the loopback address only."""

from __future__ import annotations

import json
import random
import secrets
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.bots.simulate import builtin_tags
from game.engine.config import GameConfig
from game.engine.view import view
from game.persist.saves import Autosaver, flush_saves
from game.phones.loopback import Phones
from game.table.seats import Seat
from game.table.session import Session

from .test_signals import ROOT, _env, _running_with

KILLS = 10
PHONES = {0: "Ann", 1: "Bob"}
pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="process checks read /proc")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _opening(tmp_path: Path, port: int, tokens: dict[int, str]) -> Autosaver:
    """A café table of two phones and two computer players, saved as it starts (no card dealt yet),
    and a 'the last run died' marker: the kiosk goes straight into it."""
    config = tmp_path / "config"
    config.mkdir()
    (config / "operator.toml").write_text('kiosk = true\npin = "2468"\n')
    (config / "settings.json").write_text(json.dumps({
        "bot_think_s": 0.0, "animation_speed": 2.0, "reduced_motion": True, "phone_host": "127.0.0.1",
        "phone_port": port, "phone_away_s": 600}))
    seats = [Seat("Ann", 4, 0, None, True, tokens[0]), Seat("Bob", 5, 1, None, True, tokens[1]),
             Seat("Kai", 2, 2, "normal"), Seat("Zoe", 3, 3, "hard")]
    # a computer player tells first: nothing can be played before the deal has been shown
    config_ = GameConfig("revised", tuple(s.name for s in seats), tuple(sorted(builtin_tags())), first_storyteller=2)
    session = Session(config_, "crash-phones", seats)
    session.extra["phones"] = {"port": port}
    saver = Autosaver(tmp_path / "data" / "saves")
    saver.save(session)
    flush_saves()  # on disk before the game is started on it
    (tmp_path / "data" / "kiosk.running").touch()
    return saver


def _moves(saver: Autosaver) -> int:
    files = saver.files()
    return int(files[0].name[9:15]) if files else 0


def _until(pred, proc: subprocess.Popen, what: str, timeout: float = 40.0) -> None:
    end = time.monotonic() + timeout
    while not pred():
        assert proc.poll() is None, f"the game ended ({proc.returncode}) before {what}"
        if time.monotonic() > end:
            raise AssertionError(f"timed out: {what}")
        time.sleep(0.01)


def test_sigkill_at_random_moments_with_two_phones_seated(tmp_path):
    rng = random.Random(24)
    port = _free_port()
    tokens = {seat: secrets.token_urlsafe(24) for seat in PHONES}
    saver = _opening(tmp_path, port, tokens)
    env = _env(tmp_path, ONEIRA_SUPERVISED="1")  # we restart it ourselves, as systemd would
    phones = Phones(f"http://127.0.0.1:{port}/", "")
    clients = {seat: phones.add(name, 4 + seat, tokens[seat]) for seat, name in PHONES.items()}
    stderr_path = tmp_path / "stderr.txt"
    moments = []
    try:
        for run in range(KILLS + 1):
            loaded = saver.load()
            assert loaded.problems == [] and loaded.session is not None
            saved = loaded.session
            seen = {seat: len(c.states) for seat, c in clients.items()}
            with open(stderr_path, "ab") as err:
                proc = subprocess.Popen([sys.executable, "main.py", "--kiosk"], cwd=ROOT, env=env,
                                        stdout=subprocess.DEVNULL, stderr=err)
            try:
                # every phone finds its own seat with its old token, and sees the saved table
                def table_seen(seat: int, seen: dict[int, int] = seen) -> dict | None:
                    return next((s for s in clients[seat].states[seen[seat]:] if s["phase"] != "setup"), None)

                _until(lambda: all(table_seen(seat) for seat in PHONES), proc, f"run {run}: phones at the table")
                for seat in PHONES:
                    state, mine = table_seen(seat), view(saved.state, seat)
                    assert state["seat"] == seat and clients[seat].token == tokens[seat]
                    assert (state["turn"], state["phase"], state["hand"]) == (mine.turn, mine.phase, list(mine.hand))
                    assert [s["score"] for s in state["scorers"]] == list(saved.state.scores)
                if run == 0:
                    moments.append("opening deal")  # killed before anything could be played
                else:  # the table moves on from where it was saved, then dies at a random moment
                    done = len(saved.actions)
                    _until(lambda done=done: _moves(saver) > done, proc, f"run {run}: progress", 60)
                    if run == KILLS:
                        break
                    time.sleep(rng.uniform(0.0, 1.2))
                    moments.append(_moves(saver))
                proc.send_signal(signal.SIGKILL)
                proc.wait(10)
            finally:
                if proc.poll() is None:
                    proc.kill()
                    proc.wait(10)
            after = saver.load()
            assert after.problems == [] and after.session is not None
            if run == 0:
                assert after.session.actions == []  # it died during the opening deal
            assert after.session.actions[:len(saved.actions)] == saved.actions  # nothing lost
        assert _running_with(str(tmp_path / "data")) == []
    finally:
        phones.close()
    errors = [e for c in clients.values() for e in c.errors]
    assert not [e for e in errors if e["code"] in ("bad-token", "wrong-token", "refused")], errors
    assert len(moments) == KILLS and moments[0] == "opening deal"
    assert "Traceback" not in stderr_path.read_text(errors="replace")
    assert all(c.acted for c in clients.values())
