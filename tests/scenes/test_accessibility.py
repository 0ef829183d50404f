"""From the sofa: sizes at TV distance, text size, high contrast, reduced motion, colour-blind safe seats."""

from __future__ import annotations

import itertools
import json

import pygame
import pytest

from game.app import theme
from game.persist.settings import Settings, clean, load_settings
from game.table.seats import Seat
from scenes.launchers import enabled_decks, start_game
from scenes.table import card_rows
from scenes.table.card_rows import display_layout, hand_layout
from scenes.table.track import BADGE_AT, BADGE_SIZE, RABBIT, Track, rabbit

from .colour_vision import ciede2000, difference
from .driver import key, make_app, run, skip_deal
from .player import Player


@pytest.fixture(autouse=True)
def _normal_look():
    """Every test starts and ends with the default look (the theme is process-wide)."""
    theme.apply(Settings())
    yield
    theme.apply(Settings())


# -- colour-blind safe seats ---------------------------------------------------------------------
def test_ciede2000_matches_the_published_reference_pairs():
    # Sharma, Wu & Dalal (2005), table 1, pairs 1 and 7
    assert ciede2000((50, 2.6772, -79.7751), (50, 0, -82.7485)) == pytest.approx(2.0425, abs=1e-4)
    assert ciede2000((50, 0, 0), (50, -1, 2)) == pytest.approx(2.3669, abs=1e-4)


@pytest.mark.parametrize("vision", ["normal", "protanopia", "deuteranopia", "tritanopia"])
def test_every_two_player_colours_stay_apart_for_colour_blind_players(vision):
    colours = [c for c, _name in theme.PLAYER_COLOURS]
    assert len(colours) == 12
    worst = min((difference(a, b, vision), na, nb) for (a, na), (b, nb) in
                itertools.combinations(theme.PLAYER_COLOURS, 2))
    assert worst[0] >= 10, f"{worst[1]} and {worst[2]} look alike with {vision}: CIEDE2000 {worst[0]:.1f}"
    # and every colour stands out from the table it is drawn on
    for c, name in theme.PLAYER_COLOURS:
        assert difference(c, (28, 22, 48), vision) >= 25, name


def test_colour_is_never_the_only_cue_a_shape_and_a_letter_always_come_with_it():
    assert len(set(theme.PAWNS)) == len(theme.PLAYER_COLOURS) == 12
    pygame.display.init()
    pygame.font.init()
    # two players of one colour (or colours somebody cannot tell apart) still differ by their pawn:
    # drawn in the same colour, any two shapes differ in a good part of their pixels
    pawns = [pygame.image.tobytes(theme.pawn(0, i, 64), "RGBA") for i in range(12)]
    for i, j in itertools.combinations(range(12), 2):
        a, b = pawns[i], pawns[j]
        differ = sum(1 for k in range(0, len(a), 4) if abs(a[k + 3] - b[k + 3]) > 128 or abs(a[k] - b[k]) > 60)
        assert differ >= 0.06 * 64 * 64, (theme.PAWNS[i], theme.PAWNS[j], differ)
    app = make_app()
    seats = [Seat(f"P{i}", i, i) for i in range(12)]
    flow = start_game(app, seats, "odyssey", {}, enabled_decks(app), first_storyteller=0, seed=3)
    assert len({(s.colour, s.pawn, s.letter) for s in flow.session.seats}) == 12
    assert len({s.pawn for s in flow.session.seats}) == 12


# -- sizes at TV distance ------------------------------------------------------------------------
@pytest.mark.parametrize("count", range(1, 8))
def test_hand_cards_are_at_least_380_px_and_inside_the_safe_area(count):
    h, centres = hand_layout(count)
    assert h >= 380 and h <= 480  # 480: the largest size decoded for the table (no upscaling)
    w = round(h * 2 / 3)
    for x, y in centres:
        card = pygame.Rect(round(x - w / 2), round(y - h / 2 - card_rows.LIFT), w, h + card_rows.LIFT)
        assert theme.SAFE.contains(card), (count, card)
    assert centres[0][1] - h / 2 - card_rows.LIFT > 320  # below the prompt


