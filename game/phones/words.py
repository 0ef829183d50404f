"""The phones' words, from the game's gettext catalogue (the TV's): what the hub may say to a phone
(a key and values, never a sentence the page has to recognise), and the page's own texts.

- `SAYS`: every sentence the hub can send in an `error` or a `notice`, by key. A message carries
  the key and the values of the sentence's {placeholders}; the page says it in its language.
  `Say(key, **values)` is such a sentence: an English str (the `message` field, kept for older
  clients) that remembers its key, template and values.
- The page's texts are marked in game/phones/web: `t("...")` or `N_("...")` in app.js, `data-t`
  elements in index.html. `page_msgids()` reads them (the catalogue tools extract them from there,
  and the server hands the page their translations: `words_for`).

docs/phones.md lists the keys (a public contract: never rename one, only add) and docs/translating.md
the workflow; tests/phones/test_words.py checks every language has every text.
"""

from __future__ import annotations

import html
import json
import re
import string
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..bytecache import MB, byte_cached
from ..i18n import LANGUAGES, N_, Message, translations

WEB = Path(__file__).with_name("web")
PAGE_FILES = (WEB / "app.js", WEB / "index.html")

PALETTE = [  # the TV's player colours (game/app/theme.PLAYER_COLOURS), as the page shows and names them
    ("#e69f00", "orange"), ("#56b4e9", "sky blue"), ("#009e73", "green"), ("#f0e442", "yellow"),
    ("#0072b2", "blue"), ("#d55e00", "vermilion"), ("#cc79a7", "pink"), ("#ebebeb", "white"),
    ("#b4e1a5", "mint"), ("#8778ff", "lavender"), ("#a5694b", "brown"), ("#f0d2ff", "lilac"),
]

