"""The TV's side of the phones: runs the hub beside the game loop and keeps it in step with the table.

Every frame (an app observer) it drains what phones did: a join during setup adds a phone seat to
the setup screen's roster; a claim in a running game moves that seat onto the phone; a phone's
move goes through the flow to the engine (a refusal goes back to that phone); a dropped
connection marks the seat away. Every change of who plays a seat goes through the roster
(game/table/roster.py), which holds each phone seat's token, so every save has them. After any
change to the game or the seats, each phone is sent its own seat's view. Nothing here decides a
rule: the engine does, through the flow; where the table is, the session's step says.
"""

from __future__ import annotations

import errno
import os
import sys
import time
from collections.abc import Callable
from typing import Any

from game.app.place import Place
from game.app.poster import kept_story
from game.engine.state import OVER
from game.i18n import Message
from game.i18n import language as tv_language
from game.phones import (
    DEFAULT_PORT,
    AudienceGuess,
    CardFile,
    CardFiles,
    ClaimRequest,
    Connected,
    Disconnected,
    JoinRequest,
    MoreTime,
    PhoneAction,
    PhoneHub,
    Say,
    Watching,
    WelcomeAnswer,
)
from game.table.roster import Control, Roster
from game.table.step import Actor
from game.table.welcome import LAPSE_S, Doorway, Request

from .audiencelink import AudienceLink
from .ourpictures import OurPictures

MAX_SEATS = 12


def wanted_address(app) -> tuple[str | None, int | None]:
    """Where the phone server should listen: Settings' address ("" -> the LAN address, found
    automatically) and port; a café's operator.toml `phone_port` wins over Settings. None: automatic."""
    op, settings = app.operator, app.settings
    port = op.phone_port if op is not None else None
    if port is None:
        port = settings.phone_port
    return settings.phone_host or None, (port or None)


def _cannot_start(host: str | None, port: int | None, e: OSError) -> Message:
    """One sentence for the TV: why phones cannot be served, and what to change."""
    port = port or DEFAULT_PORT
    if e.errno == errno.EADDRINUSE:
        return Message("Phones could not start: port {port} is used by another program. Choose another phone port in "
                       "Settings.", port=port)
    if e.errno == errno.EADDRNOTAVAIL:
        return Message("Phones could not start: {host} is not this computer's address. Choose another in Settings.",
                       host=host)
    if e.errno == errno.EACCES:
        return Message("Phones could not start: this computer does not allow port {port}. Choose another phone port in "
                       "Settings.", port=port)
    why = os.strerror(e.errno) if e.errno else e
    if host:
        return Message("Phones could not start on {host} port {port} ({error}).", host=host, port=port, error=why)
    return Message("Phones could not start on the network, port {port} ({error}).", port=port, error=why)


