"""A game that deals "Our pictures" and is resumed after a restart (Continue) still draws them and,
at its end, asks to keep or forget them (a café forgets them unless the operator keeps them); a
saved game left for a new one leaves its pictures as "Our pictures" for that new table, never
hidden. Real app, real keys; no phone is needed for any of it."""

from __future__ import annotations

import pygame
import pytest

from game.deck.images import reencode
from game.engine.state import OVER
from game.paths import user_data_dir, user_decks_dir
from game.persist.saves import Autosaver
from game.phones.uploads import Gallery, uploads_dir
from scenes.ourpictures import KeepPicturesScene, OurPictures

from ..scenes.driver import key, make_app, run
from ..scenes.player import Player
from .test_browser_pictures import _focus
from .test_uploads import picture

SETTINGS = {"bot_think_s": 0.0}


@pytest.fixture(autouse=True)
def _clean():
    Autosaver().clear()
    yield
    import shutil

    Autosaver().clear()
    shutil.rmtree(user_decks_dir(), ignore_errors=True)
    shutil.rmtree(user_data_dir() / "uploads", ignore_errors=True)


def _app(operator=None):
    app = make_app(settings=dict(SETTINGS), persist=True, operator=operator)
    for name, value in SETTINGS.items():
        setattr(app.settings, name, value)
    if operator is not None:
        from game.kiosk.runtime import Kiosk

        Kiosk(app, operator)
    run(app, frames=2)
    return app


def _waiting_pictures(n: int = 3) -> set[str]:
    """Pictures waiting in the data folder (the Decks screen's, say): their file names."""
    pygame.init()
    g = Gallery(decode=reencode)
    g.open = True
    return {g.add("p", "Ann", picture(colour=(i * 70, 90, 160))).file for i in range(n)}


def _start_with_ours(app, add: int = 0):
    _focus(app, app.stack.top.menu, "new")
    run(app, key(pygame.K_RETURN))
    setup = app.stack.top
    run(app, frames=2)
    ours = OurPictures.of(app)
    for i in range(add):  # as a phone at this table would (tests/phones/test_uploads.py: the real path)
        ours.gallery.add("p", "Ann", picture(colour=(i * 70, 40, 160)))
    run(app, frames=2)
    assert "ours" in [i.key for i in setup.menu.items]  # the waiting pictures are offered
    for s in setup.seats:
        s.bot = "easy"
    setup.ruleset = "revised"
    setup.rebuild()
    _focus(app, setup.menu, "ours")
    run(app, key(pygame.K_RIGHT))  # topped up with the built-in deck
    _focus(app, setup.menu, "start")
    run(app, key(pygame.K_RETURN))
    return app.services["flow"]


def _play(app, until, limit: int = 20000) -> None:
    player = Player(app, "keyboard")
    for _ in range(limit):
        if until():
            return
        getattr(player, f"on_{app.stack.top.name}", player.on_other)(app.stack.top)
    raise AssertionError("the game did not get there")


def _to_the_end(app, flow) -> None:
    """Play until the engine's game is over, then only frames (and Enter on the scores) until the TV
    is at the game's end: no key of the players' lands on a question the test answers itself."""
    _play(app, lambda: flow.session.state.phase == OVER)
    for _ in range(600):
        if flow.finished and (isinstance(app.stack.top, KeepPicturesScene) or app.stack.top.name == "game_over"):
            run(app, frames=3)
            return
        run(app, key(pygame.K_RETURN) if app.stack.top.name == "score" else (), frames=2)
    raise AssertionError("the TV did not get to the game's end")


def _restart_and_continue(operator=None):
    app = _app(operator)
    title = app.stack.top
    assert title.menu.items[0].key == "continue"
    run(app, key(pygame.K_RETURN))
    return app, app.services["flow"]


def _saved_mid_game(operator=None) -> set[str]:
    """A game dealing our pictures, saved after a few moves; the app is then dropped (a restart)."""
    if operator is None:
        _waiting_pictures()  # a home's pictures wait for the next table (a café's are added at its table)
    app = _app(operator)
    flow = _start_with_ours(app, 3 if operator is not None else 0)
    ours = OurPictures.of(app)
    ids = {c.id for c in ours.deck.cards}
    assert ids <= set(flow.session.config.card_ids)
    _play(app, lambda: len(flow.session.actions) >= 6)
    assert Autosaver().load().session is not None
    return ids


def test_a_resumed_game_with_our_pictures_asks_keep_or_forget_at_its_end():
    ids = _saved_mid_game()
    app, flow = _restart_and_continue()
    ours = OurPictures.of(app)
    assert ours is not None and ours.deck is not None and {c.id for c in ours.deck.cards} == ids
    assert ours.deck in flow.decks  # drawn with the game's other cards, and 'play again' deals them
    assert ours.dealt(flow)
    _to_the_end(app, flow)
    keep = app.stack.top
    assert isinstance(keep, KeepPicturesScene), ([s.name for s in app.stack.scenes], ours.asked is flow, ours.count())
    _focus(app, keep.menu, "forget")
    run(app, key(pygame.K_RETURN))
    assert not isinstance(app.stack.top, KeepPicturesScene)
    assert not uploads_dir().exists() and ours.count() == 0
    assert not user_decks_dir().exists() or not any(user_decks_dir().rglob("*.jpg"))


def test_a_cafe_resumed_game_forgets_our_pictures_unless_the_operator_keeps_them():
    from game.kiosk.config import Operator

    op = Operator(kiosk=True, pin="2468")
    _saved_mid_game(op)
    app, flow = _restart_and_continue(op)
    ours = OurPictures.of(app)
    assert ours.dealt(flow)
    _to_the_end(app, flow)
    assert not any(isinstance(s, KeepPicturesScene) for s in app.stack.scenes)  # a café never asks the players
    assert ours.count() == 3  # until the table leaves the game's end: the operator may keep them
    flow.quit_to_title()
    run(app, frames=3)
    assert ours.count() == 0 and not uploads_dir().exists()


def test_a_saved_game_left_for_a_new_one_leaves_its_pictures_to_the_new_table():
    ids = _saved_mid_game()
    app = _app()
    _focus(app, app.stack.top.menu, "new")  # New game, not Continue: the save is replaced
    run(app, key(pygame.K_RETURN))
    run(app, frames=2)
    setup = app.stack.top
    ours = OurPictures.of(app)
    assert "ours" in [i.key for i in setup.menu.items] and {c.id for c in ours.deck.cards} == ids
    # and the Decks screen shows them waiting, to keep or forget there
    run(app, key(pygame.K_ESCAPE))
    _focus(app, app.stack.top.menu, "decks")
    run(app, key(pygame.K_RETURN))
    decks = app.stack.top
    _focus(app, decks.menu, "ours")
    run(app, key(pygame.K_RETURN))
    keep = app.stack.top
    assert isinstance(keep, KeepPicturesScene)
    _focus(app, keep.menu, "forget")
    run(app, key(pygame.K_RETURN))
    assert app.stack.top is decks and "ours" not in [i.key for i in decks.menu.items]
    assert not uploads_dir().exists()
