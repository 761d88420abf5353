"""The life of a deal: the draw for the first dealer, the deal (checked when given), the families
dealt complete, what happens without a decision (a player without cards draws or sits out), and
the end of the deal with its scores, the manche and the next deal.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from fractions import Fraction
from typing import Any, Final

from tapisvert.core.chance import hand_rng
from tapisvert.core.draws import below_by, shuffle
from tapisvert.core.errors import InvalidNotation
from tapisvert.core.protocol import JSON
from tapisvert.core.results import HandResult
from tapisvert.core.sages import draw_value
from tapisvert.games.familles.cards import (
    DECK_SIZE,
    FAMILY_MASKS,
    HAND_SIZE,
    NUM_FAMILIES,
    card_to_str,
    parse_card,
)
from tapisvert.games.familles.events import K_DRAW_HIDDEN, K_LAY, K_SIT_OUT
from tapisvert.games.familles.events import code as event_code
from tapisvert.games.familles.legal import LegalActions
from tapisvert.games.familles.scoring import (
    MANCHES_TO_WIN,
    deal_scores,
    deal_winner,
    manche_winner,
)
from tapisvert.games.familles.table import DrawnDeal, DrawRounds

# Each card's value in the draw (`draw_value`, a call into an interpreted module), read from a
# table: a hand start's draw reads a few.
_DRAW_VALUE: Final = tuple(draw_value(c) for c in range(DECK_SIZE))


def draw_dealer(players: int, rng: random.Random) -> tuple[int, DrawRounds]:
    """Each player draws a card; the highest deals; tied players draw again [S].

    Returns the dealer and the rounds of the draw as (seat, card id) pairs. Cards come off one
    pack shuffled as `shuffle` shuffles it (a fresh pack should it ever run out), one step of
    its Fisher-Yates per card drawn: the step for the last position fixes the top card and the
    later steps never touch it, so the cards and the draws are the whole shuffle's, without
    shuffling the 55-odd cards nobody draws.
    """
    pack: list[int] = []
    left = 0  # the cards still in the pack: pack[:left]; the top is pack[left - 1]
    seats = list(range(players))
    rounds: list[tuple[tuple[int, int], ...]] = []
    getrandbits = rng.getrandbits  # fetched once: `below_by` draws as `below` does
    while True:
        drawn: list[tuple[int, int]] = []
        for seat in seats:
            if not left:
                pack = list(range(DECK_SIZE))
                left = DECK_SIZE
            left -= 1
            if left:
                j = below_by(getrandbits, left + 1)
                pack[left], pack[j] = pack[j], pack[left]
            drawn.append((seat, pack[left]))
        rounds.append(tuple(drawn))
        best = -1
        for _, c in drawn:
            if _DRAW_VALUE[c] > best:
                best = _DRAW_VALUE[c]
        seats = [seat for seat, c in drawn if _DRAW_VALUE[c] == best]
        if len(seats) == 1:
            return seats[0], tuple(rounds)


def draw_for_dealer(players: int, rng: random.Random) -> tuple[int, list[list[list[Any]]]]:
    """`draw_dealer` with the rounds in notation, as the deal records them:
    `[[seat, card notation], ...]` per round."""
    dealer, rounds = draw_dealer(players, rng)
    return dealer, _rounds_json(rounds)


def _rounds_json(rounds: DrawRounds) -> list[list[list[Any]]]:
    return [[[seat, card_to_str(c)] for seat, c in rnd] for rnd in rounds]


def shuffled_pack(rng: random.Random) -> tuple[int, ...]:
    """The pack of a deal, shuffled by `rng`."""
    pack = list(range(DECK_SIZE))
    shuffle(pack, rng)
    return tuple(pack)


def deal_json(players: int, deal: DrawnDeal) -> dict[str, JSON]:
    """The record of a drawn deal (`deals()`): the draw for the first dealer if any, the dealer,
    the hands in the order the cards were dealt, and the stock from its top."""
    pack = deal.pack
    size = HAND_SIZE[players]
    hands: list[list[str]] = [[] for _ in range(players)]
    for i in range(players * size):
        hands[(deal.dealer + 1 + i) % players].append(card_to_str(pack[i]))
    out: dict[str, JSON] = {}
    if deal.dealer_draw:
        out["dealer_draw"] = _rounds_json(deal.dealer_draw)
    out["dealer"] = deal.dealer
    out["hands"] = hands
    out["stock"] = [card_to_str(c) for c in pack[players * size :]]
    return out


def random_deal(players: int, dealer: int, rng: random.Random) -> dict[str, JSON]:
    """Shuffle and deal one card at a time clockwise from the dealer's left; the rest is stock."""
    return deal_json(players, DrawnDeal(dealer, shuffled_pack(rng), ()))


