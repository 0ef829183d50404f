"""The score track: its 30-space board and the players' rabbits hopping space by space to their
scores, each rabbit wearing its player's pawn badge."""

from __future__ import annotations

import math

import pygame

from assets import ROOT
from game.app import theme
from game.app.anim import Animator, Hop
from game.pictures import stored

TRACK_SPACES = 30
TRACK_Y = 962
BOARD_BAND = pygame.Rect(0, TRACK_Y - 82, 1920, 1080 - (TRACK_Y - 82))  # the track's board, to the bottom
TRACK_X0, TRACK_X1 = 190, 1730  # room at both ends for a crowd of rabbits on the first or last space


RABBIT = 60  # px: a rabbit stands about 54 px tall at 1080p, readable from the sofa
BADGE_AT, BADGE_SIZE = (0.47, 0.64), 0.5  # the pawn badge on its flank, as fractions of the rabbit


@stored("rabbit_body")  # kept in the picture store
def _rabbit_body(size: int) -> pygame.Surface:
    """The white rabbit shape, rendered from its SVG once per size (12 players, one parse)."""
    try:
        return pygame.image.load_sized_svg(str(ROOT / "icons" / "rabbit.svg"), (size, size)).convert_alpha()
    except (pygame.error, FileNotFoundError):
        body = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.ellipse(body, (255, 255, 255), body.get_rect().inflate(-8, -16))
        return body


@stored("rabbit")  # kept in the picture store
def rabbit(colour_index: int, pawn_index: int, letter: str, size: int = RABBIT, contrast: bool = False) -> pygame.Surface:
    """A rabbit in the player's colour wearing their pawn badge (shape + letter) on a dark plate,
    so two players never differ by colour alone."""
    colour = theme.player_colour(colour_index)
    body = _rabbit_body(size)
    outline = body.copy()
    edge = (255, 255, 255, 255) if contrast else (20, 14, 34, 255)
    outline.fill(edge, special_flags=pygame.BLEND_RGBA_MULT)
    tinted = body.copy()
    tinted.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    out = pygame.Surface((size + 8, size + 8), pygame.SRCALPHA)
    for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2)):
        out.blit(outline, (4 + dx, 4 + dy))
    out.blit(tinted, (4, 4))
    badge_size = round(size * BADGE_SIZE)
    centre = (round(size * BADGE_AT[0]) + 4, round(size * BADGE_AT[1]) + 4)
    pygame.draw.circle(out, (20, 14, 34), centre, badge_size * 0.52)
    badge = theme.pawn(colour_index, pawn_index, badge_size, letter)
    out.blit(badge, badge.get_rect(center=centre))
    return out


def stack_offsets(count: int) -> list[tuple[float, float]]:
    """Where each of `count` rabbits on one space stands, relative to the space: columns of up
    to three (so a crowd stays low, clear of the cards and buttons above the track), each
    rabbit high enough above the one below for its badge to show."""
    rows = 3
    cols = (count + rows - 1) // rows
    per = (count + cols - 1) // cols if cols else 0
    out = []
    for i in range(count):
        col, level = divmod(i, per)
        out.append(((col - (cols - 1) / 2) * RABBIT * 0.8, -level * RABBIT * 0.55))
    return out


def space_pos(space: int) -> tuple[float, float]:
    step = (TRACK_X1 - TRACK_X0) / (TRACK_SPACES - 1)
    return TRACK_X0 + space * step, TRACK_Y


