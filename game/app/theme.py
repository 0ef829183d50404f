"""Look and feel: the bundled font, colours, player colours with pawn shapes, and drawing helpers.

Sizes follow the 10-foot rules of DESIGN.md at the logical 1080p: body text >= 30 px, secondary
>= 24 px, controls >= 64 px tall, essential content inside the 5% safe area.
"""

from __future__ import annotations

import math
import random
import re
from functools import lru_cache
from typing import TypedDict

import pygame

from assets import ROOT

from ..bytecache import KB, byte_cached
from ..i18n import N_
from ..persist.settings import Settings
from ..pictures import stored
from ..table import wordfilter

W, H = 1920, 1080
SAFE = pygame.Rect(96, 54, W - 192, H - 108)
BODY, SECONDARY, TITLE, HUGE = 34, 26, 56, 96
CONTROL_H = 72

INK = (244, 238, 255)
MUTED = (190, 178, 214)
DIM = (130, 118, 160)
PANEL = (28, 22, 48)
PANEL_EDGE = (92, 78, 140)
FOCUS = (255, 214, 120)
GOLD = (232, 196, 110)
GOOD = (120, 220, 160)
BAD = (255, 130, 120)

# The palettes `apply` switches between (module attributes are read at draw time, so a change
# shows on the next frame). High contrast: white on black, bright edges, no starry backdrop.
PALETTES = {
    False: {"INK": INK, "MUTED": MUTED, "DIM": DIM, "PANEL": PANEL, "PANEL_EDGE": PANEL_EDGE, "FOCUS": FOCUS,
            "GOLD": GOLD, "GOOD": GOOD, "BAD": BAD},
    True: {"INK": (255, 255, 255), "MUTED": (236, 236, 236), "DIM": (212, 212, 220), "PANEL": (0, 0, 0),
           "PANEL_EDGE": (255, 255, 255), "FOCUS": (255, 232, 0), "GOLD": (255, 220, 40), "GOOD": (90, 255, 150),
           "BAD": (255, 140, 130)},
}
TEXT_SIZES = {"normal": 1.0, "large": 1.25}  # the "Text size" setting -> scale of body-sized text


class _Look(TypedDict):
    text_scale: float
    high_contrast: bool
    reduced_motion: bool


# Accessibility settings in force (see apply); `generation` changes whenever the look does, so
# drawings cached elsewhere (table layer, labels) know to redraw.
_look: _Look = {"text_scale": 1.0, "high_contrast": False, "reduced_motion": False}
generation = 0


def apply(settings: Settings) -> bool:
    """Take the text size, contrast and reduced-motion settings; True if the look changed."""
    global generation
    scale = TEXT_SIZES.get(settings.text_size, 1.0)
    contrast = settings.high_contrast
    _look["reduced_motion"] = settings.reduced_motion
    if (scale, contrast) == (_look["text_scale"], _look["high_contrast"]):
        return False
    _look["text_scale"], _look["high_contrast"] = scale, contrast
    globals().update(PALETTES[contrast])
    for cached in (font, text, shadow_text, fitted, fit, text_width, _panel, veil, background):
        cached.cache_clear()
    generation += 1
    return True


_filtered = [False]  # the word filter (game/table/wordfilter.py) on every text drawn


def set_word_filter(on: bool) -> bool:
    """Names and clues with rude words drawn as asterisks (Settings or operator.toml `word_filter`);
    True if it changed (every cached text is drawn again)."""
    global generation
    if bool(on) == _filtered[0]:
        return False
    _filtered[0] = bool(on)
    for cached in (text, shadow_text, fitted, fit, text_width):
        cached.cache_clear()
    generation += 1
    return True


def word_filter() -> bool:
    return _filtered[0]


def high_contrast() -> bool:
    return _look["high_contrast"]


def reduced_motion() -> bool:
    return _look["reduced_motion"]


def still(t: float) -> float:
    """Time for decorative motion (drifting, bobbing, pulsing): frozen with reduced motion."""
    return 0.0 if _look["reduced_motion"] else t


def px(size: int) -> int:
    """A font size after the text-size setting: body and secondary text grow fully, titles a
    little, the very large display type not at all (it is already readable and fills its room)."""
    k = _look["text_scale"]
    if k == 1.0 or size > 64:
        return size
    if size > 40:
        k = 1 + (k - 1) / 2
    return round(size * k)


