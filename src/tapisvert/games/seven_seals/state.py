"""One match of Die Sieben Siegel: every round from the first deal to the last.

`SevenSealsState` puts together the parts of the state, one concept each (see `table` for the
fields, the phases and the action ids): the legal actions (`legal`), the life of a round
(`rounds`), the effects of actions (`moves`), refusals (`explain`), the views (`seen`), one after
the other (`SevenSealsTable` <- `LegalActions` <- `Rounds` <- `Moves` <- `Explain` <- `Views`:
mypyc, which compiles these modules in built wheels, wants a single chain of native classes). This
module creates a match, copies it, builds the sampled worlds of search, and keeps its records.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any, Self

from tapisvert.core.chance import hand_rng
from tapisvert.core.draws import shuffle
from tapisvert.core.messages import Message, msg
from tapisvert.core.options import OptionValue
from tapisvert.core.protocol import Action, ActionInfo, MatchConfig, Seat
from tapisvert.core.results import HandResult, MatchResult
from tapisvert.games.seven_seals import speech
from tapisvert.games.seven_seals.cards import COLOUR_MASK, NUM_COLOURS, RANKS, card_to_str, cards_of
from tapisvert.games.seven_seals.features import write
from tapisvert.games.seven_seals.rounds import validate_deal
from tapisvert.games.seven_seals.scoring import SABOTEUR_BASE
from tapisvert.games.seven_seals.seen import Views
from tapisvert.games.seven_seals.table import (
    GIVE,
    NO_SEAL_NO_BLACK,
    NO_SEAL_SABOTEUR,
    OVER,
    PENDING,
    PHASE_NAMES,
    PLAY,
    PREDICT,
    STEAL,
    TAKE,
    DealRecord,
    FinishedTrick,
    Phase,
    parse_action_text,
    rounds_for,
)

JSON = Any


class SevenSealsState(Views):
    """A match in progress (see `table` for phases and action ids)."""

    __slots__ = ()

    # --- creation -----------------------------------------------------------------------------
    # States are built by calling the class (mypyc's classes refuse `object.__new__`), then filled.
    @classmethod
    def start(
        cls, players: int, seed: int, options: dict[str, OptionValue], deal: JSON | None
    ) -> SevenSealsState:
        self = cls()
        n = players
        self._config = MatchConfig.of(n, seed, options)
        rounds = rounds_for(n)
        max_hands = options.get("max_hands")
        if isinstance(max_hands, int):
            rounds = min(rounds, max_hands)
        base = options.get("saboteur_base_3p", SABOTEUR_BASE)
        self._set_match(n, rounds, int(base) if n == 3 and isinstance(base, int) else SABOTEUR_BASE)
        self._totals = [0] * n
        self._results = ()
        self._deal_records = ()
        if deal is not None:
            dealer, hands = validate_deal(n, deal)
        else:
            dealer = hand_rng(seed, 0, "dealer").randrange(n)
            hands = None
        self._first_dealer = dealer
        self._start_hand(0, hands)
        return self

    def _set_match(self, players: int, rounds: int, saboteur_base: int) -> None:
        """The fields fixed for the whole match, besides `_config`."""
        self._players = players
        self._rounds = rounds
        self._saboteur_base = saboteur_base
        self._saboteur_action = STEAL + NUM_COLOURS * players
        self._done_action = self._saboteur_action + 1
        self._give_action = self._done_action + 1

    # --- copies -------------------------------------------------------------------------------
    def clone(self) -> Self:
        s = type(self)()
        s._players = self._players
        s._config = self._config
        s._rounds = self._rounds
        s._saboteur_base = self._saboteur_base
        s._saboteur_action = self._saboteur_action
        s._done_action = self._done_action
        s._give_action = self._give_action
        s._first_dealer = self._first_dealer
        s._hand_number = self._hand_number
        s._dealer = self._dealer
        s._phase = self._phase
        s._to_act = self._to_act
        s._hands = self._hands[:]
        s._seals = self._seals[:]
        s._centre = self._centre[:]
        s._saboteur = self._saboteur
        s._done_count = self._done_count
        s._took_this_turn = self._took_this_turn
        s._predictions = self._predictions[:]
        s._leader = self._leader
        s._trick = self._trick
        s._tricks = self._tricks[:]
        s._totals = self._totals[:]
        s._results = self._results
        s._deal_records = self._deal_records
        s._legal = self._legal
        return s

    def write_features(
        self,
        seat: Seat,
        base: int,
        ones: list[int],
        idx: list[int],
        val: list[float],
        blocks: list[int],
    ) -> bool:
        """`seat`'s tensor straight from the masks (`features.write`, the JSON encoder's twin)."""
        write(self, seat, base, ones, idx, val, blocks)
        return True

    def resample_hidden(self, seat: Seat, rng: random.Random) -> Self:
        s = self.clone()
        others = [v for v in range(self._players) if v != seat]
        pool: list[int] = []
        sizes = []
        for v in others:
            cards = cards_of(self._hands[v])
            pool.extend(cards)
            sizes.append(len(cards))
        shuffle(pool, rng)
        hands = s._hands
        i = 0
        for v, k in zip(others, sizes, strict=True):
            m = 0
            for c in pool[i : i + k]:
                m |= 1 << c
            hands[v] = m
            i += k
        s._legal = None
        return s

    # --- sampled worlds, for search -------------------------------------------------------------
    @classmethod
    def replayed(
        cls,
        *,
        players: int,
        seed: int,
        rounds: int,
        saboteur_base: int,
        totals: Sequence[int],
        results: Sequence[HandResult],
        dealer: int,
        hand_number: int,
        dealt: Sequence[int],
        placeholder: tuple[int, ...],
        actions: Sequence[Action],
        gives: Mapping[int, int],
    ) -> SevenSealsState:
        """A match rebuilt from public facts (for a determinizer): the standings before round
        `hand_number` (`totals`, the earlier rounds' `results`, their deals `placeholder`), that
        round dealt `dealt` (masks) by `dealer`, then `actions` replayed; after the action at
        index i in `gives`, while a seal is due, that kind is given back. Later rounds are dealt
        from `seed`."""
        n = players
        s = cls()
        full_rounds = rounds_for(n)
        options: dict[str, OptionValue] = {
            "max_hands": rounds if rounds < full_rounds else None,
            "saboteur_base_3p": saboteur_base if n == 3 else SABOTEUR_BASE,
        }
        s._config = MatchConfig.of(n, seed, options)
        s._set_match(n, rounds, saboteur_base)
        s._totals = list(totals)
        s._results = tuple(results)
        s._first_dealer = (dealer - hand_number) % n
        s._deal_records = tuple(
            [DealRecord((s._first_dealer + i) % n, placeholder) for i in range(hand_number)]
        )
        s._start_hand(hand_number, list(dealt))
        give = s._give_action
        for i, a in enumerate(actions, 1):
            s.apply(a)
            kind = gives.get(i)
            if kind is not None and s._phase is GIVE:
                s.apply(give + kind)
        return s

    def with_hidden(self, hands: Sequence[int], seed: int) -> Self:
        """A world sampled from this state (a determinizer's replay of the public round): `hands`
        (masks) are every seat's cards now, the round's deal is recorded as each seat's cards
        played plus its hand, and the rounds after this one are dealt from `seed`."""
        n = self._players
        played = [0] * n
        for t in self._tricks:
            for i, c in enumerate(t.cards):
                played[(t.leader + i) % n] |= 1 << c
        for i, c in enumerate(self._trick):
            played[(self._leader + i) % n] |= 1 << c
        world = self.clone()
        world._hands = list(hands)
        world._deal_records = (
            *self._deal_records[:-1],
            DealRecord(
                self._deal_records[-1].dealer, tuple(hands[v] | played[v] for v in range(n))
            ),
        )
        world._config = world._config.with_seed(seed)
        world._legal = None
        return world

    # --- words -------------------------------------------------------------------------------
    def action_message(self, action: Action) -> Message:
        return speech.action_message(action, self._players)

    def action_infos(self) -> list[ActionInfo]:
        """Every legal action with its kind (play, take, steal, saboteur, done, give), its card
        (a play) and the seat it robs (a steal)."""
        n = self._players
        out: list[ActionInfo] = []
        for a in self.legal_actions():
            kind = speech.action_kind(a, n)
            cards = (card_to_str(a),) if kind == "play" else ()
            target = (a - STEAL) % n if kind == "steal" else None
            out.append(ActionInfo(a, kind, speech.action_message(a, n), cards, None, target))
        return out

    def prompt(self) -> Message | None:
        """Predict (a first seal, or another), lead, follow (or not, when void of the led
        colour), or choose the seal to give back; None once the match is over."""
        phase = self._phase
        if phase is OVER:
            return None
        if phase is PREDICT:
            return msg(
                "seven-seals-prompt-predict", step="more" if self._took_this_turn else "first"
            )
        if phase is GIVE:
            last = self._tricks[-1]
            options = self._give_options(last.winner, last.cards)
            colours = tuple(speech.colour_message(k) for k in options)
            return msg("seven-seals-prompt-give", colours=colours)
        trick = len(self._tricks) + 1
        if not self._trick:
            return msg("seven-seals-prompt-lead", trick=trick)
        led = self._trick[0] // RANKS
        seat: int = self._to_act  # type: ignore[assignment]
        can = "follow" if self._hands[seat] & COLOUR_MASK[led] else "any"
        return msg(
            "seven-seals-prompt-follow", trick=trick, colour=speech.colour_message(led), can=can
        )

    # --- records ------------------------------------------------------------------------------
    def deals(self) -> list[JSON]:
        return [self.deal(i) for i in range(len(self._deal_records))]

    def deal(self, index: int) -> JSON:
        dealer, hands = self._deal_records[index]
        return {"dealer": dealer, "hands": [[card_to_str(c) for c in cards_of(m)] for m in hands]}

    def hand_results(self) -> list[HandResult]:
        return list(self._results)

    def hands_finished(self) -> int:
        return len(self._results)

    def hand_result(self, index: int) -> HandResult:
        return self._results[index]

    def result(self) -> MatchResult:
        totals = tuple(Fraction(t) for t in self._totals)
        over = self._phase is OVER
        winners: tuple[int, ...] = ()
        if over:
            best = max(self._totals)
            winners = tuple(i for i, t in enumerate(self._totals) if t == best)
        return MatchResult(
            totals=totals,
            winners=winners,
            over=over,
            hands=self._results,
            detail={"rounds": self._rounds, "rounds_played": len(self._results)},
        )

    def card_inventory(self) -> list[int]:
        cards: list[int] = []
        for h in self._hands:
            cards.extend(cards_of(h))
        cards.extend(self._trick)
        for t in self._tricks:
            cards.extend(t.cards)
        return sorted(cards)


__all__ = [
    "GIVE",
    "NO_SEAL_NO_BLACK",
    "NO_SEAL_SABOTEUR",
    "OVER",
    "PENDING",
    "PHASE_NAMES",
    "PLAY",
    "PREDICT",
    "STEAL",
    "TAKE",
    "DealRecord",
    "FinishedTrick",
    "Phase",
    "SevenSealsState",
    "parse_action_text",
    "rounds_for",
]
