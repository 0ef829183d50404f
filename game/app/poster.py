"""The poster of a finished game ("Our story"): one tall picture, one row per round (the storyteller,
the clue, the storyteller's card, who found it, the best trap), the final scores and the date, in
the game's language and the table's night-sky look, sized to read on a phone (1080 px wide).

Drawn on plain surfaces, no window needed (`python main.py poster`, the phone's download, the
kiosk's attract screen). Nothing is cut short: every text wraps inside its box (a word longer than
the box breaks between letters), and the box grows. `Poster.texts` records each drawn line with
its box so the tests measure that nothing spills out (tests/scenes/test_poster.py).
"""

from __future__ import annotations

import io
import logging
import random
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import pygame

from .. import i18n
from ..deck.images import CardImages
from ..engine.rulesets import PARTY, RULESETS
from ..i18n import N_, _
from ..persist.story import story_of_session
from ..pictures import store
from ..rules_text import ruleset_title
from . import theme
from .cards import images_for

W = 1080
MARGIN = 56
PAD = 28
CARD_H = 270
CARD_W = CARD_H * 2 // 3
GAP = 22
TOP, BOTTOM = (34, 22, 66), (12, 10, 30)
ROW_FILL = (36, 28, 66)
log = logging.getLogger("oneira.poster")
MONTHS = [N_("January"), N_("February"), N_("March"), N_("April"), N_("May"), N_("June"), N_("July"),
          N_("August"), N_("September"), N_("October"), N_("November"), N_("December")]


@dataclass(frozen=True)
class Drawn:
    """One line of text on the poster: which text it belongs to, the line, where, and its box."""

    source: str
    line: str
    rect: pygame.Rect
    box: pygame.Rect


@dataclass
class Poster:
    surface: pygame.Surface
    texts: list[Drawn] = field(default_factory=list)
    cards: list[tuple[str, pygame.Rect]] = field(default_factory=list)  # the storytellers' cards, by round
    rows: list[pygame.Rect] = field(default_factory=list)  # each round's panel

    def png(self) -> bytes:
        return png_bytes(self.surface)


def png_bytes(surface: pygame.Surface) -> bytes:
    out = io.BytesIO()
    pygame.image.save(surface, out, "poster.png")
    return out.getvalue()


@contextmanager
def speaking(code: str) -> Iterator[None]:
    """Texts in `code` (the game's language) for a while, then back to the TV's."""
    before = i18n.language()
    if code not in i18n.LANGUAGES or code == before:
        yield
        return
    i18n.set_language(code)
    try:
        yield
    finally:
        i18n.set_language(before)


def font(size: int, bold: bool = False) -> pygame.font.Font:
    # the poster's own sizes: it is a picture to keep, not a screen, so the text-size setting does not apply
    return theme._font(size, bold)


def wrap(s: str, f: pygame.font.Font, width: int) -> list[str]:
    """Lines no wider than `width`; a word wider than that breaks between letters. Nothing is dropped."""
    lines: list[str] = []
    for para in theme.printable(s, keep_newlines=True).split("\n"):
        line = ""
        for word in (w for w in para.split(" ") if w):  # a no-break space (French « ») holds
            while f.size(word)[0] > width:  # a 60-letter word: as many letters as fit, then the rest
                cut = len(word) - 1
                while cut > 1 and f.size(word[:cut])[0] > width:
                    cut -= 1
                head, word = word[:cut], word[cut:]
                if line:
                    lines.append(line)
                    line = ""
                lines.append(head)
            trial = f"{line} {word}" if line else word
            if f.size(trial)[0] <= width:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return [ln for ln in lines if ln] or [""]


def when_text(iso: str) -> str:
    """"November 25, 2026 · 21:04" in the game's language (the ISO text itself if it is not a date)."""
    try:
        d = datetime.fromisoformat(iso)
    except ValueError:
        return iso
    day = _("{month} {day}, {year}").format(month=_(MONTHS[d.month - 1]), day=d.day, year=d.year)
    return _("{day} at {time}").format(day=day, time=d.strftime("%H:%M"))


def names_text(names: list[str]) -> str:
    if not names:
        return ""
    if len(names) == 1:
        return names[0]
    return _("{names} and {last}").format(names=_(", ").join(names[:-1]), last=names[-1])


