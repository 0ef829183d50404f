"""Cards of the painted deck, part one: open air (wide, mirror, below, above, crowd, cosmos)."""

from __future__ import annotations

from .grammar import card as C

WIDE = [
    C("kite-giant", "The Giant's Kite", "Le cerf-volant du géant", "wide joy noon light=.8,.1 odd",
      """giant .72 .93 .744 near; kite .3 .22 .264 float rot=-15 c=a1; farmer .2 .9 .168 near
         windmill .55 .6 .168 far; sheep .4 .7 .088 n=3 dx=.2""",
      "giant kite person windmill field joyful play freedom wind giant",
      "A giant stands in a sunny meadow flying a kite while a tiny farmer watches, and sheep graze by a far "
      "windmill. A cheerful, breezy day where the scale is all wrong."),
    C("last-lantern-walk", "The Last Lantern", "La dernière lanterne", "wide melancholy dusk light=.2,.45 sun",
      """walk .62 .9 .312 near c=dark; lantern .7 .845 .07 near glow held
         pine-tree .15 .62 .154 far n=4 dx=.2 c=#3d2f4f; church .85 .61 .156 far c=#4a3a5e; raven .4 .35 .096 float c=dark""",
      "traveller lantern church tree raven dusk melancholy journey farewell lonely",
      "A lone walker carries a lit lantern away across darkening fields toward a distant church as the sun "
      "sinks. Quiet, a little sad, as if leaving for good."),
    C("elephant-balloon", "Lighter Than Air", "Plus léger que l'air", "wide wonder dawn light=.3,.35 odd",
      """elephant .55 .42 .36 float; balloons .55 .2 .264 float c=a1; run .25 .92 .24 near
         pagoda .85 .62 .144 far; oak .1 .63 .18 far""",
      "elephant balloons child pagoda tree dawn floating wonder whimsical dream",
      "An elephant drifts up into the dawn sky hanging from a bunch of balloons while a child runs after it "
      "across the grass. Wondrous and silly at once."),
    C("volcano-tea", "Tea at the Volcano", "Le thé au volcan", "wide absurd ember light=.5,.42 odd horizon=.6",
      """volcano .5 .62 .26 far glow tall=.8; tornado .5 .41 .2 far float c=fog dim; table .5 .93 .34 near
         teapot .44 .8 .13 near c=a2; coffee-cup .6 .81 .07 near c=light; armchair .18 .95 .3 near
         reader .2 .875 .17 near c=own; cat .84 .95 .12 near flip""",
      "volcano teapot chair person cat fire impossible calm whimsical home",
      "Someone reads in an armchair beside a laid tea table, a cat at their feet, while a dark volcano smokes "
      "and glows on the horizon behind them. Absurd and unbothered."),
    C("scarecrow-crows", "The Scarecrow's Friends", "Les amis de l'épouvantail", "wide tenderness citrus light=.8,.25",
      """scarecrow .45 .82 .432 near c=#8a6a3c; top-hat .458 .575 .1 near c=#2e2a30; raven .3 .5 .11 float n=4 dx=.3 dy=-.1 c=#3a3038; sunflower .8 .92 .24 near c=#d9a030
         house .12 .62 .144 far""",
      "scarecrow raven sunflower house hat field autumn tender friendship loyal harvest bird",
      "Crows line up beside a scarecrow in a top hat in a golden field instead of fleeing it, a sunflower "
      "at its feet and a farmhouse far off. Warm, a friendship that should not be."),
    C("tightrope-walk", "Between Two Towers", "Entre deux tours", "wide ambition storm light=.6,.15 odd",
      """stone-tower .1 1.04 .34 near tall=3.0 c=#7a7480; stone-tower .9 1.04 .3 near tall=2.7 c=#8a7868 flip
         leaper .5 .44 .24 float c=#b8402c; raven .7 .14 .07 float c=dark n=2 dx=.14; house .5 .68 .08 far n=3 dx=.26""",
      "tower person storm city raven courage danger ambition tense balance",
      "An acrobat leaps in the gap between two tall stone towers under a storm sky, ravens overhead and a "
      "village far below. Daring and tense."),
    C("snail-race", "The Great Race", "La grande course", "wide mischief moss light=.7,.2 odd",
      """snail .3 .9 .36 near; run .6 .85 .144 near; footprint .8 .95 .088 near n=3 dx=.2
         windmill .8 .6 .144 far; oak .2 .6 .12 far""",
      "snail person footprints windmill field race hurry playful patience whimsical",
      "A huge snail keeps pace with a running man on a country road, footprints trailing behind. A "
      "mischievous race where slowness might win."),
    C("unicorn-rain", "Where the Rainbow Ends", "Au pied de l'arc-en-ciel", "wide wonder rose light=.75,.3 sun",
      """unicorn .6 .9 .42 near; rainbow-star .3 .3 .3 float glow; kneeling .25 .92 .192 near
         castle-ruins .75 .6 .24 far""",
      "unicorn person stars past hills wonder magic hope tender",
      "A great unicorn bows its head beside a kneeling person in a pink dusk, a shooting rainbow star "
      "overhead and ruins on the hill. Tender, like a promise kept."),
    C("cow-moon", "Over the Moon", "Par-dessus la lune", "wide joy night light=.6,.28 moon odd",
      """cow .5 .34 .264 float; jumping-dog .25 .88 .192 near; violin .72 .9 .168 near c=a1
         house .15 .61 .12 far""",
      "cow moon violin night joyful play music stories upside-down",
      "A cow leaps across the full moon while a dog jumps for joy and a fiddle lies in the grass by a "
      "farmhouse. A nursery rhyme come true."),
    C("camel-snow", "Lost Caravan", "La caravane perdue", "wide loss frost light=.3,.2 odd",
      """camel .55 .88 .384 near; walk .28 .78 .16 c=dark flip; igloo .85 .64 .168 far
         pine-tree .1 .62 .11 far n=2 dx=.1""",
      "camel traveller snow igloo winter lost journey lonely",
      "A camel and its driver trudge through deep snow past an igloo, far from any desert. Lost and "
      "weary."),
    C("tree-house-climb", "Up to the Tree House", "Vers la cabane", "wide joy noon light=.8,.2",
      """oak .55 .9 .72 near c=#5f8a3a; ladder .4 .92 .36 near c=#8a5a34; bird-house .5 .45 .12 near c=a1
         squirrel .86 .62 .1 near; hiking .25 .68 .096""",
      "tree ladder child squirrel house summer joyful childhood journey home",
      "A rope ladder climbs a huge oak to a little tree house where a squirrel peeks out; a hiker passes in "
      "the distance. Summer and childhood."),
    C("well-stars", "Wishing Well", "Le puits aux vœux", "wide wonder night light=.5,.35 odd",
      """well .5 .88 .36 near glow; falling-star .35 .25 .18 float glow; kneeling .75 .9 .168 near
         fox .2 .9 .144 near; oak .85 .6 .12 far""",
      "stars well person fox night wish hope magic mysterious wonder",
      "A shooting star falls toward a glowing well while a kneeling figure and a fox watch. Someone's wish "
      "is being answered."),
    C("windmill-chess", "The Windmill Gambit", "Le gambit du moulin", "wide menace storm light=.2,.2 odd",
      """chess-knight .3 .92 .504 near; chess-king .72 .9 .408 near; windmill .55 .62 .216 far
         walk .52 .75 .072""",
      "chess king windmill person storm game strategy tense giant power",
      "Two giant chess pieces face off across a stormy field while a tiny traveller walks between them "
      "toward a windmill. A game whose stakes are real."),
]

