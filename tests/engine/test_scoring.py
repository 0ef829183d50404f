"""Hand-computed scoring: the worked examples of RULES.md and every branch and cap."""

from __future__ import annotations

import pytest

from game.engine.errors import RulesError
from game.engine.referee import score_json


def score(**round_):
    return score_json(round_)["deltas"]


# --- the worked examples of RULES.md ------------------------------------------------------------

def test_worked_example_1_as_written():
    # Léa alone finds Julien's card 4; two players vote Léa's card 1; one votes Tom's card 3.
    # Tom cannot vote his own card, so he is one of the two on card 1.
    d = score(ruleset="classic", players=["Julien", "Léa", "Tom", "Mathilde", "Nicolas"], storyteller="Julien",
              display={"1": "Léa", "2": "Mathilde", "3": "Tom", "4": "Julien", "5": "Nicolas"},
              votes={"Léa": [4], "Mathilde": [1], "Tom": [1], "Nicolas": [3]})
    assert d == {"Léa": 5, "Julien": 3, "Tom": 1, "Mathilde": 0, "Nicolas": 0}


def test_worked_example_2_party2020():
    # three votes on card 2 -> +3 each; a lone vote on card 3 -> 0; two votes on the trap 6 -> 0
    players = ["A", "B", "C", "D", "E", "F"]
    d = score(ruleset="party2020", players=players, storyteller="A",
              display={str(i + 1): p for i, p in enumerate(players)}, trap=6,
              votes={"A": [2], "B": [2], "C": [2], "D": [3], "E": [6], "F": [6]})
    assert d == {"A": 3, "B": 3, "C": 3, "D": 0, "E": 0, "F": 0}


def test_worked_example_3_teams2020():
    teams = {"Blue": ["B1", "B2"], "Purple": ["P1", "P2"], "Green": ["G1", "G2"], "Orange": ["O1", "O2"],
             "Pink": ["K1", "K2"]}
    players = ["B1", "P1", "G1", "O1", "K1", "B2", "P2", "G2", "O2", "K2"]
    d = score(ruleset="teams2020", players=players, teams=teams, storyteller="B1",
              display={"1": "B1", "2": "B2", "3": "P1", "4": "G1", "5": "O1", "6": "K1"},
              votes={"P2": [1], "G2": [1], "O2": [4], "K2": [2]})
    assert d == {"Blue": 4, "Green": 4, "Purple": 3, "Orange": 0, "Pink": 0}


def test_worked_example_4_party2011_cap_trap_lone():
    players = [f"P{i}" for i in range(9)]
    d = score(ruleset="party2011", players=players, storyteller="P0",
              display={str(i + 1): p for i, p in enumerate(players)}, trap=2,
              votes={"P0": [1], "P1": [1], "P2": [1], "P3": [1], "P4": [1], "P5": [1],
                     "P6": [2], "P7": [2], "P8": [3]})
    assert d == {"P0": 5, "P1": 5, "P2": 5, "P3": 5, "P4": 5, "P5": 5, "P6": 0, "P7": 0, "P8": 0}


# --- story rule sets ----------------------------------------------------------------------------

FOUR = ["Ann", "Bob", "Cat", "Dan"]
DISPLAY4 = {"1": "Bob", "2": "Ann", "3": "Dan", "4": "Cat"}


@pytest.mark.parametrize("ruleset", ["classic", "revised", "odyssey"])
def test_all_found_storyteller_zero_others_two(ruleset):
    d = score(ruleset=ruleset, players=FOUR, storyteller="Ann", display=DISPLAY4,
              votes={"Bob": [2], "Cat": [2], "Dan": [2]})
    assert d == {"Ann": 0, "Bob": 2, "Cat": 2, "Dan": 2}


@pytest.mark.parametrize("ruleset", ["classic", "revised", "odyssey"])
def test_none_found_others_two_plus_bonus(ruleset):
    d = score(ruleset=ruleset, players=FOUR, storyteller="Ann", display=DISPLAY4,
              votes={"Bob": [3], "Cat": [1], "Dan": [1]})
    assert d == {"Ann": 0, "Bob": 4, "Cat": 2, "Dan": 3}


@pytest.mark.parametrize("ruleset", ["classic", "revised", "odyssey"])
def test_some_found(ruleset):
    d = score(ruleset=ruleset, players=FOUR, storyteller="Ann", display=DISPLAY4,
              votes={"Bob": [2], "Cat": [2], "Dan": [1]})
    assert d == {"Ann": 3, "Bob": 4, "Cat": 3, "Dan": 0}


def test_classic_lone_finder_option():
    kw = dict(ruleset="classic", players=FOUR, storyteller="Ann", display=DISPLAY4,
              votes={"Bob": [2], "Cat": [1], "Dan": [1]})
    assert score(**kw) == {"Ann": 3, "Bob": 5, "Cat": 0, "Dan": 0}
    assert score(**kw, options={"lone_finder": True}) == {"Ann": 4, "Bob": 6, "Cat": 0, "Dan": 0}
    # two finders: the option changes nothing
    kw["votes"] = {"Bob": [2], "Cat": [2], "Dan": [1]}
    assert score(**kw, options={"lone_finder": True}) == score(**kw)


