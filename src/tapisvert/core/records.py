"""Match records: one JSON object per match, one match per line (JSON Lines).

The format is described in docs/records.md and versioned by `RECORD_VERSION`. A record holds
everything needed to re-execute and verify a match: game, options, seed, seats, every hand's
explicit deal, every action (seat and notation), every hand's result and the match result; and,
optionally, what each action set off (its events, `Game.events`), which replay checks too.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO, TypeVar

from tapisvert.core.errors import InvalidNotation
from tapisvert.core.messages import Event
from tapisvert.core.protocol import Action, GameState
from tapisvert.core.version import ENGINE_VERSION

RECORD_FORMAT = "tapisvert-record"
RECORD_VERSION = 2

T = TypeVar("T")

JSON = Any


Told = list[dict[str, JSON]] | None  # one action's events, `[Event.to_json()]`; None: not told


@dataclass
class HandRecord:
    """One hand: its deal, its actions as (seat, notation), and its result once finished.

    `events`, when present, tells what each action set off: one entry per action, its events as
    `Event.to_json()` (private parts included), or None for an action not told."""

    deal: JSON
    actions: list[tuple[int, str]] = field(default_factory=list)
    result: dict[str, JSON] | None = None
    events: list[Told] | None = None

    def to_json(self) -> dict[str, JSON]:
        out: dict[str, JSON] = {"deal": self.deal, "actions": [list(a) for a in self.actions]}
        if self.events is not None:
            out["events"] = self.events
        if self.result is not None:
            out["result"] = self.result
        return out

    def told_to(self, seat: int | None) -> HandRecord:
        """This hand as the reader at `seat` may read it (None: a spectator): each event reduced
        to what that reader is told (`Event.for_reader`), no private part left."""
        if self.events is None:
            return self
        events: list[Told] = [
            None
            if told is None
            else [{"message": Event.from_json(e).for_reader(seat).to_json()} for e in told]
            for told in self.events
        ]
        return HandRecord(self.deal, list(self.actions), self.result, events)


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

    def told_to(self, seat: int | None) -> MatchRecord:
        """The record as the reader at `seat` may read it while the match is played: every
        action's events reduced to what that reader is told (`HandRecord.told_to`)."""
        return MatchRecord(
            game=self.game,
            players=self.players,
            seed=self.seed,
            options=self.options,
            seats=self.seats,
            hands=[h.told_to(seat) for h in self.hands],
            result=self.result,
            engine=self.engine,
            first_deal_given=self.first_deal_given,
            version=self.version,
        )

    @property
    def num_actions(self) -> int:
        return sum(len(h.actions) for h in self.hands)

    @staticmethod
    def from_json(data: JSON) -> MatchRecord:
        """Read a record, checking its shape; InvalidNotation names what is wrong."""
        if not isinstance(data, dict):
            raise InvalidNotation(f"not a record: a JSON object was expected, not {_kind(data)}")
        if data.get("format") != RECORD_FORMAT:
            raise InvalidNotation(f"not a tapisvert record (format {data.get('format')!r})")
        version = _field(data, "version", int)
        if version < 1:
            raise InvalidNotation(f"record version must be at least 1, not {version}")
        if version > RECORD_VERSION:
            raise InvalidNotation(
                f"record version {version} is newer than this tapisvert reads ({RECORD_VERSION})"
            )
        players = _field(data, "players", int)
        if players < 1:
            raise InvalidNotation(f"players must be at least 1, not {players}")
        seats = _field(data, "seats", list)
        if len(seats) != players or not all(isinstance(s, str) for s in seats):
            raise InvalidNotation(
                f"seats must name each of the {players} players as a string, not {seats!r:.80}"
            )
        options = data.get("options", {})
        if not isinstance(options, dict):
            raise InvalidNotation(f"options must be an object, not {_kind(options)}")
        hands = [_hand(h, i, players) for i, h in enumerate(_field(data, "hands", list), 1)]
        if "result" not in data:
            raise InvalidNotation("the record has no result field (null for an unfinished match)")
        result = data["result"]
        if result is not None and not isinstance(result, dict):
            raise InvalidNotation(f"result must be an object or null, not {_kind(result)}")
        return MatchRecord(
            game=_field(data, "game", str),
            players=players,
            seed=_field(data, "seed", int),
            options=options,
            seats=list(seats),
            hands=hands,
            result=result,
            engine=str(data.get("engine", "")),
            first_deal_given=data.get("first_deal_given", False) is True,
            version=version,
        )


