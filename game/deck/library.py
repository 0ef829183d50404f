"""Finding decks: folders of images with an optional deck.toml, from assets, the user's folder and --deck.

Discovery reads file headers only (sniff.py), never pixels, so listing every deck is fast. Pure
Python: no pygame here, the image cache (images.py) does the decoding.
"""

from __future__ import annotations

import hashlib
import logging
import os
import re
import stat
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path

from assets import ROOT as ASSETS_ROOT

from ..bytecache import MB, ByteLRU
from ..i18n import Message
from ..paths import user_decks_dir
from ..safefile import MISSING, BadFile, inside, kind_of, read_json, read_toml, regular_stat
from ..shape import AnyValue, Choice, ListOf, Record, ShapeError, Text, show
from .sniff import EXTENSIONS, MAX_FILE_BYTES, BadImage, sniff

log = logging.getLogger("oneira.decks")
BUILTIN_ROOT = ASSETS_ROOT / "cards"
TABLE_DIR = "table"  # a built-in deck's folder of table-size copies (see images.py)
FITS = ("crop", "letterbox")
MAX_META_BYTES = 4 << 20  # deck.toml, cards.json


@dataclass(frozen=True)
class Card:
    id: str  # what the engine deals: "<deck id>/<file name>" (built-in decks) or "pic-<content hash>" (user decks)
    path: Path
    title: str = ""
    tags: tuple[str, ...] = ()
    description: str = ""  # what the picture shows and its mood (cards.json), for the bots
    titles: tuple[tuple[str, str], ...] = ()  # (language, title) in other languages (cards.json "titles")
    file: str = ""  # the picture's file name in its deck's folder (reports and the operator's log; never a phone)

    def title_in(self, lang: str) -> str:
        """The title in the game's language when the deck gives one, else the deck's own title."""
        return dict(self.titles).get(lang, self.title)


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
    card_notes: dict[str, dict] = field(default_factory=dict)  # deck.toml [cards."file"]: title, description, tags

    @property
    def tagged(self) -> bool:
        """Whether bots can read every picture (a description or tags each; custom decks often have none)."""
        return bool(self.cards) and all(c.tags or c.description for c in self.cards)

    @property
    def described(self) -> int:
        """How many pictures the bots can read (they have a description or tags)."""
        return sum(1 for c in self.cards if c.tags or c.description)

    def summary(self) -> dict:
        return {"id": self.id, "name": self.name, "cards": len(self.cards),
                "skipped": [{"file": f, "reason": r} for f, r in self.skipped], "warnings": list(self.warnings)}


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "deck"


def _shown(name: str) -> str:
    """A file name as text: bytes that are not UTF-8 (kept by the OS as lone surrogates) become U+FFFD."""
    return name.encode("utf-8", "surrogateescape").decode("utf-8", "replace")


DECK_TOML = Record({}, optional={"name": Text(1, 80), "credits": Text(0, 500), "fit": Choice(FITS),
                                 "back": Text(1, 255), "cards": AnyValue()})
# deck.toml [cards."beach.jpg"]: what a picture shows, so computer players can read it (README)
CARD_NOTE = Record({}, optional={"title": Text(0, 200), "description": Text(0, 2000),
                                 "tags": ListOf(Text(1, 60), 0, 60)})
CARDS_JSON = Record({"cards": ListOf(AnyValue(), 0, 20_000)}, extra=True)
CARD_META = Record({"file": Text(1, 255)}, optional={"title": Text(0, 200), "tags": ListOf(Text(0, 60), 0, 200),
                                                    "description": Text(0, 2000), "titles": AnyValue()}, extra=True)


