"""settings.json as one typed Settings: a file with wrong types, values out of range, unknown and
misspelt keys gives one sentence per bad key (naming the key, the value and the default used) and
that key's default; a good file, and one written by earlier versions, reads back unchanged; a
misspelt setting in the code is an error (mypy, and at run time), never a silent default."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import fields
from pathlib import Path

import pytest

from game import i18n
from game.i18n import tr
from game.persist.settings import Settings, clean, load_settings, save_settings
from game.typedfile import as_dict, defaults

ROOT = Path(__file__).resolve().parents[2]
N = "\u00a0"

# What earlier versions wrote (save_settings wrote every key, in this order, indent 1): it must load
# unchanged, and saving it again must write the same bytes.
EARLIER_FILE = """{
 "volume": 40,
 "music_volume": 30,
 "fullscreen": true,
 "swap_confirm": true,
 "animation_speed": 2.5,
 "reduced_motion": true,
 "text_size": "large",
 "high_contrast": true,
 "bot_think_s": 0.4,
 "decks_off": [
  "oneira",
  "mine"
 ],
 "phone_away_s": 90,
 "phone_host": "192.168.1.20",
 "phone_port": 8080,
 "language": "fr",
 "word_filter": false
}
"""

MISTYPED = {
    "volume": "loud",  # wrong type
    "music_volume": 150,  # out of range
    "fullscreen": 1,  # a number is not a boolean
    "animation_speed": 0.1,  # out of range
    "text_size": "huge",  # not one of the choices
    "bot_think_s": 2.0,  # good: kept
    "decks_off": "oneira",  # not a list
    "reduce_motion": True,  # a typo for reduced_motion
    "colour": "red",  # unknown
    "language": "fr",  # good: kept
}


def test_a_settings_file_with_wrong_types_and_unknown_keys(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps(MISTYPED), encoding="utf-8")
    settings, problems = load_settings(path)
    assert problems == [
        "settings: 'volume' = 'loud' must be a number from 0 to 100; using 80",
        "settings: 'music_volume' = 150 must be a number from 0 to 100; using 60",
        "settings: 'fullscreen' = 1 must be true or false; using False",
        "settings: 'animation_speed' = 0.1 must be a number from 0.5 to 3; using 1.0",
        "settings: 'text_size' = 'huge' must be one of normal, large; using 'normal'",
        "settings: 'decks_off' = 'oneira' must be a list of at most 1000 items, each text of at most 300 characters; "
        "using ['oneira']",
        "settings: unknown key 'reduce_motion' (value True) ignored; did you mean 'reduced_motion'? 'reduced_motion' "
        "keeps its default False",
        "settings: unknown key 'colour' (value 'red') ignored; known keys: volume, music_volume, fullscreen, "
        "swap_confirm, animation_speed, reduced_motion, text_size, high_contrast, bot_think_s, decks_off, "
        "phone_away_s, phone_host, phone_port, language, word_filter, step_timer, how_to_play_offered, explain_clues",
    ]
    assert settings == Settings(bot_think_s=2.0, language="fr")  # every bad key at its default, the good ones kept
    assert isinstance(settings.volume, int) and settings.reduced_motion is False and settings.decks_off == ["oneira"]


def test_each_report_is_translated_where_it_is_shown():
    _, problems = clean({"reduce_motion": True, "volume": "loud"})
    i18n.set_language("fr")
    try:
        assert [tr(p) for p in problems] == [
            f"réglages{N}: clé inconnue 'reduce_motion' (valeur True) ignorée{N}; vouliez-vous dire «{N}"
            f"reduced_motion{N}»{N}? «{N}reduced_motion{N}» garde sa valeur par défaut{N}: False",
            f"réglages{N}: «{N}volume{N}» = 'loud' doit être un nombre de 0 à 100{N}; valeur utilisée{N}: 80",
        ]
    finally:
        i18n.set_language("en")


def test_a_key_set_right_is_not_taken_for_a_typo():
    """`volume` is in the file: `volumes` is only unknown, and `volume` keeps the file's value."""
    settings, problems = clean({"volume": 30, "volumes": 50})
    assert settings.volume == 30 and len(problems) == 1 and "known keys" in problems[0] and "mean" not in problems[0]


