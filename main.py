"""Oneira: start the game, or run one of its command-line tools (see README.md)."""

import sys

from game.cli import main

if __name__ == "__main__":
    sys.exit(main())
