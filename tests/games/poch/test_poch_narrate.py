"""Poch in words: the rules page's worked examples, told (events) and broken down (describe_hand),
through the catalogues in English, French and Portuguese."""

from __future__ import annotations

import random

from tapisvert.core.messages import Event, Message, Who
from tapisvert.core.protocol import GameState
from tapisvert.games.poch import GAME
from tapisvert.games.poch.cards import parse_card
from tapisvert.games.poch.messages import card_short
from tapisvert.words import Words, breakdown, tell

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
SHEET = ["bet 5", "bet 7", "match", "match", "match", "play 7C", "play AH"]
PASSES = ["pass", "pass", "pass", "pass", "play 7H", "play 8C"]


def _events(moves: list[str]) -> list[list[Event]]:
    state = GAME.new(4, 1, deal=DEAL)
    told = []
    for text in moves:
        before = state.clone()
        action = state.apply_text(text)
        told.append(GAME.events(before, action, state))
    return told


def _tell(
    moves: list[str], seat: int | None, lang: str = "en", state: GameState | None = None
) -> list[list[str]]:
    words = Words(lang, me=seat)
    if state is None:
        state = GAME.new(4, 1, deal=DEAL)
    assert state is not None
    told = []
    for text in moves:
        before = state.clone()
        action = state.apply_text(text)
        told.append(tell(GAME, before, action, state, words))
    return told


def test_the_sheet_betting_showdown_run_and_going_out() -> None:
    told = _tell(SHEET, 1)
    assert told[0] == ["P0 opened the betting with 5 chips."]
    assert told[1] == ["You raised the bet to 7 chips."]
    assert told[4] == [
        "P0 matched the bet of 7 chips (2 more).",
        "Showdown: P2 won the pot of 28 chips with three kings: K♠, K♥, and K♦.",
        "P2 leads the first run.",
    ]
    # the run laid automatically after the lead, with its holder, and why it ended
    assert told[5] == [
        "P2 led 7♣.",
        "The run went on: P3 8♣ to A♣.",
        "The run ended on its ace: P3 leads the next run.",
    ]
    # the last run of the deal (gone from the state once the next deal starts), its pile, the
    # payments, and the next deal
    assert told[6] == [
        "P3 led A♥.",
        "P3 took the A pile (4 chips).",
        "P3 went out and collected 23 chips, one per card left: P0 paid 8, you paid 8, and P2"
        " paid 7.",
        "Deal 2: P0 deals; the trump card is 8♦.",
        "Everyone antes one chip on each pile.",
    ]


def test_the_move_comes_first_then_what_it_set_off_all_public() -> None:
    told = _events(SHEET)
    assert [e.message.key for e in told[6]] == [
        "poch-led",
        "poch-took-piles",
        "poch-went-out",
        "poch-new-deal",
        "poch-ante",
    ]
    assert told[6][0].message == Message(
        "poch-led", {"p": Who(3), "card": card_short(parse_card("AH"))}
    )
    assert card_short(parse_card("AH")) == Message(
        "poch-card-short", {"rank": "ace", "suit": "hearts"}
    )
    assert all(e.private is None and not e.seats for move in told for e in move)


def test_everyone_passes_and_the_piles_go_to_the_trump_honours() -> None:
    told = _tell(PASSES, None)
    assert told[3] == ["P3 passed.", "Everyone passed: no chips staked.", "P0 leads the first run."]
    # the piles in the order the run took them
    assert told[4] == [
        "P0 led 7♥.",
        "The run went on: P0 8♥ 9♥, P1 10♥ J♥, P2 Q♥ K♥, and P3 A♥.",
        "P0 took the 7-8-9 pile (4 chips).",
        "P1 took the 10 and J piles (8 chips).",
        "P2 took the Q, K, and K+Q piles (12 chips).",
        "P3 took the A pile (4 chips).",
        "The run ended on its ace: P3 leads the next run.",
    ]
    assert told[5][:3] == [
        "P3 led 8♣.",
        "The run went on: P3 9♣ to A♣.",
        "P3 went out and collected 17 chips, one per card left: P0 paid 5, P1 paid 6, and P2"
        " paid 6.",
    ]


def test_the_same_events_in_french_and_portuguese() -> None:
    fr = _tell(SHEET, 1, "fr")
    assert fr[4][1] == "Abattage : P2 gagne le pot de 28 jetons avec brelan de rois : R♠, R♥ et R♦."
    assert fr[6][2] == (
        "P3 n'a plus de cartes et encaisse 23 jetons, un par carte restante : P0 paie 8, vous"
        " payez 8 et P2 paie 7."
    )
    pt = _tell(PASSES, 2, "pt")
    assert pt[4][4] == "Você ganhou os montes Dama, Rei e Rei+Dama (12 fichas)."


def test_the_deal_broken_down_with_chips_counted() -> None:
    state = GAME.new(4, 1, deal=DEAL)
    for text in SHEET:
        state.apply_text(text)
    assert breakdown(GAME, state.hand_results()[0], Words("en", me=1)) == [
        "Deal 1 (trump card Q♥):",
        "Betting: P2 won the pot of 28 chips at the showdown with three kings (K♠, K♥, and K♦).",
        "Piles won by P3: A (4 chips).",
        "Piles carried over to the next deal: K, Q, J, 10, K+Q, and 7-8-9.",
        "P3 went out and collected 23 chips, one per card left: P0 paid 8, you paid 8, and P2"
        " paid 7.",
        "Chips: P0 100 → 78 (-22), you 100 → 78 (-22), P2 100 → 107 (+7), and P3 100 → 113 (+13).",
    ]


def test_short_stacks_eliminations_and_the_end_of_the_match() -> None:
    """With few chips: a short ante, eliminations, the match's end and why, in every language."""
    seen: set[str] = set()
    for seed in range(12):
        state = GAME.new(3, seed, starting_chips=8)
        rng = random.Random(seed)
        while state.to_act is not None:
            before = state.clone()
            action = rng.choice(state.legal_actions())
            state.apply(action)
            events = GAME.events(before, action, state)
            seen.update(e.message.key for e in events)
            for lang in ("en", "fr", "pt"):
                for reader in (None, 0):
                    assert all(tell(GAME, before, action, state, Words(lang, me=reader)))
        for result in state.hand_results():
            for lang in ("en", "fr", "pt"):
                assert all(breakdown(GAME, result, Words(lang)))
    assert {"poch-ante-short", "poch-eliminated", "poch-match-won"} <= seen


def test_a_match_cut_by_max_deals_says_so() -> None:
    told = _tell(PASSES, None, state=GAME.new(4, 1, deal=DEAL, max_deals=1))
    assert told[-1][-1] == "The match is over, its deals played: P3 wins with 114 chips."
