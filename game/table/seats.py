"""Who sits at the table: name, colour and pawn (two cues, never colour alone), human or bot."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

BOT_LEVELS = ("easy", "normal", "hard")
# Names offered for new seats (and the kiosk demo table), in seat order.
DEFAULT_NAMES = ("Léa", "Sam", "Noor", "Kai", "Mia", "Theo", "Ivy", "Omar", "Zoe", "Ravi", "Yuki", "Ben")


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
    def from_json(cls, d: dict[str, Any]) -> Seat:
        bot = d.get("bot")
        return cls(str(d["name"]), int(d["colour"]), int(d["pawn"]), bot if bot in BOT_LEVELS else None,
                   d.get("phone") is True and bot not in BOT_LEVELS)
