"""The uniform random player: a baseline, and the benchmark's policy."""

from __future__ import annotations

import random

from tapisvert.bots.base import Bot, SeatView
from tapisvert.core.protocol import Action


class RandomBot(Bot):
    """Picks uniformly among the legal actions, from its own seeded generator."""

    name = "random"
    needs_observation = False

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        return view.legal_actions[self._rng.randrange(len(view.legal_actions))]
