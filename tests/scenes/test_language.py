"""Playing in French: the language chosen in Settings (switched at once on every open screen and
kept), by `--lang`, by operator.toml or by the system locale; accented letters on the on-screen
keyboard; refusals and notices in French; and every screen of a French tour read back word by word
(no English left, no text outside the screen)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game import i18n
from game.app import theme
from game.app.cards import enabled_decks
from game.credits import AUTHOR_NAMES
from game.engine.actions import Submit
from game.i18n import Message, tr
from game.kiosk.config import Operator, validate
from game.locale import catalog
from game.persist.settings import Settings, clean, settings_path
from game.root.launch import parse
from game.root.wiring import build_app
from game.table.seats import DEFAULT_NAMES, Seat
from scenes.launchers import start_game

from .driver import click, key, make_app, pad, run, skip_deal, wheel

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


def _focus(app, menu, key_name):
    for _ in range(len(menu.items) + 1):
        if menu.items[menu.focus].key == key_name:
            return
        run(app, key(pygame.K_DOWN))
    raise AssertionError(f"no {key_name} row")


def _label(menu, key_name) -> str:
    return next(i.label for i in menu.items if i.key == key_name)


def test_settings_switch_the_language_at_once_and_keep_it():
    settings_path().unlink(missing_ok=True)
    app = make_app(persist=True)
    run(app, frames=2)
    title = app.stack.top
    assert i18n.language() == "en" and _label(title.menu, "new") == "New game"
    _focus(app, title.menu, "settings")
    run(app, key(pygame.K_RETURN))
    settings = app.stack.top
    assert settings.name == "settings"
    _focus(app, settings.menu, "language")
    run(app, key(pygame.K_RIGHT))
    assert i18n.language() == "fr"
    # the open screen and the one below it follow at once, no restart
    assert _label(settings.menu, "back") == "Retour"
    assert _label(settings.menu, "language") == "Langue \u00b7 Language"
    assert settings.menu.items[settings.menu.focus].key == "language"  # the focus stays put
    run(app, key(pygame.K_ESCAPE))
    assert app.stack.top is title and _label(title.menu, "new") == "Nouvelle partie"
    assert json.loads(settings_path().read_text(encoding="utf-8"))["language"] == "fr"
    # kept: the next start speaks French; --lang (or operator.toml) still wins
    make_app(persist=True)
    assert i18n.language() == "fr"
    build_app(pygame.display.get_surface(), (), include_user_decks=False, preload=False, persist=False,
              settings={"language": "fr"}, language="en")
    assert i18n.language() == "en"
    # and back, with the mouse: clicking the value's left third steps back
    app = make_app(persist=True)
    run(app, frames=2)
    app.nav.push("settings")
    rect = app.stack.top.menu.rect_of("language")
    run(app, click((rect.left + 10, rect.centery)))
    assert i18n.language() == "en"
    settings_path().unlink()


def test_where_the_language_comes_from(monkeypatch):
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    assert i18n.system_language({"LANG": "fr_FR.UTF-8"}) == "fr"
    assert i18n.system_language({"LANG": "fr_CA.UTF-8", "LC_ALL": "C.UTF-8"}) == "en"  # LC_ALL first
    assert i18n.system_language({"LANG": "en_GB.UTF-8", "LC_MESSAGES": "fr_BE.UTF-8"}) == "fr"
    assert i18n.system_language({"LANG": "de_DE.UTF-8"}) == "en" and i18n.system_language({}) == "en"
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    make_app()
    assert i18n.language() == "fr", "no choice anywhere: the system locale decides"
    make_app(settings={"language": "en"})
    assert i18n.language() == "en", "the player's choice beats the system"
    make_app(settings={"language": "en"}, operator=Operator(language="fr"))
    assert i18n.language() == "fr", "operator.toml beats the player's saved choice"
    monkeypatch.setenv("LANG", "C.UTF-8")
    assert clean({"language": "klingon"})[0].language is None
    assert "'language'" in clean({"language": "klingon"})[1][0]
    assert clean({"language": "fr"}) == (Settings(language="fr"), [])


def test_operator_toml_language_is_validated():
    merged, problems = validate({"language": "fr"})
    assert merged.language == "fr" and problems == []
    merged, problems = validate({"language": "de"})
    assert merged.language is None and len(problems) == 1 and "'language'" in problems[0] and "fr" in problems[0]
    assert validate({})[0].language is None


def test_the_command_line_flag():
    assert parse(["--lang", "fr"]).lang == "fr" and parse([]).lang is None
    out = subprocess.run([sys.executable, "main.py", "--lang", "de"], cwd=ROOT, capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 2 and "--lang" in out.stderr and "'fr'" in out.stderr


def test_accented_letters_on_the_on_screen_keyboard():
    app = make_app()
    run(app, frames=2)
    app.nav.push("setup")
    setup = app.stack.top
    setup.edit(0)
    run(app, pad(pygame.CONTROLLER_BUTTON_A))  # "Name": opens the on-screen keyboard
    editor = app.stack.top
    assert editor.osk is not None
    for _ in range(len(editor.field.value)):
        run(app, pad(pygame.CONTROLLER_BUTTON_Y))  # Y deletes
    assert editor.field.value == ""
    for _ in range(3):
        run(app, pad(pygame.CONTROLLER_BUTTON_DPAD_DOWN))  # Q -> A -> Z -> the accented row
    run(app, pad(pygame.CONTROLLER_BUTTON_A))  # É (the first letter is a capital)
    run(app, pad(pygame.CONTROLLER_BUTTON_DPAD_RIGHT))
    run(app, pad(pygame.CONTROLLER_BUTTON_A))  # è
    oe = next(rect for name, rect, _r, _c in editor.osk.keys() if name == "Œ")
    run(app, click(oe.center))  # œ, with the mouse
    cedilla = next(rect for name, rect, _r, _c in editor.osk.keys() if name == "Ç")
    run(app, click(cedilla.center))
    assert editor.field.value == "Éèœç"
    done = next(rect for name, rect, _r, _c in editor.osk.keys() if name == "done")
    run(app, click(done.center))
    run(app, key(pygame.K_ESCAPE))  # leave the seat editor: the name is kept
    assert setup.seats[0].name == "Éèœç"


def test_a_refusal_is_told_in_french():
    app = make_app()
    i18n.set_language("fr")
    seats = [Seat("Ann", 0, 0), Seat("Bob", 1, 1), Seat("Cat", 2, 2), Seat("Dan", 3, 3)]
    flow = start_game(app, seats, "revised", {}, enabled_decks(app), first_storyteller=0, seed=7)
    skip_deal(app)
    flow.act(Submit(2, ("not-a-card",)))
    notice = app.services["notices"][-1]
    assert notice.startswith("Not allowed"), "the notice itself stays English (logs, tests)"
    assert tr(notice) == "Refusé\u00a0: ce n\u2019est pas à Cat de jouer maintenant"
    run(app, frames=2)
    toast = next(o.__self__ for o in app.overlays if type(o.__self__).__name__ == "Toasts")
    assert tr(toast.current).startswith("Refusé")


# -- every screen, in French, read back -------------------------------------------------------------
def _french_words() -> set[str]:
    words: set[str] = set()
    for e in catalog.read_po(catalog.po_path("fr"))[1]:
        for s in e.msgstr:
            words |= {w.lower() for w in re.findall(r"[^\W\d_]+", s)}
    return words


class Recorder:
    """Every string drawn through the theme, and where (the theme's caches are emptied first, so
    nothing drawn earlier in English is served from them)."""

    def __init__(self, monkeypatch) -> None:
        self.texts: list[str] = []
        self.outside: list[tuple[str, pygame.Rect]] = []
        for cached in (theme.text, theme.shadow_text, theme.fitted):
            cached.cache_clear()
        text, blit_text = theme.text, theme.blit_text

        def recording_text(s, *args, **kwargs):
            self.texts.append(s)
            return text(s, *args, **kwargs)

        recording_text.cache_clear = text.cache_clear  # the theme empties its caches when the look changes

        def checked_blit(surface, s, *args, **kwargs):
            rect = blit_text(surface, s, *args, **kwargs)
            if surface.get_size() == (theme.W, theme.H) and (rect.left < 0 or rect.right > theme.W or
                                                              rect.top < 0 or rect.bottom > theme.H):
                self.outside.append((s, rect))
            return rect

        monkeypatch.setattr(theme, "text", recording_text)
        monkeypatch.setattr(theme, "blit_text", checked_blit)


def _extra_screens(app, out: Path) -> None:
    """Screens the tour does not picture: the party clue, a team table, a refused start, the
    operator's PIN and menu, a deck with unusable files, a toast."""
    seats = [Seat(n, i, i) for i, n in enumerate(["Léa", "Sam", "Noor", "Kai", "Mia", "Theo"])]
    start_game(app, seats, "party2020", {}, enabled_decks(app), first_storyteller=2, seed=5)
    skip_deal(app)
    assert app.stack.top.name == "party_clue"
    run(app, frames=5)
    pygame.image.save(app.screen, str(out / "party-clue.png"))
    app.nav.home()
    run(app, key(pygame.K_RETURN))
    setup = app.stack.top
    for _ in range(4):
        setup.resize(1)
    setup.ruleset = "teams2020"
    setup.rebuild()
    setup.error = Message("Every player needs a different name: open a seat to rename it.")
    run(app, frames=3)
    pygame.image.save(app.screen, str(out / "setup-teams.png"))
    app.services["notices"].append(Message("Phones are switched off by the operator."))
    run(app, frames=3)
    decks = app.nav.push("decks")
    for _ in range(len(decks.menu.items)):  # down past the built-in decks to the one with unusable files
        if decks.menu.items[decks.menu.focus].key == "bad-deck":
            break
        run(app, key(pygame.K_DOWN))
    assert decks.menu.items[decks.menu.focus].key == "bad-deck"  # its reasons show
    run(app, frames=3)
    pygame.image.save(app.screen, str(out / "decks-skipped.png"))

    class Kiosk:
        operator = Operator(pin="2468")

    pin = app.nav.push("pin", Kiosk())
    run(app, frames=3)
    pin.field.value = "1111"
    pin._check()
    run(app, frames=3)
    pin.field.value = "2468"
    pin._check()
    run(app, frames=3)
    assert app.stack.top.name == "operator"
    pygame.image.save(app.screen, str(out / "operator.png"))


