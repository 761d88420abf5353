"""Why an action is refused: `refusal(a)` names the rule (a message key, its arguments, and the
English sentence `explain_illegal(a)` returns), with the cards that make it so ("must overtrump:
you hold S7"). Read only when an action is refused, never on the hot path.
"""

from __future__ import annotations

from tapisvert.core import sages
from tapisvert.core.errors import Refusal
from tapisvert.core.messages import Message, Who, msg
from tapisvert.games.sabias.actions import (
    ACTION_SPACE,
    ANNOUNCE_CHELEM,
    ANNOUNCE_JEFA,
    CALL_FIRST,
    CONSEIL_FIRST,
    PASS,
    TAKE,
)
from tapisvert.games.sabias.cards import (
    ABOVE,
    CONSEIL_MASKS,
    CONSEIL_SETS,
    DECK,
    FAMILY,
    FAMILY_NAMES,
    FAMILY_PLAIN,
    SABIA_MASK,
    SABIA_OF,
    TRUMP_LEAD,
    card_to_str,
    ids_of,
    is_grand,
    sort_key,
)
from tapisvert.games.sabias.moves import Moves
from tapisvert.games.sabias.table import ANNOUNCE, BID, CALL, OVER
from tapisvert.games.sabias.wording import action_message, card_message, family_message


def _cards(mask: int) -> str:
    """The cards of `mask` in notation, comma-separated, in hand order (a sentence's words)."""
    return ", ".join(card_to_str(c) for c in sorted(ids_of(mask), key=sort_key)) or "nothing"


def _codes(mask: int) -> str:
    """The cards of `mask` in notation, space-separated, in hand order (a refusal's argument)."""
    return " ".join(card_to_str(c) for c in sorted(ids_of(mask), key=sort_key))


def _named(mask: int) -> tuple[Message, ...]:
    """The cards of `mask` as card messages, in hand order (a refusal message's argument)."""
    return tuple([card_message(c) for c in sorted(ids_of(mask), key=sort_key)])


def _family(index: int) -> str:
    return f"{FAMILY_NAMES[index]} (family {index + 1})"


