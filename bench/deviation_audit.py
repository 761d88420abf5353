"""Where a bot departs from a reference bot, and what each departure is worth: a diagnostic for a
search that a duplicate tournament cannot yet show stronger (docs/bots.md, samba 6p).

    .venv/bin/python bench/deviation_audit.py samba 6 --bot strong --reference casual \\
        --deals 20 --seed 1

Each deal is one hand played by the reference bot at every seat. At each decision with a choice,
the audited bot is asked too (from the same seat's view); where it picks another action, both are
scored from the true state: the action played, then the reference bot at every seat to the hand's
end, `--continuations` times with fresh seeds shared by the two branches, and the mover's margin
(its side's hand score minus the other sides' mean) averaged. The difference, the audited action's
margin minus the reference action's, is what that one departure gains against reference play, the
rest of the hand unchanged: a paired measure, far less noisy than a tournament's deal, though it
does not see what a departure gains later against the audited bot's own play. Printed by the
departure's kind (the audited action's message key), with 95% intervals; `--json` for the rows.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import defaultdict
from typing import Any

from tapisvert.bots import SeatView, make_bot
from tapisvert.core.chance import derive_seed, match_seed
from tapisvert.core.protocol import Game, GameState
from tapisvert.games import get_game
from tapisvert.sim.tournament import interval, seat_groups


def margin(state: GameState, seat: int, groups: list[tuple[int, ...]]) -> float:
    """`seat`'s side's score of the hand minus the other sides' mean."""
    scores = state.hand_score_floats(0)
    mine = next(g for g in groups if seat in g)
    others = [scores[g[0]] for g in groups if g is not mine]
    return scores[mine[0]] - statistics.fmean(others)


def finish(game: Game, state: GameState, reference: str, seed: int) -> GameState:
    """The hand played to its end by `reference` at every seat, its bots seeded from `seed`."""
    bots = [make_bot(reference, game, s, seed) for s in range(state.num_players)]
    while state.to_act is not None:
        bot = bots[state.to_act]
        state.apply(bot.choose(SeatView.of(state, with_observation=bot.needs_observation)))
    return state


def audit(
    game_id: str,
    players: int,
    bot: str,
    reference: str,
    deals: int,
    seed: int,
    continuations: int,
) -> dict[str, Any]:
    game = get_game(game_id)
    groups = seat_groups(game_id, players, {"max_hands": 1})
    gains: dict[str, list[float]] = defaultdict(list)  # by the audited action's kind
    pairs: dict[str, list[float]] = defaultdict(list)  # by its kind and the reference's
    decisions = 0
    for d in range(deals):
        s = match_seed(seed, d)
        state = game.new(players, s, max_hands=1)
        refs = [make_bot(reference, game, p, s) for p in range(players)]
        audited = [make_bot(bot, game, p, s) for p in range(players)]
        step = 0
        while state.to_act is not None:
            mover = state.to_act
            legal = state.legal_actions()
            ref = refs[mover]
            action = ref.choose(SeatView.of(state, with_observation=ref.needs_observation))
            a = audited[mover]  # asked at every turn, as the reference: the same draws
            other = a.choose(SeatView.of(state, with_observation=a.needs_observation))
            if len(legal) > 1:
                decisions += 1
                if other != action:
                    diff = 0.0
                    for k in range(continuations):
                        cs = derive_seed(s, "audit", step, k)
                        mine, theirs = state.clone(), state.clone()
                        mine.apply(other)
                        theirs.apply(action)
                        diff += margin(finish(game, mine, reference, cs), mover, groups)
                        diff -= margin(finish(game, theirs, reference, cs), mover, groups)
                    kind = state.action_message(other).key
                    instead = state.action_message(action).key
                    gains[kind].append(diff / continuations)
                    pairs[f"{kind} for {instead}"].append(diff / continuations)
            state.apply(action)
            step += 1
        print(f"deal {d + 1}/{deals}: {decisions} decisions so far", file=sys.stderr, flush=True)
    every = [g for kind in gains.values() for g in kind]

    def rows_of(found: dict[str, list[float]]) -> list[dict[str, Any]]:
        ordered = sorted(found.items(), key=lambda kv: -len(kv[1]))
        return [
            {"kind": k, "departures": len(v), "gain": interval(v).to_json()} for k, v in ordered
        ]

    return {
        "game": game_id,
        "players": players,
        "bot": bot,
        "reference": reference,
        "deals": deals,
        "seed": seed,
        "decisions": decisions,
        "departures": len(every),
        "gain": interval(every).to_json() if every else None,
        # the departures' total per deal and per seat: comparable with a tournament's difference
        "gain_per_deal_and_seat": sum(every) / deals / players,
        "kinds": rows_of(gains),
        "pairs": rows_of(pairs),  # "KIND for KIND": the audited action's, the reference's
    }


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game")
    p.add_argument("players", type=int)
    p.add_argument("--bot", default="strong", help="the bot audited (a spec or a level)")
    p.add_argument("--reference", default="casual", help="the bot playing the hands")
    p.add_argument("--deals", type=int, default=20)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--continuations", type=int, default=4)
    p.add_argument("--json", action="store_true")
    args = p.parse_args()
    start = time.process_time()
    out = audit(
        args.game,
        args.players,
        args.bot,
        args.reference,
        args.deals,
        args.seed,
        args.continuations,
    )
    out["cpu_seconds"] = round(time.process_time() - start, 1)
    if args.json:
        print(json.dumps(out, ensure_ascii=False))
        return 0
    g = out["gain"]
    print(
        f"{out['game']} {out['players']}p, {out['bot']} against {out['reference']}:"
        f" {out['departures']} departures of {out['decisions']} decisions, {out['deals']} deals"
        f" ({out['cpu_seconds']} s CPU)"
    )
    if g is not None:
        print(f"gain a departure: {g['mean']:+.2f} {g['ci95']}")
    print(f"gain a deal and seat: {out['gain_per_deal_and_seat']:+.2f}")
    for title, rows in (("by kind", out["kinds"]), ("by kind and the reference's", out["pairs"])):
        print(title)
        for row in rows:
            iv = row["gain"]
            print(
                f"  {row['kind']}: {row['departures']} departures, {iv['mean']:+.2f} {iv['ci95']}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
