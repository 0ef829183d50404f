"""Motif silhouettes from the game-icons.net collection (CC BY 3.0, see CREDITS.md).

Only the icons the recipes use are vendored, as SVG files in assets/icons with their author in
assets/icons/AUTHORS.tsv. `vendor_icons` rebuilds that folder from the npm package
@iconify-json/game-icons (icons.json) and the project's author table.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pygame

from assets import ROOT

from ...bytecache import MB, byte_cached

ICON_DIR = ROOT / "icons"
AUTHORS_FILE = ICON_DIR / "AUTHORS.tsv"
_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">{}</svg>\n'


def vendor_icons(icons_json: Path, authors_tsv: Path, names: set[str]) -> None:
    data = json.loads(icons_json.read_text())["icons"]
    authors: dict[str, str] = {}
    for line in authors_tsv.read_text().splitlines()[1:]:
        icon, folder = line.split("\t")
        authors.setdefault(icon, folder)  # first row; the table notes which names exist twice
    ICON_DIR.mkdir(parents=True, exist_ok=True)
    rows = ["icon\tauthor_folder\tlicence"]
    for name in sorted(names):
        body = data[name]["body"].replace("currentColor", "#ffffff")
        (ICON_DIR / f"{name}.svg").write_text(_SVG.format(body))
        folder = authors[name]
        licence = "CC0" if folder in ("viscious-speed", "zeromancer") else "CC BY 3.0"
        rows.append(f"{name}\t{folder}\t{licence}")
    AUTHORS_FILE.write_text("\n".join(rows) + "\n")


def icon_authors() -> list[tuple[str, str, str]]:
    lines = AUTHORS_FILE.read_text().splitlines()[1:]
    return [tuple(line.split("\t")) for line in lines if line]  # type: ignore[misc]


@byte_cached(64 * MB)  # float32 masks: a 512 px icon is 1 MB
def icon_mask(name: str, size: int, rotation: int = 0, flip: bool = False) -> np.ndarray:
    """Alpha mask (h, w) in 0..1 of an icon rendered `size` pixels wide, rotated in degrees."""
    surf = pygame.image.load_sized_svg(str(ICON_DIR / f"{name}.svg"), (size, size))
    if flip:
        surf = pygame.transform.flip(surf, True, False)
    if rotation:
        surf = pygame.transform.rotozoom(surf, rotation, 1.0)
    return pygame.surfarray.array_alpha(surf).T.astype(np.float32) / 255.0
