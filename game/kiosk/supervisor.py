"""Kiosk supervision: the game runs as a child process; if it crashes or is killed, it is
restarted into the saved game within a couple of seconds. Only the operator's "Exit the game"
(exit status 0) ends it. Crashes are logged with their traceback in a rotating log.
"""

from __future__ import annotations

import logging
import logging.handlers
import os
import subprocess
import sys
import time
import traceback
from pathlib import Path

from ..paths import user_data_dir

RESTART_DELAY_S = 1.0


def log_path() -> Path:
    return user_data_dir() / "logs" / "oneira.log"


def logger() -> logging.Logger:
    log = logging.getLogger("oneira.kiosk")
    if not log.handlers:
        path = log_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(path, maxBytes=512_000, backupCount=5, encoding="utf-8")
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
        log.addHandler(handler)
        log.setLevel(logging.INFO)
    return log


def log_crash() -> None:
    logger().error("unexpected error, restarting into the saved game\n%s", traceback.format_exc())


def supervise(argv: list[str], max_restarts: int | None = None) -> int:
    main_py = Path(__file__).resolve().parents[2] / "main.py"
    restarts = 0
    env = dict(os.environ, ONEIRA_SUPERVISED="1")
    log = logger()
    while True:
        started = time.monotonic()
        code = subprocess.call([sys.executable, str(main_py), *argv], env=env)
        if code == 0:
            log.info("the operator closed the game")
            return 0
        restarts += 1
        log.warning("the game stopped (exit status %s after %.0f s); restart %d", code, time.monotonic() - started,
                    restarts)
        if max_restarts is not None and restarts > max_restarts:
            return code
        env["ONEIRA_RESTARTED"] = "1"
        time.sleep(RESTART_DELAY_S)