def test_a_file_from_earlier_versions_loads_unchanged_and_saves_the_same_bytes(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(EARLIER_FILE, encoding="utf-8")
    settings, problems = load_settings(path)
    assert problems == []
    assert settings == Settings(volume=40, music_volume=30, fullscreen=True, swap_confirm=True, animation_speed=2.5,
                                reduced_motion=True, text_size="large", high_contrast=True, bot_think_s=0.4,
                                decks_off=["oneira", "mine"], phone_away_s=90, phone_host="192.168.1.20",
                                phone_port=8080, language="fr")
    save_settings(settings, path)
    # the same bytes, plus the keys added since (step_timer, how_to_play_offered, explain_clues) at their defaults
    saved = path.read_text(encoding="utf-8")
    added = ',\n "step_timer": "off",\n "how_to_play_offered": false,\n "explain_clues": true\n}\n'
    assert saved == EARLIER_FILE[:-3] + added
    # the keys of the file are the fields, in the order earlier versions wrote them
    assert list(json.loads(saved)) == [f.name for f in fields(Settings)] == list(defaults(Settings))


def test_defaults_round_trip_and_are_never_shared(tmp_path):
    path = tmp_path / "settings.json"
    save_settings(Settings(), path)
    assert load_settings(path) == (Settings(), [])
    one, other = Settings(), Settings()
    one.decks_off.append("mine")
    assert other.decks_off == ["oneira"] and Settings().decks_off == ["oneira"]  # a list default is fresh each time
    assert as_dict(one)["decks_off"] is not one.decks_off  # what is written is a copy


def test_a_misspelt_setting_in_the_code_fails_at_once():
    settings = Settings()
    with pytest.raises(AttributeError):
        settings.reduce_motion = True  # type: ignore[attr-defined]  # slots: no new attribute by a typo
    with pytest.raises(TypeError):
        Settings(reduce_motion=True)  # type: ignore[call-arg]
    with pytest.raises(AttributeError):
        settings.reduce_motion  # type: ignore[attr-defined]  # noqa: B018


MYPY_SNIPPET = """\
from game.app.app import App
from game.kiosk.config import validate
from game.persist.settings import clean

settings, _ = clean({})
operator, _ = validate({})
app = App()
reveal_type(settings.reduced_motion)
reveal_type(settings.bot_think_s)
reveal_type(settings.decks_off)
reveal_type(settings.language)
reveal_type(operator.attract_after_s)
reveal_type(operator.phones)
reveal_type(app.settings)
reveal_type(app.operator)
settings.reduce_motion
operator.atract_after_s
think: str = settings.bot_think_s
"""


def test_attribute_reads_are_type_checked(tmp_path):
    pytest.importorskip("mypy")
    snippet = tmp_path / "reads.py"
    snippet.write_text(MYPY_SNIPPET, encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "mypy", "--follow-imports=silent", "--cache-dir", str(tmp_path / "c"),
                          "--no-error-summary", "--hide-error-context", str(snippet)], cwd=ROOT, capture_output=True,
                         text=True, timeout=300)
    lines = [line.split(": ", 1)[1].replace("builtins.", "") for line in out.stdout.splitlines() if ": " in line]
    assert lines == [
        'note: Revealed type is "bool"',
        'note: Revealed type is "float"',
        'note: Revealed type is "list[str]"',
        'note: Revealed type is "str | None"',
        'note: Revealed type is "int"',
        'note: Revealed type is "bool | None"',
        'note: Revealed type is "game.persist.settings.Settings"',
        'note: Revealed type is "game.kiosk.config.Operator | None"',
        'error: "Settings" has no attribute "reduce_motion"; maybe "reduced_motion"?  [attr-defined]',
        'error: "Operator" has no attribute "atract_after_s"; maybe "attract_after_s"?  [attr-defined]',
        'error: Incompatible types in assignment (expression has type "float", variable has type "str")  '
        '[assignment]',
    ], out.stdout + out.stderr
