"""The built-in deck, one hand-written recipe per card.

Each card has a title, at least five tags from the vocabulary in game/deck/tags.py (objects,
setting, mood, themes) and a scene: palette, sky, setting, hero motif(s), a surreal twist.
"""

from __future__ import annotations

from .palettes import (
    DAWN,
    DEEP_NIGHT,
    DUSK,
    EMBER,
    FOG,
    GOLD,
    ICE,
    MINT,
    NIGHT,
    NOON,
    PEACH,
    ROSE,
    SPACE,
    STORM,
    SUNSET,
    TEAL,
    VIOLET,
)
from .recipe import Motif as M
from .recipe import Recipe, Scene

S = Scene
RECIPES: list[Recipe] = []


def card(slug: str, title: str, tags: str, scene: Scene, glow: float = 0.5) -> None:
    RECIPES.append(Recipe(slug, title, tuple(t.strip() for t in tags.split(",")), scene,
                          seed=1000 + len(RECIPES), glow=glow))


SEA_NIGHT = ("#1c2a55", "#070b1f")
SEA_DAY = ("#3a78b0", "#0f2c52")
SEA_WARM = ("#7a3a5a", "#1a0c24")
HILLS_NIGHT = ("#2a2f5a", "#1a1d3a", "#0c0d1e")
HILLS_GREEN = ("#7aa07a", "#4a7a5a", "#21402e")
HILLS_WARM = ("#b0706a", "#7a4050", "#3a1a2a")
DUNES = ("#d9925b", "#b86a3d", "#8a4a2b")
SNOW = ("#c8d8f0", "#a8bce0", "#eef4ff")
CLOUDSEA = ("#c8b8e8", "#ffffff")
FOREST = ("#3a5a5a", "#22403a", "#0e1e1a")

# --- the sea ---------------------------------------------------------------------------------------
card("sky-whale", "The Whale Who Swam in the Sky", "whale, moon, sea, night, boat, floating, calm, dream, journey, wonder",
     S(NIGHT, "sea", SEA_NIGHT, 0.64, ("moon", 0.74, 0.18, 0.08, "#fff1c9"), 260, ("#c8c0f0", 0.3, 0.5, 0.3),
       motifs=(M("sperm-whale", 0.42, 0.4, 0.62, "#171a3c", "sky", glow=0.15),
               M("paper-boat", 0.55, 0.74, 0.1, "#f3e6d0", reflect=True))))
card("lighthouse-star", "Keeper of the Fallen Star", "lighthouse, stars, sea, night, light, lonely, waiting, hope, home",
     S(DEEP_NIGHT, "sea", SEA_NIGHT, 0.66, ("crescent", 0.3, 0.2, 0.07, "#fff6dc"), 300,
       motifs=(M("lighthouse", 0.66, 0.55, 0.34, "#0c0e22", "ground"),
               M("rainbow-star", 0.66, 0.37, 0.08, "#ffe9a8", "sky", glow=0.9))))
card("paper-fleet", "The Paper Fleet", "boat, paper, sea, dawn, multiplication, journey, childhood, hope, fragile",
     S(DAWN, "sea", SEA_DAY, 0.6, ("sun", 0.5, 0.55, 0.07, "#fff4dc"), 0, ("#ffffff", 0.2, 0.45, 0.35),
       swarm=("paper-boat", 14, (0.05, 0.64, 0.85, 0.9), (0.05, 0.12), "#fff8ee", 0)))
card("jellyfish-lanterns", "Lanterns of the Deep", "jellyfish, light, sea, night, multiplication, mysterious, calm, wonder, dream",
     S(TEAL, "void", (), 1.0, None, 40, swarm=("jellyfish", 11, (0.05, 0.08, 0.85, 0.85), (0.08, 0.2), "#9ff0e0", 0.7),
       particles="#c0fff0"))
card("octopus-library", "The Octopus Librarian", "octopus, book, sea, knowledge, curiosity, whimsical, patience, room",
     S(TEAL, "interior", ("#1a3a44", "#0f2228"), 0.8, window=(0.55, 0.1, 0.88, 0.4),
       motifs=(M("octopus", 0.45, 0.6, 0.5, "#e07a6a"), M("open-book", 0.68, 0.78, 0.18, "#f6ead0"),
               M("open-book", 0.2, 0.8, 0.14, "#d8c8a8", rotation=20)), particles="#a0f0ff"))
card("seahorse-moon", "A Seahorse Tows the Moon", "seahorse, moon, sea, night, effort, whimsical, tender, journey",
     S(NIGHT, "sea", SEA_NIGHT, 0.68, ("moon", 0.68, 0.3, 0.1, "#fff1d0"), 200,
       motifs=(M("seahorse", 0.3, 0.42, 0.3, "#f0a060", "sky", glow=0.3),)))
card("crab-sandcastle", "The Crab's Cathedral", "crab, sandcastle, shore, sun, home, pride, playful, childhood",
     S(PEACH, "dunes", ("#f0d0a0", "#e0b080", "#c09060"), 0.62, ("sun", 0.7, 0.22, 0.09, "#ffffff"),
       motifs=(M("sand-castle", 0.45, 0.72, 0.5, "#b07a4a", shadow=True), M("crab", 0.74, 0.86, 0.14, "#d0402a"))))
card("mermaid-rock", "The Listener on the Rock", "mermaid, sea, moon, music, lonely, melancholy, waiting, secret",
     S(DUSK, "sea", SEA_WARM, 0.6, ("moon", 0.24, 0.16, 0.06, "#fff0e0"), 80,
       motifs=(M("mermaid", 0.58, 0.6, 0.32, "#1a0c24", reflect=True), M("musical-notes", 0.3, 0.4, 0.12, "#ffe0c0", "sky", glow=0.6))))
card("anchor-sky", "Anchored to a Cloud", "anchor, sailboat, clouds, sky, floating, impossible, hope, stuck, freedom, whimsical",
     S(NOON, "cloudsea", CLOUDSEA, 0.7, ("sun", 0.2, 0.15, 0.06, "#ffffff"), 0, ("#ffffff", 0.1, 0.4, 0.4),
       motifs=(M("sailboat", 0.42, 0.3, 0.34, "#f3e6d0", "sky", rotation=6, glow=0.25, shadow=True),
               M("anchor", 0.6, 0.72, 0.3, "#2a3a5a", "ground", rotation=-10))))
card("giant-squid-ship", "What the Sailors Never Said", "squid, sea, storm, sailboat, danger, ominous, secret, courage",
     S(STORM, "sea", ("#1a2430", "#05080c"), 0.58, None, 0, ("#8a94a8", 0.05, 0.45, 0.55),
       motifs=(M("giant-squid", 0.5, 0.78, 0.8, "#0a0e14"), M("sailboat", 0.52, 0.55, 0.16, "#d8d0b8"))))
card("dolphin-stars", "Leaping for the Stars", "dolphin, stars, sea, night, joyful, freedom, courage, dream",
     S(DEEP_NIGHT, "sea", SEA_NIGHT, 0.7, None, 420,
       motifs=(M("dolphin", 0.5, 0.5, 0.44, "#8ab0e0", "sky", rotation=25, glow=0.35),)))
card("nautilus-spiral", "The Spiral Staircase", "shell, spiral, sea, time, patience, mysterious, growth, calm",
     S(ROSE, "sea", SEA_WARM, 0.72, ("sun", 0.5, 0.3, 0.2, "#ffd8c0"), 0,
       motifs=(M("nautilus-shell", 0.5, 0.45, 0.58, "#5a1a3a", "sky"), M("walk", 0.5, 0.68, 0.04, "#1a0c24"))))
card("whale-tail-sunset", "Goodbye, Whale", "whale, sea, sunset, farewell, melancholy, nostalgic, calm, journey",
     S(SUNSET, "sea", SEA_WARM, 0.6, ("sun", 0.5, 0.6, 0.12, "#ffe8b0"), 0, ("#ffc0a0", 0.25, 0.45, 0.3),
       motifs=(M("whale-tail", 0.5, 0.6, 0.34, "#1a0c24", reflect=True),)))
