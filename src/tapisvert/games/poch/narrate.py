"""Poch in words: what a move did (`narrate`) and what a finished deal came to (`describe_hand`).

A move is told from the reader's views before and after it: a bet, and how the betting ended; a
run, card by card with who laid each (the cards after the lead are laid automatically by their
holders), the piles it won; at the end of a deal, who went out, what each player paid and who was
eliminated. Only cards laid in runs and the set shown at a showdown are ever named: the last run
of a deal, gone from the views once the next deal starts, is read from the cards the deal laid.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tapisvert.core.narration import cap, count, does, listing, seat_name, signed
from tapisvert.core.results import HandResult
from tapisvert.games.poch.cards import DECK_SIZE, SUIT_SYMBOLS, SUITS, card_to_str
from tapisvert.games.poch.scoring import PILE_NAMES
from tapisvert.games.poch.state import PochState
from tapisvert.games.poch.table import BET_BASE, DROP, MATCH, PASS
from tapisvert.games.poch.views import PochView

JSON = Any


def pretty(card: str) -> str:
    """A card as the table shows it: `10♠`, `A♥`."""
    return card[:-1] + SUIT_SYMBOLS[SUITS.index(card[-1])]


def chips(n: int) -> str:
    """`1 chip`, `7 chips`."""
    return count(n, "chip")


def _piles_won(before: PochView, after: Sequence[tuple[str, int, int]], me: int | None) -> str:
    """The piles newly won between `before` and the (pile, seat, chips) list `after`."""
    known = {p.name for p in before.piles if p.won_by is not None}
    by_seat: dict[int, list[tuple[str, int]]] = {}
    for name, seat, n in after:
        if name not in known:
            by_seat.setdefault(seat, []).append((name, n))
    parts = []
    for seat, piles in by_seat.items():
        names = listing([name for name, _ in piles])
        word = "pile" if len(piles) == 1 else "piles"
        total = sum(n for _, n in piles)
        parts.append(f"{cap(seat_name(seat, me))} took the {names} {word} ({chips(total)}).")
    return " ".join(parts)


def _run_words(run: Sequence[tuple[int, str]], me: int | None) -> str:
    """`P0 led 10♠, then P2 J♠, P0 Q♠ K♠.`: the lead, then each holder's cards in turn (the
    holder of the next card must play it)."""
    groups: list[tuple[int, list[str]]] = []
    for seat, card in run:
        if groups and groups[-1][0] == seat:
            groups[-1][1].append(pretty(card))
        else:
            groups.append((seat, [pretty(card)]))
    (leader, first), rest = groups[0], groups[1:]
    text = f"{cap(seat_name(leader, me))} led {first[0]}"
    if len(first) > 1:
        text += f" and played {' '.join(first[1:])}"
    if rest:
        text += ", then " + ", ".join(f"{seat_name(s, me)} {' '.join(c)}" for s, c in rest)
    return text + "."


def piles_by_seat(won: Sequence[tuple[str, int, int]], me: int | None) -> str:
    """`A K by you (8 chips), J by P3 (4 chips)` from (pile, seat, chips), in pile order."""
    by_seat: dict[int, list[tuple[str, int]]] = {}
    for name, seat, n in won:
        by_seat.setdefault(seat, []).append((name, n))
    return ", ".join(
        " ".join(name for name, _ in piles)
        + f" by {seat_name(seat, me)} ({chips(sum(n for _, n in piles))})"
        for seat, piles in by_seat.items()
    )


def _bet_words(view: PochView, me: int | None) -> list[str]:
    """How the betting ended, and who leads the runs."""
    result = view.bet_result
    lines = []
    if result is None:
        lines.append("Everyone passed: no chips staked.")
    elif result.showdown:
        shown = " ".join(pretty(c) for c in result.shown or ())
        lines.append(
            f"Showdown: {seat_name(result.winner, me)} won the pot of {chips(result.pot)}"
            f" with {result.set}: {shown}."
        )
    else:
        lines.append(
            f"{cap(seat_name(result.winner, me))} took the pot of {chips(result.pot)}:"
            " everyone else dropped out."
        )
    if view.to_act is not None:
        lines.append(f"{does(view.to_act, me, 'leads')} the first run.")
    return lines


def _final_run(before: PochState, card: int, after: PochState) -> list[tuple[int, str]]:
    """The last run of a finished deal: from the lead, the cards the deal laid after it, each
    with the seat that held it (cards laid in a run are public, and so are their holders)."""
    played = after._deal_results[before.hand_number].played
    new = played & ~before._played
    owner = before._dealt_to
    run = []
    c = card
    while c < DECK_SIZE and new >> c & 1:
        run.append((owner[c], card_to_str(c)))
        if c & 7 == 7:
            break
        c += 1
    return run


def narrate(before: PochState, action: int, after: PochState, seat: int | None) -> list[str]:
    """What the move `action` of `before`'s seat to act did, as `seat` saw it."""
    actor = before.to_act
    assert actor is not None
    me = seat
    who = cap(seat_name(actor, me))
    vb = before.view(seat)
    finished = len(after._deal_results) > len(before._deal_results)
    va = after.view(seat)
    lines: list[str] = []
    if action < DECK_SIZE:
        if not finished:
            lines.append(_run_words(va.runs[-1], me))
            won = [(p.name, p.won_by, vb.piles[i].chips) for i, p in enumerate(va.piles)]
            text = _piles_won(vb, [(n, s, c) for n, s, c in won if s is not None], me)
        else:
            lines.append(_run_words(_final_run(before, action, after), me))
            summary = after._deal_summary(before.hand_number)
            text = _piles_won(vb, [(p.pile, p.seat, p.chips) for p in summary.piles_won], me)
        if text:
            lines.append(text)
    elif action == PASS:
        lines.append(f"{who} passed.")
    elif action == DROP:
        stake = vb.stakes[actor]
        left = f", leaving {chips(stake)} in the pot" if stake else ""
        lines.append(f"{who} dropped out{left}.")
    elif action == MATCH:
        lines.append(f"{who} matched the bet of {chips(vb.bet)}.")
    else:
        amount = action - BET_BASE
        if vb.opened:
            lines.append(f"{who} raised the bet to {chips(amount)}.")
        else:
            lines.append(f"{who} opened the betting with {chips(amount)}.")
    if not finished:
        if vb.phase == "betting" and va.phase == "runs":
            lines.extend(_bet_words(va, me))
        return lines
    lines.extend(_deal_end(after._deal_summary(before.hand_number).to_json(), me))
    if after.to_act is not None:
        lines.append(
            f"Deal {va.hand_number + 1}: {does(va.dealer, me, 'deals', start=False)};"
            f" the trump card is {pretty(va.trump)}; everyone antes one chip on each pile."
        )
    return lines