def _kind(value: JSON) -> str:
    """The JSON type name of `value`, for messages."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "an array"
    return "an object"


_TYPE_NAMES = {int: "an integer", str: "a string", list: "an array", dict: "an object"}


def _field(data: Mapping[str, JSON], name: str, kind: type[T]) -> T:
    """`data[name]`, which must be present and of JSON type `kind` (booleans are not integers)."""
    if name not in data:
        raise InvalidNotation(f"the record has no {name!r} field")
    value = data[name]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise InvalidNotation(f"{name} must be {_TYPE_NAMES[kind]}, not {_kind(value)}")
    return value


def _hand(data: JSON, number: int, players: int) -> HandRecord:
    """One hand of a record, its shape checked."""
    if not isinstance(data, dict):
        raise InvalidNotation(f"hand {number} must be an object, not {_kind(data)}")
    if "deal" not in data:
        raise InvalidNotation(f"hand {number} has no deal")
    raw = data.get("actions")
    if not isinstance(raw, list):
        raise InvalidNotation(f"hand {number}: actions must be an array, not {_kind(raw)}")
    actions = []
    for pair in raw:
        if (
            not isinstance(pair, list)
            or len(pair) != 2
            or not isinstance(pair[0], int)
            or isinstance(pair[0], bool)
            or not 0 <= pair[0] < players
            or not isinstance(pair[1], str)
        ):
            raise InvalidNotation(
                f"hand {number}: bad action entry {pair!r:.80} ([seat, notation])"
            )
        actions.append((pair[0], pair[1]))
    result = data.get("result")
    if "result" in data and not isinstance(result, dict):
        raise InvalidNotation(f"hand {number}: result must be an object, not {_kind(result)}")
    events = _events(data["events"], number, len(actions)) if "events" in data else None
    return HandRecord(deal=data["deal"], actions=actions, result=result, events=events)


def _events(data: JSON, number: int, actions: int) -> list[Told]:
    """A hand's `events`: one entry per action, null or a list of events (each checked)."""
    if not isinstance(data, list) or len(data) != actions:
        raise InvalidNotation(
            f"hand {number}: events must be an array of one entry per action ({actions}),"
            f" not {_kind(data)}" + (f" of {len(data)}" if isinstance(data, list) else "")
        )
    out: list[Told] = []
    for i, told in enumerate(data, 1):
        if told is None:
            out.append(None)
            continue
        if not isinstance(told, list):
            raise InvalidNotation(
                f"hand {number}, action {i}: events must be an array or null, not {_kind(told)}"
            )
        for event in told:
            try:
                Event.from_json(event)
            except (ValueError, TypeError) as exc:
                raise InvalidNotation(f"hand {number}, action {i}: bad event: {exc}") from None
        out.append(told)
    return out


class Recorder:
    """Plays actions on a state and keeps the record of the match as it goes.

    With `events`, each action's events are recorded too: given to `apply` (the server passes
    those it told), or else computed (`Game.events`, from a copy of the state before the
    action); a game that cannot tell its moves records none."""

    __slots__ = ("_actions", "_told", "events", "first_deal_given", "game_id", "seats", "state")

    def __init__(
        self,
        state: GameState,
        seats: Sequence[str],
        *,
        first_deal_given: bool = False,
        events: bool = False,
    ) -> None:
        self.state = state
        self.game_id = state.game.id
        self.seats = list(seats)
        self.first_deal_given = first_deal_given
        self.events = events
        self._actions: list[list[tuple[int, str]]] = []
        self._told: list[list[Told]] = []

    def apply(self, action: Action, told: Sequence[Event] | None = None) -> Sequence[Event] | None:
        """Apply `action` to the state (IllegalAction passes through) and record it, with the
        events it set off (`told`, or computed) when the recorder keeps events; those events
        (None when it keeps none), so that a caller need not compute them again."""
        state = self.state
        seat = state.to_act
        assert seat is not None, "the match is over"
        text = state.action_to_str(action)
        hand = state.hand_number
        before = state.clone() if self.events and told is None else None
        state.apply(action)
        if before is not None:
            try:
                told = state.game.events(before, action, state)
            except NotImplementedError:
                told = None
        while len(self._actions) <= hand:
            self._actions.append([])
            self._told.append([])
        self._actions[hand].append((seat, text))
        self._told[hand].append(None if told is None else [e.to_json() for e in told])
        return told

    def record(self) -> MatchRecord:
        """The record of the match so far (complete once the state is over)."""
        state = self.state
        deals = state.deals()
        results = state.hand_results()
        hands = []
        for i, deal in enumerate(deals):
            actions = self._actions[i] if i < len(self._actions) else []
            result = results[i].to_json() if i < len(results) else None
            told = self._told[i] if i < len(self._told) else []
            events = list(told) if any(t is not None for t in told) else None
            hands.append(HandRecord(deal=deal, actions=list(actions), result=result, events=events))
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
    """Every record of a JSON Lines file; InvalidNotation names the file, the line and the fault.

    A directory, a file that is not UTF-8 text, a line that is not a JSON object and a file with no
    record at all are refused with one line each, like a malformed record.
    """
    path = Path(path)
    if not path.exists():
        raise InvalidNotation(f"no such file: {path}")
    if path.is_dir():
        raise InvalidNotation(f"{path} is a directory, not a record file")
    count = 0
    try:
        with open(path, encoding="utf-8") as fh:
            for lineno, line in enumerate(fh, 1):
                if not line.strip():
                    continue
                try:
                    data = json.loads(line)
                except json.JSONDecodeError as exc:
                    raise InvalidNotation(f"{path}:{lineno}: not JSON ({exc.msg})") from None
                except (ValueError, RecursionError) as exc:  # huge numbers, deep nesting
                    reason = "nested too deeply" if isinstance(exc, RecursionError) else str(exc)
                    raise InvalidNotation(f"{path}:{lineno}: unreadable JSON ({reason})") from None
                try:
                    record = MatchRecord.from_json(data)
                except InvalidNotation as exc:
                    raise InvalidNotation(f"{path}:{lineno}: {exc}") from None
                count += 1
                yield record
    except UnicodeDecodeError:
        raise InvalidNotation(f"{path} is not a text file of records (not UTF-8)") from None
    except OSError as exc:
        raise InvalidNotation(f"cannot read {path}: {exc.strerror or exc}") from None
    if count == 0:
        raise InvalidNotation(f"{path} holds no record")


def write_record(fh: TextIO, record: MatchRecord) -> None:
    """Append one record as a line."""
    fh.write(record.to_line() + "\n")
