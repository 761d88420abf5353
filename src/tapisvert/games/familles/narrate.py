"""Familles in words: every event a move set off (`narrate`), and a finished deal (`describe_hand`).

An ask sets off a chain of events, all in the deal's public history (`events`): the ask and its
answer, the draw after a refusal, a family laid down, a player with no cards drawing or sitting
out. Each is told in a sentence, as the reader's own history shows it: a card drawn unseen is named
to its drawer only ("P2 drew a card"). The last events of a deal are read from the finished deal's
log, the views having moved on to the next deal.
"""

from __future__ import annotations

from tapisvert.core.narration import cap, count, does, listing, seat_name, verb
from tapisvert.core.results import HandResult
from tapisvert.core.scores import score_text
from tapisvert.games.familles.cards import family_name
from tapisvert.games.familles.events import PUBLIC, parse_event, texts
from tapisvert.games.familles.state import FamillesState
from tapisvert.games.familles.table import Log


def describe_event(line: str, me: int | None) -> str:
    """One history line (`events`) as a sentence, for the reader at seat `me`."""
    event = parse_event(line)
    who = cap(seat_name(event["seat"], me))
    kind = event["event"]
    if kind == "ask":
        target = seat_name(event["target"], me)
        card = event["card"]
        if not event["given"]:
            return f"{who} asked {target} for {card}: refused."
        jefa = {"S1": "the Jefa", "S10": "the Grande Jefa"}.get(card)
        extra = f" ({jefa}: two more asks)" if jefa else ""
        return f"{who} asked {target} for {card} and got it{extra}."
    if kind == "draw":
        if event["reason"] == "shown":
            return f"{who} drew {event['card']}, the card asked for, and showed it: another ask."
        drawn = event["card"] or "a card"
        why = " (no cards left in hand)" if event["reason"] == "empty-hand" else ""
        return f"{who} drew {drawn}{why}."
    if kind == "no-draw":
        return f"{who} could not draw: the stock is empty."
    if kind == "lay":
        family = event["family"]
        return f"{who} laid down the {family_name(family)} family ({family})."
    if event["reason"] == "no-cards":
        return f"{does(event['seat'], me, 'has')} no cards and the stock is empty: turn passed."
    return f"{who} sat out: nobody else holds cards."


def _codes(node: Log, stop: Log) -> list[int]:
    """The event codes from `node` back to `stop` (excluded), oldest first."""
    out: list[int] = []
    while node is not None and node is not stop:
        code, node = node
        out.append(code)
    out.reverse()
    return out


def _lines(codes: list[int], seat: int | None) -> list[str]:
    return [describe_event(line, seat) for line in texts(codes, PUBLIC if seat is None else seat)]


def narrate(
    before: FamillesState, action: int, after: FamillesState, seat: int | None
) -> list[str]:
    """Every event of the move, as `seat` saw it; at a deal's end, the next deal's start."""
    del action  # the history tells the ask and everything it set off
    # the game's own state: its event log (an immutable linked list shared by clones)
    start = before._event_log
    if len(after._results) == len(before._results):
        return _lines(_codes(after._event_log, start), seat)
    lines = _lines(_codes(after._last_deal_log, start), seat)
    lines.append("All ten families are down: the deal is over.")
    if after.to_act is not None:
        view = after.view(seat)
        lines.append(
            f"Deal {view.hand_number + 1}: {does(view.dealer, seat, 'deals', start=False)}"
            f" and {verb(view.dealer, seat, 'asks')} first."
        )
        lines.extend(_lines(_codes(after._event_log, None), seat))
    return lines


def describe_hand(result: HandResult, seat: int | None) -> list[str]:
    """The families each player laid, who won the deal (a tie scores nobody), the manche."""
    d = result.detail
    me = seat
    counts = d["family_counts"]
    lines = ["Families laid down:"]
    for s, families in enumerate(d["families"]):
        names = ", ".join(f"{family_name(f)} ({f})" for f in families) or "none"
        lines.append(f"  {seat_name(s, me)}: {count(counts[s], 'family', 'families')}: {names}")
    winner = d["winner"]
    if winner is None:
        best = max(counts)
        tied = [seat_name(s, me) for s, c in enumerate(counts) if c == best]
        lines.append(
            f"A tie for the most families ({best}) between {listing(tied)}: nobody scores."
        )
    else:
        lines.append(f"{does(winner, me, 'wins')} the deal with the most families: +100.")
    gains = ", ".join(f"{seat_name(s, me)} {score_text(v)}" for s, v in enumerate(result.scores))
    lines.append(f"This deal: {gains}.")
    scores = ", ".join(f"{seat_name(s, me)} {v}" for s, v in enumerate(d["manche_scores"]))
    lines.append(f"Manche {d['manche']}: {scores} (200 wins the manche).")
    if d["manche_winner"] is not None:
        lines.append(
            f"{does(d['manche_winner'], me, 'wins')} manche {d['manche']}; the scores start"
            " again from 0 (two manches win the match)."
        )
    return lines


__all__ = ["describe_event", "describe_hand", "narrate"]