class _Layout:
    """Draw operations and the height they need; the surface is made once the height is known."""

    def __init__(self) -> None:
        self.ops: list[tuple[Any, ...]] = []
        self.texts: list[Drawn] = []
        self.cards: list[tuple[str, pygame.Rect]] = []
        self.rows: list[pygame.Rect] = []
        self.bottom = 0  # the poster's height

    def text(self, s: str, box: pygame.Rect, size: int, colour: tuple, bold: bool = False,
             align: str = "left", spacing: float = 1.25) -> int:
        """Wrap `s` into `box` (its top and width; the height it needs is returned)."""
        f = font(size, bold)
        step = round(f.get_linesize() * spacing)
        lines = wrap(s, f, box.w)
        rects = []
        for i, line in enumerate(lines):
            w, h = f.size(line)
            x = box.x if align == "left" else box.centerx - w // 2 if align == "center" else box.right - w
            rects.append(pygame.Rect(x, box.y + i * step, w, max(h, f.get_height())))
        height = rects[-1].bottom - box.y
        full = pygame.Rect(box.x, box.y, box.w, height)  # the room the layout gives this text
        for line, rect in zip(lines, rects, strict=True):
            self.ops.append(("text", line, size, bold, colour, rect.topleft))
            self.texts.append(Drawn(s, line, rect, full))
        return height


def render(story: dict[str, Any], images: CardImages | None = None) -> Poster:
    """The poster of `story` (game/persist/story.py), in the story's language."""
    return lay_out(story, images)()


def lay_out(story: dict[str, Any], images: CardImages | None = None) -> Callable[[], Poster]:
    """The poster's layout (its texts in the story's language, measured: a few ms), and a function
    that draws it (100-150 ms for a long game: the starry background and every card and text). The
    drawing reads no language and no game state, so it may run on another thread (Kept): pygame's
    text rendering holds the GIL, so it never runs at the same time as the frame's."""
    if not pygame.font.get_init():
        pygame.font.init()  # offscreen (`main.py poster`, a test): no window, only fonts
    with speaking(story.get("lang", "en")):
        layout = _lay_out(story, images)
    seed = story.get("date", "")

    def draw() -> Poster:
        surface = _background(layout.bottom, seed)
        _draw(surface, layout, images)
        return Poster(surface, layout.texts, layout.cards, layout.rows)

    return draw


def _lay_out(story: dict[str, Any], images: CardImages | None) -> _Layout:
    L = _Layout()
    inner = pygame.Rect(MARGIN, 0, W - 2 * MARGIN, 0)
    rules = RULESETS.get(story["ruleset"])
    party = story["family"] == PARTY
    y = 64
    y += L.text(_("Our story"), inner.move(0, y), 84, theme.GOLD, True, "center") + 18
    title = ruleset_title(rules) if rules is not None else story["ruleset"]
    y += L.text(title, inner.move(0, y), 34, theme.INK, True, "center") + 10
    y += L.text(when_text(story["date"]), inner.move(0, y), 30, theme.MUTED, False, "center") + 24
    winners = story["winners"]
    if winners:
        won = (_("{name} wins!").format(name=winners[0]) if len(winners) == 1 else
               _("{names} and {last} share the victory!").format(names=_(", ").join(winners[:-1]), last=winners[-1]))
        y += L.text(won, inner.move(0, y), 44, theme.GOLD, True, "center") + 40
    for rnd in story["rounds"]:
        y = _round(L, rnd, party, y) + GAP
    y += 20
    y = _scores(L, story, y)
    y += 36
    y += L.text(_("Played with Oneira"), inner.move(0, y), 26, theme.DIM, False, "center")
    L.bottom = y + 56
    return L


