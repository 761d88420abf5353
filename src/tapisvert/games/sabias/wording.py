"""What sabias says to people, as messages of its catalogues (`locales/<lang>.ftl`): card names,
the words of each legal action (and its structured form for front ends), the prompt of the seat
to act, and the small messages the narration, the breakdown, the table and the refusals share.

Never a sentence here: a key and typed arguments (`core.messages`). Cards are messages too
(`card_message`, and `card_code` where a table shows what a player types), seats `Who`.
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from typing import Any

from tapisvert.core import sages
from tapisvert.core.messages import Message, Who, msg
from tapisvert.core.protocol import ActionInfo
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
    POINTS,
    TRUMP_LEAD,
    card_to_str,
    is_grand,
    parse_card,
)
from tapisvert.games.sabias.table import ANNOUNCE, BID, CALL, PLAY, SabiasTable

JSON = Any

# The rank tokens of a family card (rank index 0..4: I Fils .. V Grand-Père), and of a Sabia.
RANKS = ("fils", "fille", "pere", "mere", "grand-pere")
SABIA_RANK = "sabia"
NUMERALS = ("I", "II", "III", "IV", "V")


def family_message(family: int) -> Message:
    """The name of family 1..10 (Ona, Manekenk... as the sheet names them)."""
    return msg("sabias-family", n=family)


def card_message(card: int) -> Message:
    """A card's name: `Sabia Maya (6)`, `Jefa de las Sabias (1)`, `Mère of the Maya (6)`."""
    fam, rank = divmod(card, sages.FAMILY_SIZE)
    if rank == sages.SABIA:
        return msg("sabias-card-sabia", n=fam + 1, family=family_message(fam + 1))
    return msg("sabias-card", rank=RANKS[rank], n=fam + 1, family=family_message(fam + 1))


def card_code(card: int) -> Message:
    """A card as the table shows it and a player types it (`S7`, `6-V`)."""
    fam, rank = divmod(card, sages.FAMILY_SIZE)
    return msg(
        "sabias-card-code", n=fam + 1, rank=SABIA_RANK if rank == sages.SABIA else RANKS[rank]
    )


def card_face(card: int) -> dict[str, JSON]:
    """What a front end draws a card from: its code and name, its family (1..10), its rank token
    (`fils`..`grand-pere`, or `sabia`), the numeral printed on it (I..V, or the Sabia's number),
    whether it is a trump (a Sabia), its card points and, for a Sabia, its number."""
    fam, rank = divmod(card, sages.FAMILY_SIZE)
    trump = rank == sages.SABIA
    return {
        "code": card_to_str(card),
        "name": card_message(card).to_json(),
        "family": fam + 1,
        "rank": SABIA_RANK if trump else RANKS[rank],
        "numeral": str(fam + 1) if trump else NUMERALS[rank],
        "trump": trump,
        "sabia": fam + 1 if trump else None,
        "points": POINTS[card],
    }


def cards_of(codes: Iterable[str]) -> tuple[Message, ...]:
    """Cards in notation (a view's) as card messages, in order."""
    return tuple([card_message(parse_card(c)) for c in codes])


def codes_of(codes: Iterable[str]) -> tuple[Message, ...]:
    """Cards in notation (a view's) as the table's code messages, in order."""
    return tuple([card_code(parse_card(c)) for c in codes])


def seat(s: int) -> Message:
    """A seat as a list item (the shared catalogue's `seat`: `you`, or its name)."""
    return msg("seat", p=Who(s))


def seats(ss: Iterable[int]) -> tuple[Message, ...]:
    """Seats as a list."""
    return tuple([seat(s) for s in ss])


def signed(value: Fraction | int) -> Message:
    """A score change with its sign (`+20`, `-52.5`, `0`)."""
    v = Fraction(value)
    sign = "plus" if v > 0 else "minus" if v < 0 else "zero"
    return msg("sabias-signed", sign=sign, v=abs(v) if v.denominator != 1 else int(abs(v)))


