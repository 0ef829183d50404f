"""Bench figures of the table: frame times of the heaviest scene, time to first frame, peak memory,
and the frame times while 12 phones play.

peak_rss_mb: the child's peak resident memory after those frames and after drawing every card of
every enabled deck at every table size and as a close-up (the picture store's budget holds it).

The heaviest scene: 12 players, the results of an odyssey turn (12 cards, two votes each flying
in as tokens, points popping, every rabbit hopping), at logical 1080p, headless. It runs in a
child process so its peak RSS is the game's own, not the bench runner's.

phone_frame_p99_ms: the TV's frame time (p99) while 12 phones play a 12-player odyssey game: real
WebSocket clients on 127.0.0.1 in a process of their own (phones are other devices: their work is
not the TV's), joining from the setup screen, then choosing at the same time as the TV draws the
waiting table, the reveal and the results; the phone server builds and sends each phone's view in
its own thread of the game's process after every move. Frames are paced at 60 a second,
as in play, and only the frame's own work is timed. Its own child process, so the figures above
are not changed by it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time

from .children import child_env

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
            app.step([], dt, hand_over=False)
            times.append((time.perf_counter() - t0) * 1000)
            app.hand_over()  # as the real loop does once the frame is shown (game/app/pacing.py)
    times.sort()
    _draw_whole_decks(app, flow.art, screen)
    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(json.dumps({"frame_p50_ms": round(times[len(times) // 2], 2),
                      "frame_p99_ms": round(times[int(len(times) * 0.99)], 2),
                      "peak_rss_mb": round(peak_kb / 1024, 1)}))


def _draw_whole_decks(app, art, screen) -> None:
    """Every card of every enabled deck at every table size, then large (the close-up overlay), a
    frame at a time: peak_rss_mb is the most the game can hold whatever is drawn, not one scene's."""
    from game.app.cards import enabled_decks
    from game.pictures import store
    from scenes.sizes import table_heights
    from scenes.zoom import ZoomScene

    cards = [c.id for d in enabled_decks(app) for c in d.cards]
    for height in table_heights():
        for n, card in enumerate(cards):
            art.draw(screen, card, (960, 540), height)
            if n % 6 == 5:
                store().next_frame()
    zoom = ZoomScene(art, cards)
    for _ in cards:
        zoom.draw(screen)
        zoom.move(1)
        store().next_frame()


PHONE_SECONDS = 18.0  # the deal, then about one round: the waiting table, the reveal, the results
PHONE_THINK = 3.0  # seconds a phone takes to choose, +-50% (people take longer; the round stays short)
PHONES = 12
AUDIENCE = 200  # audience phones for audience_phone_frame_p99_ms (docs/phones.md, The audience)
AUDIENCE_SECONDS = 8.0


