"""What every table scene shares: the header with the clue, the players strip, the score track
with its hopping rabbits, and hand / display card rows with focus and mouse hit rects.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from functools import lru_cache

import pygame

from assets import ROOT
from game import i18n
from game.app import intents as I
from game.app import theme
from game.app.anim import Animator, Hop
from game.app.scene import Scene
from game.engine.rulesets import TEAM
from game.i18n import N_, _, ngettext
from game.pictures import stored
from game.rules_text import ruleset_title

from .zoom import ZoomView, open_zoom

TRACK_SPACES = 30
TRACK_Y = 962
BOARD_BAND = pygame.Rect(0, TRACK_Y - 82, 1920, 1080 - (TRACK_Y - 82))  # the track's board, to the bottom
TRACK_X0, TRACK_X1 = 190, 1730  # room at both ends for a crowd of rabbits on the first or last space
BOT_LEVELS = {"easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard")}


def bot_level(level: str | None) -> str:
    """A computer player's level, in the players' language."""
    return _(BOT_LEVELS.get(level or "normal", "normal"))


RABBIT = 60  # px: a rabbit stands about 54 px tall at 1080p, readable from the sofa
BADGE_AT, BADGE_SIZE = (0.47, 0.64), 0.5  # the pawn badge on its flank, as fractions of the rabbit


@lru_cache(maxsize=4)
def _rabbit_body(size: int) -> pygame.Surface:
    """The white rabbit shape, rendered from its SVG once per size (12 players, one parse)."""
    try:
        return pygame.image.load_sized_svg(str(ROOT / "icons" / "rabbit.svg"), (size, size)).convert_alpha()
    except (pygame.error, FileNotFoundError):
        body = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.ellipse(body, (255, 255, 255), body.get_rect().inflate(-8, -16))
        return body


@stored("rabbit")  # kept in the picture store
def rabbit(colour_index: int, pawn_index: int, letter: str, size: int = RABBIT, contrast: bool = False) -> pygame.Surface:
    """A rabbit in the player's colour wearing their pawn badge (shape + letter) on a dark plate,
    so two players never differ by colour alone."""
    colour = theme.player_colour(colour_index)
    body = _rabbit_body(size)
    outline = body.copy()
    edge = (255, 255, 255, 255) if contrast else (20, 14, 34, 255)
    outline.fill(edge, special_flags=pygame.BLEND_RGBA_MULT)
    tinted = body.copy()
    tinted.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    out = pygame.Surface((size + 8, size + 8), pygame.SRCALPHA)
    for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2)):
        out.blit(outline, (4 + dx, 4 + dy))
    out.blit(tinted, (4, 4))
    badge_size = round(size * BADGE_SIZE)
    centre = (round(size * BADGE_AT[0]) + 4, round(size * BADGE_AT[1]) + 4)
    pygame.draw.circle(out, (20, 14, 34), centre, badge_size * 0.52)
    badge = theme.pawn(colour_index, pawn_index, badge_size, letter)
    out.blit(badge, badge.get_rect(center=centre))
    return out


def stack_offsets(count: int) -> list[tuple[float, float]]:
    """Where each of `count` rabbits on one space stands, relative to the space: columns of up
    to three (so a crowd stays low, clear of the cards and buttons above the track), each
    rabbit high enough above the one below for its badge to show."""
    rows = 3
    cols = (count + rows - 1) // rows
    per = (count + cols - 1) // cols if cols else 0
    out = []
    for i in range(count):
        col, level = divmod(i, per)
        out.append(((col - (cols - 1) / 2) * RABBIT * 0.8, -level * RABBIT * 0.55))
    return out


def space_pos(space: int) -> tuple[float, float]:
    step = (TRACK_X1 - TRACK_X0) / (TRACK_SPACES - 1)
    return TRACK_X0 + space * step, TRACK_Y


class Track:
    """The 30-space score track; each scorer's rabbit hops space by space to its new score."""

    def __init__(self, scores: tuple[int, ...]) -> None:
        self.shown = list(scores)  # score each rabbit stands on (before the hops below)
        self.hops: dict[int, Hop] = {}
        self.landed = 0  # hops completed so far (a landing makes a sound)

    def move_to(self, scores: tuple[int, ...], animator: Animator, delay: float = 0.0) -> None:
        for i, (old, new) in enumerate(zip(self.shown, scores, strict=False)):
            if new != old:
                step = 1 if new > old else -1
                hop = Hop(i, list(range(old + step, new + step, step)), delay + 0.12 * i)
                self.hops[i] = hop
                animator.add(hop)
        self._target = list(scores)

    def settle(self) -> None:
        target = getattr(self, "_target", None)
        if target is not None and all(h.done for h in self.hops.values()):
            self.shown = list(target)
            self.hops = {}

    def draw_board(self, surface: pygame.Surface) -> None:
        """The track itself (static: drawn into the cached table layer)."""
        theme.panel(surface, pygame.Rect(96, TRACK_Y - 78, theme.W - 192, 150), alpha=150, radius=30)
        for sp in range(TRACK_SPACES):
            x, y = space_pos(sp)
            r = 22 if sp % 5 == 0 else 17
            contrast = theme.high_contrast()
            pygame.draw.circle(surface, (0, 0, 0) if contrast else (60, 50, 100), (x, y + 20), r)
            edge = ((200, 200, 200) if contrast else (110, 96, 170)) if sp % 5 else theme.GOLD
            pygame.draw.circle(surface, edge, (x, y + 20), r, 3)
            if sp % 5 == 0:
                theme.blit_text(surface, str(sp), (x, y + 20), 24, theme.INK, True, anchor="center")

    def placements(self) -> list[tuple[int, float, float, int]]:
        """This frame's rabbits in drawing order: (scorer, x, y of the feet, space landed on)."""
        self.settle()
        # Where each rabbit is this frame: between two spaces in mid-hop, or standing on one.
        placed = []
        for i in range(len(self.shown)):
            hop = self.hops.get(i)
            if hop is not None and not hop.done:
                frm, to, p = hop.where(self.shown[i])
            else:
                frm = to = hop.path[-1] if hop is not None and hop.path else self.shown[i]
                p = 0.0
            placed.append((i, frm, to, p))
        # Rabbits standing on one space gather in a small crowd, every badge visible.
        crowds: dict[int, list[int]] = {}
        for i, _frm, to, p in placed:
            if p == 0.0:
                crowds.setdefault(to % TRACK_SPACES, []).append(i)
        offset: dict[int, tuple[float, float]] = {}
        for space, members in crowds.items():
            offs = stack_offsets(len(members))
            x = space_pos(space)[0]
            left = min(dx for dx, _ in offs) + x - RABBIT / 2
            right = max(dx for dx, _ in offs) + x + RABBIT / 2
            shift = max(0.0, 100 - left) - max(0.0, right - (theme.W - 100))  # stay on the board
            for i, (dx, dy) in zip(members, offs, strict=True):
                offset[i] = (dx + shift, dy)
        # left to right, each column bottom-up; rabbits in mid-hop over everyone
        order = sorted(placed, key=lambda r: (r[3] > 0, offset.get(r[0], (0, 0))[0], -offset.get(r[0], (0, 0))[1]))
        out = []
        for i, frm, to, p in order:
            fx, fy = space_pos(frm % TRACK_SPACES)
            tx, _ = space_pos(to % TRACK_SPACES)
            dx, dy = offset.get(i, (0.0, 0.0))
            lift = math.sin(p * math.pi) * 46
            out.append((i, fx + (tx - fx) * p + dx, fy + 8 - lift + dy, to if p > 0.5 else frm))
        return out

    def draw(self, surface: pygame.Surface, seats, scorer_seats, time: float) -> None:
        """The rabbits (dynamic: drawn every frame over the cached board)."""
        contrast = theme.high_contrast()
        for i, x, y, land in self.placements():
            s = seats[scorer_seats(i)[0]]
            img = rabbit(s.colour, s.pawn, s.letter, RABBIT, contrast)
            rect = img.get_rect(midbottom=(x, y))
            surface.blit(img, rect)
            lap = max(land, 0) // TRACK_SPACES
            if lap:
                theme.blit_text(surface, f"x{lap + 1}", (rect.right - 4, rect.top + 6), 24, theme.GOLD, True,
                                anchor="midleft", shadow=True)


