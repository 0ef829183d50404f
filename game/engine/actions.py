"""The actions players take. Each is immutable and serialises to a small JSON object."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

MAX_CLUE = 200  # characters; a clue is a phrase, not an essay


@dataclass(frozen=True, slots=True)
class Tell:
    """Story and team rule sets: the storyteller picks a card and gives a clue (may be empty: said aloud)."""

    player: int
    card: str
    clue: str = ""


@dataclass(frozen=True, slots=True)
class Clue:
    """Party rule sets: the storyteller gives the clue before looking at their hand."""

    player: int
    clue: str = ""


@dataclass(frozen=True, slots=True, init=False)
class Submit:
    """A player puts card(s) from their hand on the table face down."""

    player: int
    cards: tuple[str, ...]

    def __init__(self, player: int, cards: tuple[str, ...]) -> None:
        _set_submit_player(self, player)
        _set_submit_cards(self, cards)


@dataclass(frozen=True, slots=True, init=False)
class Vote:
    """Secret vote on display positions (1-based). The party storyteller also marks the trap."""

    player: int
    positions: tuple[int, ...]
    trap: int | None = None

    def __init__(self, player: int, positions: tuple[int, ...], trap: int | None = None) -> None:
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


def action_to_json(action: Action) -> dict[str, Any]:
    data: dict[str, Any] = {"type": _NAMES[type(action)], "player": action.player}
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


def action_from_json(data: dict[str, Any]) -> Action:
    kind = _TYPES[data["type"]]
    player = int(data["player"])
    if kind is Tell:
        return Tell(player, str(data["card"]), str(data.get("clue", "")))
    if kind is Clue:
        return Clue(player, str(data.get("clue", "")))
    if kind is Submit:
        return Submit(player, tuple(str(c) for c in data["cards"]))
    trap = data.get("trap")
    return Vote(player, tuple(int(p) for p in data["positions"]), None if trap is None else int(trap))