@pytest.mark.parametrize("language", ["fr", "en"])
def test_every_screen_shows_its_language_whole_and_inside_the_screen(language, tmp_path, monkeypatch):
    """The screenshot tour and a few more screens, drawn in each language: no text outside the
    screen or cut short to fit, and in French no word that no French translation contains."""
    from game.root import screenshots

    rec = Recorder(monkeypatch)
    assert screenshots.tour(str(tmp_path / "tour"), language=language) == 0
    assert i18n.language() == language
    bad = tmp_path / "bad-deck"
    bad.mkdir()
    (bad / "notes.png").write_text("not a picture")
    (bad / "huge.jpg").write_bytes(b"\x89PNG\r\n\x1a\n" + b"\0" * 80)
    pygame.image.save(pygame.Surface((60, 90)), str(bad / "fine.png"))
    app = make_app([bad], settings={"bot_think_s": 0.05, "language": language})
    _extra_screens(app, tmp_path)
    assert len(rec.texts) > 200
    assert not rec.outside, f"text drawn outside the screen: {rec.outside[:5]}"
    assert len(list((tmp_path / "tour").glob("*.png"))) >= 20
    msgstrs = [s for e in catalog.read_po(catalog.po_path("fr"))[1] for s in e.msgstr] if language == "fr" else \
        [e.msgid for e in catalog.read_po(catalog.po_path("fr"))[1]]
    ends = {s[-10:] for s in msgstrs if s.endswith("\u2026")}
    cut = sorted({s for s in rec.texts if s.endswith("\u2026") and s[-10:] not in ends})
    assert not cut, f"text cut short to fit: {cut[:10]}"
    if language != "fr":
        return
    allowed = _french_words() | {"language", "oneira", "dreams", "reveries", "badges", "dixit", "comfortaa", "cards", "assets", "png", "jpg", "bad", "deck", "notes", "huge", "long", "chemin", "retour", "port", "tranquille"}
    names = (*DEFAULT_NAMES, *AUTHOR_NAMES.values(), *i18n.LANGUAGES.values(), "Aa")  # Aa: the shift key
    allowed |= {w.lower() for name in names for w in re.findall(r"[^\W\d_]+", name)}
    allowed |= {w.lower() for w in re.findall(r"[^\W\d_]+", str(ROOT / "assets" / "cards") + str(tmp_path))}
    # what a computer player says in French (its clue and why at the scoring) comes from its own data
    from game.bots.french_sayings import sayings
    from game.bots.speech import renderings
    allowed |= {w.lower() for said in renderings("fr").values() for w in re.findall(r"[^\W\d_]+", said)}
    allowed |= {w.lower() for s in sayings() for w in re.findall(r"[^\W\d_]+", f"{s.said} {s.why}")}
    # a clue in « » is what a player (or a computer player, in English for now) said; a URL is an address
    def words(s: str) -> list[str]:
        return re.findall(r"[^\W\d_]{2,}", re.sub(r"\u00ab[^\u00bb]*\u00bb|https?://\S+", " ", s))

    english = sorted({(w, s) for s in rec.texts for w in words(s) if w.lower() not in allowed})
    assert not english, f"words drawn in French that no translation contains: {english[:20]}"


