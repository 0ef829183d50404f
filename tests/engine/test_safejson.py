"""The untrusted-JSON reader: every bad input is one BadJSON, good JSON parses as json.loads does."""

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.engine.safejson import BadJSON, loads


@pytest.mark.parametrize("text", [
    "[" * 200_000, "{\"a\":" * 100_000, "1" * 5000, "-" + "9" * 5000, "NaN", "[Infinity]", "1e999",
    "{", "", "\"\\ud800", b"\xff\xfe", "[1,]", "[\"\\ud800\"]",
])
def test_bad_inputs_raise_badjson_only(text):
    with pytest.raises(BadJSON):
        loads(text)


def test_size_cap():
    with pytest.raises(BadJSON):
        loads("[1, 2, 3]", max_bytes=4)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**30, 10**30) | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=30)


@given(json_values)
def test_round_trips_like_json(value):
    text = json.dumps(value)
    assert loads(text) == json.loads(text)
    assert loads(text.encode()) == json.loads(text)


@given(st.text(max_size=200))
def test_arbitrary_text_is_parsed_or_refused(text):
    try:
        loads(text)
    except BadJSON:
        pass
