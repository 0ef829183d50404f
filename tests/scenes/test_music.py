"""Music: the shipped loop is seamless and gentle, plays through the real mixer end to start without
a click, has its own volume (Settings, the café operator), and steps back under the reveal."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pygame
import pytest

from game.app.audio import DUCK_DOWN_S, DUCK_GAIN, DUCK_UP_S, Audio
from game.app.cards import enabled_decks
from game.kiosk.config import Operator
from game.music import LOOP_FILE, RATE
from game.music.build import seam
from game.persist.settings import Settings, load_settings
from game.table.seats import Seat
from scenes.launchers import start_game

from .driver import DT, key, make_app, run

ROOT = Path(__file__).resolve().parents[2]


def _decoded() -> np.ndarray:
    """The shipped loop as the game's mixer decodes it: frames x 2, floats in -1..1."""
    if not pygame.mixer.get_init():
        pygame.mixer.init(RATE, -16, 2, 512)
    sound = pygame.mixer.Sound(str(LOOP_FILE))
    return pygame.sndarray.array(sound).astype(np.float64) / 32768


def test_the_loop_is_gentle_and_seamless():
    x = _decoded()
    assert x.shape[1] == 2 and 50 <= len(x) / RATE <= 120
    assert seam(x) < 1.0, "the last frame leads into the first like any other step"
    assert np.abs(x).max() < 0.9, "no clipping, and headroom"
    assert np.abs(x.mean(axis=0)).max() < 1e-3, "no DC offset"
    rms_db = 20 * np.log10(np.sqrt(np.mean(x ** 2)))
    assert -28 < rms_db < -14, rms_db  # background music: well below the effects
    # no sudden swells: loudness over 30 ms windows never jumps by more than 12 dB in 30 ms
    mono = x.mean(axis=1)
    w = int(0.03 * RATE)
    env = np.sqrt(np.convolve(mono ** 2, np.ones(w) / w, "valid"))[:: w // 3]
    assert (20 * np.log10((env[3:] + 1e-6) / (env[:-3] + 1e-6))).max() < 12
    # soft on the ears: almost nothing above 5 kHz
    spectrum = np.abs(np.fft.rfft(mono)) ** 2
    freqs = np.fft.rfftfreq(len(mono), 1 / RATE)
    assert spectrum[freqs > 5000].sum() / spectrum.sum() < 1e-3


def test_the_shipped_loop_is_what_the_recipe_renders():
    from game.music.compose import render

    ours = render().astype(np.float64)
    shipped = _decoded()
    assert ours.shape == shipped.shape, "assets/music is stale: run `python main.py build-music`"
    for ch in range(2):
        assert np.corrcoef(ours[:, ch], shipped[:, ch])[0, 1] > 0.99


def test_the_mixer_plays_the_loop_end_to_start_without_a_click(tmp_path):
    """Through SDL's disk audio driver, which writes what the speakers would get, faster than real time."""
    out = tmp_path / "mixed.raw"
    script = (
        "import os, time, pygame\n"
        f"pygame.mixer.init({RATE}, -16, 2, 512)\n"
        f"pygame.mixer.music.load({str(LOOP_FILE)!r}); pygame.mixer.music.set_volume(1.0)\n"
        "pygame.mixer.music.play(loops=-1)\n"
        "end = time.time() + 60\n"
        f"while os.path.getsize({str(out)!r}) < {RATE * 4} * 75 and time.time() < end: time.sleep(0.02)\n"
        "pygame.mixer.quit()\n")
    env = dict(os.environ, SDL_AUDIODRIVER="disk", SDL_DISKAUDIOFILE=str(out), SDL_DISKAUDIODELAY="0")
    subprocess.run([sys.executable, "-c", script], env=env, check=True, timeout=90, capture_output=True)
    played = np.fromfile(out, dtype=np.int16).reshape(-1, 2).astype(np.float64) / 32768
    loop = _decoded()
    n = len(loop)
    assert len(played) > n + RATE * 5
    start = int(np.flatnonzero(np.abs(played).sum(axis=1))[0])
    # sample for sample: the file, then the file again from its first frame
    assert np.abs(played[start:start + n] - loop).max() < 1e-4
    assert np.abs(played[start + n:start + n + RATE * 5] - loop[:RATE * 5]).max() < 1e-4
    around = played[start + n - RATE:start + n + RATE]
    steps = np.abs(np.diff(played[start:start + n], axis=0)).max(axis=1)
    assert np.abs(np.diff(around, axis=0)).max() <= np.percentile(steps, 99.9)


def _wait_for_music(audio: Audio) -> None:
    end = time.monotonic() + 10
    while not audio.music_on and time.monotonic() < end:
        time.sleep(0.01)
    assert audio.music_on and pygame.mixer.music.get_busy()


def test_music_and_effects_have_separate_volumes_that_are_applied():
    settings = Settings(volume=80, music_volume=40)
    audio = Audio(settings, background=False)
    _wait_for_music(audio)
    audio.update(DT)
    assert pygame.mixer.music.get_volume() == pytest.approx(0.4, abs=0.01)
    audio.play("tick")
    assert audio.sounds["tick"].get_volume() == pytest.approx(0.8, abs=0.01)
    settings.volume = 20  # effects down: the music does not move
    audio.update(DT)
    audio.play("tick")
    assert audio.sounds["tick"].get_volume() == pytest.approx(0.2, abs=0.01)
    assert pygame.mixer.music.get_volume() == pytest.approx(0.4, abs=0.01)
    settings.music_volume = 70  # music up: the effects do not move
    audio.update(DT)
    assert pygame.mixer.music.get_volume() == pytest.approx(0.7, abs=0.01)
    assert audio.volume == pytest.approx(0.2)
    settings.music_volume = 0  # silent: paused, not decoded for nothing
    audio.update(DT)
    assert not pygame.mixer.music.get_busy()
    settings.music_volume = 50
    audio.update(DT)
    assert pygame.mixer.music.get_busy() and pygame.mixer.music.get_volume() == pytest.approx(0.5, abs=0.01)


def test_in_a_cafe_the_operator_sets_the_music_and_the_cap_holds_both():
    audio = Audio(Settings(volume=90, music_volume=90), Operator(music_volume=50, volume_cap=100), background=False)
    assert audio.music_level == pytest.approx(0.5) and audio.volume == pytest.approx(0.9)
    audio = Audio(Settings(volume=90, music_volume=90), Operator(music_volume=50, volume_cap=30), background=False)
    assert audio.music_level == pytest.approx(0.3) and audio.volume == pytest.approx(0.3)
    assert Audio(Settings(), Operator(music_volume=0, volume_cap=100), background=False).music_level == 0.0


def _settings_scene(app):
    run(app, frames=2)
    title = app.stack.top
    title.menu.focus = title.menu.index_of("settings")
    run(app, key(pygame.K_RETURN))
    assert app.stack.top.name == "settings"
    return app.stack.top


def test_the_music_volume_is_set_in_settings_and_kept():
    app = make_app(persist=True)
    scene = _settings_scene(app)
    assert scene.menu.items[scene.menu.focus].key == "language"  # the first row
    run(app, key(pygame.K_DOWN))
    assert scene.menu.items[scene.menu.focus].key == "music_volume"
    before = app.settings.music_volume
    run(app, key(pygame.K_LEFT))
    run(app, key(pygame.K_LEFT))
    assert app.settings.music_volume == before - 20
    run(app, key(pygame.K_DOWN))  # effects volume: its own row
    run(app, key(pygame.K_RIGHT))
    saved, problems = load_settings()
    assert problems == [] and saved.music_volume == before - 20
    assert saved.volume == min(100, app.settings.volume)
    assert app.audio.music_level == pytest.approx((before - 20) / 100)


def test_in_a_cafe_players_cannot_change_the_music():
    from game.kiosk.config import validate

    operator, _ = validate({"music_volume": 30})
    scene = _settings_scene(make_app(operator=operator))
    row = scene.menu.items[scene.menu.index_of("music_volume")]
    assert not row.enabled and row.value() == "30"
    run(scene.app, key(pygame.K_DOWN))  # from the language row, the focus skips the café's music row
    assert scene.menu.items[scene.menu.focus].key == "volume"


def test_the_music_steps_back_under_the_reveal_and_comes_back():
    app = make_app(settings={"bot_think_s": 0.3, "music_volume": 60})
    _wait_for_music(app.audio)
    run(app, frames=2)
    start_game(app, [Seat(f"Bot {i}", i, i, "easy") for i in range(3)], "revised", {}, enabled_decks(app),
               first_storyteller=0, seed=3)
    gains: list[tuple[str, float, float]] = []
    for _ in range(3000):
        app.step([], DT)
        gains.append((app.stack.top.name, app.audio.duck_gain, pygame.mixer.music.get_volume()))
        if app.stack.top.name == "bot_turn" and any(name == "score" for name, _, _ in gains):
            break
    before = [g for name, g, _ in gains[: [n for n, _, _ in gains].index("reveal")]]
    assert before and min(before) == 1.0, "full volume until the reveal"
    lowest = min(g for _, g, _ in gains)
    assert lowest == pytest.approx(DUCK_GAIN), "down under the reveal"
    reached = next(i for i, (_, g, _) in enumerate(gains) if g == pytest.approx(DUCK_GAIN))
    assert reached * DT <= [n for n, _, _ in gains].index("reveal") * DT + DUCK_DOWN_S + 2 * DT
    for _ in range(int((DUCK_UP_S + 0.5) / DT)):
        app.step([], DT)
        if app.stack.top.name in ("reveal", "score"):
            break
    assert app.audio.duck_gain == 1.0, "back up once the scores have landed"
    assert pygame.mixer.music.get_volume() == pytest.approx(0.6, abs=0.01)
    # the mixer followed the fade all along
    for _, gain, volume in gains:
        assert volume == pytest.approx(0.6 * gain, abs=0.01)
