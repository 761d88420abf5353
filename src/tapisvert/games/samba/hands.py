"""The life of a hand: the draw for the first dealer, the deal and its upcard, the start of a
turn (red threes laid and replaced), draws from the stock, and the end of the hand with its score.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any, Final

from tapisvert.core.chance import hand_rng
from tapisvert.core.draws import sample, shuffle
from tapisvert.core.errors import InvalidNotation
from tapisvert.core.messages import msg
from tapisvert.core.results import HandResult
from tapisvert.games.samba.cards import (
    IS_NATURAL,
    IS_RED3,
    IS_WILD,
    JOKER,
    NUM_KINDS,
    PACK,
    PACK_SIZE,
    RED_THREES,
    parse_card,
    rank_of,
    suit_of,
)
from tapisvert.games.samba.scoring import YES_NOT_OUT_FINE, initial_minimum, team_hand_score
from tapisvert.games.samba.table import NO_ANSWER, OVER, TURN, YES, SambaTable, cards_of

Draw = list[list[tuple[int, int]]]  # rounds of (seat, card) in the draw for the first dealer

_RED3_A: Final = RED_THREES[0]
_RED3_B: Final = RED_THREES[1]


def draw_key(card: int) -> tuple[int, int]:
    """Rank in the draw for the first dealer: A high .. 2 low, then spades, hearts, diamonds,
    clubs; a joker has no value (lowest)."""
    if card == JOKER:
        return (-1, -1)
    return (rank_of(card), suit_of(card))


def eldest_from_draw(players: int, rounds: Sequence[Sequence[tuple[int, int]]]) -> int:
    """The seat that wins the draw (plays first); raises InvalidNotation on a malformed draw."""
    contenders = list(range(players))
    for rnd in rounds:
        seats = [s for s, _ in rnd]
        if sorted(seats) != sorted(contenders):
            raise InvalidNotation(
                "each round of the draw is drawn by the seats tied for highest",
                message=msg("samba-unreadable-draw-round-seats"),
            )
        best = max(draw_key(c) for _, c in rnd)
        contenders = sorted(s for s, c in rnd if draw_key(c) == best)
        if len(contenders) == 1:
            return contenders[0]
    raise InvalidNotation(
        "the draw for the first dealer leaves a tie", message=msg("samba-unreadable-draw-tie")
    )


def draw_for_dealer(players: int, seed: int) -> Draw:
    """The draw for the first dealer from the match seed: rounds until one seat is highest."""
    rng = hand_rng(seed, 0, "draw")
    contenders = list(range(players))
    rounds: Draw = []
    while True:
        drawn = sample(list(PACK), len(contenders), rng)  # compiled, as `rng.sample`
        rnd = list(zip(contenders, drawn, strict=True))
        rounds.append(rnd)
        best = max(draw_key(c) for _, c in rnd)
        contenders = [s for s, c in rnd if draw_key(c) == best]
        if len(contenders) == 1:
            return rounds


def shuffled_pack(seed: int, hand: int) -> tuple[int, ...]:
    """The pack of hand number `hand`, shuffled from the match seed, top first."""
    pack = list(PACK)
    shuffle(pack, hand_rng(seed, hand))
    return tuple(pack)


def _pack_from_json(data: Any) -> tuple[int, ...]:
    if not isinstance(data, list) or len(data) != PACK_SIZE:
        raise InvalidNotation(
            f"a samba deal's pack lists all {PACK_SIZE} cards, top first",
            message=msg("samba-unreadable-deal-pack-size", n=PACK_SIZE),
        )
    cards = tuple(parse_card(str(c)) for c in data)
    if tuple(sorted(cards)) != PACK:
        raise InvalidNotation(
            "a samba deal's pack must hold three 52-card packs and six jokers, each card once",
            message=msg("samba-unreadable-deal-pack"),
        )
    return cards


def parse_deal(players: int, deal: Any) -> tuple[int, Draw | None, tuple[int, ...]]:
    """(dealer, draw, pack) of a deal given as JSON; InvalidNotation when it is malformed."""
    if not isinstance(deal, Mapping):
        raise InvalidNotation(
            "a samba deal is an object with dealer, draw and pack",
            message=msg("samba-unreadable-deal-object"),
        )
    unknown = sorted(str(k) for k in deal if k not in ("dealer", "draw", "pack"))
    if unknown:
        raise InvalidNotation(
            f"unknown deal field(s): {', '.join(unknown)} (a samba deal has dealer, draw, pack)",
            message=msg("samba-unreadable-deal-fields", fields=tuple(unknown)),
        )
    dealer = deal.get("dealer")
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < players:
        raise InvalidNotation(
            f"a samba deal's dealer is a seat 0..{players - 1}",
            message=msg("samba-unreadable-deal-dealer", last=players - 1),
        )
    pack = _pack_from_json(deal.get("pack"))
    raw = deal.get("draw")
    draw: Draw | None = None
    if raw is not None:
        if not isinstance(raw, list):
            raise InvalidNotation(
                "a samba deal's draw is a list of rounds of [seat, card]",
                message=msg("samba-unreadable-deal-draw"),
            )
        draw = []
        for rnd in raw:
            if not isinstance(rnd, list):
                raise InvalidNotation(
                    "a draw round is a list of [seat, card]",
                    message=msg("samba-unreadable-deal-draw-round"),
                )
            row: list[tuple[int, int]] = []
            for pair in rnd:
                if (
                    not isinstance(pair, list | tuple)
                    or len(pair) != 2
                    or not isinstance(pair[0], int)
                ):
                    raise InvalidNotation(
                        "a draw round is a list of [seat, card]",
                        message=msg("samba-unreadable-deal-draw-round"),
                    )
                row.append((int(pair[0]), parse_card(str(pair[1]))))
            draw.append(row)
        eldest = eldest_from_draw(players, draw)
        if (eldest - 1) % players != dealer:
            raise InvalidNotation(
                f"the draw makes P{eldest} eldest, so P{(eldest - 1) % players}"
                f" deals, not P{dealer}",
                message=msg(
                    "samba-unreadable-deal-draw-dealer",
                    eldest=eldest,
                    drawn=(eldest - 1) % players,
                    dealer=dealer,
                ),
            )
    return dealer, draw, pack


class Hands(SambaTable):
    """Dealing, the stock, red threes, and the end of a hand."""

    __slots__ = ()

    def _deal(self, dealer: int, draw: Draw | None, pack: tuple[int, ...]) -> None:
        """Deal `pack` one card at a time from the dealer's left, turn the upcard (more while it
        is not a natural), and start the eldest's turn."""
        n = self._config.players
        self._deal_records += ((dealer, draw, pack),)
        self._dealer = dealer
        self._pack = pack
        self._hands = [[0] * NUM_KINDS for _ in range(n)]
        self._hand_sizes = [self._hand_size] * n
        hands = self._hands
        pos = n * self._hand_size
        for i in range(n):
            h = hands[(dealer + 1 + i) % n]
            for c in pack[i:pos:n]:
                h[c] += 1
        pile = [pack[pos]]
        pos += 1
        while not IS_NATURAL[pile[-1]]:
            pile.append(pack[pos])
            pos += 1
        self._pile = pile
        self._pile_freezers = sum(1 for c in pile if IS_WILD[c] or IS_RED3[c])
        self._pile_red_threes = sum(1 for c in pile if IS_RED3[c])
        self._stock_pos = pos
        sides = self._sides
        self._melds = [[] for _ in range(sides)]
        self._opened = [False] * sides
        self._canasta_counts = [0] * sides
        self._initial_minimum = [initial_minimum(s, self._initial_meld_7000) for s in self._scores]
        self._minimum_raised = [0] * sides
        self._red_threes = [()] * n
        self._fines = [0] * sides
        self._known_cards = [()] * n
        self._turns = 0
        self._out_seat = None
        self._start_turn((dealer + 1) % n)

    def _start_turn(self, p: int) -> bool:
        """Begin `p`'s turn, laying his red threes (replaced from the stock); False if the hand
        ended because a red three could not be replaced."""
        self._current = p
        self._to_act = p
        self._phase = TURN
        self._turns += 1
        self._asked = False
        self._ask_phase = TURN
        self._answer = NO_ANSWER
        self._drew = False
        self._melded = False
        self._pending_pile = False
        self._pending_top = -1
        self._pile_declined = False
        self._meld_cancelled = False
        h = self._hands[p]
        if not (h[_RED3_A] or h[_RED3_B]):
            return True
        for r3 in RED_THREES:
            while h[r3]:
                h[r3] -= 1
                self._hand_sizes[p] -= 1
                self._red_threes[p] = (*self._red_threes[p], r3)
                if not self._draw_one(p):
                    return False
        return True

    def _draw_one(self, p: int) -> bool:
        """Draw one card other than a red three (red threes drawn are laid and replaced); False
        when the hand ended because the stock ran out before a replacement. A player told "yes"
        to "may I go out?" (asked before drawing) who draws a red three the stock cannot replace
        has not gone out: his side pays the sheet's fine (irregularity 9)."""
        pack = self._pack
        while True:
            if self._stock_pos >= len(pack):
                if self._answer is YES:
                    self._fines[p % self._sides] += YES_NOT_OUT_FINE
                self._end_hand(None)
                return False
            c = pack[self._stock_pos]
            self._stock_pos += 1
            if IS_RED3[c]:
                self._red_threes[p] = (*self._red_threes[p], c)
                continue
            self._hands[p][c] += 1
            self._hand_sizes[p] += 1
            return True

    def _end_hand(self, out_seat: int | None) -> None:
        """Score the hand (`out_seat` went out, or None: the stock ran out), then end the match
        or deal the next hand."""
        self._out_seat = out_seat
        sides = self._sides
        team_scores: list[int] = []
        details: list[dict[str, Any]] = []
        for t in range(sides):
            members = (t, t + sides)
            hands: list[list[int]] = []
            unlaid = 0
            red = 0
            for q in members:
                h = self._hands[q]
                hands.append([c for c in cards_of(h) if not IS_RED3[c]])
                if h[_RED3_A] or h[_RED3_B]:
                    unlaid += 1
                red += len(self._red_threes[q])
            went_out = out_seat is not None and out_seat % sides == t
            d = team_hand_score(self._melds[t], red, went_out, hands, unlaid, self._fines[t])
            team_scores.append(d["total"])
            d["team"] = t
            d["seats"] = list(members)
            details.append(d)
        for t in range(sides):
            self._scores[t] += team_scores[t]
        fracs = tuple(Fraction(s) for s in team_scores)
        result = HandResult(
            scores=tuple(fracs[q % sides] for q in range(self._config.players)),
            detail={
                "dealer": self._dealer,
                "went_out": out_seat,
                "teams": details,
                "totals": list(self._scores),
            },
            teams=self.teams(),
            team_scores=fracs,
        )
        self._results += (result,)
        self._score_rows += (tuple(team_scores),)
        top = max(self._scores)
        leaders = [t for t in range(sides) if self._scores[t] == top]
        over = top >= self._target_score and len(leaders) == 1
        if self._max_hands is not None and len(self._results) >= self._max_hands:
            over = True
        if over:
            self._phase = OVER
            self._to_act = None
            self._winners = tuple(
                sorted(q for q in range(self._config.players) if q % sides in leaders)
            )
            return
        self._hand_number += 1
        self._deal(
            (self._dealer + 1) % self._config.players,
            None,
            shuffled_pack(self._config.seed, self._hand_number),
        )
