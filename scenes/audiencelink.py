"""The TV's side of the audience: phones that watch and guess (game/phones/crowd.py) meet the
game's own tally (game/table/audience.py, `session.audience`, the one truth). Each frame the phone
link hands it the audience's events; it answers each guess with the member's `you` message, and
after a scored round every member's, and republishes the room's public tally (count, split,
leaderboard) at most once a second, or at once when a round is scored, so that 200 phones joining
or guessing never make the server resend the public view 200 times."""

from __future__ import annotations

import time
from collections import deque
from typing import Any

from game.app import theme
from game.engine.state import OVER, VOTE
from game.phones import AudienceGuess, PhoneHub, Watching
from game.table.wordfilter import mask

REPUBLISH_S = 1.0


class AudienceLink:
    def __init__(self, app, hub: PhoneHub) -> None:
        self.app, self.hub = app, hub
        self.known: dict[str, str] = {}  # phone id -> name, across games (a member joins each new game)
        self.guess_ms: deque[float] = deque(maxlen=4096)  # server read -> tally, for the bench
        self._flow: Any = None
        self._sent: tuple[Any, ...] = ()
        self._at = 0.0
        self._mask: Any = False

    def open(self) -> bool:
        op = self.app.operator
        return op is None or op.audience is not False

    def handle(self, flow, event: Watching | AudienceGuess, replies: dict[str, dict[str, Any]]) -> None:
        if isinstance(event, Watching):
            self.known[event.phone] = event.name
            if flow is not None:
                flow.session.audience.join(event.phone, event.name)
                replies[event.phone] = self.you(flow, event.phone)
            return
        if flow is None or flow.finished:
            return
        audience, state = flow.session.audience, flow.session.state
        if audience.guess(state, event.phone, event.turn, event.position):
            self.guess_ms.append((time.perf_counter() - event.received) * 1000)
        replies[event.phone] = self.you(flow, event.phone)

    def you(self, flow, member: str) -> dict[str, Any]:
        audience, state = flow.session.audience, flow.session.state
        m = audience.members.get(member)
        last = state.history[-1].turn if state.history else None
        return {"turn": state.turn, "guess": audience.guess_of(member, state),
                "points": m.points if m else 0, "rank": audience.rank_of(member),
                "found": audience.found.get(member) if last is not None and audience.split(last) else None}

    def remove(self, flow, member: str) -> None:
        self.known.pop(member, None)
        if flow is not None:
            flow.session.audience.leave(member)

    def tick(self, flow, replies: dict[str, dict[str, Any]]) -> None:
        if not self.open():
            self.known.clear()  # the hub closed and forgot them: not members of the next game
        self.hub.set_audience_open(self.open())
        wanted = mask if theme.word_filter() else None
        if wanted is not self._mask:
            self._mask = wanted
            self.hub.set_mask(wanted)
        if flow is not self._flow:
            self._flow = flow
            self._sent = ()
            if flow is not None:
                for pid, name in self.known.items():
                    flow.session.audience.join(pid, name)
        if flow is None:
            return
        audience, state = flow.session.audience, flow.session.state
        settled = len(state.history)
        key = (audience.version, settled, state.phase, self.open())
        if key == self._sent:
            self._flush(replies)
            return
        now = time.monotonic()
        moved = not self._sent or self._sent[1:] != key[1:]  # a round scored, a phase changed: at once
        if not moved and now - self._at < REPUBLISH_S:
            self._flush(replies)
            return
        rescored = bool(self._sent) and self._sent[1] != settled
        self._sent, self._at = key, now
        if rescored:
            for member in audience.members:  # everyone's points and rank after a scored round
                replies[member] = self.you(flow, member)
        last = audience.split(state.history[-1].turn) if state.history else None
        self.hub.publish_audience({
            "count": len(audience.members), "open": self.open() and state.phase == VOTE, "turn": state.turn,
            "split": None if last is None else {"turn": last.turn, "found": last.found, "total": last.total,
                                                "percent": last.percent},
            "board": [{"name": n, "points": p} for n, p in audience.board()] if state.phase == OVER or settled else [],
        })
        self._flush(replies)

    def _flush(self, replies: dict[str, dict[str, Any]]) -> None:
        if replies:
            self.hub.tell_watchers(replies)
            replies.clear()
