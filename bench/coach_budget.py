"""The coach's budgets (issue 27): how long a hand's review and a hint take.

    taskset -c 0 python bench/coach_budget.py GAME PLAYERS [DEALS]

Plays DEALS one-hand deals of heuristic players (seeds 300, 301, ...), asks a hint
(`seconds=2.0`) at every seventh non-forced decision, and reviews seat 0 with the default worlds;
prints each review's time and the longest hint. Run on one core with the compiled wheel
(docs/coach.md: a 3-player sabias hand in 15 s, a 4-player samba hand in 60 s, a hint in 2 s).
"""

from __future__ import annotations

import sys
import time

from tapisvert import get_game
from tapisvert.bots import make_bot
from tapisvert.bots.base import SeatView
from tapisvert.coach import hint, review
from tapisvert.core.records import Recorder


def main() -> None:
    game_id, players = sys.argv[1], int(sys.argv[2])
    deals = int(sys.argv[3]) if len(sys.argv) > 3 else 2
    game = get_game(game_id)
    worst = 0.0
    hints: list[float] = []
    for deal in range(deals):
        state = game.new(players, 300 + deal, max_hands=1)
        names = ["heuristic"] * players
        bots = {s: make_bot(names[s], game, s, deal) for s in range(players)}
        recorder = Recorder(state, names)
        n = 0
        while state.to_act is not None:
            if n % 7 == 3 and len(state.legal_actions()) > 1:
                start = time.perf_counter()
                hint(state, seconds=2.0)
                hints.append(time.perf_counter() - start)
            bot = bots[state.to_act]
            recorder.apply(bot.choose(SeatView.of(state, with_observation=bot.needs_observation)))
            n += 1
        start = time.perf_counter()
        rated = review(game, recorder.record(), 0)
        seconds = time.perf_counter() - start
        worst = max(worst, seconds)
        print(
            f"{game_id} {players}p deal {deal}: review of seat 0 {seconds:.1f} s"
            f" ({len(rated.decisions)} rated, {rated.forced} forced)",
            flush=True,
        )
    longest = max(hints, default=0.0)
    print(f"{game_id}: longest review {worst:.1f} s; {len(hints)} hints, longest {longest:.2f} s")


if __name__ == "__main__":
    main()
