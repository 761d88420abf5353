"""The views of a Seven Seals match: `view(seat)`, what one seat (or a spectator) sees, as the
typed `SevenSealsView` (`views`); the base's `observation(seat)` is its JSON."""

from __future__ import annotations

from tapisvert.core.protocol import check_seat
from tapisvert.games.seven_seals.cards import card_to_str, cards_of
from tapisvert.games.seven_seals.explain import Explain
from tapisvert.games.seven_seals.table import OVER, PENDING, PHASE_NAMES, SEAL_TEXT
from tapisvert.games.seven_seals.views import Seals, SevenSealsView, Trick


class Views(Explain):
    """`view(seat)`: the base's `observation(seat)` is its JSON."""

    __slots__ = ()

    def view(self, seat: object) -> SevenSealsView:
        """What `seat` may know; `seat=None`: the public view (spectators, replays), no hand.
        (`object`: compiled, an `int | None` parameter would refuse a wrong type in mypyc's words
        before `check_seat` could.)"""
        n = self._players
        seat = check_seat(seat, n)
        over = self._phase is OVER
        tricks = tuple(
            Trick(
                t.leader,
                tuple(card_to_str(c) for c in t.cards),
                t.winner,
                None if t.seal == PENDING else SEAL_TEXT[t.seal],
            )
            for t in self._tricks
        )
        return SevenSealsView(
            game="seven-seals",
            seat=seat,
            players=n,
            to_act=self._to_act,
            phase=PHASE_NAMES[self._phase],
            hand_number=self._hand_number,
            rounds=self._rounds,
            saboteur_base=self._saboteur_base,
            dealer=self._dealer,
            hand=() if seat is None else tuple(card_to_str(c) for c in cards_of(self._hands[seat])),
            hand_sizes=tuple(h.bit_count() for h in self._hands),
            seals=tuple(Seals(*self.seals_of(i)) for i in range(n)),
            centre=Seals(*self._centre),
            saboteur=None if self._saboteur < 0 else self._saboteur,
            predictions=tuple((s, self.action_to_str(a)) for s, a in self._predictions),
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


__all__ = ["Views"]
