"""Why an action is refused (`refusal`): the rule it breaks, as a message key with its arguments
and an English sentence naming the rule and the cards. Shared keys (`no_such_action`,
`match_over`, `legal`, `not_held`) and poch's own (`poch.<name>`), which the browser
translates (web/src/locales).
"""

from __future__ import annotations

from tapisvert.core.errors import Refusal
from tapisvert.games.poch.cards import DECK_SIZE, SUIT_NAMES, SUITS, card_to_str, cards_str
from tapisvert.games.poch.legal import Legal
from tapisvert.games.poch.scoring import has_pair
from tapisvert.games.poch.table import BET_BASE, DROP, MATCH, PASS, PHASE_RUNS


class Explain(Legal):
    """Refusals."""

    __slots__ = ()

    def refusal(self, action: object) -> Refusal:
        space = self.action_space()
        if type(action) is not int or not 0 <= action < space:
            return Refusal.no_such_action(action, space)
        text = self.action_to_str(action)
        seat = self._to_act
        if seat is None:
            return Refusal("match_over", {}, f"{text}: the match is over")
        if self._is_legal(action):
            return Refusal("legal", {}, f"{text} is legal")
        if self._phase is PHASE_RUNS:
            if action >= DECK_SIZE:
                return Refusal(
                    "poch.runs_play_only",
                    {},
                    f"{text}: in the runs the only action is to lead a card (play CARD)",
                )
            if not self._hands[seat] >> action & 1:
                card = card_to_str(action)
                return Refusal("not_held", {"card": card}, f"{text}: you do not hold {card}")
            suit = SUIT_NAMES[self._barred_suit]
            leadable = " ".join(cards_str(self._leadable))
            return Refusal(
                "poch.new_run_other_suit",
                {"suit": SUITS[self._barred_suit], "cards": leadable},
                f"{text}: new_run_other_suit: the run ended on the ace of {suit}, start the new"
                f" run in another suit (you hold {leadable})",
            )
        if action < DECK_SIZE:
            return Refusal(
                "poch.cards_after_betting",
                {},
                f"{text}: cards are played in the runs, after the betting",
            )
        if action == PASS:
            return Refusal(
                "poch.no_pass_once_open",
                {"opener_seat": self._opener, "bet": self._bet},
                f"pass: the betting is open (P{self._opener} opened) and the bet stands at"
                f" {self._bet}; match it, raise or drop out",
            )
        if action == DROP:
            return Refusal(
                "poch.not_opened",
                {},
                "drop: no one has opened the betting yet; pass or open (bet N)",
            )
        if self._bet_requires_pair and not has_pair(self._hands[seat]):
            return Refusal(
                "poch.bet_requires_pair",
                {},
                f"{text}: bet_requires_pair: only a player holding a pair may bet; you hold none",
            )
        behind = self._chips[seat]
        if action == MATCH:
            if not self._opened:
                return Refusal(
                    "poch.not_opened",
                    {},
                    "match: no one has opened the betting yet; pass or open (bet N)",
                )
            need = self._bet - self._stakes[seat]
            return Refusal(
                "poch.cannot_cover",
                {"bet": self._bet, "need": need, "chips": behind},
                f"match: matching {self._bet} costs {need} more chips and you have only {behind};"
                " a player who cannot cover the bet must drop out",
            )
        amount = action - BET_BASE
        cap = self._stakes[seat] + behind
        if self._opened and amount <= self._bet:
            return Refusal(
                "poch.raise_above_bet",
                {"bet": self._bet},
                f"{text}: a raise must go above the current bet of {self._bet}",
            )
        return Refusal(
            "poch.bet_capped",
            {"cap": cap, "chips": behind},
            f"{text}: bets are capped by your stack: your stake can reach at most {cap}"
            f" ({behind} chips behind)",
        )


__all__ = ["Explain"]
