"""Whole games of every rule set through the scene stack, with keyboard, mouse or pad events."""

from __future__ import annotations

import pytest

from game.app.cards import enabled_decks
from game.engine.rulesets import TEAM
from game.table.seats import DEFAULT_NAMES as NAMES
from game.table.seats import Seat
from scenes.launchers import start_game

from .driver import make_app, run
from .player import Player

TABLES = [
    # rule set, players, device, options, bots (seat -> level)
    ("classic", 3, "keyboard", {"lone_finder": True, "mimes": True}, {}),
    ("revised", 4, "mouse", {}, {}),
    ("odyssey", 8, "mouse", {}, {}),
    ("odyssey", 7, "pad", {}, {}),
    ("party2011", 6, "pad", {"rounds": 1}, {}),
    ("party2020", 6, "keyboard", {}, {2: "easy", 4: "hard"}),
    ("teams2011", 6, "keyboard", {"rounds": 1}, {}),
    ("teams2020", 8, "pad", {}, {1: "normal"}),
    ("odyssey", 12, "keyboard", {}, {i: "normal" for i in range(2, 12)}),
]


@pytest.mark.parametrize("ruleset,n,device,options,bots", TABLES,
                         ids=[f"{t[0]}-{t[1]}-{t[2]}" for t in TABLES])
def test_full_game(ruleset, n, device, options, bots):
    app = make_app()
    run(app, frames=2)
    seats = [Seat(NAMES[i], i, i, bots.get(i)) for i in range(n)]
    flow = start_game(app, seats, ruleset, options, enabled_decks(app), first_storyteller=0, seed=1234)
    player = Player(app, device, second_votes=(n % 2 == 0))
    player.play()
    st = flow.session.state
    assert st.phase == "over" and st.winners
    assert flow.log[-1] == "game_over"
    # every human private action was checked against what the player chose
    human_actions = [a for a in flow.session.actions if not seats[a.player].is_bot]
    assert player.checked == len(human_actions) > 0
    # scene order: a curtain precedes every human private step when two or more humans play
    humans = sum(1 for s in seats if not s.is_bot)
    log, who = flow.log, flow.seat_log
    private = ("storyteller", "submit", "vote")
    for i, name in enumerate(log):
        if name in private and humans > 1:
            # a curtain naming this player, or this same player's previous private step (no hand-over)
            same_player = log[i - 1] in private + ("party_clue",) and who[i - 1] == who[i]
            assert (log[i - 1] == "curtain" and who[i - 1] in (who[i], st.teammate(who[i]))) or same_player, \
                list(zip(log[i - 3:i + 1], who[i - 3:i + 1], strict=False))
    assert "reveal" in log and "score" in log
    turns = len(st.history)
    assert log.count("reveal") == turns and log.count("score") == turns
    if st.rules.family == TEAM:
        assert "curtain" in log
    assert player.privacy_checks > 50


def test_a_game_with_computer_players_plays_through_when_their_model_cannot_load(tmp_path, monkeypatch, caplog):
    """A broken install (no model files): the game still starts and plays; bots read with the lexicon."""
    import logging

    from game.bots import semantic

    monkeypatch.setenv("ONEIRA_BOTS_MODEL", str(tmp_path))
    semantic.reset_for_tests()
    try:
        with caplog.at_level(logging.WARNING, logger="oneira.bots"):
            app = make_app()
            run(app, frames=2)
            seats = [Seat(NAMES[i], i, i, "hard" if i else None) for i in range(4)]
            flow = start_game(app, seats, "revised", {}, enabled_decks(app), first_storyteller=1, seed=77)
            Player(app, "keyboard").play()
        assert flow.session.state.phase == "over"
        assert any(a.player != 0 for a in flow.session.actions)
        assert any("lexicon only" in r.getMessage() for r in caplog.records)
    finally:
        monkeypatch.delenv("ONEIRA_BOTS_MODEL")
        semantic.reset_for_tests()
