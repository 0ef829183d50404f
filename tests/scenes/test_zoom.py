"""A closer look at a card: Y on a pad, Tab / Z on the keyboard, the wheel or a right click with the
mouse; left / right between cards; B / Esc / right click closes. Never a card the viewer may not see."""

from __future__ import annotations

import pygame
import pytest

from game.app import intents as I
from game.app.input import InputMapper
from game.table.seats import Seat
from scenes.launchers import enabled_decks, start_game
from scenes.zoom import ZOOM_H

from .driver import click, key, make_app, right_click, run, skip_deal, text, wheel
from .player import Player
from .virtual_pad import VirtualPad

Y = pygame.CONTROLLER_BUTTON_Y


def _table(n: int = 3, ruleset: str = "revised", settings=None):
    app = make_app(settings=settings)
    seats = [Seat(name, i, i) for i, name in enumerate(["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"][:n])]
    flow = start_game(app, seats, ruleset, {}, enabled_decks(app), first_storyteller=0, seed=21)
    skip_deal(app)
    return app, flow


def _to_hand(app):
    """Through Ann's curtain to her hand (the storyteller's choice)."""
    assert app.stack.top.name == "curtain"
    run(app, key(pygame.K_RETURN))
    assert app.stack.top.name == "storyteller"
    return app.stack.top


def _drawn(app, flow, events=(), frames: int = 1) -> set[str]:
    flow.art.drawn.clear()
    run(app, events, frames)
    return set(flow.art.drawn)


# -- the input mapping ---------------------------------------------------------------------------
def test_zoom_keys_buttons_and_wheel_map_to_the_zoom_intent_but_type_while_typing():
    pygame.display.init()
    m = InputMapper()
    kinds = lambda events: [i.kind for i in m.translate(events) if i.kind != I.ANY]  # noqa: E731
    assert kinds(key(pygame.K_TAB)) == [I.ZOOM]
    assert kinds(key(pygame.K_z)) == [I.ZOOM]
    assert kinds(key(pygame.K_z, pygame.KMOD_CTRL)) == []  # Ctrl+Z is not a zoom
    pad_y = [pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=Y, instance_id=4)]
    assert kinds(pad_y) == [I.ZOOM]
    m.pointer = None
    m.translate([pygame.event.Event(pygame.MOUSEMOTION, pos=(700, 500), rel=(0, 0), buttons=(0, 0, 0))])
    up = m.translate(wheel(1))
    assert up[0].kind == I.ZOOM and up[0].pos == (700, 500) and up[0].device == "mouse"
    assert kinds(wheel(-2)) == [I.UNZOOM]
    flipped = [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=True, precise_x=0.0, precise_y=-1.0)]
    assert kinds(flipped) == [I.ZOOM]  # "natural" scrolling: the same gesture, the same meaning
    right = m.translate([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 20), button=3)])
    assert right[0].kind == I.BACK and right[0].pos == (10, 20)
    # typing a clue: Z is a letter, Tab and Y are the quick delete they always were
    m.typing = True
    assert kinds(key(pygame.K_z)) == []
    assert kinds(key(pygame.K_TAB)) == [I.TAB]
    assert kinds(pad_y) == [I.TAB]


