"""What a connection receives: one seat's view (or the public view) as canonical JSON bytes.

`render_view` depends only on the state and on the table context it is given, and writes JSON with
sorted keys, so that the same knowledge gives the same bytes: the leak tests compare the bytes sent
to a seat before and after `resample_hidden` reshuffles the cards the seat cannot see.
"""

from __future__ import annotations

import json
from typing import Any

import orjson

from tapisvert.core.messages import Event
from tapisvert.core.protocol import GameState
from tapisvert.server import telling
from tapisvert.server.fanout import STATS
from tapisvert.server.rules import section_of

_ORJSON = orjson.OPT_SORT_KEYS | orjson.OPT_NON_STR_KEYS


def dumps(data: Any) -> str:
    """Canonical JSON: sorted keys, no spaces, UTF-8 text.

    orjson writes it (the views are most of the server's work per move); integers past 64 bits,
    which orjson refuses, fall back to the standard library with the same canonical form."""
    try:
        return orjson.dumps(data, option=_ORJSON).decode()
    except TypeError:
        return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def observe(state: GameState, seat: int | None) -> dict[str, Any]:
    """`observation(seat)`, or the public view `observation(None)` for a spectator."""
    return state.observation(seat)


def _last_hand_result(state: GameState) -> dict[str, Any] | None:
    # one hand's result, not all of them: a view costs the same late in a long match
    return state.hand_result(-1).to_json() if state.hands_finished() else None


def _breakdown(state: GameState, log: telling.MatchLog | None) -> list[dict[str, Any]] | None:
    """The latest finished hand's breakdown (public), kept by the match's log when there is one."""
    finished = state.hands_finished()
    if not finished:
        return None
    if log is not None:
        return log.hand_breakdown(state, finished - 1)
    return telling.breakdown(state.game, state.hand_result(-1))


class ViewRenderer:
    """The `state` messages of one moment of a table, for any number of seats.

    What every seat's message shares (the context, whether the match is over, its result, the
    latest hand's scoring and its breakdown) is computed once; only the observation, the legal
    moves, the prompt and the events as that reader may see them are per seat. A broadcast after
    a move renders through one renderer.

    `told` are the events of the move the frame announces (its `event`): each reader gets them
    through `Event.for_reader` (`events`). `log`, when given, is the match's log: the frame then
    carries `log`, the match so far for that reader (frames sent on connect, sync and resync)."""

    __slots__ = ("_actions", "_common", "_log", "_paused", "_started", "_state", "_to_act", "_told")

    def __init__(
        self,
        state: GameState,
        context: dict[str, Any],
        *,
        started: bool,
        told: list[Event] | None = None,
        log: telling.MatchLog | None = None,
        with_log: bool = False,
        paused: bool = False,
    ) -> None:
        over = state.is_over()
        self._state = state
        self._started = started
        self._paused = paused  # between two hands (`waiting_next_hand`): nobody may move
        self._to_act = None if over else state.to_act
        self._told = told
        self._log = log if with_log else None
        self._actions: tuple[list[dict[str, Any]], dict[str, Any] | None] | None = None
        self._common: dict[str, Any] = {
            "type": "state",
            **context,
            "started": started,
            "to_act": self._to_act,
            "over": over,
            "result": state.result().to_json() if over else None,
            # the scoring of the latest finished hand, broken down (public once the hand is scored)
            "last_hand_result": _last_hand_result(state),
            "breakdown": _breakdown(state, log),
        }

    def _to_act_actions(self) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
        """The structured actions and the prompt of the seat to act (computed once)."""
        if self._actions is None:
            self._actions = (telling.actions(self._state), telling.prompt(self._state))
        return self._actions

    def render(self, seat: int | None) -> str:
        """The message for `seat` (None: a spectator)."""
        STATS.views_rendered += 1
        legal: list[str] = []
        actions: list[dict[str, Any]] = []
        prompt: dict[str, Any] | None = None
        if self._started and not self._paused and seat is not None and seat == self._to_act:
            legal = self._state.legal_action_strs()
            actions, prompt = self._to_act_actions()
        message = dict(self._common)
        message["seat"] = seat
        message["legal"] = legal
        message["actions"] = actions
        message["prompt"] = prompt
        message["events"] = telling.for_reader(self._told, seat)
        if self._log is not None:
            message["log"] = self._log.blocks(self._state, seat)
        observation = observe(self._state, seat)
        message["observation"] = observation
        # the rules page's section for the phase the view shows
        message["rules_section"] = section_of(self._state.game.id, observation.get("phase"))
        return dumps(message)


def render_view(
    state: GameState,
    seat: int | None,
    context: dict[str, Any],
    *,
    started: bool,
    told: list[Event] | None = None,
    log: telling.MatchLog | None = None,
    with_log: bool = False,
    paused: bool = False,
) -> str:
    """The `state` message for `seat` (None: a spectator). `context` holds the table's part:
    table_id, match_id, match_number, move, clocks, clock_deadline, event, cause, seats; `told`
    the events of the move it announces, `log` (with `with_log`) the match's log."""
    return ViewRenderer(
        state, context, started=started, told=told, log=log, with_log=with_log, paused=paused
    ).render(seat)
