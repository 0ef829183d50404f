"""The bots' sense of meaning: the sentence model, loaded once and off the frame path.

`start_loading()` begins loading in a background thread (the game starts it through warmup.py
when a table is set up, so the model is there long before a bot first thinks); `model()` returns it, waiting for
the load if needed, or None when it cannot be loaded: then the bots read clues with the
hand-written lexicon alone, and the log says why once.

Texts are encoded once per process: the clue phrases the storyteller may say and the built-in
cards come pre-encoded in data/vectors.npz (rebuilt by `python -m game.bots.build vectors`); any
other text (a typed clue, a custom deck's descriptions) is encoded on first use and kept, up to
CACHE_BYTES (about 10,000 vectors; the least recently used is encoded again if asked for).
"""

from __future__ import annotations

import logging
import os
import threading
from pathlib import Path

from ..bytecache import MB, ByteLRU

log = logging.getLogger("oneira.bots")
VECTORS = Path(__file__).with_name("data") / "vectors.npz"
ENV_MODEL = "ONEIRA_BOTS_MODEL"  # a folder with weights.bin/json and vocab.txt (tests point it elsewhere)
CACHE_BYTES = 16 * MB  # encoded texts kept: 1.5 KB each

_lock = threading.Lock()
_thread: threading.Thread | None = None
_model: Semantic | None = None
_failed: str | None = None


class Semantic:
    """Text -> unit vector (float32, `dim` numbers), from the shipped store or encoded once and kept."""

    def __init__(self, encoder, texts: list[str] | None = None, stored=None) -> None:
        import numpy as np

        self.np = np
        self.encoder = encoder
        self.dim = 384
        # the shipped vectors stay one float16 matrix (2,700 texts: 2 MB), rows looked up by text
        self.stored = stored if stored is not None else np.zeros((0, self.dim), np.float16)
        self.row = {t: i for i, t in enumerate(texts or ())}
        self.cache: ByteLRU[object] = ByteLRU(CACHE_BYTES)
        self._enc_lock = threading.Lock()

    def vector(self, text: str):
        i = self.row.get(text)
        if i is not None:
            return self.stored[i].astype(self.np.float32)
        v = self.cache.get(text)
        if v is None:
            with self._enc_lock:
                v = self.encoder.encode(text) if text.strip() else self.np.zeros(self.dim, self.np.float32)
            self.cache.put(text, v)
        return v

    def matrix(self, texts: list[str]):
        if not texts:
            return self.np.zeros((0, self.dim), self.np.float32)
        return self.np.stack([self.vector(t) for t in texts])


def _load() -> None:
    global _model, _failed
    try:
        from .minilm import MODEL_DIR, MiniLM, np  # minilm loads numpy with its BLAS kept to one thread

        folder = Path(os.environ.get(ENV_MODEL) or MODEL_DIR)
        encoder = MiniLM(folder / "weights.bin", folder / "vocab.txt")
        texts, vecs = [], None
        if VECTORS.exists() and folder == MODEL_DIR:
            with np.load(VECTORS) as z:
                texts = [str(t) for t in z["texts"]]
                vecs = z["vecs"].astype(np.float16)
            if vecs.shape != (len(texts), 384):
                raise ValueError(f"{VECTORS.name} does not match its texts")
        encoder.encode("warm up")
        from .reading import prepare

        prepare()  # the word lists typo mending and French use
        _model = Semantic(encoder, texts, vecs)
    except Exception as e:  # any failure means: play on with the lexicon
        _failed = f"{type(e).__name__}: {e}"
        log.warning("bots: the sentence model could not be loaded (%s); they read clues with the lexicon only",
                    _failed)


def start_loading() -> None:
    """Begin loading the model in the background, once per process."""
    global _thread
    with _lock:
        if _thread is None:
            _thread = threading.Thread(target=_load, name="bots-model", daemon=True)
            _thread.start()


def model(wait: bool = True) -> Semantic | None:
    """The loaded model, or None if it failed (or, with wait=False, is not loaded yet)."""
    start_loading()
    if wait and _thread is not None:
        _thread.join()
    return _model


def failure() -> str | None:
    return _failed


def reset_for_tests() -> None:
    """Forget the loaded model so the next `model()` loads again (tests of the fallback)."""
    global _thread, _model, _failed
    with _lock:
        if _thread is not None:
            _thread.join()
        _thread, _model, _failed = None, None, None
