"""JSON from untrusted sources (stdin rounds, save files, phone messages) without Python's sharp edges.

`json.loads` raises RecursionError on deeply nested brackets, ValueError on integers over 4,300
digits, and accepts NaN/Infinity. Here every such input is one `BadJSON` (a ValueError) with a
sentence a person can read, so callers need a single `except` and never see a traceback.
"""

from __future__ import annotations

import json
from typing import Any

MAX_DEPTH = 64
MAX_INT_DIGITS = 100


class BadJSON(ValueError):
    """The text is not JSON we accept; the message says why in one sentence.

    Like an engine refusal it keeps its English `template` and `values` (the engine imports no
    gettext), so a screen can translate it; str() is the English."""

    def __init__(self, template: str, **values: Any) -> None:
        self.template = template
        self.values = values
        super().__init__(template.format(**values) if values else template)


def _nesting_depth(text: str) -> int:
    """Deepest bracket nesting outside strings (a linear scan, no recursion)."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
        elif ch in "]}":
            depth -= 1
    return deepest


def _parse_int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_INT_DIGITS:
        raise BadJSON("a number has more than {n} digits", n=MAX_INT_DIGITS)
    return int(digits)


def _parse_float(text: str) -> float:
    if len(text) > MAX_INT_DIGITS * 4:
        raise BadJSON("a number is too long")
    value = float(text)
    if value != value or value in (float("inf"), float("-inf")):
        raise BadJSON("a number is out of range")
    return value


def _reject_constant(name: str) -> Any:
    raise BadJSON("{name} is not a number JSON allows", name=name)


def loads(data: str | bytes, *, max_depth: int = MAX_DEPTH, max_bytes: int | None = None) -> Any:
    """Parse JSON text, raising BadJSON (never RecursionError or a bare ValueError) when it is bad."""
    if isinstance(data, bytes | bytearray):
        if max_bytes is not None and len(data) > max_bytes:
            raise BadJSON("the text is larger than {n} bytes", n=max_bytes)
        try:
            data = bytes(data).decode("utf-8")
        except UnicodeDecodeError as exc:
            raise BadJSON("the text is not UTF-8") from exc
    elif not isinstance(data, str):
        raise BadJSON("the input is not text")
    elif max_bytes is not None and len(data) > max_bytes:
        raise BadJSON("the text is larger than {n} bytes", n=max_bytes)
    if _nesting_depth(data) > max_depth:
        raise BadJSON("the text is nested more than {n} levels deep", n=max_depth)
    try:
        value = json.loads(data, parse_int=_parse_int, parse_float=_parse_float,
                           parse_constant=_reject_constant)
        if "\\u" in data:  # an escaped lone surrogate would make a str that cannot be written back
            json.dumps(value, ensure_ascii=False).encode("utf-8")
        return value
    except UnicodeEncodeError as exc:
        raise BadJSON("the text holds a lone surrogate, which is not a character") from exc
    except BadJSON:
        raise
    except RecursionError as exc:  # belt and braces: the depth scan should have caught it
        raise BadJSON("the text is nested too deeply") from exc
    except ValueError as exc:
        raise BadJSON("not valid JSON ({error})", error=str(exc)) from exc  # the parser's own words