def test_lone_finder_ignored_outside_classic():
    kw = dict(ruleset="revised", players=FOUR, storyteller="Ann", display=DISPLAY4,
              votes={"Bob": [2], "Cat": [1], "Dan": [1]})
    assert score(**kw, options={"lone_finder": True}) == score(**kw)


SIX = ["S", "A", "B", "C", "D", "E"]
DISPLAY6 = {"1": "S", "2": "A", "3": "B", "4": "C", "5": "D", "6": "E"}


def test_classic_bonus_uncapped_revised_capped_at_three():
    votes = {"A": [1], "B": [2], "C": [2], "D": [2], "E": [2]}
    classic = score(ruleset="classic", players=SIX, storyteller="S", display=DISPLAY6, votes=votes)
    revised = score(ruleset="revised", players=SIX, storyteller="S", display=DISPLAY6, votes=votes)
    assert classic == {"S": 3, "A": 3 + 4, "B": 0, "C": 0, "D": 0, "E": 0}
    assert revised == {"S": 3, "A": 3 + 3, "B": 0, "C": 0, "D": 0, "E": 0}


def test_three_players_two_cards_each_bonus_from_both():
    d = score(ruleset="revised", players=["S", "A", "B"], storyteller="S",
              display={"1": "A", "2": "S", "3": "B", "4": "A", "5": "B"},
              votes={"A": [3], "B": [4]})
    assert d == {"S": 0, "A": 2 + 1, "B": 2 + 1}


def test_three_players_classic_allowed_without_option():
    d = score(ruleset="classic", players=["S", "A", "B"], storyteller="S",
              display={"1": "A", "2": "S", "3": "B", "4": "A", "5": "B"}, votes={"A": [2], "B": [1]})
    assert d == {"S": 3, "A": 3 + 1, "B": 0}  # A found S; B voted A's first card


SEVEN = ["S", "A", "B", "C", "D", "E", "F"]
DISPLAY7 = {"1": "S", "2": "A", "3": "B", "4": "C", "5": "D", "6": "E", "7": "F"}


def test_odyssey_second_vote_lone_vote_finder_bonus():
    d = score(ruleset="odyssey", players=SEVEN, storyteller="S", display=DISPLAY7,
              votes={"A": [1], "B": [1, 2], "C": [2, 3], "D": [2], "E": [3, 4], "F": [2, 5]})
    # some found (A, B): S +3; A +3 +1 (single vote); B +3; bonuses: A's card 2 got B, C, D, F = 4 -> cap 3
    # card 3 (B's) got C and E; card 4 (C's) got E; card 5 (D's) got F; nobody voted E's or F's card
    assert d == {"S": 3, "A": 3 + 1 + 3, "B": 3 + 2, "C": 1, "D": 1, "E": 0, "F": 0}


def test_odyssey_all_found_lone_vote_finder_gets_three():
    d = score(ruleset="odyssey", players=SEVEN, storyteller="S", display=DISPLAY7,
              votes={"A": [1], "B": [1, 2], "C": [1, 2], "D": [1], "E": [1, 4], "F": [1]})
    assert d["S"] == 0
    assert d["A"] == 3 + 2  # 2 + 1 single-vote finder + bonus 2 (B, C)
    assert d["D"] == 3  # 2 + 1, and one bonus vote from E on card 4? no: card 4 is C's
    assert d["C"] == 2 + 1  # E voted card 4 (C's)
    assert d["F"] == 3


def test_odyssey_none_found_with_second_votes():
    d = score(ruleset="odyssey", players=SEVEN, storyteller="S", display=DISPLAY7,
              votes={"A": [3], "B": [2, 4], "C": [2], "D": [2, 3], "E": [2], "F": [2, 3]})
    assert d["S"] == 0
    assert d["A"] == 2 + 3  # 5 votes, cap 3
    assert d["B"] == 2 + 3


# --- party ----------------------------------------------------------------------------------------

def test_party_storyteller_votes_and_own_card_allowed():
    players = ["A", "B", "C", "D", "E", "F"]
    d = score(ruleset="party2020", players=players, storyteller="A",
              display={str(i + 1): p for i, p in enumerate(players)}, trap=1,
              votes={p: [2] for p in players})
    assert d == dict.fromkeys(players, 6)


def test_party2011_cap_five_party2020_uncapped():
    players = [f"P{i}" for i in range(8)]
    kw = dict(players=players, storyteller="P0", display={str(i + 1): p for i, p in enumerate(players)}, trap=8,
              votes={p: [3] for p in players})
    assert set(score(ruleset="party2011", **kw).values()) == {5}
    assert set(score(ruleset="party2020", **kw).values()) == {8}


# --- teams ----------------------------------------------------------------------------------------

TEAMS6 = {"Red": ["R1", "R2"], "Blue": ["B1", "B2"], "Gold": ["G1", "G2"]}
PLAYERS6 = ["R1", "B1", "G1", "R2", "B2", "G2"]


