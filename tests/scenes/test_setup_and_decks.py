"""Setup and the Decks screen, driven with real events: toggling decks, refusing tables that
the enabled decks cannot supply, seat editing, and starting a game."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.app.cards import enabled_decks

from .driver import click, key, make_app, run, skip_deal, text


def _plain_deck(folder: Path, count: int) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(count):
        surf = pygame.Surface((60, 90))
        surf.fill(((i * 37) % 255, (i * 91) % 255, (i * 53) % 255))
        pygame.image.save(surf, str(folder / f"card{i:02d}.png"))
    return folder


def _open_setup(app):
    run(app, frames=2)
    assert app.stack.top.name == "title"
    run(app, key(pygame.K_RETURN))  # "New game" has the focus
    assert app.stack.top.name == "setup"
    return app.stack.top


def _focus(app, menu, key_name):
    while menu.items[menu.focus].key != key_name:
        run(app, key(pygame.K_DOWN))


def test_decks_screen_toggles_and_setup_refuses_without_cards(tmp_path):
    pygame.display.init()
    small = _plain_deck(tmp_path / "tiny", 12)
    app = make_app([small])
    setup = _open_setup(app)
    _focus(app, setup.menu, "decks")
    run(app, key(pygame.K_RETURN))
    decks = app.stack.top
    assert decks.name == "decks"
    assert [i.key for i in decks.menu.items] == ["oneira", "reveries", "tiny", "back"]
    assert app.settings.decks_off == ["oneira"], "new games deal from the painted deck alone"
    assert [d.id for d in enabled_decks(app)] == ["reveries", "tiny"]
    run(app, key(pygame.K_DOWN))
    run(app, key(pygame.K_RETURN))  # the painted deck off too
    assert app.settings.decks_off == ["oneira", "reveries"]
    run(app, key(pygame.K_ESCAPE))
    assert app.stack.top is setup
    _focus(app, setup.menu, "start")
    run(app, key(pygame.K_RETURN))
    assert app.stack.top is setup, "a table the decks cannot supply must not start"
    assert "needs at least 28 cards" in setup.error and "have 12" in setup.error
    # back on, with the mouse this time
    run(app, click(setup.menu.rect_of("decks").center))
    decks = app.stack.top
    run(app, click(decks.menu.rect_of("oneira").center))
    assert app.settings.decks_off == ["reveries"]
    run(app, key(pygame.K_ESCAPE))
    run(app, click(setup.menu.rect_of("start").center))
    assert app.stack.top.name == "deal"
    skip_deal(app)
    assert app.stack.top.name in ("curtain", "storyteller")
    flow = app.services["flow"]
    assert len(flow.session.config.card_ids) == 129 + 12


def test_setup_players_ruleset_and_seat_editor():
    app = make_app()
    setup = _open_setup(app)
    _focus(app, setup.menu, "players")
    for _ in range(4):
        run(app, key(pygame.K_RIGHT))
    assert len(setup.seats) == 8
    # only rule sets legal for 8 players are offered
    _focus(app, setup.menu, "ruleset")
    offered = set()
    for _ in range(6):
        run(app, key(pygame.K_RIGHT))
        offered.add(setup.ruleset)
    assert offered == {"odyssey", "party2011", "party2020", "teams2011", "teams2020"}
    while setup.ruleset != "teams2011":
        run(app, key(pygame.K_RIGHT))
    assert setup.menu.rect_of("rounds") is not None and setup.menu.rect_of("pairing") is not None
    # rename seat 1 with the keyboard and make seat 2 a hard bot
    _focus(app, setup.menu, "seat0")
    run(app, key(pygame.K_RETURN))
    editor = app.stack.top
    assert editor.name == "seat_editor"
    for _ in range(3):
        run(app, key(pygame.K_BACKSPACE))
    run(app, text("Ana"))
    _focus(app, editor.menu, "done")
    run(app, key(pygame.K_RETURN))
    assert setup.seats[0].name == "Ana"
    _focus(app, setup.menu, "seat1")
    run(app, key(pygame.K_RETURN))
    editor = app.stack.top
    _focus(app, editor.menu, "kind")
    for _ in range(3):
        run(app, key(pygame.K_RIGHT))
    run(app, key(pygame.K_ESCAPE))
    assert setup.seats[1].bot == "hard"
    _focus(app, setup.menu, "start")
    run(app, key(pygame.K_RETURN))
    flow = app.services["flow"]
    cfg = flow.session.config
    assert cfg.ruleset == "teams2011" and cfg.players[0] == "Ana" and len(cfg.teams) == 4
    assert flow.session.seats[1].bot == "hard"


def test_duplicate_names_are_refused():
    app = make_app()
    setup = _open_setup(app)
    setup.seats[1].name = setup.seats[0].name
    _focus(app, setup.menu, "start")
    run(app, key(pygame.K_RETURN))
    assert app.stack.top is setup and "different name" in setup.error


def test_returning_to_the_title_from_a_sub_screen_keeps_the_title():
    """Regression: the title's own lifecycle hook once ran 'Continue' when a sub-screen closed."""
    app = make_app()
    run(app, frames=2)
    for item in ("decks", "settings", "history", "credits"):
        title = app.stack.top
        _focus(app, title.menu, item)
        run(app, key(pygame.K_RETURN))
        assert app.stack.top.name == item
        run(app, key(pygame.K_ESCAPE))
        assert app.stack.top is title


