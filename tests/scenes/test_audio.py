"""Sound: synthesised effects, the volume setting and the operator's cap, cues on navigation."""

from __future__ import annotations

import pygame

from game.app.audio import Audio
from game.kiosk.config import Operator
from game.persist.settings import Settings

from .driver import key, make_app, run


def test_volume_follows_settings_and_the_operator_cap():
    settings = Settings(volume=90)
    audio = Audio(settings, Operator(volume_cap=50), background=False)
    assert audio.volume == 0.5
    settings.volume = 30
    assert audio.volume == 0.3
    assert Audio(Settings(volume=0), background=False).volume == 0.0


def test_sounds_are_synthesised_and_played():
    audio = Audio(Settings(volume=80), background=False)
    assert audio.ok and {"tick", "confirm", "deal", "flip", "hop", "reveal"} <= set(audio.sounds)
    for name in audio.sounds:
        assert audio.sounds[name].get_length() > 0.03
    audio.play("hop")
    assert audio.played[-1] == "hop"


def test_navigation_gives_audible_feedback():
    app = make_app()
    run(app, frames=2)
    run(app, key(pygame.K_DOWN))
    assert app.audio.played[-1] == "tick"
    run(app, key(pygame.K_RETURN))
    assert app.audio.played[-1] == "confirm"
