"""Input: a virtual pad plugged in, used and unplugged mid-turn; stick repeat; raw joysticks; keys."""

from __future__ import annotations

import pygame

from game.app import intents as I
from game.app.cards import enabled_decks
from game.app.input import InputMapper
from game.engine.actions import Submit, Tell
from game.table.seats import Seat
from scenes.launchers import start_game

from .driver import key, make_app, run, skip_deal, text
from .player import Player
from .virtual_pad import VirtualPad


def _pump(app, frames: int = 2) -> None:
    for _ in range(frames):
        run(app, pygame.event.get())


def test_hot_plug_mid_turn_game_goes_on():
    app = make_app()
    seats = [Seat("Ann", 0, 0), Seat("Bob", 1, 1), Seat("Cat", 2, 2)]
    flow = start_game(app, seats, "revised", {}, enabled_decks(app), first_storyteller=0, seed=7)
    skip_deal(app)
    pygame.event.clear()
    assert app.stack.top.name == "curtain"
    vpad = VirtualPad()
    _pump(app)
    assert len(app.input.controllers) == 1, "the pad plugged in mid-game was opened"
    # Ann takes her curtain and picks a card with the pad
    vpad.press(0)
    _pump(app)
    vpad.release(0)
    _pump(app)
    assert app.stack.top.name == "storyteller"
    vpad.press(14)  # D-pad right
    _pump(app)
    vpad.release(14)
    vpad.press(0)
    _pump(app)
    vpad.release(0)
    _pump(app)
    scene = app.stack.top
    assert scene.chosen == 1 and scene.entry is not None
    hand = scene.view.hand
    # the pad is unplugged mid-turn: nothing stalls, the keyboard finishes the clue
    vpad.unplug()
    _pump(app)
    assert app.input.controllers == {}
    assert any("disconnected" in n for n in app.input.notices)
    run(app, text("moon") + key(pygame.K_RETURN))
    assert flow.session.actions[-1] == Tell(0, hand[1], "moon")
    # a new pad arrives for the next player's turn
    vpad2 = VirtualPad()
    _pump(app)
    assert len(app.input.controllers) == 1
    assert app.stack.top.name == "curtain"
    vpad2.press(0)
    _pump(app)
    vpad2.release(0)
    _pump(app)
    assert app.stack.top.name == "submit"
    bob_hand = app.stack.top.view.hand
    for button in (0, 14, 0):  # three players: two cards each (A, right, A)
        vpad2.press(button)
        _pump(app)
        vpad2.release(button)
        _pump(app)
    assert flow.session.actions[-1] == Submit(1, (bob_hand[0], bob_hand[1]))
    vpad2.unplug()
    _pump(app)
    Player(app, "keyboard").play()
    assert flow.session.state.phase == "over"


def _ev(kind, **kw):
    return pygame.event.Event(kind, **kw)


def test_stick_and_held_dpad_auto_repeat():
    pygame.display.init()
    m = InputMapper()
    m.controllers[5] = object()
    out = m.translate([_ev(pygame.CONTROLLERAXISMOTION, instance_id=5, axis=pygame.CONTROLLER_AXIS_LEFTY,
                           value=30000)], 0.0)
    assert [i.kind for i in out if i.kind != I.ANY] == [I.DOWN]
    assert m.translate([], 0.2) == []  # still inside the repeat delay
    repeated = m.translate([], 0.2)
    assert [i.kind for i in repeated] == [I.DOWN] and repeated[0].repeat
    # back to centre: no more repeats
    m.translate([_ev(pygame.CONTROLLERAXISMOTION, instance_id=5, axis=pygame.CONTROLLER_AXIS_LEFTY, value=0)], 0.0)
    assert m.translate([], 1.0) == []
    out = m.translate([_ev(pygame.CONTROLLERBUTTONDOWN, instance_id=5, button=pygame.CONTROLLER_BUTTON_DPAD_RIGHT)])
    assert out[0].kind == I.RIGHT
    assert [i.kind for i in m.translate([], 0.5)] == [I.RIGHT]
    m.translate([_ev(pygame.CONTROLLERBUTTONUP, instance_id=5, button=pygame.CONTROLLER_BUTTON_DPAD_RIGHT)])
    assert m.translate([], 1.0) == []


def test_buttons_swap_and_keyboard_commands():
    pygame.display.init()
    m = InputMapper()
    a = _ev(pygame.CONTROLLERBUTTONDOWN, instance_id=1, button=pygame.CONTROLLER_BUTTON_A)
    assert m.translate([a])[0].kind == I.CONFIRM
    m.swap_confirm = True
    assert m.translate([a])[0].kind == I.BACK
    kinds = [i.kind for i in m.translate(key(pygame.K_ESCAPE) + key(pygame.K_F11) + key(pygame.K_SPACE))]
    assert kinds.count(I.BACK) == 1 and I.FULLSCREEN in kinds and I.HURRY in kinds
    m.typing = True
    assert I.HURRY not in [i.kind for i in m.translate(key(pygame.K_SPACE))]
    assert m.translate([_ev(pygame.QUIT)])[0].kind == I.QUIT


def test_unmapped_joystick_buttons_and_hat():
    pygame.display.init()
    m = InputMapper()
    m.joysticks[9] = object()
    out = m.translate([_ev(pygame.JOYBUTTONDOWN, instance_id=9, button=0, joy=0),
                       _ev(pygame.JOYHATMOTION, instance_id=9, hat=0, value=(0, -1), joy=0)])
    assert [i.kind for i in out if i.kind != I.ANY] == [I.CONFIRM, I.DOWN]
    # a mapped pad's duplicate joystick events are ignored
    out = m.translate([_ev(pygame.JOYBUTTONDOWN, instance_id=3, button=0, joy=0)])
    assert out == []


def test_mouse_hover_moves_focus_and_click_activates():
    app = make_app()
    run(app, frames=2)
    title = app.stack.top
    rect = title.menu.rect_of("decks")
    pos = rect.center
    run(app, [_ev(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    assert title.menu.items[title.menu.focus].key == "decks"
    run(app, [_ev(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    assert app.stack.top.name == "decks"


def test_an_illegal_action_is_refused_with_a_message_and_nothing_is_lost():
    from game.engine.actions import Submit as SubmitAction

    app = make_app()
    seats = [Seat("Ann", 0, 0), Seat("Bob", 1, 1), Seat("Cat", 2, 2), Seat("Dan", 3, 3)]
    flow = start_game(app, seats, "revised", {}, enabled_decks(app), first_storyteller=0, seed=7)
    skip_deal(app)
    run(app, key(pygame.K_RETURN))
    assert app.stack.top.name == "storyteller"
    before = flow.session.state
    flow.act(SubmitAction(2, ("not-a-card",)))  # as if a scene had a bug
    assert flow.session.state is before and flow.session.actions == []
    assert "Not allowed" in app.services["notices"][-1]
    assert app.stack.top.name == "storyteller"
    run(app, frames=2)
    assert app.stack.top.name == "storyteller"


def test_pad_notices_are_shown_as_a_toast():
    app = make_app()
    run(app, frames=2)
    app.input.notices.append("Gamepad disconnected - any other pad, the keyboard or the mouse can go on")
    run(app, frames=2)
    toast = next(o.__self__ for o in app.overlays if type(o.__self__).__name__ == "Toasts")
    assert toast.current.startswith("Gamepad disconnected")
    for _ in range(300):
        app.step([], 1 / 60)
    assert app.time > toast.until
