"""`tapisvert serve` (the network server) and `tapisvert bench-server` (its load test).

Both need the `web` extra; without it they say how to install it.
"""

from __future__ import annotations

import argparse
import importlib.util
import logging
import math
import socket
import sys
from collections.abc import Callable
from typing import Any

Handler = Callable[[argparse.Namespace], int]


class ServeUsageError(Exception):
    """A bad argument or a missing extra: one line, exit 2."""


def _need_web() -> None:
    missing = [
        m
        for m in ("fastapi", "uvicorn", "sqlalchemy", "alembic", "orjson")
        if importlib.util.find_spec(m) is None
    ]
    if missing:
        raise ServeUsageError(
            f"tapisvert serve needs the web extra ({', '.join(missing)} missing):"
            " pip install 'tapisvert[web]'"
        )


def add_commands(sub: Any) -> dict[str, Handler]:
    """Add `serve` and `bench-server` to the CLI's subparsers; returns their handlers."""
    p = sub.add_parser("serve", help="play together over the network (browser and API)")
    p.add_argument(
        "--host", default="127.0.0.1", help="address to listen on (0.0.0.0: the local network)"
    )
    p.add_argument("--port", type=int, default=8000)
    p.add_argument(
        "--db",
        default="sqlite:///tapisvert.db",
        help="database URL: sqlite:///FILE (default ./tapisvert.db) or"
        " postgresql+psycopg://USER@HOST/DB",
    )
    p.add_argument(
        "--public-url", default=None, help="the base of invite links (default http://HOST:PORT)"
    )
    p.add_argument(
        "--bot-workers",
        type=int,
        default=None,
        help="processes computing bot moves (default: the cores, at least 2)",
    )
    p.add_argument(
        "--ping-interval",
        type=float,
        default=20.0,
        help="seconds: a silent socket is dropped after this long",
    )
    p.add_argument(
        "--abandon-after",
        type=float,
        default=86400.0,
        help="seconds without a player or a move before a table is closed",
    )
    p.add_argument(
        "--idle-after",
        type=float,
        default=600.0,
        help="seconds without a player or a move before the lobby marks a table abandoned",
    )
    p.add_argument(
        "--hide-after",
        type=float,
        default=3 * 3600.0,
        help="seconds without a player or a move before the lobby hides a table "
        "(listed still with GET /api/tables?idle=1 and the lobby's toggle)",
    )
    p.add_argument(
        "--lease",
        type=float,
        default=15.0,
        help="seconds a process holds a table without renewing its lease",
    )
    p.add_argument(
        "--log-level", default="info", choices=["critical", "error", "warning", "info", "debug"]
    )
    p.add_argument(
        "--fixed-seeds",
        action="store_true",
        help="accept a seed in POST /api/tables (tests, benchmarks, demos): whoever fixes a"
        " seed knows every deal in advance, so a public server leaves this off",
    )
    p.add_argument(
        "--tutorial-pace",
        type=float,
        default=1.0,
        metavar="SECONDS",
        help="seconds before a tutorial's other seats play their step (default 1, time for the"
        " learner to see each card arrive; the browser tests play at 0)",
    )
    p.add_argument(
        "--allowed-origin",
        action="append",
        default=[],
        metavar="URL",
        help="a browser origin (https://cards.example.org) that may use the server besides its"
        " own host and --public-url, e.g. behind a reverse proxy; repeatable; * allows any",
    )
    p.add_argument(
        "--max-ws-per-ip",
        type=int,
        default=32,
        help="websockets one client address may hold open at once (0: no limit)",
    )
    p.add_argument(
        "--ws-compression",
        action="store_true",
        help="compress websocket frames (permessage-deflate): less bandwidth for"
        " players on slow links, more CPU per move on the server",
    )

    p = sub.add_parser("bench-server", help="load test of the server over loopback")
    p.add_argument(
        "--db",
        default=None,
        help="database URL (default: a fresh SQLite file in a temporary folder)",
    )
    p.add_argument("--tables", type=int, default=200)
    p.add_argument(
        "--humans",
        type=int,
        default=3,
        help="scripted human seats per table (the rest are random bots)",
    )
    p.add_argument("--spectators", type=int, default=2, help="spectator sockets per table")
    p.add_argument("--seconds", type=float, default=20.0, help="length of the measured run")
    p.add_argument("--game", default="sabias")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--port", type=int, default=0, help="loopback port (default: a free one)")
    p.add_argument(
        "--think",
        default="1-3",
        metavar="LO-HI",
        help="seconds a scripted human thinks before each move, drawn between LO and"
        " HI (default 1-3); 0 plays at wire speed: the saturated throughput",
    )
    p.add_argument("--json", action="store_true")
    return {"serve": cmd_serve, "bench-server": cmd_bench_server}


def _lan_address() -> str | None:
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("10.255.255.255", 1))  # no packet is sent: this picks the LAN interface
            return str(s.getsockname()[0])
    except OSError:
        return None


