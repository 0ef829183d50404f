"""Stopping the real game: SIGTERM, SIGINT and SIGHUP to the game or to its kiosk supervisor end
every process of the game within 2 s, after saving; nothing is restarted or left behind; the
autosave resumes with Continue. Real processes on the dummy video driver, checked through /proc."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from game.persist.saves import Autosaver, flush_saves
from tests.persist.child import new_session
from tests.scenes.driver import key, make_app, run

ROOT = Path(__file__).resolve().parents[2]
STOP_WITHIN_S = 2.0
pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="process checks read /proc")


def _running_with(marker: str) -> list[int]:
    """Pids of live (not zombie) processes whose environment mentions `marker` (our scratch folder)."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) == os.getpid():
            continue
        try:
            if marker.encode() not in Path(f"/proc/{entry}/environ").read_bytes():
                continue
            state = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if state not in ("Z", "X"):
            found.append(int(entry))
    return found


def _children(pid: int) -> list[int]:
    out = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                out.append(int(entry))
    return out


def _env(tmp_path: Path, **extra: str) -> dict[str, str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT),
               ONEIRA_DATA_DIR=str(tmp_path / "data"), ONEIRA_CONFIG_DIR=str(tmp_path / "config"), **extra)
    for name in ("ONEIRA_SUPERVISED", "ONEIRA_RESTARTED", "ONEIRA_REPORT_FIRST_FRAME", "ONEIRA_SUPERVISOR_PID"):
        if name not in extra:
            env.pop(name, None)
    return env


def _bot_game_in_progress(tmp_path: Path) -> Autosaver:
    """A saved all-bot game and a 'the last run died' marker: the kiosk goes straight back into it
    and the bots play on, autosaving every move, until the signal."""
    config = tmp_path / "config"
    config.mkdir()
    (config / "operator.toml").write_text('kiosk = true\npin = "2468"\n')
    (config / "settings.json").write_text(json.dumps({"bot_think_s": 0.0, "animation_speed": 3.0,
                                                      "reduced_motion": True}))
    saver = Autosaver(tmp_path / "data" / "saves")
    saver.save(new_session("revised", 4, "signals"))
    flush_saves()  # on disk before the game is started on it
    (tmp_path / "data" / "kiosk.running").touch()
    return saver


def _wait_for_moves(saver: Autosaver, proc: subprocess.Popen, moves: int, timeout: float = 90) -> int:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        files = saver.files()
        done = int(files[0].name[9:15]) if files else 0
        if done >= moves:
            return done
        assert proc.poll() is None, f"the game ended early ({proc.returncode})"
        time.sleep(0.1)
    raise AssertionError("the bots never played")


def _stop_and_time(proc: subprocess.Popen, target: int, sig: int, marker: str) -> float:
    sent = time.monotonic()
    os.kill(target, sig)
    while time.monotonic() - sent < 10:
        if proc.poll() is not None and not _running_with(marker):
            return time.monotonic() - sent
        time.sleep(0.02)
    left = _running_with(marker)
    for pid in left:
        os.kill(pid, signal.SIGKILL)
    proc.kill()
    raise AssertionError(f"processes left behind 10 s after {signal.Signals(sig).name}: {left}")