MIRROR = [
    C("swan-castle", "The Swan's Castle", "Le château du cygne", "mirror calm night light=.3,.2 moon",
      "swan .55 .58 .3; paper-boat .3 .65 .12 near; pagoda .8 .5 .33 far; lotus .7 .68 .15 near",
      "swan boat pagoda lotus night reflection calm serene peace",
      "A swan glides on a still moonlit lake past a paper boat and a lotus, a pagoda mirrored behind. "
      "Perfectly calm."),
    C("fisher-moon", "Fishing for the Moon", "Pêcher la lune", "mirror wonder plum light=.65,.72 odd",
      """fishing .24 .5 .34; moon .62 .72 .18 float glow c=light; heron .8 .5 .21
         birch-trees .93 .5 .16 far""",
      "fishing moon person night reflection wish impossible wonder",
      "A fishing rod on the shore has hooked a big fish out of the moonlit lake where the moon shines back; "
      "a heron looks on. A wish almost caught."),
    C("lighthouse-twins", "Two Keepers", "Deux gardiens", "mirror melancholy sea light=.5,.25",
      "lighthouse .25 .5 .45 glow; lighthouse .75 .5 .27 far; sailboat .5 .62 .15; dove .5 .3 .09 float",
      "lighthouse sailboat dove sea dusk lonely waiting light melancholy",
      "Two lighthouses face each other across a calm bay with one small sailboat between them. Quiet, like "
      "two friends who no longer speak."),
    C("mermaid-city", "The Drowned Town", "La ville engloutie", "mirror eerie sea light=.4,.2 odd",
      """mermaid .3 .58 .3; church .7 .5 .33 far; house .55 .5 .125 far n=3 dx=.2
         sinking-ship .8 .62 .15""",
      "mermaid church house sea mist eerie past lost mysterious",
      "A mermaid rises from a still grey sea before a village whose church stands half under it, a ship "
      "sinking nearby. Eerie and lost."),
    C("flamingo-parade", "Pink Parade", "La parade rose", "mirror joy rose light=.7,.3 sun",
      """flamingo .5 .56 .225 n=5 dx=.7; palm-tree .1 .5 .3 far; island .8 .5 .3 far
         sailboat .35 .62 .09""",
      "flamingo tree island sunset pink joyful multiplication reflection",
      "A line of flamingos wades across a pink lagoon at sunset, mirrored in the water beside palm islands. "
      "Joyful."),
    C("upside-forest", "The Other Side", "L'autre côté", "mirror eerie plum light=.5,.15 odd",
      "pine-tree .5 .5 .375 n=4 dx=.8; walk .3 .5 .15; deer .72 .5 .18; owl .85 .3 .12 float",
      "tree deer owl person forest reflection eerie mysterious portal",
      "A forest stands on the edge of a black mirror lake, a walker and a deer on the shore, an owl in the "
      "air. It is hard to say which side is real."),
    C("boat-in-sky", "Sailing the Sky", "Naviguer dans le ciel", "mirror wonder dawn light=.2,.3 odd",
      """sailboat .55 .25 .3 float; whale-tail .3 .6 .18; lighthouse .85 .5 .27 far
         dove .7 .15 .075 float n=3 dx=.15""",
      "sailboat whale lighthouse dove dawn floating upside-down wonder journey",
      "A sailboat floats in the dawn sky above a glassy sea where a whale's tail dips, a lighthouse far "
      "away. The sea and the sky have swapped."),
    C("frog-king", "The Frog Prince", "Le prince grenouille", "mirror mischief moss light=.8,.2",
      """frog .45 .62 .21; crown .45 .5 .12 float glow c=a2; lotus .25 .66 .18 near
         castle-ruins .8 .5 .3 far""",
      "frog king lotus pond past playful whimsical stories magic",
      "A frog on a lily pond wears a floating golden crown, with castle ruins on the far bank. Playful, a "
      "fairy tale waiting for its kiss."),
    C("ice-bears", "Thin Ice", "La glace fine", "mirror menace frost light=.3,.15",
      """polar-bear .6 .55 .375; penguin .24 .64 .17 near n=3 dx=.26; igloo .85 .5 .18 far
         fishing-pole .3 .6 .15 near""",
      "bear snowman igloo ice winter tense danger fishing",
      "A polar bear steps onto the mirror-still ice where three small penguins fish beside an abandoned "
      "rod. Tense and cold."),
    C("bridge-ghosts", "Crossing at Dusk", "La traversée du soir", "mirror melancholy dusk light=.5,.4 sun",
      """arch-bridge .5 .52 .8 c=#3a2c3e; ghost .5 .32 .09 float n=3 dx=.3; lantern .8 .6 .12 near glow
         heron .15 .6 .15 near""",
      "ghost bridge lantern dusk river memory melancholy farewell past",
      "Three pale ghosts cross an arched bridge over still water at dusk while a lantern glows on the bank. "
      "A gentle, sad procession."),
    C("kraken-calm", "Calm Before", "Le calme avant", "mirror menace storm light=.6,.2",
      "kraken-tentacle .7 .55 .45; sailboat .3 .56 .18; lighthouse .1 .5 .18 far; raven .5 .3 .09 float",
      "squid sailboat lighthouse sea storm ominous danger tense",
      "A great tentacle rises from a flat grey sea near a small sailboat, a lighthouse far away. Ominous, "
      "just before something happens."),
    C("piano-lake", "Lake Concert", "Concert sur le lac", "mirror tenderness night light=.7,.2 moon odd",
      """grand-piano .45 .56 .45; musical-notes .6 .35 .18 float glow; swan .8 .6 .15
         birch-trees .1 .5 .225 far""",
      "piano music stars swan night reflection tender impossible floating",
      "A grand piano stands on the moonlit water of a lake, notes rising from it while a swan listens. "
      "Tender, music for no one but the night."),
    C("turtle-island", "The Island That Swims", "L'île qui nage", "mirror wonder sea light=.3,.25 odd",
      """turtle .5 .8 .7 tall=.42 c=#5f7d52; palm-tree .45 .69 .22 near c=#3f6a3a; house .6 .7 .09 near c=a1
         dolphin .15 .66 .15""",
      "turtle island tree house dolphin sea giant home journey wonder",
      "A giant turtle swims through a glassy sea carrying a palm tree and a little house on its shell, a "
      "dolphin alongside. A home that travels."),
]

