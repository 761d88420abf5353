"""Sabias in words: what a move did (`narrate`) and a finished hand's score (`describe_hand`).

Read from the reader's views before and after the move, and the move itself (every sabias action
is public: a bid, a call, an announcement and the cards it shows, a card played). A completed
trick is told whole, who played what and who won it; the last trick of a hand, gone from the views
once the next hand is dealt, is the trick before the move plus the card played, its winner found
by the trick rule (`cards.STRENGTH`).
"""

from __future__ import annotations

from collections.abc import Sequence

from tapisvert.core.narration import cap, does, listing, possessive, seat_name, verb
from tapisvert.core.results import HandResult
from tapisvert.core.scores import score_text
from tapisvert.games.sabias.actions import action_text
from tapisvert.games.sabias.cards import LED_BY, POINTS, STRENGTH, parse_card
from tapisvert.games.sabias.state import SabiasState
from tapisvert.games.sabias.views import SabiasView

ANNOUNCED = {
    "conseil": "a CONSEIL DE LAS SABIAS (20)",
    "grand-conseil": "a GRAND CONSEIL (50)",
}


def _trick_words(cards: Sequence[tuple[int, str]], winner: int, me: int | None) -> str:
    played = ", ".join(f"{seat_name(s, me)} {c}" for s, c in cards)
    points = sum(POINTS[parse_card(c)] for _, c in cards)
    return f"{cap(seat_name(winner, me))} won the trick ({played}): {points} card points."


def _winner(cards: Sequence[tuple[int, str]]) -> int:
    """The seat that wins a complete trick (play order, leader first)."""
    ids = [parse_card(c) for _, c in cards]
    led = LED_BY[ids[0]]
    best = max(range(len(ids)), key=lambda i: (STRENGTH[led][ids[i]], -i))
    return cards[best][0]


def _camp(view: SabiasView, me: int | None) -> str:
    """Who plays against whom, once the taker is known (3 players)."""
    taker = view.taker
    assert taker is not None
    others = [seat_name(s, me) for s in range(view.players) if s != taker]
    return f"{does(taker, me, 'plays', start=True)} alone against {listing(others)}."


def narrate(before: SabiasState, action: int, after: SabiasState, seat: int | None) -> list[str]:
    """What the move did, as `seat` saw it: the trick it completed, a partner revealed, the end
    of the hand and the next deal."""
    actor = before.to_act
    assert actor is not None
    me = seat
    who = cap(seat_name(actor, me))
    vb = before.view(seat)
    va = after.view(seat)
    finished = va.hand_number != vb.hand_number or (va.phase == "over" and vb.phase != "over")
    text = action_text(action)
    word = text.split()[0]
    lines: list[str] = []
    if word == "take":
        lines.append(f"{who} took.")
        if vb.players == 3:
            lines.append(_camp(va, me))
        else:
            lines.append(f"{does(actor, me, 'calls')} a Sabia: its holder will be the partner.")
    elif word == "pass":
        lines.append(f"{who} passed.")
        if finished:
            lines.append("Everyone passed: the hand is void, nobody scores.")
    elif word == "call":
        called = text.split()[1]
        lines.append(
            f"{who} called {called}: whoever holds it is {possessive(actor, me)} partner,"
            " secretly until it shows."
        )
        if me is not None and called in va.hand:
            if me == actor:
                lines.append(f"You hold {called} yourself: you play alone, 1 v 4.")
            else:
                lines.append(f"You hold {called}: you are {possessive(actor, me)} secret partner.")
    elif word in ANNOUNCED:
        shown = " ".join(text.split()[1:])
        lines.append(f"{who} announced {ANNOUNCED[word]}, showing {shown}.")
    elif word == "jefa":
        lines.append(f"{who} announced JEFA: to win the last trick with the Jefa (S1).")
    elif word == "chelem":
        lines.append(f"{who} announced CHELEM: {possessive(actor, me)} camp to win every trick.")
    elif word == "done":
        made = any(a.seat == actor for a in vb.announcements)
        lines.append(f"{who} announced nothing{' more' if made else ''}.")
        if va.phase == "play" and vb.phase != "play" and va.to_act is not None:
            lines.append(f"{does(va.to_act, me, 'leads')} the first trick.")
    else:  # play CARD
        card = text.split()[1]
        lines.append(f"{who} played {card}.")
        if finished:
            trick = (*vb.trick, (actor, card))
            lines.append(_trick_words(trick, _winner(trick), me))
        elif len(va.tricks) > len(vb.tricks):
            last = va.tricks[-1]
            n = va.players
            trick = tuple(((last.leader + i) % n, c) for i, c in enumerate(last.cards))
            lines.append(_trick_words(trick, last.winner, me))
        if vb.partner is None and va.partner is not None and vb.taker is not None:
            lines.append(
                f"{seat_name(va.partner, me)} played the called {vb.called}:"
                f" {does(va.partner, me, 'is', start=False)} {possessive(vb.taker, me)} partner."
            )
        if vb.alone is None and va.alone and vb.taker is not None:
            lines.append(
                f"{does(vb.taker, me, 'holds')} the called {vb.called} and plays alone, 1 v 4."
            )
        if vb.grande_jefa is None and va.grande_jefa is not None:
            lines.append(
                f"{does(va.grande_jefa, me, 'has')} played both the Grande Jefa and the Jefa: +20."
            )
    if finished and word != "pass":
        lines.append("The hand is over.")
    if va.hand_number != vb.hand_number and va.to_act is not None:
        first = "speaks" if va.phase == "taking" else "announces"
        lines.append(
            f"Hand {va.hand_number + 1}: {does(va.dealer, me, 'deals', start=False)} and"
            f" {verb(va.dealer, me, first)} first."
        )
    return lines


