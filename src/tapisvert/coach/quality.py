"""Does a review mean something? The measure behind bench/review_quality.py and
tests/coach/test_review_quality.py (issue 27): one-hand deals where seat 0 is the `flat` bot (the
search behind hints and reviews), seat 1 `random`, the others `heuristic`; both seats reviewed.
The flat search's own play should be rated best or good at least 90% of the time, random play's
non-forced decisions flagged as mistakes or blunders at least a third of the time."""

from __future__ import annotations

from dataclasses import dataclass, field

from tapisvert import get_game
from tapisvert.bots import make_bot
from tapisvert.bots.base import SeatView
from tapisvert.coach.review import review
from tapisvert.core.records import Recorder

STRONG, WEAK = "flat", "random"


@dataclass
class Quality:
    """The labels of the strong seat's and of the random seat's rated decisions, over the deals."""

    game: str
    players: int
    deals: int = 0
    strong: list[str] = field(default_factory=list)
    weak: list[str] = field(default_factory=list)
    forced: int = 0  # the random seat's forced moves (never rated)

    @property
    def good(self) -> float:
        """The share of the strong seat's decisions rated best or good."""
        return sum(x in ("best", "good") for x in self.strong) / max(len(self.strong), 1)

    @property
    def flagged(self) -> float:
        """The share of the random seat's non-forced decisions rated mistake or blunder."""
        return sum(x in ("mistake", "blunder") for x in self.weak) / max(len(self.weak), 1)


def measure(game_id: str, players: int, deals: int, *, worlds: int, first: int = 100) -> Quality:
    """Play `deals` one-hand deals (seeds `first`, `first + 1`, ...) and review seats 0 and 1."""
    game = get_game(game_id)
    out = Quality(game_id, players)
    for deal in range(deals):
        state = game.new(players, first + deal, max_hands=1)
        names = [STRONG, WEAK, *["heuristic"] * (players - 2)]
        bots = {s: make_bot(names[s], game, s, deal) for s in range(players)}
        recorder = Recorder(state, names)
        while state.to_act is not None:
            bot = bots[state.to_act]
            recorder.apply(bot.choose(SeatView.of(state, with_observation=bot.needs_observation)))
        record = recorder.record()
        out.strong += [d.label for d in review(game, record, 0, worlds=worlds).decisions]
        weak = review(game, record, 1, worlds=worlds)
        out.weak += [d.label for d in weak.decisions]
        out.forced += weak.forced
        out.deals += 1
    return out


__all__ = ["STRONG", "WEAK", "Quality", "measure"]
