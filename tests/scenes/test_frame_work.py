"""Work kept out of the frames (issue 20's phone frames, issue 25's soak frames): what a coming
screen shows is made in the frames before it, the collector runs between frames, the worker making
pictures ahead starts between frames, and a close-up does not draw the screen below it again."""

from __future__ import annotations

import gc
import os
import threading
import time

import pygame

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


def _app():
    from game.root.wiring import build_app

    pygame.display.init()
    screen = pygame.display.set_mode((1920, 1080))
    return build_app(screen, include_user_decks=False, settings={"bot_think_s": 0.0}, persist=False)


def _game(app, seats, ruleset="odyssey", seed=5):
    from game.app.cards import enabled_decks
    from scenes.launchers import start_game

    return start_game(app, seats, ruleset, {}, enabled_decks(app), first_storyteller=0, seed=seed)


def _scored(app, players=12, seed=5):
    """A game with a scored turn behind it: the flow and the turn's record."""
    from game.bots import decide
    from game.table.seats import Seat

    flow = _game(app, [Seat(f"Player {i + 1}", i, i, "normal") for i in range(players)], seed=seed)
    session = flow.session
    while len(session.state.history) < 2:
        step = session.next_step()
        session.act(decide(session.view(step.seat), "normal", seed=len(session.actions), tags=flow.tags))
    flow.hands_free_after = lambda _s, _idle=0.0: None  # nobody presses "Next turn"
    return flow, session.state.history[-1]


def test_the_answer_shows_without_rendering_a_word_in_its_frame(monkeypatch):
    """The words, labels, points and buttons the answer brings are rendered in the frames before it."""
    from game.app import theme
    from scenes.results import ResultsScene

    app = _app()
    flow, record = _scored(app)
    app.stack.clear()
    scene = ResultsScene(flow, record)
    app.stack.push(scene)
    renders: list[str] = []
    real = theme._render
    monkeypatch.setattr(theme, "_render", lambda f, s, c: renders.append(s) or real(f, s, c))
    before = 0
    while not scene.revealed:
        before = len(renders)
        app.step([], 1 / 60)
    in_frame = renders[before:]
    why = [s for s in in_frame if scene.why and s in scene.why]  # the clue's explanation may arrive any frame
    assert [s for s in in_frame if s not in why] == [], in_frame
    assert len(renders) > 10  # they were rendered, ahead


def test_the_deal_makes_every_phone_seats_waiting_panel_ahead():
    from game.app import theme
    from game.i18n import _
    from game.pictures import store
    from game.table.seats import Seat
    from scenes.deal import DealScene
    from scenes.table.choosers import PANEL

    app = _app()
    seats = [Seat(f"Phone {i + 1}", i, i, None, phone=True) for i in range(8)] + [Seat("Bot", 8, 8, "normal")]
    flow = _game(app, seats)
    app.stack.clear()
    app.stack.push(DealScene(flow))
    for _frame in range(60):  # a second of the deal (it lasts several)
        app.step([], 1 / 60)
    for s in seats:
        made = ("name_panel", (PANEL, s.name, _("choosing\u2026"), False, theme.generation)) in store()
        assert made == s.phone, s.name


def test_a_waiting_title_is_rendered_once_whatever_its_dots():
    from game.app import theme
    from game.pictures import store
    from scenes.table.screen import GameScene

    surface = pygame.Surface((1920, 1080))
    title = "Seven players are choosing a card (test)"
    for dots in (1, 2, 3, 1, 2, 3):
        GameScene.prompt(None, surface, title, "sub", dots=dots)  # type: ignore[arg-type]
    kept = [k for k in store()._items if isinstance(k, tuple) and k[0] in ("text", "shadow_text") and title in str(k)]
    # the title once with its shadow, and neither of the layers it is made of
    assert len(kept) == 1 and kept[0][0] == "shadow_text", kept
    assert theme.text_width(title + "..", theme.TITLE, True) > theme.text_width(title, theme.TITLE, True)