# Okabe-Ito (colour-blind safe) and white, then four more chosen so that every pair of the twelve
# stays apart (CIEDE2000 >= 10) for normal sight and simulated protanopia, deuteranopia and
# tritanopia (tests/scenes/test_accessibility.py checks it). Colour is never the only cue: each
# player also has a pawn shape and their letter on it.
# Names are shown translated (`_(name)`).
PLAYER_COLOURS = [
    ((230, 159, 0), N_("orange")), ((86, 180, 233), N_("sky blue")), ((0, 158, 115), N_("green")),
    ((240, 228, 66), N_("yellow")), ((0, 114, 178), N_("blue")), ((213, 94, 0), N_("vermilion")),
    ((204, 121, 167), N_("pink")), ((235, 235, 235), N_("white")), ((180, 225, 165), N_("mint")),
    ((135, 120, 255), N_("lavender")), ((165, 105, 75), N_("brown")), ((240, 210, 255), N_("lilac")),
]
PAWNS = [N_("circle"), N_("square"), N_("triangle"), N_("diamond"), N_("star"), N_("hexagon"), N_("heart"),
         N_("moon"), N_("cross"), N_("drop"), N_("pentagon"), N_("ring")]


MAX_TEXT = 1000  # characters drawn from one string; a longer one is cut (a 100,000-character name)
_UNDRAWABLE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")


def _replace(match: re.Match) -> str:
    return " " if match.group() in "\t\n\r" else "\ufffd"


def printable(s: object, keep_newlines: bool = False) -> str:
    """Text SDL_ttf can draw: NUL and other control characters and lone surrogates (from a file
    name or a hand-edited save) become U+FFFD instead of crashing the renderer; long text is cut."""
    s = s if isinstance(s, str) else str(s)
    if _filtered[0]:
        s = wordfilter.mask(s)
    if len(s) > MAX_TEXT:
        s = s[: MAX_TEXT - 1] + "\u2026"
    if not _UNDRAWABLE.search(s):
        return s
    if keep_newlines:
        return "\n".join(_UNDRAWABLE.sub(_replace, line) for line in s.split("\n"))
    return _UNDRAWABLE.sub(_replace, s)


@lru_cache(maxsize=64)
def _font(size: int, bold: bool = False) -> pygame.font.Font:
    name = "Comfortaa-Bold.ttf" if bold else "Comfortaa-Regular.ttf"
    return pygame.font.Font(str(ROOT / "fonts" / name), size)


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The game font at `size` as the text-size setting makes it (measure with this one too)."""
    return _font(px(size), bold)


@stored("text")  # kept in the picture store, counted in its byte budget
def text(s: str, size: int | None = None, colour: tuple | None = None, bold: bool = False) -> pygame.Surface:
    """Rendered text, cached: scenes redraw the same labels every frame. Any string is drawable."""
    return _render(font(size or BODY, bold), s, colour or INK)


def _render(f: pygame.font.Font, s: str, colour: tuple) -> pygame.Surface:
    """The one place text becomes pixels: sanitised, and a string of only zero-width characters
    (which SDL_ttf refuses) becomes a blank of the line's height."""
    try:
        return f.render(printable(s), True, colour)
    except pygame.error:
        return pygame.Surface((1, f.get_height()), pygame.SRCALPHA)


@byte_cached(512 * KB)  # prompts measure their line every frame
def text_width(s: str, size: int = BODY, bold: bool = False) -> int:
    """How wide `s` would be drawn (for fitting names into chips)."""
    return font(size, bold).size(printable(s))[0]


@stored("shadow_text")  # kept in the picture store, counted in its byte budget
def shadow_text(s: str, size: int | None = None, colour: tuple | None = None, bold: bool = False) -> pygame.Surface:
    size, colour = size or BODY, colour or INK
    # rendered here, not through text(): the two layers are not kept apart (that doubled the
    # store's text for every title drawn with a shadow)
    f = font(size, bold)
    fg, bg = _render(f, s, colour), _render(f, s, (0, 0, 0))
    if _look["high_contrast"]:
        # a crisp black outline instead of a soft shadow: the text holds on any picture
        out = pygame.Surface((fg.get_width() + 4, fg.get_height() + 4), pygame.SRCALPHA)
        for dx, dy in ((0, 0), (4, 0), (0, 4), (4, 4), (2, 0), (0, 2), (4, 2), (2, 4)):
            out.blit(bg, (dx, dy))
        out.blit(fg, (2, 2))
        return out
    out = pygame.Surface((fg.get_width() + 3, fg.get_height() + 3), pygame.SRCALPHA)
    bg.set_alpha(150)
    out.blit(bg, (3, 3))
    out.blit(fg, (0, 0))
    return out


