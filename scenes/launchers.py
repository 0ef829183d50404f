"""Starting a game from setup (or 'play again'): decks -> config -> session -> flow."""

from __future__ import annotations

import secrets

from game.app.cards import enabled_decks, images_for
from game.deck.library import pool_for
from game.engine.config import GameConfig
from game.table.session import Session

from .flow import Flow
from .ourpictures import OurPictures
from .phonelink import PhoneLink


def _run(app, session, decks) -> Flow:
    if any(s.token for s in session.roster.phone_seats().values()):
        # a game played on phones: serve them (again, on the port their pages know, for a saved
        # game), with the seats' tokens loaded before the server answers anyone
        saved = session.extra.get("phones")
        port = saved.get("port") if isinstance(saved, dict) else None
        PhoneLink.ensure(app, port if type(port) is int and 0 < port < 65536 else None, session.roster)
    OurPictures.ensure(app)  # a game with our pictures asks, at its end, to keep or forget them
    flow = Flow(app, session, images_for(app, decks), app.settings)
    flow.decks = decks  # type: ignore[attr-defined]  # Flow does not declare it yet (scenes/flow.py)
    app.services["flow"] = flow
    for hook in app.services.get("session_hooks", []):
        hook(session)  # autosave and history
    app.stack.clear()
    flow.start()
    return flow


def resume_game(app, session) -> Flow:
    """Continue a saved game: the engine state is replayed; the pending player acts again. A game
    that dealt our pictures from phones (still waiting in the data folder) deals them again."""
    ours = OurPictures.ensure(app)
    return _run(app, session, enabled_decks(app) + (ours.for_resumed(session) if ours is not None else []))


def start_game(app, seats, ruleset: str, options: dict, decks, first_storyteller: int | None = None,
               teams: tuple = (), team_names: tuple = (), seed: int | None = None, pace: str = "off") -> Flow:
    cards = tuple(c.id for c in pool_for(decks))
    config = GameConfig(ruleset, tuple(s.name for s in seats), cards, dict(options), tuple(teams), tuple(team_names),
                        first_storyteller)
    session = Session(config, seed if seed is not None else secrets.randbits(48), list(seats))
    session.extra["pace"] = pace  # time limits per step (game/table/pace.py), saved with the game
    return _run(app, session, decks)
