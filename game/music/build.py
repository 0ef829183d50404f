"""`python main.py build-music [--spectrogram PNG]`: render the loop (compose.py) into
assets/music/dreams.ogg (Ogg Vorbis). Needs numpy and soundfile (the `build` extra); the game
itself only plays the file."""

from __future__ import annotations

import argparse
from pathlib import Path

from ..program import prog
from . import LOOP_FILE, RATE


def build(path: Path = LOOP_FILE, quality: float = 0.45) -> Path:
    """Write the loop; `quality` is libsndfile's compression level 0 (best) .. 1 (smallest)."""
    import soundfile

    from .compose import render

    path.parent.mkdir(parents=True, exist_ok=True)
    samples = render()
    with soundfile.SoundFile(str(path), "w", RATE, 2, format="OGG", subtype="VORBIS",
                             compression_level=quality) as f:
        f.write(samples)
    return path


def seam(samples) -> float:
    """How far the step from the last frame to the first stands out among all the loop's steps:
    the seam's largest jump divided by the 99.9th percentile of every frame-to-frame jump
    (1 or less: the seam is like any other moment of the loop)."""
    import numpy as np

    x = np.asarray(samples, dtype=np.float64)
    steps = np.abs(np.diff(x, axis=0)).max(axis=1)
    jump = float(np.abs(x[0] - x[-1]).max())
    return jump / float(np.percentile(steps, 99.9))


def spectrogram(samples, path: Path, rate: int = RATE, height: int = 400) -> None:
    """A picture of the sound: time left to right, pitch bottom to top (log), loudness bright."""
    import numpy as np
    import pygame

    mono = np.asarray(samples, dtype=np.float64).mean(axis=1)
    win, hop = 2048, 512
    frames = (len(mono) - win) // hop
    window = np.hanning(win)
    spec = np.abs(np.stack([np.fft.rfft(mono[i * hop:i * hop + win] * window) for i in range(frames)]))
    db = 20 * np.log10(spec + 1e-9)
    freqs = np.fft.rfftfreq(win, 1 / rate)
    rows = np.geomspace(30, rate / 2, height)[::-1]  # log frequency axis, high at the top
    idx = np.clip(np.searchsorted(freqs, rows), 0, len(freqs) - 1)
    img = np.clip((db[:, idx] - (db.max() - 80)) / 80, 0, 1)  # 80 dB of range
    rgb = np.stack([img ** 0.8 * 255, img ** 1.6 * 230, (0.3 + 0.7 * img) * img ** 0.5 * 255], axis=2)
    pygame.image.save(pygame.surfarray.make_surface(rgb.astype(np.uint8)), str(path))


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog=f"{prog()} build-music", description=__doc__.split("\n\n")[0])
    p.add_argument("--spectrogram", metavar="PNG", help="also draw the loop's spectrogram")
    args = p.parse_args(argv)
    path = build()
    print(f"wrote {path} ({path.stat().st_size // 1024} KB)")
    if args.spectrogram:
        import soundfile

        samples, _ = soundfile.read(str(path))
        spectrogram(samples, Path(args.spectrogram))
        print(f"wrote {args.spectrogram}; seam {seam(samples):.2f} (1 or less: no click)")
    return 0
