"""`tapisvert schema`: the JSON Schema of each game's view, as published under docs/schema/.

`tapisvert schema sabias` prints one schema; `tapisvert schema --write docs/schema` regenerates
every file (one `<id>.json` per game with a typed view), and `--check docs/schema` exits 1 when a
file is missing, stale or left over from a game that no longer has one (tests/core runs it).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from tapisvert.core.errors import InvalidOption
from tapisvert.core.protocol import Game
from tapisvert.core.views import json_schema
from tapisvert.games import all_games, get_game


def schema_text(game: Game) -> str:
    """The schema file of `game`'s view: sorted-key-free JSON, two-space indent, final newline."""
    if game.view_type is None:
        raise InvalidOption(f"{game.id} has no typed view yet")
    schema = json_schema(game.view_type, title=f"{game.name}: one seat's view (or the public view)")
    schema["$id"] = f"https://tapisvert.invalid/schema/{game.id}.json"
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"


def expected_files() -> dict[str, str]:
    """file name -> text, for every game with a typed view (the wire's shared shapes, messages,
    events, actions and card faces, are docs/schema/wire/frames.json)."""
    return {f"{g.id}.json": schema_text(g) for g in all_games() if g.view_type is not None}


def stale_files(folder: Path) -> list[str]:
    """What differs between `folder` and the generated schemas: missing, stale or extra files."""
    expected = expected_files()
    problems = []
    for name, text in expected.items():
        path = folder / name
        if not path.exists():
            problems.append(f"{name}: missing")
        elif path.read_text(encoding="utf-8") != text:
            problems.append(f"{name}: stale")
    if folder.is_dir():
        for path in sorted(folder.glob("*.json")):
            if path.name not in expected:
                problems.append(f"{path.name}: no game has this view")
    return problems


def add_parser(sub: Any) -> None:
    """The `schema` subcommand, on the command line's subparsers."""
    p = sub.add_parser("schema", help="the JSON Schema of a game's view (docs/schema/)")
    p.add_argument("game", nargs="?", help="print this game's schema")
    group = p.add_mutually_exclusive_group()
    group.add_argument("--write", metavar="DIR", help="write every game's schema into DIR")
    group.add_argument("--check", metavar="DIR", help="exit 1 unless DIR is up to date")


def cmd_schema(args: argparse.Namespace) -> int:
    if args.write:
        folder = Path(args.write)
        folder.mkdir(parents=True, exist_ok=True)
        expected = expected_files()
        for path in folder.glob("*.json"):
            if path.name not in expected:
                path.unlink()
        for name, text in expected.items():
            (folder / name).write_text(text, encoding="utf-8")
        print(f"wrote {len(expected)} schema(s) to {folder}")
        return 0
    if args.check:
        problems = stale_files(Path(args.check))
        for line in problems:
            print(line)
        if problems:
            print("regenerate with: tapisvert schema --write docs/schema")
            return 1
        return 0
    if not args.game:
        raise InvalidOption("name a game, or use --write DIR / --check DIR")
    print(schema_text(get_game(args.game)), end="")
    return 0