def test_the_collector_runs_between_frames_not_in_them():
    from game.app.app import YOUNG, collect_between_frames

    class Cycle:
        def __init__(self) -> None:
            self.me = self

    junk = [Cycle() for _ in range(YOUNG + 100)]
    del junk
    assert gc.get_count()[0] >= YOUNG
    collect_between_frames()
    assert gc.get_count()[0] < YOUNG


def test_the_worker_starts_a_picture_just_after_a_frame_ends():
    from game.app import ahead

    ahead.frame_ended()  # frames are being drawn
    started: list[float] = []
    worker = threading.Thread(target=lambda: (ahead.between_frames(), started.append(time.monotonic())))
    worker.start()
    time.sleep(0.02)
    assert not started  # waits for the frame to end
    ended = time.monotonic()
    ahead.frame_ended()
    worker.join(1)
    assert started and started[0] >= ended
    time.sleep(ahead.LOOP_GONE_S + 0.02)  # no frame for a while: nobody draws, nothing to wait for
    t0 = time.monotonic()
    ahead.between_frames()
    assert time.monotonic() - t0 < ahead.WAIT_S / 2


def test_a_close_up_keeps_the_screen_below_instead_of_drawing_it_again():
    from game.pictures import store
    from scenes.results import ResultsScene
    from scenes.zoom import ZoomScene

    app = _app()
    flow, record = _scored(app, players=6, seed=3)
    app.stack.clear()
    scene = ResultsScene(flow, record)
    app.stack.push(scene)
    for _ in range(300):
        app.step([], 1 / 60)
    draws = []
    real = scene.draw
    scene.draw = lambda surface: draws.append(1) or real(surface)  # type: ignore[method-assign]
    zoom = ZoomScene(flow.art, list(record.display))
    app.stack.push(zoom)
    app.step([], 1 / 60)
    first = app.screen.copy()
    assert draws == [1] and ("zoom-under", id(zoom)) in store()
    for _ in range(10):
        app.touch()  # drawn again each frame
        app.step([], 1 / 60)
    assert draws == [1]  # below stands still under the veil: kept, not drawn again
    assert pygame.image.tobytes(app.screen, "RGB") == pygame.image.tobytes(first, "RGB")
    zoom.move(1)
    app.touch()
    app.step([], 1 / 60)
    assert draws == [1] and pygame.image.tobytes(app.screen, "RGB") != pygame.image.tobytes(first, "RGB")
    zoom.close()
    assert ("zoom-under", id(zoom)) not in store() and app.stack.top is scene
    app.step([], 1 / 60)
    assert len(draws) == 2  # the results are drawn again once the close-up is gone


def test_a_move_redraws_the_players_strip_between_frames_and_shows_it_next_frame(monkeypatch):
    """A move changes the header and the chips: they are drawn into the table layer after the
    move's frame (App.idle_work), not in it, and the next frame shows them."""
    from game.table.seats import Seat
    from scenes.table import screen as table_screen

    app = _app()
    flow = _game(app, [Seat(f"Bot {i + 1}", i, i, "easy") for i in range(5)], ruleset="revised", seed=11)
    in_frame = _frame_flag(monkeypatch)
    drawn: list[bool] = []  # each time the header was drawn: inside a frame or not
    real_header = table_screen.draw_header
    monkeypatch.setattr(table_screen, "draw_header", lambda *a, **k: drawn.append(in_frame[0]) or real_header(*a, **k))
    moves = len(flow.session.actions)
    for _frame in range(900):
        app.touch()
        app.step([], 1 / 30)
        if len(flow.session.state.history) >= 1:
            break
    assert len(flow.session.actions) - moves >= 8
    assert drawn.count(False) >= 8  # the strip of each move, between frames
    assert drawn.count(True) <= 1  # in a frame only for the new table's very first strip