card("fishing-moon", "Fishing for the Moon", "fishing, moon, boat, night, patience, hope, whimsical, dream",
     S(NIGHT, "sea", SEA_NIGHT, 0.66, ("moon", 0.72, 0.45, 0.06, "#fff1c9"), 260,
       motifs=(M("fishing-pole", 0.4, 0.6, 0.3, "#0a0c20", flip=True), M("paper-boat", 0.35, 0.7, 0.2, "#0a0c20", reflect=True))))
card("turtle-island", "The Island That Walks", "turtle, island, sea, tree, home, patience, journey, calm",
     S(MINT, "sea", SEA_DAY, 0.62, ("sun", 0.8, 0.15, 0.06, "#ffffff"), 0, ("#ffffff", 0.1, 0.4, 0.3),
       motifs=(M("turtle", 0.5, 0.66, 0.62, "#2a5a4a", reflect=True), M("oak", 0.5, 0.5, 0.22, "#1a3a2a"))))
card("swan-lake-mirror", "Two Swans, One Is a Dream", "swan, sea, reflection, love, calm, tender, secret, dream",
     S(DAWN, "sea", ("#8aa0c8", "#2a3a5a"), 0.58, ("sun", 0.5, 0.4, 0.05, "#ffffff"), 0, None, ("#ffffff", 0.6, 0.05),
       motifs=(M("swan", 0.5, 0.55, 0.3, "#ffffff", reflect=True),)))

# --- skies and clouds ------------------------------------------------------------------------------
card("balloon-house", "Moving Day", "house, balloons, sky, clouds, floating, journey, home, joyful, escape",
     S(NOON, "cloudsea", CLOUDSEA, 0.78, ("sun", 0.2, 0.1, 0.05, "#ffffff"), 0, ("#ffffff", 0.05, 0.35, 0.35),
       motifs=(M("balloons", 0.55, 0.3, 0.36, "#e05a6a", "sky"), M("house", 0.55, 0.6, 0.24, "#5a3a3a", "ground"))))
card("kite-moon", "Flying the Moon", "kite, moon, night, child, play, childhood, freedom, whimsical",
     S(NIGHT, "hills", HILLS_NIGHT, 0.72, ("moon", 0.65, 0.2, 0.1, "#fff1c9"), 240,
       motifs=(M("walk", 0.3, 0.78, 0.08, "#050610"),)), glow=0.6)
card("umbrella-sun", "Shelter from the Sun Shower", "umbrella, sun, rain, person, protection, tender, hope, waiting",
     S(GOLD, "hills", HILLS_WARM, 0.7, ("sun", 0.5, 0.25, 0.1, "#fff4d0"), 0, ("#ffe0b0", 0.1, 0.3, 0.3),
       motifs=(M("umbrella", 0.5, 0.68, 0.24, "#2a0f10"), M("person", 0.5, 0.8, 0.1, "#2a0f10"))))
card("ladder-clouds", "The Ladder Above the Clouds", "ladder, clouds, sky, ambition, escape, hope, journey, impossible, wonder",
     S(DAWN, "cloudsea", CLOUDSEA, 0.75, ("sun", 0.7, 0.2, 0.05, "#ffffff"), 30, ("#ffffff", 0.3, 0.5, 0.3),
       motifs=(M("ladder", 0.45, 0.45, 0.6, "#3a2a4a", "ground", rotation=5),)))
card("balloons-rain", "When the Balloons Fell Up", "balloons, sky, upside-down, celebration, joyful, freedom, impossible, childhood",
     S(NOON, "hills", HILLS_GREEN, 0.75, None, 0, ("#ffffff", 0.3, 0.55, 0.35),
       swarm=("balloons", 12, (0.05, 0.05, 0.85, 0.6), (0.06, 0.14), "#f06a7a", 0)))
card("hummingbird-sun", "The Smallest Sun-Bringer", "bird, sun, tiny, giant, dawn, courage, hope, effort, joyful",
     S(DAWN, "hills", HILLS_GREEN, 0.72, ("sun", 0.6, 0.35, 0.2, "#fff0c0"), 0,
       motifs=(M("hummingbird", 0.35, 0.42, 0.1, "#1a2a4a", "sky"),)))
card("raven-dusk", "The Raven Carries the Dusk", "raven, bird, dusk, night, change, ominous, mysterious, time",
     S(DUSK, "hills", HILLS_WARM, 0.74, None, 90,
       motifs=(M("raven", 0.5, 0.38, 0.5, "#0c0618", "sky", flip=True, glow=0.1),)))
card("dove-letter", "The Letter That Found You", "dove, letter, bird, sky, message, hope, tender, love",
     S(PEACH, "cloudsea", ("#f8d8c8", "#ffffff"), 0.75, ("sun", 0.75, 0.2, 0.07, "#ffffff"), 0, ("#ffffff", 0.1, 0.5, 0.3),
       motifs=(M("dove", 0.45, 0.38, 0.34, "#ffffff", "sky", glow=0.3), M("envelope", 0.56, 0.5, 0.1, "#c06a5a", "sky"))))
card("flamingo-cloud", "Standing on One Cloud", "flamingo, clouds, sky, balance, patience, whimsical, calm, pink",
     S(ROSE, "cloudsea", ("#f0b0c8", "#fff0f4"), 0.7, ("sun", 0.3, 0.25, 0.07, "#fff0f0"), 0,
       motifs=(M("flamingo", 0.55, 0.5, 0.42, "#e0507a", "ground"),)))
card("rocket-kite", "Homemade Rocket", "rocket, night, child, dream, ambition, courage, hope, space, playful",
     S(DEEP_NIGHT, "hills", HILLS_NIGHT, 0.78, ("moon", 0.2, 0.15, 0.05, "#ffffff"), 300,
       motifs=(M("rocket", 0.6, 0.42, 0.3, "#f0d0a0", "sky", rotation=-20, glow=0.4), M("walk", 0.3, 0.82, 0.06, "#04050e"))))
card("ufo-cow-field", "They Only Wanted the Sunflowers", "ufo, sunflower, night, field, curiosity, whimsical, mysterious, light",
     S(NIGHT, "hills", ("#2a3a2a", "#1a2a1a", "#0a140a"), 0.7, None, 200,
       motifs=(M("ufo", 0.5, 0.3, 0.3, "#c0e0ff", "sky", glow=0.7), M("sunflower", 0.5, 0.6, 0.18, "#f0c040", "ground", glow=0.3))))
card("feather-fall", "The Feather Weighs a Mountain", "feather, mountains, giant, balance, fragile, calm, impossible, wisdom",
     S(FOG, "hills", ("#8a94a0", "#6a7480", "#4a5460"), 0.62, None, 0, None, ("#ffffff", 0.6, 0.08),
       motifs=(M("feather", 0.5, 0.45, 0.7, "#f4f0e8", "sky", rotation=-30, shadow=True),)))
card("butterfly-storm", "The Butterfly That Started It", "butterfly, storm, clouds, change, fragile, ominous, consequence, tiny",
     S(STORM, "hills", ("#3a4048", "#252a30", "#101316"), 0.72, None, 0, ("#7a8290", 0.02, 0.4, 0.6),
       motifs=(M("butterfly", 0.5, 0.55, 0.14, "#f0b040", "sky", glow=0.6),)))
card("bee-sun-hive", "Honey for the Sun", "bee, sun, gold, work, warmth, joyful, summer, multiplication",
     S(GOLD, "hills", ("#c0903a", "#8a6020", "#4a300a"), 0.74, ("sun", 0.5, 0.35, 0.16, "#fff0a0"), 0,
       swarm=("bee", 12, (0.1, 0.1, 0.85, 0.6), (0.05, 0.09), "#2a1a04", 0)))
