"""Samba in messages: what a move set off (`events`) and a finished hand's score (`describe_hand`).

Every samba action is public but the cards a draw brings: a meld, a lay-off, a discard, a pile
taken (and what it held), a question and its answer. The cards drawn are a private part for the
drawer (everyone else is told how many); red threes laid are public, the cards that replace them
at the start of a turn are told to their holder only. A move is told from the states before and
after it, reading only what the reader may know through each event's audience; at a hand's end
the hand's result says who went out, then the next deal is told.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tapisvert.core.messages import Event, Message, Who, msg, opening, public
from tapisvert.core.results import HandResult
from tapisvert.games.samba import actions as A
from tapisvert.games.samba.cards import IS_RED3, NUM_KINDS, RED_THREES, rank_of, sort_key
from tapisvert.games.samba.melds import canasta_kind, group, sequence
from tapisvert.games.samba.messages import (
    card_message,
    cards_message,
    meld_cards,
    meld_message,
    ranks_message,
)
from tapisvert.games.samba.state import SambaState


def _side(seats: Sequence[int]) -> tuple[Message, ...]:
    """Seats as a list argument: each the shared catalogue's `seat` (`you` in the reader's
    language, or the seat's name)."""
    return tuple(msg("seat", p=Who(s)) for s in seats)


def _stock_draws(pack: Sequence[int], pos: int, wanted: int) -> tuple[list[int], list[int], bool]:
    """Drawing `wanted` cards from `pack` at `pos` as the rules do (a red three drawn is laid and
    replaced): (cards kept, red threes laid, whether the stock ran out first)."""
    kept: list[int] = []
    laid: list[int] = []
    while len(kept) < wanted:
        if pos >= len(pack):
            return kept, laid, True
        c = pack[pos]
        pos += 1
        if IS_RED3[c]:
            laid.append(c)
        else:
            kept.append(c)
    return kept, laid, False


def _sorted(cards: Sequence[int]) -> tuple[Message, ...]:
    return cards_message(sorted(cards, key=sort_key))


def _added(before: Sequence[int], after: Sequence[int]) -> list[int]:
    """The cards in `after` and not in `before` (as multisets), in `after`'s order."""
    left = [0] * NUM_KINDS
    for c in before:
        left[c] += 1
    out = []
    for c in after:
        if left[c]:
            left[c] -= 1
        else:
            out.append(c)
    return out


def _move(before: SambaState, action: int, p: int) -> list[Event]:
    """The move itself (and, for a draw, the red threes it laid)."""
    who = Who(p)
    team = p % before._sides
    melds = before._melds[team]
    h = before._hands[p]
    if action == A.DRAW:
        kept, laid, _ = _stock_draws(before._pack, before._stock_pos, 2)
        out = [
            Event(
                msg("samba-drew", p=who, n=len(kept)),
                msg("samba-drew-cards", p=who, n=len(kept), cards=_sorted(kept)),
                (p,),
            )
        ]
        if laid:
            out.append(
                public("samba-red-threes", p=who, cards=_sorted(laid), n=len(laid), how="drawn")
            )
        return out
    if action >= A.TAKE_WITH or A.TAKE_ADD <= action < A.GROUP:
        pile = before._pile
        top = pile[-1]
        if action >= A.TAKE_WITH:
            pair = A.take_with_cards(action)
            out = [
                public(
                    "samba-took-pile-pair",
                    p=who,
                    n=len(pile),
                    top=card_message(top),
                    cards=cards_message(pair),
                )
            ]
        else:
            out = [
                public(
                    "samba-took-pile-meld",
                    p=who,
                    n=len(pile),
                    top=card_message(top),
                    meld=action - A.TAKE_ADD + 1,
                )
            ]
        if len(pile) > 1:
            out.append(public("samba-pile-held", n=len(pile) - 1, cards=cards_message(pile[:-1])))
        if action >= A.TAKE_WITH:
            laid = [top, *A.take_with_cards(action)]
            out.append(
                public(
                    "samba-melded",
                    p=who,
                    meld=len(melds) + 1,
                    what=msg("samba-meld-group", rank=ranks_message(rank_of(top))),
                    cards=_sorted(laid),
                )
            )
        return out
    if A.GROUP <= action < A.LAYOFF:
        cards = meld_cards(h, action)
        shown = sorted(cards, key=sort_key) if action < A.SEQ else cards
        if action < A.SEQ:
            rank, _, j, t = A.group_parts(action)
            what = meld_message(group(rank, j + t, tuple(cards)))
        else:
            suit, low, _ = A.SEQUENCES[action - A.SEQ]
            what = meld_message(sequence(suit, low, tuple(cards)))
        return [
            public(
                "samba-melded", p=who, meld=len(melds) + 1, what=what, cards=cards_message(shown)
            )
        ]
    if A.LAYOFF <= action < A.MERGE:
        k, c = divmod(action - A.LAYOFF, NUM_KINDS)
        return [
            public(
                "samba-added", p=who, card=card_message(c), meld=k + 1, what=meld_message(melds[k])
            )
        ]
    if A.MERGE <= action < A.DISCARD:
        i, j = divmod(action - A.MERGE, A.MAX_MELDS)
        return [public("samba-merged", p=who, first=i + 1, second=j + 1)]
    if A.DISCARD <= action < A.TAKE_WITH:
        return [public("samba-discarded", p=who, card=card_message(action - A.DISCARD))]
    if action == A.ASK:
        return [public("samba-asked", p=who, partner=Who(before.partner(p)))]
    if action in (A.YES, A.NO):
        answer = "yes" if action == A.YES else "no"
        return [public("samba-answered", p=who, answer=answer, asker=Who(before._current))]
    if action == A.CANCEL:
        back = [c for m in melds for c in m.cards]
        return [
            public(
                "samba-withdrew",
                p=who,
                n=len(back),
                cards=_sorted(back),
                pile="back" if before._pending_pile else "none",
                need=before._initial_minimum[team] + 10,
            )
        ]
    return [public("samba-ended", p=who)]