def test_pause_menu_rules_and_quit_confirmation():
    from game.app.cards import enabled_decks
    from game.table.seats import Seat
    from scenes.launchers import start_game

    app = make_app()
    run(app, frames=2)
    start_game(app, [Seat("A", 0, 0), Seat("B", 1, 1), Seat("C", 2, 2)], "classic", {}, enabled_decks(app), 0, seed=1)
    skip_deal(app)
    game_scene = app.stack.top
    run(app, key(pygame.K_ESCAPE))
    pause = app.stack.top
    assert pause.name == "pause"
    _focus(app, pause.menu, "rules")
    run(app, key(pygame.K_RETURN))
    assert app.stack.top.name == "rules"
    run(app, key(pygame.K_ESCAPE))
    assert app.stack.top is pause  # closing the rules goes back to the pause menu
    _focus(app, pause.menu, "quit")
    run(app, key(pygame.K_RETURN))
    assert pause.confirming
    run(app, key(pygame.K_ESCAPE))  # no: keep playing
    assert not pause.confirming and app.stack.top is pause
    run(app, key(pygame.K_ESCAPE))
    assert app.stack.top is game_scene
    run(app, key(pygame.K_ESCAPE))
    _focus(app, app.stack.top.menu, "quit")
    run(app, key(pygame.K_RETURN))
    _focus(app, app.stack.top.menu, "quit_yes")
    run(app, key(pygame.K_RETURN))
    assert app.stack.top.name == "title"


def test_decks_screen_says_what_computer_players_can_read_and_bots_play_a_described_deck(tmp_path):
    """A custom deck with descriptions in deck.toml: the Decks screen counts them, and a game with
    computer players on it plays through (they read the described pictures)."""
    pygame.display.init()
    plain = _plain_deck(tmp_path / "plain", 3)
    family = _plain_deck(tmp_path / "family", 40)
    notes = "\n".join(f'[cards."card{i:02d}.png"]\ndescription = "A painted square number {i}, warm and calm."'
                      for i in range(30))
    (family / "deck.toml").write_text(f'name = "Family"\n{notes}\n', encoding="utf-8")
    app = make_app([plain, family])
    setup = _open_setup(app)
    _focus(app, setup.menu, "decks")
    run(app, key(pygame.K_RETURN))
    decks = app.stack.top
    assert decks.name == "decks"
    said = {}
    for _ in decks.menu.items[:-1]:
        deck = decks.focused_deck()
        said[deck.id] = " ".join(decks.info_lines(deck))
        run(app, key(pygame.K_DOWN))
    assert "can read every picture" in said["oneira"]
    assert "cannot read these pictures" in said["plain"] and "at random" in said["plain"]
    assert "can read 30 of 40 pictures" in said["family"]
    # only the family deck on: a bot table still plays legal games on it
    from game.bots import decide
    from game.deck.library import load_deck
    from game.engine import rules as engine
    from game.engine.config import GameConfig
    from game.engine.view import view

    cards = {c.id: c for c in load_deck(family).cards}
    state = engine.new_game(GameConfig("revised", ("A", "B", "C", "D"), tuple(cards)), 3)
    while state.phase != "over":
        seat = min(state.pending)
        state = engine.apply(state, decide(view(state, seat), "hard", seed=len(state.history), tags=cards))
    assert any(r.clue for r in state.history)  # they could say something about the described ones


def test_new_games_deal_from_the_painted_deck_and_first_deck_games_still_resume(tmp_path):
    """The painted deck alone is the default; the first deck stays one switch away, and a save
    played with it still resumes with its pictures (every deck is loaded, only new deals filter)."""
    import shutil

    from game.persist.saves import Autosaver

    app = make_app()
    assert app.settings.decks_off == ["oneira"]
    assert [d.id for d in enabled_decks(app)] == ["reveries"]
    setup = _open_setup(app)
    _focus(app, setup.menu, "start")
    run(app, key(pygame.K_RETURN))
    skip_deal(app)
    ids = app.services["flow"].session.config.card_ids
    assert len(ids) >= 150 and all(c.startswith("reveries/") for c in ids)
    # a game saved with the first deck resumes, and its faces are the real pictures
    saver = Autosaver()
    saver.clear()
    saver.folder.mkdir(parents=True, exist_ok=True)
    fixture = Path(__file__).resolve().parents[1] / "persist" / "fixtures" / "phones-apart-v3.json"
    shutil.copy(fixture, saver.folder / "autosave-000006.json")
    app = make_app(settings={"bot_think_s": 0.0, "phone_host": "127.0.0.1", "phone_port": 0}, persist=True)
    run(app, frames=2)
    assert app.settings.decks_off == ["oneira"]
    title = app.stack.top
    assert title.menu.items[0].key == "continue"
    run(app, key(pygame.K_RETURN))
    flow = app.services["flow"]
    first = flow.session.config.card_ids
    assert first and all(c.startswith("oneira/") for c in first)
    images = app.services["images"]
    face = images.get(first[0], 180)
    assert face.get_height() == 180 and len({face.get_at((x, 90))[:3] for x in range(0, face.get_width(), 7)}) > 5
    saver.clear()
