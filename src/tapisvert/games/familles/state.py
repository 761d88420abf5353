"""One match of familles, from the first deal to the second manche won.

Hands are 60-bit masks; the stock is a tuple (top first) with a read position, shared by clones;
the public history of the deal is a linked list of small int codes `(code, previous)`, shared by
clones too (with the lines already built for each seat, extended as the log grows), so `clone()`
copies two short lists and nothing else.

A turn [S + R]: the player to act asks another player who holds cards for one card he does not
hold (of a family he holds, under `ask_requires_family`). Each ask spends one of his asks:
- given: the card moves, he gains one ask (two for the Jefa S1 or the Grande Jefa S10);
- refused: he draws the top card of the stock; if it is the card he asked for he shows it and
  gains one ask; an empty stock means no draw.
When he has no ask left the turn passes left. A completed family is laid down at once. A player
to act with no cards draws one (unseen) or, the stock being empty, sits out; a player with nobody
else holding cards sits out. The deal ends when the ten families are down.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any, Self

from tapisvert.core.chance import hand_rng
from tapisvert.core.errors import InvalidNotation, Refusal
from tapisvert.core.options import OptionValue
from tapisvert.core.protocol import (
    JSON,
    GameState,
    MatchConfig,
    check_action_id,
    check_seat,
    check_text,
)
from tapisvert.core.results import HandResult, MatchResult
from tapisvert.core.sages import draw_value
from tapisvert.games.familles.cards import (
    ASK_ROWS,
    DECK_SIZE,
    FAMILY_MASKS,
    FAMILY_SIZE,
    FULL_MASK,
    GRANDE_JEFA,
    HAND_SIZE,
    HELD_KEYS,
    JEFA,
    MAX_PLAYERS,
    NUM_FAMILIES,
    card_name,
    card_to_str,
    cards_of,
    family_name,
    parse_card,
)
from tapisvert.games.familles.events import (
    K_DRAW_HIDDEN,
    K_DRAW_SHOWN,
    K_LAY,
    K_REFUSED,
    K_SIT_OUT,
    K_STOCK_EMPTY,
    PUBLIC,
    texts,
)
from tapisvert.games.familles.events import code as event_code
from tapisvert.games.familles.scoring import (
    MANCHES_TO_WIN,
    deal_scores,
    deal_winner,
    manche_winner,
)
from tapisvert.games.familles.views import FamillesView, LastDeal

Log = tuple[int, Any] | None

ACTION_TEXT = tuple(
    f"ask {t} {card_to_str(c)}" for t in range(MAX_PLAYERS) for c in range(DECK_SIZE)
)
ACTION_OF_TEXT = {text: a for a, text in enumerate(ACTION_TEXT)}


def _copy_json(value: JSON) -> JSON:
    if isinstance(value, list):
        return [_copy_json(x) for x in value]
    if isinstance(value, dict):
        return {k: _copy_json(v) for k, v in value.items()}
    return value


# --- deals -------------------------------------------------------------------------------------


def draw_for_dealer(players: int, rng: random.Random) -> tuple[int, list[list[list[Any]]]]:
    """Each player draws a card; the highest deals; tied players draw again [S].

    Returns the dealer and the rounds of the draw as `[[seat, card notation], ...]` lists. Cards
    come off one shuffled pack (a fresh pack should it ever run out).
    """
    pack: list[int] = []
    seats = list(range(players))
    rounds: list[list[list[Any]]] = []
    while True:
        drawn: list[tuple[int, int]] = []
        for seat in seats:
            if not pack:
                pack = list(range(DECK_SIZE))
                rng.shuffle(pack)
            drawn.append((seat, pack.pop()))
        rounds.append([[seat, card_to_str(c)] for seat, c in drawn])
        best = max(draw_value(c) for _, c in drawn)
        seats = [seat for seat, c in drawn if draw_value(c) == best]
        if len(seats) == 1:
            return seats[0], rounds


def random_deal(players: int, dealer: int, rng: random.Random) -> dict[str, JSON]:
    """Shuffle and deal one card at a time clockwise from the dealer's left; the rest is stock."""
    pack = list(range(DECK_SIZE))
    rng.shuffle(pack)
    size = HAND_SIZE[players]
    hands: list[list[str]] = [[] for _ in range(players)]
    for i in range(players * size):
        hands[(dealer + 1 + i) % players].append(card_to_str(pack[i]))
    return {
        "dealer": dealer,
        "hands": hands,
        "stock": [card_to_str(c) for c in pack[players * size :]],
    }


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


