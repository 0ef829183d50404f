"""`python main.py [--fullscreen] [--deck PATH] [--screenshots DIR] [--kiosk] [--lang fr|en] [--where]`."""

from __future__ import annotations

import argparse
import os
import sys
import time

import pygame

from scenes.phonelink import PhoneLink

from ..app.pacing import Pacer
from ..i18n import LANGUAGES
from ..kiosk.config import Operator, load_operator, operator_path
from ..kiosk.runtime import Kiosk
from ..kiosk.supervisor import log_crash, logger, supervise
from ..paths import user_config_dir, user_data_dir
from ..persist.saves import Autosaver, flush_saves
from ..persist.settings import load_settings
from ..pictures import MB, resident_mb
from ..pictures import store as picture_store
from ..program import prog
from ..stopping import Stopper, run_until_stopped
from .wiring import build_app, preload_in_background

START = time.perf_counter()


def parse(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog=prog(), description="Oneira: a party game of dreamlike pictures.")
    p.add_argument("--fullscreen", action="store_true", help="start fullscreen (F11 toggles)")
    p.add_argument("--windowed", action="store_true", help="start in a window even if the settings say fullscreen")
    p.add_argument("--deck", action="append", default=[], metavar="PATH", help="an extra deck folder (repeatable)")
    p.add_argument("--screenshots", metavar="DIR", help="play a scripted game and save one PNG per scene")
    p.add_argument("--kiosk", action="store_true", help="café mode: fullscreen, players cannot quit")
    p.add_argument("--where", action="store_true", help="print where settings, saves and the operator config live")
    p.add_argument("--lang", choices=sorted(LANGUAGES), help="the language to play in (default: the one chosen in "
                   "Settings, else the system's); with --screenshots, the language of the pictures (default en)")
    return p.parse_args(argv)


def main(argv: list[str], stopper: Stopper | None = None) -> int:
    """`stopper`: the stop-signal handlers, installed by the caller before pygame was imported."""
    if stopper is None:
        return run_until_stopped(lambda s: main(argv, s))
    args = parse(argv)
    if args.where:
        print(f"operator config (kiosk): {operator_path()}")
        print(f"settings: {user_config_dir() / 'settings.json'}")
        print(f"saves, history, logs and your decks: {user_data_dir()}")
        print(f"saved game: {_saved_game()}")
        return 0
    if args.screenshots:
        from .screenshots import tour  # lazily: the tour is not part of starting the game

        return tour(args.screenshots, args.deck, language=args.lang or "en", welcome_in=("en", "fr"))
    operator, problems = load_operator(kiosk=args.kiosk)
    kiosk = args.kiosk or operator.kiosk
    if kiosk and not os.environ.get("ONEIRA_SUPERVISED"):
        return supervise(argv)  # the game it starts reports the problems
    for p in problems:
        print(p, file=sys.stderr)
    picture_store().set_budget(operator.picture_memory_mb * MB)
    # The language: --lang, else the operator's (even outside kiosk mode), else the player's setting
    # or the system's (decided in build_app, which reads the settings).
    language = args.lang or operator.language or None
    return play(args, operator if kiosk else None, problems, stopper, language)


def _saved_game() -> str:
    """What Continue on the title screen would offer, or why it offers nothing."""
    loaded = Autosaver().load()
    if loaded.session is not None:
        st = loaded.session.state
        return f"{st.rules.title}, turn {st.turn + 1}, {', '.join(st.config.players)}"
    return " ".join(["none.", *loaded.problems]) if loaded.problems else "none"


def play(args: argparse.Namespace, operator: Operator | None, problems: list[str], stopper: Stopper | None = None,
         language: str | None = None) -> int:
    os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "linear")  # smooth scaling for non-2x TVs
    try:
        pygame.display.init()
        pygame.display.set_caption("Oneira")
        settings, setting_problems = load_settings()
        for p in setting_problems:
            print(p, file=sys.stderr)
        full = (args.fullscreen or settings.fullscreen or operator is not None) and not args.windowed
        display = Display(pygame, full)
    except pygame.error as e:
        print(f"Oneira needs a screen to play on, and none was found ({e}).", file=sys.stderr)
        return 1
    pygame.key.set_repeat(350, 80)
    pygame.key.start_text_input()
    # Cards decode in the background after the first frame: the title is up at once.
    app = build_app(display.canvas, args.deck, settings=settings, preload=False, operator=operator, audio=False,
                    language=language)
    app.services["notices"].extend(problems + setting_problems)
    display.attach(app)
    if operator is not None:
        app.services["operator_problems"] = list(problems)  # shown in the operator menu
        for p in problems + setting_problems:  # the café's log: nobody reads a kiosk's stderr
            logger().warning(p)
        Kiosk(app, operator)
        # A marker that only a clean exit removes: if it is still there, the last run died
        # (crash, kill, power cut) and we go straight back into the saved game - whether our own
        # supervisor or systemd restarted us.
        marker = user_data_dir() / "kiosk.running"
        if os.environ.get("ONEIRA_RESTARTED") or marker.exists():
            _resume_after_crash(app)
        if operator.phones is True:
            # `phones = true`: the café serves phones from the start, so "Add phones" opens at
            # once and phones that knew this table find it again after a restart
            link = PhoneLink.ensure(app)
            if link is not None:
                logger().info("phones: the page is at %s", link.hub.plain_url)
        try:
            marker.parent.mkdir(parents=True, exist_ok=True)
            marker.touch()
        except OSError as e:
            logger().warning("the data folder is not writable (%s): saves will fail too", e)
    # 60 frames a second while something moves, asleep on the event queue when nothing does
    pacer = Pacer(app, display.present, interrupt=lambda: stopper is not None and stopper.requested)
    first = True
    if stopper is not None:
        stopper.defer()  # a stop signal now ends the loop after this frame: no save is cut short
    try:
        while app.running and not (stopper is not None and stopper.requested):
            if stopper is not None:
                stopper.check_parent()
            pacer.frame()
            if first:
                first = False
                preload_in_background(app)
                _fault_injection()
                if os.environ.get("ONEIRA_REPORT_FIRST_FRAME"):
                    print(f"first_frame_s {time.perf_counter() - START:.3f}", flush=True)
                    if os.environ.get("ONEIRA_REPORT_FIRST_FRAME_RSS"):  # soak --start
                        print(f"first_frame_rss_mb {resident_mb():.1f}", flush=True)
                    if os.environ.get("ONEIRA_REPORT_FIRST_FRAME") == "exit":
                        break
    except Exception:
        if operator is None:
            raise
        log_crash()
        return 70  # the supervisor restarts us into the saved game (written by then: flushed at exit)
    flush_saves(1.0)  # the last move's save is on disk before we go (the writer takes a few ms)
    images = app.services.get("images")
    if images is not None:
        images.stopping.set()  # the preload thread makes nothing more once pygame is going
        preload = app.services.get("preload")
        if preload is not None:
            preload.join(2.0)  # the picture it is decoding, at most: then pygame can go
    pygame.quit()
    if operator is not None:
        try:
            (user_data_dir() / "kiosk.running").unlink(missing_ok=True)
        except OSError:
            pass
    return app.exit_code


