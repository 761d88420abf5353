"""`tapisvert review RECORD --seat N`: every decision of one seat rated, from its view only.

Prints, hand by hand, each rated decision (the move played, the best found, what it gave up with
its 95% interval, the label), the counts per label and the three costliest decisions in words;
`--json` prints the review as JSON instead. Progress goes to stderr while it computes.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from tapisvert.coach import LABELS, review
from tapisvert.coach.review import DEFAULT_WORLDS
from tapisvert.core.errors import ReplayMismatch, TapisvertError
from tapisvert.core.messages import msg
from tapisvert.core.records import read_records
from tapisvert.games import get_game
from tapisvert.words import Words, pick_language


class ReviewUsageError(Exception):
    """A bad argument: one line on stderr, exit status 2."""


def add_parser(sub: Any) -> None:
    p = sub.add_parser("review", help="rate each decision of one seat in a recorded match")
    p.add_argument("record", metavar="RECORD", help="a record file (JSON Lines)")
    p.add_argument("--seat", type=int, required=True, help="the seat to review (from 0)")
    p.add_argument("--match", type=int, default=1, help="which record of the file (from 1)")
    p.add_argument("--hand", type=int, default=None, help="review only this hand (from 1)")
    p.add_argument(
        "--worlds",
        type=int,
        default=DEFAULT_WORLDS,
        help=f"sampled worlds per decision (default {DEFAULT_WORLDS}; more: slower, surer)",
    )
    p.add_argument("--json", action="store_true", help="print the review as JSON")
    p.add_argument("--lang", default=None, metavar="LANG", help="en, fr or pt")


def _progress(done: int, total: int) -> None:
    if sys.stderr.isatty():
        sys.stderr.write(f"\rreviewing: decision {done} of {total}")
        if done == total:
            sys.stderr.write("\n")
        sys.stderr.flush()
    elif done == total or done % 10 == 0:
        sys.stderr.write(f"reviewing: decision {done} of {total}\n")


def cmd_review(args: argparse.Namespace) -> int:
    try:
        lang = pick_language(args.lang)
    except ValueError as exc:
        raise ReviewUsageError(f"--lang: {exc}") from None
    if args.worlds < 2 or args.worlds > 10_000:
        raise ReviewUsageError("--worlds must be between 2 and 10000")
    path = Path(args.record)
    if not path.is_file():
        raise ReviewUsageError(f"{args.record}: no such file")
    try:
        records = list(read_records(path))
    except (TapisvertError, ValueError, OSError) as exc:
        raise ReviewUsageError(f"{args.record}: {exc}") from None
    if not 1 <= args.match <= len(records):
        raise ReviewUsageError(f"--match must be between 1 and {len(records)}")
    record = records[args.match - 1]
    if not 0 <= args.seat < record.players:
        raise ReviewUsageError(f"--seat must be between 0 and {record.players - 1}")
    hands = None
    if args.hand is not None:
        if not 1 <= args.hand <= len(record.hands):
            raise ReviewUsageError(f"--hand must be between 1 and {len(record.hands)}")
        hands = {args.hand - 1}
    game = get_game(record.game)
    try:
        result = review(
            game, record, args.seat, worlds=args.worlds, hands=hands, progress=_progress
        )
    except ReplayMismatch as exc:
        raise ReviewUsageError(f"{args.record}: the record does not replay: {exc}") from None
    if args.json:
        print(json.dumps(result.to_json(), indent=2, ensure_ascii=False))
        return 0
    words = Words(lang, me=args.seat)
    unit = game.score_unit
    for d in result.decisions:
        print(
            words.text(
                "coach-decision",
                hand=d.hand + 1,
                move=d.index + 1,
                played=words(d.played_message),
                best=words(d.best_message),
                loss=round(d.loss, 1),
                low=round(d.low, 1),
                high=round(d.high, 1),
                unit=unit,
                hand_unit=msg(f"{game.id}-hand-unit"),
                label=d.label,
            )
        )
    counts = result.counts()
    summary = ", ".join(words.text("coach-count", label=k, n=counts[k]) for k in LABELS)
    print(words.text("coach-summary", counts=summary, forced=result.forced))
    for line in result.explanations():
        print(words(line))
    return 0


__all__ = ["ReviewUsageError", "add_parser", "cmd_review"]
