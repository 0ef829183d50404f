"""The cached table layer (header, players' chips, the track's board): after a move only its top strip
is redrawn; the picture must be exactly what a layer drawn from scratch shows, through two rounds.
A screen without the track shows the plain backdrop where the board would be."""

from __future__ import annotations

import pygame

from game.app.cards import enabled_decks
from game.pictures import store
from game.table.seats import Seat
from scenes.launchers import start_game
from scenes.table.screen import GameScene, table_layer_key

from .driver import make_app, run, skip_deal


def _layer(flow) -> pygame.Surface | None:
    """The game's cached table layer, from the picture store (None: not drawn yet, or let go)."""
    cache = store().get(table_layer_key(flow))
    return None if cache is None else cache[2]


def _fresh(app, flow) -> tuple[bytes, bytes]:
    """The cached layer as the scene left it, and the same layer drawn from nothing."""
    cached = pygame.image.tobytes(_layer(flow), "RGB")
    key = table_layer_key(flow)
    store().drop(lambda k: k == key)  # let go, as the store's budget may
    app.stack.top.draw(app.screen)
    return cached, pygame.image.tobytes(_layer(flow), "RGB")


def test_the_partly_redrawn_table_layer_matches_a_fresh_one_after_every_move():
    app = make_app(settings={"bot_think_s": 0.0})
    seats = [Seat(n, i, i, "normal") for i, n in enumerate(["Léa", "Sam", "Noor", "Kai", "Mia"])]
    flow = start_game(app, seats, "odyssey", {}, enabled_decks(app), first_storyteller=0, seed=3)
    skip_deal(app)
    session = flow.session
    checked, seen = 0, set()
    for _ in range(3000):
        run(app)
        if len(session.state.history) >= 2:
            break
        moment = (len(session.actions), app.stack.top.name)
        if moment in seen or not isinstance(app.stack.top, GameScene) or _layer(flow) is None:
            continue
        seen.add(moment)
        cached, fresh = _fresh(app, flow)
        assert cached == fresh, f"table layer differs at {moment}"
        checked += 1
    assert len(session.state.history) >= 2
    assert checked >= 15


def test_a_screen_without_the_track_shows_the_backdrop_in_the_boards_band():
    from game.app import theme
    from scenes.table.track import BOARD_BAND

    app = make_app(settings={"bot_think_s": 0.0})
    seats = [Seat(n, i, i) for i, n in enumerate(["Léa", "Sam", "Noor"])]
    flow = start_game(app, seats, "revised", {}, enabled_decks(app), first_storyteller=0, seed=3)
    skip_deal(app)
    scene = app.stack.top
    with_track = pygame.Surface(app.screen.get_size())
    scene.draw_table(with_track)
    without = pygame.Surface(app.screen.get_size())
    scene.draw_table(without, track=False)
    band = pygame.image.tobytes(without.subsurface(BOARD_BAND), "RGB")
    assert band == pygame.image.tobytes(theme.background(0).subsurface(BOARD_BAND), "RGB")
    assert band != pygame.image.tobytes(with_track.subsurface(BOARD_BAND), "RGB")  # the board is there
    above = pygame.Rect(0, 0, theme.W, BOARD_BAND.top)
    assert pygame.image.tobytes(without.subsurface(above), "RGB") == pygame.image.tobytes(
        _layer(flow).subsurface(above), "RGB")
