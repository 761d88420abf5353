"""The `tapisvert` command line: games, rules, play, simulate, replay, bench, analyze.

Every command that prints data has `--json`. Bad arguments get one clear line and exit status 2;
no traceback reaches a user.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, NoReturn

from tapisvert.bots import LEVEL_NAMES, bot_names, check_bots, make_bot, parse_bot_list
from tapisvert.bots.heuristic import has_heuristic
from tapisvert.cli import analyze, schema
from tapisvert.cli import review as review_cli
from tapisvert.cli.args import bench_seconds, count
from tapisvert.cli.cluster import add_cluster_arguments, backend_from
from tapisvert.cli.replay import run_replay
from tapisvert.cli.serve import ServeUsageError, add_commands
from tapisvert.cli.terminal import TerminalMatch, enable_line_editing, seat_legend
from tapisvert.core.errors import InvalidOption, TapisvertError
from tapisvert.core.options import format_value, parse_option_args
from tapisvert.core.protocol import Game
from tapisvert.core.records import Recorder, write_record
from tapisvert.core.version import ENGINE_VERSION
from tapisvert.games import all_games, game_ids, get_game
from tapisvert.sim.backend import Backend
from tapisvert.sim.bench import BenchResult, openspiel_available, run_bench
from tapisvert.sim.parquet import DecisionRows, ParquetRows
from tapisvert.sim.simulate import progress_bar, simulate
from tapisvert.sim.tournament import tournament
from tapisvert.words import Words, pick_language


class UsageError(Exception):
    """Bad command-line arguments: one line, exit 2."""


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{self.prog}: {message}")


def _add_options(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "-o",
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a game option (repeatable), e.g. -o max_hands=1",
    )


def _add_json(p: argparse.ArgumentParser) -> None:
    p.add_argument("--json", action="store_true", help="print JSON instead of a table")


def build_parser() -> Parser:
    parser = Parser(prog="tapisvert", description="Traditional card games: play, simulate, study.")
    parser.add_argument("--version", action="version", version=f"tapisvert {ENGINE_VERSION}")
    sub = parser.add_subparsers(dest="command", parser_class=Parser)
    bot_help = (
        f"a level ({', '.join(LEVEL_NAMES)}: each game's spec in docs/bots.md) or a bot ("
        + ", ".join(bot_names())
        + "), e.g. expert,casual or heuristic,ismcts:seconds=2"
    )

    p = sub.add_parser("games", help="list the games, their player counts and options")
    _add_json(p)

    p = sub.add_parser("rules", help="print a game's rules page")
    p.add_argument("game")
    p.add_argument(
        "--lang",
        default=None,
        metavar="LANG",
        help="en, fr or pt (default: from LANG, else en)",
    )

    p = sub.add_parser("play", help="play in the terminal against bots")
    p.add_argument("game", nargs="?")
    p.add_argument("--players", "-n", type=int)
    p.add_argument("--seat", type=int, default=0, help="your seat (default 0)")
    p.add_argument("--bots", default=None, help=f"bots for the other seats: {bot_help}")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--record", metavar="FILE", help="append the match record to FILE")
    p.add_argument("--watch", action="store_true", help="no human seat: watch the bots play")
    p.add_argument(
        "--delay",
        type=float,
        default=None,
        metavar="SECONDS",
        help="pause after each bot move (default: 1 s when watching on a terminal, else 0)",
    )
    p.add_argument(
        "--step",
        action="store_true",
        help="wait for Enter after each bot move",
    )
    p.add_argument(
        "--lang",
        default=None,
        metavar="LANG",
        help="the language of the table: en, fr or pt (default: from LANG, else en)",
    )
    _add_options(p)

    p = sub.add_parser("simulate", help="run many bot matches and summarise them")
    p.add_argument("game")
    p.add_argument("--players", "-n", type=int)
    p.add_argument("--games", "-k", type=count, default=100, help="number of matches")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--bots", default="random", help=f"one per seat, the last repeats: {bot_help}")
    add_cluster_arguments(p)
    p.add_argument("--record", metavar="FILE", help="write every match record to FILE (JSONL)")
    p.add_argument(
        "--format",
        choices=["jsonl", "parquet"],
        default="jsonl",
        help="parquet: also one row per hand in FILE's .parquet sibling (needs --record)",
    )
    p.add_argument(
        "--tensors",
        action="store_true",
        help="with --format parquet: also every decision (the acting seat's tensor, its action"
        " mask, the action, the hand's and match's returns) in FILE's .tensors.parquet sibling,"
        " for imitation learning (needs the rl extra)",
    )
    _add_options(p)
    _add_json(p)

    p = sub.add_parser("tournament", help="a duplicate tournament between bots")
    p.add_argument("game")
    p.add_argument("--players", "-n", type=int)
    p.add_argument("--bots", required=True, help=f"the bots to compare: {bot_help}")
    p.add_argument("--games", "-k", type=count, default=100, help="number of duplicate deals")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument(
        "--journal",
        type=Path,
        metavar="FILE",
        help="write each finished match to FILE (JSON Lines) as it ends; run the same tournament"
        " again with the same FILE to resume it where it stopped",
    )
    add_cluster_arguments(p)
    _add_options(p)
    _add_json(p)

    p = sub.add_parser("replay", help="re-execute and verify match records")
    p.add_argument("files", nargs="+", metavar="FILE", help="record files (JSON Lines)")
    p.add_argument(
        "--show",
        action="store_true",
        help="print each match hand by hand, trick by trick (on a terminal: Enter steps)",
    )
    _add_json(p)

    review_cli.add_parser(sub)

    p = sub.add_parser("bench", help="random-play throughput per game on one core")
    p.add_argument("games", nargs="*")
    p.add_argument("--seconds", type=bench_seconds, default=1.0, help="length of one run")
    p.add_argument("--runs", type=count, default=5, help="runs per game (the median is reported)")
    p.add_argument("--compare", choices=["openspiel"], help="also run OpenSpiel's hearts")
    p.add_argument(
        "--rl",
        action="store_true",
        help="PettingZoo env steps/s beside the raw engine and PettingZoo's classic card games,"
        " and tensor encoding time (needs the rl extra)",
    )
    p.add_argument(
        "--vector",
        action="store_true",
        help="with --rl: tapisvert.rl.VectorEnv's actions/s (256 tables, masks only and with"
        " tensors) as ratios to the raw engine's",
    )
    p.add_argument(
        "--workers",
        type=count,
        default=1,
        metavar="W",
        help="with --rl --vector: also VectorEnv(num_workers=W) against one process, with"
        " tensors, wall clock (the ratio W workers / 1)",
    )
    _add_json(p)

    schema.add_parser(sub)
    analyze.add_parser(sub)
    COMMANDS.update(add_commands(sub))
    return parser


def _game(game_id: str) -> Game:
    try:
        return get_game(game_id)
    except InvalidOption as exc:
        raise UsageError(str(exc)) from None


def _players(game: Game, players: int | None) -> int:
    if players is None:
        return game.player_counts[0]
    if players not in game.player_counts:
        counts = ", ".join(map(str, game.player_counts))
        raise UsageError(f"{game.id} is played by {counts} players, not {players}")
    return players


def _print_json(data: Any) -> None:
    print(json.dumps(data, indent=2, ensure_ascii=False))


def _resolved(game: Game, players: int, args: argparse.Namespace) -> dict[str, Any]:
    """The -o options, checked against the game and converted to their types."""
    given = parse_option_args(args.option)
    state = game.new(players, args.seed, **given)
    return {name: state.options[name] for name in given}


def cmd_games(args: argparse.Namespace) -> int:
    games = [g.describe() for g in all_games()]
    if args.json:
        _print_json(games)
        return 0
    for g in games:
        players = ", ".join(map(str, g["players"]))
        print(f"{g['id']:<12} {g['name']}  ({players} players)")
        for o in g["options"]:
            choices = "|".join(format_value(c) for c in o["choices"])
            choices = f" [{choices}]" if choices else ""
            print(f"{'':<14}-o {o['name']}={format_value(o['default'])}{choices}  {o['doc']}")
    return 0


def cmd_rules(args: argparse.Namespace) -> int:
    try:
        lang = pick_language(args.lang)
    except ValueError as exc:
        raise UsageError(f"--lang: {exc}") from None
    print(_game(args.game).rules_page(lang))
    return 0


def _choose(prompt: str, items: Sequence[str], names: Sequence[str], words: Words) -> int:
    """Ask for one of `items` by its number in the list, or by its entry in `names`."""
    for i, item in enumerate(items, 1):
        print(f"  {i}. {item}")
    while True:
        try:
            line = input(prompt).strip()
        except (EOFError, KeyboardInterrupt):
            print()
            raise SystemExit(0) from None
        if line.isdigit() and len(line) <= 3 and 1 <= int(line) <= len(items):
            return int(line) - 1
        lowered = [n.lower() for n in names]
        if line.lower() in lowered:
            return lowered.index(line.lower())
        print(words.text("term-menu-choose", n=len(items)))


def _menu(args: argparse.Namespace, words: Words) -> Game:
    """The start menu: the game (by number or id), then the player count (by count)."""
    games = all_games()
    print(words.text("term-menu-game"))
    names = [f"{words.text(f'{g.id}-name')} ({g.id})" for g in games]
    game = games[_choose("game> ", names, [g.id for g in games], words)]
    if args.players is None and len(game.player_counts) > 1:
        counts = [str(n) for n in game.player_counts]
        print(words.text("term-menu-players", counts=", ".join(counts)))
        while True:
            try:
                line = input("players> ").strip()
            except (EOFError, KeyboardInterrupt):
                print()
                raise SystemExit(0) from None
            if line in counts:
                args.players = int(line)
                break
            name = words.text(f"{game.id}-name")
            print(words.text("term-menu-played-by", game=name, counts=", ".join(counts)))
    return game


def _check_record_path(path: str | None) -> None:
    """Refuse, before a match starts, a record file that cannot be written."""
    if path is None:
        return
    target = Path(path)
    if target.is_dir():
        raise UsageError(f"--record {path}: is a directory")
    existed = target.exists()
    try:
        with open(target, "a", encoding="utf-8"):
            pass
    except OSError as exc:
        raise UsageError(f"--record {path}: cannot write there ({exc.strerror or exc})") from None
    if not existed:
        target.unlink()


def cmd_play(args: argparse.Namespace) -> int:
    try:
        lang = pick_language(args.lang)
    except ValueError as exc:
        raise UsageError(f"--lang: {exc}") from None
    game = _game(args.game) if args.game is not None else _menu(args, Words(lang))
    players = _players(game, args.players)
    options = parse_option_args(args.option)
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big")
    human = None if args.watch else args.seat
    if human is not None and not 0 <= human < players:
        raise UsageError(f"--seat must be between 0 and {players - 1}")
    if args.delay is not None and not 0 <= args.delay <= 60:
        raise UsageError("--delay must be between 0 and 60 seconds")
    _check_record_path(args.record)
    default_bot = "heuristic" if has_heuristic(game.id) else "random"
    names = parse_bot_list(args.bots or default_bot, players)
    check_bots(names, game)
    state = game.new(players, seed, **options)
    bots = {s: make_bot(names[s], game, s, seed) for s in range(players) if s != human}
    recorder = Recorder(
        state, ["human" if s == human else names[s] for s in range(players)], events=True
    )
    words = Words(lang, me=human)
    name = words.text(f"{game.id}-name")
    print(words.text("term-start", game=name, n=players, seed=seed))
    print(seat_legend(names, human, words))
    interactive = sys.stdin.isatty() and sys.stdout.isatty()
    delay = args.delay if args.delay is not None else (1.0 if args.watch and interactive else 0.0)
    match = TerminalMatch(
        state,
        bots,
        human,
        recorder=recorder,
        bot_delay=delay,
        step=args.step,
        lang=lang,
    )
    if interactive:
        enable_line_editing()
    finished = match.run()
    if args.record:
        with open(args.record, "a", encoding="utf-8") as fh:
            write_record(fh, recorder.record())
        print(words.text("term-record-appended", path=args.record))
    if not finished:
        print(words.text("term-left" if human is not None else "term-stopped-watching"))
    return 0


def _backend(args: argparse.Namespace) -> Backend:
    try:
        return backend_from(args)
    except ValueError as exc:
        raise UsageError(str(exc)) from None


def cmd_simulate(args: argparse.Namespace) -> int:
    game = _game(args.game)
    players = _players(game, args.players)
    if args.format == "parquet" and not args.record:
        raise UsageError("--format parquet needs --record FILE (the rows go beside it)")
    if args.tensors and args.format != "parquet":
        raise UsageError("--tensors goes with --format parquet --record FILE")
    bots = parse_bot_list(args.bots, players)
    check_bots(bots, game)
    options = _resolved(game, players, args)
    with contextlib.ExitStack() as stack:
        rows = decisions = None
        try:
            if args.format == "parquet":
                rows = ParquetRows(Path(args.record).with_suffix(".parquet"), game.id, players)
                stack.callback(rows.close)
            if args.tensors:
                decisions = DecisionRows(
                    Path(args.record).with_suffix(".tensors.parquet"), game.id, players, **options
                )
                stack.callback(decisions.close)
            record_fh = (
                stack.enter_context(open(args.record, "w", encoding="utf-8"))
                if args.record
                else None
            )
        except OSError as exc:
            raise UsageError(f"cannot write the record {args.record}: {exc}") from None
        backend = stack.enter_context(_backend(args))
        summary = simulate(
            game.id,
            players,
            args.games,
            args.seed,
            bots,
            options,
            backend=backend,
            record_to=record_fh,
            rows_to=rows,
            decisions_to=decisions,
            progress=progress_bar(),
        )
    if args.json:
        _print_json(summary.to_json())
    else:
        print(summary.table())
    return 0


def cmd_tournament(args: argparse.Namespace) -> int:
    game = _game(args.game)
    players = _players(game, args.players)
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    if not bots:
        raise UsageError("--bots needs at least one bot name")
    check_bots(bots, game)
    options = _resolved(game, players, args)
    try:
        with _backend(args) as backend:
            result = tournament(
                game.id,
                players,
                bots,
                args.games,
                args.seed,
                options,
                backend=backend,
                progress=progress_bar(),
                journal=args.journal,
            )
    except KeyboardInterrupt:
        if args.journal is not None:
            print(
                f"\nstopped; the finished matches are in {args.journal}:"
                " the same command resumes the tournament",
                file=sys.stderr,
            )
        return 130
    if args.json:
        _print_json(result.to_json())
    else:
        print(result.table())
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    return run_replay(args)


def cmd_bench(args: argparse.Namespace) -> int:
    ids = args.games or game_ids()
    for gid in ids:
        _game(gid)
    if args.vector and not args.rl:
        raise UsageError("--vector goes with --rl: tapisvert bench --rl --vector")
    if args.workers != 1 and not args.vector:
        raise UsageError(
            "--workers goes with --rl --vector: tapisvert bench --rl --vector --workers 2"
        )
    if args.rl:
        return _bench_rl(ids, args)
    if args.compare == "openspiel" and not openspiel_available():
        raise UsageError("--compare openspiel needs OpenSpiel: pip install 'tapisvert[openspiel]'")

    def show(r: BenchResult) -> None:
        if not args.json:
            clone = f"{r.clone_us:.2f} µs" if r.clone_us is not None else "-"
            print(
                f"{r.name:<18} {r.players}p {r.actions_per_s:>12,.0f} actions/s"
                f" {r.matches_per_s:>10,.1f} matches/s  clone {clone:>8}  {r.build}",
                flush=True,
            )

    results = run_bench(
        ids,
        seconds=args.seconds,
        runs=args.runs,
        compare_openspiel=args.compare == "openspiel",
        on_result=show,
        progress=None if args.json else progress_bar(),
    )
    data: dict[str, Any] = {"results": [r.to_json() for r in results]}
    if args.compare == "openspiel":
        ref = results[-1]
        data["ratio_vs_openspiel"] = {
            r.name: round(r.actions_per_s / ref.actions_per_s, 3) for r in results[:-1]
        }
        if not args.json:
            for name, ratio in data["ratio_vs_openspiel"].items():
                print(f"{name}: {ratio}x OpenSpiel hearts (actions/s)")
    if args.json:
        _print_json(data)
    return 0


def cmd_analyze(args: argparse.Namespace) -> int:
    return analyze.cmd_analyze(args, UsageError)


def _bench_rl(ids: list[str], args: argparse.Namespace) -> int:
    try:
        from tapisvert.rl.bench import run_rl_bench, run_vector_bench, table, vector_table
    except ImportError:
        raise UsageError("bench --rl needs the rl extra: pip install 'tapisvert[rl]'") from None
    if args.vector:
        vrows = run_vector_bench(
            ids,
            seconds=args.seconds,
            runs=args.runs,
            workers=args.workers,
            progress=None if args.json else progress_bar(),
        )
        if args.json:
            _print_json({"results": [r.to_json() for r in vrows]})
        else:
            print(vector_table(vrows))
        return 0
    rows = run_rl_bench(
        ids,
        seconds=args.seconds,
        runs=args.runs,
        progress=None if args.json else progress_bar(),
    )
    if args.json:
        _print_json({"results": [r.to_json() for r in rows]})
    else:
        print(table(rows))
    return 0


COMMANDS: dict[str, Callable[[argparse.Namespace], int]] = {
    "games": cmd_games,
    "rules": cmd_rules,
    "play": cmd_play,
    "simulate": cmd_simulate,
    "tournament": cmd_tournament,
    "replay": cmd_replay,
    "review": review_cli.cmd_review,
    "bench": cmd_bench,
    "schema": schema.cmd_schema,
    "analyze": cmd_analyze,
}


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        if args.command is None:
            parser.print_help()
            return 0
        return COMMANDS[args.command](args)
    except (UsageError, ServeUsageError, review_cli.ReviewUsageError) as exc:
        print(str(exc), file=sys.stderr)
        return 2
    except TapisvertError as exc:
        print(f"tapisvert: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except Exception as exc:  # a bug: say so in one line rather than show a traceback
        print(
            f"tapisvert: internal error ({type(exc).__name__}: {exc}); please report it"
            " with the command line (TAPISVERT_DEBUG=1 shows the traceback)",
            file=sys.stderr,
        )
        if os.environ.get("TAPISVERT_DEBUG"):
            raise
        return 70
