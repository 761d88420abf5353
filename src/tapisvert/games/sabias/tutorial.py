"""The sabias tutorial: a first hand at three players, the learner taking against two.

Seed 64, three players: seat 2 deals; the learner (seat 0) speaks second and takes with five
Sabias and five Grand-Pères, announces a Conseil, then draws the trumps, cashes the Grand-Pères
and trumps the families it lacks. The steps are the heuristic's play for every seat (generated
once, then annotated): taking, announcements, following a family, a Sabia lead, trumping, the
discard, and the écart and the score in the outro (147 card points: 147 - 109 = 38, a unit of
38 + 30 + 20/2 = 78, +156 for the learner).
"""

from __future__ import annotations

from tapisvert.core.messages import Message, Who, msg
from tapisvert.core.tutorial import Step, Tutorial
from tapisvert.games.sabias.cards import parse_card
from tapisvert.games.sabias.wording import card_message, family_message


def _c(code: str) -> Message:
    """A card's name, from its notation."""
    return card_message(parse_card(code))


def _f(family: int) -> Message:
    """A family's name (1..10)."""
    return family_message(family)


STEPS: tuple[Step, ...] = (
    Step(2, "pass", say=msg("sabias-tut-passed", p=Who(2))),  # 0
    Step(0, "take", say=msg("sabias-tut-take"), wrong=msg("sabias-tut-take-wrong")),  # 1
    Step(2, "done", say=msg("sabias-tut-their-done", p=Who(2))),  # 2
    Step(
        0,
        "conseil S2 S3 S5 S9 S10",
        say=msg("sabias-tut-conseil", cards=(_c("S2"), _c("S3"), _c("S5"), _c("S9"), _c("S10"))),
        wrong=msg("sabias-tut-conseil-wrong"),
    ),  # 3
    Step(0, "done", say=msg("sabias-tut-done"), wrong=msg("sabias-tut-done-wrong")),  # 4
    Step(1, "done"),  # 5
    Step(2, "play 6-I", say=msg("sabias-tut-first-lead", p=Who(2), card=_c("6-I"))),  # 6
    Step(
        0,
        "play 6-IV",
        say=msg("sabias-tut-follow", card=_c("6-IV"), family=_f(6)),
        wrong=msg("sabias-tut-follow-wrong", card=_c("6-IV")),
    ),  # 7
    Step(1, "play S1", say=msg("sabias-tut-jefa-cuts", p=Who(1), family=_f(6))),  # 8
    Step(1, "play 3-I", say=msg("sabias-tut-winner-leads", p=Who(1))),  # 9
    Step(2, "play 3-II"),  # 10
    Step(
        0,
        "play 3-IV",
        say=msg("sabias-tut-last-win", card=_c("3-IV")),
        wrong=msg("sabias-tut-last-win-wrong", card=_c("3-IV")),
    ),  # 11
    Step(
        0,
        "play S10",
        say=msg("sabias-tut-draw", card=_c("S10")),
        wrong=msg("sabias-tut-draw-wrong", card=_c("S10")),
    ),  # 12
    Step(1, "play S4", say=msg("sabias-tut-trump-led", p=Who(1))),  # 13
    Step(2, "play S6"),  # 14
    Step(
        0,
        "play S9",
        say=msg("sabias-tut-draw-again", card=_c("S9")),
        wrong=msg("sabias-tut-wrong", card=_c("S9")),
    ),  # 15
    Step(1, "play S7"),  # 16
    Step(2, "play S8"),  # 17
    Step(
        0,
        "play 2-V",
        say=msg("sabias-tut-master", card=_c("2-V")),
        wrong=msg("sabias-tut-master-wrong", card=_c("2-V")),
    ),  # 18
    Step(1, "play 2-I"),  # 19
    Step(2, "play 2-II"),  # 20
    Step(
        0,
        "play 4-V",
        say=msg("sabias-why-lead-master", card=_c("4-V")),
        wrong=msg("sabias-tut-wrong", card=_c("4-V")),
    ),  # 21
    Step(1, "play 4-III"),  # 22
    Step(2, "play 4-I"),  # 23
    Step(
        0,
        "play 7-V",
        say=msg("sabias-why-lead-master", card=_c("7-V")),
        wrong=msg("sabias-tut-wrong", card=_c("7-V")),
    ),  # 24
    Step(1, "play 7-II"),  # 25
    Step(2, "play 7-I"),  # 26
    Step(
        0,
        "play 8-V",
        say=msg("sabias-why-lead-master", card=_c("8-V")),
        wrong=msg("sabias-tut-wrong", card=_c("8-V")),
    ),  # 27
    Step(1, "play 8-II"),  # 28
    Step(2, "play 8-I"),  # 29
    Step(
        0,
        "play 10-V",
        say=msg("sabias-why-lead-master", card=_c("10-V")),
        wrong=msg("sabias-tut-wrong", card=_c("10-V")),
    ),  # 30
    Step(1, "play 10-II"),  # 31
    Step(2, "play 10-I"),  # 32
    Step(
        0,
        "play 8-IV",
        say=msg("sabias-tut-master-iv", card=_c("8-IV"), family=_f(8)),
        wrong=msg("sabias-tut-wrong", card=_c("8-IV")),
    ),  # 33
    Step(1, "play 8-III"),  # 34
    Step(
        2, "play 1-I", say=msg("sabias-tut-discard", p=Who(2), card=_c("1-I"), family=_f(8))
    ),  # 35
    Step(
        0,
        "play 1-II",
        say=msg("sabias-tut-lead-long", card=_c("1-II"), family=_f(1)),
        wrong=msg("sabias-tut-lead-long-wrong", card=_c("1-II")),
    ),  # 36
    Step(1, "play 1-IV"),  # 37
    Step(2, "play 1-V", say=msg("sabias-tut-lost-trick", p=Who(2))),  # 38
    Step(2, "play 9-V"),  # 39
    Step(
        0,
        "play 9-III",
        say=msg("sabias-tut-follow-lose", p=Who(2), card=_c("9-III"), family=_f(9)),
        wrong=msg("sabias-tut-follow-wrong", card=_c("9-III")),
    ),  # 40
    Step(1, "play 9-IV", say=msg("sabias-tut-load", p=Who(1), q=Who(2))),  # 41
    Step(2, "play 6-II"),  # 42
    Step(
        0,
        "play S2",
        say=msg("sabias-tut-cut", card=_c("S2"), family=_f(6)),
        wrong=msg("sabias-tut-cut-wrong", card=_c("S2")),
    ),  # 43
    Step(1, "play 5-I"),  # 44
    Step(
        0,
        "play 1-III",
        say=msg("sabias-why-lead-master", card=_c("1-III")),
        wrong=msg("sabias-tut-wrong", card=_c("1-III")),
    ),  # 45
    Step(1, "play 9-II"),  # 46
    Step(2, "play 9-I"),  # 47
    Step(
        0,
        "play 5-II",
        say=msg("sabias-why-lead-long", card=_c("5-II")),
        wrong=msg("sabias-tut-wrong", card=_c("5-II")),
    ),  # 48
    Step(1, "play 5-III"),  # 49
    Step(2, "play 6-V"),  # 50
    Step(1, "play 3-III"),  # 51
    Step(2, "play 2-III"),  # 52
    Step(
        0,
        "play S3",
        say=msg("sabias-tut-sabia-family", card=_c("S3"), family=_f(3)),
        wrong=msg("sabias-tut-forced", card=_c("S3")),
    ),  # 53
    Step(
        0,
        "play 4-II",
        say=msg("sabias-tut-lead-cheap", card=_c("4-II")),
        wrong=msg("sabias-tut-wrong", card=_c("4-II")),
    ),  # 54
    Step(1, "play 7-IV"),  # 55
    Step(2, "play 4-IV"),  # 56
    Step(2, "play 7-III"),  # 57
    Step(
        0,
        "play S5",
        say=msg("sabias-tut-must-cut", card=_c("S5"), family=_f(7)),
        wrong=msg("sabias-tut-forced", card=_c("S5")),
    ),  # 58
    Step(1, "play 10-IV"),  # 59
    Step(
        0,
        "play 10-III",
        say=msg("sabias-why-lead-master", card=_c("10-III")),
        wrong=msg("sabias-tut-wrong", card=_c("10-III")),
    ),  # 60
    Step(1, "play 3-V"),  # 61
    Step(2, "play 6-III"),  # 62
    Step(
        0,
        "play 5-IV",
        say=msg("sabias-tut-last-card", card=_c("5-IV")),
        wrong=msg("sabias-tut-forced", card=_c("5-IV")),
    ),  # 63
    Step(1, "play 5-V"),  # 64
    Step(2, "play 2-IV"),  # 65
)

TUTORIAL = Tutorial(
    game="sabias",
    players=3,
    seed=64,
    seat=0,
    intro=msg("sabias-tut-intro", dealer=Who(2)),
    outro=msg("sabias-tut-outro", points=147, ecart=38, conseil=20, unit=78, score=156, loss=78),
    steps=STEPS,
)

__all__ = ["TUTORIAL"]