# -- keyboard ------------------------------------------------------------------------------------
def test_keyboard_zoom_shows_the_focused_hand_card_large_and_sharp_and_steps_through_the_hand():
    app, flow = _table()
    hand_scene = _to_hand(app)
    hand = list(hand_scene.view.hand)
    run(app, key(pygame.K_RIGHT) + key(pygame.K_RIGHT))
    assert hand_scene.row.focus == 2
    drawn = _drawn(app, flow, key(pygame.K_TAB))
    zoom = app.stack.top
    assert zoom.name == "zoom" and zoom.cards == hand and zoom.index == 2
    assert hand[2] in drawn
    # at least 900 px tall at 1080p, the whole picture, from the full-resolution file
    rect = zoom.card_rect()
    assert rect.h >= 900 and ZOOM_H >= 900 and rect.top >= 0 and rect.bottom <= 1080
    source = pygame.image.load(str(flow.art.images.cards[hand[2]].path))
    assert source.get_height() == ZOOM_H  # the built-in pictures are 600 x 900: shown pixel for pixel
    for fx, fy in ((0.5, 0.5), (0.3, 0.2), (0.7, 0.8)):
        want = source.get_at((int(600 * fx), int(900 * fy)))[:3]
        got = app.screen.get_at((rect.left + int(600 * fx), rect.top + int(900 * fy)))[:3]
        assert max(abs(a - b) for a, b in zip(want, got, strict=True)) <= 2, (fx, fy, want, got)
    # left / right step through the hand, wrapping round
    assert hand[3] in _drawn(app, flow, key(pygame.K_RIGHT))
    assert zoom.index == 3
    for _ in range(len(hand) - 2):
        run(app, key(pygame.K_RIGHT))
    assert zoom.index == 1  # round the end of the hand to the start
    run(app, key(pygame.K_LEFT))
    assert zoom.index == 0
    # Z closes it again; the hand's focus is now on the card last looked at (nothing chosen)
    run(app, key(pygame.K_z))
    assert app.stack.top is hand_scene and hand_scene.row.focus == 0 and hand_scene.chosen is None
    assert flow.session.actions == []
    # Z opens too, Esc closes
    run(app, key(pygame.K_z))
    assert app.stack.top.name == "zoom"
    run(app, key(pygame.K_ESCAPE))
    assert app.stack.top is hand_scene
    assert flow.session.actions == []


def test_the_close_up_is_made_once_not_every_frame(monkeypatch):
    app, flow = _table()
    _to_hand(app)
    loads = []
    real = pygame.image.load
    monkeypatch.setattr(pygame.image, "load", lambda *a, **k: loads.append(a[0]) or real(*a, **k))
    scales = []
    real_scale = pygame.transform.smoothscale
    monkeypatch.setattr(pygame.transform, "smoothscale", lambda *a, **k: scales.append(1) or real_scale(*a, **k))
    run(app, key(pygame.K_TAB), frames=30)
    run(app, key(pygame.K_RIGHT), frames=30)
    run(app, key(pygame.K_LEFT), frames=30)
    assert len(loads) == 2, loads  # two pictures looked at, each decoded once
    assert scales == []  # the built-in picture is already 900 px: nothing to scale at all
    run(app, key(pygame.K_ESCAPE), frames=2)


def test_typing_a_clue_z_is_a_letter_and_tab_deletes_but_the_wheel_zooms_the_chosen_card():
    app, flow = _table()
    scene = _to_hand(app)
    run(app, key(pygame.K_RETURN))
    assert scene.entry is not None
    card = scene.view.hand[scene.chosen]
    run(app, key(pygame.K_z) + text("zz"))
    assert app.stack.top is scene and scene.entry.field.value == "zz"
    run(app, key(pygame.K_TAB))
    assert app.stack.top is scene and scene.entry.field.value == "z"
    rect = scene.zoom_view().rects[0]
    run(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))] + wheel(1))
    zoom = app.stack.top
    assert zoom.name == "zoom" and zoom.cards == [card]  # only the chosen card is on screen
    run(app, wheel(-1))
    assert app.stack.top is scene and scene.entry is not None and scene.entry.field.value == "z"


# -- pad -----------------------------------------------------------------------------------------
def _press(app, vpad, button: int) -> None:
    vpad.press(button)
    run(app, pygame.event.get())
    vpad.release(button)
    run(app, pygame.event.get())


def test_pad_y_opens_dpad_moves_b_closes_and_a_returns_with_the_focus_there():
    app, flow = _table()
    pygame.event.clear()
    vpad = VirtualPad()
    try:
        run(app, pygame.event.get())
        assert len(app.input.controllers) == 1
        _press(app, vpad, 0)  # A: Ann takes her curtain
        scene = app.stack.top
        assert scene.name == "storyteller"
        hand = list(scene.view.hand)
        _press(app, vpad, 3)  # Y
        zoom = app.stack.top
        assert zoom.name == "zoom" and zoom.cards == hand and zoom.index == 0
        _press(app, vpad, 14)  # D-pad right
        _press(app, vpad, 14)
        assert zoom.index == 2
        _press(app, vpad, 13)  # D-pad left
        assert zoom.index == 1
        _press(app, vpad, 1)  # B
        assert app.stack.top is scene and scene.row.focus == 1 and scene.chosen is None
        _press(app, vpad, 3)
        _press(app, vpad, 14)
        _press(app, vpad, 14)
        _press(app, vpad, 0)  # A: back to the hand, the focus on the card looked at, nothing chosen
        assert app.stack.top is scene and scene.row.focus == 3 and scene.chosen is None
        assert flow.session.actions == []
    finally:
        vpad.unplug()
        run(app, pygame.event.get())