def draw_header(surface: pygame.Surface, session, clue_hint: str = "", record=None) -> None:
    """Turn, rule set, storyteller and the clue (the typed clue stays up through submit and vote).

    With a round record (results, recap), the header shows that round rather than the next one."""
    st = session.state
    view = session.public()
    teller = session.seats[record.storyteller if record is not None else st.storyteller]
    turn = record.turn if record is not None else st.turn
    phase = "scored" if record is not None else view.phase
    clue_text = record.clue if record is not None else view.clue
    theme.panel(surface, pygame.Rect(96, 40, theme.W - 192, 96), alpha=200, radius=28)
    theme.blit_fit(surface, _("Turn {n}").format(n=turn + 1), (130, 60), 262, theme.SECONDARY, theme.MUTED)
    theme.blit_fit(surface, ruleset_title(st.rules), (130, 96), 262, 24, theme.DIM)
    badge = theme.pawn(teller.colour, teller.pawn, 52, teller.letter)
    surface.blit(badge, (400, 62))
    theme.blit_fit(surface, _("{name} tells the story").format(name=teller.name), (464, 88), 480, theme.BODY,
                   theme.INK, anchor="midleft")
    pile = theme.blit_text(surface, _("Pile {n}").format(n=view.draw_count), (theme.W - 130, 88), theme.SECONDARY,
                           theme.MUTED, anchor="midright")
    room = pile.left - 30 - 960
    mimes = session.config.options.get("mimes")
    if phase != "clue":
        clue = clue_text.strip()
        if clue:
            label = _("\u201c{clue}\u201d").format(clue=clue)
        else:
            label = _("a mime or a song (see the storyteller)") if mimes else _("the clue was said aloud")
        size = 44 if clue else 30
        colour = theme.GOLD if clue else theme.MUTED
        theme.blit_fit(surface, label, (960, 88), room, size, colour, True, anchor="midleft", shadow=True)
    elif clue_hint:
        theme.blit_fit(surface, clue_hint, (960, 88), room, theme.BODY, theme.MUTED, anchor="midleft")


