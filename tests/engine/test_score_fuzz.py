"""`python main.py score` on malformed rounds: exit 2 and exactly one line on stderr, every time.

Thousands of mutations of valid rounds (a wrong type at every key and list item, deleted keys,
extra keys, unicode and overlong digits, huge numbers, deep nesting, broken text) run through
the referee's `main` in-process; a few run as real `python main.py score` processes.
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import random
from collections.abc import Iterator

import pytest

from game.engine import referee

from .helpers import referee as run_score

VALID = [
    {"ruleset": "revised", "players": ["Ann", "Bob", "Cat", "Dan"], "storyteller": "Ann",
     "display": {"1": "Bob", "2": "Ann", "3": "Dan", "4": "Cat"}, "votes": {"Bob": [2], "Cat": [2], "Dan": [1]}},
    {"ruleset": "classic", "options": {"lone_finder": True}, "players": ["Ann", "Bob", "Cat"], "storyteller": "Cat",
     "display": {"1": "Bob", "2": "Ann", "3": "Cat", "4": "Ann", "5": "Bob"}, "votes": {"Ann": [3], "Bob": [4]}},
    {"ruleset": "odyssey", "players": ["A", "B", "C", "D", "E", "F", "G"], "storyteller": "A",
     "display": {str(i + 1): p for i, p in enumerate("GFEDCBA")},
     "votes": {"B": [7, 1], "C": [7], "D": [1, 2], "E": [7], "F": [3, 4], "G": [7, 6]}},
    {"ruleset": "party2020", "players": ["A", "B", "C", "D", "E", "F"], "storyteller": "A", "trap": 6,
     "display": {str(i + 1): p for i, p in enumerate("ABCDEF")},
     "votes": {"A": [2], "B": [2], "C": [2], "D": [3], "E": [6], "F": [6]}},
    {"ruleset": "party2011", "options": {"rounds": 2}, "players": ["A", "B", "C", "D", "E", "F"], "storyteller": "B",
     "trap": 1, "display": {str(i + 1): p for i, p in enumerate("FEDCBA")},
     "votes": {"A": [2], "B": [2], "C": [1], "D": [3], "E": [2], "F": [4]}},
    {"ruleset": "teams2011", "players": ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"],
     "teams": {"Blue": ["Ann", "Dan"], "Red": ["Bob", "Eve"], "Gold": ["Cat", "Fay"]}, "storyteller": "Ann",
     "display": {"1": "Dan", "2": "Ann", "3": "Bob", "4": "Fay"}, "votes": {"Eve": [2], "Cat": [3]}},
    {"ruleset": "teams2020", "players": ["B1", "P1", "G1", "O1", "B2", "P2", "G2", "O2"],
     "teams": {"Blue": ["B1", "B2"], "Purple": ["P1", "P2"], "Green": ["G1", "G2"], "Orange": ["O1", "O2"]},
     "storyteller": "B1", "display": {"1": "B1", "2": "B2", "3": "P1", "4": "G1", "5": "O1"},
     "votes": {"P2": [1], "G2": [1], "O2": [4]}},
]

HOLE = "\x00HOLE\x00"  # stands for raw JSON text spliced in after dumping
DEEP = "[" * 200_000 + "]" * 200_000
HUGE_NUMBER = "9" * 5000
# values of another kind than any leaf of a valid round (names are str, positions int)
WRONG_LEAVES: list[object] = [
    [], ["Ann"], {}, {"a": 1}, [[["x"]]], None, True, False, 1.5, 2.0, -1, 0, 10**99, "", "x",
    "²", "١", "2\u00b3", "٣", "Ⅻ", "½", "9" * 5000, " ", "\t", "Ann\nBob", "\u2028",
]


def run_main(text: str | bytes) -> tuple[int, str, str]:
    """The referee's main on `text` as stdin, in this process."""
    raw = text if isinstance(text, bytes) else text.encode("utf-8", "surrogatepass")
    out, err = io.StringIO(), io.StringIO()
    stdin = io.TextIOWrapper(io.BytesIO(raw), encoding="utf-8")
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        old, referee.sys.stdin = referee.sys.stdin, stdin
        try:
            code = referee.main([])
        finally:
            referee.sys.stdin = old
    return code, out.getvalue(), err.getvalue()


