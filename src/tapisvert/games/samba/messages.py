"""Samba's words as messages (keys of `locales/<lang>.ftl` and typed arguments): cards and their
faces, melds, the legal actions (`action_message`, `action_infos`) and what the seat to act is
asked to do (`prompt`). Narration and the hand's breakdown are in `narrate`.

Cards are messages (`samba-card` with a rank and a suit token, `samba-joker`), never notation: a
front end names them in the reader's language. `ActionInfo.cards` lists, in notation as the view
lists them, the cards from the hand an action uses (the pair that takes the pile, the cards a meld
lays, the card added or discarded), so that a front end can match a selection of cards to the
legal actions without computing a rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tapisvert.core.messages import Message, Who, msg
from tapisvert.core.protocol import JSON, ActionInfo
from tapisvert.games.samba import actions as A
from tapisvert.games.samba.cards import (
    IS_BLACK3,
    IS_RED3,
    IS_WILD,
    JOKER,
    NUM_KINDS,
    TWOS,
    VALUE,
    card_to_str,
    kind,
    rank_of,
    rank_text,
    sort_key,
    suit_of,
)
from tapisvert.games.samba.melds import GROUP, Meld
from tapisvert.games.samba.table import ANSWER, PLAY, TURN, YES, SambaTable

# ranks 2..14 and suits C D H S as the catalogues' selector tokens
RANK_TOKENS: Final = (
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "jack",
    "queen",
    "king",
    "ace",
)
SUIT_TOKENS: Final = ("clubs", "diamonds", "hearts", "spades")


def rank_token(rank: int) -> str:
    """`seven` for 7, `ace` for 14."""
    return RANK_TOKENS[rank - 2]


def card_message(card: int) -> Message:
    """A card's name: `samba-card` (rank, suit) or `samba-joker`."""
    if card == JOKER:
        return msg("samba-joker")
    return msg("samba-card", rank=rank_token(rank_of(card)), suit=SUIT_TOKENS[suit_of(card)])


def cards_message(cards: Sequence[int]) -> tuple[Message, ...]:
    """Several cards, as a list argument (joined in the reader's language)."""
    return tuple(card_message(c) for c in cards)


def rank_message(rank: int) -> Message:
    """A rank's name, singular (`seven`)."""
    return msg("samba-rank", rank=rank_token(rank))


def ranks_message(rank: int) -> Message:
    """A rank's name, plural (`sevens`; the threes that meld are the black ones)."""
    return msg("samba-ranks", rank=rank_token(rank))


def meld_message(meld: Meld) -> Message:
    """A meld's name: `group of sevens`, `sequence of hearts from four to seven`."""
    if meld.kind is GROUP:
        return msg("samba-meld-group", rank=ranks_message(meld.rank))
    return msg(
        "samba-meld-sequence",
        suit=SUIT_TOKENS[meld.suit],
        low=rank_message(meld.low),
        high=rank_message(meld.high),
    )


def card_face(card: int) -> dict[str, JSON]:
    """What a front end draws a card from: its notation (`code`), its name, and `suit` (C D H S,
    None for the joker), `rank` (2..10 J Q K A, None for the joker), `joker`, `wild` (a joker or a
    two), `red_three`, `black_three` and `value` (its points in melds and in hand)."""
    joker = card == JOKER
    return {
        "code": card_to_str(card),
        "name": card_message(card).to_json(),
        "suit": None if joker else "CDHS"[suit_of(card)],
        "suit_name": None if joker else SUIT_TOKENS[suit_of(card)],
        "rank": None if joker else rank_text(rank_of(card)),
        "joker": joker,
        "wild": IS_WILD[card],
        "red_three": IS_RED3[card],
        "black_three": IS_BLACK3[card],
        "value": VALUE[card],
    }


def group_cards(
    counts: Sequence[int], rank: int, naturals: int, jokers: int, twos: int
) -> list[int]:
    """The cards a new group takes from a hand of `counts` (per kind), in the order `apply` lays
    them: each natural from the suit held most (ties C D H S), the jokers, then each two the one
    held most (ties: the lowest id). `Moves._take_naturals` and `_take_twos` choose the same."""
    h = list(counts)
    out: list[int] = []
    for _ in range(naturals):
        best, held = -1, 0
        for s in range(4):
            c = s * 13 + rank - 2
            if h[c] > held:
                best, held = c, h[c]
        if best < 0:
            break
        h[best] -= 1
        out.append(best)
    out.extend([JOKER] * jokers)
    for _ in range(twos):
        best = 0
        for c in TWOS:
            if h[c] > h[best]:
                best = c
        h[best] -= 1
        out.append(best)
    return out


def meld_cards(counts: Sequence[int], action: int) -> list[int]:
    """The cards from the hand that a group or sequence id lays (empty for any other id)."""
    if A.GROUP <= action < A.SEQ:
        rank, n, j, t = A.group_parts(action)
        return group_cards(counts, rank, n, j, t)
    if A.SEQ <= action < A.LAYOFF:
        suit, low, length = A.SEQUENCES[action - A.SEQ]
        return [kind(suit, r) for r in range(low, low + length)]
    return []


def hand_cards_used(counts: Sequence[int], action: int) -> list[int]:
    """The cards from the mover's hand (`counts` per kind) that `action` uses, sorted as the view
    lists a hand."""
    if A.GROUP <= action < A.LAYOFF:
        cards = meld_cards(counts, action)
    elif A.LAYOFF <= action < A.MERGE:
        cards = [(action - A.LAYOFF) % NUM_KINDS]
    elif A.DISCARD <= action < A.TAKE_WITH:
        cards = [action - A.DISCARD]
    elif action >= A.TAKE_WITH:
        cards = list(A.take_with_cards(action))
    else:
        cards = []
    return sorted(cards, key=sort_key)


