"""Building the app: decks, card images, input, the first scene. Shared by the game, the tests,
the screenshot tour and the benchmarks, so they all exercise the same wiring."""

from __future__ import annotations

import gc
import threading
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import pygame

from .. import i18n
from ..deck.images import CardImages
from ..deck.library import discover_decks, legacy_card_ids
from ..kiosk.config import Operator
from ..persist.history import HistoryUnwritable, history_path, record_game
from ..persist.saves import Autosaver
from ..persist.settings import Settings, load_settings, save_settings
from ..persist.story import poster_name, story_of_session, write_poster
from ..pictures import return_freed_pictures
from .app import App
from .audio import Audio
from .input import InputMapper
from .poster import kept_story
from .toasts import Toasts


def build_app(screen: pygame.Surface | None = None, deck_paths: Sequence[str | Path] = (),
              settings: Settings | Mapping[str, Any] | None = None,
              include_user_decks: bool = True, preload: bool = True, persist: bool = True,
              operator: Operator | None = None, audio: bool = True,
              routes: Mapping[str, Callable[..., Any]] | None = None, start: str | None = "title",
              language: str | None = None) -> App:
    """The app with its services. `persist`: autosave, history and settings files in the user folders.
    `settings`: the player's settings, or only some of them by name (the rest at their defaults;
    a name that is not a setting raises TypeError); None: settings.json when `persist`, else the defaults.
    `routes`: the screens by name (the composition root passes scenes/routes.py); `start` is pushed first.
    `language`: "en" or "fr" (`--lang`); None: the operator's, else the player's setting, else the system's."""
    return_freed_pictures()  # the picture store's budget shows in resident memory (game/pictures.py)
    pygame.font.init()
    app = App(screen)
    for name, factory in (routes or {}).items():
        app.nav.register(name, factory)
    app.input = InputMapper()
    notices: list[str] = []
    app.services["notices"] = notices
    decks = discover_decks(deck_paths, include_user=include_user_decks)
    app.services["decks"] = decks
    if settings is None:
        settings, problems = load_settings() if persist else (Settings(), [])
        notices.extend(problems)
    elif not isinstance(settings, Settings):
        settings = Settings(**settings)
    app.services["settings"] = settings
    from . import theme

    theme.apply(settings)  # text size, contrast, reduced motion
    theme.set_word_filter(operator.word_filter if operator is not None and operator.word_filter is not None
                          else settings.word_filter)
    i18n.set_language(i18n.resolve(language, operator.language if operator else None, settings.language))
    app.input.swap_confirm = settings.swap_confirm
    if persist:
        app.services["save_settings"] = lambda: save_settings(app.settings)
        app.services["autosaver"] = Autosaver(card_ids=legacy_card_ids(decks))  # older saves named user pictures by file
        app.services["session_hooks"] = [lambda session: _persist_hooks(app, session)]
    if operator is not None:
        app.services["operator"] = operator
    if audio:
        app.audio = Audio(settings, operator)
        app.services["audio"] = app.audio
    images = CardImages(decks)
    app.services["images"] = images
    if preload:
        off = set(settings.decks_off)
        images.preload([c.id for d in decks if d.id not in off for c in d.cards])
    Toasts(app)
    if start is not None and app.nav.has(start):
        app.nav.push(start)
    # Everything loaded so far lives for the whole session: keep the cyclic GC from walking it
    # on every collection, and collect less often, so no frame pays for a long pause.
    gc.collect()
    gc.freeze()
    gc.set_threshold(20000, 50, 50)
    return app


def _persist_hooks(app: App, session) -> None:
    """Autosave every accepted action; on the last one, record the game in the history."""
    saver = app.services["autosaver"]
    notices = app.services["notices"]

    def tell(message: str) -> None:
        if not notices or notices[-1] != message:
            notices.append(message)

    def on_action(sess, action) -> None:
        try:
            saver(sess, action)
        except OSError as e:  # a full disk or a read-only data folder must not stop the game
            tell(i18n.Message("The game could not be saved ({error}).", error=e.strerror or e))
        if sess.state.phase == "over":
            kept = kept_story(app, sess)  # the story and its poster go into the history with the game
            name = poster_name() if kept is not None else None
            try:
                record_game(sess, report=tell, story=kept.story if kept else story_of_session(sess, lang=i18n.language()),
                            poster=name)
                if kept is not None and name is not None:
                    kept.then(lambda png: write_poster(history_path(), png, name))  # once encoded
            except HistoryUnwritable:
                pass  # already reported in one sentence
            except OSError as e:
                tell(i18n.Message("The game could not be added to the history ({error}).", error=e.strerror or e))

    session.listeners.append(on_action)
    if not session.actions:
        saver.clear()  # a new game replaces the unfinished one
        try:
            saver.save(session)  # resumable from its very first step
        except OSError as e:
            tell(i18n.Message("The game could not be saved ({error}).", error=e.strerror or e))


def preload_in_background(app: App) -> None:
    """After the first frame: sounds and card pictures get ready while players read the title."""
    app.audio = Audio(app.settings, app.operator)
    app.services["audio"] = app.audio
    images = app.services.get("images")
    if images is None:
        return
    off = set(app.settings.decks_off)
    ids = [c.id for d in app.services.get("decks", []) if d.id not in off for c in d.cards]
    thread = threading.Thread(target=images.preload, args=(ids, 2), daemon=True, name="card-preload")
    app.services["preload"] = thread
    thread.start()
