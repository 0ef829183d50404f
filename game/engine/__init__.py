"""The rules engine: pure Python, no pygame, no clock, no global random.

A game is (config, seed, actions):

    state = new_game(GameConfig("revised", players, card_ids), seed=42)
    legal_actions(state, seat) -> [Tell | Clue | Submit | Vote]
    state = apply(state, action)        # raises IllegalAction, leaves `state` untouched
    view(state, seat) -> PlayerView     # only what that seat may know; view(state, None) is public

Every refusal is a RulesError: ConfigError for a table that cannot be played, IllegalAction for a
move the rules forbid, and its subclass BadValue for a value of the wrong type or out of range
(a float or bool seat, a seat not at the table, a card that is not text, a clue holding control
characters). Nothing else escapes a public entry, and the state given is never changed.
    state.last_round -> RoundRecord     # after each scoring: clue, cards, owners, votes, deltas
"""

from .actions import MAX_CLUE, Action, Clue, Submit, Tell, Vote, action_from_json, action_to_json
from .config import GameConfig
from .errors import BadValue, ConfigError, IllegalAction, NotYourTurn, RulesError
from .rules import apply, legal_actions, new_game, replay, votable_positions
from .rulesets import PARTY, RULESETS, STORY, TEAM, RuleSet, legal_rulesets
from .state import CLUE, OVER, SUBMIT, VOTE, GameState, RoundRecord
from .view import PlayerView, view

__all__ = [
    "MAX_CLUE", "Action", "Clue", "Submit", "Tell", "Vote", "action_from_json", "action_to_json",
    "GameConfig", "BadValue", "ConfigError", "IllegalAction", "NotYourTurn", "RulesError",
    "apply", "legal_actions", "new_game", "replay", "votable_positions",
    "PARTY", "RULESETS", "STORY", "TEAM", "RuleSet", "legal_rulesets",
    "CLUE", "OVER", "SUBMIT", "VOTE", "GameState", "RoundRecord", "PlayerView", "view",
]
