"""Samba in words: what a move did (`narrate`) and a finished hand's score (`describe_hand`).

Every samba action is public but the cards a draw brings: a meld, a lay-off, a discard, a pile
taken, a question and its answer. A move is told from the reader's views before and after it; the
cards drawn are named to the drawer only ("P3 drew two cards"), red threes laid (they are public)
to everyone. At a hand's end the views have moved on to the next deal: the last move is told from
its notation and the hand's result says who went out.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from tapisvert.core.narration import cap, count, does, listing, seat_name
from tapisvert.core.results import HandResult
from tapisvert.games.samba import actions as A
from tapisvert.games.samba.state import SambaState
from tapisvert.games.samba.views import SambaView


def _cards(cards: Sequence[str]) -> str:
    return " ".join(cards)


def _added(before: Sequence[str], after: Sequence[str]) -> list[str]:
    """The cards in `after` and not in `before` (as multisets), in `after`'s order."""
    left = Counter(before)
    out = []
    for c in after:
        if left[c]:
            left[c] -= 1
        else:
            out.append(c)
    return out


def _canastas(vb: SambaView, va: SambaView, team: int) -> list[str]:
    """Canastas completed by the move on the side's melds."""
    out = []
    for k, meld in enumerate(va.melds[team]):
        was = vb.melds[team][k].canasta if k < len(vb.melds[team]) else None
        if meld.canasta and meld.canasta != was:
            kind = "a samba" if meld.canasta == "samba" else f"a {meld.canasta} canasta"
            out.append(f"m{k + 1} is now {kind}.")
    return out


def _red_threes(vb: SambaView, va: SambaView, me: int | None) -> list[str]:
    out = []
    for s, (old, new) in enumerate(zip(vb.red_threes, va.red_threes, strict=True)):
        laid = _added(old, new)
        if laid:
            word = "a red three" if len(laid) == 1 else "red threes"
            out.append(f"{cap(seat_name(s, me))} laid {word} ({_cards(laid)}) and drew again.")
    return out


def narrate(before: SambaState, action: int, after: SambaState, seat: int | None) -> list[str]:
    """What the move did, as `seat` saw it."""
    actor = before.to_act
    assert actor is not None
    me = seat
    who = cap(seat_name(actor, me))
    vb = before.view(seat)
    finished = len(after.hand_results()) > len(before.hand_results())
    va = after.view(seat)
    team = actor % len(vb.teams)
    text = A.to_str(action)
    words = text.split()
    lines: list[str] = []
    if action == A.DRAW:
        if me == actor and not finished and va.hand is not None and vb.hand is not None:
            drawn = _added(vb.hand, va.hand)
            lines.append(f"You drew {_cards(drawn) or 'nothing'} from the stock.")
        else:
            lines.append(f"{who} drew two cards from the stock.")
    elif action >= A.TAKE_WITH or A.TAKE_ADD <= action < A.GROUP:
        top, size = vb.pile_top, len(vb.pile)
        how = (
            f"with the natural pair {words[1]} {words[2]}"
            if action >= A.TAKE_WITH
            else f"to add its top card to m{action - A.TAKE_ADD + 1}"
        )
        lines.append(f"{who} took the pile ({count(size, 'card')}, top {top}) {how}.")
        if not finished and len(va.melds[team]) > len(vb.melds[team]):
            k = len(va.melds[team])
            lines.append(f"{who} melded m{k}: {_cards(va.melds[team][-1].cards)}.")
        if not finished and va.pending_pile:
            lines.append("The rest of the pile comes to hand once the opening counts enough.")
    elif A.GROUP <= action < A.LAYOFF:
        if finished:
            lines.append(f"{who} melded {text[len(words[0]) + 1 :]}.")
        else:
            k = len(va.melds[team])
            lines.append(f"{who} melded m{k}: {_cards(va.melds[team][-1].cards)}.")
    elif A.LAYOFF <= action < A.MERGE:
        lines.append(f"{who} added {words[1]} to {words[2]}.")
    elif A.MERGE <= action < A.DISCARD:
        lines.append(f"{who} merged {words[1]} and {words[2]}.")
    elif action >= A.DISCARD:
        lines.append(f"{who} discarded {words[1]}.")
    elif action == A.ASK:
        partner = seat_name((actor + len(vb.teams)) % vb.players, me)
        lines.append(f'{who} asked {partner}: "may I go out?"')
    elif action in (A.YES, A.NO):
        asker = seat_name(vb.current if vb.current is not None else actor, me)
        if action == A.YES:
            lines.append(f"{who} answered yes: {asker} must go out this turn.")
        else:
            lines.append(f"{who} answered no: {asker} may not go out this turn.")
    elif action == A.CANCEL:
        lines.append(f"{who} withdrew the unfinished opening.")
    else:  # END
        lines.append(f"{who} declined the pile with the stock empty: the hand ends.")
    if not finished:
        lines.extend(_canastas(vb, va, team))
        lines.extend(_red_threes(vb, va, me))
        if vb.opened[team] != va.opened[team]:
            lines.append(f"{cap(_side(vb, team, me))} has opened.")
        return lines
    result = after.hand_results()[vb.hand_number].detail
    out = result["went_out"]
    if out is not None:
        lines.append(f"{cap(seat_name(out, me))} went out: the hand is over.")
    elif action != A.END:
        lines.append("The stock ran out: the hand is over, nobody went out.")
    if va.to_act is not None:
        lines.append(
            f"Hand {va.hand_number + 1}: {does(va.dealer, me, 'deals', start=False)};"
            f" {seat_name(va.to_act, me)} plays first."
        )
    return lines


def _side(view: SambaView, team: int, me: int | None) -> str:
    return "side " + "+".join(seat_name(s, me) for s in view.teams[team])


def describe_hand(result: HandResult, seat: int | None) -> list[str]:
    """Each side's hand score as the rules page adds it up."""
    d = result.detail
    me = seat
    out = d["went_out"]
    lines = [
        (
            f"{cap(seat_name(out, me))} went out (+200 for the side)."
            if out is not None
            else "Nobody went out (the stock ran out)."
        )
    ]
    for t in d["teams"]:
        names = "+".join(seat_name(s, me) for s in t["seats"])
        canastas = []
        if t["natural_canastas"]:
            canastas.append(f"{t['natural_canastas']} natural x 500")
        if t["mixed_canastas"]:
            canastas.append(f"{t['mixed_canastas']} mixed x 300")
        if t["sambas"]:
            canastas.append(f"{count(t['sambas'], 'samba')} x 1500")
        parts = [f"melds {t['melded']}"]
        parts.append("canastas: " + (listing(canastas) if canastas else "none"))
        if t["going_out"]:
            parts.append(f"going out {t['going_out']}")
        if t["red_threes"]:
            red = t["red_threes"]
            why = " (fewer than two canastas)" if red < 0 else ""
            parts.append(f"red threes {red:+d}{why}")
        parts.append(f"cards left in hand {t['in_hand']:+d}")
        if t["fines"]:
            parts.append(f"fines {t['fines']:+d}")
        lines.append(f"  side {names}: " + ", ".join(parts) + f" = {t['total']}")
    totals = d["totals"]
    lines.append(
        "  totals: "
        + ", ".join(
            f"side {'+'.join(seat_name(s, me) for s in t['seats'])} {totals[i]}"
            for i, t in enumerate(d["teams"])
        )
    )
    return lines


__all__ = ["describe_hand", "narrate"]
