"""The phone protocol, version 1: what phones may send and what each phone is sent.

Pure functions, no I/O: `parse_request` turns one WebSocket text message into a `Request` (or
raises `ProtocolError` with a code and a `Say`: the key and values of a sentence
for the player, which the page says in its language); `engine_action` turns the
action part into an engine action for the phone's own seat; `state_message` builds what one
seat may see from the engine's per-seat `view`. docs/phones.md is the contract; keep it in sync.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, overload

from ..engine.actions import MAX_CLUE, Action, Clue, Submit, Tell, Vote
from ..engine.rules import votable_positions
from ..engine.rulesets import PARTY, TEAM
from ..engine.safejson import BadJSON, loads
from ..engine.state import CLUE, OVER, SUBMIT, VOTE, GameState, RoundRecord
from ..engine.view import view
from .words import PALETTE as PALETTE  # the page's colours: part of the protocol
from .words import Say, wire

VERSION = 1
MAX_MESSAGE = 4096  # bytes of one phone message
MAX_NAME = 14  # characters, as on the TV's seat editor
MAX_ID = 200  # characters of a card id or token in a message
KINDS = ("hello", "join", "claim", "act", "watch", "guess", "welcome", "upload")  # watch, guess: the audience (crowd.py)


class ProtocolError(Exception):
    """A message refused before it reaches the game: `code` for programs, `say` for people (its
    key and values go to the phone; str() is the English)."""

    def __init__(self, code: str, say: Say) -> None:
        super().__init__(say)
        self.code = code
        self.say = say


@dataclass(frozen=True)
class Request:
    kind: str  # hello | join | claim | act | welcome
    token: str | None = None
    room: str | None = None
    name: str | None = None
    colour: int | None = None
    seat: int | None = None
    seq: int | None = None
    step: str | None = None
    action: dict[str, Any] | None = None
    turn: int | None = None  # guess: the turn it is for
    position: int | None = None  # guess: the face-up card's position
    asker: str | None = None  # welcome: the public id of the phone the storyteller answers about
    yes: bool | None = None  # welcome: true welcomes it, false refuses it


@overload
def _text(data: dict, key: str, limit: int, required: Literal[True]) -> str: ...
@overload
def _text(data: dict, key: str, limit: int, required: bool = False) -> str | None: ...
def _text(data: dict, key: str, limit: int, required: bool = False) -> str | None:
    value = data.get(key)
    if value is None and not required:
        return None
    if not isinstance(value, str):
        raise ProtocolError("bad-message", Say("field-text", field=key))
    if len(value) > limit:
        raise ProtocolError("bad-message", Say("field-long", field=key))
    return value


def _int(data: dict, key: str, required: bool = True) -> int | None:
    value = data.get(key)
    if value is None and not required:
        return None
    if type(value) is not int:
        raise ProtocolError("bad-message", Say("field-number", field=key))
    return value


def parse_request(raw: str | bytes) -> Request:
    """One phone message, checked for size, JSON, version and field types (not for game rules)."""
    size = len(raw.encode("utf-8", "surrogatepass")) if isinstance(raw, str) else len(raw)
    if size > MAX_MESSAGE:
        raise ProtocolError("too-big", Say("too-big", size=size, limit=MAX_MESSAGE))
    try:
        data = loads(raw, max_depth=8)
    except BadJSON as e:
        raise ProtocolError("bad-json", Say("bad-json", reason=str(e))) from None
    if not isinstance(data, dict):
        raise ProtocolError("bad-message", Say("not-object"))
    if data.get("v") != VERSION:
        raise ProtocolError("version", Say("out-of-date"))
    kind = data.get("type")
    if kind not in KINDS:
        raise ProtocolError("unknown-type", Say("unknown-type", type=str(kind)[:20]))
    token = _text(data, "token", MAX_ID)
    room = _text(data, "room", 16)
    if kind == "hello":
        return Request(kind, token=token, room=room)
    if kind == "join":
        return Request(kind, token=token, room=room, name=_text(data, "name", 200, True),
                       colour=_int(data, "colour"))
    if kind == "claim":
        return Request(kind, token=token, room=room, seat=_int(data, "seat"))
    if kind in ("watch", "upload"):  # upload: add pictures at the TV's Decks screen, no seat (docs/phones.md)
        return Request(kind, token=token, room=room, name=_text(data, "name", 200, True))
    if kind == "guess":
        return Request(kind, token=token, turn=_int(data, "turn"), position=_int(data, "position"))
    if kind == "welcome":
        yes = data.get("yes")
        if type(yes) is not bool:
            raise ProtocolError("bad-message", Say("field-bool", field="yes"))
        if token is None:
            raise ProtocolError("bad-token", Say("join-first"))
        return Request(kind, token=token, asker=_text(data, "phone", 16, True), yes=yes)
    action = data.get("action")
    if not isinstance(action, dict):
        raise ProtocolError("bad-message", Say("field-object", field="action"))
    if token is None:
        raise ProtocolError("bad-token", Say("join-first"))
    return Request(kind, token=token, seq=_int(data, "seq"), step=_text(data, "step", 64, True), action=action)


def clean_name(text: str) -> str:
    """A name as the TV will show it: printable characters, single spaces, at most MAX_NAME."""
    printable = "".join(ch if ch.isprintable() else " " for ch in text)
    return " ".join(printable.split())[:MAX_NAME].strip()


def engine_action(data: dict[str, Any], seat: int) -> Action:
    """The engine action a phone asks for, for its own seat (ProtocolError if it is not one)."""
    if "player" in data and data["player"] != seat:
        raise ProtocolError("other-seat", Say("own-seat"))
    kind = data.get("type")
    if kind == "tell":
        return Tell(seat, _text(data, "card", MAX_ID, True), _clue(data))
    if kind == "clue":
        return Clue(seat, _clue(data))
    if kind == "submit":
        cards = data.get("cards")
        if not isinstance(cards, list) or not cards or len(cards) > 12 or \
                not all(isinstance(c, str) and len(c) <= MAX_ID for c in cards):
            raise ProtocolError("bad-message", Say("cards-list"))
        return Submit(seat, tuple(cards))
    if kind == "vote":
        positions = data.get("positions")
        if not isinstance(positions, list) or not positions or len(positions) > 12 or \
                not all(type(p) is int for p in positions):
            raise ProtocolError("bad-message", Say("positions-list"))
        return Vote(seat, tuple(positions), _int(data, "trap", required=False))
    raise ProtocolError("bad-message", Say("unknown-action"))


def _clue(data: dict) -> str:
    clue = data.get("clue", "")
    if not isinstance(clue, str):
        raise ProtocolError("bad-message", Say("clue-text"))
    return clue  # its length is the engine's to judge


# --- what a phone is sent -----------------------------------------------------------------------

@dataclass(frozen=True)
class SeatInfo:
    """One seat as phones may see it: name, colour, who plays it (phone / pad / bot), away."""

    name: str
    colour: int
    kind: str  # phone | pad | bot
    away: bool = False

    def to_json(self, seat: int) -> dict[str, Any]:
        return {"seat": seat, "name": self.name, "colour": self.colour, "kind": self.kind, "away": self.away}


def todo_for(state: GameState, seat: int) -> dict[str, Any] | None:
    """What this seat may do now, read from the engine (None: nothing, it waits)."""
    if seat not in state.pending:
        return None
    rules, n = state.rules, state.n
    if state.phase == CLUE:
        if rules.family == PARTY:
            return {"kind": "clue", "max_clue": MAX_CLUE}
        return {"kind": "tell", "max_clue": MAX_CLUE}
    if state.phase == SUBMIT:
        todo: dict[str, Any] = {"kind": "submit", "count": rules.cards_per_submitter(n)}
        mate = state.teammate(seat)
        if rules.family == TEAM and mate is not None and mate in state.pending:
            todo["partner"] = state.config.players[mate]  # either of us plays the team's card
        return todo
    if state.phase == VOTE:
        return {"kind": "vote", "allowed": votable_positions(state, seat), "max": rules.max_votes(n),
                "trap": rules.family == PARTY and seat == state.storyteller}
    return None


def round_json(r: RoundRecord, state: GameState) -> dict[str, Any]:
    """A scored round (public once scored): cards, who played and who voted for each."""
    cards = [{"position": i + 1, "card": c, "owner": r.owners[i],
              "voters": [p for p, v in enumerate(r.votes) if i + 1 in v]} for i, c in enumerate(r.display)]
    return {"turn": r.turn, "storyteller": r.storyteller, "clue": r.clue, "cards": cards,
            "story_position": r.story_position, "trap": r.trap, "deltas": list(r.deltas),
            "scores": list(r.scores)}


def state_message(state: GameState | None, seat: int, table: tuple[SeatInfo, ...], step: str,
                  fits: dict[str, str] | None = None) -> dict[str, Any]:
    """Everything seat `seat` may know now, from `view(state, seat)`: never another hand, who
    played which card before the reveal, nor anyone's votes before the scoring."""
    players = [info.to_json(i) for i, info in enumerate(table)]
    me = table[seat].name if 0 <= seat < len(table) else ""
    if state is None:  # seated while the TV is still setting up the game
        return {"v": VERSION, "type": "state", "seat": seat, "name": me, "phase": "setup", "step": step,
                "players": players}
    v = view(state, seat)
    rules = v.rules
    if rules.family == TEAM:
        team_of = {p: t for t, pair in enumerate(v.teams) for p in pair}
        for p in players:
            p["team"] = team_of.get(p["seat"])
        scorers = [{"name": name, "score": score, "seats": list(v.teams[t])}
                   for t, (name, score) in enumerate(zip(v.team_names, v.scores, strict=True))]
    else:
        scorers = [{"name": v.players[i], "score": score, "seats": [i]} for i, score in enumerate(v.scores)]
    waiting = [v.players[p] for p in sorted(v.pending) if p != seat]
    hand = list(v.hand) if v.hand is not None else None
    shown = set(hand or ()) | set(v.my_cards) | set(v.display)
    msg: dict[str, Any] = {
        "v": VERSION, "type": "state", "seat": seat, "name": v.players[seat], "step": step,
        "ruleset": rules.name, "title": rules.title, "family": rules.family,
        "phase": v.phase, "turn": v.turn, "storyteller": v.storyteller,
        "players": players, "scorers": scorers, "my_scorer": state.scorer_of(seat),
        "clue": v.clue if v.phase != CLUE else "",
        "hand": hand, "todo": todo_for(state, seat), "waiting": waiting,
        "my_cards": list(v.my_cards), "display": list(v.display) if v.phase == VOTE else [],
        "my_positions": list(v.my_positions) if v.phase == VOTE else [],
        "my_votes": list(v.my_votes), "my_trap": v.my_trap,
        "last": round_json(v.history[-1], state) if v.history else None,
        "winners": [scorers[w]["name"] for w in v.winners] if v.phase == OVER else [],
    }
    if v.history:
        shown |= set(v.history[-1].display)
    if fits:
        msg["letterbox"] = sorted(c for c in shown if fits.get(c) == "letterbox")
    return msg


def notice_message(code: str, say: object, message: str | None = None) -> dict[str, Any]:
    """A calm message for one phone: `code` names the event, `key` and `values` the sentence the
    page says in its language; `message` is that sentence in English (or `message` if given)."""
    return {"v": VERSION, "type": "notice", "code": code, "message": message or str(say), **wire(say)}


def error_message(code: str, say: object, seq: int | None = None, message: str | None = None) -> dict[str, Any]:
    """A refusal for one phone: `code` for programs; a Say adds its `key` and `values` (the page
    says it in its language); other text (an engine refusal, already in the TV's language) goes as
    `message` alone. `message` overrides the English of a Say (the TV's language: docs/phones.md)."""
    msg: dict[str, Any] = {"v": VERSION, "type": "error", "code": code, "message": message or str(say), **wire(say)}
    if seq is not None:
        msg["seq"] = seq
    return msg
