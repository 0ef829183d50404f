"""Bench figures `idle_cpu_pct`: the CPU the game uses while its title screen rests, and
`attract_cpu_pct`: while kiosk attract mode plays its demo game with nobody watching, in % of one core.

The game runs as a player starts it (through game.cli, in a scratch home) in a real X window: the
X server of $DISPLAY, or a private Xvfb started here when there is none. It is left alone until
its screen has come to rest (app.SETTLE_S after the first frame) and its start-up work in the
background is done, then its CPU time (user and system, every thread: the music's decoding
counts) is read from /proc over `seconds`.
Without any X server it runs under SDL's dummy video driver, and `idle_cpu_real_window` says so.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path

from ..app.app import SETTLE_S
from .children import child_env

BACKGROUND_WAIT_S = 8.0
CALM_SECOND = 0.15  # CPU seconds in one second of wall time that still count as "start-up is over"


def _cpu_seconds(pid: int) -> float:
    """User + system CPU time of a running process (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _cpu_pct_over(proc, seconds: float, doing: str) -> float:
    """The share of one core the running game used over the next `seconds` (/proc counts 10 ms ticks)."""
    cpu0, t0 = _cpu_seconds(proc.pid), time.monotonic()
    time.sleep(seconds)
    cpu1, t1 = _cpu_seconds(proc.pid), time.monotonic()
    if proc.poll() is not None:
        raise RuntimeError(f"the game stopped {doing} (exit status {proc.returncode})")
    return round(100 * (cpu1 - cpu0) / (t1 - t0), 2)


@contextmanager
def x_display():
    """A usable X display: $DISPLAY if set, else a private Xvfb (None when neither can be had)."""
    if os.environ.get("DISPLAY"):
        yield os.environ["DISPLAY"]
        return
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        yield None
        return
    read_fd, write_fd = os.pipe()
    proc = subprocess.Popen([xvfb, "-displayfd", str(write_fd), "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
                            pass_fds=(write_fd,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_fd)
    try:
        number = b""
        deadline = time.monotonic() + 10
        while not number.endswith(b"\n") and time.monotonic() < deadline:
            chunk = os.read(read_fd, 16)  # Xvfb writes the display number it chose, then a newline
            if not chunk:
                break
            number += chunk
        yield f":{int(number)}" if number.strip().isdigit() else None
    finally:
        os.close(read_fd)
        proc.terminate()
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()


def measure(seconds: float = 10.0, scratch: str | None = None) -> dict[str, float]:
    """{"idle_cpu_pct": %, "idle_cpu_real_window": 1 in a real X window, 0 under the dummy driver}."""
    with tempfile.TemporaryDirectory(prefix="oneira-idle-") as own_scratch, x_display() as display:
        scratch = scratch or own_scratch
        env = child_env(None, SDL_AUDIODRIVER="dummy", ONEIRA_REPORT_FIRST_FRAME="1", PYGAME_HIDE_SUPPORT_PROMPT="1",
                   ONEIRA_DATA_DIR=os.path.join(scratch, "data"), ONEIRA_CONFIG_DIR=os.path.join(scratch, "config"))
        if display is not None:
            env["DISPLAY"] = display
            env.pop("SDL_VIDEODRIVER", None)
        else:
            env["SDL_VIDEODRIVER"] = "dummy"
        proc = subprocess.Popen([sys.executable, "-c", "import sys; from game.cli import main; sys.exit(main(['--windowed']))"],
                                cwd=scratch, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        assert proc.stdout is not None  # stdout=PIPE
        try:
            for line in proc.stdout:
                if line.startswith("first_frame_s"):
                    break
            else:
                raise RuntimeError(f"the game did not start (exit status {proc.wait()})")
            time.sleep(SETTLE_S + 1.5)  # the title's cards glide to a stop, the screen rests
            # ...and the start-up work in the background (card pictures, sounds) is over, which on
            # a busy machine can take longer: wait for a calm second (at most BACKGROUND_WAIT_S)
            deadline = time.monotonic() + BACKGROUND_WAIT_S
            while time.monotonic() < deadline:
                cpu0 = _cpu_seconds(proc.pid)
                time.sleep(1.0)
                if _cpu_seconds(proc.pid) - cpu0 < CALM_SECOND:
                    break
            pct = _cpu_pct_over(proc, seconds, "while idle")
        finally:
            proc.kill()
            proc.wait()
    return {"idle_cpu_pct": pct,
            "idle_cpu_real_window": 1 if display is not None else 0}


ATTRACT_AFTER_S = 5  # the shortest operator.toml allows
ATTRACT_SETTLE_S = 8.0  # past the start-up work (cards decoded in the background, the bots' model loaded): the demo under way


def measure_attract(seconds: float = 6.0) -> dict[str, float]:
    """{"attract_cpu_pct": %}: the game started as a café starts it (`--kiosk`, its own operator.toml
    in a scratch home, attract mode after ATTRACT_AFTER_S), its CPU read over `seconds` of the demo."""
    with tempfile.TemporaryDirectory(prefix="oneira-attract-") as scratch, x_display() as display:
        config = Path(scratch) / "config"
        config.mkdir()
        (config / "operator.toml").write_text(f'pin = "2468"\nattract_after_s = {ATTRACT_AFTER_S}\n', encoding="utf-8")
        env = child_env(None, SDL_AUDIODRIVER="dummy", ONEIRA_REPORT_FIRST_FRAME="1", PYGAME_HIDE_SUPPORT_PROMPT="1",
                   ONEIRA_SUPERVISED="1", ONEIRA_DATA_DIR=os.path.join(scratch, "data"), ONEIRA_CONFIG_DIR=str(config))
        if display is not None:
            env["DISPLAY"] = display
            env.pop("SDL_VIDEODRIVER", None)
        else:
            env["SDL_VIDEODRIVER"] = "dummy"
        proc = subprocess.Popen([sys.executable, "-c", "import sys; from game.cli import main; sys.exit(main(['--kiosk']))"],
                                cwd=scratch, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        assert proc.stdout is not None
        try:
            for line in proc.stdout:
                if line.startswith("first_frame_s"):
                    break
            else:
                raise RuntimeError(f"the game did not start (exit status {proc.wait()})")
            time.sleep(ATTRACT_AFTER_S + ATTRACT_SETTLE_S)
            pct = _cpu_pct_over(proc, seconds, "in attract mode")
        finally:
            proc.kill()
            proc.wait()
    return {"attract_cpu_pct": pct}


def run() -> dict[str, float]:
    """Both at once (each counts its own process's CPU; both mostly wait), to keep the bench short."""
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(1) as pool:
        attract = pool.submit(measure_attract)
        return {**measure(), **attract.result()}
