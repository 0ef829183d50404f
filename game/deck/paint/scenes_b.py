"""Cards of the painted deck, part two: enclosed and near views (interior, tabletop, opening,
underwater, cutaway, close-up)."""

from __future__ import annotations

from .grammar import card as C

INTERIOR = [
    C("reading-cat", "Late Chapter", "Le dernier chapitre", "interior tenderness amber light=.72,.25",
      """reader .27 .96 .42 near c=own; cat .58 .92 .161 near; rocking-chair .78 .82 .23
         candle-light .12 .8 .092 glow; book-pile .9 .95 .138 near""",
      "book cat chair candle room cosy tender home stories person",
      "Someone sits on the floor of a warm room at night, knees drawn up, reading a book by candlelight, a "
      "cat beside them and an empty rocking chair by the red rug. Cosy."),
    C("room-sea", "The Flooded Room", "La chambre inondée", "interior wonder sea light=.5,.25 odd flood=.72",
      """sailboat .52 .8 .24; child-bed .22 .93 .4 near c=own; dolphin .72 .9 .2 near rot=-20
         armchair .86 .77 .17; school-of-fish .45 .94 .2 near c=a2""",
      "sailboat bed dolphin fish room sea impossible wonder dream",
      "A bedroom flooded with still sea water: a sailboat sails past the bed, a dolphin leaps by the "
      "armchair and fish swim over the floor. A dream you remember."),
    C("ghost-piano", "Who Plays at Night", "Qui joue la nuit", "interior eerie night light=.3,.25 moon",
      """grand-piano .6 .9 .483 near; ghost .6 .55 .161 float; musical-notes .35 .5 .115 float glow
         wooden-chair .15 .9 .207 near""",
      "ghost piano music room night eerie mysterious past memory",
      "A pale ghost hovers over a grand piano in a moonlit room, notes drifting though no one is seated. "
      "Eerie, and a little sad."),
    C("tree-indoors", "The Tree in the Parlour", "L'arbre du salon", "interior wonder moss light=.25,.2 odd",
      """oak .55 .9 .69 near; armchair .2 .92 .23 near; bird-house .6 .45 .092 near
         squirrel .75 .6 .069 near; lantern .85 .92 .092 near glow""",
      "tree chair squirrel room growth impossible nature wonder home",
      "A huge oak has grown straight through the floor of a parlour, a bird house in its branches, a "
      "squirrel beside an empty armchair. Nature taking the house back."),
    C("fox-tailor", "The Fox Tailor", "Le renard tailleur", "interior mischief citrus light=.8,.25 odd",
      """fox .24 .96 .34 near c=#c8602a; scissors .56 .765 .11 near c=#7a8a96; sewing-needle .66 .68 .09 float c=light
         top-hat .77 .765 .13 near c=#3a3440; table .66 .96 .46 near c=#6a4a30 tall=1.4""",
      "fox hat work room playful whimsical art",
      "A fox in a sunny workshop cuts cloth with scissors beside a needle and a finished top hat. Clever "
      "and mischievous."),
    C("stairs-nowhere", "Stairs to Nowhere", "L'escalier vers nulle part", "interior eerie ink light=.7,.2 odd",
      "stairs .45 .9 .575 near; walk .38 .58 .115; door .8 .68 .253 far; spider-web .15 .3 .172 float",
      "stairs door person room eerie lost stuck impossible",
      "In a bare grey room a staircase climbs to the ceiling and stops, a figure halfway up, a closed door "
      "and a cobweb nearby. Going nowhere."),
    C("child-giant-bed", "Too Big to Sleep", "Trop grand pour dormir", "interior absurd rose light=.3,.25 odd",
      """child-bed .42 .95 .72 near c=own; elephant .55 .8 .6 near flip asleep; quilt .62 .885 .5 near c=own
         alarm-clock .88 .95 .1 near; book-pile .1 .96 .11 near""",
      "elephant bed clock room sleep whimsical playful childhood",
      "An elephant sits up in a child's bed far too small for it, tucked under a patchwork quilt that hangs "
      "past the end of the bed, an alarm clock on the floor. Absurd and sweet."),
    C("letters-rain", "Unread Letters", "Lettres non lues", "interior melancholy dusk light=.7,.25",
      """letter .42 .3 .12 float n=4 dx=.7 dy=.16 c=own; letter .56 .55 .13 float n=4 dx=.66 dy=-.12 rot=14 c=own; wooden-chair .35 .9 .23 near
         candle-light .6 .93 .09 near glow; lantern .13 .36 .11 float glow
         mailbox .75 .9 .172 near c=#8a3a30; quill-ink .2 .95 .115 near""",
      "letter chair quill room rain melancholy waiting memory",
      "Sealed letters drift down like rain inside a dim candlelit room at dusk toward an empty chair and an old mailbox. "
      "Waiting for a reply."),
    C("clock-shop", "The Clockmaker", "L'horloger", "interior calm amber light=.2,.2",
      """cuckoo-clock .75 .6 .184 far; alarm-clock .6 .92 .115 near; pocket-watch .4 .9 .115 near
         magnifying-glass .3 .8 .12 near held; kneeling .18 .92 .207 near""",
      "clock magnifier person room work time patience calm",
      "A kneeling clockmaker studies watches through a magnifier in a quiet amber workshop, a cuckoo clock "
      "on the wall. Patience."),
    C("bath-octopus", "Bath Time", "L'heure du bain", "interior mischief sea light=.7,.2 odd",
      """octopus .5 .85 .345 near; bird-cage .2 .7 .138; umbrella .8 .88 .161 near
         perfume-bottle .15 .92 .092 near""",
      "octopus cage umbrella room sea playful surprise whimsical",
      "An octopus has taken over the room, one arm poking at a bird cage, an open umbrella and a perfume "
      "bottle by its side. Mischief."),
    C("mirror-mirror", "The Mirror", "Le miroir", "interior eerie plum light=.25,.2",
      """mirror-mirror .65 .85 .517 near; ghost .65 .55 .138 float; kneeling .3 .93 .23 near
         candle-light .85 .92 .092 near glow""",
      "mirror ghost candle person room eerie identity secret reflection",
      "A kneeling person faces a tall mirror by candlelight and a pale ghost looks out from it. Who is "
      "reflected?"),
    C("packing-leaving", "Moving Day", "Jour de déménagement", "interior melancholy dawn light=.3,.25",
      """open-treasure-chest .4 .92 .28 near c=#7a5232; rocking-chair .75 .8 .184; sitting-dog .65 .93 .161 near
         umbrella .15 .9 .138 near""",
      "chest gift chair toy room farewell memory melancholy home",
      "An open trunk stands in an empty room at dawn, a dog sitting by it, an umbrella and a chair left "
      "behind. The last morning in a home."),
    C("painter-room", "The Open Window", "La fenêtre ouverte", "interior joy noon light=.7,.25",
      """painter .33 .95 .5 near c=#4a6fa0; easel .72 .93 .4 near c=own; palette .2 .8 .1 near held c=#b8905a
         paintbrush .47 .68 .12 near held c=own
         butterfly .62 .42 .075 float n=3 dx=.25 dy=.06""",
      "palette person sunflower butterfly room window art joyful summer creation",
      "A painter with a palette raises a brush toward the sunflower on the easel as butterflies fly in through the "
      "round window. Creation and joy."),
]