def test_teams_all_found():
    d = score(ruleset="teams2011", players=PLAYERS6, teams=TEAMS6, storyteller="R1",
              display={"1": "R1", "2": "R2", "3": "B1", "4": "G2"}, votes={"B2": [1], "G1": [1]})
    assert d == {"Red": 0, "Blue": 2, "Gold": 2}


def test_teams_none_found_bonus_and_cap():
    teams = {"T1": ["A1", "A2"], "T2": ["B1", "B2"], "T3": ["C1", "C2"], "T4": ["D1", "D2"], "T5": ["E1", "E2"]}
    players = ["A1", "B1", "C1", "D1", "E1", "A2", "B2", "C2", "D2", "E2"]
    display = {"1": "A1", "2": "A2", "3": "B1", "4": "C1", "5": "D1", "6": "E1"}
    votes = {"B2": [2], "C2": [2], "D2": [2], "E2": [2]}
    capped = score(ruleset="teams2011", players=players, teams=teams, storyteller="A1", display=display, votes=votes)
    uncapped = score(ruleset="teams2020", players=players, teams=teams, storyteller="A1", display=display, votes=votes)
    assert capped == {"T1": 3, "T2": 2, "T3": 2, "T4": 2, "T5": 2}
    assert uncapped == {"T1": 4, "T2": 2, "T3": 2, "T4": 2, "T5": 2}


# --- refusals -------------------------------------------------------------------------------------

BAD = [
    (dict(ruleset="chess"), "unknown-ruleset"),
    (dict(ruleset="classic", players=["A", "B"]), "table-size"),
    (dict(ruleset="party2020", players=FOUR), "table-size"),
    (dict(ruleset="revised", players=FOUR, storyteller="Zed"), "storyteller"),
    (dict(ruleset="revised", players=FOUR, storyteller="Ann", display={"1": "Ann", "2": "Bob", "3": "Cat"},
          votes={}), "card-count"),
    (dict(ruleset="revised", players=["S", "A", "B"], storyteller="S", display={"1": "S", "2": "A", "3": "B"},
          votes={"A": [1], "B": [1]}), "card-count"),
    (dict(ruleset="revised", players=FOUR, storyteller="Ann", display=DISPLAY4,
          votes={"Ann": [1], "Bob": [2], "Cat": [2], "Dan": [2]}), "voter-not-allowed"),
    (dict(ruleset="revised", players=FOUR, storyteller="Ann", display=DISPLAY4,
          votes={"Bob": [2], "Cat": [2]}), "missing-vote"),
    (dict(ruleset="revised", players=FOUR, storyteller="Ann", display=DISPLAY4,
          votes={"Bob": [1], "Cat": [2], "Dan": [2]}), "vote-own-card"),
    (dict(ruleset="revised", players=FOUR, storyteller="Ann", display=DISPLAY4,
          votes={"Bob": [9], "Cat": [2], "Dan": [2]}), "vote-position"),
    (dict(ruleset="odyssey", players=SEVEN, storyteller="S", display=DISPLAY7,
          votes={"A": [1, 1], "B": [1], "C": [1], "D": [1], "E": [1], "F": [1]}), "vote-same-card"),
    (dict(ruleset="odyssey", players=FOUR, storyteller="Ann", display=DISPLAY4,
          votes={"Bob": [2, 3], "Cat": [2], "Dan": [2]}), "second-vote"),
    (dict(ruleset="odyssey", players=SEVEN, storyteller="S", display=DISPLAY7,
          votes={"A": [1, 3, 4], "B": [1], "C": [1], "D": [1], "E": [1], "F": [1]}), "second-vote"),
    (dict(ruleset="party2020", players=SIX, storyteller="S", display=DISPLAY6,
          votes={p: [1] for p in SIX}), "trap-missing"),
    (dict(ruleset="party2020", players=SIX, storyteller="S", display=DISPLAY6, trap=1,
          votes={p: [1] for p in SIX if p != "S"}), "missing-vote"),
    (dict(ruleset="teams2011", players=PLAYERS6, teams=TEAMS6, storyteller="R1",
          display={"1": "R1", "2": "R2", "3": "B1", "4": "G2"}, votes={"B2": [1], "G1": [1], "B1": [1]}),
     "voter-not-allowed"),
    (dict(ruleset="teams2011", players=PLAYERS6, teams=TEAMS6, storyteller="R1",
          display={"1": "R1", "2": "R2", "3": "B1", "4": "B2", "5": "G2"}, votes={"G1": [1]}), "card-count"),
    (dict(ruleset="revised", players=FOUR, storyteller="Ann", display=DISPLAY4,
          votes={"Bob": [2], "Cat": [2], "Dan": [2]}, options={"hyperdrive": True}), "unknown-option"),
]


@pytest.mark.parametrize("round_,rule", BAD)
def test_refusals_name_the_rule(round_, rule):
    with pytest.raises(RulesError) as err:
        score_json(round_)
    assert err.value.rule == rule
