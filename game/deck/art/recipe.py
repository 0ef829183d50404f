"""The shape of a card recipe. Recipes themselves are hand-written in recipes.py."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Motif:
    icon: str  # a vendored game-icons name
    x: float  # centre, fraction of the card width
    y: float  # centre, fraction of the card height
    size: float  # fraction of the card width
    colour: str
    layer: str = "ground"  # "sky" (before the sea reflects it) | "ground" | "front"
    rotation: int = 0
    flip: bool = False
    glow: float = 0.0
    reflect: bool = False
    shadow: bool = False
    island: bool = False
    alpha: float = 1.0


@dataclass(frozen=True)
class Scene:
    sky: list[tuple[float, str]]  # gradient stops, top to bottom
    ground: str = "void"  # sea | hills | forest | snow | dunes | cloudsea | interior | void
    ground_colours: tuple[str, ...] = ()
    horizon: float = 0.62
    light: tuple | None = None  # (kind: sun|moon|crescent, x, y, radius, colour)
    stars: int = 0
    clouds: tuple | None = None  # (colour, top, bottom, amount 0..1)
    mist: tuple | None = None  # (colour, y, thickness)
    aurora: str | None = None
    inverted: str | None = None  # colour of a landscape hanging from the sky
    window: tuple[float, float, float, float] = (0.3, 0.15, 0.7, 0.5)  # interior only
    motifs: tuple[Motif, ...] = ()
    swarm: tuple | None = None  # (icon, count, (x0, y0, x1, y1), (size0, size1), colour, glow)
    portal: tuple | None = None  # ((x, base_y, w, h), Scene, frame colour)
    bottle: tuple | None = None  # ((x, y, w, h), Scene, glass colour)
    particles: str | None = None


@dataclass(frozen=True)
class Recipe:
    slug: str
    title: str
    tags: tuple[str, ...]
    scene: Scene
    seed: int = 0
    glow: float = 0.5
    grain: float = 0.025
    frame: str = "#c9a45c"
    notes: str = field(default="", compare=False)
    description: str = ""  # what the picture shows and its mood, written from looking at it
