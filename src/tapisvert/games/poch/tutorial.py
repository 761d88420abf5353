"""Poch's tutorial: a first deal of three players on a fixed deal, the learner at seat 0.

The learner holds three aces, six trumps (hearts: 7 8 9 Q K A) and the Q K A of spades. The deal
shows the game's core in one hand:
- the piles: everyone antes a chip on each of the seven piles; the trump A, K, Q, J and 10 take
  their piles when played, the trump K and Q from one hand also take K+Q, the trump 7, 8 and 9 from
  one hand take 7-8-9;
- the betting: the learner opens small, P1 raises with three jacks, P2 drops out, the learner
  raises again and P1 matches; the showdown shows only the winning set (three aces);
- the runs: the learner leads the trump 7 (the run climbs the suit, each card played by its
  holder, and ends on the learner's ace: five piles and the lead again), then the spades (the run
  comes back on the ace), then the lone ace of clubs (an ace always comes back), and goes out with
  the queen of diamonds: P1 and P2 pay a chip for each card left.

The steps are literal data; the messages are `poch-tut-*` in the game's catalogues.
"""

from __future__ import annotations

from tapisvert.core.messages import Who, msg
from tapisvert.core.tutorial import Step, Tutorial

# The deal: seat 2 deals, so seat 0 (the learner) bets first and gets 11 cards, seat 1 11, the
# dealer 10. The trump card shown is the 10 of hearts (P1 holds it).
DEAL = {
    "players": 3,
    "dealer": 2,
    "trump": "10H",
    "hands": [
        ["7H", "8H", "9H", "QH", "KH", "AH", "QS", "KS", "AS", "QD", "AC"],
        ["JS", "JD", "JC", "10H", "7S", "8S", "9S", "7D", "10D", "7C", "8C"],
        ["JH", "10S", "8D", "9D", "KD", "AD", "9C", "10C", "QC", "KC"],
    ],
}

TUTORIAL = Tutorial(
    game="poch",
    players=3,
    seed=2027,
    seat=0,
    deal=DEAL,
    intro=msg("poch-tut-intro"),
    outro=msg("poch-tut-outro", p1=Who(1), p2=Who(2)),
    steps=(
        # --- the betting ---
        Step(
            0,
            "bet 10",
            say=msg("poch-tut-open"),
            wrong=msg("poch-tut-open-wrong"),
        ),
        Step(1, "bet 20", say=msg("poch-tut-p1-raise", p=Who(1))),
        Step(2, "drop", say=msg("poch-tut-p2-drop", p=Who(2))),
        Step(
            0,
            "bet 40",
            say=msg("poch-tut-raise", p=Who(1)),
            wrong=msg("poch-tut-raise-wrong"),
        ),
        Step(1, "match", say=msg("poch-tut-showdown", p=Who(1))),
        # --- the runs ---
        Step(
            0,
            "play 7H",
            say=msg("poch-tut-lead-trumps"),
            wrong=msg("poch-tut-lead-trumps-wrong"),
        ),
        Step(
            0,
            "play QS",
            say=msg("poch-tut-lead-spades", p1=Who(1), p2=Who(2)),
            wrong=msg("poch-tut-lead-spades-wrong"),
        ),
        Step(
            0,
            "play AC",
            say=msg("poch-tut-lead-ace"),
            wrong=msg("poch-tut-lead-ace-wrong"),
        ),
        Step(
            0,
            "play QD",
            say=msg("poch-tut-go-out"),
            wrong=msg("poch-tut-go-out-wrong"),
        ),
    ),
)

__all__ = ["DEAL", "TUTORIAL"]