TABLETOP = [
    C("storm-teacup", "A Storm in a Teacup", "Une tempête dans une tasse", "tabletop mischief amber light=.2,.1 odd",
      """coffee-cup .5 .9 .6 near; sinking-ship .48 .64 .16 near; tornado .48 .46 .14 float c=fog
         read .85 .88 .12""",
      "cup boat storm tiny impossible playful drama",
      "A ship founders in a storm inside a coffee cup while a tiny figure beside it keeps reading. A fuss "
      "over nothing, or everything."),
    C("bottle-world", "World in a Bottle", "Le monde en bouteille", "tabletop wonder dusk light=.7,.15 odd",
      """spiral-bottle .45 .9 .45 near glow; pine-tree .45 .865 .08 near n=3 dx=.13 c=#2f5a3a; snail .8 .92 .08 near
         candle-light .15 .88 .1 glow""",
      "bottle tree snail candle tiny magic wonder secret",
      "A glowing bottle on a table holds a tiny pine forest inside, while a snail and a candle keep it "
      "company. A whole world, kept."),
    C("chess-mice", "Late Game", "Fin de partie", "tabletop mischief ink light=.3,.1 odd",
      """chess-king .3 .88 .3 near; chess-knight .7 .9 .25 near; mouse .5 .9 .1 near
         candle-light .85 .7 .1 glow""",
      "chess king candle game strategy playful night tiny",
      "A mouse stands on a chessboard between a king and a knight twice its height, plotting by "
      "candlelight. Small but clever."),
    C("teapot-house", "Tea House", "La maison-théière", "tabletop tenderness rose light=.75,.1 odd",
      """teapot .45 .88 .5 near; door .4 .86 .1 near c=a2; ladder .62 .86 .16 near c=#7a5232; snail .85 .9 .08 near
         cherry .2 .9 .08 near""",
      "teapot door ladder snail cherry home tiny tender cosy",
      "A teapot on a table has a little door and a ladder, a snail arriving as a guest beside two cherries. "
      "Cosy, a home in miniature."),
    C("hourglass-desert", "Sand Running Out", "Le sable s'écoule", "tabletop melancholy amber light=.7,.1 odd",
      """hourglass .5 .9 .5 near glow; camel .5 .82 .07 near; scroll-unfurled .15 .93 .15 near
         quill-ink .85 .92 .1 near""",
      "hourglass desert scroll quill time loss melancholy tiny",
      "A tiny camel crosses the sand in the bottom of a great hourglass beside a scroll and a quill. Time "
      "slipping away."),
    C("potion-frog", "The Alchemist's Desk", "Le bureau de l'alchimiste", "tabletop mischief moss light=.2,.15",
      """potion-ball .35 .88 .25 near glow; frog .6 .9 .12 near; open-book .8 .92 .2 near
         crystal-ball .15 .9 .12 near glow""",
      "potion frog book crystal-ball magic secret playful transformation",
      "A frog sits on an alchemist's desk between a glowing potion, a crystal ball and an open spell book. "
      "Maybe it was a prince an hour ago."),
    C("music-box", "Music Box", "La boîte à musique", "tabletop tenderness plum light=.7,.1",
      """open-treasure-chest .5 .9 .4 near; ballerina-shoes .5 .62 .1 near
         musical-notes .7 .45 .12 float glow; rose .15 .92 .1 near""",
      "chest music rose gift memory tender nostalgic childhood",
      "Ballet shoes turn on an open music box as notes rise, a rose lying beside it. Nostalgic and tender."),
    C("egg-hatching", "Something Hatches", "Quelque chose éclot", "tabletop eerie ember light=.5,.1 odd",
      """big-egg .5 .9 .4 near glow; dinosaur-rex .2 .9 .18 near; candle-light .85 .88 .1 glow
         feather .7 .93 .08 near""",
      "egg fire candle feather surprise danger ominous mysterious",
      "A glowing egg on a table seems about to hatch while a toy dinosaur and a candle stand beside it. "
      "Something is coming."),
    C("globe-traveller", "Around the World", "Le tour du monde", "tabletop ambition dawn light=.8,.1 odd",
      """globe .45 .9 .5 near; hiking .45 .42 .07 near; compass .85 .92 .12 near
         treasure-map .15 .93 .15 near""",
      "globe traveller compass journey ambition discovery tiny whimsical",
      "A tiny hiker walks across the top of a desk globe beside a compass and a treasure map. The whole "
      "world, one step at a time."),
    C("letter-birds", "Post by Bird", "Courrier par oiseau", "tabletop joy noon light=.3,.1",
      """envelope .45 .88 .3 near c=light; dove .6 .5 .12 float; dove .3 .4 .1 float; quill-ink .8 .9 .12 near
         pocket-watch .15 .92 .1 near""",
      "letter dove quill clock message joyful hope",
      "Doves lift from an open letter on a desk next to a quill and a watch, carrying its words away. Good "
      "news on its way."),
    C("apple-worm", "The Apple", "La pomme", "tabletop absurd citrus light=.2,.1 odd",
      """shiny-apple .5 .9 .5 near c=a2; door .47 .86 .1 near c=a1; ladder .75 .9 .15 near
         snail .2 .93 .07 near""",
      "fruit door ladder snail home tiny whimsical",
      "An apple on a table has a little front door and a ladder leaning against it, a snail passing by. "
      "Someone lives inside."),
    C("candle-moths", "Moths", "Les papillons de nuit", "tabletop melancholy night light=.5,.5",
      """candle-light .5 .9 .3 near glow; butterfly .5 .4 .06 float n=5 dx=.5 dy=.15
         open-book .2 .93 .15 near; pocket-watch .82 .93 .1 near""",
      "candle butterfly book clock night longing melancholy light",
      "Moths circle a candle flame on a desk at night above an open book and a stopped watch. Drawn to what "
      "burns."),
    C("snow-globe", "Inside the Snow Globe", "Dans la boule à neige", "tabletop calm frost light=.7,.1 odd",
      """crystal-ball .45 .9 .56 near c=fog; house .45 .66 .13 near c=a1; pine-tree .36 .68 .07 near
         snowman .55 .69 .07 near; person .86 .9 .16 mid""",
      "snow house tree person winter tiny calm nostalgic",
      "A glass globe on a table holds a tiny house, a pine and a snowman in the snow, and someone stands by it, "
      "looking in. A memory kept under glass."),
]

