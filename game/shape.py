"""Shapes of the files the game reads: one small typed checker instead of scattered isinstance.

A shape is a callable `shape(value, where) -> value` that returns the value (possibly normalised,
e.g. a list as a tuple) or raises ShapeError naming where in the file and what was expected:

    SEAT = Record({"name": Text(1, 40), "colour": Int(0, 11)}, optional={"bot": Maybe(Choice(...))})
    SEAT({"name": "Ann", "colour": 10**9}, "seats[2]")  # ShapeError: seats[2].colour: must be ...

Two ways to use a Record: strictly (the whole value is refused: a save, a history entry), or
per key with `Record.lenient`, where each bad key falls back to its default and is reported
(settings, operator.toml, deck.toml). No pygame here; used by persist, deck and kiosk alike.

Every report is an English `Message` (logs and the JSON tools read the English), made of nested
Messages ("must be {describe}", describe "a whole number from {lo} to {hi}"), so the screens that
show it translate it whole with `tr()`. The file's own keys, values and paths are never translated.
"""

from __future__ import annotations

import difflib
import ipaddress
import math
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from .i18n import N_, Message

WHERE = N_("{where}: {what}")  # a nested place in the file ("seats[2].colour"), then what is wrong there


class ShapeError(ValueError):
    """A value of the wrong shape; str() is one readable sentence fragment: "where: what".

    `what` is a Message; the error keeps `template` and `values` too, so `tr(error)` says it in
    the players' language (`Message.of(error)` keeps it without the exception)."""

    def __init__(self, where: str, what: str, must: str = "") -> None:
        super().__init__(f"{where}: {what}" if where else what)
        self.where = where
        self.what = what
        self.must = must  # what the value must be, when that is the whole story
        if where:
            self.template, self.values = WHERE, {"where": where, "what": what}
        else:
            self.template = getattr(what, "template", str(what))
            self.values = dict(getattr(what, "values", None) or {})


