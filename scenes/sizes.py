"""Every height a card picture is drawn at on the table, and the close-up's: what the bench and
the picture-store tests draw to be sure no deck, at no size, can grow memory past its budget."""

from __future__ import annotations

from scenes.clue import CHOSEN_H
from scenes.results import ResultsScene
from scenes.table.card_rows import HAND_H, HAND_H_7, display_layout
from scenes.zoom import ZOOM_H

FIXED = (230, 240, 360, 190)  # the title's drifting cards, the deck browser, the recap (one row, two rows)
MAX_DISPLAY = 12


def table_heights() -> list[int]:
    """The distinct card heights of every screen, for 1 to 12 cards on the table."""
    heights = {HAND_H, HAND_H_7, CHOSEN_H, *FIXED}
    for n in range(1, MAX_DISPLAY + 1):
        heights.add(display_layout(n)[0])
        heights.add(ResultsScene.layout(n)[0])
    return sorted(heights)


def close_up_height() -> int:
    return ZOOM_H