OPENING = [
    C("keyhole-garden", "Through the Keyhole", "Par le trou de la serrure", "opening wonder noon light=.5,.35 hole=keyhole",
      "fountain .5 .65 .203; unicorn .35 .7 .162; rose .65 .7 .108; key .8 .95 .162 near",
      "door unicorn rose flower secret curiosity wonder magic",
      "Through a giant keyhole one sees a sunny garden with a fountain, a rose and a unicorn; a key lies in "
      "the dark. Curiosity."),
    C("arch-desert", "The Gate in the Dunes", "La porte dans les dunes", "opening ambition citrus light=.5,.3 sun hole=arch",
      """great-pyramid .5 .6 .405 far; camel .6 .7 .135; walk .4 .85 .203 near c=dark
         footprint .45 .92 .059 near n=3 dx=.1""",
      "desert pyramid traveller footprints ambition journey discovery majestic",
      "Through a dark stone arch a traveller steps toward pyramids and a camel under a blazing sun. The "
      "start of a quest."),
    C("porthole-whale", "Porthole", "Le hublot", "opening wonder sea light=.5,.25 odd hole=round",
      """whale-tail .5 .55 .338; sailboat .3 .6 .108 far; seahorse .8 .9 .135 near
         anchor .15 .95 .162 near""",
      "whale sailboat seahorse anchor sea journey wonder curiosity",
      "Through a round porthole a whale's tail rises from the sea beside a faraway sailboat, an anchor and "
      "a seahorse inside. Wonder at the window."),
    C("door-in-sea", "The Door on the Beach", "La porte sur la plage", "opening wonder dusk light=.5,.45 sun hole=door",
      """door .5 .6 .203; crab .3 .7 .081; footprint .5 .8 .047 near n=3 dy=.1
         sitting-dog .75 .9 .189 near""",
      "door shore crab footprints portal mysterious choice",
      "Seen through an arch, a door stands alone on the beach at sunset, footprints leading to it and a dog "
      "waiting. Where does it open?"),
    C("cave-dragon", "The Cave Mouth", "L'entrée de la grotte", "opening menace ember light=.5,.3 hole=arch",
      """sea-dragon .5 .62 .472; open-treasure-chest .3 .7 .135; hiking .6 .9 .216 near c=dark
         lantern .7 .7 .07 near glow held""",
      "dragon danger gold lantern traveller courage fear ominous",
      "From inside a dark cave a traveller with a lantern sees a dragon coiled over a treasure chest in the "
      "red light. Courage or folly."),
    C("window-city-rain", "Rainy Window", "Fenêtre de pluie", "opening melancholy storm light=.45,.35 hole=door",
      "house .5 .62 .1 far n=3 dx=.36 c=dark dim; lantern .32 .44 .15 float glow c=light; umbrella .5 .67 .17 c=a1 held; walk .5 .78 .17; cat .78 .95 .2 near",
      "lantern umbrella cat house rain city melancholy lonely waiting",
      "A cat sits by a tall arched window while outside, in the grey rain, a lone walker with an umbrella passes "
      "a hanging lantern and the dark houses. Melancholy evening."),
    C("gate-cemetery", "Beyond the Gate", "Derrière la grille", "opening loss ink light=.6,.2 moon hole=arch",
      """tombstone .5 .66 .141 n=3 dx=.3; ghost .6 .5 .108 float; raven .2 .85 .189 near
         rose .8 .92 .108 near""",
      "ghost grave raven rose night loss memory farewell eerie",
      "Through an arch one sees moonlit graves where a ghost drifts; a raven and a dropped rose wait at the "
      "threshold. Loss."),
    C("arch-waterfall", "Hidden Valley", "La vallée cachée", "opening wonder moss light=.5,.3 hole=round",
      """falls .5 .44 .6 float c=own; deer .34 .6 .1 c=a2; butterfly .6 .5 .059 float n=3 dx=.15
         hiking .8 .9 .243 near""",
      "waterfall deer butterfly traveller forest discovery wonder peace",
      "Through a round gap in the rocks a hiker discovers a hidden valley with a waterfall and a deer. "
      "Peace found."),
    C("keyhole-eye", "Someone Watching", "Quelqu'un regarde", "opening eerie plum light=.5,.3 odd hole=keyhole",
      """eye .5 .42 .5 float glow c=own; spooky-house .5 .7 .203 far; bat .3 .3 .059 float n=3 dx=.2
         mouse .8 .93 .108 near""",
      "eye house night watched eerie secret fear",
      "Through a keyhole a giant eye looks back, a haunted house behind it, while a mouse freezes in the "
      "dark. Being watched."),
    C("door-snowfield", "Open Door, Open Field", "Porte ouverte sur la neige", "opening calm frost light=.5,.3 hole=door",
      """pine-tree .5 .6 .118 far n=3 dx=.3; fox .4 .72 .135; snowman .65 .72 .162
         ballerina-shoes .2 .93 .108 near""",
      "snowman fox tree winter snow calm freedom childhood",
      "A doorway opens onto a bright snowfield where a fox passes a snowman, slippers left on the "
      "threshold. Calm and free."),
    C("arch-circus", "The Big Top", "Le grand chapiteau", "opening joy rose light=.5,.2 hole=arch",
      """clown .5 .75 .27; juggling-seal .25 .75 .162; leaper .7 .45 .135 float
         balloons .85 .9 .203 near""",
      "clown balloons theatre play joyful celebration surprise",
      "Through the opening of a tent one sees a circus ring: a clown, a juggling seal and an acrobat in the "
      "air. Joy behind the curtain."),
    C("window-rocket", "Bedroom Window", "La fenêtre de la chambre", "opening ambition night light=.5,.2 hole=round",
      """rocket .6 .45 .162 float glow; moon .3 .25 .108 float c=light; telescope .3 .9 .27 near
         sleepy .75 .93 .135 near""",
      "rocket moon telescope child night dream ambition future wonder",
      "Through a round bedroom window a rocket climbs past the moon while a telescope stands ready inside. "
      "Tomorrow's dream."),
    C("gate-orchard", "The Orchard", "Le verger", "opening tenderness citrus light=.5,.3 hole=arch",
      """fruit-tree .5 .65 .294 n=3 dx=.4; farmer .45 .72 .135; goat .2 .9 .203 near
         pear .8 .93 .108 near""",
      "fruit tree person harvest summer tender work",
      "Through an arch an orchard glows in late sun, a farmer picking fruit while a goat waits by a fallen "
      "pear. A gentle harvest."),
]

