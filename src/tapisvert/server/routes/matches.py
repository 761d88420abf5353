"""Matches: a table's matches, a finished match's record and its replay."""

from __future__ import annotations

import asyncio

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse, Response

from tapisvert.core.records import MatchRecord
from tapisvert.core.replay import replay_frames
from tapisvert.games import get_game
from tapisvert.server.models import MatchList, Record, Replay
from tapisvert.server.routes.common import ERRORS, hub_of
from tapisvert.server.views import dumps

router = APIRouter(tags=["matches"], responses=ERRORS)


@router.get("/api/tables/{table_id}/matches", response_model=MatchList)
async def matches(request: Request, table_id: str) -> MatchList:
    return {"matches": await hub_of(request).matches(table_id)}


@router.get("/api/matches/{match_id}/record", response_model=Record)
async def record(request: Request, match_id: int, download: bool = False) -> Response:
    """The tapisvert record of a finished match (docs/records.md), which `tapisvert replay`
    verifies; `download=1` names it as an attachment."""
    data = await hub_of(request).record(match_id)
    headers = {}
    if download:
        headers["Content-Disposition"] = f'attachment; filename="match-{match_id}.json"'
    return JSONResponse(data, headers=headers)


@router.get("/api/matches/{match_id}/replay", response_model=Replay)
async def replay(request: Request, match_id: int) -> Response:
    """A finished match move by move, every seat's view after each move (the browser's
    replay page: it draws every hand without computing a rule)."""
    record = MatchRecord.from_json(await hub_of(request).record(match_id))
    frames = await asyncio.to_thread(replay_frames, get_game(record.game), record)
    body = {
        "match_id": match_id,
        "game": record.game,
        "players": record.players,
        "seats": record.seats,
        "frames": frames,
    }
    return Response(dumps(body), media_type="application/json")
