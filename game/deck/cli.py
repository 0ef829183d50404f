"""`main.py decks`, `build-deck`, `deck-sheet OUT.png`, `deck-report` (public contracts, see README)."""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import sys
from pathlib import Path

from ..program import prog


def _deck_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--deck", action="append", default=[], metavar="PATH",
                        help="an extra deck folder (repeatable)")


def decks_main(argv: list[str]) -> int:
    """Print every deck found as JSON: [{id, name, cards, skipped: [{file, reason}]}]."""
    parser = argparse.ArgumentParser(prog=prog("decks"), description="List the decks the game can use.")
    _deck_args(parser)
    args = parser.parse_args(argv)
    from .library import discover_decks

    print(json.dumps([d.summary() for d in discover_decks(args.deck)], ensure_ascii=False, indent=1))
    return 0


def build_main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog=prog("build-deck"),
                                     description="Render the built-in decks from their recipes into assets/cards.")
    parser.add_argument("--deck", choices=("oneira", "reveries"), default=None,
                        help="rebuild just this built-in deck (default: both)")
    parser.add_argument("--only", action="append", default=[], metavar="SLUG", help="render just this card (repeatable); the others' pictures stay as they are")
    parser.add_argument("--out", type=Path, default=None,
                        help="output folder (default: the deck's own; with --out, name one --deck)")
    parser.add_argument("--metadata-only", action="store_true",
                        help="only rewrite cards.json (titles, tags, descriptions); keep the pictures")
    parser.add_argument("--table-copies", action="store_true",
                        help="only write the table-size copies of the pictures already there (table/)")
    args = parser.parse_args(argv)
    from . import build as first
    from .paint import build as painted  # imports no graphics library until it renders

    which = [args.deck] if args.deck else ["oneira", "reveries"]
    if args.out and len(which) > 1 and not args.metadata_only:
        parser.error("--out names one deck's folder: add --deck oneira or --deck reveries")
    if args.out and len(which) > 1:
        which = ["oneira"]  # --metadata-only --out (the first deck's historical form)
    folders = {"oneira": args.out or first.BUILTIN_DIR, "reveries": args.out or painted.DECK_DIR}
    if args.table_copies:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        for deck in which:
            names = first.write_table_copies(folders[deck])
            print(f"wrote {len(names)} table-size copies into {folders[deck] / 'table'}")
        return 0
    if args.metadata_only:
        if args.only:
            parser.error("--metadata-only rewrites every card's entry; it does not take --only")
        for deck in which:
            try:
                path = (first.write_metadata if deck == "oneira" else painted.write_metadata)(folders[deck])
            except (ValueError, FileNotFoundError) as e:
                print(f"build-deck: {e}", file=sys.stderr)
                return 2
            print(f"wrote {path} (pictures unchanged)")
        return 0
    missing = [m for m, deck in (("numpy", "oneira"), ("numpy", "reveries"), ("skia", "reveries")) if deck in which
               and importlib.util.find_spec(m) is None]
    if missing:
        print(f"build-deck needs {' and '.join(sorted(set(missing)))}: pip install -e '.[build]'", file=sys.stderr)
        return 2
    if args.only:  # a slug no deck knows is a typo, not a request to render nothing
        from .art.recipes import RECIPES
        from .paint.scenes import CARDS

        slugs = {"oneira": {r.slug for r in RECIPES}, "reveries": {c.slug for c in CARDS}}
        unknown = sorted(set(args.only) - set().union(*(slugs[d] for d in which)))
        if unknown:
            parser.error(f"--only: no card {', '.join(unknown)} in {' or '.join(which)}")
        which = [d for d in which if slugs[d] & set(args.only)]
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    for deck in which:
        builder = first.build if deck == "oneira" else painted.build
        out = folders[deck]
        names = builder(out, args.only or None)
        total = sum(p.stat().st_size for p in out.glob("*.jpg"))
        print(f"rendered {len(names)} cards into {out} ({total / 1e6:.1f} MB in the folder)")
    return 0


def sheet_main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog=prog("deck-sheet"), description="Render a deck into one contact sheet.")
    parser.add_argument("out", type=Path, help="the PNG to write")
    parser.add_argument("--id", default=None, help="deck id (default: the built-in deck)")
    parser.add_argument("--columns", type=int, default=12)
    parser.add_argument("--lang", default="en", help="label cards with their titles in this language (en, fr)")
    _deck_args(parser)
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from .library import discover_decks
    from .sheet import contact_sheet

    decks = discover_decks(args.deck)
    wanted = args.id or (decks[0].id if decks else None)
    deck = next((d for d in decks if d.id == wanted), None)
    if deck is None:
        print(f"no deck with id '{wanted}' (found: {', '.join(d.id for d in decks) or 'none'})", file=sys.stderr)
        return 2
    if not deck.cards:
        print(f"deck '{deck.id}' has no usable cards", file=sys.stderr)
        return 2
    contact_sheet(deck, args.out, args.columns, args.lang)
    print(f"wrote {args.out} ({len(deck.cards)} cards of '{deck.name}')")
    return 0


def report_main(argv: list[str]) -> int:
    """One JSON line per deck: what its pictures hold (game/deck/report.py, README)."""
    parser = argparse.ArgumentParser(prog=prog("deck-report"),
                                     description="Print one JSON line per deck describing its pictures.")
    parser.add_argument("--deck", action="append", default=[], metavar="ID",
                        help="report just this deck id (repeatable; default: every deck)")
    parser.add_argument("--path", action="append", default=[], metavar="PATH",
                        help="an extra deck folder to find (repeatable)")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from .library import discover_decks
    from .report import report

    decks = discover_decks(args.path)
    if args.deck:
        unknown = [d for d in args.deck if d not in {x.id for x in decks}]
        if unknown:
            print(f"no deck with id '{unknown[0]}' (found: {', '.join(d.id for d in decks) or 'none'})",
                  file=sys.stderr)
            return 2
        decks = [d for d in decks if d.id in args.deck]
    for deck in decks:
        print(json.dumps(report(deck), ensure_ascii=False), flush=True)
    return 0
