"""Audience figures for `python main.py bench` (loopback only, a few seconds; docs/phones.md, The audience).

audience_join_ms: median over 200 audience phones of connect -> `watch` -> the first public view,
  all joining at once.
audience_vote_to_tv_ms_p99: each audience guess from the moment it is sent until the game loop (60
  frames a second, in this thread) has it in the game's tally (game/table/audience.py).
audience_phone_action_to_tv_ms_p99: phone_action_to_tv_ms_p99 (game/phones/bench.py) with the 200
  audience phones connected, watching and guessing: 12 seated phones play a 12-player odyssey game.

The 200 audience phones run in a process of their own at a lower priority, as real phones are other
devices with their own processors: in this process they would share the game loop's interpreter and
the figures would measure the stand-ins. They report when each guess was sent (time.perf_counter, the
system's monotonic clock, the same in every process) once the game is over, and the guesses the loop
took in are matched to them then.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time

from ..engine.config import GameConfig
from ..engine.state import OVER, VOTE
from ..table.seats import Seat
from ..table.session import Session
from .bench import ACTIONS, FRAME, PHONES, _p99, _Phones
from .events import AudienceGuess, JoinRequest, PhoneAction, Watching
from .guard import Guard
from .hub import PhoneHub
from .loopback import Phones

AUDIENCE = 200
THINK = 0.1  # the audience guesses within the table's quick vote


def run() -> dict[str, float]:
    hub = PhoneHub(guard=Guard(max_connections=AUDIENCE + 2 * PHONES))  # on loopback every phone shares one address
    hub.start("127.0.0.1", 0)
    room = subprocess.Popen([sys.executable, "-c", "from game.phones.audience_bench import _room; _room()",
                             hub.plain_url, hub.room], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    phones = _Phones(hub.plain_url, hub.room)
    seats: list[Seat] = []
    session: Session | None = None
    members: dict[str, str] = {}
    taken: dict[tuple[str, int], float] = {}  # (member, turn) -> when the loop had the guess in the tally
    action_ms: list[float] = []
    hub.set_open_places(PHONES)
    hub.publish(None, seats)
    deadline = time.perf_counter() + 45
    published: tuple = ()
    try:
        next_frame = time.perf_counter()
        while time.perf_counter() < deadline and not phones.done.is_set():
            next_frame += FRAME
            time.sleep(max(0.0, next_frame - time.perf_counter()))
            changed = False
            for ev in hub.drain():
                if isinstance(ev, JoinRequest):
                    seats.append(Seat(ev.name, ev.colour, len(seats)))
                    hub.seat(ev.phone, len(seats) - 1)
                    changed = True
                elif isinstance(ev, Watching):
                    members[ev.phone] = ev.name
                    if session is not None:
                        session.audience.join(ev.phone, ev.name)
                elif isinstance(ev, AudienceGuess) and session is not None:
                    if session.audience.guess(session.state, ev.phone, ev.turn, ev.position):
                        taken.setdefault((ev.phone, ev.turn), time.perf_counter())
                elif isinstance(ev, PhoneAction) and session is not None:
                    if hub.settle(ev, session.act):
                        sent = phones.sent.get((ev.seat, ev.step))
                        if sent is not None:
                            action_ms.append((time.perf_counter() - sent) * 1000)
                        changed = True
            if not phones.is_alive() and not phones.done.is_set() and len(members) >= AUDIENCE:
                phones.start()  # the table sits down once the room is in: the figures are with it connected
            if session is None and len(seats) == PHONES and len(phones.join_ms) == PHONES:
                cards = tuple(f"bench/{i:03d}.jpg" for i in range(200))
                session = Session(GameConfig("odyssey", tuple(s.name for s in seats), cards), 1, seats)
                for pid, name in members.items():
                    session.audience.join(pid, name)
                hub.set_open_places(0)
                changed = True
            if session is not None and (session.state.phase == OVER or len(action_ms) >= ACTIONS // 2):
                break
            if changed:
                hub.publish(session.state if session else None, seats)
            if session is not None:
                key = (session.state.phase, session.state.turn, len(session.audience.members))
                if key != published:
                    published = key
                    hub.publish_audience({"count": len(session.audience.members), "open": session.state.phase == VOTE,
                                          "turn": session.state.turn, "split": None, "board": []})
    finally:
        phones.stop_flag.set()
        if phones.ident is not None:  # started (the room came in)
            phones.join(5)
        report = _room_report(room)
        hub.stop()
    joins = report.get("joins", [])
    guess_ms = [(taken[(m, turn)] - sent) * 1000 for m, turn, sent in report.get("sent", []) if (m, turn) in taken]
    if phones.error is not None:
        raise phones.error
    if len(joins) < AUDIENCE or len(guess_ms) < 20 or len(action_ms) < 20:
        raise RuntimeError(f"audience bench incomplete: {len(joins)} joins, {len(guess_ms)} guesses, "
                           f"{len(action_ms)} actions")
    return {
        "audience_join_ms": round(statistics.median(joins), 2),
        "audience_vote_to_tv_ms_p99": round(_p99(guess_ms), 2),
        "audience_phone_action_to_tv_ms_p99": round(_p99(action_ms), 2),
    }


def _room_report(room: subprocess.Popen) -> dict:
    """Ends the audience's process (its input closes) and reads what it measured."""
    try:
        out, _ = room.communicate("", timeout=20)
    except subprocess.TimeoutExpired:
        room.kill()
        out, _ = room.communicate()
    lines = (out or "").strip().splitlines()
    return json.loads(lines[-1]) if lines else {}


def _room() -> None:
    """The 200 audience phones, in a process of their own until their input closes; then one JSON
    line: each join's time and each guess's (member, turn, when sent)."""
    try:
        os.nice(10)  # real phones think on their own processors: the stand-ins yield to the TV
    except OSError:
        pass
    url, room_code = sys.argv[1:3]
    room = Phones(url, room_code, think=THINK)
    for i in range(AUDIENCE):
        room.watch(f"Fan {i + 1}")
    sys.stdin.read()
    room.close()
    watchers = room.watchers
    print(json.dumps({"joins": [w.joined_ms for w in watchers if w.joined_ms is not None],
                      "sent": [[w.phone, turn, at] for w in watchers if w.phone for turn, at in w.sent.items()]}))
