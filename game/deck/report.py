"""`main.py deck-report`: what a deck's pictures hold, one JSON line per deck (README, issue 19).

Per deck: cards; distinct depicted elements per card (min, median); framing kinds with counts;
the share of cards with a figure (a person or an animal), with an impossible juxtaposition or a
play of scale, with a sun or moon disc; and a picture-similarity figure: each card's small grey
thumbnail (24x36, brightness and contrast normalised) compared with every other card's by
correlation, the highest for each card, then the mean and the max of those (1.0 = identical
composition; repeated templates show as a high mean).

Where the figures come from: the painted deck's cards.json records each card's framing, elements,
figure, juxtaposition and disc (written from its scene); the first built-in deck's are read from
its recipes (its "framing" is the ground it is painted on, its juxtaposition the twist tags); a
custom deck without that record reports null for them and still gets the similarity.
"""

from __future__ import annotations

import json
import statistics
from collections import Counter
from pathlib import Path

import numpy as np
import pygame

from .library import Deck

THUMB = (24, 36)
TWISTS = {"floating", "giant", "impossible", "melting", "multiplication", "portal", "tiny", "upside-down"}


def _thumb(path: Path) -> np.ndarray | None:
    try:
        surface = pygame.image.load(str(path))
    except (pygame.error, OSError):
        return None
    small = pygame.transform.smoothscale(surface.convert(24) if pygame.display.get_init() and
                                         pygame.display.get_surface() else surface, THUMB)
    grey = pygame.surfarray.array3d(small).astype(np.float32) @ np.array([0.3, 0.59, 0.11], np.float32)
    grey -= grey.mean()
    norm = float(np.linalg.norm(grey))
    return (grey / norm).ravel() if norm > 1e-6 else np.zeros(grey.size, np.float32)


def similarity(paths: list[Path]) -> dict:
    """Mean and max over cards of each card's highest thumbnail correlation with another card."""
    thumbs = [t for t in (_thumb(p) for p in paths) if t is not None]
    if len(thumbs) < 2:
        return {"mean": None, "max": None}
    m = np.stack(thumbs)
    sims = m @ m.T
    np.fill_diagonal(sims, -1.0)
    best = sims.max(axis=1)
    return {"mean": round(float(best.mean()), 3), "max": round(float(best.max()), 3)}


def _from_cards_json(deck: Deck) -> list[dict] | None:
    try:
        entries = json.loads((deck.path / "cards.json").read_text(encoding="utf-8"))["cards"]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    by_file = {e.get("file"): e for e in entries if isinstance(e, dict)}
    rows = [by_file.get(c.file) or {} for c in deck.cards]
    if not rows or not all("framing" in r and "elements" in r for r in rows):
        return None
    return [{"framing": r["framing"], "elements": int(r["elements"]), "figure": bool(r.get("figure")),
             "odd": bool(r.get("odd")), "disc": bool(r.get("disc"))} for r in rows]


def _from_first_recipes(deck: Deck) -> list[dict] | None:
    """The first built-in deck: read its recipes (game/deck/art)."""
    from .build import BUILTIN_DIR, card_filename

    if deck.path.resolve() != BUILTIN_DIR.resolve():
        return None
    from ..deck.art.recipes import RECIPES
    from .paint.grammar import FIGURES

    by_file = {}
    for i, r in enumerate(RECIPES):
        icons = {m.icon for m in r.scene.motifs}
        if r.scene.swarm:
            icons.add(r.scene.swarm[0])
        by_file[card_filename(i, r.slug)] = {
            "framing": r.scene.ground, "elements": len(icons), "figure": bool(icons & FIGURES),
            "odd": bool(set(r.tags) & TWISTS), "disc": bool(r.scene.light and r.scene.light[0] in ("sun", "moon", "crescent"))}
    rows = [by_file.get(c.file) for c in deck.cards]
    return rows if all(rows) else None  # type: ignore[return-value]


def report(deck: Deck) -> dict:
    rows = _from_cards_json(deck) or _from_first_recipes(deck)
    n = len(deck.cards)
    out: dict = {"deck": deck.id, "name": deck.name, "cards": n}
    if rows:
        elements = [r["elements"] for r in rows]
        out["elements_per_card"] = {"min": min(elements), "median": statistics.median(elements)}
        out["framings"] = dict(Counter(r["framing"] for r in rows).most_common())
        out["framing_kinds"] = len(out["framings"])
        out["largest_framing_share"] = round(max(out["framings"].values()) / n, 3)
        for key, name in (("figure", "figure_share"), ("odd", "juxtaposition_or_scale_share"),
                          ("disc", "sun_or_moon_disc_share")):
            out[name] = round(sum(1 for r in rows if r[key]) / n, 3)
    else:
        out.update({"elements_per_card": None, "framings": None, "framing_kinds": None,
                    "largest_framing_share": None, "figure_share": None, "juxtaposition_or_scale_share": None,
                    "sun_or_moon_disc_share": None})
    out["thumbnail_similarity"] = similarity([c.path for c in deck.cards])
    return out
