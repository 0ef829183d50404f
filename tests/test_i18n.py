"""Translations: the French catalogue is complete and compiled, its placeholders and typography are
right, the bundled font draws every character it needs, and no text drawn for players skips
the catalogue (static lint of the source, and a French tour of every screen read back word by word)."""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path

import pygame
import pytest

from assets import ROOT as ASSETS
from game import i18n
from game.app import textentry
from game.locale import catalog

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


def _entries():
    return catalog.read_po(catalog.po_path("fr"))[1]


# -- the catalogue ---------------------------------------------------------------------------------
def test_every_text_shown_to_players_has_a_french_translation_and_the_mo_is_compiled():
    problems = catalog.problems("fr")
    assert problems == [], "\n".join(problems[:30])


def test_the_check_fails_on_a_missing_translation(tmp_path, monkeypatch):
    """The completeness check can fail: a new msgid in the source, or an emptied msgstr, is reported."""
    header, entries = catalog.read_po(catalog.po_path("fr"))
    entries[0].msgstr = [""] * len(entries[0].msgstr)
    po = tmp_path / "fr" / "LC_MESSAGES" / "oneira.po"
    po.parent.mkdir(parents=True)
    catalog.write_po(po, header, entries)
    (po.parent / "oneira.mo").write_bytes(catalog.compile_mo(header, entries))
    monkeypatch.setattr(catalog, "LOCALE_DIR", tmp_path)
    found = catalog.problems("fr")
    assert any("not translated" in p and repr(entries[0].msgid) in p for p in found)
    src = tmp_path / "src" / "scenes"
    src.mkdir(parents=True)
    (src / "new.py").write_text('from game.i18n import _\nLABEL = _("A brand new label")\nBAD = _(f"{1} x")\n')
    extracted, bad = catalog.extract(tmp_path / "src")
    assert [e.msgid for e in extracted] == ["A brand new label"]
    assert len(bad) == 1 and "plain string literal" in bad[0]


def test_mo_round_trip_through_gettext():
    """The pure-Python compiler writes what the standard gettext reader reads (plurals, contexts)."""
    i18n.set_language("fr")
    assert i18n._("New game") == "Nouvelle partie"
    assert i18n.ngettext("{n} vote", "{n} votes", 1) == "{n} vote"
    assert i18n.ngettext("{n} card", "{n} cards", 2) == "{n} cartes"
    assert i18n.pgettext("deck", "on") == "activé"
    assert i18n._("") == ""
    i18n.set_language("en")
    assert i18n._("New game") == "New game"


def _fields(s: str) -> set[str]:
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(s) if name is not None}


def test_translations_keep_the_placeholders():
    """A translation may only use the msgid's {names} (else it would crash when formatted); only the
    engine's step name may be left out, as French sentences say it differently."""
    for e in _entries():
        want = _fields(e.msgid) | (_fields(e.plural) if e.plural else set())
        for s in e.msgstr:
            got = _fields(s)
            assert got <= want, f"{e.msgid!r}: the translation uses {got - want}"
            assert want - got <= {"phase"}, f"{e.msgid!r}: the translation drops {want - got}"


NBSP = "\u00a0"


def test_french_typography():
    """« guillemets » with no-break spaces, a no-break space before : ; ! ?, the typographic apostrophe,
    a real ellipsis and dash (the font has U+00A0 but no narrow U+202F, so U+00A0 is used throughout)."""
    for e in _entries():
        for s in e.msgstr:
            where = f"{e.msgid!r} -> {s!r}"
            assert not re.search(r"[ \u202f][:;!?](\s|$)", s), f"ordinary space before punctuation: {where}"
            assert not re.search(r"\w[:;!?](\s|$)", s) or "http" in s, f"no space before punctuation: {where}"
            assert "'" not in s, f"straight apostrophe (use \u2019): {where}"
            assert "..." not in s and " - " not in s, f"use \u2026 and \u2013: {where}"
            assert "\u201c" not in s and ('"' not in s or '"' in e.msgid), f"use \u00ab \u00bb: {where}"  # " in code
            for m in re.finditer("\u00ab(.)|(.)\u00bb", s):
                assert NBSP in m.group(0), f"guillemets need no-break spaces: {where}"


# -- the font ------------------------------------------------------------------------------------
NOTDEF = "\ue000"  # a private-use code point: the font draws its .notdef box for it


def _missing(font: pygame.font.Font, ch: str) -> bool:
    """The font has no glyph: the .notdef box's metrics, and its pixels (a missing space character is
    drawn blank by the shaper, but still has the .notdef metrics)."""
    if font.metrics(ch) != font.metrics(NOTDEF):
        return False
    if ch.isspace():
        return True
    a, b = font.render(ch, True, (255, 255, 255)), font.render(NOTDEF, True, (255, 255, 255))
    return a.get_size() == b.get_size() and pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


def _fonts() -> list[pygame.font.Font]:
    pygame.font.init()
    return [pygame.font.Font(str(ASSETS / "fonts" / name), 40) for name in ("Comfortaa-Regular.ttf",
                                                                          "Comfortaa-Bold.ttf")]


def test_the_glyph_check_sees_a_missing_glyph():
    for font in _fonts():
        assert _missing(font, "\u202f") and _missing(font, "\u4e2d")
        assert not _missing(font, "\u00e9") and not _missing(font, NBSP)


