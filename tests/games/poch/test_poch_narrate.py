"""Poch in words: the rules page's worked examples, told and broken down."""

from __future__ import annotations

from tapisvert.games.poch import GAME

# The rules page's deal A: 4 players, dealer seat 3, trump card QH.
DEAL = {
    "dealer": 3,
    "trump": "QH",
    "hands": [
        ["7H", "8H", "9H", "7S", "8S", "9S", "10S", "JS"],
        ["10H", "JH", "7D", "8D", "9D", "10D", "JD", "QD"],
        ["QH", "KH", "QS", "KS", "AS", "KD", "AD", "7C"],
        ["AH", "8C", "9C", "10C", "JC", "QC", "KC", "AC"],
    ],
}


def _tell(state_moves: list[str], seat: int | None) -> list[list[str]]:
    state = GAME.new(4, 1, deal=DEAL)
    told = []
    for text in state_moves:
        before = state.clone()
        action = state.apply_text(text)
        told.append(GAME.narrate(before, action, state, seat))
    return told


def test_the_sheet_betting_showdown_run_and_going_out() -> None:
    told = _tell(["bet 5", "bet 7", "match", "match", "match", "play 7C", "play AH"], 1)
    assert told[0] == ["P0 opened the betting with 5 chips."]
    assert told[1] == ["You raised the bet to 7 chips."]
    assert told[4] == [
        "P0 matched the bet of 7 chips.",
        "Showdown: P2 won the pot of 28 chips with three kings: K♠ K♥ K♦.",
        "P2 leads the first run.",
    ]
    # the run laid automatically after the lead, card by card with its holder
    assert told[5] == ["P2 led 7♣, then P3 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣."]
    # the last run of the deal (gone from the views once the next deal starts), its pile, the
    # payments, and the next deal
    assert told[6] == [
        "P3 led A♥.",
        "P3 took the A pile (4 chips).",
        "P3 went out and collected 23 chips, one per card left: P0 paid 8, you paid 8 and P2"
        " paid 7.",
        "Deal 2: P0 deals; the trump card is 8♦; everyone antes one chip on each pile.",
    ]


def test_everyone_passes_and_the_piles_go_to_the_trump_honours() -> None:
    told = _tell(["pass", "pass", "pass", "pass", "play 7H", "play 8C"], None)
    assert told[3] == ["P3 passed.", "Everyone passed: no chips staked.", "P0 leads the first run."]
    assert told[4] == [
        "P0 led 7♥ and played 8♥ 9♥, then P1 10♥ J♥, P2 Q♥ K♥, P3 A♥.",
        "P3 took the A pile (4 chips). P2 took the K, Q and K+Q piles (12 chips)."
        " P1 took the J and 10 piles (8 chips). P0 took the 7-8-9 pile (4 chips).",
    ]
    assert told[5][:2] == [
        "P3 led 8♣ and played 9♣ 10♣ J♣ Q♣ K♣ A♣.",
        "P3 went out and collected 17 chips, one per card left: P0 paid 5, P1 paid 6 and P2"
        " paid 6.",
    ]


def test_the_deal_broken_down_with_chips_counted() -> None:
    state = GAME.new(4, 1, deal=DEAL)
    for text in ("bet 5", "bet 7", "match", "match", "match", "play 7C", "play AH"):
        state.apply_text(text)
    assert GAME.describe_hand(state.hand_results()[0], 1) == [
        "Deal 1 (trump card Q♥):",
        "  betting: P2 won the pot of 28 chips at the showdown with three kings (K♠ K♥ K♦)",
        "  piles won: A by P3 (4 chips)",
        "  piles carried over to the next deal: K Q J 10 K+Q 7-8-9",
        "  P3 went out and collected 23 chips, one per card left: P0 paid 8, you paid 8 and P2"
        " paid 7.",
        "  chips: P0 100 -> 78 (-22), you 100 -> 78 (-22), P2 100 -> 107 (+7), P3 100 -> 113 (+13)",
    ]
