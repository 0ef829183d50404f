"""`python main.py clue-sheet OUT.png [--level L] [--lang fr] [--cards N] [--seed S]`: random cards
of the built-in decks, each with the clue a computer storyteller of that level says for it and
its one-line explanation below, for a person to judge the clues by looking at the pictures.

The cards are drawn from both built-in decks with `--seed` (default: a new draw every time); each
clue is told as in a 5-player game (4 listeners, 4 decoys) and never repeats one said above it.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path

from ..program import prog

CARD_H = 360
COLUMNS = 5
GAP = 18
TEXT_H = 120
MAX_CARDS = 60


def _wrap(font, text: str, width: int) -> list[str]:
    lines: list[str] = []
    for word in text.split():
        if lines and font.size(lines[-1] + " " + word)[0] <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def render(out: Path, level: str, lang: str, count: int, seed: str) -> list[tuple[str, str, str]]:
    """Draw the sheet into `out`; (card id, clue, why) for each card, in order."""
    import pygame

    from ..bots import semantic
    from ..bots.grounds import explanation
    from ..bots.knowledge import builtin_cards, knowledge
    from ..bots.player import LEVELS, Mind, tell
    from ..bots.speech import key
    from ..deck.images import CardImages
    from ..deck.library import discover_decks

    decks = [d for d in discover_decks(include_user=False) if d.builtin]
    cards = builtin_cards()
    mind = Mind(knowledge(cards, semantic.model()), LEVELS[level])
    rng = random.Random(seed)
    chosen = rng.sample(sorted(cards), min(count, len(cards)))
    used: set[str] = set()
    rows: list[tuple[str, str, str]] = []
    for card in chosen:
        told = tell(mind, [card], {card}, rng, 4, 4, used, lang)
        clue, why = (told[1], explanation(told[2], told[1], lang)) if told else ("", "")
        used.add(key(clue))
        rows.append((card, clue, why))

    pygame.font.init()
    images = CardImages(decks)
    fonts = Path(__file__).resolve().parents[2] / "assets" / "fonts"
    bold = pygame.font.Font(str(fonts / "Comfortaa-Bold.ttf"), 22)
    small = pygame.font.Font(str(fonts / "Comfortaa-Regular.ttf"), 16)
    card_w = round(CARD_H * 2 / 3)
    cols = max(1, min(COLUMNS, len(rows)))
    lines_n = (len(rows) + cols - 1) // cols
    sheet = pygame.Surface((GAP + cols * (card_w + GAP), 50 + lines_n * (CARD_H + TEXT_H + GAP)))
    sheet.fill((24, 20, 36))
    head = small.render(f"clue-sheet  level={level}  lang={lang}  seed={seed}  {len(rows)} cards", True, (200, 190, 215))
    sheet.blit(head, (GAP, 16))
    for i, (card, clue, why) in enumerate(rows):
        x = GAP + (i % cols) * (card_w + GAP)
        y = 50 + (i // cols) * (CARD_H + TEXT_H + GAP)
        sheet.blit(images.get(card, CARD_H), (x, y))
        sheet.blit(small.render(str(i + 1), True, (255, 255, 255), (0, 0, 0)), (x + 4, y + 4))
        ty = y + CARD_H + 6
        for line in _wrap(bold, clue or "(nothing to say)", card_w)[:2]:
            sheet.blit(bold.render(line, True, (250, 214, 120)), (x, ty))
            ty += 26
        for line in _wrap(small, why, card_w)[:4]:
            sheet.blit(small.render(line, True, (215, 208, 230)), (x, ty))
            ty += 19
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(out))
    return rows


def main(argv: list[str]) -> int:
    from ..bots.player import LEVELS
    from ..bots.speech import LANGUAGES

    p = argparse.ArgumentParser(prog=prog("clue-sheet"),
                                description="Random cards with a computer storyteller's clue and why, to judge by eye.")
    p.add_argument("out", type=Path, help="the PNG to write")
    p.add_argument("--level", default="hard", choices=sorted(LEVELS))
    p.add_argument("--lang", default="en", choices=LANGUAGES)
    p.add_argument("--cards", type=int, default=20, help=f"how many cards (1-{MAX_CARDS}, default 20)")
    p.add_argument("--seed", default=None, help="the same seed draws the same cards and clues")
    args = p.parse_args(argv)
    if not 1 <= args.cards <= MAX_CARDS:
        print(f"--cards must be 1 to {MAX_CARDS}", file=sys.stderr)
        return 2
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    seed = args.seed if args.seed is not None else str(random.randrange(10**6))
    rows = render(args.out, args.level, args.lang, args.cards, seed)
    for i, (card, clue, why) in enumerate(rows, 1):
        print(f"{i}\t{card}\t{clue}\t{why}")
    print(f"wrote {args.out} ({len(rows)} cards, level {args.level}, {args.lang}, seed {seed})")
    return 0