def _paths(value: object, path: tuple = ()) -> Iterator[tuple]:
    """Every path to a value inside a round (dict keys and list indexes), the root excluded."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield (*path, key)
            yield from _paths(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield (*path, i)
            yield from _paths(item, (*path, i))


def _get(doc: object, path: tuple) -> object:
    for step in path:
        doc = doc[step]
    return doc


def _set(doc: object, path: tuple, value: object) -> None:
    _get(doc, path[:-1])[path[-1]] = value


def _dump(doc: object, raw: str | None = None) -> str:
    text = json.dumps(doc, ensure_ascii=False)
    return text if raw is None else text.replace(json.dumps(HOLE), raw)


def _still_valid(path: tuple, original: object, wrong: object) -> bool:
    """The few replacements that leave a valid round: an option flag for another flag, and
    "no options" for options."""
    if type(original) is bool and type(wrong) is bool:
        return True
    return path == ("options",) and wrong in (None, {})


def malformed_rounds() -> Iterator[tuple[str, str]]:
    """(description, JSON text) of rounds that are wrong in one place each."""
    for r, base in enumerate(VALID):
        for path in _paths(base):
            original = _get(base, path)
            where = f"round {r} at {list(path)}"
            for wrong in WRONG_LEAVES:  # a value of the wrong kind at every key and list item
                if not _still_valid(path, original, wrong):
                    doc = copy.deepcopy(base)
                    _set(doc, path, wrong)
                    yield f"{where} = {str(wrong)[:20]!r}", _dump(doc)
            for raw in (DEEP, HUGE_NUMBER, "-" + HUGE_NUMBER, "1e999", "NaN", "Infinity"):
                doc = copy.deepcopy(base)
                _set(doc, path, HOLE)
                yield f"{where} = raw {raw[:10]}", _dump(doc, raw)
            if isinstance(path[-1], str) and path[0] != "options":  # a missing key (options may be left out)
                doc = copy.deepcopy(base)
                del _get(doc, path[:-1])[path[-1]]
                yield f"{where} deleted", _dump(doc)
        for key in list(base["display"]):
            for bad_key in ("¹", "١", "0", "-1", "1.0", "one", "9" * 5000, "", "1 1", "Ⅰ"):
                doc = copy.deepcopy(base)
                doc["display"][bad_key] = doc["display"].pop(key)
                yield f"round {r} display key {key} -> {bad_key[:10]!r}", _dump(doc)
        for container, extra in (("votes", {"Zed": [1]}), ("options", {"warp": 1}), ("display", {"99": "Ann"}),
                                 ("teams", {"Lone": ["Ann"]})):
            if container == "teams" and "teams" not in base:
                continue
            doc = copy.deepcopy(base)
            doc.setdefault(container, {}).update(extra)
            yield f"round {r} extra {container} entry", _dump(doc)
        yield f"round {r} deep at top", DEEP
    for top in ("[]", "null", "1", '"round"', "", "{", '{"ruleset": "revised",}', "\ufeff{}", "{}"):
        yield f"top-level {top[:10]!r}", top


def test_the_valid_rounds_are_valid():
    for base in VALID:
        code, out, err = run_main(json.dumps(base))
        assert code == 0 and err == "", err
        deltas = json.loads(out)["deltas"]
        assert set(deltas) == set(base.get("teams") or base["players"])
        assert out == json.dumps({"deltas": deltas}) + "\n"  # the README's format, byte for byte


def test_every_malformed_round_exits_2_with_one_line():
    cases = list(malformed_rounds())
    assert len(cases) > 2500
    for what, text in cases:
        try:
            code, out, err = run_main(text)
        except BaseException as e:  # noqa: BLE001 - any escape is the bug this test is for
            pytest.fail(f"{what}: {type(e).__name__}: {e}")
        lines = err.splitlines()
        assert code == 2 and out == "" and len(lines) == 1 and lines[0].strip(), (what, code, out, err[:300])
        assert len(lines[0]) < 400, (what, lines[0][:400])


def test_random_mutations_either_score_or_refuse_cleanly():
    """Several mutations at once, from a seeded generator: valid-looking results are allowed
    (an extra top-level key is ignored), anything else must be exit 2 with one line."""
    rng = random.Random(2026)
    outcomes = {0: 0, 2: 0}
    for _ in range(1500):
        doc = copy.deepcopy(rng.choice(VALID))
        for _ in range(rng.randint(1, 3)):
            paths = list(_paths(doc))
            path = rng.choice(paths)
            choice = rng.random()
            if choice < 0.5:
                _set(doc, path, copy.deepcopy(rng.choice(WRONG_LEAVES + ["Ann", "A", 1, 2, 3, 7, [1], [1, 2], [2, 2]])))
            elif choice < 0.7 and isinstance(_get(doc, path[:-1]), dict):
                del _get(doc, path[:-1])[path[-1]]
            elif choice < 0.9:
                doc[rng.choice(["extra", "votes", "trap", "options", "teams"])] = copy.deepcopy(rng.choice(WRONG_LEAVES))
            else:
                _set(doc, path, copy.deepcopy(rng.choice(VALID)))
        code, out, err = run_main(json.dumps(doc))
        assert code in (0, 2), (doc, code, err)
        if code == 0:
            assert err == "" and set(json.loads(out)["deltas"])
        else:
            assert out == "" and len(err.splitlines()) == 1, (doc, err)
        outcomes[code] += 1
    assert outcomes[2] > 1000


def test_bytes_that_are_not_utf8_or_too_long():
    for raw in (b"\xff\xfe{}", b'{"ruleset": "\xc3"}', b"{" + b" " * 2_000_000 + b"}", b'"\\ud800"'):
        code, out, err = run_main(raw)
        assert code == 2 and out == "" and len(err.splitlines()) == 1, err[:200]


def test_a_name_with_a_newline_stays_on_one_line():
    doc = copy.deepcopy(VALID[0])
    doc["votes"]["Zed\nZed"] = [1]
    code, out, err = run_main(json.dumps(doc))
    assert code == 2 and err.count("\n") == 1 and "Zed\\nZed" in err


REAL_CASES = [
    ("storyteller as a list", json.dumps(dict(VALID[0], storyteller=["Ann"]))),
    ("ruleset as an object", json.dumps(dict(VALID[0], ruleset={"name": "revised"}))),
    ("superscript position", json.dumps(dict(VALID[0], display={"¹": "Bob", "2": "Ann", "3": "Dan", "4": "Cat"}))),
    ("position of 5,000 digits", _dump(dict(VALID[0], votes={"Bob": HOLE, "Cat": [2], "Dan": [1]}),
                                       "[" + HUGE_NUMBER + "]")),
    ("deep nesting", _dump(dict(VALID[0], votes=HOLE), DEEP)),
    ("team member as an object", json.dumps(dict(VALID[5], teams={"Blue": ["Ann", {"n": "Dan"}], "Red": ["Bob", "Eve"],
                                                                  "Gold": ["Cat", "Fay"]}))),
]


@pytest.mark.parametrize("what,text", REAL_CASES, ids=[what for what, _ in REAL_CASES])  # (a deep id would
def test_as_a_real_process(what, text):  # not even fit in the environment pytest hands the child)
    code, out, err = run_score(text)
    assert code == 2 and out == "", what
    assert len(err.splitlines()) == 1 and "Traceback" not in err, (what, err[:500])


def test_a_valid_round_as_a_real_process():
    code, out, err = run_score(VALID[0])
    assert code == 0 and err == ""
    assert out == '{"deltas": {"Ann": 3, "Bob": 4, "Cat": 3, "Dan": 0}}\n'
