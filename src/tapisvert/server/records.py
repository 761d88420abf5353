"""A match's event log as a tapisvert record (docs/records.md), which `tapisvert replay` verifies.

The record's seats name who sat there (`human:Alice`, or the bot spec); its `notes` say which
moves a program chose for a seat (a bot's missed deadline, a clock that ran out, a stand-in for an
absent player): `replay` ignores them, people read them. Each action carries the events it set off,
whole (private parts too): a record is served once its match is over.
"""

from __future__ import annotations

from typing import Any

from tapisvert.core.records import Recorder
from tapisvert.games import get_game
from tapisvert.server.rows import EventRow, MatchRow, SeatRow, TableRow
from tapisvert.server.telling import events_from_json, tell


def seat_label(seat: SeatRow) -> str:
    if seat["kind"] == "bot":
        return str(seat["bot"])
    return f"human:{seat['name']}" if seat.get("name") else "human"


def build_record(
    table: TableRow,
    match: MatchRow,
    events: list[EventRow],
    seats: list[SeatRow],
) -> dict[str, Any]:
    game = get_game(table["game"])
    state = game.new(table["players"], int(match["seed"]), **table["options"])
    recorder = Recorder(state, [seat_label(s) for s in seats])
    notes = []
    for e in events:
        action = state.parse_action(e["action"])
        # the move's events as the log kept them (whole: the match is over), or told again
        told = events_from_json(e.get("events"))
        if told is None:
            after = state.clone()
            after.apply(action)
            told = tell(game, state, action, after)
        recorder.apply(action, told)
        if e["by"] not in ("human", "bot"):
            notes.append(
                {"move": e["move"], "seat": e["seat"], "action": e["action"], "by": e["by"]}
            )
    out = recorder.record().to_json()
    out["server"] = {
        "table": table["id"],
        "match": match["number"],
        "match_id": match["id"],
        "moves": [
            {"move": e["move"], "seat": e["seat"], "by": e["by"], "at": e["at"]} for e in events
        ],
    }
    out["notes"] = notes
    return out
