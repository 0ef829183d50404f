"""The turn cycle: new_game, legal_actions and apply.

Steps where several players act "at once" (submit, vote) keep a set of pending seats; any order
gives the same result because nothing random happens until the last of them has acted.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from operator import add
from typing import Any

from . import rng as rnd
from .actions import MAX_CLUE, Action, Clue, Submit, Tell, Vote
from .config import GameConfig
from .errors import BadValue, ConfigError, IllegalAction, NotYourTurn
from .rulesets import (
    ALL_TOGETHER,
    DISCARDS_UNDER,
    END_PILE,
    END_ROUNDS,
    END_SCORE,
    PARTY,
    STORY,
    TEAM,
    WINNING_SCORE,
)
from .scoring import score_round
from .state import CLUE, OVER, SUBMIT, VOTE, GameState, RoundRecord, TableFacts
from .values import Problem, check_seat, has_surrogate, shown, text_problem


def new_game(config: GameConfig, seed: int | str) -> GameState:
    """Shuffle, deal and pick the first storyteller, all from `seed` (an int, or text)."""
    if type(config) is not GameConfig:
        raise ConfigError("config", f"a game starts from a GameConfig, not {shown(config)}")
    if type(seed) is not int and (type(seed) is not str or has_surrogate(seed)):
        raise ConfigError("seed", f"a seed is a whole number or text, not {shown(seed)}")
    config = config.validated()
    rules = config.rules
    n = len(config.players)
    state_rng, deck = rnd.shuffled(rnd.seed_state(seed), config.card_ids)
    if config.first_storyteller is None:
        state_rng, first = rnd.below(state_rng, n)
    else:
        first = config.first_storyteller
    size = rules.hand_size(n)
    draw = list(deck)
    hands = []
    for _ in range(n):
        hands.append(tuple(draw[-size:][::-1]))
        del draw[-size:]
    s = GameState.__new__(GameState)
    s.config, s.rules, s.facts, s.rng = config, rules, TableFacts(config), state_rng
    s.turn, s.storyteller = 0, first
    s.hands, s.draw, s.discard = tuple(hands), tuple(draw), ()
    s.scores = (0,) * (len(config.teams) if rules.family == TEAM else n)
    s.history, s.winners = (), ()
    _start_turn(s)
    return s


def _start_turn(s: GameState) -> None:
    facts = s.facts
    s.phase = CLUE
    s.clue = ""
    s.submissions = s.votes = facts.no_plays
    s.pending = facts.only[s.storyteller]
    s.display, s.owners = (), ()
    s.trap = None


# --- who may do what -----------------------------------------------------------------------

def cards_to_submit(s: GameState, seat: int) -> int:
    return s.rules.cards_per_submitter(s.n)


def _check_state(s: object) -> None:
    if type(s) is not GameState:
        raise BadValue("bad-state", f"expected a game state, not {shown(s)}")


def votable_positions(s: GameState, seat: int) -> list[int]:
    """Positions this seat may vote for now (never its own card, except in party rule sets)."""
    _check_state(s)
    check_seat(seat, s.n)
    if s.rules.family == PARTY:
        return list(range(1, len(s.display) + 1))
    return [i + 1 for i, owner in enumerate(s.owners) if owner != seat]


def legal_actions(s: GameState, seat: int) -> list[Action]:
    """Every legal action of `seat` now. A clue is free text: the actions listed carry an empty
    clue, and any clue of at most MAX_CLUE characters is equally legal. A seat that is not at
    the table raises BadValue; one that may not act now gets []."""
    _check_state(s)
    check_seat(seat, s.n)
    if seat not in s.pending:
        return []
    hand = s.hands[seat]
    if s.phase == CLUE:
        if s.rules.family == PARTY:
            return [Clue(seat, "")]
        return [Tell(seat, card, "") for card in hand]
    if s.phase == SUBMIT:
        return [Submit(seat, combo) for combo in combinations(hand, cards_to_submit(s, seat))]
    if s.phase == VOTE:
        allowed = votable_positions(s, seat)
        singles = [(p,) for p in allowed]
        casts = singles + (list(combinations(allowed, 2)) if s.rules.max_votes(s.n) > 1 else [])
        if s.rules.family == PARTY and seat == s.storyteller:
            every = range(1, len(s.display) + 1)
            return [Vote(seat, cast, trap) for cast in casts for trap in every]
        return [Vote(seat, cast) for cast in casts]
    return []


# --- applying actions ------------------------------------------------------------------------
# Handlers take the state and the action; the player's name is looked up only to refuse
# (the hot path of a batch simulation never needs it).

def apply(s: GameState, action: Action) -> GameState:
    """The state after `action`; raises an IllegalAction (state untouched) if the rules forbid it.
    Actions are typed by their constructors; whether the values fit this game is checked here."""
    handler = _HANDLERS.get(type(action))
    if handler is None or type(s) is not GameState:
        _check_state(s)
        raise BadValue("unknown-action", f"{shown(action)} is not an action")
    seat = action.player
    if seat not in s.pending:  # pending only ever holds seats of this table (ints, never bools)
        if type(seat) is not int or not 0 <= seat < s.n:
            raise BadValue("unknown-player", f"seat {shown(seat)} is not at this table (0-{s.n - 1})")
        name = s.config.players[seat]
        if s.phase == OVER:
            raise IllegalAction("game-over", "the game is over", name)
        raise NotYourTurn("not-your-turn", "it is not {name}'s turn to act in the {phase} step", name, name=name,
                          phase=s.phase)
    return handler(s, action)


def _refusal(s: GameState, seat: int, rule: str, message: str, **values: object) -> IllegalAction:
    """The error refusing `seat`'s action; the name is looked up only when refusing."""
    name = s.config.players[seat]
    return IllegalAction(rule, message, name, name=name, **values)


