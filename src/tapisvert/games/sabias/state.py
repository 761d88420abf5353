"""One match of sabias: the deal, taking and the call, announcements, the play, scoring, manches.

`SabiasState` puts together the parts of the state, one concept each (see `table`): the legal
actions (`legal`), the life of a hand and its records (`hands`), applying actions (`moves`),
refusals (`explain`). This module creates a match, copies it, shows it (`view`), builds sampled
worlds for search (`from_view`, `with_hidden`) and reports the match's `result()`.

The state is built for random play and search: hands are 60-bit masks, the legal set one bitmask
computed when the turn changes; nothing allocates a Fraction or a dict until a hand is scored.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from fractions import Fraction
from typing import Self, cast

from tapisvert.core.chance import hand_rng
from tapisvert.core.draws import shuffle
from tapisvert.core.errors import InvalidNotation
from tapisvert.core.messages import Message, msg
from tapisvert.core.options import OptionValue
from tapisvert.core.protocol import ActionInfo, check_action_id, check_seat
from tapisvert.core.results import MatchResult
from tapisvert.core.scores import score_json
from tapisvert.games.sabias import scoring, wording
from tapisvert.games.sabias.actions import ACTION_SPACE
from tapisvert.games.sabias.cards import (
    DECK,
    JEFA,
    LED_BY,
    POINTS,
    STRENGTH,
    card_to_str,
    ids_of,
    mask_of,
    parse_card,
    sort_key,
)
from tapisvert.games.sabias.deal import draw_for_dealer, parse_deal, shuffled_deal
from tapisvert.games.sabias.explain import Explain
from tapisvert.games.sabias.features import write
from tapisvert.games.sabias.table import (
    JEFA_BIT,
    JSON,
    OVER,
    PHASE_NAMES,
    PLAY,
    Announced,
    DealRecord,
    HandFacts,
    Phase,
    Rules,
)
from tapisvert.games.sabias.views import (
    Announcement,
    AnnouncementName,
    LastHand,
    Mode,
    Outcome,
    SabiasView,
    Trick,
)


class SabiasState(Explain):
    """One match of sabias."""

    __slots__ = ()

    # --- creation and copies --------------------------------------------------------------------
    @classmethod
    def start(
        cls, players: int, seed: int, options: dict[str, OptionValue], deal: JSON | None
    ) -> SabiasState:
        self = cls()
        self._rules = rules = Rules(players, seed, options)
        self._config = rules.config
        self._deals = ()
        self._results = ()
        self._hand_memo = ()
        self._manche_scores = (0,) * players
        self._manches = (0,) * players
        self._totals = (0,) * players
        self._manche_log = ()
        self._winners = ()
        if deal is not None:
            dealer, hands, draw = parse_deal(deal, players)
        else:
            dealer, rounds = draw_for_dealer(hand_rng(seed, 0, "dealer"), players)
            draw = [[[s, card_to_str(c)] for s, c in r] for r in rounds]
            hands = shuffled_deal(seed, 0, dealer, players)
        self._begin_hand(0, dealer, hands, draw)
        return self

    def clone(self) -> Self:
        copy = type(self)()
        copy._rules = self._rules
        copy._config = self._config
        copy._hands = self._hands[:]
        copy._hand_ids = None
        copy._phase = self._phase
        copy._turn = self._turn
        copy._to_act = self._to_act
        copy._legal_mask = self._legal_mask
        copy._legal = self._legal
        copy._trick = self._trick[:]
        copy._leader = self._leader
        copy._led = self._led
        copy._best_strength = self._best_strength
        copy._winning_seat = self._winning_seat
        copy._points_in_trick = self._points_in_trick
        copy._card_points = self._card_points[:]
        copy._tricks = self._tricks
        copy._hand_number = self._hand_number
        copy._dealer = self._dealer
        copy._taker = self._taker
        copy._called = self._called
        copy._partner = self._partner
        copy._bids = self._bids
        copy._announcements = self._announcements
        copy._shown = self._shown
        copy._conseil_done = self._conseil_done
        copy._jefa_done = self._jefa_done
        copy._chelem_seat = self._chelem_seat
        copy._deals = self._deals
        copy._results = self._results
        copy._hand_memo = self._hand_memo
        copy._manche_scores = self._manche_scores
        copy._manches = self._manches
        copy._totals = self._totals
        copy._manche_log = self._manche_log
        copy._winners = self._winners
        return copy

    # --- views ----------------------------------------------------------------------------------
    def view(self, seat: object) -> SabiasView:
        """What `seat` may know now; `seat=None`: the public view (spectators, replays), no hand.
        (`object`: compiled, an `int | None` parameter would refuse a wrong type in mypyc's words
        before `check_seat` could.)"""
        rules = self._rules
        n = rules.players
        seat = check_seat(seat, n)
        turn = self._turn
        taker = self._taker
        partner = self._partner_seat()
        revealed = partner >= 0
        hands = self._hands
        leader = self._leader
        last = None
        if self._results:
            result = self._finished_hands()[-1]
            last = LastHand(result.scores, result.teams, result.team_scores, result.detail)
        return SabiasView(
            game="sabias",
            seat=seat,
            players=n,
            mode=cast(Mode, rules.mode),
            options=self._config.options,
            to_act=None if turn < 0 else turn,
            phase=PHASE_NAMES[self._phase],
            hand_number=self._hand_number,
            dealer=self._dealer,
            legal_actions=tuple(self.legal_action_strs()) if turn == seat else (),
            hand=() if seat is None else _card_tuple(hands[seat]),
            hand_sizes=tuple([h.bit_count() for h in hands]),
            bids=tuple([(s, "take" if took else "pass") for s, took in self._bids]),
            taker=taker if taker >= 0 else None,
            called=card_to_str(self._called) if self._called >= 0 else None,
            partner=partner if revealed and partner != taker else None,
            alone=(partner == taker) if revealed else None,
            announcements=tuple(
                [
                    Announcement(
                        s,
                        cast(AnnouncementName, name),
                        _card_tuple(cards),
                        _card_tuple(hands[s] & cards),
                        self._outcome(s, name),
                    )
                    for s, name, cards in self._announcements
                ]
            ),
            shown=tuple([_card_tuple(hands[s] & self._shown) for s in range(n)]),
            chelem=self._chelem_seat if self._chelem_seat >= 0 else None,
            leader=leader if self._phase is PLAY else None,
            trick=tuple([((leader + i) % n, card_to_str(x)) for i, x in enumerate(self._trick)]),
            tricks=tuple(
                [Trick(ld, tuple([card_to_str(x) for x in cs]), w) for ld, cs, w in self._tricks]
            ),
            trick_points=tuple(self._card_points),
            grande_jefa=self._grande_jefa_seat(),
            manche_scores=tuple([Fraction(x, 4) for x in self._manche_scores]),
            manches=self._manches,
            totals=tuple([Fraction(x, 4) for x in self._totals]),
            last_hand=last,
            winners=self._winners if turn < 0 else (),
        )

    def _outcome(self, seat: int, name: str) -> Outcome:
        """An announcement's outcome from what the table has seen (`Announcement.outcome`): the
        final `_settle_announcements` decides the same once the hand is played."""
        if name in ("conseil", "grand-conseil"):
            return "made"
        n = self._rules.players
        over = self._phase is OVER  # the hand's last trick is still in `_tricks`
        if name == "jefa":
            for i, (leader, cards, winner) in enumerate(self._tricks):
                if JEFA in cards:
                    last = over and i == len(self._tricks) - 1
                    made = last and winner == seat and cards[(seat - leader) % n] == JEFA
                    return "made" if made else "failed"
            return "open"
        camp = self._public_camp(seat)
        if camp is None:
            return "open"  # the camps are not public yet: nobody can tell
        if any(w not in camp for _, _, w in self._tricks):
            return "failed"
        return "made" if over and self._tricks else "open"

    def _public_camp(self, seat: int) -> set[int] | None:
        """The seats on `seat`'s side, once every seat can tell (None before)."""
        rules = self._rules
        if rules.mode == "teams":
            return {seat % 2, seat % 2 + 2}
        if rules.mode == "individual":
            return {seat}
        taker = self._taker
        if taker < 0:
            return None
        if rules.players == 3:
            camp = {taker}
        else:
            partner = self._partner_seat()
            if partner < 0:
                return None
            camp = {taker, partner}
        return camp if seat in camp else set(range(rules.players)) - camp

    # --- words: the actions and the prompt as messages (`wording`) -------------------------------
    def action_message(self, action: object) -> Message:
        return wording.action_message(check_action_id(action, ACTION_SPACE))

    def action_infos(self) -> list[ActionInfo]:
        return [wording.action_info(a) for a in self.legal_actions()]

    def prompt(self) -> Message | None:
        return wording.prompt(self)

    def write_features(
        self,
        seat: int,
        base: int,
        ones: list[int],
        idx: list[int],
        val: list[float],
        blocks: list[int],
    ) -> bool:
        """`seat`'s tensor straight from the masks (`features.write`, the JSON encoder's twin)."""
        write(self, seat, base, ones, idx, val, blocks)
        return True

    def resample_hidden(self, seat: int, rng: random.Random) -> Self:
        out = self.clone()
        public = self._shown
        hidden = [0 if s == seat else h & ~public for s, h in enumerate(self._hands)]
        pool: list[int] = []
        for m in hidden:
            pool.extend(ids_of(m))
        shuffle(pool, rng)
        i = 0
        for s, m in enumerate(hidden):
            k = m.bit_count()
            out._hands[s] = (self._hands[s] & ~m) | mask_of(pool[i : i + k])
            i += k
        out._refresh_legal()
        return out

    # --- sampled worlds, for search -------------------------------------------------------------
    @classmethod
    def from_view(cls, view: SabiasView) -> SabiasState:
        """The match as the seat of `view` knows it, to sample worlds from (`with_hidden`).

        Everything public is exact: the options, the dealer, the bids, the call, the
        announcements, the tricks, the trick in progress, the standings and the last hand's
        result. Each seat holds only the cards the seat of `view` knows it holds (its own hand,
        the others' shown cards) until `with_hidden` deals the rest. Not public, so not
        reproduced: earlier hands' deals (placeholders) and their results but the last (void).
        """
        seat = view.seat
        if seat is None:
            raise InvalidNotation(
                "the public view has no seat to sample for",
                message=msg("sabias-unreadable-view-no-seat"),
            )
        n = view.players
        dealer = view.dealer
        number = view.hand_number
        template = cls()
        template._rules = Rules(n, 0, dict(view.options))
        template._config = template._rules.config
        called = -1 if view.called is None else parse_card(view.called)
        announcements: list[Announced] = []
        shown = conseil_done = jefa_done = 0
        partner = -1
        for a in view.announcements:
            cards = mask_of([parse_card(x) for x in a.cards])
            announcements.append((a.seat, a.announcement, cards))
            made_public = cards
            if a.announcement == "jefa":
                jefa_done |= 1 << a.seat
                made_public = JEFA_BIT
            elif a.announcement in ("conseil", "grand-conseil"):
                conseil_done |= 1 << a.seat
            shown |= made_public
            if called >= 0 and made_public >> called & 1:
                partner = a.seat
        known = [0] * n
        known[seat] = mask_of([parse_card(x) for x in view.hand])
        for s, cards_shown in enumerate(view.shown):
            if s != seat:
                known[s] |= mask_of([parse_card(x) for x in cards_shown])
        trick_pairs = [(s, parse_card(x)) for s, x in view.trick]
        trick = [c for _, c in trick_pairs]
        leader = view.leader if view.leader is not None else dealer
        led = best = winning = -1
        points = 0
        if trick_pairs:
            leader = trick_pairs[0][0]
            led = LED_BY[trick[0]]
            for s, c in trick_pairs:
                strength = STRENGTH[led][c]
                if strength > best:
                    best, winning = strength, s
                points += POINTS[c]
        template._hands = known
        template._hand_ids = None
        template._phase = Phase(PHASE_NAMES.index(view.phase))
        template._turn = -1 if view.to_act is None else view.to_act
        template._to_act = view.to_act
        template._legal_mask = 0
        template._legal = None
        template._trick = trick
        template._leader = leader
        template._led = led
        template._best_strength = best
        template._winning_seat = winning
        template._points_in_trick = points
        template._card_points = list(view.trick_points)
        template._tricks = tuple(
            (tr.leader, tuple([parse_card(x) for x in tr.cards]), tr.winner) for tr in view.tricks
        )
        template._hand_number = number
        template._dealer = dealer
        template._taker = -1 if view.taker is None else view.taker
        template._called = called
        template._partner = partner
        template._bids = tuple([(s, b == "take") for s, b in view.bids])
        template._announcements = tuple(announcements)
        template._shown = shown
        template._conseil_done = conseil_done
        template._jefa_done = jefa_done
        template._chelem_seat = -1 if view.chelem is None else view.chelem
        size = DECK // n
        placeholder = tuple([tuple(range(s * size, (s + 1) * size)) for s in range(n)])
        template._deals = tuple(
            [DealRecord((dealer - number + i) % n, placeholder, None) for i in range(number)]
        )
        template._results = _results_of_view(view)
        template._hand_memo = ()
        template._manche_scores = tuple([_quarters(x) for x in view.manche_scores])
        template._manches = view.manches
        template._totals = tuple([_quarters(x) for x in view.totals])
        template._manche_log = ()
        template._winners = view.winners
        return template

    def with_hidden(self, hands: Sequence[int], seed: int) -> Self:
        """A world sampled from this state (`from_view`): `hands` (masks) are every seat's cards
        now, the current hand's deal is recorded as each seat's cards played plus its hand, and
        the hands after this one are dealt from `seed`."""
        n = self._rules.players
        world = self.clone()
        world._rules = Rules(n, seed, dict(self._config.options))
        world._config = world._rules.config
        world._hands = list(hands)
        played: list[list[int]] = [[] for _ in range(n)]
        for leader, cards, _ in self._tricks:
            for i, x in enumerate(cards):
                played[(leader + i) % n].append(x)
        for i, x in enumerate(self._trick):
            played[(self._leader + i) % n].append(x)
        dealt = tuple([tuple(played[s]) + tuple(ids_of(h)) for s, h in enumerate(hands)])
        world._deals = (*self._deals, DealRecord(self._dealer, dealt, None))
        world._refresh_legal()
        return world

    # --- the match's result ---------------------------------------------------------------------
    def result(self) -> MatchResult:
        over = self._turn < 0
        totals = scoring.quarters(self._totals)
        teams = None
        team_totals = None
        if self._rules.mode == "teams":
            teams = ((0, 2), (1, 3))
            team_totals = (totals[0], totals[1])
        return MatchResult(
            totals=totals,
            winners=self._winners if over else (),
            over=over,
            hands=self._finished_hands(),
            teams=teams,
            team_totals=team_totals,
            detail={
                "manches": list(self._manches),
                "manche_scores": [score_json(Fraction(x, 4)) for x in self._manche_scores],
                "manche_winners": [
                    {"hand": h, "seats": list(seats)} for h, seats in self._manche_log
                ],
            },
        )


