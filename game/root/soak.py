"""`python main.py soak --minutes N (--kiosk | --play [--photos N])`: the real game, headless, for a
long while, to see that memory stays flat and the CPU quiet. Prints one JSON object.
`python main.py soak --start --photos N`: how fast a big user deck lets the game start (below).

--kiosk: kiosk mode with nobody at the table: the title, then attract mode (computer players'
demo games) after 5 s, one demo after another. --play: computer players play every rule set in
turn (PLAY_TABLES, round and round), and a close-up opens now and then; --photos N adds a generated
deck of N large photos (1200 x 1800 JPEG) for the run, decoded for the first time during it (as at
a café's first start). A rule set that ends only when the draw pile runs out (classic) is dealt a
smaller pile for the soak (PILE_TURNS turns' worth, drawn from every enabled deck and the photos),
so that its game ends in minutes rather than after ~150 rounds; the others end at 30 points or
after their rounds, as at a table.

The game is wired as `main.py` wires it (build_app, the pacer's 60 frames a second, kiosk mode,
card pictures decoded in the background after the first frame) under SDL's dummy video driver,
with its data and config folders in a scratch folder (a café's saved game and history are never
touched); the café's own decks and its operator.toml's picture_memory_mb are used.

Figures: peak_rss_mb, start_rss_mb (at the first frame), end_rss_mb, slope_mb_per_min (least
squares over the second half of the run), cpu_pct (of one core, every thread, the whole run),
frames, frames_over_budget (a frame's own work over 1/60 s), frame_p99_ms (a frame's own work, wall
time: on a busy machine it counts the time other processes had the core), frame_cpu_p99_ms (the
main thread's CPU time in a frame: what the frame itself cost), frame_step_p99_ms (wall time of
app.step alone, without sending the picture to the screen: the quantity the bench's frame_p99_ms
times, over every drawn frame of the run instead of one scene's), games_played (games
that reached their final scores), games_started, rulesets_played (the rule sets of those games),
picture_store_mb / picture_store_peak_mb / picture_budget_mb, photos, minutes, mode, and errors
(a crash is reported here and the exit status is 1).

--start --photos N: N generated photos in the user's deck folder of a scratch home; the game is
started once and left until every table-size copy is in the cache folder (first_start_copies_s),
then started again: first_frame_s and first_frame_rss_mb are the second start's, seconds from
starting the process to its first frame and its resident memory then (first_start_frame_s and
first_start_rss_mb: the first start's, copies not made yet).
"""

from __future__ import annotations

import argparse
import heapq
import json
import os
import subprocess
import sys
import tempfile
import time
import traceback
from dataclasses import replace
from pathlib import Path
from typing import Any

from ..persist.saves import flush_saves
from ..pictures import resident_mb
from .children import child_env

FRAME_BUDGET_MS = 1000 / 60
PHOTO_SIZE = (1200, 1800)
ZOOM_EVERY_S = 20.0  # --play: a close-up this often, held ZOOM_HOLD_S
ZOOM_HOLD_S = 1.5
GAME_OVER_HOLD_S = 3.0  # --play: the final scores stay this long before the next game
SLOWEST = 12  # the slowest frames listed, with the screens they drew
SLOW_CPU_MS = 3.0  # frames whose main-thread CPU passes this are counted by screen
PILE_TURNS = 10  # --play: turns a pile-ending rule set's soak pile lasts
PLAY_TABLES = [("classic", 5), ("revised", 5), ("odyssey", 8), ("party2011", 6), ("party2020", 7),
               ("teams2011", 6), ("teams2020", 8)]