# -- mouse ---------------------------------------------------------------------------------------
def test_mouse_right_click_and_wheel_on_a_card_zoom_that_card_arrows_move_right_click_closes():
    app, flow = _table()
    scene = _to_hand(app)
    hand = list(scene.view.hand)
    rects = scene.row.rects()
    run(app, right_click(rects[4].center))
    zoom = app.stack.top
    assert zoom.name == "zoom" and zoom.index == 4
    run(app, click(zoom.arrow_rects()[1].center))
    assert zoom.index == 5
    run(app, click(zoom.arrow_rects()[-1].center))
    run(app, click(zoom.arrow_rects()[-1].center))
    assert zoom.index == 3
    run(app, right_click(zoom.card_rect().center))
    assert app.stack.top is scene and scene.row.focus == 3
    # the wheel over a card: that card; the wheel back closes; more wheel back does nothing
    run(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=rects[1].center, rel=(0, 0), buttons=(0, 0, 0))])
    run(app, wheel(1) + wheel(1) + wheel(1))  # one spin sends several steps: still one close-up
    assert app.stack.top.name == "zoom" and app.stack.top.index == 1
    assert [s.name for s in app.stack.scenes].count("zoom") == 1
    run(app, wheel(-1) + wheel(-1))
    assert app.stack.top is scene
    # a left click outside the card closes too
    run(app, right_click(rects[0].center))
    run(app, click((200, 100)))
    assert app.stack.top is scene
    # a right click away from every card keeps its old meaning (back: here, the pause menu)
    run(app, right_click((960, 990)))
    assert app.stack.top.name == "pause"
    assert flow.session.actions == [] and hand == list(scene.view.hand)


def test_menu_in_the_close_up_closes_it_and_pauses_in_one_press():
    app, flow = _table()
    _to_hand(app)
    run(app, key(pygame.K_TAB))
    run(app, key(pygame.K_F1))
    assert [s.name for s in app.stack.scenes][-2:] == ["storyteller", "pause"]


# -- the curtain rule -----------------------------------------------------------------------------
def test_no_close_up_at_a_curtain_nor_of_face_down_cards():
    app, flow = _table()
    curtain = app.stack.top
    assert curtain.name == "curtain"
    st = flow.session.state
    in_hands = {c for hand in st.hands for c in hand}
    drawn = _drawn(app, flow, key(pygame.K_TAB) + key(pygame.K_z) + wheel(1) + right_click((960, 400)))
    assert app.stack.top.name in ("curtain", "pause")
    assert "zoom" not in [s.name for s in app.stack.scenes]
    assert not drawn & in_hands
    # the reveal: face-down and turning cards cannot be looked at; once face up, all of them
    app2, flow2 = _table()
    player = Player(app2, "keyboard")
    for _ in range(400):
        if app2.stack.top.name == "reveal":
            break
        getattr(player, f"on_{app2.stack.top.name}", player.on_other)(app2.stack.top)
    reveal = app2.stack.top
    assert reveal.name == "reveal" and reveal.stage != "done"
    run(app2, key(pygame.K_TAB))
    assert app2.stack.top is reveal
    run(app2, key(pygame.K_SPACE))  # hurry: the cards lie face up
    assert reveal.stage == "done"
    run(app2, key(pygame.K_TAB))
    assert app2.stack.top.name == "zoom" and app2.stack.top.cards == list(reveal.display)


def test_a_close_up_over_a_private_step_shows_only_that_players_cards():
    app, flow = _table(n=4)
    player = Player(app, "keyboard")
    # play up to Bob's submit step (after Ann told the story)
    for _ in range(400):
        top = app.stack.top
        if top.name == "submit":
            break
        getattr(player, f"on_{top.name}", player.on_other)(top)
    scene = app.stack.top
    seat = scene.seat
    st = flow.session.state
    mine = set(st.hands[seat])
    others = {c for p, hand in enumerate(st.hands) if p != seat for c in hand}
    run(app, key(pygame.K_TAB))
    zoom = app.stack.top
    assert zoom.name == "zoom" and zoom.seat == seat and set(zoom.cards) == mine
    seen: set[str] = set()
    for _ in range(len(zoom.cards) + 2):
        seen |= _drawn(app, flow, key(pygame.K_RIGHT), frames=2)
    assert mine <= seen  # every card of the hand was shown large...
    assert not seen & others  # ...and no card of anybody else's hand, ever
    run(app, key(pygame.K_ESCAPE))
    assert app.stack.top is scene


