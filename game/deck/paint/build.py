"""Render the painted deck into assets/cards/reveries: JPEGs, their table-size copies, cards.json.

Deterministic (each card carries its seed). Needs skia-python and numpy (the `build` extra); the
game itself only loads the files written here.
"""

from __future__ import annotations

import multiprocessing
import os
from pathlib import Path

from assets import ROOT

from ...i18n import N_

DECK_ID = "reveries"
DECK_DIR = ROOT / "cards" / DECK_ID
CREDITS = N_("Original art painted at build time from the scenes in game/deck/paint. Figures and objects: "
             "game-icons.net, CC BY 3.0 - see CREDITS.md.")
DECK_TOML = f"""name = "Oneira Reveries"
credits = "{CREDITS}"
fit = "crop"
"""
JPEG_QUALITY = 88


def card_filename(index: int, slug: str) -> str:
    return f"{index + 1:03d}-{slug}.jpg"


def check_cards(cards) -> None:
    """Refuse a card that breaks the deck's rules (tags from the vocabulary, a described picture...)."""
    from ..build import sentence_count
    from ..subjects import missing_subject
    from ..tags import CATEGORY, VOCABULARY

    seen: set[str] = set()
    for c in cards:
        bad = [t for t in c.tags if t not in VOCABULARY]
        if len(set(c.tags)) < 5 or bad:
            raise ValueError(f"card {c.slug}: needs >= 5 tags from the vocabulary (unknown: {bad})")
        kinds = {CATEGORY[t] for t in c.tags}
        if "object" not in kinds or "mood" not in kinds:
            raise ValueError(f"card {c.slug}: needs an object tag and a mood tag")
        if not 1 <= sentence_count(c.description) <= 2:
            raise ValueError(f"card {c.slug}: needs a description of one or two sentences")
        if c.distinct < 3:
            raise ValueError(f"card {c.slug}: needs at least three distinct elements")
        if missing := missing_subject([e.icon for e in c.elements], c.tags):
            raise ValueError(f"card {c.slug}: {missing}")
        if not c.title or not c.title_fr:
            raise ValueError(f"card {c.slug}: needs an English and a French title")
        if c.slug in seen:
            raise ValueError(f"card {c.slug}: the slug is used twice")
        seen.add(c.slug)


def _render_one(job: tuple[int, str]) -> str:
    import skia

    from .render import render_bytes
    from .scenes import CARDS

    index, out_dir = job
    card = CARDS[index]
    rgb = render_bytes(card)
    rgba = skia.Image.fromarray(
        __import__("numpy").dstack([rgb, __import__("numpy").full(rgb.shape[:2], 255, "uint8")]))
    path = Path(out_dir) / card_filename(index, card.slug)
    data = rgba.encodeToData(skia.EncodedImageFormat.kJPEG, JPEG_QUALITY)
    path.write_bytes(bytes(data))
    return path.name


def card_entries() -> list[dict]:
    from .scenes import CARDS

    return [{"file": card_filename(i, c.slug), "title": c.title, "titles": {"fr": c.title_fr}, "tags": list(c.tags),
             "description": c.description, "framing": c.framing, "elements": c.distinct, "figure": c.figure,
             "odd": c.odd, "disc": bool(c.disc)}
            for i, c in enumerate(CARDS)]


def write_metadata(out_dir: Path = DECK_DIR) -> Path:
    from .scenes import CARDS

    check_cards(CARDS)
    from ..build import write_deck_files

    return write_deck_files(out_dir, card_entries(), DECK_TOML)


def build(out_dir: Path = DECK_DIR, only: list[str] | None = None, workers: int | None = None) -> list[str]:
    from ..build import write_table_copies
    from .scenes import CARDS

    check_cards(CARDS)
    out_dir.mkdir(parents=True, exist_ok=True)
    jobs = [(i, str(out_dir)) for i, c in enumerate(CARDS) if not only or c.slug in only]
    workers = workers or os.cpu_count() or 1
    if workers > 1 and len(jobs) > 1:
        with multiprocessing.get_context("spawn").Pool(workers) as pool:
            names = pool.map(_render_one, jobs, chunksize=1)
    else:
        names = [_render_one(j) for j in jobs]
    if not only:
        for stale in out_dir.glob("*.jpg"):
            if stale.name not in names:
                stale.unlink()
    if all((out_dir / card_filename(i, c.slug)).exists() for i, c in enumerate(CARDS)):
        write_metadata(out_dir)  # every card's words (cheap), so a card re-rendered alone keeps its text in step
    write_table_copies(out_dir)
    return names
