"""Public: the submitted cards fly face down to the table, are shuffled, and flip into numbered slots."""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from game import i18n
from game.app import intents as I
from game.app import theme
from game.app.anim import CardSprite, ease_in_out
from game.i18n import _

from .table.card_rows import display_layout, slot_number
from .table.screen import GameScene
from .vote import BUTTON_Y
from .zoom import ZoomView

CHIP_Y = 182


def reveal_ahead(scene: GameScene) -> Iterator[None]:
    """What the reveal's first frame needs, made between frames while the cards are chosen (queued
    by the flow with the submitting step's screen): a card's back at the reveal's size, with its
    shadow, the picture a flip is squashed into, and the shuffle's words. Made in that frame they
    cost it 5-6 ms."""
    session = scene.session
    back = scene.art.shadowed(None, display_layout(session.state.rules.cards_per_turn(session.n))[0])
    yield
    scene.art.flip_scratch(back).fill(0)  # its pages touched now
    yield
    scene.prompt(pygame.Surface((1, 1)), shuffled_words(), "")
    yield


def shuffled_words() -> str:
    return _("The cards are shuffled\u2026")


class RevealScene(GameScene):
    name = "reveal"
    restores = True  # all it draws over the table layer is told (self.over): cards, words, numbers, button

    def __init__(self, flow) -> None:
        super().__init__(flow)
        view = self.session.public()
        self.display = list(view.display)
        self.height, self.slots = display_layout(len(self.display))
        n = self.session.n
        width = min(300, (theme.W - 192 - (n - 1) * 10) // n)
        x0 = theme.W // 2 - (n * width + (n - 1) * 10) // 2
        submitters = [p for p in range(n) if p in view.submitted]
        # Face-down cards leave each submitter's chip (the public view does not say which is whose).
        self.sprites: list[CardSprite] = []
        per = max(1, len(self.display) // max(1, len(submitters)))
        for i, card in enumerate(self.display):
            seat = submitters[min(i // per, len(submitters) - 1)]
            sx = x0 + seat * (width + 10) + width / 2
            sprite = CardSprite(card, sx, CHIP_Y, self.height)
            centre = (theme.W / 2 + (i - len(self.display) / 2) * 6, 520 + (i % 3) * 4)
            sprite.go(*centre, 0.5, delay=0.07 * i)
            self.sprites.append(sprite)
            self.anim.add(sprite)
        # the faces turn up in a second or so: made off the frame meanwhile, one between each two
        # frames (game/app/ahead.py), so the flip does not make twelve in one frame; the cards
        # gather and shuffle for about two seconds first
        self.faces_ahead(self.height, self.display)
        # then the results' (a smaller size), while the table votes: the results' first frame makes none
        from .results import ResultsScene

        self.faces_ahead(ResultsScene.layout(len(self.display))[0], self.display)
        self.stage = "gather"
        self.button = pygame.Rect(theme.W // 2 - 230, BUTTON_Y, 460, 76)
        self.idle = 0.0
        self._still_seen: tuple | None = None  # the still picture's key drawn last frame

    def _spread(self) -> None:
        self.stage = "spread"
        self.sound("flip")
        for i, sprite in enumerate(self.sprites):
            x, y = self.slots[i]
            sprite.go(x, y, 0.55, delay=0.08 * i, ease=ease_in_out)
            sprite.turn_up(0.4, delay=0.55 + 0.08 * i)
            self.anim.add(sprite)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.reduced_motion and self.stage in ("gather", "shuffle"):
            self._finish()  # no flying, no shuffling: the cards are simply there, face up
        if self.stage == "gather" and not self.anim.busy:
            self.stage = "shuffle"
            self.shuffle_t = 0.0
        elif self.stage == "shuffle":
            self.shuffle_t += dt * self.anim.speed
            for i, sprite in enumerate(self.sprites):
                wobble = 30 * ((i % 3) - 1) * abs(((self.shuffle_t * 3 + i * 0.3) % 2) - 1)
                sprite.x = theme.W / 2 + wobble
            if self.shuffle_t > 0.6:
                self._spread()
        elif self.stage == "spread" and not self.anim.busy:
            self.stage = "done"
        if self.stage == "done":
            self.idle += dt
            wait = self.flow.hands_free_after(4.0, self.idle)
            if wait is not None and self.idle > wait:
                self.flow.advance()

    def zoom_view(self) -> ZoomView | None:
        if self.stage != "done":
            return None  # face down or turning: nothing to look at yet
        w = round(self.height * 2 / 3)
        rects = [pygame.Rect(round(s.x - w / 2), round(s.y - self.height / 2), w, self.height) for s in self.sprites]
        return ZoomView(list(self.display), rects, 0, [f"Card {i + 1}" for i in range(len(self.display))])

    @property
    def ducks_music(self) -> bool:
        return self.stage != "done"  # the music steps back while the cards are shuffled and turned

    def animating(self) -> bool:
        return self.stage != "done" or super().animating()

    def wake_in(self) -> float | None:
        wait = self.flow.hands_free_after(4.0, self.idle) if self.stage == "done" else None
        return None if wait is None else max(0.0, wait - self.idle) + 0.001  # the table moves on by itself

    def handle(self, intent) -> None:
        if self.zoom(intent):
            return
        go = intent.kind == I.CONFIRM or (intent.kind == I.CLICK and intent.pos and self.button.collidepoint(intent.pos))
        if go or intent.kind == I.HURRY:
            if self.stage != "done":
                self._finish()
                return
            if go:
                self.flow.advance()
            return
        super().handle(intent)

    def _finish(self) -> None:
        if self.stage in ("gather", "shuffle"):
            self._spread()
        self.anim.hurry()
        self.stage = "done"

    def draw(self, surface: pygame.Surface) -> None:
        if self.stage == "done":
            self._draw_still(surface)
        else:
            self._draw(surface)
        if self.stage == "done":
            theme.focus_ring(surface, self.button, self.time, 38)
            self.over(theme.ring_box(self.button))

    def _draw_still(self, surface: pygame.Surface) -> None:
        """Once the cards lie face up the picture stands still but for the button's focus ring, and
        the TV keeps drawing it (the ring glows, phones vote): the still frame is kept (the game's
        one, GameScene.keep_still_later) and drawn in one blit; a phone's vote only changes the top strip
        (the chips), which is drawn again into the kept frame."""
        key, moves = self._still_key(surface.get_size())
        held = self.held_still()
        if held is not None and held[0] == key:
            if held[4] != moves:
                self.restrip_still(held, moves, lambda frame, _strip: self._draw(frame))
            self.lay_still(surface, held, [theme.ring_box(self.button)])
            self.art.drawn.extend(self.display)  # the faces the kept frame shows (for the record)
            return
        self._still_laid = None
        self._draw(surface)
        if self._still_seen == key:  # kept once drawn twice the same: the first still frame draws only
            self.keep_still_later(key, lambda: self._still_key(surface.get_size()),
                                  lambda frame, _patch: self._draw(frame))
        self._still_seen = key

    def _still_key(self, size: tuple[int, int]) -> tuple[tuple, int]:
        """What the still picture depends on, and the moves made (a move redraws only its strip)."""
        return (id(self), size, theme.generation, i18n.generation(),
                tuple((round(s.x), round(s.y), s.flip_state()) for s in self.sprites)), len(self.session.actions)

    def _draw(self, surface: pygame.Surface) -> None:
        """The whole frame but the focus ring."""
        self.draw_table(surface, track=False)
        # all of it over the table layer, told (self.over): the next frame puts back only those parts
        if self.stage != "done":
            self.over(self.prompt(surface, shuffled_words(), ""))
        for i, sprite in enumerate(self.sprites):
            face, squash = sprite.flip_state()
            self.card_over(self.art.draw(surface, sprite.card, (sprite.x, sprite.y), self.height, face_up=face,
                                         squash=squash))
            if self.stage == "done" or (self.stage == "spread" and not sprite.busy):
                self.over(slot_number(surface, i + 1, (sprite.x, sprite.y), self.height))
        if self.stage == "done":
            theme.panel(surface, self.button, fill=(70, 56, 120), alpha=240, radius=38)
            theme.blit_fit(surface, _("Start the vote"), self.button.center, self.button.w - 40, theme.BODY, theme.INK,
                           True, anchor="center")
            self.over(self.button)