def action_kind(action: int) -> str:
    """The control a legal action belongs to (`samba-kind-<kind>` names it): draw, take, group,
    seq, add, merge, discard, ask, answer, cancel, end."""
    if action == A.DRAW:
        return "draw"
    if action == A.TAKE_PAIR or action >= A.TAKE_WITH or A.TAKE_ADD <= action < A.GROUP:
        return "take"
    if action == A.ASK:
        return "ask"
    if action in (A.YES, A.NO):
        return "answer"
    if action == A.CANCEL:
        return "cancel"
    if action == A.END:
        return "end"
    if action < A.SEQ:
        return "group"
    if action < A.LAYOFF:
        return "seq"
    if action < A.MERGE:
        return "add"
    if action < A.DISCARD:
        return "merge"
    return "discard"


def action_message(state: SambaTable, action: int) -> Message:
    """The words of `action` for the seat to act of `state` (any id below the action space)."""
    p = state._current
    h = state._hands[p]
    if action == A.DRAW:
        return msg("samba-action-draw")
    if action == A.TAKE_PAIR:
        return msg("samba-action-take-unnamed")
    if action == A.ASK:
        return msg("samba-action-ask", partner=Who(state.partner(p)))
    if action in (A.YES, A.NO):
        return msg("samba-action-answer", answer="yes" if action == A.YES else "no", asker=Who(p))
    if action == A.CANCEL:
        return msg("samba-action-cancel")
    if action == A.END:
        return msg("samba-action-end")
    if action < A.GROUP:
        top = state._pile[-1] if state._pile else -1
        if top < 0:
            return msg("samba-action-take-meld-bare", meld=action - A.TAKE_ADD + 1)
        return msg("samba-action-take-meld", meld=action - A.TAKE_ADD + 1, top=card_message(top))
    if action < A.SEQ:
        rank, n, j, t = A.group_parts(action)
        return msg(
            "samba-action-group",
            rank=ranks_message(rank),
            naturals=n,
            jokers=j,
            twos=t,
            cards=cards_message(sorted(group_cards(h, rank, n, j, t), key=sort_key)),
        )
    if action < A.LAYOFF:
        suit, low, length = A.SEQUENCES[action - A.SEQ]
        return msg(
            "samba-action-sequence",
            suit=SUIT_TOKENS[suit],
            low=rank_message(low),
            high=rank_message(low + length - 1),
            n=length,
        )
    if action < A.MERGE:
        k, c = divmod(action - A.LAYOFF, NUM_KINDS)
        return msg("samba-action-add", card=card_message(c), meld=k + 1)
    if action < A.DISCARD:
        i, j = divmod(action - A.MERGE, A.MAX_MELDS)
        return msg("samba-action-merge", first=i + 1, second=j + 1)
    if action < A.TAKE_WITH:
        return msg("samba-action-discard", card=card_message(action - A.DISCARD))
    return msg("samba-action-take-pair", cards=cards_message(A.take_with_cards(action)))


def action_infos(state: SambaTable) -> list[ActionInfo]:
    """Every legal action with its kind, words and the hand's cards it uses (`amount`: the meld
    a lay-off or a take adds to, numbered from 1 as in `m2`)."""
    p = state._current
    h = state._hands[p]
    out: list[ActionInfo] = []
    for a in state.legal_actions():
        amount: int | None = None
        if A.TAKE_ADD <= a < A.GROUP:
            amount = a - A.TAKE_ADD + 1
        elif A.LAYOFF <= a < A.MERGE:
            amount = (a - A.LAYOFF) // NUM_KINDS + 1
        cards = tuple(card_to_str(c) for c in hand_cards_used(h, a))
        out.append(ActionInfo(a, action_kind(a), action_message(state, a), cards, amount))
    return out


def prompt(state: SambaTable) -> Message | None:
    """What the seat to act is asked to do now; None once the match is over."""
    p = state._to_act
    if p is None:
        return None
    phase = state._phase
    if phase is ANSWER:
        return msg("samba-prompt-answer", p=Who(p), asker=Who(state._current))
    team = p % state._sides
    if phase is TURN:
        if state._pile_declined:
            how = "declined"
        elif state._stock_size() == 0:
            how = "stock-out"
        elif state._answer is YES:
            how = "yes"
        else:
            how = "draw"
        return msg("samba-prompt-turn", p=Who(p), how=how)
    assert phase is PLAY
    if state._meld_cancelled:
        how = "withdrawn"
    elif state._pending_pile:
        how = "pending"
    elif state._answer is YES:
        how = "yes"
    elif not state._opened[team]:
        how = "opening"
    else:
        how = "play"
    return msg(
        "samba-prompt-play",
        p=Who(p),
        how=how,
        need=state._initial_minimum[team],
        count=state._tentative_value(team),
    )


__all__ = [
    "RANK_TOKENS",
    "SUIT_TOKENS",
    "action_infos",
    "action_kind",
    "action_message",
    "card_face",
    "card_message",
    "cards_message",
    "group_cards",
    "hand_cards_used",
    "meld_cards",
    "meld_message",
    "prompt",
    "rank_message",
    "ranks_message",
]
