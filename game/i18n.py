"""The language the game speaks: standard gettext catalogues shipped in game/locale, switchable
while the game runs (Settings), chosen at start from `--lang`, operator.toml, the saved setting
or the system locale.

Text shown to players is marked three ways, all found by the catalogue tools (game/locale/catalog.py):
- `_("Settings")` translates now (scenes call it while drawing, so a language change shows at once);
- `N_("orange")` only marks: the text is translated later with `_()` (tables built at import time);
- `Message("{file} is unusable", file=...)` is an English str that remembers its template, so a
  notice made in a lower layer (a bad settings file, a skipped picture) is translated where it is shown
  with `tr()`, while logs and the JSON tools keep the English.
Engine refusals carry `template` and `values` the same way (the engine imports no gettext); `tr()`
translates them too.

Until `set_language` is called the game speaks English, so command-line tools stay English
whatever the system locale (their output is a contract).
"""

from __future__ import annotations

import gettext
import locale
import os
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any

DOMAIN = "oneira"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
# Each language named in itself, as a language menu shows it.
LANGUAGES: dict[str, str] = {"en": "English", "fr": "Français"}
SOURCE = "en"  # the language of the msgids

_active: dict[str, Any] = {"code": SOURCE, "tr": gettext.NullTranslations(), "generation": 0}


@lru_cache(maxsize=8)
def translations(code: str) -> gettext.NullTranslations:
    """The compiled catalogue of a language (English: the msgids themselves)."""
    if code == SOURCE:
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, str(LOCALE_DIR), languages=[code], fallback=True)


def set_language(code: str) -> None:
    """Switch every later `_()` to `code` (a key of LANGUAGES); unknown codes raise ValueError."""
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r} (known: {', '.join(LANGUAGES)})")
    if code != _active["code"]:
        _active.update(code=code, tr=translations(code), generation=_active["generation"] + 1)


def language() -> str:
    return _active["code"]


def generation() -> int:
    """Bumped by every language change: screens that made text ahead of drawing rebuild it."""
    return _active["generation"]


def _(message: str) -> str:
    # gettext("") would return the catalogue's header
    return _active["tr"].gettext(message) if message else message


def N_(message: str) -> str:
    """Mark for translation without translating (gettext_noop)."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    return _active["tr"].ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """A short word whose translation depends on where it is used ("on" a setting, "on" a deck)."""
    return _active["tr"].pgettext(context, message)


DECIMAL_COMMA = {"fr"}  # languages that write 0,5 rather than 0.5


def decimal(value: float, spec: str = "g") -> str:
    """A number with the language's decimal mark (`spec` as in format())."""
    out = format(value, spec)
    return out.replace(".", ",") if _active["code"] in DECIMAL_COMMA else out


class Message(str):
    """English text that remembers its template and values, so it can be translated where it is shown."""

    template: str
    values: dict[str, Any]

    def __new__(cls, template: str, **values: Any) -> Message:
        self = super().__new__(cls, template.format(**values) if values else template)
        self.template = template
        self.values = values
        return self

    @classmethod
    def of(cls, reason: object) -> str:
        """A reason that keeps its template (an exception such as BadFile, ShapeError, BadImage) as a
        Message, so a notice can hold it without the exception; any other text as plain str."""
        if isinstance(reason, Message):
            return reason
        template = getattr(reason, "template", None)
        if template is None:
            return str(reason)
        return cls(template, **(getattr(reason, "values", None) or {}))


class TemplatedError(Exception):
    """An error whose message is an English template and its values (or a Message), kept apart so a
    screen can say it in the players' language with `tr`; str() is the English sentence."""

    def __init__(self, template: str, **values: Any) -> None:
        if isinstance(template, Message) and not values:
            values = template.values
            template = template.template
        self.template = template
        self.values = values
        super().__init__(template.format(**values) if values else template)


def tr(text: object) -> str:
    """A Message, an engine refusal (anything with `template` and `values`) or a plain msgid, translated.

    A translation that does not fit its values (a catalogue mistake) falls back to the English.
    Plain strings go through `_()`: pass only text that is meant to be a msgid, never a player's name."""
    template = getattr(text, "template", None)
    if template is None:
        return _(str(text))
    values: Mapping[str, Any] = getattr(text, "values", None) or {}
    # a value that is itself a Message or a refusal (a rule set's title, a nested reason) is translated too
    values = {k: tr(v) if getattr(v, "template", None) is not None else v for k, v in values.items()}
    try:
        out = _(template).format(**values) if values else _(template)
    except (KeyError, IndexError, ValueError):
        return str(text)
    player = getattr(text, "player", None)  # an engine refusal names the player, first if not in it
    if player and player not in out:
        out = _("{player}: {message}").format(player=player, message=out)
    return out


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """"fr" when the locale for messages is French (LC_ALL, then LC_MESSAGES, then LANG), else "en"."""
    env = os.environ if environ is None else environ
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var, "")
        if value:
            return _code_of(value)
    if environ is None:  # Windows and others without the variables
        try:
            return _code_of(locale.getlocale()[0] or "")
        except ValueError:
            return SOURCE
    return SOURCE


def _code_of(name: str) -> str:
    name = name.lower()
    return "fr" if name.startswith(("fr", "french")) else SOURCE


def resolve(cli: str | None = None, operator: str | None = None, setting: str | None = None,
            environ: Mapping[str, str] | None = None) -> str:
    """The language to start in: `--lang`, else operator.toml's `language`, else the player's
    choice in Settings, else the system locale. Empty or unknown values are skipped."""
    for code in (cli, operator, setting):
        if code in LANGUAGES:
            return code
    return system_language(environ)