card("dragonfly-moon", "Night Flight", "dragonfly, moon, night, pond, freedom, calm, fragile, dream",
     S(TEAL, "sea", ("#0a3038", "#02100e"), 0.66, ("moon", 0.5, 0.28, 0.14, "#e8fff4"), 120,
       motifs=(M("dragonfly", 0.5, 0.28, 0.3, "#031012", "sky"), M("lotus", 0.3, 0.75, 0.16, "#f0a0c0"))))

# --- hills, forests and snow -----------------------------------------------------------------------
card("owl-lantern", "The Owl Who Kept the Light", "owl, lantern, forest, night, wisdom, light, waiting, calm",
     S(NIGHT, "forest", FOREST, 0.66, ("moon", 0.25, 0.15, 0.05, "#ffffff"), 160, None, ("#9ab0d0", 0.7, 0.06),
       motifs=(M("owl", 0.55, 0.5, 0.34, "#0a0e14", "front"), M("lantern-flame", 0.35, 0.6, 0.12, "#ffc060", "front", glow=0.9))))
card("fox-moon-snow", "Fox in a Silver Night", "fox, snow, moon, night, lonely, calm, curiosity, winter",
     S(ICE, "snow", SNOW, 0.68, ("moon", 0.3, 0.2, 0.08, "#ffffff"), 180,
       motifs=(M("fox", 0.6, 0.78, 0.3, "#d86a2a"), M("footprint", 0.35, 0.88, 0.08, "#8aa0c8", rotation=-20))))
card("deer-forest-stars", "The Deer Wears the Stars", "deer, stars, forest, night, majestic, calm, nature, wonder",
     S(DEEP_NIGHT, "forest", FOREST, 0.72, None, 500,
       motifs=(M("deer", 0.5, 0.55, 0.46, "#8ab0ff", "front", glow=0.5),)))
card("rabbit-clock", "Running Late", "rabbit, clock, time, hills, hurry, whimsical, tense, journey",
     S(NOON, "hills", HILLS_GREEN, 0.68, ("sun", 0.8, 0.12, 0.05, "#ffffff"), 0, ("#ffffff", 0.15, 0.4, 0.3),
       motifs=(M("pocket-watch", 0.5, 0.38, 0.46, "#c09040", "sky", glow=0.3), M("rabbit", 0.35, 0.8, 0.16, "#ffffff"))))
card("wolf-moon-howl", "The Song Nobody Answered", "wolf, moon, night, hills, lonely, melancholy, music, longing",
     S(NIGHT, "hills", HILLS_NIGHT, 0.7, ("moon", 0.5, 0.3, 0.18, "#fff4d8"), 200,
       motifs=(M("wolf-howl", 0.5, 0.68, 0.34, "#04050e", "front"),)))
card("snail-race", "The Slowest Victory", "snail, race, hills, patience, tiny, whimsical, persistence, time",
     S(MINT, "hills", HILLS_GREEN, 0.66, ("sun", 0.5, 0.3, 0.1, "#ffffff"), 0,
       motifs=(M("snail", 0.5, 0.82, 0.26, "#c08a5a", shadow=True), M("hourglass", 0.5, 0.4, 0.16, "#ffffff", "sky", glow=0.3))))
card("mushroom-village", "Under the Mushroom Roofs", "mushroom, village, forest, light, home, cosy, tiny, whimsical",
     S(VIOLET, "forest", FOREST, 0.74, None, 100, None, None,
       motifs=(M("mushroom-gills", 0.45, 0.66, 0.5, "#e05a6a"), M("house", 0.55, 0.78, 0.1, "#ffe0a0", glow=0.6)),
       particles="#fff0a0"))
card("snowman-summer", "The Snowman's Summer Holiday", "snowman, sun, summer, melting, melancholy, whimsical, change, impossible",
     S(GOLD, "dunes", DUNES, 0.65, ("sun", 0.7, 0.2, 0.12, "#ffffff"), 0,
       motifs=(M("snowman", 0.4, 0.72, 0.3, "#f0f4ff", shadow=True), M("umbrella", 0.55, 0.6, 0.2, "#3a6ab0"))))
card("igloo-aurora", "Home Under the Aurora", "igloo, aurora, snow, night, home, cosy, calm, light",
     S(DEEP_NIGHT, "snow", SNOW, 0.72, None, 300, aurora="#50f0a0",
       motifs=(M("igloo", 0.5, 0.78, 0.3, "#d0e0ff"), M("campfire", 0.7, 0.84, 0.08, "#ffb050", glow=0.8))))
card("windmill-stars", "Grinding the Stars into Flour", "windmill, stars, night, hills, work, whimsical, time, dream",
     S(NIGHT, "hills", HILLS_NIGHT, 0.72, None, 400,
       motifs=(M("windmill", 0.5, 0.55, 0.4, "#04050e", "ground"),)))
card("hedgehog-apples", "The Autumn Collector", "hedgehog, fruit, autumn, forest, cosy, patience, home, nature",
     S(GOLD, "forest", ("#8a5a2a", "#5a3a1a", "#2a1a0a"), 0.7, ("sun", 0.3, 0.3, 0.08, "#fff0c0"), 0,
       motifs=(M("hedgehog", 0.5, 0.84, 0.26, "#3a2010", "front"), M("pear", 0.38, 0.9, 0.07, "#c0a030", "front"),
               M("cherry", 0.64, 0.9, 0.07, "#c02a2a", "front")), swarm=("maple-leaf", 10, (0, 0, 0.9, 0.7), (0.04, 0.08), "#d86a2a", 0)))
card("squirrel-acorn-moon", "Saving the Moon for Winter", "squirrel, acorn, moon, forest, patience, whimsical, future, home",
     S(DUSK, "forest", FOREST, 0.74, ("moon", 0.65, 0.25, 0.07, "#fff6e0"), 60,
       motifs=(M("squirrel", 0.35, 0.66, 0.3, "#0e0a1a", "front"), M("acorn", 0.52, 0.62, 0.1, "#0e0a1a", "front"))))
card("oak-four-seasons", "The Tree That Kept Every Season", "tree, seasons, hills, time, growth, nostalgic, nature, change",
     S(PEACH, "hills", HILLS_GREEN, 0.72, ("sun", 0.8, 0.15, 0.05, "#ffffff"), 0,
       motifs=(M("oak", 0.5, 0.52, 0.7, "#2a4a2a"),), swarm=("falling-leaf", 12, (0.05, 0.1, 0.85, 0.85), (0.03, 0.06), "#e07a2a", 0)))
card("campfire-stories", "Stories Around the Fire", "campfire, night, forest, friendship, warmth, cosy, memory, stories",
     S(DEEP_NIGHT, "forest", FOREST, 0.7, None, 350,
       motifs=(M("campfire", 0.5, 0.82, 0.22, "#ffb040", "front", glow=1.0),), particles="#ffb060"))
card("hiker-giant-flower", "The Path Through the Giant Garden", "flower, giant, tiny, traveller, journey, wonder, nature, curiosity, field",
     S(MINT, "hills", HILLS_GREEN, 0.75, ("sun", 0.75, 0.15, 0.05, "#ffffff"), 0,
       motifs=(M("dandelion-flower", 0.5, 0.42, 0.8, "#f6f0d0", "ground"), M("hiking", 0.3, 0.86, 0.06, "#1a2a1a"))))
card("dandelion-wishes", "A Thousand Wishes", "dandelion, wind, wish, multiplication, hope, fragile, dream, childhood",
     S(DAWN, "hills", HILLS_GREEN, 0.8, ("sun", 0.3, 0.4, 0.08, "#ffffff"), 0,
       motifs=(M("dandelion-flower", 0.7, 0.74, 0.3, "#ffffff"),), particles="#ffffff"))
card("church-snow-night", "The Last Bell of the Year", "church, snow, night, village, nostalgic, calm, time, hope",
     S(ICE, "snow", SNOW, 0.7, ("moon", 0.75, 0.2, 0.05, "#ffffff"), 200,
       motifs=(M("church", 0.45, 0.7, 0.3, "#1a2440", glow=0.0),), particles="#ffffff"))
