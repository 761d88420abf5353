"""A baseline ladder for one game and player count: trained agents beside the bots, by duplicate
tournaments and a Bradley–Terry rating (docs/rl.md, "A baseline ladder").

Each entry is `LABEL=SPEC` (a bot spec: `random`, `heuristic`, a level such as `strong`, or
`policy:path=FILE.npz`, an agent `examples/train_ppo.py` saved) or a plain spec, its own label.
Each pair of `--pairs` (`A,B`, or `A,B:K` for K deals) plays `--deals` duplicate deals (one hand
a match, every deal once per rotation of the seats, as `tapisvert tournament ... -o
max_hands=1`); a deal goes to the side whose mean score over the rotations is higher (a tie
counts half). The ratings are fitted to every pair at once (`tapisvert.sim.ratings.fit`,
`random` at 0 when it plays, one drawn deal added to each pair as in docs/bots.md's level
ratings). The result is written as JSON (`--json`) and printed as two Markdown tables: each
pair's difference with its 95% interval, and each entry's rating.

    PYTHONPATH=src .venv/bin/python bench/rl_ladder.py sabias 3 \\
        random heuristic ppo-mix=policy:path=sabias3-mix.npz \\
        --pairs ppo-mix,random ppo-mix,heuristic heuristic,random --deals 100 --seed 2026
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from tapisvert.sim.ratings import (
    PRIOR_TIES,
    PairRecord,
    Unrateable,
    deal_outcomes,
    fit,
    measured,
    records_of,
)
from tapisvert.sim.tournament import tournament


def entries_of(items: list[str]) -> dict[str, str]:
    """`LABEL=SPEC` or `SPEC` (its own label) -> {label: spec}; a label named twice is refused."""
    out: dict[str, str] = {}
    for item in items:
        label, eq, spec = item.partition("=")
        if not eq or ":" in label:  # `policy:path=X` has its `=` inside the spec
            label, spec = item, item
        if label in out:
            raise SystemExit(f"rl_ladder: the label {label!r} is named twice")
        out[label] = spec
    return out


def pairs_of(items: list[str], labels: dict[str, str], deals: int) -> list[tuple[str, str, int]]:
    """`A,B` (played over `deals` deals) or `A,B:K` (K deals: fewer for a slow search bot)."""
    out: list[tuple[str, str, int]] = []
    for item in items:
        pair, colon, count = item.partition(":")
        a, comma, b = pair.partition(",")
        if not comma or a == b or a not in labels or b not in labels:
            raise SystemExit(
                f"rl_ladder: a pair is two different labels among {sorted(labels)}, as A,B or"
                f" A,B:DEALS; not {item!r}"
            )
        if colon and not (count.isdigit() and int(count) > 0):
            raise SystemExit(f"rl_ladder: a pair's deals are a positive number, not {count!r}")
        out.append((a, b, int(count) if colon else deals))
    return out


def play(
    game: str, players: int, a: str, b: str, labels: dict[str, str], deals: int, seed: int
) -> dict[str, Any]:
    """One pair's duplicate tournament: deals won, lost and tied by `a`, and the difference."""
    spec_a, spec_b = labels[a], labels[b]
    start = time.process_time()
    result = tournament(game, players, [spec_a, spec_b], deals, seed, {"max_hands": 1}, workers=1)
    wins, losses, ties = deal_outcomes(result.per_deal[spec_a], result.per_deal[spec_b])
    return {
        "a": a,
        "b": b,
        "wins": wins,
        "losses": losses,
        "ties": ties,
        "deals": deals,
        "seed": seed,
        "difference": result.difference(spec_a, spec_b).to_json(),
        "cpu_seconds": round(time.process_time() - start, 1),
        "command": (
            f"tapisvert tournament {game} -n {players} --bots {spec_a},{spec_b}"
            f" --games {deals} --workers 1 -o max_hands=1 --seed {seed}"
        ),
    }