def _resume_after_crash(app) -> None:
    saver = app.services.get("autosaver")
    loaded = saver.load() if saver else None
    if loaded is not None and loaded.session is not None:
        app.nav.make("resume_game", app, loaded.session)



def _fault_injection() -> None:
    """Test hook for kiosk supervision: ONEIRA_CRASH_ONCE=<file> crashes once, then never again."""
    marker = os.environ.get("ONEIRA_CRASH_ONCE")
    if marker and not os.path.exists(marker):
        open(marker, "w").close()
        raise RuntimeError("injected crash (ONEIRA_CRASH_ONCE)")


class Display:
    """The window. On a 1080p screen (most TVs, Xvfb) the window is the logical 1080p canvas itself,
    pixel for pixel, and only the parts of a frame that changed are sent (app.dirty): on a PC
    without a graphics card a whole frame costs 10-15 ms through SDL's scaling renderer, a changed
    card's worth well under one. On a larger screen (4K) SDL scales the canvas itself (SCALED).
    In a window on a smaller desktop, SCALED would clip, so the canvas is drawn off-screen and
    smooth-scaled into a window that fits; the mouse is mapped back to logical pixels."""

    def __init__(self, pygame, fullscreen: bool) -> None:
        self.pg = pygame
        self.fullscreen = fullscreen
        self.app = None
        self.window: pygame.Surface | None = None
        self._open()

    def _open(self) -> None:
        pg = self.pg
        try:
            desk_w, desk_h = pg.display.get_desktop_sizes()[0]
        except (IndexError, pg.error):
            desk_w, desk_h = 1920, 1080
        headless = pg.display.get_driver() == "dummy"
        self.native = (desk_w, desk_h) == (1920, 1080) or headless
        if headless:
            # no screen at all (soak, tests): the canvas itself, and only the changed rectangles
            # "sent", as on a 1080p TV; SCALED would put a software renderer behind it that redraws
            # the whole canvas every frame, a cost no real screen has
            self.window = None
            self.canvas = pg.display.set_mode((1920, 1080))
            self.scale = 1.0
        elif self.native:
            # No renderer between the canvas and the screen: SDL's own window framebuffer (shared
            # memory on X11), which sends just the rectangles asked for. SDL would otherwise put a
            # texture renderer behind it (software GL on a PC without a graphics card), which
            # redraws the whole window whatever changed.
            os.environ["SDL_FRAMEBUFFER_ACCELERATION"] = "0"
            self.window = None
            self.canvas = pg.display.set_mode((1920, 1080), pg.FULLSCREEN if self.fullscreen else 0)
            self.scale = 1.0
        elif self.fullscreen or (desk_w >= 1920 and desk_h >= 1080):
            flags = pg.SCALED | (pg.FULLSCREEN if self.fullscreen else 0)
            self.window = None
            self.canvas = pg.display.set_mode((1920, 1080), flags)
            self.scale = 1.0
        else:
            k = min(desk_w * 0.95 / 1920, desk_h * 0.9 / 1080)
            size = (max(640, int(1920 * k)), max(360, int(1080 * k)))
            self.window = pg.display.set_mode(size)
            self.canvas = pg.Surface((1920, 1080)).convert()
            self.scale = 1920 / size[0]
        if self.app is not None:
            self.app.screen = self.canvas
            self.app.canvas_lost()  # set_mode may hand back the same surface, wiped
            self.app.input.pointer_scale = self.scale

    def attach(self, app) -> None:
        self.app = app
        app.input.pointer_scale = self.scale
        app.on_fullscreen = self.toggle

    def toggle(self) -> None:
        self.fullscreen = not self.fullscreen
        self._open()

    def present(self) -> None:
        if self.window is not None:
            self.pg.transform.smoothscale(self.canvas, self.window.get_size(), self.window)
            self.pg.display.flip()
            return
        dirty = self.app.dirty if self.app is not None and self.native else None
        if dirty is None:
            self.pg.display.flip()
        elif dirty:
            self.pg.display.update(dirty)  # only what changed (an empty list: nothing did)