def show(value: Any, limit: int = 40) -> str:
    """A short, safe repr for messages (huge numbers and long strings are cut, never raise)."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10 ** 30:
        return Message("a number with more than 30 digits")
    try:
        text = repr(value)
    except (ValueError, RecursionError):  # e.g. an int over Python's 4,300-digit str limit
        return Message("a {type}", type=type(value).__name__)
    text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _kind(value: Any) -> str:
    if value is None:
        return Message("nothing (null)")
    if isinstance(value, bool):
        return Message("{value} (a boolean)", value=str(value).lower())
    if isinstance(value, (list, tuple)):
        return Message("a list")
    if isinstance(value, dict):
        return Message("a table/object")
    return show(value)


def _or(options: list[str]) -> str:
    """"a or b or c", as nested Messages."""
    out = options[0]
    for option in options[1:]:
        out = Message("{first} or {second}", first=out, second=option)
    return out


class Shape:
    """Base: `describe` is what the value must be, used in messages ("a whole number from 0 to 11")."""

    describe: str = Message("a value")

    def __call__(self, value: Any, where: str = "") -> Any:  # pragma: no cover - abstract
        raise NotImplementedError

    def fail(self, value: Any, where: str) -> ShapeError:
        return ShapeError(where, Message("must be {describe}, not {kind}", describe=self.describe, kind=_kind(value)),
                          self.describe)


class AnyValue(Shape):
    describe = Message("any value")

    def __call__(self, value: Any, where: str = "") -> Any:
        return value


class Bool(Shape):
    describe = Message("true or false")

    def __call__(self, value: Any, where: str = "") -> bool:
        if not isinstance(value, bool):
            raise self.fail(value, where)
        return value


class Int(Shape):
    """A whole number (never a bool, never a float) within [lo, hi]."""

    def __init__(self, lo: int | None = None, hi: int | None = None) -> None:
        self.lo, self.hi = lo, hi
        self.describe = _range(True, lo, hi)

    def __call__(self, value: Any, where: str = "") -> int:
        if not isinstance(value, int) or isinstance(value, bool) or \
                (self.lo is not None and value < self.lo) or (self.hi is not None and value > self.hi):
            raise self.fail(value, where)
        return value


class Number(Shape):
    """An int or a finite float within [lo, hi]."""

    def __init__(self, lo: float | None = None, hi: float | None = None) -> None:
        self.lo, self.hi = lo, hi
        self.describe = _range(False, lo, hi)

    def __call__(self, value: Any, where: str = "") -> float | int:
        if not isinstance(value, (int, float)) or isinstance(value, bool) or \
                (isinstance(value, float) and not math.isfinite(value)) or \
                (self.lo is not None and value < self.lo) or (self.hi is not None and value > self.hi):
            raise self.fail(value, where)
        return value


class Text(Shape):
    """A string of min_len..max_len characters; `pattern` (a compiled regex) must match it whole."""

    def __init__(self, min_len: int = 0, max_len: int = 1000, pattern: Any = None, describe: str | None = None) -> None:
        self.min_len, self.max_len, self.pattern = min_len, max_len, pattern
        self.describe = describe or (
            Message("text of {min} to {max} characters", min=min_len, max=max_len) if min_len else
            Message("text of at most {max} characters", max=max_len))

    def __call__(self, value: Any, where: str = "") -> str:
        if not isinstance(value, str) or not self.min_len <= len(value) <= self.max_len:
            raise self.fail(value, where)
        if "\x00" in value or any(0xD800 <= ord(c) <= 0xDFFF for c in value):
            raise ShapeError(where, Message("holds a NUL or a lone surrogate, which is not text"))
        if self.pattern is not None and not self.pattern.fullmatch(value):
            raise self.fail(value, where)
        return value


class Port(Shape):
    """A TCP port a server may listen on: 0 (chosen automatically) or 1024-65535 (no root needed)."""

    describe = Message("0 (automatic) or a port number from 1024 to 65535")

    def __call__(self, value: Any, where: str = "") -> int:
        if not isinstance(value, int) or isinstance(value, bool) or not (value == 0 or 1024 <= value <= 65535):
            raise self.fail(value, where)
        return value


class IPAddress(Shape):
    """An IP address literal (IPv4 or IPv6, no name to look up); `empty` allows "" (automatic)."""

    def __init__(self, empty: bool = True) -> None:
        self.empty = empty
        self.describe = Message('"" (automatic) or an IP address such as "192.168.1.20"') if empty else \
            Message('an IP address such as "192.168.1.20"')

    def __call__(self, value: Any, where: str = "") -> str:
        if not isinstance(value, str) or len(value) > 45:
            raise self.fail(value, where)
        if value == "" and self.empty:
            return value
        try:
            ipaddress.ip_address(value)
        except ValueError:
            raise self.fail(value, where) from None
        return value


class Choice(Shape):
    """One of a fixed set of strings (rule set names, bot levels...)."""

    def __init__(self, choices: Iterable[str]) -> None:
        self.choices = tuple(choices)
        self.describe = Message("one of {choices}", choices=", ".join(self.choices))

    def __call__(self, value: Any, where: str = "") -> str:
        if not isinstance(value, str) or value not in self.choices:
            raise self.fail(value, where)
        return value


class Maybe(Shape):
    """The inner shape, or None (JSON null)."""

    def __init__(self, inner: Shape) -> None:
        self.inner = inner
        self.describe = Message("{describe} or null", describe=inner.describe)

    def __call__(self, value: Any, where: str = "") -> Any:
        return None if value is None else self.inner(value, where)


class Either(Shape):
    """The first of several shapes that accepts the value."""

    def __init__(self, *options: Shape) -> None:
        self.options = options
        self.describe = _or([o.describe for o in options])

    def __call__(self, value: Any, where: str = "") -> Any:
        for option in self.options:
            try:
                return option(value, where)
            except ShapeError:
                continue
        raise self.fail(value, where)


class ListOf(Shape):
    def __init__(self, item: Shape, min_len: int = 0, max_len: int = 10_000, unique: bool = False) -> None:
        self.item, self.min_len, self.max_len, self.unique = item, min_len, max_len, unique
        self.count = Message("{min} to {max}", min=min_len, max=max_len) if min_len else \
            Message("at most {max}", max=max_len)
        self.describe = Message("a list of {count} items, each {each}", count=self.count, each=item.describe)

    def __call__(self, value: Any, where: str = "") -> list:
        if not isinstance(value, list):
            raise self.fail(value, where)
        if not self.min_len <= len(value) <= self.max_len:
            raise ShapeError(where, Message("must have {count} items, not {n}", count=self.count, n=len(value)))
        out = [self.item(v, f"{where}[{i}]") for i, v in enumerate(value)]
        if self.unique and len({repr(v) for v in out}) != len(out):
            raise ShapeError(where, Message("lists the same item twice"))
        return out


class MapOf(Shape):
    """An object whose keys are all `key` (text) and whose values are all `value`."""

    def __init__(self, value: Shape, key: Shape | None = None, max_len: int = 1000) -> None:
        self.key, self.value, self.max_len = key or Text(0, 200), value, max_len
        self.describe = Message("a table of at most {max} entries, each {each}", max=max_len, each=value.describe)

    def __call__(self, value: Any, where: str = "") -> dict:
        if not isinstance(value, dict) or len(value) > self.max_len:
            raise self.fail(value, where)
        key_where = Message("{where} key", where=where)  # a key of the table itself is wrong, not its value
        return {self.key(k, key_where): self.value(v, _join(where, str(k)[:40])) for k, v in value.items()}


class Record(Shape):
    """An object with named fields: `required` ones must be there, `optional` ones may be.

    `rule(record, where)` checks what spans fields (seats match players...) and raises ShapeError.
    Unknown keys are refused unless `extra=True` (then they are dropped).
    """

    def __init__(self, required: Mapping[str, Shape], optional: Mapping[str, Shape] | None = None,
                 extra: bool = False, rule: Callable[[dict, str], None] | None = None,
                 describe: str | None = None) -> None:
        self.required = dict(required)
        self.optional = dict(optional or {})
        self.extra, self.rule = extra, rule
        self.describe = describe or Message("a table/object")

    def __call__(self, value: Any, where: str = "") -> dict:
        if not isinstance(value, dict):
            raise self.fail(value, where)
        out: dict[str, Any] = {}
        for key, shape in self.required.items():
            if key not in value:
                raise ShapeError(_join(where, key), Message("is missing"))
            out[key] = shape(value[key], _join(where, key))
        for key, shape in self.optional.items():
            if key in value:
                out[key] = shape(value[key], _join(where, key))
        if not self.extra:
            unknown = [k for k in value if k not in self.required and k not in self.optional]
            if unknown:
                raise ShapeError(where, Message("has an unknown key {key}", key=show(unknown[0])))
        if self.rule is not None:
            self.rule(out, where)
        return out

    def lenient(self, value: Any, defaults: Mapping[str, Any], label: str) -> tuple[dict[str, Any], list[str]]:
        """Key by key: a good key is kept, a bad or unknown one is reported and its default used.

        Messages read "<label>: '<key>' = <value> <what is wrong>; using <default>". `label` names
        the file ("settings", a Message to translate it). An unknown key that looks like a known one
        misspelt ("reduce_motion") is named as such: a typo is never silent.
        """
        out = dict(defaults)
        if not isinstance(value, dict):
            return out, [Message("{label}: the file is not a table of keys and values ({kind}); defaults are used",
                                 label=label, kind=_kind(value))]
        problems: list[str] = []
        shapes = {**self.required, **self.optional}
        for key, item in value.items():
            shape = shapes.get(key)
            if shape is None:
                meant = _typo_of(key, [k for k in shapes if k not in value])
                if meant is not None:  # the key the file surely meant keeps its default: say which
                    problems.append(Message("{label}: unknown key {key} (value {value}) ignored; did you mean "
                                            "'{meant}'? '{meant}' keeps its default {default}", label=label,
                                            key=show(key), value=show(item), meant=meant,
                                            default=show(defaults.get(meant))))
                else:
                    problems.append(Message("{label}: unknown key {key} (value {value}) ignored; known keys: {known}",
                                            label=label, key=show(key), value=show(item), known=", ".join(shapes)))
                continue
            try:
                out[key] = shape(item, "")
            except ShapeError as e:
                used = show(defaults.get(key))
                if e.must and not e.where:
                    problems.append(Message("{label}: '{key}' = {value} must be {describe}; using {default}",
                                            label=label, key=key, value=show(item), describe=e.must, default=used))
                else:
                    problems.append(Message("{label}: '{key}' = {value} is refused ({error}); using {default}",
                                            label=label, key=key, value=show(item), error=Message.of(e), default=used))
        return out, problems


def _typo_of(key: Any, known: list[str]) -> str | None:
    """The known key an unknown one is most likely a misspelling of ("reduce_motion"), if any."""
    if not isinstance(key, str) or len(key) > 100:
        return None
    close = difflib.get_close_matches(key.lower(), known, 1, 0.8)
    return close[0] if close else None


def _join(where: str, key: str) -> str:
    return f"{where}.{key}" if where else key


def _range(whole: bool, lo: float | None, hi: float | None) -> str:
    """"a whole number from 0 to 11", "a number of at least 0.5"... (one template each: French agrees them)."""
    low, high = (None if lo is None else f"{lo:g}"), (None if hi is None else f"{hi:g}")
    if whole:
        if low is not None and high is not None:
            return Message("a whole number from {lo} to {hi}", lo=low, hi=high)
        if low is not None:
            return Message("a whole number of at least {lo}", lo=low)
        if high is not None:
            return Message("a whole number of at most {hi}", hi=high)
        return Message("a whole number")
    if low is not None and high is not None:
        return Message("a number from {lo} to {hi}", lo=low, hi=high)
    if low is not None:
        return Message("a number of at least {lo}", lo=low)
    if high is not None:
        return Message("a number of at most {hi}", hi=high)
    return Message("a number")
