"""The tables of one server process: creating them, finding their owner, leases and the lobby.

A process owns a table while it holds the table's lease (`tables.owner`, `tables.lease_until`);
see docs/server.md, "Past one process". The sweep renews the leases held, adopts the tables in
play whose owner died, and closes abandoned tables.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import secrets
from dataclasses import dataclass
from typing import Any

from tapisvert.bots import check_bots
from tapisvert.bots.heuristic import has_heuristic
from tapisvert.core.chance import match_seed
from tapisvert.core.errors import InvalidOption
from tapisvert.core.protocol import Game
from tapisvert.games import get_game
from tapisvert.server.clock import Clock
from tapisvert.server.errors import ServerError
from tapisvert.server.records import build_record
from tapisvert.server.store import (
    NOTIFY_CHANNEL,
    LoadedTable,
    Store,
    pg_connect_kwargs,
    token_hash,
)
from tapisvert.server.table import BotRunner, Hooks, Settings, TableOwner

log = logging.getLogger("tapisvert.server")

MAX_SEATS_NAME = 40


@dataclass
class ServerConfig:
    """The settings of one `tapisvert serve` process."""

    db_url: str = "sqlite:///tapisvert.db"
    public_url: str = "http://127.0.0.1:8000"
    ping_interval: float = 20.0
    abandon_after: float = 86400.0
    lease: float = 15.0
    bot_workers: int | None = None
    max_frame: int = 16384
    rate_limit: int = 20  # messages a second, per connection (burst: twice that)
    instance: str = ""

    def __post_init__(self) -> None:
        if not self.instance:
            self.instance = f"{os.uname().nodename}:{os.getpid()}:{secrets.token_hex(3)}"


def _number(data: dict[str, Any], key: str, lo: float, hi: float, error: str) -> float:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int | float) or not lo <= value <= hi:
        raise ServerError(error, 422, reason=f"{key} must be a number from {lo:g} to {hi:g}")
    return float(value)


def validate_create(payload: Any) -> dict[str, Any]:
    """Check a CreateTable body (docs/server.md); ServerError names the first bad field."""
    if not isinstance(payload, dict):
        raise ServerError("bad_request", 422, reason="the body must be a JSON object")
    known = {
        "game",
        "players",
        "options",
        "seats",
        "spectators",
        "clock",
        "on_leave",
        "bot_deadline",
        "seed",
        "name",
    }
    unknown = sorted(set(payload) - known)
    if unknown:
        raise ServerError("bad_request", 422, reason=f"unknown field {unknown[0]!r}")
    if not isinstance(payload.get("game"), str):
        raise ServerError("unknown_game", 422, reason="game is required (a game id)")
    try:
        game: Game = get_game(payload["game"])
    except InvalidOption as exc:
        raise ServerError("unknown_game", 422, reason=str(exc)) from None
    players = payload.get("players", game.player_counts[0])
    if (
        isinstance(players, bool)
        or not isinstance(players, int)
        or (players not in game.player_counts)
    ):
        counts = ", ".join(map(str, game.player_counts))
        raise ServerError(
            "bad_players", 422, reason=f"{game.id} is played by {counts} players, not {players}"
        )
    options = payload.get("options") or {}
    if not isinstance(options, dict):
        raise ServerError("bad_option", 422, option=None, reason="options must be an object")
    specs = {o.name: o for o in game.option_specs}
    for key, value in options.items():  # each option alone first: the error names it
        if key not in specs:
            valid = ", ".join(specs)
            reason = f"unknown option {str(key)[:60]!r}; valid options: {valid}"
            raise ServerError("bad_option", 422, option=str(key)[:60], reason=reason)
        try:
            specs[key].coerce(value)
        except InvalidOption as exc:
            raise ServerError("bad_option", 422, option=key, reason=str(exc)) from None
    try:
        resolved = dict(game.new(players, 0, **options).options)
    except InvalidOption as exc:
        raise ServerError("bad_option", 422, option=None, reason=str(exc)) from None
    default_bot = "heuristic" if has_heuristic(game.id) else "random"
    seats = payload.get("seats")
    if seats is None:
        seats = [{"kind": "human"}] + [{"kind": "bot", "bot": default_bot}] * (players - 1)
    if not isinstance(seats, list) or len(seats) != players:
        raise ServerError("bad_seats", 422, reason=f"seats must list {players} seats")
    seat_rows = []
    for i, s in enumerate(seats):
        if not isinstance(s, dict) or s.get("kind") not in ("human", "bot"):
            raise ServerError("bad_seats", 422, reason=f"seat {i}: kind must be human or bot")
        if s["kind"] == "bot":
            spec = s.get("bot", default_bot)
            if not isinstance(spec, str) or len(spec) > 200:
                raise ServerError("bad_bot", 422, reason=f"seat {i}: bot must be a bot spec")
            try:
                check_bots([spec], game)
            except (InvalidOption, ValueError) as exc:
                raise ServerError("bad_bot", 422, reason=f"seat {i}: {exc}") from None
            seat_rows.append(
                {
                    "seat": i,
                    "kind": "bot",
                    "bot": spec,
                    "name": None,
                    "token_hash": None,
                    "invite": None,
                }
            )
        else:
            seat_rows.append(
                {
                    "seat": i,
                    "kind": "human",
                    "bot": None,
                    "name": None,
                    "token_hash": None,
                    "invite": secrets.token_urlsafe(9),
                }
            )
    clock = payload.get("clock")
    if clock is not None:
        if not isinstance(clock, dict) or set(clock) - {"bank", "increment"}:
            raise ServerError("bad_clock", 422, reason="clock is {bank, increment} in seconds")
        clock = {
            "bank": _number(clock, "bank", 1, 86400, "bad_clock"),
            "increment": _number(
                {"increment": clock.get("increment", 0)}, "increment", 0, 3600, "bad_clock"
            ),
        }
    on_leave = payload.get("on_leave") or {"policy": "wait"}
    if not isinstance(on_leave, dict) or on_leave.get("policy") not in ("wait", "bot"):
        raise ServerError("bad_request", 422, reason="on_leave.policy must be wait or bot")
    if on_leave["policy"] == "bot":
        spec = on_leave.get("bot", default_bot)
        try:
            check_bots([str(spec)], game)
        except (InvalidOption, ValueError) as exc:
            raise ServerError("bad_bot", 422, reason=f"on_leave: {exc}") from None
        on_leave = {
            "policy": "bot",
            "after": _number(
                {"after": on_leave.get("after", 30)}, "after", 0, 86400, "bad_request"
            ),
            "bot": str(spec),
        }
    else:
        on_leave = {"policy": "wait"}
    spectators = payload.get("spectators", True)
    if not isinstance(spectators, bool):
        raise ServerError("bad_request", 422, reason="spectators must be true or false")
    deadline = _number(
        {"bot_deadline": payload.get("bot_deadline", 10)}, "bot_deadline", 0.05, 600, "bad_request"
    )
    seed = payload.get("seed")
    if seed is None:
        seed = secrets.randbits(62)
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**63:
        raise ServerError("bad_request", 422, reason="seed must be an integer from 0 to 2^63-1")
    name = payload.get("name") or ""
    if not isinstance(name, str) or len(name) > 100:
        raise ServerError("bad_request", 422, reason="name must be text of at most 100 characters")
    settings = Settings(
        spectators=spectators, clock=clock, on_leave=on_leave, bot_deadline=deadline
    )
    return {
        "game": game.id,
        "players": players,
        "options": resolved,
        "seats": seat_rows,
        "settings": settings.to_json(),
        "seed": seed,
        "name": name,
    }


def clean_name(name: Any) -> str:
    if not isinstance(name, str) or not name.strip():
        raise ServerError("bad_request", 422, reason="name must be non-empty text")
    return " ".join(name.split())[:MAX_SEATS_NAME]


class Hub:
    """Every table this process knows: the live owners, and the database for the others."""

    def __init__(self, store: Store, bots: BotRunner, clock: Clock, config: ServerConfig) -> None:
        self.store = store
        self.bots = bots
        self.clock = clock
        self.config = config
        self.owners: dict[str, TableOwner] = {}
        self._locks: dict[str, asyncio.Lock] = {}
        self._lobby_event = asyncio.Event()
        self._tasks: list[asyncio.Task[None]] = []
        self.hooks = Hooks(
            store=store,
            bots=bots,
            clock=clock,
            lease_seconds=config.lease,
            public_url=config.public_url.rstrip("/"),
            on_change=self._changed,
            on_stop=self._stopped,
        )

    # --- life -----------------------------------------------------------------------------------
    async def start(self) -> None:
        await self.sweep()
        self._tasks.append(asyncio.create_task(self._sweeper(), name="sweeper"))
        if self.store.dialect == "postgresql":
            self._tasks.append(asyncio.create_task(self._listen(), name="listen"))

    async def stop(self) -> None:
        for t in self._tasks:
            t.cancel()
        for owner in list(self.owners.values()):
            await owner.stop()
        ids = list(self.owners)
        self.owners.clear()
        try:
            await self.store.call(self.store.release_leases, ids)
        except Exception:  # the database may be gone already
            log.exception("could not release the leases")

    def _changed(self, table_id: str) -> None:
        self._lobby_event.set()
        self._lobby_event = asyncio.Event()

    def _stopped(self, table_id: str) -> None:
        self.owners.pop(table_id, None)

    async def lobby_wait(self) -> None:
        await self._lobby_event.wait()

    async def _sweeper(self) -> None:
        while True:
            await asyncio.sleep(max(0.2, self.config.lease / 3))
            try:
                await self.sweep()
            except Exception:
                log.exception("sweep failed")

    async def sweep(self) -> None:
        """Renew leases, adopt orphaned tables in play, close abandoned tables."""
        now = self.clock.now()
        ids = list(self.owners)
        held = await self.store.call(self.store.renew_leases, ids, now + self.config.lease)
        for table_id in ids:
            if table_id not in held and table_id in self.owners:
                self.owners[table_id].lost_lease()
        for table_id in await self.store.call(self.store.orphans, now):
            with contextlib.suppress(ServerError):
                await self.owner(table_id)
        cutoff = now - self.config.abandon_after
        for table_id in await self.store.call(self.store.stale_tables, cutoff, now):
            owner = self.owners.get(table_id)
            if owner is not None:
                if any(c.seat is not None for c in owner.connections):
                    continue
                if owner.last_activity >= cutoff:
                    continue
                await owner.submit(owner.close)
            else:
                await self.store.call(self.store.close_table, table_id, now)
                self._changed(table_id)
            log.info("table %s closed: abandoned", table_id)

    async def _listen(self) -> None:
        """PostgreSQL LISTEN: another process changed a table; the lobby re-reads the database."""
        import psycopg

        while True:
            try:
                conn = await psycopg.AsyncConnection.connect(
                    autocommit=True, **pg_connect_kwargs(self.config.db_url)
                )
                async with conn:
                    await conn.execute(f"LISTEN {NOTIFY_CHANNEL}")
                    async for note in conn.notifies():
                        self._changed(note.payload)
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("LISTEN connection lost; retrying")
                await asyncio.sleep(2)

    # --- tables ---------------------------------------------------------------------------------
    async def owner(self, table_id: str) -> TableOwner:
        """The live owner of `table_id` in this process, loading it (taking the lease) if free."""
        owner = self.owners.get(table_id)
        if owner is not None and not owner.stopped:
            return owner
        lock = self._locks.setdefault(table_id, asyncio.Lock())
        async with lock:
            owner = self.owners.get(table_id)
            if owner is not None and not owner.stopped:
                return owner
            row = await self.store.call(self.store.table_exists, table_id)
            if row is None:
                raise ServerError("unknown_table", 404, table_id=table_id)
            if row["status"] == "closed":
                raise ServerError("table_closed", 410)
            now = self.clock.now()
            if not await self.store.call(
                self.store.acquire_lease, table_id, now, now + self.config.lease
            ):
                raise ServerError("not_owner", 409, owner=row["owner"])
            loaded = await self.store.call(self.store.load_table, table_id)
            assert loaded is not None
            owner = TableOwner(loaded, self.hooks)
            self.owners[table_id] = owner
            owner.start()
            return owner

    async def create(self, payload: Any) -> dict[str, Any]:
        spec = validate_create(payload)
        now = self.clock.now()
        table_id = secrets.token_urlsafe(6).replace("-", "x").replace("_", "y")
        host_token = secrets.token_urlsafe(24)
        humans = any(s["kind"] == "human" for s in spec["seats"])
        table = {
            "id": table_id,
            "name": spec["name"],
            "game": spec["game"],
            "players": spec["players"],
            "options": spec["options"],
            "settings": spec["settings"],
            "seed": str(spec["seed"]),
            "host_token_hash": token_hash(host_token),
            "any_invite": secrets.token_urlsafe(9),
            "status": "open" if humans else "playing",
            "created_at": now,
            "updated_at": now,
            "lease_until": now + self.config.lease,
        }
        match = {
            "number": 1,
            "seed": str(match_seed(spec["seed"], 1)),
            "created_at": now,
            "started_at": None if humans else now,
        }
        await self.store.call(self.store.create_table, table, spec["seats"], match)
        owner = await self.owner(table_id)
        self._changed(table_id)
        return {**owner.info(), "host_token": host_token, **owner.invites()}

    async def info(self, table_id: str) -> dict[str, Any]:
        owner = self.owners.get(table_id)
        if owner is not None and not owner.stopped:
            return owner.info()
        try:
            return (await self.owner(table_id)).info()
        except ServerError as exc:
            if exc.key not in ("not_owner", "table_closed"):
                raise
        loaded = await self.store.call(self.store.load_table, table_id)
        assert loaded is not None
        return self.info_from_db(loaded, len(loaded.events))

    def info_from_db(self, loaded: LoadedTable, moves: int) -> dict[str, Any]:
        """TableInfo of a table another process owns (who is connected is not known here)."""
        t = loaded.table
        seats = [
            {
                "seat": s["seat"],
                "kind": s["kind"],
                "name": s["name"],
                "bot": s["bot"],
                "taken": s["kind"] == "bot" or s["token_hash"] is not None,
                "connected": True if s["kind"] == "bot" else None,
                "standin": None,
            }
            for s in loaded.seats
        ]
        m = loaded.match
        return {
            "id": t["id"],
            "name": t["name"],
            "game": t["game"],
            "players": t["players"],
            "options": t["options"],
            "status": t["status"],
            **t["settings"],
            "seats": seats,
            "free_seats": sum(1 for s in seats if not s["taken"]),
            "spectators_connected": None,
            "match": None
            if m is None
            else {
                "match_id": m["id"],
                "number": m["number"],
                "move": moves,
                "over": m["finished_at"] is not None,
            },
            "created_at": t["created_at"],
            "url": f"{self.hooks.public_url}/t/{t['id']}",
        }

    async def lobby(self, statuses: list[str] | None) -> list[dict[str, Any]]:
        out = []
        for loaded in await self.store.call(self.store.list_tables, statuses):
            owner = self.owners.get(loaded.table["id"])
            if owner is not None and not owner.stopped:
                out.append(owner.info())
            else:
                moves = loaded.match["moves"] if loaded.match else 0
                out.append(self.info_from_db(loaded, moves))
        return out

    async def matches(self, table_id: str) -> list[dict[str, Any]]:
        if await self.store.call(self.store.table_exists, table_id) is None:
            raise ServerError("unknown_table", 404, table_id=table_id)
        rows = await self.store.call(self.store.matches_of, table_id)
        return [
            {
                "match_id": r["id"],
                "number": r["number"],
                "seed": int(r["seed"]),
                "moves": r["moves"],
                "over": r["finished_at"] is not None,
                "result": r["result"],
                "started_at": r["started_at"],
                "finished_at": r["finished_at"],
            }
            for r in rows
        ]

    async def record(self, match_id: int) -> dict[str, Any]:
        found = await self.store.call(self.store.match_with_events, match_id)
        if found is None:
            raise ServerError("unknown_match", 404, match_id=match_id)
        table, match, events = found
        if match["finished_at"] is None:
            raise ServerError("match_not_over", 409)
        seat_rows = await self.store.call(self.store.seats_of, table["id"])
        return build_record(table, match, events, seat_rows)

    async def mirror_view(self, table_id: str, seat_token: str | None) -> str | None:
        """The current view of a table another process owns, read from the database."""
        from tapisvert.server.table import TableOwner as _Owner

        loaded = await self.store.call(self.store.load_table, table_id)
        if loaded is None or loaded.match is None:
            return None
        snapshot = _Owner(loaded, self.hooks)
        seat = None
        if seat_token:
            try:
                seat = snapshot.seat_of_token(seat_token)
            except ServerError:
                seat = None
        if seat is None and not snapshot.settings.spectators:
            return None
        return snapshot.view(seat, None, "resync")


__all__ = ["Hub", "ServerConfig", "clean_name", "validate_create"]