def number(value: Fraction | int) -> Fraction | int:
    """A score as a message argument: an int when whole."""
    v = Fraction(value)
    return int(v) if v.denominator == 1 else v


# --- actions -------------------------------------------------------------------------------------
def conseil_cards(action: int) -> tuple[int, ...]:
    """The five Sabias a Conseil action shows (ids, numbers ascending)."""
    return tuple([sages.sabia(k) for k in CONSEIL_SETS[action - CONSEIL_FIRST]])


def action_kind(action: int) -> str:
    """The control an action belongs to: `play`, `bid` (take, pass), `call`, `announce` (JEFA,
    CHELEM, a Conseil, done)."""
    if action < DECK:
        return "play"
    if action in (TAKE, PASS):
        return "bid"
    if action < ANNOUNCE_JEFA:
        return "call"
    return "announce"


def action_cards(action: int) -> tuple[int, ...]:
    """The cards an action uses or shows (ids)."""
    if action < DECK:
        return (action,)
    if CALL_FIRST <= action < ANNOUNCE_JEFA:
        return (sages.sabia(action - CALL_FIRST + 1),)
    if action == ANNOUNCE_JEFA:
        return (sages.JEFA,)
    if action >= CONSEIL_FIRST:
        return conseil_cards(action)
    return ()


def action_message(action: int) -> Message:
    """The words of an action (a button's label, the terminal's list of moves)."""
    if action < DECK:
        return msg("sabias-action-play", card=card_message(action))
    if action == TAKE:
        return msg("sabias-action-take")
    if action == PASS:
        return msg("sabias-action-pass")
    if action < ANNOUNCE_JEFA:
        return msg("sabias-action-call", card=card_message(action_cards(action)[0]))
    if action == ANNOUNCE_JEFA:
        return msg("sabias-action-jefa")
    if action == ANNOUNCE_CHELEM:
        return msg("sabias-action-chelem")
    if action == DONE:
        return msg("sabias-action-done")
    shown = tuple([card_message(c) for c in conseil_cards(action)])
    if is_grand(CONSEIL_SETS[action - CONSEIL_FIRST]):
        return msg("sabias-action-grand-conseil", cards=shown)
    return msg("sabias-action-conseil", cards=shown)


def action_info(action: int) -> ActionInfo:
    """One legal action, structured (`GameState.action_infos`)."""
    return ActionInfo(
        action,
        action_kind(action),
        action_message(action),
        tuple([card_to_str(c) for c in action_cards(action)]),
    )


# --- the prompt of the seat to act ---------------------------------------------------------------
def prompt(state: SabiasTable) -> Message | None:
    """What the seat to act is asked to do, from public facts only (the trick, the lead): never
    what its hand allows, so that anyone may be shown it."""
    if state._to_act is None:
        return None
    p = Who(state._turn)
    phase = state._phase
    if phase is BID:
        return msg("sabias-prompt-bid", p=p)
    if phase is CALL:
        return msg("sabias-prompt-call", p=p)
    if phase is ANNOUNCE:
        return msg("sabias-prompt-announce", p=p)
    if phase is not PLAY or not state._trick:
        return msg("sabias-prompt-lead", p=p)
    lead = state._trick[0]
    if state._led == TRUMP_LEAD:
        best = sages.sabia(state._best_strength - 10)
        return msg("sabias-prompt-trump-led", p=p, card=card_message(lead), best=card_message(best))
    return msg(
        "sabias-prompt-follow",
        p=p,
        family=family_message(state._led + 1),
        card=card_message(lead),
    )


__all__ = [
    "NUMERALS",
    "RANKS",
    "SABIA_RANK",
    "action_cards",
    "action_info",
    "action_kind",
    "action_message",
    "card_code",
    "card_face",
    "card_message",
    "cards_of",
    "codes_of",
    "conseil_cards",
    "family_message",
    "number",
    "prompt",
    "seat",
    "seats",
    "signed",
]
