"""Bench part: a phone's photo through the real upload path (docs/phones.md, Pictures from phones).

`photo_upload_ms`: a 12-megapixel JPEG (4000x3000, as a phone camera takes it) posted by a seated
phone over loopback HTTP until the TV answers 201: read, checked from its header, decoded, turned
upright, scaled and encoded again (median of 3). `photo_upload_loop_ms_p99`: what the uploads cost
the TV's frame meanwhile (the decoding runs in the server's worker thread, never in the frame)."""

from __future__ import annotations

import asyncio
import io
import statistics
import tempfile
import threading
import time
from pathlib import Path

import pygame

from ..deck.images import reencode
from ..phones import PhoneHub
from ..phones.uploads import Gallery


def _photos(n: int) -> list[bytes]:
    """n different 4000x3000 JPEGs (a pixel apart: the TV refuses the same picture twice)."""
    surf = pygame.Surface((4000, 3000))
    surf.fill((30, 90, 160))
    for i in range(40):
        pygame.draw.circle(surf, ((i * 37) % 256, (i * 91) % 256, (i * 53) % 256),
                           ((i * 397) % 4000, (i * 211) % 3000), 60 + (i * 13) % 300)
    photos = []
    for k in range(n):
        pygame.draw.rect(surf, (255, 255 - k * 60, k * 60), pygame.Rect(0, 0, 400, 400))
        out = io.BytesIO()
        pygame.image.save(surf, out, "photo.jpg")
        photos.append(out.getvalue())
    return photos


async def _upload(base: str, token: str, photos: list[bytes]) -> list[float]:
    import aiohttp

    times = []
    async with aiohttp.ClientSession() as http:
        for data in photos:
            start = time.perf_counter()
            async with http.post(base + "upload", data=data, headers={"X-Oneira-Token": token}) as r:
                await r.read()
                if r.status != 201:
                    raise RuntimeError(f"upload refused: {r.status}")
            times.append((time.perf_counter() - start) * 1000)
    return times


def run() -> dict[str, float]:
    photos = _photos(3)
    with tempfile.TemporaryDirectory(prefix="oneira-photobench-") as tmp:
        hub = PhoneHub()
        hub.gallery = Gallery(Path(tmp) / "table", decode=reencode)
        hub.gallery.open = True
        token = "b" * 32
        hub.load_json({"v": 1, "seats": [{"seat": 0, "token": token, "name": "Ann", "colour": 0}]})
        hub.start("127.0.0.1", 0)
        frames: list[float] = []
        done = threading.Event()

        def frame_loop() -> None:  # a stand-in for the TV's loop: what does a frame cost meanwhile?
            while not done.is_set():
                start = time.perf_counter()
                hub.drain()
                sum(i * i for i in range(2000))
                frames.append((time.perf_counter() - start) * 1000)
                time.sleep(1 / 60)

        loop = threading.Thread(target=frame_loop, daemon=True)
        loop.start()
        try:
            times = asyncio.run(_upload(hub.plain_url, token, photos))
        finally:
            done.set()
            loop.join(2)
            hub.stop()
    frames.sort()
    p99 = frames[min(len(frames) - 1, int(len(frames) * 0.99))] if frames else 0.0
    return {"photo_upload_ms": round(statistics.median(times), 1), "photo_upload_loop_ms_p99": round(p99, 2)}