def _frame_flag(monkeypatch) -> list[bool]:
    """A flag that is True while the app draws a frame (App._step), False between frames."""
    from game.app.app import App

    in_frame = [False]
    real_step = App._step

    def step(self, events, dt):
        in_frame[0] = True
        try:
            real_step(self, events, dt)
        finally:
            in_frame[0] = False

    monkeypatch.setattr(App, "_step", step)
    return in_frame


def _in_frame_puts(monkeypatch, app):
    """Every picture put in the store from the main thread: (its kind, made inside a frame)."""
    from game.pictures import PictureStore

    in_frame = _frame_flag(monkeypatch)
    puts: list[tuple[str, bool]] = []
    real_put = PictureStore.put
    main = threading.main_thread()

    def put(self, key, value, nbytes=None):
        if threading.current_thread() is main:
            puts.append((str(key[0]) if isinstance(key, tuple) else str(key), in_frame[0]))
        return real_put(self, key, value, nbytes)

    monkeypatch.setattr(PictureStore, "put", put)
    return puts


def test_the_results_dress_their_table_and_keep_their_still_frame_between_frames(monkeypatch):
    """The results' dressed table (an 8 MB copy with every card on it) and their kept still frame
    are made after a frame is shown, not in it; the frame before the dressing is ready draws the
    same pixels itself."""
    from scenes.results import ResultsScene

    app = _app()
    flow, record = _scored(app, players=6, seed=3)
    puts = _in_frame_puts(monkeypatch, app)
    app.stack.clear()
    scene = ResultsScene(flow, record)
    app.stack.push(scene)
    app.step([], 1 / 60, hand_over=False)
    direct = pygame.image.tobytes(app.screen, "RGB")  # dressed by the scene itself: not made yet
    assert ("dressed", True) not in puts and ("dressed", False) not in puts
    app.hand_over()
    assert ("dressed", False) in puts
    app.touch()
    app.step([], 1 / 60)  # nothing flies yet (the tokens leave after 0.3 s): the same picture
    assert pygame.image.tobytes(app.screen, "RGB") == direct
    for _frame in range(600):
        app.touch()
        app.step([], 1 / 60)
        if scene.held_still() is not None and scene.held_still()[0] is not None and scene.settled:
            break
    kinds = {kind for kind, inside in puts if inside}
    assert not kinds & {"dressed", "still-frame"}, kinds
    assert [k for k, _ in puts].count("dressed") >= 2  # before the answer and after it
    assert ("still-frame", False) in puts


def test_the_reveal_and_the_next_computer_player_are_made_ready_before_they_show(monkeypatch):
    """While the cards are chosen, the reveal's card back, flip scratch and words are made between
    frames, and its kept still frame too; each computer player's turn finds its words rendered."""
    from game.app import theme
    from game.table.seats import Seat
    from scenes.botturn import BotTurnScene
    from scenes.reveal import RevealScene

    app = _app()
    flow = _game(app, [Seat(f"Bot {i + 1}", i, i, "easy") for i in range(5)], ruleset="revised", seed=11)
    puts = _in_frame_puts(monkeypatch, app)
    renders: list[tuple[str, object]] = []
    real = theme._render
    monkeypatch.setattr(theme, "_render", lambda f, s, c: renders.append((s, app.stack.top)) or real(f, s, c))
    firsts: list[tuple[BotTurnScene, int]] = []  # each computer player's turn, and the renders before it showed
    reveal_puts: list[tuple[str, bool]] = []
    seen: set[int] = set()
    for _frame in range(3000):
        top = app.stack.top
        if isinstance(top, BotTurnScene) and id(top) not in seen:
            seen.add(id(top))
            firsts.append((top, len(renders)))
        mark = len(puts)
        app.touch()
        app.step([], 1 / 30)
        if isinstance(top, RevealScene) or isinstance(app.stack.top, RevealScene):
            reveal_puts += puts[mark:]
        if flow.session.state.history:
            break
    assert flow.session.state.history and reveal_puts
    made_inside = {kind for kind, inside in reveal_puts if inside}
    assert not made_inside & {"shadowed", "card_back", "card_shadow", "flip-scratch", "shadow_text", "still-frame"}, \
        made_inside
    later = [(scene, n) for scene, n in firsts if scene.step.kind != "clue"]  # a turn's storyteller: after the results
    assert len(later) >= 6
    for scene, n in later:
        words = scene._words(scene.seat, scene.step.kind)
        own = [s for s, top in renders[n:] if top is scene and len(s) > 3 and any(s in w for w in words)]
        assert own == [], (scene.step.kind, scene.seat, own)


