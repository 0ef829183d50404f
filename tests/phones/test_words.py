"""One translation system: every text the phone page or the hub can show comes from the game's
gettext catalogue, exists in every language with the same {placeholders}, and reaches the phone
by message id (the page's texts) or by key and values (what the hub says)."""

from __future__ import annotations

import ast
import json
import string
from pathlib import Path

import pytest

from game import i18n
from game.locale import catalog
from game.phones import words
from game.phones.words import SAYS, Say, page_msgids

from .conftest import run_async
from .helpers import TV, Phone

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


def _fields(text: str) -> set[str]:
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name is not None}


def phone_problems(entries: list[catalog.Entry], language: str) -> list[str]:
    """What a language's catalogue lacks for the phones: a page text or a hub sentence with no
    translation, or one whose placeholders are not exactly the English ones."""
    have = {e.msgid: e for e in entries if e.context is None}
    out = []
    for msgid in page_msgids():
        e = have.get(msgid)
        if e is None or not e.translated:
            out.append(f"{language}: no translation of {msgid!r}")
        elif any(_fields(s) != _fields(msgid) for s in e.msgstr):
            out.append(f"{language}: {msgid!r} -> {e.msgstr[0]!r} has other placeholders")
    return out


def test_every_text_the_page_or_the_hub_can_show_exists_in_every_language():
    assert catalog.languages(), "no catalogue found"
    assert set(catalog.languages()) | {i18n.SOURCE} == set(i18n.LANGUAGES)  # every language the TV speaks
    for language in catalog.languages():
        assert phone_problems(catalog.read_po(catalog.po_path(language))[1], language) == []


def test_the_phone_check_sees_a_missing_or_broken_translation():
    entries = catalog.read_po(catalog.po_path("fr"))[1]
    name_taken = next(e for e in entries if e.msgid == SAYS["name-taken"])
    name_taken.msgstr = ["{nom} est déjà à la table."]
    boot = next(e for e in entries if e.msgid == "Connecting to the table…")
    entries.remove(boot)
    found = phone_problems(entries, "fr")
    assert any("Connecting to the table" in p and "no translation" in p for p in found), found
    assert any("{nom}" in p and "other placeholders" in p for p in found), found


def test_the_page_ids_are_the_marked_texts_of_the_page_the_colours_and_the_hubs_sentences():
    ids = set(page_msgids())
    for text in ("Take a seat", "You are the storyteller", "{names} and {last}", "Connecting to the table…",
                 "This page needs JavaScript to play.", "sky blue", SAYS["handed"]):
        assert text in ids, text
    # the catalogue tools extract them from the page itself
    extracted = {e.msgid: e.refs for e in catalog.extract()[0]}
    assert "game/phones/web/app.js" in extracted["Take a seat"]
    assert "game/phones/web/index.html" in extracted["Connecting to the table…"]
    assert "game/phones/words.py" in extracted[SAYS["name-taken"]]


def test_the_extractor_reads_a_page_and_refuses_a_text_built_at_run_time(tmp_path):
    web = tmp_path / "game" / "phones" / "web"
    web.mkdir(parents=True)
    (web / "app.js").write_text(
        'function t(msgid, vars) { return msgid; }\n'
        'h("p", {}, t("A new \\"page\\" text"));\n'
        'h("p", {}, t(kind === "party" ? N_("One") : N_("Other"), { n: 1 }));\n'
        'h("p", {}, t("x." + key));\n'
        'h("p", {}, t(busy ? "plain" : N_("Marked")));\n', encoding="utf-8")
    (web / "index.html").write_text('<p id="boot" data-t>Wait &amp; see…</p>\n<p>Oneira</p>\n', encoding="utf-8")
    found, bad = catalog.extract(tmp_path)
    assert [e.msgid for e in found] == ['A new "page" text', "One", "Other", "Marked", "Wait & see…"]
    assert [p.split(":")[1] for p in bad] == ["4", "5"] and all("plain string literal" in p for p in bad)


def test_a_say_needs_a_known_key_and_exactly_its_values():
    said = Say("colour-taken", colour="yellow")
    assert str(said) == "Yellow is taken: please pick another colour."  # the English `message`, as before
    assert said.key == "colour-taken" and said.values == {"colour": "yellow"}
    with pytest.raises(KeyError):
        Say("no-such-key")
    with pytest.raises(TypeError):
        Say("name-taken")
    with pytest.raises(TypeError):
        Say("busy", extra=1)


