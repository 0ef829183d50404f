"""GameScene, the base of every screen at the table: the session, the card art, the animator,
the cached table layer (header, players' strip, track board), prompts and the close-up."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Hashable, Iterable, Iterator
from typing import Any

import pygame

from game import i18n
from game.app import intents as I
from game.app import theme
from game.app.anim import Animator
from game.app.place import Place
from game.app.scene import Scene
from game.i18n import _
from game.pictures import store as picture_store

from ..zoom import ZoomView, open_zoom
from .header import draw_header
from .players import chip_height, draw_players, prompt_y
from .track import BOARD_BAND, RABBIT

SHADOW = 24  # a card's shadow reaches this far beyond it, right and down (game/app/cards.py: _shadow)
WHOLE_AT = 0.5  # share of the screen past which a frame's changed parts are sent as the whole screen

# The rabbits' whole playground: the board and the air above it (a hop lifts a rabbit, a crowd
# stacks them): while one hops, this band of the screen changes.
_LAYERS = itertools.count(1)


def table_layer_key(flow) -> tuple[str, int]:
    """The picture store's key of a game's cached table layer ([theme generation, strip key, layer])."""
    key = getattr(flow, "table_layer_key", None)
    if key is None:
        key = flow.table_layer_key = ("table", next(_LAYERS))
    return key


RABBITS_AREA = pygame.Rect(0, BOARD_BAND.top - 2 * RABBIT - 80, 1920, 1080 - (BOARD_BAND.top - 2 * RABBIT - 80))


class GameScene(Scene):
    """A scene at the table: shares the session, the card art, the track and the animator."""

    is_game_scene = True
    place = Place.GAME
    shows_private = False  # True: draws one player's hand or secret choice (needs a curtain)
    seat: int | None = None
    # True: the scene marks what it draws that moves (self.mark), and the display updates only
    # those parts of the screen (Scene.dirty_rects); False: the whole screen, every frame.
    partial = False
    # True: the scene tells (self.over) everything it draws over the table layer after draw_table,
    # and a frame puts back only those parts of the layer while the canvas holds its last one (_lay)
    restores = False

    def __init__(self, flow) -> None:
        super().__init__()
        self.flow = flow
        self.session = flow.session
        self.art = flow.art
        self.anim = Animator()
        self.time = 0.0
        self._marks: list[pygame.Rect] | None = []  # None: the whole screen changed
        self._rabbits_moved = False  # a rabbit hopped in the frame before
        self._dressing_asked: tuple | None = None  # the dressed table last asked for between frames
        self._still_asked: tuple | None = None  # the still frame last asked for between frames
        # A partial screen's drawing over the table layer in its last frame (self.over), and the
        # layer it was drawn on: while the canvas still holds that frame (App.canvas_holds), the next
        # one puts back only those parts of the layer, not all 8 MB of it (see draw_table)
        self._over: list[pygame.Rect] | None = None
        self._over_layer: tuple | None = None  # (canvas, layer, theme generation, dressing) of the last frame
        self._still_laid: tuple | None = None  # the kept still frame the canvas shows whole (lay_still)
        self._put_back: list[pygame.Rect] | None = None  # what this frame put back (None: all of the screen)
        self._restripped = False  # restrip_still drew the strip into the kept frame this frame

    @property
    def reduced_motion(self) -> bool:
        return self.flow.settings.reduced_motion

    def update(self, dt: float) -> None:
        settings = self.flow.settings
        self.time += dt
        self.flow.tick()  # a step's time limit (game/table/pace.py)
        self.anim.update(dt * settings.animation_speed)
        if self.reduced_motion:
            self.anim.settle()  # no movement: everything lands at once

    def ahead(self, work: Iterable[object]) -> None:
        """Queue work a coming screen needs, done between frames (each item one slice: Flow.warm)."""
        self.flow.warm.append(iter(work))

    def faces_ahead(self, height: int, cards: Iterable[str | None] | None = None) -> None:
        """The table's cards (public: face up by now; or `cards`) at `height`, shadow baked, made on
        the pictures' worker thread (game/app/ahead.py) so that no frame makes many at once."""
        from game.app import ahead

        ahead.faces(self.flow.art, self.session.public().display if cards is None else cards, height)

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
                   track: bool = True, record=None,
                   dressing: tuple[Hashable, Callable[[pygame.Surface, pygame.Rect | None], None]] | None = None) -> None:
        # Everything but the rabbits only changes when the game does: draw it once into a cached
        # layer and blit that (one blit instead of ~80 per frame). A move only changes the header
        # and the players' chips, so only that top strip is redrawn then: with phones, moves come
        # many to a round and a whole new layer (an 8 MB copy) each time cost the TV whole frames.
        # Screens without the track show the backdrop in the board's band instead: one layer serves both.
        strip_key = (len(self.session.actions), clue_hint, frozenset(highlight), frozenset(done),
                     record.turn if record is not None else None, i18n.generation())
        # The layer (8 MB) lives in the picture store, counted in its budget and let go last
        # (pictures.LASTING); if it was let go, it is simply drawn again.
        key = table_layer_key(self.flow)
        cache: list[Any] | None = picture_store().get(key)
        # [theme generation, the strip's key as drawn, layer, the strip's key asked for, drawn since shown]
        if cache is None or cache[0] != theme.generation:
            layer = theme.background(0).copy()
            self.flow.track.draw_board(layer)
            cache = [theme.generation, None, layer, None, False]
            picture_store().put(key, cache, layer.get_width() * layer.get_height() * layer.get_bytesize())
            self._marks = None  # a new table: all of it
        layer = cache[2]
        if cache[1] is None:  # a new layer: its strip now (the whole table is new this frame anyway)
            self._draw_strip(cache, strip_key, clue_hint, highlight, done, record)
        elif cache[1] != strip_key and cache[3] != strip_key:
            # A move: the strip is drawn again between frames (App.idle_work), first in the queue, and
            # shows from the next frame on (a frame later: 17 ms). Drawn in the move's frame, the
            # header and a dozen chips made it the slowest of its screen, 12 and more times a round.
            cache[3] = strip_key
            self.flow.warm.appendleft(self._strip_later(key, cache, strip_key, clue_hint, frozenset(highlight),
                                                        frozenset(done), record))
        restrip = cache[4]
        if cache[4]:
            cache[4] = False
            self.mark(self.strip_rect())
        dress_here = None
        if dressing is not None and track:
            dressed = self._dressed(layer, cache[0], cache[1], dressing)
            if dressed is None:  # made between frames: this frame draws the same pixels itself
                dress_here = dressing[1]
            else:
                layer = dressed
        if track:
            rabbits = self.flow.track
            hopping = bool(rabbits.hops)
            rabbits.settle()
            # the dressed table (the same picture object, made again for another dressing) by its key too
            self._lay(surface, layer, None if dress_here is not None else
                      (id(surface), id(layer), cache[0], dressing[0] if dressing is not None else None), restrip,
                      board=True)
            if dress_here is not None:
                dress_here(surface, None)
            # the rabbits, standing or hopping, over the layer each frame: a dozen small blits
            # (0.1 ms), where a kept copy of the layer with them on it cost 8 MB and a whole copy
            # each time a score or the layer changed
            self.over(*rabbits.draw(surface, self.session.seats, self.session.scorer_seats, self.time))
            hopping = hopping or bool(rabbits.hops)
            if hopping or self._rabbits_moved:
                self.mark(RABBITS_AREA)  # mid-hop now, or landed since the frame before
            self._rabbits_moved = hopping
        else:  # the backdrop in the board's band
            self._lay(surface, layer, (id(surface), id(layer), cache[0], None), restrip, board=False)

    def _lay(self, surface: pygame.Surface, layer: pygame.Surface, which: tuple | None,
             restrip: bool, board: bool) -> None:
        """The table layer under this frame, with its `board` or the plain backdrop in the board's band. A screen that `restores`, whose last frame is still on the canvas
        (App.canvas_holds), drawn there on the same layer (`which`), puts back only what it drew over
        the layer then (self.over) and the strip if it was drawn again: a computer player's turn, most
        of a game's frames, changes a few small parts of the screen, and copying the whole 8 MB layer
        cost most of such a frame, more once the caches have gone cold between frames. Any other
        frame: all of it."""
        kept = self._over
        if (self.restores and which is not None and kept is not None and self._over_layer == which
                and self._marks is not None and self.app is not None and self.app.canvas_holds(self, surface)):
            parts = kept + ([self.strip_rect()] if restrip else []) + self.app.drawn_over()
            self._put_back = list(parts)
            if sum(r.w * r.h for r in parts) >= WHOLE_AT * theme.W * theme.H:
                # a dozen cards sweeping across the screen: the parts overlap, one whole copy costs less
                parts, self._put_back = [surface.get_rect()], None
        else:
            parts = [surface.get_rect()]
            self._put_back = None
        for rect in parts:
            if board:
                surface.blit(layer, rect, rect)
            else:
                above = rect.clip(0, 0, theme.W, BOARD_BAND.top)
                if above:
                    surface.blit(layer, above, above)
                band = rect.clip(BOARD_BAND)
                if band:
                    surface.blit(theme.background(0), band, band)
        self._over = [] if self.restores and which is not None else None
        self._over_layer = which

    def over(self, *rects: pygame.Rect) -> None:
        """Parts of the screen this frame draws over the table layer (a screen that `restores` puts them
        back from the layer next frame: _lay). Everything drawn after draw_table must be told here."""
        if self._over is not None:
            self._over.extend(pygame.Rect(r) for r in rects)

    def _draw_strip(self, cache: list[Any], strip_key: tuple, clue_hint: str, highlight, done, record) -> None:
        """The table layer's top strip (the header and the players' chips) as the game is now."""
        layer: pygame.Surface = cache[2]
        strip = self.strip_rect()  # header and chips; the board is far below
        layer.blit(theme.background(0), strip, strip)
        draw_header(layer, self.session, clue_hint, record)
        draw_players(layer, self.session, set(highlight), done=set(done))
        cache[1], cache[3], cache[4] = strip_key, None, True

    def _strip_later(self, key: Hashable, cache: list[Any], strip_key: tuple, clue_hint: str, highlight, done,
                     record) -> Iterator[None]:
        """The strip drawn between frames, if it is still the one the table last asked for."""
        if picture_store().get(key) is cache and cache[3] == strip_key:
            self._draw_strip(cache, strip_key, clue_hint, highlight, done, record)
        yield

    def strip_pending(self) -> bool:
        """Whether a move's strip waits to be drawn into the table layer (between frames)."""
        cache: list[Any] | None = picture_store().get(table_layer_key(self.flow))
        return cache is not None and cache[3] is not None

    def _dressed(self, layer: pygame.Surface, generation: int, strip_key: tuple,
                 dressing: tuple[Hashable, Callable[[pygame.Surface, pygame.Rect | None], None]]
                 ) -> pygame.Surface | None:
        """The table layer with what lies still on it this screen (`dressing`: its key, and how to
        draw it; the cards of the results): one blit a frame instead of one per card and label.
        Made again when the screen's key or the layer changes, between frames (App.idle_work): an
        8 MB copy and a dozen cards made the frame of the change the slowest of its screen; until it
        is ready (None), the screen draws the dressing itself over the layer (the same pixels). A
        move only changes the layer's top strip (header and chips), so only that strip is copied and
        what the dressing draws there (the words under the chips) drawn again: `dress(surface,
        strip)`. Kept in the picture store (8 MB, counted), one per game. Drawn under the rabbits,
        which hop on the board below it."""
        key, dress = dressing
        held: list[Any] | None = picture_store().get(("dressed", id(self.flow)))
        whole = (key, id(layer), generation, layer.get_size())
        if held is not None and held[0] == whole:
            dressed = held[1]
            if held[2] != strip_key:
                strip = self.strip_rect()
                dressed.blit(layer, strip, strip)
                clip = dressed.get_clip()
                dressed.set_clip(strip)
                dress(dressed, strip)
                dressed.set_clip(clip)
                held[2] = strip_key
            return dressed
        if self._dressing_asked != whole:
            self._dressing_asked = whole
            # first in the queue, but after a move's strip (made first: the dressing copies it)
            self.flow.warm.insert(1 if self.strip_pending() and self.flow.warm else 0, self._dress_later(whole, dress))
        return None

    def _dress_later(self, whole: tuple, dress: Callable[[pygame.Surface, pygame.Rect | None], None]) -> Iterator[None]:
        """The dressed table made between frames, if the table layer is still the one it was asked of."""
        cache: list[Any] | None = picture_store().get(table_layer_key(self.flow))
        if cache is None or cache[1] is None or whole[1:] != (id(cache[2]), cache[0], cache[2].get_size()):
            self._dressing_asked = None  # the layer changed meanwhile: the next frame asks again
            yield
            return
        layer: pygame.Surface = cache[2]
        store_key = ("dressed", id(self.flow))
        held: list[Any] | None = picture_store().get(store_key)
        dressed = _reused(held[1] if held is not None else None, layer)
        dressed.blit(layer, (0, 0))
        dress(dressed, None)
        picture_store().put(store_key, [whole, dressed, cache[1]],
                            dressed.get_width() * dressed.get_height() * dressed.get_bytesize())
        yield

    # -- the kept still frame ----------------------------------------------------------------------
    # A screen that stands still but for a glow (the reveal once the cards lie face up, the settled
    # results) keeps its picture and blits it. One 8 MB frame per game, shared by those screens
    # (never on screen together), counted in the picture store: [key, frame, glow patch, cards, moves].
    def held_still(self) -> list[Any] | None:
        return picture_store().get(("still-frame", id(self.flow)))

    def keep_still_later(self, key: tuple, current: Callable[[], tuple[tuple, int] | None],
                         draw: Callable[[pygame.Surface, list], None], cards: list | None = None) -> None:
        """This screen's still frame (`key`) drawn between frames (App.idle_work) by `draw(frame,
        patch)`, the screen's own drawing, rather than copied from the screen in a frame: taking 8 MB
        made that frame the slowest of its screen. Kept only if `current()` (the still key and the
        moves made, or None) still says `key` when the work is done."""
        if self._still_asked == key:
            return
        self._still_asked = key

        def later() -> Iterator[None]:
            now = current()
            screen = self.app.screen if self.app is not None else pygame.display.get_surface()
            if now is None or now[0] != key or screen is None:
                self._still_asked = None
                yield
                return
            held = self.held_still()
            frame = _reused(held[1] if held is not None else None, screen)
            patch: list = []
            draw(frame, patch)
            picture_store().put(("still-frame", id(self.flow)), [key, frame, patch[0] if patch else None,
                                                                 cards or [], now[1]],
                                frame.get_width() * frame.get_height() * frame.get_bytesize())
            yield

        self.flow.warm.append(later())

    def lay_still(self, surface: pygame.Surface, held: list[Any], parts: Iterable[pygame.Rect]) -> None:
        """The kept still frame (`held`) onto `surface`: only `parts` of it (what the screen draws over
        it each frame: the focus ring) while the canvas still holds this screen's last frame over this
        very still frame (App.canvas_holds), else all of it. A settled screen glows for as long as
        people look at it, and 8 MB a frame for a ring of a few thousand pixels kept a core busy."""
        self._over = None  # the canvas shows the still frame: a frame drawn whole again lays all of the layer
        laid = (id(surface), id(held[1]), held[0], held[4])
        restripped, self._restripped = self._restripped, False
        if self._still_laid == laid and self.app is not None and self.app.canvas_holds(self, surface):
            # and the strip, if drawn again into the kept frame this frame (a move's, still pending)
            self._put_back = [*parts, *self.app.drawn_over(), *([self.strip_rect()] if restripped else [])]
            for rect in self._put_back:
                surface.blit(held[1], rect, rect)
        else:
            surface.blit(held[1], (0, 0))
            self._put_back = None
        self._still_laid = laid

    def restrip_still(self, held: list[Any], moves: int,
                      draw: Callable[[pygame.Surface, pygame.Rect], None]) -> None:
        """The phones played on while a still screen shows: a move changes only the table's top strip
        (the header and the chips), so only that strip of the kept frame is drawn again, by `draw`
        (the screen's own drawing, clipped to the strip), not the whole frame."""
        frame: pygame.Surface = held[1]
        strip = self.strip_rect()
        clip = frame.get_clip()
        frame.set_clip(strip)
        draw(frame, strip)
        frame.set_clip(clip)
        self._restripped = True
        if not self.strip_pending():  # else the layer's strip is drawn between frames: again next frame
            held[4] = moves

    def still_rooms(self) -> Iterator[None]:
        """The memory of the still frame and of the dressed table (the results' cards lying on the
        layer), taken between frames at a new table's start (GameScene.ahead), one a slice, rather than
        in the first results' frames: 8 MB of fresh pages cost a frame several milliseconds. Kept
        empty (key None) until used."""
        for key, entry in ((("still-frame", id(self.flow)), lambda f: [None, f, None, [], 0]),
                           (("dressed", id(self.flow)), lambda f: [None, f, None])):
            screen = self.app.screen if self.app is not None else pygame.display.get_surface()
            if screen is not None and picture_store().get(key) is None:
                frame = pygame.Surface(screen.get_size(), 0, screen)
                frame.fill(0)  # its pages touched here
                picture_store().put(key, entry(frame), frame.get_width() * frame.get_height() * frame.get_bytesize())
            yield

    @staticmethod
    def strip_rect() -> pygame.Rect:
        """The table layer's top strip: the header and the players' chips (what a move changes)."""
        return pygame.Rect(0, 0, theme.W, 150 + chip_height() + 16)

    def mark(self, *rects: pygame.Rect) -> None:
        """Parts of the screen this frame's drawing may have changed (see `partial`)."""
        if self._marks is not None:
            self._marks.extend(pygame.Rect(r) for r in rects)

    def dirty_rects(self) -> list[pygame.Rect] | None:
        marks, self._marks = self._marks, []
        put_back, self._put_back = self._put_back, None
        if self.partial:
            return marks
        if self.restores and put_back is not None and marks is not None:
            # a frame that put back only parts of the screen changed only those and what it drew;
            # past half the screen (cards sweeping across it), one whole copy costs less than the parts
            parts = put_back + (self._over or []) + marks
            return parts if sum(r.w * r.h for r in parts) < WHOLE_AT * theme.W * theme.H else None
        return None

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

    def card_over(self, rect: pygame.Rect) -> None:
        """A card drawn by CardArt.draw at `rect` (as it returns it), with its shadow below right."""
        self.over(pygame.Rect(rect.x, rect.y, rect.w + SHADOW, rect.h + SHADOW))

    def prompt(self, surface: pygame.Surface, text: str, sub: str = "", dots: int = 0) -> pygame.Rect:
        """The screen's title line and the line under it. `dots` (1-3, for a step under way) follow
        the title as a picture of their own: the title is rendered once, not once per dot count.
        Returns the part of the screen drawn on."""
        # a long name (or a longer language, or large text) shrinks the line rather than spill out;
        # measured with all three dots, so the line keeps its size while they count
        trail = "..." if dots else ""
        size = theme.TITLE
        while size > theme.BODY and theme.text_width(text + trail, size, True) > theme.SAFE.w:
            size -= 4
        text = theme.fit(text, size, theme.SAFE.w - theme.text_width(trail, size, True), True)
        if dots:
            shown = "." * dots
            left = theme.W // 2 - theme.text_width(text + shown, size, True) // 2
            rect = theme.blit_text(surface, text, (left, prompt_y()), size, theme.INK, True, anchor="midleft",
                                   shadow=True)
            rect = rect.union(theme.blit_text(surface, shown, (left + theme.text_width(text, size, True), rect.centery),
                                              size, theme.INK, True, anchor="midleft", shadow=True))
        else:
            rect = theme.blit_text(surface, text, (theme.W // 2, prompt_y()), size, theme.INK, True, anchor="center",
                                   shadow=True)
        if sub:
            rect = rect.union(theme.blit_fit(surface, sub, (theme.W // 2, prompt_y(1)), theme.SAFE.w, theme.SECONDARY,
                                             theme.MUTED, anchor="center"))
        return rect


def _reused(kept: pygame.Surface | None, like: pygame.Surface) -> pygame.Surface:
    """`kept` (a whole-screen picture of the store, to be drawn over) if it has `like`'s size, else a
    new picture of that size and format: an 8 MB picture is taken from the system as seldom as can be."""
    if kept is not None and kept.get_size() == like.get_size():
        return kept
    return pygame.Surface(like.get_size(), 0, like)
