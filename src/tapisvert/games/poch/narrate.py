"""Poch in messages: what a move set off (`events`) and what a finished deal came to
(`describe_hand`).

A move is told as the move itself (a bet, a pass, a lead), then what it set off: how the betting
ended and who leads; the cards the run laid after the lead (each played by its holder, with no
choice: not actions), the piles they took, how the run ended and who leads next; at the end of a
deal, who went out and what each player paid, who was eliminated, then the next deal and its ante,
or the end of the match. Everything in poch's runs and payments is public: no event has a private
part. Only cards laid in runs and the set shown at a showdown are ever named: the last run of a
deal, gone from the state once the next deal starts, is read from the cards the deal laid.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tapisvert.core.bits import cards_of
from tapisvert.core.messages import Event, Message, Who, msg, opening, public
from tapisvert.core.results import HandResult
from tapisvert.games.poch.cards import DECK_SIZE, SUITS, parse_card
from tapisvert.games.poch.messages import (
    card_short,
    cards_short,
    pile_index,
    pile_message,
    seat,
    set_message,
)
from tapisvert.games.poch.scoring import NUM_PILES, piles_won
from tapisvert.games.poch.state import PochState
from tapisvert.games.poch.table import BET_BASE, DROP, MATCH, PASS, PHASE_BET, PHASE_RUNS

JSON = Any


def _run(before: PochState, card: int, after: PochState, finished: bool) -> list[tuple[int, int]]:
    """The run `card` started, as (seat, card) in the order laid. Within a deal, the run log's
    new entries; when the run ended the deal, the cards the deal laid after the lead (the next
    deal has cleared the log), each with the seat that held it (public, once laid)."""
    if not finished:
        return [(code >> 5 & 7, code & 31) for code in after._run_log[len(before._run_log) :]]
    played = after._deal_results[before.hand_number].played
    new = played & ~before._played
    owner = before._dealt_to
    run = []
    c = card
    while c < DECK_SIZE and new >> c & 1:
        run.append((owner[c], c))
        if c & 7 == 7:
            break
        c += 1
    return run


def _run_events(
    before: PochState, run: Sequence[tuple[int, int]], after: PochState, finished: bool
) -> list[Event]:
    """The lead, the cards laid after it by their holders, the piles taken, how the run ended."""
    leader, lead = run[0]
    out = [public("poch-led", p=Who(leader), card=card_short(lead))]
    groups: list[tuple[int, list[int]]] = []
    for s, c in run[1:]:
        if groups and groups[-1][0] == s:
            groups[-1][1].append(c)
        else:
            groups.append((s, [c]))
    if groups:
        plays = tuple(
            msg(
                "poch-run-play",
                p=Who(s),
                first=card_short(cs[0]),
                last=card_short(cs[-1]),
                n=len(cs),
            )
            for s, cs in groups
        )
        out.append(public("poch-run-went-on", plays=plays))
    # the piles, in the order taken (each by the card that takes it, `piles_won`)
    trump = before._trump_suit
    played = before._played
    taken: list[tuple[int, list[int]]] = []
    for s, c in run:
        played |= 1 << c
        for pile in piles_won(c, trump, before._dealt_to, played):
            if taken and taken[-1][0] == s:
                taken[-1][1].append(pile)
            else:
                taken.append((s, [pile]))
    for s, piles in taken:
        out.append(
            public(
                "poch-took-piles",
                p=Who(s),
                piles=tuple(pile_message(i) for i in piles),
                n=len(piles),
                chips=sum(before._piles[i] for i in piles),
            )
        )
    if not finished:
        last = run[-1][1]
        if last & 7 == 7:
            why = "ace-other-suit" if after._barred_suit >= 0 else "ace"
        else:
            why = "blocked"
        nxt = after.to_act
        assert nxt is not None
        out.append(public("poch-run-ended", p=Who(nxt), card=card_short(last), why=why))
    return out


def _betting_end(after: PochState) -> list[Event]:
    """How the betting ended, and who leads the first run."""
    result = after._bet_result
    out = []
    if result is None:
        out.append(public("poch-everyone-passed"))
    elif result.showdown:
        shown = cards_of(result.set_mask)
        out.append(
            public(
                "poch-showdown",
                p=Who(result.winner),
                pot=sum(result.stakes),
                set=set_message(shown, after._trump_suit),
                cards=cards_short(shown),
            )
        )
    else:
        out.append(public("poch-pot-unopposed", p=Who(result.winner), pot=sum(result.stakes)))
    leader = after.to_act
    assert leader is not None
    out.append(public("poch-first-lead", p=Who(leader)))
    return out


def _went_out(out: int, payments: Sequence[int]) -> Message:
    """Who went out (his hand empty, the deal over) and what each other player paid him."""
    paid = tuple(
        msg("poch-paid", p=Who(s), n=-p) for s, p in enumerate(payments) if s != out and p < 0
    )
    if not paid:
        return msg("poch-went-out-unpaid", p=Who(out))
    return msg("poch-went-out", p=Who(out), chips=payments[out], payments=paid)


def _deal_end(before: PochState, after: PochState) -> list[Event]:
    """The deal's end: who went out, the payments, the eliminations; then the next deal and its
    ante, or the end of the match and why."""
    result = after._deal_results[before.hand_number]
    out = [Event(_went_out(result.out, result.payments))]
    out.extend(public("poch-eliminated", p=Who(s)) for s in result.eliminated)
    if after.to_act is None:
        remaining = [s for s in range(after.num_players) if after._in_match >> s & 1]
        why = "last" if len(remaining) <= 1 else "limit"
        winners = after._winners
        chips = after._chips[winners[0]]
        if len(winners) == 1:
            out.append(public("poch-match-won", p=Who(winners[0]), chips=chips, why=why))
        else:
            won = tuple(seat(s) for s in winners)
            out.append(public("poch-match-shared", winners=won, chips=chips, why=why))
        return out
    out.append(
        opening(
            "poch-new-deal",
            deal=after.hand_number + 1,
            p=Who(after._dealer),
            card=card_short(after._trump_card),
        )
    )
    out.append(public("poch-ante"))
    for s in after._turn_order:
        had = after._chips_at_deal[s]
        if had < NUM_PILES:
            out.append(public("poch-ante-short", p=Who(s), n=had))
    return out


def events(before: PochState, action: int, after: PochState) -> list[Event]:
    """What the move `action` of `before`'s seat to act set off, reaching `after`."""
    actor = before.to_act
    assert actor is not None
    p = Who(actor)
    finished = len(after._deal_results) > len(before._deal_results)
    out: list[Event] = []
    if action < DECK_SIZE:
        out.extend(_run_events(before, _run(before, action, after, finished), after, finished))
    elif action == PASS:
        out.append(public("poch-passed", p=p))
    elif action == DROP:
        out.append(public("poch-dropped", p=p, stake=before._stakes[actor]))
    elif action == MATCH:
        bet = before._bet
        out.append(public("poch-matched", p=p, bet=bet, more=bet - before._stakes[actor]))
    else:
        amount = action - BET_BASE
        key = "poch-raised" if before._opened else "poch-opened"
        out.append(public(key, p=p, chips=amount))
    if not finished:
        if before._phase is PHASE_BET and after._phase is PHASE_RUNS:
            out.extend(_betting_end(after))
        return out
    out.extend(_deal_end(before, after))
    return out


