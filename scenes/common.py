"""What every table scene shares: the header with the clue, the players strip, the score track
with its hopping rabbits, and hand / display card rows with focus and mouse hit rects.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from assets import ROOT
from game.app import intents as I
from game.app import theme
from game.app.anim import Animator, Hop
from game.app.scene import Scene
from game.engine.rulesets import PARTY, TEAM

TRACK_SPACES = 30
TRACK_Y = 962
TRACK_X0, TRACK_X1 = 130, 1790


@lru_cache(maxsize=64)
def rabbit(colour_index: int, pawn_index: int, letter: str, size: int = 58) -> pygame.Surface:
    """A rabbit in the player's colour wearing their pawn badge (shape + letter)."""
    colour = theme.player_colour(colour_index)
    try:
        body = pygame.image.load_sized_svg(str(ROOT / "icons" / "rabbit.svg"), (size, size)).convert_alpha()
    except (pygame.error, FileNotFoundError):
        body = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.ellipse(body, (255, 255, 255), body.get_rect().inflate(-8, -16))
    outline = body.copy()
    outline.fill((20, 14, 34, 255), special_flags=pygame.BLEND_RGBA_MULT)
    tinted = body.copy()
    tinted.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    out = pygame.Surface((size + 8, size + 8), pygame.SRCALPHA)
    for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2)):
        out.blit(outline, (4 + dx, 4 + dy))
    out.blit(tinted, (4, 4))
    badge = theme.pawn(colour_index, pawn_index, size // 2, letter)
    out.blit(badge, badge.get_rect(center=(size // 2 + 4, size * 0.66 + 4)))
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
            pygame.draw.circle(surface, (60, 50, 100), (x, y + 20), r)
            pygame.draw.circle(surface, (110, 96, 170) if sp % 5 else theme.GOLD, (x, y + 20), r, 3)
            if sp % 5 == 0:
                theme.blit_text(surface, str(sp), (x, y + 20), 24, theme.INK, True, anchor="center")

    def draw(self, surface: pygame.Surface, seats, scorer_seats, time: float) -> None:
        """The rabbits (dynamic: drawn every frame over the cached board)."""
        self.settle()
        # rabbits: several on one space stand in a little column, all visible
        stacks: dict[int, int] = {}
        for i in range(len(self.shown)):
            hop = self.hops.get(i)
            if hop is not None and not hop.done:
                frm, to, p = hop.where(self.shown[i])
            else:
                frm = to = hop.path[-1] if hop is not None and hop.path else self.shown[i]
                p = 0.0
            fx, fy = space_pos(frm % TRACK_SPACES)
            tx, ty = space_pos(to % TRACK_SPACES)
            x = fx + (tx - fx) * p
            lift = math.sin(p * math.pi) * 46
            land = to if p > 0.5 else frm
            level = stacks.get(land % TRACK_SPACES, 0)
            stacks[land % TRACK_SPACES] = level + 1
            seat = scorer_seats(i)[0]
            s = seats[seat]
            img = rabbit(s.colour, s.pawn, s.letter)
            rect = img.get_rect(midbottom=(x + level * 7, fy + 8 - lift - level * 20))
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
    theme.blit_text(surface, f"Turn {turn + 1}", (130, 60), theme.SECONDARY, theme.MUTED)
    theme.blit_text(surface, st.rules.title, (130, 96), 24, theme.DIM)
    badge = theme.pawn(teller.colour, teller.pawn, 52, teller.letter)
    surface.blit(badge, (400, 62))
    theme.blit_text(surface, f"{teller.name} tells the story", (464, 88), theme.BODY, theme.INK, anchor="midleft")
    mimes = session.config.options.get("mimes")
    if phase != "clue":
        clue = clue_text.strip()
        if clue:
            label = f"\u201c{clue}\u201d"
        else:
            label = "a mime or a song (see the storyteller)" if mimes else "the clue was said aloud"
        size = 44 if clue else 30
        colour = theme.GOLD if clue else theme.MUTED
        img = theme.shadow_text(label if len(label) < 46 else label[:44] + "\u2026\u201d", size, colour, True)
        surface.blit(img, img.get_rect(midleft=(960, 88)))
    elif clue_hint:
        theme.blit_text(surface, clue_hint, (960, 88), theme.BODY, theme.MUTED, anchor="midleft")
    theme.blit_text(surface, f"Pile {view.draw_count}", (theme.W - 130, 88), theme.SECONDARY, theme.MUTED,
                    anchor="midright")


def draw_players(surface: pygame.Surface, session, highlight: set[int] = frozenset(), y: int = 150,
                 done: set[int] = frozenset()) -> None:
    """One chip per player: pawn, name, score; a tick once they have acted this step."""
    n = session.n
    width = min(300, (theme.W - 192 - (n - 1) * 10) // n)
    x = theme.W // 2 - (n * width + (n - 1) * 10) // 2
    st = session.state
    team = st.rules.family == TEAM
    for seat, s in enumerate(session.seats):
        r = pygame.Rect(x + seat * (width + 10), y, width, 64)
        fill = (70, 56, 120) if seat in highlight else theme.PANEL
        theme.panel(surface, r, fill=fill, alpha=200, radius=32)
        surface.blit(theme.pawn(s.colour, s.pawn, 48, s.letter), (r.left + 8, r.top + 8))
        room = width - 62 - (30 if seat in done else 8)
        theme.blit_text(surface, theme.fit(s.name, 24, room, True), (r.left + 62, r.top + 6), 24, theme.INK, True)
        score = st.scores[st.scorer_of(seat)]
        if team:
            sub = f"{st.scorer_names()[st.scorer_of(seat)]}"
        elif width > 200:
            sub = f"{score} pts" + (" \u00b7 bot" if s.is_bot else "")
        else:
            sub = f"{score} pts" if theme.font(24).size(f"{score} pts")[0] <= room else str(score)
        theme.blit_text(surface, theme.fit(sub, 24, room), (r.left + 62, r.top + 34), 24, theme.MUTED)
        if seat in done:
            pygame.draw.circle(surface, theme.GOOD, (r.right - 22, r.centery), 14)
            pygame.draw.lines(surface, (20, 40, 30), False, [(r.right - 29, r.centery), (r.right - 23, r.centery + 6),
                                                              (r.right - 14, r.centery - 6)], 4)
        if seat == st.storyteller and st.rules.family != PARTY or seat == st.storyteller:
            pygame.draw.circle(surface, theme.GOLD, (r.left + 10, r.top + 10), 7)


def row_centres(count: int, height: int, y: float, gap: int = 24, max_width: int = theme.W - 220) -> list[tuple[float, float]]:
    w = round(height * 2 / 3)
    total = count * w + (count - 1) * gap
    if total > max_width and count > 1:
        gap = (max_width - count * w) // (count - 1)
        total = count * w + (count - 1) * gap
    x0 = theme.W / 2 - total / 2 + w / 2
    return [(x0 + i * (w + gap), y) for i in range(count)]


def display_layout(count: int) -> tuple[int, list[tuple[float, float]]]:
    """Card height and centres of the numbered slots for `count` displayed cards."""
    if count <= 7:
        h = 360 if count <= 6 else 330
        return h, row_centres(count, h, 540)
    h = 250
    top = (count + 1) // 2
    return h, row_centres(top, h, 402) + row_centres(count - top, h, 676)


@lru_cache(maxsize=16)
def _slot_badge(n: int) -> pygame.Surface:
    badge = pygame.Surface((50, 50), pygame.SRCALPHA)
    pygame.draw.circle(badge, (30, 24, 52), (25, 25), 24)
    pygame.draw.circle(badge, theme.GOLD, (25, 25), 24, 3)
    theme.blit_text(badge, str(n), (25, 25), 28, theme.INK, True, anchor="center")
    return badge


def slot_number(surface: pygame.Surface, n: int, center: tuple[float, float], height: int) -> None:
    badge = _slot_badge(n)
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

    def update(self, dt: float) -> None:
        settings = self.flow.settings
        self.time += dt
        self.anim.update(dt * float(settings.get("animation_speed", 1.0)))
        if settings.get("reduced_motion"):
            self.anim.hurry()  # no movement: everything lands at once

    def handle(self, intent) -> None:
        if intent.kind == I.HURRY:
            self.anim.hurry()
        elif intent.kind in (I.MENU, I.BACK):
            self.flow.pause()

    def draw_table(self, surface: pygame.Surface, clue_hint: str = "", highlight=frozenset(), done=frozenset(),
                   track: bool = True, record=None) -> None:
        # Everything but the rabbits only changes when the game does: draw it once into a cached
        # layer and blit that (one blit instead of ~80 per frame).
        key = (len(self.session.actions), clue_hint, frozenset(highlight), frozenset(done), track,
               record.turn if record is not None else None)
        cache = getattr(self.flow, "table_layer", None)
        if cache is None or cache[0] != key:
            layer = theme.background().copy()
            draw_header(layer, self.session, clue_hint, record)
            draw_players(layer, self.session, set(highlight), done=set(done))
            if track:
                self.flow.track.draw_board(layer)
            self.flow.table_layer = cache = (key, layer)
        surface.blit(cache[1], (0, 0))
        if track:
            self.flow.track.draw(surface, self.session.seats, self.session.scorer_seats, self.time)

    def sound(self, name: str) -> None:
        if self.app is not None and self.app.audio is not None:
            self.app.audio.play(name)

    def prompt(self, surface: pygame.Surface, text: str, sub: str = "") -> None:
        theme.blit_text(surface, text, (theme.W // 2, 250), theme.TITLE, theme.INK, True, anchor="center", shadow=True)
        if sub:
            theme.blit_text(surface, sub, (theme.W // 2, 302), theme.SECONDARY, theme.MUTED, anchor="center")


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
        self.marks: dict[int, str] = {}  # index -> short label drawn on the card ("vote 1", "trap")
        self.numbers = numbers
        self.focus = next((i for i in range(len(cards)) if i not in self.disabled), 0)
        self.lift = [0.0] * len(cards)
        self.active = True

    def rects(self) -> list[pygame.Rect]:
        w = round(self.height * 2 / 3)
        return [pygame.Rect(round(x - w / 2), round(y - self.height / 2 - self.lift[i]), w, self.height)
                for i, (x, y) in enumerate(self.centres)]

    def _move(self, step: int) -> None:
        n = len(self.cards)
        i = self.focus
        for _ in range(n):
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
            target = 36.0 if (i == self.focus and self.active) or i in self.selected else 0.0
            self.lift[i] += (target - self.lift[i]) * min(1.0, dt * 14)

    def draw(self, surface: pygame.Surface, art, time: float, face_up: bool = True) -> None:
        rects = self.rects()
        for i, card in enumerate(self.cards):
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
                img = theme.shadow_text(mark, 26, theme.INK, True)
                box = img.get_rect(midtop=(r.centerx, r.top + 12)).inflate(20, 8)
                pygame.draw.rect(surface, (40, 30, 70), box, border_radius=14)
                surface.blit(img, img.get_rect(center=box.center))