def blit_text(surface: pygame.Surface, s: str, pos: tuple[float, float], size: int | None = None,
              colour: tuple | None = None, bold: bool = False, anchor: str = "topleft",
              shadow: bool = False) -> pygame.Rect:
    img = shadow_text(s, size, colour, bold) if shadow else text(s, size, colour, bold)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


@byte_cached(512 * KB)
def fit(s: str, size: int, width: int, bold: bool = False) -> str:
    """`s`, cut with an ellipsis if it is wider than `width` pixels in that font."""
    f = font(size, bold)
    s = printable(s)
    if f.size(s)[0] <= width:
        return s
    while len(s) > 1 and f.size(s + "\u2026")[0] > width:
        s = s[:-1]
    return s.rstrip() + "\u2026"


@byte_cached(512 * KB)
def fitted(s: str, size: int, width: int, bold: bool = False, smallest: int = 0) -> tuple[str, int]:
    """Text and font size that fit `width`: the size shrinks (down to `smallest`, by default 3/4 of
    `size`), then the end gives way to an ellipsis. Translations run longer than English; nothing
    may spill out of its box."""
    s = printable(s)
    smallest = smallest or max(16, size * 3 // 4)
    while size > smallest and font(size, bold).size(s)[0] > width:
        size -= 2
    f = font(size, bold)
    if f.size(s)[0] > width:
        while len(s) > 1 and f.size(s + "\u2026")[0] > width:
            s = s[:-1]
        s = s.rstrip() + "\u2026"
    return s, size


def blit_fit(surface: pygame.Surface, s: str, pos: tuple[float, float], width: int, size: int = BODY,
             colour: tuple = INK, bold: bool = False, anchor: str = "topleft", shadow: bool = False,
             smallest: int = 0) -> pygame.Rect:
    """`blit_text` that keeps the text within `width` pixels (see `fitted`)."""
    s, size = fitted(s, size, width, bold, smallest)
    return blit_text(surface, s, pos, size, colour, bold, anchor, shadow)


def wrap(s: str, size: int, width: int, bold: bool = False) -> list[str]:
    f = font(size, bold)
    lines: list[str] = []
    for para in printable(s, keep_newlines=True).split("\n"):
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def blit_wrapped(surface: pygame.Surface, s: str, rect: pygame.Rect, size: int | None = None,
                 colour: tuple | None = None, bold: bool = False, centre: bool = False) -> int:
    size = size or BODY
    y = rect.top
    for line in wrap(s, size, rect.width, bold):
        img = text(line, size, colour, bold)
        x = rect.centerx - img.get_width() // 2 if centre else rect.left
        surface.blit(img, (x, y))
        y += int(px(size) * 1.35)
    return y


@stored("panel")  # kept in the picture store, counted in its byte budget
def _panel(w: int, h: int, radius: int, fill: tuple, edge: tuple, alpha: int) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(s, (*fill, alpha), s.get_rect(), border_radius=radius)
    pygame.draw.rect(s, (*edge, min(255, alpha + 40)), s.get_rect(), 3 if _look["high_contrast"] else 2,
                     border_radius=radius)
    return s


def panel(surface: pygame.Surface, rect: pygame.Rect, fill: tuple | None = None, edge: tuple | None = None,
          alpha: int = 215, radius: int = 22) -> None:
    fill, edge = fill or PANEL, edge or PANEL_EDGE
    if _look["high_contrast"]:
        # near-black and nearly opaque, whatever the scene asked for, with a white edge
        fill, edge, alpha = tuple(v // 4 for v in fill), PANEL_EDGE, max(alpha, 245)
    surface.blit(_panel(rect.w, rect.h, radius, fill, edge, alpha), rect)


@stored("veil")  # kept in the picture store, counted in its byte budget
def veil(alpha: int, size: tuple[int, int] = (W, H)) -> pygame.Surface:
    """A translucent dark layer (overlays, disabled cards), made once per size and alpha."""
    s = pygame.Surface(size, pygame.SRCALPHA)
    s.fill((0, 0, 0, min(250, alpha + 30)) if _look["high_contrast"] else (8, 6, 18, alpha))
    return s


_REST = [False]  # True while the app rests (app.py): decorative loops show their steady state


def set_resting(on: bool) -> None:
    _REST[0] = on


def resting() -> bool:
    """Whether the screen is about to stop being redrawn: glows hold still, carets stay lit."""
    return _REST[0]


def ring_box(rect: pygame.Rect) -> pygame.Rect:
    """All that focus_ring(rect) may draw on, in either look."""
    return rect.inflate(24, 24)


def focus_ring(surface: pygame.Surface, rect: pygame.Rect, t: float = 0.0, radius: int = 18) -> None:
    if _look["high_contrast"]:
        pygame.draw.rect(surface, (0, 0, 0), rect.inflate(22, 22), 5, border_radius=radius + 10)
        pygame.draw.rect(surface, FOCUS, rect.inflate(14, 14), 7, border_radius=radius + 6)
        return
    # a gentle glow; steady with reduced motion, and on the frame before the screen rests
    pulse = 1.0 if _REST[0] else 0.5 + 0.5 * math.sin(still(t) * 5)
    colour = (255, int(196 + 40 * pulse), int(90 + 60 * pulse))
    pygame.draw.rect(surface, colour, rect.inflate(10, 10), 5, border_radius=radius + 4)


@stored("pawn")  # kept in the picture store, counted in its byte budget
def pawn(seat_colour: int, shape: int, size: int, letter: str = "") -> pygame.Surface:
    """A player's pawn: colour + shape + letter, so no player depends on seeing colour."""
    colour = PLAYER_COLOURS[seat_colour % len(PLAYER_COLOURS)][0]
    kind = PAWNS[shape % len(PAWNS)]
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    r = size * 0.44
    dark = tuple(max(0, v - 110) for v in colour)

    def poly(points: int, rot: float = -math.pi / 2, radii: tuple[float, ...] = (1.0,)) -> list:
        return [(c + r * radii[i % len(radii)] * math.cos(rot + 2 * math.pi * i / points),
                 c + r * radii[i % len(radii)] * math.sin(rot + 2 * math.pi * i / points)) for i in range(points)]

    if kind == "circle":
        shape_pts = None
        pygame.draw.circle(s, dark, (c, c), r + 2)
        pygame.draw.circle(s, colour, (c, c), r - 1)
    elif kind == "ring":
        shape_pts = None
        pygame.draw.circle(s, dark, (c, c), r + 2)
        pygame.draw.circle(s, colour, (c, c), r - 1)
        pygame.draw.circle(s, (20, 16, 30), (c, c), r * 0.58)  # a dark hole: a ring, not a disc
    elif kind == "moon":
        shape_pts = None
        pygame.draw.circle(s, dark, (c, c), r + 2)
        pygame.draw.circle(s, colour, (c, c), r - 1)
        pygame.draw.circle(s, (0, 0, 0, 0), (c + r * 0.55, c - r * 0.35), r * 0.62)
    elif kind == "square":
        shape_pts = poly(4, -math.pi / 4)
    elif kind == "triangle":
        shape_pts = poly(3)
    elif kind == "diamond":
        shape_pts = poly(4, -math.pi / 2, (1.0, 0.7))
    elif kind == "star":
        shape_pts = poly(10, -math.pi / 2, (1.0, 0.5))
    elif kind == "hexagon":
        shape_pts = poly(6, 0)
    elif kind == "pentagon":
        shape_pts = poly(5)
    elif kind == "cross":
        k = r * 0.38
        shape_pts = [(c - k, c - r), (c + k, c - r), (c + k, c - k), (c + r, c - k), (c + r, c + k), (c + k, c + k),
                     (c + k, c + r), (c - k, c + r), (c - k, c + k), (c - r, c + k), (c - r, c - k), (c - k, c - k)]
    elif kind == "heart":
        shape_pts = [(c + r * 16 * math.sin(t) ** 3 / 17,
                      c - r * (13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)) / 17)
                     for t in [i * 2 * math.pi / 40 for i in range(40)]]
    else:  # drop
        shape_pts = [(c + r * math.sin(t) * (1 - math.cos(t)) * 0.6 * 1.6, c + r * 0.9 - r * 1.8 * (1 - math.cos(t)) / 2)
                     for t in [i * 2 * math.pi / 40 for i in range(40)]]
    if shape_pts is not None:
        pygame.draw.polygon(s, dark, [(x + (1 if x > c else -1), y + (1 if y > c else -1)) for x, y in shape_pts])
        pygame.draw.polygon(s, colour, shape_pts)
    if letter:
        lum = 0.3 * colour[0] + 0.59 * colour[1] + 0.11 * colour[2] if kind != "ring" else 0
        img = _render(_font(max(10, int(size * 0.42)), True), letter, (20, 16, 30) if lum > 120 else (255, 255, 255))
        s.blit(img, img.get_rect(center=(c, c + size * 0.04)))
    return s


def player_colour(colour_index: int) -> tuple[int, int, int]:
    return PLAYER_COLOURS[colour_index % len(PLAYER_COLOURS)][0]


@stored("background")  # kept in the picture store, counted in its byte budget
def background(variant: int) -> pygame.Surface:
    """The night-sky table cloth: a gradient, soft nebulae and stars. Built once, blitted per frame.
    Variant 0 is the title's and the table's (the variant is always passed: the store keys on the
    arguments, and background() beside background(0) would keep the same 8 MB twice). High contrast: plain black, nothing behind the text."""
    if _look["high_contrast"]:
        plain = pygame.Surface((W, H))
        plain.fill((0, 0, 0))
        return plain.convert() if pygame.display.get_surface() is not None else plain
    tops = [((34, 22, 66), (12, 10, 30)), ((52, 26, 70), (14, 10, 32)), ((20, 30, 66), (8, 10, 26))]
    top, bottom = tops[variant % len(tops)]
    small = pygame.Surface((240, 135))
    for y in range(135):
        k = y / 134
        small.fill(tuple(int(a + (b - a) * k) for a, b in zip(top, bottom, strict=False)), (0, y, 240, 1))
    rng = random.Random(7 + variant)
    glow = pygame.Surface((240, 135), pygame.SRCALPHA)
    for _ in range(7):
        colour = rng.choice([(140, 90, 200), (90, 120, 220), (200, 110, 170), (90, 170, 200)])
        x, y, r = rng.randint(0, 240), rng.randint(0, 135), rng.randint(30, 70)
        for i in range(r, 0, -3):
            pygame.draw.circle(glow, (*colour, 3), (x, y), i)
    small.blit(glow, (0, 0))
    big = pygame.transform.smoothscale(small, (W, H))
    for _ in range(420):
        x, y = rng.randint(0, W), rng.randint(0, H)
        b = rng.randint(90, 255)
        rad = rng.choice([1, 1, 1, 1, 2])
        pygame.draw.circle(big, (b, b, min(255, b + 20)), (x, y), rad)
    return big.convert() if pygame.display.get_surface() is not None else big


@stored("card_back")  # kept in the picture store, counted in its byte budget
def card_back(width: int, height: int) -> pygame.Surface:
    """The face-down side of every card: a deep-blue night with a golden crescent and border."""
    s = pygame.Surface((width, height), pygame.SRCALPHA)
    rad = max(6, width // 14)
    pygame.draw.rect(s, (36, 30, 86), s.get_rect(), border_radius=rad)
    for i in range(0, height, 4):
        k = i / height
        pygame.draw.line(s, (int(36 + 30 * k), int(30 + 10 * k), int(86 - 20 * k)), (4, i), (width - 5, i))
    pygame.draw.rect(s, (232, 196, 110), s.get_rect().inflate(-width // 10, -width // 10), max(2, width // 50),
                     border_radius=rad)
    c = (width // 2, height // 2)
    r = width // 5
    pygame.draw.circle(s, (232, 196, 110), c, r)
    pygame.draw.circle(s, (44, 36, 96), (c[0] + r // 2, c[1] - r // 3), int(r * 0.85))
    rng = random.Random(width)
    for _ in range(14):
        pygame.draw.circle(s, (232, 210, 160), (rng.randint(width // 6, width * 5 // 6),
                                                rng.randint(height // 8, height * 7 // 8)), 1 + width // 200)
    mask = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=rad)
    s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return s


def rounded(surface: pygame.Surface, radius: int) -> pygame.Surface:
    """A copy with rounded corners (cards on the table)."""
    w, h = surface.get_size()
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(surface, (0, 0))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out
