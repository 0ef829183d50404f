"""Reports about damaged or mistyped files (settings.json, operator.toml, deck.toml, cards.json,
autosaves) in French on the screens that show them, driven with real events; and the same reports
stay byte-for-byte the English they were for logs and the command-line tools."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pygame
import pytest

from assets import ROOT as ASSETS
from game import i18n
from game.app import theme
from game.deck.library import load_deck
from game.i18n import Message, tr
from game.kiosk.config import Operator, load_operator, validate
from game.kiosk.runtime import Kiosk
from game.locale import catalog
from game.persist.saves import Autosaver
from game.persist.settings import clean, load_settings
from game.safefile import BadFile, read_json
from game.shape import Int, ListOf, Record, ShapeError

from .driver import key, make_app, run, text

ROOT = Path(__file__).resolve().parents[2]
N = "\u00a0"  # French puts a no-break space before : ; and inside « »


@pytest.fixture(autouse=True)
def own_folders(tmp_path, monkeypatch):
    """Settings, operator.toml and saves of this test only; the system speaks French."""
    monkeypatch.setenv("ONEIRA_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("ONEIRA_DATA_DIR", str(tmp_path / "data"))
    (tmp_path / "config").mkdir()
    monkeypatch.setenv("LC_ALL", "fr_FR.UTF-8")
    yield
    i18n.set_language("en")


class Drawn:
    """Every text handed to the theme to draw: whole (before it is fitted or wrapped) and as drawn."""

    def __init__(self, monkeypatch) -> None:
        self.whole: list[str] = []
        self.rendered: list[str] = []
        for cached in (theme.text, theme.shadow_text, theme.fitted):
            cached.cache_clear()
        text_, fitted, wrapped, fit = theme.text, theme.fitted, theme.blit_wrapped, theme.blit_fit

        def recording_text(s, *args, **kwargs):
            self.rendered.append(s)
            return text_(s, *args, **kwargs)

        def recording_fitted(s, *args, **kwargs):
            self.whole.append(s)
            return fitted(s, *args, **kwargs)

        def recording_wrapped(surface, s, *args, **kwargs):
            self.whole.append(s)
            return wrapped(surface, s, *args, **kwargs)

        def recording_fit(surface, s, *args, **kwargs):
            self.whole.append(s)
            return fit(surface, s, *args, **kwargs)

        recording_text.cache_clear = text_.cache_clear
        recording_fitted.cache_clear = fitted.cache_clear
        monkeypatch.setattr(theme, "text", recording_text)
        monkeypatch.setattr(theme, "fitted", recording_fitted)
        monkeypatch.setattr(theme, "blit_wrapped", recording_wrapped)
        monkeypatch.setattr(theme, "blit_fit", recording_fit)

    def clear(self) -> None:
        self.whole.clear()
        self.rendered.clear()

    def shows(self, sentence: str) -> bool:
        """The sentence was drawn: handed over whole, and its start reached the screen."""
        return sentence in self.whole and any(r.startswith(sentence[:24]) for r in self.rendered)


def _french_words() -> set[str]:
    return {w.lower() for e in catalog.read_po(catalog.po_path("fr"))[1] for s in e.msgstr
            for w in re.findall(r"[^\W\d_]+", s)}


def _english_left(sentence: str, data_words: str) -> list[str]:
    """Words of a French report that no French translation contains, the file's own keys, values
    and the parser's own words (`data_words`) apart."""
    allowed = _french_words() | {w.lower() for w in re.findall(r"[^\W\d_]+", data_words)}
    return [w for w in re.findall(r"[^\W\d_]{2,}", sentence) if w.lower() not in allowed]


def _json_says(data: bytes) -> str:
    """The JSON parser's own words about `data` (they stay English, and vary between Pythons)."""
    try:
        json.loads(data)
    except ValueError as e:
        return str(e)
    raise AssertionError("valid JSON")


def _toml_says(text: str) -> str:
    try:
        tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        return str(e)
    raise AssertionError("valid TOML")


# -- settings.json ---------------------------------------------------------------------------------
NOT_JSON = b'{"volume": 80,}'
KNOWN = ("volume, music_volume, fullscreen, swap_confirm, animation_speed, reduced_motion, text_size, high_contrast, "
         "bot_think_s, decks_off, phone_away_s, phone_host, phone_port, language, explain_clues")
