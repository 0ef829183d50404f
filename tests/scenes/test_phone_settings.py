"""Phone settings and operator keys, through the real Settings screen and the real phone server
(on 127.0.0.1 only): the away time, the address and port the server listens on, a café's
`phones = false` / `phone_port`, and `phones = true` serving phones from the start of a kiosk."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pygame

from game.kiosk.config import validate
from game.persist.settings import clean, load_settings, save_settings
from game.phones import local_addresses
from game.phones.loopback import Phones

from .driver import key, make_app, run

ROOT = Path(__file__).resolve().parents[2]
LOOPBACK = {"bot_think_s": 0.05, "phone_host": "127.0.0.1", "phone_port": 0}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _settings_screen(app):
    app.nav.push("settings")
    run(app, frames=2)
    return app.stack.top


def _press(app, screen, item, *keys):
    menu = screen.menu
    for _ in range(30):
        if menu.items[menu.focus].key == item:
            break
        run(app, key(pygame.K_DOWN))
    assert menu.items[menu.focus].key == item
    for k in keys:
        run(app, key(k))


def test_phone_settings_are_checked_like_every_other_setting(tmp_path):
    good, problems = clean({"phone_away_s": 90, "phone_host": "192.168.1.20", "phone_port": 8080})
    assert not problems and good.phone_away_s == 90 and good.phone_port == 8080
    for bad in ({"phone_away_s": 5}, {"phone_away_s": "soon"}, {"phone_host": "my-tv.local"},
                {"phone_host": "300.1.1.1"}, {"phone_port": 80}, {"phone_port": 70000}, {"phone_port": True}):
        (name, value), = bad.items()
        merged, problems = clean(bad)
        assert getattr(merged, name) == {"phone_away_s": 45, "phone_host": "", "phone_port": 0}[name]
        assert len(problems) == 1 and f"'{name}'" in problems[0] and repr(value) in problems[0], problems
    path = tmp_path / "settings.json"
    good.volume = 50
    save_settings(good, path)
    loaded, problems = load_settings(path)
    assert not problems and loaded.phone_host == "192.168.1.20" and loaded.phone_port == 8080


def test_the_settings_screen_sets_the_away_time_the_address_and_the_port():
    app = make_app(settings={"bot_think_s": 0.05})
    screen = _settings_screen(app)
    s = app.services["settings"]
    _press(app, screen, "phone_away_s", pygame.K_RIGHT)
    assert s.phone_away_s == 60
    for _ in range(12):
        run(app, key(pygame.K_RIGHT))
    assert s.phone_away_s == 300  # the longest
    for _ in range(12):
        run(app, key(pygame.K_LEFT))
    assert s.phone_away_s == 15  # the shortest
    # the address: automatic, then each of this machine's own addresses, then automatic again
    _press(app, screen, "phone_host")
    seen = []
    for _ in range(len(local_addresses()) + 1):
        run(app, key(pygame.K_RIGHT))
        seen.append(s.phone_host)
    assert seen == local_addresses() + [""]
    assert screen.host_label() == "automatic"
    # the port: automatic, the default, and a few ports a firewall may already allow
    _press(app, screen, "phone_port", pygame.K_RIGHT)
    assert s.phone_port == 8765
    run(app, key(pygame.K_LEFT), frames=1)
    run(app, key(pygame.K_LEFT))
    assert s.phone_port == 9000
    assert "phones" not in app.services  # nothing was started by looking at Settings


def test_a_running_server_moves_to_the_new_port_once_no_phone_holds_a_seat():
    app = make_app(settings=dict(LOOPBACK))
    app.nav.push("setup")
    setup = app.stack.top
    app.nav.push("phones")
    link = app.services["phones"]
    first = link.hub.address
    assert first[0] == "127.0.0.1"
    phones = Phones(link.hub.plain_url, link.hub.room)
    try:
        phones.add("Ann", 5)
        phones.wait(lambda: any(s.name == "Ann" for s in setup.seats), lambda: run(app))
        # a seated phone keeps the address it knows: the move waits
        port = _free_port()
        app.settings.phone_port = port
        link.follow_settings()
        run(app, frames=5)
        assert link.hub.address == first and link.move_pending
        # the phone's seat is removed on the setup screen: now the server moves
        setup.seats[:] = [s for s in setup.seats if not s.phone]
        setup.rebuild()
        phones.wait(lambda: link.hub.address == ("127.0.0.1", port), lambda: run(app))
        assert not link.move_pending
        with urllib.request.urlopen(link.hub.plain_url, timeout=5) as r:
            assert r.status == 200 and b"app.js" in r.read()
        assert link.hub.plain_url == f"http://127.0.0.1:{port}/"
    finally:
        phones.close()
        link.stop()


def test_a_port_that_is_taken_is_said_in_one_sentence():
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        app = make_app(settings={**LOOPBACK, "phone_port": port})
        app.nav.push("setup")
        setup = app.stack.top
        app.nav.push("phones")
        assert app.stack.top is setup  # the join screen closed itself
        assert "phones" not in app.services
        notice = app.services["notices"][-1]
        assert notice == f"Phones could not start: port {port} is used by another program. Choose another phone port in Settings."


def test_operator_switches_phones_off_or_fixes_their_port():
    op, problems = validate({"pin": "2468", "phones": False})
    assert not problems and op.phones is False
    app = make_app(settings=dict(LOOPBACK), operator=op)
    app.nav.push("setup")
    setup = app.stack.top
    assert "phones" not in [i.key for i in setup.menu.items]
    app.nav.push("phones")  # even asked for directly, no server starts
    assert "phones" not in app.services and app.stack.top is setup
    assert "switched off by the operator" in app.services["notices"][-1]

    port = _free_port()
    op, problems = validate({"pin": "2468", "phone_port": port})
    assert not problems and op.phones is None
    app = make_app(settings={**LOOPBACK, "phone_port": 9000}, operator=op)
    app.nav.push("setup")
    assert "phones" in [i.key for i in app.stack.top.menu.items]
    screen = _settings_screen(app)
    item = screen.menu.items[screen.menu.index_of("phone_port")]
    assert not item.enabled and item.value() == f"{port} (operator)"
    app.stack.pop()
    app.nav.push("phones")
    link = app.services["phones"]
    try:
        assert link.hub.address == ("127.0.0.1", port)  # the operator's port wins over Settings
    finally:
        link.stop()


def test_a_cafe_with_phones_on_serves_them_from_the_start(tmp_path):
    config, data = tmp_path / "config", tmp_path / "data"
    config.mkdir()
    port = _free_port()
    (config / "operator.toml").write_text(f'kiosk = true\npin = "2468"\nphones = true\nphone_port = {port}\n')
    (config / "settings.json").write_text(json.dumps({"phone_host": "127.0.0.1"}))
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT),
               ONEIRA_DATA_DIR=str(data), ONEIRA_CONFIG_DIR=str(config), ONEIRA_REPORT_FIRST_FRAME="1")
    for name in ("ONEIRA_SUPERVISED", "ONEIRA_RESTARTED", "ONEIRA_SUPERVISOR_PID"):
        env.pop(name, None)
    proc = subprocess.Popen([sys.executable, "main.py"], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        for line in proc.stdout:
            if line.startswith("first_frame_s"):
                break
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=5) as r:
            assert r.status == 200 and b"Oneira" in r.read()
        log = (data / "logs" / "oneira.log").read_text()
        assert f"phones: the page is at http://127.0.0.1:{port}/" in log
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)
    time.sleep(0.1)
    with socket.socket() as s:  # the game is gone, and so is its server
        assert s.connect_ex(("127.0.0.1", port)) != 0


def test_a_resumed_game_whose_port_is_taken_serves_phones_on_another_and_says_so():
    from scenes.phonelink import PhoneLink

    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        app = make_app(settings=dict(LOOPBACK))
        link = PhoneLink.ensure(app, port)  # what launchers do with a saved game's port
        try:
            assert link is not None and link.hub.address[0] == "127.0.0.1" and link.hub.address[1] != port
            notice = app.services["notices"][-1]
            assert notice.startswith(f"Phones use {link.hub.plain_url} now (their old port is taken)")
        finally:
            link.stop()


def test_the_operator_chooses_the_room_code_letters():
    from scenes.phonelink import PhoneLink

    op, problems = validate({"room_code_letters": 6})
    assert problems == [] and op.room_code_letters == 6
    app = make_app(settings=dict(LOOPBACK), operator=op)
    link = PhoneLink.ensure(app)
    try:
        assert link is not None and len(link.hub.room) == 6 and link.hub.url.endswith("#" + link.hub.room)
        assert len(link.hub.new_room()) == 6
    finally:
        link.stop()