UNDERWATER = [
    C("stair-whale", "The Staircase into the Whale", "L'escalier dans la baleine", "underwater eerie sea light=.5,-.1 odd",
      """sperm-whale .5 .42 .9 float; stairs .6 .84 .402; walk .48 .72 .081
         school-of-fish .2 .2 .172 far float""",
      "whale ladder person sea giant eerie portal curiosity",
      "Under the sea a staircase climbs from the sand into the mouth of a giant whale, a tiny figure "
      "walking up. Curious, and unsettling."),
    C("octopus-library", "The Deep Library", "La bibliothèque des profondeurs", "underwater calm sea light=.3,-.1 odd",
      """octopus .5 .84 .517 near; open-book .3 .55 .107 float n=3 dx=.3; book-pile .8 .86 .172 near
         tropical-fish .7 .3 .092 float""",
      "octopus book sea knowledge calm whimsical stories",
      "An octopus on the seabed reads several books at once, more books drifting around it and a fish "
      "passing. Quiet study."),
    C("sunken-piano", "Sunken Song", "La chanson engloutie", "underwater melancholy night light=.5,-.1",
      """grand-piano .5 .86 .517 near; mermaid .3 .5 .23 float; musical-notes .65 .45 .115 float glow
         jellyfish .8 .25 .092 float glow""",
      "piano mermaid music jellyfish sea memory melancholy lost",
      "A grand piano lies on the dark seabed, a mermaid floating over it, notes and a jellyfish glowing. A "
      "song no one hears."),
    C("deep-lantern", "The Angler's Lure", "L'appât de la baudroie", "underwater menace ink light=.4,.5",
      """angler-fish .55 .5 .517 float; lantern .3 .45 .057 float glow
         tropical-fish .2 .62 .065 float n=3 dx=.1""",
      "fish lantern sea night danger ominous trust",
      "In the black depths an anglerfish dangles its glowing lure before three small fish that swim toward "
      "it. Danger disguised as light."),
    C("underwater-tea", "Tea Under the Sea", "Le thé sous la mer", "underwater absurd sea light=.5,-.1 odd",
      """table .5 .9 .7 near; teapot .38 .675 .19 near; coffee-cup .64 .675 .11 near
         crab .14 .93 .16 near; seahorse .84 .5 .16 float; school-of-fish .35 .24 .34 float far""",
      "teapot cup crab seahorse sea whimsical cosy friendship",
      "A table set for tea stands on the seabed with a crab and a seahorse as guests, while a school of fish "
      "passes overhead. Absurd and cosy."),
    C("shipwreck-chest", "The Wreck", "L'épave", "underwater eerie sea light=.7,-.1",
      """ship-wreck .4 .84 .575 near; open-treasure-chest .75 .88 .172 near glow
         shark-fin .7 .3 .115 float; manta-ray .2 .25 .172 float""",
      "boat gold sea danger past secret discovery tense",
      "A broken wreck lies on the seabed beside a glowing open treasure chest while a shark and a manta ray "
      "circle above. Tempting and dangerous."),
    C("diver-turtle", "Riding the Turtle", "À dos de tortue", "underwater joy sea light=.5,-.1",
      """turtle .5 .5 .46 float; leaper .5 .42 .26 float c=#e0503a; tropical-fish .2 .7 .065 float n=4 dx=.2
         nautilus-shell .8 .88 .115 near""",
      "turtle person shell sea joyful play friendship freedom",
      "A swimmer rides on the back of a great sea turtle through clear water among small fish. Carefree "
      "joy."),
    C("jellyfish-city", "Lantern Reef", "Le récif des lanternes", "underwater wonder plum light=.5,-.1",
      """jellyfish .5 .35 .129 float glow n=5 dx=.8 dy=.3; pagoda .5 .84 .345 near
         seahorse .2 .75 .115 float""",
      "jellyfish pagoda seahorse sea light wonder magic",
      "Glowing jellyfish hang like lanterns above a sunken pagoda on the seabed, a seahorse on guard. "
      "Magical."),
    C("key-anchor", "The Lost Key", "La clé perdue", "underwater melancholy sea light=.5,-.1",
      """skeleton-key .5 .5 .287 float; anchor .25 .86 .23 near; heart-bottle .75 .86 .138 near
         crab .55 .9 .081 near""",
      "key anchor bottle crab sea secret lost love melancholy",
      "A large old key sinks slowly toward the seabed where an anchor and a heart-shaped bottle already "
      "lie. Something that will never be opened."),
    C("horse-sea", "Sea Horse", "Cheval de mer", "underwater wonder sea light=.6,-.1 odd",
      """chess-knight .4 .95 .5 near c=#a89a80; seahorse .8 .48 .2 float; school-of-fish .3 .26 .34 float
         nautilus-shell .86 .93 .12 near; octopus .47 .58 .1 float""",
      "horse seahorse shell sea chess giant impossible wonder",
      "A giant stone chess knight stands on the sea floor, an octopus drifting above its head, while a seahorse "
      "of the same shape and a school of fish swim by. Who is the real sea horse?"),
    C("bubble-house", "The Bubble House", "La maison-bulle", "underwater tenderness sea light=.5,-.1 odd",
      """house .5 .55 .23 float; crystal-ball .5 .5 .46 float c=fog; sitting-dog .3 .88 .138 near
         tropical-fish .8 .4 .065 float n=2 dx=.1""",
      "house toy sea home tender floating fragile",
      "A little house floats inside a glass bubble in the sea, a dog waiting on the sand below. A home that "
      "is fragile and safe at once."),
    C("kraken-ship", "From Below", "Par en dessous", "underwater menace storm light=.5,-.1",
      """kraken-tentacle .3 .7 .517 near; kraken-tentacle .75 .65 .46 near flip
         sailboat .5 .05 .23 float; shark-fin .5 .45 .092 float""",
      "squid sailboat sea storm danger ominous fear",
      "Seen from under the water, huge tentacles rise toward a small boat on the surface while a shark "
      "circles. Menace from below."),
    C("mermaid-lost", "Far from Home", "Loin de chez elle", "underwater loss frost light=.5,-.1",
      """mermaid .4 .6 .345 float; ionic-column .75 .86 .345 near; ancient-ruins .25 .86 .287 near
         falling-leaf .6 .3 .057 float""",
      "mermaid sea ice past loss lonely melancholy",
      "A mermaid drifts alone among the fallen columns of a drowned temple in icy water. Loss."),
]

