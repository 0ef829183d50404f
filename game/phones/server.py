"""The phone web server: aiohttp in its own thread with its own asyncio loop.

Serves a fixed list of files (the page, its script and style, the bundled font: looked up in a
dict, so no path from a request ever reaches the file system: no traversal, no listing), card
pictures by id, and one WebSocket per phone at /ws. Every request's Host header must be an IP
literal or localhost (DNS rebinding); a WebSocket's Origin, when present, must be that same host.
Each connection has a token bucket: a flood gets a clear error and is dropped, then closed. Each
address may hold a few connections at once and send a few wrong room codes (guard.py). No response
names the server's software or its versions (`Server: Oneira`).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import threading
import time
from typing import Any, cast
from urllib.parse import urlsplit

from aiohttp import WSMsgType, web, web_response

from assets import ROOT as ASSETS

from .conn import Conn, Endpoint
from .guard import address_key
from .net import DEFAULT_PORT, host_allowed, lan_address
from .protocol import PALETTE, error_message
from .upload_http import UploadRoutes
from .words import WEB, Say, language_of, page_html, words_for

STATIC = {  # URL path -> (file, content type, cache seconds)
    "/": (WEB / "index.html", "text/html; charset=utf-8", 0),
    "/app.js": (WEB / "app.js", "text/javascript; charset=utf-8", 0),
    "/style.css": (WEB / "style.css", "text/css; charset=utf-8", 0),
    "/icon.svg": (WEB / "icon.svg", "image/svg+xml", 86400),
    "/font/comfortaa.ttf": (ASSETS / "fonts" / "Comfortaa-Regular.ttf", "font/ttf", 31536000),
    "/font/comfortaa-bold.ttf": (ASSETS / "fonts" / "Comfortaa-Bold.ttf", "font/ttf", 31536000),
}
WS_FRAME_LIMIT = 64 * 1024  # aiohttp closes the socket (1009) above this; our own cap (4 KB) answers below it
RATE = 8.0  # messages per second, sustained
BURST = 16
FLOOD_CLOSE = 200  # dropped messages in a row before the connection is closed
HEARTBEAT = 10.0  # seconds between pings: a phone that vanished is noticed within ~20 s
SHUTDOWN = 0.5
HELD_MAX_S = 0.1  # seconds a held call may wait for its thread's release() (PhoneServer.hold)
YIELD_S = 0.006  # seconds a send may wait for the game's frame to end (PhoneServer.frame_begins)
SERVER_NAME = "Oneira"  # the Server header: no Python or aiohttp version to look up weaknesses by
# aiohttp's own answers to unreadable requests (400 before any handler runs) take its default
# header, which names both versions; the phone server is the only aiohttp server in the game.
web_response.SERVER_SOFTWARE = SERVER_NAME

log = logging.getLogger("oneira.phones")


class Bucket:
    """Token bucket: `take()` is False when the connection sends faster than RATE (after BURST)."""

    def __init__(self, rate: float = RATE, burst: float = BURST) -> None:
        self.rate, self.burst = rate, burst
        self.level = burst
        self.at = time.monotonic()
        self.dropped = 0
        self.warned = 0.0

    def take(self) -> bool:
        now = time.monotonic()
        self.level = min(self.burst, self.level + (now - self.at) * self.rate)
        self.at = now
        if self.level >= 1:
            self.level -= 1
            self.dropped = 0
            return True
        self.dropped += 1
        return False


def _security_headers(host: str) -> dict[str, str]:
    return {
        "Content-Security-Policy": (f"default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
                                    f"font-src 'self'; connect-src 'self' ws://{host}; base-uri 'none'; "
                                    f"form-action 'none'; frame-ancestors 'none'"),
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "no-referrer",
        "X-Frame-Options": "DENY",
    }


async def _no_banner(request: web.BaseRequest, response: web.StreamResponse) -> None:
    """Every response of the app (the WebSocket handshake too) says only the game's name."""
    response.headers["Server"] = SERVER_NAME


def _run_all(calls: list[tuple[Any, tuple[Any, ...]]]) -> None:
    for fn, args in calls:
        try:
            fn(*args)
        except Exception:  # one failed send must not lose the calls after it
            log.exception("phone server: a call from the game failed")


