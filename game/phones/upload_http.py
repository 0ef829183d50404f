"""The HTTP side of "Our pictures" (uploads.py): a phone adds, lists, removes and describes its own
pictures with its seat token (header `X-Oneira-Token`); docs/phones.md, "Pictures from phones".

Every answer is JSON (`error` messages as on the WebSocket: `code`, `key`, `values`, `message`),
except `GET /upload/picture`, the TV's own JPEG of a picture for the page's thumbnails. A body is
read at most MAX_FILE bytes (the Content-Length is looked at first), only once the token and the
caps said yes; the slow part (decoding) runs in a worker thread, never on the server's loop.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import re
from typing import Any
from urllib.parse import urlsplit

from aiohttp import web

from . import protocol as P
from .conn import Endpoint
from .guard import address_key
from .uploads import (
    BURST,
    GAME_BYTES,
    GAME_COUNT,
    MAX_FILE,
    NOTE_MAX,
    PHONE_BYTES,
    PHONE_COUNT,
    RATE,
    UploadError,
)
from .words import Say

ID_RE = re.compile(r"^[0-9a-f]{32}$")
CHUNK = 256 << 10
INFLIGHT = 3  # uploads read or decoded at once, for the whole table (memory: 3 x 20 MB, one decode at a time)
LIMITS = {"file_bytes": MAX_FILE, "megapixels": 40, "phone_count": PHONE_COUNT, "phone_bytes": PHONE_BYTES,
          "game_count": GAME_COUNT, "game_bytes": GAME_BYTES, "per_second": RATE, "burst": BURST,
          "note_chars": NOTE_MAX, "types": ["image/jpeg", "image/png", "image/webp"]}


def _answer(body: dict[str, Any], status: int = 200) -> web.Response:
    return web.Response(status=status, body=json.dumps(body, ensure_ascii=False).encode(),
                        content_type="application/json", charset="utf-8", headers={"Cache-Control": "no-store"})


def _refuse(e: UploadError) -> web.Response:
    return _answer(e.wire(), e.status)


class UploadRoutes:
    def __init__(self, hub: Endpoint) -> None:
        self.hub = hub
        self.inflight = 0  # bodies being read or decoded now: each may hold 20 MB (and its decoding more)

    def add_to(self, app: web.Application) -> None:
        app.router.add_route("POST", "/upload", self.upload)
        app.router.add_route("GET", "/upload/mine", self.mine)
        app.router.add_route("POST", "/upload/remove", self.remove)
        app.router.add_route("POST", "/upload/note", self.note)
        app.router.add_route("GET", "/upload/picture", self.picture)

    def _who(self, request: web.Request) -> tuple[str, str]:
        """The phone asking, by its seat token; UploadError when it may not."""
        origin = request.headers.get("Origin")
        if origin is not None and urlsplit(origin).netloc.lower() != request.host.lower():
            raise UploadError("origin", Say("upload-token"), 403)
        if self.hub.gallery is None:
            raise UploadError("closed", Say("upload-closed"), 403)
        who = self.hub.uploader(request.headers.get("X-Oneira-Token", "")[:80])
        if who is None:
            raise UploadError("no-token", Say("upload-token"), 401)
        return who

    async def upload(self, request: web.Request) -> web.Response:
        try:
            phone, name = self._who(request)
            gallery = self.hub.gallery
            assert gallery is not None  # _who checked it
            length = request.content_length
            gallery.admit(phone, length or 0)
            if length is not None and length > MAX_FILE:
                raise UploadError("too-large", Say("upload-too-large", mb=MAX_FILE >> 20), 413)
            if self.inflight >= INFLIGHT:  # the whole table sends at once: the page tries again shortly
                raise UploadError("flood", Say("upload-flood"), 429)
            self.inflight += 1
            try:
                data = bytearray()
                while True:
                    chunk = await request.content.read(CHUNK)
                    if not chunk:
                        break
                    data += chunk
                    if len(data) > MAX_FILE:
                        raise UploadError("too-large", Say("upload-too-large", mb=MAX_FILE >> 20), 413)
                pic = await asyncio.get_running_loop().run_in_executor(None, gallery.add, phone, name, bytes(data))
            finally:
                self.inflight -= 1
        except UploadError as e:
            return _refuse(e)
        return _answer({"v": P.VERSION, "type": "picture", "id": pic.id, "note": pic.note}, 201)

    async def mine(self, request: web.Request) -> web.Response:
        try:
            phone, _name = self._who(request)
        except UploadError as e:
            if e.code == "closed":
                return _answer({"v": P.VERSION, "type": "pictures", "open": False, "pictures": [], "count": 0})
            return _refuse(e)
        gallery = self.hub.gallery
        assert gallery is not None
        return _answer({"v": P.VERSION, "type": "pictures", "open": gallery.open, "pictures": gallery.mine(phone),
                        "count": len(gallery), "limits": LIMITS})

    async def _json(self, request: web.Request) -> dict[str, Any]:
        try:
            body = await request.json()
        except (ValueError, web.HTTPException):
            raise UploadError("bad-json", Say("bad-json", reason="not JSON")) from None
        if not isinstance(body, dict) or not isinstance(body.get("id"), str) or not ID_RE.match(body["id"]):
            raise UploadError("bad-message", Say("upload-unknown"))
        return body

    async def remove(self, request: web.Request) -> web.Response:
        try:
            phone, _name = self._who(request)
            body = await self._json(request)
            assert self.hub.gallery is not None
            if not self.hub.gallery.remove(phone, body["id"]):
                raise UploadError("unknown", Say("upload-unknown"), 404)
        except UploadError as e:
            return _refuse(e)
        return _answer({"v": P.VERSION, "type": "removed", "id": body["id"]})

    async def note(self, request: web.Request) -> web.Response:
        try:
            phone, _name = self._who(request)
            body = await self._json(request)
            note = body.get("note")
            if not isinstance(note, str):
                raise UploadError("bad-message", Say("field-text", field="note"))
            assert self.hub.gallery is not None
            if not self.hub.gallery.describe(phone, body["id"], note):
                raise UploadError("unknown", Say("upload-unknown"), 404)
        except UploadError as e:
            return _refuse(e)
        return _answer({"v": P.VERSION, "type": "noted", "id": body["id"]})

    async def picture(self, request: web.Request) -> web.StreamResponse:
        """The TV's JPEG of a picture, for phones of this table (`key`: a seat token or the room code)."""
        address = address_key(request.transport.get_extra_info("peername") if request.transport else None)
        pid = request.query.get("id", "")
        gallery = self.hub.gallery
        if not self.hub.table_key(request.query.get("key", ""), address):
            return web.Response(status=403, text="This picture is for the phones at this table.")
        path = gallery.path_of(pid) if gallery is not None and ID_RE.match(pid) else None
        if path is None:
            return web.Response(status=404, text="No such picture.")
        try:
            data = await asyncio.get_running_loop().run_in_executor(None, path.read_bytes)
        except OSError:
            return web.Response(status=404, text="No such picture.")
        etag = '"' + hashlib.sha256(data).hexdigest()[:24] + '"'
        return web.Response(body=data, content_type="image/jpeg",
                            headers={"Cache-Control": "private, max-age=3600", "ETag": etag})
