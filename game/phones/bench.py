"""Phone figures for `python main.py bench` (loopback only, a few seconds).

phone_join_ms: median over 12 phones of page request -> WebSocket -> join -> seated by the game loop.
phone_action_to_tv_ms_p99: 12 phones connected, a 12-player odyssey game; each phone's action from
  the moment it is sent over the WebSocket until the game loop (60 frames a second, in this thread)
  has applied it through the engine.
phone_loop_ms_p99: what the hub costs the game loop per frame (drain, settle, publish).
"""

from __future__ import annotations

import asyncio
import json
import random
import statistics
import threading
import time

from ..engine.config import GameConfig
from ..engine.state import OVER
from ..table.seats import Seat
from ..table.session import Session
from .events import JoinRequest, PhoneAction
from .hub import PhoneHub

PHONES = 12
FRAME = 1 / 60
THINK = 0.12  # seconds a bench phone waits before acting (no human is faster; keeps under the rate limit)
ACTIONS = 240


def _p99(values: list[float]) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(len(values) * 0.99))]


class _Phones(threading.Thread):
    """The phones: aiohttp WebSocket clients in their own thread and loop."""

    def __init__(self, base: str, room: str) -> None:
        super().__init__(daemon=True, name="bench-phones")
        self.base, self.room = base, room
        self.join_ms: list[float] = []
        self.sent: dict[tuple[int, str], float] = {}
        self.done = threading.Event()
        self.stop_flag = threading.Event()
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            asyncio.run(self._main())
        except BaseException as e:  # noqa: BLE001 - reported by run()
            self.error = e
        finally:
            self.done.set()

    async def _main(self) -> None:
        import aiohttp

        async with aiohttp.ClientSession() as http:
            sockets = []
            for i in range(PHONES):
                t0 = time.perf_counter()
                async with http.get(self.base) as r:
                    await r.read()
                ws = await http.ws_connect(self.base + "ws")
                await ws.send_str(json.dumps({"v": 1, "type": "hello", "room": self.room}))
                await ws.send_str(json.dumps({"v": 1, "type": "join", "room": self.room, "name": f"P{i}", "colour": i}))
                token = None
                async for msg in ws:
                    data = json.loads(msg.data)
                    if data["type"] == "token":
                        token = data["token"]
                    if data["type"] == "state":
                        break
                self.join_ms.append((time.perf_counter() - t0) * 1000)
                sockets.append((ws, token))
            await asyncio.gather(*(self._play(ws, token, random.Random(i)) for i, (ws, token) in enumerate(sockets)))

    async def _play(self, ws, token: str | None, rand: random.Random) -> None:
        seq = 0
        latest: dict = {}
        acted = None
        reader = asyncio.create_task(self._read(ws, latest))
        while not self.stop_flag.is_set():
            await asyncio.sleep(0.01)
            msg = latest.get("state")
            if not msg or not msg.get("todo") or msg["step"] == acted:
                continue
            acted = msg["step"]
            await asyncio.sleep(THINK)
            todo = msg["todo"]
            if todo["kind"] == "tell":
                action = {"type": "tell", "card": rand.choice(msg["hand"]), "clue": "bench"}
            elif todo["kind"] == "submit":
                action = {"type": "submit", "cards": rand.sample(msg["hand"], todo["count"])}
            else:
                action = {"type": "vote", "positions": rand.sample(todo["allowed"], 1)}
            seq += 1
            self.sent[(msg["seat"], msg["step"])] = time.perf_counter()
            await ws.send_str(json.dumps({"v": 1, "type": "act", "token": token, "seq": seq, "step": msg["step"],
                                          "action": action}))
        reader.cancel()
        await ws.close()

    @staticmethod
    async def _read(ws, latest: dict) -> None:
        async for msg in ws:
            data = json.loads(msg.data)
            if data["type"] == "state":
                latest["state"] = data


def run() -> dict[str, float]:
    hub = PhoneHub()
    hub.start("127.0.0.1", 0)
    phones = _Phones(hub.plain_url, hub.room)
    seats: list[Seat] = []
    session: Session | None = None
    latencies: list[float] = []
    loop_ms: list[float] = []
    hub.set_open_places(PHONES)
    hub.publish(None, seats)
    phones.start()
    deadline = time.perf_counter() + 40
    try:
        next_frame = time.perf_counter()
        while len(latencies) < ACTIONS and time.perf_counter() < deadline and not phones.done.is_set():
            next_frame += FRAME
            time.sleep(max(0.0, next_frame - time.perf_counter()))
            t0 = time.perf_counter()
            changed = False
            for ev in hub.drain():
                if isinstance(ev, JoinRequest):
                    seats.append(Seat(ev.name, ev.colour, len(seats)))
                    hub.seat(ev.phone, len(seats) - 1)
                    changed = True
                elif isinstance(ev, PhoneAction) and session is not None:
                    if hub.settle(ev, session.act):
                        sent = phones.sent.get((ev.seat, ev.step))
                        if sent is not None:
                            latencies.append((time.perf_counter() - sent) * 1000)
                        changed = True
            if session is None and len(seats) == PHONES and len(phones.join_ms) == PHONES:
                cards = tuple(f"bench/{i:03d}.jpg" for i in range(200))
                session = Session(GameConfig("odyssey", tuple(s.name for s in seats), cards), 1, seats)
                hub.set_open_places(0)
                changed = True
            if session is not None and session.state.phase == OVER:
                break
            if changed:
                hub.publish(session.state if session else None, seats)
            if session is not None:
                loop_ms.append((time.perf_counter() - t0) * 1000)
    finally:
        phones.stop_flag.set()
        phones.join(5)
        hub.stop()
    if phones.error is not None:
        raise phones.error
    if len(phones.join_ms) < PHONES or len(latencies) < 20:
        raise RuntimeError(f"phone bench incomplete: {len(phones.join_ms)} joins, {len(latencies)} actions")
    return {
        "phone_join_ms": round(statistics.median(phones.join_ms), 2),
        "phone_action_to_tv_ms_p99": round(_p99(latencies), 2),
        "phone_loop_ms_p99": round(_p99(loop_ms), 3),
    }


if __name__ == "__main__":
    print(run())