def _deal_end(detail: Mapping[str, JSON], me: int | None) -> list[str]:
    """Who went out, the payments, the eliminations."""
    out = detail["out"]
    payments = detail["payments"]
    paid = [f"{seat_name(s, me)} paid {-p}" for s, p in enumerate(payments) if s != out and p < 0]
    line = f"{cap(seat_name(out, me))} went out"
    if paid:
        line += f" and collected {chips(payments[out])}, one per card left: {listing(paid)}."
    else:
        line += "; nobody had a chip left to pay."
    lines = [line]
    for s in detail["eliminated"]:
        lines.append(f"{cap(seat_name(s, me))} ran out of chips and left the match.")
    return lines


def describe_hand(result: HandResult, seat: int | None) -> list[str]:
    """A finished deal as the rules page scores it: the pot, the piles, the payments, the chips."""
    d = result.detail
    me = seat
    lines = [f"Deal {d['hand'] + 1} (trump card {pretty(d['trump'])}):"]
    bet = d["bet"]
    if bet is None:
        lines.append("  betting: nobody bet")
    elif bet["showdown"]:
        shown = " ".join(pretty(c) for c in bet["shown"])
        lines.append(
            f"  betting: {seat_name(bet['winner'], me)} won the pot of {chips(bet['pot'])}"
            f" at the showdown with {bet['set']} ({shown})"
        )
    else:
        lines.append(
            f"  betting: {seat_name(bet['winner'], me)} took the pot of {chips(bet['pot'])}"
            " (everyone else dropped out)"
        )
    won = {p["pile"]: p for p in d["piles_won"]}
    ordered = [(n, won[n]["seat"], won[n]["chips"]) for n in PILE_NAMES if n in won]
    lines.append("  piles won: " + (piles_by_seat(ordered, me) or "none"))
    kept = [name for name in PILE_NAMES if name not in won]
    if kept:
        lines.append("  piles carried over to the next deal: " + " ".join(kept))
    lines.append("  " + _deal_end(d, me)[0])
    for s in d["eliminated"]:
        lines.append(f"  eliminated: {seat_name(s, me)} (no chips left)")
    before, after = d["chips_before"], d["chips_after"]
    lines.append(
        "  chips: "
        + ", ".join(
            f"{seat_name(s, me)} {before[s]} -> {after[s]} ({signed(after[s] - before[s])})"
            for s in range(len(before))
        )
    )
    return lines


__all__ = ["describe_hand", "narrate", "pretty"]
