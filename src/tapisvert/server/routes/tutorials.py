"""Tutorials: the games that have one, and a private table that plays one (issue 27)."""

from __future__ import annotations

from fastapi import APIRouter, Query, Request

from tapisvert.games import all_games
from tapisvert.server.models import TutorialCreated, TutorialList
from tapisvert.server.routes.common import ERRORS, hub_of

router = APIRouter(tags=["tutorials"], responses=ERRORS)


@router.get("/api/tutorials", response_model=TutorialList)
async def tutorials() -> TutorialList:
    """The games that have a tutorial (`Game.tutorial()`)."""
    return {"games": [g.id for g in all_games() if g.tutorial() is not None]}


@router.post("/api/tutorials/{game_id}", status_code=201, response_model=TutorialCreated)
async def start_tutorial(
    request: Request, game_id: str, name: str = Query("player", min_length=1, max_length=40)
) -> TutorialCreated:
    """A private table that plays the game's tutorial, the learner seated (the answer holds
    the seat token); `no_tutorial` (404) when the game has none."""
    clean = " ".join(name.split())[:40] or "player"
    return await hub_of(request).create_tutorial(game_id, clean)
