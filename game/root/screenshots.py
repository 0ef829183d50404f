"""`python main.py --screenshots DIR`: play a scripted game and save one PNG per scene and overlay.

Runs headless (no window needed): the same app, scenes and real events as play, drawn on the
logical 1920x1080 canvas and saved after each scene has had time to animate. The tour follows
the table's step (game/table/step.py), not the screens' names.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame

from scenes.clue import TellScene
from scenes.credits import CreditsScene
from scenes.history import HistoryScene
from scenes.launchers import start_game
from scenes.pause import PauseScene
from scenes.results import ResultsScene
from scenes.settings import SettingsScene
from scenes.setup import SetupScene
from scenes.still_playing import StillPlayingScene
from scenes.title import TitleScene
from scenes.vote import VoteScene

from .. import i18n
from ..app import theme
from ..app.cards import enabled_decks
from ..app.poster import render
from ..bots import decide
from ..engine.rulesets import PARTY, RULESETS
from ..persist.history import record_game
from ..persist.story import story_of_session
from ..phones.loopback import Phones
from ..table.seats import DEFAULT_NAMES, Seat
from ..table.step import Actor, Stage, TableStep
from .poster import sample_story
from .screenshots_photos import photos_tour
from .tour_learn import learn_tour, timer_tour
from .wiring import build_app

SETTLE = 45  # frames (at 60 per second) each scene animates before its picture is taken
PUBLIC_SHOTS = {Stage.DEALING: "deal", Stage.REVEALING: "reveal", Stage.SCORING: "score", Stage.GAME_OVER: "game_over"}
PLAYER_SHOTS = {Stage.TELLING: "storyteller", Stage.SUBMITTING: "submit", Stage.VOTING: "vote"}


def shot_name(step: TableStep, family: str = "") -> str:
    """What the tour calls the screen of a step (its pictures are named so)."""
    if step.stage in PUBLIC_SHOTS:
        return PUBLIC_SHOTS[step.stage]
    if step.actor is Actor.HANDOVER:
        return "curtain"
    if step.actor is Actor.BOT:
        return "bot_turn"
    if step.actor is Actor.PHONES:
        return "waiting"
    if step.stage is Stage.TELLING and family == PARTY:
        return "party_clue"
    return PLAYER_SHOTS[step.stage]


def _at(flow) -> str:
    return shot_name(flow.session.step, flow.session.state.rules.family)


def _phones_tour(app, step, shot) -> None:
    """Phones join from the setup screen (real WebSocket clients on 127.0.0.1, never the network),
    then the table waits for them: one chooses, one's phone is away, and the TV offers its seat."""
    settings = app.settings
    settings.phone_host, settings.phone_port, settings.phone_away_s = "127.0.0.1", 0, 1
    settings.how_to_play_offered = True  # the table of phones starts at once (learn-*.png show the offer)
    app.services.pop("last_setup", None)  # a fresh table, not the tour's last one
    setup = app.nav.push("setup")
    setup.seats[0].bot = setup.seats[1].bot = "normal"  # two computer players; the phones take the others
    setup.rebuild()
    app.nav.push("phones")
    link = app.services.get("phones")
    if link is None:
        print("phones could not start here: no phone screenshots", file=sys.stderr)
        return
    phones = Phones(link.hub.plain_url, link.hub.room)
    try:
        for i, (name, colour) in enumerate((("Noor", 9), ("Kai", 11), ("Mia", 5))):
            phones.add(name, colour)
            phones.clients[i].paused = name != "Mia"  # Noor and Kai take their time
            _until(lambda n=name: any(s.name == n for s in setup.seats), step)
        _until(lambda: all(c.states for c in phones.clients), step)
        phones.drop("Noor")  # a locked screen: shown as away
        _until(lambda: not next(iter(p for p in link.hub.phone_seats().values() if p.name == "Noor")).connected, step)
        shot("phones-join", 20)
        app.stack.pop()
        setup.first = 0  # a computer player tells: the phones then choose their cards together
        setup.start()
        flow = app.services["flow"]
        _until(lambda: flow.session.step.actor is Actor.PHONES and flow.session.step.stage is Stage.SUBMITTING
               and len(flow.session.next_step().phones) == 2, step, 30)
        app.stack.top.offered = ()
        link.away_since = {s: time.monotonic() for s in flow.away}  # just went away: no offer yet
        shot("waiting", 30)
        _until(lambda: app.stack.top.offered, step)
        shot("waiting-hand-over", 30)
    finally:
        phones.close()
        link.stop()


