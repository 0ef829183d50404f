"""Checks for values that come from outside the engine (phones, files, tools, scenes).

Cheap on purpose: the hot path asks `type(x) is int`, and these helpers only run on the way
in (new_game, action constructors) or when refusing. Messages show a value through `shown`,
which never fails and never grows long (a 5,000-digit int cannot even be printed by Python).
"""

from __future__ import annotations

import re
import reprlib

from .errors import BadValue

MAX_NAME = 40  # characters in a player's or team's name
# C0/C1 control characters (NUL, newline...), lone surrogates (they cannot be written as UTF-8,
# so a save holding one fails), and the line/paragraph separators that break a one-line label.
_BAD_TEXT = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff\u2028\u2029]")
_REPR = reprlib.Repr()
_REPR.maxlevel, _REPR.maxstring, _REPR.maxother = 2, 40, 40
_REPR.maxlist = _REPR.maxtuple = _REPR.maxdict = _REPR.maxset = _REPR.maxfrozenset = 4


def shown(value: object) -> str:
    """A short, printable description of any value, for an error message."""
    if type(value) is int and value.bit_length() > 64:
        return f"a {value.bit_length()}-bit number"
    try:
        text = _REPR.repr(value)  # bounded; escapes control characters and surrogates
    except (ValueError, RecursionError):  # e.g. a list holding a 5,000-digit int
        return f"a {type(value).__name__}"
    return text if len(text) <= 60 else text[:57] + "..."


class Problem(str):
    """An English sentence that keeps its template and values, so a screen can say it in the
    player's language (like game.i18n.Message: the engine imports no gettext)."""

    template: str
    values: dict

    def __new__(cls, template: str, **values: object) -> Problem:
        self = super().__new__(cls, template.format(**values) if values else template)
        self.template, self.values = template, values
        return self


def text_problem(value: object, what: Problem, limit: int) -> Problem | None:
    """Why `value` is not acceptable text of at most `limit` characters, or None if it is."""
    if type(value) is not str:
        return Problem("{what} must be text, not {value}", what=what, value=shown(value))
    if len(value) > limit:
        return Problem("{what} has more than {limit} characters", what=what, limit=limit)
    if value.isascii() and value.isprintable():  # the common case, two C calls
        return None
    bad = _BAD_TEXT.search(value)
    if bad:
        return Problem("{what} holds a control character or a lone surrogate (U+{code})", what=what,
                       code=f"{ord(bad.group()):04X}")
    return None


def name_problem(value: object, what: Problem) -> Problem | None:
    """Why `value` is not a usable player or team name, or None."""
    problem = text_problem(value, what, MAX_NAME)
    if problem is None and isinstance(value, str) and not value.strip():  # no problem: it is text
        return Problem("{what} is empty", what=what)
    return problem


def has_surrogate(value: str) -> bool:
    """A lone surrogate: a str Python allows but UTF-8 (so JSON, so a save) cannot hold."""
    if value.isascii():
        return False
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def check_seat(value: object, players: int, what: str = "seat", allow_none: bool = False) -> None:
    """A seat is an int (not a bool) from 0 to players - 1."""
    if type(value) is int and 0 <= value < players or (allow_none and value is None):
        return
    if type(value) is not int:
        raise BadValue("bad-seat", f"a {what} is a whole number, not {shown(value)}")
    raise BadValue("bad-seat", f"{what} {shown(value)} is not at this table (0-{players - 1})")
