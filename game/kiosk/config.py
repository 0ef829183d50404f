"""The café operator's config (operator.toml in the user config folder; `main.py --where`).

Every key is validated by shape: an unknown key or a bad value gets a message naming the key and
the value, and that key falls back to its default. The game always starts. Two cases fail safe
instead of falling back: an operator.toml that exists but cannot be read, or a `kiosk` that is not
true/false, start the game LOCKED (kiosk mode), because a café must never find its kiosk unlocked
by a typo. Without a valid `pin`, the operator menu opens with DEFAULT_PIN (documented in the
README) and says so, in the log and in the operator menu, until one is set.

`Operator` is the one definition of every key: its type, default and shape (game/typedfile.py);
code reads `operator.attract_after_s`. A new key is one field there, and a line in the README.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine.rulesets import RULESETS
from ..i18n import LANGUAGES, Message
from ..paths import user_config_dir
from ..pictures import DEFAULT_MB, MAX_MB, MIN_MB
from ..safefile import MISSING, BadFile, read_toml
from ..shape import Bool, Choice, Int, ListOf, Maybe, Number, Port, ShapeError, Text, show
from ..table.pace import PACES
from ..typedfile import as_dict, entry, read

DEFAULT_PIN = "1234"  # only while operator.toml sets no valid PIN; README says so
MAX_BYTES = 64_000
PIN = Text(4, 8, re.compile(r"[0-9]{4,8}"), describe=Message("4 to 8 digits 0-9, in quotes"))
SELF_CHECKED = ("kiosk", "pin")  # checked on their own, because they fail safe (locked; no PIN set)


@dataclass(slots=True)
class Operator:
    """operator.toml, key by key (the field names are the file's keys: never rename one).

    TOML has no null: a None default means the key is absent from the file."""

    kiosk: bool = entry(False, Bool())
    pin: str | None = entry(None, Maybe(PIN))  # None: not set (DEFAULT_PIN opens the menu, with a warning)
    volume_cap: int = entry(100, Int(0, 100))
    music_volume: int = entry(60, Int(0, 100))  # the game's music in the café, 0-100 (0: off); volume_cap still applies
    allowed_rulesets: list[str] = entry(sorted(RULESETS), ListOf(Choice(RULESETS), 1, 20))
    default_ruleset: str = entry("revised", Choice(RULESETS))
    default_players: int = entry(4, Int(3, 12))
    attract_after_s: int = entry(120, Int(5, 3600))
    still_playing_after_min: float = entry(10, Number(0.5, 240))
    still_playing_countdown_s: int = entry(30, Int(5, 3600))
    # None: phones on, server started by "Add phones"; true: started with the game; false: off
    phones: bool | None = entry(None, Maybe(Bool()))
    phone_port: int | None = entry(None, Port())  # None: Settings decide (default 8765, or a free one); 0: automatic
    # "en" or "fr": the language every start opens in; None: the player's choice or the system's
    language: str | None = entry(None, Choice(LANGUAGES))
    picture_memory_mb: int = entry(DEFAULT_MB, Int(MIN_MB, MAX_MB))  # the picture store's budget (game/pictures.py)
    # letters in the phones' room code: 4 (160,000 codes), 5 or 6 (64 million); docs/phones.md, Limits
    room_code_letters: int = entry(4, Int(4, 6))
    # reduced posters of the last games ("Our story") on the attract screen: the café's players agree to it
    show_stories: bool = entry(False, Bool())
    # phones may watch and guess as the audience (docs/phones.md, The audience); None/true: on; false: off
    audience: bool | None = entry(None, Maybe(Bool()))
    # rude words in names and clues shown as asterisks; None: the player's setting (off by default)
    word_filter: bool | None = entry(None, Maybe(Bool()))
    # "on": phones at the table may add their own pictures in setup (always forgotten after a kiosk
    # game unless the operator keeps them); "off": no "Add pictures" (docs/phones.md)
    uploads: str = entry("on", Choice(("off", "on")))
    # time limits per step: None (absent) = off unless players choose; "off", "relaxed", "normal" or "quick"
    step_timer: str | None = entry(None, Maybe(Choice(PACES)))
    step_timer_players: bool = entry(True, Bool())  # whether players may change the pace at setup
    how_to_play: bool = entry(True, Bool())  # offer the guided round before every game


NO_PIN = Message("the operator menu opens with the default PIN (see the README, Kiosk mode) until a pin is set")
LOCKED = Message("the game starts locked in kiosk mode until it is fixed")
LABEL = Message("operator config")  # how a problem with one key of operator.toml starts


def operator_path() -> Path:
    return user_config_dir() / "operator.toml"


def expected_pin(operator: Operator) -> str:
    """The PIN that opens the operator menu."""
    return operator.pin or DEFAULT_PIN


def validate(data: Any, kiosk: bool = False) -> tuple[Operator, list[str]]:
    """The config with every bad key at its default, and one sentence per problem.

    `kiosk`: kiosk mode was asked for on the command line (then a missing PIN is reported too).
    """
    if not isinstance(data, dict):
        data = {"": data}  # reported below as an unknown key; everything else keeps its default
    data = dict(data)
    # kiosk and pin fail safe (locked; no PIN set) instead of falling back to their defaults
    kiosk_value, pin_value = data.pop("kiosk", False), data.pop("pin", None)
    op, problems = read(Operator, data, LABEL, without=SELF_CHECKED)
    if isinstance(kiosk_value, bool):
        op.kiosk = kiosk_value
    else:
        op.kiosk = True
        problems.insert(0, Message("operator config: 'kiosk' = {value} must be true or false; {locked}",
                                   value=show(kiosk_value), locked=LOCKED))
    kiosk_on = kiosk or op.kiosk
    if pin_value is not None:
        try:
            op.pin = PIN(pin_value)
        except ShapeError:
            problems.append(Message("operator config: 'pin' = {value} must be {describe}; {then}",
                                    value=show(pin_value), describe=PIN.describe,
                                    then=NO_PIN if kiosk_on else Message("no PIN is set")))
    elif kiosk_on:
        problems.append(Message("operator config: no 'pin' is set; {then}", then=NO_PIN))
    op.allowed_rulesets = list(dict.fromkeys(op.allowed_rulesets))  # a rule set listed twice counts once
    if op.default_ruleset not in op.allowed_rulesets:
        problems.append(Message("operator config: default_ruleset '{ruleset}' is not in allowed_rulesets; "
                                "using '{first}'", ruleset=op.default_ruleset, first=op.allowed_rulesets[0]))
        op.default_ruleset = op.allowed_rulesets[0]
    return op, problems


def load_operator(path: Path | None = None, kiosk: bool = False) -> tuple[Operator, list[str]]:
    """The operator config and its problems; a file that exists but cannot be read starts locked."""
    path = path or operator_path()
    try:
        data = read_toml(path, MAX_BYTES)
    except BadFile as e:
        return Operator(kiosk=True), [Message("operator config {file} could not be read ({error}); {locked}, and "
                                              "{no_pin}", file=path.name, error=Message.of(e), locked=LOCKED,
                                              no_pin=NO_PIN)]
    return validate({} if data is MISSING else data, kiosk)


def write_operator(op: Operator, path: Path) -> None:
    """Write the config back as TOML (flat keys: numbers, booleans, strings, lists of strings).

    A PIN that is not set stays unset: saving the menu's settings never turns the default into one."""
    from ..persist.atomic import write_atomic

    def value(v: Any) -> str:
        if isinstance(v, bool):
            return "true" if v else "false"
        if isinstance(v, (int, float)):
            return repr(v)
        if isinstance(v, list):
            return "[" + ", ".join(value(x) for x in v) + "]"
        return '"' + str(v).replace("\\", "\\\\").replace('"', '\\"') + '"'

    lines = ["# Oneira operator config (kiosk mode). Unknown keys or bad values fall back to defaults."]
    lines += [f"{k} = {value(v)}" for k, v in as_dict(op).items() if v is not None]
    write_atomic(path, ("\n".join(lines) + "\n").encode("utf-8"))
