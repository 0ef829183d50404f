"""`main.py decks`, `main.py build-deck`, `main.py deck-sheet OUT.png` (public contracts, see README)."""

from __future__ import annotations

import argparse
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
                                     description="Render the built-in deck from its recipes into assets/cards.")
    parser.add_argument("--only", action="append", default=[], metavar="SLUG", help="render just this recipe")
    parser.add_argument("--out", type=Path, default=None, help="output folder (default: the built-in deck)")
    parser.add_argument("--metadata-only", action="store_true",
                        help="only rewrite cards.json (titles, tags, descriptions); keep the pictures")
    parser.add_argument("--table-copies", action="store_true",
                        help="only write the table-size copies of the pictures already there (table/)")
    args = parser.parse_args(argv)
    if args.table_copies:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        from .build import BUILTIN_DIR, write_table_copies

        names = write_table_copies(args.out or BUILTIN_DIR)
        print(f"wrote {len(names)} table-size copies into {(args.out or BUILTIN_DIR) / 'table'}")
        return 0
    if args.metadata_only:
        if args.only:
            parser.error("--metadata-only rewrites every card's entry; it does not take --only")
        from .build import BUILTIN_DIR, write_metadata

        try:
            path = write_metadata(args.out or BUILTIN_DIR)
        except (ValueError, FileNotFoundError) as e:
            print(f"build-deck: {e}", file=sys.stderr)
            return 2
        print(f"wrote {path} (pictures unchanged)")
        return 0
    try:
        import numpy  # noqa: F401
    except ImportError:
        print("build-deck needs numpy: pip install -e '.[build]'", file=sys.stderr)
        return 2
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from .build import BUILTIN_DIR, build

    names = build(args.out or BUILTIN_DIR, args.only or None)
    out = args.out or BUILTIN_DIR
    total = sum(p.stat().st_size for p in out.glob("*.jpg"))
    print(f"rendered {len(names)} cards into {out} ({total / 1e6:.1f} MB in the folder)")
    return 0


def sheet_main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog=prog("deck-sheet"), description="Render a deck into one contact sheet.")
    parser.add_argument("out", type=Path, help="the PNG to write")
    parser.add_argument("--id", default=None, help="deck id (default: the built-in deck)")
    parser.add_argument("--columns", type=int, default=12)
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
    contact_sheet(deck, args.out, args.columns)
    print(f"wrote {args.out} ({len(deck.cards)} cards of '{deck.name}')")
    return 0
