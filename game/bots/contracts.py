"""`python main.py guess` and `python main.py clue`: the bots' reading and telling as stable contracts.

guess: JSON lines on stdin, `{"clue": "...", "cards": [card ids], "level": "hard"}` (level optional,
hard by default); one line each on stdout, `{"ranking": [the same ids, best first]}`, or
`{"error": "..."}` for a line that cannot be answered (the next line is still read).

clue: `--card ID [--level hard] [--lang fr]` prints one line `{"clue": "...", "why": "..."}`: what
that level's storyteller would say for the card, weighed against the rest of the deck, and why in
one line in that language (the chain from something drawn on the card to the clue: grounds.py).

Both know the built-in decks, the user's decks and any `--deck PATH`. Rankings carry no random
noise: the same line always gets the same answer.
"""

from __future__ import annotations

import argparse
import json
import random
import sys

from ..engine.safejson import BadJSON, loads
from ..program import prog
from . import semantic
from .knowledge import CardInfo, info_of, knowledge
from .player import LEVELS, Mind, clue_and_why
from .speech import LANGUAGES

MAX_LINE = 100_000
MAX_CLUE = 500


def _cards(extra: list[str]) -> dict[str, CardInfo]:
    from ..deck.library import discover_decks

    return {c.id: info_of(c) for d in discover_decks(extra) for c in d.cards}


def _mind(cards: dict[str, CardInfo], level: str) -> Mind:
    sem = semantic.model() if any(i.known for i in cards.values()) else None
    return Mind(knowledge(cards, sem), LEVELS[level])


def answer(line: str, cards: dict[str, CardInfo], minds: dict[str, Mind]) -> dict:
    """The answer to one guess request line."""
    try:
        req = loads(line, max_bytes=MAX_LINE)
    except BadJSON as e:
        return {"error": f"not JSON: {e}"}
    if not isinstance(req, dict):
        return {"error": "a request is a JSON object with clue, cards and level"}
    unknown = set(req) - {"clue", "cards", "level"}
    if unknown:
        return {"error": f"unknown key(s): {', '.join(sorted(unknown))}"}
    clue, ids, level = req.get("clue"), req.get("cards"), req.get("level", "hard")
    if not isinstance(clue, str) or not clue.strip():
        return {"error": "clue must be a non-empty string"}
    if len(clue) > MAX_CLUE:
        return {"error": f"clue is longer than {MAX_CLUE} characters"}
    if not isinstance(ids, list) or not ids or not all(isinstance(c, str) for c in ids):
        return {"error": "cards must be a non-empty list of card ids"}
    if len(set(ids)) != len(ids):
        return {"error": "cards lists a card twice"}
    missing = [c for c in ids if c not in cards]
    if missing:
        return {"error": f"unknown card id: {missing[0]}"}
    if level not in LEVELS:
        return {"error": f"level must be easy, normal or hard, not {level!r}"}
    mind = minds.get(level) or minds.setdefault(level, _mind(cards, level))
    scores = mind.scores(clue, ids)
    order = sorted(range(len(ids)), key=lambda i: (-scores[i], i))  # ties keep the given order
    return {"ranking": [ids[i] for i in order]}


def guess_main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog=prog("guess"), description="Rank cards for clues: JSON lines in, JSON lines out.")
    p.add_argument("--deck", action="append", default=[], metavar="PATH", help="also know this deck (repeatable)")
    args = p.parse_args(argv)
    cards = _cards(args.deck)
    minds: dict[str, Mind] = {}
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            out = answer(line, cards, minds)
        except Exception as e:  # one bad line never ends the stream
            out = {"error": f"could not answer: {type(e).__name__}"}
        sys.stdout.write(json.dumps(out, ensure_ascii=False) + "\n")
        sys.stdout.flush()
    return 0


def clue_main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog=prog("clue"), description="The clue a computer player would tell for a card.")
    p.add_argument("--card", required=True, help="card id, e.g. oneira/001-sky-whale.jpg")
    p.add_argument("--level", default="hard", choices=sorted(LEVELS))
    p.add_argument("--players", type=int, default=5, help="table size the clue is meant for (3-12)")
    p.add_argument("--seed", default="0")
    p.add_argument("--deck", action="append", default=[], metavar="PATH", help="also know this deck (repeatable)")
    p.add_argument("--lang", default="en", choices=LANGUAGES, help="the language the clue is said in (default en)")
    args = p.parse_args(argv)
    cards = _cards(args.deck)
    if args.card not in cards:
        print(json.dumps({"error": f"unknown card id: {args.card}"}))
        return 2
    if not 3 <= args.players <= 12:
        print(json.dumps({"error": "--players must be 3 to 12"}))
        return 2
    if not cards[args.card].known:
        print(json.dumps({"error": "this card has no title, tags or description: nothing to tell about it"}))
        return 2
    mind = _mind(cards, args.level)
    text, why = clue_and_why(mind, args.card, random.Random(args.seed), listeners=args.players - 1,
                             decoys=args.players - 1 if args.players > 3 else 4, lang=args.lang)
    print(json.dumps({"clue": text, "why": why}, ensure_ascii=False))
    return 0
