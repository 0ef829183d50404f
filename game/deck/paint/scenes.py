"""Every card of the painted deck, in order (file names number them from 001)."""

from __future__ import annotations

from .grammar import Card
from .scenes_a import CARDS_A
from .scenes_b import CARDS_B

CARDS: list[Card] = CARDS_A + CARDS_B
