"""A review of one seat's play: every decision rated by the expected score it gave up.

At each decision of the seat (a forced move, with one legal action, is never rated), the moves
worth comparing (`bots.flat.candidates`, plus the move played) are estimated from the seat's view
at that moment (`bots.flat.Evaluator`: sampled worlds consistent with the view, never the hidden
cards).
The best is the move of highest mean; the decision's cost is what the played move gives up against
it in the same worlds, with a 95% interval. Labels use the game's thresholds in its own score unit
(`Game.review_thresholds`): `best` (the move played is the best found), `good` (a cost below the
first threshold, or one the search cannot tell from zero: its interval holds 0), `inaccuracy`,
`mistake`, `blunder`. docs/coach.md says more.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from tapisvert.bots.flat import Evaluator, MoveValue, candidates, view_seed
from tapisvert.core.messages import Message, msg
from tapisvert.core.protocol import Action, Game, GameState
from tapisvert.core.records import MatchRecord
from tapisvert.core.replay import replay_steps, start_state

LABELS = ("best", "good", "inaccuracy", "mistake", "blunder")
DEFAULT_WORLDS = 48
MORE = 4  # a close decision is sampled with up to MORE times the worlds asked for


@dataclass(frozen=True, slots=True)
class Decision:
    """One rated decision of the reviewed seat."""

    hand: int
    index: int  # the action's index in its hand of the record
    played: Action
    played_message: Message
    best: Action
    best_message: Message
    loss: float  # the expected score the move played gives up (0 when it is the best)
    low: float  # the 95% interval of the loss
    high: float
    label: str
    top: tuple[MoveValue, ...]  # the best three moves found, best first
    worlds: int

    def to_json(self, state_text: Callable[[Action], str]) -> dict[str, Any]:
        return {
            "hand": self.hand,
            "index": self.index,
            "played": state_text(self.played),
            "played_message": self.played_message.to_json(),
            "best": state_text(self.best),
            "best_message": self.best_message.to_json(),
            "loss": round(self.loss, 3),
            "interval": [round(self.low, 3), round(self.high, 3)],
            "label": self.label,
            "top": [
                {
                    "action": state_text(v.action),
                    "mean": round(v.mean, 3),
                    "error": round(v.error, 3),
                }
                for v in self.top
            ],
            "worlds": self.worlds,
        }


@dataclass
class Review:
    """A seat's rated decisions, and the three costliest explained."""

    game: str
    seat: int
    decisions: list[Decision] = field(default_factory=list)
    texts: dict[tuple[int, int], tuple[str, str, list[str]]] = field(default_factory=dict)
    forced: int = 0

    def counts(self) -> dict[str, int]:
        """How many decisions got each label."""
        out = dict.fromkeys(LABELS, 0)
        for d in self.decisions:
            out[d.label] += 1
        return out

    def costliest(self, n: int = 3) -> list[Decision]:
        """The `n` decisions that gave up the most, costliest first (only those that gave up
        something the search can tell: not `best` nor `good`)."""
        bad = [d for d in self.decisions if d.label not in ("best", "good")]
        return sorted(bad, key=lambda d: -d.loss)[:n]

    def explanations(self) -> list[Message]:
        """The three costliest decisions in words, with the better move."""
        return [
            msg(
                "coach-costly",
                hand=d.hand + 1,
                hand_unit=msg(f"{self.game}-hand-unit"),  # a poch deal, a seven-seals round
                played=d.played_message,
                best=d.best_message,
                loss=round(d.loss, 1),
                label=d.label,
            )
            for d in self.costliest()
        ]

    def to_json(self) -> dict[str, Any]:
        def text_of(d: Decision) -> Callable[[Action], str]:
            played, best, tops = self.texts[(d.hand, d.index)]
            names = {d.played: played, d.best: best}
            for value, text in zip(d.top, tops, strict=True):
                names[value.action] = text
            return lambda a: names[a]

        return {
            "game": self.game,
            "seat": self.seat,
            "counts": self.counts(),
            "forced": self.forced,
            "decisions": [d.to_json(text_of(d)) for d in self.decisions],
            "costliest": [m.to_json() for m in self.explanations()],
        }


def label_of(loss: float, low: float, thresholds: tuple[float, float, float]) -> str:
    """The label of a decision that gave up `loss` (interval from `low`); see the module."""
    good, inaccuracy, mistake = thresholds
    if loss < good or low <= 0.0:
        return "good"
    if loss < inaccuracy:
        return "inaccuracy"
    if loss < mistake:
        return "mistake"
    return "blunder"


