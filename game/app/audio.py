"""Sound effects, synthesised at start-up (a few milliseconds; no sound files to ship or credit),
and the music, an ambient loop of our own (game/music) streamed from the package.

Soft, short sounds for a living room: a tick when the focus moves, a chime on confirm, a paper
whoosh when cards are dealt, a click when one flips, a boing when a rabbit lands, a bell for the
answer. Effects and music have their own volumes in the settings, both capped by the café
operator; in a café the operator's `music_volume` sets the music. The music steps back (ducks)
while the cards are revealed. No audio device: silence.
"""

from __future__ import annotations

import math
import random
import threading
from array import array

from ..kiosk.config import Operator
from ..music import LOOP_FILE
from ..music import RATE as MUSIC_RATE
from ..persist.settings import Settings

RATE = MUSIC_RATE  # the mixer's rate; the music file is rendered at it
CHANNELS = 2
DUCK_GAIN = 0.3  # the music's share of its volume under the reveal
DUCK_DOWN_S = 0.8  # fading down takes this long...
DUCK_UP_S = 2.5  # ...and coming back this long
MUSIC_FADE_IN_MS = 4000


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


_CACHE: dict[int, dict[str, bytes]] = {}  # by the mixer's channel count
_LOCK = threading.Lock()


def _samples(channels: int = CHANNELS) -> dict[str, bytes]:
    with _LOCK:  # synthesised once per process
        if channels not in _CACHE:
            mono = _CACHE.get(1) or {name: data.tobytes() for name, data in _recipes().items()}
            _CACHE[1] = mono
            if channels == 2:
                _CACHE[2] = {name: _stereo(array("h", data)).tobytes() for name, data in mono.items()}
        return _CACHE[channels if channels in _CACHE else 1]


def _stereo(mono: array) -> array:
    """The same samples on both speakers (the mixer is stereo for the music)."""
    out = array("h", bytes(len(mono) * 2 * mono.itemsize))
    out[0::2] = mono
    out[1::2] = mono
    return out


class Audio:
    """Sounds are synthesised, and the music starts, on a background thread so start-up does not
    wait for them. `update(dt)` runs every frame the app steps: it follows the volume settings and
    fades the music down and up around the reveal."""

    def __init__(self, settings: Settings, operator: Operator | None = None, background: bool = True,
                 music: bool = True) -> None:
        self.settings = settings
        self.operator = operator
        self.sounds: dict = {}
        self.ok = False
        self.played: list[str] = []  # names asked for, newest last (tests)
        self.music_on = False  # the loop is loaded and playing (or paused at volume 0)
        self.ducked = False
        self.duck_gain = 1.0  # 1 = full music volume, DUCK_GAIN = under the reveal
        self._applied: float | None = None  # the music volume last given to the mixer
        try:
            import pygame

            if not pygame.mixer.get_init():
                pygame.mixer.init(RATE, -16, CHANNELS, 512)
        except Exception:  # noqa: BLE001 - no sound card, no mixer: the game plays silently
            return
        if background:
            threading.Thread(target=self._load, args=(music,), daemon=True, name="sound-synth").start()
        else:
            self._load(music)

    def _load(self, music: bool = True) -> None:
        try:
            import pygame

            channels = (pygame.mixer.get_init() or (RATE, -16, CHANNELS))[2]
            self.sounds = {name: pygame.mixer.Sound(buffer=data) for name, data in _samples(channels).items()}
            self.ok = True
        except Exception:  # noqa: BLE001
            self.ok = False
        if music:
            self._start_music()

    def _start_music(self) -> None:
        try:
            import pygame

            pygame.mixer.music.load(str(LOOP_FILE))
            pygame.mixer.music.set_volume(self.music_level * self.duck_gain)
            # The file is one seamless loop: the mixer plays it end to start, sample for sample.
            pygame.mixer.music.play(loops=-1, fade_ms=MUSIC_FADE_IN_MS)
            self.music_on = True
        except Exception:  # noqa: BLE001 - a missing or unplayable file: no music, the game goes on
            self.music_on = False

    @property
    def volume(self) -> float:
        """Sound effects, 0..1: the player's setting under the operator's cap."""
        v = float(self.settings.volume)
        if self.operator:
            v = min(v, float(self.operator.volume_cap))
        return max(0.0, min(1.0, v / 100))

    @property
    def music_level(self) -> float:
        """Music, 0..1 before ducking: the player's setting, or in a café the operator's, capped."""
        if self.operator:
            v = float(min(self.operator.music_volume, self.operator.volume_cap))
        else:
            v = float(self.settings.music_volume)
        return max(0.0, min(1.0, v / 100))

    @property
    def music_volume(self) -> float:
        """What the music plays at now, 0..1 (after ducking)."""
        return self.music_level * self.duck_gain

    def duck(self, on: bool) -> None:
        """Fade the music down (under the reveal) or back up; `update` does the fading."""
        self.ducked = on

    def update(self, dt: float) -> None:
        target = DUCK_GAIN if self.ducked else 1.0
        if self.duck_gain > target:
            self.duck_gain = max(target, self.duck_gain - dt * (1 - DUCK_GAIN) / DUCK_DOWN_S)
        elif self.duck_gain < target:
            self.duck_gain = min(target, self.duck_gain + dt * (1 - DUCK_GAIN) / DUCK_UP_S)
        if self.music_on:
            self._apply(self.music_volume)

    def wake_in(self) -> float | None:
        """While the music fades, the app should step often enough for a smooth fade."""
        return 1 / 30 if self.duck_gain != (DUCK_GAIN if self.ducked else 1.0) else None

    def _apply(self, volume: float) -> None:
        if self._applied is not None and abs(volume - self._applied) < 0.002:
            return
        try:
            import pygame

            if volume <= 0:
                pygame.mixer.music.pause()  # silent: do not spend CPU decoding
            elif self._applied is not None and self._applied <= 0:
                pygame.mixer.music.unpause()
            pygame.mixer.music.set_volume(volume)
            self._applied = volume
        except Exception:  # noqa: BLE001 - a lost audio device must not stop the game
            pass

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
