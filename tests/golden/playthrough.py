"""Golden playthroughs: one whole match per file, as readable text (in the manner of OpenSpiel's).

A playthrough states its inputs (game, players, seed, options, the seats' bots) and then, hand by
hand: the deal as `deals()` records it; every view at the start of the hand (the facts every seat
sees alike as `public`, then each seat's own; `legal_actions` aside; after the first hand, only
what changed since the last hand began); one line per action (number, progress marker, seat,
notation, how many actions were legal); the hand's result; and at the end the views and the match
result. The actions are the only input besides the header: the test replays them from the seed
and requires the very same text, so any change to the rules, the deals, the notation, the views or
the scores shows up as a readable diff.

Regenerate after an intended change, and review the diff (`make golden`):

    .venv/bin/python tests/golden/playthrough.py --write

A new playthrough: `--new GAME PLAYERS SEED [-o NAME=VALUE ...]` plays random bots seeded from SEED.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tapisvert import get_game
from tapisvert.core.options import parse_option_args
from tapisvert.core.protocol import GameState

HERE = Path(__file__).parent
HEADER = (
    "# tapisvert golden playthrough: regenerate with `make golden` (tests/golden/playthrough.py)"
)
SEP = " | "


@dataclass
class Inputs:
    """What a playthrough replays: the match set-up and every action's notation."""

    game: str
    players: int
    seed: int
    options: dict[str, Any]
    seats: list[str]
    actions: list[str]


def _dump(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


class _Views:
    """Every seat's view, printed in full once, then as what changed."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.last: dict[str, dict[str, Any]] = {}

    def lines(self) -> Iterator[str]:
        views = [self.state.observation(s) for s in range(self.state.num_players)]
        keys = [k for k in views[0] if k not in ("seat", "legal_actions")]
        public = {k: views[0][k] for k in keys if all(v.get(k) == views[0][k] for v in views)}
        parts = {"public": public}
        for seat, view in enumerate(views):
            parts[f"seat {seat}"] = {
                k: v
                for k, v in view.items()
                if k not in public and k not in ("seat", "legal_actions")
            }
        for name, facts in parts.items():
            before = self.last.get(name, {})
            changed = {k: v for k, v in facts.items() if before.get(k, object()) != v}
            gone = [k for k in before if k not in facts]
            if changed or gone:
                text = _dump(changed) + (f" (no longer: {', '.join(gone)})" if gone else "")
                yield f"  {name}: {text}"
            self.last[name] = facts


def playthrough(inputs: Inputs) -> str:
    """The playthrough text of `inputs` (replays the actions from the seed)."""
    game = get_game(inputs.game)
    state = game.new(inputs.players, inputs.seed, **inputs.options)
    out = [
        HEADER,
        f"game {inputs.game}",
        f"players {inputs.players}",
        f"seed {inputs.seed}",
        f"options {_dump(dict(state.options))}",
        f"seats {', '.join(inputs.seats)}",
    ]
    views = _Views(state)
    hand = -1
    finished = 0
    for number, text in enumerate(inputs.actions, 1):
        if state.hand_number != hand:
            hand = state.hand_number
            out += ["", f"hand {hand}", f"deal {_dump(state.deals()[hand])}", "views"]
            out += views.lines()
        marker = state.progress_marker()
        seat = state.to_act
        legal = len(state.legal_actions())
        action = state.parse_action(text)
        state.apply(action)
        fields = [f"{number:5d}", marker or "-", f"seat {seat}", text, f"{legal} legal"]
        out.append(SEP.join(fields))
        results = state.hand_results()
        while finished < len(results):
            scores = [str(s) for s in results[finished].scores]
            out.append(f"result hand {finished}: scores {', '.join(scores)}")
            out.append(f"  detail {_dump(results[finished].to_json())}")
            finished += 1
    assert state.is_over(), "a golden playthrough is a whole match"
    out += ["", "views at the end", *views.lines(), f"match {_dump(state.result().to_json())}"]
    return "\n".join(out) + "\n"


def parse(text: str) -> Inputs:
    """The inputs a playthrough file states (its header and the notation of its actions)."""
    head: dict[str, str] = {}
    actions = []
    for line in text.splitlines():
        if line.lstrip()[:1].isdigit() and SEP in line:
            actions.append(line.split(SEP)[3])
        elif " " in line and not line.startswith((" ", "#")):
            word, _, rest = line.partition(" ")
            head.setdefault(word, rest)
    return Inputs(
        game=head["game"],
        players=int(head["players"]),
        seed=int(head["seed"]),
        options=json.loads(head["options"]),
        seats=head["seats"].split(", "),
        actions=actions,
    )


def random_match(game_id: str, players: int, seed: int, options: dict[str, Any]) -> Inputs:
    """A whole match of random bots (the bots' generator seeded from `seed`)."""
    state = get_game(game_id).new(players, seed, **options)
    rng = random.Random(seed)
    actions = []
    while state.to_act is not None:
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        actions.append(state.action_to_str(action))
        state.apply(action)
    return Inputs(game_id, players, seed, dict(state.options), ["random"] * players, actions)


def files() -> list[Path]:
    return sorted(HERE.glob("*.txt"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="regenerate every playthrough")
    parser.add_argument("--new", nargs=3, metavar=("GAME", "PLAYERS", "SEED"))
    parser.add_argument("-o", dest="options", action="append", default=[], metavar="NAME=VALUE")
    args = parser.parse_args(argv)
    if args.new:
        game_id, players, seed = args.new[0], int(args.new[1]), int(args.new[2])
        options = parse_option_args(args.options)
        inputs = random_match(game_id, players, seed, options)
        path = HERE / f"{game_id}-{players}p.txt"
        path.write_text(playthrough(inputs), encoding="utf-8")
        print(f"wrote {path}")
        return 0
    if not args.write:
        parser.error("say --write or --new")
    for path in files():
        path.write_text(playthrough(parse(path.read_text(encoding="utf-8"))), encoding="utf-8")
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
