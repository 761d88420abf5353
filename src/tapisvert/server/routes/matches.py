"""Matches: a table's matches, a finished match's record and its replay."""

from __future__ import annotations

import asyncio

import orjson
from fastapi import APIRouter, Request
from fastapi.responses import Response

from tapisvert.core.records import MatchRecord
from tapisvert.core.replay import replay_frames
from tapisvert.core.results import HandResult
from tapisvert.games import get_game
from tapisvert.server import telling
from tapisvert.server.models import MatchList, Record, Replay, ReviewAnswer
from tapisvert.server.routes.common import ERRORS, hub_of
from tapisvert.server.views import dumps

router = APIRouter(tags=["matches"], responses=ERRORS)


@router.get("/api/tables/{table_id}/matches", response_model=MatchList)
async def matches(request: Request, table_id: str) -> MatchList:
    return {"matches": await hub_of(request).matches(table_id)}


@router.get("/api/matches/{match_id}/record", response_model=Record)
async def record(request: Request, match_id: int, download: bool = False) -> Response:
    """The tapisvert record of a finished match (docs/records.md), which `tapisvert replay`
    verifies; `download=1` names it as an attachment. Built once in a thread, then served from
    the hub's cache (a finished match's record never changes)."""
    data = await hub_of(request).record_json(match_id)
    headers = {}
    if download:
        headers["Content-Disposition"] = f'attachment; filename="match-{match_id}.json"'
    return Response(data, media_type="application/json", headers=headers)


@router.post("/api/matches/{match_id}/review", response_model=ReviewAnswer)
async def review(
    request: Request, match_id: int, seat: int, hand: int | None = None
) -> ReviewAnswer:
    """The review of `seat`'s play in a finished match (`hand`: that hand only), from that
    seat's information at each decision: every decision rated by the expected score it gave
    up, labelled, the three costliest explained (`coach.review`; docs/coach.md). Computed in
    the bot pool's workers; `match_not_over` (409) before the match ends (a seat reviews its
    own hands at the table meanwhile: the websocket's `review`)."""
    answer: ReviewAnswer = await hub_of(request).review(match_id, seat, hand)  # type: ignore[assignment]
    return answer


@router.get("/api/matches/{match_id}/replay", response_model=Replay)
async def replay(request: Request, match_id: int) -> Response:
    """A finished match move by move, every seat's view after each move (the browser's
    replay page: it draws every hand without computing a rule). Computed in a thread."""
    data = await hub_of(request).record_json(match_id)

    def build() -> str:
        record = MatchRecord.from_json(orjson.loads(data))
        game = get_game(record.game)
        frames = replay_frames(game, record)  # verifies every hand's result too
        body = {
            "match_id": match_id,
            "game": record.game,
            "players": record.players,
            "seats": record.seats,
            "frames": frames,
            # each hand's worked scoring, as the table's result panel shows it
            "breakdowns": [
                None if r is None else telling.breakdown(game, HandResult.from_json(r))
                for r in (h.result for h in record.hands)
            ],
        }
        return dumps(body)

    return Response(await asyncio.to_thread(build), media_type="application/json")
