"""Applying an action: a prediction (take, steal, the saboteur, done), a card to the trick, or
the seal the trick's winner gives back.

A complete trick goes to the highest red card, else the highest card of the led colour; its winner
gives back a seal he may give (the led colour, white, or red when he won a non-red lead with red),
choosing when he has more than one; with none he takes a black seal, while any is left. The
saboteur neither gives nor takes. After the fifteenth trick the round is scored (`rounds`).
"""

from __future__ import annotations

import random

from tapisvert.core.draws import below_by
from tapisvert.games.seven_seals.cards import BLACK, HAND_SIZE, NUM_KINDS, WHITE, trick_winner
from tapisvert.games.seven_seals.rounds import Rounds
from tapisvert.games.seven_seals.table import (
    GIVE,
    NO_SEAL_NO_BLACK,
    NO_SEAL_SABOTEUR,
    PENDING,
    PLAY,
    PREDICT,
    STEAL,
    TAKE,
    FinishedTrick,
)

# A finished trick is built once per trick, on the hot path of random play: `tuple.__new__` makes
# the NamedTuple without the Python frame of its generated `__new__` (1.8% of random play).
_new = tuple.__new__


class Moves(Rounds):
    """`apply` and what each action does."""

    __slots__ = ()

    def apply(self, action: object) -> None:
        # `object`, not `int`: compiled, an `int` parameter would refuse `apply(1.5)` in mypyc's
        # words before the protocol's TypeError could (core.protocol, test_api_edges).
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        # The type first: compiled, `in` a list of ints would convert a float (a legal id in
        # disguise, 75.0) and refuse it in mypyc's words.
        if type(action) is not int or action not in legal:
            raise self._refuse(action)
        move: int = action  # unboxed once (compiled)
        phase = self._phase  # (`_act`'s dispatch, inline: from the source a call a move saved)
        if phase is PLAY:
            self._play(move)
        elif phase is PREDICT:
            self._predict(move)
        else:
            self._give(move - self._give_action)

    def _act(self, move: int) -> None:
        """Play `move`, known legal (a playout drew it from the position's legal list)."""
        phase = self._phase
        if phase is PLAY:
            self._play(move)
        elif phase is PREDICT:
            self._predict(move)
        else:
            self._give(move - self._give_action)

    def play_randomly(self, hand: int, rng: random.Random) -> None:
        """Play uniformly random legal actions until hand `hand` ends (or the match does).

        Search's random rollout (`SearchHooks.playout`): each action is `legal[r]`, with `r`
        drawn as `rng.randrange(len(legal))` draws it, so the same generator plays the same
        actions as the interpreted loop and is left in the same state. Compiled, the whole loop
        runs in C: no Python frame per action for the draw, the legal list or `apply`.
        """
        getrandbits = rng.getrandbits  # fetched once: a bound method a draw costs a lookup
        while self._to_act is not None and self._hand_number == hand:
            # the position's own legal list, neither copied nor checked again
            legal = self._legal
            if legal is None:
                legal = self._legal = self._compute_legal()
            self._act(legal[below_by(getrandbits, len(legal))])

    def _predict(self, a: int) -> None:
        seat: int = self._to_act  # type: ignore[assignment]
        self._predictions.append((seat, a))
        seals = self._seals
        if a < STEAL:
            colour = a - TAKE
            self._centre[colour] -= 1
            seals[seat * NUM_KINDS + colour] += 1
            self._took_this_turn = True
        elif a < self._saboteur_action:
            colour, victim = divmod(a - STEAL, self._players)
            seals[victim * NUM_KINDS + colour] -= 1
            seals[seat * NUM_KINDS + colour] += 1
            if self._centre[WHITE]:  # the victim is compensated while white seals remain
                self._centre[WHITE] -= 1
                seals[victim * NUM_KINDS + WHITE] += 1
            self._took_this_turn = True
        else:
            if a == self._saboteur_action:
                self._saboteur = seat
            self._done_count += 1
            self._took_this_turn = False
            if self._done_count == self._players:
                self._phase = PLAY
                self._to_act = self._leader
            else:
                self._to_act = (seat + 1) % self._players
        self._legal = None

    def _play(self, c: int) -> None:
        seat: int = self._to_act  # type: ignore[assignment]
        hands = self._hands
        hands[seat] = hands[seat] ^ (1 << c)  # not `^=`: compiled, on a list item that is generic
        trick = (*self._trick, c)
        n = self._players
        if len(trick) < n:
            self._trick = trick
            self._to_act = seat + 1 if seat + 1 < n else 0
            self._legal = None
            return
        self._trick = ()
        leader = self._leader
        winner = (leader + trick_winner(trick)) % n
        if winner == self._saboteur:
            self._tricks.append(_new(FinishedTrick, (leader, trick, winner, NO_SEAL_SABOTEUR)))
            self._next_trick(winner)
            return
        options = self._give_options(winner, trick)
        if not options:
            if self._centre[BLACK]:
                self._centre[BLACK] -= 1
                self._seals[winner * NUM_KINDS + BLACK] += 1
                seal = BLACK
            else:
                seal = NO_SEAL_NO_BLACK
        elif len(options) == 1:
            seal = options[0]
            self._seals[winner * NUM_KINDS + seal] -= 1
            self._centre[seal] += 1
        else:
            self._tricks.append(_new(FinishedTrick, (leader, trick, winner, PENDING)))
            self._phase = GIVE
            self._to_act = winner
            give = self._give_action
            self._legal = [give + k for k in options]
            return
        self._tricks.append(_new(FinishedTrick, (leader, trick, winner, seal)))
        self._next_trick(winner)

    def _give(self, kind: int) -> None:
        winner: int = self._to_act  # type: ignore[assignment]
        self._seals[winner * NUM_KINDS + kind] -= 1
        self._centre[kind] += 1
        leader, cards, _, _ = self._tricks[-1]
        self._tricks[-1] = _new(FinishedTrick, (leader, cards, winner, kind))
        self._phase = PLAY
        self._next_trick(winner)

    def _next_trick(self, winner: int) -> None:
        if len(self._tricks) == HAND_SIZE:
            self._end_round()
            return
        self._leader = winner
        self._to_act = winner
        self._legal = None
