"""Pure rules of poch: the ranking of sets at the showdown, the dealer draw, the seven piles.

Testable in isolation with the sheet's own examples.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tapisvert.core.errors import InvalidNotation
from tapisvert.core.messages import msg
from tapisvert.games.poch.cards import (
    ACE,
    EIGHT,
    JACK,
    KING,
    NINE,
    NUM_RANKS,
    QUEEN,
    RANK_NAMES,
    RANK_PLURALS,
    SEVEN,
    TEN,
    rank_of,
)

# The seven piles ("sete montes"), in the order of the ante and of every listing.
PILE_A, PILE_K, PILE_Q, PILE_J, PILE_10, PILE_KQ, PILE_789 = range(7)
NUM_PILES: Final = 7
PILE_NAMES: Final = ("A", "K", "Q", "J", "10", "K+Q", "7-8-9")
PILE_DOCS: Final = (
    "trump ace played",
    "trump king played",
    "trump queen played",
    "trump jack played",
    "trump ten played",
    "trump king and queen played by the same player",
    "trump seven, eight and nine played by the same player",
)
_SINGLE_PILE: Final = {ACE: PILE_A, KING: PILE_K, QUEEN: PILE_Q, JACK: PILE_J, TEN: PILE_10}

SET_NAMES: Final = ("high card", "pair", "three of a kind", "four of a kind")


def rank_mask(hand: int, rank: int) -> int:
    """The cards of `rank` held in `hand` (a bitmask)."""
    return hand & (0x01010101 << rank)


def best_set(hand: int, trump_suit: int) -> tuple[int, int]:
    """The best set of a hand: (key, cards mask); a higher key wins the showdown.

    Four of a kind > three > a pair > no pair; then the rank (A high); between pairs of the same
    rank, the pair holding the trump wins. A hand without a pair is ranked by its highest card, the
    trump card of that rank beating the others. The key is `size * 32 + rank * 2 + holds_trump`;
    two hands can have equal keys only when neither holds a pair and their highest cards are of the
    same rank and not trump.
    """
    best_key = -1
    best_mask = 0
    high_key = -1
    high_mask = 0
    trump_bit_base = trump_suit * NUM_RANKS
    for rank in range(ACE, SEVEN - 1, -1):
        m = hand & (0x01010101 << rank)
        if not m:
            continue
        key = m.bit_count() * 32 + rank * 2 + ((m >> (trump_bit_base + rank)) & 1)
        if key >= 64:
            if key > best_key:
                best_key, best_mask = key, m
        elif high_key < 0:
            high_key, high_mask = key, m
    if best_key < 0:
        return high_key, high_mask
    return best_key, best_mask


def describe_set(key: int) -> str:
    """The words for a set key: "pair of aces", "three kings", "ace high"."""
    size, rest = divmod(key, 32)
    rank = rest >> 1
    trump = " (with the trump)" if rest & 1 and size <= 2 else ""
    if size == 1:
        return f"{RANK_NAMES[rank]} high{trump}"
    if size == 2:
        return f"pair of {RANK_PLURALS[rank]}{trump}"
    if size == 3:
        return f"three {RANK_PLURALS[rank]}"
    return f"four {RANK_PLURALS[rank]}"


def has_pair(hand: int) -> bool:
    """True when the hand holds at least two cards of one rank."""
    ranks = (hand | hand >> 8 | hand >> 16 | hand >> 24) & 0xFF
    return hand.bit_count() > ranks.bit_count()


def showdown(hands: Sequence[int], contenders: Sequence[int], trump_suit: int) -> int:
    """The seat that wins the stakes among `contenders`, given in turn order from the dealer's left.

    The best set wins; when two hands tie exactly (two no-pair hands with the same non-trump high
    rank), the one earlier in turn order from the dealer's left wins.
    """
    winner = -1
    winner_key = -1
    for seat in contenders:
        key = best_set(hands[seat], trump_suit)[0]
        if key > winner_key:
            winner, winner_key = seat, key
    return winner


def piles_won(card_id: int, trump_suit: int, owner: Sequence[int], played: int) -> list[int]:
    """The piles that playing `card_id` wins, `played` already including it.

    A trump A, K, Q, J, 10 each takes its pile; the second of the trump K and Q takes the K+Q pile
    when the same player played both; the last of the trump 7, 8, 9 takes the 7-8-9 pile when the
    same player played all three. Cards are played by the player they were dealt to (`owner`).
    """
    if card_id >> 3 != trump_suit:
        return []
    rank = card_id & 7
    out = []
    single = _SINGLE_PILE.get(rank)
    if single is not None:
        out.append(single)
    base = trump_suit * NUM_RANKS
    if rank in (KING, QUEEN):
        king, queen = base + KING, base + QUEEN
        if played >> king & 1 and played >> queen & 1 and owner[king] == owner[queen]:
            out.append(PILE_KQ)
    elif rank in (SEVEN, EIGHT, NINE):
        seven, eight, nine = base + SEVEN, base + EIGHT, base + NINE
        if (
            played >> seven & 1
            and played >> eight & 1
            and played >> nine & 1
            and owner[seven] == owner[eight] == owner[nine]
        ):
            out.append(PILE_789)
    return out


def piles_taken(trump_suit: int, owner: Sequence[int], played: int) -> list[tuple[int, int]]:
    """(pile, seat) for every pile taken once the cards of `played` are on the table."""
    base = trump_suit * NUM_RANKS
    out = []
    for rank, pile in ((ACE, PILE_A), (KING, PILE_K), (QUEEN, PILE_Q), (JACK, PILE_J)):
        if played >> (base + rank) & 1:
            out.append((pile, owner[base + rank]))
    if played >> (base + TEN) & 1:
        out.append((PILE_10, owner[base + TEN]))
    king, queen = base + KING, base + QUEEN
    if played >> king & 1 and played >> queen & 1 and owner[king] == owner[queen]:
        out.append((PILE_KQ, owner[king]))
    seven, eight, nine = base + SEVEN, base + EIGHT, base + NINE
    if (
        played >> seven & 1
        and played >> eight & 1
        and played >> nine & 1
        and owner[seven] == owner[eight] == owner[nine]
    ):
        out.append((PILE_789, owner[seven]))
    return out


def deal_sizes(players: int, active: Sequence[int], dealer: int) -> list[int]:
    """How many cards each seat gets: the whole pack one at a time from the dealer's left."""
    order = turn_order(players, active, dealer)
    sizes = [0] * players
    for i in range(32):
        sizes[order[i % len(order)]] += 1
    return sizes


