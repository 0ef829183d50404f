"""Public: the votes fly onto the cards, the answer is revealed, points pop and the rabbits hop."""

from __future__ import annotations

import math

import pygame

from game.app import intents as I
from game.app import theme
from game.app.anim import Popup, Tween, ease_out_back
from game.engine.rulesets import PARTY

from .common import GameScene, display_layout, slot_number
from .deal import deal_sprites, draw_deal
from .recap import RecapScene

TOKEN = 40


class ResultsScene(GameScene):
    name = "score"

    def __init__(self, flow, record) -> None:
        super().__init__(flow)
        self.record = record
        self.height, self.slots = display_layout(len(record.display))
        self.party = self.session.state.rules.family == PARTY
        n = self.session.n
        width = min(300, (theme.W - 192 - (n - 1) * 10) // n)
        x0 = theme.W // 2 - (n * width + (n - 1) * 10) // 2
        self.chip_x = [x0 + s * (width + 10) + width / 2 for s in range(n)]
        self.chip_w = width
        self.tokens: list[tuple[int, int, Tween]] = []  # (voter, position index, tween)
        per_card: dict[int, int] = {}
        k = 0
        for voter, cast in enumerate(record.votes):
            for pos in cast:
                i = pos - 1
                slot = per_card.get(i, 0)
                per_card[i] = slot + 1
                cx, cy = self.slots[i]
                w = self.height * 2 / 3
                tx = cx - w / 2 + 30 + (slot % 4) * (TOKEN + 4)
                ty = cy + self.height / 2 - 34 - (slot // 4) * (TOKEN + 4)
                tween = Tween((self.chip_x[voter], 182), (tx, ty), 0.5, 0.3 + 0.07 * k, ease_out_back)
                self.anim.add(tween)
                self.tokens.append((voter, i, tween))
                k += 1
        self.reveal_at = 0.3 + 0.07 * k + 0.5
        self.counts = per_card
        self.deal: list = []
        self._landed = 0
        self.popups_added = False
        self.button = pygame.Rect(theme.W // 2 - 470, 796, 440, 76)
        self.recap_button = pygame.Rect(theme.W // 2 + 30, 796, 440, 76)
        self.focus = 0
        self.idle = 0.0

    @property
    def revealed(self) -> bool:
        return self.time >= self.reveal_at

    def _popups(self) -> None:
        self.popups_added = True
        st = self.session.state
        for scorer, delta in enumerate(self.record.deltas):
            for seat in self.session.scorer_seats(scorer)[:1]:
                colour = theme.GOOD if delta > 0 else theme.MUTED
                self.anim.add(Popup(f"+{delta}" if delta >= 0 else str(delta), self.chip_x[seat] + self.chip_w / 2 - 44, 182, colour))
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

    def update(self, dt: float) -> None:
        super().update(dt)
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
            wait = self.flow.hands_free_after(7.0)
            if wait is not None and self.idle > wait:
                self.flow.advance()

    def handle(self, intent) -> None:
        k = intent.kind
        if k == I.HURRY or (k == I.CONFIRM and not (self.popups_added and not self.anim.busy)):
            self.time = max(self.time, self.reveal_at)
            if not self.popups_added:
                self._popups()
            self.anim.hurry()
            self.flow.track.settle()
            return
        if k in (I.LEFT, I.RIGHT):
            self.focus = 1 - self.focus
        elif k == I.TAB:
            self.open_recap()
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
        label = cache.get(i)
        if label is None:
            owner = self.session.seats[self.record.owners[i]]
            tag = theme.pawn(owner.colour, owner.pawn, 40, owner.letter)
            text = theme.shadow_text(owner.name, 24, theme.INK, True)
            label = pygame.Surface((tag.get_width() + text.get_width() + 22, 48), pygame.SRCALPHA)
            pygame.draw.rect(label, (30, 24, 52), label.get_rect(), border_radius=24)
            label.blit(tag, (4, 4))
            label.blit(text, (50, 10))
            cache[i] = label
        return label

    def exit(self) -> None:
        # Leaving early (hurry, next turn): the rabbits land where they belong.
        for hop in self.flow.track.hops.values():
            hop.finish()
        self.flow.track.settle()

    def open_recap(self) -> None:
        self.app.stack.push(RecapScene(self.flow, self.record))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface, record=self.record)
        rec = self.record
        answer = rec.trap if self.party else rec.story_position
        if not self.revealed:
            self.prompt(surface, "The votes are in...")
        else:
            teller = self.session.seats[rec.storyteller].name
            if self.party:
                most = max(self.counts.values()) if self.counts else 0
                popular = [str(i + 1) for i, c in self.counts.items() if c == most]
                title = f"The trap was card {rec.trap}"
                sub = f"most popular: card {', '.join(sorted(popular))}" if popular else "nobody voted"
            else:
                finders = rec.finders()
                voters = sum(1 for v in rec.votes if v)
                title = f"{teller}'s card was number {rec.story_position}"
                if not finders:
                    sub = "nobody found it"
                elif len(finders) == voters:
                    sub = "everybody found it - too easy!"
                else:
                    sub = f"found by {len(finders)} of {voters}"
            if len(rec.display) <= 7:
                self.prompt(surface, title, sub)
            else:
                theme.blit_text(surface, f"{title} - {sub}", (theme.W // 2, 240), theme.BODY + 2, theme.INK, True,
                                anchor="center", shadow=True)
        for i, card in enumerate(rec.display):
            cx, cy = self.slots[i]
            emphasis = self.revealed and answer == i + 1
            if emphasis:
                pulse = 0.5 + 0.5 * math.sin(self.time * 4)
                glow = pygame.Rect(0, 0, self.height * 2 // 3 + 36, self.height + 36)
                glow.center = (round(cx), round(cy))
                pygame.draw.rect(surface, (255, int(190 + 50 * pulse), 90), glow, 8, border_radius=24)
            self.art.draw(surface, card, (cx, cy), self.height)
            slot_number(surface, i + 1, (cx, cy), self.height)
            if self.revealed:
                label = self._owner_label(i)
                surface.blit(label, label.get_rect(midtop=(round(cx), round(cy - self.height / 2) + 8)))
        for voter, _i, tween in self.tokens:
            if not tween.started:
                continue
            s = self.session.seats[voter]
            x, y = tween.value()
            surface.blit(theme.pawn(s.colour, s.pawn, TOKEN, s.letter), (x - TOKEN / 2, y - TOKEN / 2))
        if self.revealed and answer is not None:
            # the answer's label goes over everything else on its card
            cx, cy = self.slots[answer - 1]
            word = "TRAP" if self.party else "STORYTELLER"
            img = theme.shadow_text(word, 26 if len(rec.display) > 7 else 30, theme.GOLD, True)
            box = img.get_rect(center=(round(cx), round(cy - self.height * 0.12))).inflate(24, 10)
            pygame.draw.rect(surface, (30, 22, 56), box, border_radius=box.h // 2)
            pygame.draw.rect(surface, theme.GOLD, box, 2, border_radius=box.h // 2)
            surface.blit(img, img.get_rect(center=box.center))
        draw_deal(surface, self.art, self.deal)
        for item in self.anim.items:
            if isinstance(item, Popup) and item.elapsed >= item.delay:
                t = (item.elapsed - item.delay) / item.life
                img = theme.shadow_text(item.label, 36, item.colour, True)
                rect = img.get_rect(center=(item.x, item.y - 8 * t))
                pygame.draw.rect(surface, (30, 22, 56), rect.inflate(16, 6), border_radius=20)
                surface.blit(img, rect)
        if self.popups_added and not self.anim.busy:
            last = self.session.state.phase == "over"
            for j, (rect, label) in enumerate(((self.button, "Final scores" if last else "Next turn"),
                                               (self.recap_button, "Who played what"))):
                theme.panel(surface, rect, fill=(70, 56, 120), alpha=240, radius=38)
                theme.blit_text(surface, label, rect.center, theme.BODY, theme.INK, True, anchor="center")
                if j == self.focus:
                    theme.focus_ring(surface, rect, self.time, 38)
