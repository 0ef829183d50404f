"""`python main.py [--fullscreen] [--deck PATH] [--screenshots DIR]`: open the window and play."""

from __future__ import annotations

import argparse
import os
import sys
import time

START = time.perf_counter()


def parse(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="main.py", description="Oneira: a party game of dreamlike pictures.")
    p.add_argument("--fullscreen", action="store_true", help="start fullscreen (F11 toggles)")
    p.add_argument("--windowed", action="store_true", help="start in a window even if the settings say fullscreen")
    p.add_argument("--deck", action="append", default=[], metavar="PATH", help="an extra deck folder (repeatable)")
    p.add_argument("--screenshots", metavar="DIR", help="play a scripted game and save one PNG per scene")
    p.add_argument("--kiosk", action="store_true", help="café mode: fullscreen, players cannot quit")
    p.add_argument("--where", action="store_true", help="print where settings, saves and the operator config live")
    return p.parse_args(argv)


def main(argv: list[str]) -> int:
    args = parse(argv)
    if args.where:
        from game.paths import user_config_dir, user_data_dir

        print(f"settings and operator config: {user_config_dir()}")
        print(f"saves, history, logs and your decks: {user_data_dir()}")
        return 0
    if args.screenshots:
        from .screenshots import tour

        return tour(args.screenshots, args.deck)
    os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "linear")  # smooth scaling for non-2x TVs
    import pygame

    try:
        pygame.display.init()
        pygame.display.set_caption("Oneira")
        flags = pygame.SCALED | (pygame.FULLSCREEN if (args.fullscreen or args.kiosk) and not args.windowed else 0)
        screen = pygame.display.set_mode((1920, 1080), flags)
    except pygame.error as e:
        print(f"Oneira needs a screen to play on, and none was found ({e}).", file=sys.stderr)
        return 1
    pygame.key.set_repeat(350, 80)
    pygame.key.start_text_input()
    from .boot import build_app

    # Cards decode in the background after the first frame: the title is up at once.
    app = build_app(screen, args.deck, preload=False)

    def toggle_fullscreen() -> None:
        pygame.display.toggle_fullscreen()

    app.on_fullscreen = toggle_fullscreen
    clock = pygame.time.Clock()
    first = True
    while app.running:
        dt = min(clock.tick(60) / 1000.0, 0.1)
        app.step(pygame.event.get(), dt)
        pygame.display.flip()
        if first:
            first = False
            _preload_in_background(app)
            os.environ["ONEIRA_FIRST_FRAME_S"] = f"{time.perf_counter() - START:.3f}"
            if os.environ.get("ONEIRA_REPORT_FIRST_FRAME"):
                print(f"first_frame_s {time.perf_counter() - START:.3f}", flush=True)
                if os.environ.get("ONEIRA_REPORT_FIRST_FRAME") == "exit":
                    break
    pygame.quit()
    return 0


def _preload_in_background(app) -> None:
    import threading

    images = app.services.get("images")
    if images is None:
        return
    off = set(app.services.get("settings", {}).get("decks_off", ()))
    ids = [c.id for d in app.services.get("decks", []) if d.id not in off for c in d.cards]
    threading.Thread(target=images.preload, args=(ids, 2), daemon=True, name="card-preload").start()
