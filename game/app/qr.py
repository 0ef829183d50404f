"""A QR code as a pygame surface: crisp square modules (no smoothing), dark on white, quiet zone kept."""

from __future__ import annotations

from collections.abc import Sequence

import pygame


def qr_surface(matrix: Sequence[Sequence[bool]], size: int) -> pygame.Surface:
    """The code drawn as close to `size` pixels square as whole-pixel modules allow (never blurred)."""
    modules = len(matrix)
    px = max(1, size // max(1, modules))
    side = modules * px
    out = pygame.Surface((side, side))
    out.fill((255, 255, 255))
    dark = (12, 10, 24)
    for y, row in enumerate(matrix):
        for x, on in enumerate(row):
            if on:
                out.fill(dark, (x * px, y * px, px, px))
    return out