# -- every sentence the hub sends is a Say ---------------------------------------------------------
SENDERS = {"ProtocolError": 1, "error_message": 1, "notice_message": 1, "refuse": 1, "reject": 1, "unseat": 1,
           "tell_seated": 1}
SOURCES = [*sorted((ROOT / "game" / "phones").glob("*.py")), ROOT / "scenes" / "phonelink.py",
           ROOT / "scenes" / "learn.py"]


def _name(func: ast.expr) -> str:
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def sends(source: str, where: str) -> tuple[list[str], set[str]]:
    """Problems in one file's sentences for phones, and the keys it uses."""
    problems, keys = [], set()
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        name = _name(node.func)
        if name == "Say":
            key = node.args[0].value if node.args and isinstance(node.args[0], ast.Constant) else None
            if key not in SAYS:
                problems.append(f"{where}:{node.lineno}: Say() with an unknown or computed key")
                continue
            keys.add(key)
            given = {k.arg for k in node.keywords}
            if given != _fields(SAYS[key]):
                problems.append(f"{where}:{node.lineno}: Say({key!r}) gives {sorted(given)}, "
                                f"the sentence has {sorted(_fields(SAYS[key]))}")
        elif name in SENDERS and len(node.args) > SENDERS[name]:
            arg = node.args[SENDERS[name]]
            if isinstance(arg, (ast.Constant, ast.JoinedStr, ast.BinOp)) or \
                    (isinstance(arg, ast.Call) and _name(arg.func) in ("Message", "format", "_")):
                problems.append(f"{where}:{node.lineno}: {name}() sends a sentence, not a Say: {ast.unparse(arg)[:60]}")
    return problems, keys


def test_the_hub_sends_keys_with_values_never_sentences():
    problems, used = [], set()
    for path in SOURCES:
        found, keys = sends(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))
        problems += found
        used |= keys
    assert problems == [], "\n".join(problems)
    assert used == set(SAYS), f"keys nothing sends: {sorted(set(SAYS) - used)}"  # the list holds no dead sentence


def test_the_sentence_check_catches_english_sent_to_a_phone():
    bad = '''
raise P.ProtocolError("room", "That is not the room code.")
self.hub.refuse(event.phone, Message("The table is full."))
conn.send(P.error_message("flood", f"Too many: {n}"))
raise P.ProtocolError("name", Say("name-taken"))
raise P.ProtocolError("name", Say("no-such-key"))
'''
    found, _ = sends(bad, "x.py")
    assert sorted(int(p.split(":")[1]) for p in found) == [2, 3, 4, 5, 6], found


def test_docs_list_every_key():
    doc = (ROOT / "docs" / "phones.md").read_text(encoding="utf-8")
    assert "strings.json" not in doc
    missing = [key for key in SAYS if f"`{key}`" not in doc]
    assert missing == [], missing


# -- over the wire -------------------------------------------------------------------------------
@run_async
async def test_words_by_language_from_the_catalogue(http, hub):
    async with http.get(hub.plain_url + "words", params={"lang": "fr-CA,fr;q=0.9,en;q=0.5"}) as r:
        assert r.status == 200 and r.headers["Cache-Control"] == "no-cache"
        fr = await r.json()
    assert fr["lang"] == "fr" and set(fr["words"]) == set(page_msgids()) and fr["says"] == SAYS
    assert fr["words"]["You are the storyteller"] == "Vous êtes le conteur"
    assert fr["words"][SAYS["name-taken"]] == "{name} est déjà à la table\u00a0: choisissez un autre prénom."
    assert fr["words"]["sky blue"] == "bleu ciel"
    async with http.get(hub.plain_url + "words", params={"lang": "en"}) as r:
        en = await r.json()
    assert en["lang"] == "en" and all(text == msgid for msgid, text in en["words"].items())
    for tags in ("de", "", "x" * 500, "de-DE,it"):
        async with http.get(hub.plain_url + "words", params={"lang": tags}) as r:
            assert r.status == 404 and (await r.json()) == {"lang": None}, tags


@run_async
async def test_the_page_opens_in_the_browsers_language(http, hub):
    async with http.get(hub.plain_url, headers={"Accept-Language": "fr-FR,fr;q=0.9"}) as r:
        page = await r.text()
        assert r.headers["Vary"] == "Accept-Language" and "Content-Security-Policy" in r.headers
    assert '<html lang="fr">' in page
    assert 'data-t="Connecting to the table…">Connexion à la table…</p>' in page
    assert "Cette page a besoin de JavaScript pour jouer." in page
    async with http.get(hub.plain_url, headers={"Accept-Language": "de"}) as r:
        page = await r.text()
    assert '<html lang="en">' in page and ">Connecting to the table…</p>" in page