def _round(L: _Layout, rnd: dict[str, Any], party: bool, top: int) -> int:
    panel = pygame.Rect(MARGIN, top, W - 2 * MARGIN, 0)
    card = pygame.Rect(panel.x + PAD, top + PAD, CARD_W, CARD_H)
    col = pygame.Rect(card.right + PAD, 0, panel.right - PAD - card.right - PAD, 0)
    y = top + PAD
    head = _("Round {n}").format(n=rnd["turn"]) + "  \u00b7  " + _("storyteller: {name}").format(name=rnd["storyteller"])
    y += L.text(head, col.move(0, y), 28, theme.GOLD, True) + 14
    clue = rnd["clue"].strip()
    if clue:
        y += L.text(_("\u201c{clue}\u201d").format(clue=clue), col.move(0, y), 40, theme.INK, True) + 16
    else:
        y += L.text(_("(the clue was said aloud)"), col.move(0, y), 32, theme.MUTED) + 16
    found = rnd["found"]
    if party:
        line = (_("Voted for the storyteller's card: {names}").format(names=names_text(found)) if found
                else _("Nobody voted for the storyteller's card"))
    else:
        line = _("Found by {names}").format(names=names_text(found)) if found else _("Nobody found it")
    y += L.text(line, col.move(0, y), 30, theme.GOOD if found else theme.MUTED) + 12
    trap = rnd.get("trap")
    if trap is not None:
        owner = trap.get("owner") or "?"
        caught = names_text(trap["caught"])
        if party:
            line = (_("The trap ({name}'s card) caught {names}").format(name=owner, names=caught) if caught
                    else _("The trap ({name}'s card) caught nobody").format(name=owner))
        else:
            line = _("Best trap: {name}'s card fooled {names}").format(name=owner, names=caught)
        y += L.text(line, col.move(0, y), 30, (255, 170, 150)) + 12
    bottom = max(y - 12, card.bottom) + PAD
    panel.h = bottom - top
    L.ops.insert(0, ("panel", panel))
    L.ops.append(("card", rnd.get("card"), card))
    L.cards.append((rnd.get("card") or "", card))
    L.rows.append(panel)
    return bottom


def _scores(L: _Layout, story: dict[str, Any], top: int) -> int:
    panel = pygame.Rect(MARGIN, top, W - 2 * MARGIN, 0)
    inner = pygame.Rect(panel.x + PAD, 0, panel.w - 2 * PAD, 0)
    y = top + PAD
    y += L.text(_("Final scores"), inner.move(0, y), 40, theme.GOLD, True, "center") + 20
    winners = set(story["winners"])
    ranked = sorted(story["scores"], key=lambda s: -s["score"])
    for s in ranked:
        win = s["name"] in winners
        points = i18n.ngettext("{n} point", "{n} points", s["score"]).format(n=s["score"])
        pw = font(34, True).size(points)[0]
        name_box = pygame.Rect(inner.x + 56, 0, inner.w - 56 - pw - 30, 0)
        h = L.text(s["name"], name_box.move(0, y), 34, theme.GOLD if win else theme.INK, True)
        L.text(points, pygame.Rect(inner.right - pw, y, pw, 0), 34, theme.GOLD if win else theme.INK, True, "right")
        L.ops.append(("dot", s.get("colour", 0), (inner.x + 20, y + 22)))
        y += h + 6
        members = s.get("members")
        if members:
            y += L.text(names_text(members), name_box.move(0, y), 26, theme.MUTED) + 6
        y += 12
    panel.h = y - top + PAD - 12
    L.ops.insert(0, ("panel", panel))
    return panel.bottom


