"""Reading the small files the game trusts least (saves, settings, history, operator.toml,
deck.toml, cards.json) without letting one of them stop the game.

Only regular files are opened: a named pipe would block the first read forever, a device file
(/dev/zero) never ends, a symlink loop raises. Every file has a size cap, and the parsers'
sharp edges (deep nesting, 5,000-digit numbers, NaN, bad UTF-8) become one `BadFile` whose
message is a sentence fragment a person can read ("it is a named pipe, not a file"). The fragment
keeps its English template and values, so the screens translate it (`tr`, `Message.of`).
"""

from __future__ import annotations

import errno
import os
import stat
import tomllib
from pathlib import Path
from typing import Any

from .engine.safejson import BadJSON
from .engine.safejson import loads as json_loads
from .i18n import Message, TemplatedError


class BadFile(TemplatedError, ValueError):
    """The file cannot be used; str() says why ("it is larger than 65536 bytes")."""


class _Missing:
    def __repr__(self) -> str:
        return "MISSING"


MISSING = _Missing()  # what read_json/read_toml return when there is no file (JSON null is None)


def kind_of(mode: int) -> str:
    """What a non-regular file is, in words."""
    if stat.S_ISDIR(mode):
        return Message("a folder")
    if stat.S_ISFIFO(mode):
        return Message("a named pipe (FIFO)")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return Message("a device file")
    if stat.S_ISSOCK(mode):
        return Message("a socket")
    if stat.S_ISLNK(mode):
        return Message("a symbolic link")
    return Message("not a regular file")


def _os_reason(e: OSError) -> Message:
    if e.errno == errno.ELOOP:
        return Message("it is a symbolic link loop")
    if e.errno == errno.EACCES or e.errno == errno.EPERM:
        return Message("permission denied")
    return Message("it cannot be read ({error})", error=e.strerror or e)  # the system's words stay as they are


def regular_stat(path: Path) -> os.stat_result | None:
    """stat() of a regular file; None if nothing is there; BadFile for anything else."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        try:
            os.lstat(path)
        except FileNotFoundError:
            return None
        except OSError:
            pass
        raise BadFile("it is a symbolic link to nothing") from None
    except OSError as e:
        raise BadFile(_os_reason(e)) from None
    if not stat.S_ISREG(st.st_mode):
        raise BadFile("it is {kind}, not a file", kind=kind_of(st.st_mode))
    return st


def read_bytes(path: Path, max_bytes: int) -> bytes | None:
    """The whole file, or None if there is none; BadFile if it is not a regular file or too big."""
    st = regular_stat(path)
    if st is None:
        return None
    if st.st_size > max_bytes:
        raise BadFile("it is larger than {n} bytes", n=max_bytes)
    try:
        # O_NONBLOCK: should the path have become a pipe since the stat, open and read return at once.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        return None
    except OSError as e:
        raise BadFile(_os_reason(e)) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise BadFile("it is not a regular file")
        chunks: list[bytes] = []
        size = 0
        while size <= max_bytes:
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except BlockingIOError:
        raise BadFile("it is not a regular file") from None
    except OSError as e:
        raise BadFile(_os_reason(e)) from None
    finally:
        os.close(fd)
    if size > max_bytes:
        raise BadFile("it is larger than {n} bytes", n=max_bytes)
    return b"".join(chunks)


def read_text(path: Path, max_bytes: int) -> str | None:
    data = read_bytes(path, max_bytes)
    if data is None:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise BadFile("it is not UTF-8 text") from None


def read_json(path: Path, max_bytes: int) -> Any:
    """Parsed JSON (MISSING if there is no file); depth, digits, NaN and surrogates are BadFile."""
    data = read_bytes(path, max_bytes)
    if data is None:
        return MISSING
    if not data.strip():
        raise BadFile("it is empty")
    try:
        return json_loads(data)
    except BadJSON as e:
        if e.template == "not valid JSON ({error})":  # the parser's own words
            raise BadFile("it is not valid JSON ({error})", **e.values) from None
        raise BadFile("it is not valid JSON: {why}", why=Message.of(e)) from None


def read_toml(path: Path, max_bytes: int) -> dict[str, Any] | _Missing:
    """Parsed TOML (MISSING if there is no file)."""
    text = read_text(path, max_bytes)
    if text is None:
        return MISSING
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise BadFile("it is not valid TOML ({error})", error=str(e)) from None  # the parser's own words
    except RecursionError:
        raise BadFile("it is not valid TOML (nested too deeply)") from None
    except ValueError as e:  # e.g. an integer over Python's 4,300-digit limit
        raise BadFile("it is not valid TOML ({error})", error=str(e)[:80]) from None


def inside(path: Path, folder: Path) -> Path:
    """`path` with every link resolved, if it lies inside `folder` (resolved); else BadFile."""
    root = folder.resolve()
    loose = Path(os.path.realpath(path))  # where it points, even if nothing is there
    if loose != root and root not in loose.parents:
        raise BadFile("it lies outside the deck folder")
    try:
        real = path.resolve(strict=True)
    except FileNotFoundError:
        if path.is_symlink():
            raise BadFile("it is a symbolic link to nothing") from None
        raise BadFile("it does not exist") from None
    except (OSError, RuntimeError) as e:  # RuntimeError: a symlink loop on older Pythons
        raise BadFile(_os_reason(e) if isinstance(e, OSError) else Message("it is a symbolic link loop")) from None
    if real != root and root not in real.parents:
        raise BadFile("it lies outside the deck folder")
    return real
