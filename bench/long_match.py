"""Does a move cost more late in a long match than early? Views and replay over 20,000 poch moves.

Plays one long poch match (4 players, 200 chips each, a seeded random policy that bets at most one
chip, so that deals come and go by the thousand: 20,000 moves are some 1,800 deals) and measures,
in this one process:

- views: what a server does after each move, for every seat and a spectator: the `state` message
  (`server.views.ViewRenderer`: the observation, the latest hand's result) and the move told in
  words (`Game.narrate`), summed over a window of moves near the start and one near the end. The
  ratio late/early is 1 when a view costs the same whatever the match's length.
- replay: `core.replay.replay` (what `tapisvert replay` verifies), `replay_frames` (the server's
  replay endpoint: every seat's view after each move) and `tapisvert replay --show` (narration to
  /dev/null), each of the match's first tenth and of the whole match: the ratio of the cost per
  move (whole / tenth) is 1 when replay is linear in the match's length.

    PYTHONPATH=src .venv/bin/python bench/long_match.py
    PYTHONPATH=src .venv/bin/python bench/long_match.py --moves 5000 --skip frames,show

Times are CPU seconds of this process (`time.process_time`); each figure is the best of
`--rounds` (views: early and late windows taken in turns, so that both meet the same load). The
views' function calls (`sys.setprofile`) are counted too: a figure the machine's load does not
move. Late in this match the positions themselves cost a little more (one player holds most
chips, so a seat to act lists more `bet N`: the mean legal actions are printed), and replaying
every seat's views keeps 80,000 observations alive, which CPython's collector scans again and
again (`gc.disable()` takes the frames' ratio from 1.4 to 1.1): neither grows with the history.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import io
import json
import random
import sys
import time
from collections.abc import Callable
from typing import Any

from tapisvert.cli.replay import Stepper
from tapisvert.core.protocol import GameState
from tapisvert.core.records import MatchRecord, Recorder
from tapisvert.core.replay import replay, replay_frames, replay_steps, start_state
from tapisvert.games import get_game
from tapisvert.games.poch.table import BET_BASE
from tapisvert.server.views import ViewRenderer

GAME = get_game("poch")
PLAYERS = 4
SEATS: list[int | None] = [*range(PLAYERS), None]

Move = tuple[GameState, int, GameState]  # the state before, the action, the state after


def policy(state: GameState, rng: random.Random) -> int:
    """Any legal move but a bet above one chip: long matches, seeded."""
    legal = [a for a in state.legal_actions() if a <= BET_BASE + 1]
    return rng.choice(legal)


def views_of_move(move: Move) -> None:
    """What a server computes after one move: every seat's message and the move in words."""
    before, action, after = move
    renderer = ViewRenderer(after, {}, started=True)
    for seat in SEATS:
        renderer.render(seat)
        GAME.narrate(before, action, after, seat)


def views_of_moves(moves: list[Move]) -> None:
    for move in moves:
        views_of_move(move)


def play(
    moves: int, window: int, seed: int
) -> tuple[list[Move], list[Move], MatchRecord, MatchRecord]:
    """Play the match: the first and last windows of moves (copies), the record of the first
    tenth and of the whole."""
    state = GAME.new(PLAYERS, seed, starting_chips=200)
    recorder = Recorder(state, ["random"] * PLAYERS)
    rng = random.Random(seed)
    early: list[Move] = []
    late: list[Move] = []
    tenth: MatchRecord | None = None
    for n in range(moves):
        if state.is_over():
            raise SystemExit(f"the match ended after {n} moves: choose another --seed")
        action = policy(state, rng)
        keep = early if window <= n < 2 * window else late if n >= moves - window else None
        if n == moves - window:
            ViewRenderer(state, {}, started=True).render(None)  # as after the moves in between
        before = state.clone() if keep is not None else None
        recorder.apply(action)
        if keep is not None and before is not None:
            views_of_move((before, action, state))  # as the server did at that move
            keep.append((before, action, state.clone()))
        if n + 1 == moves // 10:
            tenth = recorder.record()
    assert tenth is not None
    return early, late, tenth, recorder.record()