SETTINGS_CASES = {
    "wrong type": ({"music_volume": "loud"},
                   "settings: 'music_volume' = 'loud' must be a number from 0 to 100; using 60",
                   f"réglages{N}: «{N}music_volume{N}» = 'loud' doit être un nombre de 0 à 100{N}; "
                   f"valeur utilisée{N}: 60"),
    "out of range": ({"volume": 150},
                     "settings: 'volume' = 150 must be a number from 0 to 100; using 80",
                     f"réglages{N}: «{N}volume{N}» = 150 doit être un nombre de 0 à 100{N}; valeur utilisée{N}: 80"),
    "a list item of the wrong type": ({"decks_off": [1]},
                                      "settings: 'decks_off' = [1] is refused ([0]: must be text of at most 300 "
                                      "characters, not 1); using []",
                                      f"réglages{N}: «{N}decks_off{N}» = [1] est refusé ([0]{N}: doit être un texte "
                                      f"d’au plus 300 caractères, pas 1){N}; valeur utilisée{N}: []"),
    "unknown key": ({"colour": "red"},
                    f"settings: unknown key 'colour' (value 'red') ignored; known keys: {KNOWN}",
                    f"réglages{N}: clé inconnue 'colour' (valeur 'red') ignorée{N}; clés connues{N}: {KNOWN}"),
    "not a table": ([1, 2],
                    "settings: the file is not a table of keys and values (a list); defaults are used",
                    f"réglages{N}: le fichier n’est pas une table de clés et de valeurs (une liste){N}; "
                    "les valeurs par défaut sont utilisées"),
    "not JSON": (NOT_JSON, f"settings.json could not be read (it is not valid JSON ({_json_says(NOT_JSON)})); "
                           "defaults are used",
                 f"settings.json est illisible (ce n’est pas du JSON valable ({_json_says(NOT_JSON)})){N}; "
                 "les valeurs par défaut sont utilisées"),
    "a folder": (None, "settings.json could not be read (it is a folder, not a file); defaults are used",
                 f"settings.json est illisible (c’est un dossier, pas un fichier){N}; les valeurs par défaut sont "
                 "utilisées"),
}


@pytest.mark.parametrize("case", list(SETTINGS_CASES))
def test_a_broken_settings_file_is_told_in_french_on_the_title(case, tmp_path, monkeypatch):
    """The game starts in French (the system's language); the title and its toast say what was
    wrong with settings.json in French, while the notice itself stays the English of the logs."""
    content, english, french = SETTINGS_CASES[case]
    path = tmp_path / "config" / "settings.json"
    if content is None:
        path.mkdir()
    else:
        path.write_bytes(content if isinstance(content, bytes) else json.dumps(content).encode())
    drawn = Drawn(monkeypatch)
    app = make_app(persist=True)
    run(app, frames=3)
    assert i18n.language() == "fr" and app.stack.top.name == "title"
    notice = app.services["notices"][-1]
    assert str(notice) == english, "the notice is the English the log prints"
    assert tr(notice) == french
    assert drawn.shows(french), f"not drawn: {french!r} in {drawn.whole[-6:]}"
    toast = next(o.__self__ for o in app.overlays if type(o.__self__).__name__ == "Toasts")
    assert toast.current is notice
    assert english not in drawn.whole and not any(r.startswith(english[:24]) for r in drawn.rendered)
    data = _json_says(content) if isinstance(content, bytes) else json.dumps(content)
    assert not _english_left(french, data + " " + KNOWN), french


def test_a_damaged_autosave_is_told_in_french_on_the_title(tmp_path, monkeypatch):
    saves = tmp_path / "data" / "saves"
    saves.mkdir(parents=True)
    cut = b'{"version": 3, "game": '
    (saves / "autosave-000004.json").write_bytes(cut)
    (saves / "autosave-000003.json").write_bytes(b"")
    (saves / "autosave-000002.json").write_bytes(b'{"version": 3, "game": {}, "sha256": "0"}')
    drawn = Drawn(monkeypatch)
    app = make_app(persist=True)
    run(app, frames=3)
    notices = app.services["notices"]
    assert [tr(n) for n in notices[-3:]] == [
        "La sauvegarde autosave-000004.json est inutilisable (le fichier est tronqué ou abîmé (JSON non valable "
        f"({_json_says(cut)}))){N}; une plus ancienne a été essayée.",
        f"La sauvegarde autosave-000003.json est inutilisable (le fichier est vide){N}; une plus ancienne a été essayée.",
        "La sauvegarde autosave-000002.json est inutilisable (son contenu ne correspond pas à sa somme de contrôle)"
        f"{N}; une plus ancienne a été essayée.",
    ]
    assert str(notices[-1]) == ("The autosave autosave-000002.json could not be used: its contents do not match "
                                "their checksum; an older one was tried.")
    assert drawn.shows(tr(notices[-1]))


