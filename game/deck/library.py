"""Finding decks: folders of images with an optional deck.toml, from assets, the user's folder and --deck.

Discovery reads file headers only (sniff.py), never pixels, so listing every deck is fast. Pure
Python: no pygame here, the image cache (images.py) does the decoding.
"""

from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path

from assets import ROOT as ASSETS_ROOT

from ..paths import user_decks_dir
from .sniff import EXTENSIONS, BadImage, sniff

BUILTIN_ROOT = ASSETS_ROOT / "cards"
FITS = ("crop", "letterbox")
DECK_KEYS = {"name", "credits", "fit", "back"}


@dataclass(frozen=True)
class Card:
    id: str  # "<deck id>/<file name>": unique across decks, what the engine deals
    path: Path
    title: str = ""
    tags: tuple[str, ...] = ()
    description: str = ""  # what the picture shows and its mood (cards.json), for the bots


@dataclass
class Deck:
    id: str
    name: str
    path: Path
    cards: list[Card] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)  # (file, reason)
    credits: str = ""
    fit: str = "crop"
    back: Path | None = None
    builtin: bool = False
    warnings: list[str] = field(default_factory=list)

    @property
    def tagged(self) -> bool:
        """Whether bots can read these pictures (custom decks usually have no tags)."""
        return bool(self.cards) and all(c.tags for c in self.cards)

    def summary(self) -> dict:
        return {"id": self.id, "name": self.name, "cards": len(self.cards),
                "skipped": [{"file": f, "reason": r} for f, r in self.skipped]}


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "deck"


def _read_toml(folder: Path, deck: Deck) -> None:
    path = folder / "deck.toml"
    if not path.exists():
        return
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as e:
        deck.warnings.append(f"deck.toml ignored: {e}")
        return
    for key, value in data.items():
        if key not in DECK_KEYS:
            deck.warnings.append(f"deck.toml: unknown key '{key}' ignored")
        elif not isinstance(value, str):
            deck.warnings.append(f"deck.toml: '{key}' must be text, not {value!r}")
        elif key == "fit" and value not in FITS:
            deck.warnings.append(f"deck.toml: fit must be 'crop' or 'letterbox', not '{value}'; using crop")
        elif key == "back":
            back = (folder / value).resolve()
            try:
                sniff(back)
                deck.back = back
            except BadImage as e:
                deck.warnings.append(f"deck.toml: card back '{value}' unusable ({e})")
        else:
            setattr(deck, key, value)


def _read_tags(folder: Path) -> dict[str, dict]:
    """cards.json (built-in deck, or a custom deck that ships one): file -> {title, tags, description}."""
    path = folder / "cards.json"
    try:
        entries = json.loads(path.read_text(encoding="utf-8"))["cards"]
        return {e["file"]: e for e in entries if isinstance(e, dict) and "file" in e}
    except (OSError, ValueError, KeyError, TypeError):
        return {}


def load_deck(folder: Path, deck_id: str | None = None, builtin: bool = False) -> Deck:
    """One deck folder: every usable image becomes a card, every other file is reported as skipped."""
    folder = Path(folder)
    deck = Deck(deck_id or _slug(folder.name), folder.name.replace("-", " ").replace("_", " ").title(), folder,
                builtin=builtin)
    _read_toml(folder, deck)
    meta = _read_tags(folder)
    back_name = deck.back.name if deck.back is not None else None
    try:
        entries = sorted(p for p in folder.iterdir() if p.is_file())
    except OSError as e:
        deck.warnings.append(f"cannot list the folder: {e}")
        entries = []
    for path in entries:
        name = path.name
        if name in ("deck.toml", "cards.json") or name.startswith(".") or name == back_name:
            continue
        if path.suffix.lower() not in EXTENSIONS and path.suffix.lower() in (".txt", ".md", ".toml", ".json"):
            continue  # notes next to the pictures are not cards; no need to report them
        try:
            sniff(path)
        except BadImage as e:
            deck.skipped.append((name, str(e)))
            continue
        info = meta.get(name, {})
        raw_tags = info.get("tags", ())
        tags = tuple(t for t in raw_tags if isinstance(t, str)) if isinstance(raw_tags, list) else ()
        description = info.get("description", "")
        deck.cards.append(Card(f"{deck.id}/{name}", path, str(info.get("title", "")), tags,
                               description if isinstance(description, str) else ""))
    return deck


def _unique(deck: Deck, seen: set[str]) -> Deck:
    base, n = deck.id, 2
    while deck.id in seen:
        deck.id = f"{base}-{n}"
        n += 1
    if deck.id != base:
        deck.cards = [replace(c, id=f"{deck.id}/{c.path.name}") for c in deck.cards]
    seen.add(deck.id)
    return deck


def discover_decks(extra: Iterable[Path | str] = (), include_user: bool = True) -> list[Deck]:
    """Built-in decks, then the user's deck folders, then each --deck PATH (a deck or a folder of decks)."""
    roots: list[tuple[Path, bool]] = []
    if BUILTIN_ROOT.is_dir():
        roots += [(p, True) for p in sorted(BUILTIN_ROOT.iterdir()) if p.is_dir()]
    if include_user:
        user = user_decks_dir()
        if user.is_dir():
            roots += [(p, False) for p in sorted(user.iterdir()) if p.is_dir()]
    for raw in extra:
        p = Path(raw).expanduser()
        if p.is_dir() and not any(c.suffix.lower() in EXTENSIONS for c in p.iterdir() if c.is_file()) \
                and any(c.is_dir() for c in p.iterdir()):
            roots += [(c, False) for c in sorted(p.iterdir()) if c.is_dir()]
        else:
            roots.append((p, False))
    decks: list[Deck] = []
    seen: set[str] = set()
    for folder, builtin in roots:
        if not folder.is_dir():
            d = Deck(_slug(folder.name), folder.name, folder)
            d.skipped.append((str(folder), "not a folder"))
            decks.append(_unique(d, seen))
            continue
        decks.append(_unique(load_deck(folder, builtin=builtin), seen))
    return decks


def pool_for(decks: Iterable[Deck]) -> list[Card]:
    """Every card of the enabled decks, in a stable order (the engine shuffles with the game's seed)."""
    return [c for d in decks for c in d.cards]


def check_pool(decks: list[Deck], ruleset: str, players: int) -> str | None:
    """None if the enabled decks can supply this table, else the sentence setup shows the players."""
    from ..engine.rulesets import RULESETS

    rules = RULESETS[ruleset]
    needed = rules.cards_needed(players)
    have = sum(len(d.cards) for d in decks)
    if not decks:
        return "No deck is turned on: turn one on in Decks."
    if have < needed:
        return (f"{rules.title} with {players} players needs at least {needed} cards; "
                f"the decks turned on have {have}. Turn on another deck in Decks.")
    return None