def parse(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="main.py soak", description="Run the game headless for a long while and "
                                "print its memory and CPU figures as one JSON object.")
    p.add_argument("--minutes", type=float, help="how long to run (--kiosk, --play)")
    mode = p.add_mutually_exclusive_group(required=True)
    mode.add_argument("--kiosk", action="store_true", help="kiosk attract mode, nobody at the table")
    mode.add_argument("--play", action="store_true", help="computer players play every rule set in turn")
    mode.add_argument("--start", action="store_true", help="start twice with a user deck of --photos N photos")
    p.add_argument("--photos", type=int, default=0, metavar="N", help="with --play or --start: a generated deck of N photos")
    p.add_argument("--sample-s", type=float, default=None, help="seconds between memory samples (default: "
                   "a hundredth of the run, 1-10 s)")
    # test hooks (not for operators): a run in seconds, stop after N finished games, quick computer
    # players and animations, a shorter soak pile
    p.add_argument("--seconds", type=float, default=None, help=argparse.SUPPRESS)
    p.add_argument("--games", type=int, default=0, help=argparse.SUPPRESS)
    p.add_argument("--quick", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--pile-turns", type=int, default=PILE_TURNS, help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.seconds is not None:
        args.minutes = args.seconds / 60
    if args.start:
        if args.photos <= 0:
            p.error("--start needs --photos N (N > 0)")
        return args
    if args.minutes is None or args.minutes <= 0:
        p.error("--minutes N (more than 0) is needed with --kiosk and --play")
    if args.photos < 0 or (args.photos and not args.play):
        p.error("--photos N (N >= 0) goes with --play")
    return args


def cpu_seconds() -> float:
    t = os.times()
    return t.user + t.system


def slope(samples: list[tuple[float, float]]) -> float:
    """MB per minute: the least-squares line through (seconds, MB) samples."""
    if len(samples) < 2:
        return 0.0
    n = len(samples)
    mt = sum(t for t, _ in samples) / n
    mm = sum(m for _, m in samples) / n
    var = sum((t - mt) ** 2 for t, _ in samples)
    if var == 0:
        return 0.0
    return sum((t - mt) * (m - mm) for t, m in samples) / var * 60


def make_photos(folder: str, count: int) -> None:
    """N different large photos (soft random colour fields with a few shapes), as JPEG."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import numpy as np
    import pygame

    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng(2025)
    for i in range(count):
        small = pygame.surfarray.make_surface(rng.integers(0, 256, (8, 12, 3), dtype=np.uint8))
        surf = pygame.transform.smoothscale(small, PHOTO_SIZE)
        for _ in range(6):
            colour = tuple(int(v) for v in rng.integers(0, 256, 3))
            centre = (int(rng.integers(0, PHOTO_SIZE[0])), int(rng.integers(0, PHOTO_SIZE[1])))
            pygame.draw.circle(surf, colour, centre, int(rng.integers(40, 300)))
        pygame.image.save(surf, str(out / f"photo-{i:05d}.jpg"))


def _user_deck_folders() -> list[Path]:
    """The café's own deck folders (read before the data folder is redirected to scratch)."""
    from ..paths import user_decks_dir

    try:
        return sorted(p for p in user_decks_dir().iterdir() if p.is_dir() and not p.name.startswith("."))
    except OSError:
        return []


class Soak:
    def __init__(self, args: argparse.Namespace, scratch: Path) -> None:
        self.args = args
        self.scratch = scratch
        self.samples: list[tuple[float, float]] = []
        self.frame_ms: list[float] = []
        self.frame_cpu_ms: list[float] = []
        self.frame_step_ms: list[float] = []  # app.step alone: what the bench's frame_p99_ms times
        self.slowest: list[tuple[float, float, float, str]] = []  # a heap: (CPU ms, wall ms, s into the run, screens)
        self.slow_screens: dict[str, int] = {}
        self.slow_making = 0  # of those, frames that made a picture (the store had let it go, or a new text)
        self._made = 0
        self.finished_flows: set[int] = set()
        self.started: list[str] = []  # the rule set of every game started, in order
        self.errors: list[str] = []

    def run(self) -> dict:
        args = self.args
        decks = [str(p) for p in _user_deck_folders()]
        if args.photos:
            folder = self.scratch / "photos" / "soak-photos"
            subprocess.run([sys.executable, "-c", "import sys; from game.root.soak import make_photos; "
                            "make_photos(sys.argv[1], int(sys.argv[2]))", str(folder), str(args.photos)],
                           check=True, env=child_env(None, SDL_VIDEODRIVER="dummy"))
            decks.append(str(folder))
        from ..kiosk.config import load_operator

        operator, _ = load_operator(kiosk=args.kiosk)  # the café's own, for picture_memory_mb
        os.environ["ONEIRA_DATA_DIR"] = str(self.scratch / "data")
        os.environ["ONEIRA_CONFIG_DIR"] = str(self.scratch / "config")
        os.environ.pop("ONEIRA_CACHE_DIR", None)
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
        import pygame

        from ..kiosk.runtime import Kiosk
        from ..pictures import MB
        from ..pictures import store as picture_store
        from .launch import Display
        from .wiring import build_app, preload_in_background

        store = picture_store()
        store.set_budget(operator.picture_memory_mb * MB)
        pygame.display.init()
        display = Display(pygame, True)
        settings = {"bot_think_s": 0.05 if args.quick else 0.4, "animation_speed": 3.0 if args.quick else 1.5} \
            if args.play else None
        app = build_app(display.canvas, decks, settings=settings, include_user_decks=False, preload=False,
                        operator=operator if args.kiosk else None, audio=False)
        display.attach(app)
        if args.kiosk:
            kiosk_op = replace(operator, kiosk=True, pin="2468", attract_after_s=5)
            Kiosk(app, kiosk_op)
        from ..app.pacing import Pacer

        step = app.step

        def timed_step(events: list[pygame.event.Event], dt: float, hand_over: bool = True) -> None:
            t0, c0, m0 = time.perf_counter(), time.thread_time(), store.made
            step(events, dt, hand_over)
            self._made = store.made - m0  # pictures made (or remade) by this frame
            self._work = self._step = time.perf_counter() - t0
            self._cpu = time.thread_time() - c0

        def timed_present() -> None:
            t0, c0 = time.perf_counter(), time.thread_time()
            display.present()
            self._work += time.perf_counter() - t0
            self._cpu += time.thread_time() - c0

        app.step = timed_step  # type: ignore[method-assign]
        pacer = Pacer(app, timed_present)
        duration = args.minutes * 60
        sample_every = args.sample_s or min(10.0, max(1.0, duration / 100))
        start = time.monotonic()
        next_sample = start
        cpu0 = cpu_seconds()
        first = True
        start_rss = 0.0
        self.next_game_at: float | None = None
        self.table = 0
        self.zoom_at = ZOOM_EVERY_S
        self.zoom_open: float | None = None
        self.zoom: Any = None  # the close-up this driver opened (closed again after ZOOM_HOLD_S)
        try:
            while app.running:
                self._work = self._cpu = self._step = 0.0
                pacer.frame()
                if app.drew:
                    self.frame_ms.append(self._work * 1000)
                    self.frame_cpu_ms.append(self._cpu * 1000)
                    self.frame_step_ms.append(self._step * 1000)
                    self._note_slow(app, time.monotonic() - start)
                if first:
                    first = False
                    preload_in_background(app)
                    start_rss = resident_mb()
                now = time.monotonic()
                if args.play:
                    self._play(app, now - start)
                self._count_games(app)
                if args.games and len(self.finished_flows) >= args.games:
                    break
                if now >= next_sample:
                    self.samples.append((now - start, resident_mb()))
                    next_sample += sample_every
                if now - start >= duration:
                    break
        except Exception:  # noqa: BLE001 - a crash is the finding: reported, not raised
            self.errors.append(traceback.format_exc(limit=8))
        elapsed = time.monotonic() - start
        cpu = cpu_seconds() - cpu0
        self.samples.append((elapsed, resident_mb()))
        half = [s for s in self.samples if s[0] >= elapsed / 2]
        frames = sorted(self.frame_ms)
        cpu_frames = sorted(self.frame_cpu_ms)
        step_frames = sorted(self.frame_step_ms)
        figures = {
            "mode": "kiosk" if args.kiosk else "play",
            "minutes": round(elapsed / 60, 2),
            "photos": args.photos,
            "peak_rss_mb": round(max(m for _, m in self.samples), 1),
            "start_rss_mb": round(start_rss, 1),
            "end_rss_mb": round(self.samples[-1][1], 1),
            "slope_mb_per_min": round(slope(half), 2),
            "cpu_pct": round(100 * cpu / max(elapsed, 1e-9), 1),
            "frames": len(frames),
            "frames_over_budget": sum(1 for f in frames if f > FRAME_BUDGET_MS),
            "frame_p99_ms": round(frames[int(len(frames) * 0.99)], 2) if frames else 0.0,
            "frame_cpu_p99_ms": round(cpu_frames[int(len(cpu_frames) * 0.99)], 2) if cpu_frames else 0.0,
            "frame_step_p99_ms": round(step_frames[int(len(step_frames) * 0.99)], 2) if step_frames else 0.0,
            "slowest_frames": [f"CPU {cpu:.1f} ms (wall {ms:.1f}) at {t:.0f} s: {where}"
                               for cpu, ms, t, where in sorted(self.slowest, reverse=True)],
            f"frames_over_{SLOW_CPU_MS:g}_ms_cpu_by_screen": dict(sorted(self.slow_screens.items(), key=lambda kv: -kv[1])),
            f"frames_over_{SLOW_CPU_MS:g}_ms_cpu_making_pictures": self.slow_making,
            "games_played": len(self.finished_flows),
            "games_started": len(self.started),
            "rulesets_played": sorted(set(self.started)),
            "picture_store_mb": round(store.used / MB, 1),
            "picture_store_peak_mb": round(store.peak / MB, 1),
            "picture_budget_mb": round(store.budget / MB, 1),
            "errors": self.errors,
        }
        flush_saves(2.0)  # the last move's save is written before the scratch folder goes
        pygame.quit()
        return figures

    def _note_slow(self, app, t: float) -> None:
        """Keep the SLOWEST frames (by the main thread's CPU time: wall time on a shared machine
        counts the others' share), each with the screens on top then, and count the screens of
        every frame over SLOW_CPU_MS: where the slowest 1% comes from."""
        cpu = self._cpu * 1000
        if cpu <= SLOW_CPU_MS:
            return
        where = " > ".join(type(s).__name__ for s in app.stack.scenes[-2:])
        self.slow_screens[where] = self.slow_screens.get(where, 0) + 1
        self.slow_making += self._made > 0
        if len(self.slowest) < SLOWEST or cpu > self.slowest[0][0]:
            heapq.heappush(self.slowest, (cpu, self._work * 1000, t, where))
            if len(self.slowest) > SLOWEST:
                heapq.heappop(self.slowest)

    def _count_games(self, app) -> None:
        flow = app.services.get("flow")
        if flow is not None and flow.finished:
            self.finished_flows.add(id(flow))

    def _play(self, app, t: float) -> None:
        """Computer players only: the next rule set when a game is over; a close-up now and then."""
        from ..app.cards import enabled_decks
        from ..app.place import Place
        from ..table.seats import DEFAULT_NAMES, Seat
        from ..table.step import Stage

        flow = app.services.get("flow")
        top = app.stack.top
        if self.zoom_open is not None:
            if t - self.zoom_open >= ZOOM_HOLD_S:
                if self.zoom is not None and self.zoom is top:  # the close-up it opened is still on top
                    self.zoom.close()
                self.zoom_open, self.zoom = None, None
            return
        at_game_over = flow is not None and flow.finished and app.at(Place.GAME) \
            and flow.session.step.stage is Stage.GAME_OVER
        if flow is None or at_game_over:
            if flow is not None and self.next_game_at is None:
                self.next_game_at = t + GAME_OVER_HOLD_S
            if flow is None or t >= (self.next_game_at or 0):
                ruleset, n = PLAY_TABLES[self.table % len(PLAY_TABLES)]
                self.table += 1
                self.next_game_at = None
                seats = [Seat(DEFAULT_NAMES[i], i, i, ("hard", "normal", "easy")[i % 3]) for i in range(n)]
                decks = soak_pile(enabled_decks(app), ruleset, n, self.args.pile_turns, seed=self.table)
                app.nav.make("start_game", app, seats, ruleset, {}, decks)
                self.started.append(ruleset)
            return
        if t >= self.zoom_at and top is not None and hasattr(top, "zoom_view"):
            self.zoom_at = t + ZOOM_EVERY_S
            view = top.zoom_view()
            if view is not None and view.cards:
                from scenes.zoom import ZoomScene

                self.zoom = ZoomScene(flow.art, view.cards, view.focus, view.labels)
                app.stack.push(self.zoom)
                self.zoom_open = t


def soak_pile(decks: list, ruleset: str, players: int, turns: int, seed: int = 0) -> list:
    """The decks a soak game is dealt from. A rule set that ends only when the draw pile runs out
    gets one deck of `turns` turns' worth of cards, drawn at random from every enabled deck (photos
    too: their pictures are what the soak is about); the others play with every enabled deck."""
    import random

    from ..deck.library import Deck
    from ..engine.rulesets import END_PILE, RULESETS

    rules = RULESETS[ruleset]
    if rules.end != END_PILE:
        return decks
    cards = [c for d in decks for c in d.cards]
    size = rules.cards_needed(players) + rules.cards_per_turn(players) * max(0, turns - 1)
    if size >= len(cards):
        return decks
    picked = random.Random(seed).sample(cards, size)
    return [Deck("soak-pile", "soak pile", decks[0].path, cards=picked, fit=decks[0].fit, back=decks[0].back)]


def _start(scratch: Path, wait_for_copies: int = 0, timeout: float = 600) -> dict[str, float]:
    """Start the game (as main.py does, in the scratch home) and read its first frame; with
    `wait_for_copies`, leave it running until that many copies are in the cache folder."""
    env = child_env(None, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               ONEIRA_REPORT_FIRST_FRAME="1" if wait_for_copies else "exit", ONEIRA_REPORT_FIRST_FRAME_RSS="1",
               ONEIRA_DATA_DIR=str(scratch / "data"), ONEIRA_CONFIG_DIR=str(scratch / "config"))
    env.pop("ONEIRA_CACHE_DIR", None)
    started = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", "import sys; from game.cli import main; sys.exit(main(['--windowed']))"],
                            cwd=scratch, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    out: dict[str, float] = {}
    assert proc.stdout is not None
    try:
        for line in proc.stdout:
            if line.startswith("first_frame_s"):
                out["first_frame_s"] = round(time.perf_counter() - started, 3)
                rss = proc.stdout.readline()
                if rss.startswith("first_frame_rss_mb"):
                    out["first_frame_rss_mb"] = float(rss.split()[1])
                break
        if "first_frame_s" not in out:
            raise RuntimeError(f"the game did not report its first frame (exit status {proc.wait()})")
        if wait_for_copies:
            cache = scratch / "data" / "cache"
            while sum(1 for _ in cache.rglob("*.jpg")) < wait_for_copies:
                if proc.poll() is not None or time.perf_counter() - started > timeout:
                    raise RuntimeError("the copies were not all made")
                time.sleep(0.5)
            out["copies_s"] = round(time.perf_counter() - started, 1)
        else:
            proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    return out


def start_figures(photos: int, scratch: Path) -> dict:
    folder = scratch / "data" / "decks" / "family"
    make_photos(str(folder), photos)
    first = _start(scratch, wait_for_copies=photos)
    second = _start(scratch)
    return {"mode": "start", "photos": photos, "first_frame_s": second["first_frame_s"],
            "first_frame_rss_mb": second.get("first_frame_rss_mb", 0.0),
            "first_start_frame_s": first["first_frame_s"], "first_start_rss_mb": first.get("first_frame_rss_mb", 0.0),
            "first_start_copies_s": first["copies_s"], "errors": []}


def main(argv: list[str]) -> int:
    args = parse(argv)
    with tempfile.TemporaryDirectory(prefix="oneira-soak-") as scratch:
        if args.start:
            figures = start_figures(args.photos, Path(scratch))
        else:
            figures = Soak(args, Path(scratch)).run()
    print(json.dumps(figures))
    return 1 if figures["errors"] else 0