def test_a_history_entry_of_the_wrong_shape_is_told_in_french_under_history(tmp_path, monkeypatch):
    (tmp_path / "data").mkdir()
    good = {"date": "2024-05-01T20:00", "ruleset": "revised", "players": ["Ann", "Bob", "Cat"],
            "scores": {"Ann": 30, "Bob": 12, "Cat": 9}, "winners": ["Ann"]}
    (tmp_path / "data" / "history.json").write_text(json.dumps([good, {**good, "scores": {"Ann": "lots"}}]))
    app = make_app(settings={"bot_think_s": 0.05})
    run(app, frames=2)
    drawn = Drawn(monkeypatch)
    _focus(app, app.stack.top.menu, "history")
    run(app, key(pygame.K_RETURN), frames=2)
    assert app.stack.top.name == "history"
    french = f"1 partie(s) de l’historique ne peuvent pas être affichées (game 2.scores.Ann{N}: doit être un " \
             "nombre entier de -1e+06 à 1e+06, pas 'lots')."
    assert drawn.shows(french), drawn.whole
    assert str(app.stack.top.problems[0]) == ("1 finished game(s) in the history could not be shown (game 2.scores.Ann: "
                                              "must be a whole number from -1e+06 to 1e+06, not 'lots').")


# -- operator.toml ---------------------------------------------------------------------------------
def _hold_chord(app, seconds: float = 3.2) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
              for k in (pygame.K_LCTRL, pygame.K_LALT, pygame.K_o)], 0.0)
    for _ in range(int(seconds / 0.1)):
        app.step([], 0.1)
    app.step([pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
              for k in (pygame.K_LCTRL, pygame.K_LALT, pygame.K_o)], 0.0)


def _kiosk(operator: Operator, problems: list[str]):
    """The app as `main.py --kiosk` wires it (game/root/launch.py play)."""
    app = make_app(operator=operator)
    app.services["notices"].extend(problems)
    app.services["operator_problems"] = list(problems)
    Kiosk(app, operator)
    run(app, frames=2)
    return app


def test_operator_toml_problems_are_told_in_french_in_the_operator_menu(tmp_path, monkeypatch):
    (tmp_path / "config" / "operator.toml").write_text(
        'kiosk = true\npin = "2468"\nlanguage = "fr"\nvolume_cap = 300\ncolour = "red"\n', encoding="utf-8")
    operator, problems = load_operator()
    assert [str(p) for p in problems] == [
        "operator config: 'volume_cap' = 300 must be a whole number from 0 to 100; using 100",
        "operator config: unknown key 'colour' (value 'red') ignored; known keys: volume_cap, music_volume, "
        "allowed_rulesets, default_ruleset, default_players, attract_after_s, still_playing_after_min, "
        "still_playing_countdown_s, phones, phone_port, language, picture_memory_mb, room_code_letters",
    ]
    monkeypatch.setenv("LC_ALL", "C.UTF-8")  # French because operator.toml says so
    drawn = Drawn(monkeypatch)
    app = _kiosk(operator, problems)
    assert i18n.language() == "fr"
    unknown = (f"configuration exploitant{N}: clé inconnue 'colour' (valeur 'red') ignorée{N}; clés connues{N}: "
               "volume_cap, music_volume, allowed_rulesets, default_ruleset, default_players, attract_after_s, "
               "still_playing_after_min, still_playing_countdown_s, phones, phone_port, language, picture_memory_mb, room_code_letters")
    assert drawn.shows(unknown), "the title's notice"
    _hold_chord(app)
    assert app.stack.top.name == "pin"
    run(app, text("2468") + key(pygame.K_RETURN))
    assert app.stack.top.name == "operator"
    drawn.clear()
    run(app, frames=2)
    first = (f"configuration exploitant{N}: «{N}volume_cap{N}» = 300 doit être un nombre entier de 0 à 100{N}; "
             f"valeur utilisée{N}: 100 (+1 dans le journal)")
    assert drawn.shows(first), f"not drawn: {first!r} in {drawn.whole}"
    assert not any("operator config" in s for s in drawn.whole + drawn.rendered)


