"""How much a review means, per game: the share of the flat search's own decisions rated best or
good, and the share of random play's non-forced decisions flagged as mistakes or blunders.

    python bench/review_quality.py [--deals N] [--worlds W] [GAME:PLAYERS ...]

Each deal is one hand: seat 0 the `flat` bot (the search behind hints and reviews), seat 1
`random`, the others `heuristic`; both seats are reviewed with W worlds a decision. Prints one
Markdown row per game (docs/coach.md publishes them).
"""

from __future__ import annotations

import argparse
import time

from tapisvert import get_game
from tapisvert.bots import make_bot
from tapisvert.bots.base import SeatView
from tapisvert.coach import review
from tapisvert.core.records import Recorder

DEFAULT = ["sabias:3", "familles:3", "seven-seals:3", "samba:4", "poch:3"]


def measure(game_id: str, players: int, deals: int, worlds: int) -> str:
    game = get_game(game_id)
    strong: list[str] = []
    weak: list[str] = []
    start = time.perf_counter()
    for deal in range(deals):
        state = game.new(players, 100 + deal, max_hands=1)
        names = ["flat", "random", *["heuristic"] * (players - 2)]
        bots = {s: make_bot(names[s], game, s, deal) for s in range(players)}
        recorder = Recorder(state, names)
        while state.to_act is not None:
            bot = bots[state.to_act]
            recorder.apply(bot.choose(SeatView.of(state, with_observation=bot.needs_observation)))
        record = recorder.record()
        strong += [d.label for d in review(game, record, 0, worlds=worlds).decisions]
        weak += [d.label for d in review(game, record, 1, worlds=worlds).decisions]
    good = sum(x in ("best", "good") for x in strong) / max(len(strong), 1)
    flagged = sum(x in ("mistake", "blunder") for x in weak) / max(len(weak), 1)
    seconds = time.perf_counter() - start
    return (
        f"| {game_id} {players}p | {good:.2f} ({len(strong)}) | {flagged:.2f} ({len(weak)})"
        f" | {deals} | {seconds:.0f} s |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("tables", nargs="*", default=DEFAULT, help="GAME:PLAYERS")
    parser.add_argument("--deals", type=int, default=4)
    parser.add_argument("--worlds", type=int, default=32)
    args = parser.parse_args()
    print(
        "| game | flat: best or good (decisions) | random: mistake or blunder (decisions)"
        " | deals | time |"
    )
    print("|---|---:|---:|---:|---:|")
    for table in args.tables:
        game_id, _, players = table.partition(":")
        print(measure(game_id, int(players), args.deals, args.worlds), flush=True)


if __name__ == "__main__":
    main()