@pytest.mark.parametrize("language,size", [("en", "normal"), ("fr", "normal"), ("fr", "large"), ("en", "large")])
def test_credits_stay_above_their_footer_and_scroll_when_long(language, size, monkeypatch):
    """French and large text make the credits longer than the screen: the column scrolls (keys,
    wheel) so every line can be read, and nothing is drawn into the footer's band."""
    from scenes.credits import VIEW

    app = make_app(settings={"bot_think_s": 0.05, "language": language, "text_size": size})
    drawn: list[str] = []
    text = theme.text
    theme.text.cache_clear()

    def recording(s, *args, **kwargs):
        drawn.append(s)
        return text(s, *args, **kwargs)

    recording.cache_clear = text.cache_clear
    monkeypatch.setattr(theme, "text", recording)
    credits = app.nav.push("credits")
    run(app, frames=2)
    band = pygame.Rect(0, VIEW.bottom + 26, theme.W, 940 - VIEW.bottom - 26)  # between the column and the footer
    backdrop = theme.background(2).subsurface(band).copy()
    scrolls = credits.max_offset() > 0
    if language == "fr" and size == "large":
        assert scrolls, "large French credits should not fit one screen"
    for _ in range(40):
        before = credits.offset
        run(app, key(pygame.K_DOWN), frames=2)
        screen_band = app.screen.subsurface(band)
        assert pygame.image.tobytes(screen_band, "RGB") == pygame.image.tobytes(backdrop, "RGB"), \
            "credits drawn into the footer's band"
        if credits.offset == before:
            break
    assert credits.offset == credits.max_offset()
    assert 0 < credits.column_height() - credits.offset <= VIEW.height  # the last line is in the window
    lines = [line for line, *_rest in credits.rows()]
    assert set(lines) <= set(drawn), f"never shown: {sorted(set(lines) - set(drawn))[:3]}"
    if scrolls:
        run(app, wheel(1), frames=2)  # the wheel scrolls back up
        stops = credits.stops()
        assert credits.offset == stops[-2]
    run(app, key(pygame.K_ESCAPE))
    assert app.stack.top is not credits
