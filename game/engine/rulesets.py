"""Every rule set as data (see RULES.md). Behaviour that really differs lives in scoring.py.

Families: "story" (storyteller's card is the answer), "party" (vote for the popular card, avoid
the trap), "team" (pairs score together).
"""

from __future__ import annotations

from dataclasses import dataclass

STORY, PARTY, TEAM = "story", "party", "team"
END_PILE, END_SCORE, END_ROUNDS = "pile_empty", "score_30", "rounds"
# What happens when the draw pile cannot refill every hand (RULES.md, settled 2026-11-23):
NO_RESHUFFLE = "never"  # classic: the game ends instead
DISCARDS_UNDER = "discards_under"  # the shuffled discards go under the rest of the pile
ALL_TOGETHER = "pile_and_discards"  # the rest of the pile and the discards are shuffled into one pile
WINNING_SCORE = 30


@dataclass(frozen=True)
class RuleSet:
    name: str
    title: str
    family: str
    sizes: tuple[int, ...]
    hand: int
    hand_3p: int | None  # hand size with 3 players, where 3 are allowed
    cap: int | None  # story/team: bonus cap; party: score cap; None = uncapped
    end: str
    reshuffle: str  # NO_RESHUFFLE, DISCARDS_UNDER or ALL_TOGETHER: how a short draw pile is renewed
    second_vote_from: int | None  # table size from which a voter may cast a 2nd vote
    options: tuple[str, ...]  # option keys this rule set understands
    summary: str

    def hand_size(self, players: int) -> int:
        return self.hand_3p if players == 3 and self.hand_3p else self.hand

    def cards_per_submitter(self, players: int) -> int:
        return 2 if self.family == STORY and players == 3 else 1

    def max_votes(self, players: int) -> int:
        return 2 if self.second_vote_from and players >= self.second_vote_from else 1

    def cards_per_turn(self, players: int) -> int:
        if self.family == TEAM:
            return players // 2 + 1
        if self.family == STORY:
            return 1 + (players - 1) * self.cards_per_submitter(players)
        return players

    def cards_needed(self, players: int) -> int:
        """Smallest deck that deals every hand and still refills after the first turn."""
        return self.hand_size(players) * players + self.cards_per_turn(players)


RULESETS: dict[str, RuleSet] = {
    r.name: r
    for r in (
        RuleSet("classic", "Classic (2008)", STORY, (3, 4, 5, 6), 6, 7, None, END_PILE, NO_RESHUFFLE, None,
                ("lone_finder", "mimes", "three_player"),
                "Storyteller's card is the answer. Ends when the draw pile runs out."),
        RuleSet("revised", "Revised base game", STORY, (3, 4, 5, 6), 6, 7, 3, END_SCORE, DISCARDS_UNDER, None,
                (), "Bonus capped at 3. First to 30 ends the game."),
        RuleSet("odyssey", "Odyssey (3-12)", STORY, tuple(range(3, 13)), 6, 7, 3, END_SCORE, DISCARDS_UNDER, 7,
                (), "Up to 12 players; from 7 players each voter may cast a second vote."),
        RuleSet("party2011", "Party (2011)", PARTY, tuple(range(6, 13)), 5, None, 5, END_ROUNDS, DISCARDS_UNDER, None,
                ("rounds",), "Vote for the most popular card and dodge the storyteller's trap. Score cap 5."),
        RuleSet("party2020", "Party (2020)", PARTY, tuple(range(6, 13)), 4, None, None, END_SCORE, ALL_TOGETHER, None,
                (), "Vote for the most popular card and dodge the trap. First to 30."),
        RuleSet("teams2011", "Teams (2011)", TEAM, (6, 8, 10, 12), 4, None, 3, END_ROUNDS, DISCARDS_UNDER, None,
                ("rounds",), "Pairs score together; each team picks who plays a card."),
        RuleSet("teams2020", "Teams (2020)", TEAM, (8, 10, 12), 4, None, None, END_SCORE, ALL_TOGETHER, None,
                (), "Pairs score together. First team to 30."),
    )
}

# Option keys the engine knows, with their defaults. A known key that a rule set does not use
# is ignored (tools may pass one options object for every rule set); an unknown key is an error.
OPTION_DEFAULTS: dict[str, object] = {
    "lone_finder": False,
    "mimes": False,
    "three_player": False,
    "rounds": 1,
}


def legal_rulesets(players: int) -> list[RuleSet]:
    return [r for r in RULESETS.values() if players in r.sizes]
