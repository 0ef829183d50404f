"""Public: the votes fly onto the cards, the answer is revealed, points pop and the rabbits hop."""

from __future__ import annotations

import math
from collections.abc import Iterator
from concurrent.futures import Future

import pygame

from game import i18n
from game.app import intents as I
from game.app import theme
from game.app.anim import Popup, Tween, ease_out_back
from game.engine.rulesets import PARTY
from game.i18n import _, language

from .deal import deal_sprites, draw_deal
from .recap import RecapScene
from .table.card_rows import RESULTS_BOX, RESULTS_BOX_ROWS, display_layout, row_count, slot_number
from .table.screen import GameScene
from .zoom import ZoomView

STILL_FRAMES = 2  # frames a settled picture is drawn whole, unchanged, before it is kept


class ResultsScene(GameScene):
    name = "score"
    restores = True  # all it draws over the dressed table is told (self.over): glow, tokens, tags, points, buttons

    def __init__(self, flow, record) -> None:
        super().__init__(flow)
        self.record = record
        self.height, self.slots, self.button, self.recap_button = self.layout(len(record.display))
        w = self.height * 2 / 3
        self.party = self.session.state.rules.family == PARTY
        n = self.session.n
        width = min(300, (theme.W - 192 - (n - 1) * 10) // n)
        x0 = theme.W // 2 - (n * width + (n - 1) * 10) // 2
        self.chip_x = [x0 + s * (width + 10) + width / 2 for s in range(n)]
        self.chip_w = width
        votes_on: dict[int, int] = {}
        for cast in record.votes:
            for pos in cast:
                votes_on[pos - 1] = votes_on.get(pos - 1, 0) + 1
        self.token_size = {i: self._token_size(c, w) for i, c in votes_on.items()}
        self.tokens: list[tuple[int, int, Tween]] = []  # (voter, position index, tween)
        per_card: dict[int, int] = {}
        k = 0
        for voter, cast in enumerate(record.votes):
            for pos in cast:
                i = pos - 1
                slot = per_card.get(i, 0)
                per_card[i] = slot + 1
                t = self.token_size[i]
                per_row = max(1, int((w - 16) // (t + 4)))
                cx, cy = self.slots[i]
                tx = cx - w / 2 + 8 + t / 2 + (slot % per_row) * (t + 4)
                ty = cy + self.height / 2 - 8 - t / 2 - (slot // per_row) * (t + 4)
                tween = Tween((self.chip_x[voter], 182), (tx, ty), 0.5, 0.3 + 0.07 * k, ease_out_back)
                self.anim.add(tween)
                self.tokens.append((voter, i, tween))
                k += 1
        self.reveal_at = 0.3 + 0.07 * k + 0.5
        self.counts = per_card
        self.deal: list = []
        self._landed = 0
        self.popups_added = False
        self.focus = 0
        self.idle = 0.0
        self.ahead(self._owner_label(i) for i in range(len(record.display)))  # shown at the answer
        self.ahead(self._words_ahead())
        self._why_job: Future | None = self._why()  # worked out off the frame; shown once the answer is revealed
        self._why_text = ""
        self._still: tuple[tuple | None, int] = (None, 0)  # the settled picture's key, frames drawn unchanged
        self._under: tuple[tuple, pygame.Rect, pygame.Surface] | None = None  # (dressing key, glow box, under it)

    def _why(self) -> Future:
        """Why a computer storyteller said its clue, in one line, asked of the bots' worker thread
        ("" at once for a person's clue or when the setting is off)."""
        rec = self.record
        if not self.flow.settings.explain_clues or not rec.clue or not self.session.seats[rec.storyteller].bot \
                or (not self.party and not rec.story_position):
            none: Future = Future()
            none.set_result("")
            return none
        from game.bots.background import explain

        # a party storyteller said it before it saw its hand: from a thing many pictures show
        card = None if self.party else rec.display[rec.story_position - 1]
        return explain(self.flow.tags, card, rec.clue, language())

    @property
    def why(self) -> str:
        """The explanation ("" if none); waits for the worker only if asked before it is done."""
        job, self._why_job = self._why_job, None
        if job is not None:
            try:
                self._why_text = job.result()
            except Exception:  # an explanation is a courtesy: the scoring goes on without it
                self._why_text = ""
            link = self.app.services.get("phones") if self.app else None
            if link is not None:  # the phones show it under the clue of the last round
                link.hub.set_why(self.record.turn, self._why_text)
            if self._why_text:  # its words rendered between frames, not in the answer's frame
                self.ahead(self._why_ahead())
        return self._why_text

    def _token_size(self, votes: int, card_w: float) -> int:
        """Vote tokens as large as the card holds them all (rows from its bottom edge up, clear
        of the owner's label at its top)."""
        room = self.height - 16 - 56
        for t in range(max(40, min(56, round(self.height * 0.15))), 25, -2):
            per_row = max(1, int((card_w - 16) // (t + 4)))
            if -(-votes // per_row) * (t + 4) <= room:
                return t
        return 26

    @staticmethod
    def layout(count: int):
        """Cards as large as they go with the two buttons either below one row (the track lies
        under them) or beside two narrow rows: (height, slot centres, next button, recap button)."""
        below = display_layout(count, RESULTS_BOX, lift=0)
        side = display_layout(count, RESULTS_BOX_ROWS, lift=0, row_choices=(2, 3)) if count >= 6 else (0, [])
        if side[0] > below[0]:
            h, slots = side
            per = max(sum(1 for _, y in slots if round(y) == round(y0)) for _, y0 in slots)
            room = (theme.SAFE.w - (per * round(h * 2 / 3) + (per - 1) * 20)) // 2 - 30
            if room >= 260 and row_count(slots) > 1:
                w = min(380, room)
                yc = round(sum(y for _, y in slots) / len(slots))
                nxt = pygame.Rect(theme.SAFE.right - w, yc - 70, w, 140)
                recap = pygame.Rect(theme.SAFE.left, yc - 70, w, 140)
                return h, slots, nxt, recap
        h, slots = below
        y = RESULTS_BOX[1] + 10
        return h, slots, pygame.Rect(theme.W // 2 + 30, y, 440, 76), pygame.Rect(theme.W // 2 - 470, y, 440, 76)

    @property
    def revealed(self) -> bool:
        return self.time >= self.reveal_at

    def _popups(self) -> None:
        self.popups_added = True
        st = self.session.state
        for scorer, delta in enumerate(self.record.deltas):
            for seat in self.session.scorer_seats(scorer)[:1]:
                label, colour = self._points(delta)
                self.anim.add(Popup(label, self.chip_x[seat] + self.chip_w / 2 - 44, 182, colour))
        before = tuple(s - d for s, d in zip(self.record.scores, self.record.deltas, strict=False))
        self.flow.track.shown = list(before)
        self.flow.track.move_to(self.record.scores, self.anim, delay=0.3)
        # refill: everyone who played draws back up (face down, from the pile)

        if self.session.state.phase != "over":
            played = [self.record.owners.count(seat) for seat in range(self.session.n)]
            # no pile lies on this table: the cards slide in from the right along the row of
            # players, clear of the headline and the clue
            self.deal = deal_sprites(self.anim, played, delay=1.2, origin=(theme.W + 80, 182),
                                     height=84)
        del st

    @staticmethod
    def _points(delta: int) -> tuple[str, tuple[int, int, int]]:
        """A player's points popping up at the answer: the words and their colour."""
        return (f"+{delta}" if delta >= 0 else str(delta)), (theme.GOOD if delta > 0 else theme.MUTED)

    def _answer_tag(self) -> pygame.Surface:
        """The answer's label (STORYTELLER, or TRAP), its words with their shadow."""
        word = _("TRAP") if self.party else _("STORYTELLER")
        shown, size = theme.fitted(word, 26 if len(self.record.display) > 7 else 30, round(self.height * 2 / 3) + 10, True)
        return theme.shadow_text(shown, size, theme.GOLD, True)

    def _words_ahead(self) -> Iterator[None]:
        """What the answer brings at once, rendered ahead, one piece a slice (GameScene.ahead): the
        words above the cards, the answer's label, the points and the buttons. Rendered in the
        answer's frame they made it 5-9 ms, with 12 phones."""
        scratch = pygame.Surface((1, 1))  # drawn on to render the words (clipped away)
        lines = self._lines(revealed=True)
        if lines[0] == "prompt":
            self.prompt(scratch, lines[1], lines[2])
        else:
            self.headline(scratch, lines[1])
        yield
        self._answer_tag()
        yield
        for label, colour in {self._points(delta) for delta in self.record.deltas}:
            theme.shadow_text(label, 36, colour, True)
            yield
        self._buttons(scratch)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self._why_job is not None and self._why_job.done():
            self.why  # noqa: B018 - taken (and sent to the phones) as soon as it is ready
        if self.revealed and not self.popups_added:
            self.sound("reveal")
            self._popups()
        landed = sum(int(h.elapsed - h.delay >= h.hop_time * (i + 1)) for h in self.flow.track.hops.values()
                     for i in range(len(h.path)))
        if landed > self._landed:
            self._landed = landed
            self.sound("hop")
        if self.popups_added and not self.anim.busy:
            self.idle += dt
            wait = self.flow.hands_free_after(7.0, self.idle)
            if wait is not None and self.idle > wait:
                self.flow.advance()

    def zoom_view(self) -> ZoomView | None:
        rec = self.record
        answer = (rec.trap if self.party else rec.story_position) if self.revealed else None
        labels = []
        for i in range(len(rec.display)):
            label = _("Card {n}").format(n=i + 1)
            if self.revealed:  # whose card it was is public from this moment, not before
                label = _("Card {n}\nplayed by {name}").format(n=i + 1, name=self.session.seats[rec.owners[i]].name)
                if answer == i + 1:
                    label += "\n" + (_("the trap") if self.party else _("the storyteller's card"))
            labels.append(label)
        w = round(self.height * 2 / 3)
        rects = [pygame.Rect(round(x - w / 2), round(y - self.height / 2), w, self.height) for x, y in self.slots]
        return ZoomView(list(rec.display), rects, (answer - 1) if answer else 0, labels)

    @property
    def settled(self) -> bool:
        return self.popups_added and not self.anim.busy

    @property
    def ducks_music(self) -> bool:
        return not self.settled  # under the answer, the points and the hops; back up after

    def animating(self) -> bool:
        return not self.settled or super().animating()

    def wake_in(self) -> float | None:
        wait = self.flow.hands_free_after(7.0, self.idle) if self.settled else None
        return None if wait is None else max(0.0, wait - self.idle) + 0.001

    def handle(self, intent) -> None:
        if self.zoom(intent):
            return
        k = intent.kind
        if k == I.HURRY or (k == I.CONFIRM and not (self.popups_added and not self.anim.busy)):
            self.time = max(self.time, self.reveal_at)
            if not self.popups_added:
                self._popups()
            self.anim.hurry()
            self.flow.track.settle()
            return
        if k in (I.LEFT, I.RIGHT):
            self.focus = 0 if k == I.RIGHT else 1  # "Next turn" stands on the right
        elif k == I.CONFIRM:
            self.open_recap() if self.focus == 1 else self.flow.advance()
        elif k in (I.CLICK, I.POINTER_MOVE) and intent.pos:
            if self.button.collidepoint(intent.pos):
                self.focus = 0
                if k == I.CLICK:
                    self.anim.hurry()
                    self.flow.advance()
            elif self.recap_button.collidepoint(intent.pos):
                self.focus = 1
                if k == I.CLICK:
                    self.open_recap()
        else:
            super().handle(intent)

    def _owner_label(self, i: int) -> pygame.Surface:
        """'whose card' tag, drawn once per card and reused every frame."""
        cache = self.__dict__.setdefault("_labels", {})
        label = cache.get((i, theme.generation))
        if label is None:
            owner = self.session.seats[self.record.owners[i]]
            tag = theme.pawn(owner.colour, owner.pawn, 40, owner.letter)
            text = theme.shadow_text(owner.name, 24, theme.INK, True)
            label = pygame.Surface((tag.get_width() + text.get_width() + 22, 48), pygame.SRCALPHA)
            pygame.draw.rect(label, (30, 24, 52), label.get_rect(), border_radius=24)
            label.blit(tag, (4, 4))
            label.blit(text, (50, 10))
            cache[(i, theme.generation)] = label
        return label

    def exit(self) -> None:
        # Leaving early (hurry, next turn): the rabbits land where they belong.
        for hop in self.flow.track.hops.values():
            hop.finish()
        self.flow.track.settle()

    def open_recap(self) -> None:
        self.app.stack.push(RecapScene(self.flow, self.record))

    def room_line(self) -> str | None:
        """How the audience's phones guessed this round (game/table/audience.py), or None."""
        split = self.session.audience.split(self.record.turn)
        if split is None or not split.total:
            return None
        if self.party:
            line = _("the room picked the favourite: {pct}%").format(pct=split.percent)
        else:
            line = _("the room found it: {pct}%").format(pct=split.percent)
        return _("{line} ({found} of {total} phones)").format(line=line, found=split.found, total=split.total)

    def draw(self, surface: pygame.Surface) -> None:
        # Once everything has landed the picture stands still but for the answer's glow and the
        # focus ring, and the TV keeps drawing it (phones move, the room guesses): the still frame
        # is kept (in the picture store, counted in its budget), and each frame only the glow's
        # box is drawn again over it, in the same order as the whole frame (the same pixels).
        key = self._still_key(surface.get_size())
        if key is None:
            self._still = (None, 0)
            self._still_laid = None
            self._draw(surface)
            self._focus_ring(surface)
            return
        key, moves = key
        held = self.held_still()  # [key, frame, (glow box, under it) or None, cards shown, moves]
        first = self._answer_index()
        if held is not None and held[0] == key and held[4] != moves:
            self.restrip_still(held, moves, self._restrip)
        if held is not None and held[0] == key:
            glow = [held[2][0]] if held[2] is not None and first is not None else []  # drawn again below
            self.lay_still(surface, held, [theme.ring_box(self.button), theme.ring_box(self.recap_button), *glow])
            self.art.drawn.extend(held[3])  # the faces the kept frame shows (what the TV shows, for the record)
            self.art.keep(held[3], self.height)  # on screen: kept in the store too
            if held[2] is not None and first is not None:
                box, under = held[2]
                clip = surface.get_clip()
                surface.set_clip(box)
                surface.blit(under, box)
                self._draw_from(surface, first, box)
                surface.set_clip(clip)
        else:
            self._still_laid = None
            patch: list = []
            self._draw(surface, patch)
            same = self._still[1] + 1 if self._still[0] == key else 0
            self._still = (key, same)
            if same >= STILL_FRAMES:  # kept once unchanged a few frames: a burst of moves keeps nothing
                size = surface.get_size()
                self.keep_still_later(key, lambda: self._still_key(size), self._draw, list(self.record.display))
        self._focus_ring(surface)

    def _still_key(self, size: tuple[int, int]) -> tuple[tuple, int] | None:
        """What the settled picture depends on, and the moves made (None while anything moves: it
        is drawn whole). A move only changes the table's top strip (the header and the chips)."""
        if not self.settled or self.flow.track.hops:
            return None
        seats = tuple((s.name, s.colour, s.pawn) for s in self.session.seats)
        # the phase only shows in the button's words ("Final scores"); a move draws only the strip
        return (id(self), self.record.turn, size, theme.generation, i18n.generation(),
                self.session.state.phase == "over", self.room_line(), self.why, tuple(self.flow.track.shown),
                seats), len(self.session.actions)

    def _restrip(self, frame: pygame.Surface, strip: pygame.Rect) -> None:
        """The kept frame's strip after a move (GameScene.restrip_still), in the whole frame's order;
        the cards and their glow lie well below it."""
        self._table(frame)
        self._over_cards(frame, strip)

    def _answer_index(self) -> int | None:
        """The card that glows (the storyteller's or the trap), once revealed."""
        answer = self.record.trap if self.party else self.record.story_position
        return answer - 1 if self.revealed and answer else None

    def _lines(self, revealed: bool | None = None) -> tuple[str, ...]:
        """The words above the cards: ("prompt", title, sub) or ("headline", line); `revealed`:
        before or after the answer shows (by default, as it is now)."""
        rec = self.record
        if not (self.revealed if revealed is None else revealed):
            return ("prompt", _("The votes are in\u2026"), "")
        teller = self.session.seats[rec.storyteller].name
        if self.party:
            most = max(self.counts.values()) if self.counts else 0
            popular = sorted(i + 1 for i, c in self.counts.items() if c == most)
            title = _("The trap was card {n}").format(n=rec.trap)
            if len(popular) == 1:
                sub = _("most popular: card {n}").format(n=popular[0])
            elif popular:
                sub = _("most popular: cards {list}").format(list=_(", ").join(map(str, popular)))
            else:
                sub = _("nobody voted")
        else:
            finders = rec.finders()
            voters = sum(1 for v in rec.votes if v)
            title = _("{name}'s card was number {n}").format(name=teller, n=rec.story_position)
            if not finders:
                sub = _("nobody found it")
            elif len(finders) == voters:
                sub = _("everybody found it - too easy!")
            else:
                sub = _("found by {n} of {voters}").format(n=len(finders), voters=voters)
        room = self.room_line()
        if room is not None:  # how the audience's phones guessed, beside how the table did
            sub = _("{table}  ·  {room}").format(table=sub, room=room)
        if len(rec.display) <= 7:
            return ("prompt", title, sub)
        return ("headline", _("{title} - {sub}").format(title=title, sub=sub))

    def _draw(self, surface: pygame.Surface, patch: list | None = None) -> None:
        """The whole frame but the focus ring. `patch`: gets (the glow's box, what lies under it
        before the glow is drawn), to draw the glow again over a kept frame.

        The words and the cards lie still on the table layer (GameScene.draw_table's dressing: one
        blit a frame instead of three per card); only the answer's glow box is drawn again each
        frame, in the same order as the whole (what lay under the glow, the glow, the cards from
        the answer on), then what flies or pops over the cards."""
        rec = self.record
        first, key = self._table(surface)
        if first < len(rec.display) and self._under is not None and self._under[0] == key:
            _, box, under = self._under
            if patch is not None:
                patch.append((box, under))
            clip = surface.get_clip()
            surface.set_clip(box.clip(clip))  # within a clip already set (a kept frame's strip drawn again)
            surface.blit(under, box)
            self._cards_from(surface, first, box)
            surface.set_clip(clip)
            self.over(box)
        self._over_cards(surface)

    def _table(self, surface: pygame.Surface) -> tuple[int, tuple]:
        """The table dressed with the words and the cards; returns the answer's index (the number of
        cards before the reveal) and the dressing's key."""
        rec = self.record
        first = self._answer_index()
        if first is None:
            first = len(rec.display)
        lines = self._lines()
        seats = tuple((s.name, s.colour) for s in self.session.seats)
        key = ("results", id(self), tuple(rec.display), self.height, lines, first, self.revealed, seats,
               i18n.generation(), surface.get_size())
        self.draw_table(surface, record=rec, dressing=(key, lambda layer, only: self._dress(layer, lines, first, key, only)))
        self.art.drawn.extend(rec.display)  # what the TV shows, for the record
        self.art.keep(list(rec.display), self.height)  # on screen in the dressed layer: kept in the store too
        return first, key

    def _dress(self, layer: pygame.Surface, lines: tuple[str, ...], first: int, key: tuple,
               only: pygame.Rect | None = None) -> None:
        """What lies still on the table this screen: the words above the cards and every card with
        its number and, once revealed, its owner; and what lies under the answer's glow (the cards
        before it), kept to draw the glow again each frame. `only`: the layer's top strip was drawn
        again: just the words (the cards lie well below it)."""
        if lines[0] == "prompt":
            self.prompt(layer, lines[1], lines[2])
        else:
            self.headline(layer, lines[1])
        if only is not None:
            return
        for i in range(first):
            self._card(layer, i)
        self._under = None
        if first < len(self.record.display):
            box = self._glow_box(first).clip(layer.get_rect())
            if box.w > 0 and box.h > 0:
                self._under = (key, box, layer.subsurface(box).copy())
        for i in range(first, len(self.record.display)):
            self._card(layer, i)

    def _glow_box(self, i: int) -> pygame.Rect:
        """Everything the glow of card i may touch (its ring, 8 px wide, 18 px outside the card)."""
        cx, cy = self.slots[i]
        glow = pygame.Rect(0, 0, self.height * 2 // 3 + 36, self.height + 36)
        glow.center = (round(cx), round(cy))
        return glow.inflate(4, 4)

    def _card(self, surface: pygame.Surface, i: int) -> None:
        cx, cy = self.slots[i]
        self.art.draw(surface, self.record.display[i], (cx, cy), self.height)
        slot_number(surface, i + 1, (cx, cy), self.height)
        if self.revealed:
            label = self._owner_label(i)
            surface.blit(label, label.get_rect(midtop=(round(cx), round(cy - self.height / 2) + 8)))

    def _draw_from(self, surface: pygame.Surface, first: int, only: pygame.Rect | None = None) -> None:
        """Card `first` (the glowing one, glow first) and the cards after it, then everything drawn
        over the cards. `only`: just what may touch that box (the kept frame's glow, drawn again)."""
        self._cards_from(surface, first, only)
        self._over_cards(surface, only)

    def _cards_from(self, surface: pygame.Surface, first: int, only: pygame.Rect | None = None) -> None:
        """Card `first` (the glowing one, glow first) and the cards after it (`only`: those that may
        touch that box)."""
        rec = self.record
        answer = rec.trap if self.party else rec.story_position
        reach = round(self.height * 2 / 3) + 80  # a card's box with its shadow, label and answer tag
        for i in range(first, len(rec.display)):
            cx, cy = self.slots[i]
            if only is not None and not only.colliderect(pygame.Rect(cx - reach / 2, cy - self.height / 2 - 40,
                                                                     reach, self.height + 80)):
                continue
            if self.revealed and answer == i + 1:
                pulse = 0.5 + 0.5 * math.sin(theme.still(self.time) * 4)
                pygame.draw.rect(surface, (255, int(190 + 50 * pulse), 90), self._glow_box(i).inflate(-4, -4), 8,
                                 border_radius=24)
            self._card(surface, i)

    def _over_cards(self, surface: pygame.Surface, only: pygame.Rect | None = None) -> None:
        """What flies, pops or stands over the cards: the vote tokens, the answer's tag, the clue's
        explanation, the next deal, the points and the buttons (`only`: what may touch that box)."""
        rec = self.record
        answer = rec.trap if self.party else rec.story_position
        for voter, i, tween in self.tokens:
            if not tween.started:
                continue
            s = self.session.seats[voter]
            x, y = tween.value()
            t = self.token_size[i]
            if only is not None and not only.colliderect(pygame.Rect(x - t / 2, y - t / 2, t, t)):
                continue
            self.over(surface.blit(theme.pawn(s.colour, s.pawn, t, s.letter), (x - t / 2, y - t / 2)))
        if self.revealed and answer is not None:
            # the answer's label goes over everything else on its card
            cx, cy = self.slots[answer - 1]
            img = self._answer_tag()
            box = img.get_rect(center=(round(cx), round(cy - self.height * 0.12))).inflate(24, 10)
            pygame.draw.rect(surface, (30, 22, 56), box, border_radius=box.h // 2)
            pygame.draw.rect(surface, theme.GOLD, box, 2, border_radius=box.h // 2)
            surface.blit(img, img.get_rect(center=box.center))
            self.over(box)
        if self.revealed and self.why:
            self.over(self._why_line(surface))
        self.over(*draw_deal(surface, self.art, self.deal if only is None else
                             [d for d in self.deal if only.colliderect(pygame.Rect(d.x - d.height, d.y - d.height,
                                                                                   2 * d.height, 2 * d.height))]))
        for item in self.anim.items:
            if isinstance(item, Popup) and item.elapsed >= item.delay:
                age = (item.elapsed - item.delay) / item.life
                img = theme.shadow_text(item.label, 36, item.colour, True)
                rect = img.get_rect(center=(item.x, item.y - 8 * theme.still(age)))
                pygame.draw.rect(surface, (30, 22, 56), rect.inflate(16, 6), border_radius=20)
                surface.blit(img, rect)
                self.over(rect.inflate(16, 6))
        if self.popups_added and not self.anim.busy:
            self._buttons(surface, only)

    def _why_ahead(self) -> Iterator[None]:
        self._why_line(pygame.Surface((1, 1)))  # drawn on a scratch picture: its words rendered
        yield

    def _why_line(self, surface: pygame.Surface) -> pygame.Rect:
        """One line under the cards and their buttons, above the score track: what the clue was about."""
        bottom = round(max(y for _, y in self.slots) + self.height / 2)
        y = max(bottom + 44, self.button.bottom + 26 if self.button.top >= bottom else 0)
        return theme.blit_fit(surface, self.why, (theme.W // 2, min(y, 868)), theme.SAFE.w,
                              theme.SECONDARY, theme.GOLD, anchor="center", shadow=True)

    def _buttons(self, surface: pygame.Surface, only: pygame.Rect | None = None) -> None:
        """The two buttons under the cards: the next turn (or the final scores) and the recap."""
        last = self.session.state.phase == "over"
        for rect, caption in ((self.button, _("Final scores") if last else _("Next turn")),
                              (self.recap_button, _("Who played what"))):
            if only is not None and not only.colliderect(rect):
                continue
            theme.panel(surface, rect, fill=(70, 56, 120), alpha=240, radius=38)
            self.over(rect)
            lines = theme.wrap(caption, theme.BODY, rect.w - 40, True)
            step = round(theme.px(theme.BODY) * 1.25)
            for n, line in enumerate(lines):
                theme.blit_fit(surface, line, (rect.centerx, rect.centery + (n - (len(lines) - 1) / 2) * step),
                               rect.w - 40, theme.BODY, theme.INK, True, anchor="center")

    def _focus_ring(self, surface: pygame.Surface) -> None:
        if self.popups_added and not self.anim.busy:
            ring = self.recap_button if self.focus == 1 else self.button
            theme.focus_ring(surface, ring, self.time, 38)
            self.over(theme.ring_box(ring))