# key -> English template. A key is part of the protocol (docs/phones.md): add, never rename.
SAYS: dict[str, str] = {
    # the form of a message
    "too-big": N_("That message was too long ({size} bytes; at most {limit})."),
    "bad-json": N_("That message could not be read: {reason}."),
    "not-object": N_("A message must be a JSON object."),
    "binary": N_("Messages are JSON text."),
    "out-of-date": N_("This page is out of date: please reload it."),
    "unknown-type": N_("Unknown message type '{type}'."),
    "field-text": N_("The field '{field}' must be text."),
    "field-long": N_("The field '{field}' is too long."),
    "field-number": N_("The field '{field}' must be a whole number."),
    "field-object": N_("The field '{field}' must be an object."),
    "cards-list": N_("The field 'cards' must be a list of card ids."),
    "positions-list": N_("The field 'positions' must be a list of card numbers."),
    "unknown-action": N_("Unknown action: tell, clue, submit or vote."),
    "clue-text": N_("The clue must be text."),
    "flood": N_("Too many messages at once: slow down a little."),
    # joining and seats
    "room-wrong": N_("That is not the room code on the TV. Check the letters."),
    "room-wait": N_("Too many wrong room codes from this phone. Please wait {s} seconds, then try again."),
    "too-many-connections": N_("This phone has too many connections open to the TV. Close the other tabs of this game."),
    "room-first": N_("Type the room code shown on the TV first."),
    "seated": N_("This phone already has a seat."),
    "name-first": N_("Type your name first."),
    "name-taken": N_("{name} is already at the table: please choose another name."),
    "colour-pick": N_("Pick one of the colours shown."),
    "colour-taken": N_("{colour} is taken: please pick another colour."),
    "full": N_("Sorry, the table is full: there is no free seat right now. You can still watch the TV!"),
    "too-many-phones": N_("Sorry, too many phones are connected right now."),
    "claim-gone": N_("That seat is not free to take over any more."),
    "claim-other": N_("Someone else is taking that seat."),
    "claim-taken": N_("Someone else took that seat just now."),
    "seat-gone": N_("This phone's seat is no longer at the table (the game ended or the TV forgot it). Join again."),
    "wrong-token": N_("That message does not carry this phone's seat token."),
    "join-first": N_("Join a seat before playing."),
    "not-seated": N_("This phone has no seat right now."),
    "own-seat": N_("You can only play for your own seat."),
    # playing
    "replay": N_("That message was already received (an old message sent again)."),
    "stale": N_("That choice was for an earlier moment of the game; here is the current one."),
    "busy": N_("Your choice is already on its way to the TV."),
    # the TV's refusals (code `refused`)
    "no-game": N_("There is no game running on the TV right now."),
    "game-on": N_("A game is on: ask for 'Add phones' on the TV to take over a seat."),
    "table-full": N_("The table is full ({n} players). Sorry!"),
    "seat-not-free": N_("That seat cannot be taken now."),
    "choosing-on-tv": N_("That player is choosing on the TV right now: try again in a moment."),
    # pictures from phones (uploads.py; docs/phones.md, Pictures from phones)
    "upload-token": N_("Only phones seated at this table can add pictures: join the table first."),
    "upload-room-closed": N_("The TV is not taking pictures now: open 'Add pictures from phones' on its Decks screen."),
    "uploads-only": N_("This phone is adding pictures for the TV's Decks screen: it takes no seat."),
    "uploaders-address": N_("{n} phones from this address already add pictures: add yours from one of them."),
    "upload-closed": N_("Pictures can be added while the TV sets up a game (or shows its Decks screen)."),
    "upload-empty": N_("That file is empty: choose a picture."),
    "upload-too-large": N_("That file is too large: at most {mb} MB a picture."),
    "upload-heic": N_("This phone sent an HEIC photo, which the TV cannot read: set the camera to 'Most "
                      "compatible' (JPEG) or choose the picture again from the gallery."),
    "upload-not-picture": N_("That file is not a picture the TV can use: send a JPEG, PNG or WebP photo."),
    "upload-broken": N_("That picture is damaged or cut short: the TV could not read it."),
    "upload-pixels": N_("That picture is too big ({mp} megapixels; at most {limit})."),
    "upload-flood": N_("Too many pictures at once: wait a moment, then send the others."),
    "upload-phone-full": N_("This phone has added as many pictures as it may ({n})."),
    "upload-game-full": N_("The table has as many pictures as a game may hold ({n})."),
    "upload-duplicate": N_("That picture is already in the deck (added by {name})."),
    "upload-unknown": N_("That picture is not one of this phone's."),
    # notices
    "elsewhere": N_("This seat was opened on another screen."),
    "unseated": N_("Your seat is played on the TV now."),
    "handed": N_("Your seat is played on the TV for now: it comes back when you reconnect."),
    "left": N_("This phone left the table."),
    "learning": N_("The TV shows how to play first: one guided round with computer players, then your game "
                   "starts here. Watch the TV!"),
    # the audience and the host (crowd.py)
    "removed": N_("The host removed this phone from the game."),
    "watching": N_("This phone is already watching."),
    "audience-off": N_("Watching from a phone is switched off at this table."),
    "audience-full": N_("Sorry, the audience is full right now."),
    "watch-first": N_("Join the audience before guessing."),
    # the TV's welcome (issue 27): a new seat, or a seat handed over from another phone
    "welcome-refused": N_("Thank you for asking! The table is not taking a new player this game. You can still watch the TV."),
    "welcome-lapsed": N_("Nobody at the TV answered in time. Ask again when they are ready."),
    "owner-back": N_("{name}'s own phone is back, so the seat goes back to it. Thank you for standing in!"),
    "room-changed": N_("The room code on the TV has changed. Type the new one to join."),
    "field-bool": N_("The field '{field}' must be true or false."),
    "welcome-gone": N_("That request is not waiting any more."),
}
# Placeholders whose value is itself one of the page's words: `colour` is a colour's English name
# (PALETTE), said in the page's language.
WORD_VALUES = frozenset({"colour"})


def placeholders(template: str) -> set[str]:
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(template) if name}


class Say(Message):
    """A sentence for one phone: `key` (in SAYS) and `values` go on the wire; str() is the English
    (a sentence that starts with a word value, "{colour} is taken", starts with a capital)."""

    key: str

    def __new__(cls, key: str, **values: str | int) -> Say:
        template = SAYS[key]
        if set(values) != placeholders(template):
            raise TypeError(f"Say({key!r}) needs the values {sorted(placeholders(template))}, got {sorted(values)}")
        text = template.format(**values)
        if any(template.startswith("{" + name + "}") for name in WORD_VALUES):
            text = text[:1].upper() + text[1:]
        self = str.__new__(cls, text)
        self.template, self.values, self.key = template, dict(values), key
        return self


def wire(say: object) -> dict[str, Any]:
    """The fields a Say adds to an error or notice: {"key", "values"} (nothing for other text)."""
    if isinstance(say, Say):
        return {"key": say.key, "values": say.values}
    return {}


# -- the page's texts ------------------------------------------------------------------------------
# app.js: t("text") or t("text", {...}) translates and formats; a text chosen by a condition is marked
# N_("text") inside the call (t(x ? N_("a") : N_("b"))). Each literal is a JSON string (double quotes).
_JS_MARK = re.compile(r'(?<![\w.$])(?:t|N_)\(\s*("(?:[^"\\\n]|\\.)*")\s*[,)]')
_JS_CALL = re.compile(r"(?<![\w.$])t\(")
_JS_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')