def test_the_font_draws_every_character_of_the_catalogue_and_the_keyboard():
    keys = "".join(row for row in textentry.ROWS if isinstance(row, str))
    chars = set(keys) | set(keys.lower()) | set("".join(i18n.LANGUAGES.values()))
    for e in _entries():
        chars |= set("".join(e.msgstr)) | set(e.msgid)
    chars -= set("\n\t")
    for font in _fonts():
        missing = sorted(ch for ch in chars if _missing(font, ch))
        assert not missing, f"no glyph for {[hex(ord(c)) for c in missing]}"


def test_the_keyboard_has_every_letter_french_needs():
    keys = "".join(row for row in textentry.ROWS if isinstance(row, str))
    for ch in "éèêàâçùûîïôëœ":
        assert ch.upper() in keys, ch


# -- text drawn without the catalogue --------------------------------------------------------------
MARKERS = {"_", "N_", "ngettext", "pgettext", "Message", "tr"}
# Text sent to the phones, not drawn on the TV: the phone page says it in its own words by code (docs/phones.md).
TO_PHONES = {"reject", "refuse", "unseat"}
# (function name, positions of its text arguments, keyword names of text arguments)
SINKS = {
    "blit_text": ((1,), ()), "blit_fit": ((1,), ()), "blit_wrapped": ((1,), ()), "text": ((0,), ()),
    "shadow_text": ((0,), ()), "fitted": ((0,), ()), "prompt": ((1, 2), ("sub",)), "render": ((0,), ()),
    "Item": ((0,), ("label", "hint")), "TextField": ((2,), ("placeholder",)),
}
ALLOWED = {"Oneira", "Aa", "Language"}  # the name of the game; the shift key; "Language" shown in English on purpose
LINT_FILES = sorted([*ROOT.glob("scenes/**/*.py"), *ROOT.glob("game/app/*.py"), ROOT / "game/kiosk/runtime.py"])


def _wordy(s: str) -> bool:
    return bool(re.search(r"[^\W\d_]{2,}", s)) and s not in ALLOWED


def _name(func: ast.expr) -> str:
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def _bare(node: ast.AST) -> list[str]:
    """String literals in an expression that reach the screen without going through a marker."""
    if isinstance(node, ast.Call) and _name(node.func) in MARKERS:
        return []
    if isinstance(node, ast.Constant):
        return [node.value] if isinstance(node.value, str) and _wordy(node.value) else []
    if isinstance(node, ast.JoinedStr):  # the literal parts; what is interpolated is data
        return [v.value for v in node.values if isinstance(v, ast.Constant) and _wordy(v.value)]
    if isinstance(node, (ast.Subscript, ast.Compare, ast.Lambda)):
        return []  # keys, comparisons and callbacks are not text
    out: list[str] = []
    for child in ast.iter_child_nodes(node):
        out += _bare(child)
    return out


def lint(source: str, filename: str = "<source>") -> list[str]:
    """Untranslated text: a wordy literal given to a drawing call, and any English phrase or
    capitalised word left in the code outside a marker (docstrings excepted)."""
    tree = ast.parse(source, filename)
    problems: list[str] = []
    inside_markers: set[int] = set()  # and raised errors: a wiring mistake is for developers
    docstrings: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef)) and node.body and \
                isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant):
            docstrings.add(id(node.body[0].value))
        if isinstance(node, ast.Call) and _name(node.func) in MARKERS | TO_PHONES or isinstance(node, ast.Raise):
            inside_markers |= {id(n) for n in ast.walk(node)}
        if isinstance(node, ast.Call) and _name(node.func) in SINKS:
            positions, keywords = SINKS[_name(node.func)]
            args = [node.args[i] for i in positions if i < len(node.args)]
            args += [k.value for k in node.keywords if k.arg in keywords]
            for arg in args:
                problems += [f"{filename}:{node.lineno}: {s!r} drawn without _()" for s in _bare(arg)]
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in inside_markers \
                and id(node) not in docstrings and node.value not in ALLOWED:
            s = node.value
            if re.search(r"[^\W\d_]{2,} [^\W\d_]{2,}", s) or re.fullmatch(r"[A-Z][a-z]+[.!?]?", s):
                problems.append(f"{filename}:{node.lineno}: {s!r} looks like text for players but is not marked")
    return sorted(set(problems))


def test_no_text_is_drawn_without_the_catalogue():
    problems = [p for path in LINT_FILES for p in lint(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))]
    assert problems == [], "\n".join(problems)


def test_the_lint_catches_untranslated_text():
    bad = '''
def draw(self, surface, name):
    theme.blit_text(surface, "Paused", (0, 0))
    theme.blit_fit(surface, f"{name} wins!", (0, 0), 100)
    self.prompt(surface, _("ok"), "press a button")
    label = "Next turn" if name else _("Final scores")
    Item(_("Back"), hint="go back to the title")
'''
    found = lint(bad)
    for text in ("'Paused'", "' wins!'", "'press a button'", "'Next turn'", "'go back to the title'"):
        assert any(text in p for p in found), (text, found)
    good = '''
def draw(self, surface, name):
    """A docstring is not drawn."""
    theme.blit_text(surface, _("Paused"), (0, 0))
    theme.blit_fit(surface, _("{name} wins!").format(name=name), (0, 0), 100)
    theme.blit_text(surface, f"{name}: {3}", (0, 0))
    Item(_("Back"), key="back", hint=_("go back to the title"))
    if self.stage == "trap":
        pass
'''
    assert lint(good) == []


def test_decimal_mark_follows_the_language():
    i18n.set_language("fr")
    assert i18n.decimal(1.5) == "1,5" and i18n.decimal(0.4, ".1f") == "0,4" and i18n.decimal(2.0) == "2"
    i18n.set_language("en")
    assert i18n.decimal(1.5) == "1.5"
