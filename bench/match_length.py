"""How long is a match? Each game's expected length, in hands and in minutes at a human pace.

Plays whole matches of every game at every player count with the heuristic bot at every seat
(`Game.strategy()`, the bot a table offers by default), seeds 0, 1, 2...; counts the hands
(`hand_results()`) and the decisions (every move of a seat), and prices them at a human pace:
PACE_DECISION_S seconds a decision and PACE_HAND_S seconds a hand (dealing, reading the result
panel, pressing "Next hand"), docs/server.md "Match lengths". A match still going after
`--max-moves` is stopped and counted as capped (its hands so far are a floor).

It measures the default options, then each option that can change a match's length alone at its
other values (`variants`): every other value of an option with a few values (a bool, a list of
choices), and the values of `GRID` for an open number (a target score, the starting chips). The
options that only cut a match short (`CAPS`: a number of hands) are not played: each figure keeps
its matches' hand counts (`hands_each`) and the server caps them (server/lengths.py), which is
exact. The server estimates a length at any options from these measures.

Writes src/tapisvert/server/lengths.json (committed), which the server serves at
`GET /api/lengths` and reads to answer `GET /api/games/{id}/length` at any options, and the
tables of docs/server.md "Match lengths"; the lobby offers lengths that fit an evening:

    PYTHONPATH=src .venv/bin/python bench/match_length.py            # writes the file
    PYTHONPATH=src .venv/bin/python bench/match_length.py --matches 2 --game sabias --print
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from tapisvert.core.options import OptionValue, format_value
from tapisvert.core.protocol import Game
from tapisvert.games import all_games, get_game

PACE_DECISION_S = 6.0  # a human's decision: a card, a bid, an ask
PACE_HAND_S = 30.0  # each hand: the deal, the result panel, "Next hand"
# the values measured of an option that takes any number, beside its default (per game)
GRID: dict[str, dict[str, tuple[int, ...]]] = {
    "sabias": {"jefa_made_bonus": (0, 20, 100)},
    "samba": {"target_score": (2500, 5000, 15000, 20000)},
    "poch": {"starting_chips": (25, 50, 200)},
}
# the options that stop a match after a number of hands (per game; `max_hands` everywhere)
CAPS: dict[str, tuple[str, ...]] = {"poch": ("max_deals",)}
ERR: dict[str, Any] = {"file": sys.stderr, "flush": True}
ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "src" / "tapisvert" / "server" / "lengths.json"
DOC = ROOT / "docs" / "server.md"  # its tables between these markers are this bench's
BEGIN, END = "<!-- match_length.py: begin -->", "<!-- match_length.py: end -->"


def play(
    game: Game, players: int, seed: int, max_moves: int, options: dict[str, OptionValue]
) -> tuple[int, int, bool]:
    """One match with the heuristic at every seat: (hands, decisions, capped)."""
    strategy = game.strategy()
    assert strategy is not None, game.id
    state = game.new(players, seed, **options)
    rng = random.Random(seed)
    decisions = 0
    while state.to_act is not None and decisions < max_moves:
        state.apply(strategy(state.view(state.to_act), rng))
        decisions += 1
    return len(state.hand_results()), decisions, state.to_act is not None


def measure(
    game: Game,
    players: int,
    matches: int,
    max_moves: int,
    options: dict[str, OptionValue] | None = None,
) -> dict[str, Any]:
    """The figures of one game at one player count over `matches` matches."""
    hands: list[int] = []
    decisions: list[int] = []
    capped = 0
    for seed in range(matches):
        h, d, cut = play(game, players, seed, max_moves, options or {})
        hands.append(max(h, 1))
        decisions.append(d)
        capped += cut
    per_hand = sum(decisions) / sum(hands)
    minutes_per_hand = (per_hand * PACE_DECISION_S + PACE_HAND_S) / 60
    return {
        "matches": matches,
        "capped": capped,
        "hands": round(statistics.mean(hands), 1),
        "hands_min": min(hands),
        "hands_max": max(hands),
        "decisions_per_hand": round(per_hand, 1),
        "minutes_per_hand": round(minutes_per_hand, 2),
        "minutes": round(statistics.mean(hands) * minutes_per_hand),
        "hands_each": hands,
    }


def other_values(game: Game, players: int) -> list[tuple[str, OptionValue]]:
    """The (option, value) pairs measured beside the defaults at this player count: each
    option's other values (its choices, the other bool, the `GRID` numbers), caps left out."""
    caps = ("max_hands", *CAPS.get(game.id, ()))
    out: list[tuple[str, OptionValue]] = []
    for o in game.option_specs:
        if o.name in caps or (o.players and players not in o.players):
            continue
        values: tuple[OptionValue, ...]
        if o.kind == "bool":
            values = (not o.default,)
        elif o.choices:
            values = tuple(o.choices)
        else:
            values = GRID.get(game.id, {}).get(o.name, ())
            assert values, f"{game.id}: no GRID values for the open option {o.name}"
        out += [(o.name, v) for v in values if v != o.default]
    return out


