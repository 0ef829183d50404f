"""Phones as private hands: a web page and a WebSocket per phone, beside the TV's game loop.

Layering: imports game/engine, game/table, game/deck (not needed so far), never pygame, game/app
or scenes. The TV side (scenes) uses only what is exported here; docs/phones.md is the contract
of the page <-> server protocol.

    hub = PhoneHub(CardFiles({card.id: CardFile(card.path, deck.fit) for ...}))
    url = hub.start()                 # LAN address, DEFAULT_PORT (or a free one); hub.stop() ends it
    qr_matrix(hub.url)                # rows of bools for the TV to draw; hub.plain_url and hub.room as text
    hub.set_open_places(free)         # setup: how many new seats phones may ask for (0 in a running game)
    hub.set_claimable(seats)          # a running game: pad/computer seats a phone may take over
    hub.publish(state_or_None, seats) # after every engine or seat change: each phone sees its own view
    for event in hub.drain(): ...     # each frame: JoinRequest, ClaimRequest, PhoneAction, Connected, Disconnected
    hub.seat(phone, seat) / hub.refuse(phone, Say(key)) / hub.unseat(seat) / hub.rebind({seat: phone})
    hub.settle(action_event, session.act)   # the engine decides; a refusal goes back to that phone
    hub.phone_seats()                 # seat -> PhoneSeat(phone, name, connected, away_since)
    save["phones"] = hub.to_json(); hub.load_json(save["phones"])  # tokens survive a restart
    hub.new_room()                    # a new room code per game (PhoneHub(room_letters=4-6))
"""

from .cards import CardFile, CardFiles
from .connections import PhoneSeat
from .events import (
    AudienceGuess,
    ClaimRequest,
    Connected,
    Disconnected,
    JoinRequest,
    MoreTime,
    PhoneAction,
    PhoneEvent,
    Watching,
    WelcomeAnswer,
)
from .hub import PhoneHub
from .net import DEFAULT_PORT, lan_address, local_addresses, room_code
from .protocol import MAX_MESSAGE, PALETTE, VERSION
from .qr import qr_matrix
from .words import Say

__all__ = [
    "CardFile", "CardFiles", "ClaimRequest", "Connected", "Disconnected", "JoinRequest", "MoreTime", "PhoneAction",
    "PhoneEvent", "PhoneHub", "PhoneSeat", "DEFAULT_PORT", "lan_address", "local_addresses", "room_code", "MAX_MESSAGE",
    "PALETTE", "VERSION", "Say", "qr_matrix", "AudienceGuess", "Watching", "WelcomeAnswer",
]
