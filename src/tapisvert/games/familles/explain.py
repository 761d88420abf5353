"""Why an ask is not legal now: the rule it breaks, named with the card, family and seat concerned.

`apply` refuses an illegal action with this explanation (a `Refusal`: a message key, its
arguments, and the English sentence) and leaves the state unchanged.
"""

from __future__ import annotations

from tapisvert.core.errors import Refusal
from tapisvert.core.messages import Message, Who
from tapisvert.games.familles.cards import (
    DECK_SIZE,
    FAMILY_MASKS,
    FAMILY_SIZE,
    card_name,
    card_to_str,
    family_name,
)
from tapisvert.games.familles.messages import card_message, family_message
from tapisvert.games.familles.moves import Moves


class Explain(Moves):
    """`refusal` (the base's `explain_illegal` reads its text)."""

    __slots__ = ()

    def refusal(self, action: object) -> Refusal:
        space = self.action_space()
        if type(action) is not int or not 0 <= action < space:
            return Refusal.no_such_action(action, space)
        p = self._to_act
        if p is None:
            return Refusal("match_over", {}, "the match is over: no action is legal")
        t, c = divmod(action, DECK_SIZE)
        text = self.action_to_str(action)
        name = card_name(c)
        card = card_to_str(c)
        family = c // FAMILY_SIZE
        if t == p:
            return Refusal(
                "familles.ask_yourself",
                {},
                f"{text}: you cannot ask yourself; ask another player",
                Message("familles-refusal-ask_yourself"),
            )
        if not self._hands[t]:
            return Refusal(
                "familles.no_cards",
                {"seat": t},
                f"{text}: P{t} has no cards, so cannot be asked",
                Message("familles-refusal-no_cards", {"p": Who(t)}),
            )
        typed = card_message(c)
        fam = family_message(family + 1)
        if self._laid_cards >> c & 1:
            owner = next(s for s in range(self._players) if self._laid_families[s] >> family & 1)
            return Refusal(
                "familles.family_laid",
                {"family": family + 1, "owner_seat": owner, "card": card},
                f"{text}: the {family_name(family + 1)} family ({family + 1}) is already laid"
                f" down by P{owner}; {name} cannot be asked for",
                Message(
                    "familles-refusal-family_laid",
                    {"family": fam, "number": family + 1, "owner": Who(owner), "card": typed},
                ),
            )
        if self._hands[p] >> c & 1:
            return Refusal(
                "familles.own_card",
                {"card": card},
                f"{text}: {name} is in your own hand; you can only ask for a card you lack",
                Message("familles-refusal-own_card", {"card": typed}),
            )
        if self._ask_requires_family and not self._hands[p] & FAMILY_MASKS[family]:
            return Refusal(
                "familles.ask_requires_family",
                {"family": family + 1},
                f"{text}: you hold no card of the {family_name(family + 1)} family"
                f" ({family + 1}); you may ask only for a card of a family you hold"
                " (ask_requires_family)",
                Message(
                    "familles-refusal-ask_requires_family", {"family": fam, "number": family + 1}
                ),
            )
        return Refusal("legal", {}, f"{text} is legal")
