"""Plain-language rules of each rule set, for the in-game rules screen (built from the rule-set data),
and the rule sets' names and summaries, in the players' language."""

from __future__ import annotations

from .engine.rulesets import END_PILE, END_ROUNDS, PARTY, RULESETS, STORY, RuleSet
from .i18n import _, ngettext


def ruleset_title(rules: RuleSet) -> str:
    """The rule set's name as players see it (the engine's English title, translated)."""
    return _(rules.title)


def ruleset_summary(rules: RuleSet) -> str:
    return _(rules.summary)


def _sizes(sizes: tuple[int, ...]) -> str:
    if len(sizes) > 2 and sizes == tuple(range(min(sizes), max(sizes) + 1)):
        return _("{low} to {high}").format(low=min(sizes), high=max(sizes))
    return _(", ").join(map(str, sizes[:-1])) + _(" or ") + str(sizes[-1])


def rules_text(name: str, options: dict | None = None) -> list[tuple[str, str]]:
    """(heading, paragraph) pairs."""
    r = RULESETS[name]
    options = options or {}
    table = _("{sizes} players. Hands of {hand}").format(sizes=_sizes(r.sizes), hand=r.hand)
    if r.hand_3p:
        table += _(" ({hand} with 3 players)").format(hand=r.hand_3p)
    out = [(_("Table"), table + ".")]
    if r.family == STORY:
        turn = _("The storyteller picks a card from their hand and gives a clue: a word, a phrase, a sound. "
                 "Everyone else plays the card from their hand that best fits the clue")
        if 3 in r.sizes:
            turn += _(" (two cards each with 3 players)")
        turn += _(". The cards are shuffled and shown; everyone but the storyteller secretly votes for the "
                  "storyteller's card. You may never vote for your own card.")
        out.append((_("A turn"), turn))
        scoring = _("If everybody or nobody finds the storyteller's card, the storyteller scores 0 and everyone "
                    "else 2. Otherwise the storyteller and every finder score 3. Then each player scores 1 per vote "
                    "on their own card")
        scoring += _(" (at most {cap}).").format(cap=r.cap) if r.cap else "."
        out.append((_("Scoring"), scoring))
        if r.second_vote_from:
            out.append((_("Big tables"), _("With {n} or more players each voter may cast a second vote on another "
                                           "card. A finder who cast a single vote scores 1 extra.")
                        .format(n=r.second_vote_from)))
        if options.get("lone_finder") and "lone_finder" in r.options:
            out.append((_("Lone finder"), _("When exactly one voter finds the card, storyteller and finder score 4.")))
        if options.get("mimes") and "mimes" in r.options:
            out.append((_("Mimes and songs"), _("The clue may be a mime, a song or a sound instead of words.")))
    elif r.family == PARTY:
        out.append((_("A turn"), _("The storyteller gives a clue before looking at their hand. Everyone, the "
                                   "storyteller too, plays one card. All cards are shown; everyone votes for the "
                                   "card they think most players will pick (your own card is allowed), and the "
                                   "storyteller also secretly marks one card as the trap. Afterwards everyone "
                                   "passes their hand to the left.")))
        if r.cap:
            scoring = _("You score 1 per vote on the card you voted for (your vote included), at most {cap} - but "
                        "nothing if it is the trap, and nothing if you were its only voter.").format(cap=r.cap)
        else:
            scoring = _("You score 1 per vote on the card you voted for (your vote included) - but nothing if it "
                        "is the trap, and nothing if you were its only voter.")
        out.append((_("Scoring"), scoring))
    else:
        out.append((_("Teams"), _("Teammates sit facing each other and share one score. The storyteller picks a "
                                  "card and gives a clue; their teammate plays a card; every other team chooses out "
                                  "loud which member plays a card. The other member of each other team votes.")))
        scoring = _("All or no voters found the storyteller's card: the other teams score 2. Otherwise the "
                    "storyteller's team and every team that found it score 3. Each card's team then scores 1 per "
                    "vote on it")
        scoring += _(" (at most {cap}).").format(cap=r.cap) if r.cap else "."
        out.append((_("Scoring"), scoring))
    if r.end == END_PILE:
        end = _("The game ends after the turn in which the draw pile runs out.")
    elif r.end == END_ROUNDS:
        n = options.get("rounds", 1)
        end = ngettext("The game ends when every player has been storyteller {n} time.",
                       "The game ends when every player has been storyteller {n} times.", n).format(n=n)
    else:
        end = _("The game ends after the turn in which someone reaches 30 points.")
    out.append((_("End"), end + " " + _("The most points wins; a tie is a shared victory.")))
    return out
