"""The scene grammar: a card in a few lines.

    card("storm-teacup", "A Storm in a Teacup", "Une tempête dans une tasse",
         "tabletop mischief amber light=.2,.1 odd",
         '''coffee-cup .5 .86 .62 near
            sinking-ship .5 .62 .16 near
            tornado .5 .5 .2 near c=fog
            read .84 .86 .16 mid''',
         tags="cup boat storm tiny ...", says="A ship founders in a storm inside a coffee cup ...")

Header words: the framing (see FRAMINGS), the mood (palettes.MOODS), the palette (palettes.PALETTES),
then options: `light=x,y` (where the light comes from, in card fractions; above the top edge is
fine), `sun` or `moon` (paint the disc at the light), `odd` (an impossible juxtaposition or a play
of scale), `horizon=y`, `hole=arch|round|keyhole|door` (the shape of an opening),
`cut=oval|rooms|cave|hill|cellar|vault|strata|shaft|snow` (the section of a cut-away), `flood=y` (a room's
floor under still water from y down, reflecting the room), `seed=n` (default: from the slug).

Element lines: `icon x y size [options]`: x and y place the bottom centre of the silhouette (its
centre with `float`), in fractions of the card; size is a fraction of the card's width. Options:
`far`/`mid`/`near` (depth; default mid), `float` (no ground contact: a soft shadow far below),
`glow`, `flip`, `rot=deg`, `c=a1|a2|a3|dark|light|fog|#rrggbb|own` (own: a prop's own colours, props.py), `n=count` with `dx=` and `dy=`
(a row of copies spread that far, each a little different), `tall=f` (stretch vertically, for
views from below), `dim` (half-lost in the fog or the dark), `held` (in the hand of the person nearest
to x y: moved so the thing's grip, anatomy.GRIPS, sits in that hand, which closes round it), `asleep` (a
person's or an animal's eyes painted closed), `statue` (a person cast in one material: no skin, hair or face).
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass

FRAMINGS = ("wide", "closeup", "interior", "opening", "below", "above", "underwater", "cutaway",
            "tabletop", "crowd", "cosmos", "mirror")

# The sections a cut-away can show (backdrops.cutaway paints each).
CUTS = ("oval", "rooms", "cave", "hill", "cellar", "vault", "strata", "shaft", "snow")

# Icons that are a person or an animal (for "a figure doing something").
FIGURES = frozenset("""acrobatic air-man clown cycling drowning falling farmer fishing human-cannonball
human-pyramid juggler jump-across kneeling mountain-climbing ninja-heroic-stance night-sleep person-in-bed
person-in-blizzard prayer pull push read run shouting sing skateboarding-01 skier strong-man unicycle
wave-surfer witch-flight wizard-staff pool-dive parachute scarecrow juggling-seal jumping-dog sitting-dog
shaking-hands cloaked-figure-on-horseback hiking meditation person sleepy walk mermaid giant
astronaut-helmet reader leaper climber painter hero
bee butterfly cat crab deer dolphin dove dragonfly elephant flamingo fox frog hedgehog hummingbird jellyfish
ladybug lion octopus owl rabbit raven seahorse snail snake sperm-whale squirrel swan turtle unicorn
wolf-howl whale-tail giant-squid polar-bear bat sea-dragon penguin ant gorilla monkey heron cow sheep pig
goat mouse rat kangaroo camel dinosaur-rex school-of-fish angler-fish manta-ray tropical-fish nest-birds
kraken-tentacle""".split())


@dataclass(frozen=True)
class Element:
    icon: str
    x: float
    y: float
    size: float
    depth: int = 1  # 0 far, 1 middle, 2 near
    floating: bool = False
    glow: bool = False
    flip: bool = False
    rot: float = 0.0
    colour: str = ""
    count: int = 1
    dx: float = 0.0
    dy: float = 0.0
    tall: float = 1.0
    dim: bool = False
    held: bool = False
    asleep: bool = False
    statue: bool = False


@dataclass(frozen=True)
class Card:
    slug: str
    title: str
    title_fr: str
    framing: str
    mood: str
    palette: str
    elements: tuple[Element, ...]
    tags: tuple[str, ...]
    description: str
    seed: int = 0
    light: tuple[float, float] = (0.75, 0.12)
    disc: str = ""  # "sun" | "moon" | ""
    odd: bool = False
    horizon: float = 0.0  # 0: the framing's own
    hole: str = ""  # opening: arch | round | keyhole | door (default: from the seed)
    flood: float = 0.0  # interior: still water over the floor from this height (card fraction) down
    cut: str = ""  # cutaway: oval | rooms | cave | hill | cellar | vault | strata | shaft | snow (default oval)

    @property
    def figure(self) -> bool:
        return any(e.icon in FIGURES for e in self.elements)

    @property
    def distinct(self) -> int:
        return len({e.icon for e in self.elements})


def _element(line: str) -> Element:
    words = line.split()
    if len(words) < 4:
        raise ValueError(f"element '{line}': needs icon x y size")
    icon, x, y, size = words[0], float(words[1]), float(words[2]), float(words[3])
    kw: dict = {}
    for w in words[4:]:
        key, _, value = w.partition("=")
        if key in ("far", "mid", "near"):
            kw["depth"] = ("far", "mid", "near").index(key)
        elif key == "float":
            kw["floating"] = True
        elif key in ("glow", "flip", "dim", "held", "asleep", "statue"):
            kw[key] = True
        elif key == "rot":
            kw["rot"] = float(value)
        elif key == "c":
            kw["colour"] = value
        elif key == "n":
            kw["count"] = int(value)
        elif key in ("dx", "dy", "tall"):
            kw[key] = float(value)
        else:
            raise ValueError(f"element '{line}': unknown option '{w}'")
    return Element(icon, x, y, size, **kw)


def card(slug: str, title: str, title_fr: str, header: str, elements: str, tags: str, says: str) -> Card:
    """One card from its header line, element lines, tags and description (see the module's doc)."""
    from .palettes import MOODS, PALETTES

    words = header.split()
    framing, mood, palette = words[:3]
    if framing not in FRAMINGS or mood not in MOODS or palette not in PALETTES:
        raise ValueError(f"card {slug}: header '{header}' needs a framing, a mood and a palette")
    kw: dict = {"seed": zlib.crc32(slug.encode()) & 0xFFFF}
    for w in words[3:]:
        key, _, value = w.partition("=")
        if key == "light":
            a, b = value.split(",")
            kw["light"] = (float(a), float(b))
        elif key in ("sun", "moon"):
            kw["disc"] = key
        elif key == "odd":
            kw["odd"] = True
        elif key == "horizon":
            kw["horizon"] = float(value)
        elif key == "flood":
            kw["flood"] = float(value)
        elif key == "hole":
            kw["hole"] = value
        elif key == "cut" and value in CUTS:
            kw["cut"] = value
        elif key == "seed":
            kw["seed"] = int(value)
        else:
            raise ValueError(f"card {slug}: unknown header word '{w}'")
    els = tuple(_element(line) for line in elements.replace(";", "\n").splitlines() if line.strip())
    return Card(slug, title, title_fr, framing, mood, palette, els, tuple(tags.split()), " ".join(says.split()),
                **kw)