card("pagoda-mist", "Seven Roofs in the Mist", "pagoda, mist, mountains, calm, wisdom, mysterious, serene, time",
     S(FOG, "hills", ("#7a8490", "#5a6470", "#3a4450"), 0.66, ("sun", 0.65, 0.2, 0.07, "#ffe8d0"), 0, None, ("#ffffff", 0.66, 0.06),
       motifs=(M("pagoda", 0.4, 0.55, 0.3, "#2a3440"),)))
card("volcano-tea", "Tea Time on the Volcano", "volcano, teapot, fire, danger, calm, whimsical, courage, home, mountains",
     S(EMBER, "hills", ("#3a1a1a", "#2a1010", "#140808"), 0.72, None, 60,
       motifs=(M("volcano", 0.5, 0.55, 0.6, "#1a0808", "ground"), M("teapot", 0.5, 0.84, 0.14, "#f0d0a0", "front", glow=0.3)),
       particles="#ff8030"))
card("waterfall-stairs", "Where the River Learns to Fly", "waterfall, river, mountains, freedom, change, majestic, nature, journey",
     S(TEAL, "hills", ("#3a5a5a", "#24403e", "#10201e"), 0.62, None, 0, ("#e0fff8", 0.1, 0.3, 0.3), ("#ffffff", 0.75, 0.07),
       motifs=(M("waterfall", 0.5, 0.58, 0.5, "#d0f0ff", "ground", glow=0.3), M("swan", 0.5, 0.3, 0.14, "#ffffff", "sky"))))

# --- deserts and dunes -----------------------------------------------------------------------------
card("door-dunes", "The Door in the Desert", "door, desert, night, traveller, choice, mysterious, escape, portal",
     S(SUNSET, "dunes", DUNES, 0.6, ("sun", 0.3, 0.45, 0.08, "#fff3d0"),
       portal=((0.62, 0.8, 0.22, 0.3), S(NIGHT, "sea", SEA_NIGHT, 0.75, ("crescent", 0.5, 0.3, 0.15, "#ffffff"), 80),
               "#3a2318"),
       motifs=(M("walk", 0.38, 0.86, 0.05, "#2a1208"),)))
card("elephant-hourglass", "The Elephant Who Remembered Everything", "elephant, hourglass, desert, memory, time, patience, majestic, wisdom",
     S(GOLD, "dunes", DUNES, 0.64, ("sun", 0.5, 0.25, 0.12, "#fff4d0"),
       motifs=(M("elephant", 0.5, 0.7, 0.5, "#3a1a0a"), M("hourglass", 0.52, 0.47, 0.14, "#fff0c0", glow=0.5))))
card("cactus-rain", "The Cactus Who Waited", "cactus, desert, rain, waiting, patience, hope, lonely, nature",
     S(STORM, "dunes", ("#a07050", "#7a5038", "#4a2a1a"), 0.7, None, 0, ("#9aa0b0", 0.02, 0.35, 0.6),
       motifs=(M("cactus", 0.5, 0.7, 0.34, "#2a4a2a"), M("umbrella", 0.55, 0.46, 0.26, "#c04060"))))
card("compass-dunes", "North Is Wherever You Are", "compass, desert, traveller, journey, lost, hope, choice, curiosity, lonely",
     S(PEACH, "dunes", DUNES, 0.58, ("sun", 0.5, 0.25, 0.07, "#ffffff"),
       motifs=(M("compass", 0.5, 0.4, 0.34, "#5a3a2a", "sky", glow=0.2), M("footprint", 0.5, 0.85, 0.1, "#7a4a2a"))))
card("camel-train-stars", "The Night Train Crosses the Sand", "train, desert, night, stars, journey, nostalgic, escape, time",
     S(DEEP_NIGHT, "dunes", ("#5a3a4a", "#3a2030", "#1a0a14"), 0.7, ("crescent", 0.7, 0.2, 0.05, "#ffffff"), 400,
       motifs=(M("steam-locomotive", 0.45, 0.7, 0.44, "#080410", glow=0.0), M("street-light", 0.85, 0.66, 0.12, "#ffd070", glow=0.7))))
card("lion-chess", "The Last Move", "lion, chess, desert, strategy, courage, tense, choice, pride",
     S(EMBER, "dunes", ("#8a4a2a", "#6a3018", "#3a180a"), 0.66, ("sun", 0.5, 0.6, 0.16, "#ffb070"),
       motifs=(M("lion", 0.32, 0.74, 0.36, "#1a0804"), M("chess-king", 0.7, 0.72, 0.26, "#f0e0c0", shadow=True))))
card("snake-ladder", "Snakes and Ladders", "snake, ladder, desert, game, chance, danger, choice, playful",
     S(GOLD, "dunes", DUNES, 0.6, ("sun", 0.7, 0.2, 0.06, "#ffffff"),
       motifs=(M("ladder", 0.4, 0.48, 0.56, "#4a2a10", rotation=-8), M("snake", 0.62, 0.78, 0.3, "#2a5a2a"))))

# --- interiors -------------------------------------------------------------------------------------
card("bottle-forest", "The Forest in a Bottle", "bottle, forest, moon, room, secret, fragile, nature, memory, tiny",
     S([(0, "#10261f"), (0.6, "#2f5a45"), (1, "#0c1a14")], "interior", ("#3b2a35", "#2a1a1f"), 0.78,
       window=(0.12, 0.1, 0.45, 0.45),
       bottle=((0.6, 0.58, 0.42, 0.5), S([(0, "#1a2a6a"), (0.6, "#7fb0d8")], "forest", ("#4a7a6a", "#2a4a3a", "#14261c"),
                                           0.6, ("moon", 0.5, 0.25, 0.12, "#ffffff"), 40), "#bfe8ff"),
       particles="#ffe9a0"))
card("bed-clouds", "The Bed That Drifted Away", "bed, clouds, sky, sleep, floating, dream, calm, escape",
     S(DUSK, "cloudsea", ("#b0a0d0", "#ffe8f0"), 0.74, ("moon", 0.3, 0.18, 0.05, "#ffffff"), 120,
       motifs=(M("bed", 0.55, 0.62, 0.4, "#3a2a5a", "ground"), M("sleepy", 0.52, 0.5, 0.1, "#ffffff", "ground", glow=0.4))))
card("armchair-window-sea", "A Chair Facing the Sea", "chair, room, sea, memory, waiting, nostalgic, lonely, calm",
     S(SUNSET, "interior", ("#4a3040", "#2a1a24"), 0.76, window=(0.2, 0.12, 0.8, 0.55),
       motifs=(M("armchair", 0.5, 0.74, 0.34, "#160a12", "front"),)))
card("teapot-storm", "A Storm in a Teapot", "teapot, storm, room, anger, whimsical, tense, tiny, home",
     S(STORM, "interior", ("#3a3038", "#241c22"), 0.74, window=(0.62, 0.12, 0.9, 0.42),
       motifs=(M("teapot", 0.45, 0.64, 0.44, "#c0a080", "front", shadow=True), M("ghost", 0.45, 0.36, 0.2, "#d0d8e8", "front", glow=0.4))))
card("rocking-chair-ghost", "Grandmother Still Visits", "chair, ghost, room, memory, family, tender, melancholy, home",
     S(NIGHT, "interior", ("#2a2a3a", "#1a1a24"), 0.76, window=(0.58, 0.14, 0.88, 0.44),
       motifs=(M("rocking-chair", 0.42, 0.72, 0.34, "#0a0a12", "front"), M("ghost", 0.42, 0.5, 0.2, "#d8e4ff", "front", glow=0.6, alpha=0.55))))