def js_msgids(text: str) -> tuple[list[tuple[str, int]], list[int]]:
    """The texts marked in the page's script, with their line; and the lines of a `t(` call whose
    first argument is neither a literal nor made of N_() literals (text built at run time cannot be
    a msgid: such text goes through `translate()`, and its words must be marked elsewhere)."""
    def line(at: int) -> int:
        return text.count("\n", 0, at) + 1

    found = [(json.loads(m.group(1)), line(m.start())) for m in _JS_MARK.finditer(text)]
    bad = []
    for m in _JS_CALL.finditer(text):
        if text[max(0, m.start() - 9):m.start()] == "function ":
            continue
        arg = re.sub(r'[!=]==\s*"(?:[^"\\\n]|\\.)*"', "", _first_argument(text, m.end()))  # comparisons are not text
        strings = _JS_STRING.findall(arg)
        marked = re.findall(r'N_\(\s*"', arg)
        literal = _JS_STRING.fullmatch(arg.strip()) is not None
        if not literal and (not marked or len(marked) != len(strings)):
            bad.append(line(m.start()))
    return found, bad


def _first_argument(text: str, at: int) -> str:
    """The source of a call's first argument, from just after its "(" (strings and brackets skipped)."""
    depth, i = 0, at
    while i < len(text):
        c = text[i]
        if c == '"':
            s = _JS_STRING.match(text, i)
            i = s.end() if s else i + 1
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            if depth == 0:
                break
            depth -= 1
        elif c == "," and depth == 0:
            break
        i += 1
    return text[at:i]


_HTML_MARK = re.compile(r"<(\w+)\b[^>]*\bdata-t\b[^>]*>(.*?)</\1>", re.S)


def html_msgids(text: str) -> list[tuple[str, int]]:
    """The texts of the page's `data-t` elements (entities decoded), with their line."""
    return [(html.unescape(m.group(2)).strip(), text.count("\n", 0, m.start()) + 1) for m in _HTML_MARK.finditer(text)]


@lru_cache(maxsize=1)
def page_msgids() -> tuple[str, ...]:
    """Every text the page can show: its marked texts, the colour names and the hub's sentences."""
    ids = [m for m, _ in js_msgids((WEB / "app.js").read_text(encoding="utf-8"))[0]]
    ids += [m for m, _ in html_msgids((WEB / "index.html").read_text(encoding="utf-8"))]
    ids += [name for _, name in PALETTE]
    ids += list(SAYS.values())
    return tuple(dict.fromkeys(ids))


def language_of(tags: str) -> str | None:
    """The first of a list of language tags ("fr-FR,fr;q=0.9,en") that has a catalogue, as its code."""
    for tag in tags.split(",")[:16]:
        code = tag.split(";")[0].strip().lower().split("-")[0]
        if code in LANGUAGES:
            return code
    return None


@byte_cached(1 * MB)  # one entry per language the game speaks, about 20 KB each
def words_for(code: str) -> bytes:
    """The /words answer for a language: {"lang", "words": {msgid: text}, "says": {key: msgid}} as
    JSON, from the compiled catalogue (a text the catalogue lacks is its English msgid)."""
    tr = translations(code)
    words = {msgid: tr.gettext(msgid) for msgid in page_msgids()}
    return json.dumps({"lang": code, "words": words, "says": SAYS}, ensure_ascii=False,
                      separators=(",", ":")).encode("utf-8")


@byte_cached(1 * MB)
def page_html(code: str) -> bytes:
    """index.html in a language: the `data-t` texts translated, `lang` set (for the first paint,
    and for a browser without JavaScript; the script translates everything else)."""
    tr = translations(code)
    text = (WEB / "index.html").read_text(encoding="utf-8")

    def one(m: re.Match) -> str:  # <p data-t>msgid</p> -> <p data-t="msgid">translation</p>
        msgid = html.unescape(m.group(2)).strip()
        whole, a, b = m.group(0), m.start(2) - m.start(), m.end(2) - m.start()
        opening = re.sub(r"\bdata-t\b(=\"[^\"]*\")?", lambda _: f'data-t="{html.escape(msgid)}"', whole[:a], count=1)
        return opening + html.escape(tr.gettext(msgid), quote=False) + whole[b:]

    text = _HTML_MARK.sub(one, text)
    return text.replace('<html lang="en">', f'<html lang="{code}">', 1).encode("utf-8")