def _bad_deal(why: str) -> InvalidNotation:
    return InvalidNotation(f"bad familles deal: {why}")


def _parse_cards(value: JSON, what: str) -> list[int]:
    if not isinstance(value, list) or not all(isinstance(x, str) for x in value):
        raise _bad_deal(f"{what} must be a list of cards in notation (S7, 6-V)")
    return [parse_card(x) for x in value]


def _check_dealer_draw(players: int, dealer: int, rounds: JSON) -> None:
    if not isinstance(rounds, list) or not rounds:
        raise _bad_deal("dealer_draw must be a non-empty list of rounds")
    expected = list(range(players))
    for i, rnd in enumerate(rounds):
        if not isinstance(rnd, list) or not all(
            isinstance(p, list) and len(p) == 2 and isinstance(p[0], int) and isinstance(p[1], str)
            for p in rnd
        ):
            raise _bad_deal("each dealer_draw round is a list of [seat, card] pairs")
        seats = [p[0] for p in rnd]
        if seats != expected:
            raise _bad_deal(f"dealer_draw round {i + 1} must be drawn by seats {expected}")
        values = [draw_value(parse_card(p[1])) for p in rnd]
        best = max(values)
        expected = [s for s, v in zip(seats, values, strict=True) if v == best]
        if len(expected) == 1 and i != len(rounds) - 1:
            raise _bad_deal(f"dealer_draw round {i + 1} already has a single highest card")
    if len(expected) != 1:
        raise _bad_deal("dealer_draw ends on a tie: the tied players must draw again")
    if expected[0] != dealer:
        raise _bad_deal(f"dealer_draw designates P{expected[0]}, but dealer is P{dealer}")


def parse_deal(players: int, deal: JSON) -> tuple[dict[str, JSON], int, list[int], list[int]]:
    """Check a deal; return its normalised JSON, the dealer, the hand masks and the stock."""
    if not isinstance(deal, Mapping):
        raise _bad_deal("a deal is an object with dealer, hands and stock")
    unknown = set(deal) - {"dealer", "hands", "stock", "dealer_draw"}
    if unknown:
        raise _bad_deal(f"unknown field(s) {sorted(unknown)}")
    dealer = deal.get("dealer")
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < players:
        raise _bad_deal(f"dealer must be a seat 0..{players - 1}")
    hands_json = deal.get("hands")
    size = HAND_SIZE[players]
    if not isinstance(hands_json, list) or len(hands_json) != players:
        raise _bad_deal(f"hands must list {players} hands")
    hands = [_parse_cards(h, f"hand {s}") for s, h in enumerate(hands_json)]
    for s, h in enumerate(hands):
        if len(h) != size:
            raise _bad_deal(f"hand {s} holds {len(h)} cards; {players} players get {size} each")
    stock = _parse_cards(deal.get("stock"), "stock")
    every = [c for h in hands for c in h] + stock
    if sorted(every) != list(range(DECK_SIZE)):
        dupes = sorted(c for c, k in Counter(every).items() if k > 1)
        missing = sorted(set(range(DECK_SIZE)) - set(every))
        raise _bad_deal(
            "hands and stock must hold each of the 60 cards once"
            + (f"; twice: {' '.join(map(card_to_str, dupes))}" if dupes else "")
            + (f"; missing: {' '.join(map(card_to_str, missing))}" if missing else "")
        )
    out: dict[str, JSON] = {}
    if "dealer_draw" in deal:
        _check_dealer_draw(players, dealer, deal["dealer_draw"])
        out["dealer_draw"] = [
            [[p[0], card_to_str(parse_card(p[1]))] for p in r] for r in deal["dealer_draw"]
        ]
    out["dealer"] = dealer
    out["hands"] = [[card_to_str(c) for c in h] for h in hands]
    out["stock"] = [card_to_str(c) for c in stock]
    masks = [sum(1 << c for c in h) for h in hands]
    return out, dealer, masks, stock