card("bird-cage-open", "The Door Was Always Open", "cage, bird, room, freedom, choice, hope, escape, fear, tense",
     S(DAWN, "interior", ("#5a4a5a", "#3a2a3a"), 0.78, window=(0.15, 0.1, 0.55, 0.5),
       motifs=(M("bird-cage", 0.62, 0.56, 0.38, "#1a1018", "front"), M("dove", 0.34, 0.28, 0.16, "#ffffff", "front", glow=0.4))))
card("candle-library", "Reading by the Last Candle", "candle, book, room, night, knowledge, solitude, calm, curiosity",
     S(NIGHT, "interior", ("#3a2420", "#1e1210"), 0.74, window=(0.6, 0.12, 0.86, 0.36),
       motifs=(M("candle-light", 0.38, 0.64, 0.18, "#ffd080", "front", glow=1.0), M("open-book", 0.58, 0.78, 0.3, "#f0e0c0", "front"))))
card("crystal-ball-eye", "The Fortune Teller Looks Back", "crystal-ball, eye, room, future, mysterious, magic, eerie, secret",
     S(VIOLET, "interior", ("#2a1a3a", "#140a1e"), 0.76, window=(0.1, 0.1, 0.3, 0.3),
       motifs=(M("crystal-ball", 0.5, 0.6, 0.44, "#a0c0ff", "front", glow=0.7), M("eyeball", 0.5, 0.56, 0.16, "#ffffff", "front"))))
card("potion-shop", "Bottled Weather", "potion, bottle, room, magic, curiosity, whimsical, secret, weather",
     S(TEAL, "interior", ("#1a3030", "#0e1c1c"), 0.78, window=(0.62, 0.1, 0.9, 0.35),
       motifs=(M("potion-ball", 0.3, 0.7, 0.2, "#80ffb0", "front", glow=0.7), M("potion-ball", 0.52, 0.68, 0.24, "#ff80c0", "front", glow=0.7),
               M("potion-ball", 0.74, 0.72, 0.16, "#80c0ff", "front", glow=0.7))))
card("clockwork-heart", "The Clockmaker's Secret", "clockwork, clock, room, time, love, mysterious, fragile, work",
     S(GOLD, "interior", ("#3a2a1a", "#20160c"), 0.8, window=(0.1, 0.08, 0.36, 0.3),
       motifs=(M("clockwork", 0.5, 0.52, 0.56, "#d0a050", "front", glow=0.3, shadow=True),)))
card("violin-room-notes", "Music for an Empty Room", "violin, music, room, solitude, melancholy, memory, calm, art",
     S(DUSK, "interior", ("#2a1e30", "#180e1c"), 0.78, window=(0.55, 0.1, 0.85, 0.42),
       motifs=(M("violin", 0.38, 0.6, 0.36, "#a0502a", "front", rotation=15), M("musical-notes", 0.64, 0.56, 0.2, "#ffe0b0", "front", glow=0.6))))
card("painter-window", "Painting the View Back In", "palette, room, art, creation, window, hope, whimsical, change",
     S(NOON, "interior", ("#e0d0c0", "#a09080"), 0.8, window=(0.25, 0.1, 0.75, 0.5),
       motifs=(M("palette", 0.4, 0.74, 0.3, "#6a4a3a", "front"), M("rainbow-star", 0.5, 0.3, 0.16, "#ffd040", "front", glow=0.5))))
card("mailbox-letters", "Letters to Nobody", "mailbox, letter, message, waiting, lonely, hope, nostalgic, village",
     S(FOG, "hills", ("#8a94a0", "#6a7480", "#404850"), 0.7, None, 0, None, ("#ffffff", 0.7, 0.07),
       motifs=(M("mailbox", 0.45, 0.74, 0.3, "#a03a3a"),), swarm=("envelope", 9, (0.1, 0.1, 0.8, 0.55), (0.05, 0.09), "#f8f0e0", 0)))
card("quill-scroll-stars", "Writing Down the Sky", "quill, scroll, stars, night, knowledge, creation, dream, wonder",
     S(DEEP_NIGHT, "interior", ("#1a1420", "#0e0a12"), 0.8, window=(0.15, 0.08, 0.85, 0.55),
       motifs=(M("scroll-unfurled", 0.5, 0.76, 0.5, "#e8dcc0", "front"), M("quill-ink", 0.66, 0.7, 0.16, "#2a1a10", "front"))))
card("magnifier-tiny-world", "A Whole Town on a Leaf", "magnifier, leaf, tiny, giant, curiosity, discovery, wonder, nature, forest",
     S(MINT, "hills", HILLS_GREEN, 0.7, ("sun", 0.2, 0.15, 0.05, "#ffffff"),
       motifs=(M("maple-leaf", 0.5, 0.66, 0.5, "#4a8a3a"), M("magnifying-glass", 0.55, 0.42, 0.42, "#2a2a2a", "front"),
               M("house", 0.48, 0.64, 0.05, "#f0d0a0", "front"))))

# --- void, space and impossible places -------------------------------------------------------------
card("astronaut-garden", "The Gardener on the Moon", "astronaut, flower, space, lonely, hope, growth, tender, future",
     S(SPACE, "snow", ("#5a5a6a", "#3a3a4a", "#8a8a9a"), 0.72, ("sun", 0.8, 0.12, 0.04, "#ffffff"), 500,
       motifs=(M("astronaut-helmet", 0.4, 0.72, 0.24, "#e0e0f0"), M("rose", 0.62, 0.8, 0.12, "#e03a5a", glow=0.3),
               M("globe", 0.25, 0.2, 0.18, "#3a7ad0", "sky", glow=0.4))))
card("globe-cracked", "The World Is a Little Tired", "globe, space, world, fragile, melancholy, care, time, home",
     S(SPACE, "void", (), 1.0, None, 400,
       motifs=(M("globe", 0.5, 0.45, 0.6, "#4a8ad0", "sky", glow=0.4), M("open-palm", 0.5, 0.78, 0.5, "#e8c0a0", "front"))))
card("chess-knight-clouds", "The Knight Jumps the Sky", "chess, horse, clouds, strategy, courage, impossible, game, freedom, majestic",
     S(DAWN, "cloudsea", CLOUDSEA, 0.72, ("sun", 0.7, 0.3, 0.08, "#ffffff"), 0, ("#ffffff", 0.1, 0.45, 0.35),
       motifs=(M("chess-knight", 0.42, 0.45, 0.44, "#2a2040", "ground", shadow=True),)))
card("unicorn-rainbow-void", "The Last Unicorn's Map", "unicorn, stars, void, magic, lonely, wonder, hope, dream",
     S(VIOLET, "void", (), 1.0, None, 500,
       motifs=(M("unicorn", 0.5, 0.55, 0.5, "#f8e8ff", "sky", glow=0.6),), particles="#ffd0ff"))
card("floating-islands", "Islands Between the Stars", "island, floating, stars, house, home, impossible, wonder, journey",
     S(NIGHT, "void", (), 1.0, ("moon", 0.8, 0.12, 0.05, "#ffffff"), 350,
       motifs=(M("house", 0.35, 0.4, 0.2, "#ffd8a0", "front", island=True, glow=0.3),
               M("oak", 0.7, 0.64, 0.16, "#4a7a4a", "front", island=True), M("ladder", 0.52, 0.55, 0.2, "#c0a080", "front", rotation=45))))
card("eye-sky", "The Sky Is Watching", "eye, sky, clouds, eerie, mysterious, ominous, secret, watched",
     S(STORM, "hills", ("#3a4048", "#252a30", "#101316"), 0.78, None, 0, ("#9aa4b4", 0.05, 0.6, 0.5),
       motifs=(M("eyeball", 0.5, 0.38, 0.5, "#f0f0e8", "sky", glow=0.4), M("walk", 0.5, 0.86, 0.05, "#000000"))))
card("hand-holding-sun", "Holding the Last Light", "hand, sun, void, hope, care, light, tender, fragile",
     S(DEEP_NIGHT, "void", (), 1.0, ("sun", 0.5, 0.38, 0.08, "#fff0c0"), 120,
       motifs=(M("open-palm", 0.5, 0.62, 0.54, "#2a1a30", "front"),)))