class Explain(Moves):
    """`refusal(action)`: the rule an illegal action breaks."""

    __slots__ = ()

    def refusal(self, action: object) -> Refusal:
        # `object`: compiled, an `int` parameter would refuse `explain_illegal(1.5)` in mypyc's
        # words; a bool is no action id here either, as in `apply`.
        if type(action) is not int or not 0 <= action < ACTION_SPACE:
            return Refusal.no_such_action(action, ACTION_SPACE)
        phase = self._phase
        if phase is OVER:
            return Refusal("match_over", {}, "the match is over: no action is legal")
        if self._legal_mask >> action & 1:
            return Refusal("legal", {}, f"{self.action_to_str(action)} is legal now")
        seat = self._turn
        text = self.action_to_str(action)
        if phase is BID:
            return Refusal(
                "sabias.take_or_pass",
                {},
                f"taking: say take or pass, not {text!r} (P{seat} to speak)",
                msg("sabias-refusal-take_or_pass", action=action_message(action)),
            )
        if phase is CALL:
            return Refusal(
                "sabias.call_a_sabia",
                {},
                f"the taker must call a Sabia (call S1..call S10), not {text!r}",
                msg("sabias-refusal-call_a_sabia", action=action_message(action)),
            )
        if phase is ANNOUNCE:
            return self._explain_announce(seat, action, text)
        if action >= DECK:
            return Refusal(
                "sabias.play_a_card",
                {},
                f"play: play a card from your hand, not {text!r}",
                msg("sabias-refusal-play_a_card", action=action_message(action)),
            )
        return self._explain_play(seat, action)

    def _explain_announce(self, seat: int, action: int, text: str) -> Refusal:
        hand = self._hands[seat]
        if action < DECK or action in (TAKE, PASS) or CALL_FIRST <= action < CALL_FIRST + 10:
            return Refusal(
                "sabias.announce_or_done",
                {},
                f"announcements: announce (conseil, grand-conseil, jefa, chelem) or say done,"
                f" not {text!r}",
                msg("sabias-refusal-announce_or_done", action=action_message(action)),
            )
        if action == ANNOUNCE_JEFA:
            if self._jefa_done >> seat & 1:
                return Refusal(
                    "sabias.jefa_done",
                    {},
                    "JEFA: you have already announced it",
                    msg("sabias-refusal-jefa_done"),
                )
            return Refusal(
                "sabias.jefa_needs_s1",
                {"card": card_to_str(sages.sabia(1))},
                "JEFA: you must hold the Jefa de las Sabias (S1) to announce it",
                msg("sabias-refusal-jefa_needs_s1", card=card_message(sages.sabia(1))),
            )
        if action == ANNOUNCE_CHELEM:
            return Refusal(
                "sabias.chelem_taken",
                {"seat": self._chelem_seat},
                f"CHELEM: P{self._chelem_seat} has already announced the hand's CHELEM",
                msg("sabias-refusal-chelem_taken", p=Who(self._chelem_seat)),
            )
        mask = CONSEIL_MASKS[action - CONSEIL_FIRST]
        grand = is_grand(CONSEIL_SETS[action - CONSEIL_FIRST])
        word = "GRAND CONSEIL" if grand else "CONSEIL"
        which = "grand" if grand else "plain"
        if self._conseil_done >> seat & 1:
            return Refusal(
                "sabias.conseil_done",
                {},
                f"{word}: you have already announced a conseil this hand",
                msg("sabias-refusal-conseil_done", conseil=which),
            )
        return Refusal(
            "sabias.conseil_lacks",
            {"cards": _codes(mask & ~hand)},
            f"{word}: you must hold the five Sabias you show; you lack {_cards(mask & ~hand)}",
            msg("sabias-refusal-conseil_lacks", conseil=which, cards=_named(mask & ~hand)),
        )

    def _explain_play(self, seat: int, card: int) -> Refusal:
        hand = self._hands[seat]
        name = card_to_str(card)
        if not hand >> card & 1:
            return Refusal(
                "not_held",
                {"card": name},
                f"you do not hold {name}",
                msg("refusal-not_held", card=card_message(card)),
            )
        led = self._led
        lead = card_to_str(self._trick[0])
        best = self._best_strength
        higher_than = card_to_str(sages.sabia(best - 10)) if best > 10 else ""
        lead_name = card_message(self._trick[0])
        higher_name = card_message(sages.sabia(best - 10)) if best > 10 else lead_name
        trumps = hand & SABIA_MASK
        if led == TRUMP_LEAD:
            if not trumps >> card & 1:
                return Refusal(
                    "sabias.trump_led",
                    {"lead_card": lead, "cards": _codes(trumps)},
                    f"{lead} was led: you must play a trump (a Sabia); you hold {_cards(trumps)}",
                    msg("sabias-refusal-trump_led", card=lead_name, cards=_named(trumps)),
                )
            return Refusal(
                "sabias.must_go_higher",
                {"higher_card": higher_than, "cards": _codes(trumps & ABOVE[best])},
                f"monter est obligatoire: you must play a trump higher than {higher_than};"
                f" you hold {_cards(trumps & ABOVE[best])}",
                msg(
                    "sabias-refusal-must_go_higher",
                    higher=higher_name,
                    cards=_named(trumps & ABOVE[best]),
                ),
            )
        allowed = self._follow_mask(seat)
        follows = self._rules.sabia_follows
        family = hand & (FAMILY[led] if follows else FAMILY_PLAIN[led])
        if family:
            return Refusal(
                "sabias.must_follow",
                {"family": led + 1, "lead_card": lead, "cards": _codes(family)},
                f"you must follow {_family(led)}, led with {lead}: you hold {_cards(family)}"
                f" ({name} is not of that family)",
                msg(
                    "sabias-refusal-must_follow",
                    family=family_message(led + 1),
                    card=lead_name,
                    cards=_named(family),
                    played=card_message(card),
                ),
            )
        own = 0 if follows else hand & SABIA_OF[led]
        if not (trumps & ~own) >> card & 1:
            return Refusal(
                "sabias.must_trump",
                {"family": led + 1, "lead_card": lead, "cards": _codes(allowed)},
                f"couper est obligatoire: you have no card of {_family(led)} (led with {lead});"
                f" you must trump with {_cards(allowed)}",
                msg(
                    "sabias-refusal-must_trump",
                    family=family_message(led + 1),
                    card=lead_name,
                    cards=_named(allowed),
                ),
            )
        return Refusal(
            "sabias.must_overtrump",
            {"higher_card": higher_than, "lead_card": lead, "cards": _codes(allowed & ~own)},
            f"surcouper est obligatoire: {higher_than} has trumped {lead};"
            f" you must overtrump with {_cards(allowed & ~own)}",
            msg(
                "sabias-refusal-must_overtrump",
                higher=higher_name,
                card=lead_name,
                cards=_named(allowed & ~own),
            ),
        )


__all__ = ["Explain"]