BELOW = [
    C("stair-clouds", "Stairs to the Clouds", "L'escalier des nuages", "below ambition noon light=.5,.02 odd",
      """cloud-stair .5 .97 .95 near tall=1.25 c=own; cumulus .78 .12 .62 float c=own
         hiking .45 .57 .12 near c=#b8402c; dove .3 .3 .06 float n=3 dx=.2""",
      "stairs clouds person dove sky ambition effort future hope majestic",
      "A flight of stone steps climbs through the open sky into a cloud, a small climber halfway up and "
      "doves beside it. Ambition with no end in sight."),
    C("giant-looks-down", "Looked Down Upon", "Vu d'en haut", "below menace storm light=.5,0 odd",
      "giant .5 .95 .9 near c=dark tall=1.3; run .3 .95 .12 near; raven .8 .15 .08 float n=3 dx=.15",
      "giant person raven storm fear danger ominous power",
      "A giant towers over the viewer against a storm sky and looks down at us while a small man runs "
      "out of the frame. Frightening."),
    C("tree-of-lanterns", "Lantern Tree", "L'arbre aux lanternes", "below wonder night light=.5,.05",
      """oak .5 .98 .9 near c=dark tall=1.2; paper-lantern .45 .3 .1 near float glow c=a1 n=3 dx=.5
         paper-lantern .5 .48 .11 near float glow c=a1 n=3 dx=.45; owl .62 .62 .1 near""",
      "tree lantern owl night celebration wonder magic light",
      "Looking straight up a great tree hung with glowing paper lanterns, an owl perched among them. A "
      "feast about to begin."),
    C("rocket-launch", "Liftoff", "Décollage", "below ambition dusk light=.5,.1",
      "rocket .5 .5 .42 near float glow rot=-135 c=#e4ddd0; shaking-hands .8 .97 .18 near; dove .2 .3 .06 float",
      "rocket sky dusk ambition future courage hope space majestic",
      "A rocket rises straight overhead into the dusk sky, two people shaking hands far below. The start of "
      "something big."),
    C("whale-overhead", "The Shadow Overhead", "L'ombre au-dessus", "below wonder sea light=.5,.02 odd",
      """sperm-whale .5 .3 .8 float; walk .4 .96 .2 near; umbrella .45 .8 .2 near c=a1 held
         walk .8 .9 .1 flip; umbrella .78 .85 .1 c=a2 held; lamp-post .12 .97 .4 near tall=1.3 c=dark""",
      "whale person umbrella streetlamp sky floating giant wonder city",
      "A whale swims across the sky directly overhead while people below hold umbrellas under a street "
      "lamp. Wonder, and a little fear."),
    C("ladder-moon", "A Ladder to the Moon", "Une échelle pour la lune", "below tenderness night light=.6,.12 moon odd",
      """ladder .55 .97 .5 near tall=1.3; climber .55 .64 .13 float near; cat .5 .96 .1 near
         owl .25 .3 .07 float""",
      "ladder moon child cat night wish dream longing impossible tender",
      "A tall ladder reaches up toward the full moon, a child climbing high while a cat waits at the "
      "bottom. A wish taken literally."),
    C("balloon-escape", "The Great Escape", "La grande évasion", "below joy noon light=.7,.05",
      """air-balloon .5 .35 .4 float; cage .25 .95 .25 near; dove .5 .6 .06 float n=4 dx=.4
         house .85 .97 .25 near""",
      "balloons cage dove house sky freedom escape joyful hope",
      "A hot-air balloon rises overhead as doves fly out of an open cage below; rooftops frame the view. "
      "Pure release."),
    C("clock-tower-bats", "Midnight Strikes", "Minuit sonne", "below menace plum light=.3,.05 moon",
      """clock-tower .55 .98 .9 near c=dark tall=1.3; bat .5 .3 .07 float n=5 dx=.6 dy=.1
         raven .8 .6 .08 float""",
      "clock tower night raven eerie time ominous fear",
      "Seen from the foot of a clock tower at midnight, bats pour out across the moonlit sky. Something is "
      "about to happen."),
    C("beanstalk-egg", "The Golden Egg", "L'œuf d'or", "below mischief moss light=.5,0 odd",
      """tree-branch .5 .98 .85 near tall=1.5; big-egg .22 .22 .13 near float glow c=a2; monkey .4 .55 .12 near
         acorn .7 .4 .05 float n=2 dx=.1""",
      "tree egg gold sky hunger playful stories discovery",
      "A monkey climbs a vine toward a glowing golden egg high in the sky. Mischief and greed in a fairy "
      "tale."),
    C("falling-up", "Falling Up", "Tomber vers le haut", "below absurd citrus light=.6,.05 odd",
      """falling .45 .35 .25 float; umbrella .65 .2 .15 float c=a1; top-hat .3 .5 .08 float
         house .5 .98 .4 near c=dark""",
      "person umbrella hat house sky floating upside-down whimsical surprise",
      "A man tumbles upward into an orange sky, his umbrella and hat flying ahead of him above the "
      "rooftops. Gravity has stopped applying."),
    C("pyramid-acrobats", "Standing on Shoulders", "Sur les épaules", "below ambition rose light=.5,.05",
      """human-pyramid .5 .98 .75 near tall=1.2; crown .5 .15 .1 float glow c=a2
         balloons .8 .35 .1 float""",
      "person king balloons sky family trust ambition friendship majestic",
      "A human pyramid rises overhead toward a golden crown hanging in a pink sky. Together they can reach "
      "it."),
    C("storm-windmill", "Tilting at Windmills", "Contre les moulins", "below menace storm light=.8,.05",
      """windmill .45 .98 .8 near tall=1.3; run .8 .98 .26 near flip c=dark; wizard-staff .7 .8 .24 near held c=dark
         tornado .2 .4 .2 float c=fog""",
      "windmill person storm traveller courage anger tense",
      "A small man with a staff charges at a huge windmill under a storm, a tornado whirling nearby. "
      "Heroic or mad."),
    C("giraffe-stars", "Reaching for Stars", "Cueillir les étoiles", "below tenderness night light=.5,.05 odd",
      """kangaroo .5 .98 .55 near c=dark; rainbow-star .5 .2 .1 float glow
         falling-star .75 .3 .07 float glow; mouse .3 .96 .08 near""",
      "kangaroo stars night wish tender dream longing",
      "A kangaroo leaps up toward a glowing star in the night sky while a mouse watches from the grass. "
      "Tender longing."),
]