def cmd_serve(args: argparse.Namespace) -> int:
    _need_web()
    import uvicorn

    from tapisvert.server import accesslog, collector
    from tapisvert.server.app import create_app
    from tapisvert.server.hub import ServerConfig
    from tapisvert.server.migrate import describe_upgrade, upgrade
    from tapisvert.server.store import make_engine

    if not 0 <= args.port <= 65535:
        raise ServeUsageError("--port must be between 0 and 65535")
    if args.bot_workers is not None and args.bot_workers < 1:
        raise ServeUsageError("--bot-workers must be at least 1")
    if args.ping_interval <= 0 or args.lease <= 0 or args.abandon_after <= 0:
        raise ServeUsageError("--ping-interval, --lease and --abandon-after must be positive")
    if args.tutorial_pace < 0:
        raise ServeUsageError("--tutorial-pace must be 0 or more")
    if args.idle_after < 0 or args.hide_after < 0:
        raise ServeUsageError("--idle-after and --hide-after must be 0 or more")
    if args.max_ws_per_ip < 0:
        raise ServeUsageError("--max-ws-per-ip must be 0 (no limit) or more")
    if not args.db.startswith(("sqlite", "postgresql")):
        raise ServeUsageError("--db must be a sqlite:/// or postgresql+psycopg:// URL")
    shown_host = "127.0.0.1" if args.host in ("0.0.0.0", "::") else args.host
    public = args.public_url or f"http://{shown_host}:{args.port}"
    try:
        engine = make_engine(args.db)
        before, after = upgrade(engine)
        engine.dispose()
    except Exception as exc:
        raise ServeUsageError(f"cannot open the database {args.db}: {exc}") from None
    print(describe_upgrade(args.db, before, after), flush=True)
    # A restarted process on the same host and port is the same instance: it takes its tables
    # back at once instead of waiting for its old leases to expire.
    config = ServerConfig(
        instance=f"{socket.gethostname()}:{args.port}",
        db_url=args.db,
        public_url=public,
        ping_interval=args.ping_interval,
        abandon_after=args.abandon_after,
        idle_after=args.idle_after,
        hide_after=args.hide_after,
        lease=args.lease,
        bot_workers=args.bot_workers,
        fixed_seeds=args.fixed_seeds,
        allowed_origins=tuple(args.allowed_origin),
        max_ws_per_ip=args.max_ws_per_ip,
        tutorial_pace=args.tutorial_pace,
    )
    print(f"tapisvert serving on {public}", flush=True)
    if args.host in ("0.0.0.0", "::"):
        lan = _lan_address()
        if lan:
            print(
                f"on your local network: http://{lan}:{args.port} (use --public-url"
                f" http://{lan}:{args.port} so that invite links point there)",
                flush=True,
            )
    logging.basicConfig(level=args.log_level.upper(), format="%(levelname)s %(name)s: %(message)s")
    accesslog.install()  # no invite code or token in any log line (server/accesslog.py)
    app = create_app(config, migrate=False)
    # The database thread waits on the network (PostgreSQL) once per statement, and each time
    # takes the GIL back from a busy event loop only at the next switch interval (5 ms by
    # default): a shorter one keeps moves from queueing behind it (bench-server, PostgreSQL).
    sys.setswitchinterval(0.0005)
    collector.tune()  # fewer, shorter collector pauses (server/collector.py)
    uvicorn.run(
        app,
        host=args.host,
        port=args.port,
        log_level=args.log_level,
        log_config=accesslog.uvicorn_log_config(),
        ws_max_size=65536,
        ws_ping_interval=args.ping_interval,
        ws_ping_timeout=args.ping_interval,
        timeout_graceful_shutdown=3,
        # Views are a few KiB and most players sit on a LAN: compressing every frame cost the
        # server more CPU than any other single step of a move (bench-server profile).
        ws_per_message_deflate=args.ws_compression,
    )
    return 0


def _think_range(text: str) -> tuple[float, float]:
    """`--think`: "LO-HI" or one number, finite seconds between 0 and 60."""
    parts = text.split("-")
    try:
        values = [float(x) for x in parts]
    except ValueError:
        values = []
    if len(values) == 1:
        values *= 2
    if (
        len(values) != 2
        or not all(math.isfinite(v) and 0 <= v <= 60 for v in values)
        or values[0] > values[1]
    ):
        raise ServeUsageError(f"--think {text!r}: give LO-HI seconds (0 <= LO <= HI <= 60) or 0")
    return values[0], values[1]


def cmd_bench_server(args: argparse.Namespace) -> int:
    _need_web()
    from tapisvert.server.bench import BenchConfig, run_bench_server

    if args.tables < 1 or args.seconds <= 0 or args.humans < 0 or args.spectators < 0:
        raise ServeUsageError("--tables, --seconds must be positive; --humans, --spectators >= 0")
    if args.humans > args.players:
        raise ServeUsageError("--humans cannot exceed --players")
    if args.tables * (args.humans + args.spectators) > 5000:
        raise ServeUsageError("at most 5000 simulated clients")
    think = _think_range(args.think)
    result = run_bench_server(
        BenchConfig(
            db=args.db,
            tables=args.tables,
            humans=args.humans,
            spectators=args.spectators,
            seconds=args.seconds,
            game=args.game,
            players=args.players,
            port=args.port,
            think=think,
        ),
        progress=None if args.json else lambda line: print(line, file=sys.stderr, flush=True),
    )
    if args.json:
        import json

        print(json.dumps(result, indent=2))
    else:
        for key, value in result.items():
            print(f"{key:<22} {value}")
    return 0
