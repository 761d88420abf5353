"""The Samba tutorial: a first hand at four, dealt so that the learner opens, takes the pile, makes
a samba and a canasta, asks "May I go out?" and goes out in three turns (issue 27).

The learner is seat 0 (partner seat 2, opponents 1 and 3; the dealer is seat 3, so seat 0 plays
first). The deal is fixed: the hands and the top of the stock below, then the rest of the three
packs in card order (never reached: the hand ends on the learner's third turn).
"""

from __future__ import annotations

from tapisvert.core.messages import Who, msg
from tapisvert.core.tutorial import Step, Tutorial
from tapisvert.games.samba.cards import PACK, card_to_str, parse_card

PLAYERS = 4
DEALER = 3
LEARNER = 0
PARTNER = 2
HAND_SIZE = 15

# each seat's fifteen cards (dealt one at a time from the dealer's left)
HANDS: tuple[tuple[str, ...], ...] = (
    ("5S", "6S", "7S", "8S", "9S", "KC", "KD", "KH", "QC", "QD", "8C", "8D", "JK", "4C", "6D"),
    ("4D", "4H", "5C", "5H", "6C", "6H", "7C", "7D", "9H", "10C", "10D", "JD", "AC", "AD", "AH"),
    ("KD", "KH", "9D", "JC", "JH", "4S", "5D", "6S", "7H", "10H", "QS", "AS", "AS", "5C", "6C"),
    ("QH", "4C", "4D", "5H", "6H", "7C", "8H", "9C", "10C", "JD", "AC", "AD", "7S", "10S", "JH"),
)
UPCARD = "JS"
# the stock's top, two cards a draw: seats 0, 1, 2, 3, then 1, 2, 3 (seat 0 takes the pile), then 0
STOCK_TOP: tuple[str, ...] = (
    *("10S", "KS", "8S", "9C", "QS", "9D", "8D", "QH"),
    *("JC", "10H", "7S", "JS", "4H", "AH", "8H", "2C"),
)


def _deal() -> dict[str, object]:
    """The deal in the game's format (`rules.md`, "Deal format")."""
    dealt = [HANDS[(DEALER + 1 + k) % PLAYERS][k // PLAYERS] for k in range(HAND_SIZE * PLAYERS)]
    top = [*dealt, UPCARD, *STOCK_TOP]
    rest = list(PACK)
    for text in top:
        rest.remove(parse_card(text))
    return {"dealer": DEALER, "pack": top + [card_to_str(c) for c in sorted(rest)]}


def _learn(move: str, name: str) -> Step:
    """A learner's step: its explanation `samba-tut-<name>` and answer `samba-tut-<name>-wrong`."""
    return Step(LEARNER, move, say=msg(f"samba-tut-{name}"), wrong=msg(f"samba-tut-{name}-wrong"))


def _play(seat: int, move: str, say: str | None = None) -> Step:
    """Another seat's step, with what it shows (`samba-tut-<say>`, its player as $p)."""
    return Step(seat, move, say=None if say is None else msg(f"samba-tut-{say}", p=Who(seat)))


TUTORIAL = Tutorial(
    game="samba",
    players=PLAYERS,
    seed=1,
    seat=LEARNER,
    options={"hand_size": HAND_SIZE},
    deal=_deal(),
    intro=msg("samba-tut-intro", partner=Who(PARTNER), left=Who(1), right=Who(3)),
    outro=msg("samba-tut-outro", melded=265, in_hand=135, total=2130, other=330),
    steps=(
        # first turn: draw two, open with 50 or more
        _learn("draw", "draw"),
        _learn("seq 5S-10S", "sequence"),
        _learn("group Kx3", "minimum"),
        _learn("add KS m2", "add-king"),
        _learn("discard 4C", "keep-pairs"),
        _play(1, "draw"),
        _play(1, "discard 9C"),
        _play(2, "draw"),
        _play(2, "add KD m2", "partner-adds"),
        _play(2, "add KH m2"),
        _play(2, "discard 9D"),
        _play(3, "draw"),
        _play(3, "discard QH", "queen-on-top"),
        # second turn: take the pile, a samba and a canasta
        _learn("take QC QD", "take"),
        _learn("add JS m1", "samba"),
        _learn("add JK m2", "canasta"),
        _learn("discard 6D", "may-go-out"),
        _play(1, "draw"),
        _play(1, "discard 10C"),
        _play(2, "draw"),
        _play(2, "discard JC"),
        _play(3, "draw"),
        _play(3, "discard 7S"),
        # third turn: "May I go out?", then go out
        _learn("ask", "ask"),
        _play(2, "yes", "partner-yes"),
        _learn("draw", "draw-after-yes"),
        _learn("group 8x3", "eights"),
        _learn("group 9x2+2", "nines"),
        _learn("discard 4C", "go-out"),
    ),
)

__all__ = ["TUTORIAL"]
