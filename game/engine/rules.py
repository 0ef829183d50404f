"""The turn cycle: new_game, legal_actions and apply.

Steps where several players act "at once" (submit, vote) keep a set of pending seats; any order
gives the same result because nothing random happens until the last of them has acted.
"""

from __future__ import annotations

from itertools import combinations

from . import rng as rnd
from .actions import MAX_CLUE, Action, Clue, Submit, Tell, Vote
from .config import GameConfig
from .errors import IllegalAction, NotYourTurn
from .rulesets import END_PILE, END_ROUNDS, END_SCORE, PARTY, STORY, TEAM, WINNING_SCORE
from .scoring import score_round
from .state import CLUE, OVER, SUBMIT, VOTE, GameState, RoundRecord


def new_game(config: GameConfig, seed: int | str) -> GameState:
    """Shuffle, deal and pick the first storyteller, all from `seed`."""
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
    s.config, s.rules, s.rng = config, rules, state_rng
    s.turn, s.storyteller = 0, first
    s.hands, s.draw, s.discard = tuple(hands), tuple(draw), ()
    s.scores = (0,) * (len(config.teams) if rules.family == TEAM else n)
    s.history, s.winners = (), ()
    _start_turn(s)
    return s


def _start_turn(s: GameState) -> None:
    n = s.n
    s.phase = CLUE
    s.clue = ""
    s.submissions = ((),) * n
    s.pending = frozenset((s.storyteller,))
    s.display, s.owners = (), ()
    s.votes = ((),) * n
    s.trap = None


# --- who may do what -----------------------------------------------------------------------

def cards_to_submit(s: GameState, seat: int) -> int:
    return s.rules.cards_per_submitter(s.n)


def votable_positions(s: GameState, seat: int) -> list[int]:
    """Positions this seat may vote for now (never its own card, except in party rule sets)."""
    if s.rules.family == PARTY:
        return list(range(1, len(s.display) + 1))
    return [i + 1 for i, owner in enumerate(s.owners) if owner != seat]


def legal_actions(s: GameState, seat: int) -> list[Action]:
    """Every legal action of `seat` now. A clue is free text: the actions listed carry an empty
    clue, and any clue of at most MAX_CLUE characters is equally legal."""
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

def apply(s: GameState, action: Action) -> GameState:
    """The state after `action`; raises an IllegalAction (state untouched) if the rules forbid it."""
    handler = _HANDLERS.get(type(action))
    if handler is None:
        raise IllegalAction("unknown-action", f"{action!r} is not an action")
    seat = action.player
    if seat not in s.pending:  # pending only ever holds seats of this table
        if type(seat) is not int or not 0 <= seat < s.n:
            raise IllegalAction("unknown-player", f"seat {seat!r} is not at this table")
        name = s.config.players[seat]
        if s.phase == OVER:
            raise IllegalAction("game-over", "the game is over", name)
        raise NotYourTurn("not-your-turn", f"it is not {name}'s turn to act in the {s.phase} step", name)
    return handler(s, action, s.config.players[seat])


def _check_clue(clue: object, name: str) -> None:
    if not isinstance(clue, str):
        raise IllegalAction("clue", "a clue is text", name)
    if len(clue) > MAX_CLUE:
        raise IllegalAction("clue", f"a clue has at most {MAX_CLUE} characters", name)


def _tell(s: GameState, a: Tell, name: str) -> GameState:
    if s.phase != CLUE or s.rules.family == PARTY:
        raise IllegalAction("phase", f"{name} cannot tell a story in the {s.phase} step", name)
    _check_clue(a.clue, name)
    hand = s.hands[a.player]
    if a.card not in hand:
        raise IllegalAction("card-not-in-hand", f"{name} does not hold card {a.card}", name)
    t = s.copy()
    t.clue = a.clue
    t.hands = _replace(s.hands, a.player, tuple([c for c in hand if c != a.card]))
    t.submissions = _replace(s.submissions, a.player, (a.card,))
    t.phase = SUBMIT
    if s.rules.family == TEAM:
        mate = s.teammate(a.player)
        others = [seat for pair in s.config.teams if a.player not in pair for seat in pair]
        t.pending = frozenset([mate, *others])
    else:
        t.pending = frozenset(p for p in range(s.n) if p != a.player)
    return t


