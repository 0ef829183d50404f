"""Any string at all can be drawn: NUL, lone surrogates, control characters, 100,000 characters.
The sanitising lives in one place (theme.printable, used by every text-drawing helper)."""

from __future__ import annotations

import pygame
from hypothesis import given, settings

from game.app import theme
from game.table.seats import COLOURS, PAWN_SHAPES, Seat
from scenes.table.players import draw_players
from scenes.table.track import rabbit
from tests.persist.child import new_session

from .hostile import any_text

NASTY = ["A\x00b", "\ud800", "x\udfffy", "\x07\x1b[2J", "tab\there", "line\nbreak", "\u202eevil", "\ufeff", "",
         "x" * 100_000, "\U0001f600" * 50, "\x7f\x85\x9f"]


def _screen() -> pygame.Surface:
    pygame.display.init()
    pygame.font.init()
    return pygame.Surface((theme.W, theme.H))


def _draw_everywhere(surface: pygame.Surface, s: str) -> None:
    theme.text.cache_clear()
    theme.blit_text(surface, s, (10, 10))
    theme.blit_text(surface, s, (10, 60), theme.TITLE, theme.GOLD, True, shadow=True)
    theme.blit_wrapped(surface, s, pygame.Rect(10, 120, 600, 400), 26)
    assert theme.text_width(s, 24) >= 0
    surface.blit(theme.pawn(0, 0, 48, s[:1]), (0, 0))
    surface.blit(rabbit(1, 1, s[:1]), (0, 0))


def test_the_reported_strings_draw():
    surface = _screen()
    for s in NASTY:
        _draw_everywhere(surface, s)
        assert "\x00" not in theme.printable(s) and not any(0xD800 <= ord(c) <= 0xDFFF for c in theme.printable(s))
        assert len(theme.printable(s)) <= theme.MAX_TEXT


@settings(max_examples=300, deadline=None)
@given(s=any_text)
def test_any_text_draws(s):
    _draw_everywhere(_screen(), s)


def test_seat_names_with_nul_and_surrogates_draw_in_the_players_row():
    surface = _screen()
    session = new_session("revised", 4, "names")
    session.seats = [Seat(name, i, i) for i, name in enumerate(["A\x00b", "\ud800", "x" * 500, "\u202eevil"])]
    draw_players(surface, session)


def test_seat_shape_matches_the_theme():
    assert len(theme.PLAYER_COLOURS) == COLOURS and len(theme.PAWNS) == PAWN_SHAPES