def turn_order(players: int, active: Sequence[int], dealer: int) -> list[int]:
    """The active seats from the dealer's left round to the dealer."""
    act = set(active)
    return [s % players for s in range(dealer + 1, dealer + 1 + players) if s % players in act]


def resolve_draw(players: int, draws: Sequence[tuple[int, int]]) -> int:
    """The dealer chosen by a draw: each seat draws, highest rank deals, tied seats draw again.

    `draws` is the sequence of (seat, card) in the order drawn: first every seat in seat order,
    then the tied seats in seat order, and so on. If the pack runs out during a tie (not enough
    cards left for another round), the first tied seat deals. InvalidNotation if `draws` is not a
    complete, consistent draw.
    """
    contenders = list(range(players))
    pos = 0
    seen: set[int] = set()
    while True:
        if pos == len(draws) and len(seen) + len(contenders) > 32:
            return contenders[0]
        chunk = draws[pos : pos + len(contenders)]
        if [s for s, _ in chunk] != contenders:
            raise InvalidNotation(
                f"the dealer draw must list seats {contenders} in order at draw {pos}",
                message=msg("poch-unreadable-draw-order", seats=tuple(contenders), at=pos),
            )
        for _, c in chunk:
            if c in seen:
                raise InvalidNotation(
                    "the dealer draw uses a card twice", message=msg("poch-unreadable-draw-twice")
                )
            seen.add(c)
        pos += len(contenders)
        top = max(rank_of(c) for _, c in chunk)
        contenders = [s for s, c in chunk if rank_of(c) == top]
        if len(contenders) == 1:
            if pos != len(draws):
                raise InvalidNotation(
                    "the dealer draw goes on after a single highest card",
                    message=msg("poch-unreadable-draw-after-winner"),
                )
            return contenders[0]
