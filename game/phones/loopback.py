"""Stand-in phones on the loopback address, for the tests, the screenshot tour and the bench:
real WebSocket clients (aiohttp) in a thread of their own, while the TV's loop runs in the
caller's thread as in the game. Each phone plays whatever its own view asks it to do, like a
person tapping on the page (after `think` seconds), and reconnects with its token when its
connection drops (as the page does). Only ever pointed at the game's own server."""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import random
import threading
import time
from typing import Any

import aiohttp


def own_addresses(base_url: str) -> bool:
    """Whether stand-in phones can each use an address of their own: the server is on 127.0.0.1
    (the whole 127.0.0.0/8 block is the loopback on Linux and Windows)."""
    return base_url.startswith("http://127.0.0.1:")


class PhoneClient:
    def __init__(self, name: str, colour: int, seed: int, think: float = 0.0) -> None:
        self.name, self.colour = name, colour
        self.think = think  # seconds before acting (0: at once)
        self.rng = random.Random(seed)
        self.token: str | None = None
        self.states: list[dict[str, Any]] = []
        self.errors: list[dict[str, Any]] = []
        self.lobbies: list[dict[str, Any]] = []
        self.notices: list[dict[str, Any]] = []
        self.acted: list[dict[str, Any]] = []
        self.seq = 0
        self.done_steps: set[str] = set()
        self.ws: aiohttp.ClientWebSocketResponse | None = None
        self.paused = False  # True: the phone is "locked" and does not act

    def todo_action(self, state: dict[str, Any]) -> dict[str, Any] | None:
        todo = state.get("todo")
        if not todo or state["step"] in self.done_steps or self.paused:
            return None
        hand = state.get("hand") or []
        kind = todo["kind"]
        if kind == "tell":
            return {"type": "tell", "card": self.rng.choice(hand), "clue": f"{self.name}'s dream"}
        if kind == "clue":
            return {"type": "clue", "clue": f"{self.name}'s party"}
        if kind == "submit":
            return {"type": "submit", "cards": self.rng.sample(hand, todo["count"])}
        if kind == "vote":
            allowed = list(todo["allowed"])
            picks = self.rng.sample(allowed, min(len(allowed), self.rng.choice(range(1, todo["max"] + 1))))
            action: dict[str, Any] = {"type": "vote", "positions": picks}
            if todo.get("trap"):
                action["trap"] = self.rng.randint(1, len(state["display"]))
            return action
        return None


class Watcher:
    """An audience phone (docs/phones.md, The audience), and what it measured."""

    def __init__(self, name: str, seed: int) -> None:
        self.name = name
        self.rng = random.Random(seed)
        self.token: str | None = None
        self.phone: str | None = None
        self.public: dict[str, Any] | None = None
        self.you: dict[str, Any] | None = None
        self.joined_ms: float | None = None  # connect -> first public view
        self.guessed: set[int] = set()
        self.sent: dict[int, float] = {}  # turn -> time.perf_counter() its guess was sent
        self.received = 0
        self.said: list[dict[str, Any]] = []  # notices and errors, in order
        self.closed: int | None = None  # the close code, once the TV closed it


