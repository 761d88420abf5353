"""`tapisvert replay FILE...`: re-execute match records and verify them, or step through them.

Every record of every file is checked; a bad file (missing, a directory, not text, malformed) or a
record that does not reproduce is reported in one line, and a summary line ends the run. Exit
status: 0 when every record reproduces, 1 when one diverges, 2 when a file cannot be read.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tapisvert.core.errors import InvalidNotation, InvalidOption, ReplayMismatch
from tapisvert.core.narration import seat_words_to_names
from tapisvert.core.protocol import GameState
from tapisvert.core.records import MatchRecord, read_records
from tapisvert.core.replay import ReplayStep, replay_steps, start_state
from tapisvert.core.scores import score_json, score_text
from tapisvert.games import get_game
from tapisvert.words import Words, breakdown, pick_language, tell


@dataclass
class ReplayReport:
    """What a replay run found, file by file."""

    files: list[dict[str, Any]] = field(default_factory=list)
    ok: int = 0
    mismatched: int = 0
    unreadable: int = 0

    def summary(self) -> str:
        total = self.ok + self.mismatched
        parts = [f"{self.ok} of {total} record(s) reproduce"]
        if self.mismatched:
            parts.append(f"{self.mismatched} mismatch(es)")
        if self.unreadable:
            parts.append(f"{self.unreadable} unreadable file(s)")
        return "replay: " + ", ".join(parts)

    def exit_status(self) -> int:
        if self.unreadable:
            return 2
        return 1 if self.mismatched else 0


class Stepper:
    """Prints a replay as it goes: hands, tricks (the game's progress markers), every move told
    in words as a spectator saw it (`Game.events`), and each hand's breakdown.

    With `pause`, it waits for Enter at the end of every trick, phase or hand.
    """

    def __init__(
        self, record: MatchRecord, start: GameState, pause: Callable[[str], object] | None
    ) -> None:
        self.record = record
        self.pause = pause
        self.hand = -1
        self.marker = ""
        self.before = start.clone()  # the state before the next move, to tell it
        self.words = Words(pick_language())  # as a spectator saw it, in the reader's language

    def __call__(self, step: ReplayStep) -> None:
        record = self.record
        game = step.state.game
        if step.hand != self.hand:
            self.hand = step.hand
            self.marker = ""
            deal = json.dumps(record.hands[step.hand].deal)
            print(f"- hand {step.hand + 1}, deal: {deal}")
        if step.marker != self.marker:
            self.marker = step.marker
            if step.marker:
                told = self.before.progress_message()  # the state the marker was read from
                label = self.words(told) if told is not None else seat_words_to_names(step.marker)
                print(f"  -- {label}")
        action = self.before.parse_action(step.text)
        for line in tell(game, self.before, action, step.state, self.words):
            print(f"     {line}")
        self.before = step.state.clone()
        actions = record.hands[step.hand].actions
        hand_done = step.index + 1 == len(actions)
        if hand_done and step.state.hands_finished() > step.hand:
            print(f"  hand {step.hand + 1} result:")
            for line in breakdown(game, step.state.hand_result(step.hand), self.words):
                print(f"     {line}")
        if self.pause is None:
            return
        next_marker = "" if hand_done else step.state.progress_marker()
        if hand_done or next_marker != step.marker:
            self.pause("(Enter: next) ")


def _replay_one(record: MatchRecord, n: int, args: argparse.Namespace, pause: Any) -> str | None:
    """Verify one record, printing it when --show; the mismatch message, or None when it holds."""
    label = f"record {n}: {record.game}, {record.players} players, seed {record.seed}"
    try:
        game = get_game(record.game)
        stepper = Stepper(record, start_state(game, record), pause) if args.show else None
        if args.show:
            seats = ", ".join(f"P{s} {name}" for s, name in enumerate(record.seats))
            print(f"== {label}; seats: {seats}")
        final = None
        for step in replay_steps(game, record):
            final = step.state
            if stepper is not None:
                stepper(step)
        if args.show and final is not None and final.is_over():
            result = final.result()
            unit = game.score_unit
            totals = ", ".join(
                f"P{s} " + (score_text(t) if unit == "points" else f"{score_json(t)} {unit}")
                for s, t in enumerate(result.totals)
            )
            winners = ", ".join(f"P{w}" for w in result.winners) or "nobody"
            print(f"  match totals: {totals}; winner: {winners}")
    except (ReplayMismatch, InvalidOption) as exc:
        if not args.json:
            print(f"{label}: MISMATCH: {exc}")
        return str(exc)
    if not args.json:
        print(f"{label}: OK ({record.num_actions} actions, {len(record.hands)} hands)")
    return None


def run_replay(args: argparse.Namespace) -> int:
    """The `replay` command over every file named."""
    interactive = args.show and sys.stdin.isatty() and sys.stdout.isatty()
    pause = input if interactive else None
    report = ReplayReport()
    for name in args.files:
        path = Path(name)
        entry: dict[str, Any] = {"file": str(path), "records": []}
        report.files.append(entry)
        if not args.json and len(args.files) > 1:
            print(f"# {path}")
        try:
            for n, record in enumerate(read_records(path), 1):
                error = _replay_one(record, n, args, pause)
                row: dict[str, Any] = {"record": n, "ok": error is None, "game": record.game}
                if error is None:
                    row |= {"actions": record.num_actions, "hands": len(record.hands)}
                    report.ok += 1
                else:
                    row["error"] = error
                    report.mismatched += 1
                entry["records"].append(row)
        except InvalidNotation as exc:
            entry["error"] = str(exc)
            report.unreadable += 1
            if not args.json:
                print(f"tapisvert replay: {exc}", file=sys.stderr)
        entry["ok"] = "error" not in entry and all(r["ok"] for r in entry["records"])
    if args.json:
        data = {
            "ok": report.exit_status() == 0,
            "files": report.files,
            "summary": {
                "reproduced": report.ok,
                "mismatched": report.mismatched,
                "unreadable_files": report.unreadable,
            },
        }
        print(json.dumps(data, indent=2, ensure_ascii=False))
    else:
        print(report.summary())
    return report.exit_status()