def chip_height() -> int:
    """A player chip holds a name and a score: 64 px, taller with large text."""
    return max(64, 2 * (theme.font(24).get_height() - 4) + 16)


def prompt_y(line: int = 0) -> int:
    """Where a screen's headline (line 0) and its second line (1) go: under the players' chips."""
    return 250 + (chip_height() - 64) + line * (52 + (chip_height() - 64) // 2)


def draw_players(surface: pygame.Surface, session, highlight: set[int] = frozenset(), y: int = 150,
                 done: set[int] = frozenset()) -> None:
    """One chip per player: pawn, name, score; a tick once they have acted this step. Drawn on the
    table layer over the plain backdrop; each chip is kept as a picture, so a move (one tick more)
    redraws one chip, not twelve."""
    n = session.n
    width = min(300, (theme.W - 192 - (n - 1) * 10) // n)
    x = theme.W // 2 - (n * width + (n - 1) * 10) // 2
    st = session.state
    team = st.rules.family == TEAM
    chip_h = chip_height()
    for seat, s in enumerate(session.seats):
        r = pygame.Rect(x + seat * (width + 10), y, width, chip_h)
        score = st.scores[st.scorer_of(seat)]
        if team:
            sub = f"{st.scorer_names()[st.scorer_of(seat)]}"
        else:
            points = ngettext("{n} pt", "{n} pts", score).format(n=score)
            room = width - 62 - (30 if seat in done else 8)
            if width > 200:
                sub = points + (_(" \u00b7 bot") if s.is_bot else "")
            else:
                sub = points if theme.font(24).size(points)[0] <= room else str(score)
        dot = seat == st.storyteller
        chip = _chip(tuple(r), s.colour, s.pawn, s.letter, s.name, sub, seat in done, seat in highlight, dot,
                     theme.generation)
        surface.blit(chip, r)


@stored("chip")  # kept in the picture store
def _chip(rect: tuple[int, int, int, int], colour: int, pawn: int, letter: str, name: str, sub: str, done: bool,
          highlight: bool, dot: bool, generation: int) -> pygame.Surface:
    """One player's chip over the backdrop under it (so it is blitted as an opaque picture)."""
    r = pygame.Rect(rect)
    surf = theme.background().subsurface(r).copy()
    local = surf.get_rect()
    line = theme.font(24).get_height() - 4  # two lines of text in a chip, whatever the text size
    fill = (70, 56, 120) if highlight else theme.PANEL
    theme.panel(surf, local, fill=fill, alpha=200, radius=32)
    surf.blit(theme.pawn(colour, pawn, 48, letter), (8, local.centery - 24))
    room = r.w - 62 - (30 if done else 8)
    top = local.centery - line
    theme.blit_text(surf, theme.fit(name, 24, room, True), (62, top), 24, theme.INK, True)
    theme.blit_text(surf, theme.fit(sub, 24, room), (62, top + line), 24, theme.MUTED)
    if done:
        pygame.draw.circle(surf, theme.GOOD, (local.right - 22, local.centery), 14)
        pygame.draw.lines(surf, (20, 40, 30), False, [(local.right - 29, local.centery),
                                                       (local.right - 23, local.centery + 6),
                                                       (local.right - 14, local.centery - 6)], 4)
    if dot:
        pygame.draw.circle(surf, theme.GOLD, (10, 10), 7)
    return surf


def row_centres(count: int, height: int, y: float, gap: int = 24, max_width: int = theme.SAFE.w) -> list[tuple[float, float]]:
    """Centres of `count` cards in a row; a row too wide for the safe area overlaps its cards."""
    w = round(height * 2 / 3)
    total = count * w + (count - 1) * gap
    if total > max_width and count > 1:
        gap = (max_width - count * w) / (count - 1)
        total = count * w + (count - 1) * gap
    x0 = theme.W / 2 - total / 2 + w / 2
    return [(x0 + i * (w + gap), y) for i in range(count)]


HAND_H = 420  # a hand of up to 6 (7: HAND_H_7) at 1080p, the table's largest decoded size is 480
HAND_H_7 = 380
HAND_Y = 640  # centre of a hand row, below the two-line prompt and clear of its focus lift
LIFT = 36  # how far a focused or chosen card rises


def hand_layout(count: int) -> tuple[int, list[tuple[float, float]]]:
    """Card height and centres for a hand (the track is not drawn under a hand)."""
    h = HAND_H if count <= 6 else HAND_H_7
    return h, row_centres(count, h, HAND_Y, gap=20)


NUMBER_ROOM = 30  # the slot number badge hangs this far below a displayed card
VOTE_BOX = (320, 940)  # vertical room for displayed cards without the track (reveal, vote)
RESULTS_BOX = (336, 750)  # ... with the buttons below and the track under them (results, one row)
RESULTS_BOX_ROWS = (336, 826)  # ... two rows: the buttons stand beside the rows instead
COMPACT_TOP = 268  # 8 or more cards: the prompt shrinks to one line and the cards move up
ROW_LIFT = 16  # focus lift when cards stand in two rows (a full lift would hide the number above)


def display_layout(count: int, box: tuple[int, int] = VOTE_BOX, lift: int = LIFT,
                   row_choices: tuple[int, ...] = (1, 2, 3)) -> tuple[int, list[tuple[float, float]]]:
    """Card height and centres of the numbered slots for `count` displayed cards: one, two or three
    rows, whichever shows the pictures largest in the room given (never above the decoded 480 px)."""
    top, bottom = box
    if count > 7:
        top = COMPACT_TOP + chip_height() - 64
    width = theme.SAFE.w
    best: tuple[int, int, int] = (0, row_choices[0], lift)
    for rows in row_choices:
        per = -(-count // rows)
        if rows > 1 and per * (rows - 1) >= count:
            continue
        up = lift if rows == 1 else min(lift, ROW_LIFT)
        gap = 20
        by_width = (width - (per - 1) * gap) / per * 3 / 2
        by_height = (bottom - top - up - rows * NUMBER_ROOM - (rows - 1) * (12 + up)) / rows
        h = int(min(by_width, by_height, 480))
        if h > best[0]:
            best = (h, rows, up)
    h, rows, lift = best
    top += lift
    used = rows * (h + NUMBER_ROOM) + (rows - 1) * (12 + lift)
    y = top + (bottom - top - used) / 2 + h / 2
    centres: list[tuple[float, float]] = []
    left = count
    for r in range(rows):
        n = -(-left // (rows - r))
        centres += row_centres(n, h, y, gap=20)
        left -= n
        y += h + NUMBER_ROOM + 12 + lift
    return h, centres


@lru_cache(maxsize=16)
def _slot_badge(n: int, generation: int = 0) -> pygame.Surface:
    label = theme.text(str(n), 30, theme.INK, True)
    d = max(54, label.get_width() + 20, label.get_height() + 8)
    badge = pygame.Surface((d, d), pygame.SRCALPHA)
    pygame.draw.circle(badge, (0, 0, 0) if theme.high_contrast() else (30, 24, 52), (d / 2, d / 2), d / 2 - 1)
    pygame.draw.circle(badge, theme.GOLD, (d / 2, d / 2), d / 2 - 1, 3)
    badge.blit(label, label.get_rect(center=(d // 2, d // 2 + 1)))
    return badge


def slot_number(surface: pygame.Surface, n: int, center: tuple[float, float], height: int) -> None:
    badge = _slot_badge(n, theme.generation)
    surface.blit(badge, badge.get_rect(center=(round(center[0]), round(center[1] + height / 2 + 4))))


class GameScene(Scene):
    """A scene at the table: shares the session, the card art, the track and the animator."""

    is_game_scene = True
    shows_private = False  # True: draws one player's hand or secret choice (needs a curtain)
    seat: int | None = None

    def __init__(self, flow) -> None:
        super().__init__()
        self.flow = flow
        self.session = flow.session
        self.art = flow.art
        self.anim = Animator()
        self.time = 0.0

    @property
    def reduced_motion(self) -> bool:
        return bool(self.flow.settings.get("reduced_motion"))

    def update(self, dt: float) -> None:
        settings = self.flow.settings
        self.time += dt
        self.anim.update(dt * float(settings.get("animation_speed", 1.0)))
        if self.reduced_motion:
            self.anim.settle()  # no movement: everything lands at once
        warm = self.flow.warm
        while warm:  # one slice of what a coming screen needs (Flow.warm)
            try:
                next(warm[0])
                break
            except StopIteration:
                warm.popleft()

    def ahead(self, work: Iterable[object]) -> None:
        """Queue work a coming screen needs, done a slice per frame (each item one slice)."""
        self.flow.warm.append(iter(work))

    def faces_ahead(self, height: int) -> None:
        """The table's cards (public: face up by now) at `height`, shadow baked, one per frame."""
        self.ahead(self.flow.art.shadowed(card, height) for card in self.session.public().display)

    def handle(self, intent) -> None:
        if intent.kind == I.HURRY:
            self.anim.hurry()
        elif intent.kind in (I.MENU, I.BACK):
            self.flow.pause()

    # -- a closer look ---------------------------------------------------------------------
    def zoom_view(self) -> ZoomView | None:
        """The cards this screen shows face up to whoever is looking right now, and nothing else
        (None: nothing to look at closely). The zoom overlay gets exactly this list."""
        return None

    def zoom(self, intent) -> bool:
        """Open the close-up if the intent asks for it (Y, Tab, Z, the wheel, a right click on a card)."""
        if intent.kind not in (I.ZOOM, I.BACK):
            return False
        return open_zoom(self.app, self.art, intent, self.zoom_view(), self.seat if self.shows_private else None)

    def zoom_hint(self, surface: pygame.Surface) -> None:
        theme.blit_fit(surface, _("Y / Tab / right click: see a card up close"), (theme.W // 2, theme.SAFE.bottom),
                       theme.SAFE.w, theme.SECONDARY, theme.MUTED, anchor="midbottom")

    def animating(self) -> bool:
        # cards flying, rabbits hopping (the track settles its hops on the next draw)
        return self.anim.busy or bool(self.flow.track.hops)

    def draw_table(self, surface: pygame.Surface, clue_hint: str = "", highlight=frozenset(), done=frozenset(),
                   track: bool = True, record=None) -> None:
        # Everything but the rabbits only changes when the game does: draw it once into a cached
        # layer and blit that (one blit instead of ~80 per frame). A move only changes the header
        # and the players' chips, so only that top strip is redrawn then: with phones, moves come
        # many to a round and a whole new layer (an 8 MB copy) each time cost the TV whole frames.
        # Screens without the track show the backdrop in the board's band instead: one layer serves both.
        strip_key = (len(self.session.actions), clue_hint, frozenset(highlight), frozenset(done),
                     record.turn if record is not None else None, i18n.generation())
        cache = getattr(self.flow, "table_layer", None)
        if cache is None or cache[0] != theme.generation:
            layer = theme.background().copy()
            self.flow.track.draw_board(layer)
            self.flow.table_layer = cache = [theme.generation, None, layer]
        layer = cache[2]
        if cache[1] != strip_key:
            strip = pygame.Rect(0, 0, theme.W, 150 + chip_height() + 16)  # header and chips; the board is far below
            layer.blit(theme.background(), strip, strip)
            draw_header(layer, self.session, clue_hint, record)
            draw_players(layer, self.session, set(highlight), done=set(done))
            cache[1] = strip_key
        if track:
            surface.blit(layer, (0, 0))
            self.flow.track.draw(surface, self.session.seats, self.session.scorer_seats, self.time)
        else:
            above = pygame.Rect(0, 0, theme.W, BOARD_BAND.top)
            surface.blit(layer, above, above)
            surface.blit(theme.background(), BOARD_BAND, BOARD_BAND)

    def sound(self, name: str) -> None:
        if self.app is not None and self.app.audio is not None:
            self.app.audio.play(name)

    def headline(self, surface: pygame.Surface, text: str) -> None:
        """The one-line prompt of a crowded table (8 cards or more), shrunk to fit if need be."""
        size = theme.BODY + 2
        while size > theme.SECONDARY and theme.text_width(text, size, True) > theme.SAFE.w:
            size -= 2
        theme.blit_text(surface, theme.fit(text, size, theme.SAFE.w, True), (theme.W // 2, prompt_y() - 10), size,
                        theme.INK, True, anchor="center", shadow=True)

    def prompt(self, surface: pygame.Surface, text: str, sub: str = "") -> None:
        # a long name (or a longer language, or large text) shrinks the line rather than spill out
        size = theme.TITLE
        while size > theme.BODY and theme.text_width(text, size, True) > theme.SAFE.w:
            size -= 4
        theme.blit_text(surface, theme.fit(text, size, theme.SAFE.w, True), (theme.W // 2, prompt_y()), size, theme.INK, True,
                        anchor="center", shadow=True)
        if sub:
            theme.blit_fit(surface, sub, (theme.W // 2, prompt_y(1)), theme.SAFE.w, theme.SECONDARY, theme.MUTED,
                           anchor="center")


class CardRow:
    """A row (or two rows) of cards to choose from: focus with the D-pad, hover and click with the mouse.

    `handle` returns the index the player picked (confirm or click), else None.
    """

    def __init__(self, cards: list[str | None], height: int, centres: list[tuple[float, float]],
                 disabled: set[int] = frozenset(), numbers: bool = False) -> None:
        self.cards = cards
        self.height = height
        self.centres = centres
        self.disabled = set(disabled)
        self.selected: set[int] = set()
        self.marks: dict[int, str] = {}  # index -> short label drawn on the card, a msgid (N_("vote 1"))
        self.numbers = numbers
        self.focus = next((i for i in range(len(cards)) if i not in self.disabled), 0)
        self.lift = [0.0] * len(cards)
        self.lift_by = LIFT
        self.active = True
        self.instant = False  # reduced motion: the focused card jumps up instead of rising

    def rects(self) -> list[pygame.Rect]:
        w = round(self.height * 2 / 3)
        return [pygame.Rect(round(x - w / 2), round(y - self.height / 2 - self.lift[i]), w, self.height)
                for i, (x, y) in enumerate(self.centres)]

    def _move(self, step: int) -> None:
        n = len(self.cards)
        i = self.focus
        for _step in range(n):
            i = (i + step) % n
            if i not in self.disabled:
                self.focus = i
                return

    def move_vertical(self, down: bool) -> bool:
        """Two-row layouts: up/down jumps between rows (to the nearest card)."""
        x, y = self.centres[self.focus]
        others = [(abs(cx - x), i) for i, (cx, cy) in enumerate(self.centres)
                  if (cy > y if down else cy < y) and i not in self.disabled]
        if not others:
            return False
        self.focus = min(others)[1]
        return True

    def handle(self, intent) -> int | None:
        k = intent.kind
        if not self.active or not self.cards:
            return None
        if k == I.LEFT:
            self._move(-1)
        elif k == I.RIGHT:
            self._move(1)
        elif k in (I.UP, I.DOWN):
            self.move_vertical(k == I.DOWN)
        elif k == I.CONFIRM:
            if self.focus not in self.disabled:
                return self.focus
        elif k in (I.POINTER_MOVE, I.CLICK) and intent.pos:
            for i, r in enumerate(self.rects()):
                if r.collidepoint(intent.pos) and i not in self.disabled:
                    self.focus = i
                    if k == I.CLICK:
                        return i
        return None

    def update(self, dt: float) -> None:
        for i in range(len(self.cards)):
            target = float(self.lift_by) if (i == self.focus and self.active) or i in self.selected else 0.0
            self.lift[i] = target if self.instant else self.lift[i] + (target - self.lift[i]) * min(1.0, dt * 14)

    def draw(self, surface: pygame.Surface, art, time: float, face_up: bool = True) -> None:
        rects = self.rects()
        # the focused card last: in a crowded row it overlaps its neighbours, not the reverse
        order = [i for i in range(len(self.cards)) if i != self.focus] + ([self.focus] if self.cards else [])
        for i in order:
            card = self.cards[i]
            r = rects[i]
            art.draw(surface, card, r.center, self.height, face_up=face_up and card is not None)
            if i in self.disabled:
                surface.blit(theme.veil(150, r.size), r)
            if i in self.selected:
                pygame.draw.rect(surface, theme.GOOD, r.inflate(12, 12), 6, border_radius=18)
            if i == self.focus and self.active:
                theme.focus_ring(surface, r, time, 16)
            if self.numbers:
                slot_number(surface, i + 1, (r.centerx, r.centery + self.lift[i]), self.height)
            mark = self.marks.get(i)
            if mark:
                shown, size = theme.fitted(_(mark), 26, r.w - 24, True)  # marks are msgids (N_)
                img = theme.shadow_text(shown, size, theme.INK, True)
                box = img.get_rect(midtop=(r.centerx, r.top + 12)).inflate(20, 8)
                pygame.draw.rect(surface, (40, 30, 70), box, border_radius=14)
                surface.blit(img, img.get_rect(center=box.center))


def row_count(centres: list[tuple[float, float]]) -> int:
    return len({round(y) for _, y in centres})