def test_an_unreadable_operator_toml_is_told_in_french_and_starts_locked(tmp_path, monkeypatch):
    broken = 'kiosk = false\nlanguage = "en"\npin = ['
    (tmp_path / "config" / "operator.toml").write_text(broken, encoding="utf-8")
    operator, problems = load_operator()
    assert operator.kiosk is True and operator.language is None
    english = (f"operator config operator.toml could not be read (it is not valid TOML ({_toml_says(broken)})); "
               "the game starts locked in kiosk mode until it is fixed, and the operator menu opens "
               "with the default PIN (see the README, Kiosk mode) until a pin is set")
    assert [str(p) for p in problems] == [english]
    drawn = Drawn(monkeypatch)
    app = _kiosk(operator, problems)
    french = (f"configuration exploitant{N}: operator.toml est illisible (ce n’est pas du TOML valable "
              f"({_toml_says(broken)})){N}; le jeu démarre verrouillé en mode kiosque tant que ce n’est pas corrigé, "
              "et le menu exploitant s’ouvre avec le code par défaut (voir le README, Kiosk mode) tant qu’aucun pin "
              "n’est défini")
    assert drawn.shows(french)
    assert app.operator.kiosk is True and i18n.language() == "fr"
    assert not _english_left(french, f"operator toml {_toml_says(broken)} README Kiosk mode pin")


def test_a_mistyped_kiosk_or_pin_is_told_in_french():
    i18n.set_language("fr")
    _, problems = validate({"kiosk": "yes", "pin": 1234})
    assert [tr(p) for p in problems] == [
        f"configuration exploitant{N}: «{N}kiosk{N}» = 'yes' doit valoir true ou false{N}; le jeu démarre verrouillé "
        "en mode kiosque tant que ce n’est pas corrigé",
        f"configuration exploitant{N}: «{N}pin{N}» = 1234 doit être de 4 à 8 chiffres (0 à 9), entre guillemets "
        f"droits{N}; le menu exploitant s’ouvre avec le code par défaut (voir le README, Kiosk mode) tant qu’aucun "
        "pin n’est défini",
    ]
    _, problems = validate({"allowed_rulesets": ["classic"], "default_ruleset": "revised", "pin": "2468"})
    assert tr(problems[0]) == (f"configuration exploitant{N}: default_ruleset «{N}revised{N}» n’est pas dans "
                               f"allowed_rulesets{N}; «{N}classic{N}» est utilisé")
    assert str(problems[0]) == ("operator config: default_ruleset 'revised' is not in allowed_rulesets; "
                                "using 'classic'")


# -- decks -----------------------------------------------------------------------------------------
def _picture(folder: Path, name: str) -> None:
    shutil.copy(sorted((ASSETS / "cards" / "oneira").glob("*.jpg"))[0], folder / name)


BROKEN_TOML = 'name = "Broken"\nfit = \n'


def _bad_decks(tmp_path: Path) -> tuple[Path, Path]:
    mistyped = tmp_path / "mistyped"
    mistyped.mkdir()
    _picture(mistyped, "one.jpg")
    (mistyped / "deck.toml").write_text('fit = "stretch"\ncolour = 3\n', encoding="utf-8")
    broken = tmp_path / "broken"
    broken.mkdir()
    _picture(broken, "one.jpg")
    (broken / "deck.toml").write_text(BROKEN_TOML, encoding="utf-8")
    (broken / "cards.json").write_text("[1, 2]", encoding="utf-8")
    entries = tmp_path / "entries"
    entries.mkdir()
    _picture(entries, "one.jpg")
    (entries / "cards.json").write_text('{"cards": [{"nofile": 1}, {"file": "one.jpg"}]}', encoding="utf-8")
    (entries / "sub").mkdir()
    os.symlink("/etc/hostname", entries / "away.jpg")
    return mistyped, broken, entries


