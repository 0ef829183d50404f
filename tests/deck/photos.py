"""Generated photo folders for tests: each picture different (soft random colour fields), saved as
JPEG by pygame (as a phone or camera would hand them over)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pygame


def photo(seed: int, size: tuple[int, int] = (400, 600)) -> pygame.Surface:
    rng = np.random.default_rng(seed)
    small = pygame.surfarray.make_surface(rng.integers(0, 256, (6, 9, 3), dtype=np.uint8))
    surf = pygame.transform.smoothscale(small, size)
    pygame.draw.circle(surf, tuple(int(v) for v in rng.integers(0, 256, 3)),
                       (int(rng.integers(0, size[0])), int(rng.integers(0, size[1]))), size[0] // 5)
    return surf


def photo_folder(folder: Path, count: int, size: tuple[int, int] = (400, 600), first_seed: int = 0) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(count):
        pygame.image.save(photo(first_seed + i, size), str(folder / f"photo-{i:04d}.jpg"))
    return folder
