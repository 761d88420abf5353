"""Re-execute a match record and verify that it reproduces what it claims.

Replay starts the match from the record's seed and options (and its first deal when the match was
started from an explicit deal), checks each hand's deal, who acts, every action's legality and
every result, and, where the record tells what an action set off (a hand's `events`), that the
engine tells the same events. The first divergence raises `ReplayMismatch` naming the hand and
action.

Each hand's deal and result are read once, that hand's only (`deal(h)`, `hand_result(h)`), so a
move costs as much to replay at the end of a 20,000-move match as at its start
(tests/core/test_long_matches.py, bench/long_match.py).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from tapisvert.core.errors import IllegalAction, InvalidNotation, InvalidOption, ReplayMismatch
from tapisvert.core.protocol import Game, GameState
from tapisvert.core.records import MatchRecord


@dataclass(frozen=True)
class ReplayStep:
    """One action of a replay, for `--show`: the state after it and what was played."""

    hand: int
    index: int
    seat: int
    text: str
    state: GameState
    marker: str = ""  # the state's progress marker before the action ("trick 3")


def _canon(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def first_difference(expected: Any, found: Any, path: str = "") -> str | None:
    """Where two JSON values first differ, as `field: expected X, found Y`; None when equal."""
    if isinstance(expected, dict) and isinstance(found, dict):
        for key in sorted(set(expected) | set(found), key=str):
            where = f"{path}.{key}" if path else str(key)
            if key not in found:
                return f"{where}: expected {_short(expected[key])}, found nothing"
            if key not in expected:
                return f"{where}: expected nothing, found {_short(found[key])}"
            diff = first_difference(expected[key], found[key], where)
            if diff is not None:
                return diff
        return None
    if isinstance(expected, list) and isinstance(found, list):
        for i, (a, b) in enumerate(zip(expected, found, strict=False)):
            diff = first_difference(a, b, f"{path}[{i}]")
            if diff is not None:
                return diff
        if len(expected) != len(found):
            return f"{path or 'value'}: expected {len(expected)} entries, found {len(found)}"
        return None
    if _canon(expected) == _canon(found):
        return None
    return f"{path or 'value'}: expected {_short(expected)}, found {_short(found)}"


def _short(value: Any) -> str:
    text = _canon(value)
    return text if len(text) <= 60 else text[:57] + "..."


def start_state(game: Game, record: MatchRecord) -> GameState:
    """The state a record's match starts from."""
    if record.game != game.id:
        raise ReplayMismatch(f"record is for game {record.game!r}, not {game.id!r}")
    deal = record.hands[0].deal if record.first_deal_given and record.hands else None
    try:
        return game.new(record.players, record.seed, deal=deal, **record.options)
    except (InvalidOption, InvalidNotation) as exc:
        raise ReplayMismatch(f"cannot start the recorded match: {exc}") from None