card("masks-stage", "Which Face Tonight?", "masks, theatre, night, identity, secret, choice, mysterious, drama",
     S(EMBER, "interior", ("#3a0a12", "#1a0408"), 0.82, window=(0.3, 0.05, 0.7, 0.3),
       motifs=(M("drama-masks", 0.5, 0.55, 0.5, "#f0e0c8", "front", glow=0.4, shadow=True),)))
card("ticket-nowhere", "One Ticket to Nowhere", "ticket, train, void, journey, escape, choice, mysterious, freedom",
     S(FOG, "void", (), 1.0, None, 0, None, ("#ffffff", 0.75, 0.12),
       motifs=(M("ticket", 0.5, 0.4, 0.46, "#e0b050", "sky", rotation=-12, shadow=True),
               M("steam-locomotive", 0.5, 0.78, 0.3, "#3a4048", "front"))))
card("padlock-heart", "A Lock with No Key", "padlock, secret, room, love, loss, melancholy, mysterious, waiting",
     S(ROSE, "interior", ("#3a1a28", "#200e16"), 0.78, window=(0.6, 0.1, 0.9, 0.4),
       motifs=(M("padlock", 0.42, 0.56, 0.4, "#c09040", "front", glow=0.3, shadow=True),)))
card("trojan-horse-gift", "A Suspicious Present", "horse, gift, village, trust, danger, secret, tense, ominous",
     S(DUSK, "hills", HILLS_WARM, 0.74, None, 40,
       motifs=(M("trojan-horse", 0.5, 0.66, 0.56, "#5a3a2a", shadow=True), M("walk", 0.18, 0.86, 0.05, "#100408"))))
card("spinning-top-world", "The Top That Never Stops", "spinning-top, toy, void, time, childhood, balance, dream, whimsical",
     S(PEACH, "void", (), 1.0, None, 0, ("#ffffff", 0.5, 0.9, 0.3),
       motifs=(M("spinning-top", 0.5, 0.46, 0.5, "#c04050", "sky", rotation=10, shadow=True),)))
card("top-hat-rabbit-moon", "The Magician's Moon", "hat, rabbit, moon, magic, surprise, whimsical, night, secret",
     S(NIGHT, "interior", ("#1a1030", "#0c0818"), 0.8, window=(0.1, 0.06, 0.9, 0.5),
       motifs=(M("top-hat", 0.5, 0.74, 0.36, "#0a0610", "front"), M("rabbit", 0.5, 0.56, 0.2, "#ffffff", "front", glow=0.4))))
card("frog-prince-pond", "The Frog Who Wore a Crown", "frog, pond, night, love, transformation, whimsical, tender, magic",
     S(TEAL, "sea", ("#0a3038", "#02100e"), 0.6, ("moon", 0.7, 0.2, 0.06, "#e8fff4"), 150,
       motifs=(M("lotus", 0.45, 0.78, 0.3, "#f0a0c0"), M("frog", 0.45, 0.7, 0.16, "#4ab060"))))
card("ladybug-giant-leaf", "The Ladybug's Long Afternoon", "ladybug, leaf, tiny, giant, summer, calm, patience, nature",
     S(NOON, "hills", HILLS_GREEN, 0.8, ("sun", 0.8, 0.1, 0.05, "#ffffff"), 0, ("#ffffff", 0.1, 0.35, 0.3),
       motifs=(M("maple-leaf", 0.5, 0.55, 0.8, "#3a8a3a", "ground", rotation=-20), M("ladybug", 0.56, 0.5, 0.12, "#d02020", "front"))))
card("spider-web-stars", "Catching Stars", "spider-web, stars, night, patience, work, calm, wonder, fragile",
     S(DEEP_NIGHT, "forest", FOREST, 0.84, None, 200,
       motifs=(M("spider-web", 0.5, 0.4, 0.8, "#c0d0ff", "sky", glow=0.4),), particles="#ffffff"))
card("lotus-meditation", "The Quiet Centre", "meditation, lotus, sea, calm, balance, serene, wisdom, peace",
     S(PEACH, "sea", ("#e0b0a0", "#6a4a6a"), 0.62, ("sun", 0.5, 0.36, 0.18, "#fff0e0"),
       motifs=(M("meditation", 0.5, 0.58, 0.3, "#3a1a2a"), M("lotus", 0.5, 0.72, 0.36, "#f0a0c0", reflect=True))))
card("street-light-rain", "Waiting Under the Streetlamp", "streetlamp, rain, night, city, waiting, lonely, love, melancholy",
     S(STORM, "hills", ("#2a2e38", "#1a1e26", "#0c0e12"), 0.8, None, 0, ("#4a5060", 0.0, 0.3, 0.5),
       motifs=(M("street-light", 0.55, 0.55, 0.44, "#ffd890", "front", glow=0.8), M("umbrella", 0.36, 0.8, 0.12, "#c03040", "front"))))
card("house-upside-down", "The House Below the Hills", "house, upside-down, hills, impossible, home, eerie, whimsical, change",
     S(DAWN, "hills", HILLS_GREEN, 0.7, ("sun", 0.5, 0.5, 0.05, "#ffffff"), 0, inverted="#5a7a6a",
       motifs=(M("house", 0.5, 0.22, 0.2, "#8a4a3a", "sky", rotation=180),)))
card("bird-ocean-sky", "The Fish Learned to Fly", "dolphin, upside-down, clouds, impossible, freedom, joyful, change, wonder",
     S(NOON, "cloudsea", CLOUDSEA, 0.75, None, 0, ("#ffffff", 0.35, 0.6, 0.4), inverted="#2a5a8a",
       motifs=(M("dolphin", 0.4, 0.45, 0.28, "#2a4a7a", "sky", rotation=-30),), swarm=("dove", 6, (0.5, 0.25, 0.85, 0.5), (0.05, 0.08), "#ffffff", 0)))
card("ghost-ship-fog", "The Ship That Sailed Into Yesterday", "sailboat, ghost, fog, sea, past, eerie, mysterious, journey",
     S(FOG, "sea", ("#7a848a", "#2a3034"), 0.64, ("moon", 0.3, 0.2, 0.06, "#ffffff"), 0, None, ("#ffffff", 0.62, 0.09),
       motifs=(M("sailboat", 0.55, 0.58, 0.4, "#e8f0f0", glow=0.3, reflect=True, alpha=0.6),)))
card("harp-waterfall", "The River Plays the Harp", "harp, waterfall, music, nature, calm, art, wonder, serene, river",
     S(MINT, "forest", ("#4a7a6a", "#2a5a4a", "#10261c"), 0.66, None, 0, None, ("#ffffff", 0.7, 0.06),
       motifs=(M("harp", 0.5, 0.55, 0.46, "#e0b050", "front", glow=0.4),), particles="#ffffff"))
card("coffee-star", "A Star Stirred into Coffee", "cup, stars, night, morning, calm, cosy, time, whimsical",
     S(NIGHT, "interior", ("#2a1e1a", "#161010"), 0.76, window=(0.15, 0.08, 0.85, 0.5),
       motifs=(M("coffee-cup", 0.5, 0.72, 0.3, "#f0e0d0", "front", shadow=True), M("rainbow-star", 0.5, 0.3, 0.12, "#fff4d0", "front", glow=0.9))))
card("wine-glass-sea", "A Glass of the Sea", "glass, sea, tiny, celebration, memory, nostalgic, calm, world",
     S(SUNSET, "interior", ("#3a2030", "#1e1018", "#0e080c"), 0.8, window=(0.1, 0.1, 0.5, 0.4),
       bottle=((0.6, 0.58, 0.4, 0.5), S(DAWN, "sea", SEA_DAY, 0.5, ("sun", 0.5, 0.35, 0.12, "#ffffff")), "#ffe0f0")))