def _check_clue(clue: object, name: str) -> None:
    problem = text_problem(clue, Problem("a clue"), MAX_CLUE)
    if problem:
        raise IllegalAction("clue", "{problem}", name, problem=problem)


def _tell(s: GameState, a: Tell) -> GameState:
    name = s.config.players[a.player]
    if s.phase != CLUE or s.facts.party:
        raise IllegalAction("phase", "{name} cannot tell a story in the {phase} step", name, name=name, phase=s.phase)
    _check_clue(a.clue, name)
    hand = s.hands[a.player]
    if a.card not in hand:
        raise IllegalAction("card-not-in-hand", "{name} does not hold card {card}", name, name=name, card=shown(a.card))
    t = s.copy()
    t.clue = a.clue
    i = hand.index(a.card)
    t.hands = _replace(s.hands, a.player, hand[:i] + hand[i + 1:])
    t.submissions = _replace(s.submissions, a.player, (a.card,))
    t.phase = SUBMIT
    if s.facts.team:
        mate = s.facts.mate[a.player]
        assert mate is not None  # team rule sets pair every seat
        others = [seat for pair in s.config.teams if a.player not in pair for seat in pair]
        t.pending = frozenset([mate, *others])
    else:
        t.pending = s.facts.all_but[a.player]
    return t


def _clue(s: GameState, a: Clue) -> GameState:
    name = s.config.players[a.player]
    if s.phase != CLUE or not s.facts.party:
        raise IllegalAction("phase", "{name} cannot give a party clue in the {phase} step", name, name=name,
                            phase=s.phase)
    _check_clue(a.clue, name)
    t = s.copy()
    t.clue = a.clue
    t.phase = SUBMIT
    t.pending = s.facts.everyone
    return t


