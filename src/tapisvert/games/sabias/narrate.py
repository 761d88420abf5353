"""Sabias as events and messages: what a move set off (`events`) and a finished hand's score
(`describe_hand`), as keys of the game's catalogues (`locales/<lang>.ftl`), never sentences.

Read from the public views before and after the move, and the move itself (every sabias action
is public: a bid, a call, an announcement and the cards it shows, a card played). A completed
trick is told whole, who played what and who won it; the last trick of a hand, gone from the views
once the next hand is dealt, is the trick before the move plus the card played, its winner found
by the trick rule (`cards.STRENGTH`). The one private part is the call's (5 players): the holder
of the called Sabia learns that it is the taker's secret partner (or the taker that it plays
alone); everyone else is told the call only.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from tapisvert.core.messages import Event, Message, Who, msg, opening, public
from tapisvert.core.results import HandResult
from tapisvert.core.scores import parse_score
from tapisvert.games.sabias.actions import (
    ANNOUNCE_CHELEM,
    ANNOUNCE_JEFA,
    CALL_FIRST,
    CONSEIL_FIRST,
    DONE,
    PASS,
    TAKE,
)
from tapisvert.games.sabias.cards import (
    CONSEIL_SETS,
    DECK,
    GRANDE_JEFA,
    HALF_POINTS,
    JEFA,
    LED_BY,
    POINTS,
    STRENGTH,
    TOTAL_POINTS,
    card_to_str,
    is_grand,
    parse_card,
)
from tapisvert.games.sabias.scoring import GRANDE_JEFA_BONUS
from tapisvert.games.sabias.state import SabiasState
from tapisvert.games.sabias.views import SabiasView
from tapisvert.games.sabias.wording import (
    action_cards,
    card_message,
    number,
    seat,
    seats,
    signed,
)

# The announcements of a finished hand (`detail["announcements"]`) as catalogue tokens.
SETTLED = {
    "conseil": "conseil",
    "grand-conseil": "grand-conseil",
    "jefa made": "jefa-made",
    "jefa failed": "jefa-failed",
    "chelem made": "chelem-made",
    "chelem failed": "chelem-failed",
    "grande jefa + jefa": "grande-jefa",
}


def _winner(cards: Sequence[tuple[int, str]]) -> int:
    """The seat that wins a complete trick (play order, leader first)."""
    ids = [parse_card(c) for _, c in cards]
    led = LED_BY[ids[0]]
    best = max(range(len(ids)), key=lambda i: (STRENGTH[led][ids[i]], -i))
    return cards[best][0]


def _trick_won(cards: Sequence[tuple[int, str]], winner: int) -> Event:
    points = sum(POINTS[parse_card(c)] for _, c in cards)
    played = tuple(
        [msg("sabias-trick-card", p=Who(s), card=card_message(parse_card(c))) for s, c in cards]
    )
    return public("sabias-trick-won", p=Who(winner), points=points, cards=played)


def _played_by(view: SabiasView, card: str) -> int | None:
    """The seat that played `card` this hand, as `view` shows the tricks, or None."""
    n = view.players
    for trick in view.tricks:
        if card in trick.cards:
            return (trick.leader + trick.cards.index(card)) % n
    for s, c in view.trick:
        if c == card:
            return s
    return None


def _call(action: int, after: SabiasState, actor: int) -> Event:
    """The call, and privately to the called Sabia's holder what it means for it."""
    card = action_cards(action)[0]
    called = card_message(card)
    told = msg("sabias-called", p=Who(actor), card=called)
    holder = next((s for s in range(after.num_players) if card in after.hand_of(s)), None)
    if holder is None:
        return Event(told)
    if holder == actor:
        return Event(told, msg("sabias-called-self", p=Who(actor), card=called), (holder,))
    return Event(told, msg("sabias-called-held", p=Who(actor), card=called), (holder,))


