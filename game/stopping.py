"""Stopping on request: SIGTERM, SIGINT and SIGHUP end the game quietly, after it has saved.

- Before the main loop runs, a stop signal raises `Stopped` at once: there is no game to save
  yet, and a blocking call (a slow disk, a pipe) is interrupted instead of hanging the start.
- Once the loop runs (`defer()`), a signal only sets `requested`; the loop ends after the
  current frame, so no autosave is cut in half (the game then waits for its save writer:
  every accepted move is on disk).
  A watchdog ends the process GRACE_S later whatever happens, so a stop never takes longer.
- The process then dies by the same signal (`exit_by_signal`), so a shell, systemd and the
  kiosk supervisor all see "stopped on request" rather than a crash, and nobody restarts it.
- A game started by the kiosk supervisor keeps a lifeline to it: on Linux the kernel sends it
  SIGTERM when the supervisor dies (even by SIGKILL); elsewhere the loop notices the orphaning.

Standard library only: used by the game's launcher and by the supervisor alike.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
from collections.abc import Callable

STOP_SIGNALS: tuple[int, ...] = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGINT", "SIGHUP")
                                      if hasattr(signal, name))
GRACE_S = 1.5  # a requested stop ends the process within this, saved or not (README: 2 s)
SUPERVISOR_ENV = "ONEIRA_SUPERVISOR_PID"  # set by the kiosk supervisor for the game it starts


class Stopped(BaseException):  # noqa: N818 - not an error: a request. BaseException, so no loader's
    """A stop signal arrived before the game loop ran."""  # `except Exception` swallows it.

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


def stopped_by_signal(returncode: int) -> bool:
    """Whether a child's exit status means "stopped by SIGTERM/SIGINT/SIGHUP" (not a crash)."""
    return -returncode in STOP_SIGNALS or returncode - 128 in STOP_SIGNALS


class Stopper:
    def __init__(self) -> None:
        self.signum: int | None = None
        self.deferred = False
        self._supervisor = _supervisor_pid()

    @property
    def requested(self) -> bool:
        return self.signum is not None

    def install(self) -> Stopper:
        # SDL must not turn these signals into a window-close event (a kiosk refuses those).
        os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")
        for sig in STOP_SIGNALS:
            signal.signal(sig, self._on_signal)
        if self._supervisor is not None:
            _die_with_parent()
            if os.getppid() != self._supervisor:  # it died before the lifeline was in place
                self._on_signal(signal.SIGTERM, None)
        return self

    def defer(self) -> None:
        """From now on a signal asks the loop to stop instead of interrupting whatever runs."""
        self.deferred = True

    def request(self, signum: int) -> None:
        if self.signum is None:
            self.signum = signum
            timer = threading.Timer(GRACE_S, _die_now, args=(signum,))
            timer.daemon = True
            timer.start()

    def _on_signal(self, signum: int, frame: object) -> None:
        self.request(signum)
        if not self.deferred:
            raise Stopped(signum)

    def check_parent(self) -> None:
        """Called every frame: a supervised game whose supervisor has gone stops too."""
        if self._supervisor is not None and self.signum is None and os.getppid() != self._supervisor:
            self.request(signal.SIGTERM)

    def exit_by_signal(self) -> None:
        """Die by the signal that asked us to stop (its default action), after our clean-up."""
        signum = self.signum or signal.SIGTERM
        sys.stdout.flush()
        sys.stderr.flush()
        signal.signal(signum, signal.SIG_DFL)
        os.kill(os.getpid(), signum)
        os._exit(128 + signum)  # not reached where the default action terminates


def run_until_stopped(start: Callable[[Stopper], int]) -> int:
    """Install the handlers, run `start(stopper)`; after a stop request, exit by that signal."""
    stopper = Stopper().install()
    try:
        code = start(stopper)
    except Stopped:
        code = 1
    if stopper.requested:
        stopper.exit_by_signal()
    return code


def _die_now(signum: int) -> None:
    """The watchdog: the loop did not end in time, so the process ends here, by `signum` as well
    (a service manager then still sees a clean stop, not a failure to restart)."""
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.signal.restype = ctypes.c_void_p
        libc.signal(signum, ctypes.c_void_p(0))  # SIG_DFL, from this thread (Python only allows the main one)
        os.kill(os.getpid(), signum)
    except (OSError, AttributeError):
        pass
    os._exit(128 + signum)


def _supervisor_pid() -> int | None:
    raw = os.environ.get(SUPERVISOR_ENV, "")
    return int(raw) if raw.isdigit() else None


def _die_with_parent() -> None:
    """Linux: have the kernel send us SIGTERM when the supervisor dies, even by SIGKILL."""
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        pr_set_pdeathsig = 1
        libc.prctl(pr_set_pdeathsig, signal.SIGTERM, 0, 0, 0)
    except (OSError, AttributeError):
        pass  # the per-frame check_parent() still notices
