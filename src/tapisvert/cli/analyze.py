"""`tapisvert analyze`: a designer's report (HTML with plots, JSON) from simulation or records."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from tapisvert.bots import LEVEL_NAMES, bot_names, check_bots, parse_bot_list
from tapisvert.bots.heuristic import has_heuristic
from tapisvert.cli.args import count
from tapisvert.cli.cluster import add_cluster_arguments, backend_from
from tapisvert.core.errors import InvalidOption
from tapisvert.core.options import parse_option_args
from tapisvert.games import get_game

EXAMPLE = (
    "e.g. tapisvert analyze sabias -n 5 -k 2000 --compare ecart=margin --compare ecart=difference"
)


def add_parser(sub: Any) -> None:
    """Register `analyze` on the main parser's subcommands."""
    p = sub.add_parser(
        "analyze",
        help="a designer's report: plots of what the rules give, with intervals",
        description="Simulate (or read records) and write a self-contained HTML report with"
        f" plots, every figure with its sample size and 95%% interval; {EXAMPLE}.",
    )
    p.add_argument("game", nargs="?", help="the game (not needed with --records)")
    p.add_argument("--players", "-n", type=int)
    p.add_argument(
        "--games",
        "-k",
        type=count,
        default=500,
        help="deals to simulate (each played once per variant; default 500)",
    )
    p.add_argument("--seed", type=int, default=0)
    p.add_argument(
        "--bots",
        default=None,
        help="one per seat, the last repeats (default: heuristic): a level ("
        + ", ".join(LEVEL_NAMES)
        + ") or a bot ("
        + ", ".join(bot_names())
        + ")",
    )
    add_cluster_arguments(p)
    p.add_argument(
        "-o",
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a game option for every variant (repeatable)",
    )
    p.add_argument(
        "--compare",
        action="append",
        default=[],
        metavar="NAME=VALUE[,NAME=VALUE]",
        help="a variant to play on the same deals (repeatable; the first is the baseline;"
        " a single --compare is compared with the defaults)",
    )
    p.add_argument("--records", metavar="FILE", help="analyse these records instead of simulating")
    p.add_argument(
        "--out", default=None, metavar="FILE", help="the HTML report (default: GAME-report.html)"
    )
    p.add_argument(
        "--json",
        nargs="?",
        const="-",
        default=None,
        metavar="FILE",
        help="also write every figure as JSON (to FILE, or standard output)",
    )


def _variants(game_id: str, players: int, args: argparse.Namespace) -> list[Any]:
    from tapisvert.analysis.run import resolve_variant

    base = parse_option_args(args.option)
    specs = list(args.compare)
    if len(specs) == 1:
        specs.insert(0, "")
    variants = []
    for spec in specs or [""]:
        given = dict(base)
        parts = [s for s in spec.split(",") if s.strip()]
        given.update(parse_option_args(parts))
        label = spec.strip() or "defaults"
        variants.append(resolve_variant(game_id, players, label, given))
    labels = [v.label for v in variants]
    if len(set(labels)) != len(labels):
        raise InvalidOption(f"--compare names the same variant twice: {labels}")
    return variants


def cmd_analyze(args: argparse.Namespace, usage_error: type[Exception]) -> int:
    from tapisvert.analysis.plots import MissingExtra, check_available

    try:
        check_available()
    except MissingExtra as exc:
        raise usage_error(str(exc)) from None
    from tapisvert.analysis.report import render_html
    from tapisvert.analysis.run import records_report, simulate_report
    from tapisvert.sim.simulate import progress_bar

    if args.records:
        if args.compare or args.option or args.game or args.bots or args.players is not None:
            raise usage_error(
                "--records reads the game, players, bots and options from the records: give"
                " no GAME, -n, --bots, -o or --compare with it"
            )
        if not Path(args.records).exists():
            raise usage_error(f"no such file: {args.records}")
        report = records_report(args.records)
    else:
        if not args.game:
            raise usage_error("name a GAME to simulate, or give --records FILE")
        game = get_game(args.game)
        players = args.players if args.players is not None else game.player_counts[0]
        if players not in game.player_counts:
            counts = ", ".join(map(str, game.player_counts))
            raise usage_error(f"{game.id} is played by {counts} players, not {players}")
        default_bot = "heuristic" if has_heuristic(game.id) else "random"
        bots = parse_bot_list(args.bots or default_bot, players)
        check_bots(bots, game)
        variants = _variants(game.id, players, args)
        try:
            backend = backend_from(args)
        except ValueError as exc:
            raise usage_error(str(exc)) from None
        with backend:
            report = simulate_report(
                game.id,
                players,
                args.games,
                args.seed,
                bots,
                variants,
                backend=backend,
                progress=progress_bar(),
            )
    out = Path(args.out or f"{report['game']}-report.html")
    try:
        out.write_text(render_html(report), encoding="utf-8")
    except OSError as exc:
        raise usage_error(f"cannot write {out}: {exc.strerror}") from None
    if args.json == "-":
        print(json.dumps(report, indent=2, ensure_ascii=False))
    elif args.json:
        Path(args.json).write_text(
            json.dumps(report, indent=2, ensure_ascii=False), encoding="utf-8"
        )
    weak = " (random bots: see the warnings)" if report["weak_seats"] else ""
    print(
        f"Report on {report['deals']:,} deals written to {out}{weak}",
        file=sys.stderr if args.json == "-" else sys.stdout,
    )
    return 0
