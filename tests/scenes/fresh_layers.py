"""Drawing with the table's kept layers made afresh (scenes/table/screen.py): the reference the
kept-layer tests compare every frame with."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator


@contextlib.contextmanager
def fresh_layers() -> Iterator[None]:
    """While inside, the dressed layer and the standing rabbits are made anew at each draw (not the
    kept ones, nor their strip updates)."""
    from scenes.table.screen import GameScene

    def dressed(self, layer, generation, strip_key, dressing):
        out = layer.copy()
        dressing[1](out, None)
        return out

    def rested(self, layer, version, strip_key):
        out = layer.copy()
        self.flow.track.draw(out, self.session.seats, self.session.scorer_seats, self.time)
        return out

    kept = GameScene._dressed, GameScene._rested
    GameScene._dressed, GameScene._rested = dressed, rested  # type: ignore[method-assign]
    try:
        yield
    finally:
        GameScene._dressed, GameScene._rested = kept  # type: ignore[method-assign]
