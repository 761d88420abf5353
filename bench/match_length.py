"""How long is a match? Each game's expected length, in hands and in minutes at a human pace.

Plays whole matches of every game at every player count with the heuristic bot at every seat
(`Game.strategy()`, the bot a table offers by default), default options, seeds 0, 1, 2...; counts
the hands (`hand_results()`) and the decisions (every move of a seat), and prices them at a human
pace: PACE_DECISION_S seconds a decision and PACE_HAND_S seconds a hand (dealing, reading the
result panel, pressing "Next hand"), docs/server.md "Match lengths". A match still going after
`--max-moves` is stopped and counted as capped (its hands so far are a floor).

Writes src/tapisvert/server/lengths.json (committed), which the server serves at
`GET /api/lengths` and the lobby reads to offer lengths that fit an evening:

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

from tapisvert.core.protocol import Game
from tapisvert.games import all_games, get_game

PACE_DECISION_S = 6.0  # a human's decision: a card, a bid, an ask
PACE_HAND_S = 30.0  # each hand: the deal, the result panel, "Next hand"
OUT = Path(__file__).resolve().parents[1] / "src" / "tapisvert" / "server" / "lengths.json"


def play(game: Game, players: int, seed: int, max_moves: int) -> tuple[int, int, bool]:
    """One match with the heuristic at every seat: (hands, decisions, capped)."""
    strategy = game.strategy()
    assert strategy is not None, game.id
    state = game.new(players, seed)
    rng = random.Random(seed)
    decisions = 0
    while state.to_act is not None and decisions < max_moves:
        state.apply(strategy(state.view(state.to_act), rng))
        decisions += 1
    return len(state.hand_results()), decisions, state.to_act is not None


def measure(game: Game, players: int, matches: int, max_moves: int) -> dict[str, Any]:
    """The figures of one game at one player count over `matches` matches."""
    hands: list[int] = []
    decisions: list[int] = []
    capped = 0
    for seed in range(matches):
        h, d, cut = play(game, players, seed, max_moves)
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
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--matches", type=int, default=6, help="matches per game and player count")
    p.add_argument("--max-moves", type=int, default=60000, help="stop a match after this many")
    p.add_argument("--game", action="append", help="only this game (repeatable)")
    p.add_argument("--print", action="store_true", help="print the JSON instead of writing it")
    args = p.parse_args(argv)
    games = [get_game(g) for g in args.game] if args.game else all_games()
    out: dict[str, Any] = {
        "pace": {"decision_s": PACE_DECISION_S, "hand_s": PACE_HAND_S},
        "bot": "heuristic",
        "options": "defaults",
        "games": {},
    }
    if not args.print and OUT.exists() and args.game:
        out["games"] = json.loads(OUT.read_text(encoding="utf-8"))["games"]
    for game in games:
        per_count: dict[str, Any] = {}
        for players in game.player_counts:
            start = time.perf_counter()
            per_count[str(players)] = figures = measure(game, players, args.matches, args.max_moves)
            print(
                f"{game.id:<12} {players}p  {figures['hands']:>7} hands "
                f"({figures['hands_min']}..{figures['hands_max']}, capped {figures['capped']})"
                f"  {figures['decisions_per_hand']:>5} decisions/hand"
                f"  {figures['minutes_per_hand']:>5} min/hand  {figures['minutes']:>6} min"
                f"  [{time.perf_counter() - start:.0f} s]",
                file=sys.stderr,
                flush=True,
            )
        out["games"][game.id] = dict(sorted(per_count.items(), key=lambda kv: int(kv[0])))
    out["games"] = dict(sorted(out["games"].items()))
    text = json.dumps(out, indent=2) + "\n"
    if args.print:
        print(text, end="")
    else:
        OUT.write_text(text, encoding="utf-8")
        print(f"wrote {OUT}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
