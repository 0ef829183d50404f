"""Bench figures of the table: frame times of the heaviest scene, time to first frame, peak memory.

The heaviest scene: 12 players, the results of an odyssey turn (12 cards, two votes each flying
in as tokens, points popping, every rabbit hopping), at logical 1080p, headless. It runs in a
child process so its peak RSS is the game's own, not the bench runner's.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time

FRAMES = 600


def _child() -> None:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    import resource

    import pygame

    from game.app.cards import enabled_decks
    from game.bots import decide
    from game.table.seats import Seat
    from scenes.launchers import start_game
    from scenes.results import ResultsScene

    from .wiring import build_app

    pygame.display.init()
    screen = pygame.display.set_mode((1920, 1080))
    app = build_app(screen, include_user_decks=False, settings={"bot_think_s": 0.0}, persist=False)
    seats = [Seat(f"Player {i + 1}", i, i, "normal") for i in range(12)]
    flow = start_game(app, seats, "odyssey", {}, enabled_decks(app), first_storyteller=0, seed=99)
    session = flow.session
    # give every rabbit a different score so they all hop, then play a turn to get its record
    while len(session.state.history) < 3:
        step = session.next_step()
        session.act(decide(session.view(step.seat), "normal", seed=len(session.actions), tags=flow.tags))
    record = session.state.history[-1]
    times: list[float] = []
    dt = 1 / 60
    while len(times) < FRAMES:
        flow.track.shown = [s - d for s, d in zip(record.scores, record.deltas, strict=True)]
        app.stack.clear()
        app.stack.push(ResultsScene(flow, record))
        for _ in range(150):  # tokens fly, the answer shows, points pop, rabbits hop
            t0 = time.perf_counter()
            app.step([], dt)
            times.append((time.perf_counter() - t0) * 1000)
    times.sort()
    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(json.dumps({"frame_p50_ms": round(times[len(times) // 2], 2),
                      "frame_p99_ms": round(times[int(len(times) * 0.99)], 2),
                      "peak_rss_mb": round(peak_kb / 1024, 1)}))


def _first_frame(scratch: str) -> float:
    """Seconds from starting the game to its first frame (the child says when, then exits).

    The child starts through game.cli, so this works from an installed copy too; its data and
    configuration folders are a scratch folder, so a café's operator.toml (kiosk mode) or saved
    game cannot change what is measured."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ONEIRA_REPORT_FIRST_FRAME="exit",
               ONEIRA_DATA_DIR=os.path.join(scratch, "data"), ONEIRA_CONFIG_DIR=os.path.join(scratch, "config"),
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", "import sys; from game.cli import main; sys.exit(main([]))"],
                            cwd=scratch, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    elapsed = None
    for line in proc.stdout:
        if line.startswith("first_frame_s"):
            elapsed = time.perf_counter() - start
            break
    proc.wait(timeout=30)
    if elapsed is None:
        raise RuntimeError(f"the game did not report its first frame (exit status {proc.returncode})")
    return elapsed


def run() -> dict[str, float]:
    with tempfile.TemporaryDirectory(prefix="oneira-bench-") as scratch:
        out = subprocess.run([sys.executable, "-c", "from game.root.bench import _child; _child()"], cwd=scratch,
                             capture_output=True, text=True, timeout=120,
                             env=dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1"))
        if out.returncode != 0:
            raise RuntimeError(out.stderr[-2000:])
        figures = json.loads(out.stdout.strip().splitlines()[-1])
        firsts = sorted(_first_frame(scratch) for _ in range(3))
    figures["first_frame_s"] = round(firsts[1], 3)
    return figures