def _submit(s: GameState, a: Submit) -> GameState:
    seat = a.player
    if s.phase != SUBMIT:
        raise _refusal(s, seat, "phase", "{name} cannot submit cards in the {phase} step", phase=s.phase)
    facts = s.facts
    want = facts.want
    cards = a.cards
    hand = s.hands[seat]
    if len(cards) != want:  # (the constructor made sure cards is a tuple of str)
        if want == 1:
            raise _refusal(s, seat, "card-count", "{name} must submit exactly 1 card")
        raise _refusal(s, seat, "card-count", "{name} must submit exactly {count} cards", count=want)
    if want == 1:
        card = cards[0]
        if card not in hand:
            raise _refusal(s, seat, "card-not-in-hand", "{name} does not hold card {card}", card=shown(card))
        i = hand.index(card)  # a hand never holds a card twice
        kept = hand[:i] + hand[i + 1:]
    else:
        if len(set(cards)) != len(cards):
            raise _refusal(s, seat, "duplicate-card", "{name} submitted the same card twice")
        for card in cards:
            if card not in hand:
                raise _refusal(s, seat, "card-not-in-hand", "{name} does not hold card {card}", card=shown(card))
        kept = tuple([c for c in hand if c not in cards])
    t = s.copy()
    hands, subs = s.hands, s.submissions
    t.hands = hands[:seat] + (kept,) + hands[seat + 1:]
    t.submissions = subs[:seat] + (cards,) + subs[seat + 1:]
    pending = s.pending - {seat}
    if facts.team and seat != facts.mate[s.storyteller]:
        pending = pending - {facts.mate[seat]}  # the team has made its choice
    t.pending = pending
    if not pending:
        _reveal(t)
    return t


def _reveal(t: GameState) -> None:
    """Everyone has submitted: shuffle the cards into the display and open the vote."""
    pairs = [(card, seat) for seat, cards in enumerate(t.submissions) for card in cards]
    t.rng, shuffled = rnd.shuffled(t.rng, pairs)
    t.display, t.owners = zip(*shuffled, strict=True)  # cards by position, and who played each
    t.phase = VOTE
    family = t.facts.family
    if family == PARTY:
        t.pending = t.facts.everyone
    elif family == STORY:
        t.pending = t.facts.all_but[t.storyteller]
    else:
        t.pending = frozenset([p for p in range(t.n) if not t.submissions[p]])


def _vote(s: GameState, a: Vote) -> GameState:
    seat = a.player
    if s.phase != VOTE:
        raise _refusal(s, seat, "phase", "{name} cannot vote in the {phase} step", phase=s.phase)
    facts = s.facts
    positions = a.positions
    k = len(s.display)
    # The common cast, one vote for a card on display that is not one's own, needs no more
    # checking (the constructor made sure positions is a tuple of ints); anything else goes
    # through the full rules (and their messages).
    if not (len(positions) == 1 and 1 <= (pos := positions[0]) <= k and (facts.party or s.owners[pos - 1] != seat)):
        own = () if facts.party else tuple(i + 1 for i, o in enumerate(s.owners) if o == seat)
        check_cast(s.rules, facts.n, positions, k, own, s.config.players[seat])
    trap = a.trap
    is_trapper = facts.party and seat == s.storyteller
    if is_trapper:
        if trap is None:
            raise _refusal(s, seat, "trap-missing", "{name}, the storyteller, must also mark the trap")
        if type(trap) is not int or not 1 <= trap <= k:
            raise _refusal(s, seat, "vote-position", "{name} marked position {trap} as trap, which is not on display",
                           trap=shown(trap))
    elif trap is not None:
        raise _refusal(s, seat, "trap-not-allowed", "only the party storyteller marks a trap, not {name}")
    t = s.copy()
    votes = s.votes
    t.votes = votes[:seat] + (positions,) + votes[seat + 1:]
    if is_trapper:
        t.trap = trap
    t.pending = pending = s.pending - {seat}
    if not pending:
        _score_and_continue(t)
    return t


def check_cast(rules, players: int, positions: object, on_display: int, own: tuple[int, ...], name: str) -> None:
    """The rules every cast of votes obeys (shared with the `score` referee)."""
    most = rules.max_votes(players)
    if type(positions) is not tuple or not 1 <= len(positions) <= most:
        count = len(positions) if isinstance(positions, tuple) else 0
        if count > most:
            if most == 1:
                raise IllegalAction("second-vote", "{name} cast {count} votes; {ruleset} with {players} players "
                                    "allows one vote", name, name=name, count=count, ruleset=rules.name,
                                    players=players)
            raise IllegalAction("second-vote", "{name} cast {count} votes; {ruleset} with {players} players "
                                "allows at most two", name, name=name, count=count, ruleset=rules.name,
                                players=players)
        raise IllegalAction("vote-count", "{name} must cast at least one vote", name, name=name)
    for pos in positions:
        if type(pos) is not int or not 1 <= pos <= on_display:
            raise IllegalAction("vote-position", "{name} voted for position {pos}, which is not on display (1-{shown})",
                                name, name=name, pos=shown(pos), shown=on_display)
    if len(positions) == 2 and positions[0] == positions[1]:
        raise IllegalAction("vote-same-card", "{name} put two votes on the same card ({pos})", name, name=name,
                            pos=positions[0])
    for pos in positions:
        if pos in own:
            raise IllegalAction("vote-own-card", "{name} may not vote for their own card (position {pos})", name,
                                name=name, pos=pos)


