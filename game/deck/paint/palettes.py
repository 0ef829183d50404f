"""Named palettes and mood grades: the only colours a card may use (docs/art.md, "Palette rules").

A palette is a whole lighting situation: sky stops, the far-to-near ground colours, the fog that
distant things fade into, the colour of the light and of the shadows, and three accents for the
things in the scene. Accents are the only saturated colours; everything else leans to the fog.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .canvas import hex_rgb


@dataclass(frozen=True)
class Palette:
    sky: tuple[str, str, str]  # top, middle, at the horizon
    ground: tuple[str, str, str]  # far, middle, near
    fog: str
    light: str
    shadow: str
    accents: tuple[str, str, str]
    water: str

    def rgb(self, name: str) -> np.ndarray:
        """One colour as rgb, or a (3, 3) array for the three-colour fields (sky, ground, accents)."""
        value = getattr(self, name)
        if isinstance(value, tuple):
            return np.stack([hex_rgb(v) for v in value])
        return hex_rgb(value)


P = Palette
PALETTES: dict[str, Palette] = {
    "dawn": P(("#3b4f86", "#b7a6c9", "#ffd6b0"), ("#8c86a8", "#6f7c6a", "#3e4a36"), "#e8c9c0", "#fff0d0",
              "#2a2440", ("#d8553f", "#f2c14e", "#3f6fa8"), "#7d8fb8"),
    "noon": P(("#2f6db5", "#7fb2e3", "#e3f0f7"), ("#8fb0c0", "#7aa05a", "#4d7a32"), "#cfe2ee", "#fffbe8",
              "#23324a", ("#c8402e", "#f5d04a", "#2e5d9e"), "#4f86b8"),
    "dusk": P(("#1d1840", "#6a3f7a", "#f08a6a"), ("#5a3f6a", "#3d2f4f", "#1f1a2e"), "#b0708a", "#ffc58a",
              "#120c22", ("#f2a03d", "#e9e0c8", "#7fd0c8"), "#5a4f80"),
    "night": P(("#05081c", "#142258", "#3c4c8c"), ("#1f2a55", "#141c3a", "#0a0f22"), "#2e3f78", "#cfe0ff",
               "#02030a", ("#f5c45a", "#9fd8ff", "#e86a5a"), "#1a2a5a"),
    "ember": P(("#150608", "#5a1812", "#e0602a"), ("#4a1c16", "#2e1210", "#160808"), "#8a3a24", "#ffb060",
               "#0a0204", ("#ffd27a", "#f06a3a", "#8ac0c0"), "#3a1410"),
    "moss": P(("#2c4a3e", "#7da08a", "#d8e6c8"), ("#6a8a78", "#456a48", "#263f26"), "#b8ccb4", "#f4f0c8",
              "#14261a", ("#c8642e", "#efd6a0", "#6a3f6a"), "#4a7a6a"),
    "rose": P(("#4a1f45", "#b05a85", "#ffc6c0"), ("#9a6a8a", "#7a4a6a", "#4a2a44"), "#e8b0b8", "#fff0e0",
              "#2a1028", ("#3fa8a0", "#ffe08a", "#e85a6a"), "#a06a90"),
    "frost": P(("#1c2e52", "#7d9cc4", "#e8f2fa"), ("#a8bcd4", "#c8d8e8", "#eef4fa"), "#dce8f2", "#ffffff",
               "#2a3a5a", ("#d04a4a", "#2a4a7a", "#f0b040"), "#8aa8c8"),
    "sea": P(("#0a2a3a", "#2a7080", "#a8dcd0"), ("#3a7a80", "#2a5a60", "#163a40"), "#7ab8b8", "#eaffe8",
             "#04141c", ("#f08a3a", "#f2e0a0", "#d84a5a"), "#1a5a6a"),
    "amber": P(("#2a1a0e", "#7a4a22", "#e8b060"), ("#8a5a30", "#5a3a1e", "#2e1c0e"), "#c08a50", "#ffe0a0",
               "#140a04", ("#3a6a8a", "#e8e0c8", "#a83a2a"), "#5a4030"),
    "plum": P(("#120a24", "#4a2a6a", "#b07ac8"), ("#5a3a7a", "#3a2454", "#1e1230"), "#8a6aa8", "#f0d8ff",
              "#08040f", ("#f2c14e", "#6ad8c0", "#f07a8a"), "#3a2a6a"),
    "storm": P(("#14181f", "#3a4252", "#8a94a4"), ("#4a5262", "#323844", "#1a1e26"), "#7a8494", "#e8eef5",
               "#06080c", ("#e8b040", "#c8402e", "#e8e8e0"), "#2a3440"),
    "citrus": P(("#e07a2a", "#f5b84a", "#fff0b0"), ("#d09a50", "#b07a3a", "#6a4a20"), "#f8d8a0", "#fffae0",
                "#4a2410", ("#2a6a9a", "#c8302a", "#2a7a4a"), "#c89a6a"),
    "ink": P(("#101418", "#2a3038", "#6a7078"), ("#3a4048", "#22282e", "#101418"), "#505860", "#f0e8d0",
             "#000000", ("#c8402a", "#e8d8a8", "#5a8aa8"), "#1a2028"),
}


@dataclass(frozen=True)
class Grade:
    saturation: float
    contrast: float
    light: float  # strength of the light source's glow
    vignette: float
    warmth: float  # + warm highlights, - cold


MOODS: dict[str, Grade] = {
    "wonder": Grade(1.05, 1.05, 0.9, 0.35, 0.05),
    "joy": Grade(1.2, 1.05, 0.8, 0.15, 0.1),
    "calm": Grade(0.9, 0.95, 0.6, 0.25, 0.0),
    "menace": Grade(0.85, 1.25, 0.5, 0.6, -0.08),
    "mischief": Grade(1.15, 1.1, 0.7, 0.3, 0.06),
    "melancholy": Grade(0.7, 0.95, 0.4, 0.4, -0.06),
    "absurd": Grade(1.2, 1.1, 0.7, 0.2, 0.04),
    "tenderness": Grade(1.0, 0.92, 0.8, 0.25, 0.1),
    "ambition": Grade(1.1, 1.2, 1.0, 0.35, 0.06),
    "loss": Grade(0.6, 1.0, 0.35, 0.5, -0.1),
    "eerie": Grade(0.8, 1.15, 0.7, 0.55, -0.12),
}
