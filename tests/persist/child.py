"""A bot game that autosaves every action, run in a subprocess so the tests can SIGKILL it."""

from __future__ import annotations

import sys
import time
from pathlib import Path

from game.bots import decide
from game.bots.simulate import builtin_tags
from game.engine.config import GameConfig
from game.persist.saves import Autosaver
from game.table.seats import Seat
from game.table.session import Session

LEVELS = ("hard", "normal", "easy")


def new_session(ruleset: str, n: int, seed: str) -> Session:
    tags = builtin_tags()
    seats = [Seat(f"P{i}", i, i, LEVELS[i % 3]) for i in range(n)]
    return Session(GameConfig(ruleset, tuple(s.name for s in seats), tuple(tags)), seed, seats)


def finish(session: Session, pause: float = 0.0, saver: Autosaver | None = None) -> Session:
    """Play on with bots; each decision is seeded by the number of actions so far, so a resumed
    game makes exactly the choices the uninterrupted one would have made."""
    tags = builtin_tags()
    while session.state.phase != "over":
        step = session.next_step()
        seat = session.seats[step.seat]
        session.act(decide(session.view(step.seat), seat.bot, seed=f"{session.seed}:{len(session.actions)}",
                           tags=tags))
        if pause:
            time.sleep(pause)
    return session


def main() -> None:
    ruleset, n, seed, folder = sys.argv[1], int(sys.argv[2]), sys.argv[3], Path(sys.argv[4])
    saver = Autosaver(folder)
    session = new_session(ruleset, n, seed)
    session.listeners.append(saver)
    saver.save(session)
    print("started", flush=True)
    finish(session, pause=0.005)
    print("finished", flush=True)


if __name__ == "__main__":
    main()
