"""A contact sheet of a whole deck in one PNG, for looking at every card at once."""

from __future__ import annotations

from pathlib import Path

import pygame

from .images import CardImages
from .library import Deck

CARD_H = 300
GAP = 16
LABEL_H = 26


def contact_sheet(deck: Deck, out: Path, columns: int = 12, lang: str = "en") -> Path:
    pygame.font.init()
    images = CardImages([deck])
    card_w = round(CARD_H * 2 / 3)
    columns = max(1, min(columns, len(deck.cards)))
    rows = (len(deck.cards) + columns - 1) // columns
    sheet = pygame.Surface((GAP + columns * (card_w + GAP), GAP + rows * (CARD_H + LABEL_H + GAP) + 40))
    sheet.fill((24, 20, 36))
    font = pygame.font.Font(None, 24)
    title = font.render(f"{deck.name} - {len(deck.cards)} cards", True, (230, 220, 240))
    sheet.blit(title, (GAP, 10))
    for i, card in enumerate(deck.cards):
        x = GAP + (i % columns) * (card_w + GAP)
        y = 40 + (i // columns) * (CARD_H + LABEL_H + GAP)
        sheet.blit(images.get(card.id, CARD_H), (x, y))
        label = font.render(f"{i + 1} {card.title_in(lang) or card.path.stem}"[:26], True, (200, 190, 215))
        sheet.blit(label, (x, y + CARD_H + 4))
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(out))
    return out