ABOVE = [
    C("maze-of-fields", "The Long Way Home", "Le long chemin", "above melancholy moss light=.2,.1",
      """walk .35 .3 .112; house .7 .75 .192; footprint .4 .45 .052 n=4 dx=.05 dy=.2
         oak .2 .7 .156 n=2 dx=.15""",
      "traveller footprints house tree field journey home longing melancholy",
      "Seen from high above, a tiny walker follows footprints across patchwork fields toward a lone house. "
      "A long way still to go."),
    C("picnic-ants", "The Picnic", "Le pique-nique", "above mischief citrus light=.8,.1 odd",
      """ant .5 .55 .4; bread .25 .35 .24; cherry .7 .3 .13 n=2 dx=.1; ant .4 .8 .104 n=4 dx=.4
         coffee-cup .75 .75 .192""",
      "ant bread cherry cup summer field giant playful hunger whimsical",
      "From above, a picnic on the grass where one ant is as big as the bread, and a line of smaller ants "
      "marches off with the cherries. Mischief on a summer afternoon."),
    C("river-boats", "Letters Downstream", "Lettres au fil de l'eau", "above tenderness noon light=.3,0",
      """paper-boat .5 .3 .078 n=4 dx=.1 dy=.5; envelope .55 .6 .096; kneeling .25 .55 .16
         frog .7 .8 .096""",
      "boat paper letter child river message hope tender childhood",
      "Seen from above, paper boats carry letters down a winding river from a kneeling child. Messages sent "
      "to someone far away."),
    C("compass-desert", "Which Way", "Par où", "wide melancholy amber light=.8,.2",
      """ionic-column .16 .66 .2 far n=3 dx=.12; camel .62 .66 .15 mid c=#8a6440; hiking .5 .68 .11 mid c=dark
         footprint .52 .86 .035 mid n=6 dx=.5 dy=-.1 c=dark; pocket-compass .34 .985 .4 near c=own rot=-8 tall=.78
         cactus .86 .9 .16 near c=#56633a""",
      "compass camel desert footprints lost journey choice melancholy",
      "A walker and a camel stand in the sand before a broken column, their footprints wandering off, while a "
      "big brass pocket compass lies tilted in the sand, its needle pointing anywhere but north. Lost, with "
      "every direction possible."),
    C("chessboard-village", "The Village Game", "La partie du village", "above mischief dawn light=.2,.1 odd",
      """chess-knight .3 .4 .32; chess-king .7 .6 .32; house .5 .2 .104 n=4 dx=.6; farmer .5 .8 .096
         sheep .2 .8 .065 n=3 dx=.1""",
      "chess king house village field game strategy giant playful",
      "From above, giant chess pieces stand among the houses and sheep of a village as if the fields were a "
      "board. Who is playing?"),
    C("parachute-garden", "Landing in the Garden", "Atterrir au jardin", "above joy noon light=.6,.05",
      """parachute .45 .4 .48 float; sunflower .2 .75 .13 n=3 dx=.15; rabbit .8 .7 .112
         flower-pot .7 .3 .128""",
      "parachute umbrella sunflower rabbit summer field joyful surprise play",
      "Seen from above, a parachutist floats down toward a sunny garden of sunflowers where a rabbit looks "
      "up. A happy surprise."),
    C("whale-island", "Is That an Island", "Est-ce une île", "above eerie sea light=.5,0 odd",
      "sperm-whale .5 .5 .9 c=dark; palm-tree .5 .45 .16; camping-tent .6 .5 .096; sailboat .2 .2 .128",
      "whale island tree sailboat sea giant mysterious eerie surprise",
      "From high above, campers have pitched a tent on what looks like an island but is the back of a huge "
      "whale. Unsuspecting."),
    C("snow-angels", "Snow Angels", "Anges de neige", "above tenderness frost light=.3,.1",
      """leaper .33 .45 .28 c=a1; leaper .67 .5 .28 flip c=a2; snowman .5 .8 .224
         footprint .3 .75 .052 n=4 dx=.1 dy=.1""",
      "snowman snow footprints person winter tender love childhood",
      "Seen from above, two people lie side by side on their backs in the snow, arms and legs spread to make "
      "snow angels, beside a snowman and their own footprints. Tender and still."),
    C("sunflower-clock", "Garden Hours", "Les heures du jardin", "above calm citrus light=.5,.1 odd",
      "sunflower .5 .5 .88; snail .3 .8 .128; hourglass .8 .2 .16; ladybug .6 .3 .08",
      "sunflower snail hourglass ladybug summer time patience calm",
      "From above, a giant sunflower lies in a garden like a clock face, a snail and an hourglass beside "
      "it. Time moves slowly here."),
    C("kite-fight", "Kite Day", "Le jour des cerfs-volants", "above joy dawn light=.3,0",
      """kite .3 .3 .256 float c=a1; kite .7 .25 .224 float c=a2; run .3 .75 .128; run .65 .8 .128 flip
         jumping-dog .5 .65 .096""",
      "kite child field wind joyful play friendship",
      "Seen from above, two children run across a field flying kites while a dog leaps between them. Joy "
      "and wind."),
    C("shipwreck-sand", "Low Tide", "Marée basse", "above loss amber light=.8,0",
      """sailboat .45 .42 .5 rot=78 c=#7a5232; crab .7 .7 .104 n=2 dx=.1; anchor .25 .75 .16
         open-treasure-chest .7 .25 .16""",
      "boat sailboat crab anchor shore past loss melancholy gold",
      "From above, a wrecked sailing boat lies on its side, stranded on a brown sandbank, an anchor and an "
      "empty treasure chest nearby, crabs walking past. What was lost."),
    C("garden-labyrinth", "Hide and Seek", "Cache-cache", "above mischief moss light=.2,0",
      "fox .3 .3 .16; rabbit .7 .7 .128; oak .5 .5 .4; mushroom-gills .8 .3 .078 n=2 dx=.1",
      "fox rabbit tree mushroom forest game playful danger secret",
      "From above, a fox prowls one side of a great tree while a rabbit hides on the other. A game of hide "
      "and seek with real stakes."),
]

