"""The players' strip: one chip per player (pawn, name, score, a tick once they have acted), the
headline's place under it, and a computer player's level in words."""

from __future__ import annotations

from collections.abc import Set as AbstractSet

import pygame

from game.app import theme
from game.engine.rulesets import TEAM
from game.i18n import N_, _, ngettext
from game.pictures import stored

BOT_LEVELS = {"easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard")}


def bot_level(level: str | None) -> str:
    """A computer player's level, in the players' language."""
    return _(BOT_LEVELS.get(level or "normal", "normal"))


def chip_height() -> int:
    """A player chip holds a name and a score: 64 px, taller with large text."""
    return max(64, 2 * (theme.font(24).get_height() - 4) + 16)


def prompt_y(line: int = 0) -> int:
    """Where a screen's headline (line 0) and its second line (1) go: under the players' chips."""
    return 250 + (chip_height() - 64) + line * (52 + (chip_height() - 64) // 2)


def draw_players(surface: pygame.Surface, session, highlight: AbstractSet[int] = frozenset(), y: int = 150,
                 done: AbstractSet[int] = frozenset()) -> None:
    """One chip per player: pawn, name, score; a tick once they have acted this step. Drawn on the
    table layer over the plain backdrop; each chip is kept as a picture, so a move (one tick more)
    redraws one chip, not twelve."""
    n = session.n
    width = min(300, (theme.W - 192 - (n - 1) * 10) // n)
    x = theme.W // 2 - (n * width + (n - 1) * 10) // 2
    st = session.state
    team = st.rules.family == TEAM
    chip_h = chip_height()
    for seat, s in enumerate(session.seats):
        r = pygame.Rect(x + seat * (width + 10), y, width, chip_h)
        score = st.scores[st.scorer_of(seat)]
        if team:
            sub = f"{st.scorer_names()[st.scorer_of(seat)]}"
        else:
            points = ngettext("{n} pt", "{n} pts", score).format(n=score)
            room = width - 62 - (30 if seat in done else 8)
            if width > 200:
                sub = points + (_(" \u00b7 bot") if s.is_bot else "")
            else:
                sub = points if theme.font(24).size(points)[0] <= room else str(score)
        dot = seat == st.storyteller
        chip = _chip(tuple(r), s.colour, s.pawn, s.letter, s.name, sub, seat in done, seat in highlight, dot,
                     theme.generation)
        surface.blit(chip, r)


@stored("chip")  # kept in the picture store
def _chip(rect: tuple[int, int, int, int], colour: int, pawn: int, letter: str, name: str, sub: str, done: bool,
          highlight: bool, dot: bool, generation: int) -> pygame.Surface:
    """One player's chip over the backdrop under it (so it is blitted as an opaque picture)."""
    r = pygame.Rect(rect)
    surf = theme.background(0).subsurface(r).copy()
    local = surf.get_rect()
    line = theme.font(24).get_height() - 4  # two lines of text in a chip, whatever the text size
    fill = (70, 56, 120) if highlight else theme.PANEL
    theme.panel(surf, local, fill=fill, alpha=200, radius=32)
    surf.blit(theme.pawn(colour, pawn, 48, letter), (8, local.centery - 24))
    room = r.w - 62 - (30 if done else 8)
    top = local.centery - line
    theme.blit_text(surf, theme.fit(name, 24, room, True), (62, top), 24, theme.INK, True)
    theme.blit_text(surf, theme.fit(sub, 24, room), (62, top + line), 24, theme.MUTED)
    if done:
        pygame.draw.circle(surf, theme.GOOD, (local.right - 22, local.centery), 14)
        pygame.draw.lines(surf, (20, 40, 30), False, [(local.right - 29, local.centery),
                                                       (local.right - 23, local.centery + 6),
                                                       (local.right - 14, local.centery - 6)], 4)
    if dot:
        pygame.draw.circle(surf, theme.GOLD, (10, 10), 7)
    return surf