def _clue(s: GameState, a: Clue, name: str) -> GameState:
    if s.phase != CLUE or s.rules.family != PARTY:
        raise IllegalAction("phase", f"{name} cannot give a party clue in the {s.phase} step", name)
    _check_clue(a.clue, name)
    t = s.copy()
    t.clue = a.clue
    t.phase = SUBMIT
    t.pending = frozenset(range(s.n))
    return t


def _submit(s: GameState, a: Submit, name: str) -> GameState:
    if s.phase != SUBMIT:
        raise IllegalAction("phase", f"{name} cannot submit cards in the {s.phase} step", name)
    want = s.rules.cards_per_submitter(len(s.hands))
    cards = a.cards
    if type(cards) is not tuple or len(cards) != want:
        raise IllegalAction("card-count", f"{name} must submit exactly {want} card{'s' if want > 1 else ''}", name)
    if len(set(cards)) != len(cards):
        raise IllegalAction("duplicate-card", f"{name} submitted the same card twice", name)
    hand = s.hands[a.player]
    for card in cards:
        if card not in hand:
            raise IllegalAction("card-not-in-hand", f"{name} does not hold card {card}", name)
    t = s.copy()
    t.hands = _replace(s.hands, a.player, tuple([c for c in hand if c not in cards]))
    t.submissions = _replace(s.submissions, a.player, cards)
    pending = s.pending - {a.player}
    if s.rules.family == TEAM and a.player != s.teammate(s.storyteller):
        pending = pending - {s.teammate(a.player)}  # the team has made its choice
    t.pending = pending
    if not pending:
        _reveal(t)
    return t


def _reveal(t: GameState) -> None:
    """Everyone has submitted: shuffle the cards into the display and open the vote."""
    pairs = [(card, seat) for seat in range(t.n) for card in t.submissions[seat]]
    t.rng, pairs = rnd.shuffled(t.rng, pairs)
    t.display = tuple(card for card, _ in pairs)
    t.owners = tuple(seat for _, seat in pairs)
    t.phase = VOTE
    family = t.rules.family
    if family == PARTY:
        t.pending = frozenset(range(t.n))
    elif family == STORY:
        t.pending = frozenset(p for p in range(t.n) if p != t.storyteller)
    else:
        t.pending = frozenset(p for p in range(t.n) if not t.submissions[p])


def _vote(s: GameState, a: Vote, name: str) -> GameState:
    if s.phase != VOTE:
        raise IllegalAction("phase", f"{name} cannot vote in the {s.phase} step", name)
    positions = a.positions
    own = () if s.rules.family == PARTY else tuple(i + 1 for i, o in enumerate(s.owners) if o == a.player)
    check_cast(s.rules, len(s.hands), positions, len(s.display), own, name)
    k = len(s.display)
    is_trapper = s.rules.family == PARTY and a.player == s.storyteller
    if is_trapper and a.trap is None:
        raise IllegalAction("trap-missing", f"{name}, the storyteller, must also mark the trap", name)
    if not is_trapper and a.trap is not None:
        raise IllegalAction("trap-not-allowed", f"only the party storyteller marks a trap, not {name}", name)
    if is_trapper and (type(a.trap) is not int or not 1 <= a.trap <= k):
        raise IllegalAction("vote-position", f"{name} marked position {a.trap} as trap, which is not on display", name)
    t = s.copy()
    t.votes = _replace(s.votes, a.player, positions)
    if is_trapper:
        t.trap = a.trap
    t.pending = s.pending - {a.player}
    if not t.pending:
        _score_and_continue(t)
    return t