def line(game: Game, players: int, what: str, figures: dict[str, Any], seconds: float) -> str:
    """One progress line on stderr."""
    return (
        f"{game.id:<12} {players}p {what:<28} {figures['hands']:>7} hands "
        f"({figures['hands_min']}..{figures['hands_max']}, capped {figures['capped']})"
        f"  {figures['decisions_per_hand']:>5} decisions/hand"
        f"  {figures['minutes_per_hand']:>5} min/hand  {figures['minutes']:>6} min"
        f"  [{seconds:.0f} s]"
    )


def _time(minutes: int) -> str:
    return f"{minutes} min" if minutes < 100 else f"{minutes / 60:.1f} h"


def _row(game: str, players: str, f: dict[str, Any], option: str = "") -> str:
    cells = [game, players, *([option] if option else [])]
    cells += [
        # a capped match's hands are a floor (it was stopped at --max-moves)
        f"{'≥ ' if f['capped'] else ''}{f['hands']} ({f['hands_min']}..{f['hands_max']}"
        f"{', ' + str(f['capped']) + ' stopped' if f['capped'] else ''})",
        str(f["decisions_per_hand"]),
        str(f["minutes_per_hand"]),
        _time(f["minutes"]),
    ]
    return "| " + " | ".join(cells) + " |"


def markdown(out: dict[str, Any]) -> str:
    """The measures as docs/server.md shows them: the defaults, then each other value."""
    head = "| hands | decisions / hand | min / hand | whole match |"
    rule = "|---|---|---|---|"
    lines = ["At the default options:", "", f"| game | players {head}", f"|---|---{rule}"]
    for game, counts in out["games"].items():
        lines += [_row(game, p, f) for p, f in counts.items()]
    lines += ["", "At one other option's value (the others at their defaults):", ""]
    lines += [f"| game | players | option {head}", f"|---|---|---{rule}"]
    for game, counts in out["variants"].items():
        for p, options in counts.items():
            for name, values in options.items():
                lines += [_row(game, p, f, f"{name}={v}") for v, f in values.items()]
    return "\n".join(lines) + "\n"


def write_doc(out: dict[str, Any]) -> None:
    """Replace docs/server.md's tables between the markers with `markdown(out)`."""
    text = DOC.read_text(encoding="utf-8")
    start, stop = text.index(BEGIN) + len(BEGIN), text.index(END)
    DOC.write_text(text[:start] + "\n" + markdown(out) + text[stop:], encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--matches", type=int, default=10, help="matches per game and player count")
    p.add_argument("--max-moves", type=int, default=250000, help="stop a match after this many")
    p.add_argument("--game", action="append", help="only this game (repeatable)")
    p.add_argument("--print", action="store_true", help="print the JSON instead of writing it")
    p.add_argument("--defaults-only", action="store_true", help="measure the default options only")
    args = p.parse_args(argv)
    games = [get_game(g) for g in args.game] if args.game else all_games()
    out: dict[str, Any] = {
        "pace": {"decision_s": PACE_DECISION_S, "hand_s": PACE_HAND_S},
        "bot": "heuristic",
        "options": "defaults",
        "games": {},
        "variants": {},
        "caps": {},
    }
    if not args.print and OUT.exists() and args.game:
        old = json.loads(OUT.read_text(encoding="utf-8"))
        for key in ("games", "variants", "caps"):
            out[key] = old.get(key, {})
    for game in games:
        per_count: dict[str, Any] = {}
        variants: dict[str, Any] = {}
        for players in game.player_counts:
            start = time.perf_counter()
            per_count[str(players)] = figures = measure(game, players, args.matches, args.max_moves)
            print(line(game, players, "defaults", figures, time.perf_counter() - start), **ERR)
            if args.defaults_only:
                continue
            at_count: dict[str, dict[str, Any]] = {}
            for name, value in other_values(game, players):
                start = time.perf_counter()
                options = {name: value}
                figures = measure(game, players, args.matches, args.max_moves, options)
                at_count.setdefault(name, {})[format_value(value)] = figures
                what = f"{name}={format_value(value)}"
                print(line(game, players, what, figures, time.perf_counter() - start), **ERR)
            variants[str(players)] = at_count
        out["games"][game.id] = dict(sorted(per_count.items(), key=lambda kv: int(kv[0])))
        if not args.defaults_only:
            out["variants"][game.id] = dict(sorted(variants.items(), key=lambda kv: int(kv[0])))
        out["caps"][game.id] = ["max_hands", *CAPS.get(game.id, ())]
    for key in ("games", "variants", "caps"):
        out[key] = dict(sorted(out[key].items()))
    text = json.dumps(out, indent=2) + "\n"
    if args.print:
        print(text, end="")
    else:
        OUT.write_text(text, encoding="utf-8")
        write_doc(out)
        print(f"wrote {OUT} and the tables of {DOC}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