def _member(folder: Path, root: Path, name: str) -> Path:
    """A regular file directly inside the deck folder (links resolved and kept inside), or BadFile."""
    path = folder / name
    try:
        st = os.lstat(path)
    except OSError as e:
        raise BadFile("it cannot be read ({error})", error=e.strerror or e) from None
    if stat.S_ISLNK(st.st_mode):
        real = inside(path, root)
        target = regular_stat(real)
        if target is None:
            raise BadFile("it is a symbolic link to nothing")
        st, path = target, real
    elif not stat.S_ISREG(st.st_mode):
        raise BadFile("it is {kind}, not a picture", kind=kind_of(st.st_mode))
    if st.st_size > MAX_FILE_BYTES:
        raise BadFile("it is larger than {n} MB", n=MAX_FILE_BYTES >> 20)
    return path


def _read_toml(folder: Path, root: Path, deck: Deck) -> None:
    try:
        data = read_toml(_member(folder, root, "deck.toml"), MAX_META_BYTES) \
            if os.path.lexists(folder / "deck.toml") else None
    except BadFile as e:
        deck.warnings.append(Message("deck.toml ignored: {error}", error=Message.of(e)))
        return
    if data is None or data is MISSING:
        return
    values, problems = DECK_TOML.lenient(data, {"name": deck.name, "credits": "", "fit": "crop", "back": None,
                                                "cards": None}, "deck.toml")  # a file name: not translated
    deck.warnings += problems
    if values["cards"] is not None:
        _read_card_notes(values["cards"], deck)
    deck.name, deck.credits, deck.fit = values["name"], values["credits"], values["fit"]
    back = values["back"]
    if back is not None:
        try:
            real = inside(folder / back, root)
            if regular_stat(real) is None:
                raise BadFile("it does not exist")
            sniff(real)
            deck.back = real
        except (BadFile, BadImage) as e:
            deck.warnings.append(Message("deck.toml: card back '{back}' unusable ({error}); the usual back is used",
                                         back=back, error=Message.of(e)))


def _read_card_notes(value: object, deck: Deck) -> None:
    """deck.toml's [cards."file.jpg"] tables; a bad key of one is reported and that key ignored."""
    if not isinstance(value, dict):
        deck.warnings.append(Message("deck.toml: 'cards' must be tables like [cards.\"beach.jpg\"]; ignored"))
        return
    for name, note in value.items():
        label = f"deck.toml [cards.\"{show(name)}\"]"
        if not isinstance(note, dict):
            deck.warnings.append(Message("{label} must be a table with a description, a title or tags; ignored",
                                         label=label))
            continue
        clean, problems = CARD_NOTE.lenient(note, {}, label)
        deck.warnings += problems
        if "tags" in clean:
            clean["tags"] = [" ".join(t.lower().split()) for t in clean["tags"] if t.strip()]
        deck.card_notes[str(name)] = {k: " ".join(v.split()) if isinstance(v, str) else v for k, v in clean.items()}


def _read_tags(folder: Path, root: Path, deck: Deck) -> dict[str, dict]:
    """cards.json (built-in deck, or a custom deck that ships one): file -> {title, tags, description}."""
    if not os.path.lexists(folder / "cards.json"):
        return {}
    try:
        entries = CARDS_JSON(read_json(_member(folder, root, "cards.json"), MAX_META_BYTES))["cards"]
    except (BadFile, ShapeError) as e:
        deck.warnings.append(Message("cards.json ignored: {error}", error=Message.of(e)))
        return {}
    meta: dict[str, dict] = {}
    bad = 0
    for i, entry in enumerate(entries):
        try:
            checked = CARD_META(entry, f"cards[{i}]")
        except ShapeError:
            bad += 1
            continue
        meta[checked["file"]] = checked
    if bad:
        deck.warnings.append(Message("cards.json: 1 entry of the wrong shape ignored") if bad == 1 else
                             Message("cards.json: {n} entries of the wrong shape ignored", n=bad))
    return meta


def _titles(value: object) -> tuple[tuple[str, str], ...]:
    """cards.json "titles": {"fr": "..."}; anything else in it is ignored (a title is only a label)."""
    if not isinstance(value, dict):
        return ()
    return tuple((k, " ".join(v.split())[:200]) for k, v in sorted(value.items())
                 if isinstance(k, str) and len(k) <= 8 and isinstance(v, str) and v.strip())


