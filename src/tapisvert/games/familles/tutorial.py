"""The familles tutorial: a first deal at five players on a fixed deal, the learner at seat 0.

The learner deals, so asks first. The deal is arranged so that its first hand shows the whole
game in three turns of the learner and two rounds of the others:
- turn 1: an ask given (ask again), an ask refused where the draw is the very card asked for
  (shown: ask again) and completes the Maya, laid down at once; then an ask refused with a plain
  draw, which ends the turn;
- the others: P1 asks the learner for a card (he must give it; P1 holds another card of that
  family), P2 is given a card (now public);
- turn 2: sure asks from what was seen, the Jefa deduced and asked for (two more asks), a
  refusal whose draw completes the Ona, a deduction from that refusal, a guess refused;
- the others empty the stock (a refused player then draws nothing), two of them ask the learner
  for cards, one of which tells where his last missing card is;
- turn 3: two sure asks lay the Alakaluf, the learner's third family; his hand and the stock are
  empty, so he sits out while the others finish. He laid the most families: +100.

The steps are literal data (written once by hand and checked by
`tests/conformance/test_tutorials.py`); every word is a `familles-tut-...` message.
"""

from __future__ import annotations

from tapisvert.core.messages import Message, Who, msg
from tapisvert.core.tutorial import Step, Tutorial
from tapisvert.games.familles.cards import parse_card
from tapisvert.games.familles.messages import card_message


def _card(text: str) -> Message:
    """A card's name in the reader's language (`familles-card`), from notation."""
    return card_message(parse_card(text))


DEAL = {
    "dealer": 0,
    "hands": [
        ["1-I", "1-III", "1-IV", "3-II", "3-IV", "3-V", "6-I", "6-II", "6-III", "S6"],
        ["6-V", "S3", "2-I", "2-II", "2-III", "2-IV", "7-I", "7-II", "7-III", "S7"],
        ["S1", "4-I", "4-II", "4-III", "S4", "8-I", "8-II", "8-III", "8-IV", "8-V"],
        ["5-I", "5-II", "5-III", "5-IV", "9-I", "9-II", "9-III", "S9", "2-V", "S8"],
        ["1-V", "3-III", "10-I", "10-II", "10-III", "10-IV", "10-V", "7-IV", "4-IV", "S5"],
    ],
    "stock": ["6-IV", "3-I", "S2", "4-V", "5-V", "9-IV", "1-II", "9-V", "S10", "7-V"],
}

TUTORIAL = Tutorial(
    game="familles",
    players=5,
    seed=0,
    seat=0,
    deal=DEAL,
    intro=msg("familles-tut-intro"),
    outro=msg("familles-tut-outro"),
    steps=(
        # --- the learner's first turn: given, refused but shown (the Maya down), refused
        Step(
            0,
            "ask 1 6-V",
            say=msg("familles-tut-01-ask", target=Who(1), card=_card("6-V")),
            wrong=msg("familles-tut-01-wrong", target=Who(1), card=_card("6-V")),
        ),
        Step(
            0,
            "ask 2 6-IV",
            say=msg("familles-tut-02-again", target=Who(2), card=_card("6-IV")),
            wrong=msg("familles-tut-02-wrong", target=Who(2), card=_card("6-IV")),
        ),
        Step(
            0,
            "ask 3 S1",
            say=msg("familles-tut-03-jefa", target=Who(3), card=_card("S1")),
            wrong=msg("familles-tut-03-wrong", target=Who(3), card=_card("S1")),
        ),
        # --- the others' first round
        Step(1, "ask 0 3-II", say=msg("familles-tut-04-asked", p=Who(1), card=_card("3-II"))),
        Step(1, "ask 4 2-V"),
        Step(2, "ask 4 1-V", say=msg("familles-tut-06-public", p=Who(2), card=_card("1-V"))),
        Step(2, "ask 3 4-IV"),
        Step(3, "ask 4 9-IV"),
        Step(4, "ask 1 S10"),
        # --- the learner's second turn: what was seen, the Jefa, the Ona down, a guess
        Step(
            0,
            "ask 2 1-V",
            say=msg("familles-tut-10-sure", target=Who(2), card=_card("1-V")),
            wrong=msg("familles-tut-10-wrong", target=Who(2), card=_card("1-V")),
        ),
        Step(
            0,
            "ask 1 3-II",
            say=msg("familles-tut-11-back", target=Who(1), card=_card("3-II")),
            wrong=msg("familles-tut-11-wrong", target=Who(1), card=_card("3-II")),
        ),
        Step(
            0,
            "ask 2 S1",
            say=msg("familles-tut-12-deduce", target=Who(2), card=_card("S1"), other=_card("1-II")),
            wrong=msg(
                "familles-tut-12-wrong", target=Who(2), card=_card("S1"), other=_card("1-II")
            ),
        ),
        Step(
            0,
            "ask 1 3-III",
            say=msg("familles-tut-13-bonus", target=Who(1), card=_card("3-III"), other=_card("S3")),
            wrong=msg(
                "familles-tut-13-wrong", target=Who(1), card=_card("3-III"), other=_card("S3")
            ),
        ),
        Step(
            0,
            "ask 1 S3",
            say=msg(
                "familles-tut-14-refusal",
                target=Who(1),
                card=_card("S3"),
                asked=_card("3-III"),
                drawn=_card("1-II"),
            ),
            wrong=msg(
                "familles-tut-14-wrong", target=Who(1), card=_card("S3"), asked=_card("3-III")
            ),
        ),
        Step(
            0,
            "ask 3 3-III",
            say=msg("familles-tut-15-guess", target=Who(3), card=_card("3-III")),
            wrong=msg("familles-tut-15-wrong", target=Who(3), card=_card("3-III")),
        ),
        # --- the others' second round: the stock runs out
        Step(1, "ask 3 2-V"),
        Step(1, "ask 4 7-IV"),
        Step(1, "ask 2 7-V"),
        Step(2, "ask 4 4-IV"),
        Step(2, "ask 1 S8"),
        Step(3, "ask 0 9-V", say=msg("familles-tut-21-give", p=Who(3), card=_card("9-V"))),
        Step(3, "ask 4 S5"),
        Step(3, "ask 4 9-IV"),
        Step(3, "ask 1 8-I", say=msg("familles-tut-24-empty", p=Who(3))),
        Step(
            4,
            "ask 0 3-I",
            say=msg("familles-tut-25-tell", p=Who(4), card=_card("3-I"), missing=_card("3-III")),
        ),
        Step(4, "ask 1 S10", say=msg("familles-tut-26-grande-jefa", p=Who(4), card=_card("S10"))),
        Step(4, "ask 3 3-V"),
        Step(4, "ask 2 3-IV"),
        # --- the learner's third turn: the Alakaluf down, then he sits out
        Step(
            0,
            "ask 4 3-I",
            say=msg("familles-tut-29-back", target=Who(4), card=_card("3-I")),
            wrong=msg("familles-tut-29-wrong", target=Who(4), card=_card("3-I")),
        ),
        Step(
            0,
            "ask 4 3-III",
            say=msg("familles-tut-30-last", target=Who(4), card=_card("3-III")),
            wrong=msg("familles-tut-30-wrong", target=Who(4), card=_card("3-III")),
        ),
        # --- the others finish
        Step(1, "ask 2 7-V", say=msg("familles-tut-31-out")),
        Step(2, "ask 3 S8"),
    ),
)

__all__ = ["DEAL", "TUTORIAL"]
