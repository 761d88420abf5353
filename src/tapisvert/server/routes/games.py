"""The server's health and the games and bots it offers."""

from __future__ import annotations

from fastapi import APIRouter, Request

from tapisvert.bots import bot_names
from tapisvert.core.version import ENGINE_VERSION
from tapisvert.games import all_games
from tapisvert.server.models import GameList, Health
from tapisvert.server.routes.common import hub_of

router = APIRouter(tags=["games"])


@router.get("/api/health", response_model=Health)
async def health(request: Request) -> Health:
    hub = hub_of(request)
    return {
        "ok": True,
        "instance": hub.config.instance,
        "db": hub.store.dialect,
        "version": ENGINE_VERSION,
    }


@router.get("/api/games", response_model=GameList)
async def games() -> GameList:
    return {"games": [g.describe() for g in all_games()], "bots": bot_names()}
