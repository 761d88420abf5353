"""Why an action is refused (`refusal`): the rule it breaks, as a message key with its arguments,
an English sentence naming the rule and the cards, and a typed message of the catalogues
(`poch-refusal-<name>`, cards as card messages, seats as `Who`). Shared keys (`no_such_action`,
`match_over`, `legal`, `not_held`) and poch's own (`poch.<name>`).

The words of the legal actions too: each action's message (`action_message`), the actions
structured for a front end (`action_infos`: kind, cards, a bet's chips) and what the seat to act
is asked (`prompt`, with the range a bet may take).
"""

from __future__ import annotations

from tapisvert.core.bits import cards_of
from tapisvert.core.errors import Refusal
from tapisvert.core.messages import Message, Who, msg
from tapisvert.core.protocol import ActionInfo
from tapisvert.games.poch.cards import DECK_SIZE, SUIT_NAMES, SUITS, card_to_str, cards_str
from tapisvert.games.poch.legal import Legal
from tapisvert.games.poch.messages import card_message, cards_short, suit_message
from tapisvert.games.poch.scoring import has_pair
from tapisvert.games.poch.table import BET_BASE, DROP, MATCH, PASS, PHASE_RUNS


class Explain(Legal):
    """Refusals."""

    __slots__ = ()

    def refusal_for_text(self, text: str) -> Refusal | None:
        """`bet 1000` (no bet id that large) is refused with the range the bet may take now."""
        words = text.strip().lower().split()
        if not (len(words) == 2 and words[0] in ("bet", "open", "raise") and words[1].isdigit()):
            return None
        bets = [a - BET_BASE for a in self.legal_actions() if a > BET_BASE]
        if not bets:  # no bet is allowed now: the reason any bet is refused
            return self.refusal(BET_BASE + 1)
        low, high = min(bets), max(bets)
        return Refusal(
            "poch.bet_range",
            {"low": low, "high": high},
            f"{text.strip()}: a bet now is {low} to {high} chips",
            msg("poch-refusal-bet_range", low=low, high=high),
        )

    def refusal(self, action: object) -> Refusal:
        space = self.action_space()
        if type(action) is not int or not 0 <= action < space:
            return Refusal.no_such_action(action, space)
        text = self.action_to_str(action)
        seat = self._to_act
        if seat is None:
            return Refusal(
                "match_over", {}, f"{text}: the match is over", msg("refusal-match_over")
            )
        if self._is_legal(action):
            return Refusal("legal", {}, f"{text} is legal", msg("refusal-legal"))
        if self._phase is PHASE_RUNS:
            if action >= DECK_SIZE:
                return Refusal(
                    "poch.runs_play_only",
                    {},
                    f"{text}: in the runs the only action is to lead a card (play CARD)",
                    msg("poch-refusal-runs_play_only"),
                )
            if not self._hands[seat] >> action & 1:
                card = card_to_str(action)
                return Refusal(
                    "not_held",
                    {"card": card},
                    f"{text}: you do not hold {card}",
                    msg("refusal-not_held", card=card_message(action)),
                )
            suit = SUIT_NAMES[self._barred_suit]
            leadable = " ".join(cards_str(self._leadable))
            return Refusal(
                "poch.new_run_other_suit",
                {"suit": SUITS[self._barred_suit], "cards": leadable},
                f"{text}: new_run_other_suit: the run ended on the ace of {suit}, start the new"
                f" run in another suit (you hold {leadable})",
                msg(
                    "poch-refusal-new_run_other_suit",
                    suit=suit_message(self._barred_suit),
                    cards=cards_short(cards_of(self._leadable)),
                ),
            )
        if action < DECK_SIZE:
            return Refusal(
                "poch.cards_after_betting",
                {},
                f"{text}: cards are played in the runs, after the betting",
                msg("poch-refusal-cards_after_betting"),
            )
        if action == PASS:
            return Refusal(
                "poch.no_pass_once_open",
                {"opener_seat": self._opener, "bet": self._bet},
                f"pass: the betting is open (P{self._opener} opened) and the bet stands at"
                f" {self._bet}; match it, raise or drop out",
                msg("poch-refusal-no_pass_once_open", p=Who(self._opener), bet=self._bet),
            )
        if action == DROP:
            return Refusal(
                "poch.not_opened",
                {},
                "drop: no one has opened the betting yet; pass or open (bet N)",
                msg("poch-refusal-not_opened"),
            )
        if self._bet_requires_pair and not has_pair(self._hands[seat]):
            return Refusal(
                "poch.bet_requires_pair",
                {},
                f"{text}: bet_requires_pair: only a player holding a pair may bet; you hold none",
                msg("poch-refusal-bet_requires_pair"),
            )
        behind = self._chips[seat]
        if action == MATCH:
            if not self._opened:
                return Refusal(
                    "poch.not_opened",
                    {},
                    "match: no one has opened the betting yet; pass or open (bet N)",
                    msg("poch-refusal-not_opened"),
                )
            need = self._bet - self._stakes[seat]
            return Refusal(
                "poch.cannot_cover",
                {"bet": self._bet, "need": need, "chips": behind},
                f"match: matching {self._bet} costs {need} more chips and you have only {behind};"
                " a player who cannot cover the bet must drop out",
                msg("poch-refusal-cannot_cover", bet=self._bet, need=need, chips=behind),
            )
        amount = action - BET_BASE
        cap = self._stakes[seat] + behind
        if self._opened and amount <= self._bet:
            return Refusal(
                "poch.raise_above_bet",
                {"bet": self._bet},
                f"{text}: a raise must go above the current bet of {self._bet}",
                msg("poch-refusal-raise_above_bet", bet=self._bet),
            )
        return Refusal(
            "poch.bet_capped",
            {"cap": cap, "chips": behind},
            f"{text}: bets are capped by your stack: your stake can reach at most {cap}"
            f" ({behind} chips behind)",
            msg("poch-refusal-bet_capped", cap=cap, chips=behind),
        )

    # --- the words of the legal actions -----------------------------------------------------
    def action_message(self, action: int) -> Message:
        """The words of an action: lead a card, pass, drop out, match (and what it costs), open
        or raise to a stake."""
        if 0 <= action < DECK_SIZE:
            return msg("poch-action-play", card=card_message(action))
        if action == PASS:
            return msg("poch-action-pass")
        if action == DROP:
            seat = self._to_act
            stake = self._stakes[seat] if seat is not None else 0
            return msg("poch-action-drop", stake=stake)
        if action == MATCH:
            seat = self._to_act
            more = self._bet - (self._stakes[seat] if seat is not None else 0)
            return msg("poch-action-match", bet=self._bet, more=more)
        amount = action - BET_BASE
        return msg("poch-action-raise" if self._opened else "poch-action-open", chips=amount)

    def action_infos(self) -> list[ActionInfo]:
        """Every legal action with its kind (`play`, `pass`, `drop`, `match`, `bet`), its words,
        the card a lead plays (notation, as the view lists it) and the stake a bet makes."""
        out = []
        for a in self.legal_actions():
            message = self.action_message(a)
            if a < DECK_SIZE:
                out.append(ActionInfo(a, "play", message, cards=(card_to_str(a),)))
            elif a == PASS:
                out.append(ActionInfo(a, "pass", message))
            elif a == DROP:
                out.append(ActionInfo(a, "drop", message))
            elif a == MATCH:
                out.append(ActionInfo(a, "match", message))
            else:
                out.append(ActionInfo(a, "bet", message, amount=a - BET_BASE))
        return out

    def prompt(self) -> Message | None:
        """What the seat to act is asked: lead a card (of another suit, after a run ended on its
        ace under `new_run_other_suit`), or bet: pass or open (the range of an opening), match,
        raise (its range) or drop out."""
        seat = self._to_act
        if seat is None:
            return None
        if self._phase is PHASE_RUNS:
            barred = self._barred_suit
            if barred >= 0 and self._leadable != self._hands[seat]:
                return msg("poch-prompt-lead-other-suit", suit=suit_message(barred))
            return msg("poch-prompt-lead")
        can_match, lo, hi = self._bet_bounds(seat)
        if not self._opened:
            if lo <= hi:
                return msg("poch-prompt-open", low=lo, high=hi)
            return msg("poch-prompt-pass")
        more = self._bet - self._stakes[seat]
        if lo <= hi:
            return msg("poch-prompt-raise", bet=self._bet, more=more, low=lo, high=hi)
        if can_match:
            return msg("poch-prompt-match", bet=self._bet, more=more)
        return msg("poch-prompt-drop", bet=self._bet)


__all__ = ["Explain"]
