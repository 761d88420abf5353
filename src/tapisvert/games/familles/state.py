"""One match of familles, from the first deal to the second manche won.

A turn [S + R]: the player to act asks another player who holds cards for one card he does not
hold (of a family he holds, under `ask_requires_family`). Each ask spends one of his asks:
- given: the card moves, he gains one ask (two for the Jefa S1 or the Grande Jefa S10);
- refused: he draws the top card of the stock; if it is the card he asked for he shows it and
  gains one ask; an empty stock means no draw.
When he has no ask left the turn passes left. A completed family is laid down at once. A player
to act with no cards draws one (unseen) or, the stock being empty, sits out; a player with nobody
else holding cards sits out. The deal ends when the ten families are down.

`FamillesState` puts together the parts of the state, one concept each (see `table` for the
fields): the life of a deal (`deals`), the legal asks (`legal`), their effects (`moves`), refusals
(`explain`), the views (`seen`), one chain of classes (`table`). This module creates a match,
copies it, builds the sampled worlds of search, and keeps its records.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Self

from tapisvert.core.chance import hand_rng
from tapisvert.core.draws import shuffle
from tapisvert.core.messages import Message, Who
from tapisvert.core.options import OptionValue
from tapisvert.core.protocol import JSON, ActionInfo, MatchConfig, Seat, check_action_id
from tapisvert.core.results import HandResult, MatchResult
from tapisvert.games.familles.cards import (
    DECK_SIZE,
    FAMILY_MASKS,
    HAND_SIZE,
    NUM_FAMILIES,
    card_to_str,
    cards_of,
)
from tapisvert.games.familles.deals import deal_json, draw_dealer, shuffled_pack
from tapisvert.games.familles.features import write
from tapisvert.games.familles.messages import ask_message
from tapisvert.games.familles.scoring import deal_scores
from tapisvert.games.familles.seen import Views
from tapisvert.games.familles.table import (
    ACTION_OF_TEXT,
    ACTION_TEXT,
    NO_MOVES,
    DrawnDeal,
    HistoryLines,
    log_of,
)
from tapisvert.games.familles.views import FamillesView


def _copy_json(value: JSON) -> JSON:
    if isinstance(value, list):
        return [_copy_json(x) for x in value]
    if isinstance(value, dict):
        return {k: _copy_json(v) for k, v in value.items()}
    return value


class FamillesState(Views):
    """A familles match in progress."""

    __slots__ = ()

    @classmethod
    def start(
        cls, players: int, seed: int, options: dict[str, OptionValue], deal: JSON | None
    ) -> FamillesState:
        """A new match; `deal` (checked) fixes the first hand, else the seed draws it."""
        self = cls()
        self._players = players
        self._config = MatchConfig.of(players, seed, options)
        self._ask_requires_family = bool(options["ask_requires_family"])
        max_hands = options["max_hands"]
        self._max_hands = max_hands if isinstance(max_hands, int) else None
        self._deal_records = ()
        self._results = ()
        self._manches_finished = 0
        self._manche_scores = (0,) * players
        self._manches_won = (0,) * players
        self._totals = (0,) * players
        self._hand_number = 0
        self._history_cache = (HistoryLines(b"", []),) * (players + 2)
        self._public_moves = NO_MOVES
        self._last_deal_log = b""
        if deal is None:
            dealer, rounds = draw_dealer(players, hand_rng(seed, 0, "dealer"))
            self._begin_drawn(DrawnDeal(dealer, shuffled_pack(hand_rng(seed, 0)), rounds))
        else:
            self._begin(deal)
        return self

    def clone(self) -> Self:
        other = type(self)()
        other._asks_left = self._asks_left
        other._ask_requires_family = self._ask_requires_family
        other._dealer = self._dealer
        other._deal_records = self._deal_records
        other._families_down = self._families_down
        other._hand_number = self._hand_number
        other._hands = self._hands[:]
        other._history_cache = self._history_cache
        other._public_moves = self._public_moves
        other._laid_families = self._laid_families[:]
        other._laid_cards = self._laid_cards
        other._event_log = self._event_log
        other._last_deal_log = self._last_deal_log
        other._manches_finished = self._manches_finished
        other._manche_scores = self._manche_scores
        other._manches_won = self._manches_won
        other._max_hands = self._max_hands
        other._players = self._players
        other._results = self._results
        other._config = self._config
        other._stock = self._stock
        other._stock_pos = self._stock_pos
        other._to_act = self._to_act
        other._totals = self._totals
        return other

    def write_features(
        self,
        seat: Seat,
        base: int,
        ones: list[int],
        idx: list[int],
        val: list[float],
        blocks: list[int],
    ) -> bool:
        """`seat`'s tensor straight from the masks and the event log (`features.write`, the
        JSON encoder's twin)."""
        write(self, seat, base, ones, idx, val, blocks)
        return True

    def resample_hidden(self, seat: int, rng: random.Random) -> Self:
        other = self.clone()
        places = [s for s in range(self._players) if s != seat]
        pool = [c for s in places for c in cards_of(self._hands[s])]
        pool += self._stock[self._stock_pos :]
        sizes = [bin(self._hands[s]).count("1") for s in places]
        for _ in range(100):
            shuffle(pool, rng)
            masks: list[int] = []
            i = 0
            for size in sizes:
                masks.append(sum(1 << c for c in pool[i : i + size]))
                i += size
            if not any(m & fm == fm for m in masks for fm in FAMILY_MASKS):
                for s, m in zip(places, masks, strict=True):
                    other._hands[s] = m
                other._stock = self._stock[: self._stock_pos] + tuple(pool[i:])
                return other
        return other  # no permutation without a complete hidden family found: keep the layout

    # --- words (messages of the catalogues, `locales/<lang>.ftl`) --------------------------------
    def action_message(self, action: object) -> Message:
        """The words of an ask, `familles-action-ask` ("Ask P2 for Grand-Père Maya (6-V)");
        `object`: compiled, an `int` parameter would refuse a wrong type in mypyc's words."""
        target, card = divmod(check_action_id(action, self._players * DECK_SIZE), DECK_SIZE)
        return ask_message(target, card)

    def action_infos(self) -> list[ActionInfo]:
        """Every legal ask: kind `ask`, the card asked for (notation) and the seat asked."""
        out: list[ActionInfo] = []
        for a in self.legal_actions():
            target, card = divmod(a, DECK_SIZE)
            message = ask_message(target, card)
            out.append(ActionInfo(a, "ask", message, (card_to_str(card),), None, target))
        return out

    def prompt(self) -> Message | None:
        """The seat to act asks another player for a card it lacks (of a family it holds under
        `ask_requires_family`), with the asks it has left; None when the match is over."""
        p = self._to_act
        if p is None:
            return None
        rule = "family" if self._ask_requires_family else "any"
        return Message("familles-prompt", {"p": Who(p), "asks": self._asks_left, "rule": rule})

    # --- sampled worlds, for search -------------------------------------------------------------
    @classmethod
    def from_view(cls, view: FamillesView, options: Mapping[str, OptionValue]) -> FamillesState:
        """The match as the seat of `view` knows it, to sample worlds from (`with_hidden`):
        every public fact exact (`options`: the view's, defaults filled in), every hand empty and
        the stock too, until `with_hidden` deals them. Earlier deals are placeholders and their
        results but the last zero (not public)."""
        n = view.players
        t = cls()
        t._players = n
        t._config = MatchConfig.of(n, 0, options)
        t._ask_requires_family = bool(options["ask_requires_family"])
        max_hands = options["max_hands"]
        t._max_hands = max_hands if isinstance(max_hands, int) else None
        over = view.over
        hand_number = view.hand_number
        dealer = view.dealer
        t._hand_number = hand_number
        t._manches_finished = view.manche - (0 if over else 1)
        t._manche_scores = view.scores
        t._manches_won = view.manches_won
        t._totals = view.totals
        finished = hand_number + 1 if over else hand_number
        results = [HandResult(scores=(Fraction(0),) * n, detail={}) for _ in range(finished)]
        last = view.last_hand
        if last is not None and results:
            gains = deal_scores(list(last.family_counts))
            results[-1] = HandResult(tuple(Fraction(g) for g in gains), detail=last.to_json())
        t._results = tuple(results)
        size = HAND_SIZE[n]
        names = [card_to_str(c) for c in range(DECK_SIZE)]
        t._deal_records = tuple(
            {
                "dealer": (dealer - hand_number + i) % n,
                "hands": [names[s * size : (s + 1) * size] for s in range(n)],
                "stock": names[n * size :],
            }
            for i in range(hand_number)
        )
        t._history_cache = (HistoryLines(b"", []),) * (n + 2)
        t._public_moves = NO_MOVES
        t._dealer = dealer
        laid = [0] * n
        for s, fams in enumerate(view.laid):
            for f in fams:
                laid[s] |= 1 << (f - 1)
        t._laid_families = laid
        laid_all = 0
        for m in laid:
            for f in range(NUM_FAMILIES):
                if m >> f & 1:
                    laid_all |= FAMILY_MASKS[f]
        t._laid_cards = laid_all
        t._families_down = view.families_down
        t._to_act = view.to_act
        t._asks_left = view.asks_left
        t._hands = [0] * n
        t._stock = ()
        t._stock_pos = 0
        t._event_log = b""
        t._last_deal_log = b""
        return t

    def with_hidden(
        self,
        hands: Sequence[int],
        stock: Sequence[int],
        seed: int,
        deal: dict[str, JSON],
        events: Sequence[int],
    ) -> Self:
        """A world sampled from this state (a determinizer's template of the public deal):
        `hands` (masks) are every seat's cards now and `stock` the stock from its top; `deal`
        (the deal's JSON) and `events` (the deal's event codes, oldest first, naming the cards
        drawn unseen) are a history that leads there; later deals are drawn from `seed`."""
        world = self.clone()
        world._hands = list(hands)
        world._stock = tuple(stock)
        world._stock_pos = 0
        world._config = world._config.with_seed(seed)
        world._deal_records = (*self._deal_records, deal)
        world._event_log = log_of(list(events))
        return world

    # --- records --------------------------------------------------------------------------------
    def deals(self) -> list[JSON]:
        return [self._deal_json(d) for d in self._deal_records]

    def deal(self, index: int) -> JSON:
        return self._deal_json(self._deal_records[index])

    def _deal_json(self, record: DrawnDeal | dict[str, JSON]) -> JSON:
        """A deal's record as JSON (a fresh copy): drawn deals are formatted when read."""
        if isinstance(record, DrawnDeal):
            return deal_json(self._players, record)
        return _copy_json(record)

    def hand_results(self) -> list[HandResult]:
        return list(self._results)

    def hands_finished(self) -> int:
        return len(self._results)

    def hand_result(self, index: int) -> HandResult:
        return self._results[index]

    def result(self) -> MatchResult:
        over = self._to_act is None
        winners: tuple[int, ...] = ()
        if over:
            key = [(w, m) for w, m in zip(self._manches_won, self._manche_scores, strict=True)]
            best = max(key)
            winners = tuple(s for s in range(self._players) if key[s] == best)
        return MatchResult(
            totals=tuple(Fraction(t) for t in self._totals),
            winners=winners,
            over=over,
            hands=self._results,
            detail={
                "manches_won": list(self._manches_won),
                "manche_scores": list(self._manche_scores),
                "manches_finished": self._manches_finished,
            },
        )

    def card_inventory(self) -> list[int]:
        cards = cards_of(self._laid_cards) + list(self._stock[self._stock_pos :])
        for h in self._hands:
            cards += cards_of(h)
        return sorted(cards)


__all__ = ["ACTION_OF_TEXT", "ACTION_TEXT", "FamillesState"]