def _card_tuple(mask: int) -> tuple[str, ...]:
    """The cards of `mask` in notation, in hand order."""
    return tuple([card_to_str(x) for x in sorted(ids_of(mask), key=sort_key)])


def _quarters(value: Fraction) -> int:
    q = value * 4
    if q.denominator != 1:
        raise InvalidNotation(
            f"not a sabias score: {value}", message=msg("sabias-unreadable-score", text=str(value))
        )
    return int(q)


def _results_of_view(view: SabiasView) -> tuple[HandFacts, ...]:
    """Earlier hands as void placeholders, the last one as `view` shows it (`from_view`)."""
    n = view.players
    number = view.hand_number
    first_dealer = (view.dealer - number) % n
    over = view.phase == PHASE_NAMES[OVER] and view.to_act is None
    finished = number + 1 if over else number  # over: the current hand is finished too
    out = [
        HandFacts((0,) * n, i, (first_dealer + i) % n, None, (), -1, -1, -1)
        for i in range(finished)
    ]
    last = view.last_hand
    if last is not None and out:
        quarters = tuple([_quarters(x) for x in last.scores])
        detail = last.detail
        i = int(detail.get("hand", finished - 1))
        dealer = int(detail.get("dealer", (first_dealer + i) % n))
        facts = HandFacts(quarters, i, dealer, None, (), -1, -1, -1)
        if not detail.get("void"):
            settled = tuple(
                [
                    (int(e["seat"]), str(e["announcement"]), int(e["value"]))
                    for e in detail.get("announcements", ())
                ]
            )
            taker = detail.get("taker")
            called = detail.get("called")
            partner = detail.get("partner")
            taker_seat = -1 if taker is None else int(taker)
            if partner is None:
                partner_seat = taker_seat if detail.get("alone") and called is not None else -1
            else:
                partner_seat = int(partner)
            facts = HandFacts(
                quarters,
                i,
                dealer,
                tuple([int(x) for x in detail["card_points"]]),
                settled,
                taker_seat,
                -1 if called is None else parse_card(called),
                partner_seat,
            )
        out[-1] = facts
    return tuple(out)


__all__ = ["SabiasState"]
