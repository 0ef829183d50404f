"""Who sits at the table: name, colour and pawn (two cues, never colour alone), and what plays the
seat (see roster.py, the one place that changes it)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..i18n import Message
from ..shape import Bool, Choice, Int, Maybe, Record, Text

BOT_LEVELS = ("easy", "normal", "hard")
# Names offered for new seats (and the kiosk demo table), in seat order.
DEFAULT_NAMES = ("Léa", "Sam", "Noor", "Kai", "Mia", "Theo", "Ivy", "Omar", "Zoe", "Ravi", "Yuki", "Ben")
COLOURS = 12  # len(theme.PLAYER_COLOURS); a test keeps the two equal
PAWN_SHAPES = 12  # len(theme.PAWNS)
MAX_NAME = 40  # the seat editor allows 14; saves from elsewhere get some slack
TOKEN_RE = re.compile(r"^[A-Za-z0-9_-]{22,64}$")  # a phone's seat token (the hub makes 32 characters)

SHAPE = Record({"name": Text(1, MAX_NAME), "colour": Int(0, COLOURS - 1), "pawn": Int(0, PAWN_SHAPES - 1)},
               optional={"bot": Maybe(Choice(BOT_LEVELS)), "phone": Bool(), "token": Maybe(Text(0, 64)),
                         "handed": Maybe(Text(0, 64))},
               describe=Message("a seat (name, colour, pawn, bot, phone)"))


@dataclass
class Seat:
    name: str
    colour: int  # index into theme.PLAYER_COLOURS
    pawn: int  # index into theme.PAWNS
    bot: str | None = None  # None: a human; else the bot level
    phone: bool = False  # a human who plays on their own phone: no curtain, acts at the same time as others
    # The phone behind a phone seat: its secret token (saved, so the phone finds its seat after a
    # restart) and its public client id in the running hub (not saved: each run gives new ones).
    token: str | None = None
    client: str | None = None
    connected: bool = True  # whether the seat's controller is there now (a phone can drop)
    # A phone seat handed to the TV or a computer player: the token of the phone that gets it back.
    handed: str | None = None

    @property
    def is_bot(self) -> bool:
        return self.bot is not None

    @property
    def letter(self) -> str:
        return (self.name.strip()[:1] or "?").upper()

    def to_json(self) -> dict[str, Any]:
        """The seat in a save: its controller with the phone's token, never the run's client id."""
        out: dict[str, Any] = {"name": self.name, "colour": self.colour, "pawn": self.pawn, "bot": self.bot,
                               "phone": self.phone}
        if self.token is not None:
            out["token"] = self.token
        if self.handed is not None:
            out["handed"] = self.handed
        return out

    @classmethod
    def from_json(cls, d: Any, where: str = "seat") -> Seat:
        """A seat from a save; ShapeError (naming the bad field) if it is not one. A token that is not
        one is dropped (that seat's phone cannot come back: the table offers the seat at once). A saved
        phone seat starts away: its phone reconnects by itself."""
        d = SHAPE(d, where)
        bot = d.get("bot")
        phone = d.get("phone", False) and bot is None
        token = d.get("token") if phone and TOKEN_RE.match(d.get("token") or "") else None
        handed = d.get("handed") if TOKEN_RE.match(d.get("handed") or "") else None  # a stand-in phone keeps its owner
        return cls(d["name"], d["colour"], d["pawn"], bot, phone, token, None, not phone, handed)
