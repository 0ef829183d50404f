"""Where the table is: one typed value, owned by the game session, that every part asks.

The flow (scenes/flow.py) works out the next step from the engine after every action and sets
it on the session (`Session.set_step`, the only way it changes); the screens are pushed because
the step changed. The kiosk, the phone link, the screenshot tour and the bench ask the step (or,
outside a game, the app's `Place`), never the screen stack. A zoom or a menu over the table
changes neither.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum


class Stage(StrEnum):
    """The stage of a round."""

    DEALING = "dealing"  # the opening deal plays out
    TELLING = "telling"  # the storyteller (Party: the clue giver) chooses
    SUBMITTING = "submitting"  # the others choose their cards
    REVEALING = "revealing"  # the cards are turned over on the table
    VOTING = "voting"  # the others vote
    SCORING = "scoring"  # the round's results: between rounds
    GAME_OVER = "game_over"


class Actor(StrEnum):
    """Whom the table waits for at this step."""

    TABLE = "table"  # a public moment: anyone at the TV moves on (or it moves on by itself)
    HANDOVER = "handover"  # the screen is covered until `seat`'s player takes the pad (privacy curtain)
    PLAYER = "player"  # `seat`'s player chooses at the TV, in private
    BOT = "bot"  # `seat`'s computer player chooses
    PHONES = "phones"  # only phone seats are still choosing; the TV shows who


@dataclass(frozen=True)
class TableStep:
    stage: Stage
    actor: Actor = Actor.TABLE
    seat: int | None = None  # the seat acting at the TV (player, handover or computer); None otherwise
    turn: int = 0  # the engine's turn (round) number
    paused: bool = False  # the pause menu is open over this step

    def paused_as(self, paused: bool) -> TableStep:
        return replace(self, paused=paused)

    def __str__(self) -> str:
        who = self.actor.value if self.seat is None else f"{self.actor.value} {self.seat}"
        return f"{self.stage.value} ({who}){' paused' if self.paused else ''}"


NO_STEP = TableStep(Stage.DEALING)  # before the flow has shown anything