class Deals(LegalActions):
    """Starting a deal, settling what needs no decision, and ending a deal."""

    __slots__ = ()

    def _begin(self, deal: JSON) -> None:
        """Start a deal given in notation (checked)."""
        norm, dealer, hands, stock = parse_deal(self._players, deal)
        self._deal_records = (*self._deal_records, norm)
        self._start_deal(dealer, hands, tuple(stock))

    def _begin_drawn(self, deal: DrawnDeal) -> None:
        """Start a deal drawn from the seed: the pack dealt one card at a time from the dealer's
        left, the rest the stock (the same deal as its record, `deal_json`, given to `_begin`)."""
        n = self._players
        dealer = deal.dealer
        pack = deal.pack
        dealt = n * HAND_SIZE[n]
        hands = [0] * n
        seat = dealer
        for i in range(dealt):
            seat = seat + 1 if seat + 1 < n else 0
            hands[seat] |= 1 << pack[i]
        self._deal_records = (*self._deal_records, deal)
        self._start_deal(dealer, hands, pack[dealt:])

    def _start_deal(self, dealer: int, hands: list[int], stock: tuple[int, ...]) -> None:
        self._dealer = dealer
        self._hands = hands
        self._stock = stock
        self._stock_pos = 0
        self._laid_families = [0] * self._players
        self._laid_cards = 0
        self._families_down = 0
        self._event_log = b""
        self._to_act = dealer
        self._asks_left = 1
        # families complete in the deal go down at once, from the dealer's left
        for i in range(self._players):
            seat = (dealer + 1 + i) % self._players
            for f in range(NUM_FAMILIES):
                if hands[seat] & FAMILY_MASKS[f] == FAMILY_MASKS[f]:
                    self._lay(seat, f)
        self._settle()

    def _lay(self, seat: int, family: int) -> None:
        fmask = FAMILY_MASKS[family]
        self._hands[seat] &= ~fmask
        self._laid_families[seat] |= 1 << family
        self._laid_cards |= fmask
        self._families_down += 1
        self._log(K_LAY | seat << 3 | family << 6)

    def _settle(self) -> None:
        """Resolve what needs no decision until the player to act can ask (or the deal ends)."""
        n = self._players
        hands = self._hands
        while True:
            p = self._to_act
            assert p is not None
            if not hands[p]:
                if self._stock_pos < len(self._stock):
                    card = self._stock[self._stock_pos]
                    self._stock_pos += 1
                    hands[p] |= 1 << card
                    self._log(event_code(K_DRAW_HIDDEN, p, card, 1))
                    continue
                reason = 0
            else:
                for t in range(n):
                    if t != p and hands[t]:
                        return
                reason = 1
            self._log(event_code(K_SIT_OUT, p, reason))
            self._to_act = (p + 1) % n
            self._asks_left = 1

    def _end_deal(self) -> None:
        n = self._players
        self._last_deal_log = self._event_log
        counts = [bin(m).count("1") for m in self._laid_families]
        gains = deal_scores(counts)
        winner = deal_winner(counts)
        manche = tuple(a + b for a, b in zip(self._manche_scores, gains, strict=True))
        self._totals = tuple(a + b for a, b in zip(self._totals, gains, strict=True))
        manche_won_by = manche_winner(manche)
        detail: dict[str, JSON] = {
            "dealer": self._dealer,
            "families": [
                [f + 1 for f in range(NUM_FAMILIES) if m >> f & 1] for m in self._laid_families
            ],
            "family_counts": counts,
            "winner": winner,
            "manche": self._manches_finished + 1,
            "manche_scores": list(manche),
            "manche_winner": manche_won_by,
        }
        self._results = (
            *self._results,
            HandResult(scores=tuple(Fraction(g) for g in gains), detail=detail),
        )
        if manche_won_by is not None:
            won = list(self._manches_won)
            won[manche_won_by] += 1
            self._manches_won = tuple(won)
            self._manches_finished += 1
            manche = (0,) * n
        self._manche_scores = manche
        finished = len(self._results)
        if max(self._manches_won) >= MANCHES_TO_WIN or (
            self._max_hands is not None and finished >= self._max_hands
        ):
            self._to_act = None
            self._asks_left = 0
            return
        self._hand_number = finished
        dealer = (self._dealer + 1) % n
        pack = shuffled_pack(hand_rng(self._config.seed, finished))
        self._begin_drawn(DrawnDeal(dealer, pack, ()))
