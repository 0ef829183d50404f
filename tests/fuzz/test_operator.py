"""Hostile operator.toml: never a crash, never an unlocked kiosk by accident, never a silent PIN;
the PIN keypad takes ASCII digits only; the operator menu says what must be fixed."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import given, settings

from game.kiosk.config import DEFAULT_PIN, Operator, load_operator, validate, write_operator
from game.kiosk.runtime import Kiosk
from game.typedfile import as_dict, defaults
from tests.scenes.driver import key, make_app, run, text

from .hostile import (
    SPECIAL_KINDS,
    TOML_TEXTS,
    WRONG_VALUES,
    deadline,
    json_values,
    make_special,
    one_sentence,
)


def _usable(op: Operator) -> bool:
    """What the kiosk runtime relies on: every key there, each of the right type and in range."""
    again, problems = validate({k: v for k, v in as_dict(op).items() if v is not None})
    return isinstance(op, Operator) and not [p for p in problems if "'pin'" not in p] and \
        op.default_ruleset in op.allowed_rulesets and isinstance(op.kiosk, bool)


@pytest.mark.parametrize("name", sorted(TOML_TEXTS))
def test_hostile_toml_text(tmp_path, name):
    path = tmp_path / "operator.toml"
    path.write_text(TOML_TEXTS[name], encoding="utf-8", errors="surrogatepass")
    with deadline(10):
        op, problems = load_operator(path)
    assert _usable(op) and all(one_sentence(p) for p in problems)
    if name in ("nested-arrays", "nested-inline", "int-5000-digits", "malformed", "duplicate", "binary"):
        assert op.kiosk is True and len(problems) == 1 and "locked" in problems[0]  # unreadable: locked


@pytest.mark.parametrize("kind", SPECIAL_KINDS)
def test_operator_toml_that_is_not_a_file_starts_locked(tmp_path, kind):
    path = tmp_path / "operator.toml"
    make_special(path, kind)
    with deadline(10):
        op, problems = load_operator(path)
    assert op.kiosk is True and op.pin is None and len(problems) == 1 and "locked" in problems[0]


def test_binary_operator_toml_starts_locked(tmp_path):
    path = tmp_path / "operator.toml"
    path.write_bytes(b"\xff\xfe\x00kiosk = false")
    op, problems = load_operator(path)
    assert op.kiosk is True and "locked" in problems[0]


def test_the_reported_cases():
    op, problems = validate({"default_ruleset": ["odyssey"], "pin": "2468"})
    assert op.default_ruleset == "revised" and len(problems) == 1 and "default_ruleset" in problems[0]
    op, problems = validate({"allowed_rulesets": [["odyssey"]], "pin": "2468"})
    assert op.allowed_rulesets == Operator().allowed_rulesets and len(problems) == 1
    for pin in ("١٢٣٤", "¹²³⁴", "１２３４", "12 34", "123", "123456789", 1234):
        op, problems = validate({"pin": pin, "kiosk": True})
        assert op.pin is None and len(problems) == 1 and "'pin'" in problems[0] and "default PIN" in problems[0]
    op, problems = validate({"kiosk": True})
    assert op.pin is None and len(problems) == 1 and "no 'pin'" in problems[0]
    op, problems = validate({}, kiosk=True)  # --kiosk without an operator.toml
    assert len(problems) == 1 and "no 'pin'" in problems[0]
    assert validate({}) == (Operator(), [])  # a living room without kiosk mode hears nothing about PINs
    for kiosk in ("yes", 1, "true", None, ["true"]):
        op, problems = validate({"kiosk": kiosk, "pin": "2468"})
        assert op.kiosk is True and len(problems) == 1 and "locked" in problems[0]


@pytest.mark.parametrize("key_name", sorted(defaults(Operator)))
def test_every_key_with_every_wrong_type(key_name):
    for value in WRONG_VALUES:
        with deadline(5):
            op, problems = validate({key_name: value, **({} if key_name == "pin" else {"pin": "2468"})})
        assert _usable(op) and all(one_sentence(p) for p in problems)
        if key_name == "kiosk":
            assert op.kiosk is (value if isinstance(value, bool) else True)


@settings(max_examples=200, deadline=None)
@given(data=json_values)
def test_arbitrary_documents(data):
    op, problems = validate(data if isinstance(data, dict) else {"x": data})
    assert _usable(op) and all(one_sentence(p) for p in problems)


def test_saving_the_menu_never_writes_the_default_pin(tmp_path):
    op, _ = validate({"kiosk": True, "volume_cap": 50})
    write_operator(op, tmp_path / "operator.toml")
    again, problems = load_operator(tmp_path / "operator.toml")
    assert again.pin is None and again.volume_cap == 50 and "no 'pin'" in problems[0]


def _pin_screen(operator: Operator, problems: list[str]):
    app = make_app(operator=operator)
    app.services["operator_problems"] = problems
    kiosk = Kiosk(app, operator)
    run(app, frames=2)
    kiosk.open_pin()
    run(app)
    return app


def test_keypad_ignores_non_ascii_digits_and_the_default_pin_is_said_in_the_menu():
    operator, problems = validate({"kiosk": True, "pin": "١٢٣٤"})
    app = _pin_screen(operator, problems)
    run(app, text("١٢٣٤¹²³⁴") + key(pygame.K_RETURN))
    assert app.stack.top.name == "pin" and app.stack.top.error == "Wrong PIN"
    run(app, text(DEFAULT_PIN) + key(pygame.K_RETURN))
    menu = app.stack.top
    assert menu.name == "operator"
    warnings = menu.warnings()
    assert DEFAULT_PIN in warnings[0] and "operator.toml" in warnings[0]
    run(app, frames=2)  # drawn with the warning above the menu


def test_a_locked_start_says_why_in_the_operator_menu(tmp_path):
    path = tmp_path / "operator.toml"
    path.write_text('kiosk = "yes"\npin = "2468"\n')
    operator, problems = load_operator(path)
    app = _pin_screen(operator, problems)
    run(app, text("2468") + key(pygame.K_RETURN))
    assert app.stack.top.name == "operator"
    assert any("'kiosk' = 'yes'" in w and "locked" in w for w in app.stack.top.warnings())