def _background(height: int, seed: str) -> pygame.Surface:
    surf = pygame.Surface((W, height))
    for y in range(0, height, 4):
        k = y / max(1, height - 1)
        surf.fill(tuple(int(a + (b - a) * k) for a, b in zip(TOP, BOTTOM, strict=True)), (0, y, W, 4))
    rng = random.Random(seed)
    for _i in range(height // 6):
        b = rng.randint(90, 230)
        pygame.draw.circle(surf, (b, b, min(255, b + 20)), (rng.randrange(W), rng.randrange(height)),
                           rng.choice((1, 1, 1, 2)))
    return surf


def _card_face(card: str | None, rect: pygame.Rect, images: CardImages | None) -> pygame.Surface:
    if card and images is not None and card in images.cards:
        face = images.get(card, rect.h)
        if face.get_size() != rect.size:
            face = pygame.transform.smoothscale(face, rect.size)
        face = theme.rounded(face, 12)
        pygame.draw.rect(face, (232, 214, 170), face.get_rect(), 2, border_radius=12)
        return face
    return theme.card_back(rect.w, rect.h)  # a card whose deck is not here any more


def _draw(surface: pygame.Surface, L: _Layout, images: CardImages | None) -> None:
    for op in L.ops:
        kind = op[0]
        if kind == "panel":
            rect = op[1]
            box = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(box, (*ROW_FILL, 215), box.get_rect(), border_radius=22)
            pygame.draw.rect(box, (*theme.PANEL_EDGE, 255), box.get_rect(), 2, border_radius=22)
            surface.blit(box, rect)
        elif kind == "text":
            _, line, size, bold, colour, pos = op
            surface.blit(theme._render(font(size, bold), line, colour), pos)
        elif kind == "card":
            _, card, rect = op
            surface.blit(_card_face(card, rect, images), rect)
        elif kind == "dot":
            _, colour, centre = op
            pygame.draw.circle(surface, theme.player_colour(colour), centre, 14)
            pygame.draw.circle(surface, (20, 16, 40), centre, 14, 2)


class Kept:
    """A finished game's story with its poster, made once (History, the phones and the TV share it).
    The poster is drawn (100-150 ms) and its PNG encoded (about 0.7 s for a long game) in a thread
    of its own: the last move of a game must not freeze the table (the soak saw that move's frame
    take 120-150 ms); `then(fn)` hands the PNG to whoever needs it once it is ready. `poster` is a
    drawn Poster, or the drawing function of `lay_out`."""

    def __init__(self, story: dict[str, Any], poster: Poster | Callable[[], Poster]) -> None:
        self.story = story
        # the drawn poster (a 1080-wide surface: tens of MB for a long game) from when it is drawn
        # until its PNG is made; then None, and the story screen draws it again when opened (30-55
        # ms): a café soak's memory. None while it is being drawn, too.
        self.poster: Poster | None = poster if isinstance(poster, Poster) else None
        self._draw = None if isinstance(poster, Poster) else poster
        self._png: bytes | None = None
        self._lock = threading.Lock()
        self._waiting: list[Callable[[bytes], object]] = []
        self.done = threading.Event()
        threading.Thread(target=self._encode, name="oneira-poster", daemon=True).start()

    def _encode(self) -> None:
        # while it lives, the drawn poster (tens of MB for a long game) is counted in the picture store, so that other
        # pictures make room for it: uncounted, it went over the café's 300 MB at a game's end
        key = ("poster", id(self))
        try:
            poster = self.poster
            if self._draw is not None:
                poster = self.poster = self._draw()
                self._draw = None
            if poster is not None:
                store().put(key, poster.surface)
            png: bytes | None = poster.png() if poster is not None else None
        except Exception as e:  # noqa: BLE001 - on its own thread: the game goes on without a poster, and waiters are told
            log.warning("poster: %s", e)
            png = None
        finally:
            store().drop(lambda k: k == key)
        with self._lock:
            self._png, waiting, self._waiting = png, self._waiting, []
            if png is not None:
                self.poster = None  # the PNG holds it now
        self.done.set()
        if png is not None:
            for fn in waiting:
                _call(fn, png)

    def png(self, wait: float | None = 0) -> bytes | None:
        """The PNG once encoded (waiting up to `wait` seconds; None: as long as it takes)."""
        self.done.wait(wait)
        return self._png

    def then(self, fn: Callable[[bytes], object]) -> None:
        """Call fn(png) when the PNG is ready (now if it is; from the encoding thread otherwise)."""
        with self._lock:
            if not self.done.is_set():
                self._waiting.append(fn)
                return
            png = self._png
        if png is not None:
            _call(fn, png)


def _call(fn: Callable[[bytes], object], png: bytes) -> None:
    try:
        fn(png)
    except OSError as e:  # a full disk: the history keeps the story, the poster is drawn again when asked
        log.warning("poster: %s", e)


def kept_story(app, session) -> Kept | None:
    """The story of the app's game `session` and its poster, made on first asking and kept for the
    app (one game's at a time); None if it cannot be drawn (said in the log, the game goes on)."""
    key = (id(session), len(session.actions))
    held = app.services.get("story")
    if held is not None and held[0] == key:
        return held[1]
    try:
        story = story_of_session(session, lang=i18n.language())
        kept = Kept(story, lay_out(story, images_for(app)))
    except (pygame.error, MemoryError, OSError) as e:
        log.warning("poster: %s", e)  # the game and its history go on without it
        return None
    app.services["story"] = (key, kept)
    return kept