class PhoneLink:
    def __init__(self, app, hub: PhoneHub) -> None:
        self.app = app
        self.hub = hub
        self.handed: dict[int, str] = {}  # seat handed to a pad or a bot -> the phone (client id) that had it
        self.returning: set[int] = set()  # handed seats whose phone is back: returned when safe
        self.away_since: dict[int, float] = {}  # seat -> time.monotonic() its phone dropped
        self.claims_open = False  # the join screen is up during a game: other seats may be claimed
        self._published: Any = None
        self._story: Any = None  # the finished game whose poster the phones may save (app.poster.Kept)
        self._flow = None
        self._listening: tuple[str | None, int | None] = (None, None)  # the Settings it started from
        self.move_pending = False
        self.audience = AudienceLink(app, hub)  # phones watching and guessing (the room plays along)
        self.pictures: OurPictures | None = None  # "Our pictures" from phones; None when the operator said off
        self._deadline: Any = None  # the step's time limit the phones were last told about
        self.door = Doorway()  # phones waiting for the TV's welcome (game/table/welcome.py): one truth
        self.welcomed: dict[int, str] = {}  # seat -> the phone the TV welcomed into it, seated when safe
        self.addresses: dict[str, str] = {}  # phone id -> the address it joined from (one seat each at home)
        self._at_table = False  # the app was at setup or in a game: leaving for the title stops the server
        self._games = 0  # games started at this table (the door forgets its refusals at each new one)
        self._last_game: Any = None
        app.observers.append(self.observe)
        app.inboxes.append(hub.pending)  # a resting screen wakes as soon as a phone does something
        app.wakers.append(self._lapse_in)
        hub.hold()  # what a frame hands the phone server goes out once the frame is done
        app.frame_end.append(hub.release)
        from .welcome import WelcomeBanner  # the TV's side of the door: shows it, answers with A / B
        self.banner = WelcomeBanner(app, self)

    # -- life ------------------------------------------------------------------------------------
    @classmethod
    def ensure(cls, app, port: int | None = None, roster: Roster | None = None) -> PhoneLink | None:
        """The running link, starting the server if needed (on `port` when a resumed game names the
        one its phones know). A resumed game's `roster` is loaded first: the server answers no phone
        before it knows the saved seats' tokens, so a phone retrying with its token finds its seat.
        None, and a notice, if phones cannot run."""
        link = app.services.get("phones")
        if link is not None:
            if roster is not None:
                link.load_roster(roster)
            return link
        op = app.operator
        notices = app.services.setdefault("notices", [])
        if op is not None and op.phones is False:
            notices.append(Message("Phones are switched off by the operator."))
            return None
        # a user's own pictures go only to phones holding this table's token or room code
        files = {c.id: CardFile(c.path, d.fit, private=not d.builtin) for d in app.services.get("decks", [])
                 for c in d.cards}
        hub = PhoneHub(CardFiles(files), room_letters=op.room_code_letters if op is not None else 4)
        if roster is not None:
            _load_seats(hub, roster, notices)
        setup = app.services.get("setup")
        if setup is not None and roster is None:
            # the table being set up, before the server answers anyone: a phone that joins at once
            # finds the free places (not "the table is full") and the names and colours taken
            hub.publish(None, setup.seats, setup.spare_seats())
            hub.set_open_places(setup.open_places())
        host, wanted_port = wanted_address(app)
        saved_port, port = port, port or wanted_port
        try:
            hub.start(host, port)
        except OSError as e:
            if saved_port and e.errno == errno.EADDRINUSE and saved_port != wanted_port:
                port = wanted_port  # the resumed game's port is taken now: phones scan the new code
                what = Message("their old port is taken")
            elif host is None or e.errno != errno.EADDRNOTAVAIL:
                notices.append(_cannot_start(host, port, e))
                return None
            else:
                host = None  # the address in Settings is not this computer's any more (another network?)
                what = Message("the address in Settings is not this computer's now")
            try:
                hub.start(host, port)
            except OSError as e2:
                notices.append(_cannot_start(host, port, e2))
                return None
            notices.append(Message("Phones use {url} now ({why}): scan the new code on 'Add phones'.", url=hub.plain_url,
                                   why=what))
        link = cls(app, hub)
        link._listening = wanted_address(app)
        _quick_handover()
        link.pictures = OurPictures.ensure(app)  # pictures from phones (scenes/ourpictures.py); None when off
        if link.pictures is not None:
            link.pictures.attach(hub)
        app.services["phones"] = link
        return link

    def follow_settings(self) -> None:
        """Settings changed the phone address or port: move the server there, at once if no phone
        holds a seat, else as soon as none does (a seated phone keeps the address it knows)."""
        self.move_pending = wanted_address(self.app) != self._listening

    def _move(self) -> None:
        self.move_pending = False
        host, port = wanted_address(self.app)
        old = self.hub.address
        self.hub.stop()
        notices = self.app.services.setdefault("notices", [])
        try:
            self.hub.start(host, port)
        except OSError as e:
            notices.append(Message("{problem} Phones stay where they were.", problem=_cannot_start(host, port, e)))
            for where in ((old[0], old[1]) if old else (None, None), (None, None)):
                try:
                    self.hub.start(*where)
                    break
                except OSError:
                    continue
            else:
                notices.append(Message("Phones are off: no address could be used."))
        self._listening = (host, port)
        self._published = None

    def remove(self, phone: str) -> None:
        """The host removes a phone (pause menu): an audience phone leaves the room's board; a seat's
        phone loses its seat, which is offered to the TV or a computer player at once. Its token is
        refused for the rest of the game."""
        flow = self.game_flow()
        seat = next((i for i, p in self.hub.phone_seats().items() if p.phone == phone), None)
        self.hub.remove(phone)
        self.audience.remove(flow, phone)
        if seat is not None and flow is not None:
            flow.session.roster.drop_phone(seat)
            self.away_since.pop(seat, None)
            self.remember(flow)
        for s, pid in list(self.handed.items()):
            if pid == phone:
                del self.handed[s]
                self.returning.discard(s)

    def stop(self) -> None:
        """Stop serving phones and forget this table's phones: every token it gave opens nothing now
        (a saved game keeps its seats' tokens in the save, and a resume loads them again)."""
        self.hub.set_pictures_room(False)
        self.hub.stop()
        self.hub.clear()
        if self.pictures is not None:
            self.pictures.table_left()
            self.pictures.detach(self.hub)
        for request in self.door.new_game():
            self.door.withdraw(request.client)
        self.banner.detach()
        if self.observe in self.app.observers:
            self.app.observers.remove(self.observe)
        if self.hub.pending in self.app.inboxes:
            self.app.inboxes.remove(self.hub.pending)
        if self._lapse_in in self.app.wakers:
            self.app.wakers.remove(self._lapse_in)
        if self.hub.release in self.app.frame_end:
            self.app.frame_end.remove(self.hub.release)
        if self.app.services.get("phones") is self:
            self.app.services.pop("phones", None)

    def take_pictures(self) -> None:
        """The Decks screen takes pictures from phones, with no table: phones that enter the room code
        get an uploader's token (docs/phones.md, `upload`); `stop()` ends it and forgets them all."""
        self.hub.set_open_places(0)
        self.hub.set_pictures_room(True)
        if self.pictures is not None:
            self.pictures.decks_screen = True

    def new_room(self, keep_audience: bool = True) -> str:
        """A new room code (a new game, or the operator's request): connections that entered the old
        one are closed; seated phones, and phones whose seats were handed over, keep theirs. The
        audience admitted in setup watches the game it came for; the operator's request (the code
        leaked) closes it too."""
        for request in self.door.waiting():
            self.door.withdraw(request.client)  # their connections close with the old code
        return self.hub.new_room(keep=set(self.handed.values()), keep_audience=keep_audience)

    def _left_table(self) -> bool:
        """Whether the app has just left the table for the title screen (setup or a game, then title)."""
        place = self.app.place
        if place in (Place.SETUP, Place.GAME):
            self._at_table = True
        elif place is Place.TITLE and self._at_table:
            return True
        return False

    # -- every frame -------------------------------------------------------------------------------
    def observe(self, events: list) -> list:
        self.tick()
        return events

    def tick(self) -> None:
        self.hub.frame_begins()  # released at the frame's end (app.frame_end): the frame goes first
        if self._left_table():
            self.stop()
            op = self.app.operator
            if op is not None and op.phones is True:
                PhoneLink.ensure(self.app)  # a café that serves phones from the start: a fresh server, new tokens
            return
        flow = self._current_flow()
        for request in self.door.lapse(time.monotonic()):
            self.hub.turn_away(request.client, "lapsed", Say("welcome-lapsed"))
        events = self.hub.drain()
        if events:
            self.app.touch()  # a seat, a choice or a connection changed: the TV shows it now
        replies: dict[str, dict] = {}
        for event in events:
            if isinstance(event, (Watching, AudienceGuess)):
                self.audience.handle(flow, event, replies)
            elif isinstance(event, PhoneAction):
                self._act(flow, event)
            elif isinstance(event, JoinRequest):
                self._join(event)
            elif isinstance(event, ClaimRequest):
                self._claim(flow, event)
            elif isinstance(event, Connected):
                self._connected(flow, event)
            elif isinstance(event, Disconnected):
                self._disconnected(flow, event)
            elif isinstance(event, MoreTime):
                if flow is not None and event.seat == flow.session.state.storyteller:
                    flow.more_time()  # "+30 s" from the storyteller's phone, once per step
            elif isinstance(event, WelcomeAnswer):
                self._answered(flow, event)
        if flow is not None:
            self._give_back(flow)
            self._seat_welcomed(flow)
        if self.move_pending and not self.hub.phone_seats():
            self._move()
        self.hub.set_language(tv_language())
        self._show_to_storyteller(flow)
        self._publish(flow)
        self.audience.tick(flow, replies)
        self._publish_deadline(flow)

    def game_flow(self):
        """The game the TV is playing, or None when it has left it (title, setup): the game is over,
        or was quit and saved for Continue. The last flow stays in app.services either way."""
        flow = self.app.services.get("flow")
        if flow is not None and self.app.place is not Place.GAME and self.app.place is not Place.NOWHERE:
            return None
        return flow

    def _current_flow(self):
        flow = self.game_flow()
        if flow is not self._flow:
            if flow is not None and self._games and flow is not self._last_game:
                self.door.new_game()  # another game at this table ("play again"): nobody is refused now
            self._flow = flow
            if flow is not None:
                self._games += 1
                self._last_game = flow
                self._start_game(flow)
        return flow

    def _start_game(self, flow) -> None:
        """A game starts or resumes: its roster's phone seats are the hub's phone seats. Seats that
        joined at setup bring their phones (client ids); saved ones their tokens, which the hub may
        already know (loaded before the server started)."""
        roster = flow.session.roster
        joined = {i: s.client for i, s in roster.phone_seats().items() if s.client is not None}
        if joined:
            self.hub.rebind(joined)
        self.load_roster(roster)
        self.away_since = {i: time.monotonic() for i in roster.away()}
        self.returning.clear()
        self.welcomed.clear()
        # seats handed over from a phone (before a restart too): that phone takes its seat back
        self.handed = {i: pid for i, token in roster.handed().items() if (pid := self.hub.expect(token))}
        for seat, pid in self.handed.items():
            self.hub.set_owner(pid, seat)
        self.new_room()
        self.hub.set_open_places(0)
        self.remember(flow)

    def load_roster(self, roster: Roster) -> None:
        """Give the hub the roster's saved phone seats (tokens) it does not hold yet, and the roster
        the hub's client ids and connections."""
        _load_seats(self.hub, roster, self.app.services.setdefault("notices", []))
        held = self.hub.phone_seats()
        for i, seat in roster.phone_seats().items():
            phone = held.get(i)
            if phone is None:
                roster.drop_phone(i)  # its phone cannot come back: the table offers the seat
                continue
            seat.client = phone.phone
            roster.set_connected(i, phone.connected)

    def remember(self, flow) -> None:
        """The seats (with the phones' tokens) are in the roster, saved with the game; the save also
        keeps the port the phones know. Saved now, so phones find their seats after a restart."""
        flow.session.extra["phones"] = {"port": self.hub.address[1] if self.hub.address else None}
        saver = self.app.services.get("autosaver")
        if saver is not None and flow.session.actions and not flow.finished:
            try:
                saver.save(flow.session)
            except OSError:
                pass  # the next accepted move saves again

    # -- events --------------------------------------------------------------------------------------
    def _act(self, flow, event: PhoneAction) -> None:
        if flow is None or flow.finished:
            self.hub.reject(event, Say("no-game"))
            return
        self.hub.settle(event, flow.act_for_phone)

    def setup_scene(self):
        """The table being set up (the setup screen registers itself), or None."""
        return self.app.services.get("setup")

    def _join(self, event: JoinRequest) -> None:
        setup = self.setup_scene()
        if self.door.refused(event.phone, event.address):
            self.hub.turn_away(event.phone, "refused", Say("welcome-refused"))
            return
        if setup is None or self._flow is not None:
            self.hub.refuse(event.phone, Say("game-on"))
            return
        if setup.open_places() <= 0:
            self.hub.refuse(event.phone, Say("table-full", n=MAX_SEATS))
            return
        if self.app.operator is not None or self._seats_from(event.address) > 0:
            # a café's table, or a second phone from an address that holds a seat: the TV welcomes it
            self._ask_tv(Request(event.phone, event.name, event.colour, None, event.address, time.monotonic()))
            return
        self._seat_new(event.phone, event.name, event.colour, event.address)

    def _seat_new(self, phone: str, name: str, colour: int, address: str) -> bool:
        setup = self.setup_scene()
        if setup is None or self._flow is not None:
            self.hub.refuse(phone, Say("game-on"))
            return False
        if setup.open_places() <= 0:
            self.hub.refuse(phone, Say("table-full", n=MAX_SEATS))
            return False
        seat = setup.add_phone_seat(name, colour, client=phone)
        if not self.hub.seat(phone, setup.seats.index(seat)):
            return False
        seat.token = self.hub.token_of(phone)
        self.addresses[phone] = address
        return True

    def _seats_from(self, address: str) -> int:
        """Setup seats held by phones that joined from this address."""
        setup = self.setup_scene()
        seats = setup.seats if setup is not None else []
        return sum(1 for s in seats if s.phone and s.client is not None and self.addresses.get(s.client) == address)

    def _ask_tv(self, request: Request) -> None:
        dropped = self.door.ask(request)
        if dropped is not None:
            self.hub.turn_away(dropped.client, "lapsed", Say("welcome-lapsed"))
        self.hub.await_welcome(request.client)
        self.app.touch()

    # -- the TV's answer (A / B at the TV, or the storyteller's phone) ---------------------------------
    def welcome(self, client: str | None = None) -> bool:
        """Say yes to a waiting phone (the first one by default): it gets its seat if it still can."""
        request = self.door.first() if client is None else self.door.asking(client)
        if request is None or self.door.welcome(request.client) is None:
            return False
        self.app.touch()
        if request.seat is None:
            return self._seat_new(request.client, request.name, request.colour, request.address)
        self.welcomed[request.seat] = request.client  # seated as soon as the TV is not mid-step for that seat
        flow = self.game_flow()
        if flow is not None:
            self._seat_welcomed(flow)
        return True

    def _seat_welcomed(self, flow) -> None:
        for seat, client in sorted(self.welcomed.items()):
            if seat not in self.claimable(flow) or self.hub.phone_of(seat) is not None:
                del self.welcomed[seat]
                self.hub.refuse(client, Say("claim-gone"))
            elif self._safe_to_switch(seat):
                del self.welcomed[seat]
                if self.hub.seat(client, seat):
                    self._to_phone(flow, seat)

    def refuse(self, client: str | None = None) -> bool:
        """Say no to a waiting phone (the first one by default): it is told politely, in its
        language, and not asked about again for this game."""
        request = self.door.first() if client is None else self.door.asking(client)
        if request is None:
            return False
        self.door.refuse(request.client)
        self.hub.turn_away(request.client, "refused", Say("welcome-refused"))
        self.app.touch()
        return True

    def storyteller_phone(self, flow) -> int | None:
        """The storyteller's seat when a phone plays it: that phone may answer the TV's requests."""
        if flow is None or flow.finished:
            return None
        seat = flow.session.state.storyteller
        return seat if seat in self.hub.phone_seats() else None

    def _answered(self, flow, event: WelcomeAnswer) -> None:
        first = self.door.first()
        if first is None or first.client != event.asker or event.seat != self.storyteller_phone(flow):
            return  # answered too late, or not the storyteller any more: the TV's request stays as it is
        if event.yes:
            self.welcome(event.asker)
        else:
            self.refuse(event.asker)

    def _show_to_storyteller(self, flow) -> None:
        first = self.door.first()
        seat = self.storyteller_phone(flow) if first is not None else None
        if first is None or seat is None:
            self.hub.set_welcome(None)
            return
        self.hub.set_welcome(seat, {"phone": first.client, "name": first.name, "colour": first.colour,
                                    "seat": first.seat})

    def _lapse_in(self) -> float | None:
        """Seconds until the oldest request lapses (the resting loop wakes for it)."""
        first = self.door.first()
        return None if first is None else max(0.0, first.since + LAPSE_S - time.monotonic())

    def _claim(self, flow, event: ClaimRequest) -> None:
        if flow is None or event.seat not in self.claimable(flow):
            self.hub.refuse(event.phone, Say("seat-not-free"))
            return
        if self.handed.get(event.seat) != event.phone:
            # any other phone (a watcher, a newcomer) takes a seat only with the TV's welcome
            if self.door.refused(event.phone, event.address):
                self.hub.turn_away(event.phone, "refused", Say("welcome-refused"))
            else:
                name, colour = flow.session.seats[event.seat].name, flow.session.seats[event.seat].colour
                self._ask_tv(Request(event.phone, name, colour, event.seat, event.address, time.monotonic()))
            return
        if not self._safe_to_switch(event.seat):
            self.hub.refuse(event.phone, Say("choosing-on-tv"))
            return
        if not self.hub.seat(event.phone, event.seat):
            return
        self._to_phone(flow, event.seat)

    def _publish_deadline(self, flow) -> None:
        """A step's time limit (game/table/pace.py), on the phones the table waits for and on the
        storyteller's (which may ask for +30 s): `deadline` in their state; none while paused."""
        pace = flow.session.pace if flow is not None else None
        d = pace.current if pace is not None else None
        key = None if d is None or pace is None else (d.key, d.ends, d.extended, pace.paused_at)
        if key == self._deadline:
            return
        self._deadline = key
        shown: dict[int, dict[str, Any]] = {}
        if d is not None and pace is not None and pace.paused_at is None:
            session = flow.session
            teller = session.state.storyteller
            waited = [d.key[2]] if d.key[2] is not None else list(session.next_step().phones)
            left = round(pace.left(flow.now) or 0.0, 1)
            for seat in sorted(set(waited) | {teller}):
                if session.seats[seat].phone:
                    shown[seat] = {"left": left, "total": d.total, "more": seat == teller and not d.extended}
        self.hub.set_deadlines(shown)

    def _connected(self, flow, event: Connected) -> None:
        self._deadline = None  # tell it the time left now
        if event.seat is not None and flow is not None:
            flow.session.roster.set_connected(event.seat, True, event.phone)
            self.away_since.pop(event.seat, None)
            return
        for seat, pid in self.handed.items():
            if pid == event.phone:
                self.returning.add(seat)  # its seat comes back to it as soon as the TV is not mid-step

    def _disconnected(self, flow, event: Disconnected) -> None:
        if event.seat is not None and flow is not None:
            flow.session.roster.set_connected(event.seat, False)
            self.away_since[event.seat] = time.monotonic()
        self.returning.discard(next((s for s, p in self.handed.items() if p == event.phone), -1))

    # -- seats moving between phone, pad and computer -------------------------------------------------
    def claimable(self, flow) -> set[int]:
        """Seats a phone may take: those handed over from a phone, and, while the join screen is
        open, every seat played at the TV (pad or computer)."""
        seats = flow.session.seats
        out = {s for s in self.handed}
        if self.claims_open:
            out |= {i for i, s in enumerate(seats) if not s.phone}
        return out

    def away_for(self, seat: int) -> float:
        since = self.away_since.get(seat)
        return 0.0 if since is None else time.monotonic() - since

    def away_limit(self) -> float:
        return self.app.settings.phone_away_s

    def hand_over(self, flow, seat: int, to: str) -> None:
        """A phone is away too long: its seat is played at the TV ("pad", behind the curtain) or by
        the computer ("bot"); when that phone comes back, the seat returns to it."""
        pid = self.hub.phone_of(seat)
        flow.session.roster.hand_over(seat, Control.BOT if to == "bot" else Control.TV)
        if pid is not None and seat not in self.handed:
            self.handed[seat] = pid  # (a stand-in's seat keeps its first owner)
        if seat in self.handed:
            self.hub.set_owner(self.handed[seat], seat)
        self.hub.unseat(seat, Say("handed"), "handed")
        self.away_since.pop(seat, None)
        self.remember(flow)

    def _to_phone(self, flow, seat: int) -> None:
        pid = self.hub.phone_of(seat)
        roster = flow.session.roster
        token = self.hub.token_of(pid) if pid else None
        if token is not None and roster[seat].handed == token:
            roster.take_back(seat, pid)  # the phone it was handed from is back
            self.handed.pop(seat, None)
        else:
            # a pad or computer seat claimed by a phone the TV welcomed; a seat handed over from
            # another phone keeps that owner, who takes it back when it returns
            roster.claim(seat, token, pid, stand_in=roster[seat].handed is not None)
        self.returning.discard(seat)
        self.away_since.pop(seat, None)
        self.remember(flow)
        step = flow.session.step
        if step.actor is Actor.HANDOVER and step.seat == seat and not step.paused:
            flow.advance()  # the curtain waited for this player: now they choose on their phone

    def _safe_to_switch(self, seat: int) -> bool:
        """Not while the TV shows that seat's private step or its computer player's move."""
        flow = self.game_flow()
        step = flow.session.step if flow is not None else None
        return not (step is not None and step.seat == seat and step.actor in (Actor.PLAYER, Actor.BOT))

    def _give_back(self, flow) -> None:
        """The seat's own phone is back: it gets its seat (and hand) back, even from a stand-in."""
        for seat in sorted(self.returning):
            pid = self.handed.get(seat)
            if pid is None or not self._safe_to_switch(seat):
                continue
            polite = Say("owner-back", name=flow.session.seats[seat].name)
            for request in self.door.waiting():
                if request.seat == seat:
                    self.door.withdraw(request.client)
                    self.hub.turn_away(request.client, "owner-back", polite)
            if seat in self.welcomed:
                self.hub.turn_away(self.welcomed.pop(seat), "owner-back", polite)
            stand_in = self.hub.phone_of(seat)
            if stand_in is not None and stand_in != pid:
                self.hub.unseat(seat, polite, "owner-back")
            if self.hub.seat(pid, seat):
                self._to_phone(flow, seat)

    def _story_ready(self, kept: Any) -> Callable[[bytes], None]:
        def ready(png: bytes) -> None:  # from the encoding thread: a game left meanwhile keeps no story
            if self._story is kept:
                self.hub.set_story(png)

        return ready

    # -- views out ---------------------------------------------------------------------------------------
    def _publish(self, flow) -> None:
        if flow is not None:
            seats, state = flow.session.seats, flow.session.state
            claim = frozenset(self.claimable(flow))
        else:
            setup = self.setup_scene()
            seats, state, claim = (setup.seats if setup is not None else []), None, frozenset()
            if setup is not None:
                # the setup's roster says which seat each phone has (a phone seat removed there:
                # that phone may join again)
                wanted = {i: s.client for i, s in enumerate(seats) if s.phone and s.client is not None}
                if wanted != {i: p.phone for i, p in self.hub.phone_seats().items()}:
                    self.hub.rebind(wanted)
        over = state is not None and state.phase == OVER and any(s.phone for s in seats)  # a table with phones
        kept = kept_story(self.app, flow.session) if over else None
        if kept is not self._story:  # "Save our story" on every phone, once its poster is encoded
            self._story = kept
            self.hub.set_story(None)
            if kept is not None:
                kept.then(self._story_ready(kept))
        setup = self.setup_scene() if flow is None else None
        spare = tuple(setup.spare_seats()) if setup is not None else ()
        key = (id(state), tuple((s.name, s.colour, s.bot, s.phone) for s in seats), claim,
               setup.open_places() if setup is not None else 0, spare)
        if key == self._published:
            return
        self._published = key
        self.hub.set_open_places(key[3])
        self.hub.set_claimable(claim)
        self.hub.publish(state, seats, spare)



SWITCH_S = 0.0005  # seconds: how long the phone server's thread may keep the game loop waiting for Python


def _quick_handover() -> None:
    """With phones on, the server's thread runs beside the game loop; Python makes a thread that
    wants the interpreter wait up to its switch interval (5 ms by default) before the other must
    hand over, and the game loop asks each time a drawing call gives it back. A short interval
    keeps a frame from waiting on a burst of phone messages (phone_frame_p99_ms in the bench)."""
    if sys.getswitchinterval() > SWITCH_S:
        sys.setswitchinterval(SWITCH_S)


def _load_seats(hub: PhoneHub, roster: Roster, notices: list) -> None:
    """The roster's phones, into the hub (before its server starts, on a resume): the phone seats
    with a token, and the phones whose seats were handed to the TV or a computer player."""
    held = {i: hub.token_of(p.phone) for i, p in hub.phone_seats().items()}
    entries = [{"seat": i, "token": s.token, "name": s.name, "colour": s.colour}
               for i, s in roster.phone_seats().items() if s.token is not None and held.get(i) != s.token]
    if entries:
        notices.extend(hub.load_json({"v": 1, "seats": entries}))
    for token in roster.handed().values():
        hub.expect(token)
