"""Match records: one JSON object per match, one match per line (JSON Lines).

The format is described in docs/records.md and versioned by `RECORD_VERSION`. A record holds
everything needed to re-execute and verify a match: game, options, seed, seats, every hand's
explicit deal, every action (seat and notation), every hand's result and the match result.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from tapisvert.core.errors import InvalidNotation
from tapisvert.core.protocol import Action, GameState
from tapisvert.core.version import ENGINE_VERSION

RECORD_FORMAT = "tapisvert-record"
RECORD_VERSION = 2

JSON = Any


@dataclass
class HandRecord:
    """One hand: its deal, its actions as (seat, notation), and its result once finished."""

    deal: JSON
    actions: list[tuple[int, str]] = field(default_factory=list)
    result: dict[str, JSON] | None = None

    def to_json(self) -> dict[str, JSON]:
        out: dict[str, JSON] = {"deal": self.deal, "actions": [list(a) for a in self.actions]}
        if self.result is not None:
            out["result"] = self.result
        return out


@dataclass
class MatchRecord:
    """A whole match, as written to and read from a record file."""

    game: str
    players: int
    seed: int
    options: dict[str, JSON]
    seats: list[str]
    hands: list[HandRecord]
    result: dict[str, JSON] | None
    engine: str = ""
    first_deal_given: bool = False
    version: int = RECORD_VERSION

    def to_json(self) -> dict[str, JSON]:
        out: dict[str, JSON] = {
            "format": RECORD_FORMAT,
            "version": self.version,
            "engine": self.engine,
            "game": self.game,
            "players": self.players,
            "seed": self.seed,
            "options": self.options,
            "seats": self.seats,
        }
        if self.first_deal_given:
            out["first_deal_given"] = True
        out["hands"] = [h.to_json() for h in self.hands]
        out["result"] = self.result
        return out

    def to_line(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"), ensure_ascii=False)

    @property
    def num_actions(self) -> int:
        return sum(len(h.actions) for h in self.hands)

    @staticmethod
    def from_json(data: Mapping[str, JSON]) -> MatchRecord:
        """Read a record, checking its shape; InvalidNotation names what is wrong."""
        try:
            if data.get("format") != RECORD_FORMAT:
                raise InvalidNotation(f"not a tapisvert record (format {data.get('format')!r})")
            version = int(data["version"])
            if version > RECORD_VERSION:
                raise InvalidNotation(
                    f"record version {version} is newer than this tapisvert reads"
                    f" ({RECORD_VERSION})"
                )
            hands = []
            for h in data["hands"]:
                actions = []
                for pair in h["actions"]:
                    seat, text = pair
                    if not isinstance(seat, int) or not isinstance(text, str):
                        raise InvalidNotation(f"bad action entry {pair!r}")
                    actions.append((seat, text))
                hands.append(HandRecord(deal=h["deal"], actions=actions, result=h.get("result")))
            return MatchRecord(
                game=str(data["game"]),
                players=int(data["players"]),
                seed=int(data["seed"]),
                options=dict(data.get("options", {})),
                seats=[str(s) for s in data.get("seats", [])],
                hands=hands,
                result=data.get("result"),
                engine=str(data.get("engine", "")),
                first_deal_given=bool(data.get("first_deal_given", False)),
                version=version,
            )
        except InvalidNotation:
            raise
        except (KeyError, TypeError, ValueError) as exc:
            raise InvalidNotation(f"malformed record: {exc!r}") from None


class Recorder:
    """Plays actions on a state and keeps the record of the match as it goes."""

    __slots__ = ("_actions", "first_deal_given", "game_id", "seats", "state")

    def __init__(
        self,
        state: GameState,
        seats: Sequence[str],
        *,
        first_deal_given: bool = False,
    ) -> None:
        self.state = state
        self.game_id = state.game.id
        self.seats = list(seats)
        self.first_deal_given = first_deal_given
        self._actions: list[list[tuple[int, str]]] = []

    def apply(self, action: Action) -> None:
        """Apply `action` to the state (IllegalAction passes through) and record it."""
        state = self.state
        seat = state.to_act
        assert seat is not None, "the match is over"
        text = state.action_to_str(action)
        hand = state.hand_number
        state.apply(action)
        while len(self._actions) <= hand:
            self._actions.append([])
        self._actions[hand].append((seat, text))

    def record(self) -> MatchRecord:
        """The record of the match so far (complete once the state is over)."""
        state = self.state
        deals = state.deals()
        results = state.hand_results()
        hands = []
        for i, deal in enumerate(deals):
            actions = self._actions[i] if i < len(self._actions) else []
            result = results[i].to_json() if i < len(results) else None
            hands.append(HandRecord(deal=deal, actions=list(actions), result=result))
        return MatchRecord(
            game=self.game_id,
            players=state.num_players,
            seed=state.seed,
            options=dict(state.options),
            seats=self.seats,
            hands=hands,
            result=state.result().to_json() if state.is_over() else None,
            engine=ENGINE_VERSION,
            first_deal_given=self.first_deal_given,
        )


def read_records(path: Path | str) -> Iterator[MatchRecord]:
    """Every record of a JSON Lines file; InvalidNotation names the bad line."""
    with open(path, encoding="utf-8") as fh:
        for lineno, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                data = json.loads(line)
            except json.JSONDecodeError as exc:
                raise InvalidNotation(f"{path}:{lineno}: not JSON ({exc.msg})") from None
            try:
                yield MatchRecord.from_json(data)
            except InvalidNotation as exc:
                raise InvalidNotation(f"{path}:{lineno}: {exc}") from None


def write_record(fh: TextIO, record: MatchRecord) -> None:
    """Append one record as a line."""
    fh.write(record.to_line() + "\n")
