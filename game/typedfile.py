"""A file of keys and values (settings.json, operator.toml) as one typed dataclass: each field is a
key of the file and says, in one place, its type, its default and its shape (range, choices).

    @dataclass(slots=True)
    class Settings:
        volume: float = entry(80, Number(0, 100))  # sound effects

    settings, problems = read(Settings, data, Message("settings"))
    settings.volume           # a float: mypy checks it, a typo is an error, not a silent default
    settings.volum = 3        # AttributeError (slots): a typo never makes a new setting

Reading checks every key with its shape (game/shape.py, `Record.lenient`): a bad value or an
unknown key gets one sentence naming the key, the value and the default used (a Message the
screens translate), and the default; the game always gets a whole, typed object.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from functools import cache
from typing import TYPE_CHECKING, Any, TypeVar, cast

from .shape import Record, Shape

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

T = TypeVar("T")
D = TypeVar("D", bound="DataclassInstance")

SHAPE = "shape"  # the field metadata key holding a field's Shape


def entry(default: T, shape: Shape) -> T:
    """A field of a file's dataclass: its default and the shape a value from the file must have.

    A default that is not None must pass its own shape (checked once, at import): a file written
    with the defaults always reads back without a problem."""
    if default is not None:
        shape(default, "")
    if isinstance(default, list):
        items = list(default)
        return cast(T, dataclasses.field(default_factory=lambda: list(items), metadata={SHAPE: shape}))
    return dataclasses.field(default=default, metadata={SHAPE: shape})


def shapes(cls: type[DataclassInstance]) -> dict[str, Shape]:
    """Each key of the file and its shape, in the order of the fields."""
    return {f.name: f.metadata[SHAPE] for f in dataclasses.fields(cls)}


def defaults(cls: type[DataclassInstance]) -> dict[str, Any]:
    """Each key and its default (fresh lists: changing one never changes the class's default)."""
    return as_dict(cls())


@cache
def record(cls: type[DataclassInstance], without: tuple[str, ...] = ()) -> Record:
    """The file as a Record of optional keys; `without`: keys the caller checks on its own."""
    return Record({}, optional={k: s for k, s in shapes(cls).items() if k not in without})


def read(cls: type[D], data: Any, label: str, without: Iterable[str] = ()) -> tuple[D, list[str]]:
    """The file's values as `cls`, each bad or unknown key reported (one sentence each) and at its
    default. `label` names the file in the reports; `without` keys are left at their defaults,
    for the caller to check (they must not be in `data`)."""
    merged, problems = record(cls, tuple(without)).lenient(data, defaults(cls), label)
    return cls(**merged), problems


def as_dict(obj: DataclassInstance) -> dict[str, Any]:
    """The file's keys and values, in field order, ready to write (lists copied)."""
    out: dict[str, Any] = {}
    for f in dataclasses.fields(obj):
        value = getattr(obj, f.name)
        out[f.name] = list(value) if isinstance(value, list) else value
    return out
