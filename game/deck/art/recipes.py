"""The built-in deck, one hand-written recipe per card.

Each card has a title, at least five tags from the vocabulary in game/deck/tags.py (objects,
setting, mood, themes), a one- or two-sentence description of the finished picture (written by
looking at the rendered card, not from the recipe) and a scene: palette, sky, setting, hero
motif(s), a surreal twist. Tags and description must match what the picture shows.
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


def card(slug: str, title: str, tags: str, *, desc: str, scene: Scene, glow: float = 0.5) -> None:
    """One card: `tags` and `desc` describe the rendered picture as a player sees it (the bots read them)."""
    RECIPES.append(Recipe(slug, title, tuple(t.strip() for t in tags.split(",")), scene,
                          seed=1000 + len(RECIPES), glow=glow, description=desc))


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
card("sky-whale", "The Whale Who Swam in the Sky", "whale, moon, sea, night, boat, paper, tree, floating, reflection, calm, dream, journey, wonder",
     desc="A dark whale with a palm tree sprouting from its back swims through the moonlit night sky, while a tiny paper boat floats on the calm sea below. Vast, quiet and dreamlike.",
     scene=S(NIGHT, "sea", SEA_NIGHT, 0.64, ("moon", 0.74, 0.18, 0.08, "#fff1c9"), 260, ("#c8c0f0", 0.3, 0.5, 0.3),
       motifs=(M("sperm-whale", 0.42, 0.4, 0.62, "#171a3c", "sky", glow=0.15),
               M("paper-boat", 0.55, 0.74, 0.1, "#f3e6d0", reflect=True))))
card("lighthouse-star", "Keeper of the Fallen Star", "lighthouse, stars, moon, sea, night, light, lonely, waiting, hope, home",
     desc="A lone lighthouse sweeps its beam over a dark night sea as a small shooting star falls beside a thin crescent moon. Quiet and lonely, like a vigil kept for someone.",
     scene=S(DEEP_NIGHT, "sea", SEA_NIGHT, 0.66, ("crescent", 0.3, 0.2, 0.07, "#fff6dc"), 300,
       motifs=(M("lighthouse", 0.66, 0.55, 0.34, "#0c0e22", "ground"),
               M("rainbow-star", 0.66, 0.37, 0.08, "#ffe9a8", "sky", glow=0.9))))
card("paper-fleet", "The Paper Fleet", "boat, paper, sea, dawn, sun, multiplication, journey, childhood, hope, fragile, calm",
     desc="A whole fleet of little white paper boats sails across a pale, misty sea toward the rising sun. Gentle and hopeful, like a child's game set loose on the ocean.",
     scene=S(DAWN, "sea", SEA_DAY, 0.6, ("sun", 0.5, 0.55, 0.07, "#fff4dc"), 0, ("#ffffff", 0.2, 0.45, 0.35),
       swarm=("paper-boat", 14, (0.05, 0.64, 0.85, 0.9), (0.05, 0.12), "#fff8ee", 0)))
card("jellyfish-lanterns", "Lanterns of the Deep", "jellyfish, light, sea, floating, multiplication, mysterious, calm, serene, wonder, dream",
     desc="Pale glowing jellyfish drift like lanterns through deep green-blue water full of tiny specks of light. Silent, weightless and mysterious.",
     scene=S(TEAL, "void", (), 1.0, None, 40, swarm=("jellyfish", 11, (0.05, 0.08, 0.85, 0.85), (0.08, 0.2), "#9ff0e0", 0.7),
       particles="#c0fff0"))
card("octopus-library", "The Octopus Librarian", "octopus, book, sea, room, window, knowledge, curiosity, whimsical, patience",
     desc="A big pink octopus sits in a dim underwater room by a tall window, open books lying on the floor around it. Quiet and whimsical, a library at the bottom of the sea.",
     scene=S(TEAL, "interior", ("#1a3a44", "#0f2228"), 0.8, window=(0.55, 0.1, 0.88, 0.4),
       motifs=(M("octopus", 0.45, 0.6, 0.5, "#e07a6a"), M("open-book", 0.68, 0.78, 0.18, "#f6ead0"),
               M("open-book", 0.2, 0.8, 0.14, "#d8c8a8", rotation=20)), particles="#a0f0ff"))
card("seahorse-moon", "A Seahorse Tows the Moon", "seahorse, moon, sea, night, floating, reflection, whimsical, tender, journey",
     desc="An orange seahorse floats in the night sky beside a big full moon, its reflection wobbling on the dark sea below. Small, strange and gentle.",
     scene=S(NIGHT, "sea", SEA_NIGHT, 0.68, ("moon", 0.68, 0.3, 0.1, "#fff1d0"), 200,
       motifs=(M("seahorse", 0.3, 0.42, 0.3, "#f0a060", "sky", glow=0.3),)))
card("crab-sandcastle", "The Crab's Cathedral", "crab, sandcastle, shore, sun, summer, home, pride, playful, childhood",
     desc="A lopsided sandcastle with a little flag stands in pale sand under a hazy sun, a small red crab beside it. Warm and playful, a summer afternoon at the beach.",
     scene=S(PEACH, "dunes", ("#f0d0a0", "#e0b080", "#c09060"), 0.62, ("sun", 0.7, 0.22, 0.09, "#ffffff"),
       motifs=(M("sand-castle", 0.45, 0.72, 0.5, "#b07a4a", shadow=True), M("crab", 0.74, 0.86, 0.14, "#d0402a"))))
card("mermaid-rock", "The Listener on the Rock", "mermaid, sea, moon, dusk, music, lonely, melancholy, waiting, secret",
     desc="A mermaid in silhouette sits on the still water at dusk under a pale moon, musical notes drifting from her into the purple sky. Lonely and dreamy, a song nobody else hears.",
     scene=S(DUSK, "sea", SEA_WARM, 0.6, ("moon", 0.24, 0.16, 0.06, "#fff0e0"), 80,
       motifs=(M("mermaid", 0.58, 0.6, 0.32, "#1a0c24", reflect=True), M("musical-notes", 0.3, 0.4, 0.12, "#ffe0c0", "sky", glow=0.6))))
card("anchor-sky", "Anchored to a Cloud", "anchor, sailboat, clouds, sky, sun, floating, impossible, hope, stuck, freedom, whimsical",
     desc="A white sailboat floats high in a bright blue sky while its anchor dangles loose among the clouds far below. Light, airy and impossible.",
     scene=S(NOON, "cloudsea", CLOUDSEA, 0.7, ("sun", 0.2, 0.15, 0.06, "#ffffff"), 0, ("#ffffff", 0.1, 0.4, 0.4),
       motifs=(M("sailboat", 0.42, 0.3, 0.34, "#f3e6d0", "sky", rotation=6, glow=0.25, shadow=True),
               M("anchor", 0.6, 0.72, 0.3, "#2a3a5a", "ground", rotation=-10))))
card("giant-squid-ship", "What the Sailors Never Said", "squid, sailboat, sea, storm, giant, danger, fear, ominous, tense, secret",
     desc="A tiny sailboat floats on a grey, overcast sea, unaware of a gigantic squid lurking right beneath it. Calm on the surface, menacing underneath.",
     scene=S(STORM, "sea", ("#1a2430", "#05080c"), 0.58, None, 0, ("#8a94a8", 0.05, 0.45, 0.55),
       motifs=(M("giant-squid", 0.5, 0.78, 0.8, "#0a0e14"), M("sailboat", 0.52, 0.55, 0.16, "#d8d0b8"))))
card("dolphin-stars", "Leaping for the Stars", "dolphin, stars, sea, night, reflection, joyful, freedom, courage, dream",
     desc="A glowing pale-blue dolphin leaps high out of a dark sea under a starry sky, its reflection shimmering below. Joyful and free.",
     scene=S(DEEP_NIGHT, "sea", SEA_NIGHT, 0.7, None, 420,
       motifs=(M("dolphin", 0.5, 0.5, 0.44, "#8ab0e0", "sky", rotation=25, glow=0.35),)))
card("nautilus-spiral", "The Spiral Staircase", "shell, spiral, sun, sea, pink, giant, traveller, time, patience, mysterious, growth, calm",
     desc="A giant spiral shell with curling tentacles hangs before a huge pale sun in a pink sky, while a tiny figure walks along the horizon beneath it. Strange, quiet and dreamlike.",
     scene=S(ROSE, "sea", SEA_WARM, 0.72, ("sun", 0.5, 0.3, 0.2, "#ffd8c0"), 0,
       motifs=(M("nautilus-shell", 0.5, 0.45, 0.58, "#5a1a3a", "sky"), M("walk", 0.5, 0.68, 0.04, "#1a0c24"))))
card("whale-tail-sunset", "Goodbye, Whale", "whale, sea, sunset, pink, farewell, melancholy, nostalgic, calm, journey",
     desc="The dark tail of a whale slips into a still sea under a pink and violet evening sky. A quiet goodbye, calm and a little sad.",
     scene=S(SUNSET, "sea", SEA_WARM, 0.6, ("sun", 0.5, 0.6, 0.12, "#ffe8b0"), 0, ("#ffc0a0", 0.25, 0.45, 0.3),
       motifs=(M("whale-tail", 0.5, 0.6, 0.34, "#1a0c24", reflect=True),)))
card("fishing-moon", "Fishing for the Moon", "fishing, moon, boat, paper, sea, night, reflection, patience, hope, whimsical, dream",
     desc="A tiny paper boat with an oversized fishing rod floats on the dark night sea, the full moon hanging just out of reach above the water. Patient, hopeful and a bit absurd.",
     scene=S(NIGHT, "sea", SEA_NIGHT, 0.66, ("moon", 0.72, 0.45, 0.06, "#fff1c9"), 260,
       motifs=(M("fishing-pole", 0.4, 0.6, 0.3, "#0a0c20", flip=True), M("paper-boat", 0.35, 0.7, 0.2, "#0a0c20", reflect=True))))
card("turtle-island", "The Island That Walks", "turtle, island, tree, sea, giant, home, patience, journey, calm",
     desc="A huge green turtle rises from a calm teal sea carrying a small tree on its back, like a living island. Slow, ancient and peaceful.",
     scene=S(MINT, "sea", SEA_DAY, 0.62, ("sun", 0.8, 0.15, 0.06, "#ffffff"), 0, ("#ffffff", 0.1, 0.4, 0.3),
       motifs=(M("turtle", 0.5, 0.66, 0.62, "#2a5a4a", reflect=True), M("oak", 0.5, 0.5, 0.22, "#1a3a2a"))))
card("swan-lake-mirror", "Two Swans, One Is a Dream", "swan, pond, mist, dawn, sun, reflection, love, calm, serene, tender, dream",
     desc="A single white swan glides on a misty lake at dawn, a pale sun behind it and its soft reflection below. Serene and tender.",
     scene=S(DAWN, "sea", ("#8aa0c8", "#2a3a5a"), 0.58, ("sun", 0.5, 0.4, 0.05, "#ffffff"), 0, None, ("#ffffff", 0.6, 0.05),
       motifs=(M("swan", 0.5, 0.55, 0.3, "#ffffff", reflect=True),)))

# --- skies and clouds ------------------------------------------------------------------------------
card("balloon-house", "Moving Day", "house, balloons, sky, clouds, floating, journey, home, joyful, escape",
     desc="A little brown house floats up through soft clouds beneath a pair of pink balloons in a bright blue sky. Light-hearted, like running away from home on a sunny day.",
     scene=S(NOON, "cloudsea", CLOUDSEA, 0.78, ("sun", 0.2, 0.1, 0.05, "#ffffff"), 0, ("#ffffff", 0.05, 0.35, 0.35),
       motifs=(M("balloons", 0.55, 0.3, 0.36, "#e05a6a", "sky"), M("house", 0.55, 0.6, 0.24, "#5a3a3a", "ground"))))
card("kite-moon", "Walking with the Moon", "traveller, person, moon, stars, night, hills, lonely, calm, solitude, journey",
     desc="A small lone figure walks over dark rolling hills under a huge full moon and a faintly starry sky. Quiet and lonely, a long way still to go.",
     scene=S(NIGHT, "hills", HILLS_NIGHT, 0.72, ("moon", 0.65, 0.2, 0.1, "#fff1c9"), 240,
       motifs=(M("walk", 0.3, 0.78, 0.08, "#050610"),)), glow=0.6)
card("umbrella-sun", "Shelter from the Sun Shower", "umbrella, sun, person, hills, summer, floating, protection, tender, waiting, calm",
     desc="A black umbrella hovers by itself over a small figure standing on golden hills under a hazy summer sun. Warm, still and a little strange.",
     scene=S(GOLD, "hills", HILLS_WARM, 0.7, ("sun", 0.5, 0.25, 0.1, "#fff4d0"), 0, ("#ffe0b0", 0.1, 0.3, 0.3),
       motifs=(M("umbrella", 0.5, 0.68, 0.24, "#2a0f10"), M("person", 0.5, 0.8, 0.1, "#2a0f10"))))
card("ladder-clouds", "The Ladder Above the Clouds", "ladder, clouds, sky, sun, floating, ambition, escape, hope, journey, impossible, wonder",
     desc="A dark wooden ladder hangs in the pastel morning sky above the clouds, leading up toward the sun. Climbing to somewhere impossible.",
     scene=S(DAWN, "cloudsea", CLOUDSEA, 0.75, ("sun", 0.7, 0.2, 0.05, "#ffffff"), 30, ("#ffffff", 0.3, 0.5, 0.3),
       motifs=(M("ladder", 0.45, 0.45, 0.6, "#3a2a4a", "ground", rotation=5),)))
card("balloons-rain", "When the Balloons Fell Up", "balloons, sky, hills, multiplication, floating, celebration, joyful, freedom, childhood, escape",
     desc="Dozens of pink balloons drift away into a clear blue sky above soft green hills. Joyful and carefree, like the end of a birthday party.",
     scene=S(NOON, "hills", HILLS_GREEN, 0.75, None, 0, ("#ffffff", 0.3, 0.55, 0.35),
       swarm=("balloons", 12, (0.05, 0.05, 0.85, 0.6), (0.06, 0.14), "#f06a7a", 0)))
card("hummingbird-sun", "The Smallest Sun-Bringer", "bird, sun, hills, tiny, giant, dawn, courage, hope, effort, joyful",
     desc="A tiny hummingbird flies toward a huge pale sun rising over green hills. Small against something enormous, brave and hopeful.",
     scene=S(DAWN, "hills", HILLS_GREEN, 0.72, ("sun", 0.6, 0.35, 0.2, "#fff0c0"), 0,
       motifs=(M("hummingbird", 0.35, 0.42, 0.1, "#1a2a4a", "sky"),)))
card("raven-dusk", "The Raven Carries the Dusk", "raven, bird, dusk, night, hills, change, ominous, mysterious, time, watched",
     desc="A big black raven perches on a post against a purple and peach dusk sky above dark hills. Watchful and ominous as night falls.",
     scene=S(DUSK, "hills", HILLS_WARM, 0.74, None, 90,
       motifs=(M("raven", 0.5, 0.38, 0.5, "#0c0618", "sky", flip=True, glow=0.1),)))
card("dove-letter", "The Letter That Found You", "dove, letter, bird, sky, clouds, message, hope, tender, love",
     desc="A white dove flies through a soft peach sky carrying a small red envelope. Gentle and hopeful, news from someone far away.",
     scene=S(PEACH, "cloudsea", ("#f8d8c8", "#ffffff"), 0.75, ("sun", 0.75, 0.2, 0.07, "#ffffff"), 0, ("#ffffff", 0.1, 0.5, 0.3),
       motifs=(M("dove", 0.45, 0.38, 0.34, "#ffffff", "sky", glow=0.3), M("envelope", 0.56, 0.5, 0.1, "#c06a5a", "sky"))))
card("flamingo-cloud", "Standing on One Cloud", "flamingo, clouds, sky, sun, balance, patience, whimsical, calm, pink",
     desc="A pink flamingo stands on one leg on a bank of pink clouds under a white sun in a rose-coloured sky. Calm, balanced and a little silly.",
     scene=S(ROSE, "cloudsea", ("#f0b0c8", "#fff0f4"), 0.7, ("sun", 0.3, 0.25, 0.07, "#fff0f0"), 0,
       motifs=(M("flamingo", 0.55, 0.5, 0.42, "#e0507a", "ground"),)))
card("rocket-kite", "Homemade Rocket", "rocket, person, moon, stars, night, hills, space, dream, ambition, hope, surprise, wonder",
     desc="A cream-coloured rocket tumbles nose-first through the starry night sky toward dark hills, where a tiny figure walks alone under the moon. Is it landing or falling?",
     scene=S(DEEP_NIGHT, "hills", HILLS_NIGHT, 0.78, ("moon", 0.2, 0.15, 0.05, "#ffffff"), 300,
       motifs=(M("rocket", 0.6, 0.42, 0.3, "#f0d0a0", "sky", rotation=-20, glow=0.4), M("walk", 0.3, 0.82, 0.06, "#04050e"))))
card("ufo-cow-field", "They Only Wanted the Sunflowers", "ufo, sunflower, night, field, hills, curiosity, whimsical, mysterious, light",
     desc="A flying saucer hovers in the night sky, shining its beam down on a single glowing sunflower above dark hills. Curious, funny and mysterious.",
     scene=S(NIGHT, "hills", ("#2a3a2a", "#1a2a1a", "#0a140a"), 0.7, None, 200,
       motifs=(M("ufo", 0.5, 0.3, 0.3, "#c0e0ff", "sky", glow=0.7), M("sunflower", 0.5, 0.6, 0.18, "#f0c040", "ground", glow=0.3))))
card("feather-fall", "The Feather Weighs a Mountain", "feather, giant, floating, mist, hills, mountains, balance, fragile, calm, serene, impossible",
     desc="A giant white feather drifts slowly down through grey mist above faint hills. Soft, silent and weightless.",
     scene=S(FOG, "hills", ("#8a94a0", "#6a7480", "#4a5460"), 0.62, None, 0, None, ("#ffffff", 0.6, 0.08),
       motifs=(M("feather", 0.5, 0.45, 0.7, "#f4f0e8", "sky", rotation=-30, shadow=True),)))
card("butterfly-storm", "The Butterfly That Started It", "butterfly, storm, clouds, hills, change, fragile, ominous, consequence, tiny",
     desc="A small glowing orange butterfly flutters beneath heavy storm clouds over grey hills. Tiny and fragile, and something is about to happen.",
     scene=S(STORM, "hills", ("#3a4048", "#252a30", "#101316"), 0.72, None, 0, ("#7a8290", 0.02, 0.4, 0.6),
       motifs=(M("butterfly", 0.5, 0.55, 0.14, "#f0b040", "sky", glow=0.6),)))
card("bee-sun-hive", "Honey for the Sun", "bee, sun, gold, hills, work, warmth, joyful, summer, multiplication",
     desc="A swarm of bees buzzes around a big pale sun in a warm golden sky above the hills. Busy, sunny and sweet as honey.",
     scene=S(GOLD, "hills", ("#c0903a", "#8a6020", "#4a300a"), 0.74, ("sun", 0.5, 0.35, 0.16, "#fff0a0"), 0,
       swarm=("bee", 12, (0.1, 0.1, 0.85, 0.6), (0.05, 0.09), "#2a1a04", 0)))
card("dragonfly-moon", "Night Flight", "dragonfly, lotus, moon, night, pond, freedom, calm, serene, fragile, dream",
     desc="A dragonfly crosses in front of a pale moon in a green night sky while a pink lotus floats on the still pond below. Peaceful and delicate.",
     scene=S(TEAL, "sea", ("#0a3038", "#02100e"), 0.66, ("moon", 0.5, 0.28, 0.14, "#e8fff4"), 120,
       motifs=(M("dragonfly", 0.5, 0.28, 0.3, "#031012", "sky"), M("lotus", 0.3, 0.75, 0.16, "#f0a0c0"))))

# --- hills, forests and snow -----------------------------------------------------------------------
card("owl-lantern", "The Owl Who Kept the Light", "owl, lantern, moon, forest, mist, night, wisdom, light, waiting, calm, watched",
     desc="A dark owl hovers over a misty pine forest at night next to a small glowing lantern, the moon high above. Wise, watchful and calm.",
     scene=S(NIGHT, "forest", FOREST, 0.66, ("moon", 0.25, 0.15, 0.05, "#ffffff"), 160, None, ("#9ab0d0", 0.7, 0.06),
       motifs=(M("owl", 0.55, 0.5, 0.34, "#0a0e14", "front"), M("lantern-flame", 0.35, 0.6, 0.12, "#ffc060", "front", glow=0.9))))
card("fox-moon-snow", "Fox in a Silver Night", "fox, footprints, snow, moon, night, lonely, calm, curiosity, winter",
     desc="An orange fox sits alone in deep snow under a pale moon in a cold blue sky. Quiet, wintry and a little lonely.",
     scene=S(ICE, "snow", SNOW, 0.68, ("moon", 0.3, 0.2, 0.08, "#ffffff"), 180,
       motifs=(M("fox", 0.6, 0.78, 0.3, "#d86a2a"), M("footprint", 0.35, 0.88, 0.08, "#8aa0c8", rotation=-20))))
card("deer-forest-stars", "The Deer Wears the Stars", "deer, forest, night, stars, majestic, calm, magic, nature, wonder",
     desc="A glowing pale-blue stag with great antlers stands above a dark pine forest under a starry night sky. Majestic and magical, like a spirit of the woods.",
     scene=S(DEEP_NIGHT, "forest", FOREST, 0.72, None, 500,
       motifs=(M("deer", 0.5, 0.55, 0.46, "#8ab0ff", "front", glow=0.5),)))
card("rabbit-clock", "Running Late", "rabbit, clock, sky, hills, time, hurry, whimsical, tense, journey",
     desc="A huge golden pocket watch hangs in a pale blue sky above green hills where a small white rabbit crouches. Late, late, always late.",
     scene=S(NOON, "hills", HILLS_GREEN, 0.68, ("sun", 0.8, 0.12, 0.05, "#ffffff"), 0, ("#ffffff", 0.15, 0.4, 0.3),
       motifs=(M("pocket-watch", 0.5, 0.38, 0.46, "#c09040", "sky", glow=0.3), M("rabbit", 0.35, 0.8, 0.16, "#ffffff"))))
card("wolf-moon-howl", "The Song Nobody Answered", "wolf, moon, night, hills, lonely, melancholy, music, longing",
     desc="A black wolf howls at a huge full moon over dark purple hills. A lonely song in the night.",
     scene=S(NIGHT, "hills", HILLS_NIGHT, 0.7, ("moon", 0.5, 0.3, 0.18, "#fff4d8"), 200,
       motifs=(M("wolf-howl", 0.5, 0.68, 0.34, "#04050e", "front"),)))
card("snail-race", "The Slowest Victory", "snail, hourglass, sun, race, hills, patience, tiny, whimsical, persistence, time",
     desc="A brown snail crawls across green hills beneath a white hourglass glowing under the sun in a mint-green sky. Slow and patient, time is on its side.",
     scene=S(MINT, "hills", HILLS_GREEN, 0.66, ("sun", 0.5, 0.3, 0.1, "#ffffff"), 0,
       motifs=(M("snail", 0.5, 0.82, 0.26, "#c08a5a", shadow=True), M("hourglass", 0.5, 0.4, 0.16, "#ffffff", "sky", glow=0.3))))
card("mushroom-village", "Under the Mushroom Roofs", "mushroom, house, village, forest, stars, night, giant, light, home, cosy, tiny, whimsical, magic",
     desc="A giant pink mushroom towers over a dark pine forest, a tiny lit cottage at its foot under a purple starry sky full of floating sparks. Cosy and magical, a fairy-tale hamlet.",
     scene=S(VIOLET, "forest", FOREST, 0.74, None, 100, None, None,
       motifs=(M("mushroom-gills", 0.45, 0.66, 0.5, "#e05a6a"), M("house", 0.55, 0.78, 0.1, "#ffe0a0", glow=0.6)),
       particles="#fff0a0"))
card("snowman-summer", "The Snowman's Summer Holiday", "snowman, umbrella, sun, desert, summer, melting, melancholy, whimsical, change, impossible",
     desc="A snowman in a top hat stands on hot orange dunes under a blazing sun, a small blue umbrella floating beside him. Funny and doomed: he is about to melt.",
     scene=S(GOLD, "dunes", DUNES, 0.65, ("sun", 0.7, 0.2, 0.12, "#ffffff"), 0,
       motifs=(M("snowman", 0.4, 0.72, 0.3, "#f0f4ff", shadow=True), M("umbrella", 0.55, 0.6, 0.2, "#3a6ab0"))))
card("igloo-aurora", "Home Under the Aurora", "igloo, campfire, aurora, snow, night, home, cosy, calm, light, warmth",
     desc="A small igloo sits on the snow beside a little campfire under a starry sky where green northern lights ripple. Cold outside, warm inside.",
     scene=S(DEEP_NIGHT, "snow", SNOW, 0.72, None, 300, aurora="#50f0a0",
       motifs=(M("igloo", 0.5, 0.78, 0.3, "#d0e0ff"), M("campfire", 0.7, 0.84, 0.08, "#ffb050", glow=0.8))))
card("windmill-stars", "Grinding the Stars into Flour", "windmill, stars, night, hills, work, whimsical, calm, time, dream",
     desc="A black windmill stands alone on dark hills against a deep blue night sky. Still and quiet, as if the whole village were asleep.",
     scene=S(NIGHT, "hills", HILLS_NIGHT, 0.72, None, 400,
       motifs=(M("windmill", 0.5, 0.55, 0.4, "#04050e", "ground"),)))
card("hedgehog-apples", "The Autumn Collector", "hedgehog, fruit, cherry, leaf, sun, autumn, forest, harvest, cosy, patience, home, nature",
     desc="Red autumn leaves drift through a golden evening sky over a pine forest, where a small hedgehog gathers a pear and cherries. Warm and cosy, the season of harvest.",
     scene=S(GOLD, "forest", ("#8a5a2a", "#5a3a1a", "#2a1a0a"), 0.7, ("sun", 0.3, 0.3, 0.08, "#fff0c0"), 0,
       motifs=(M("hedgehog", 0.5, 0.84, 0.26, "#3a2010", "front"), M("pear", 0.38, 0.9, 0.07, "#c0a030", "front"),
               M("cherry", 0.64, 0.9, 0.07, "#c02a2a", "front")), swarm=("maple-leaf", 10, (0, 0, 0.9, 0.7), (0.04, 0.08), "#d86a2a", 0)))
card("squirrel-acorn-moon", "Saving the Moon for Winter", "squirrel, acorn, moon, forest, dusk, patience, whimsical, future, home",
     desc="A squirrel in silhouette holds up an acorn against a big pale moon in a violet dusk sky above a pine forest. Patient and a little greedy, saving treasures for later.",
     scene=S(DUSK, "forest", FOREST, 0.74, ("moon", 0.65, 0.25, 0.07, "#fff6e0"), 60,
       motifs=(M("squirrel", 0.35, 0.66, 0.3, "#0e0a1a", "front"), M("acorn", 0.52, 0.62, 0.1, "#0e0a1a", "front"))))
card("oak-four-seasons", "The Tree That Kept Every Season", "tree, leaf, autumn, seasons, hills, time, growth, nostalgic, nature, change",
     desc="A big green tree stands alone on soft hills while orange leaves drift down from it through a pale peach sky. Calm and nostalgic, summer turning into autumn.",
     scene=S(PEACH, "hills", HILLS_GREEN, 0.72, ("sun", 0.8, 0.15, 0.05, "#ffffff"), 0,
       motifs=(M("oak", 0.5, 0.52, 0.7, "#2a4a2a"),), swarm=("falling-leaf", 12, (0.05, 0.1, 0.85, 0.85), (0.03, 0.06), "#e07a2a", 0)))
card("campfire-stories", "Stories Around the Fire", "campfire, fire, stars, night, forest, friendship, warmth, cosy, memory, stories",
     desc="A bright campfire crackles at the edge of a dark pine forest under a starry sky, its sparks rising into the night. Warm and cosy, a place for telling stories.",
     scene=S(DEEP_NIGHT, "forest", FOREST, 0.7, None, 350,
       motifs=(M("campfire", 0.5, 0.82, 0.22, "#ffb040", "front", glow=1.0),), particles="#ffb060"))
card("hiker-giant-flower", "The Path Through the Giant Garden", "flower, dandelion, giant, tiny, traveller, hills, journey, wonder, nature, curiosity, field",
     desc="A gigantic white dandelion head fills the green sky above rolling hills, where a tiny hiker with a walking stick climbs below. Wonder at the scale of things.",
     scene=S(MINT, "hills", HILLS_GREEN, 0.75, ("sun", 0.75, 0.15, 0.05, "#ffffff"), 0,
       motifs=(M("dandelion-flower", 0.5, 0.42, 0.8, "#f6f0d0", "ground"), M("hiking", 0.3, 0.86, 0.06, "#1a2a1a"))))
card("dandelion-wishes", "A Thousand Wishes", "dandelion, wind, hills, dawn, wish, multiplication, hope, fragile, dream, childhood",
     desc="A white dandelion clock stands on green hills at dawn while its seeds drift away like snow into a pastel sky. Soft and hopeful: make a wish.",
     scene=S(DAWN, "hills", HILLS_GREEN, 0.8, ("sun", 0.3, 0.4, 0.08, "#ffffff"), 0,
       motifs=(M("dandelion-flower", 0.7, 0.74, 0.3, "#ffffff"),), particles="#ffffff"))
card("church-snow-night", "The Last Bell of the Year", "church, clock, snow, moon, winter, night, village, nostalgic, calm, time, hope",
     desc="A small stone church with a clock tower stands in the snow under a pale moon as snowflakes fall from a blue night sky. Quiet, wintry and nostalgic.",
     scene=S(ICE, "snow", SNOW, 0.7, ("moon", 0.75, 0.2, 0.05, "#ffffff"), 200,
       motifs=(M("church", 0.45, 0.7, 0.3, "#1a2440", glow=0.0),), particles="#ffffff"))
card("pagoda-mist", "Seven Roofs in the Mist", "pagoda, mist, sun, mountains, calm, wisdom, mysterious, serene, time, meditation",
     desc="A tiered pagoda rises out of pale grey mist over layered hills, a soft sun glowing above. Still, silent and meditative.",
     scene=S(FOG, "hills", ("#7a8490", "#5a6470", "#3a4450"), 0.66, ("sun", 0.65, 0.2, 0.07, "#ffe8d0"), 0, None, ("#ffffff", 0.66, 0.06),
       motifs=(M("pagoda", 0.4, 0.55, 0.3, "#2a3440"),)))
card("volcano-tea", "Tea Time on the Volcano", "volcano, teapot, fire, mountains, danger, anger, calm, whimsical, courage, home",
     desc="A black, spiky volcano eruption bursts up from the hills into a glowing red sky full of sparks, while a little teapot sits calmly at its foot. Danger and tea time at once.",
     scene=S(EMBER, "hills", ("#3a1a1a", "#2a1010", "#140808"), 0.72, None, 60,
       motifs=(M("volcano", 0.5, 0.55, 0.6, "#1a0808", "ground"), M("teapot", 0.5, 0.84, 0.14, "#f0d0a0", "front", glow=0.3)),
       particles="#ff8030"))
card("waterfall-stairs", "Where the River Learns to Fly", "waterfall, river, swan, mist, mountains, floating, freedom, change, majestic, magic, nature, journey",
     desc="A white waterfall pours out of nowhere in a teal sky into a cloud of mist, a small swan gliding above it. Fresh, magical and free.",
     scene=S(TEAL, "hills", ("#3a5a5a", "#24403e", "#10201e"), 0.62, None, 0, ("#e0fff8", 0.1, 0.3, 0.3), ("#ffffff", 0.75, 0.07),
       motifs=(M("waterfall", 0.5, 0.58, 0.5, "#d0f0ff", "ground", glow=0.3), M("swan", 0.5, 0.3, 0.14, "#ffffff", "sky"))))

# --- deserts and dunes -----------------------------------------------------------------------------
card("door-dunes", "The Door in the Desert", "door, desert, sunset, sun, moon, night, sea, traveller, choice, mysterious, escape, portal",
     desc="An arched doorway stands alone in the dunes at sunset, opening onto a night sea under a crescent moon, while a tiny traveller walks toward it. Another world is one step away.",
     scene=S(SUNSET, "dunes", DUNES, 0.6, ("sun", 0.3, 0.45, 0.08, "#fff3d0"),
       portal=((0.62, 0.8, 0.22, 0.3), S(NIGHT, "sea", SEA_NIGHT, 0.75, ("crescent", 0.5, 0.3, 0.15, "#ffffff"), 80),
               "#3a2318"),
       motifs=(M("walk", 0.38, 0.86, 0.05, "#2a1208"),)))
card("elephant-hourglass", "The Elephant Who Remembered Everything", "elephant, hourglass, sun, desert, memory, time, patience, majestic, wisdom",
     desc="A dark elephant walks across golden dunes beneath a big pale sun, a small glowing hourglass floating above its head. Slow, old and wise.",
     scene=S(GOLD, "dunes", DUNES, 0.64, ("sun", 0.5, 0.25, 0.12, "#fff4d0"),
       motifs=(M("elephant", 0.5, 0.7, 0.5, "#3a1a0a"), M("hourglass", 0.52, 0.47, 0.14, "#fff0c0", glow=0.5))))
card("cactus-rain", "The Cactus Who Waited", "cactus, umbrella, desert, rain, storm, clouds, weather, waiting, patience, hope, lonely, nature",
     desc="A green cactus stands in the desert under heavy grey clouds, a red umbrella hovering over it. Waiting for a rain that may never come, or hiding from it.",
     scene=S(STORM, "dunes", ("#a07050", "#7a5038", "#4a2a1a"), 0.7, None, 0, ("#9aa0b0", 0.02, 0.35, 0.6),
       motifs=(M("cactus", 0.5, 0.7, 0.34, "#2a4a2a"), M("umbrella", 0.55, 0.46, 0.26, "#c04060"))))
card("compass-dunes", "North Is Wherever You Are", "compass, sun, desert, journey, lost, hope, choice, curiosity, lonely",
     desc="A bronze compass hangs in a pale hazy sky above empty pink dunes, the sun just behind it. Which way now: lost, or about to set off?",
     scene=S(PEACH, "dunes", DUNES, 0.58, ("sun", 0.5, 0.25, 0.07, "#ffffff"),
       motifs=(M("compass", 0.5, 0.4, 0.34, "#5a3a2a", "sky", glow=0.2), M("footprint", 0.5, 0.85, 0.1, "#7a4a2a"))))
card("camel-train-stars", "The Night Train Crosses the Sand", "train, streetlamp, moon, desert, night, stars, journey, nostalgic, escape, time",
     desc="A black steam locomotive puffs across dark dunes at night beside a single streetlamp, under a crescent moon and a sky of stars. A nostalgic journey through the night.",
     scene=S(DEEP_NIGHT, "dunes", ("#5a3a4a", "#3a2030", "#1a0a14"), 0.7, ("crescent", 0.7, 0.2, 0.05, "#ffffff"), 400,
       motifs=(M("steam-locomotive", 0.45, 0.7, 0.44, "#080410", glow=0.0), M("street-light", 0.85, 0.66, 0.12, "#ffd070", glow=0.7))))
card("lion-chess", "The Last Move", "lion, chess, king, sun, sunset, desert, strategy, courage, tense, choice, pride",
     desc="A black lion's head faces a white chess king across the desert at sunset, a huge sun between them. A tense duel: who makes the last move?",
     scene=S(EMBER, "dunes", ("#8a4a2a", "#6a3018", "#3a180a"), 0.66, ("sun", 0.5, 0.6, 0.16, "#ffb070"),
       motifs=(M("lion", 0.32, 0.74, 0.36, "#1a0804"), M("chess-king", 0.7, 0.72, 0.26, "#f0e0c0", shadow=True))))
card("snake-ladder", "Snakes and Ladders", "snake, ladder, desert, sun, game, chance, danger, choice, playful",
     desc="A wooden ladder floats in a golden desert sky while a green snake coils on the sand below. A board game come to life: luck, risk, up or down.",
     scene=S(GOLD, "dunes", DUNES, 0.6, ("sun", 0.7, 0.2, 0.06, "#ffffff"),
       motifs=(M("ladder", 0.4, 0.48, 0.56, "#4a2a10", rotation=-8), M("snake", 0.62, 0.78, 0.3, "#2a5a2a"))))

# --- interiors -------------------------------------------------------------------------------------
card("bottle-forest", "The Forest in a Bottle", "bottle, forest, moon, room, window, world, secret, fragile, nature, memory, tiny",
     desc="In a dark room by a green window stands a corked glass bottle holding a tiny pine forest under its own moon. A little world kept safe, or kept prisoner.",
     scene=S([(0, "#10261f"), (0.6, "#2f5a45"), (1, "#0c1a14")], "interior", ("#3b2a35", "#2a1a1f"), 0.78,
       window=(0.12, 0.1, 0.45, 0.45),
       bottle=((0.6, 0.58, 0.42, 0.5), S([(0, "#1a2a6a"), (0.6, "#7fb0d8")], "forest", ("#4a7a6a", "#2a4a3a", "#14261c"),
                                           0.6, ("moon", 0.5, 0.25, 0.12, "#ffffff"), 40), "#bfe8ff"),
       particles="#ffe9a0"))
card("bed-clouds", "The Bed That Drifted Away", "bed, clouds, sky, moon, dusk, pink, sleep, floating, dream, calm, escape",
     desc="An empty bed floats on soft clouds in a pink and violet evening sky, a sleepy face dozing above it under the moon. Drowsy and dreamy, drifting off to sleep.",
     scene=S(DUSK, "cloudsea", ("#b0a0d0", "#ffe8f0"), 0.74, ("moon", 0.3, 0.18, 0.05, "#ffffff"), 120,
       motifs=(M("bed", 0.55, 0.62, 0.4, "#3a2a5a", "ground"), M("sleepy", 0.52, 0.5, 0.1, "#ffffff", "ground", glow=0.4))))
card("armchair-window-sea", "A Chair Facing the Sea", "chair, room, window, dusk, memory, waiting, nostalgic, lonely, calm",
     desc="An empty armchair waits in a dim room before a large window glowing with a pink and violet dusk. Someone used to sit here; quiet and nostalgic.",
     scene=S(SUNSET, "interior", ("#4a3040", "#2a1a24"), 0.76, window=(0.2, 0.12, 0.8, 0.55),
       motifs=(M("armchair", 0.5, 0.74, 0.34, "#160a12", "front"),)))
card("teapot-storm", "A Storm in a Teapot", "teapot, ghost, room, window, whimsical, eerie, cosy, surprise, home",
     desc="A little white ghost rises like steam from a plump teapot in a dim, quiet room. Cosy and spooky at the same time.",
     scene=S(STORM, "interior", ("#3a3038", "#241c22"), 0.74, window=(0.62, 0.12, 0.9, 0.42),
       motifs=(M("teapot", 0.45, 0.64, 0.44, "#c0a080", "front", shadow=True), M("ghost", 0.45, 0.36, 0.2, "#d0d8e8", "front", glow=0.4))))
card("rocking-chair-ghost", "Grandmother Still Visits", "chair, ghost, room, window, night, memory, family, tender, melancholy, eerie, home",
     desc="A small ghost hovers over an empty rocking chair in a dark blue room at night. Eerie but tender, as if someone dear still comes to sit.",
     scene=S(NIGHT, "interior", ("#2a2a3a", "#1a1a24"), 0.76, window=(0.58, 0.14, 0.88, 0.44),
       motifs=(M("rocking-chair", 0.42, 0.72, 0.34, "#0a0a12", "front"), M("ghost", 0.42, 0.5, 0.2, "#d8e4ff", "front", glow=0.6, alpha=0.55))))
card("bird-cage-open", "The Door Was Always Open", "cage, bird, dove, room, window, sky, freedom, choice, hope, escape, joyful",
     desc="An empty birdcage sits in a grey room while a white dove flies free in the blue sky beyond the window. Escape, freedom, a door left open.",
     scene=S(DAWN, "interior", ("#5a4a5a", "#3a2a3a"), 0.78, window=(0.15, 0.1, 0.55, 0.5),
       motifs=(M("bird-cage", 0.62, 0.56, 0.38, "#1a1018", "front"), M("dove", 0.34, 0.28, 0.16, "#ffffff", "front", glow=0.4))))
card("candle-library", "Reading by the Last Candle", "candle, book, room, window, night, knowledge, solitude, calm, curiosity, stories",
     desc="A single candle burns beside an open book in a dark brown room, a night-blue window behind. Quiet and studious, alone with a story.",
     scene=S(NIGHT, "interior", ("#3a2420", "#1e1210"), 0.74, window=(0.6, 0.12, 0.86, 0.36),
       motifs=(M("candle-light", 0.38, 0.64, 0.18, "#ffd080", "front", glow=1.0), M("open-book", 0.58, 0.78, 0.3, "#f0e0c0", "front"))))
card("crystal-ball-eye", "The Fortune Teller Looks Back", "crystal-ball, eye, room, window, future, mysterious, magic, eerie, secret, watched",
     desc="A glowing crystal ball with a staring eye inside sits in a dark purple room. Mysterious and unsettling: the future is looking back at you.",
     scene=S(VIOLET, "interior", ("#2a1a3a", "#140a1e"), 0.76, window=(0.1, 0.1, 0.3, 0.3),
       motifs=(M("crystal-ball", 0.5, 0.6, 0.44, "#a0c0ff", "front", glow=0.7), M("eyeball", 0.5, 0.56, 0.16, "#ffffff", "front"))))
card("potion-shop", "Bottled Weather", "potion, bottle, room, window, magic, curiosity, whimsical, secret",
     desc="Three glowing potion flasks, green, pink and blue, sit on the floor of a dark green room under a small window. Magic waiting to be tasted.",
     scene=S(TEAL, "interior", ("#1a3030", "#0e1c1c"), 0.78, window=(0.62, 0.1, 0.9, 0.35),
       motifs=(M("potion-ball", 0.3, 0.7, 0.2, "#80ffb0", "front", glow=0.7), M("potion-ball", 0.52, 0.68, 0.24, "#ff80c0", "front", glow=0.7),
               M("potion-ball", 0.74, 0.72, 0.16, "#80c0ff", "front", glow=0.7))))
card("clockwork-heart", "The Clockmaker's Secret", "clockwork, clock, room, window, time, mysterious, secret, work",
     desc="A glowing golden clockwork dial with arrow hands floats in a warm brown room by an amber window. Time, gears and a hidden mechanism.",
     scene=S(GOLD, "interior", ("#3a2a1a", "#20160c"), 0.8, window=(0.1, 0.08, 0.36, 0.3),
       motifs=(M("clockwork", 0.5, 0.52, 0.56, "#d0a050", "front", glow=0.3, shadow=True),)))
card("violin-room-notes", "Music for an Empty Room", "violin, music, room, window, dusk, solitude, melancholy, memory, calm, art",
     desc="A violin rests in an empty dim room while glowing musical notes float beside it, a violet dusk at the window. Melancholy, a tune for no one.",
     scene=S(DUSK, "interior", ("#2a1e30", "#180e1c"), 0.78, window=(0.55, 0.1, 0.85, 0.42),
       motifs=(M("violin", 0.38, 0.6, 0.36, "#a0502a", "front", rotation=15), M("musical-notes", 0.64, 0.56, 0.2, "#ffe0b0", "front", glow=0.6))))
card("painter-window", "Painting the View Back In", "palette, room, window, stars, sky, art, creation, hope, whimsical, change",
     desc="A painter's palette and brush lie on the floor of a pale room while a yellow shooting star crosses the blue window. Inspiration arriving, a picture waiting to be made.",
     scene=S(NOON, "interior", ("#e0d0c0", "#a09080"), 0.8, window=(0.25, 0.1, 0.75, 0.5),
       motifs=(M("palette", 0.4, 0.74, 0.3, "#6a4a3a", "front"), M("rainbow-star", 0.5, 0.3, 0.16, "#ffd040", "front", glow=0.5))))
card("mailbox-letters", "Letters to Nobody", "mailbox, letter, hills, mist, wind, multiplication, message, waiting, lonely, hope, nostalgic",
     desc="A red mailbox stands alone on grey misty hills while white envelopes flutter away into the sky. Letters sent to no one, words on the wind.",
     scene=S(FOG, "hills", ("#8a94a0", "#6a7480", "#404850"), 0.7, None, 0, None, ("#ffffff", 0.7, 0.07),
       motifs=(M("mailbox", 0.45, 0.74, 0.3, "#a03a3a"),), swarm=("envelope", 9, (0.1, 0.1, 0.8, 0.55), (0.05, 0.09), "#f8f0e0", 0)))
card("quill-scroll-stars", "Writing Down the Sky", "quill, scroll, room, window, night, knowledge, creation, message, stories, dream, wonder",
     desc="A large glowing scroll with a quill and inkpot lies before a tall dark-blue night window. Something important is about to be written.",
     scene=S(DEEP_NIGHT, "interior", ("#1a1420", "#0e0a12"), 0.8, window=(0.15, 0.08, 0.85, 0.55),
       motifs=(M("scroll-unfurled", 0.5, 0.76, 0.5, "#e8dcc0", "front"), M("quill-ink", 0.66, 0.7, 0.16, "#2a1a10", "front"))))
card("magnifier-tiny-world", "A Whole Town on a Leaf", "magnifier, leaf, house, hills, tiny, giant, curiosity, discovery, wonder, nature",
     desc="A giant magnifying glass leans over a big green leaf on the hills, with a tiny house sitting on the leaf. Curious, looking closely at a small world.",
     scene=S(MINT, "hills", HILLS_GREEN, 0.7, ("sun", 0.2, 0.15, 0.05, "#ffffff"),
       motifs=(M("maple-leaf", 0.5, 0.66, 0.5, "#4a8a3a"), M("magnifying-glass", 0.55, 0.42, 0.42, "#2a2a2a", "front"),
               M("house", 0.48, 0.64, 0.05, "#f0d0a0", "front"))))

# --- void, space and impossible places -------------------------------------------------------------
card("astronaut-garden", "The Gardener on the Moon", "astronaut, rose, flower, globe, world, space, night, lonely, longing, hope, growth, tender, future",
     desc="An astronaut sits on a grey moonscape beside a single red rose, the small blue Earth hanging far away in the black sky. Lonely and tender, a garden far from home.",
     scene=S(SPACE, "snow", ("#5a5a6a", "#3a3a4a", "#8a8a9a"), 0.72, ("sun", 0.8, 0.12, 0.04, "#ffffff"), 500,
       motifs=(M("astronaut-helmet", 0.4, 0.72, 0.24, "#e0e0f0"), M("rose", 0.62, 0.8, 0.12, "#e03a5a", glow=0.3),
               M("globe", 0.25, 0.2, 0.18, "#3a7ad0", "sky", glow=0.4))))
card("globe-cracked", "The World Is a Little Tired", "globe, hand, stars, space, world, fragile, protection, care, tender, home",
     desc="An open hand reaches up beneath a glowing blue globe floating in dark starry space. The whole world held with care.",
     scene=S(SPACE, "void", (), 1.0, None, 400,
       motifs=(M("globe", 0.5, 0.45, 0.6, "#4a8ad0", "sky", glow=0.4), M("open-palm", 0.5, 0.78, 0.5, "#e8c0a0", "front"))))
card("chess-knight-clouds", "The Knight Jumps the Sky", "chess, horse, clouds, sky, sun, strategy, courage, impossible, game, freedom, majestic",
     desc="A dark chess knight floats among soft pastel clouds in the morning sky, the sun shining behind it. A bold move above the clouds.",
     scene=S(DAWN, "cloudsea", CLOUDSEA, 0.72, ("sun", 0.7, 0.3, 0.08, "#ffffff"), 0, ("#ffffff", 0.1, 0.45, 0.35),
       motifs=(M("chess-knight", 0.42, 0.45, 0.44, "#2a2040", "ground", shadow=True),)))
card("unicorn-rainbow-void", "The Last Unicorn's Map", "unicorn, void, pink, stars, magic, lonely, wonder, hope, dream",
     desc="A white unicorn's head rises out of a violet sky full of stars and soft pink light. Magical, rare and dreamy.",
     scene=S(VIOLET, "void", (), 1.0, None, 500,
       motifs=(M("unicorn", 0.5, 0.55, 0.5, "#f8e8ff", "sky", glow=0.6),), particles="#ffd0ff"))
card("floating-islands", "Islands Between the Stars", "island, floating, house, tree, ladder, moon, night, home, impossible, wonder, journey",
     desc="Two small floating islands hang in the night sky, one with a cosy house, the other with a tree, joined by a rope ladder under the moon. Home is just a bridge away.",
     scene=S(NIGHT, "void", (), 1.0, ("moon", 0.8, 0.12, 0.05, "#ffffff"), 350,
       motifs=(M("house", 0.35, 0.4, 0.2, "#ffd8a0", "front", island=True, glow=0.3),
               M("oak", 0.7, 0.64, 0.16, "#4a7a4a", "front", island=True), M("ladder", 0.52, 0.55, 0.2, "#c0a080", "front", rotation=45))))
card("eye-sky", "The Sky Is Watching", "eye, sky, clouds, hills, person, giant, eerie, fear, mysterious, ominous, secret, watched",
     desc="A giant eye stares down from a grey, cloudy sky at a tiny figure walking over the dark hills. Eerie: the feeling of being watched.",
     scene=S(STORM, "hills", ("#3a4048", "#252a30", "#101316"), 0.78, None, 0, ("#9aa4b4", 0.05, 0.6, 0.5),
       motifs=(M("eyeball", 0.5, 0.38, 0.5, "#f0f0e8", "sky", glow=0.4), M("walk", 0.5, 0.86, 0.05, "#000000"))))
card("hand-holding-sun", "Holding the Last Light", "hand, sun, night, void, hope, care, light, tender, fragile",
     desc="A dark open hand reaches up toward a small glowing sun in a deep blue sky, as if to catch it. Gentle and hopeful, holding on to the last light.",
     scene=S(DEEP_NIGHT, "void", (), 1.0, ("sun", 0.5, 0.38, 0.08, "#fff0c0"), 120,
       motifs=(M("open-palm", 0.5, 0.62, 0.54, "#2a1a30", "front"),)))
card("masks-stage", "Which Face Tonight?", "masks, theatre, room, window, night, identity, secret, choice, mysterious, drama",
     desc="Two pale theatre masks, one smiling and one sad, glow in a dark red room. Which face will you wear tonight?",
     scene=S(EMBER, "interior", ("#3a0a12", "#1a0408"), 0.82, window=(0.3, 0.05, 0.7, 0.3),
       motifs=(M("drama-masks", 0.5, 0.55, 0.5, "#f0e0c8", "front", glow=0.4, shadow=True),)))
card("ticket-nowhere", "One Ticket to Nowhere", "ticket, train, void, fog, journey, escape, choice, mysterious, freedom",
     desc="A golden ticket floats above a small black steam train in a blank, misty white space. A journey to an unknown destination.",
     scene=S(FOG, "void", (), 1.0, None, 0, None, ("#ffffff", 0.75, 0.12),
       motifs=(M("ticket", 0.5, 0.4, 0.46, "#e0b050", "sky", rotation=-12, shadow=True),
               M("steam-locomotive", 0.5, 0.78, 0.3, "#3a4048", "front"))))
card("padlock-heart", "A Lock with No Key", "padlock, room, window, secret, love, loss, melancholy, mysterious, waiting",
     desc="A big golden padlock hangs in a dim plum-coloured room under a pink window. Something is locked away: a secret, or a heart.",
     scene=S(ROSE, "interior", ("#3a1a28", "#200e16"), 0.78, window=(0.6, 0.1, 0.9, 0.4),
       motifs=(M("padlock", 0.42, 0.56, 0.4, "#c09040", "front", glow=0.3, shadow=True),)))
card("trojan-horse-gift", "A Suspicious Present", "horse, gift, toy, hills, dusk, person, trust, danger, secret, tense, ominous",
     desc="A big wooden horse on wheels stands on the hills in a pink and violet dusk while a tiny figure walks toward it. A gift that may hide a trap.",
     scene=S(DUSK, "hills", HILLS_WARM, 0.74, None, 40,
       motifs=(M("trojan-horse", 0.5, 0.66, 0.56, "#5a3a2a", shadow=True), M("walk", 0.18, 0.86, 0.05, "#100408"))))
card("spinning-top-world", "The Top That Never Stops", "spinning-top, toy, void, time, childhood, play, balance, dream, whimsical",
     desc="A red spinning top whirls at a tilt on a blank, pale peach background. Childhood, balance, and a game that might never stop.",
     scene=S(PEACH, "void", (), 1.0, None, 0, ("#ffffff", 0.5, 0.9, 0.3),
       motifs=(M("spinning-top", 0.5, 0.46, 0.5, "#c04050", "sky", rotation=10, shadow=True),)))
card("top-hat-rabbit-moon", "The Magician's Moon", "hat, rabbit, room, window, night, magic, surprise, whimsical, secret",
     desc="A white rabbit pops out of a black top hat in a dark purple room before a night-blue window. Ta-da: a magic trick, a surprise.",
     scene=S(NIGHT, "interior", ("#1a1030", "#0c0818"), 0.8, window=(0.1, 0.06, 0.9, 0.5),
       motifs=(M("top-hat", 0.5, 0.74, 0.36, "#0a0610", "front"), M("rabbit", 0.5, 0.56, 0.2, "#ffffff", "front", glow=0.4))))
card("frog-prince-pond", "The Frog Who Wore a Crown", "frog, lotus, moon, pond, night, transformation, whimsical, calm, serene, magic",
     desc="A little green frog sits on a pink lotus flower on a still green pond under the full moon. Calm and quietly enchanted.",
     scene=S(TEAL, "sea", ("#0a3038", "#02100e"), 0.6, ("moon", 0.7, 0.2, 0.06, "#e8fff4"), 150,
       motifs=(M("lotus", 0.45, 0.78, 0.3, "#f0a0c0"), M("frog", 0.45, 0.7, 0.16, "#4ab060"))))
card("ladybug-giant-leaf", "The Ladybug's Long Afternoon", "ladybug, leaf, sky, sun, hills, floating, tiny, giant, summer, calm, patience, nature",
     desc="A small red ladybug rests on a huge green leaf floating in a bright blue summer sky above the hills. Lazy, peaceful and tiny.",
     scene=S(NOON, "hills", HILLS_GREEN, 0.8, ("sun", 0.8, 0.1, 0.05, "#ffffff"), 0, ("#ffffff", 0.1, 0.35, 0.3),
       motifs=(M("maple-leaf", 0.5, 0.55, 0.8, "#3a8a3a", "ground", rotation=-20), M("ladybug", 0.56, 0.5, 0.12, "#d02020", "front"))))
card("spider-web-stars", "Catching Stars", "spider-web, stars, night, forest, giant, patience, work, calm, wonder, fragile",
     desc="A huge glowing spider web stretches across the starry night sky above a dark pine forest. Delicate and patient, a net to catch the stars.",
     scene=S(DEEP_NIGHT, "forest", FOREST, 0.84, None, 200,
       motifs=(M("spider-web", 0.5, 0.4, 0.8, "#c0d0ff", "sky", glow=0.4),), particles="#ffffff"))
card("lotus-meditation", "The Quiet Centre", "meditation, lotus, person, sea, mist, calm, balance, serene, wisdom, peace",
     desc="A figure sits cross-legged in meditation on a large pink lotus floating on pale, misty water. Deep calm and inner peace.",
     scene=S(PEACH, "sea", ("#e0b0a0", "#6a4a6a"), 0.62, ("sun", 0.5, 0.36, 0.18, "#fff0e0"),
       motifs=(M("meditation", 0.5, 0.58, 0.3, "#3a1a2a"), M("lotus", 0.5, 0.72, 0.36, "#f0a0c0", reflect=True))))
card("street-light-rain", "Waiting Under the Streetlamp", "streetlamp, umbrella, rain, clouds, hills, night, light, waiting, lonely, love, melancholy",
     desc="A glowing streetlamp stands in the dark under heavy grey clouds, a tiny red umbrella waiting beneath it on the hills. Lonely and melancholy: someone is late.",
     scene=S(STORM, "hills", ("#2a2e38", "#1a1e26", "#0c0e12"), 0.8, None, 0, ("#4a5060", 0.0, 0.3, 0.5),
       motifs=(M("street-light", 0.55, 0.55, 0.44, "#ffd890", "front", glow=0.8), M("umbrella", 0.36, 0.8, 0.12, "#c03040", "front"))))
card("house-upside-down", "The House Below the Hills", "house, upside-down, hills, sun, reflection, impossible, home, eerie, whimsical, change",
     desc="A second green landscape hangs upside down from the top of the sky, the tip of a red roof poking down from it, above ordinary hills and a pale sun. The world turned on its head.",
     scene=S(DAWN, "hills", HILLS_GREEN, 0.7, ("sun", 0.5, 0.5, 0.05, "#ffffff"), 0, inverted="#5a7a6a",
       motifs=(M("house", 0.5, 0.22, 0.2, "#8a4a3a", "sky", rotation=180),)))
card("bird-ocean-sky", "The Fish Learned to Fly", "dolphin, dove, bird, sky, sea, clouds, upside-down, impossible, freedom, joyful, change, wonder",
     desc="A dolphin swims through a bright blue sky among white doves, with the sea hanging upside down overhead. Joyful and topsy-turvy.",
     scene=S(NOON, "cloudsea", CLOUDSEA, 0.75, None, 0, ("#ffffff", 0.35, 0.6, 0.4), inverted="#2a5a8a",
       motifs=(M("dolphin", 0.4, 0.45, 0.28, "#2a4a7a", "sky", rotation=-30),), swarm=("dove", 6, (0.5, 0.25, 0.85, 0.5), (0.05, 0.08), "#ffffff", 0)))
card("ghost-ship-fog", "The Ship That Sailed Into Yesterday", "sailboat, ghost, moon, fog, sea, reflection, past, eerie, mysterious, journey",
     desc="A pale, ghostly sailboat glides through thick white fog on a grey sea under a hazy moon. Silent and eerie, sailing out of the past.",
     scene=S(FOG, "sea", ("#7a848a", "#2a3034"), 0.64, ("moon", 0.3, 0.2, 0.06, "#ffffff"), 0, None, ("#ffffff", 0.62, 0.09),
       motifs=(M("sailboat", 0.55, 0.58, 0.4, "#e8f0f0", glow=0.3, reflect=True, alpha=0.6),)))
card("harp-waterfall", "The River Plays the Harp", "harp, forest, mist, music, nature, magic, calm, art, wonder, serene",
     desc="A golden harp stands above a dark pine forest in a green, misty sky full of tiny white sparkles. Calm and enchanted, the music of the woods.",
     scene=S(MINT, "forest", ("#4a7a6a", "#2a5a4a", "#10261c"), 0.66, None, 0, None, ("#ffffff", 0.7, 0.06),
       motifs=(M("harp", 0.5, 0.55, 0.46, "#e0b050", "front", glow=0.4),), particles="#ffffff"))
card("coffee-star", "A Star Stirred into Coffee", "cup, stars, room, window, night, wish, calm, cosy, time, whimsical",
     desc="A steaming cup of coffee sits in a dark room while a shooting star crosses the night-blue window. Cosy and sleepless, a wish over a warm drink.",
     scene=S(NIGHT, "interior", ("#2a1e1a", "#161010"), 0.76, window=(0.15, 0.08, 0.85, 0.5),
       motifs=(M("coffee-cup", 0.5, 0.72, 0.3, "#f0e0d0", "front", shadow=True), M("rainbow-star", 0.5, 0.3, 0.12, "#fff4d0", "front", glow=0.9))))
card("wine-glass-sea", "A Glass of the Sea", "bottle, glass, sea, sun, room, window, dusk, tiny, memory, nostalgic, calm, world, summer",
     desc="A corked glass bottle on a dark floor holds a whole bright sea with its own sun, beside a window glowing pink with dusk. A summer kept in a jar.",
     scene=S(SUNSET, "interior", ("#3a2030", "#1e1018", "#0e080c"), 0.8, window=(0.1, 0.1, 0.5, 0.4),
       bottle=((0.6, 0.58, 0.4, 0.5), S(DAWN, "sea", SEA_DAY, 0.5, ("sun", 0.5, 0.35, 0.12, "#ffffff")), "#ffe0f0")))
card("telescope-child", "Counting the Worlds", "telescope, person, stars, aurora, hills, night, curiosity, discovery, wonder, dream",
     desc="A small figure walks up to a telescope on a dark hilltop beneath a starry sky and a violet aurora. Curious and full of wonder, looking for other worlds.",
     scene=S(DEEP_NIGHT, "hills", HILLS_NIGHT, 0.82, None, 600, aurora="#8a60ff",
       motifs=(M("telescope", 0.4, 0.8, 0.24, "#04050e", "front"), M("walk", 0.52, 0.84, 0.08, "#04050e", "front"))))
card("footprints-sky", "Footsteps Up into the Sky", "footprints, sky, sun, snow, winter, journey, impossible, mysterious, escape, hope",
     desc="A trail of footprints leaves the snow and climbs up into the pale winter sky toward a bright sun. Someone walked away into the air.",
     scene=S(ICE, "snow", SNOW, 0.72, ("sun", 0.5, 0.2, 0.08, "#ffffff"), 0,
       swarm=("footprint", 10, (0.35, 0.1, 0.55, 0.78), (0.04, 0.06), "#4a6a9a", 0)))
card("bell-jar-city", "The City in the Snow Globe", "bottle, church, village, snow, moon, room, window, winter, tiny, nostalgic, cosy, memory, home",
     desc="A corked bottle in a dark room holds a tiny snowy church under a crescent moon, snowflakes falling inside. A winter memory kept under glass.",
     scene=S(NIGHT, "interior", ("#2a2a3a", "#14141e"), 0.8, window=(0.58, 0.08, 0.9, 0.35),
       bottle=((0.45, 0.56, 0.5, 0.56), S(ICE, "snow", SNOW, 0.7, ("moon", 0.3, 0.2, 0.08, "#ffffff"), 60,
                                            motifs=(M("church", 0.5, 0.62, 0.35, "#1a2440"),), particles="#ffffff"), "#e0f0ff")))
card("portal-forest-sea", "The Forest Door Opens on the Sea", "door, forest, sea, sun, dawn, night, light, portal, choice, mysterious, escape, wonder",
     desc="In a dark pine forest at night stands an arched doorway that opens onto a bright sea at sunrise, its light spilling onto the ground. A way out, a new morning.",
     scene=S(NIGHT, "forest", FOREST, 0.66, None, 120,
       portal=((0.5, 0.86, 0.34, 0.42), S(DAWN, "sea", SEA_DAY, 0.6, ("sun", 0.5, 0.5, 0.12, "#ffffff")), "#0a1410")))
card("portal-snow-summer", "A Summer Door in Winter", "door, snowman, snow, winter, summer, hills, sun, portal, hope, change, escape, warmth, wonder",
     desc="An arched doorway in a snowy landscape opens onto green summer hills under a warm sun, while a little snowman stands beside it. Winter on this side, summer on the other.",
     scene=S(ICE, "snow", SNOW, 0.66, None, 0, None, None,
       portal=((0.5, 0.84, 0.3, 0.38), S(NOON, "hills", HILLS_GREEN, 0.6, ("sun", 0.7, 0.2, 0.1, "#ffffff")), "#5a3a2a"),
       motifs=(M("snowman", 0.2, 0.82, 0.14, "#ffffff"),)))
card("portal-room-space", "The Wardrobe Was Bigger Inside", "door, room, window, space, moon, stars, portal, curiosity, discovery, wonder, secret",
     desc="An arched doorway in a warm brown room opens straight onto starry outer space and a big pale moon. Step through and leave the house behind.",
     scene=S(GOLD, "interior", ("#5a3a2a", "#2a1a10"), 0.86, window=(0.06, 0.08, 0.24, 0.34),
       portal=((0.6, 0.86, 0.42, 0.62), S(SPACE, "void", (), 1.0, ("moon", 0.5, 0.3, 0.2, "#c0d0ff"), 300), "#2a1408")))
card("cat-moon-roof", "The Cat Who Owned the Moon", "cat, moon, night, hills, pride, calm, mysterious, majestic",
     desc="A black cat with glowing eyes sits on a dark hilltop in front of an enormous full moon. Proud, calm and mysterious, queen of the night.",
     scene=S(NIGHT, "hills", ("#1a1a30", "#12121f", "#08080f"), 0.7, ("moon", 0.5, 0.32, 0.2, "#fff4d8"), 200,
       motifs=(M("cat", 0.5, 0.64, 0.3, "#04040a", "front"),)))
card("bat-umbrella", "The Umbrella Flew Away", "umbrella, moon, person, night, storm, wind, hills, escape, whimsical, freedom, change, loss",
     desc="A black umbrella flies off into a grey, windy night sky under the moon, leaving a tiny figure on the hills below. Gone with the wind.",
     scene=S(STORM, "hills", ("#2a2e38", "#1a1e26", "#0c0e12"), 0.78, ("moon", 0.7, 0.2, 0.06, "#ffffff"), 40, ("#6a7080", 0.05, 0.4, 0.4),
       motifs=(M("umbrella", 0.45, 0.4, 0.3, "#000000", "sky", rotation=30), M("walk", 0.3, 0.86, 0.06, "#000000"))))
card("ghost-lanterns", "The Festival of Returning", "lantern, sea, night, floating, multiplication, memory, wish, hope, tender, light, celebration",
     desc="Dozens of glowing paper lanterns float up over a dark, calm sea into the night sky. A festival of light and remembrance, full of wishes.",
     scene=S(DEEP_NIGHT, "sea", SEA_NIGHT, 0.72, None, 150,
       swarm=("lantern-flame", 16, (0.05, 0.15, 0.85, 0.68), (0.04, 0.1), "#ffb060", 0.8)))
card("king-alone-board", "The King Who Was Left Alone", "king, chess, void, fog, lonely, power, melancholy, choice, pride",
     desc="A grey chess king stands all alone in a blank, foggy white space. The game is over and everyone else has gone.",
     scene=S(FOG, "snow", ("#c8c8c8", "#a0a0a0", "#e8e8e8"), 0.66, None, 0, None, ("#ffffff", 0.66, 0.1),
       motifs=(M("chess-king", 0.5, 0.62, 0.36, "#1a1a1a", shadow=True),)))
card("hourglass-desert-inside", "The Desert Inside the Hourglass", "hourglass, person, stars, night, giant, time, tiny, patience, melancholy, impossible, world",
     desc="A giant glowing hourglass stands in the starry night, a tiny figure walking at its base. Time is enormous and we are very small.",
     scene=S(DEEP_NIGHT, "void", (), 1.0, None, 300,
       motifs=(M("hourglass", 0.5, 0.5, 0.8, "#e0c080", "sky", glow=0.3), M("walk", 0.5, 0.72, 0.03, "#3a2010", "front"))))
card("sunflower-moon", "The Sunflower Turned to the Moon", "sunflower, moon, night, hills, love, longing, loyal, tender",
     desc="A bright yellow sunflower blooms in the dark night sky, facing a pale moon above the hills. Tender longing for a light that is not the sun.",
     scene=S(NIGHT, "hills", ("#1a2a1a", "#12201a", "#080f0a"), 0.76, ("moon", 0.3, 0.22, 0.08, "#fff4d0"), 180,
       motifs=(M("sunflower", 0.62, 0.58, 0.5, "#e0a020", "front", rotation=15),)))
card("rose-snow", "The Rose That Bloomed in Winter", "rose, flower, snow, stars, clouds, winter, hope, fragile, love, courage, lonely",
     desc="A single red rose blooms in the white snow under a cold blue sky dotted with stars. Fragile and brave, love in winter.",
     scene=S(ICE, "snow", SNOW, 0.74, None, 0, ("#ffffff", 0.1, 0.4, 0.3), particles="#ffffff",
       motifs=(M("rose", 0.5, 0.72, 0.3, "#d02040", glow=0.3),)))
card("cherry-rain", "It Rained Cherries", "cherry, fruit, rain, clouds, sky, hills, pink, joyful, multiplication, whimsical, summer, surprise",
     desc="Bunches of red cherries rain down from pink clouds over rosy hills. Sweet, silly and summery.",
     scene=S(ROSE, "hills", HILLS_WARM, 0.8, None, 0, ("#ffd0e0", 0.05, 0.3, 0.4),
       swarm=("cherry", 18, (0.05, 0.2, 0.85, 0.78), (0.04, 0.08), "#c01a2a", 0)))
card("bread-village-morning", "Bread for the Whole Village", "bread, house, village, hills, sun, dawn, morning, hunger, warmth, home, cosy, family, work",
     desc="A golden baguette rises like the sun over two little houses on the hills at dawn. The warm smell of breakfast in the village.",
     scene=S(DAWN, "hills", HILLS_WARM, 0.76, ("sun", 0.5, 0.5, 0.14, "#fff0c0"), 0,
       motifs=(M("bread", 0.5, 0.44, 0.44, "#c08040", "sky", glow=0.3), M("house", 0.3, 0.82, 0.14, "#3a1a1a"),
               M("house", 0.7, 0.84, 0.12, "#3a1a1a"))))
card("rabbit-giant-moon", "The Rabbit and the Giant Moon Carrot", "rabbit, moon, snow, hills, night, giant, tiny, whimsical, dream, ambition, longing, wonder",
     desc="A tiny black rabbit sits on snowy hills staring up at an enormous full moon. A small dreamer with a huge wish.",
     scene=S(NIGHT, "snow", ("#5a6080", "#3a4060", "#8a90b0"), 0.74, ("moon", 0.5, 0.3, 0.26, "#fff0d0"), 200,
       motifs=(M("rabbit", 0.5, 0.72, 0.14, "#0a0a18", "front"),)))
card("swan-crown-lake", "Queen of the Frozen Lake", "swan, ice, mist, sun, reflection, winter, pride, majestic, lonely, calm, beauty",
     desc="A white swan rests on a cold, misty blue lake beside its reflection, a small white sun above. Elegant, solitary and calm.",
     scene=S(ICE, "sea", ("#a0b8d8", "#40587a"), 0.62, ("sun", 0.4, 0.4, 0.04, "#ffffff"), 0, None, ("#ffffff", 0.62, 0.05),
       motifs=(M("swan", 0.5, 0.58, 0.3, "#ffffff", reflect=True, glow=0.3),)))
card("dragonfly-storm-lantern", "Firefly Lighthouse", "lighthouse, lantern, sailboat, storm, clouds, sea, light, hope, courage, danger, tense",
     desc="A dark lighthouse shines its beam across a grey, stormy sea toward a small sailboat, a little lantern glowing above it. A light to guide someone home through the storm.",
     scene=S(STORM, "sea", ("#1a2430", "#05080c"), 0.66, None, 0, ("#6a7488", 0.02, 0.4, 0.55),
       motifs=(M("lighthouse", 0.35, 0.6, 0.3, "#0a0e14"), M("lantern-flame", 0.35, 0.46, 0.08, "#ffd060", glow=1.0),
               M("sailboat", 0.72, 0.7, 0.12, "#c0c0b0", rotation=12))))
card("owl-books-tower", "The Owl's Tower of Books", "owl, book, moon, hills, wisdom, knowledge, night, tower, calm, curiosity",
     desc="An owl perches on a tall stack of open books against a violet night sky with a bright moon. Wise, bookish and calm.",
     scene=S(VIOLET, "hills", HILLS_NIGHT, 0.8, ("moon", 0.75, 0.16, 0.06, "#ffffff"), 180,
       motifs=(M("open-book", 0.5, 0.8, 0.3, "#e0d0b0"), M("open-book", 0.5, 0.7, 0.26, "#c0a080"),
               M("open-book", 0.5, 0.6, 0.22, "#e0d0b0"), M("owl", 0.5, 0.46, 0.2, "#0c0818", "front"))))
card("wolf-in-sheep-village", "The Wolf at the Village Gate", "wolf, house, church, village, moon, dusk, night, danger, trust, tense, ominous, secret",
     desc="At dusk a wolf howls on the hills just outside a little village with a lit house and a church, the moon rising above. Danger at the door.",
     scene=S(DUSK, "hills", HILLS_WARM, 0.72, ("moon", 0.7, 0.2, 0.06, "#fff0e0"), 60,
       motifs=(M("wolf-howl", 0.28, 0.78, 0.22, "#0a0408", "front"), M("house", 0.66, 0.78, 0.2, "#ffd090", glow=0.4),
               M("church", 0.82, 0.74, 0.16, "#100810"))))
card("sleeping-giant-hills", "The Hills Are Sleeping Giants", "giant, hills, sun, dawn, mist, sleep, dream, calm, mysterious, nature, tiny, person",
     desc="A giant green sleeping face rises like a hill out of the morning mist while a tiny figure walks past below. Peaceful and strange: the land itself is dreaming.",
     scene=S(DAWN, "hills", HILLS_GREEN, 0.66, ("sun", 0.3, 0.5, 0.06, "#ffffff"), 0, None, ("#ffffff", 0.7, 0.06),
       motifs=(M("sleepy", 0.6, 0.58, 0.5, "#3a6a4a", "ground"), M("walk", 0.35, 0.84, 0.04, "#0a1a0a"))))
card("rocket-fishbowl", "The Goldfish Launch Programme", "rocket, bottle, room, window, space, stars, moon, ambition, whimsical, escape, tiny, dream",
     desc="In a bright, bare room a corked bottle holds a piece of starry night with a tiny red rocket flying inside. A big adventure kept small.",
     scene=S(NOON, "interior", ("#d0c0b0", "#9a8a7a"), 0.8, window=(0.1, 0.08, 0.45, 0.4),
       bottle=((0.6, 0.58, 0.42, 0.48), S(SPACE, "void", (), 1.0, ("moon", 0.3, 0.3, 0.12, "#d0e0ff"), 120,
                                           motifs=(M("rocket", 0.6, 0.6, 0.34, "#f06a4a", "sky", rotation=-30, glow=0.4),)), "#d0f0ff")))
card("anchor-forest-roots", "Roots Like Anchors", "anchor, tree, forest, mist, home, stability, calm, family, nature",
     desc="A big dark tree stands over a misty pine forest, with a rusty anchor lying on the ground at its roots. Rooted, steady and calm.",
     scene=S(MINT, "forest", ("#5a8a7a", "#3a6a5a", "#1a3a2a"), 0.62, None, 0, None, ("#ffffff", 0.66, 0.06),
       motifs=(M("oak", 0.5, 0.45, 0.6, "#1a2a1a"), M("anchor", 0.5, 0.84, 0.26, "#2a1a10", "front"))))
card("eye-keyhole-door", "Someone Behind the Door", "door, eye, room, window, portal, secret, curiosity, fear, eerie, mysterious, watched",
     desc="In a dark room an arched doorway glows orange, and a huge eye stares out of it. Creepy: someone is watching from the other side.",
     scene=S(NIGHT, "interior", ("#1a1a24", "#0c0c12"), 0.86, window=(0.08, 0.1, 0.22, 0.3),
       portal=((0.55, 0.86, 0.36, 0.64), S(EMBER, "void", (), 1.0, None, 0, motifs=(M("eyeball", 0.5, 0.45, 0.5, "#ffffff", "sky", glow=0.6),)), "#2a1810")))
card("jellyfish-sky-city", "Evening Jellyfish Over the Roofs", "jellyfish, house, church, village, city, sky, dusk, floating, multiplication, calm, eerie, wonder",
     desc="Glowing pink jellyfish float through a violet evening sky above the roofs of a small town with a church. Calm, eerie and wonderful.",
     scene=S(DUSK, "hills", ("#3a2a4a", "#2a1a3a", "#140a1e"), 0.78, None, 60,
       motifs=(M("house", 0.2, 0.8, 0.14, "#0e0818"), M("church", 0.5, 0.77, 0.18, "#0e0818"), M("house", 0.8, 0.8, 0.14, "#0e0818")),
       swarm=("jellyfish", 8, (0.05, 0.05, 0.85, 0.55), (0.06, 0.14), "#ffc0e0", 0.6)))
card("boat-in-desert", "Waiting for the Sea to Come Back", "sailboat, desert, sun, sunset, waiting, hope, patience, melancholy, impossible, memory",
     desc="A dark sailboat sits stranded on the desert dunes under a pink sunset sky. Waiting for a sea that left long ago.",
     scene=S(SUNSET, "dunes", DUNES, 0.62, ("sun", 0.7, 0.5, 0.08, "#fff0c0"),
       motifs=(M("sailboat", 0.42, 0.72, 0.42, "#3a1a10", rotation=-8, shadow=True),)))
card("star-tree", "The Tree Where Stars Grow", "tree, stars, hills, multiplication, night, magic, wonder, growth, harvest, wish",
     desc="A dark tree on the hills at night has little glowing stars growing among its leaves. Magical, a harvest of wishes.",
     scene=S(NIGHT, "hills", HILLS_NIGHT, 0.78, None, 200,
       motifs=(M("oak", 0.5, 0.55, 0.7, "#04050e", "ground"),), swarm=("rainbow-star", 9, (0.2, 0.2, 0.72, 0.5), (0.04, 0.07), "#fff0c0", 0.8)))
card("kite-child-storm", "Holding On", "kite, storm, clouds, hills, child, courage, hope, tense, wind, freedom",
     desc="A yellow kite flies high in a dark, stormy sky while a tiny figure stands on the hills far below. Holding on against the wind.",
     scene=S(STORM, "hills", ("#3a4048", "#252a30", "#101316"), 0.76, None, 0, ("#8a92a0", 0.05, 0.45, 0.55),
       motifs=(M("kite", 0.62, 0.28, 0.22, "#e0b030", "sky", rotation=20, glow=0.4), M("walk", 0.3, 0.86, 0.07, "#000000"))))
card("envelope-birds", "Every Letter Became a Bird", "letter, dove, bird, sky, multiplication, freedom, message, hope, change, joyful",
     desc="White doves fly up from a pale open envelope into a soft peach sky. Words set free, good news spreading.",
     scene=S(PEACH, "cloudsea", ("#f0c8b8", "#fff4ec"), 0.78, ("sun", 0.5, 0.7, 0.1, "#ffffff"), 0,
       motifs=(M("envelope", 0.5, 0.7, 0.24, "#f8f0e0", "ground"),), swarm=("dove", 12, (0.1, 0.08, 0.85, 0.55), (0.05, 0.1), "#ffffff", 0)))
card("globe-bottle-sea", "Message from a Whole World", "bottle, globe, world, sea, moon, dusk, message, hope, fragile, lonely, journey",
     desc="A corked bottle with a small globe inside drifts on a violet evening sea under the moon. A message from the whole world, cast adrift.",
     scene=S(DUSK, "sea", SEA_WARM, 0.56, ("moon", 0.8, 0.15, 0.05, "#ffffff"), 100,
       bottle=((0.46, 0.7, 0.32, 0.36), S(NOON, "void", (), 1.0, None, 0, motifs=(M("globe", 0.5, 0.65, 0.7, "#3a7ad0", "sky"),)), "#c0f0e0")))
card("frog-umbrella-rain", "Nobody Told the Frog It Was Raining", "frog, umbrella, rain, clouds, pond, calm, whimsical, patience, nature, protection",
     desc="A little green frog sits on a teal pond under a yellow umbrella that hovers over it beneath grey clouds. Cosy and funny, sheltering from the rain.",
     scene=S(TEAL, "sea", ("#2a5a58", "#0a2020"), 0.66, None, 0, ("#a0c0c0", 0.02, 0.3, 0.5),
       motifs=(M("umbrella", 0.5, 0.54, 0.3, "#f0c040"), M("frog", 0.5, 0.7, 0.2, "#4ab060"))))
card("candle-ship-bottle", "The Smallest Voyage", "bottle, sailboat, candle, sea, storm, room, window, night, tiny, journey, memory, patience, cosy",
     desc="By candlelight in a dark room, a corked bottle holds a small sailboat on its own grey, cloudy sea. A whole voyage kept on a shelf.",
     scene=S(NIGHT, "interior", ("#2a1a14", "#140c0a"), 0.78, window=(0.6, 0.08, 0.9, 0.3),
       motifs=(M("candle-light", 0.2, 0.66, 0.14, "#ffd080", "front", glow=1.0),),
       bottle=((0.58, 0.58, 0.44, 0.42), S(STORM, "sea", ("#1a2430", "#05080c"), 0.6, None, 0, ("#8a94a8", 0.05, 0.4, 0.5),
                                            motifs=(M("sailboat", 0.5, 0.56, 0.4, "#e0d8c0"),)), "#ffe0b0")))
