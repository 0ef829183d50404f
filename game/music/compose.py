"""An ambient loop made from numbers: slow pad chords, a soft bass, sparse glass bells, a long
reverb. Deterministic (seeded) and exactly periodic: every sound that rings past the end of the
loop is added back at its start, and the reverb is a circular convolution, so the last sample
leads into the first as smoothly as any sample leads into the next. Needs numpy (build time only).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from . import RATE

CHORD_S = 8.0  # one chord every 8 seconds
# D major, dreamy voicings (MIDI note numbers): Dmaj9, Bm9, Gmaj7#11, A6sus, F#m7, Gmaj9, Em9, Asus4
CHORDS: list[tuple[int, ...]] = [
    (38, 45, 54, 61, 64),
    (35, 42, 50, 57, 61),
    (31, 38, 47, 54, 61),
    (33, 40, 49, 54, 59),
    (30, 37, 45, 52, 56),
    (31, 38, 47, 54, 57),
    (28, 35, 50, 54, 55),
    (33, 40, 50, 52, 59),
]
BELL_SCALE = (62, 64, 66, 69, 71, 74, 76, 78, 81)  # D major pentatonic, two octaves up


@dataclass(frozen=True)
class Mix:
    pad: float = 0.16
    shimmer: float = 0.05  # the chord's top tones an octave up, breathing slowly
    bass: float = 0.06
    bell: float = 0.11
    reverb: float = 0.42  # wet share
    peak: float = 0.5  # the loudest sample, full scale = 1 (about -6 dBFS: gentle, never clips)


def hz(note: float) -> float:
    return 440.0 * 2 ** ((note - 69) / 12)


def _envelope(n: int, attack: int, release: int) -> np.ndarray:
    env = np.ones(n)
    if attack:
        env[:attack] = 0.5 - 0.5 * np.cos(np.linspace(0, np.pi, attack))
    if release:
        env[-release:] *= 0.5 + 0.5 * np.cos(np.linspace(0, np.pi, release))
    return env


def _add_wrapped(out: np.ndarray, start: int, sound: np.ndarray) -> None:
    """Add `sound` (frames x 2) into the loop at `start`, wrapping past the end to the beginning."""
    length = out.shape[0]
    pos = start % length
    done = 0
    while done < sound.shape[0]:
        take = min(length - pos, sound.shape[0] - done)
        out[pos:pos + take] += sound[done:done + take]
        done += take
        pos = 0


def _pan(mono: np.ndarray, pan: float) -> np.ndarray:
    """Equal-power pan, -1 left .. 1 right."""
    angle = (pan + 1) * np.pi / 4
    return np.stack([mono * np.cos(angle), mono * np.sin(angle)], axis=1)


def _pad_note(note: int, seconds: float, rng: np.random.Generator) -> np.ndarray:
    """A warm, slowly breathing tone: detuned partials, a little different left and right."""
    n = int(seconds * RATE)
    t = np.arange(n) / RATE
    f = hz(note)
    partials = [(k, amp, rng.uniform(0, 2 * np.pi)) for k, amp in ((1, 1.0), (2, 0.4), (3, 0.18), (4, 0.08), (5, 0.04))
                if f * k < RATE * 0.4]
    sides = []
    for detune in (-0.0012, 0.0012):  # +-2 cents: a slow chorus between the speakers
        tone = np.zeros(n)
        for k, amp, phase in partials:
            tone += amp * np.sin(2 * np.pi * f * k * (1 + detune) * t + phase)
        sides.append(tone)
    env = _envelope(n, int(2.8 * RATE), int(3.5 * RATE))
    return np.stack(sides, axis=1) * env[:, None] / 1.5


def _bass_note(note: int, seconds: float) -> np.ndarray:
    n = int(seconds * RATE)
    t = np.arange(n) / RATE
    tone = np.sin(2 * np.pi * hz(note) * t) + 0.15 * np.sin(2 * np.pi * hz(note) * 2 * t)
    env = _envelope(n, int(1.5 * RATE), int(3.0 * RATE))
    return _pan(tone * env, 0.0)


def _bell(note: int, rng: np.random.Generator) -> np.ndarray:
    """Glass: a bright partial dying fast over a pure one ringing long; a soft 40 ms onset."""
    seconds = 4.5
    n = int(seconds * RATE)
    t = np.arange(n) / RATE
    f = hz(note)
    tone = np.sin(2 * np.pi * f * t) * np.exp(-t / 1.6)
    tone += 0.35 * np.sin(2 * np.pi * f * 2.76 * t) * np.exp(-t / 0.6)
    tone += 0.12 * np.sin(2 * np.pi * f * 5.4 * t) * np.exp(-t / 0.25)
    tone *= _envelope(n, int(0.04 * RATE), int(0.4 * RATE))
    return _pan(tone, float(rng.uniform(-0.7, 0.7)))


def _reverb(dry: np.ndarray, seconds: float, rng: np.random.Generator) -> np.ndarray:
    """A soft hall: circular convolution with decaying, darkening stereo noise (so still periodic)."""
    length = dry.shape[0]
    n = int(seconds * RATE)
    t = np.arange(n) / RATE
    wet = np.zeros_like(dry)
    for ch in range(2):
        ir = rng.standard_normal(n) * np.exp(-t * 6.9 / seconds)  # -60 dB at `seconds`
        ir[: int(0.02 * RATE)] = 0  # a short gap before the hall answers
        spectrum = np.fft.rfft(ir, length)
        freqs = np.fft.rfftfreq(length, 1 / RATE)
        spectrum *= 1 / (1 + (freqs / 4000.0) ** 2)  # the hall swallows the highs
        wet[:, ch] = np.fft.irfft(np.fft.rfft(dry[:, ch]) * spectrum, length)
    return wet / (np.sqrt(np.mean(wet ** 2)) + 1e-12) * np.sqrt(np.mean(dry ** 2))


def _soften(x: np.ndarray) -> np.ndarray:
    """Roll off above 4.5 kHz and remove any DC, in the frequency domain (circular: periodic)."""
    length = x.shape[0]
    freqs = np.fft.rfftfreq(length, 1 / RATE)
    gain = 1 / np.sqrt(1 + (freqs / 4500.0) ** 4)
    gain[freqs < 25] = 0.0  # no DC and no rumble
    return np.stack([np.fft.irfft(np.fft.rfft(x[:, ch]) * gain, length) for ch in range(2)], axis=1)


def render(seed: int = 7, mix: Mix = Mix()) -> np.ndarray:
    """The whole loop: (frames, 2) float32 in -1..1, len(CHORDS) * CHORD_S seconds long."""
    rng = np.random.default_rng(seed)
    step = int(CHORD_S * RATE)
    length = step * len(CHORDS)
    dry = np.zeros((length, 2))
    for i, chord in enumerate(CHORDS):
        start = i * step
        for note in chord[1:]:
            _add_wrapped(dry, start, mix.pad * _pad_note(note, CHORD_S + 3.5, rng))
        for note in chord[-2:]:
            _add_wrapped(dry, start + int(1.5 * RATE), mix.shimmer * _pad_note(note + 12, CHORD_S + 2.0, rng))
        _add_wrapped(dry, start, mix.bass * _bass_note(chord[0], CHORD_S + 3.0))
        # two to four bells per chord, at unhurried, uneven moments
        for _ in range(int(rng.integers(2, 5))):
            at = start + int(rng.uniform(0.5, CHORD_S - 0.5) * RATE)
            tones = [p for p in BELL_SCALE if (p - chord[1]) % 12 in {(c - chord[1]) % 12 for c in chord}]
            _add_wrapped(dry, at, mix.bell * _bell(int(rng.choice(tones or BELL_SCALE)), rng))
    # breathing: the loudness swells and ebbs once per two chords (a whole number per loop)
    t = np.arange(length) / length
    dry *= (0.85 + 0.15 * np.sin(2 * np.pi * t * len(CHORDS) / 2))[:, None]
    out = _soften((1 - mix.reverb) * dry + mix.reverb * _reverb(dry, 4.0, rng))
    out *= mix.peak / np.max(np.abs(out))
    return out.astype(np.float32)