# --- the state ---------------------------------------------------------------------------------


class FamillesState(GameState):
    """A familles match in progress."""

    __slots__ = (
        *GameState.STATE_SLOTS,
        "_ask_family",
        "_asks",
        "_dealer",
        "_deals",
        "_down",
        "_hands",
        "_hist",
        "_laid",
        "_laid_all",
        "_last_log",
        "_log",
        "_manche",
        "_manche_scores",
        "_manches_won",
        "_max_hands",
        "_n",
        "_results",
        "_stock",
        "_stock_pos",
        "_totals",
    )

    _asks: int
    _ask_family: bool
    _dealer: int
    _deals: tuple[dict[str, JSON], ...]
    _down: int
    _hands: list[int]
    _hist: tuple[tuple[Log, list[str]], ...]
    _laid: list[int]
    _laid_all: int
    _log: Log
    _last_log: Log  # the last finished deal's log (its last events, for narration)
    _manche: int
    _manche_scores: tuple[int, ...]
    _manches_won: tuple[int, ...]
    _max_hands: int | None
    _n: int
    _results: tuple[HandResult, ...]
    _stock: tuple[int, ...]
    _stock_pos: int
    _totals: tuple[int, ...]

    @classmethod
    def start(
        cls, players: int, seed: int, options: dict[str, OptionValue], deal: JSON | None
    ) -> FamillesState:
        """A new match; `deal` (checked) fixes the first hand, else the seed draws it."""
        self = cls.__new__(cls)
        self._n = players
        self._config = MatchConfig.of(players, seed, options)
        self._ask_family = bool(options["ask_requires_family"])
        max_hands = options["max_hands"]
        self._max_hands = max_hands if isinstance(max_hands, int) else None
        self._deals = ()
        self._results = ()
        self._manche = 0
        self._manche_scores = (0,) * players
        self._manches_won = (0,) * players
        self._totals = (0,) * players
        self._hand_number = 0
        self._hist = ((None, []),) * (players + 2)
        self._last_log = None
        if deal is None:
            dealer, rounds = draw_for_dealer(players, hand_rng(seed, 0, "dealer"))
            first = random_deal(players, dealer, hand_rng(seed, 0))
            deal = {"dealer_draw": rounds, **first}
        self._begin(deal)
        return self

    # --- deal flow ------------------------------------------------------------------------------
    def _begin(self, deal: JSON) -> None:
        norm, dealer, hands, stock = parse_deal(self._n, deal)
        self._deals = (*self._deals, norm)
        self._dealer = dealer
        self._hands = hands
        self._stock = tuple(stock)
        self._stock_pos = 0
        self._laid = [0] * self._n
        self._laid_all = 0
        self._down = 0
        self._log = None
        self._to_act = dealer
        self._asks = 1
        # families complete in the deal go down at once, from the dealer's left
        for i in range(self._n):
            seat = (dealer + 1 + i) % self._n
            for f in range(NUM_FAMILIES):
                if hands[seat] & FAMILY_MASKS[f] == FAMILY_MASKS[f]:
                    self._lay(seat, f)
        self._settle()

    def _lay(self, seat: int, family: int) -> None:
        fmask = FAMILY_MASKS[family]
        self._hands[seat] &= ~fmask
        self._laid[seat] |= 1 << family
        self._laid_all |= fmask
        self._down += 1
        self._log = (K_LAY | seat << 3 | family << 6, self._log)

    def _settle(self) -> None:
        """Resolve what needs no decision until the player to act can ask (or the deal ends)."""
        n = self._n
        hands = self._hands
        while True:
            p = self._to_act
            assert p is not None
            if not hands[p]:
                if self._stock_pos < len(self._stock):
                    card = self._stock[self._stock_pos]
                    self._stock_pos += 1
                    hands[p] |= 1 << card
                    self._log = (event_code(K_DRAW_HIDDEN, p, card, 1), self._log)
                    continue
                reason = 0
            else:
                for t in range(n):
                    if t != p and hands[t]:
                        return
                reason = 1
            self._log = (event_code(K_SIT_OUT, p, reason), self._log)
            self._to_act = (p + 1) % n
            self._asks = 1

    def _end_deal(self) -> None:
        n = self._n
        self._last_log = self._log
        counts = [bin(m).count("1") for m in self._laid]
        gains = deal_scores(counts)
        winner = deal_winner(counts)
        manche = tuple(a + b for a, b in zip(self._manche_scores, gains, strict=True))
        self._totals = tuple(a + b for a, b in zip(self._totals, gains, strict=True))
        mwin = manche_winner(manche)
        detail: dict[str, JSON] = {
            "dealer": self._dealer,
            "families": [[f + 1 for f in range(NUM_FAMILIES) if m >> f & 1] for m in self._laid],
            "family_counts": counts,
            "winner": winner,
            "manche": self._manche + 1,
            "manche_scores": list(manche),
            "manche_winner": mwin,
        }
        self._results = (
            *self._results,
            HandResult(scores=tuple(Fraction(g) for g in gains), detail=detail),
        )
        if mwin is not None:
            won = list(self._manches_won)
            won[mwin] += 1
            self._manches_won = tuple(won)
            self._manche += 1
            manche = (0,) * n
        self._manche_scores = manche
        finished = len(self._results)
        if max(self._manches_won) >= MANCHES_TO_WIN or (
            self._max_hands is not None and finished >= self._max_hands
        ):
            self._to_act = None
            self._asks = 0
            return
        self._hand_number = finished
        dealer = (self._dealer + 1) % n
        self._begin(random_deal(n, dealer, hand_rng(self._config.seed, finished)))

    # --- protocol: who acts and what they may do -------------------------------------------------
    def progress_marker(self) -> str:
        return "" if self._to_act is None else f"seat {self._to_act}'s turn"

    def legal_actions(self) -> list[int]:
        p = self._to_act
        if p is None:
            return []
        hands = self._hands
        h = hands[p]
        keys: tuple[int, ...] | list[int]
        if self._ask_family:
            keys = (
                HELD_KEYS[0][h & 4095]
                + HELD_KEYS[1][h >> 12 & 4095]
                + HELD_KEYS[2][h >> 24 & 4095]
                + HELD_KEYS[3][h >> 36 & 4095]
                + HELD_KEYS[4][h >> 48]
            )
        else:
            laid = self._laid_all
            keys = [
                f * 64 + (h >> (f * 6) & 63) for f in range(NUM_FAMILIES) if not laid >> (f * 6) & 1
            ]
        out: list[int] = []
        for t in range(self._n):
            if t != p and hands[t]:
                row = ASK_ROWS[t]
                for k in keys:
                    out += row[k]
        return out

    def apply(self, action: int) -> None:
        p = self._to_act
        if type(action) is not int or p is None or not 0 <= action < self._n * DECK_SIZE:
            raise self._refuse(action)
        t, c = divmod(action, DECK_SIZE)
        hands = self._hands
        h = hands[p]
        if (
            t == p
            or not hands[t]
            or (h | self._laid_all) >> c & 1
            or (self._ask_family and not h >> (c - c % FAMILY_SIZE) & 63)
        ):
            raise self._refuse(action)
        bit = 1 << c
        asks = self._asks - 1
        fam = c // FAMILY_SIZE
        if hands[t] & bit:
            hands[t] ^= bit
            h = hands[p] | bit
            hands[p] = h
            self._log = (p << 3 | t << 6 | c << 13, self._log)  # K_GIVEN == 0
            asks += 2 if c in (JEFA, GRANDE_JEFA) else 1
            if h & FAMILY_MASKS[fam] == FAMILY_MASKS[fam]:
                self._lay(p, fam)
        else:
            log: Log = (K_REFUSED | p << 3 | t << 6 | c << 13, self._log)
            pos = self._stock_pos
            if pos < len(self._stock):
                d = self._stock[pos]
                self._stock_pos = pos + 1
                h = hands[p] | 1 << d
                hands[p] = h
                if d == c:
                    self._log = (K_DRAW_SHOWN | p << 3 | d << 6, log)
                    asks += 1
                else:
                    self._log = (K_DRAW_HIDDEN | p << 3 | d << 6, log)
                    fam = d // FAMILY_SIZE
                if h & FAMILY_MASKS[fam] == FAMILY_MASKS[fam]:
                    self._lay(p, fam)
            else:
                self._log = (K_STOCK_EMPTY | p << 3, log)
        if self._down == NUM_FAMILIES:
            self._end_deal()
            return
        if asks:
            self._asks = asks
        else:
            p = self._to_act = (p + 1) % self._n
            self._asks = 1
        if not hands[p] or hands.count(0) > self._n - 2:  # no cards, or nobody else has any
            self._settle()

    def refusal(self, action: int) -> Refusal:
        last = self.action_space() - 1
        if type(action) is not int:
            return Refusal(
                "no_such_action",
                {"last": last},
                f"{action!r} is not an action id (an int below {self.action_space()})",
            )
        p = self._to_act
        if p is None:
            return Refusal("match_over", {}, "the match is over: no action is legal")
        if not 0 <= action <= last:
            return Refusal(
                "no_such_action",
                {"last": last},
                f"no action {action}: action ids run from 0 to {last}",
            )
        t, c = divmod(action, DECK_SIZE)
        text = self.action_to_str(action)
        name = card_name(c)
        card = card_to_str(c)
        family = c // FAMILY_SIZE
        if t == p:
            return Refusal(
                "familles.ask_yourself", {}, f"{text}: you cannot ask yourself; ask another player"
            )
        if not self._hands[t]:
            return Refusal(
                "familles.no_cards",
                {"seat": t},
                f"{text}: P{t} has no cards, so cannot be asked",
            )
        if self._laid_all >> c & 1:
            owner = next(s for s in range(self._n) if self._laid[s] >> family & 1)
            return Refusal(
                "familles.family_laid",
                {"family": family + 1, "owner_seat": owner, "card": card},
                f"{text}: the {family_name(family + 1)} family ({family + 1}) is already laid"
                f" down by P{owner}; {name} cannot be asked for",
            )
        if self._hands[p] >> c & 1:
            return Refusal(
                "familles.own_card",
                {"card": card},
                f"{text}: {name} is in your own hand; you can only ask for a card you lack",
            )
        if self._ask_family and not self._hands[p] & FAMILY_MASKS[family]:
            return Refusal(
                "familles.ask_requires_family",
                {"family": family + 1},
                f"{text}: you hold no card of the {family_name(family + 1)} family"
                f" ({family + 1}); you may ask only for a card of a family you hold"
                " (ask_requires_family)",
            )
        return Refusal("legal", {}, f"{text} is legal")

    def action_space(self) -> int:
        return self._n * DECK_SIZE

    # --- notation --------------------------------------------------------------------------------
    def action_to_str(self, action: int) -> str:
        check_action_id(action, self._n * DECK_SIZE)
        return ACTION_TEXT[action]

    def parse_action(self, text: str) -> int:
        check_text(text)
        action = ACTION_OF_TEXT.get(text)
        if action is not None and action < self._n * DECK_SIZE:
            return action
        words = text.split()
        if len(words) != 3 or words[0].lower() != "ask":
            raise InvalidNotation(
                f"{text!r} is not a familles action: write `ask SEAT CARD`, as in `ask 2 6-V`"
                " (ask P2 for the Maya Grand-Père)"
            )
        seat = words[1]
        if not seat.isdigit() or not 0 <= int(seat) < self._n:
            raise InvalidNotation(f"{seat!r} is not a player: seats run 0..{self._n - 1}")
        return int(seat) * DECK_SIZE + parse_card(words[2])

    # --- copies and views ------------------------------------------------------------------------
    def clone(self) -> Self:
        other = self.__class__.__new__(self.__class__)
        other._asks = self._asks
        other._ask_family = self._ask_family
        other._dealer = self._dealer
        other._deals = self._deals
        other._down = self._down
        other._hand_number = self._hand_number
        other._hands = self._hands[:]
        other._hist = self._hist
        other._laid = self._laid[:]
        other._laid_all = self._laid_all
        other._log = self._log
        other._last_log = self._last_log
        other._manche = self._manche
        other._manche_scores = self._manche_scores
        other._manches_won = self._manches_won
        other._max_hands = self._max_hands
        other._n = self._n
        other._results = self._results
        other._config = self._config
        other._stock = self._stock
        other._stock_pos = self._stock_pos
        other._to_act = self._to_act
        other._totals = self._totals
        return other

    def history(self, seat: int | None = None) -> list[str]:
        """The deal's events as `seat` sees them (None: every card shown; `events.PUBLIC`: a
        spectator's lines); see `events`."""
        return self._history_lines(seat)[:]

    def _history_lines(self, seat: int | None) -> list[str]:
        """The lines, extended from the last ones built for `seat` (never mutate the result).

        The log is immutable: when the node cached for `seat` is an ancestor of the current log,
        only the newer events are converted; otherwise (a new deal) the log is read whole.
        """
        index = self._n if seat is None else self._n + 1 if seat == PUBLIC else seat
        cached_node, cached_lines = self._hist[index]
        newer: list[int] = []
        node = self._log
        while node is not None and node is not cached_node:
            newer.append(node[0])
            node = node[1]
        if not newer and node is cached_node:
            return cached_lines
        newer.reverse()
        lines = texts(newer, seat)
        if node is cached_node:
            lines = cached_lines + lines
        hist = list(self._hist)
        hist[index] = (self._log, lines)
        self._hist = tuple(hist)
        return lines

    def view(self, seat: int | None) -> FamillesView:
        """What `seat` may know now; `seat=None` is the public view (spectators, replays): no hand,
        and the history shows no card drawn unseen."""
        check_seat(seat, self._n)
        to_act = self._to_act
        last = self._results[-1].detail if self._results else None
        return FamillesView(
            game="familles",
            seat=seat,
            players=self._n,
            options=self._config.options,
            to_act=to_act,
            over=to_act is None,
            hand_number=self._hand_number,
            dealer=self._dealer,
            legal_actions=(
                tuple(self.legal_action_strs()) if seat is not None and to_act == seat else ()
            ),
            asks_left=self._asks,
            hand=() if seat is None else tuple(card_to_str(c) for c in cards_of(self._hands[seat])),
            hand_sizes=tuple(h.bit_count() for h in self._hands),
            stock_size=len(self._stock) - self._stock_pos,
            laid=tuple(tuple(f + 1 for f in range(NUM_FAMILIES) if m >> f & 1) for m in self._laid),
            families_down=self._down,
            history=tuple(self._history_lines(PUBLIC if seat is None else seat)),
            manche=self._manche + (0 if to_act is None else 1),
            scores=self._manche_scores,
            totals=self._totals,
            manches_won=self._manches_won,
            last_hand=None if last is None else LastDeal.from_json(last),
        )

    def resample_hidden(self, seat: int, rng: random.Random) -> Self:
        other = self.clone()
        places = [s for s in range(self._n) if s != seat]
        pool = [c for s in places for c in cards_of(self._hands[s])]
        pool += self._stock[self._stock_pos :]
        sizes = [bin(self._hands[s]).count("1") for s in places]
        for _ in range(100):
            rng.shuffle(pool)
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

    # --- sampled worlds, for search -------------------------------------------------------------
    @classmethod
    def from_view(cls, view: FamillesView, options: Mapping[str, OptionValue]) -> FamillesState:
        """The match as the seat of `view` knows it, to sample worlds from (`with_hidden`):
        every public fact exact (`options`: the view's, defaults filled in), every hand empty and
        the stock too, until `with_hidden` deals them. Earlier deals are placeholders and their
        results but the last zero (not public)."""
        n = view.players
        t = cls.__new__(cls)
        t._n = n
        t._config = MatchConfig.of(n, 0, options)
        t._ask_family = bool(options["ask_requires_family"])
        max_hands = options["max_hands"]
        t._max_hands = max_hands if isinstance(max_hands, int) else None
        over = view.over
        hno = view.hand_number
        dealer = view.dealer
        t._hand_number = hno
        t._manche = view.manche - (0 if over else 1)
        t._manche_scores = view.scores
        t._manches_won = view.manches_won
        t._totals = view.totals
        finished = hno + 1 if over else hno
        results = [HandResult(scores=(Fraction(0),) * n, detail={}) for _ in range(finished)]
        last = view.last_hand
        if last is not None and results:
            gains = deal_scores(list(last.family_counts))
            results[-1] = HandResult(tuple(Fraction(g) for g in gains), detail=last.to_json())
        t._results = tuple(results)
        size = HAND_SIZE[n]
        names = [card_to_str(c) for c in range(DECK_SIZE)]
        t._deals = tuple(
            {
                "dealer": (dealer - hno + i) % n,
                "hands": [names[s * size : (s + 1) * size] for s in range(n)],
                "stock": names[n * size :],
            }
            for i in range(hno)
        )
        t._hist = ((None, []),) * (n + 2)
        t._dealer = dealer
        laid = [0] * n
        for s, fams in enumerate(view.laid):
            for f in fams:
                laid[s] |= 1 << (f - 1)
        t._laid = laid
        laid_all = 0
        for m in laid:
            for f in range(NUM_FAMILIES):
                if m >> f & 1:
                    laid_all |= FAMILY_MASKS[f]
        t._laid_all = laid_all
        t._down = view.families_down
        t._to_act = view.to_act
        t._asks = view.asks_left
        t._hands = [0] * n
        t._stock = ()
        t._stock_pos = 0
        t._log = None
        t._last_log = None
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
        world._deals = (*self._deals, deal)
        log: Log = None
        for c in events:
            log = (c, log)
        world._log = log
        return world

    # --- hands, deals, results -------------------------------------------------------------------
    def deals(self) -> list[JSON]:
        return [_copy_json(d) for d in self._deals]

    def hand_results(self) -> list[HandResult]:
        return list(self._results)

    def result(self) -> MatchResult:
        over = self._to_act is None
        winners: tuple[int, ...] = ()
        if over:
            key = [(w, m) for w, m in zip(self._manches_won, self._manche_scores, strict=True)]
            best = max(key)
            winners = tuple(s for s in range(self._n) if key[s] == best)
        return MatchResult(
            totals=tuple(Fraction(t) for t in self._totals),
            winners=winners,
            over=over,
            hands=self._results,
            detail={
                "manches_won": list(self._manches_won),
                "manche_scores": list(self._manche_scores),
                "manches_finished": self._manche,
            },
        )

    def card_inventory(self) -> list[int]:
        cards = cards_of(self._laid_all) + list(self._stock[self._stock_pos :])
        for h in self._hands:
            cards += cards_of(h)
        return sorted(cards)

    # --- for tests ------------------------------------------------------------------------------
    def hand_mask(self, seat: int) -> int:
        """The bitmask of `seat`'s hand."""
        return self._hands[seat]

    def stock(self) -> tuple[int, ...]:
        """The cards left in the stock, top first."""
        return self._stock[self._stock_pos :]

    def asks_left(self) -> int:
        """The asks the player to act still has this turn."""
        return self._asks

    def full_mask_check(self) -> bool:
        """True when every card is in exactly one place (a self-check for tests)."""
        seen = self._laid_all
        total = bin(self._laid_all).count("1")
        for h in self._hands:
            seen |= h
            total += bin(h).count("1")
        for c in self._stock[self._stock_pos :]:
            seen |= 1 << c
            total += 1
        return seen == FULL_MASK and total == DECK_SIZE
