"""Seconds a move of a bot level (`Game.levels`), at decisions of one seeded hand: does a level
keep the server's 2 s a move (docs/bots.md, "Levels")?

The heuristic plays every seat; at about three decisions in ten that offer a choice, the level's
bot (for seat 0's view of the seat to act) chooses too, timed, and the search's iterations are
noted. Prints the largest time, each time and each search's iterations.

    .venv/bin/python bench/level_times.py familles 6 --level expert --decisions 5
"""

from __future__ import annotations

import argparse
import random
import time

from tapisvert.bots import SeatView, make_bot
from tapisvert.bots.ismcts import ISMCTSBot
from tapisvert.games import get_game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("players", type=int)
    parser.add_argument("--level", default="expert", help="a level or any bot spec")
    parser.add_argument("--decisions", type=int, default=5)
    parser.add_argument("--seed", type=int, default=4)
    args = parser.parse_args()
    game = get_game(args.game)
    state = game.new(args.players, args.seed, max_hands=1)
    heuristic = [make_bot("heuristic", game, s, 1) for s in range(args.players)]
    bot = make_bot(args.level, game, 0, 5)
    pick = random.Random(0)
    times: list[float] = []
    iterations: list[int] = []
    while state.to_act is not None and len(times) < args.decisions:
        seat = state.to_act
        view = SeatView.of(state)
        if len(view.legal_actions) > 1 and pick.random() < 0.3:
            started = time.perf_counter()
            bot.choose(view)
            times.append(time.perf_counter() - started)
            if isinstance(bot, ISMCTSBot):
                iterations.append(bot.last_iterations)
        state.apply(heuristic[seat].choose(view))
    print(
        f"{args.game} {args.players}p {args.level}: at most {max(times):.2f} s a move;"
        f" times {[round(t, 2) for t in times]}; iterations {iterations}"
    )


if __name__ == "__main__":
    main()
