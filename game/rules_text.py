"""Plain-language rules of each rule set, for the in-game rules screen (built from the rule-set data)."""

from __future__ import annotations

from .engine.rulesets import END_PILE, END_ROUNDS, PARTY, RULESETS, STORY


def rules_text(name: str, options: dict | None = None) -> list[tuple[str, str]]:
    """(heading, paragraph) pairs."""
    r = RULESETS[name]
    options = options or {}
    sizes = f"{min(r.sizes)}-{max(r.sizes)}" if len(r.sizes) > 2 and r.sizes == tuple(range(min(r.sizes), max(r.sizes) + 1)) \
        else ", ".join(map(str, r.sizes))
    out = [("Table", f"{sizes} players. Hands of {r.hand}" + (f" ({r.hand_3p} with 3 players)" if r.hand_3p else "")
            + ".")]
    if r.family == STORY:
        out.append(("A turn", "The storyteller picks a card from their hand and gives a clue: a word, a phrase, a "
                    "sound. Everyone else plays the card from their hand that best fits the clue"
                    + (" (two cards each with 3 players)" if 3 in r.sizes else "") + ". The cards are shuffled "
                    "and shown; everyone but the storyteller secretly votes for the storyteller's card. You "
                    "may never vote for your own card."))
        out.append(("Scoring", "If everybody or nobody finds the storyteller's card, the storyteller scores 0 "
                    "and everyone else 2. Otherwise the storyteller and every finder score 3. Then each "
                    "player scores 1 per vote on their own card" + (f" (at most {r.cap})." if r.cap else ".")))
        if r.second_vote_from:
            out.append(("Big tables", f"With {r.second_vote_from} or more players each voter may cast a second "
                        "vote on another card. A finder who cast a single vote scores 1 extra."))
        if options.get("lone_finder"):
            out.append(("Lone finder", "When exactly one voter finds the card, storyteller and finder score 4."))
        if options.get("mimes"):
            out.append(("Mimes and songs", "The clue may be a mime, a song or a sound instead of words."))
    elif r.family == PARTY:
        out.append(("A turn", "The storyteller gives a clue before looking at their hand. Everyone, the "
                    "storyteller too, plays one card. All cards are shown; everyone votes for the card they "
                    "think most players will pick (your own card is allowed), and the storyteller also "
                    "secretly marks one card as the trap. Afterwards everyone passes their hand to the left."))
        out.append(("Scoring", "You score 1 per vote on the card you voted for (your vote included)"
                    + (f", at most {r.cap}" if r.cap else "") + " - but nothing if it is the trap, and nothing "
                    "if you were its only voter."))
    else:
        out.append(("Teams", "Teammates sit facing each other and share one score. The storyteller picks a card "
                    "and gives a clue; their teammate plays a card; every other team chooses out loud which "
                    "member plays a card. The other member of each other team votes."))
        out.append(("Scoring", "All or no voters found the storyteller's card: the other teams score 2. "
                    "Otherwise the storyteller's team and every team that found it score 3. Each card's team "
                    "then scores 1 per vote on it" + (f" (at most {r.cap})." if r.cap else ".")))
    if r.end == END_PILE:
        end = "The game ends after the turn in which the draw pile runs out."
    elif r.end == END_ROUNDS:
        n = options.get("rounds", 1)
        end = f"The game ends when every player has been storyteller {n} time{'s' if n != 1 else ''}."
    else:
        end = "The game ends after the turn in which someone reaches 30 points."
    out.append(("End", end + " The most points wins; a tie is a shared victory."))
    return out
