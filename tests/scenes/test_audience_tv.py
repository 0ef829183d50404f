"""The room plays along and the host keeps order, on the real TV: phones (WebSockets on 127.0.0.1)
play beside a pad player while audience phones watch and guess; the results show the room's split;
from the pause menu (real key presses) the host hides the room code and removes a seat's phone and an
audience phone, which cannot come back with their tokens; the word filter from the Settings screen."""

from __future__ import annotations

import pygame

from game.app import theme
from game.persist.saves import Autosaver
from game.phones.loopback import Phones
from scenes.results import ResultsScene

from .driver import key, make_app, run
from .player import Player
from .test_phones_tv import SETTINGS, _focus


def test_audience_guesses_show_at_the_reveal_and_the_host_removes_phones_and_hides_the_code():
    Autosaver().clear()
    app = make_app(settings=dict(SETTINGS), persist=True)
    run(app, frames=2)
    app.nav.push("setup")
    setup = app.stack.top
    setup.seats[0].name = "Pat"  # the pad player: the table's vote waits for Pat while the room guesses
    app.nav.push("phones")
    link = app.services["phones"]
    link.hub.guard.max_connections = 64  # every test phone shares 127.0.0.1
    phones = Phones(link.hub.plain_url, link.hub.room)
    try:
        for i, name in enumerate(["Ann", "Bob"]):
            phones.add(name, 4 + i)
            phones.wait(lambda n=name: any(s.name == n for s in setup.seats), lambda: run(app))
        room = [phones.watch(f"Fan {i}") for i in range(5)]
        phones.wait(lambda: link.hub.watching() == 5, lambda: run(app))
        while len(setup.seats) > 3:
            setup.seats.pop(next(i for i, s in enumerate(setup.seats) if not s.phone and s.name != "Pat"))
        setup.first = 1  # Ann tells: Pat votes at the TV
        setup.rebuild()
        run(app, key(pygame.K_ESCAPE))
        _focus(app, setup.menu, "start")
        run(app, key(pygame.K_RETURN))
        flow = app.services["flow"]
        run(app, frames=2)
        assert len(flow.session.audience.members) == 5  # the room that watched the setup joins the game
        player = Player(app, "keyboard")
        for _ in range(6000):
            if isinstance(app.stack.top, ResultsScene):
                break
            scene = app.stack.top
            if scene.name == "vote":  # people take a while to vote: the room guesses meanwhile
                turn = flow.session.state.turn
                phones.wait(lambda t=turn: all(t in w.guessed for w in room), lambda: run(app))
                phones.wait(lambda: len(flow.session.audience.guesses) == 5, lambda: run(app))
            if scene.name in ("waiting", "phones"):
                player.step([], 2)
                phones.wait(lambda: True, lambda: None, 1)
                continue
            getattr(player, f"on_{scene.name}", player.on_other)(scene)
        results = app.stack.top
        assert isinstance(results, ResultsScene)
        for _ in range(600):
            if results.revealed:
                break
            run(app)
        split = flow.session.audience.split(results.record.turn)
        assert split is not None and split.total == 5
        line = results.room_line()
        assert line is not None and f"{split.percent}%" in line and "5" in line
        run(app, frames=5)  # drawn with the line
        phones.wait(lambda: all(w.you and w.you.get("found") is not None for w in room), lambda: run(app))
        assert sum(1 for w in room if w.you["found"]) == split.found
        assert flow.session.state.scores == flow.session.state.history[-1].scores  # the room never scores the table

        # the pause menu: hide the room code (the seated phones then show it), remove two phones
        run(app, key(pygame.K_ESCAPE))
        while app.stack.top.name != "pause":
            run(app, key(pygame.K_ESCAPE))
        pause = app.stack.top
        _focus(app, pause.menu, "hide_room")
        run(app, key(pygame.K_RETURN))
        assert link.hub.room_hidden
        ann = phones.clients[0]
        phones.wait(lambda: ann.states and ann.states[-1].get("room") == link.hub.room, lambda: run(app))
        assert all(link.hub.room not in str(w.public) for w in room)  # never sent to the audience
        _focus(app, pause.menu, "remove_phone")
        run(app, key(pygame.K_RETURN))
        remover = app.stack.top
        assert remover.name == "remove_phone"
        fan = room[0]
        bob_seat = next(i for i, s in enumerate(flow.session.seats) if s.name == "Bob")
        bob_phone = link.hub.phone_of(bob_seat)
        for target in (fan.phone, bob_phone):
            _focus(app, remover.menu, f"remove:{target}")
            run(app, key(pygame.K_RETURN))
        assert fan.phone not in link.hub.watchers() and fan.phone not in flow.session.audience.members
        assert link.hub.phone_of(bob_seat) is None and flow.session.seats[bob_seat].token is None
        assert bob_seat in flow.session.roster.stranded()  # offered to the TV or a computer player at once
        bob = phones.clients[1]
        # Bob's page comes back with its token (as the page would): refused for this game
        phones.wait(lambda: any(e["code"] == "removed" for e in bob.errors), lambda: run(app))
        assert link.hub.phone_of(bob_seat) is None
        run(app, key(pygame.K_ESCAPE))
        assert app.stack.top is pause
    finally:
        phones.close()
        link.stop()


def test_the_word_filter_from_the_settings_screen_masks_names_and_clues_on_the_tv():
    app = make_app(settings={"bot_think_s": 0.05})
    run(app, frames=2)
    app.nav.push("settings")
    settings = app.stack.top
    try:
        _focus(app, settings.menu, "word_filter")
        run(app, key(pygame.K_RIGHT))
        assert app.settings.word_filter and theme.word_filter()
        rude, masked = theme.text("Merde alors", 30), theme.text("***** alors", 30)
        assert pygame.image.tobytes(rude, "RGBA") == pygame.image.tobytes(masked, "RGBA")
        assert theme.fitted("what the fuck", 30, 2000)[0] == "what the ****"
        run(app, key(pygame.K_RIGHT))
        assert not theme.word_filter()
        assert theme.fitted("what the fuck", 30, 2000)[0] == "what the fuck"  # kept as typed, shown again
    finally:
        theme.set_word_filter(False)