def load_deck(folder: Path, deck_id: str | None = None, builtin: bool = False) -> Deck:
    """One deck folder: every usable image becomes a card, every other file is reported as skipped.

    Only regular files inside the folder are opened (a link may point elsewhere in it): a named
    pipe, a device, a link loop or a link out of the folder is listed with its reason, never read.
    """
    folder = Path(folder)
    deck = Deck(deck_id or _slug(_shown(folder.name)),
                _shown(folder.name).replace("-", " ").replace("_", " ").title(), folder, builtin=builtin)
    try:
        root = folder.resolve(strict=True)
        names = sorted(os.listdir(folder))
    except (OSError, RuntimeError) as e:
        deck.warnings.append(Message("cannot list the folder: {error}", error=getattr(e, "strerror", None) or e))
        return deck
    _read_toml(folder, root, deck)
    meta = _read_tags(folder, root, deck)
    for name in names:
        if name in ("deck.toml", "cards.json") or name.startswith("."):
            continue
        if builtin and name == TABLE_DIR:
            continue  # the pictures again at the table's size (images.py), not cards of their own
        shown = _shown(name)
        try:
            path = _member(folder, root, name)
        except BadFile as e:
            deck.skipped.append((shown, Message.of(e)))
            continue
        if path == deck.back:
            continue
        suffix = Path(name).suffix.lower()
        if suffix not in EXTENSIONS and suffix in (".txt", ".md", ".toml", ".json"):
            continue  # notes next to the pictures are not cards; no need to report them
        if shown != name:
            deck.skipped.append((shown, Message("its name is not valid UTF-8 text; rename it")))
            continue
        try:
            sniff(path, suffix)
        except BadImage as e:  # the reason keeps its template: the Decks screen says it in the players' language
            deck.skipped.append((name, Message.of(e)))
            continue
        info = {**meta.get(name, {}), **deck.card_notes.get(name, {})}  # deck.toml wins over cards.json
        if builtin:
            card_id = f"{deck.id}/{name}"
        else:
            try:
                card_id = picture_id(path)
            except OSError as e:
                deck.skipped.append((name, Message("cannot be read: {error}", error=e.strerror or e)))
                continue
            card_id = _fresh(card_id, {c.id for c in deck.cards})  # the same picture twice: two cards
            log.info("deck %s: %s is card %s", deck.id, name, card_id)  # the operator's log keeps the file name
        deck.cards.append(Card(card_id, path, info.get("title", ""), tuple(info.get("tags", ())),
                               info.get("description", ""), _titles(info.get("titles")), name))
    listed = {c.file for c in deck.cards}
    for name in deck.card_notes:
        if name not in listed:
            deck.warnings.append(Message("{label} names no usable picture in this deck; ignored",
                                         label=f"deck.toml [cards.\"{show(name)}\"]"))
    return deck


def _unique(deck: Deck, seen: set[str]) -> Deck:
    base, n = deck.id, 2
    while deck.id in seen:
        deck.id = f"{base}-{n}"
        n += 1
    if deck.id != base and deck.builtin:
        # the file name as listed (a link inside the deck keeps its own name, not its target's);
        # a user deck's cards are named by their pictures' content, whatever the deck is called
        deck.cards = [replace(c, id=f"{deck.id}/{c.file}") for c in deck.cards]
    seen.add(deck.id)
    return deck


def _entries(folder: Path) -> list[Path]:
    try:
        return sorted(folder / name for name in os.listdir(folder))
    except OSError:
        return []


def _not_a_deck(path: Path, reason: str) -> Deck:
    deck = Deck(_slug(_shown(path.name)), _shown(path.name), path)
    deck.skipped.append((_shown(str(path)), reason))
    return deck