class Phones:
    """Phones in a background thread: `add()` them, then they play by themselves until `close()`."""

    def __init__(self, base_url: str, room: str, think: float = 0.0, one_address: bool = False) -> None:
        """`base_url` on 127.0.0.1: each phone connects from its own loopback address, unless
        `one_address` (every phone from 127.0.0.1, as one machine running a script would)."""
        self.base, self.room = base_url, room
        self.think = think
        self.clients: list[PhoneClient] = []
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True, name="test-phones")
        self.thread.start()
        self.http: aiohttp.ClientSession | None = None
        self.tasks: list[concurrent.futures.Future[None]] = []
        self.watchers: list[Watcher] = []
        self.online: dict[str, bool] = {}
        # each phone from its own loopback address (127.0.0.2, .3, ...), as each real phone has its own
        # on a LAN: the TV seats one phone per address at once (more only with its welcome)
        self.own_addresses = own_addresses(base_url) and not one_address
        self._sessions: dict[str, aiohttp.ClientSession] = {}

    def call(self, coro, timeout: float = 10.0):
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    def add(self, name: str, colour: int, token: str | None = None) -> PhoneClient:
        """A phone that joins with its name and colour; with `token`, a phone that already has a seat
        (its page kept the token) and says hello with it, as after the TV restarted."""
        client = PhoneClient(name, colour, seed=len(self.clients) + 1, think=self.think)
        client.token = token
        self.clients.append(client)
        self.online[name] = True
        self.tasks.append(asyncio.run_coroutine_threadsafe(self._run(client), self.loop))
        return client

    async def _session(self, c: PhoneClient | None = None) -> aiohttp.ClientSession:
        if c is not None and self.own_addresses:
            k = self.clients.index(c)
            address = f"127.0.0.{2 + k % 250}"
            found = self._sessions.get(address)
            if found is None:
                found = self._sessions[address] = aiohttp.ClientSession(
                    connector=aiohttp.TCPConnector(local_addr=(address, 0)))
            return found
        if self.http is None:
            self.http = aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0))  # 200 watchers: no cap of 100
        return self.http

    def watch(self, name: str) -> Watcher:
        """An audience phone: it watches the public view and guesses a card whenever the room may."""
        w = Watcher(name, seed=len(self.watchers) + 1)
        self.watchers.append(w)
        self.tasks.append(asyncio.run_coroutine_threadsafe(self._watch(w), self.loop))
        return w

    async def _watch(self, w: Watcher) -> None:
        http = await self._session()
        t0 = time.perf_counter()
        async with http.ws_connect(self.base + "ws") as ws:
            await ws.send_str(json.dumps({"v": 1, "type": "hello", "room": self.room}))
            await ws.send_str(json.dumps({"v": 1, "type": "watch", "room": self.room, "name": w.name}))
            async for msg in ws:
                if msg.type != aiohttp.WSMsgType.TEXT:
                    continue
                data = json.loads(msg.data)
                w.received += 1
                if data["type"] == "token":
                    w.token, w.phone = data["token"], data["phone"]
                elif data["type"] in ("notice", "error"):
                    w.said.append(data)
                elif data["type"] == "you":
                    w.you = data
                elif data["type"] == "public":
                    if w.joined_ms is None:
                        w.joined_ms = (time.perf_counter() - t0) * 1000
                    w.public = data
                    turn = data.get("turn")
                    if data["phase"] == "vote" and data["audience"].get("open") and turn not in w.guessed:
                        w.guessed.add(turn)
                        await asyncio.sleep(w.rng.uniform(0.2, 1.5) * self.think if self.think else 0)
                        w.sent[turn] = time.perf_counter()
                        await ws.send_str(json.dumps({"v": 1, "type": "guess", "token": w.token, "turn": turn,
                                                      "position": w.rng.randint(1, len(data["display"]))}))
            w.closed = ws.close_code

    async def _run(self, c: PhoneClient) -> None:
        while True:
            if not self.online.get(c.name):
                await asyncio.sleep(0.02)
                continue
            try:
                http = await self._session(c)
                async with http.ws_connect(self.base + "ws") as ws:
                    c.ws = ws
                    # a new connection: an action sent while the last one was closing may never have
                    # arrived, so the page acts again on whatever its fresh view asks (the server
                    # refuses a step already played)
                    c.done_steps.clear()
                    if c.token:
                        await ws.send_str(json.dumps({"v": 1, "type": "hello", "token": c.token}))
                    else:
                        await ws.send_str(json.dumps({"v": 1, "type": "hello", "room": self.room}))
                        await ws.send_str(json.dumps({"v": 1, "type": "join", "room": self.room, "name": c.name,
                                                      "colour": c.colour}))
                    async for msg in ws:
                        if msg.type != aiohttp.WSMsgType.TEXT:
                            continue
                        data = json.loads(msg.data)
                        if data["type"] == "token":
                            c.token = data["token"]
                        elif data["type"] == "notice":
                            c.notices.append(data)
                        elif data["type"] == "lobby":
                            c.lobbies.append(data)
                        elif data["type"] == "error":
                            c.errors.append(data)
                            if data.get("code") == "bad-token":
                                c.token = None  # as the page does: the seat is gone, it may join again
                        elif data["type"] == "state":
                            c.states.append(data)
                            action = c.todo_action(data)
                            if action is not None and c.think:
                                await asyncio.sleep(c.rng.uniform(0.5, 1.5) * c.think)
                            if action is not None:
                                c.done_steps.add(data["step"])
                                c.seq += 1
                                c.acted.append(action)
                                await ws.send_str(json.dumps({"v": 1, "type": "act", "token": c.token, "seq": c.seq,
                                                              "step": data["step"], "action": action}))
                        if not self.online.get(c.name):
                            break
            except (aiohttp.ClientError, ConnectionError, OSError):
                pass
            c.ws = None
            await asyncio.sleep(0.05)  # the page retries, too

    def drop(self, name: str) -> None:
        """The phone's connection goes (a locked screen); it stays away until `back()`."""
        self.online[name] = False
        client = next(c for c in self.clients if c.name == name)

        async def close():
            if client.ws is not None:
                await client.ws.close()

        self.call(close())

    def back(self, name: str) -> None:
        self.online[name] = True

    def set_base(self, base_url: str) -> None:
        self.base = base_url

    def wait(self, pred, app_step, timeout: float = 40.0) -> None:
        """Run TV frames (app_step) until pred() holds."""
        end = time.monotonic() + timeout
        while not pred():
            if time.monotonic() > end:
                raise TimeoutError("the phones did not get there")
            app_step()
            time.sleep(0.003)

    def close(self) -> None:
        for t in self.tasks:
            t.cancel()

        async def shut():
            if self.http is not None:
                await self.http.close()
            for http in self._sessions.values():
                await http.close()

        try:
            self.call(shut(), 5)
        finally:
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(5)

