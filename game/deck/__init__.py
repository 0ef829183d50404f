"""Card pictures: the built-in deck (generated from recipes), deck discovery and the image cache.

Public surface: `discover_decks`, `Deck`, `Card`, `pool_for`, `check_pool`, `cards_needed`.
"""

from __future__ import annotations

from ..engine.rulesets import RULESETS
from .library import Card, Deck, check_pool, discover_decks, pool_for

__all__ = ["Card", "Deck", "cards_needed", "check_pool", "discover_decks", "pool_for"]


def cards_needed(ruleset: str, players: int) -> int:
    return RULESETS[ruleset].cards_needed(players)
