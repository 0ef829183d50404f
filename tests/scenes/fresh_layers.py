"""Drawing with the table's kept layers made afresh (scenes/table/screen.py): the reference the
kept-layer tests compare every frame with."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator


@contextlib.contextmanager
def fresh_layers() -> Iterator[None]:
    """While inside, the dressed layer is made anew at each draw (not the kept one, nor its strip
    updates)."""
    from scenes.table.screen import GameScene

    def dressed(self, layer, generation, strip_key, dressing):
        out = layer.copy()
        dressing[1](out, None)
        return out

    kept = GameScene._dressed
    GameScene._dressed = dressed  # type: ignore[method-assign]
    try:
        yield
    finally:
        GameScene._dressed = kept  # type: ignore[method-assign]