def events(before: SabiasState, action: int, after: SabiasState) -> list[Event]:
    """What the move set off: the move itself, then the trick it completed, a partner revealed,
    the Grande Jefa's bonus, the end of the hand (and why), a manche or the match won, and the
    next deal."""
    actor = before.to_act
    assert actor is not None
    p = Who(actor)
    vb = before.view(None)
    va = after.view(None)
    finished = va.hand_number != vb.hand_number or (va.phase == "over" and vb.phase != "over")
    out: list[Event] = []
    shown: tuple[int, ...] = ()  # the cards the move made public (the called Sabia among them?)
    if action == TAKE:
        out.append(public("sabias-took", p=p))
        if vb.players == 3:
            others = seats(s for s in range(vb.players) if s != actor)
            out.append(public("sabias-camp", p=p, others=others))
        else:
            out.append(public("sabias-will-call", p=p))
    elif action == PASS:
        out.append(public("sabias-passed", p=p))
        if finished:
            out.append(public("sabias-hand-void", hand=vb.hand_number + 1))
    elif CALL_FIRST <= action < ANNOUNCE_JEFA:
        out.append(_call(action, after, actor))
    elif action == ANNOUNCE_JEFA:
        out.append(public("sabias-announced-jefa", p=p, card=card_message(JEFA)))
        shown = (JEFA,)
    elif action == ANNOUNCE_CHELEM:
        out.append(public("sabias-announced-chelem", p=p))
    elif action == DONE:
        made = any(a.seat == actor for a in vb.announcements)
        out.append(public("sabias-announced-nothing", p=p, more="more" if made else "first"))
        if va.phase == "play" and vb.phase != "play" and va.to_act is not None:
            out.append(public("sabias-leads-first", p=Who(va.to_act)))
    elif action >= CONSEIL_FIRST:
        shown = action_cards(action)
        key = "sabias-announced-grand-conseil"
        if not is_grand(CONSEIL_SETS[action - CONSEIL_FIRST]):
            key = "sabias-announced-conseil"
        out.append(public(key, p=p, cards=tuple([card_message(c) for c in shown])))
    else:  # a card played
        out.append(public("sabias-played", p=p, card=card_message(action)))
        shown = (action,)
        code = card_to_str(action)
        if finished:
            trick = (*vb.trick, (actor, code))
            out.append(_trick_won(trick, _winner(trick)))
        elif len(va.tricks) > len(vb.tricks):
            last = va.tricks[-1]
            n = va.players
            cards = tuple(((last.leader + i) % n, c) for i, c in enumerate(last.cards))
            out.append(_trick_won(cards, last.winner))
        if action in (JEFA, GRANDE_JEFA) and vb.grande_jefa is None:
            other = card_to_str(GRANDE_JEFA if action == JEFA else JEFA)
            if _played_by(vb, other) == actor:
                out.append(public("sabias-grande-jefa", p=p, points=GRANDE_JEFA_BONUS))
    if vb.called is not None and vb.partner is None and not vb.alone and vb.taker is not None:
        called = parse_card(vb.called)
        if called in shown:
            card = card_message(called)
            if actor == vb.taker:  # told right after the move that showed it
                out.insert(1, public("sabias-plays-alone", p=p, card=card))
            else:
                out.insert(
                    1, public("sabias-partner-revealed", p=p, taker=Who(vb.taker), card=card)
                )
    if finished and action < DECK:
        out.append(public("sabias-hand-ended", hand=vb.hand_number + 1))
    risen = [s for s in range(va.players) if va.manches[s] > vb.manches[s]]
    if risen:
        out.append(public("sabias-manche-won", winners=seats(risen), n=len(risen)))
    if va.to_act is None and vb.to_act is not None:
        out.append(public("sabias-match-over", winners=seats(va.winners), n=len(va.winners)))
    if va.hand_number != vb.hand_number and va.to_act is not None:
        first = "speaks" if va.phase == "taking" else "announces"
        out.append(
            opening("sabias-next-hand", hand=va.hand_number + 1, p=Who(va.dealer), first=first)
        )
    return out


def _seat_points(values: Sequence[int | Fraction]) -> tuple[Message, ...]:
    return tuple([msg("sabias-seat-points", p=Who(s), n=number(v)) for s, v in enumerate(values)])


def describe_hand(result: HandResult) -> list[Message]:
    """The hand's score as the rules page computes it: card points, the announcements, the écart
    (E), the announcement balance (A), the unit per defender (d), and each seat's score."""
    d = result.detail
    hand = int(d["hand"]) + 1
    if d.get("void"):
        return [msg("sabias-bd-void", hand=hand)]
    n = len(result.scores)
    out = [
        msg("sabias-bd-hand", hand=hand),
        msg("sabias-bd-card-points", points=_seat_points(d["card_points"]), total=TOTAL_POINTS),
    ]
    for a in d["announcements"]:
        out.append(
            msg(
                "sabias-bd-announcement",
                p=Who(int(a["seat"])),
                name=SETTLED[str(a["announcement"])],
                value=signed(int(a["value"])),
            )
        )
    if "taker" in d:
        taker = int(d["taker"])
        camp = [taker] if d["alone"] else sorted((taker, int(d["partner"])))
        t, e = int(d["camp_points"]), int(d["ecart"])
        made = "made" if d["made"] else "lost"
        if d["called"]:
            out.append(
                msg(
                    "sabias-bd-taker-called",
                    p=Who(taker),
                    card=card_message(parse_card(str(d["called"]))),
                    camp=seats(camp),
                    points=t,
                )
            )
        else:
            out.append(msg("sabias-bd-taker", p=Who(taker), camp=seats(camp), points=t))
        other = HALF_POINTS if e == t - HALF_POINTS else TOTAL_POINTS - t
        out.append(msg("sabias-bd-ecart", points=t, other=other, ecart=signed(e), made=made))
        k, a = int(d["multiplier"]), int(d["announcement_balance"])
        out.append(
            msg(
                "sabias-bd-unit",
                balance=signed(a),
                k=k,
                made=made,
                ecart=abs(e),
                sign="minus" if a < 0 else "plus",
                amount=abs(a),
                unit=number(parse_score(d["unit"])),
            )
        )
        out.append(msg("sabias-bd-shares", k=k, alone="yes" if d["alone"] else "no"))
    elif "team_totals" in d:
        r1, r2 = (int(x) for x in d["team_totals"])
        out.append(
            msg(
                "sabias-bd-teams",
                a1=seat(0),
                a2=seat(2),
                b1=seat(1),
                b2=seat(3),
                first=r1,
                second=r2,
            )
        )
        gap = abs(r1 - r2)
        m = abs(result.scores[0])
        half = "level" if not gap else "half" if 2 * m == gap else "whole"
        out.append(msg("sabias-bd-teams-margin", gap=gap, m=number(m), half=half))
    else:
        out.append(msg("sabias-bd-individual", totals=_seat_points(d["totals"]), n=n))
    scores = tuple(
        [msg("sabias-seat-score", p=Who(s), v=signed(v)) for s, v in enumerate(result.scores)]
    )
    out.append(msg("sabias-bd-scores", scores=scores))
    return out


__all__ = ["SETTLED", "describe_hand", "events"]
