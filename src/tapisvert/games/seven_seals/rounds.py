"""The life of a round: the deal (one card at a time from the dealer's left), a fresh centre of
seals, and the end of the round with its scores; the match ends after its last round.

Also the check of an explicit first deal (`deal=`), which names the dealer and every hand.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from tapisvert.core.chance import hand_rng
from tapisvert.core.draws import shuffle
from tapisvert.core.errors import InvalidNotation
from tapisvert.core.messages import Message, msg
from tapisvert.core.results import HandResult
from tapisvert.games.seven_seals.cards import (
    BLACK,
    HAND_SIZE,
    KIND_NAMES,
    MAX_RANK,
    NUM_KINDS,
    SEAL_SUPPLY,
    card_to_str,
    cards_of,
    pack,
    parse_card,
)
from tapisvert.games.seven_seals.legal import LegalActions
from tapisvert.games.seven_seals.scoring import round_scores
from tapisvert.games.seven_seals.table import OVER, PREDICT, DealRecord


class Rounds(LegalActions):
    """Starting a round and ending it."""

    __slots__ = ()

    def _start_hand(self, h: int, hands: list[int] | None) -> None:
        """Deal round `h` (`hands`: the masks to deal, or None to shuffle from the seed)."""
        n = self._players
        dealer = (self._first_dealer + h) % n
        if hands is None:
            cards = pack(n)
            shuffle(cards, hand_rng(self._config.seed, h))
            hands = [0] * n
            # one at a time from the dealer's left: the p-th player after him gets the cards
            # p, p + n, p + 2n... each hand gathered in a machine word (a mask in the list would
            # be a new object a card)
            size = len(cards)
            for p in range(n):
                m = 0
                i = p
                while i < size:
                    m |= 1 << cards[i]
                    i += n
                hands[(dealer + 1 + p) % n] = m
        self._hand_number = h
        self._dealer = dealer
        self._hands = hands
        self._deal_records += (tuple.__new__(DealRecord, (dealer, tuple(hands))),)
        self._seals = [0] * (NUM_KINDS * n)
        self._centre = list(SEAL_SUPPLY)
        self._saboteur = -1
        self._done_count = 0
        self._took_this_turn = False
        self._predictions = []
        self._phase = PREDICT
        self._to_act = (dealer + 1) % n
        self._leader = (dealer + 1) % n
        self._trick = ()
        self._tricks = []
        self._legal = None

    def _end_round(self) -> None:
        """Score the round, then deal the next one or end the match."""
        n = self._players
        seals = [self.seals_of(i) for i in range(n)]
        sab = None if self._saboteur < 0 else self._saboteur
        scores = round_scores(seals, sab, self._saboteur_base)
        for i in range(n):
            self._totals[i] += scores[i]
        black_by_others = (
            None if sab is None else sum(s[BLACK] for i, s in enumerate(seals) if i != sab)
        )
        detail = {
            "dealer": self._dealer,
            "saboteur": sab,
            "saboteur_base": self._saboteur_base if sab is not None else None,
            "black_by_others": black_by_others,
            "seals_left": [_seal_dict(s) for s in seals],
            "scores": list(scores),
        }
        self._results += (HandResult(tuple(Fraction(s) for s in scores), detail),)
        if self._hand_number + 1 >= self._rounds:
            self._phase = OVER
            self._to_act = None
            self._legal = []
        else:
            self._start_hand(self._hand_number + 1, None)


def _seal_dict(counts: tuple[int, ...] | list[int]) -> dict[str, int]:
    return {KIND_NAMES[k]: counts[k] for k in range(NUM_KINDS)}


def validate_deal(n: int, deal: Any) -> tuple[int, list[int]]:
    """The dealer and hand masks of an explicit first deal, or InvalidNotation."""
    if not isinstance(deal, Mapping) or set(deal) != {"dealer", "hands"}:
        raise InvalidNotation(
            'a seven-seals deal is {"dealer": SEAT, "hands": [[CARD, ...], ...]}',
            message=msg("seven-seals-unreadable-deal-object"),
        )
    dealer = deal["dealer"]
    if type(dealer) is not int or not 0 <= dealer < n:
        raise InvalidNotation(
            f"deal: dealer must be a seat 0..{n - 1}, not {dealer!r}",
            message=msg("seven-seals-unreadable-deal-dealer", last=n - 1, text=repr(dealer)),
        )
    hands_text = deal["hands"]
    if not isinstance(hands_text, list) or len(hands_text) != n:
        raise InvalidNotation(
            f"deal: hands must be a list of {n} hands",
            message=msg("seven-seals-unreadable-deal-hands", n=n),
        )
    masks = []
    seen = 0
    for i, hand in enumerate(hands_text):
        if not isinstance(hand, list) or len(hand) != HAND_SIZE:
            raise InvalidNotation(
                f"deal: hand {i} must be a list of {HAND_SIZE} cards",
                message=msg("seven-seals-unreadable-deal-hand-size", hand=i, size=HAND_SIZE),
            )
        m = 0
        for text in hand:
            if not isinstance(text, str):
                raise InvalidNotation(
                    f"deal: {text!r} is not a card",
                    message=msg("seven-seals-unreadable-deal-card", text=repr(text)),
                )
            c = parse_card(text)
            if seen >> c & 1:
                raise InvalidNotation(
                    f"deal: {card_to_str(c)} is dealt twice",
                    message=msg("seven-seals-unreadable-deal-twice", card=_card_message(c)),
                )
            seen |= 1 << c
            m |= 1 << c
        masks.append(m)
    full = 0
    for c in pack(n):
        full |= 1 << c
    if seen != full:
        stray = [card_to_str(c) for c in cards_of(seen & ~full)]
        raise InvalidNotation(
            f"deal: cards outside the {n}-player pack (ranks 1..{MAX_RANK[n]}): {' '.join(stray)}",
            message=msg(
                "seven-seals-unreadable-deal-outside",
                players=n,
                top=MAX_RANK[n],
                cards=tuple(_card_message(c) for c in cards_of(seen & ~full)),
            ),
        )
    return dealer, masks


def _card_message(card: int) -> Message:
    """A card's name (imported late: the game's words import this module)."""
    from tapisvert.games.seven_seals.speech import card_message

    return card_message(card)