card("telescope-child", "Counting the Worlds", "telescope, child, stars, night, curiosity, discovery, wonder, dream",
     S(DEEP_NIGHT, "hills", HILLS_NIGHT, 0.82, None, 600, aurora="#8a60ff",
       motifs=(M("telescope", 0.4, 0.8, 0.24, "#04050e", "front"), M("walk", 0.52, 0.84, 0.08, "#04050e", "front"))))
card("footprints-sky", "Footsteps Up into the Sky", "footprints, sky, snow, journey, impossible, mysterious, escape, hope",
     S(ICE, "snow", SNOW, 0.72, ("sun", 0.5, 0.2, 0.08, "#ffffff"), 0,
       swarm=("footprint", 10, (0.35, 0.1, 0.55, 0.78), (0.04, 0.06), "#4a6a9a", 0)))
card("bell-jar-city", "The City in the Snow Globe", "bottle, city, snow, tiny, nostalgic, cosy, memory, home",
     S(NIGHT, "interior", ("#2a2a3a", "#14141e"), 0.8, window=(0.58, 0.08, 0.9, 0.35),
       bottle=((0.45, 0.56, 0.5, 0.56), S(ICE, "snow", SNOW, 0.7, ("moon", 0.3, 0.2, 0.08, "#ffffff"), 60,
                                            motifs=(M("church", 0.5, 0.62, 0.35, "#1a2440"),), particles="#ffffff"), "#e0f0ff")))
card("portal-forest-sea", "The Forest Door Opens on the Sea", "door, forest, sea, portal, choice, mysterious, escape, wonder",
     S(NIGHT, "forest", FOREST, 0.66, None, 120,
       portal=((0.5, 0.86, 0.34, 0.42), S(DAWN, "sea", SEA_DAY, 0.6, ("sun", 0.5, 0.5, 0.12, "#ffffff")), "#0a1410")))
card("portal-snow-summer", "A Summer Door in Winter", "door, snow, summer, portal, hope, change, escape, warmth, wonder",
     S(ICE, "snow", SNOW, 0.66, None, 0, None, None,
       portal=((0.5, 0.84, 0.3, 0.38), S(NOON, "hills", HILLS_GREEN, 0.6, ("sun", 0.7, 0.2, 0.1, "#ffffff")), "#5a3a2a"),
       motifs=(M("snowman", 0.2, 0.82, 0.14, "#ffffff"),)))
card("portal-room-space", "The Wardrobe Was Bigger Inside", "door, room, space, portal, curiosity, discovery, wonder, secret",
     S(GOLD, "interior", ("#5a3a2a", "#2a1a10"), 0.86, window=(0.06, 0.08, 0.24, 0.34),
       portal=((0.6, 0.86, 0.42, 0.62), S(SPACE, "void", (), 1.0, ("moon", 0.5, 0.3, 0.2, "#c0d0ff"), 300), "#2a1408")))
card("cat-moon-roof", "The Cat Who Owned the Moon", "cat, moon, night, village, pride, calm, mysterious, home",
     S(NIGHT, "hills", ("#1a1a30", "#12121f", "#08080f"), 0.7, ("moon", 0.5, 0.32, 0.2, "#fff4d8"), 200,
       motifs=(M("cat", 0.5, 0.64, 0.3, "#04040a", "front"),)))
card("bat-umbrella", "The Umbrella Flew Away", "umbrella, bat, night, storm, escape, whimsical, freedom, change",
     S(STORM, "hills", ("#2a2e38", "#1a1e26", "#0c0e12"), 0.78, ("moon", 0.7, 0.2, 0.06, "#ffffff"), 40, ("#6a7080", 0.05, 0.4, 0.4),
       motifs=(M("umbrella", 0.45, 0.4, 0.3, "#000000", "sky", rotation=30), M("walk", 0.3, 0.86, 0.06, "#000000"))))
card("ghost-lanterns", "The Festival of Returning", "lantern, ghost, night, multiplication, memory, family, tender, light",
     S(DEEP_NIGHT, "sea", SEA_NIGHT, 0.72, None, 150,
       swarm=("lantern-flame", 16, (0.05, 0.15, 0.85, 0.68), (0.04, 0.1), "#ffb060", 0.8)))
card("king-alone-board", "The King Who Was Left Alone", "king, chess, void, lonely, power, melancholy, choice, pride",
     S(FOG, "snow", ("#c8c8c8", "#a0a0a0", "#e8e8e8"), 0.66, None, 0, None, ("#ffffff", 0.66, 0.1),
       motifs=(M("chess-king", 0.5, 0.62, 0.36, "#1a1a1a", shadow=True),)))
card("hourglass-desert-inside", "The Desert Inside the Hourglass", "hourglass, desert, time, tiny, patience, melancholy, impossible, world",
     S(DEEP_NIGHT, "void", (), 1.0, None, 300,
       motifs=(M("hourglass", 0.5, 0.5, 0.8, "#e0c080", "sky", glow=0.3), M("walk", 0.5, 0.72, 0.03, "#3a2010", "front"))))
card("sunflower-moon", "The Sunflower Turned to the Moon", "sunflower, moon, night, love, longing, loyal, tender, field",
     S(NIGHT, "hills", ("#1a2a1a", "#12201a", "#080f0a"), 0.76, ("moon", 0.3, 0.22, 0.08, "#fff4d0"), 180,
       motifs=(M("sunflower", 0.62, 0.58, 0.5, "#e0a020", "front", rotation=15),)))
card("rose-snow", "The Rose That Bloomed in Winter", "rose, snow, winter, hope, fragile, love, courage, lonely",
     S(ICE, "snow", SNOW, 0.74, None, 0, ("#ffffff", 0.1, 0.4, 0.3), particles="#ffffff",
       motifs=(M("rose", 0.5, 0.72, 0.3, "#d02040", glow=0.3),)))
card("cherry-rain", "It Rained Cherries", "cherry, rain, sky, joyful, multiplication, whimsical, summer, surprise",
     S(ROSE, "hills", HILLS_WARM, 0.8, None, 0, ("#ffd0e0", 0.05, 0.3, 0.4),
       swarm=("cherry", 18, (0.05, 0.2, 0.85, 0.78), (0.04, 0.08), "#c01a2a", 0)))
card("bread-village-morning", "Bread for the Whole Village", "bread, village, morning, warmth, home, cosy, family, work",
     S(DAWN, "hills", HILLS_WARM, 0.76, ("sun", 0.5, 0.5, 0.14, "#fff0c0"), 0,
       motifs=(M("bread", 0.5, 0.44, 0.44, "#c08040", "sky", glow=0.3), M("house", 0.3, 0.82, 0.14, "#3a1a1a"),
               M("house", 0.7, 0.84, 0.12, "#3a1a1a"))))
card("rabbit-giant-moon", "The Rabbit and the Giant Moon Carrot", "rabbit, moon, giant, tiny, hunger, whimsical, dream, ambition, night",
     S(NIGHT, "snow", ("#5a6080", "#3a4060", "#8a90b0"), 0.74, ("moon", 0.5, 0.3, 0.26, "#fff0d0"), 200,
       motifs=(M("rabbit", 0.5, 0.72, 0.14, "#0a0a18", "front"),)))
card("swan-crown-lake", "Queen of the Frozen Lake", "swan, ice, winter, pride, majestic, lonely, calm, beauty",
     S(ICE, "sea", ("#a0b8d8", "#40587a"), 0.62, ("sun", 0.4, 0.4, 0.04, "#ffffff"), 0, None, ("#ffffff", 0.62, 0.05),
       motifs=(M("swan", 0.5, 0.58, 0.3, "#ffffff", reflect=True, glow=0.3),)))
