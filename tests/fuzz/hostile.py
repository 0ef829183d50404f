"""Hostile file contents and file kinds, shared by the fuzz tests.

Every loader of a file the game reads at start is fed these; the tests assert that no exception
escapes, that the problem is said in one sentence, and that the defaults (or the previous
generation) are used. A `deadline` guards each call, so a loader that blocks (a named pipe) fails
the test instead of hanging the suite.
"""

from __future__ import annotations

import contextlib
import os
import random
import signal
from collections.abc import Iterator
from pathlib import Path

from hypothesis import strategies as st

# Texts that broke, or could break, a parser: depth, size of numbers, encodings, constants.
JSON_TEXTS: dict[str, bytes] = {
    "nested-200k": b"[" * 200_000 + b"]" * 200_000,
    "nested-objects": b'{"a":' * 100_000 + b"1" + b"}" * 100_000,
    "unclosed": b"[" * 200_000,
    "int-5000-digits": b"9" * 5000,
    "int-in-object": b'{"volume": ' + b"7" * 5000 + b"}",
    "float-huge": b"1e999999",
    "nan": b'{"volume": NaN}',
    "infinity": b"[Infinity]",
    "lone-surrogate": b'{"name": "\\ud800"}',
    "nul": b'{"name": "a\\u0000b"}',
    "latin1": "{\"name\": \"Zo\u00e9\"}".encode("latin-1"),
    "utf16": '{"a": 1}'.encode("utf-16"),
    "empty": b"",
    "spaces": b"   \n\t ",
    "null": b"null",
    "list": b"[1, 2, 3]",
    "string": b'"hello"',
    "number": b"42",
    "truncated": b'{"version": 2, "sha256": "ab',
    "binary": bytes(random.Random(7).getrandbits(8) for _ in range(4096)),
    "zeros": b"\x00" * 1024,
}

TOML_TEXTS: dict[str, str] = {
    "nested-arrays": "a = " + "[" * 200_000 + "]" * 200_000,
    "nested-inline": "a = " + "{b = " * 50_000 + "1" + "}" * 50_000,
    "int-5000-digits": "pin = " + "1" * 5000,
    "int-4000-digits": "volume_cap = " + "1" * 4000,
    "malformed": "kiosk = [",
    "duplicate": "kiosk = true\nkiosk = false",
    "binary": "\x00\x01\x02 = \x03",
    "inf": "volume_cap = inf",
    "nan": "still_playing_after_min = nan",
    "table": "[kiosk]\nvalue = true",
    "date": "default_players = 1979-05-27",
    "empty": "",
}

# A value of each wrong type for any key: the per-key fuzz tries every one.
WRONG_VALUES: list[object] = [None, True, False, 0, -1, 10**9, -(10**9), 10**40, 1.5, float("inf"), "", "x",
                              "\x00", "9" * 300, [], ["odyssey"], [["odyssey"]], {}, {"a": 1}, [None] * 3]

# Arbitrary JSON-like values (what json/tomllib can hand a loader), small enough to be quick.
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) |
    st.text(st.characters(codec="utf-8"), max_size=20),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=12), inner, max_size=5),
    max_leaves=20,
)

# Any text at all, lone surrogates and control characters included.
any_text = st.text(st.characters(exclude_categories=()), max_size=60)


@contextlib.contextmanager
def deadline(seconds: float) -> Iterator[None]:
    """Fail (TimeoutError) instead of hanging if the block has not finished in time."""

    def expired(signum, frame):
        raise TimeoutError(f"still running after {seconds} s (blocked on a pipe?)")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def make_special(path: Path, kind: str) -> None:
    """Put a hostile non-file at `path`: a named pipe, a symlink loop, a device, a folder, a dangling link."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "loop":
        path.symlink_to(path.name)
    elif kind == "device":
        path.symlink_to("/dev/zero")
    elif kind == "folder":
        path.mkdir()
    elif kind == "dangling":
        path.symlink_to(path.parent / "no-such-file")
    else:
        raise ValueError(kind)


SPECIAL_KINDS = ["fifo", "loop", "device", "folder", "dangling"]


def one_sentence(message: str) -> bool:
    """A problem as the game reports it: one line of text, not a traceback."""
    return bool(message) and "\n" not in message and "Traceback" not in message and len(message) < 600
