"""Seven Seals in messages: what a move set off (`events`) and a finished round (`describe_hand`).

Everything in this game but the hands is public: the predictions (seals taken, stolen, the
saboteur), each card played, each trick's winner and what became of his seal. So every event is
public. A move is told from the states before and after it; the round's last trick, gone once the
next round is dealt, is the trick before the move plus the card played (its winner by the trick
rule), and its seal is read from the seals the round ended with.
"""

from __future__ import annotations

from collections.abc import Mapping

from tapisvert.core.messages import Event, Message, Who, msg, opening, public
from tapisvert.core.results import HandResult
from tapisvert.games.seven_seals.cards import (
    BLACK,
    HAND_SIZE,
    KIND_NAMES,
    NUM_COLOURS,
    WHITE,
    trick_winner,
)
from tapisvert.games.seven_seals.scoring import BLACK_PENALTY, COLOUR_PENALTY, WHITE_PENALTY
from tapisvert.games.seven_seals.speech import (
    card_message,
    colour_message,
    held_seals,
    seals_message,
)
from tapisvert.games.seven_seals.state import (
    NO_SEAL_NO_BLACK,
    NO_SEAL_SABOTEUR,
    PENDING,
    PLAY,
    PREDICT,
    STEAL,
    TAKE,
    SevenSealsState,
)

PENALTY = (*(COLOUR_PENALTY,) * NUM_COLOURS, WHITE_PENALTY, BLACK_PENALTY)  # per seal, by kind


def _fate(seal: int, winner: int) -> Event:
    """What became of the seal of a trick `winner` won (a `FinishedTrick.seal`)."""
    p = Who(winner)
    if seal == PENDING:
        return public("seven-seals-chooses-seal", p=p)
    if seal == BLACK:
        return public("seven-seals-took-black", p=p)
    if seal == NO_SEAL_SABOTEUR:
        return public("seven-seals-saboteur-won", p=p)
    if seal == NO_SEAL_NO_BLACK:
        return public("seven-seals-no-black-left", p=p)
    return public("seven-seals-gave-back", p=p, colour=colour_message(seal))


def _last_fate(before: SevenSealsState, winner: int, left: Mapping[str, int]) -> int:
    """What became of the round's last trick's seal, from the seals the round ended with."""
    if before.saboteur == winner:
        return NO_SEAL_SABOTEUR
    held = before.seals_of(winner)
    for kind in range(WHITE + 1):
        if left[KIND_NAMES[kind]] < held[kind]:
            return kind
    return BLACK if left["black"] > held[BLACK] else NO_SEAL_NO_BLACK


def _trick(leader: int, cards: tuple[int, ...], winner: int, number: int, n: int) -> Event:
    played = tuple(
        msg("seven-seals-played-by", p=Who((leader + i) % n), card=card_message(c))
        for i, c in enumerate(cards)
    )
    return public("seven-seals-trick-won", p=Who(winner), trick=number, cards=played)


def events(before: SevenSealsState, action: int, after: SevenSealsState) -> list[Event]:
    """What the move set off, every part public: the move itself (a prediction, a card, a seal
    given back), then a white seal given in exchange for a stolen one, the trick the card
    completed with its winner and his seal, the first lead, the end of the round and the next
    deal (or the end of the match)."""
    actor = before.to_act
    assert actor is not None
    p = Who(actor)
    n = before._players
    saboteur_action = STEAL + NUM_COLOURS * n
    finished = after.hand_number != before.hand_number or after.to_act is None
    out: list[Event] = []
    if action < TAKE:
        out.append(public("seven-seals-played", p=p, card=card_message(action)))
        if len(before._trick) == n - 1:  # the card completes the trick
            if finished:
                leader = before._leader
                cards = (*before._trick, action)
                winner = (leader + trick_winner(cards)) % n
                left = after.hand_result(before.hand_number).detail["seals_left"][winner]
                seal = _last_fate(before, winner, left)
                number = HAND_SIZE
            else:
                leader, cards, winner, seal = after._tricks[-1]
                number = len(after._tricks)
            out.append(_trick(leader, cards, winner, number, n))
            out.append(_fate(seal, winner))
    elif action < STEAL:
        out.append(public("seven-seals-took", p=p, colour=colour_message(action - TAKE)))
    elif action < saboteur_action:
        colour, victim = divmod(action - STEAL, n)
        out.append(
            public("seven-seals-stole", p=p, colour=colour_message(colour), victim=Who(victim))
        )
        if after.seals_of(victim)[WHITE] > before.seals_of(victim)[WHITE]:
            out.append(public("seven-seals-compensated", p=Who(victim)))
        else:
            out.append(public("seven-seals-not-compensated", p=Who(victim)))
    elif action == saboteur_action:
        out.append(public("seven-seals-took-saboteur", p=p))
    elif action == saboteur_action + 1:
        held = held_seals(before.seals_of(actor))
        if held:
            out.append(public("seven-seals-done", p=p, seals=held))
        else:
            out.append(public("seven-seals-done-none", p=p))
    else:
        kind = action - (saboteur_action + 2)
        out.append(public("seven-seals-gave-back", p=p, colour=colour_message(kind)))
    if before._phase is PREDICT and after._phase is PLAY and not finished:
        out.append(public("seven-seals-leads-first", p=Who(after._leader)))
    if finished:
        out.append(public("seven-seals-round-over", round=before.hand_number + 1, tricks=HAND_SIZE))
        if after.to_act is not None:
            out.append(
                opening(
                    "seven-seals-next-round",
                    round=after.hand_number + 1,
                    dealer=Who(after._dealer),
                    first=Who(after.to_act),
                )
            )
        else:
            out.append(public("seven-seals-match-over", rounds=before.hand_number + 1))
    return out


def describe_hand(result: HandResult) -> list[Message]:
    """The round's score as the rules page computes it: each seal still held costs 2 (a colour),
    3 (black) or 4 (white); the saboteur scores minus his base plus 1 per black seal the others
    took, never above 0."""
    d = result.detail
    sab = d["saboteur"]
    lines = [
        msg(
            "seven-seals-breakdown-header",
            colour=-COLOUR_PENALTY,
            black=-BLACK_PENALTY,
            white=-WHITE_PENALTY,
        )
    ]
    for s, left in enumerate(d["seals_left"]):
        score = int(d["scores"][s])
        if s == sab:
            lines.append(
                msg(
                    "seven-seals-breakdown-saboteur",
                    p=Who(s),
                    base=int(d["saboteur_base"]),
                    black=int(d["black_by_others"]),
                    score=score,
                )
            )
            continue
        items = tuple(
            msg(
                "seven-seals-breakdown-item",
                seals=seals_message(k, int(left[name])),
                cost=-PENALTY[k],
            )
            for k, name in enumerate(KIND_NAMES)
            if left.get(name)
        )
        if items:
            lines.append(msg("seven-seals-breakdown-seat", p=Who(s), items=items, score=score))
        else:
            lines.append(msg("seven-seals-breakdown-seat-none", p=Who(s), score=score))
    if sab is None:
        lines.append(msg("seven-seals-breakdown-no-saboteur"))
    return lines


__all__ = ["describe_hand", "events"]