def _same_hand(before: SambaState, action: int, after: SambaState, p: int) -> list[Event]:
    """What the move set off within the hand: the pile coming to hand, canastas completed, the
    side's opening, red threes laid (and replaced, told to their holder)."""
    out: list[Event] = []
    team = p % before._sides
    side = _side((team, team + before._sides))
    if before._pending_pile and not after._pending_pile and action != A.CANCEL and before._pile:
        out.append(public("samba-pile-to-hand", p=Who(p), n=len(before._pile)))
    if after._pending_pile and not before._pending_pile:
        out.append(
            public(
                "samba-pile-pending",
                p=Who(p),
                need=after._initial_minimum[team],
                count=after._tentative_value(team),
            )
        )
    old, new = before._melds[team], after._melds[team]
    if action != A.CANCEL:
        if A.MERGE <= action < A.DISCARD:
            indices = [(action - A.MERGE) // A.MAX_MELDS]
        else:
            indices = list(range(len(new)))
        for k in indices:
            kind = canasta_kind(new[k])
            was = canasta_kind(old[k]) if k < len(old) else None
            if kind is not None and kind != was:
                out.append(public("samba-canasta", side=side, meld=k + 1, kind=kind))
    if not before._opened[team] and after._opened[team]:
        out.append(public("samba-opened", side=side))
    fine = after._fines[team] - before._fines[team]
    if fine:  # told "yes" to "may I go out?" and not out: the sheet's fine
        out.append(public("samba-fined", side=side, points=fine))
    for q in range(before.num_players):
        laid = _added(before._red_threes[q], after._red_threes[q])
        if not laid:
            continue
        if q == p and action == A.DRAW:
            continue  # told with the draw
        if q == p:  # from the pile, not replaced
            out.append(
                public("samba-red-threes", p=Who(q), cards=_sorted(laid), n=len(laid), how="pile")
            )
            continue
        # the start of q's turn: red threes from the hand, each replaced from the stock
        held = sum(before._hands[q][r] for r in RED_THREES)
        drawn, _, _ = _stock_draws(before._pack, before._stock_pos, held)
        out.append(
            Event(
                msg("samba-red-threes", p=Who(q), cards=_sorted(laid), n=len(laid), how="hand"),
                msg(
                    "samba-red-threes-replaced",
                    p=Who(q),
                    cards=_sorted(laid),
                    n=len(laid),
                    drawn=_sorted(drawn),
                ),
                (q,),
            )
        )
    return out


def _hand_over(before: SambaState, action: int, after: SambaState) -> list[Event]:
    """The hand's end and why, then the next deal (or the match's end)."""
    out: list[Event] = []
    detail: Mapping[str, Any] = after.hand_result(before.hand_number).detail
    went_out = detail.get("went_out")
    if went_out is not None:
        out.append(public("samba-went-out", p=Who(went_out)))
    elif action != A.END:
        out.append(public("samba-stock-out"))
    if after.to_act is None:
        winners = after.result().winners
        out.append(public("samba-match-over", winners=_side(winners)))
        return out
    first = after.to_act
    out.append(
        opening(
            "samba-next-hand",
            hand=after.hand_number + 1,
            dealer=Who(after._dealer),
            first=Who(first),
        )
    )
    laid = after._red_threes[first]
    if laid:
        out.append(
            public("samba-red-threes", p=Who(first), cards=_sorted(laid), n=len(laid), how="deal")
        )
    return out


def events(before: SambaState, action: int, after: SambaState) -> list[Event]:
    """What the move did: the move itself first, then what it set off."""
    p = before.to_act
    assert p is not None
    out = _move(before, action, p)
    if after.hands_finished() > before.hands_finished():
        out.extend(_hand_over(before, action, after))
    else:
        out.extend(_same_hand(before, action, after, p))
    return out


def describe_hand(result: HandResult) -> list[Message]:
    """Each side's hand score as the rules page adds it up, then the totals."""
    d = result.detail
    if "teams" not in d:  # a sampled world's earlier hand: its scores only
        return []
    out = d["went_out"]
    lines = [msg("samba-bd-went-out", p=Who(out)) if out is not None else msg("samba-bd-stock-out")]
    for t in d["teams"]:
        canastas: list[Message] = []
        if t["natural_canastas"]:
            canastas.append(msg("samba-bd-natural", n=t["natural_canastas"]))
        if t["mixed_canastas"]:
            canastas.append(msg("samba-bd-mixed", n=t["mixed_canastas"]))
        if t["sambas"]:
            canastas.append(msg("samba-bd-sambas", n=t["sambas"]))
        lines.append(
            msg(
                "samba-bd-side",
                side=_side(t["seats"]),
                melded=t["melded"],
                canastas=tuple(canastas) if canastas else msg("samba-bd-no-canasta"),
                going_out=t["going_out"],
                red=t["red_threes"],
                short="yes" if t["red_threes"] < 0 else "no",
                in_hand=t["in_hand"],
                fines=t["fines"],
                total=t["total"],
            )
        )
    totals = d["totals"]
    lines.append(
        msg(
            "samba-bd-totals",
            totals=tuple(
                msg("samba-bd-total", side=_side(t["seats"]), points=totals[i])
                for i, t in enumerate(d["teams"])
            ),
        )
    )
    return lines


__all__ = ["describe_hand", "events"]