def _focus(app, menu, key_name: str) -> None:
    for _ in range(len(menu.items) + 1):
        if menu.items[menu.focus].key == key_name:
            return
        run(app, key(pygame.K_DOWN))
    raise AssertionError(f"no {key_name} row")


def test_deck_file_problems_and_skipped_files_are_told_in_french_on_the_decks_screen(tmp_path, monkeypatch):
    mistyped, broken, entries = _bad_decks(tmp_path)
    app = make_app([mistyped, broken, entries], settings={"bot_think_s": 0.05, "language": "fr"})
    run(app, frames=2)
    drawn = Drawn(monkeypatch)
    title = app.stack.top
    _focus(app, title.menu, "decks")
    run(app, key(pygame.K_RETURN))
    decks = app.stack.top
    assert decks.name == "decks"
    _focus(app, decks.menu, "mistyped")
    drawn.clear()
    run(app, frames=2)
    for sentence in (
        f"deck.toml{N}: «{N}fit{N}» = 'stretch' doit être une valeur parmi crop, letterbox{N}; valeur utilisée{N}: "
        "'crop'",
        f"deck.toml{N}: clé inconnue 'colour' (valeur 3) ignorée{N}; clés connues{N}: name, credits, fit, back, cards",
    ):
        assert drawn.shows(sentence), f"not drawn: {sentence!r} in {drawn.whole}"
        assert not _english_left(sentence, "deck toml fit stretch crop letterbox colour name credits back cards "
                                           "json")
    _focus(app, decks.menu, "broken")
    drawn.clear()
    run(app, frames=2)
    for sentence in (
        f"deck.toml ignoré{N}: ce n’est pas du TOML valable ({_toml_says(BROKEN_TOML)})",
        f"cards.json ignoré{N}: doit être une table (un objet), pas une liste",
    ):
        assert drawn.shows(sentence), f"not drawn: {sentence!r} in {drawn.whole}"
    _focus(app, decks.menu, "entries")
    drawn.clear()
    run(app, frames=2)
    for sentence in (f"cards.json{N}: 1 entrée de forme incorrecte ignorée",
                     f"away.jpg{N}: le fichier est hors du dossier du paquet", f"sub{N}: c’est un dossier, pas une image"):
        assert drawn.shows(sentence), f"not drawn: {sentence!r} in {drawn.whole}"
    # the deck itself keeps the English (python main.py decks, logs)
    deck = next(d for d in app.services["decks"] if d.id == "broken")
    assert [str(w) for w in deck.warnings] == [
        f"deck.toml ignored: it is not valid TOML ({_toml_says(BROKEN_TOML)})",
        "cards.json ignored: must be a table/object, not a list",
    ]


def test_the_decks_command_still_prints_english_whatever_the_language(tmp_path):
    """`python main.py decks` is a contract: its reasons and warnings are the English, even on a
    French system."""
    mistyped, _, entries = _bad_decks(tmp_path)
    env = dict(os.environ, LC_ALL="fr_FR.UTF-8", LANG="fr_FR.UTF-8", PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "main.py", "decks", "--deck", str(mistyped), "--deck", str(entries)],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    found = {d["id"]: d for d in json.loads(out.stdout)}
    assert found["mistyped"]["warnings"] == [
        "deck.toml: 'fit' = 'stretch' must be one of crop, letterbox; using 'crop'",
        "deck.toml: unknown key 'colour' (value 3) ignored; known keys: name, credits, fit, back, cards",
    ]
    assert found["entries"]["warnings"] == ["cards.json: 1 entry of the wrong shape ignored"]
    assert found["entries"]["skipped"] == [{"file": "away.jpg", "reason": "it lies outside the deck folder"},
                               {"file": "sub", "reason": "it is a folder, not a picture"}]


