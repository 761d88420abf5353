"""What a connection receives: one seat's view (or the public view) as canonical JSON bytes.

`render_view` depends only on the state and on the table context it is given, and writes JSON with
sorted keys, so that the same knowledge gives the same bytes: the leak tests compare the bytes sent
to a seat before and after `resample_hidden` reshuffles the cards the seat cannot see.
"""

from __future__ import annotations

import json
from typing import Any

from tapisvert.core.protocol import GameState


def dumps(data: Any) -> str:
    """Canonical JSON: sorted keys, no spaces, UTF-8 text."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def observe(state: GameState, seat: int | None) -> dict[str, Any]:
    """`observation(seat)`, or the public view `observation(None)` for a spectator."""
    return state.observation(seat)


def _last_hand_result(state: GameState) -> dict[str, Any] | None:
    results = state.hand_results()
    return results[-1].to_json() if results else None


def render_view(
    state: GameState,
    seat: int | None,
    context: dict[str, Any],
    *,
    started: bool,
) -> str:
    """The `state` message for `seat` (None: a spectator). `context` holds the table's part:
    table_id, match_id, match_number, move, clocks, clock_deadline, event, cause, seats."""
    over = state.is_over()
    to_act = None if over else state.to_act
    legal: list[str] = []
    if started and seat is not None and seat == to_act:
        legal = state.legal_action_strs()
    message: dict[str, Any] = {
        "type": "state",
        **context,
        "seat": seat,
        "started": started,
        "to_act": to_act,
        "legal": legal,
        "observation": observe(state, seat),
        "over": over,
        "result": state.result().to_json() if over else None,
        # the scoring of the latest finished hand, broken down (public once the hand is scored)
        "last_hand_result": _last_hand_result(state),
    }
    return dumps(message)