def _score_and_continue(t: GameState) -> None:
    rules, facts = t.rules, t.facts
    deltas = score_round(rules, t.config.options, t.storyteller, t.owners, t.votes, t.trap, t.config.teams)
    t.scores = scores = tuple(map(add, t.scores, deltas))
    story_pos = None if facts.party else t.owners.index(t.storyteller) + 1
    record = RoundRecord(t.turn, t.storyteller, t.clue, t.display, t.owners, story_pos, t.trap, t.votes,
                         tuple(deltas), scores)
    t.history = (*t.history, record)
    t.discard = t.discard + t.display
    end = rules.end
    over = (end == END_SCORE and max(scores) >= WINNING_SCORE) or (
        end == END_ROUNDS and t.turn + 1 >= t.config.options["rounds"] * facts.n)
    if not over:
        over = _refill(t)
    if over:
        _finish(t)
        return
    n = facts.n
    if facts.party:
        hands = t.hands
        t.hands = hands[-1:] + hands[:-1]  # every hand goes to the left: seat i gets seat i-1's
    t.storyteller = (t.storyteller + 1) % n
    t.turn += 1
    _start_turn(t)


def _refill(t: GameState) -> bool:
    """Everyone draws back to a full hand, starting left of the storyteller, one after the
    other from the top of the pile; a pile too short for that is first renewed as the rule set
    says (rules.reshuffle). Returns True when the game ends (classic: the pile ran out)."""
    facts = t.facts
    size = facts.hand_size
    hands = list(t.hands)
    short = size * facts.n - sum(map(len, hands))
    draw = t.draw  # the top of the pile is the end of the tuple
    if short > len(draw):
        how = t.rules.reshuffle
        if how == DISCARDS_UNDER:
            t.rng, fresh = rnd.shuffled(t.rng, t.discard)
            draw = fresh + draw  # the old pile stays on top and is drawn first
            t.discard = ()
        elif how == ALL_TOGETHER:
            t.rng, draw = rnd.shuffled(t.rng, draw + t.discard)  # one new pile
            t.discard = ()
    ran_out = short > len(draw)
    taken = draw[::-1][:short]  # the cards drawn, in the order they are drawn
    k = 0
    for seat in facts.after[t.storyteller]:
        hand = hands[seat]
        need = size - len(hand)
        if need > 0:
            hands[seat] = hand + taken[k:k + need]
            k += need
    t.hands, t.draw = tuple(hands), draw[:len(draw) - len(taken)]
    return t.rules.end == END_PILE and (ran_out or not t.draw)


def _finish(t: GameState) -> None:
    t.phase = OVER
    t.pending = frozenset()
    best = max(t.scores)
    t.winners = tuple(i for i, v in enumerate(t.scores) if v == best)


def _replace(items: tuple, index: int, value: object) -> tuple:
    return items[:index] + (value,) + items[index + 1:]


_HANDLERS: dict[type, Callable[[GameState, Any], GameState]] = {
    Tell: _tell, Clue: _clue, Submit: _submit, Vote: _vote}


def replay(config: GameConfig, seed: int | str, actions: list[Action]) -> GameState:
    """The state a game reaches from its (config, seed, actions) triple."""
    if type(actions) is not list and type(actions) is not tuple:
        raise BadValue("bad-action", f"the actions come as a list, not {shown(actions)}")
    state = new_game(config, seed)
    for action in actions:
        state = apply(state, action)
    return state
