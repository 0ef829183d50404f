"""Kiosk: the operator turns the audience off and on from the operator menu (real pad and keyboard
events): the audience phones are told, in their language's words, and closed; new ones are refused
with the same clear message; operator.toml's `audience` follows and is saved like the other keys."""

from __future__ import annotations

import pygame

from game.kiosk.config import Operator, load_operator
from game.kiosk.runtime import PAD_CHORD, Kiosk
from game.phones.crowd import CLOSE_AUDIENCE_OFF
from game.phones.loopback import Phones
from tests.scenes.driver import key, make_app, pad, run, text
from tests.scenes.test_phones_tv import SETTINGS


def _hold_chord(app) -> None:
    """The operator's pad chord (Back + Start + both shoulders), held 3 seconds, then released."""
    down = [pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=b, instance_id=0) for b in sorted(PAD_CHORD)]
    run(app, down)
    run(app, frames=200)
    run(app, [pygame.event.Event(pygame.CONTROLLERBUTTONUP, button=b, instance_id=0) for b in sorted(PAD_CHORD)])


def _operator_menu(app):
    _hold_chord(app)
    assert app.stack.top.name == "pin"
    run(app, text("2468") + key(pygame.K_RETURN))
    menu = app.stack.top
    assert menu.name == "operator"
    for _ in range(60):
        if menu.menu.items[menu.menu.focus].key == "audience":
            return menu
        run(app, pad(pygame.CONTROLLER_BUTTON_DPAD_DOWN))
    raise AssertionError("no audience row in the operator menu")


def test_the_operator_turns_the_audience_off_and_on(tmp_path, monkeypatch):
    monkeypatch.setenv("ONEIRA_CONFIG_DIR", str(tmp_path))
    op = Operator(kiosk=True, pin="2468")
    app = make_app(settings=dict(SETTINGS), operator=op)
    Kiosk(app, op)
    run(app, frames=2)
    app.nav.push("setup")
    app.nav.push("phones")
    link = app.services["phones"]
    link.hub.guard.max_connections = 64  # every test phone shares 127.0.0.1
    phones = Phones(link.hub.plain_url, link.hub.room)
    try:
        fans = [phones.watch(f"Fan {i}") for i in range(3)]
        phones.wait(lambda: link.hub.watching() == 3, lambda: run(app))
        menu = _operator_menu(app)
        assert menu.menu.items[menu.menu.focus].value() == "yes"
        run(app, pad(pygame.CONTROLLER_BUTTON_DPAD_RIGHT))  # off
        assert op.audience is False and menu.menu.items[menu.menu.focus].value() == "no"
        phones.wait(lambda: all(f.closed is not None for f in fans), lambda: run(app))
        for f in fans:  # told why (the page says the key in its language), then closed
            assert f.closed == CLOSE_AUDIENCE_OFF
            assert [(m["type"], m["code"], m["key"]) for m in f.said] == [("notice", "audience-off", "audience-off")]
        assert link.hub.watching() == 0 and link.hub.watchers() == {} and not link.audience.known
        late = phones.watch("Late")  # a new audience phone is refused with the same clear message
        phones.wait(lambda: late.said, lambda: run(app))
        assert late.said[0]["type"] == "error" and late.said[0]["code"] == "audience-off"
        assert late.token is None and link.hub.watching() == 0
        assert "switched off" in late.said[0]["message"]

        run(app, key(pygame.K_RIGHT))  # on again, from the keyboard
        assert op.audience is True
        back = phones.watch("Back")
        phones.wait(lambda: link.hub.watching() == 1 and back.public is not None, lambda: run(app))
        assert back.token is not None and not back.said

        run(app, key(pygame.K_LEFT))  # off, and saved as operator.toml's `audience`
        for _ in range(60):
            if menu.menu.items[menu.menu.focus].key == "save":
                break
            run(app, key(pygame.K_DOWN))
        run(app, key(pygame.K_RETURN))
        saved, problems = load_operator()
        assert problems == [] and saved.audience is False
        phones.wait(lambda: back.closed is not None, lambda: run(app))
        assert back.closed == CLOSE_AUDIENCE_OFF
    finally:
        phones.close()
        link.stop()
