"""Kiosk supervision: the game runs as a child process; if it crashes or is killed, it is
restarted into the saved game within a couple of seconds. Only the operator's "Exit the game"
(exit status 0) or a stop request ends it. Crashes are logged with their traceback in a rotating log.

A stop request is SIGTERM, SIGINT or SIGHUP, sent to the supervisor (forwarded to the game,
which saves and exits; it is not restarted) or to the game itself (it exits by that signal, and
the supervisor, seeing that, stops too). Whatever happens, nothing is left running after
stopping.GRACE_S + a little: the game is killed if it has not gone by then. If the supervisor
itself is killed outright, the game gets SIGTERM from the kernel (see game/stopping.py).
"""

from __future__ import annotations

import logging
import logging.handlers
import os
import signal
import subprocess
import sys
import time
import traceback
from pathlib import Path

from ..paths import user_data_dir
from ..stopping import GRACE_S, STOP_SIGNALS, SUPERVISOR_ENV, stopped_by_signal

RESTART_DELAY_S = 1.0
POLL_S = 0.05


def log_path() -> Path:
    return user_data_dir() / "logs" / "oneira.log"


def logger() -> logging.Logger:
    log = logging.getLogger("oneira.kiosk")
    if not log.handlers:
        try:
            path = log_path()
            path.parent.mkdir(parents=True, exist_ok=True)
            handler: logging.Handler = logging.handlers.RotatingFileHandler(path, maxBytes=512_000, backupCount=5,
                                                                            encoding="utf-8")
        except OSError:  # an unwritable data folder: the log goes to stderr instead
            handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
        log.addHandler(handler)
        log.setLevel(logging.INFO)
    return log


def log_crash() -> None:
    logger().error("unexpected error, restarting into the saved game\n%s", traceback.format_exc())


class _Stop:
    signum: int | None = None

    def __call__(self, signum: int, frame: object) -> None:
        if self.signum is None:
            self.signum = signum


def _run_once(cmd: list[str], env: dict[str, str], stop: _Stop) -> int:
    """Run the game until it exits; a stop request is forwarded, then enforced after GRACE_S."""
    child = subprocess.Popen(cmd, env=env)
    forwarded_at: float | None = None
    while True:
        try:
            return child.wait(timeout=POLL_S)
        except subprocess.TimeoutExpired:
            pass
        if stop.signum is not None:
            if forwarded_at is None:
                forwarded_at = time.monotonic()
                try:
                    child.send_signal(stop.signum)
                except OSError:
                    pass
            elif time.monotonic() - forwarded_at > GRACE_S:
                child.kill()  # it had its chance to save; nothing may be left behind


def _pause(seconds: float, stop: _Stop) -> None:
    end = time.monotonic() + seconds
    while stop.signum is None and time.monotonic() < end:
        time.sleep(POLL_S)


def supervise(argv: list[str], max_restarts: int | None = None) -> int:
    main_py = Path(__file__).resolve().parents[2] / "main.py"
    restarts = 0
    env = dict(os.environ, ONEIRA_SUPERVISED="1", **{SUPERVISOR_ENV: str(os.getpid())})
    log = logger()
    stop = _Stop()
    for sig in STOP_SIGNALS:
        signal.signal(sig, stop)
    code = 0
    while stop.signum is None:
        started = time.monotonic()
        code = _run_once([sys.executable, str(main_py), *argv], env, stop)
        if stop.signum is None and stopped_by_signal(code):
            stop.signum = -code if code < 0 else code - 128  # the game itself was asked to stop
        if stop.signum is not None:
            break
        if code == 0:
            log.info("the operator closed the game")
            return 0
        restarts += 1
        log.warning("the game stopped (exit status %s after %.0f s); restart %d", code, time.monotonic() - started,
                    restarts)
        if max_restarts is not None and restarts > max_restarts:
            return code
        env["ONEIRA_RESTARTED"] = "1"
        _pause(RESTART_DELAY_S, stop)
    log.info("stopped by %s (game exit status %s); not restarted", signal.Signals(stop.signum).name, code)
    for handler in log.handlers:
        handler.flush()
    sys.stdout.flush()
    sys.stderr.flush()
    signal.signal(stop.signum, signal.SIG_DFL)
    os.kill(os.getpid(), stop.signum)  # end the way we were asked to: by that signal
    return 128 + stop.signum
