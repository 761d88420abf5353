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

import orjson

from tapisvert.bots import level_of
from tapisvert.core.chance import match_seed
from tapisvert.core.errors import InvalidOption
from tapisvert.core.records import MatchRecord
from tapisvert.games import get_game
from tapisvert.server import coaching
from tapisvert.server.clock import Clock
from tapisvert.server.errors import ServerError
from tapisvert.server.fanout import STATS, SingleFlight
from tapisvert.server.lobby import LobbyFeed
from tapisvert.server.messages import Close, Join
from tapisvert.server.models import (
    CreateTable,
    MatchSummary,
    SeatInfo,
    TableCreated,
    TableInfo,
    TutorialCreated,
    parse,
)
from tapisvert.server.record_cache import RecordCache
from tapisvert.server.records import build_record
from tapisvert.server.rows import NewMatch, NewTable, SeatRow
from tapisvert.server.store import (
    NOTIFY_CHANNEL,
    LoadedTable,
    Store,
    pg_connect_kwargs,
    token_hash,
)
from tapisvert.server.table import BotRunner, Hooks, Settings, TableOwner
from tapisvert.server.views import dumps

log = logging.getLogger("tapisvert.server")


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
    presence_interval: float = 0.2  # seconds between two `seats` broadcasts of a table
    lobby_interval: float = 0.5  # seconds between two lobby snapshots
    sync_interval: float = 0.5  # seconds between two `sync` answers on one socket
    record_cache_bytes: int = 64 * 1024 * 1024  # finished records kept, as JSON
    max_body: int = 65536  # bytes of a request body (server/guard.py)
    allowed_origins: tuple[str, ...] = ()  # browser origins besides the request's and public_url's
    max_ws_per_ip: int = 32  # open websockets per client address; 0: no limit
    instance: str = ""
    # Accept a `seed` in POST /api/tables. Whoever fixes a seed knows every deal of the table in
    # advance, so a public server refuses it; tests, benchmarks and demos turn it on
    # (`tapisvert serve --fixed-seeds`).
    fixed_seeds: bool = False
    hint_seconds: float = 2.0  # a hint's search budget (issue 27)
    hint_worlds: int | None = None  # a fixed number of worlds instead of seconds (tests)
    review_worlds: int = 48  # worlds sampled per reviewed decision
    review_parallel: int = 0  # workers one review may use at once; 0: half the bot workers
    tutorial_pace: float = 1.0  # seconds before a tutorial's other seats play their step
    idle_after: float = 600.0  # the lobby marks a table `abandoned` after this long idle
    # the lobby hides an abandoned table idle this long (`hidden`; `GET /api/tables?idle=1` and
    # the lobby's toggle still list it); the sweep closes it after `abandon_after`
    hide_after: float = 3 * 3600.0
    lobby_refresh: float = 60.0  # seconds between two lobby snapshots when nothing changes

    def __post_init__(self) -> None:
        if not self.instance:
            self.instance = f"{os.uname().nodename}:{os.getpid()}:{secrets.token_hex(3)}"