def cpu(fn: Callable[[], Any]) -> float:
    start = time.process_time()
    fn()
    return time.process_time() - start


def calls(fn: Callable[[], Any]) -> int:
    """The function calls (Python and C) `fn` makes: a count the machine's load does not move."""
    count = 0

    def profile(frame: Any, event: str, arg: Any) -> None:
        nonlocal count
        if event in ("call", "c_call"):
            count += 1

    sys.setprofile(profile)
    try:
        fn()
    finally:
        sys.setprofile(None)
    return count


def best(rounds: int, fn: Callable[[], Any]) -> float:
    return min(cpu(fn) for _ in range(rounds))


def show(record: MatchRecord) -> None:
    """`tapisvert replay --show` of one record, printed to nowhere."""
    game = get_game(record.game)
    stepper = Stepper(record, start_state(game, record), None)
    with contextlib.redirect_stdout(io.StringIO()):
        for step in replay_steps(game, record):
            stepper(step)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--moves", type=int, default=20_000)
    parser.add_argument("--window", type=int, default=300, help="moves timed at each end")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument(
        "--skip",
        default="",
        help="comma-separated parts not to measure: views, replay, frames, show",
    )
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    skip = set(filter(None, args.skip.split(",")))

    early, late, tenth, whole = play(args.moves, args.window, args.seed)
    out: dict[str, Any] = {
        "moves": args.moves,
        "deals": len(whole.hands),
        "tenth": {"moves": tenth.num_actions, "deals": len(tenth.hands)},
    }
    if "views" not in skip:
        times: dict[str, list[float]] = {"early": [], "late": []}
        for _ in range(args.rounds):
            for name, window in (("early", early), ("late", late)):
                times[name].append(cpu(functools.partial(views_of_moves, window)))
        e, la = min(times["early"]), min(times["late"])
        out["views"] = {
            "early_ms_per_move": 1e3 * e / len(early),
            "late_ms_per_move": 1e3 * la / len(late),
            "ratio": la / e,
            "early_calls_per_move": calls(functools.partial(views_of_moves, early)) / len(early),
            "late_calls_per_move": calls(functools.partial(views_of_moves, late)) / len(late),
            # what the position itself costs: a seat to act sees its legal moves, a poch seat
            # one `bet N` per chip it may bet (late in this match, one player holds most chips)
            "early_legal": sum(len(b.legal_actions()) for b, _, _ in early) / len(early),
            "late_legal": sum(len(b.legal_actions()) for b, _, _ in late) / len(late),
        }
    parts: dict[str, Callable[[MatchRecord], Any]] = {
        "replay": lambda r: replay(GAME, r),
        "frames": lambda r: replay_frames(GAME, r),
        "show": show,
    }
    for name, fn in parts.items():
        if name in skip:
            continue
        short = best(args.rounds, functools.partial(fn, tenth))
        long = best(1 if args.moves > 5000 else args.rounds, functools.partial(fn, whole))
        out[name] = {
            "tenth_s": short,
            "whole_s": long,
            "per_move_ratio": (long / whole.num_actions) / (short / tenth.num_actions),
        }
    if args.json:
        print(json.dumps(out, indent=2))
        return
    print(f"poch, {PLAYERS} players: {out['moves']} moves, {out['deals']} deals")
    if "views" in out:
        v = out["views"]
        print(
            f"views of a move: early {v['early_ms_per_move']:.3f} ms, late"
            f" {v['late_ms_per_move']:.3f} ms: late/early {v['ratio']:.2f}"
            f" (legal actions per move: early {v['early_legal']:.1f}, late {v['late_legal']:.1f})"
        )
        print(
            f"  function calls per move: early {v['early_calls_per_move']:.0f}, late"
            f" {v['late_calls_per_move']:.0f}:"
            f" late/early {v['late_calls_per_move'] / v['early_calls_per_move']:.2f}"
        )
    for name in parts:
        if name in out:
            r = out[name]
            print(
                f"{name:<7} first tenth {r['tenth_s']:.2f} s, whole {r['whole_s']:.2f} s:"
                f" cost per move whole/tenth {r['per_move_ratio']:.2f}"
            )


if __name__ == "__main__":
    main()