card("dragonfly-storm-lantern", "Firefly Lighthouse", "lantern, storm, sea, light, hope, courage, tiny, danger, tense",
     S(STORM, "sea", ("#1a2430", "#05080c"), 0.66, None, 0, ("#6a7488", 0.02, 0.4, 0.55),
       motifs=(M("lighthouse", 0.35, 0.6, 0.3, "#0a0e14"), M("lantern-flame", 0.35, 0.46, 0.08, "#ffd060", glow=1.0),
               M("sailboat", 0.72, 0.7, 0.12, "#c0c0b0", rotation=12))))
card("owl-books-tower", "The Owl's Tower of Books", "owl, book, wisdom, knowledge, night, tower, calm, curiosity",
     S(VIOLET, "hills", HILLS_NIGHT, 0.8, ("moon", 0.75, 0.16, 0.06, "#ffffff"), 180,
       motifs=(M("open-book", 0.5, 0.8, 0.3, "#e0d0b0"), M("open-book", 0.5, 0.7, 0.26, "#c0a080"),
               M("open-book", 0.5, 0.6, 0.22, "#e0d0b0"), M("owl", 0.5, 0.46, 0.2, "#0c0818", "front"))))
card("wolf-in-sheep-village", "The Wolf at the Village Gate", "wolf, village, night, danger, trust, tense, ominous, secret",
     S(DUSK, "hills", HILLS_WARM, 0.72, ("moon", 0.7, 0.2, 0.06, "#fff0e0"), 60,
       motifs=(M("wolf-howl", 0.28, 0.78, 0.22, "#0a0408", "front"), M("house", 0.66, 0.78, 0.2, "#ffd090", glow=0.4),
               M("church", 0.82, 0.74, 0.16, "#100810"))))
card("sleeping-giant-hills", "The Hills Are Sleeping Giants", "giant, hills, sleep, dream, calm, mysterious, nature, tiny, person",
     S(DAWN, "hills", HILLS_GREEN, 0.66, ("sun", 0.3, 0.5, 0.06, "#ffffff"), 0, None, ("#ffffff", 0.7, 0.06),
       motifs=(M("sleepy", 0.6, 0.58, 0.5, "#3a6a4a", "ground"), M("walk", 0.35, 0.84, 0.04, "#0a1a0a"))))
card("rocket-fishbowl", "The Goldfish Launch Programme", "rocket, bottle, space, ambition, whimsical, escape, tiny, dream",
     S(NOON, "interior", ("#d0c0b0", "#9a8a7a"), 0.8, window=(0.1, 0.08, 0.45, 0.4),
       bottle=((0.6, 0.58, 0.42, 0.48), S(SPACE, "void", (), 1.0, ("moon", 0.3, 0.3, 0.12, "#d0e0ff"), 120,
                                           motifs=(M("rocket", 0.6, 0.6, 0.34, "#f06a4a", "sky", rotation=-30, glow=0.4),)), "#d0f0ff")))
card("anchor-forest-roots", "Roots Like Anchors", "anchor, tree, forest, home, stability, calm, family, nature",
     S(MINT, "forest", ("#5a8a7a", "#3a6a5a", "#1a3a2a"), 0.62, None, 0, None, ("#ffffff", 0.66, 0.06),
       motifs=(M("oak", 0.5, 0.45, 0.6, "#1a2a1a"), M("anchor", 0.5, 0.84, 0.26, "#2a1a10", "front"))))
card("eye-keyhole-door", "Someone Behind the Door", "door, eye, room, secret, curiosity, eerie, mysterious, watched",
     S(NIGHT, "interior", ("#1a1a24", "#0c0c12"), 0.86, window=(0.08, 0.1, 0.22, 0.3),
       portal=((0.55, 0.86, 0.36, 0.64), S(EMBER, "void", (), 1.0, None, 0, motifs=(M("eyeball", 0.5, 0.45, 0.5, "#ffffff", "sky", glow=0.6),)), "#2a1810")))
card("jellyfish-sky-city", "Evening Jellyfish Over the Roofs", "jellyfish, city, sky, dusk, multiplication, calm, eerie, wonder",
     S(DUSK, "hills", ("#3a2a4a", "#2a1a3a", "#140a1e"), 0.78, None, 60,
       motifs=(M("house", 0.2, 0.8, 0.14, "#0e0818"), M("church", 0.5, 0.77, 0.18, "#0e0818"), M("house", 0.8, 0.8, 0.14, "#0e0818")),
       swarm=("jellyfish", 8, (0.05, 0.05, 0.85, 0.55), (0.06, 0.14), "#ffc0e0", 0.6)))
card("boat-in-desert", "Waiting for the Sea to Come Back", "sailboat, desert, waiting, hope, patience, melancholy, impossible, memory",
     S(SUNSET, "dunes", DUNES, 0.62, ("sun", 0.7, 0.5, 0.08, "#fff0c0"),
       motifs=(M("sailboat", 0.42, 0.72, 0.42, "#3a1a10", rotation=-8, shadow=True),)))
card("star-tree", "The Tree Where Stars Grow", "tree, stars, multiplication, night, magic, wonder, growth, harvest",
     S(NIGHT, "hills", HILLS_NIGHT, 0.78, None, 200,
       motifs=(M("oak", 0.5, 0.55, 0.7, "#04050e", "ground"),), swarm=("rainbow-star", 9, (0.2, 0.2, 0.72, 0.5), (0.04, 0.07), "#fff0c0", 0.8)))
card("kite-child-storm", "Holding On", "kite, storm, child, courage, hope, tense, wind, freedom",
     S(STORM, "hills", ("#3a4048", "#252a30", "#101316"), 0.76, None, 0, ("#8a92a0", 0.05, 0.45, 0.55),
       motifs=(M("kite", 0.62, 0.28, 0.22, "#e0b030", "sky", rotation=20, glow=0.4), M("walk", 0.3, 0.86, 0.07, "#000000"))))
card("envelope-birds", "Every Letter Became a Bird", "letter, bird, sky, multiplication, freedom, message, hope, change, joyful",
     S(PEACH, "cloudsea", ("#f0c8b8", "#fff4ec"), 0.78, ("sun", 0.5, 0.7, 0.1, "#ffffff"), 0,
       motifs=(M("envelope", 0.5, 0.7, 0.24, "#f8f0e0", "ground"),), swarm=("dove", 12, (0.1, 0.08, 0.85, 0.55), (0.05, 0.1), "#ffffff", 0)))
card("globe-bottle-sea", "Message from a Whole World", "bottle, world, sea, message, hope, fragile, lonely, journey",
     S(DUSK, "sea", SEA_WARM, 0.56, ("moon", 0.8, 0.15, 0.05, "#ffffff"), 100,
       bottle=((0.46, 0.7, 0.32, 0.36), S(NOON, "void", (), 1.0, None, 0, motifs=(M("globe", 0.5, 0.65, 0.7, "#3a7ad0", "sky"),)), "#c0f0e0")))
card("frog-umbrella-rain", "Nobody Told the Frog It Was Raining", "frog, umbrella, rain, pond, calm, whimsical, patience, nature",
     S(TEAL, "sea", ("#2a5a58", "#0a2020"), 0.66, None, 0, ("#a0c0c0", 0.02, 0.3, 0.5),
       motifs=(M("umbrella", 0.5, 0.54, 0.3, "#f0c040"), M("frog", 0.5, 0.7, 0.2, "#4ab060"))))
card("candle-ship-bottle", "The Smallest Voyage", "bottle, sailboat, candle, room, tiny, journey, memory, patience, cosy",
     S(NIGHT, "interior", ("#2a1a14", "#140c0a"), 0.78, window=(0.6, 0.08, 0.9, 0.3),
       motifs=(M("candle-light", 0.2, 0.66, 0.14, "#ffd080", "front", glow=1.0),),
       bottle=((0.58, 0.58, 0.44, 0.42), S(STORM, "sea", ("#1a2430", "#05080c"), 0.6, None, 0, ("#8a94a8", 0.05, 0.4, 0.5),
                                            motifs=(M("sailboat", 0.5, 0.56, 0.4, "#e0d8c0"),)), "#ffe0b0")))
