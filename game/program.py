"""The program's name in help texts: `main.py` or the `oneira` console script, as started."""

from __future__ import annotations

import os
import sys


def prog(subcommand: str = "") -> str:
    name = os.path.basename(sys.argv[0]) if sys.argv and sys.argv[0] else "main.py"
    if name not in ("main.py", "oneira"):
        name = "main.py"
    return f"{name} {subcommand}".strip()
