"""What a built-in card's main painted subject is called among the tags (game/deck/tags.py).

A card's subject is what its recipe paints first on the painted deck (its first element line,
past a prop such as a laid table) and its biggest motif on the first deck (painted back to front).
The bots start their clues from the card's tags, so a subject missing from them (an egg, a mirror,
a dragon) left the clue to start from a small thing beside it: both builds refuse such a card
(`missing_subject`).
"""

from __future__ import annotations

from .tags import VOCABULARY

HUMAN = ("person", "traveller", "child", "astronaut", "giant", "king", "mermaid")

# Icon -> the tags that may name it (an icon whose own name is a tag needs no entry).
ICON_TAGS: dict[str, tuple[str, ...]] = {
    "air-balloon": ("balloons",), "angler-fish": ("fish",), "armchair": ("chair",), "astronaut-helmet": ("astronaut",),
    "big-egg": ("egg",), "bird-cage": ("cage",), "candle-light": ("candle",), "carnival-mask": ("masks",),
    "chess-king": ("chess", "king"), "chess-knight": ("chess", "horse"), "clock-tower": ("clock", "tower"),
    "coffee-cup": ("cup",), "crown": ("king",), "cuckoo-clock": ("clock",), "dandelion-flower": ("dandelion",),
    "dinosaur-rex": ("dinosaur",), "drama-masks": ("masks",), "envelope": ("letter",), "eyeball": ("eye",),
    "fishing-pole": ("fishing",), "fruit-tree": ("tree", "fruit"), "giant-squid": ("squid",),
    "grand-piano": ("piano",), "great-pyramid": ("pyramid",), "hummingbird": ("bird",),
    "japanese-bridge": ("bridge",), "kraken-tentacle": ("squid",), "maple-leaf": ("leaf",),
    "mushroom-gills": ("mushroom",), "nautilus-shell": ("shell",), "oak": ("tree",), "open-book": ("book",),
    "open-palm": ("hand",), "open-treasure-chest": ("chest",), "paper-boat": ("boat", "paper"), "pear": ("fruit",),
    "pine-tree": ("tree",), "pocket-watch": ("clock",), "polar-bear": ("bear",), "potion-ball": ("potion",),
    "quill-ink": ("quill",), "rocking-chair": ("chair",), "sand-castle": ("sandcastle",), "scroll-unfurled": ("scroll",),
    "sea-dragon": ("dragon",), "shiny-apple": ("fruit",), "ship-wreck": ("boat", "sailboat"),
    "skeleton-key": ("key",), "sperm-whale": ("whale",), "spiral-bottle": ("bottle",),
    "steam-locomotive": ("train",), "stone-tower": ("tower",), "street-light": ("streetlamp",), "lamp-post": ("streetlamp",),
    "tombstone": ("grave",), "top-hat": ("hat",), "tree-branch": ("tree", "leaf"), "trojan-horse": ("horse",),
    "whale-tail": ("whale",), "wolf-howl": ("wolf",), "mirror-mirror": ("mirror",), "falls": ("waterfall",),
    "letter": ("letter",), "cloud-stair": ("stairs",), "easel": ("art",), "cumulus": ("clouds",),
    "sleepy": ("giant",),  # the sleeping giant's face
    "campfire": ("campfire", "fire"), "meditation": HUMAN, "reader": HUMAN + ("book",),
    # figures doing something: a person, whichever the card calls them
    **{i: HUMAN for i in ("cycling", "falling", "hiking", "human-pyramid", "juggler", "kneeling", "pull", "reader",
                          "leaper", "climber", "painter", "hero", "run",
                          "strong-man", "walk")},
}

# Props that hold or carry the subject, looked past: a laid table, a column, a statue's plinth, a fountain in a garden,
# the glass ball around a snowy village.
SCENERY = frozenset({"table", "trestle-table", "ionic-column", "fountain", "crystal-ball", "plinth"})


def icon_tags(icon: str) -> tuple[str, ...]:
    """The tags that name an icon: its own name, its mapped tags, or a word of its name that is a tag."""
    if icon in ICON_TAGS:
        return ICON_TAGS[icon]
    if icon in VOCABULARY:
        return (icon,)
    return tuple(w for w in icon.split("-") if w in VOCABULARY)


def subject(icons: list[str] | tuple[str, ...]) -> str:
    """The card's main subject among its painted icons: the first one that is not a prop."""
    return next((i for i in icons if i not in SCENERY), icons[0] if icons else "")


def missing_subject(icons: list[str] | tuple[str, ...], tags: tuple[str, ...]) -> str:
    """'' when the subject is among the tags, else a message saying which tag is missing."""
    main = subject(icons)
    if not main:
        return ""
    names = icon_tags(main)
    if set(names) & set(tags):
        return ""
    return f"its subject '{main}' is painted first but none of {list(names) or '(no tag)'} is among its tags"
