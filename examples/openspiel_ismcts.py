"""OpenSpiel's own ISMCTS bot plays sabias through the tapisvert bridge.

    pip install -e '.[rl]'
    python examples/openspiel_ismcts.py --hands 20 --simulations 200

Each hand is one OpenSpiel episode (`max_hands=1`); the ISMCTS bot (random rollouts, worlds drawn
by the game's determinizer through `resample_from_infostate`) sits at every seat in turn against
OpenSpiel's uniform random bots, and `evaluate_bots` plays it. Prints the bot's mean hand score
with a 95% interval.

This is OpenSpiel's Python ISMCTS (`open_spiel.python.algorithms.ismcts`): the C++ one,
`pyspiel.ISMCTSBot`, crashes the process (segmentation fault) on these games (written in Python).
"""

from __future__ import annotations

import argparse
import math
import statistics
import time

import numpy as np
import pyspiel
from open_spiel.python.algorithms import evaluate_bots, ismcts, mcts

import tapisvert.openspiel


class ISMCTSBot(ismcts.ISMCTSBot):
    """OpenSpiel's Python ISMCTS bot; it searches afresh at every move, so a restart is a no-op
    (evaluate_bots calls restart_at, which the Python bot does not define)."""

    def restart_at(self, state: pyspiel.State) -> None:
        self.reset()

    def inform_action(self, state: pyspiel.State, player_id: int, action: int) -> None:
        pass


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--game", default="sabias")
    p.add_argument("--players", type=int, default=3)
    p.add_argument("--hands", type=int, default=12)
    p.add_argument("--simulations", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    game = tapisvert.openspiel.load(args.game, args.players)
    rng = np.random.RandomState(args.seed)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    scores = []
    start = time.time()
    for hand in range(args.hands):
        seat = hand % args.players
        bots = [pyspiel.make_uniform_random_bot(s, args.seed * 1000 + hand * 10 + s)
                for s in range(args.players)]
        bots[seat] = ISMCTSBot(game, evaluator, uct_c=2.0,
                                     max_simulations=args.simulations, random_state=rng)
        returns = evaluate_bots.evaluate_bots(game.new_initial_state(), bots, rng)
        scores.append(returns[seat])
        print(f"hand {hand + 1}: ISMCTS at seat {seat} scored {returns[seat]:+.1f}", flush=True)
    mean = statistics.fmean(scores)
    half = 1.96 * statistics.stdev(scores) / math.sqrt(len(scores)) if len(scores) > 1 else math.inf
    print(f"{game}: OpenSpiel ISMCTS ({args.simulations} simulations) v uniform random:"
          f" {mean:+.1f} a hand [{mean - half:.1f}, {mean + half:.1f}] over {len(scores)} hands"
          f" ({time.time() - start:.0f} s)")


if __name__ == "__main__":
    main()
