"""Who sits at the table: name, colour and pawn (two cues, never colour alone), human or bot."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from ..i18n import Message
from ..shape import Bool, Choice, Int, Maybe, Record, Text

BOT_LEVELS = ("easy", "normal", "hard")
# Names offered for new seats (and the kiosk demo table), in seat order.
DEFAULT_NAMES = ("Léa", "Sam", "Noor", "Kai", "Mia", "Theo", "Ivy", "Omar", "Zoe", "Ravi", "Yuki", "Ben")
COLOURS = 12  # len(theme.PLAYER_COLOURS); a test keeps the two equal
PAWN_SHAPES = 12  # len(theme.PAWNS)
MAX_NAME = 40  # the seat editor allows 14; saves from elsewhere get some slack

SHAPE = Record({"name": Text(1, MAX_NAME), "colour": Int(0, COLOURS - 1), "pawn": Int(0, PAWN_SHAPES - 1)},
               optional={"bot": Maybe(Choice(BOT_LEVELS)), "phone": Bool()},
               describe=Message("a seat (name, colour, pawn, bot, phone)"))


@dataclass
class Seat:
    name: str
    colour: int  # index into theme.PLAYER_COLOURS
    pawn: int  # index into theme.PAWNS
    bot: str | None = None  # None: a human; else the bot level
    phone: bool = False  # a human who plays on their own phone: no curtain, acts at the same time as others

    @property
    def is_bot(self) -> bool:
        return self.bot is not None

    @property
    def letter(self) -> str:
        return (self.name.strip()[:1] or "?").upper()

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, d: Any, where: str = "seat") -> Seat:
        """A seat from a save; ShapeError (naming the bad field) if it is not one."""
        d = SHAPE(d, where)
        bot = d.get("bot")
        return cls(d["name"], d["colour"], d["pawn"], bot, d.get("phone", False) and bot is None)
