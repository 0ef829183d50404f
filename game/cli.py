"""Command-line entry: `python main.py [subcommand] ...`.

Subcommands are public contracts (see README.md); each lives in the module that owns it and is
imported lazily so that starting the game never pays for tools it does not use.
"""

from __future__ import annotations

import importlib
import os
import sys

# pygame prints a banner on import; our subcommands' stdout is a contract (JSON), keep it clean.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# numpy's BLAS threads spin against each other on small matrices (the bots' model): one is faster.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

# subcommand -> "module:function"; the function takes the remaining argv and returns an exit code.
SUBCOMMANDS: dict[str, str] = {
    "score": "game.engine.referee:main",
    "bench": "game.bench:main",
    "simulate": "game.bots.simulate:main",
    "guess": "game.bots.contracts:guess_main",
    "clue": "game.bots.contracts:clue_main",
    "clue-sheet": "game.root.cluesheet:main",
    "decks": "game.deck.cli:decks_main",
    "build-deck": "game.deck.cli:build_main",
    "deck-sheet": "game.deck.cli:sheet_main",
    "deck-report": "game.deck.cli:report_main",
    "build-music": "game.music.build:main",
    "soak": "game.root.soak:main",
    "poster": "game.root.poster:main",
}


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in SUBCOMMANDS:
        module_name, func_name = SUBCOMMANDS[args[0]].split(":")
        func = getattr(importlib.import_module(module_name), func_name)
        return int(func(args[1:]) or 0)
    from game.stopping import run_until_stopped

    def start(stopper) -> int:
        # Stop signals are handled from here on: Ctrl+C while pygame loads ends the start quietly.
        from game.root.launch import main as play  # the window pulls in pygame: only when playing

        return int(play(args, stopper) or 0)

    return run_until_stopped(start)