def _phone_child() -> None:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    import pygame

    from .wiring import build_app

    pygame.display.init()
    screen = pygame.display.set_mode((1920, 1080))
    app = build_app(screen, include_user_decks=False, persist=False,
                    settings={"bot_think_s": 0.0, "phone_host": "127.0.0.1", "phone_port": 0, "phone_away_s": 300,
                              "how_to_play_offered": True})  # the table of phones starts at once
    dt = 1 / 60
    times: list[float] = []

    def frames(until, limit: float, measure: bool = False) -> None:
        """Frames at 60 a second (the phones' thread runs between them, as in play) until `until()`."""
        end = time.perf_counter() + limit
        next_at = time.perf_counter()
        while not until():
            if time.perf_counter() > end:
                flow = app.services.get("flow")
                raise RuntimeError(f"phone frames: stuck at {flow.session.step if flow else app.place}")
            t0 = time.perf_counter()
            app.step([], dt, hand_over=False)
            if measure:
                times.append((time.perf_counter() - t0) * 1000)
            app.hand_over()  # as the real loop does once the frame is shown (game/app/pacing.py)
            next_at += dt
            time.sleep(max(0.0, next_at - time.perf_counter()))

    setup = app.nav.push("setup")
    app.nav.push("phones")
    link = app.services["phones"]
    phones = subprocess.Popen([sys.executable, "-c", "from game.root.bench import _phones; _phones()",
                               link.hub.plain_url, link.hub.room], stdin=subprocess.PIPE)
    assert phones.stdin is not None  # stdin=PIPE
    try:
        frames(lambda: sum(s.phone for s in setup.seats) == PHONES, 20)
        setup.seats[:] = [s for s in setup.seats if s.phone]
        setup.ruleset = "odyssey"
        setup.first = 0
        setup.rebuild()
        app.stack.pop()  # the join screen
        setup.start()
        start = time.perf_counter()
        frames(lambda: time.perf_counter() - start > PHONE_SECONDS, PHONE_SECONDS + 5, measure=True)
        if link.hub.phone_count() != PHONES or len(app.services["flow"].session.actions) < PHONES:
            raise RuntimeError("phone frames: the phones did not play")
        figures = {"phone_frame_p99_ms": round(sorted(times)[int(len(times) * 0.99)], 2)}
        # the same table, now with the room watching: 200 audience phones (one process of their own)
        # join, then the frames are timed again while the audience follows and guesses
        link.hub.guard.max_connections = AUDIENCE + 16  # on loopback the 200 phones share one address
        watchers = subprocess.Popen([sys.executable, "-c", "from game.root.bench import _watchers; _watchers()",
                                     link.hub.plain_url, link.hub.room], stdin=subprocess.PIPE)
        try:
            frames(lambda: link.hub.watching() >= AUDIENCE, 30)
            times.clear()
            start = time.perf_counter()
            frames(lambda: time.perf_counter() - start > AUDIENCE_SECONDS, AUDIENCE_SECONDS + 5, measure=True)
            guesses = len(link.audience.guess_ms)
        finally:
            assert watchers.stdin is not None  # stdin=PIPE
            watchers.stdin.close()
            watchers.wait(10)
        if guesses == 0:
            raise RuntimeError("phone frames: the audience did not guess")
        figures["audience_phone_frame_p99_ms"] = round(sorted(times)[int(len(times) * 0.99)], 2)
    finally:
        phones.stdin.close()  # the phones' process ends when its input does
        phones.wait(10)
        link.stop()
    print(json.dumps(figures))


def _as_phones() -> None:
    """Stand-in phones yield the processor to the TV: real phones think on their own processors, so
    on this machine's few cores they must not take the TV's turn (the frames measure the TV)."""
    try:
        os.nice(10)
    except OSError:  # not allowed here: they run as they are
        pass


def _phones() -> None:
    """The 12 phones of phone_frame_p99_ms, in their own process: they play until stdin closes."""
    from game.phones.loopback import Phones

    url, room = sys.argv[1:3]
    _as_phones()
    phones = Phones(url, room, think=PHONE_THINK)
    for i in range(PHONES):
        phones.add(f"Phone {i + 1}", i)
    sys.stdin.read()
    phones.close()


def _watchers() -> None:
    """The 200 audience phones of audience_phone_frame_p99_ms, in their own process, until stdin closes."""
    from game.phones.loopback import Phones

    url, room = sys.argv[1:3]
    _as_phones()
    phones = Phones(url, room, think=PHONE_THINK)
    for i in range(AUDIENCE):
        phones.watch(f"Fan {i + 1}")
    sys.stdin.read()
    phones.close()


def _run_child(function: str, scratch: str) -> dict[str, float]:
    out = subprocess.run([sys.executable, "-c", f"from game.root.bench import {function}; {function}()"], cwd=scratch,
                         capture_output=True, text=True, timeout=120, env=child_env(None, PYGAME_HIDE_SUPPORT_PROMPT="1"))
    if out.returncode != 0:
        raise RuntimeError(out.stderr[-2000:])
    return json.loads(out.stdout.strip().splitlines()[-1])


def _first_frame(scratch: str) -> float:
    """Seconds from starting the game to its first frame (the child says when, then exits).

    The child starts through game.cli, so this works from an installed copy too; its data and
    configuration folders are a scratch folder, so a café's operator.toml (kiosk mode) or saved
    game cannot change what is measured."""
    env = child_env(None, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ONEIRA_REPORT_FIRST_FRAME="exit",
               ONEIRA_DATA_DIR=os.path.join(scratch, "data"), ONEIRA_CONFIG_DIR=os.path.join(scratch, "config"),
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", "import sys; from game.cli import main; sys.exit(main([]))"],
                            cwd=scratch, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    elapsed = None
    assert proc.stdout is not None  # stdout=PIPE
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
        figures = _run_child("_child", scratch)
        figures.update(_run_child("_phone_child", scratch))
        firsts = sorted(_first_frame(scratch) for _ in range(3))
    figures["first_frame_s"] = round(firsts[1], 3)
    return figures
