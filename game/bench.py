"""`python main.py bench`: every performance figure of the project, one JSON object on the last line.

Each part owns its measurement in its own module (a function returning a dict of figures);
this module only runs them and merges the results. A part that fails reports an error key
instead of hiding the others. The whole run must stay under 90 s.
"""

from __future__ import annotations

import importlib
import json
import sys
import time
import traceback

# module:function, each returning {figure_name: number}
PARTS: list[str] = [
    "game.engine.bench:run",
    "game.deck.bench:run",
    "game.bots.bench:run",
    "game.root.bench:run",
    "game.phones.bench:run",
    "game.phones.audience_bench:run",
    "game.root.photobench:run",
    "game.root.idlecpu:run",
    "game.root.poster:bench",
]


def main(argv: list[str]) -> int:
    figures: dict[str, object] = {}
    started = time.perf_counter()
    for part in PARTS:
        module_name, func_name = part.split(":")
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name and module_name.startswith(exc.name):
                continue  # that part of the game is not built yet
            raise
        try:
            result = getattr(module, func_name)()
        except Exception:  # noqa: BLE001 - a broken part must not hide the others' figures
            traceback.print_exc()
            figures[f"{module_name}_error"] = True
            continue
        for key, value in result.items():
            print(f"{key}: {value}", file=sys.stderr)
        figures.update(result)
    print(f"bench took {time.perf_counter() - started:.1f} s", file=sys.stderr)
    print(json.dumps(figures))
    return 0