def _resume_with_continue(tmp_path: Path, monkeypatch, saved_actions: list) -> None:
    monkeypatch.setenv("ONEIRA_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("ONEIRA_CONFIG_DIR", str(tmp_path / "config"))
    app = make_app(persist=True)
    run(app, frames=2)
    title = app.stack.top
    assert title.name == "title" and title.menu.items[0].key == "continue"
    run(app, key(pygame.K_RETURN))
    assert app.services["flow"].session.actions == saved_actions


KIOSK_CASES = [
    ("supervisor", signal.SIGTERM), ("supervisor", signal.SIGINT), ("supervisor", signal.SIGHUP),
    ("game", signal.SIGTERM),  # `kill <game pid>`: the supervisor stops too instead of restarting it
    ("supervisor", signal.SIGKILL),  # the supervisor dies outright: the game hears of it and stops
]


@pytest.mark.parametrize("target,sig", KIOSK_CASES, ids=[f"{t}-{s.name}" for t, s in KIOSK_CASES])
def test_kiosk_stops_everything_after_saving(tmp_path, monkeypatch, target, sig):
    saver = _bot_game_in_progress(tmp_path)
    marker = str(tmp_path / "data")
    proc = subprocess.Popen([sys.executable, "main.py", "--kiosk"], cwd=ROOT, env=_env(tmp_path),
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        moves = _wait_for_moves(saver, proc, 4)
        games = _children(proc.pid)
        assert len(games) == 1, games
        took = _stop_and_time(proc, games[0] if target == "game" else proc.pid, sig, marker)
    finally:
        if proc.poll() is None:
            proc.kill()
        stderr = proc.communicate()[1].decode(errors="replace")
    assert took < STOP_WITHIN_S, f"stopping took {took:.2f} s"
    assert proc.returncode == -sig  # the supervisor ended by that very signal: not restarted, not a crash
    assert "Traceback" not in stderr
    log = (tmp_path / "data" / "logs" / "oneira.log").read_text()
    assert "restart" not in log.replace("not restarted", "")
    loaded = saver.load()
    assert loaded.problems == [] and loaded.session is not None
    assert len(loaded.session.actions) >= moves
    _resume_with_continue(tmp_path, monkeypatch, loaded.session.actions)


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP], ids=["SIGTERM", "SIGHUP"])
def test_systemd_supervised_game_honours_stop_signals(tmp_path, monkeypatch, sig):
    """ONEIRA_SUPERVISED=1 (systemd is the supervisor): the game itself stops, saved, by the signal."""
    saver = _bot_game_in_progress(tmp_path)
    proc = subprocess.Popen([sys.executable, "main.py", "--kiosk"], cwd=ROOT,
                            env=_env(tmp_path, ONEIRA_SUPERVISED="1"), stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE)
    try:
        moves = _wait_for_moves(saver, proc, 4)
        assert _children(proc.pid) == []  # no supervisor of our own under systemd
        took = _stop_and_time(proc, proc.pid, sig, str(tmp_path / "data"))
    finally:
        if proc.poll() is None:
            proc.kill()
        stderr = proc.communicate()[1].decode(errors="replace")
    assert took < STOP_WITHIN_S and proc.returncode == -sig, (took, proc.returncode, stderr[-1500:])
    loaded = saver.load()
    assert loaded.problems == [] and len(loaded.session.actions) >= moves
    assert not (tmp_path / "data" / "kiosk.running").exists()  # a requested stop is a clean one
    _resume_with_continue(tmp_path, monkeypatch, loaded.session.actions)


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP], ids=["SIGINT", "SIGTERM", "SIGHUP"])
def test_plain_game_stops_quietly(tmp_path, sig):
    """Ctrl+C (or a service manager) on the living-room game: no traceback, gone within 2 s."""
    proc = subprocess.Popen([sys.executable, "main.py"], cwd=ROOT, env=_env(tmp_path, ONEIRA_REPORT_FIRST_FRAME="1"),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout.readline().startswith("first_frame_s")
        took = _stop_and_time(proc, proc.pid, sig, str(tmp_path / "data"))
    finally:
        if proc.poll() is None:
            proc.kill()
    stderr = proc.stderr.read()
    assert took < STOP_WITHIN_S and proc.returncode == -sig, (took, proc.returncode)
    assert "Traceback" not in stderr and "KeyboardInterrupt" not in stderr, stderr[-1500:]


def _wait_for_stop_handlers(pid: int, timeout: float = 15.0) -> None:
    """Until the game has installed its stop handlers (SIGHUP caught: Python alone never catches it)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            status = open(f"/proc/{pid}/status", encoding="ascii").read()
        except OSError:
            return
        caught = int(next(line.split()[1] for line in status.splitlines() if line.startswith("SigCgt:")), 16)
        if caught & (1 << (signal.SIGHUP - 1)):
            return
        time.sleep(0.01)
    raise AssertionError("the game never installed its stop handlers")


def test_ctrl_c_during_start_up_stops_at_once_and_quietly(tmp_path):
    """Before the first frame (pygame still loading, decks being read) Ctrl+C ends the start, quietly."""
    proc = subprocess.Popen([sys.executable, "main.py"], cwd=ROOT, env=_env(tmp_path), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    _wait_for_stop_handlers(proc.pid)  # on a busy machine the interpreter itself may take a while to start
    assert proc.poll() is None
    took = _stop_and_time(proc, proc.pid, signal.SIGINT, str(tmp_path / "data"))
    stderr = proc.communicate()[1]
    assert took < STOP_WITHIN_S and proc.returncode == -signal.SIGINT
    assert "Traceback" not in stderr and "KeyboardInterrupt" not in stderr, stderr[-1500:]


STUCK = """
import time
from game.stopping import Stopper
Stopper().install().defer()
print("looping", flush=True)
while True:
    time.sleep(30)  # a frame that never ends (a huge picture decoding, a stuck driver)
"""


def test_a_stuck_frame_still_stops_within_2_s(tmp_path):
    """The watchdog: if the loop cannot end in time, the process still goes, by the same signal."""
    proc = subprocess.Popen([sys.executable, "-c", STUCK], cwd=ROOT, env=_env(tmp_path), stdout=subprocess.PIPE,
                            text=True)
    assert proc.stdout.readline().strip() == "looping"
    took = _stop_and_time(proc, proc.pid, signal.SIGTERM, str(tmp_path / "data"))
    assert 1.0 < took < STOP_WITHIN_S and proc.returncode == -signal.SIGTERM