CUTAWAY = [
    C("rabbit-burrow", "Under the Meadow", "Sous la prairie", "cutaway tenderness moss light=.3,.7 cut=rooms horizon=.3",
      """rabbit .26 .8 .2 near; rabbit .66 .9 .125 near; lantern .3 .62 .075 float glow
         sunflower .8 .3 .188; fox .2 .3 .15""",
      "rabbit fox sunflower lantern home family cosy tender",
      "A cut-away meadow: a fox sniffs on the grass above while, below, a rabbit family sits snug in a "
      "lantern-lit burrow. Safe at home."),
    C("tree-roots-city", "The City in the Roots", "La ville des racines", "cutaway wonder dusk light=.5,.6 odd cut=cave horizon=.4",
      """oak .5 .4 .5; house .4 .84 .09 near n=4 dx=.35; ladder .75 .8 .15 near
         lamp-post .2 .84 .1 near glow""",
      "tree house ladder streetlamp city tiny wonder secret",
      "A cut-away of a great oak shows a tiny lit town among its roots, with a ladder and a street lamp. A "
      "secret city."),
    C("mole-dig", "Treasure Below", "Le trésor d'en bas", "cutaway mischief amber light=.78,.9 cut=rooms horizon=.42",
      """open-treasure-chest .76 .92 .188 near glow; mouse .24 .7 .125 near; farmer .5 .42 .175
         sitting-dog .75 .42 .125""",
      "gold chest person field secret playful discovery",
      "A farmer and a dog stand on the field above, unaware that a mouse has found a glowing treasure chest "
      "just below. Mischief."),
    C("sleeping-giant", "The Hill Is Sleeping", "La colline dort", "cutaway eerie moss light=.5,.6 odd cut=hill horizon=.5",
      """person .5 .72 .5 near float rot=-90 c=#8c7a62 asleep; quilt .6 .775 .36 near c=own tall=.55; house .3 .46 .1
         sheep .72 .46 .056 n=3 dx=.15""",
      "giant person house sleep hills secret eerie mysterious",
      "A cut-away hill reveals a giant sleeping underground while a village and sheep sit on top. Better "
      "not wake him."),
    C("ant-kingdom", "Ant Kingdom", "Le royaume des fourmis", "cutaway ambition amber light=.7,.9 cut=rooms horizon=.28",
      "ant .45 .62 .11 near n=4 dx=.6 dy=.3; crown .78 .9 .075 float glow; cherry .2 .28 .1; walk .7 .28 .15",
      "ant king cherry person work ambition tiny multiplication majestic",
      "Below a path where a walker passes, ants carry food through a chamber toward a glowing crown. A "
      "kingdom underfoot."),
    C("house-layers", "Everyone at Home", "Tout le monde à la maison", "cutaway tenderness citrus light=.5,.6 cut=cellar",
      """child-bed .3 .87 .3 near c=own; cat .3 .79 .1 near; reader .72 .87 .16 near c=own; house .5 .36 .312
         dove .8 .15 .062 float""",
      "house bed cat book home cosy family",
      "A house seen above ground and its hidden cellar below, where someone reads on the floor by a bed "
      "where a cat naps. Home, with all its secrets."),
    C("seed-growing", "What a Seed Dreams", "Le rêve de la graine", "cutaway wonder dawn light=.5,.6 odd horizon=.3",
      "acorn .5 .82 .15 near glow; oak .5 .305 .375 dim; sleepy .7 .72 .088 float; snail .25 .85 .1 near",
      "acorn tree snail growth dream future hope patience serene",
      "Underground an acorn glows in its chamber, dreaming of the great oak that already stands faintly "
      "above it. Patience and hope."),
    C("buried-past", "What the Ground Remembers", "Ce que la terre garde", "cutaway loss ink light=.3,.2 cut=strata horizon=.32",
      """dinosaur-rex .42 .9 .312 near c=fog rot=12; tombstone .3 .32 .125; raven .7 .32 .1
         ancient-ruins .78 .62 .188 near""",
      "dinosaur raven past memory loss melancholy secret",
      "A cut-away of the ground shows bones of a dinosaur and buried ruins under a grave and a raven. What "
      "is lost stays below."),
    C("mine-lanterns", "Deep Mine", "La mine profonde", "cutaway menace ember light=.55,.8 cut=shaft horizon=.24",
      """pull .4 .92 .2 near; lantern .58 .8 .075 float glow; ladder .52 .6 .3 near
         spider-web .25 .82 .125 float; house .25 .24 .125""",
      "lantern ladder person work danger effort tense",
      "In a red-lit chamber deep underground a miner hauls on a rope below a ladder, far from the house "
      "above. Hard, tense work."),
    C("fox-den-winter", "Winter Den", "Le terrier d'hiver", "cutaway calm frost light=.3,.8 cut=snow horizon=.34",
      """fox .45 .88 .25 near; fox .65 .89 .125 near; snowman .3 .34 .175; pine-tree .8 .34 .188
         campfire .22 .88 .1 near glow""",
      "fox snowman tree winter snow family warmth cosy",
      "Under deep snow where a snowman stands, a fox family curls up warm in a den by a little fire. Calm "
      "winter."),
    C("upside-house", "Topsy-Turvy", "Sens dessus dessous", "wide absurd rose light=.7,.15 odd",
      """balloons .5 .17 .3 float; house .5 .45 .3 float rot=180; oak .86 .7 .22 far
         rabbit .28 .92 .15 near; umbrella .72 .8 .18 near rot=180 c=a1""",
      "house balloons rabbit umbrella upside-down whimsical impossible",
      "A house hangs upside down from a bunch of balloons, roof to the ground, while, below, a rabbit looks up beside an umbrella "
      "turned over to catch the rain. Everything is the wrong way up."),
    C("sewer-party", "The Rats' Ball", "Le bal des rats", "cutaway mischief plum light=.5,.65 cut=vault horizon=.3",
      """rat .35 .82 .175 near; rat .6 .82 .175 near flip; musical-notes .5 .66 .1 float glow
         lamp-post .5 .3 .25 glow; walk .8 .3 .125""",
      "rat music streetlamp person city night celebration playful secret",
      "Beneath a city street where a walker passes a lamp, rats dance to music in a hidden hall. A secret "
      "party."),
    C("well-bottom", "Bottom of the Well", "Au fond du puits", "cutaway loss storm light=.5,.75 cut=shaft horizon=.3",
      """well .5 .3 .25; frog .5 .9 .175 near; moon .5 .78 .1 float glow c=light
         falling-leaf .44 .55 .062 float""",
      "frog well moon leaf rain lonely stuck longing",
      "A frog at the bottom of a well looks up at the moon's reflection while a leaf falls. The world seen "
      "from a hole."),
]

