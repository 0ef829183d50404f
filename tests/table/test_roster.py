"""The seat roster (game/table/roster.py): the one place that changes what plays a seat, and
announces each change - join, leave, claim, hand over to the TV or a computer player, take back,
a phone coming and going, a phone that cannot come back."""

from __future__ import annotations

import secrets

import pytest

from game.table.roster import Control, Controller, Roster
from game.table.seats import Seat

TOKEN = secrets.token_urlsafe(24)


def _roster() -> tuple[Roster, list]:
    roster = Roster([Seat("Ann", 0, 0), Seat("Bob", 1, 1, "easy"), Seat("Cat", 2, 2)], teams=((0, 2),))
    heard: list = []
    roster.subscribe(heard.append)
    return roster, heard


def test_join_and_leave_are_announced_with_the_controller_before_and_after():
    roster, heard = _roster()
    at = roster.join(Seat("Dan", 3, 3, None, True, TOKEN, "c1"))
    assert at == 3 and roster.controller(3) == Controller(Control.PHONE, client="c1", token=TOKEN, connected=True)
    assert (heard[-1].what, heard[-1].seat, heard[-1].before) == ("join", 3, None)
    assert heard[-1].after.kind is Control.PHONE
    # a joining phone may take a placeholder seat instead of adding one
    roster.join(Seat("Eve", 4, 2, None, True, TOKEN[::-1], "c2"), at=2)
    assert [s.name for s in roster] == ["Ann", "Bob", "Eve", "Dan"] and len(roster) == 4
    assert heard[-1].before == Controller(Control.TV) and heard[-1].after.client == "c2"
    left = roster.leave(1)
    assert left.name == "Bob" and [s.name for s in roster] == ["Ann", "Eve", "Dan"]
    assert (heard[-1].what, heard[-1].seat, heard[-1].before, heard[-1].after) == \
        ("leave", 1, Controller(Control.BOT, level="easy"), None)


def test_claim_hand_over_and_take_back():
    roster, heard = _roster()
    roster.claim(0, TOKEN, "c1")  # a phone takes the pad seat
    assert roster.controller(0).kind is Control.PHONE and roster[0].phone and roster[0].token == TOKEN
    assert heard[-1].what == "claim" and heard[-1].before == Controller(Control.TV)
    roster.set_connected(0, False)  # its page locks
    assert roster.away() == {0} and heard[-1].what == "away" and not heard[-1].after.connected
    roster.hand_over(0, Control.BOT, "hard")  # away too long: a computer player takes over
    c = roster.controller(0)
    assert c == Controller(Control.BOT, level="hard") and roster[0].handed == TOKEN and roster.handed() == {0: TOKEN}
    assert roster.away() == set() and heard[-1].what == "hand_over" and heard[-1].before.kind is Control.PHONE
    assert roster.take_back(0, "c9") == TOKEN  # the phone is back: the seat is its again
    assert roster.controller(0) == Controller(Control.PHONE, client="c9", token=TOKEN, connected=True)
    assert roster[0].bot is None and roster[0].handed is None and heard[-1].what == "take_back"
    # handed to the TV (a pad, behind the curtain) the same way
    roster.hand_over(0, Control.TV)
    assert roster.controller(0) == Controller(Control.TV) and roster[0].handed == TOKEN
    assert [h.what for h in heard] == ["claim", "away", "hand_over", "take_back", "hand_over"]
    assert roster.take_back(1) is None and heard[-1].what == "hand_over"  # nothing was handed from seat 1


def test_a_phone_that_cannot_come_back_leaves_its_seat_to_nobody_and_it_is_offered():
    roster, heard = _roster()
    roster.claim(2, TOKEN, "c1")
    roster.drop_phone(2)  # its token is not known any more
    assert roster.controller(2) == Controller(Control.NOBODY, connected=False)
    assert roster.stranded() == [2] and 2 in roster.away() and heard[-1].what == "drop_phone"
    roster.hand_over(2, Control.TV)
    assert roster.stranded() == [] and roster.controller(2).kind is Control.TV and roster[2].handed is None


def test_nothing_is_announced_when_nothing_changes_and_bad_hand_overs_are_refused():
    roster, heard = _roster()
    roster.set_connected(0, False)  # not a phone seat: nothing to say
    roster.claim(0, TOKEN, "c1")
    roster.set_connected(0, True)  # already connected
    assert [h.what for h in heard] == ["claim"]
    with pytest.raises(ValueError):
        roster.hand_over(0, Control.PHONE)
    with pytest.raises(ValueError):
        roster.hand_over(0, Control.BOT, "genius")
    assert roster.controller(0).kind is Control.PHONE and [h.what for h in heard] == ["claim"]
    stop = roster.subscribe(lambda change: heard.append(("second", change.what)))
    roster.set_connected(0, False)
    stop()
    roster.set_connected(0, True)
    assert heard[-3:] == [heard[-3], ("second", "away"), heard[-1]] and heard[-1].what == "connected"


def test_teams_and_the_save_form_of_a_seat():
    roster, _ = _roster()
    assert [roster.team(i) for i in range(3)] == [0, None, 0]
    roster.claim(1, TOKEN, "c1")
    saved = [s.to_json() for s in roster]
    assert saved[1] == {"name": "Bob", "colour": 1, "pawn": 1, "bot": None, "phone": True, "token": TOKEN}
    assert "client" not in saved[1] and "connected" not in saved[1]  # the run's own, never saved
    back = [Seat.from_json(d) for d in saved]
    assert back[1].token == TOKEN and back[1].phone and not back[1].connected  # away until it reconnects
    assert back[0].connected and back[0].token is None
    # a token that is not one is dropped: the seat's phone cannot come back
    assert Seat.from_json({**saved[1], "token": "short"}).token is None


def test_a_stand_in_keeps_the_seats_owner_who_takes_it_back_even_after_a_save():
    roster, _ = _roster()
    owner, stand_in = secrets.token_urlsafe(24), secrets.token_urlsafe(24)
    at = roster.join(Seat("Bob", 1, 1, phone=True, token=owner))
    roster.hand_over(at, Control.BOT)
    assert roster.handed() == {at: owner}
    roster.claim(at, stand_in, "p2", stand_in=True)  # a phone the TV welcomed plays Bob for now
    assert roster.controller(at).token == stand_in and roster.handed() == {at: owner}
    roster.hand_over(at, Control.TV)  # the stand-in drops too: the owner is still Bob's phone
    assert roster.handed() == {at: owner}
    roster.claim(at, stand_in, "p2", stand_in=True)
    saved = Seat.from_json(roster[at].to_json())
    assert (saved.token, saved.handed) == (stand_in, owner)
    assert roster.take_back(at, "p1") == owner and roster.controller(at).token == owner
    assert roster.handed() == {}
    # a plain claim (a pad seat) has no owner to keep
    other = roster.join(Seat("Pat", 2, 2))
    roster.claim(other, stand_in, "p2", stand_in=True)
    assert roster[other].handed is None