def _audience_shot(app, flow, step, shot, language: str) -> None:
    """The room plays along: 50 audience members (the game's own tally, as the phone link feeds it)
    guess while the table votes; the reveal shows the room's split, and the game over its board."""
    session = flow.session
    audience = session.audience
    for i in range(50):
        audience.join(f"fan{i}", f"{DEFAULT_NAMES[(i + 6) % len(DEFAULT_NAMES)]} {i + 1}")
    while session.state.phase != "vote":
        step_ = session.next_step()
        session.act(decide(session.view(step_.seat), "normal", seed=len(session.actions), tags=flow.tags, lang=language))
    state = session.state
    story = 1 + state.owners.index(state.storyteller)  # staged: 32 of the 50 find the storyteller's card
    for i in range(50):
        other = 1 + (story + i) % len(state.display)
        audience.guess(state, f"fan{i}", state.turn, story if i < 32 else other if other != story else 1 + story % 8)
    while session.state.phase == "vote":
        step_ = session.next_step()
        session.act(decide(session.view(step_.seat), "normal", seed=len(session.actions), tags=flow.tags, lang=language))
    record = session.state.history[-1]
    app.stack.clear()
    app.stack.push(ResultsScene(flow, record))
    shot("audience-split", 150)
    app.stack.clear()


def _welcome_tour(app, step, out: Path, saved: list[str], languages: Sequence[str]) -> None:
    """A second phone from one address asks for a seat at home: the TV shows "Léa wants to join
    (blue)" over the setup screen, in each of `languages` (welcome-en.png, welcome-fr.png)."""
    app.services.pop("last_setup", None)
    app.nav.push("setup")
    app.nav.push("phones")
    link = app.services.get("phones")
    if link is None:
        return
    phones = Phones(link.hub.plain_url, link.hub.room, one_address=True)  # one machine, two phones
    was = i18n.language()
    try:
        phones.add("Zoe", 0)
        _until(lambda: any(s.name == "Zoe" and s.phone for s in link.setup_scene().seats), step)
        phones.add("Léa", 4)
        _until(lambda: link.door.first() is not None, step)
        app.stack.pop()  # back on the setup screen: the request shows over whatever the TV shows
        for lang in languages:
            i18n.set_language(lang)
            step([], 20)
            path = out / f"welcome-{lang}.png"
            pygame.image.save(app.screen, str(path))
            saved.append(path.name)
    finally:
        i18n.set_language(was)
        phones.close()
        link.stop()


def _until(pred, step, timeout: float = 15.0) -> None:
    """TV frames, in real time (the phones answer over the loopback network), until pred() holds."""
    end = time.monotonic() + timeout
    while not pred():
        if time.monotonic() > end:
            raise TimeoutError("the phone screenshots did not get there")
        step([], 1)
        time.sleep(1 / 120)