CROWD = [
    C("one-umbrella", "The One Red Umbrella", "Le seul parapluie rouge", "crowd melancholy storm light=.5,.2",
      """walk .5 .66 .107 c=dark n=7 dx=.9; walk .5 .86 .15 near c=dark n=4 dx=.8
         umbrella .5 .6 .2 near c=#c8302a held; walk .5 .78 .15 near c=dark; lamp-post .12 .9 .46 near""",
      "umbrella person city rain lonely identity melancholy",
      "A grey crowd walks through rain in a city square and only one figure carries a bright red umbrella. "
      "Standing out, alone."),
    C("parade-elephant", "The Parade", "La parade", "crowd joy citrus light=.7,.1 odd",
      """elephant .5 .78 .368 near; person .5 .62 .075 n=9 dx=.9; balloons .2 .4 .115 float
         musical-notes .75 .35 .115 float glow""",
      "elephant person balloons music city celebration joyful",
      "A painted elephant leads a parade through a cheering crowd in a sunny square, balloons and music in "
      "the air. Celebration."),
    C("masks-ball", "The Masked Ball", "Le bal masqué", "crowd mischief plum light=.5,.1",
      """carnival-mask .5 .45 .345 float glow c=a1; person .5 .7 .086 n=8 dx=.9
         drama-masks .2 .85 .138 near; top-hat .8 .85 .115 near""",
      "masks person hat night theatre secret identity playful mysterious",
      "A huge carnival mask hangs above a masked crowd at night, top hats and theatre masks in front. Who "
      "is who?"),
    C("queue-door", "The Queue", "La file d'attente", "crowd absurd dawn light=.8,.2 odd",
      """door .85 .7 .287; person .45 .72 .086 n=9 dx=.7; penguin .15 .86 .138 near
         ticket .3 .92 .069 near""",
      "door person ticket waiting whimsical patience stuck",
      "A long queue of people waits at a single door standing alone in a square, a penguin and a dropped "
      "ticket at the end. Nobody knows what is behind it."),
    C("juggler-square", "Street Performer", "L'artiste de rue", "crowd joy dusk light=.3,.2",
      """juggler .5 .85 .345 near; person .5 .64 .075 n=8 dx=.9; sitting-dog .2 .9 .115 near
         top-hat .75 .92 .092 near""",
      "person hat city dusk play joyful art celebration",
      "A juggler performs in a square at dusk before a ring of watchers, a dog and a hat for coins in "
      "front. Joyful and lively."),
    C("sheep-count", "Counting Sheep", "Compter les moutons", "crowd calm night light=.6,.15 moon",
      """sheep .5 .7 .086 n=9 dx=.9; sheep .5 .8 .129 near n=4 dx=.7; sheep .5 .515 .12 float rot=-12 c=light
         ladder .5 .605 .16 rot=90 c=#8a6a44; person-in-bed .24 .95 .34 near asleep""",
      "sheep bed night moon sleep dream calm multiplication",
      "A flock of sheep crowds a moonlit town square, one leaping a fence, while someone lies in bed in the "
      "corner. Counting toward sleep."),
    C("king-alone", "The King's Speech", "Le discours du roi", "crowd menace ember light=.5,.1",
      """crown .5 .28 .13 float glow; person .46 .64 .2 c=light; wizard-staff .56 .6 .2 held
         person .5 .75 .086 n=9 dx=.9
         person .5 .9 .107 near c=dark n=5 dx=.9""",
      "king person fire city power pride ominous",
      "A robed figure raises a staff before a dark crowd under a burning sky, a glowing crown floating "
      "above. Power, and something wrong with it."),
    C("giant-market", "Market Day", "Jour de marché", "crowd absurd noon light=.7,.06 odd",
      """trestle-table .45 .88 .5 near c=#8a5e36; pear .45 .752 .34 near c=#b8b838; shiny-apple .72 .72 .07 near held c=#c0392b; person .5 .72 .075 n=8 dx=.9
         farmer .76 .93 .22 near""",
      "fruit person city harvest giant whimsical joyful",
      "On market day a crowd gathers around a yellow pear as big as a cart, laid on a trestle table, while a farmer proudly holds up "
      "an apple. "
      "Absurd and cheerful."),
    C("cats-rooftop", "Rooftop Meeting", "Réunion sur les toits", "crowd mischief night light=.3,.2 moon",
      """cat .5 .62 .086 n=8 dx=.9; cat .5 .85 .184 near; lamp-post .85 .9 .402 near glow
         tropical-fish .2 .9 .103 near""",
      "cat night moon streetlamp secret playful mysterious",
      "Dozens of cats gather on the town square at night under a street lamp, one in front presiding. A "
      "secret meeting."),
    C("dancers-fire", "Around the Fire", "Autour du feu", "crowd joy ember light=.5,.6",
      """campfire .5 .85 .23 near glow; leaper .5 .74 .15 n=5 dx=.8
         musical-notes .5 .4 .138 float glow; person .5 .62 .065 n=8 dx=.9""",
      "fire person music night celebration joyful warmth",
      "People dance and leap around a bonfire in the village square at night, music rising with the sparks. "
      "Celebration."),
    C("cyclists-race", "The Race", "La course", "crowd ambition noon light=.7,.1",
      """cycling .5 .8 .193 near n=4 dx=.7; person .5 .62 .065 n=9 dx=.9; ticket .15 .92 .069 near
         unicycle .85 .9 .161 near""",
      "person city race hurry ambition joyful",
      "Cyclists sprint through a crowded square while someone on a unicycle tries to keep up. Ambition and "
      "hurry."),
    C("birds-statue", "Monument", "Monument", "crowd melancholy frost light=.3,.15",
      """hero .5 .6 .3 near statue c=#3f6656; plinth .5 .78 .34 near; dove .55 .4 .05 near c=light
         dove .5 .24 .095 float n=4 dx=.62 dy=.14 c=light
         walk .5 .95 .21 near n=4 dx=.84""",
      "dove person city winter past pride melancholy memory",
      "A bronze statue of a hero raising one arm stands on a stone plinth in a snowy square, a dove on its "
      "hand, while the crowd passes without looking. Past glory."),
    C("bee-swarm", "The Hive", "La ruche", "crowd menace citrus light=.6,.1",
      "bee .5 .35 .065 float n=9 dx=.9 dy=.2; run .5 .8 .129 near n=4 dx=.8; bird-house .85 .7 .172",
      "bee person city summer danger fear hurry multiplication tense",
      "A swarm of bees fills the air above a square and the crowd runs for cover. Panic on a summer day."),
]