@pytest.mark.parametrize("count", range(3, 13))
def test_display_cards_fill_the_room_for_3_to_12_cards(count):
    for box, lift, smallest in ((card_rows.VOTE_BOX, card_rows.LIFT, 270), (card_rows.RESULTS_BOX, 0, 200)):
        h, centres = display_layout(count, box, lift)
        assert len(centres) == count
        assert h >= smallest, (count, box, h)
        w = round(h * 2 / 3)
        rows = card_rows.row_count(centres)
        up = lift if rows == 1 else min(lift, card_rows.ROW_LIFT)  # a focused card rises this much
        rects = [pygame.Rect(round(x - w / 2), round(y - h / 2), w, h + card_rows.NUMBER_ROOM) for x, y in centres]
        for r in rects:
            assert theme.SAFE.contains(r), (count, r)
            assert r.top - up >= min(box[0], card_rows.COMPACT_TOP) and r.bottom <= box[1] + 1
        lifted = [r.inflate(0, up).move(0, -up // 2) for r in rects]
        assert all(not a.colliderect(b) for a, b in itertools.combinations(lifted, 2)), count
        # bigger would not fit: one step up in height breaks the width or the height of the box
        per = max(sum(1 for _, y in centres if round(y) == round(y0)) for _, y0 in centres)
        too_wide = per * round((h + 8) * 2 / 3) + (per - 1) * 20 > theme.SAFE.w
        top = box[0] if count <= 7 else card_rows.COMPACT_TOP
        too_tall = rows * (h + 8 + card_rows.NUMBER_ROOM) + (rows - 1) * (12 + up) > box[1] - top - up
        assert too_wide or too_tall or h == 480, (count, h)


def test_the_vote_of_a_twelve_player_table_shows_its_cards_larger_than_before():
    h, _ = display_layout(12)
    assert h >= 280  # was 250 before the track made way while voting


def test_a_seven_card_hand_on_screen_is_380_px_tall():
    app = make_app()
    seats = [Seat("Ann", 0, 0), Seat("Bob", 1, 1), Seat("Cat", 2, 2)]
    start_game(app, seats, "classic", {}, enabled_decks(app), first_storyteller=0, seed=5)
    skip_deal(app)
    run(app, key(pygame.K_RETURN))
    scene = app.stack.top
    assert scene.name == "storyteller" and len(scene.row.cards) == 7
    assert all(r.h >= 380 for r in scene.row.rects())


def test_rabbits_are_tall_enough_and_a_crowd_of_twelve_on_one_space_shows_every_badge():
    pygame.display.init()
    pygame.display.set_mode((1920, 1080))
    pygame.font.init()
    img = rabbit(0, 0, "A")
    assert img.get_bounding_rect().h >= 48
    for space in (0, 7, 29):
        track = Track(tuple([space] * 12))
        placed = track.placements()
        assert len(placed) == 12
        imgs = [rabbit(i, i, chr(65 + i)) for i, *_ in placed]
        rects = [im.get_rect(midbottom=(x, y)) for im, (_i, x, y, _l) in zip(imgs, placed, strict=True)]
        for k, (im, r) in enumerate(zip(imgs, rects, strict=True)):
            assert 96 <= r.left and r.right <= theme.W - 96 and r.top > 780, (space, r)
            badge = pygame.Surface(im.get_size(), pygame.SRCALPHA)
            c = (RABBIT * BADGE_AT[0] + 4, RABBIT * BADGE_AT[1] + 4)
            pygame.draw.circle(badge, (255, 255, 255), c, RABBIT * BADGE_SIZE / 2)
            badge_mask = pygame.mask.from_surface(badge)
            area = badge_mask.count()
            covered = pygame.mask.Mask(im.get_size())
            for im2, r2 in zip(imgs[k + 1:], rects[k + 1:], strict=True):  # drawn later: in front
                covered.draw(pygame.mask.from_surface(im2), (r2.left - r.left, r2.top - r.top))
            hidden = badge_mask.overlap_area(covered, (0, 0))
            assert hidden <= 0.2 * area, f"space {space}: rabbit {placed[k][0]}'s badge is {hidden / area:.0%} hidden"


# -- text size and high contrast, changed in Settings, shown at once --------------------------------
def _open_settings(app):
    run(app, frames=2)
    title = app.stack.top
    while title.menu.items[title.menu.focus].key != "settings":
        run(app, key(pygame.K_DOWN))
    run(app, key(pygame.K_RETURN))
    assert app.stack.top.name == "settings"
    return app.stack.top


def _focus(app, scene, item_key):
    while scene.menu.items[scene.menu.focus].key != item_key:
        run(app, key(pygame.K_DOWN))


def test_text_size_and_high_contrast_apply_at_once_and_are_saved(tmp_path, monkeypatch):
    monkeypatch.setenv("ONEIRA_CONFIG_DIR", str(tmp_path))
    app = make_app(persist=True)
    settings = _open_settings(app)
    body_h = theme.font(theme.BODY).get_height()
    corner = app.screen.get_at((8, 1070))[:3]
    assert corner != (0, 0, 0)  # the starry night
    _focus(app, settings, "text_size")
    run(app, key(pygame.K_RIGHT))
    assert app.settings.text_size == "large"
    assert theme.font(theme.BODY).get_height() > body_h * 1.15
    assert theme.px(theme.BODY) >= 40 and theme.px(theme.SECONDARY) >= 30
    _focus(app, settings, "high_contrast")
    run(app, key(pygame.K_RETURN))
    run(app, frames=1)
    assert app.settings.high_contrast is True
    assert app.screen.get_at((8, 1070))[:3] == (0, 0, 0)  # plain black behind everything
    assert theme.INK == (255, 255, 255)
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert saved["text_size"] == "large" and saved["high_contrast"] is True
    # back on the title: already drawn in the new look, no restart
    run(app, key(pygame.K_ESCAPE), frames=2)
    assert app.stack.top.name == "title" and app.screen.get_at((8, 1070))[:3] == (0, 0, 0)
    # a new start reads it back
    loaded, problems = load_settings(tmp_path / "settings.json")
    assert loaded.text_size == "large" and loaded.high_contrast and problems == []
    # and switching back restores the normal look
    settings = _open_settings(app)
    _focus(app, settings, "high_contrast")
    run(app, key(pygame.K_RETURN), frames=2)
    assert app.screen.get_at((8, 1070))[:3] != (0, 0, 0)


def test_bad_accessibility_values_in_settings_json_fall_back_with_a_message():
    cleaned, problems = clean({"text_size": "huge", "high_contrast": "yes"})
    assert cleaned.text_size == "normal" and cleaned.high_contrast is False
    assert len(problems) == 2 and any("text_size" in p for p in problems)


def test_a_whole_game_in_large_text_and_high_contrast_plays_and_keeps_privacy():
    app = make_app(settings={"bot_think_s": 0.05, "text_size": "large", "high_contrast": True})
    assert theme.high_contrast() and theme.px(theme.BODY) > theme.BODY
    seats = [Seat(n, i, i) for i, n in enumerate(["Ann", "Bob", "Cat", "Dan"])]
    flow = start_game(app, seats, "revised", {}, enabled_decks(app), first_storyteller=0, seed=12)
    player = Player(app, "keyboard")
    player.play()
    assert flow.session.state.phase == "over" and player.privacy_checks > 50


# -- reduced motion: nothing moves ----------------------------------------------------------------
def _still(app, frames: int = 40) -> bool:
    """True when the screen does not change at all over `frames` frames of doing nothing."""
    run(app, frames=2)
    first = pygame.image.tobytes(app.screen, "RGB")
    run(app, frames=frames)
    return pygame.image.tobytes(app.screen, "RGB") == first


def test_reduced_motion_title_curtain_and_game_over_hold_still():
    moving = make_app()
    assert not _still(moving)  # the dream cards drift on the title...
    app = make_app(settings={"bot_think_s": 0.05, "reduced_motion": True})
    assert _still(app)  # ...and hold still with reduced motion
    seats = [Seat(n, i, i) for i, n in enumerate(["Ann", "Bob", "Cat"])]
    flow = start_game(app, seats, "revised", {}, enabled_decks(app), first_storyteller=0, seed=4)
    for _ in range(3):
        if app.stack.top.name != "deal":
            break
        run(app)
    assert app.stack.top.name == "curtain", "the deal is over at once"
    assert _still(app)
    run(app, key(pygame.K_RETURN))
    scene = app.stack.top
    run(app, key(pygame.K_RIGHT))
    run(app, frames=1)
    assert scene.row.lift[1] == card_rows.LIFT and scene.row.lift[0] == 0  # the focus jumps, it does not rise
    assert _still(app)
    run(app, key(pygame.K_LEFT))
    Player(app, "keyboard").play()
    assert flow.session.state.phase == "over"
    assert _still(app)  # the podium does not bob


def test_reduced_motion_reveal_and_results_land_at_once_but_points_still_show():
    app = make_app(settings={"bot_think_s": 0.05, "reduced_motion": True})
    seats = [Seat(n, i, i) for i, n in enumerate(["Ann", "Bob", "Cat", "Dan"])]
    flow = start_game(app, seats, "revised", {}, enabled_decks(app), first_storyteller=0, seed=9)
    player = Player(app, "keyboard")
    for _ in range(500):
        top = app.stack.top
        if top.name == "reveal":
            break
        getattr(player, f"on_{top.name}", player.on_other)(top)
    reveal = app.stack.top
    run(app, frames=2)
    assert reveal.stage == "done", "no flying, no shuffle: the cards are there face up"
    assert all(not s.busy for s in reveal.sprites)
    run(app, key(pygame.K_RETURN))
    for _ in range(500):
        top = app.stack.top
        if top.name == "score":
            break
        getattr(player, f"on_{top.name}", player.on_other)(top)
    results = app.stack.top
    run(app, frames=int(results.reveal_at * 60) + 3)
    assert results.revealed and results.popups_added
    assert all(t.done for _v, _i, t in results.tokens)  # the votes are on their cards
    assert not flow.track.hops or all(h.done for h in flow.track.hops.values())  # rabbits already there
    from game.app.anim import Popup

    popups = [i for i in results.anim.items if isinstance(i, Popup)]
    assert popups, "the points still pop up (information), they just do not float"
    assert _still(app, frames=10)
    assert flow.track.shown == list(flow.session.state.history[-1].scores)
