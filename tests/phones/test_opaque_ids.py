"""User pictures are known to phones by opaque ids (issue 27): a hash of the picture's content, so no
message a phone receives and no /card URL names the owner's folder or files; saves hold the same
ids, and a save written with the old path ids still resumes. The operator's log keeps the names."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pygame

from game.deck.library import discover_decks, legacy_card_ids, pool_for
from game.persist.saves import Autosaver, encode
from game.phones import CardFile, CardFiles, PhoneHub
from game.table.seats import Seat
from game.table.session import Session

from .conftest import run_async
from .helpers import TV, join

FOLDER = "Family Photos 2024"
NAMES = ["IMG_20240612_183455", "anna-passport-scan"] + [f"IMG_2024{i:04d}_1200{i:02d}" for i in range(58)]


def _family_deck(root: Path) -> Path:
    folder = root / FOLDER
    folder.mkdir()
    for i, name in enumerate(NAMES):
        pic = pygame.Surface((20, 30))
        pic.fill((i * 4 % 256, 255 - i * 4 % 256, i * 17 % 256))
        pygame.image.save(pic, str(folder / f"{name}.png"))
    return folder


def _leaks(text: str) -> list[str]:
    low = text.lower()
    found = [w for w in ("family-photos", "family photos", "photos-2024", "img_", "passport", ".png") if w in low]
    return found + [n for n in NAMES if n.lower() in low]


@run_async
async def test_no_message_or_card_url_names_a_user_picture(http, tmp_path, caplog):
    caplog.set_level(logging.INFO, logger="oneira.decks")
    folder = _family_deck(tmp_path)
    decks = [d for d in discover_decks([folder], include_user=False) if not d.builtin]
    (deck,) = decks
    assert len(deck.cards) == len(NAMES)
    assert all(c.id.startswith("pic-") and not _leaks(c.id) for c in deck.cards)
    assert "IMG_20240612_183455.png" in caplog.text  # the operator's log keeps the file names
    files = CardFiles({c.id: CardFile(c.path, deck.fit) for c in deck.cards})
    hub = PhoneHub(files)
    hub.start("127.0.0.1", 0)
    try:
        tv = TV(hub)
        tv.sit("Tia", 0, bot="normal")
        tv.sit("Max", 1, bot="normal")
        hub.set_open_places(1)
        tv.publish()
        phone = await join(http, hub, tv, "Ann", 3)
        tv.start("revised", cards=tuple(c.id for c in pool_for(decks)))
        await tv.run(lambda: any(m["type"] == "state" and m.get("todo") for m in phone.inbox))
        st = phone.state()
        todo, hand = st["todo"], st["hand"]
        if todo["kind"] == "tell":  # the phone plays by the opaque id, and the engine takes it
            await phone.act({"type": "tell", "card": hand[0], "clue": "home"})
        else:
            await phone.act({"type": "submit", "cards": hand[:todo["count"]]})
        before = tv.applied
        await tv.run(lambda: tv.applied > before)
        await tv.run(lambda: len(tv.session.actions) >= 4)
        states = [m for m in phone.inbox if m["type"] == "state" and m.get("hand")]
        assert states, phone.inbox[-3:]
        seen = {card for m in states for card in m["hand"]}
        for message in phone.inbox:
            assert not _leaks(json.dumps(message, ensure_ascii=False)), message
        for card in seen:
            url = hub.plain_url + "card?id=" + card
            assert not _leaks(url)
            async with http.get(url) as r:
                assert r.status == 200 and r.headers["Content-Type"].startswith("image/")
        # the save holds the same opaque ids
        saved = encode(tv.session).decode()
        assert not _leaks(saved)
    finally:
        hub.stop()


def test_a_save_with_path_ids_still_resumes_with_the_opaque_ids(tmp_path):
    folder = _family_deck(tmp_path)
    decks = [d for d in discover_decks([folder], include_user=False) if not d.builtin]
    mapping = legacy_card_ids(decks)
    old_ids = tuple(f"{decks[0].id}/{c.file}" for c in decks[0].cards)
    assert "family-photos-2024/IMG_20240612_183455.png" in old_ids and set(mapping) == set(old_ids)
    # a game played and saved the old way (cards named by their files)
    import random

    from game.engine.config import GameConfig
    from game.engine.randomplay import random_action

    seats = [Seat(n, i, i) for i, n in enumerate(["Ann", "Bob", "Cat"])]
    session = Session(GameConfig("revised", ("Ann", "Bob", "Cat"), old_ids), 5, seats)
    rand = random.Random(1)
    while len(session.actions) < 10:
        st = session.state
        session.act(random_action(st, sorted(st.pending)[0], rand))
    saves = tmp_path / "saves"
    saves.mkdir()
    (saves / "autosave-000010.json").write_bytes(encode(session))
    loaded = Autosaver(saves, card_ids=mapping).load()
    assert loaded.session is not None and len(loaded.session.actions) == 10
    resumed = loaded.session
    assert set(resumed.config.card_ids) == set(mapping.values())
    # the same game: every hand is the same pictures, now by their opaque ids
    for seat in range(3):
        before = [mapping[c] for c in session.view(seat).hand or ()]
        assert list(resumed.view(seat).hand or ()) == before
