"""Sound effects, synthesised at start-up (a few milliseconds; no sound files to ship or credit).

Soft, short sounds for a living room: a tick when the focus moves, a chime on confirm, a paper
whoosh when cards are dealt, a click when one flips, a boing when a rabbit lands, a bell for the
answer. Volume comes from the settings, capped by the café operator. No audio device: silence.
"""

from __future__ import annotations

import math
import random
import threading
from array import array

RATE = 22050


def _tone(freqs: list[tuple[float, float]], length: float, attack: float = 0.005, decay: float = 8.0,
          noise: float = 0.0, sweep: float = 0.0, seed: int = 1) -> array:
    """Sum of sines (frequency, amplitude) with an exponential decay, optional noise and pitch sweep."""
    rng = random.Random(seed)
    n = int(RATE * length)
    out = array("h")
    phase = [0.0] * len(freqs)
    for i in range(n):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-decay * t)
        v = 0.0
        for k, (f, a) in enumerate(freqs):
            phase[k] += 2 * math.pi * f * (1 + sweep * t) / RATE
            v += a * math.sin(phase[k])
        if noise:
            v += noise * (rng.random() * 2 - 1)
        out.append(int(max(-1.0, min(1.0, v * env)) * 20000))
    return out


def _recipes() -> dict[str, array]:
    return {
        "tick": _tone([(1320, 0.25)], 0.05, decay=60),
        "confirm": _tone([(660, 0.35), (990, 0.25)], 0.22, decay=14),
        "back": _tone([(520, 0.3), (390, 0.2)], 0.18, decay=16),
        "deal": _tone([(300, 0.05)], 0.09, attack=0.01, decay=30, noise=0.35, seed=3),
        "flip": _tone([(900, 0.15)], 0.06, decay=55, noise=0.3, seed=5),
        "hop": _tone([(420, 0.4)], 0.14, decay=20, sweep=1.8),
        "reveal": _tone([(784, 0.3), (1175, 0.22), (1568, 0.12)], 0.9, decay=4),
        "score": _tone([(880, 0.3), (1320, 0.2)], 0.3, decay=10),
    }


_CACHE: dict[str, bytes] = {}
_LOCK = threading.Lock()


def _samples() -> dict[str, bytes]:
    with _LOCK:  # synthesised once per process
        if not _CACHE:
            _CACHE.update({name: data.tobytes() for name, data in _recipes().items()})
        return _CACHE


class Audio:
    """Sounds are synthesised on a background thread so start-up does not wait for them."""

    def __init__(self, settings: dict, operator: dict | None = None, background: bool = True) -> None:
        self.settings = settings
        self.operator = operator
        self.sounds: dict = {}
        self.ok = False
        self.played: list[str] = []  # names asked for, newest last (tests)
        try:
            import pygame

            if not pygame.mixer.get_init():
                pygame.mixer.init(RATE, -16, 1, 512)
        except Exception:  # noqa: BLE001 - no sound card, no mixer: the game plays silently
            return
        if background:
            threading.Thread(target=self._load, daemon=True, name="sound-synth").start()
        else:
            self._load()

    def _load(self) -> None:
        try:
            import pygame

            self.sounds = {name: pygame.mixer.Sound(buffer=data) for name, data in _samples().items()}
            self.ok = True
        except Exception:  # noqa: BLE001
            self.ok = False

    @property
    def volume(self) -> float:
        v = float(self.settings.get("volume", 80))
        if self.operator:
            v = min(v, float(self.operator.get("volume_cap", 100)))
        return max(0.0, min(1.0, v / 100))

    def play(self, name: str) -> None:
        self.played.append(name)
        del self.played[:-50]
        sound = self.sounds.get(name)
        if sound is None or not self.ok:
            return
        vol = self.volume
        if vol <= 0:
            return
        sound.set_volume(vol)
        try:
            sound.play()
        except Exception:  # noqa: BLE001 - a lost audio device must not stop the game
            pass


def play(app, name: str) -> None:
    """Play a sound if the app has audio (tests and tools may run without)."""
    audio = app.services.get("audio") if app is not None else None
    if audio is not None:
        audio.play(name)