def discover_decks(extra: Iterable[Path | str] = (), include_user: bool = True) -> list[Deck]:
    """Built-in decks, then the user's deck folders, then each --deck PATH (a deck or a folder of decks)."""
    roots: list[tuple[Path, bool]] = [(p, True) for p in _entries(BUILTIN_ROOT) if p.is_dir()]
    odd: list[Deck] = []  # what sits in the decks folder and is neither a folder nor a plain file
    if include_user:
        for p in _entries(user_decks_dir()):
            if p.name.startswith("."):
                continue
            if p.is_dir():
                roots.append((p, False))
                continue
            try:
                regular_stat(p)  # a stray file next to the deck folders: not a deck, nothing to say
            except BadFile as e:
                odd.append(_not_a_deck(p, Message.of(e)))
    for raw in extra:
        p = Path(raw).expanduser()
        inner = _entries(p) if p.is_dir() else []
        if inner and not any(c.suffix.lower() in EXTENSIONS and c.is_file() for c in inner) \
                and any(c.is_dir() for c in inner):
            roots += [(c, False) for c in inner if c.is_dir()]
        else:
            roots.append((p, False))
    decks: list[Deck] = []
    seen: set[str] = set()
    cards: set[str] = set()
    for folder, builtin in roots:
        if not folder.is_dir():
            decks.append(_unique(_not_a_deck(folder, Message("not a folder")), seen))
            continue
        deck = _unique(load_deck(folder, builtin=builtin), seen)
        if not builtin:  # the same picture in two decks: two cards, each its own id
            deck.cards = [c if c.id not in cards else replace(c, id=_fresh(c.id, cards)) for c in deck.cards]
        cards.update(c.id for c in deck.cards)
        decks.append(deck)
    return decks + [_unique(d, seen) for d in odd]


def pool_for(decks: Iterable[Deck]) -> list[Card]:
    """Every card of the enabled decks, in a stable order (the engine shuffles with the game's seed)."""
    return [c for d in decks for c in d.cards]


def _fresh(card_id: str, taken: set[str]) -> str:
    """`card_id`, or with -2, -3... when a copy of the same picture already holds it."""
    found, n = card_id, 2
    while found in taken:
        found, n = f"{card_id}-{n}", n + 1
    return found


PICTURE_ID_PREFIX = "pic-"
_ID_CACHE: ByteLRU[str] = ByteLRU(2 * MB)  # (path, size, mtime) -> id: about 10,000 pictures


def picture_id(path: Path) -> str:
    """A user picture's card id: a hash of its content, which says nothing of its file or folder
    name (phones, saves and /card URLs only ever see this). Cached by path, size and time."""
    st = os.stat(path)
    key = (str(path), st.st_size, st.st_mtime_ns)
    found = _ID_CACHE.get(key)
    if found is not None:
        return found
    digest = hashlib.blake2b(digest_size=12)
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return _ID_CACHE.put(key, PICTURE_ID_PREFIX + digest.hexdigest())


def legacy_card_ids(decks: Iterable[Deck]) -> dict[str, str]:
    """Card ids older versions gave user pictures ("<deck id>/<file name>") -> today's ids, so a
    save written before the ids were opaque still resumes."""
    return {f"{d.id}/{c.file}": c.id for d in decks if not d.builtin for c in d.cards
            if c.id.startswith(PICTURE_ID_PREFIX)}


def check_pool(decks: list[Deck], ruleset: str, players: int) -> str | None:
    """None if the enabled decks can supply this table, else the sentence setup shows the players."""
    from ..engine.rulesets import RULESETS

    rules = RULESETS[ruleset]
    needed = rules.cards_needed(players)
    have = sum(len(d.cards) for d in decks)
    if not decks:
        return Message("No deck is turned on: turn one on in Decks.")
    if have < needed:
        return Message("{ruleset} with {players} players needs at least {needed} cards; "
                       "the decks turned on have {have}. Turn on another deck in Decks.",
                       ruleset=Message(rules.title), players=players, needed=needed, have=have)
    return None