def level_pairs(game: str, players: int) -> list[dict[str, Any]]:
    """The level tournaments committed for this configuration (sim/level_ratings.json: `random`,
    `beginner`, `casual`, `strong`, `expert`, each against the level below), to rate the ladder on
    the same scale as the levels; label the heuristic `casual` to join them."""
    entries: list[dict[str, Any]] = measured().get("games", {}).get(game, {}).get(str(players), [])
    return entries


def tables(
    game: str,
    players: int,
    results: list[dict[str, Any]],
    labels: dict[str, str],
    levels: list[dict[str, Any]] | None = None,
) -> str:
    """The pairs' differences and the fitted ratings (with the levels' pairs, where given), as
    Markdown."""
    lines = [
        f"{game} {players}p: each pair's mean score difference per deal (first − second)",
        "",
        "| first | second | difference [95%] | deals won / lost / tied |",
        "|---|---|---|---|",
    ]
    for r in results:
        d = r["difference"]
        low, high = d["ci95"]
        shown = low > 0 or high < 0
        text = f"{d['mean']:+.2f} [{low:.2f}, {high:.2f}]"
        lines.append(
            f"| {r['a']} | {r['b']} | {'**' + text + '**' if shown else text} |"
            f" {r['wins']}/{r['losses']}/{r['ties']} of {r['deals']} |"
        )
    records = [PairRecord(r["a"], r["b"], r["wins"], r["losses"], r["ties"]) for r in results]
    if levels:
        lines.append(
            "\nRated with the level tournaments of docs/bots.md at this configuration: "
            + "; ".join(
                f"{e['a']} − {e['b']} {e['wins']}/{e['losses']}/{e['ties']} of {e['deals']}"
                f" (seed {e['seed']})"
                for e in levels
            )
            + "."
        )
        records += records_of(levels)
        for e in levels:
            for name in (e["a"], e["b"]):
                labels.setdefault(name, name)
    anchor = "random" if "random" in labels else None
    lines += ["", "| entry | spec | rating [95%] |", "|---|---|---|"]
    try:
        ratings = fit(records, anchor, prior=PRIOR_TIES)
    except Unrateable as e:
        lines.append(f"| (no rating: {e}) | | |")
        return "\n".join(lines)
    for label, rated in sorted(ratings.items(), key=lambda kv: kv[1].rating):
        text = (
            "0 (anchor)"
            if rated.low == rated.high
            else f"{rated.rating:.0f} [{rated.low:.0f}, {rated.high:.0f}]"
        )
        lines.append(f"| {label} | `{labels[label]}` | {text} |")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("game")
    p.add_argument("players", type=int)
    p.add_argument("entries", nargs="+", help="LABEL=SPEC or SPEC")
    p.add_argument("--pairs", nargs="+", required=True, help="A,B or A,B:DEALS (entry labels)")
    p.add_argument("--deals", type=int, default=100)
    p.add_argument("--seed", type=int, default=2026)
    p.add_argument("--json", type=Path, help="write the pairs' results here")
    p.add_argument(
        "--levels",
        action="store_true",
        help="rate with the committed level tournaments too (label the heuristic `casual`)",
    )
    args = p.parse_args(argv)
    labels = entries_of(args.entries)
    pairs = pairs_of(args.pairs, labels, args.deals)
    results: list[dict[str, Any]] = []
    for a, b, deals in pairs:
        r = play(args.game, args.players, a, b, labels, deals, args.seed)
        d = r["difference"]
        print(
            f"{a} − {b}: {d['mean']:+.2f} {d['ci95']} ({r['wins']}/{r['losses']}/{r['ties']},"
            f" {r['cpu_seconds']} s of CPU)",
            file=sys.stderr,
            flush=True,
        )
        results.append(r)
    if args.json:
        args.json.write_text(
            json.dumps(
                {"game": args.game, "players": args.players, "entries": labels, "pairs": results},
                indent=1,
            )
            + "\n",
            encoding="utf-8",
        )
    levels = level_pairs(args.game, args.players) if args.levels else None
    print(tables(args.game, args.players, results, dict(labels), levels))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
