"""Why an action is not legal now: the rule it breaks, named with the cards or seals concerned.

`apply` refuses an illegal action with this explanation (a `Refusal`: a message key, its
arguments, and the English sentence) and leaves the state unchanged.
"""

from __future__ import annotations

from tapisvert.core.errors import Refusal
from tapisvert.core.messages import Who, msg
from tapisvert.games.seven_seals.cards import (
    BLACK,
    COLOUR_MASK,
    COLOUR_NAMES,
    KIND_NAMES,
    MAX_RANK,
    NUM_KINDS,
    RANKS,
    RED,
    WHITE,
    card_to_str,
    cards_of,
    trick_winner,
)
from tapisvert.games.seven_seals.moves import Moves
from tapisvert.games.seven_seals.speech import card_message, colour_message, seals_message
from tapisvert.games.seven_seals.table import GIVE, OVER, PREDICT, STEAL, TAKE


class Explain(Moves):
    """`refusal` (the base's `explain_illegal` reads its text) and the reasons behind it."""

    __slots__ = ()

    def refusal_for_text(self, text: str) -> Refusal | None:
        """`take black`, `steal white 2`: the black and white seals are never predicted (black
        is taken for a trick won without a seal, white given in exchange for a stolen one)."""
        words = text.strip().lower().split()
        if len(words) < 2 or words[0] not in ("take", "steal"):
            return None
        kinds = {"white": WHITE, "w": WHITE, "black": BLACK, "k": BLACK}
        kind = kinds.get(words[1])
        if kind is None:
            return None
        name = KIND_NAMES[kind]
        return Refusal(
            "seven-seals.not_predicted",
            {"colour": name},
            f"{text.strip()}: the {name} seal is never taken to predict a trick; predict with"
            " red, yellow, green, blue or violet",
            msg("seven-seals-refusal-not_predicted", colour=colour_message(kind)),
        )

    def refusal(self, action: object) -> Refusal:
        space = self.action_space()
        if type(action) is not int or not 0 <= action < space:
            return Refusal.no_such_action(action, space)
        text = self.action_to_str(action)
        phase = self._phase
        if phase is OVER:
            return Refusal(
                "match_over",
                {},
                f"the match is over: no more actions ({text})",
                msg("refusal-match_over"),
            )
        if action in self.legal_actions():
            return Refusal("legal", {}, f"{text} is legal now", msg("refusal-legal"))
        seat = self._to_act
        if phase is PREDICT:
            return self._explain_prediction(action, text)
        if phase is GIVE:
            return self._explain_give(action, text)
        # PLAY
        if action >= TAKE:
            return Refusal(
                "seven-seals.play_a_card",
                {},
                f"it is P{seat}'s turn to play a card to the trick (not to {text}):"
                " predictions are over",
                msg("seven-seals-refusal-play_a_card"),
            )
        top = MAX_RANK[self._players]
        card = card_to_str(action)
        if action % RANKS + 1 > top:
            return Refusal(
                "seven-seals.not_in_pack",
                {"card": card, "players": self._players, "top": top},
                f"{card} is not in the {self._players}-player pack (ranks 1..{top})",
                msg(
                    "seven-seals-refusal-not_in_pack",
                    card=card_message(action),
                    players=self._players,
                    top=top,
                ),
            )
        hand = self._hands[seat]  # type: ignore[index]
        if not hand >> action & 1:
            return Refusal(
                "not_held",
                {"card": card},
                f"you do not hold {card}",
                msg("refusal-not_held", card=card_message(action)),
            )
        led = self._trick[0] // RANKS
        holding = cards_of(hand & COLOUR_MASK[led])
        follow = " ".join(card_to_str(c) for c in holding)
        lead = card_to_str(self._trick[0])
        return Refusal(
            "seven-seals.must_follow",
            {"colour": COLOUR_NAMES[led], "lead_card": lead, "cards": follow},
            f"must follow {COLOUR_NAMES[led]} (led {lead}): you hold {follow}",
            msg(
                "seven-seals-refusal-must_follow",
                colour=colour_message(led),
                lead=card_message(self._trick[0]),
                cards=tuple(card_message(c) for c in holding),
            ),
        )

    def _explain_prediction(self, action: int, text: str) -> Refusal:
        seat: int = self._to_act  # type: ignore[assignment]
        if action < TAKE:
            return Refusal(
                "seven-seals.predict_first",
                {},
                f"cannot {text} now: cards are played once every player has predicted"
                f" (P{seat} is predicting)",
                msg("seven-seals-refusal-predict_first"),
            )
        if action >= self._give_action:
            return Refusal(
                "seven-seals.no_trick_yet",
                {},
                f"cannot {text}: no trick has been won yet, this is the prediction",
                msg("seven-seals-refusal-no_trick_yet"),
            )
        if action < STEAL:
            colour = COLOUR_NAMES[action - TAKE]
            return Refusal(
                "seven-seals.centre_empty",
                {"colour": colour},
                f"no {colour} seal is left in the centre: steal one from a player who holds one"
                f" (steal {colour} SEAT)",
                msg("seven-seals-refusal-centre_empty", colour=colour_message(action - TAKE)),
            )
        if action < self._saboteur_action:
            c, victim = divmod(action - STEAL, self._players)
            colour = COLOUR_NAMES[c]
            if victim == seat:
                return Refusal(
                    "seven-seals.steal_from_self",
                    {},
                    "cannot steal from yourself: steal from another player",
                    msg("seven-seals-refusal-steal_from_self"),
                )
            if self._centre[c]:
                return Refusal(
                    "seven-seals.centre_not_empty",
                    {"n": self._centre[c], "colour": colour},
                    f"{self._centre[c]} {colour} seal(s) remain in the centre: take one; a colour"
                    " may be stolen only when the centre has none",
                    msg(
                        "seven-seals-refusal-centre_not_empty",
                        seals=seals_message(c, self._centre[c]),
                    ),
                )
            return Refusal(
                "seven-seals.nothing_to_steal",
                {"victim_seat": victim, "colour": colour},
                f"P{victim} holds no {colour} seal to steal",
                msg(
                    "seven-seals-refusal-nothing_to_steal",
                    p=Who(victim),
                    colour=colour_message(c),
                ),
            )
        # the saboteur
        if self._saboteur >= 0:
            return Refusal(
                "seven-seals.saboteur_taken",
                {"saboteur_seat": self._saboteur},
                f"the saboteur is already taken by P{self._saboteur} (one per round)",
                msg("seven-seals-refusal-saboteur_taken", p=Who(self._saboteur)),
            )
        return Refusal(
            "seven-seals.saboteur_takes_no_seals",
            {},
            "the saboteur takes no seals, and you have already taken seals this turn",
            msg("seven-seals-refusal-saboteur_takes_no_seals"),
        )

    def _explain_give(self, action: int, text: str) -> Refusal:
        winner: int = self._to_act  # type: ignore[assignment]
        cards = self._tricks[-1].cards
        options = self._give_options(winner, cards)
        allowed = " or ".join(f"give {KIND_NAMES[k]}" for k in options)
        colours = " ".join(KIND_NAMES[k] for k in options)
        choices = tuple(colour_message(k) for k in options)
        if action < self._give_action:
            return Refusal(
                "seven-seals.give_first",
                {"winner_seat": winner, "colours": colours},
                f"P{winner} won the trick and must first give a seal back: {allowed}",
                msg("seven-seals-refusal-give_first", p=Who(winner), colours=choices),
            )
        kind = action - self._give_action
        led = cards[0] // RANKS
        if self._seals[winner * NUM_KINDS + kind] == 0:
            return Refusal(
                "seven-seals.seal_not_held",
                {"colour": KIND_NAMES[kind], "colours": colours},
                f"you hold no {KIND_NAMES[kind]} seal: {allowed}",
                msg(
                    "seven-seals-refusal-seal_not_held",
                    colour=colour_message(kind),
                    colours=choices,
                ),
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
            msg(
                f"seven-seals-refusal-{'give_trumped' if trumped else 'give_led'}",
                colour=colour_message(kind),
                led=colour_message(led),
            ),
        )
