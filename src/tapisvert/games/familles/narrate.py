"""Familles told as events (`events`) and a finished deal broken down (`describe_hand`), as
messages of the game's catalogues (`locales/<lang>.ftl`), never sentences.

An ask sets off a chain of events, all in the deal's event log (`events` module): the ask and its
answer, the draw after a refusal, a family laid down, a player with no cards drawing or sitting
out. Each becomes one `Event`. A card drawn unseen is a private part for its drawer only: the
others are told that a card was drawn (a draw shown, the card asked for, is public). The last
events of a deal are read from the finished deal's log, the state having moved on to the next
deal; then come the deal's end and the next deal's start, or the match's end.
"""

from __future__ import annotations

from tapisvert.core.messages import Event, Message, Who, msg, opening, public
from tapisvert.core.results import HandResult
from tapisvert.games.familles.cards import GRANDE_JEFA, JEFA
from tapisvert.games.familles.events import (
    DRAW_REASONS,
    K_DRAW_HIDDEN,
    K_DRAW_SHOWN,
    K_GIVEN,
    K_LAY,
    K_REFUSED,
    K_SIT_OUT,
    K_STOCK_EMPTY,
    SIT_OUT_REASONS,
)
from tapisvert.games.familles.messages import (
    card_message,
    family_message,
    numbered_family,
    seat_message,
)
from tapisvert.games.familles.scoring import DEAL_POINTS, MANCHE_POINTS, MANCHES_TO_WIN
from tapisvert.games.familles.state import FamillesState
from tapisvert.games.familles.table import Log, newer_codes


def event_of(code: int) -> Event:
    """One event code of the state's log (`events`) as an `Event`, with its audience."""
    kind, seat, x, y = code & 7, code >> 3 & 7, code >> 6 & 127, code >> 13
    p = Who(seat)
    if kind in (K_GIVEN, K_REFUSED):
        card = card_message(y)
        if kind == K_REFUSED:
            return public("familles-ask-refused", p=p, target=Who(x), card=card)
        asks = 2 if y in (JEFA, GRANDE_JEFA) else 1
        return public("familles-ask-given", p=p, target=Who(x), card=card, asks=asks)
    if kind == K_DRAW_SHOWN:
        return public("familles-draw-shown", p=p, card=card_message(x))
    if kind == K_DRAW_HIDDEN:
        reason = DRAW_REASONS[y]
        return Event(
            msg("familles-draw", p=p, reason=reason),
            msg("familles-draw-card", p=p, reason=reason, card=card_message(x)),
            (seat,),
        )
    if kind == K_STOCK_EMPTY:
        return public("familles-no-draw", p=p)
    if kind == K_LAY:
        return public("familles-lay", p=p, family=family_message(x + 1), number=x + 1)
    if kind == K_SIT_OUT:
        return public("familles-sit-out", p=p, reason=SIT_OUT_REASONS[x])
    raise ValueError(f"no familles event has the code {code}")


def _codes(log: Log, stop: Log) -> list[int]:
    """The event codes of `log` after those of `stop` (the whole log if it did not grow from
    it), oldest first."""
    out: list[int] = []
    newer_codes(log, stop, out)
    return out


def events(before: FamillesState, action: int, after: FamillesState) -> list[Event]:
    """Every event of the move (the ask, its answer and all it set off); at a deal's end, the
    deal's end and the next deal's start with its first events, or the match's end."""
    del action  # the log tells the ask and everything it set off
    # the game's own state: its event log (immutable bytes shared by clones, `table.Log`)
    start = before._event_log
    if len(after._results) == len(before._results):
        return [event_of(c) for c in _codes(after._event_log, start)]
    out = [event_of(c) for c in _codes(after._last_deal_log, start)]
    out.append(public("familles-deal-over"))
    if after.to_act is not None:
        deal = after.hand_number + 1
        out.append(opening("familles-next-deal", deal=deal, dealer=Who(after._dealer)))
        out.extend(event_of(c) for c in _codes(after._event_log, b""))
    else:
        winners = tuple(seat_message(s) for s in after.result().winners)
        reason = "manches" if max(after._manches_won) >= MANCHES_TO_WIN else "max-hands"
        out.append(
            public("familles-match-over", winners=winners, count=len(winners), reason=reason)
        )
    return out


def describe_hand(result: HandResult) -> list[Message]:
    """The families each player laid, who won the deal (a tie scores nobody), the manche."""
    d = result.detail
    counts: list[int] = d["family_counts"]
    lines = [msg("familles-bd-families")]
    for s, families in enumerate(d["families"]):
        laid = tuple(numbered_family(f) for f in families)
        lines.append(msg("familles-bd-seat", p=Who(s), count=counts[s], families=laid))
    winner = d["winner"]
    if winner is None:
        best = max(counts)
        tied = tuple(seat_message(s) for s, c in enumerate(counts) if c == best)
        lines.append(msg("familles-bd-tie", count=best, seats=tied))
    else:
        lines.append(
            msg("familles-bd-winner", p=Who(winner), count=counts[winner], points=DEAL_POINTS)
        )
    gains = tuple(
        msg("familles-bd-points", p=Who(s), points=int(v)) for s, v in enumerate(result.scores)
    )
    lines.append(msg("familles-bd-deal", points=gains))
    manche = d["manche"]
    scores = tuple(
        msg("familles-bd-score", p=Who(s), points=v) for s, v in enumerate(d["manche_scores"])
    )
    lines.append(msg("familles-bd-manche", manche=manche, scores=scores, target=MANCHE_POINTS))
    if d["manche_winner"] is not None:
        lines.append(
            msg(
                "familles-bd-manche-won",
                p=Who(d["manche_winner"]),
                manche=manche,
                manches=MANCHES_TO_WIN,
            )
        )
    return lines


__all__ = ["describe_hand", "event_of", "events"]
