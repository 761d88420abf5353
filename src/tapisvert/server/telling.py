"""What the moves of a match set off, told to each reader: the events of every move, computed
once when the move is applied (bots' moves too), kept with the move in the event log, and the log
told again to whoever opens the table (a spectator, a new tab, a reconnecting seat).

The events are stored whole (private parts included, `Event.to_json`); every reader is told them
through `Event.for_reader` only, so that nothing a reader may not see leaves the server while the
match is played (tests/server/test_telling.py).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from tapisvert.core.messages import Event, Message
from tapisvert.core.protocol import Action, ActionInfo, Game, GameState
from tapisvert.core.results import HandResult
from tapisvert.core.scores import score_json

log = logging.getLogger("tapisvert.server")

JSON = Any


def tell(game: Game, before: GameState, action: Action, after: GameState) -> list[Event] | None:
    """The events `action` set off (`Game.events`), or None when the game cannot tell them (a game
    without narration, or a bug in it: a table keeps playing, its log lacks that move's words)."""
    try:
        return game.events(before, action, after)
    except NotImplementedError:
        return None
    except Exception:
        log.exception("%s: cannot tell the events of %s", game.id, before.action_to_str(action))
        return None


def events_json(told: Sequence[Event] | None) -> list[dict[str, JSON]] | None:
    """The whole events as stored (the event log, records), or None when not told."""
    return None if told is None else [e.to_json() for e in told]


def events_from_json(data: object) -> list[Event] | None:
    """The events `events_json` stored (None: not told, or unreadable)."""
    if not isinstance(data, list):
        return None
    try:
        return [Event.from_json(e) for e in data]
    except ValueError:
        return None


def for_reader(told: Sequence[Event] | None, seat: int | None) -> list[dict[str, JSON]]:
    """The messages (JSON) of `told` as the reader at `seat` may see them (None: a spectator)."""
    return [] if told is None else [e.for_reader(seat).to_json() for e in told]


def breakdown(game: Game, result: HandResult) -> list[dict[str, JSON]] | None:
    """A finished hand's breakdown (`Game.describe_hand`, public) as message JSON, or None when
    the game cannot describe it."""
    try:
        return [m.to_json() for m in game.describe_hand(result)]
    except NotImplementedError:
        return None
    except Exception:
        log.exception("%s: cannot describe a hand", game.id)
        return None


def actions(state: GameState) -> list[dict[str, JSON]]:
    """The legal actions of the seat to act, structured (`GameState.action_infos`)."""
    try:
        infos: list[ActionInfo] = state.action_infos()
    except NotImplementedError:
        return []
    return [a.to_json() for a in infos]


def prompt(state: GameState) -> dict[str, JSON] | None:
    """What the seat to act is asked to do (`GameState.prompt`), as message JSON."""
    try:
        message: Message | None = state.prompt()
    except NotImplementedError:
        return None
    return None if message is None else message.to_json()


class MatchLog:
    """The events of every move of one match and where its hands ended, to tell the match so far
    to a reader who opens the table: `blocks(seat)`.

    The blocks are `{"move", "hand", "messages"}`: one per earlier hand (its breakdown, at the
    move that ended it), then one per move of the current hand (its events as that reader may
    see them). Once the match is over, the current hand is the last one, its breakdown after its
    moves."""

    __slots__ = ("_breakdowns", "_ends", "_sheet", "_totals", "game", "told")

    SHEET = 50  # the score sheet in a view: the latest hands

    def __init__(self, game: Game) -> None:
        self.game = game
        self.told: list[list[Event] | None] = []  # per move (move n is told[n - 1])
        self._ends: list[int] = []  # the move that ended each finished hand
        self._breakdowns: dict[int, list[dict[str, JSON]] | None] = {}
        self._sheet: list[dict[str, JSON]] = []  # per finished hand (kept: it never changes)
        self._totals: list[Fraction] = []

    @property
    def moves(self) -> int:
        return len(self.told)

    def add(self, told: list[Event] | None, after: GameState) -> None:
        """Keep the events of the next move, which reached `after`."""
        self.told.append(told)
        while len(self._ends) < after.hands_finished():
            self._ends.append(len(self.told))

    def hand_ended_last(self) -> bool:
        """Whether the latest move ended a hand."""
        return bool(self._ends) and self._ends[-1] == len(self.told)

    def sheet(self, state: GameState) -> list[dict[str, JSON]]:
        """The score sheet: per finished hand, `{"hand", "scores", "totals"}` (per seat: what the
        hand added, and the running sums), with `teams` and `team_scores` when the hand was
        played by camps; the latest `SHEET` hands (built once per hand, so that a view late in
        a long match costs no more)."""
        while len(self._sheet) < state.hands_finished():
            hand = len(self._sheet)
            result = state.hand_result(hand)
            totals = self._totals or [Fraction(0)] * len(result.scores)
            self._totals = [t + s for t, s in zip(totals, result.scores, strict=True)]
            entry: dict[str, JSON] = {
                "hand": hand,
                "scores": [score_json(s) for s in result.scores],
                "totals": [score_json(t) for t in self._totals],
            }
            if result.teams is not None:
                entry["teams"] = [list(t) for t in result.teams]
            if result.team_scores is not None:
                entry["team_scores"] = [score_json(s) for s in result.team_scores]
            self._sheet.append(entry)
        return self._sheet[-self.SHEET :]

    def last(self) -> list[Event] | None:
        """The events of the latest move (None: no move yet, or not told)."""
        return self.told[-1] if self.told else None

    def hand_breakdown(self, state: GameState, hand: int) -> list[dict[str, JSON]] | None:
        """The breakdown of finished hand `hand` (kept: a finished hand never changes)."""
        if hand not in self._breakdowns:
            self._breakdowns[hand] = breakdown(self.game, state.hand_result(hand))
        return self._breakdowns[hand]

    def blocks(self, state: GameState, seat: int | None) -> list[dict[str, JSON]]:
        """The match so far as the reader at `seat` may be told it (see the class)."""
        ends = self._ends
        over = state.is_over() and bool(ends)
        earlier = len(ends) - 1 if over else len(ends)
        out: list[dict[str, JSON]] = []
        for hand in range(earlier):
            messages = self.hand_breakdown(state, hand)
            if messages is not None:
                out.append({"move": ends[hand], "hand": hand, "messages": messages})
        start = ends[earlier - 1] if earlier else 0
        stop = ends[-1] if over else len(self.told)
        for move in range(start + 1, stop + 1):
            told = self.told[move - 1]
            if told:
                out.append({"move": move, "hand": earlier, "messages": for_reader(told, seat)})
        if over:
            messages = self.hand_breakdown(state, earlier)
            if messages is not None:
                out.append({"move": ends[-1], "hand": earlier, "messages": messages})
        return out


__all__ = [
    "MatchLog",
    "actions",
    "breakdown",
    "events_from_json",
    "events_json",
    "for_reader",
    "prompt",
    "tell",
]
