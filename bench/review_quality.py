"""How much a review means, per game: the share of the flat search's own decisions rated best or
good, and the share of random play's non-forced decisions flagged as mistakes or blunders.

    python bench/review_quality.py [--deals N] [--worlds W] [--first SEED] [GAME:PLAYERS ...]

Each deal is one hand: seat 0 the `flat` bot (the search behind hints and reviews), seat 1
`random`, the others `heuristic`; both seats are reviewed with W worlds a decision
(`tapisvert.coach.quality`). Prints one Markdown row per game (docs/coach.md publishes them).
"""

from __future__ import annotations

import argparse
import time

from tapisvert.coach.quality import measure

DEFAULT = ["sabias:3", "familles:3", "seven-seals:3", "samba:4", "poch:3"]


def row(game_id: str, players: int, deals: int, worlds: int, first: int) -> str:
    start = time.perf_counter()
    q = measure(game_id, players, deals, worlds=worlds, first=first)
    seconds = time.perf_counter() - start
    return (
        f"| {game_id} {players}p | {q.good:.2f} ({len(q.strong)}) | {q.flagged:.2f} ({len(q.weak)})"
        f" | {deals} | {seconds:.0f} s |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("tables", nargs="*", default=DEFAULT, help="GAME:PLAYERS")
    parser.add_argument("--deals", type=int, default=4)
    parser.add_argument("--worlds", type=int, default=32)
    parser.add_argument("--first", type=int, default=100, help="the first deal's seed")
    args = parser.parse_args()
    print(
        "| game | flat: best or good (decisions) | random: mistake or blunder (decisions)"
        " | deals | time |"
    )
    print("|---|---:|---:|---:|---:|")
    for table in args.tables:
        game_id, _, players = table.partition(":")
        print(row(game_id, int(players), args.deals, args.worlds, args.first), flush=True)


if __name__ == "__main__":
    main()
