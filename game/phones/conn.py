"""One phone connection as the hub sees it, and what the server needs from the hub.

Kept apart from hub.py and server.py so that neither imports the other: the hub starts a server
(server.py) and the server talks back to the hub only through `Endpoint`.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, Protocol

from .cards import CardFiles
from .guard import Guard
from .uploads import Gallery


class Endpoint(Protocol):
    """The hub, as the server thread calls it."""

    cards: CardFiles
    rate: tuple[float, float] | None
    guard: Guard  # per-address limits (the server counts connections, the hub wrong room codes)

    def story_for(self, token: str) -> tuple[int, bytes | None]: ...
    gallery: Gallery | None  # "Our pictures" (uploads.py), None while uploads are off

    def uploader(self, token: str) -> tuple[str, str] | None: ...
    def table_key(self, key: str, address: str) -> bool: ...
    def _on_open(self, conn: Conn) -> None: ...
    def _on_close(self, conn: Conn) -> None: ...
    def _on_text(self, conn: Conn, raw: str | bytes) -> None: ...


class Conn:
    """One WebSocket as the hub sees it (the server fills in `send` and `close`)."""

    def __init__(self, send: Callable[[str], None], close: Callable[[int, str], None]) -> None:
        self.send_text = send
        self.close = close
        self.address = "?"  # the peer's address (guard.address_key): the limits of guard.py apply to it
        self.phone: Any = None  # the hub's record of the phone on this connection, once known
        self.watcher: Any = None  # or its audience record (crowd.py)
        self.room_ok = False
        self.last_seq = -1
        self.bad_tokens = 0
        self.last_state = ""  # the last state/lobby text sent, so unchanged views are not resent

    def send(self, msg: dict[str, Any]) -> None:
        self.send_text(json.dumps(msg, ensure_ascii=False, separators=(",", ":")))