def _drawn_afresh(scene, like: pygame.Surface) -> pygame.Surface:
    """`scene`'s frame as it is now, drawn whole on a picture of its own, leaving the scene as it was
    (what it remembers of its last frame on the canvas: its drawing over the layer, its marks)."""
    names = ("_over", "_over_layer", "card_was", "_marks", "_rabbits_moved", "_still_laid", "_still", "_still_seen",
             "_still_asked")
    kept = {k: getattr(scene, k) for k in names if hasattr(scene, k)}
    kept.update({k: list(v) for k, v in kept.items() if isinstance(v, list)})
    fresh = pygame.Surface(like.get_size(), 0, like)
    scene.draw(fresh)
    for k, v in kept.items():
        setattr(scene, k, v)
    return fresh


def _shown(shown: pygame.Surface, app) -> bytes:
    """What a display shows after this frame, sent only the parts the app says changed (App.dirty)."""
    if app.drew:
        for rect in [app.screen.get_rect()] if app.dirty is None else app.dirty:
            shown.blit(app.screen, rect, rect)
    return pygame.image.tobytes(shown, "RGB")


def test_the_table_screens_put_back_only_what_they_drew_and_every_frame_is_the_whole_frame(monkeypatch):
    """A computer player's turn (most of a game's frames), the reveal and the results redraw only
    what they drew over the table layer (or the results' dressed table) in their frame before (the
    prompt, the pawn, flying or turning cards, numbers, vote tokens, points, the answer's glow and
    tag, buttons, rabbits) rather than all 8 MB of it; each such frame equals the frame drawn whole,
    byte for byte, through bot turns, moves redrawing the strip, rabbits hopping, cards gathering,
    shuffling, spreading and turning, votes flying in and points popping."""
    from game.app.app import App
    from game.table.seats import Seat
    from scenes.botturn import BotTurnScene
    from scenes.results import ResultsScene
    from scenes.reveal import RevealScene

    app = _app()
    flow = _game(app, [Seat(f"P{i + 1}", i, i, "normal") for i in range(5)], ruleset="revised", seed=3)
    flow.hands_free_after = lambda _s, _idle=0.0: 0.3
    held: list[bool] = []
    real = App.canvas_holds
    monkeypatch.setattr(App, "canvas_holds", lambda self, scene, surface: held.append(real(self, scene, surface))
                        or held[-1])
    compared = {"BotTurnScene": 0, "RevealScene": 0, "ResultsScene": 0}
    restored = dict.fromkeys(compared, 0)
    hops = 0
    shown = pygame.Surface(app.screen.get_size(), 0, app.screen)
    partly = 0  # frames sent to the display in parts
    tick = [0]

    def notice(surface: pygame.Surface):  # an overlay that comes and goes without a word to the app
        phase = tick[0] % 90
        if phase < 30:
            return False
        box = pygame.Rect(200 + phase, 300, 120, 40)
        surface.fill((200, 40, 40), box)
        return [box] if phase < 60 else True  # where it drew, or "anywhere"

    app.overlays.append(notice)
    for frame in range(2400):
        tick[0] = frame
        if frame % 500 == 250:  # the window's surface set again (fullscreen): the same canvas, wiped
            app.screen.fill((0, 0, 0))
            app.canvas_lost()
        before = len(held)
        app.step([], 1 / 60, hand_over=False)  # compared before the work between frames (a strip drawn)
        # the display, sent only the changed parts, shows the whole frame
        assert _shown(shown, app) == pygame.image.tobytes(app.screen, "RGB"), type(app.stack.top).__name__
        partly += app.drew and app.dirty is not None
        top = app.stack.top
        if isinstance(top, BotTurnScene) and top.time == 1 / 60 and len(flow.session.state.history) % 2:
            # the rabbits still hop to the scores as a turn begins (the results were hurried past)
            flow.track.move_to(tuple(s + 2 + i % 3 for i, s in enumerate(flow.track.shown)), top.anim)
        if app.drew and isinstance(top, (BotTurnScene, RevealScene, ResultsScene)):
            name = type(top).__name__
            hops += bool(flow.track.hops)
            restored[name] += any(held[before:])
            fresh = _drawn_afresh(top, app.screen)
            notice(fresh)
            assert pygame.image.tobytes(fresh, "RGB") == pygame.image.tobytes(app.screen, "RGB"), \
                f"frame {app.draws}: {name} {getattr(top, 'stage', '')}"
            compared[name] += 1
        app.hand_over()
    assert compared["BotTurnScene"] > 300 and compared["RevealScene"] > 100 and compared["ResultsScene"] > 100, compared
    assert all(restored[k] > compared[k] * 0.5 for k in compared), (compared, restored)
    assert partly > sum(compared.values()) * 0.4, partly
    assert hops > 10  # rabbits hopped during computer players' turns