class Hub:
    """Every table this process knows: the live owners, and the database for the others."""

    def __init__(self, store: Store, bots: BotRunner, clock: Clock, config: ServerConfig) -> None:
        self.store = store
        self.bots = bots
        self.clock = clock
        self.config = config
        self.owners: dict[str, TableOwner] = {}
        # the tables being loaded: concurrent askers share one load; an id leaves no trace
        # once its load is over, whether it found a table or not
        self.loading: SingleFlight[str, TableOwner] = SingleFlight()
        self.lobby_feed = LobbyFeed(self._lobby_text, config.lobby_interval)
        self.records = RecordCache(config.record_cache_bytes)
        self._tasks: list[asyncio.Task[None]] = []
        self.hooks = Hooks(
            store=store,
            bots=bots,
            clock=clock,
            lease_seconds=config.lease,
            public_url=config.public_url.rstrip("/"),
            on_change=self._changed,
            on_stop=self._stopped,
            presence_interval=config.presence_interval,
            hint_seconds=config.hint_seconds,
            hint_worlds=config.hint_worlds,
            review_worlds=config.review_worlds,
            review_parallel=config.review_parallel
            or max(1, (config.bot_workers or os.cpu_count() or 2) // 2),
            tutorial_pace=config.tutorial_pace,
            idle_after=config.idle_after,
            hide_after=config.hide_after,
        )
        self._lobby_built_at = clock.now()

    # --- life -----------------------------------------------------------------------------------
    async def start(self) -> None:
        await self.sweep()
        self.lobby_feed.start()
        self._tasks.append(asyncio.create_task(self._sweeper(), name="sweeper"))
        if self.store.dialect == "postgresql":
            self._tasks.append(asyncio.create_task(self._listen(), name="listen"))

    async def stop(self) -> None:
        for t in self._tasks:
            t.cancel()
        await self.lobby_feed.stop()
        for owner in list(self.owners.values()):
            await owner.stop()
        ids = list(self.owners)
        self.owners.clear()
        try:
            await self.store.call(self.store.release_leases, ids)
        except Exception:  # the database may be gone already
            log.exception("could not release the leases")

    def _changed(self, table_id: str) -> None:
        self.lobby_feed.changed()

    def _stopped(self, table_id: str) -> None:
        self.owners.pop(table_id, None)

    async def _lobby_text(self) -> str:
        """The lobby frame every lobby socket receives (LobbyFeed builds it once a batch)."""
        # every table, the hidden ones too: the lobby's toggle shows them
        tables = await self.lobby(["open", "playing", "finished"], idle=True)
        return dumps({"type": "lobby", "tables": tables})

    async def _sweeper(self) -> None:
        while True:
            await asyncio.sleep(max(0.2, self.config.lease / 3))
            now = self.clock.now()
            if now - self._lobby_built_at >= self.config.lobby_refresh:
                # `abandoned` and `hidden` change with time alone: a fresh snapshot now and then
                self._lobby_built_at = now
                self.lobby_feed.changed()
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
                await owner.submit(Close())
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
        return await self.loading.run(table_id, lambda: self._load(table_id))

    async def _load(self, table_id: str) -> TableOwner:
        """Take the lease of `table_id` and load it (one call at a time per id: `loading`)."""
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

    async def create(self, request: object) -> TableCreated:
        """A new table from a CreateTable body: its JSON (validated here) or the model."""
        fields = request.model_fields_set if isinstance(request, CreateTable) else request
        if isinstance(fields, set | dict) and "seed" in fields and not self.config.fixed_seeds:
            raise ServerError("seed_not_allowed", 422)
        req = request if isinstance(request, CreateTable) else parse(CreateTable, request)
        assert req.players is not None and req.options is not None and req.seats is not None
        now = self.clock.now()
        table_id = secrets.token_urlsafe(6).replace("-", "x").replace("_", "y")
        host_token = secrets.token_urlsafe(24)
        seed = secrets.randbits(62) if req.seed is None else req.seed
        seat_rows: list[SeatRow] = [
            {
                "seat": i,
                "kind": s.kind,
                "bot": s.bot if s.kind == "bot" else None,
                "name": None,
                "token_hash": None,
                "invite": secrets.token_urlsafe(9) if s.kind == "human" else None,
            }
            for i, s in enumerate(req.seats)
        ]
        humans = any(s.kind == "human" for s in req.seats)
        settings = Settings.from_request(req)
        table: NewTable = {
            "id": table_id,
            "name": req.name or "",
            "game": req.game,
            "players": req.players,
            "options": req.options,
            "settings": settings.to_json(),
            "seed": str(seed),
            "host_token_hash": token_hash(host_token),
            "any_invite": secrets.token_urlsafe(9),
            "status": "open" if humans else "playing",
            "created_at": now,
            "updated_at": now,
            "lease_until": now + self.config.lease,
        }
        match: NewMatch = {
            "number": 1,
            "seed": str(match_seed(seed, 1)),
            "created_at": now,
            "started_at": None if humans else now,
        }
        await self.store.call(self.store.create_table, table, seat_rows, match)
        owner = await self.owner(table_id)
        self._changed(table_id)
        return {**owner.info(), "host_token": host_token, **owner.invites()}

    async def create_tutorial(self, game_id: str, name: str) -> TutorialCreated:
        """A private table that plays `game_id`'s tutorial (`Game.tutorial()`): the learner
        seated at once (the answer holds the seat token), the other seats playing the steps."""
        try:
            game = get_game(game_id)
        except InvalidOption as exc:
            raise ServerError("unknown_game", 404, reason=str(exc)) from None
        tutorial = game.tutorial()
        if tutorial is None:
            raise ServerError("no_tutorial", 404, game=game.id)
        now = self.clock.now()
        table_id = secrets.token_urlsafe(6).replace("-", "x").replace("_", "y")
        invite = secrets.token_urlsafe(9)
        seat_rows: list[SeatRow] = [
            {
                "seat": i,
                "kind": "human" if i == tutorial.seat else "bot",
                "bot": None if i == tutorial.seat else "tutorial",
                "name": None,
                "token_hash": None,
                "invite": invite if i == tutorial.seat else None,
            }
            for i in range(tutorial.players)
        ]
        settings = Settings(spectators=False, hand_pause=0.0, tutorial=game.id)
        table: NewTable = {
            "id": table_id,
            "name": "",
            "game": game.id,
            "players": tutorial.players,
            "options": dict(tutorial.start(game).options),
            "settings": settings.to_json(),
            "seed": str(tutorial.seed),
            "host_token_hash": token_hash(secrets.token_urlsafe(24)),
            "any_invite": secrets.token_urlsafe(9),
            "status": "open",
            "created_at": now,
            "updated_at": now,
            "lease_until": now + self.config.lease,
        }
        match: NewMatch = {
            "number": 1,
            "seed": str(tutorial.seed),
            "created_at": now,
            "started_at": None,
        }
        await self.store.call(self.store.create_table, table, seat_rows, match)
        owner = await self.owner(table_id)
        seat, token = await owner.submit(Join(invite, name))
        return {
            "table_id": table_id,
            "seat": seat,
            "token": token,
            "name": name,
            "game": game.id,
            "url": f"{self.hooks.public_url}/t/{table_id}",
            "steps": len(tutorial.steps),
        }

    async def review(self, match_id: int, seat: int, hand: int | None) -> dict[str, Any]:
        """The review of `seat`'s play in a finished match (`hand`: that hand only), rated in
        the bot pool's workers (docs/server.md)."""
        data = await self.record_json(match_id)
        record = await asyncio.to_thread(lambda: MatchRecord.from_json(orjson.loads(data)))
        if not 0 <= seat < record.players:
            raise ServerError("bad_request", 422, reason=f"seat must be 0..{record.players - 1}")
        if hand is not None and not 0 <= hand < len(record.hands):
            raise ServerError("unknown_hand", 404, hand=hand, finished=len(record.hands))
        moves = coaching.MatchMoves.of_record(record)
        result = await coaching.review(
            self.bots,
            moves,
            seat,
            None if hand is None else [hand],
            worlds=self.hooks.review_worlds,
            parallel=self.hooks.review_parallel,
        )
        return result.to_json()

    async def info(self, table_id: str) -> TableInfo:
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

    def info_from_db(self, loaded: LoadedTable, moves: int) -> TableInfo:
        """TableInfo of a table another process owns (who is connected is not known here)."""
        t = loaded.table
        seats: list[SeatInfo] = [
            {
                "seat": s["seat"],
                "kind": s["kind"],
                "name": s["name"],
                "bot": s["bot"],
                "taken": s["kind"] == "bot" or s["token_hash"] is not None,
                "connected": True if s["kind"] == "bot" else None,
                "standin": None,
                "level": level_of(s["bot"]),
            }
            for s in loaded.seats
        ]
        m = loaded.match
        idle = self.clock.now() - t["updated_at"]
        abandoned = (
            t["status"] in ("open", "playing")
            and any(s["kind"] == "human" for s in loaded.seats)
            and idle > self.config.idle_after
        )
        return {
            "id": t["id"],
            "name": t["name"],
            "game": t["game"],
            "players": t["players"],
            "options": t["options"],
            "status": t["status"],
            **Settings.from_json(t["settings"]).to_json(),
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
            "last_activity": t["updated_at"],
            # who is connected is not known here: idle since the last write
            "abandoned": abandoned,
            "hidden": abandoned and idle > self.config.hide_after,
        }

    async def lobby(self, statuses: list[str] | None, idle: bool = False) -> list[TableInfo]:
        """The tables of `statuses` (None: all); `idle`: the `hidden` ones too."""
        out: list[TableInfo] = []
        for loaded in await self.store.call(self.store.list_tables, statuses):
            if loaded.table["settings"].get("tutorial"):
                continue  # a tutorial's table is private
            owner = self.owners.get(loaded.table["id"])
            if owner is not None and not owner.stopped:
                out.append(owner.info())
            else:
                moves = loaded.match["moves"] if loaded.match else 0
                out.append(self.info_from_db(loaded, moves))
        return out if idle else [t for t in out if not t["hidden"]]

    async def matches(self, table_id: str) -> list[MatchSummary]:
        if await self.store.call(self.store.table_exists, table_id) is None:
            raise ServerError("unknown_table", 404, table_id=table_id)
        rows = await self.store.call(self.store.matches_of, table_id)
        return [
            {
                "match_id": r["id"],
                "number": r["number"],
                # The seed reproduces every deal: published with the record, once the match
                # is over (so that replays verify), never while it is played.
                "seed": int(r["seed"]) if r["finished_at"] is not None else None,
                "moves": r["moves"],
                "over": r["finished_at"] is not None,
                "result": r["result"],
                "started_at": r["started_at"],
                "finished_at": r["finished_at"],
            }
            for r in rows
        ]

    async def record_json(self, match_id: int) -> bytes:
        """The record of a finished match as JSON (canonical: sorted keys), built once in a
        thread and then kept (`records`): concurrent downloads share one build."""
        return await self.records.get(match_id, lambda: self._build_record(match_id))

    async def record(self, match_id: int) -> dict[str, Any]:
        """The record of a finished match (`record_json`, parsed in a thread)."""
        data = await self.record_json(match_id)
        record: dict[str, Any] = await asyncio.to_thread(orjson.loads, data)
        return record

    async def _build_record(self, match_id: int) -> bytes:
        found = await self.store.call(self.store.match_with_events, match_id)
        if found is None:
            raise ServerError("unknown_match", 404, match_id=match_id)
        table, match, events = found
        if match["finished_at"] is None:
            raise ServerError("match_not_over", 409)
        seat_rows = await self.store.call(self.store.seats_of, table["id"])
        STATS.record_builds += 1

        def build() -> bytes:
            return dumps(build_record(table, match, events, seat_rows)).encode()

        return await asyncio.to_thread(build)

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


__all__ = ["Hub", "ServerConfig"]