class PhoneServer:
    def __init__(self, hub: Endpoint) -> None:
        self.hub = hub
        self.host = ""
        self.port = 0
        self.loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self._runner: web.AppRunner | None = None
        self._sockets: set[web.WebSocketResponse] = set()
        self._stopping: asyncio.Event | None = None
        self._files: dict[str, tuple[bytes, str, int]] = {}
        self._holder: int | None = None  # the thread whose calls wait for release() (the game loop)
        self._held: list[tuple[Any, tuple[Any, ...]]] = []  # its calls since the last release, in order
        self._held_last: list[tuple[Any, tuple[Any, ...]]] = []  # and those to run after them (call(last=True))
        self._held_at = 0.0  # time.monotonic() of the oldest held call
        self._held_lock = threading.Lock()
        self.between_frames = threading.Event()  # clear while the holder draws a frame (frame_begins)
        self.between_frames.set()
        self._frame_at = 0.0  # time.monotonic() when the holder's frame began

    # --- life -----------------------------------------------------------------------------------
    def start(self, host: str | None, port: int | None) -> None:
        for path, (file, kind, cache) in STATIC.items():
            data = file.read_bytes()
            if path == "/app.js":  # the TV's palette, so page and TV never disagree about colours
                data = data.replace(b"__PALETTE__", json.dumps([list(c) for c in PALETTE]).encode())
            self._files[path] = (data, kind, cache)
        self.host = host or lan_address()
        ports = [port] if port is not None else [DEFAULT_PORT, 0]
        self._thread = threading.Thread(target=self._run, args=(ports,), name="oneira-phones", daemon=True)
        self._thread.start()
        self._ready.wait(10)
        if self._error is not None:
            self._thread.join(2)
            raise self._error
        if not self._ready.is_set():
            raise OSError("the phone server did not start")

    def stop(self, timeout: float = 3.0) -> None:
        loop, thread = self.loop, self._thread
        if loop is None or thread is None:
            return
        self.release()  # the last notices (room changed, removed) go before the connections close
        if self._stopping is not None:
            with contextlib.suppress(RuntimeError):  # the loop already ended
                loop.call_soon_threadsafe(self._stopping.set)
        thread.join(timeout)

    def call(self, fn, *args: Any, last: bool = False) -> None:
        """Run fn(*args) in the server thread (thread-safe; a no-op once stopped). From the thread
        that called hold(), it runs at that thread's next release(), in order with its other calls;
        `last`: after all of them (the views, which show the latest state, after the notices)."""
        loop = self.loop
        if loop is None or loop.is_closed():
            return
        if self._holder is not None and threading.get_ident() == self._holder:
            with self._held_lock:
                if not self._held and not self._held_last:
                    self._held_at = time.monotonic()
                (self._held_last if last else self._held).append((fn, args))
            return
        with contextlib.suppress(RuntimeError):
            loop.call_soon_threadsafe(fn, *args)

    def hold(self, thread: int | None = None) -> None:
        """The calling thread's calls wait for its release(): the game loop releases them at the end
        of its frame, so the server's thread (views built and encoded, sockets written) wakes once
        then, not mid-frame, where each wake-up would make the frame wait for the interpreter.
        A held call is run anyway after HELD_MAX_S (a thread that stopped releasing)."""
        self._holder = thread if thread is not None else threading.get_ident()

    def frame_begins(self) -> None:
        """The holder starts a frame: until its release(), the sends of a burst (a view for 200
        audience phones) wait for the frame's end, a few ms at most (YIELD_S), rather than take the
        interpreter from it."""
        self._frame_at = time.monotonic()
        self.between_frames.clear()

    def _after_frame(self) -> None:
        """In the server thread, before a send: while the game draws a frame, wait for its end (at
        most YIELD_S; not for a frame that has run longer than YIELD_S: a load, not a frame)."""
        left = YIELD_S - (time.monotonic() - self._frame_at)
        if left > 0 and not self.between_frames.is_set():
            self.between_frames.wait(left)

    def release(self) -> None:
        """Hand the held calls over, in one wake-up of the server's thread (none if nothing is held)."""
        self.between_frames.set()
        with self._held_lock:
            held, self._held, self._held_last = self._held + self._held_last, [], []
        loop = self.loop
        if held and loop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(_run_all, held)

    def _sweep(self) -> None:
        """In the server thread, every HELD_MAX_S: held calls the holder has not released in that time."""
        loop = self.loop
        with self._held_lock:
            late = (self._held or self._held_last) and time.monotonic() - self._held_at >= HELD_MAX_S
            if late:
                held, self._held, self._held_last = self._held + self._held_last, [], []
            else:
                held = []
        if held:
            _run_all(held)
        if loop is not None and not loop.is_closed():
            loop.call_later(HELD_MAX_S, self._sweep)

    def _run(self, ports: list[int | None]) -> None:
        loop = asyncio.new_event_loop()
        self.loop = loop
        try:
            loop.run_until_complete(self._serve(ports))
        except BaseException as e:  # noqa: BLE001 - reported to start() or logged
            if not self._ready.is_set():
                self._error = e
            else:
                log.exception("phone server stopped")
        finally:
            self._ready.set()
            with contextlib.suppress(Exception):
                loop.run_until_complete(loop.shutdown_asyncgens())
            loop.close()

    async def _serve(self, ports: list[int | None]) -> None:
        self._stopping = asyncio.Event()
        app = web.Application(middlewares=[self._guard], client_max_size=8192)
        app.on_response_prepare.append(_no_banner)
        app.router.add_route("GET", "/ws", self._ws)
        app.router.add_route("GET", "/card", self._card)
        app.router.add_route("GET", "/words", self._words)
        app.router.add_route("GET", "/story", self._story)
        UploadRoutes(self.hub).add_to(app)  # pictures from phones (upload_http.py)
        app.router.add_route("*", "/{tail:.*}", self._static)
        runner = web.AppRunner(app, access_log=None, shutdown_timeout=SHUTDOWN)
        await runner.setup()
        self._runner = runner
        error: OSError | None = None
        for port in ports:
            site = web.TCPSite(runner, self.host, port)
            try:
                await site.start()
            except OSError as e:
                error = e
                continue
            # the port actually bound (port 0: chosen by the system); once started, the site's server is
            # an asyncio Server (aiohttp types it as maybe None)
            sock = cast(asyncio.Server, site._server).sockets[0]
            self.port = sock.getsockname()[1]
            break
        else:
            await runner.cleanup()
            code = error.errno if error is not None else None  # EADDRINUSE, EADDRNOTAVAIL...: the caller tells which
            raise OSError(code, f"the phone server cannot listen on {self.host} port {ports[-1]} ({error})")
        self._ready.set()
        asyncio.get_running_loop().call_later(HELD_MAX_S, self._sweep)
        await self._stopping.wait()
        for ws in list(self._sockets):
            with contextlib.suppress(Exception):
                await asyncio.wait_for(ws.close(code=1001, message=b"the TV stopped the phone server"), 0.3)
        await runner.cleanup()

    # --- HTTP -------------------------------------------------------------------------------------
    @web.middleware
    async def _guard(self, request: web.Request, handler):
        host = request.headers.get("Host", "")
        if not host_allowed(host):
            return web.Response(status=421, text=f"Open the address shown on the TV: http://{self.host}:{self.port}/")
        response = await handler(request)
        response.headers.update(_security_headers(host))
        return response

    async def _static(self, request: web.Request) -> web.StreamResponse:
        entry = self._files.get(request.path)
        if entry is None or request.method not in ("GET", "HEAD"):
            status = 404 if entry is None else 405
            return web.Response(status=status, text=f"Nothing here. Open http://{request.host}/ for the game.")
        data, kind, cache = entry
        headers = {"Cache-Control": f"public, max-age={cache}, immutable" if cache else "no-cache"}
        if request.path == "/":  # the first paint in the browser's language (the script does the rest)
            data = page_html(language_of(request.headers.get("Accept-Language", "")[:200]) or "en")
            headers["Vary"] = "Accept-Language"
        return web.Response(body=data, content_type=kind.split(";")[0], charset="utf-8" if "charset" in kind else None,
                            headers=headers)

    async def _words(self, request: web.Request) -> web.StreamResponse:
        """The page's texts in the first of the asked languages the game speaks (?lang=fr-FR,fr,en),
        from the gettext catalogue; 404 when it speaks none of them (the page keeps its words)."""
        code = language_of(request.query.get("lang", "")[:200])
        if code is None:
            return web.json_response({"lang": None}, status=404, headers={"Cache-Control": "no-cache"})
        return web.Response(body=words_for(code), content_type="application/json", charset="utf-8",
                            headers={"Cache-Control": "no-cache"})

    async def _card(self, request: web.Request) -> web.StreamResponse:
        card_id = request.query.get("id", "")
        if card_id and self.hub.cards.private(card_id):  # a user's picture: for this table's phones only
            address = address_key(request.transport.get_extra_info("peername") if request.transport else None)
            if not self.hub.table_key(request.query.get("key", ""), address):
                return web.Response(status=403, text="This card is for the phones at this table.")
        pic = await asyncio.get_running_loop().run_in_executor(None, self.hub.cards.get, card_id) if card_id else None
        if pic is None:
            return web.Response(status=404, text="No such card.")
        cache = "private" if self.hub.cards.private(card_id) else "public"  # a user's picture: no shared cache
        headers = {"Cache-Control": f"{cache}, max-age=604800, immutable", "ETag": pic.etag}
        if request.headers.get("If-None-Match") == pic.etag:
            return web.Response(status=304, headers=headers)
        return web.Response(body=pic.data, content_type=pic.content_type, headers=headers)

    async def _story(self, request: web.Request) -> web.StreamResponse:
        """The finished game's poster, for a phone of this table (its seat token): docs/phones.md."""
        status, png = self.hub.story_for(request.query.get("token", "")[:100])
        if png is None:
            why = "Only a phone seated at this table can save its story." if status == 403 else \
                "The story is ready when the game is over."
            return web.Response(status=status, text=why, headers={"Cache-Control": "no-store"})
        return web.Response(body=png, content_type="image/png", headers={
            "Cache-Control": "no-store", "Content-Disposition": 'attachment; filename="our-story.png"'})

    # --- WebSocket --------------------------------------------------------------------------------
    async def _ws(self, request: web.Request) -> web.StreamResponse:
        origin = request.headers.get("Origin")
        if origin is not None and urlsplit(origin).netloc.lower() != request.host.lower():
            return web.Response(status=403, text="This game only talks to its own page: open the address on the TV.")
        ws = web.WebSocketResponse(max_msg_size=WS_FRAME_LIMIT, heartbeat=HEARTBEAT, compress=False)
        address = address_key(request.transport.get_extra_info("peername") if request.transport else None)
        if not self.hub.guard.open(address, time.monotonic()):
            # a polite word the page can show, then closed (1008): one device never holds more
            await ws.prepare(request)
            with contextlib.suppress(Exception):
                await ws.send_str(json.dumps(error_message("too-many", Say("too-many-connections")),
                                             ensure_ascii=False, separators=(",", ":")))
                await asyncio.wait_for(ws.close(code=1008, message=b"too many connections from this address"), 1.0)
            return ws
        try:
            await ws.prepare(request)
        except BaseException:
            self.hub.guard.close(address)
            raise
        try:
            return await self._session(ws, address)
        finally:
            self.hub.guard.close(address)

    async def _session(self, ws: web.WebSocketResponse, address: str) -> web.StreamResponse:

        outbox: asyncio.Queue[str | None] = asyncio.Queue()
        closing: list[tuple[int, str]] = []

        def close(code: int, reason: str) -> None:
            closing.append((code, reason))
            outbox.put_nowait(None)

        conn = Conn(outbox.put_nowait, close)
        conn.address = address
        writer = asyncio.create_task(self._writer(ws, outbox, closing))
        self._sockets.add(ws)
        self.hub._on_open(conn)
        bucket = Bucket(*self.hub.rate) if self.hub.rate else Bucket()
        try:
            async for msg in ws:
                if closing:  # closing: drain what is still arriving until the close handshake ends
                    continue
                if msg.type == WSMsgType.TEXT or msg.type == WSMsgType.BINARY:
                    if not bucket.take():
                        now = time.monotonic()
                        if now - bucket.warned > 1.0:
                            bucket.warned = now
                            conn.send(error_message("flood", Say("flood")))
                        if bucket.dropped > FLOOD_CLOSE:
                            close(1008, "flood")
                        continue
                    if msg.type == WSMsgType.BINARY:
                        conn.send(error_message("bad-message", Say("binary")))
                        continue
                    self.hub._on_text(conn, msg.data)
                elif msg.type == WSMsgType.ERROR:
                    break
        finally:
            self._sockets.discard(ws)
            self.hub._on_close(conn)
            outbox.put_nowait(None)
            with contextlib.suppress(Exception):
                await asyncio.wait_for(writer, 1.0)
            if not ws.closed:
                with contextlib.suppress(Exception):
                    code, reason = closing[0] if closing else (1000, "")
                    await ws.close(code=code, message=reason.encode())
        return ws

    async def _writer(self, ws: web.WebSocketResponse, outbox: asyncio.Queue, closing: list) -> None:
        """Sends queued texts in order; None ends it (closing with the code asked for, if any)."""
        while True:
            text = await outbox.get()
            if text is None:
                if closing and not ws.closed:
                    code, reason = closing[0]
                    with contextlib.suppress(Exception):
                        await ws.close(code=code, message=reason.encode())
                return
            if ws.closed:
                return
            self._after_frame()
            try:
                await ws.send_str(text)
            except (ConnectionError, RuntimeError):
                return
