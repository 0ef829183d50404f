"""Every screen and game starter the app can reach by name (see game/app/navigation.py).

The composition root hands this table to the app; screens then open each other by name, so no
screen imports another in a circle and the framework imports none of them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .credits import CreditsScene
from .decks import DecksScene
from .history import HistoryScene
from .launchers import resume_game, start_game
from .learn import how_to_play
from .operator import PinScene
from .phones import PhoneJoinScene
from .settings import SettingsScene
from .setup import SetupScene
from .still_playing import StillPlayingScene
from .title import TitleScene

ROUTES: dict[str, Callable[..., Any]] = {
    "title": TitleScene,
    "setup": SetupScene,
    "settings": SettingsScene,
    "history": HistoryScene,
    "decks": DecksScene,
    "credits": CreditsScene,
    "still_playing": StillPlayingScene,
    "pin": PinScene,
    "phones": PhoneJoinScene,
    "start_game": start_game,
    "resume_game": resume_game,
    "how_to_play": how_to_play,
}
