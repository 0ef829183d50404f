"""A café plays game after game all day: nothing of a finished game may stay behind once the next
one is under way (its session, its screens, its poster), and what the process keeps does not grow
with the number of games played (the play soak's memory slope)."""

from __future__ import annotations

import gc
import sys
import weakref

from game.app.cards import enabled_decks
from game.pictures import MB, store
from game.root.soak import soak_pile
from game.table.seats import DEFAULT_NAMES, Seat
from scenes.launchers import start_game
from tests.scenes.driver import make_app

GAMES = 4


def _tracked() -> int:
    """Python's memory blocks in use (every object, tracked by the collector or not)."""
    gc.collect()
    return sys.getallocatedblocks()


def test_finished_games_are_let_go_and_what_is_kept_stays_flat():
    app = make_app(persist=True)  # with the autosave, the history and the poster, as in a café
    seats = [Seat(DEFAULT_NAMES[i], i, i, ("hard", "normal", "easy")[i % 3]) for i in range(3)]
    finished: list[tuple[weakref.ref, weakref.ref, list[weakref.ref]]] = []
    counts: list[int] = []
    for _ in range(GAMES):
        # the same short game each time (one turn's pile): the bots' memos of the cards they saw are
        # full after the first game (they are bounded by the decks), so growth means a leak
        decks = soak_pile(enabled_decks(app), "classic", 3, turns=1, seed=7)
        flow = start_game(app, seats, "classic", {}, decks, first_storyteller=0, seed=1000)
        screens: list[weakref.ref] = []
        for _ in range(20000):
            if flow.finished:
                break
            top = app.stack.top
            if top is not None and (not screens or screens[-1]() is not top):
                screens.append(weakref.ref(top))
            app.step([], 0.1)
        assert flow.finished and flow.session.state.phase == "over"
        for _ in range(30):  # the final scores show; the poster is drawn and encoded off the frame
            app.step([], 0.1)
        held = app.services.get("story")
        if held is not None:
            assert held[1].png(wait=30) is not None
        finished.append((weakref.ref(flow.session), weakref.ref(flow), screens))
        del flow, held, top
        counts.append(_tracked())
        assert store().used <= store().budget
        # every game before the one just finished is gone for good (the last one's screen is still up)
        for session, old_flow, old_screens in finished[:-1]:
            assert session() is None and old_flow() is None, "a finished game is still kept"
            assert all(s() is None for s in old_screens), "a finished game's screen is still kept"
    # the same game played again and again: what the process keeps does not grow with them (the
    # first game loads the bots' model, word lists and caches; later ones add about 50 memory blocks
    # each, measured; a finished game's story kept is about 400, its state thousands)
    growth = counts[-1] - counts[1]
    assert growth < 400, (counts, store().used / MB)
