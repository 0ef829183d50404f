"""The controlled tag vocabulary of the built-in deck (the bots' knowledge of the pictures).

Every built-in card carries at least five tags from these lists, its main subject among them
(game/deck/subjects.py); the build refuses any other tag, and the tests check that every tag here
is used by some card of the built-in decks.
"""

from __future__ import annotations

OBJECTS = """acorn anchor ant astronaut balloons bear bed bee bird boat book bottle bread bridge butterfly cactus
cage camel campfire candle cat chair cherry chess chest child church clock clockwork clown compass cow crab
crystal-ball cup dandelion deer dinosaur dolphin door dove dragon dragonfly egg elephant eye feather fire fish
fishing flamingo flower footprints fox frog fruit gift glass globe ghost grave hand harp hat hedgehog horse
hourglass house igloo jellyfish kangaroo key king kite ladder ladybug lantern leaf letter lighthouse lion lotus
magnifier mailbox masks mermaid mirror moon mushroom octopus owl padlock pagoda palette paper parachute person
piano potion pyramid quill rabbit rat raven rocket rose sailboat sandcastle scarecrow scroll seahorse sheep shell
snail snake snowman spiral spider-web spinning-top squid squirrel stairs stars streetlamp sun sunflower swan
teapot telescope ticket toy train traveller tree turtle ufo umbrella unicorn violin volcano waterfall well
whale windmill wolf""".split()

SETTINGS = """aurora autumn city clouds dawn desert dusk field fog forest hills ice island mist morning
mountains night pond rain river room sea seasons shore sky snow space storm summer sunset theatre tower village
void weather wind window winter world""".split()

MOODS = """calm cosy eerie fragile joyful lonely majestic melancholy mysterious nostalgic ominous playful
serene tender tense whimsical wonder""".split()

THEMES = """ambition anger art balance beauty care celebration chance change childhood choice consequence courage
creation curiosity danger discovery drama dream effort escape family farewell fear freedom friendship
future game gold growth harvest home hope hunger hurry identity journey knowledge light longing loss lost love
loyal magic meditation memory message music nature past patience peace persistence pink play power pride
protection race secret sleep solitude stability stories strategy stuck surprise time transformation trust
waiting warmth watched wisdom wish work""".split()

TWISTS = """floating giant impossible melting multiplication portal reflection tiny upside-down""".split()

VOCABULARY: frozenset[str] = frozenset(OBJECTS + SETTINGS + MOODS + THEMES + TWISTS)
CATEGORY = {t: c for c, ts in (("object", OBJECTS), ("setting", SETTINGS), ("mood", MOODS), ("theme", THEMES),
                               ("twist", TWISTS)) for t in ts}
