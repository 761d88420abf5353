"""The `tapisvert` command line: games, rules, play, simulate, replay, bench.

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

from tapisvert.bots import bot_names, check_bots, make_bot, parse_bot_list
from tapisvert.bots.heuristics import has_heuristic
from tapisvert.cli.serve import ServeUsageError, add_commands
from tapisvert.cli.terminal import TerminalMatch
from tapisvert.core.errors import InvalidNotation, InvalidOption, ReplayMismatch, TapisvertError
from tapisvert.core.options import format_value, parse_option_args
from tapisvert.core.protocol import Game
from tapisvert.core.records import Recorder, read_records, write_record
from tapisvert.core.replay import replay_steps
from tapisvert.core.scores import score_text
from tapisvert.core.version import ENGINE_VERSION
from tapisvert.games import all_games, game_ids, get_game
from tapisvert.sim.bench import BENCH_SETUPS, BenchResult, openspiel_available, run_bench
from tapisvert.sim.simulate import progress_bar, simulate
from tapisvert.sim.tournament import tournament

RULES_DIR = Path(__file__).resolve().parents[3] / "docs" / "rules"


class UsageError(Exception):
    """Bad command-line arguments: one line, exit 2."""


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{self.prog}: {message}")


def _add_options(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "-o", "--option", action="append", default=[], metavar="NAME=VALUE",
        help="a game option (repeatable), e.g. -o max_hands=1",
    )


def _add_json(p: argparse.ArgumentParser) -> None:
    p.add_argument("--json", action="store_true", help="print JSON instead of a table")


def build_parser() -> Parser:
    parser = Parser(prog="tapisvert", description="Traditional card games: play, simulate, study.")
    parser.add_argument("--version", action="version", version=f"tapisvert {ENGINE_VERSION}")
    sub = parser.add_subparsers(dest="command", parser_class=Parser)
    bot_help = ", ".join(bot_names()) + " (e.g. heuristic,ismcts:seconds=2)"

    p = sub.add_parser("games", help="list the games, their player counts and options")
    _add_json(p)

    p = sub.add_parser("rules", help="print a game's rules page")
    p.add_argument("game")

    p = sub.add_parser("play", help="play in the terminal against bots")
    p.add_argument("game", nargs="?")
    p.add_argument("--players", "-n", type=int)
    p.add_argument("--seat", type=int, default=0, help="your seat (default 0)")
    p.add_argument("--bots", default=None, help=f"bots for the other seats: {bot_help}")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--record", metavar="FILE", help="append the match record to FILE")
    p.add_argument("--watch", action="store_true", help="no human seat: watch the bots play")
    _add_options(p)

    p = sub.add_parser("simulate", help="run many bot matches and summarise them")
    p.add_argument("game")
    p.add_argument("--players", "-n", type=int)
    p.add_argument("--games", "-k", type=int, default=100, help="number of matches")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--bots", default="random", help=f"one per seat, the last repeats: {bot_help}")
    p.add_argument("--workers", "-w", type=int, default=None, help="processes (default: all cores)")
    p.add_argument("--record", metavar="FILE", help="write every match record to FILE")
    _add_options(p)
    _add_json(p)

    p = sub.add_parser("tournament", help="a duplicate tournament between bots")
    p.add_argument("game")
    p.add_argument("--players", "-n", type=int)
    p.add_argument("--bots", required=True, help=f"the bots to compare: {bot_help}")
    p.add_argument("--games", "-k", type=int, default=100, help="number of duplicate deals")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--workers", "-w", type=int, default=None, help="processes (default: all cores)")
    _add_options(p)
    _add_json(p)

    p = sub.add_parser("replay", help="re-execute and verify match records")
    p.add_argument("file")
    p.add_argument("--show", action="store_true", help="step through each match")
    _add_json(p)

    p = sub.add_parser("bench", help="random-play throughput per game on one core")
    p.add_argument("games", nargs="*")
    p.add_argument("--seconds", type=float, default=1.0, help="length of one run")
    p.add_argument("--runs", type=int, default=5, help="runs per game (the median is reported)")
    p.add_argument("--compare", choices=["openspiel"], help="also run OpenSpiel's hearts")
    _add_json(p)
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
    game = _game(args.game)
    page = RULES_DIR / f"{game.id}.md"
    if not page.exists():
        raise UsageError(f"no rules page for {game.id} at {page}")
    print(page.read_text(encoding="utf-8"))
    return 0


def _choose(prompt: str, items: Sequence[str]) -> int:
    for i, item in enumerate(items, 1):
        print(f"  {i}. {item}")
    while True:
        try:
            line = input(prompt).strip()
        except (EOFError, KeyboardInterrupt):
            raise SystemExit(0) from None
        if line.isdigit() and 1 <= int(line) <= len(items):
            return int(line) - 1
        print(f"Choose a number from 1 to {len(items)}.")


def cmd_play(args: argparse.Namespace) -> int:
    if args.game is None:
        games = all_games()
        print("tapisvert: which game?")
        game = games[_choose("game> ", [f"{g.name} ({g.id})" for g in games])]
        if args.players is None and len(game.player_counts) > 1:
            print("How many players?")
            counts = [str(n) for n in game.player_counts]
            args.players = game.player_counts[_choose("players> ", counts)]
    else:
        game = _game(args.game)
    players = _players(game, args.players)
    options = parse_option_args(args.option)
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big")
    human = None if args.watch else args.seat
    if human is not None and not 0 <= human < players:
        raise UsageError(f"--seat must be between 0 and {players - 1}")
    default_bot = "heuristic" if has_heuristic(game.id) else "random"
    names = parse_bot_list(args.bots or default_bot, players)
    check_bots(names, game)
    state = game.new(players, seed, **options)
    bots = {s: make_bot(names[s], game, s, seed) for s in range(players) if s != human}
    seat_names = [
        "you" if s == human else f"seat {s} ({names[s]})" for s in range(players)
    ]
    recorder = Recorder(state, ["human" if s == human else names[s] for s in range(players)])
    print(f"{game.name}: {players} players, seed {seed}. Type 'help' for help.")
    match = TerminalMatch(
        state, bots, human, seat_names=seat_names, recorder=recorder,
    )
    finished = match.run()
    if args.record:
        with open(args.record, "a", encoding="utf-8") as fh:
            write_record(fh, recorder.record())
        print(f"Record appended to {args.record}.")
    if not finished:
        print("You left the match.")
    return 0


def cmd_simulate(args: argparse.Namespace) -> int:
    game = _game(args.game)
    players = _players(game, args.players)
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    if args.workers is not None and args.workers < 1:
        raise UsageError("--workers must be at least 1")
    bots = parse_bot_list(args.bots, players)
    check_bots(bots, game)
    options = _resolved(game, players, args)
    with contextlib.ExitStack() as stack:
        record_fh = (
            stack.enter_context(open(args.record, "w", encoding="utf-8")) if args.record else None
        )
        summary = simulate(
            game.id, players, args.games, args.seed, bots, options,
            workers=args.workers, record_to=record_fh, progress=progress_bar(),
        )
    if args.json:
        _print_json(summary.to_json())
    else:
        print(summary.table())
    return 0


def cmd_tournament(args: argparse.Namespace) -> int:
    game = _game(args.game)
    players = _players(game, args.players)
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    if args.workers is not None and args.workers < 1:
        raise UsageError("--workers must be at least 1")
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    if not bots:
        raise UsageError("--bots needs at least one bot name")
    check_bots(bots, game)
    options = _resolved(game, players, args)
    result = tournament(
        game.id, players, bots, args.games, args.seed, options,
        workers=args.workers, progress=progress_bar(),
    )
    if args.json:
        _print_json(result.to_json())
    else:
        print(result.table())
    return 0


def _show_step_header(marker: str, last: list[str]) -> None:
    if marker != last[0]:
        last[0] = marker
        if marker:
            print(f"  -- {marker}")


def cmd_replay(args: argparse.Namespace) -> int:
    path = Path(args.file)
    if not path.exists():
        raise UsageError(f"no such file: {path}")
    reports: list[dict[str, Any]] = []
    failed = False
    interactive = args.show and sys.stdin.isatty() and sys.stdout.isatty()
    try:
        records = list(read_records(path))
    except InvalidNotation as exc:
        raise UsageError(str(exc)) from None
    for n, record in enumerate(records, 1):
        label = f"record {n}: {record.game}, {record.players} players, seed {record.seed}"
        try:
            game = get_game(record.game)
            if args.show:
                print(f"== {label}; seats: {', '.join(record.seats)}")
            last_marker = [""]
            last_hand = -1
            final = None
            for step in replay_steps(game, record):
                final = step.state
                if args.show:
                    if step.hand != last_hand:
                        last_hand = step.hand
                        deal = json.dumps(record.hands[step.hand].deal)
                        print(f"- hand {step.hand + 1}, deal: {deal}")
                        last_marker[0] = ""
                    _show_step_header(step.marker, last_marker)
                    print(f"     seat {step.seat}: {step.text}")
                    if interactive and step.index + 1 == len(record.hands[step.hand].actions):
                        input("(Enter for the next hand) ")
                    res = step.state.hand_results()
                    hand_done = step.index + 1 == len(record.hands[step.hand].actions)
                    if hand_done and len(res) > step.hand:
                        scores = ", ".join(score_text(s) for s in res[step.hand].scores)
                        print(f"  hand {step.hand + 1} result: {scores}")
            actions = record.num_actions
            reports.append(
                {"record": n, "ok": True, "game": record.game, "actions": actions,
                 "hands": len(record.hands)}
            )
            if not args.json:
                print(f"{label}: OK ({actions} actions, {len(record.hands)} hands)")
            if args.show and final is not None and final.is_over():
                totals = ", ".join(score_text(t) for t in final.result().totals)
                print(f"  match totals: {totals}")
        except (ReplayMismatch, InvalidOption) as exc:
            failed = True
            reports.append({"record": n, "ok": False, "game": record.game, "error": str(exc)})
            if not args.json:
                print(f"{label}: MISMATCH: {exc}")
            break
    if args.json:
        _print_json({"file": str(path), "ok": not failed, "records": reports})
    return 1 if failed else 0


def cmd_bench(args: argparse.Namespace) -> int:
    ids = args.games or [g for g in game_ids() if g in BENCH_SETUPS] or game_ids()
    for gid in ids:
        _game(gid)
    if args.compare == "openspiel" and not openspiel_available():
        raise UsageError(
            "--compare openspiel needs OpenSpiel: pip install 'tapisvert[openspiel]'"
        )

    def show(r: BenchResult) -> None:
        if not args.json:
            clone = f"{r.clone_us:.2f} µs" if r.clone_us is not None else "-"
            print(f"{r.name:<18} {r.players}p {r.actions_per_s:>12,.0f} actions/s"
                  f" {r.matches_per_s:>10,.1f} matches/s  clone {clone:>8}  {r.build}", flush=True)

    results = run_bench(
        ids, seconds=args.seconds, runs=args.runs,
        compare_openspiel=args.compare == "openspiel", on_result=show,
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


COMMANDS: dict[str, Callable[[argparse.Namespace], int]] = {
    "games": cmd_games,
    "rules": cmd_rules,
    "play": cmd_play,
    "simulate": cmd_simulate,
    "tournament": cmd_tournament,
    "replay": cmd_replay,
    "bench": cmd_bench,
}


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        if args.command is None:
            parser.print_help()
            return 0
        return COMMANDS[args.command](args)
    except (UsageError, ServeUsageError) as exc:
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