def describe_hand(result: HandResult, seat: int | None) -> list[str]:
    """The hand's score as the rules page computes it: card points, the écart (E), the
    announcements (A), the unit per defender (d), and each seat's score."""
    d = result.detail
    me = seat
    n = len(result.scores)
    scores = ", ".join(f"{seat_name(s, me)} {score_text(v)}" for s, v in enumerate(result.scores))
    if d.get("void"):
        return [f"Hand {d['hand'] + 1}: void, everyone passed; nobody scores."]
    points = d["card_points"]
    lines = [
        f"Hand {d['hand'] + 1}:",
        "  card points won: "
        + ", ".join(f"{seat_name(s, me)} {p}" for s, p in enumerate(points))
        + " (218 in all)",
    ]
    for a in d["announcements"]:
        lines.append(
            f"  announcement: {seat_name(a['seat'], me)} {a['announcement'].upper()}"
            f" {score_text(a['value'])}"
        )
    if "taker" in d:
        taker = d["taker"]
        camp = [taker] if d["alone"] else sorted((taker, d["partner"]))
        names = " + ".join(seat_name(s, me) for s in camp)
        call = f", called {d['called']}" if d["called"] else ""
        t, e = d["camp_points"], d["ecart"]
        formula = f"{t} - 109" if e == t - 109 else f"{t} - {218 - t}"
        verdict = "the taker's camp made it" if d["made"] else "the taker's camp lost"
        lines.append(f"  taker {seat_name(taker, me)}{call}; camp {names}: {t} card points")
        lines.append(f"  écart E = {formula} = {score_text(e)}: {verdict}")
        k, a = d["multiplier"], d["announcement_balance"]
        sign = "+" if d["made"] else "-"
        lines.append(
            f"  announcements A = {score_text(a)}; unit d = {sign}(|E| + 30) + A/{k}"
            f" = {sign}({abs(e)} + 30) {'-' if a < 0 else '+'} {abs(a)}/{k} = {d['unit']}"
        )
        partner = "" if d["alone"] else ", the partner d"
        lines.append(f"  the taker scores {k} x d{partner}, each defender -d")
    elif "team_totals" in d:
        t = d["team_totals"]
        one = f"{seat_name(0, me)} + {seat_name(2, me)} {t[0]}"
        two = f"{seat_name(1, me)} + {seat_name(3, me)} {t[1]}"
        lines.append(f"  teams (card points + announcements): {one}, {two}")
    else:
        totals = d["totals"]
        lines.append(
            "  card points + announcements: "
            + ", ".join(f"{seat_name(s, me)} {v}" for s, v in enumerate(totals))
            + f"; each scores his total minus the average ({n} players)"
        )
    lines.append(f"  scores: {scores}")
    return lines


__all__ = ["describe_hand", "narrate"]