def tour(out_dir: str, deck_paths: Sequence[str] = (), language: str = "en",
         welcome_in: Sequence[str] | None = None) -> int:
    """Every screen, in `language`; the TV's welcome also in each of `welcome_in` (default: `language`
    only; the command line asks for English and French), last, as welcome-<lang>.png."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    pygame.display.init()
    screen = pygame.display.set_mode((1920, 1080))
    app = build_app(screen, deck_paths, settings={"bot_think_s": 0.4}, include_user_decks=False, preload=False,
                    persist=False, language=language)
    dt = 1 / 60
    saved: list[str] = []

    def ev_key(k: int) -> list:
        return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)]

    def step(events=(), frames: int = 1) -> None:
        app.step(list(events), dt)
        for _ in range(frames - 1):
            app.step([], dt)

    def shot(name: str, frames: int = SETTLE) -> None:
        step([], frames)
        path = out / f"{len(saved) + 1:02d}-{name}.png"
        pygame.image.save(app.screen, str(path))
        saved.append(path.name)

    step([], 2)
    shot("title", 90)
    step(ev_key(pygame.K_RETURN))  # New game
    setup = app.stack.top
    assert isinstance(setup, SetupScene)  # New game opens the setup screen
    for _ in range(2):
        setup.resize(1)
    setup.seats[3].bot = "normal"
    setup.seats[5].bot = "hard"
    setup.cycle_rules(0)
    setup.ruleset = "odyssey"
    setup.rebuild()
    shot("setup")
    setup.edit(0)
    shot("seat-editor")
    step(ev_key(pygame.K_RETURN))  # on-screen keyboard for the name
    shot("on-screen-keyboard")
    app.stack.pop()
    setup.open_decks()
    shot("decks")
    app.stack.pop()
    app.stack.push(CreditsScene())
    shot("credits")
    app.stack.pop()
    app.stack.push(SettingsScene())
    shot("settings")
    app.stack.pop()

    seats = [Seat(s.name, s.colour, s.pawn, s.bot) for s in setup.seats]
    flow = start_game(app, seats, "odyssey", {}, enabled_decks(app), first_storyteller=0, seed=2026)
    seen: set[str] = set()
    typed = False
    for _ in range(4000):
        scene = app.stack.top
        assert scene is not None  # a game is on: some screen is always up
        at = _at(flow)
        if at == "score" and "recap" not in seen:
            step([], 150)
            path = out / f"{len(saved) + 1:02d}-score.png"
            pygame.image.save(app.screen, str(path))
            saved.append(path.name)
            seen.add("score")
            assert isinstance(scene, ResultsScene)
            scene.open_recap()
            shot("recap", 10)
            seen.add("recap")
            app.stack.pop()
            pause = PauseScene(flow)
            app.stack.push(pause)
            shot("pause", 10)
            pause.rules()
            shot("rules", 5)
            app.stack.pop()
            app.stack.pop()
            step(ev_key(pygame.K_RETURN))
            break
        if at not in seen and at not in ("storyteller",):
            seen.add(at)
            shot(at.replace("_", "-"), 60 if at == "reveal" else (12 if at == "bot_turn" else SETTLE))
        if at == "curtain":
            step(ev_key(pygame.K_RETURN))
        elif at == "storyteller":
            assert isinstance(scene, TellScene)
            if scene.entry is None:
                if "storyteller" not in seen:
                    seen.add("storyteller")
                    step(ev_key(pygame.K_RIGHT))
                    shot("storyteller")
                    step(ev_key(pygame.K_TAB))  # a closer look at the focused card of the hand
                    shot("storyteller-zoom", 5)
                    step(ev_key(pygame.K_ESCAPE))
                step(ev_key(pygame.K_RETURN))
            elif not typed:
                typed = True
                clue = "le long chemin du retour" if language == "fr" else "the long way home"
                step([pygame.event.Event(pygame.TEXTINPUT, text=c) for c in clue])
                shot("storyteller-clue")
                step(ev_key(pygame.K_RETURN))
        elif at == "submit":
            step(ev_key(pygame.K_RIGHT))
            step(ev_key(pygame.K_RETURN))
        elif at == "vote":
            assert isinstance(scene, VoteScene)
            if "vote-zoom" not in seen:
                seen.add("vote-zoom")
                step(ev_key(pygame.K_TAB))  # a closer look at a card on the table
                step(ev_key(pygame.K_RIGHT))
                shot("vote-zoom", 5)
                step(ev_key(pygame.K_ESCAPE))
            step(ev_key(pygame.K_RETURN))
            if scene.stage == "second":
                step(ev_key(pygame.K_RIGHT))
                step(ev_key(pygame.K_RETURN))
        elif at == "reveal":
            step(ev_key(pygame.K_RETURN))
            step(ev_key(pygame.K_RETURN))
        else:
            step([], 4)
    # a party table for the party clue step (the clue before anyone sees a card)
    party_seats = [Seat(n, i, i) for i, n in enumerate(["Léa", "Sam", "Noor", "Kai", "Mia", "Theo"])]
    party = start_game(app, party_seats, "party2020", {}, enabled_decks(app), first_storyteller=2, seed=5)
    for _ in range(600):  # the opening deal plays out first
        if party.session.step.stage is not Stage.DEALING:
            break
        step([], 1)
    shot("party-clue")
    _audience_shot(app, flow, step, shot, language)
    # the end of a game: finish the odyssey table quickly with the engine's own legal moves
    session = flow.session
    while session.state.phase != "over":
        step_ = session.next_step()
        session.act(decide(session.view(step_.seat), "normal", seed=len(session.actions), tags=flow.tags,
                           lang=language))
    flow.results_shown = len(session.state.history)
    app.stack.clear()
    flow.advance()
    shot("game-over", 60)
    step(ev_key(pygame.K_RIGHT))
    step(ev_key(pygame.K_RETURN))  # "Our story"
    shot("our-story", 10)
    step(ev_key(pygame.K_DOWN))
    step(ev_key(pygame.K_DOWN))
    shot("our-story-round", 40)
    app.stack.clear()
    path = out / ".history.json"
    record_game(session, path=path, story=story_of_session(session, lang=language))
    try:
        app.stack.push(HistoryScene(path))  # the tour shows its own game, not the user's history
        shot("history", 5)
    finally:
        path.unlink(missing_ok=True)
    _posters(app, out, saved)
    app.stack.clear()
    start_game(app, [Seat(n, i, i) for i, n in enumerate(["Léa", "Sam", "Noor", "Kai"])], "revised", {},
               enabled_decks(app), first_storyteller=1, seed=8)
    app.stack.push(StillPlayingScene(30))
    shot("still-playing", 20)
    app.stack.clear()
    learn_tour(app, step, shot)
    timer_tour(app, step, shot)
    _phones_tour(app, step, shot)

    def reserve(name: str) -> Path:
        path = out / f"{len(saved) + 1:02d}-{name}.png"
        saved.append(path.name)
        return path

    photos_tour(app, step, shot, reserve)  # pictures from phones (screenshots_photos.py)
    for look, change in (("large-text", {"text_size": "large"}), ("high-contrast", {"high_contrast": True})):
        _look_screens(app, look, change, step, shot, ev_key)
    _why_screen(app, language, step, shot, ev_key)
    app.stack.clear()
    _welcome_tour(app, step, out, saved, welcome_in or (language,))  # last: the numbered shots keep their numbers
    for name in saved:
        print(out / name)
    print(f"{len(saved)} screenshots in {out}")
    return 0


def _posters(app, out: Path, saved: list[str]) -> None:
    """`poster-<family>-<lang>.png`: the poster of a whole sample game of each family of rule sets,
    in English and French (long clues and names included), drawn offscreen as `main.py poster` does."""
    cards = [c.id for d in enabled_decks(app) for c in d.cards]
    images = app.services.get("images")
    for ruleset in ("odyssey", "party2011", "teams2011"):
        for lang in ("en", "fr"):
            story = sample_story(ruleset, cards, lang)
            path = out / f"poster-{RULESETS[ruleset].family}-{lang}.png"
            pygame.image.save(render(story, images).surface, str(path))
            saved.append(path.name)


def _why_screen(app, language: str, step, shot, ev_key) -> None:
    """A computer storyteller's round up to the scoring, where it says why it chose its clue."""
    seats = [Seat("Sam", 1, 1, "hard"), Seat("Léa", 0, 0), Seat("Noor", 2, 2, "normal"), Seat("Kai", 3, 3, "easy")]
    flow = start_game(app, seats, "revised", {}, enabled_decks(app), first_storyteller=0, seed=44)
    for _ in range(3000):
        scene = app.stack.top
        at = _at(flow)
        if at == "score":
            shot(f"score-why-{language}", 420)
            break
        if at in ("curtain", "submit", "vote", "reveal"):
            step(ev_key(pygame.K_RETURN))
            if at == "vote" and scene.stage != "vote":
                step(ev_key(pygame.K_RIGHT))
                step(ev_key(pygame.K_RETURN))
        else:
            step([], 4)
    app.stack.clear()


