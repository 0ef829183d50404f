"""A real WebSocket phone client and a small "TV loop" for the phone tests (loopback only)."""

from __future__ import annotations

import asyncio
import json
import random
import threading
from typing import Any

import aiohttp

from game.engine.config import GameConfig
from game.engine.randomplay import random_action
from game.engine.state import OVER, GameState
from game.phones import ClaimRequest, JoinRequest, PhoneAction, PhoneHub
from game.table.seats import Seat
from game.table.session import Session

CARDS = tuple(f"t/{i:03d}.jpg" for i in range(140))


class Phone:
    """One phone: a WebSocket to the hub, every message it receives kept in order."""

    def __init__(self, http: aiohttp.ClientSession, base: str, origin: str | None = None) -> None:
        self.http, self.base, self.origin = http, base, origin
        self.ws: aiohttp.ClientWebSocketResponse | None = None
        self.inbox: list[dict[str, Any]] = []
        self.read = 0
        self.token: str | None = None
        self.seq = 0
        self.closed: int | None = None
        self._new = asyncio.Event()
        self._reader: asyncio.Task | None = None

    async def open(self) -> Phone:
        headers = {"Origin": self.origin} if self.origin else {}
        self.ws = await self.http.ws_connect(self.base + "ws", headers=headers)
        self._reader = asyncio.create_task(self._read())
        return self

    async def _read(self) -> None:
        async for msg in self.ws:
            if msg.type == aiohttp.WSMsgType.TEXT:
                data = json.loads(msg.data)
                if data.get("type") == "token":
                    self.token = data["token"]
                self.inbox.append(data)
                self._new.set()
        self.closed = self.ws.close_code
        self._new.set()

    async def send(self, **msg: Any) -> None:
        msg.setdefault("v", 1)
        if self.token and "token" not in msg:
            msg["token"] = self.token
        await self.ws.send_str(json.dumps(msg))

    async def send_raw(self, text: str) -> None:
        await self.ws.send_str(text)

    async def act(self, action: dict[str, Any], step: str | None = None) -> None:
        self.seq += 1
        await self.send(type="act", seq=self.seq, step=step or self.state()["step"], action=action)

    async def next(self, pred=None, timeout: float = 5.0) -> dict[str, Any]:
        """The next unread message matching pred (earlier non-matching ones are skipped)."""
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while True:
            while self.read < len(self.inbox):
                msg = self.inbox[self.read]
                self.read += 1
                if pred is None or pred(msg):
                    return msg
            if self.closed is not None:
                raise ConnectionError(f"closed with {self.closed}")
            self._new.clear()
            left = end - loop.time()
            if left <= 0:
                raise TimeoutError(f"no matching message; last: {self.inbox[-3:]}")
            try:
                await asyncio.wait_for(self._new.wait(), left)
            except TimeoutError:
                pass

    async def error(self, code: str | None = None, timeout: float = 5.0) -> dict[str, Any]:
        msg = await self.next(lambda m: m["type"] == "error", timeout)
        if code is not None:
            assert msg["code"] == code, msg
        return msg

    def state(self) -> dict[str, Any]:
        return next(m for m in reversed(self.inbox) if m["type"] == "state")

    def last_of(self, kind: str) -> dict[str, Any] | None:
        return next((m for m in reversed(self.inbox) if m["type"] == kind), None)

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
        if self._reader is not None:
            await asyncio.wait_for(self._reader, 2)


class TV:
    """What the TV's game loop does with the hub, without pygame: seats joiners, applies phone
    actions through the session (the engine decides), plays the other seats at random, publishes."""

    def __init__(self, hub: PhoneHub, seed: int = 7) -> None:
        self.hub = hub
        self.seats: list[Seat] = []
        self.session: Session | None = None
        self.rand = random.Random(seed)
        self.states: list[GameState] = []  # every state published, for the privacy checks
        self.refused: list[str] = []
        self.applied = 0
        self.auto_seat = True
        self.phone_ids: dict[int, str] = {}

    def sit(self, name: str, colour: int, bot: str | None = None) -> int:
        self.seats.append(Seat(name, colour, len(self.seats), bot))
        return len(self.seats) - 1

    def start(self, ruleset: str, seed: int = 3, options: dict | None = None, cards: tuple[str, ...] = CARDS,
              first: int | None = None) -> Session:
        config = GameConfig(ruleset, tuple(s.name for s in self.seats), cards, options or {}, first_storyteller=first)
        self.session = Session(config, seed, self.seats)
        self.hub.set_open_places(0)
        self.publish()
        return self.session

    def publish(self) -> None:
        state = self.session.state if self.session else None
        if state is not None:
            self.states.append(state)
        self.hub.publish(state, self.seats)

    def pump(self, bots: bool = True) -> None:
        changed = False
        for ev in self.hub.drain():
            if isinstance(ev, JoinRequest) and self.auto_seat:
                seat = self.sit(ev.name, ev.colour)
                self.phone_ids[seat] = ev.phone
                self.hub.seat(ev.phone, seat)
                changed = True
            elif isinstance(ev, ClaimRequest) and self.auto_seat:
                if self.hub.seat(ev.phone, ev.seat):
                    self.phone_ids[ev.seat] = ev.phone
                changed = True
            elif isinstance(ev, PhoneAction):
                if self.hub.settle(ev, self.session.act):
                    self.applied += 1
                    changed = True
        if bots and self.session is not None:
            phones = self.hub.phone_seats()
            s = self.session.state
            while s.phase != OVER:
                due = [p for p in sorted(s.pending) if p not in phones]
                if not due:
                    break
                self.session.act(random_action(s, due[0], self.rand))
                s = self.session.state
                changed = True
        if changed or not self.states:
            self.publish()

    async def run(self, until, timeout: float = 20.0, bots: bool = True) -> None:
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while not until():
            self.pump(bots)
            if loop.time() > end:
                raise TimeoutError("the TV loop did not get there")
            await asyncio.sleep(0.005)


async def join(http: aiohttp.ClientSession, hub: PhoneHub, tv: TV, name: str, colour: int) -> Phone:
    phone = await Phone(http, hub.plain_url).open()
    await phone.send(type="hello", room=hub.room)
    await phone.next(lambda m: m["type"] == "lobby")
    await phone.send(type="join", room=hub.room, name=name, colour=colour)
    await tv.run(lambda: any(m["type"] == "state" for m in phone.inbox))
    return phone


class Pump(threading.Thread):
    """The TV's game loop in a thread (for the browser tests): pumps every 10 ms under `lock`."""

    def __init__(self, tv: TV, bots: bool = True) -> None:
        super().__init__(daemon=True)
        self.tv, self.bots = tv, bots
        self.lock = threading.Lock()
        self.halt = threading.Event()
        self.error: BaseException | None = None

    def run(self) -> None:
        while not self.halt.wait(0.01):
            try:
                with self.lock:
                    self.tv.pump(self.bots)
            except BaseException as e:  # noqa: BLE001 - reported by the test
                self.error = e
                return

    def stop(self) -> None:
        self.halt.set()
        self.join(2)
        if self.error is not None:
            raise self.error