class Track:
    """The 30-space score track; each scorer's rabbit hops space by space to its new score."""

    def __init__(self, scores: tuple[int, ...]) -> None:
        self.shown = list(scores)  # score each rabbit stands on (before the hops below)
        self.hops: dict[int, Hop] = {}
        self.landed = 0  # hops completed so far (a landing makes a sound)

    def move_to(self, scores: tuple[int, ...], animator: Animator, delay: float = 0.0) -> None:
        for i, (old, new) in enumerate(zip(self.shown, scores, strict=False)):
            if new != old:
                step = 1 if new > old else -1
                hop = Hop(i, list(range(old + step, new + step, step)), delay + 0.12 * i)
                self.hops[i] = hop
                animator.add(hop)
        self._target = list(scores)

    def settle(self) -> None:
        target = getattr(self, "_target", None)
        if target is not None and all(h.done for h in self.hops.values()):
            self.shown = list(target)
            self.hops = {}

    def draw_board(self, surface: pygame.Surface) -> None:
        """The track itself (static: drawn into the cached table layer)."""
        theme.panel(surface, pygame.Rect(96, TRACK_Y - 78, theme.W - 192, 150), alpha=150, radius=30)
        for sp in range(TRACK_SPACES):
            x, y = space_pos(sp)
            r = 22 if sp % 5 == 0 else 17
            contrast = theme.high_contrast()
            pygame.draw.circle(surface, (0, 0, 0) if contrast else (60, 50, 100), (x, y + 20), r)
            edge = ((200, 200, 200) if contrast else (110, 96, 170)) if sp % 5 else theme.GOLD
            pygame.draw.circle(surface, edge, (x, y + 20), r, 3)
            if sp % 5 == 0:
                theme.blit_text(surface, str(sp), (x, y + 20), 24, theme.INK, True, anchor="center")

    def placements(self) -> list[tuple[int, float, float, int]]:
        """This frame's rabbits in drawing order: (scorer, x, y of the feet, space landed on)."""
        self.settle()
        # Where each rabbit is this frame: between two spaces in mid-hop, or standing on one.
        placed = []
        for i in range(len(self.shown)):
            hop = self.hops.get(i)
            if hop is not None and not hop.done:
                frm, to, p = hop.where(self.shown[i])
            else:
                frm = to = hop.path[-1] if hop is not None and hop.path else self.shown[i]
                p = 0.0
            placed.append((i, frm, to, p))
        # Rabbits standing on one space gather in a small crowd, every badge visible.
        crowds: dict[int, list[int]] = {}
        for i, _frm, to, p in placed:
            if p == 0.0:
                crowds.setdefault(to % TRACK_SPACES, []).append(i)
        offset: dict[int, tuple[float, float]] = {}
        for space, members in crowds.items():
            offs = stack_offsets(len(members))
            x = space_pos(space)[0]
            left = min(dx for dx, _ in offs) + x - RABBIT / 2
            right = max(dx for dx, _ in offs) + x + RABBIT / 2
            shift = max(0.0, 100 - left) - max(0.0, right - (theme.W - 100))  # stay on the board
            for i, (dx, dy) in zip(members, offs, strict=True):
                offset[i] = (dx + shift, dy)
        # left to right, each column bottom-up; rabbits in mid-hop over everyone
        order = sorted(placed, key=lambda r: (r[3] > 0, offset.get(r[0], (0, 0))[0], -offset.get(r[0], (0, 0))[1]))
        out = []
        for i, frm, to, p in order:
            fx, fy = space_pos(frm % TRACK_SPACES)
            tx, _ = space_pos(to % TRACK_SPACES)
            dx, dy = offset.get(i, (0.0, 0.0))
            lift = math.sin(p * math.pi) * 46
            out.append((i, fx + (tx - fx) * p + dx, fy + 8 - lift + dy, to if p > 0.5 else frm))
        return out

    def draw(self, surface: pygame.Surface, seats, scorer_seats, time: float) -> list[pygame.Rect]:
        """The rabbits (dynamic: drawn every frame over the cached board); returns where they were drawn."""
        contrast = theme.high_contrast()
        drawn = []
        for i, x, y, land in self.placements():
            s = seats[scorer_seats(i)[0]]
            img = rabbit(s.colour, s.pawn, s.letter, RABBIT, contrast)
            rect = img.get_rect(midbottom=(x, y))
            surface.blit(img, rect)
            drawn.append(rect)
            lap = max(land, 0) // TRACK_SPACES
            if lap:
                drawn.append(theme.blit_text(surface, f"x{lap + 1}", (rect.right - 4, rect.top + 6), 24, theme.GOLD,
                                             True, anchor="midleft", shadow=True))
        return drawn