def test_results_close_up_says_whose_card_only_once_the_answer_is_shown():
    app, flow = _table(n=3)
    player = Player(app, "keyboard")
    for _ in range(600):
        top = app.stack.top
        if top.name == "score":
            break
        getattr(player, f"on_{top.name}", player.on_other)(top)
    scene = app.stack.top
    assert not scene.revealed
    run(app, key(pygame.K_TAB))
    zoom = app.stack.top
    assert zoom.cards == list(scene.record.display)
    assert not any("played by" in label for label in zoom.labels)
    run(app, key(pygame.K_ESCAPE))
    run(app, key(pygame.K_SPACE))  # hurry to the answer
    assert scene.revealed
    run(app, key(pygame.K_TAB))
    zoom = app.stack.top
    teller = scene.record.story_position - 1
    assert zoom.index == teller and "storyteller" in zoom.labels[teller]
    assert all("played by" in label for label in zoom.labels)
    run(app, key(pygame.K_ESCAPE))
    # the recap overlay lets the players look closer too
    scene.open_recap()
    run(app, key(pygame.K_TAB))
    assert app.stack.top.name == "zoom" and app.stack.top.cards == list(scene.record.display)
    run(app, key(pygame.K_ESCAPE))
    assert app.stack.top.name == "recap"


@pytest.mark.parametrize("device,ruleset,n", [("keyboard", "classic", 3), ("pad", "odyssey", 8),
                                              ("mouse", "party2011", 6)])
def test_whole_game_looking_closely_at_every_step_never_leaks_a_card(device, ruleset, n):
    app = make_app()
    seats = [Seat(name, i, i) for i, name in enumerate(["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"][:n])]
    options = {"rounds": 1} if ruleset.startswith("party") else {}
    flow = start_game(app, seats, ruleset, options, enabled_decks(app), first_storyteller=0, seed=99)
    player = Player(app, device, zoom=True, second_votes=False)
    player.play()
    assert flow.session.state.phase == "over"
    assert player.zoom_checks > 10 and player.privacy_checks > 100


def test_the_recap_walks_back_through_every_round_of_the_game_and_each_card_zooms():
    """The game's history: from the results, "who played what" and then left / right to every
    earlier round, each card up close; never past the first or the last round."""
    app, flow = _table(n=3)
    player = Player(app, "keyboard")
    for _ in range(3000):
        top = app.stack.top
        if top.name == "score" and len(flow.session.state.history) == 3:
            break
        getattr(player, f"on_{top.name}", player.on_other)(top)
    scene = app.stack.top
    assert scene.name == "score"
    run(app, key(pygame.K_SPACE))  # hurry to the answer
    run(app, key(pygame.K_LEFT))  # focus "who played what" (left of "Next turn")
    run(app, key(pygame.K_RETURN))
    recap = app.stack.top
    assert recap.name == "recap" and recap.record.turn == 2
    history = flow.session.state.history
    for turn in (1, 0, 0):  # back to the first round, and no further
        run(app, key(pygame.K_LEFT))
        assert recap.record is history[turn]
        drawn = _drawn(app, flow)
        assert set(history[turn].display) <= drawn
    run(app, key(pygame.K_TAB))
    zoom = app.stack.top
    assert zoom.name == "zoom" and zoom.cards == list(history[0].display)
    start = zoom.index  # the answer's card first
    run(app, key(pygame.K_LEFT if start else pygame.K_RIGHT))  # inside the close-up: another card, same round
    assert zoom.index == (start - 1 if start else 1) and recap.record is history[0]
    run(app, key(pygame.K_ESCAPE))
    assert app.stack.top is recap
    for turn in (1, 2, 2):
        run(app, key(pygame.K_RIGHT))
        assert recap.record is history[turn]
    run(app, key(pygame.K_ESCAPE))
    assert app.stack.top is scene
