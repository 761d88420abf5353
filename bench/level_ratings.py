"""The levels' ratings: duplicate tournaments between adjacent levels, fitted by Bradley–Terry.

Runs one duplicate tournament per pair named (`tapisvert.sim.tournament.tournament`, one process:
`workers=1`, one hand a match: `max_hands=1`, as docs/bots.md's level tournaments), counts the
deals each bot of the pair won (its mean score over the deal's rotations higher than the
other's), lost and tied, and stores them with the tournament's size, seed, mean difference and
the command that replays it in src/tapisvert/sim/level_ratings.json (committed, shipped with the
package: `games[game][players]`, one entry per pair and seed, a pair measured again at the same
seed replacing its entry, at another seed adding its deals).
Then refits every configuration (`tapisvert.sim.ratings.fit`, `random` anchored at 0) and rewrites
docs/bots.md's ratings table between its markers. The server reads the file for the ratings that
`GET /api/games` gives beside each level.

    PYTHONPATH=src .venv/bin/python bench/level_ratings.py sabias 3 --deals 100 --seed 1 \\
        --pairs beginner,random casual,beginner
    PYTHONPATH=src .venv/bin/python bench/level_ratings.py --docs     # refit, rewrite the table

Each tournament writes its matches as they end to bench/journals/ (`journal_of`): stopped by a
Ctrl-C or a session's end, the same command resumes it; commit the journal to resume it on another
checkout. The entry's `cpu_seconds` adds every run's.

Name the stronger level first (`casual,beginner`), as docs/bots.md's tournaments do: the bots'
order sets who sits where in each rotation, so the same order gives the same deals' results.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from tapisvert.core.native import compiled
from tapisvert.core.protocol import LEVEL_NAMES
from tapisvert.games import get_game
from tapisvert.sim.ratings import (
    PRIOR_TIES,
    Rating,
    Unrateable,
    deal_outcomes,
    fit,
    records_of,
)
from tapisvert.sim.tournament import tournament

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "src" / "tapisvert" / "sim" / "level_ratings.json"
JOURNALS = ROOT / "bench" / "journals"  # each tournament's matches as they end: see journal_of
DOC = ROOT / "docs" / "bots.md"  # its table between these markers is this bench's
BEGIN, END = "<!-- level_ratings.py: begin -->", "<!-- level_ratings.py: end -->"
ORDER = ("random", *LEVEL_NAMES)
ERR: dict[str, Any] = {"file": sys.stderr, "flush": True}


def load() -> dict[str, Any]:
    if OUT.exists():
        data: dict[str, Any] = json.loads(OUT.read_text(encoding="utf-8"))
        return data
    return {"games": {}}


def save(data: dict[str, Any]) -> None:
    OUT.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def journal_of(game: str, players: int, a: str, b: str, deals: int, seed: int) -> Path:
    """Where a pair's tournament writes each match as it ends (`tapisvert.sim.journal`): run the
    same command again after a stop, on this machine or on a checkout where the file was
    committed, and it plays only the matches the file lacks."""
    return JOURNALS / f"{game}-{players}p-{a}-{b}-{deals}-seed{seed}.jsonl"


def measure(game: str, players: int, a: str, b: str, deals: int, seed: int) -> dict[str, Any]:
    """One pair's duplicate tournament, as its level_ratings.json entry; `cpu_seconds` adds the
    CPU of every run that wrote to its journal."""
    path = journal_of(game, players, a, b, deals, seed)
    path.parent.mkdir(parents=True, exist_ok=True)
    result = tournament(
        game, players, [a, b], deals, seed, {"max_hands": 1}, workers=1, journal=path
    )
    wins, losses, ties = deal_outcomes(result.per_deal[a], result.per_deal[b])
    diff = result.difference(a, b)
    return {
        "a": a,
        "b": b,
        "wins": wins,
        "losses": losses,
        "ties": ties,
        "deals": deals,
        "seed": seed,
        "difference": diff.to_json(),
        "seconds": round(result.seconds, 1),
        "cpu_seconds": round(result.cpu_seconds, 1),
        "build": "compiled" if compiled("tapisvert.bots.tree") else "sources",
        "command": (
            f"tapisvert tournament {game} -n {players} --bots {a},{b} --games {deals}"
            f" --workers 1 -o max_hands=1 --seed {seed}"
        ),
    }


def store(data: dict[str, Any], game: str, players: int, entry: dict[str, Any]) -> None:
    """Put `entry` at its configuration, replacing an earlier measure of the same pair at the same
    seed (the same deals); a pair measured at another seed (other deals) adds to it."""
    entries: list[dict[str, Any]] = data["games"].setdefault(game, {}).setdefault(str(players), [])
    key = ({entry["a"], entry["b"]}, entry["seed"])
    entries[:] = [e for e in entries if ({e["a"], e["b"]}, e["seed"]) != key] + [entry]
    entries.sort(key=lambda e: (min(ORDER.index(e["a"]), ORDER.index(e["b"])), e["seed"]))


def _rating(r: Rating | None, anchor: bool) -> str:
    if r is None:
        return "—"
    if anchor:
        return "0 (anchor)"
    return f"{r.rating:.0f} [{r.low:.0f}, {r.high:.0f}]"


def markdown(data: dict[str, Any]) -> str:
    """The ratings table of docs/bots.md and the deals each rests on."""
    head = ["game", "players", *ORDER, "deals won / lost / tied (first − second)"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for game in sorted(data["games"]):
        for players in sorted(data["games"][game], key=int):
            entries = data["games"][game][players]
            try:
                ratings: dict[str, Rating] = fit(records_of(entries), prior=PRIOR_TIES)
            except Unrateable as exc:
                ratings = {}
                print(f"{game} {players}p: {exc}", **ERR)
            anchor = next((b for b in ORDER if b in ratings and ratings[b].rating == 0.0), "")
            cells = [_rating(ratings.get(b), b == anchor) for b in ORDER]
            deals = "; ".join(
                f"{e['a']} − {e['b']} {e['wins']}/{e['losses']}/{e['ties']} of {e['deals']}"
                + (f" (seed {e['seed']})" if any(o["seed"] != e["seed"] for o in entries) else "")
                + (" (a sweep)" if not e["losses"] * e["wins"] and not e["ties"] else "")
                for e in entries
            )
            lines.append("| " + " | ".join([game, players, *cells, deals]) + " |")
    return "\n".join(lines) + "\n"


def write_doc(data: dict[str, Any]) -> None:
    text = DOC.read_text(encoding="utf-8")
    start, stop = text.index(BEGIN) + len(BEGIN), text.index(END)
    DOC.write_text(text[:start] + "\n" + markdown(data) + text[stop:], encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game", nargs="?")
    p.add_argument("players", nargs="?", type=int)
    p.add_argument("--deals", type=int, default=100, help="duplicate deals per tournament")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--pairs", nargs="*", default=[], help="A,B: the stronger level first")
    p.add_argument("--docs", action="store_true", help="only refit and rewrite docs/bots.md")
    args = p.parse_args(argv)
    data = load()
    if not args.docs:
        if args.game is None or args.players is None or not args.pairs:
            p.error("name GAME PLAYERS and --pairs (or --docs)")
        game = get_game(args.game)
        game.check_players(args.players)
        for pair in args.pairs:
            a, _, b = pair.partition(",")
            if a not in ORDER or b not in ORDER or a == b:
                p.error(f"--pairs {pair}: two of {', '.join(ORDER)}")
            entry = measure(game.id, args.players, a, b, args.deals, args.seed)
            # read again before storing: another run (on the other core) may have stored since
            data = load()
            store(data, game.id, args.players, entry)
            save(data)  # after each pair: a long run interrupted keeps what it measured
            print(
                f"{game.id} {args.players}p {a} − {b}: {entry['wins']}/{entry['losses']}/"
                f"{entry['ties']} of {args.deals}, difference {entry['difference']}"
                f" [{entry['cpu_seconds']} s CPU]",
                **ERR,
            )
    write_doc(data)
    print(markdown(data))
    return 0


if __name__ == "__main__":
    sys.exit(main())