# -- the English is what it was ----------------------------------------------------------------------
def test_the_english_reports_are_unchanged_whatever_the_language(tmp_path):
    """The reports are English str for logs and the JSON tools, word for word what they were before
    they became translatable, even when they are made while the game speaks French."""
    i18n.set_language("fr")
    assert clean({"music_volume": 150, "text_size": "huge", "phone_host": "nope", "volume": 10 ** 40})[1] == [
        "settings: 'music_volume' = 150 must be a number from 0 to 100; using 60",
        "settings: 'text_size' = 'huge' must be one of normal, large; using 'normal'",
        "settings: 'phone_host' = 'nope' must be \"\" (automatic) or an IP address such as \"192.168.1.20\"; "
        "using ''",
        "settings: 'volume' = a number with more than 30 digits must be a number from 0 to 100; using 80",
    ]
    assert clean(None)[1] == ["settings: the file is not a table of keys and values (nothing (null)); defaults "
                              "are used"]
    assert clean({"decks_off": "x"})[1] == ["settings: 'decks_off' = 'x' must be a list of at most 1000 items, "
                                            "each text of at most 300 characters; using []"]
    assert validate({"music_volume": 150, "allowed_rulesets": [], "still_playing_after_min": 0.1,
                     "phone_port": 22, "pin": "2468"})[1] == [
        "operator config: 'music_volume' = 150 must be a whole number from 0 to 100; using 60",
        "operator config: 'allowed_rulesets' = [] is refused (must have 1 to 20 items, not 0); using ['classic', "
        "'odyssey', 'party2011', '...",
        "operator config: 'still_playing_after_min' = 0.1 must be a number from 0.5 to 240; using 10",
        "operator config: 'phone_port' = 22 must be 0 (automatic) or a port number from 1024 to 65535; using None",
    ]
    assert validate({"kiosk": "yes"})[1][:2] == [
        "operator config: 'kiosk' = 'yes' must be true or false; the game starts locked in kiosk mode until it is "
        "fixed",
        "operator config: no 'pin' is set; the operator menu opens with the default PIN (see the README, Kiosk "
        "mode) until a pin is set",
    ]
    for content, reason in [(b"", "it is empty"), (b'{"a": NaN}', "it is not valid JSON: NaN is not a number JSON "
                                                                   "allows"),
                            (b"[" * 70 + b"]" * 70, "it is not valid JSON: the text is nested more than 64 levels "
                                                    "deep"),
                            (b"\xff", "it is not valid JSON: the text is not UTF-8"),
                            (b" " * 300_000, "it is larger than 256000 bytes")]:
        path = tmp_path / "settings.json"
        path.write_bytes(content)
        assert load_settings(path)[1] == [f"settings.json could not be read ({reason}); defaults are used"]
    os.mkfifo(tmp_path / "pipe.json")
    with pytest.raises(BadFile) as caught:
        read_json(tmp_path / "pipe.json", 100)
    assert str(caught.value) == "it is a named pipe (FIFO), not a file"
    assert tr(caught.value) == "c’est un tube nommé (FIFO), pas un fichier"
    folder = tmp_path / "deck"
    folder.mkdir()
    (folder / "deck.toml").write_text('[cards."a.jpg"]\ntitle = 5\n[cards."b.jpg"]\n', encoding="utf-8")
    (folder / "cards.json").write_text('{"cards": [1, 2]}', encoding="utf-8")
    deck = load_deck(folder)
    assert deck.warnings == [
        "deck.toml [cards.\"'a.jpg'\"]: 'title' = 5 must be text of at most 200 characters; using None",
        "cards.json: 2 entries of the wrong shape ignored",
        "deck.toml [cards.\"'a.jpg'\"] names no usable picture in this deck; ignored",
        "deck.toml [cards.\"'b.jpg'\"] names no usable picture in this deck; ignored",
    ]
    saves = tmp_path / "saves"
    saves.mkdir()
    (saves / "autosave-000002.json").write_bytes(b"{")
    (saves / "autosave-000001.json").mkdir()
    assert Autosaver(saves).load().problems == [
        "The autosave autosave-000002.json could not be used: the file is cut short or damaged (not valid JSON "
        f"({_json_says(b'{')})); an older one was tried.",
        "The autosave autosave-000001.json could not be used: it is a folder, not a file; an older one was tried.",
    ]
    with pytest.raises(ShapeError) as caught:
        Record({"seats": ListOf(Record({"colour": Int(0, 11)}), 1, 12)})({"seats": [{"colour": 99}]}, "game")
    assert str(caught.value) == "game.seats[0].colour: must be a whole number from 0 to 11, not 99"
    assert tr(caught.value) == f"game.seats[0].colour{N}: doit être un nombre entier de 0 à 11, pas 99"
    assert isinstance(Message.of(caught.value), Message) and Message.of(caught.value) == str(caught.value)