def test_a_settled_screen_lays_only_its_focus_ring_over_its_still_frame_and_every_frame_is_the_whole_frame(monkeypatch):
    """The reveal once the cards lie face up and the settled results show their kept still frame;
    while the canvas holds it, a frame puts back only the focus ring's box (not all 8 MB), and
    each such frame equals the frame drawn whole, byte for byte."""
    from game.table.seats import Seat
    from scenes.results import ResultsScene
    from scenes.reveal import RevealScene
    from scenes.table.screen import GameScene

    app = _app()
    flow = _game(app, [Seat(f"P{i + 1}", i, i, "normal") for i in range(5)], ruleset="revised", seed=4)
    flow.hands_free_after = lambda _s, _idle=0.0: 1.5  # the results stay a while, settled
    laid: list[str] = []
    real = GameScene.lay_still

    def lay_still(self, surface, held, parts):
        before = self._still_laid
        real(self, surface, held, parts)
        if surface is app.screen:
            laid.append("parts" if before == self._still_laid else "whole")

    monkeypatch.setattr(GameScene, "lay_still", lay_still)
    compared: dict[str, int] = {"RevealScene": 0, "ResultsScene": 0}
    events: list[pygame.event.Event] = []
    shown = pygame.Surface(app.screen.get_size(), 0, app.screen)
    for _ in range(3000):
        before = len(laid)
        app.step(events, 1 / 60, hand_over=False)
        events = []
        assert _shown(shown, app) == pygame.image.tobytes(app.screen, "RGB"), type(app.stack.top).__name__
        top = app.stack.top
        if app.drew and isinstance(top, (RevealScene, ResultsScene)) and laid[before:] == ["parts"]:
            if isinstance(top, ResultsScene) and compared["ResultsScene"] % 8 == 4:  # the ring moves
                key = pygame.K_LEFT if top.focus == 0 else pygame.K_RIGHT
                events = [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)]
            fresh = _drawn_afresh(top, app.screen)
            assert pygame.image.tobytes(fresh, "RGB") == pygame.image.tobytes(app.screen, "RGB"), type(top).__name__
            compared[type(top).__name__] += 1
        app.hand_over()
    assert compared["RevealScene"] > 20 and compared["ResultsScene"] > 20, compared