COSMOS = [
    C("astronaut-garden", "Gardener of Stars", "Le jardinier des étoiles", "cosmos tenderness plum light=.7,.2 horizon=.8",
      """hiking .4 .8 .234 near; flower-pot .6 .8 .13 near; rainbow-star .6 .6 .104 float glow
         ringed-planet .25 .25 .26 float""",
      "astronaut flower stars space care growth tender hope",
      "On a tiny planet a small figure tends a flower pot from which a star is growing, a ringed planet in "
      "the sky. Gentle care."),
    C("whale-stars", "Star Whale", "La baleine étoilée", "cosmos wonder night light=.4,.3",
      """sperm-whale .5 .5 .9 float glow; astronaut-helmet .25 .7 .13 float
         falling-star .8 .2 .13 float glow; dolphin .75 .75 .156 float""",
      "whale astronaut dolphin stars space floating wonder journey",
      "A great whale and a dolphin swim through a starry nebula, a lone astronaut's helmet floating beside "
      "them. Vast and wondrous."),
    C("tea-in-space", "Tea Break in Orbit", "Pause thé en orbite", "cosmos absurd ink light=.3,.3 odd",
      """teapot .45 .45 .325 float; coffee-cup .7 .55 .156 float; read .3 .7 .195 float rot=20
         ringed-planet .75 .2 .195 float""",
      "teapot cup book space floating calm whimsical",
      "A teapot, a cup and a person reading all drift together in deep space beside a ringed planet. "
      "Absurdly calm."),
    C("ufo-cow", "Visitors", "Les visiteurs", "cosmos mischief plum light=.5,.2 horizon=.85",
      """ufo .5 .3 .39 float glow; cow .5 .6 .182 float; farmer .25 .85 .156 near
         house .75 .85 .156 near""",
      "ufo person night space surprise playful mysterious",
      "A flying saucer lifts a cow into the sky above a tiny farm world while the farmer stares. "
      "Mischievous visitors."),
    C("little-prince", "The Small World", "Le petit monde", "cosmos melancholy dusk light=.2,.3 horizon=.75",
      """walk .5 .75 .195 near; rose .7 .75 .13 near c=a1; volcano .25 .76 .156 near
         falling-star .8 .25 .13 float glow""",
      "rose volcano person stars space lonely love melancholy",
      "A small figure walks around a tiny world that holds only a rose and a little volcano, stars falling "
      "beyond. Lonely and loving."),
    C("fishing-stars", "Fishing the Milky Way", "Pêcher dans la voie lactée", "cosmos calm night light=.75,.2 odd horizon=.85",
      """paper-boat .42 .86 .46 near c=light; meditation .36 .7 .2 near c=a1; fishing-pole .52 .66 .3 near; falling-star .78 .55 .1 float glow
         falling-star .6 .4 .07 float glow; moon .8 .16 .16 float glow c=light; ringed-planet .16 .3 .14 float far""",
      "fishing boat stars moon space night calm patience wish",
      "A fisherman sits in a big paper boat adrift among the stars and casts his line toward a falling star, "
      "a moon and a ringed planet above. Patient and calm."),
    C("clock-galaxy", "Time Spiral", "La spirale du temps", "cosmos eerie ink light=.5,.5 odd",
      """pocket-watch .5 .5 .585 float glow; hourglass .2 .25 .156 float; alarm-clock .8 .75 .156 float
         falling .7 .25 .13 float""",
      "clock hourglass person space time spiral eerie lost",
      "Clocks and an hourglass drift in a dark spiral of stars while a tiny figure falls toward them. Time "
      "running out, or standing still."),
    C("balloon-planet", "Holding the World", "Tenir le monde", "cosmos joy rose light=.7,.2 odd",
      """globe .5 .3 .39 float c=a3; balloons .3 .55 .156 float; leaper .5 .6 .195 float
         rabbit .75 .7 .13 float""",
      "globe balloons person rabbit space floating joyful play world",
      "An acrobat floats in pink space holding the whole world like a balloon, a rabbit drifting alongside. "
      "Joy without gravity."),
    C("rocket-lighthouse", "Beacon", "Le phare des étoiles", "cosmos wonder sea light=.5,.4 horizon=.82",
      """lighthouse .5 .82 .455 near glow; rocket .75 .35 .156 float; falling-star .25 .3 .091 float glow
         sailboat .25 .82 .104 near""",
      "lighthouse rocket stars space light home hope wonder",
      "A lighthouse on a tiny world sends its beam into space to guide a returning rocket. Hope and "
      "homecoming."),
    C("dragon-moon", "Moon Eater", "Le mangeur de lune", "cosmos menace ember light=.6,.3 moon",
      "sea-dragon .45 .5 .78 float; bat .8 .75 .081 float n=3 dx=.2; crystal-ball .2 .2 .13 float glow",
      "dragon moon space night danger ominous magic fear",
      "A dragon coils through red space about to swallow the moon, bats scattering. Menace on a cosmic "
      "scale."),
    C("owl-constellation", "Night Watch", "La veille", "cosmos calm night light=.5,.2 odd",
      """owl .5 .45 .52 float; rainbow-star .3 .2 .069 float glow n=3 dx=.4; telescope .5 .85 .195 float
         open-book .25 .75 .13 float""",
      "owl stars telescope book night wisdom knowledge calm",
      "A great owl made of night floats among stars above a telescope and an open book. Wisdom keeping "
      "watch."),
    C("lost-astronaut", "Untethered", "Détaché", "cosmos loss ink light=.8,.15",
      """astronaut-helmet .4 .55 .26 float; falling .55 .65 .195 float rot=40
         ringed-planet .75 .25 .39 float; envelope .2 .8 .078 float""",
      "astronaut space letter floating lost lonely loss",
      "An astronaut tumbles away from a ringed planet, helmet and a letter drifting apart. Lost in silence."),
    C("jellyfish-sky", "Drifting Lights", "Lumières à la dérive", "cosmos wonder plum light=.5,.3",
      """jellyfish .3 .3 .195 float glow; jellyfish .7 .5 .26 float glow; jellyfish .4 .75 .13 float glow
         hiking .5 .95 .13 near; paper-boat .8 .85 .091 float""",
      "jellyfish stars space floating light wonder dream calm",
      "Glowing jellyfish drift through a starry violet space like lanterns while a small walker looks up. "
      "Wonder."),
]

CARDS_A = WIDE + MIRROR + BELOW + ABOVE + CROWD + COSMOS