CLOSEUP = [
    C("hand-bird", "Open Hand", "La main ouverte", "closeup tenderness dawn light=.7,.2",
      """open-palm .5 .99 .98 near; hummingbird .52 .5 .2 float; dandelion-flower .17 .6 .16
         butterfly .8 .26 .09 float""",
      "hand bird dandelion butterfly trust tender freedom",
      "A close-up of an open hand with a hummingbird about to land on it, a dandelion and a butterfly "
      "beyond. Trust."),
    C("eye-galaxy", "The Eye", "L'œil", "closeup wonder plum light=.5,.3 odd",
      """eye .5 .55 .86 float glow c=own; rainbow-star .25 .2 .07 float glow
         falling-star .8 .8 .08 float glow; ringed-planet .8 .15 .1 float""",
      "eye stars space wonder mysterious dream",
      "A huge open eye fills the card, a swirling violet galaxy in its iris, planets and stars drifting "
      "around it as if in its gaze. Mysterious."),
    C("mask-tears", "Behind the Mask", "Derrière le masque", "closeup melancholy ink light=.3,.2",
      """drama-masks .5 .75 .7 near c=#e6dcc4; rose .2 .85 .12 near; feather .8 .6 .1 float
         candle-light .85 .88 .08 glow""",
      "masks rose feather candle theatre identity melancholy drama",
      "A close-up of the comedy and tragedy masks with a rose and a falling feather in candlelight. Which "
      "face is real?"),
    C("snail-shell-house", "Snail Home", "Maison d'escargot", "closeup tenderness moss light=.7,.2 odd",
      """snail .5 .85 .7 near; house .45 .45 .1 near; ladybug .85 .85 .08 near
         dandelion-flower .15 .75 .15""",
      "snail house ladybug dandelion home tiny tender patience",
      "A big close-up of a snail carrying a real little house on its shell past a ladybug. Slow, and always "
      "home."),
    C("owl-eyes", "Owl", "Hibou", "closeup eerie night light=.5,.2 moon",
      "owl .5 .9 .75 near; tree-branch .5 .98 .6 c=dark; bat .2 .25 .06 float n=2 dx=.1",
      "owl moon tree night watched eerie wisdom",
      "An owl fills the frame on a branch under the full moon, bats in the dark. Watched by something that "
      "knows."),
    C("lock-heart", "Locked", "Fermé à clé", "closeup melancholy rose light=.7,.2",
      """padlock .5 .85 .6 near; skeleton-key .2 .75 .2 float rot=30; rose .8 .9 .15 near
         heart-bottle .75 .35 .12 float""",
      "padlock rose bottle love secret loss melancholy",
      "A close-up of a padlock with a key just out of reach, a rose and a heart-shaped bottle nearby. A "
      "heart kept shut."),
    C("dandelion-wish", "One Breath", "Un souffle", "wide wonder dusk light=.8,.3 sun horizon=.7",
      """kneeling .3 .93 .26 near; dandelion-flower .5 .86 .12 near c=#f4efe0 glow; dandelion-flower .78 .9 .09 mid c=#e8e0d0
         feather .66 .45 .035 float n=6 dx=.45 dy=.3; hiking .16 .72 .06 far""",
      "dandelion feather wind dusk wish hope fragile person",
      "Someone kneels in a field at sunset and blows on a glowing white dandelion clock, its seeds drifting away "
      "across the sky, another dandelion in the grass and a walker far off. A wish made."),
    C("watch-melting", "Melting Time", "Le temps qui fond", "closeup absurd citrus light=.3,.2 odd",
      """pocket-watch .5 .7 .6 near rot=20; tree-branch .8 .6 .4 near c=#5a4632; ant .3 .9 .1 near n=3 dx=.15
         hourglass .15 .5 .1 far""",
      "clock tree hourglass desert time melting whimsical",
      "A close-up of a pocket watch hanging from a dead branch in the heat, ants crawling beneath and an "
      "hourglass beyond. Time going soft."),
    C("crown-fallen", "Fallen Crown", "La couronne tombée", "closeup loss storm light=.3,.2",
      """crown .5 .9 .5 near rot=-25; chess-king .2 .7 .2 rot=80; raven .8 .6 .15 near c=dark
         maple-leaf .7 .25 .06 float""",
      "king raven leaf rain power loss pride melancholy",
      "A golden crown lies in the mud, a toppled king piece behind and a raven looking on. The end of a "
      "reign."),
    C("cat-goldfish", "Temptation", "La tentation", "closeup mischief sea light=.7,.2",
      "cat .35 .95 .6 near; spiral-bottle .72 .9 .35 near c=fog; tropical-fish .72 .79 .12 near float c=#e07a2a",
      "cat bottle playful danger curiosity",
      "A close-up of a cat staring at a little fish swimming in a glass bottle. Curiosity and temptation."),
    C("violin-bird", "Songbird", "L'oiseau chanteur", "closeup joy dawn light=.7,.2",
      "violin .45 .9 .7 near rot=-15; nest-birds .7 .4 .18 near; musical-notes .25 .35 .1 float glow",
      "violin bird music joyful art home",
      "Birds have built their nest in the body of a violin and sing as notes float away. Joyful music."),
    C("feather-quill", "The Last Word", "Le dernier mot", "closeup ambition amber light=.2,.15",
      """quill-ink .5 .9 .7 near; scroll-unfurled .3 .92 .3 near; hourglass .8 .9 .15
         candle-light .15 .6 .1 far glow""",
      "quill scroll hourglass candle stories ambition time knowledge tense",
      "A close-up of a quill in its inkwell on a half-written scroll, an hourglass and a candle nearby. "
      "Racing to finish."),
    C("rose-thorn", "Thorn", "L'épine", "closeup menace ember light=.6,.2",
      "rose .5 .95 .75 near c=#b0182a; ladybug .3 .5 .07 near; spider-web .8 .25 .2 far",
      "rose ladybug spider-web beauty danger ominous love",
      "A close-up of a dark red rose whose thorns glint, a ladybug climbing it and a web waiting behind. "
      "Beauty with teeth."),
]

CARDS_B = INTERIOR + TABLETOP + OPENING + UNDERWATER + CUTAWAY + CLOSEUP