@run_async
async def test_errors_and_notices_carry_a_key_and_values(http, hub):
    tv = TV(hub)
    tv.sit("Ann", 3)
    hub.set_open_places(2)
    tv.publish()
    p = await Phone(http, hub.plain_url).open()
    await p.send(type="hello", room="ZZZZ")
    err = await p.error("room")
    assert err["key"] == "room-wrong" and err["values"] == {} and err["message"] == SAYS["room-wrong"]
    await p.send(type="hello", room=hub.room)
    await p.send(type="join", room=hub.room, name="ann", colour=1)
    err = await p.error("name")
    assert (err["key"], err["values"]) == ("name-taken", {"name": "ann"})
    assert err["message"] == "ann is already at the table: please choose another name."
    await p.send(type="join", room=hub.room, name="Bea", colour=3)
    err = await p.error("colour")
    assert (err["key"], err["values"]) == ("colour-taken", {"colour": "yellow"})
    assert err["message"] == "Yellow is taken: please pick another colour."
    await p.send_raw('{"v": 1, "type": "dance"}')
    err = await p.error("unknown-type")
    assert (err["key"], err["values"]) == ("unknown-type", {"type": "dance"})
    # the TV's own refusal, in a French TV's words: the key for the page, the French for older clients
    i18n.set_language("fr")
    await p.send(type="join", room=hub.room, name="Bea", colour=4)
    (event,) = [e for e in await _drain(hub) if type(e).__name__ == "JoinRequest"]
    hub.refuse(event.phone, Say("table-full", n=12))
    err = await p.error("refused")
    assert (err["key"], err["values"]) == ("table-full", {"n": 12})
    assert err["message"] == "La table est complète (12 joueurs). Désolé\u00a0!"
    await p.close()


async def _drain(hub) -> list:
    import asyncio

    for _ in range(100):
        events = hub.drain()
        if events:
            return events
        await asyncio.sleep(0.02)
    return []


def test_the_words_of_a_language_are_json_the_page_can_read():
    data = json.loads(words.words_for("fr"))
    assert data["lang"] == "fr" and all(isinstance(v, str) and v for v in data["words"].values())


def _keys(literal: str) -> set[str]:
    """The keys of a JS object literal ("{ n: i + 1, name }"), values skipped whatever they hold."""
    inner, keys, at = literal.strip()[1:-1], set(), 0
    while at < len(inner):
        piece = words._first_argument(inner, at)
        if piece.strip():
            keys.add(piece.split(":")[0].strip())
        at += len(piece) + 1
    return keys


def js_placeholder_problems(js: str) -> list[str]:
    """Calls of t() in the page whose values do not fill exactly the text's {placeholders} (the page
    would show a raw "{name}"): t("Card {n}", { n: 3 }) is right, t("Card {n}") is not."""
    out, ids = [], set(page_msgids())
    for m in words._JS_CALL.finditer(js):
        if js[max(0, m.start() - 9):m.start()] == "function ":
            continue
        first = words._first_argument(js, m.end())
        texts = [s for s in map(json.loads, words._JS_STRING.findall(first)) if s in ids]  # not "party" in x === "party"
        rest = js[m.end() + len(first):]
        if rest.startswith(","):
            second = words._first_argument(js, m.end() + len(first) + 1).strip()
            if not second.startswith("{"):
                continue  # a variable holding the values: checked by the browser tests
            given = _keys(second)
        else:
            given = set()
            if rest.startswith(").split(\"{"):
                continue  # the text is cut at its placeholder, which the page fills with markup
        out += [f"line {js.count(chr(10), 0, m.start()) + 1}: {text!r} gets {sorted(given)}"
                for text in texts if _fields(text) != given]
    return out


def test_the_page_fills_every_placeholder_of_its_texts():
    js = (words.WEB / "app.js").read_text(encoding="utf-8")
    assert js_placeholder_problems(js) == []
    broken = js.replace('t("Card {n} of your hand", { n: i + 1 })', 't("Card {n} of your hand")')
    broken = broken.replace('t("Vote for card {n}", { n: pos })', 't("Vote for card {n}", { m: pos })')
    assert len(js_placeholder_problems(broken)) == 2