def replay_steps(game: Game, record: MatchRecord) -> Iterator[ReplayStep]:
    """Re-execute `record`, yielding after each action; ReplayMismatch at the first divergence."""
    seeded_deals = len(record.hands) > (1 if record.first_deal_given else 0)
    if seeded_deals and record.version < game.deals_since_record_version:
        raise ReplayMismatch(
            f"this {game.id} record (format version {record.version}, tapisvert"
            f" {record.engine or 'unknown'}) was dealt by an older shuffle: since format version"
            f" {game.deals_since_record_version} {game.id} deals its seeds differently, so its"
            " seeded deals cannot be reproduced"
        )
    state = start_state(game, record)
    for h, hand in enumerate(record.hands):
        if state.hand_number != h:
            raise ReplayMismatch(
                f"hand {h + 1}: the engine is at hand {state.hand_number + 1}"
                " (an earlier hand ended at a different point)"
            )
        try:
            deal = state.deal(h)
        except IndexError:
            raise ReplayMismatch(f"hand {h + 1}: the engine has not dealt this hand") from None
        diff = first_difference(deal, hand.deal)
        if diff is not None:
            raise ReplayMismatch(f"hand {h + 1}: the deal differs from the engine's: {diff}")
        for i, (seat, text) in enumerate(hand.actions):
            where = f"hand {h + 1}, action {i + 1} ({seat}: {text!r})"
            if state.to_act != seat:
                raise ReplayMismatch(f"{where}: seat {state.to_act} is to act, not seat {seat}")
            marker = state.progress_marker()
            told = hand.events[i] if hand.events is not None else None
            before = state.clone() if told is not None else None
            try:
                action = state.parse_action(text)
                state.apply(action)
            except (InvalidNotation, IllegalAction) as exc:
                raise ReplayMismatch(f"{where}: {exc}") from None
            if before is not None:
                _check_events(game, before, action, state, told, where)
            yield ReplayStep(h, i, seat, text, state, marker)
        _check_hand_result(state, h, hand.result)
    if record.result is None:
        if state.is_over():
            raise ReplayMismatch(
                "the match is over after the recorded actions, but the record's result is null"
            )
        return
    if not state.is_over():
        raise ReplayMismatch("the record says the match ended; the engine's match goes on")
    diff = first_difference(state.result().to_json(), record.result)
    if diff is not None:
        raise ReplayMismatch(f"match result differs from the engine's: {diff}")


def _check_events(
    game: Game,
    before: GameState,
    action: int,
    after: GameState,
    claimed: list[dict[str, Any]] | None,
    where: str,
) -> None:
    """The events the record says `action` set off must be the engine's (`Game.events`)."""
    try:
        told = [e.to_json() for e in game.events(before, action, after)]
    except NotImplementedError:
        raise ReplayMismatch(
            f"{where}: the record tells this action's events; this engine's {game.id} cannot"
            " tell them"
        ) from None
    diff = first_difference(told, claimed, "events")
    if diff is not None:
        raise ReplayMismatch(f"{where}: the events differ from the engine's: {diff}")


def _check_hand_result(state: GameState, h: int, claimed: dict[str, Any] | None) -> None:
    """The record's result of hand `h` must be the engine's, and present once the hand is over."""
    finished = state.hands_finished()
    if claimed is None:
        if h < finished:
            raise ReplayMismatch(f"hand {h + 1}: the hand is over but the record gives no result")
        return
    if h >= finished:
        raise ReplayMismatch(f"hand {h + 1}: the record says it ended; the engine has not")
    diff = first_difference(state.hand_result(h).to_json(), claimed)
    if diff is not None:
        raise ReplayMismatch(f"hand {h + 1}: result differs from the engine's: {diff}")


def replay(
    game: Game,
    record: MatchRecord,
    on_step: Callable[[ReplayStep], None] | None = None,
) -> GameState:
    """Re-execute and verify `record`; returns the final state."""
    state = start_state(game, record) if not record.hands else None
    for step in replay_steps(game, record):
        state = step.state
        if on_step is not None:
            on_step(step)
    if state is None:
        state = start_state(game, record)
    return state


def replay_frames(game: Game, record: MatchRecord) -> list[dict[str, Any]]:
    """A match move by move for a viewer who may see everything (a finished match's replay).

    Frame 0 is the start; frame n follows the n-th action (its `seat` and `action` text). Each frame
    holds every seat's observation, so a client draws every hand without computing a rule. Only for
    finished matches: the frames show every card. ReplayMismatch as `replay_steps`.
    """
    players = range(record.players)
    start = start_state(game, record)
    frames: list[dict[str, Any]] = [
        {
            "move": 0,
            "hand": 0,
            "seat": None,
            "action": None,
            "observations": [start.observation(s) for s in players],
        }
    ]
    for n, step in enumerate(replay_steps(game, record), start=1):
        frames.append(
            {
                "move": n,
                "hand": step.hand,
                "seat": step.seat,
                "action": step.text,
                "observations": [step.state.observation(s) for s in players],
            }
        )
    return frames