def _look_screens(app, look: str, change: dict[str, Any], step, shot, ev_key) -> None:
    """The screens that matter most in another look (text size, contrast): title, settings, and
    a short table of two people and two computer players up to the round recap."""
    before = app.settings
    settings = app.services["settings"] = replace(before, **change)  # the table started below follows it
    theme.apply(settings)
    try:
        app.stack.clear_to(TitleScene())
        shot(f"{look}-title", 30)
        app.stack.push(SettingsScene())
        shot(f"{look}-settings", 5)
        seats = [Seat("Léa", 0, 0), Seat("Sam", 1, 1), Seat("Noor", 2, 2, "normal"), Seat("Kai", 3, 3, "normal")]
        flow = start_game(app, seats, "revised", {}, enabled_decks(app), first_storyteller=0, seed=31)
        seen: set[str] = set()
        for _ in range(3000):
            scene = app.stack.top
            at = _at(flow)
            if at in ("curtain", "storyteller", "vote", "score") and at not in seen:
                seen.add(at)
                shot(f"{look}-{at}", 150 if at == "score" else 20)
            if at == "score":
                scene.open_recap()
                shot(f"{look}-recap", 5)
                break
            if at == "storyteller" and scene.entry is not None:
                clue = "un port tranquille" if i18n.language() == "fr" else "a quiet harbour"
                step([pygame.event.Event(pygame.TEXTINPUT, text=c) for c in clue])
                shot(f"{look}-clue", 5)
            if at in ("curtain", "storyteller", "submit", "vote", "reveal"):
                step(ev_key(pygame.K_RETURN))
                if at == "vote" and scene.stage != "vote":
                    step(ev_key(pygame.K_RIGHT))
                    step(ev_key(pygame.K_RETURN))
            else:
                step([], 4)
    finally:
        app.services["settings"] = before
        theme.apply(before)
        app.stack.clear()
