"""What one card's painting passes from step to step: the card, its palette and mood, the light,
the picture being painted and the place's facts (horizon, water, floor...). Its own module so the
painters of places (backdrops.py) and of dressing (dress.py) can name it without importing render."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from .canvas import hex_rgb, mix
from .grammar import Card
from .noise import fbm
from .palettes import MOODS, PALETTES

W, H = 600, 900


class Ctx:
    def __init__(self, card: Card, horizon: float) -> None:
        self.card = card
        self.W, self.H = W, H
        self.pal = PALETTES[card.palette]
        self.grade = MOODS[card.mood]
        self.rng = np.random.default_rng(card.seed)
        self.img = np.zeros((H, W, 3), np.float32)
        self.lx, self.ly = card.light[0] * W, card.light[1] * H
        self.light_rgb = mix(self.pal.rgb("light"), np.array([1.0, 0.85, 0.6], np.float32), max(0.0, self.grade.warmth))
        self.fog_rgb = self.pal.rgb("fog")
        self.horizon = (card.horizon or horizon) * H  # horizon: the framing's own, when the card names none
        self.floor = False
        self.water: float | None = None
        self.gloss = 0.38
        self.drop = False  # seen from above: shadows are offset copies
        self.under = False
        self.dof = 0.0
        self.front: Callable[[], None] | None = None  # painted after far and middle things (a near wall)
        self.hole: np.ndarray | None = None  # where an opening's near wall is open
        self.detail = np.zeros((H, W), np.float32)  # small painted features (eyes) the paint filter must spare
        self.grips: dict[int, set[int]] = {}  # per person (element index), the hands that hold something
        self.ridges: list[np.ndarray] = []  # the top lines of the land bands, far to near (for tree lines)
        self.sky_bottom = 0.0  # where the painted sky ends (for clouds), 0 when the place has no sky
        self.brush = fbm(H, W, 3, self.rng, 3, stretch=6)
        # short diagonal strokes (a sheared streak noise) for the brush across figures
        streaks = fbm(H, W + H, 2.5, self.rng, 2, stretch=6)
        lean = 1 if card.seed % 2 else -1
        cols = (np.arange(W)[None, :] + lean * np.arange(H)[:, None] // 2) % (W + H)
        self.strokes = np.take_along_axis(streaks, cols, axis=1)
        self.wobble = (fbm(H, W, 7, self.rng, 2) * 2.2, fbm(H, W, 7, self.rng, 2) * 2.2)

    def rgb(self, name: str, index: int) -> np.ndarray:
        return hex_rgb(getattr(self.pal, name)[index])
