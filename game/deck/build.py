"""`python main.py build-deck`: render every recipe into assets/cards/oneira (JPEG + cards.json).

`build-deck --metadata-only` rewrites cards.json (titles, tags, descriptions) and leaves the
pictures alone.

Deterministic: each recipe carries its own seed. Needs numpy (the `build` extra); the game never
renders art at start-up, it loads these files.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import re
from pathlib import Path

from assets import ROOT

from ..i18n import N_

BUILTIN_DIR = ROOT / "cards" / "oneira"
# Marked for translation: the Decks screen shows the built-in deck's credits in the players' language.
BUILTIN_CREDITS = N_("Original art generated from hand-written recipes (game/deck/art). Motifs: game-icons.net, "
                     "CC BY 3.0 - see CREDITS.md.")
DECK_TOML = f"""name = "Oneira Dreams"
credits = "{BUILTIN_CREDITS}"
fit = "crop"
"""


def card_filename(index: int, slug: str) -> str:
    return f"{index + 1:03d}-{slug}.jpg"


def render_to_surface(recipe):
    import numpy as np
    import pygame

    from .art.painter import render

    pixels = (render(recipe) * 255 + 0.5).astype(np.uint8)
    return pygame.surfarray.make_surface(pixels.transpose(1, 0, 2))


def _render_one(job: tuple[int, str]) -> str:
    import pygame

    from .art.recipes import RECIPES

    index, out_dir = job
    recipe = RECIPES[index]
    path = Path(out_dir) / card_filename(index, recipe.slug)
    pygame.image.save(render_to_surface(recipe), str(path))
    return path.name


def write_table_copies(folder: Path = BUILTIN_DIR) -> list[str]:
    """Each picture of `folder` again at the table's size, in folder/table (see images.py)."""
    import pygame

    from .images import TABLE_DIR, fit, table_size

    out = folder / TABLE_DIR
    out.mkdir(exist_ok=True)
    names = []
    for path in sorted(folder.glob("*.jpg")):
        surf = pygame.image.load(str(path))
        pygame.image.save(fit(surf.convert(32), table_size()), str(out / path.name))
        names.append(path.name)
    for stale in out.glob("*.jpg"):
        if stale.name not in names:
            stale.unlink()
    return names


def build(out_dir: Path = BUILTIN_DIR, only: list[str] | None = None, workers: int | None = None) -> list[str]:
    from .art.recipes import RECIPES

    check_recipes(RECIPES)
    out_dir.mkdir(parents=True, exist_ok=True)
    indices = [i for i, r in enumerate(RECIPES) if not only or r.slug in only]
    jobs = [(i, str(out_dir)) for i in indices]
    workers = workers or os.cpu_count() or 1
    if workers > 1 and len(jobs) > 1:
        with multiprocessing.get_context("spawn").Pool(workers) as pool:
            names = pool.map(_render_one, jobs)
    else:
        names = [_render_one(j) for j in jobs]
    if not only:
        for stale in out_dir.glob("*.jpg"):
            if stale.name not in names:
                stale.unlink()
        write_metadata(out_dir)
    write_table_copies(out_dir)
    return names


def check_recipes(recipes) -> None:
    """Refuse a recipe whose tags leave the vocabulary or miss its subject, or whose description is
    missing or too long."""
    from .subjects import missing_subject
    from .tags import VOCABULARY

    for r in recipes:
        bad = [t for t in r.tags if t not in VOCABULARY]
        if len(set(r.tags)) < 5 or bad:
            raise ValueError(f"recipe {r.slug}: needs >= 5 tags from the vocabulary (unknown: {bad})")
        if not 1 <= sentence_count(r.description) <= 2:
            raise ValueError(f"recipe {r.slug}: needs a description of one or two sentences")
        # this deck paints its scene back to front: its subject is its biggest motif
        if missing := missing_subject([m.icon for m in sorted(r.scene.motifs, key=lambda m: -m.size)], r.tags):
            raise ValueError(f"recipe {r.slug}: {missing}")


def sentence_count(text: str) -> int:
    """Sentences in a card description: ends of sentence followed by a space or the end of the text."""
    text = text.strip()
    if not text or text[-1] not in ".!?":
        return 0
    return len(re.findall(r"[.!?](?=\s|$)", text))


def card_entries() -> list[dict]:
    """What cards.json lists for each recipe: file, title, tags, description."""
    from .art.recipes import RECIPES

    return [{"file": card_filename(i, r.slug), "title": r.title, "tags": list(r.tags), "description": r.description}
            for i, r in enumerate(RECIPES)]


def write_metadata(out_dir: Path = BUILTIN_DIR) -> Path:
    """Rewrite cards.json and deck.toml from the recipes without rendering a picture.

    Titles, tags and descriptions can change without touching the JPEGs; the file names must
    already exist (a recipe added or renamed needs a full build).
    """
    from .art.recipes import RECIPES

    check_recipes(RECIPES)
    return write_deck_files(out_dir, card_entries(), DECK_TOML)


def write_deck_files(out_dir: Path, entries: list[dict], deck_toml: str) -> Path:
    """cards.json and deck.toml of a built-in deck whose pictures are already rendered (any deck's
    --metadata-only build); a picture missing means the recipes changed: a full build is needed."""
    missing = [e["file"] for e in entries if not (out_dir / e["file"]).is_file()]
    if missing:
        raise FileNotFoundError(f"no picture for {', '.join(missing[:5])} in {out_dir}: run a full build-deck")
    path = out_dir / "cards.json"
    path.write_text(json.dumps({"cards": entries}, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    (out_dir / "deck.toml").write_text(deck_toml)
    return path
