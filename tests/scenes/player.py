"""Plays whole games through the real scene stack with real pygame events from one device kind.

For every private step it works out what the player is choosing (from what the scene shows),
sends the events, and checks that the engine received exactly that action.
"""

from __future__ import annotations

import pygame

from game.app.textentry import ROWS
from game.engine.actions import Clue, Submit, Tell, Vote

from .driver import click, key, pad, right_click, run, text

A, B, X, Y = pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_B, pygame.CONTROLLER_BUTTON_X, \
    pygame.CONTROLLER_BUTTON_Y
UP, DOWN = pygame.CONTROLLER_BUTTON_DPAD_UP, pygame.CONTROLLER_BUTTON_DPAD_DOWN
LEFT, RIGHT = pygame.CONTROLLER_BUTTON_DPAD_LEFT, pygame.CONTROLLER_BUTTON_DPAD_RIGHT

PUBLIC = {"deal", "curtain", "reveal", "score", "bot_turn", "recap", "pause", "game_over", "party_clue", "rules",
          "waiting"}


class Player:
    def __init__(self, app, device: str, clue: str = "a party of one", second_votes: bool = True,
                 zoom: bool = False, zoom_turns: int = 3) -> None:
        self.app = app
        self._zoom = zoom  # look at every card up close before each choice (the first few turns)
        self.zoom_turns = zoom_turns
        self.zoom_checks = 0
        self.device = device
        self.clue = clue
        self.second_votes = second_votes
        self.checked = 0
        self.scene_log: list[str] = []
        self.privacy_checks = 0
        self.between = None  # optional callable run after every step (phones acting meanwhile)

    # -- device primitives -----------------------------------------------------------------
    def confirm(self) -> None:
        self.step(key(pygame.K_RETURN) if self.device != "pad" else pad(A))

    def right(self) -> None:
        self.step(key(pygame.K_RIGHT) if self.device != "pad" else pad(RIGHT))

    def down(self) -> None:
        self.step(key(pygame.K_DOWN) if self.device != "pad" else pad(DOWN))

    def step(self, events, frames: int = 1) -> None:
        art = self.flow.art
        art.drawn.clear()
        run(self.app, events, frames)
        self.check_privacy()
        if self.between is not None:
            self.between()

    @property
    def flow(self):
        return self.app.services["flow"]

    # -- privacy: what was blitted this frame --------------------------------------------------
    def check_privacy(self) -> None:
        scene = self.app.stack.top
        st = self.flow.session.state
        drawn = set(self.flow.art.drawn)
        in_hands = {c for hand in st.hands for c in hand}
        if scene.name == "zoom" and scene.seat is None or scene.name in PUBLIC:
            # A card of the turn just scored is public (everyone saw it on the table) even when a
            # reshuffle has already dealt it again: the screen shows the card, not who drew it.
            shown = set(st.history[-1].display) if st.history else set()
            leaked = (drawn & in_hands) - shown
            assert not leaked, f"{scene.name} drew cards from a hand: {leaked}"
        elif hasattr(scene, "seat") and scene.seat is not None:
            mine = set(st.hands[scene.seat]) | set(st.display)
            leaked = drawn - mine
            assert not leaked, f"{scene.name} for seat {scene.seat} drew cards not in their view: {leaked}"
        self.privacy_checks += 1

    # -- a closer look ---------------------------------------------------------------------------
    @property
    def zoom(self) -> bool:
        return self._zoom and len(self.flow.session.state.history) < self.zoom_turns

    def look_closer(self, scene, expected: list[str]) -> None:
        """Open the close-up with this device, go once round every card, close it. The overlay must
        offer exactly the cards the screen shows its viewer, and leave the screen as it was."""
        focus = getattr(getattr(scene, "row", None), "focus", None)
        if self.device == "keyboard":
            self.step(key(pygame.K_TAB))
        elif self.device == "pad":
            self.step(pad(Y))
        else:
            self.step(right_click(scene.zoom_view().rects[0].center))
        zoom = self.app.stack.top
        assert zoom.name == "zoom", f"no close-up opened on {scene.name}"
        assert zoom.cards == list(expected), "the close-up offers other cards than the screen shows"
        start = zoom.index
        seen = {zoom.cards[zoom.index]}
        for _ in range(len(zoom.cards)):
            if self.device == "mouse":
                self.step(click(zoom.arrow_rects()[1].center) if len(zoom.cards) > 1 else [])
            else:
                self.right()
            seen.add(zoom.cards[zoom.index])
        assert seen == set(expected) and zoom.index == start
        if self.device == "keyboard":
            self.step(key(pygame.K_ESCAPE))
        elif self.device == "pad":
            self.step(pad(B))
        else:
            self.step(right_click(zoom.card_rect().center))
        assert self.app.stack.top is scene, "closing the close-up did not return to the screen"
        if focus is not None and self.device != "mouse":
            assert scene.row.focus == focus
        self.zoom_checks += 1

    # -- the game ------------------------------------------------------------------------------
    def play(self, max_steps: int = 20000) -> None:
        for _ in range(max_steps):
            scene = self.app.stack.top
            if not self.scene_log or self.scene_log[-1] != scene.name:
                self.scene_log.append(scene.name)
            if scene.name == "game_over":
                return
            getattr(self, f"on_{scene.name}", self.on_other)(scene)
        raise AssertionError("the game did not end")

    def expect(self, action) -> None:
        # the newest action of this player (phones may have acted since, in the same frame)
        got = next((a for a in reversed(self.flow.session.actions) if a.player == action.player), None)
        assert got == action, f"engine received {got}, the player chose {action}"
        self.checked += 1

    def on_other(self, scene) -> None:
        self.step([], 3)

    def on_bot_turn(self, scene) -> None:
        self.step([], 5)

    def on_curtain(self, scene) -> None:
        if self.device == "mouse":
            self.step(click(scene._choice_rects()[0].center))
        else:
            self.confirm()

    def on_reveal(self, scene) -> None:
        if self.device == "mouse":
            self.step(click(scene.button.center))  # first click finishes the animation
            if self.zoom:
                self.look_closer(scene, scene.display)
            self.step(click(scene.button.center))
        else:
            self.confirm()
            if self.zoom:
                self.look_closer(scene, scene.display)
            self.confirm()

    def on_score(self, scene) -> None:
        if self.zoom:
            self.look_closer(scene, list(scene.record.display))
        if self.device == "mouse":
            self.step(click(scene.button.center))
        else:
            self.confirm()  # hurries the animation
            self.confirm()  # next turn

    def _type_clue(self, scene, entry, build) -> None:
        if self.device == "keyboard":
            self.step(text(self.clue) + key(pygame.K_RETURN))
            self.expect(build(self.clue))
        elif self.device == "mouse":
            q = next(r for name, r, _r, _c in entry.osk.keys() if name == "Q")
            self.step(click(q.center))
            self.step(click(entry.button.center))
            self.expect(build("Q"))
        else:
            self.step(pad(A))  # types the focused key (Q)
            for _ in range(len(ROWS)):  # down to the row of space, delete and done
                if entry.osk._current() in ("shift", "space", "del", "done"):
                    break
                self.step(pad(DOWN))
            for _ in range(4):
                if entry.osk._current() == "done":
                    break
                self.step(pad(RIGHT))
            self.step(pad(A))
            self.expect(build("Q"))

    def on_storyteller(self, scene) -> None:
        seat = scene.seat
        hand = scene.view.hand
        if scene.entry is None and self.zoom:
            self.look_closer(scene, list(hand))
        if scene.entry is None:
            if self.device == "mouse":
                self.step(click(scene.row.rects()[1].center))
            else:
                self.right()
                self.confirm()
            assert scene.chosen == 1
        self._type_clue(scene, scene.entry, lambda clue: Tell(seat, hand[1], clue))

    def on_party_clue(self, scene) -> None:
        seat = scene.seat
        self._type_clue(scene, scene.entry, lambda clue: Clue(seat, clue))

    def on_submit(self, scene) -> None:
        seat = scene.seat
        hand = scene.view.hand
        if self.zoom:
            self.look_closer(scene, list(hand))
        if scene.need == 1:
            if self.device == "mouse":
                self.step(click(scene.row.rects()[2].center))
                want = (hand[2],)
            else:
                self.confirm()
                want = (hand[0],)
        else:
            if self.device == "mouse":
                self.step(click(scene.row.rects()[0].center))
                self.step(click(scene.row.rects()[3].center))
                want = (hand[0], hand[3])
            else:
                self.confirm()
                self.right()
                self.confirm()
                want = (hand[0], hand[1])
        self.expect(Submit(seat, want))

    def on_vote(self, scene) -> None:
        seat = scene.seat
        if self.zoom:
            self.look_closer(scene, list(scene.view.display))
        allowed = [i for i in range(len(scene.row.cards)) if i not in scene.row.disabled]
        first = allowed[0] if self.device != "mouse" else allowed[-1]
        if self.device == "mouse":
            self.step(click(scene.row.rects()[first].center))
        else:
            assert scene.row.focus == first
            self.confirm()
        votes = [first + 1]
        if scene.stage == "second":
            if self.second_votes:
                second = next(i for i in allowed if i != first)
                if self.device == "mouse":
                    self.step(click(scene.row.rects()[second].center))
                else:
                    while scene.row.focus != second:
                        self.right()
                    self.confirm()
                votes.append(second + 1)
            elif self.device == "mouse":
                self.step(click(scene.button.center))
            else:
                self.down()
                while not scene.on_button:
                    self.down()
                self.confirm()
        trap = None
        if scene.stage == "trap":
            trap_index = len(scene.row.cards) - 1
            if self.device == "mouse":
                self.step(click(scene.row.rects()[trap_index].center))
            else:
                while scene.row.focus != trap_index:
                    self.right()
                self.confirm()
            trap = trap_index + 1
        self.expect(Vote(seat, tuple(votes), trap))
