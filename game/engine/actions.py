"""The actions players take. Each is immutable and serialises to a small JSON object.

Constructors refuse values of the wrong type (BadValue): a player is an int (a bool is not), cards
and clues are str, positions and the trap are ints. Whether the values fit the game (a seat at
the table, a card in hand, a position on display, a clue's length and characters) is for
`apply` to judge, which names the player when it refuses.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NoReturn

from .errors import BadValue
from .values import shown

MAX_CLUE = 200  # characters; a clue is a phrase, not an essay
_STR, _INT = frozenset((str,)), frozenset((int,))


@dataclass(frozen=True, slots=True)
class Tell:
    """Story and team rule sets: the storyteller picks a card and gives a clue (may be empty: said aloud)."""

    player: int
    card: str
    clue: str = ""

    def __post_init__(self) -> None:
        if type(self.player) is not int or type(self.card) is not str or type(self.clue) is not str:
            _refuse(self.player, cards=(self.card,), clue=self.clue)


@dataclass(frozen=True, slots=True)
class Clue:
    """Party rule sets: the storyteller gives the clue before looking at their hand."""

    player: int
    clue: str = ""

    def __post_init__(self) -> None:
        if type(self.player) is not int or type(self.clue) is not str:
            _refuse(self.player, clue=self.clue)


@dataclass(frozen=True, slots=True, init=False)
class Submit:
    """A player puts card(s) from their hand on the table face down."""

    player: int
    cards: tuple[str, ...]

    def __init__(self, player: int, cards: tuple[str, ...]) -> None:
        if type(player) is not int or type(cards) is not tuple or (
                type(cards[0]) is not str if len(cards) == 1 else not _STR.issuperset(map(type, cards))):
            _refuse(player, cards=cards)  # (one card is the common case: checked without a map)
        _set_submit_player(self, player)
        _set_submit_cards(self, cards)


@dataclass(frozen=True, slots=True, init=False)
class Vote:
    """Secret vote on display positions (1-based). The party storyteller also marks the trap."""

    player: int
    positions: tuple[int, ...]
    trap: int | None = None

    def __init__(self, player: int, positions: tuple[int, ...], trap: int | None = None) -> None:
        if type(player) is not int or type(positions) is not tuple or (
                type(positions[0]) is not int if len(positions) == 1 else not _INT.issuperset(map(type, positions))
        ) or (trap is not None and type(trap) is not int):
            _refuse(player, positions=positions, trap=trap)
        _set_vote_player(self, player)
        _set_vote_positions(self, positions)
        _set_vote_trap(self, trap)


# Submit and Vote are made for every action of a batch simulation: their constructors write the
# slots through the slot descriptors, which skips the frozen-dataclass __setattr__ detour.
_set_submit_player, _set_submit_cards = Submit.__dict__["player"].__set__, Submit.__dict__["cards"].__set__
_set_vote_player, _set_vote_positions, _set_vote_trap = (
    Vote.__dict__["player"].__set__, Vote.__dict__["positions"].__set__, Vote.__dict__["trap"].__set__)


Action = Tell | Clue | Submit | Vote
_TYPES = {"tell": Tell, "clue": Clue, "submit": Submit, "vote": Vote}
_NAMES = {cls: name for name, cls in _TYPES.items()}


def _refuse(player: object, cards: object = (), clue: object = "", positions: object = (),
            trap: object = None) -> NoReturn:
    """The first value of the wrong type, as a BadValue (only ever called to refuse)."""
    if type(player) is not int:
        raise BadValue("bad-seat", f"a player is a seat number, not {shown(player)}")
    if type(cards) is not tuple:
        raise BadValue("bad-card", f"cards come as a tuple, not {shown(cards)}")
    for card in cards:
        if type(card) is not str:
            raise BadValue("bad-card", f"a card is named by text, not {shown(card)}")
    if type(clue) is not str:
        raise BadValue("bad-clue", f"a clue is text, not {shown(clue)}")
    if type(positions) is not tuple:
        raise BadValue("bad-position", f"positions come as a tuple, not {shown(positions)}")
    for pos in positions:
        if type(pos) is not int:
            raise BadValue("bad-position", f"a position is a whole number, not {shown(pos)}")
    raise BadValue("bad-position", f"the trap is a position number, not {shown(trap)}")


def action_to_json(action: Action) -> dict[str, Any]:
    name = _NAMES.get(type(action))
    if name is None:
        raise BadValue("bad-action", f"{shown(action)} is not an action")
    data: dict[str, Any] = {"type": name, "player": action.player}
    if isinstance(action, Tell):
        data.update(card=action.card, clue=action.clue)
    elif isinstance(action, Clue):
        data.update(clue=action.clue)
    elif isinstance(action, Submit):
        data.update(cards=list(action.cards))
    else:
        data.update(positions=list(action.positions))
        if action.trap is not None:
            data["trap"] = action.trap
    return data


_KEYS = {  # (required, optional) keys besides "type"
    Tell: ({"player", "card"}, {"clue"}),
    Clue: ({"player"}, {"clue"}),
    Submit: ({"player", "cards"}, set()),
    Vote: ({"player", "positions"}, {"trap"}),
}


def action_from_json(data: Any) -> Action:
    """The action a JSON object describes (as action_to_json writes it). Values are taken as they
    are, never converted ("1" is not seat 1); anything else raises BadValue."""
    if type(data) is not dict:
        raise BadValue("bad-action", f"an action is a JSON object, not {shown(data)}")
    kind = data.get("type")
    cls = _TYPES.get(kind) if type(kind) is str else None
    if cls is None:
        raise BadValue("bad-action", f"unknown action type {shown(kind)} (known: {', '.join(_TYPES)})")
    required, optional = _KEYS[cls]
    for key in data:
        if key != "type" and key not in required and key not in optional:
            raise BadValue("bad-action", f"a {kind} action has no key {shown(key)}")
    for key in required:
        if key not in data:
            raise BadValue("bad-action", f"a {kind} action needs the key '{key}'")
    player = data["player"]
    if cls is Tell:
        return Tell(player, data["card"], data.get("clue", ""))
    if cls is Clue:
        return Clue(player, data.get("clue", ""))
    listed = data["cards"] if cls is Submit else data["positions"]
    if type(listed) is not list and type(listed) is not tuple:
        raise BadValue("bad-card" if cls is Submit else "bad-position",
                       f"{'cards' if cls is Submit else 'positions'} come as a list, not {shown(listed)}")
    if cls is Submit:
        return Submit(player, tuple(listed))
    return Vote(player, tuple(listed), data.get("trap"))
