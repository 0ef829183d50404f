"""The waiting table's words and panels (scenes/waiting.py): who is still choosing on a phone.
Here, apart from the screen, so that the screens before it can have them made ahead."""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from game.app import theme
from game.i18n import _, ngettext
from game.pictures import stored

PANEL = (400, 112)  # a waiting player's panel
PAWN = 80  # the pawn bobbing on a panel


def waiting_words(seats, kind: str, waiting: list[int]) -> tuple[str, str]:
    """The prompt while these seats choose (`kind`: the step, clue / submit / vote): its title
    (without the dots) and the line under it."""
    names = [seats[s].name for s in waiting]
    n = len(names)
    if kind == "clue" and names:
        title = _("{name} is choosing a card and a story").format(name=names[0])
    elif n == 1:
        title = (_("{name} is choosing a card") if kind == "submit" else _("{name} is voting")).format(name=names[0])
    elif kind == "submit":
        title = ngettext("{n} player is choosing a card", "{n} players are choosing a card", n).format(n=n)
    elif kind == "vote":
        title = ngettext("{n} player is voting", "{n} players are voting", n).format(n=n)
    else:
        title = ngettext("{n} player is choosing", "{n} players are choosing", n).format(n=n)
    if kind == "clue":
        sub = _("on their phone - the clue shows here once it is given")
    elif kind == "vote":
        sub = ngettext("on their phone - the votes stay secret until everyone has voted",
                       "on their phones - the votes stay secret until everyone has voted", n)
    else:
        sub = ngettext("on their phone - the cards stay secret until everyone has chosen",
                       "on their phones - the cards stay secret until everyone has chosen", n)
    return title, sub


@stored("name_panel")  # kept in the picture store
def name_panel(size: tuple[int, int], name: str, status: str, away: bool, generation: int) -> pygame.Surface:
    """A still-choosing player's panel with name and status, kept as one translucent picture (the
    pawn bobs on top): with 12 phones, two blits a player instead of four. It does not depend on
    where it lies, so when a player has chosen and the others move up a place nothing is made again."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    theme.panel(surf, surf.get_rect(), fill=(70, 56, 120), alpha=210, radius=size[1] // 2)
    theme.blit_text(surf, theme.fit(name, theme.BODY + 4, size[0] - 140, True), (116, 16), theme.BODY + 4, theme.INK, True)
    theme.blit_text(surf, status, (116, 64), theme.SECONDARY, theme.BAD if away else theme.MUTED)
    return surf


def panels_ahead(seats) -> Iterator[None]:
    """Every phone seat's panel and pawn, one a slice (GameScene.ahead): the first waiting table
    of a game would otherwise make a dozen of each in its first frame (about 7 ms)."""
    for s in seats:
        if s.phone:
            name_panel(PANEL, s.name, _("choosing\u2026"), False, theme.generation)
            yield
            theme.pawn(s.colour, s.pawn, PAWN, s.letter)
            yield
