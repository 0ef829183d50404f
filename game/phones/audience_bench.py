"""Audience figures for `python main.py bench` (loopback only, a few seconds; docs/phones.md, The audience).

audience_join_ms: median over 200 audience phones of connect -> `watch` -> the first public view,
  all joining at once.
audience_vote_to_tv_ms_p99: each audience guess from the moment it is sent until the game loop (60
  frames a second, in this thread) has it in the game's tally (game/table/audience.py).
audience_phone_action_to_tv_ms_p99: phone_action_to_tv_ms_p99 (game/phones/bench.py) with the 200
  audience phones connected, watching and guessing: 12 seated phones play a 12-player odyssey game.
"""

from __future__ import annotations

import statistics
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


def run() -> dict[str, float]:
    hub = PhoneHub(guard=Guard(max_connections=AUDIENCE + 2 * PHONES))  # on loopback every phone shares one address
    hub.start("127.0.0.1", 0)
    room = Phones(hub.plain_url, hub.room, think=0.1)  # guesses within the table's quick vote
    phones = _Phones(hub.plain_url, hub.room)
    seats: list[Seat] = []
    session: Session | None = None
    members: dict[str, str] = {}
    guess_ms: list[float] = []
    action_ms: list[float] = []
    sent_by_member: dict[str, object] = {}
    hub.set_open_places(PHONES)
    hub.publish(None, seats)
    for i in range(AUDIENCE):
        room.watch(f"Fan {i + 1}")
    phones.start()
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
                        now = time.perf_counter()
                        w = sent_by_member.get(ev.phone)
                        sent = getattr(w, "sent", {}).get(ev.turn)
                        if sent is not None:
                            guess_ms.append((now - sent) * 1000)
                elif isinstance(ev, PhoneAction) and session is not None:
                    if hub.settle(ev, session.act):
                        sent = phones.sent.get((ev.seat, ev.step))
                        if sent is not None:
                            action_ms.append((time.perf_counter() - sent) * 1000)
                        changed = True
            if session is None and len(seats) == PHONES and len(phones.join_ms) == PHONES:
                cards = tuple(f"bench/{i:03d}.jpg" for i in range(200))
                session = Session(GameConfig("odyssey", tuple(s.name for s in seats), cards), 1, seats)
                for pid, name in members.items():
                    session.audience.join(pid, name)
                sent_by_member = {w.phone: w for w in room.watchers if w.phone}
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
                if len(sent_by_member) < AUDIENCE:
                    sent_by_member = {w.phone: w for w in room.watchers if w.phone}
    finally:
        phones.stop_flag.set()
        phones.join(5)
        room.close()
        hub.stop()
    joins = [w.joined_ms for w in room.watchers if w.joined_ms is not None]
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


if __name__ == "__main__":
    print(run())
