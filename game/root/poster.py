"""`python main.py poster [--game N] OUT.png`: the poster of the last (or the Nth most recent)
finished game in the history, written without a window (game/app/poster.py draws it).

The poster kept with the game (stories/ next to history.json) is written as it is; a game whose
poster file is gone is drawn again from its story, with the card pictures of the decks found now.
Exit codes: 0 written, 1 no such game / no story / the history cannot be read, 2 bad arguments,
3 the file cannot be written.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from ..engine import GameConfig, apply, new_game
from ..engine.actions import Clue, Tell
from ..engine.randomplay import random_action
from ..engine.rulesets import RULESETS, TEAM
from ..engine.state import OVER, GameState
from ..i18n import tr
from ..persist.atomic import write_atomic
from ..persist.history import history_path, read_history
from ..persist.story import checked_story, read_poster, story_of
from ..program import prog


def parse(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog=f"{prog()} poster",
                                description="Write the poster of a finished game (its story) as a PNG.")
    p.add_argument("--game", type=int, default=1, metavar="N",
                   help="the Nth most recent finished game (1, the default, is the last one)")
    p.add_argument("out", metavar="OUT.png", help="the PNG file to write")
    return p.parse_args(argv)


def main(argv: list[str]) -> int:
    try:
        args = parse(argv)
    except SystemExit as e:
        return int(e.code or 0)
    if args.game < 1:
        print("--game must be 1 or more (1 is the last finished game).", file=sys.stderr)
        return 2
    path = history_path()
    history = read_history(path)
    for problem in history.problems:
        print(tr(problem), file=sys.stderr)
    games = list(reversed(history.games))
    if not games:
        print(f"No finished game in the history ({path}): play one first.", file=sys.stderr)
        return 1
    if args.game > len(games):
        print(f"There is no finished game number {args.game}: the history holds {len(games)} "
              f"(--game 1 is the last one).", file=sys.stderr)
        return 1
    entry = games[args.game - 1]
    story = checked_story(entry.get("story"))
    png = read_poster(path, entry.get("poster")) if story is not None else None
    if story is None:
        print(f"Game {args.game} ({entry['date']}) was finished before the game kept stories: it has no poster.",
              file=sys.stderr)
        return 1
    if png is None:
        png = draw(story)
    out = Path(args.out)
    try:
        write_atomic(out.resolve(), png)
    except OSError as e:
        print(f"Cannot write {out}: {e.strerror or e}", file=sys.stderr)
        return 3
    print(out)
    return 0


def draw(story: dict[str, Any]) -> bytes:
    """The poster drawn again from its story, on plain surfaces (no window)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from ..app.poster import render
    from ..deck.images import CardImages
    from ..deck.library import discover_decks

    pygame.font.init()
    return render(story, CardImages(discover_decks())).png()


# --- sample games: the screenshot tour and the tests tell a whole game's story ------------------------
CLUES = {
    "en": ["the long way home", "grandmother's secret recipe for a rainy Sunday afternoon by the sea", "silence",
           "a door that only opens from the other side when nobody is looking at it", "Once upon a time",
           "Supercalifragilisticexpialidociousandthensomemorelettersuntilthewordnevercomestoanend", "",
           "the owl knows", "too many stars to count", "what the river forgot"],
    "fr": ["le long chemin du retour", "la recette secrète de grand-mère pour un dimanche pluvieux au bord de la mer",
           "silence", "une porte qui ne s'ouvre que de l'autre côté quand personne ne la regarde", "Il était une fois",
           "Anticonstitutionnellementetencoredeslettresjusquàcequelemotnefinissejamaisplus", "",
           "la chouette sait", "trop d'étoiles pour les compter", "ce que la rivière a oublié"],
}
NAMES = ["Léa", "Anne-Catherine", "Noor", "Kai", "Mia", "Théo", "Zoé", "Sam"]


def sample_game(ruleset: str, cards: Sequence[str], players: int | None = None, seed: int = 7,
                lang: str = "en") -> GameState:
    """A whole game of `ruleset` played at random, with clues long and short (one said aloud)."""
    rules = RULESETS[ruleset]
    n = players or (8 if rules.family == TEAM else 6 if 6 in rules.sizes else rules.sizes[0])
    config = GameConfig(ruleset, tuple(NAMES[:n]), tuple(cards), options={"rounds": 1} if "rounds" in rules.options
                        else {})
    r = random.Random(seed)
    s = new_game(config, seed)
    clues = CLUES.get(lang, CLUES["en"])
    while s.phase != OVER:
        for seat in sorted(s.pending):
            if seat in s.pending:
                action = random_action(s, seat, r)
                clue = clues[(s.turn * 3 + 1) % len(clues)]
                if isinstance(action, Tell):
                    action = Tell(action.player, action.card, clue)
                elif isinstance(action, Clue):
                    action = Clue(action.player, clue)
                s = apply(s, action)
    return s


def sample_story(ruleset: str, cards: Sequence[str], lang: str = "en", seed: int = 7) -> dict[str, Any]:
    state = sample_game(ruleset, cards, seed=seed, lang=lang)
    return story_of(state, when=datetime(2026, 11, 25, 21, 4), lang=lang)


def bench() -> dict[str, float]:
    """`poster_render_ms`: the poster of a 13-round odyssey game drawn (on the game loop, at the last
    move); `poster_png_ms`: its PNG encoded (in a thread of its own). Medians of 3."""
    import statistics
    import time

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from ..app.poster import render
    from ..deck.images import CardImages
    from ..deck.library import discover_decks

    decks = discover_decks(include_user=False)
    images = CardImages(decks)
    story = sample_story("odyssey", [c.id for d in decks for c in d.cards])
    render(story, images)  # card pictures decoded once, as the table has them by the end of a game
    draws, pngs = [], []
    for _ in range(3):
        t0 = time.perf_counter()
        poster = render(story, images)
        t1 = time.perf_counter()
        poster.png()
        draws.append(t1 - t0)
        pngs.append(time.perf_counter() - t1)
    return {"poster_render_ms": round(statistics.median(draws) * 1000, 1),
            "poster_png_ms": round(statistics.median(pngs) * 1000, 1)}