def rate(
    game: Game, state: GameState, played: Action, *, worlds: int = DEFAULT_WORLDS, salt: str = ""
) -> Decision | None:
    """Rate `played` at `state` (the reviewed seat to act) from that seat's view; None when the
    move was forced."""
    seat = state.to_act
    assert seat is not None
    legal = state.legal_actions()
    if len(legal) == 1:
        return None
    view = state.view(seat)
    thresholds = game.review_thresholds
    moves = candidates(game, view, legal, random.Random(view_seed(view, salt + ":candidates")))
    evaluator = Evaluator(game, view, [*moves, played], salt=salt)
    evaluator.sample(worlds)
    values = evaluator.values()
    if game.review_every_move:
        # the best of many noisy estimates looks better than it is: the move found best (or, when
        # the move played looks best, the next one) is measured against the move played again, in
        # fresh worlds, so that the luck that made it look best is not counted as a loss
        found = next(v.action for v in values if v.action != played)
        judge = Evaluator(game, view, [found, played], salt=salt + ":again")
        judge.sample(worlds)
    else:
        judge = evaluator
    while True:
        values = judge.values()
        # a close decision gets more worlds, up to `MORE` times as many: one where the move played
        # against the best other move found may give up anything from nothing to a mistake (the
        # search cannot tell yet whether it is good, the best by luck, or a mistake)
        rival = next((v.action for v in values if v.action != played), None)
        if rival is not None and judge.worlds < MORE * worlds:
            c = judge.compare(rival, played)
            if c.low <= 0.0 and c.high >= thresholds[1]:
                judge.sample(max(worlds // 2, 1))
                continue
        best = values[0].action
        if best == played:
            loss, low, high, label = 0.0, 0.0, 0.0, "best"
            break
        c = judge.compare(best, played)
        loss, low, high = c.loss, c.low, c.high
        # a move as good as the best in every world sampled is one of the best
        label = "best" if loss <= 0.0 and high <= 0.0 else label_of(loss, low, thresholds)
        break
    if judge is not evaluator:
        values = evaluator.values()  # the best three, as first estimated
    return Decision(
        hand=state.hand_number,
        index=-1,
        played=played,
        played_message=state.action_message(played),
        best=best,
        best_message=state.action_message(best),
        loss=loss,
        low=low,
        high=high,
        label=label,
        top=tuple(values[:3]),
        worlds=judge.worlds,
    )


def decisions_of(
    game: Game, record: MatchRecord, seat: int
) -> Iterator[tuple[int, int, GameState, str]]:
    """(hand, index, state before the action, action text) for every action of `seat`."""
    state = start_state(game, record)
    before = state.clone()
    for step in replay_steps(game, record):
        if step.seat == seat:
            yield step.hand, step.index, before, step.text
        before = step.state.clone()


def review(
    game: Game,
    record: MatchRecord,
    seat: int,
    *,
    worlds: int = DEFAULT_WORLDS,
    hands: set[int] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Review:
    """Rate every decision of `seat` in `record` (in `hands` only, when given)."""
    if not 0 <= seat < record.players:
        raise ValueError(f"seat {seat} is not at this {record.players}-player table")
    todo = [d for d in decisions_of(game, record, seat) if hands is None or d[0] in hands]
    out = Review(game.id, seat)
    for n, (hand, index, state, text) in enumerate(todo):
        if progress is not None:
            progress(n, len(todo))
        played = state.parse_action(text)
        rated = rate(game, state, played, worlds=worlds, salt=f"{hand}:{index}")
        if rated is None:
            out.forced += 1
            continue
        rated = Decision(**{**_fields(rated), "index": index})
        out.decisions.append(rated)
        out.texts[(hand, index)] = (
            state.action_to_str(rated.played),
            state.action_to_str(rated.best),
            [state.action_to_str(v.action) for v in rated.top],
        )
    if progress is not None:
        progress(len(todo), len(todo))
    return out


def _fields(d: Decision) -> dict[str, Any]:
    return {name: getattr(d, name) for name in Decision.__slots__}


__all__ = ["DEFAULT_WORLDS", "LABELS", "MORE", "Decision", "Review", "label_of", "rate", "review"]