def check_cast(rules, players: int, positions: object, shown: int, own: tuple[int, ...], name: str) -> None:
    """The rules every cast of votes obeys (shared with the `score` referee)."""
    most = rules.max_votes(players)
    if type(positions) is not tuple or not 1 <= len(positions) <= most:
        count = len(positions) if isinstance(positions, tuple) else 0
        if count > most:
            raise IllegalAction("second-vote", f"{name} cast {count} votes; {rules.name} with {players} players allows "
                                f"{'one vote' if most == 1 else 'at most two'}", name)
        raise IllegalAction("vote-count", f"{name} must cast at least one vote", name)
    for pos in positions:
        if type(pos) is not int or not 1 <= pos <= shown:
            raise IllegalAction("vote-position", f"{name} voted for position {pos}, which is not on display (1-{shown})", name)
    if len(positions) == 2 and positions[0] == positions[1]:
        raise IllegalAction("vote-same-card", f"{name} put two votes on the same card ({positions[0]})", name)
    for pos in positions:
        if pos in own:
            raise IllegalAction("vote-own-card", f"{name} may not vote for their own card (position {pos})", name)


def _score_and_continue(t: GameState) -> None:
    rules = t.rules
    deltas = score_round(rules, t.config.options, t.storyteller, t.owners, t.votes, t.trap, t.config.teams)
    t.scores = tuple(a + b for a, b in zip(t.scores, deltas, strict=True))
    story_pos = None if rules.family == PARTY else t.owners.index(t.storyteller) + 1
    record = RoundRecord(t.turn, t.storyteller, t.clue, t.display, t.owners, story_pos, t.trap, t.votes,
                         tuple(deltas), t.scores)
    t.history = (*t.history, record)
    t.discard = t.discard + t.display
    over = (rules.end == END_SCORE and max(t.scores) >= WINNING_SCORE) or (
        rules.end == END_ROUNDS and t.turn + 1 >= t.config.options["rounds"] * t.n)
    if not over:
        over = _refill(t)
    if over:
        _finish(t)
        return
    if rules.family == PARTY:
        n = t.n
        t.hands = tuple(t.hands[(i - 1) % n] for i in range(n))  # every hand goes to the left
    t.storyteller = (t.storyteller + 1) % t.n
    t.turn += 1
    _start_turn(t)


def _refill(t: GameState) -> bool:
    """Everyone draws back to a full hand, starting left of the storyteller. Returns True when
    the game ends (classic: the draw pile ran out)."""
    n, size = t.n, t.rules.hand_size(t.n)
    short = sum(size - len(h) for h in t.hands)
    draw = list(t.draw)
    if t.rules.reshuffle and short > len(draw):
        t.rng, fresh = rnd.shuffled(t.rng, t.discard)
        draw = list(fresh) + draw  # the old pile stays on top
        t.discard = ()
    hands = list(t.hands)
    ran_out = False
    for i in range(1, n + 1):
        seat = (t.storyteller + i) % n
        need = size - len(hands[seat])
        if need <= 0:
            continue
        if need > len(draw):
            ran_out = True
        take = draw[len(draw) - need:] if need <= len(draw) else draw[:]
        del draw[len(draw) - len(take):]
        hands[seat] = hands[seat] + tuple(reversed(take))
    t.hands, t.draw = tuple(hands), tuple(draw)
    return t.rules.end == END_PILE and (ran_out or not draw)


def _finish(t: GameState) -> None:
    t.phase = OVER
    t.pending = frozenset()
    best = max(t.scores)
    t.winners = tuple(i for i, v in enumerate(t.scores) if v == best)


def _replace(items: tuple, index: int, value: object) -> tuple:
    return items[:index] + (value,) + items[index + 1:]


_HANDLERS = {Tell: _tell, Clue: _clue, Submit: _submit, Vote: _vote}


def replay(config: GameConfig, seed: int | str, actions: list[Action]) -> GameState:
    """The state a game reaches from its (config, seed, actions) triple."""
    state = new_game(config, seed)
    for action in actions:
        state = apply(state, action)
    return state