def _bet_line(bet: Mapping[str, JSON] | None, trump_suit: int) -> Message:
    if bet is None:
        return msg("poch-hand-bet-none")
    winner = Who(bet["winner"])
    if bet["showdown"]:
        shown = [parse_card(c) for c in bet["shown"]]
        return msg(
            "poch-hand-bet-showdown",
            p=winner,
            pot=bet["pot"],
            set=set_message(shown, trump_suit),
            cards=cards_short(shown),
        )
    return msg("poch-hand-bet-unopposed", p=winner, pot=bet["pot"])


def describe_hand(result: HandResult) -> list[Message]:
    """A finished deal as the rules page scores it: the trump, the pot, the piles won and carried
    over, who went out and the payments (a chip per card left), the eliminations, the chips."""
    d = result.detail
    trump = parse_card(d["trump"])
    lines = [msg("poch-hand-title", deal=d["hand"] + 1, card=card_short(trump))]
    lines.append(_bet_line(d["bet"], SUITS.index(d["trump"][-1])))
    by_seat: dict[int, list[tuple[int, int]]] = {}
    for won in d["piles_won"]:
        by_seat.setdefault(won["seat"], []).append((pile_index(won["pile"]), won["chips"]))
    if not by_seat:
        lines.append(msg("poch-hand-piles-none"))
    for s, piles in by_seat.items():
        lines.append(
            msg(
                "poch-hand-piles-won",
                p=Who(s),
                piles=tuple(pile_message(i) for i, _ in sorted(piles)),
                n=len(piles),
                chips=sum(n for _, n in piles),
            )
        )
    won_piles = {pile_index(w["pile"]) for w in d["piles_won"]}
    kept = [i for i in range(NUM_PILES) if i not in won_piles]
    if kept:
        lines.append(
            msg("poch-hand-piles-kept", piles=tuple(pile_message(i) for i in kept), n=len(kept))
        )
    lines.append(_went_out(d["out"], d["payments"]))
    lines.extend(msg("poch-eliminated", p=Who(s)) for s in d["eliminated"])
    before, after = d["chips_before"], d["chips_after"]
    rows = []
    for s, (b, a) in enumerate(zip(before, after, strict=True)):
        sign = "up" if a > b else "down" if a < b else "even"
        rows.append(
            msg("poch-hand-chips-row", p=Who(s), before=b, after=a, change=abs(a - b), sign=sign)
        )
    lines.append(msg("poch-hand-chips", rows=tuple(rows)))
    return lines


__all__ = ["describe_hand", "events"]
