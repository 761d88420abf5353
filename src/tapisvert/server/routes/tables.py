"""Tables: create, list, read, check an invite, join, leave, invites, rematch, close
(docs/server.md, REST API)."""

from __future__ import annotations

from typing import Literal

from fastapi import APIRouter, Request

from tapisvert.server.errors import ServerError
from tapisvert.server.messages import Close, Join, Leave, Rematch
from tapisvert.server.models import (
    CheckInvite,
    CreateTable,
    InviteCheck,
    Invites,
    Joined,
    JoinTable,
    Ok,
    TableCreated,
    TableInfo,
    TableList,
    parse,
)
from tapisvert.server.routes.common import ERRORS, bearer, hub_of, json_body, read_body

router = APIRouter(tags=["tables"], responses=ERRORS)

Status = Literal["open", "playing", "finished", "closed", "all"]


@router.post(
    "/api/tables",
    status_code=201,
    response_model=TableCreated,
    openapi_extra=json_body(CreateTable),
)
async def create_table(request: Request) -> TableCreated:
    """A new table; its creator gets the host token and the invites."""
    return await hub_of(request).create(await read_body(request))  # validated there


@router.get("/api/tables", response_model=TableList)
async def list_tables(
    request: Request, status: Status | None = None, idle: bool = False
) -> TableList:
    """The lobby: every table of every process (default: the tables not closed); the tables
    abandoned for a while (`hidden`) only with `idle=1`."""
    statuses: list[str] | None
    if status is None:
        statuses = ["open", "playing", "finished"]
    elif status == "all":
        statuses = None
    else:
        statuses = [status]
    return {"tables": await hub_of(request).lobby(statuses, idle)}


@router.get("/api/tables/{table_id}", response_model=TableInfo)
async def get_table(request: Request, table_id: str) -> TableInfo:
    return await hub_of(request).info(table_id)


@router.post(
    "/api/tables/{table_id}/join", response_model=Joined, openapi_extra=json_body(JoinTable)
)
async def join(request: Request, table_id: str) -> Joined:
    """Claim a seat with an invite code: the answer holds the seat token."""
    body = parse(JoinTable, await read_body(request))
    owner = await hub_of(request).owner(table_id)
    seat, token = await owner.submit(Join(body.invite, body.name))
    return {"table_id": table_id, "seat": seat, "token": token, "name": body.name}


@router.post(
    "/api/tables/{table_id}/invite",
    response_model=InviteCheck,
    openapi_extra=json_body(CheckInvite),
)
async def check_invite(request: Request, table_id: str) -> InviteCheck:
    """Whether an invite would seat its bearer now, and which seat: the join page asks before
    it asks for a name (bad_invite, seat_taken, table_full, table_closed otherwise)."""
    body = parse(CheckInvite, await read_body(request))
    owner = await hub_of(request).owner(table_id)
    return owner.check_invite(body.invite)


@router.post("/api/tables/{table_id}/leave", response_model=Ok)
async def leave(request: Request, table_id: str) -> Ok:
    """Give up the seat of the bearer's seat token."""
    owner = await hub_of(request).owner(table_id)
    seat = owner.seat_of_token(bearer(request))
    if seat is None:
        raise ServerError("bad_token", 403)
    await owner.submit(Leave(seat))
    return {"ok": True}


@router.get("/api/tables/{table_id}/invites", response_model=Invites)
async def invites(request: Request, table_id: str) -> Invites:
    """The invites again (the bearer's host token)."""
    owner = await hub_of(request).owner(table_id)
    owner.check_host(bearer(request))
    return owner.invites()


@router.post("/api/tables/{table_id}/rematch", response_model=TableInfo)
async def rematch(request: Request, table_id: str) -> TableInfo:
    """The next match, once this one is over (the host token or a seat token)."""
    owner = await hub_of(request).owner(table_id)
    owner.check_seat_or_host(bearer(request))
    await owner.submit(Rematch())
    return owner.info()


@router.post("/api/tables/{table_id}/close", response_model=TableInfo)
async def close(request: Request, table_id: str) -> TableInfo:
    """Close the table (the host token)."""
    owner = await hub_of(request).owner(table_id)
    owner.check_host(bearer(request))
    await owner.submit(Close())
    return owner.info()
