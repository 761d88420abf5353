"""One match of Die Sieben Siegel: every round from the first deal to the last.

Phases of a round: PREDICT (from the dealer's left, each player in turn takes seals one at a
time, steals, or takes the saboteur, then says "done"), PLAY (15 tricks; the dealer's left leads
the first) and GIVE (the trick's winner chooses which seal to give back when he has a choice).

Action ids (n players): 0..74 `play CARD` (the card's id); 75..79 `take COLOUR`;
80..80+5n-1 `steal COLOUR SEAT` (80 + colour*n + seat); then `saboteur`, `done`, and six
`give KIND` (the five colours and white).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any, ClassVar, Self, cast

from tapisvert.core.chance import hand_rng
from tapisvert.core.errors import InvalidNotation, Refusal
from tapisvert.core.options import OptionValue
from tapisvert.core.protocol import (
    Action,
    Game,
    GameState,
    MatchConfig,
    Seat,
    check_action_id,
    check_seat,
    check_text,
)
from tapisvert.core.results import HandResult, MatchResult
from tapisvert.games.seven_seals.cards import (
    _COLOUR_CARDS,
    BLACK,
    COLOUR_MASK,
    COLOUR_NAMES,
    DECK_SIZE,
    HAND_SIZE,
    KIND_NAMES,
    MAX_RANK,
    NUM_COLOURS,
    NUM_KINDS,
    RANKS,
    RED,
    SEAL_SUPPLY,
    WHITE,
    card_to_str,
    cards_of,
    colour_cards,
    pack,
    parse_card,
    parse_kind,
    trick_winner,
)
from tapisvert.games.seven_seals.scoring import SABOTEUR_BASE, round_scores
from tapisvert.games.seven_seals.views import PhaseName, Seals, SevenSealsView, Trick

JSON = Any

PREDICT, PLAY, GIVE, OVER = 0, 1, 2, 3
PHASE_NAMES = ("predict", "play", "give", "over")

TAKE = DECK_SIZE  # 75..79
STEAL = TAKE + NUM_COLOURS  # 80..80+5n-1

# What became of a finished trick's seal: a kind given back (0..5), a black seal taken (6), or:
PENDING = -1
NOTHING_SABOTEUR = 7
NOTHING_NO_BLACK = 8
_OUTCOME_TEXT = (*(f"gave {k}" for k in KIND_NAMES[:6]), "took black", "saboteur", "no black left")

_M0, _M1, _M2, _M3, _M4 = COLOUR_MASK


def rounds_for(players: int) -> int:
    """As many rounds as players, six at 3 players [S]."""
    return 6 if players == 3 else players


class SevenSealsState(GameState):
    """A match in progress (see the module docstring for phases and action ids)."""

    __slots__ = (
        *GameState.STATE_SLOTS,
        "_a_done",
        "_a_give",
        "_a_sab",
        "_centre",
        "_dealer",
        "_deals",
        "_done_count",
        "_first_dealer",
        "_hands",
        "_leader",
        "_legal",
        "_n",
        "_phase",
        "_plog",
        "_results",
        "_rounds",
        "_sab_base",
        "_saboteur",
        "_seals",
        "_took",
        "_totals",
        "_trick",
        "_tricks",
    )

    game: ClassVar[Game]

    def __init__(
        self, players: int, seed: int, options: dict[str, OptionValue], deal: JSON | None
    ) -> None:
        n = players
        self._n = n
        self._config = MatchConfig.of(n, seed, options)
        rounds = rounds_for(n)
        max_hands = options.get("max_hands")
        if isinstance(max_hands, int):
            rounds = min(rounds, max_hands)
        self._rounds = rounds
        base = options.get("saboteur_base_3p", SABOTEUR_BASE)
        self._sab_base = int(base) if n == 3 and isinstance(base, int) else SABOTEUR_BASE
        self._a_sab = STEAL + NUM_COLOURS * n
        self._a_done = self._a_sab + 1
        self._a_give = self._a_done + 1
        self._totals = [0] * n
        self._results: list[HandResult] = []
        self._deals: list[tuple[int, tuple[int, ...]]] = []  # (dealer, hand masks) per round
        if deal is not None:
            dealer, hands = _validate_deal(n, deal)
        else:
            dealer = hand_rng(seed, 0, "dealer").randrange(n)
            hands = None
        self._first_dealer = dealer
        self._start_hand(0, hands)

    # --- the deal -----------------------------------------------------------------------------
    def _start_hand(self, h: int, hands: list[int] | None) -> None:
        n = self._n
        dealer = (self._first_dealer + h) % n
        if hands is None:
            cards = pack(n)
            hand_rng(self._config.seed, h).shuffle(cards)
            hands = [0] * n
            for i, c in enumerate(cards):  # one at a time from the dealer's left
                hands[(dealer + 1 + i) % n] |= 1 << c
        self._hand_number = h
        self._dealer = dealer
        self._hands = hands
        self._deals.append((dealer, tuple(hands)))
        self._seals = [0] * (NUM_KINDS * n)
        self._centre = list(SEAL_SUPPLY)
        self._saboteur = -1
        self._done_count = 0
        self._took = False
        self._plog: list[tuple[int, int]] = []
        self._phase = PREDICT
        self._to_act = (dealer + 1) % n
        self._leader = (dealer + 1) % n
        self._trick: tuple[int, ...] = ()
        self._tricks: list[tuple[int, tuple[int, ...], int, int]] = []
        self._legal: list[int] | None = None

    # --- protocol: who acts -------------------------------------------------------------------
    @property
    def phase(self) -> str:
        return PHASE_NAMES[self._phase]

    def progress_marker(self) -> str:
        if self._phase == PREDICT:
            return "predictions"
        done = len(self._tricks)
        # A trick waiting for its winner's seal is still that trick.
        return f"trick {done if self._phase == GIVE else done + 1}"

    @property
    def saboteur(self) -> int | None:
        return None if self._saboteur < 0 else self._saboteur

    def seals_of(self, seat: int) -> tuple[int, ...]:
        """The seven seal counts of `seat`: red, yellow, green, blue, violet, white, black."""
        return tuple(self._seals[seat * NUM_KINDS : (seat + 1) * NUM_KINDS])

    def centre(self) -> tuple[int, ...]:
        """The seven seal counts left in the centre."""
        return tuple(self._centre)

    def hand_of(self, seat: int) -> list[str]:
        """The cards of `seat` in notation (for tests and tools; not part of any observation)."""
        return [card_to_str(c) for c in cards_of(self._hands[seat])]

    def legal_actions(self) -> list[Action]:
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return list(legal)

    def _compute_legal(self) -> list[int]:
        phase = self._phase
        if phase == PLAY:
            h = self._hands[self._to_act]  # type: ignore[index]
            get = _COLOUR_CARDS.get
            if self._trick:
                m = h & COLOUR_MASK[self._trick[0] // RANKS]
                if m:
                    return list(get(m) or colour_cards(m))
            m0, m1, m2, m3, m4 = h & _M0, h & _M1, h & _M2, h & _M3, h & _M4
            return [
                *(get(m0) or colour_cards(m0)),
                *(get(m1) or colour_cards(m1)),
                *(get(m2) or colour_cards(m2)),
                *(get(m3) or colour_cards(m3)),
                *(get(m4) or colour_cards(m4)),
            ]
        if phase == PREDICT:
            return self._prediction_actions()
        if phase == GIVE:
            _, cards, winner, _ = self._tricks[-1]
            return [self._a_give + k for k in self._give_options(winner, cards)]
        return []

    def _prediction_actions(self) -> list[int]:
        n = self._n
        seat = self._to_act
        centre = self._centre
        seals = self._seals
        acts = [TAKE + c for c in range(NUM_COLOURS) if centre[c]]
        if len(acts) < NUM_COLOURS:  # some colour is exhausted: it may be stolen
            for c in range(NUM_COLOURS):
                if not centre[c]:
                    for v in range(n):
                        if v != seat and seals[v * NUM_KINDS + c]:
                            acts.append(STEAL + c * n + v)
        if self._saboteur < 0 and not self._took:
            acts.append(self._a_sab)
        acts.append(self._a_done)
        return acts

    def _give_options(self, winner: int, cards: tuple[int, ...]) -> list[int]:
        """The seal kinds the winner of `cards` may give back, among those he holds [S, A]."""
        base = winner * NUM_KINDS
        seals = self._seals
        led = cards[0] // RANKS
        out = []
        if led != RED and seals[base + RED] and cards[trick_winner(cards)] < RANKS:
            out.append(RED)
        if seals[base + led]:
            out.append(led)
        if seals[base + WHITE]:
            out.append(WHITE)
        return out

    # --- protocol: applying actions -----------------------------------------------------------
    def apply(self, action: Action) -> None:
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        if action not in legal or type(action) is not int:
            raise self._refuse(action)
        phase = self._phase
        if phase == PLAY:
            self._play(action)
        elif phase == PREDICT:
            self._predict(action)
        else:
            self._give(action - self._a_give)

    def _predict(self, a: int) -> None:
        seat: int = self._to_act  # type: ignore[assignment]
        self._plog.append((seat, a))
        seals = self._seals
        if a < STEAL:
            colour = a - TAKE
            self._centre[colour] -= 1
            seals[seat * NUM_KINDS + colour] += 1
            self._took = True
        elif a < self._a_sab:
            colour, victim = divmod(a - STEAL, self._n)
            seals[victim * NUM_KINDS + colour] -= 1
            seals[seat * NUM_KINDS + colour] += 1
            if self._centre[WHITE]:  # the victim is compensated while white seals remain
                self._centre[WHITE] -= 1
                seals[victim * NUM_KINDS + WHITE] += 1
            self._took = True
        else:
            if a == self._a_sab:
                self._saboteur = seat
            self._done_count += 1
            self._took = False
            if self._done_count == self._n:
                self._phase = PLAY
                self._to_act = self._leader
            else:
                self._to_act = (seat + 1) % self._n
        self._legal = None

    def _play(self, c: int) -> None:
        seat: int = self._to_act  # type: ignore[assignment]
        self._hands[seat] ^= 1 << c
        trick = (*self._trick, c)
        n = self._n
        if len(trick) < n:
            self._trick = trick
            self._to_act = seat + 1 if seat + 1 < n else 0
            self._legal = None
            return
        self._trick = ()
        leader = self._leader
        winner = (leader + trick_winner(trick)) % n
        if winner == self._saboteur:
            self._tricks.append((leader, trick, winner, NOTHING_SABOTEUR))
            self._next_trick(winner)
            return
        options = self._give_options(winner, trick)
        if not options:
            if self._centre[BLACK]:
                self._centre[BLACK] -= 1
                self._seals[winner * NUM_KINDS + BLACK] += 1
                outcome = BLACK
            else:
                outcome = NOTHING_NO_BLACK
        elif len(options) == 1:
            outcome = options[0]
            self._seals[winner * NUM_KINDS + outcome] -= 1
            self._centre[outcome] += 1
        else:
            self._tricks.append((leader, trick, winner, PENDING))
            self._phase = GIVE
            self._to_act = winner
            give = self._a_give
            self._legal = [give + k for k in options]
            return
        self._tricks.append((leader, trick, winner, outcome))
        self._next_trick(winner)

    def _give(self, kind: int) -> None:
        winner: int = self._to_act  # type: ignore[assignment]
        self._seals[winner * NUM_KINDS + kind] -= 1
        self._centre[kind] += 1
        leader, trick, _, _ = self._tricks[-1]
        self._tricks[-1] = (leader, trick, winner, kind)
        self._phase = PLAY
        self._next_trick(winner)

    def _next_trick(self, winner: int) -> None:
        if len(self._tricks) == HAND_SIZE:
            self._end_round()
            return
        self._leader = winner
        self._to_act = winner
        self._legal = None

    def _end_round(self) -> None:
        n = self._n
        seals = [self.seals_of(i) for i in range(n)]
        sab = None if self._saboteur < 0 else self._saboteur
        scores = round_scores(seals, sab, self._sab_base)
        for i in range(n):
            self._totals[i] += scores[i]
        black_by_others = (
            None if sab is None else sum(s[BLACK] for i, s in enumerate(seals) if i != sab)
        )
        detail = {
            "dealer": self._dealer,
            "saboteur": sab,
            "saboteur_base": self._sab_base if sab is not None else None,
            "black_by_others": black_by_others,
            "seals_left": [_seal_dict(s) for s in seals],
            "scores": list(scores),
        }
        self._results.append(HandResult(tuple(Fraction(s) for s in scores), detail))
        if self._hand_number + 1 >= self._rounds:
            self._phase = OVER
            self._to_act = None
            self._legal = []
        else:
            self._start_hand(self._hand_number + 1, None)

    # --- illegal actions ----------------------------------------------------------------------
    def action_space(self) -> int:
        return self._a_give + NUM_COLOURS + 1

    def refusal(self, action: Action) -> Refusal:
        last = self.action_space() - 1
        if type(action) is not int or not 0 <= action <= last:
            return Refusal(
                "no_such_action",
                {"last": last},
                f"{action!r} is not an action of this match (ids 0..{last})",
            )
        text = self.action_to_str(action)
        phase = self._phase
        if phase == OVER:
            return Refusal("match_over", {}, f"the match is over: no more actions ({text})")
        if action in self.legal_actions():
            return Refusal("legal", {}, f"{text} is legal now")
        seat = self._to_act
        if phase == PREDICT:
            return self._explain_prediction(action, text)
        if phase == GIVE:
            return self._explain_give(action, text)
        # PLAY
        if action >= TAKE:
            return Refusal(
                "seven-seals.play_a_card",
                {},
                f"it is P{seat}'s turn to play a card to the trick (not to {text}):"
                " predictions are over",
            )
        top = MAX_RANK[self._n]
        card = card_to_str(action)
        if action % RANKS + 1 > top:
            return Refusal(
                "seven-seals.not_in_pack",
                {"card": card, "players": self._n, "top": top},
                f"{card} is not in the {self._n}-player pack (ranks 1..{top})",
            )
        hand = self._hands[seat]  # type: ignore[index]
        if not hand >> action & 1:
            return Refusal("not_held", {"card": card}, f"you do not hold {card}")
        led = self._trick[0] // RANKS
        follow = " ".join(card_to_str(c) for c in cards_of(hand & COLOUR_MASK[led]))
        lead = card_to_str(self._trick[0])
        return Refusal(
            "seven-seals.must_follow",
            {"colour": COLOUR_NAMES[led], "lead_card": lead, "cards": follow},
            f"must follow {COLOUR_NAMES[led]} (led {lead}): you hold {follow}",
        )

    def _explain_prediction(self, action: int, text: str) -> Refusal:
        seat: int = self._to_act  # type: ignore[assignment]
        if action < TAKE:
            return Refusal(
                "seven-seals.predict_first",
                {},
                f"cannot {text} now: cards are played once every player has predicted"
                f" (P{seat} is predicting)",
            )
        if action >= self._a_give:
            return Refusal(
                "seven-seals.no_trick_yet",
                {},
                f"cannot {text}: no trick has been won yet, this is the prediction",
            )
        if action < STEAL:
            colour = COLOUR_NAMES[action - TAKE]
            return Refusal(
                "seven-seals.centre_empty",
                {"colour": colour},
                f"no {colour} seal is left in the centre: steal one from a player who holds one"
                f" (steal {colour} SEAT)",
            )
        if action < self._a_sab:
            c, victim = divmod(action - STEAL, self._n)
            colour = COLOUR_NAMES[c]
            if victim == seat:
                return Refusal(
                    "seven-seals.steal_from_self",
                    {},
                    "cannot steal from yourself: steal from another player",
                )
            if self._centre[c]:
                return Refusal(
                    "seven-seals.centre_not_empty",
                    {"n": self._centre[c], "colour": colour},
                    f"{self._centre[c]} {colour} seal(s) remain in the centre: take one; a colour"
                    " may be stolen only when the centre has none",
                )
            return Refusal(
                "seven-seals.nothing_to_steal",
                {"victim_seat": victim, "colour": colour},
                f"P{victim} holds no {colour} seal to steal",
            )
        # the saboteur
        if self._saboteur >= 0:
            return Refusal(
                "seven-seals.saboteur_taken",
                {"saboteur_seat": self._saboteur},
                f"the saboteur is already taken by P{self._saboteur} (one per round)",
            )
        return Refusal(
            "seven-seals.saboteur_takes_no_seals",
            {},
            "the saboteur takes no seals, and you have already taken seals this turn",
        )

    def _explain_give(self, action: int, text: str) -> Refusal:
        winner: int = self._to_act  # type: ignore[assignment]
        _, cards, _, _ = self._tricks[-1]
        options = self._give_options(winner, cards)
        allowed = " or ".join(f"give {KIND_NAMES[k]}" for k in options)
        colours = " ".join(KIND_NAMES[k] for k in options)
        if action < self._a_give:
            return Refusal(
                "seven-seals.give_first",
                {"winner_seat": winner, "colours": colours},
                f"P{winner} won the trick and must first give a seal back: {allowed}",
            )
        kind = action - self._a_give
        led = cards[0] // RANKS
        if self._seals[winner * NUM_KINDS + kind] == 0:
            return Refusal(
                "seven-seals.seal_not_held",
                {"colour": KIND_NAMES[kind], "colours": colours},
                f"you hold no {KIND_NAMES[kind]} seal: {allowed}",
            )
        trumped = cards[trick_winner(cards)] < RANKS and led != RED
        rule = f"after a {COLOUR_NAMES[led]} lead you may give {COLOUR_NAMES[led]} or white"
        if trumped:
            rule += ", or red since you won it with a red card"
        else:
            rule += " (red only when winning a non-red lead with a red card)"
        return Refusal(
            "seven-seals.give_trumped" if trumped else "seven-seals.give_led",
            {"colour": KIND_NAMES[kind], "led_colour": COLOUR_NAMES[led]},
            f"cannot give {KIND_NAMES[kind]}: {rule}",
        )

    # --- notation -----------------------------------------------------------------------------
    def action_to_str(self, action: Action) -> str:
        check_action_id(action, self.action_space())
        a = action
        if 0 <= a < TAKE:
            return "play " + card_to_str(a)
        if a < STEAL:
            return "take " + COLOUR_NAMES[a - TAKE]
        if a < self._a_sab:
            c, victim = divmod(a - STEAL, self._n)
            return f"steal {COLOUR_NAMES[c]} {victim}"
        if a == self._a_sab:
            return "saboteur"
        if a == self._a_done:
            return "done"
        if self._a_give <= a < self._a_give + NUM_COLOURS + 1:
            return "give " + KIND_NAMES[a - self._a_give]
        raise InvalidNotation(f"no such action id: {action!r}")

    def parse_action(self, text: str) -> Action:
        return parse_action_text(text, self._n)

    # --- copies and views ---------------------------------------------------------------------
    def clone(self) -> Self:
        s = object.__new__(type(self))
        s._n = self._n
        s._config = self._config
        s._rounds = self._rounds
        s._sab_base = self._sab_base
        s._a_sab = self._a_sab
        s._a_done = self._a_done
        s._a_give = self._a_give
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
        s._took = self._took
        s._plog = self._plog[:]
        s._leader = self._leader
        s._trick = self._trick
        s._tricks = self._tricks[:]
        s._totals = self._totals[:]
        s._results = self._results[:]
        s._deals = self._deals[:]
        s._legal = self._legal
        return s

    def view(self, seat: Seat | None) -> SevenSealsView:
        """What `seat` may know; `seat=None`: the public view (spectators, replays), no hand."""
        n = self._n
        check_seat(seat, n)
        over = self._phase == OVER
        tricks = tuple(
            Trick(
                leader,
                tuple(card_to_str(c) for c in cards),
                winner,
                None if outcome == PENDING else _OUTCOME_TEXT[outcome],
            )
            for leader, cards, winner, outcome in self._tricks
        )
        return SevenSealsView(
            game="seven-seals",
            seat=seat,
            players=n,
            to_act=self._to_act,
            phase=cast(PhaseName, PHASE_NAMES[self._phase]),
            hand_number=self._hand_number,
            rounds=self._rounds,
            saboteur_base=self._sab_base,
            dealer=self._dealer,
            hand=() if seat is None else tuple(card_to_str(c) for c in cards_of(self._hands[seat])),
            hand_sizes=tuple(h.bit_count() for h in self._hands),
            seals=tuple(Seals(*self.seals_of(i)) for i in range(n)),
            centre=Seals(*self._centre),
            saboteur=None if self._saboteur < 0 else self._saboteur,
            predictions=tuple((s, self.action_to_str(a)) for s, a in self._plog),
            predicted=self._done_count if not over else n,
            leader=self._leader,
            trick=tuple(card_to_str(c) for c in self._trick),
            tricks=tricks,
            round_scores=tuple(tuple(int(x) for x in r.scores) for r in self._results),
            scores=tuple(self._totals),
            legal_actions=(
                tuple(self.action_to_str(a) for a in self.legal_actions())
                if seat is not None and seat == self._to_act
                else ()
            ),
        )

    def resample_hidden(self, seat: Seat, rng: random.Random) -> Self:
        s = self.clone()
        others = [v for v in range(self._n) if v != seat]
        pool: list[int] = []
        sizes = []
        for v in others:
            cards = cards_of(self._hands[v])
            pool.extend(cards)
            sizes.append(len(cards))
        rng.shuffle(pool)
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
        s = cls.__new__(cls)
        s._n = n
        full_rounds = rounds_for(n)
        options: dict[str, OptionValue] = {
            "max_hands": rounds if rounds < full_rounds else None,
            "saboteur_base_3p": saboteur_base if n == 3 else SABOTEUR_BASE,
        }
        s._config = MatchConfig.of(n, seed, options)
        s._rounds = rounds
        s._sab_base = saboteur_base
        s._a_sab = STEAL + NUM_COLOURS * n
        s._a_done = s._a_sab + 1
        s._a_give = s._a_done + 1
        s._totals = list(totals)
        s._results = list(results)
        s._first_dealer = (dealer - hand_number) % n
        s._deals = [((s._first_dealer + i) % n, placeholder) for i in range(hand_number)]
        s._start_hand(hand_number, list(dealt))
        give = s._a_give
        for i, a in enumerate(actions, 1):
            s.apply(a)
            kind = gives.get(i)
            if kind is not None and s._phase == GIVE:
                s.apply(give + kind)
        return s

    def with_hidden(self, hands: Sequence[int], seed: int) -> Self:
        """A world sampled from this state (a determinizer's replay of the public round): `hands`
        (masks) are every seat's cards now, the round's deal is recorded as each seat's cards
        played plus its hand, and the rounds after this one are dealt from `seed`."""
        n = self._n
        played = [0] * n
        for leader, cards, _, _ in self._tricks:
            for i, c in enumerate(cards):
                played[(leader + i) % n] |= 1 << c
        for i, c in enumerate(self._trick):
            played[(self._leader + i) % n] |= 1 << c
        world = self.clone()
        world._hands = list(hands)
        world._deals[-1] = (self._deals[-1][0], tuple(hands[v] | played[v] for v in range(n)))
        world._config = world._config.with_seed(seed)
        world._legal = None
        return world

    # --- hands, deals, results ----------------------------------------------------------------
    def deals(self) -> list[JSON]:
        return [
            {"dealer": dealer, "hands": [[card_to_str(c) for c in cards_of(m)] for m in hands]}
            for dealer, hands in self._deals
        ]

    def hand_results(self) -> list[HandResult]:
        return list(self._results)

    def result(self) -> MatchResult:
        totals = tuple(Fraction(t) for t in self._totals)
        over = self._phase == OVER
        winners: tuple[int, ...] = ()
        if over:
            best = max(self._totals)
            winners = tuple(i for i, t in enumerate(self._totals) if t == best)
        return MatchResult(
            totals=totals,
            winners=winners,
            over=over,
            hands=tuple(self._results),
            detail={"rounds": self._rounds, "rounds_played": len(self._results)},
        )

    def card_inventory(self) -> list[int]:
        cards: list[int] = []
        for h in self._hands:
            cards.extend(cards_of(h))
        cards.extend(self._trick)
        for _, trick, _, _ in self._tricks:
            cards.extend(trick)
        return sorted(cards)


def _seal_dict(counts: tuple[int, ...] | list[int]) -> dict[str, int]:
    return {KIND_NAMES[k]: counts[k] for k in range(NUM_KINDS)}


def _validate_deal(n: int, deal: JSON) -> tuple[int, list[int]]:
    """The dealer and hand masks of an explicit first deal, or InvalidNotation."""
    if not isinstance(deal, Mapping) or set(deal) != {"dealer", "hands"}:
        raise InvalidNotation('a seven-seals deal is {"dealer": SEAT, "hands": [[CARD, ...], ...]}')
    dealer = deal["dealer"]
    if type(dealer) is not int or not 0 <= dealer < n:
        raise InvalidNotation(f"deal: dealer must be a seat 0..{n - 1}, not {dealer!r}")
    hands_text = deal["hands"]
    if not isinstance(hands_text, list) or len(hands_text) != n:
        raise InvalidNotation(f"deal: hands must be a list of {n} hands")
    masks = []
    seen = 0
    for i, hand in enumerate(hands_text):
        if not isinstance(hand, list) or len(hand) != HAND_SIZE:
            raise InvalidNotation(f"deal: hand {i} must be a list of {HAND_SIZE} cards")
        m = 0
        for text in hand:
            if not isinstance(text, str):
                raise InvalidNotation(f"deal: {text!r} is not a card")
            c = parse_card(text)
            if seen >> c & 1:
                raise InvalidNotation(f"deal: {card_to_str(c)} is dealt twice")
            seen |= 1 << c
            m |= 1 << c
        masks.append(m)
    full = 0
    for c in pack(n):
        full |= 1 << c
    if seen != full:
        stray = [card_to_str(c) for c in cards_of(seen & ~full)]
        raise InvalidNotation(
            f"deal: cards outside the {n}-player pack (ranks 1..{MAX_RANK[n]}): {' '.join(stray)}"
        )
    return dealer, masks


def parse_action_text(text: str, players: int) -> Action:
    """The action id that `text` denotes at a table of `players` (legality is not checked)."""
    check_text(text)
    words = text.strip().lower().split()
    if not words:
        raise InvalidNotation("empty action: write e.g. play R15, take red, done")
    verb, args = words[0], words[1:]
    if verb == "play" and len(args) == 1:
        return parse_card(args[0])
    if verb == "take" and len(args) == 1:
        return TAKE + parse_kind(args[0])
    if verb == "steal" and len(args) in (2, 3):
        if len(args) == 3 and args[1] != "from":
            raise InvalidNotation(f"{text!r}: write steal COLOUR SEAT, e.g. steal red 2")
        colour = parse_kind(args[0])
        seat_text = args[-1]
        if not seat_text.isdigit() or int(seat_text) >= players:
            raise InvalidNotation(f"{text!r}: the player to steal from is a seat 0..{players - 1}")
        return STEAL + colour * players + int(seat_text)
    if verb in ("saboteur", "sabotage") and not args:
        return STEAL + NUM_COLOURS * players
    if verb in ("done", "pass") and not args:
        return STEAL + NUM_COLOURS * players + 1
    if verb == "give" and len(args) == 1:
        return STEAL + NUM_COLOURS * players + 2 + parse_kind(args[0], seals=(0, 1, 2, 3, 4, WHITE))
    if len(words) == 1:
        try:
            return parse_card(verb)
        except InvalidNotation:
            pass
    raise InvalidNotation(
        f"{text!r} is not a Seven Seals action: write play CARD (play R15), take COLOUR,"
        " steal COLOUR SEAT, saboteur, done, or give COLOUR|white"
    )
