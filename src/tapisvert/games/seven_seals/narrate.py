"""Seven Seals in words: what a move did (`narrate`) and a finished round (`describe_hand`).

Everything in this game but the hands is public: the predictions (seals taken, stolen, the
saboteur), each card played, each trick's winner and what became of his seal. A move is told from
the reader's views before and after it; the round's last trick, gone from the views once the next
round is dealt, is the trick before the move plus the card played (its winner by the trick rule)
and its seal is read from the seals the round ended with.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tapisvert.core.narration import cap, count, does, listing, seat_name, verb
from tapisvert.core.results import HandResult
from tapisvert.games.seven_seals.cards import KIND_NAMES, parse_card, trick_winner
from tapisvert.games.seven_seals.state import SevenSealsState
from tapisvert.games.seven_seals.views import Seals, SevenSealsView

PENALTY = {"white": 4, "black": 3}  # each coloured seal: 2


def seals_words(counts: Mapping[str, int] | Seals) -> str:
    """`2 red, 1 yellow` (kinds in the game's order), or `none`."""
    values = counts.to_json() if isinstance(counts, Seals) else counts
    parts = [f"{values[k]} {k}" for k in KIND_NAMES if values.get(k)]
    return ", ".join(parts) if parts else "none"


def _seal_fate(fate: str | None, winner: int, me: int | None) -> str:
    if fate is None:
        return f"{does(winner, me, 'chooses', start=False)} which seal to give back"
    if fate.startswith("gave "):
        return f"{seat_name(winner, me)} gave back a {fate[5:]} seal"
    if fate == "took black":
        return f"{seat_name(winner, me)} had no seal to give back and took a black seal"
    if fate == "saboteur":
        return "the saboteur gives and takes no seal"
    return f"{seat_name(winner, me)} had no seal to give back; no black seal is left"


def _trick(
    leader: int, cards: Sequence[str], winner: int, fate: str | None, n: int, me: int | None
) -> str:
    played = ", ".join(f"{seat_name((leader + i) % n, me)} {c}" for i, c in enumerate(cards))
    return f"{cap(seat_name(winner, me))} won the trick ({played}): {_seal_fate(fate, winner, me)}."


def _last_fate(before: SevenSealsView, winner: int, left: Mapping[str, int]) -> str:
    """What became of the round's last trick's seal, from the seals the round ended with."""
    if before.saboteur == winner:
        return "saboteur"
    held = before.seals[winner].to_json()
    for kind in KIND_NAMES[:6]:
        if left[kind] < held[kind]:
            return f"gave {kind}"
    return "took black" if left["black"] > held["black"] else "no black left"


def narrate(
    before: SevenSealsState, action: int, after: SevenSealsState, seat: int | None
) -> list[str]:
    """What the move did, as `seat` saw it: a prediction, a card and the trick it completed,
    a seal given back, the end of the round and the next deal."""
    actor = before.to_act
    assert actor is not None
    me = seat
    who = cap(seat_name(actor, me))
    vb = before.view(seat)
    va = after.view(seat)
    n = vb.players
    finished = va.hand_number != vb.hand_number or (va.phase == "over" and vb.phase != "over")
    words = before.action_to_str(action).split()
    lines: list[str] = []
    if words[0] == "take":
        lines.append(f"{who} took a {words[1]} seal.")
    elif words[0] == "steal":
        victim = int(words[2])
        got = va.seals[victim].white > vb.seals[victim].white
        extra = f" ({seat_name(victim, me)} got a white seal in exchange)" if got else ""
        lines.append(f"{who} stole a {words[1]} seal from {seat_name(victim, me)}{extra}.")
    elif words[0] == "saboteur":
        lines.append(f"{who} took the saboteur and predicted no seal.")
    elif words[0] == "done":
        held = seals_words(va.seals[actor])
        if held == "none":
            lines.append(f"{who} finished predicting with no seal: no trick to win.")
        else:
            lines.append(f"{who} finished predicting with {held}.")
    elif words[0] == "give":
        lines.append(f"{who} gave back a {words[1]} seal.")
    else:  # play CARD
        card = words[-1]
        lines.append(f"{who} played {card}.")
        if finished:
            leader = vb.leader
            cards = (*vb.trick, card)
            winner = (leader + trick_winner([parse_card(c) for c in cards])) % n
            result = after.hand_result(vb.hand_number).detail
            fate = _last_fate(vb, winner, result["seals_left"][winner])
            lines.append(_trick(leader, cards, winner, fate, n, me))
        elif len(va.tricks) > len(vb.tricks):
            t = va.tricks[-1]
            lines.append(_trick(t.leader, t.cards, t.winner, t.seal, n, me))
    if vb.phase == "predict" and va.phase == "play" and not finished:
        lines.append(f"{does(va.to_act or 0, me, 'leads')} the first trick.")
    if finished:
        lines.append(f"Round {vb.hand_number + 1} is over.")
        if va.to_act is not None:
            first = va.to_act
            lines.append(
                f"Round {va.hand_number + 1}: {does(va.dealer, me, 'deals', start=False)};"
                f" {seat_name(first, me)} {verb(first, me, 'predicts')} first."
            )
    return lines


def describe_hand(result: HandResult, seat: int | None) -> list[str]:
    """The round's score as the rules page computes it: each seal still held costs 2 (a colour),
    3 (black) or 4 (white); the saboteur scores his base plus 1 per black seal the others took."""
    d = result.detail
    me = seat
    sab = d["saboteur"]
    lines = ["Seals still held (a colour -2, black -3, white -4):"]
    for s, left in enumerate(d["seals_left"]):
        score = d["scores"][s]
        if s == sab:
            black = d["black_by_others"]
            lines.append(
                f"  {seat_name(s, me)}: the saboteur: -{d['saboteur_base']} +"
                f" {count(black, 'black seal')} taken by the others (never above 0) = {score}"
            )
            continue
        parts = []
        for k in KIND_NAMES:
            if left.get(k):
                cost = PENALTY.get(k, 2)
                parts.append(f"{left[k]} {k} x -{cost}")
        detail = listing(parts) if parts else "no seal"
        lines.append(f"  {seat_name(s, me)}: {detail} = {score}")
    if sab is None:
        lines.append("  nobody took the saboteur")
    return lines


__all__ = ["describe_hand", "narrate", "seals_words"]
