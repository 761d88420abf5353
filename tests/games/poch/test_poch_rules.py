"""Poch: the sheet's rules and RULINGS §5 pinned on explicit deals, with the sheet's numbers."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from tapisvert.core.errors import IllegalAction, InvalidNotation, InvalidOption
from tapisvert.games.poch import GAME, PochState
from tapisvert.games.poch.cards import parse_card

# Deal A (4 players, dealer seat 3, trump hearts). Sets: seat 0 pair of nines (with the trump),
# seat 1 pair of jacks (with the trump), seat 2 three kings, seat 3 pair of aces.
DEAL_A: dict[str, Any] = {
    "dealer": 3,
    "trump": "QH",
    "hands": [
        ["7H", "8H", "9H", "7S", "8S", "9S", "10S", "JS"],
        ["10H", "JH", "7D", "8D", "9D", "10D", "JD", "QD"],
        ["QH", "KH", "QS", "KS", "AS", "KD", "AD", "7C"],
        ["AH", "8C", "9C", "10C", "JC", "QC", "KC", "AC"],
    ],
}

# Deal G (4 players, dealer seat 3, trump hearts): a run of spades ends on seat 3's ace while
# seat 3 still holds the 7 of spades.
DEAL_G: dict[str, Any] = {
    "dealer": 3,
    "trump": "7H",
    "hands": [
        ["8S", "9S", "10S", "JS", "7H", "8H", "9H", "7D"],
        ["10H", "JH", "8D", "9D", "10D", "JD", "QD", "KD"],
        ["QS", "KS", "QH", "KH", "AH", "AD", "7C", "8C"],
        ["AS", "7S", "9C", "10C", "JC", "QC", "KC", "AC"],
    ],
}

# Deal E (4 players, dealer seat 2, trump spades): seat 3 holds all the clubs and leads first.
DEAL_E: dict[str, Any] = {
    "dealer": 2,
    "trump": "9S",
    "hands": [
        ["7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS"],
        ["7H", "8H", "9H", "10H", "JH", "QH", "KH", "AH"],
        ["7D", "8D", "9D", "10D", "JD", "QD", "KD", "AD"],
        ["7C", "8C", "9C", "10C", "JC", "QC", "KC", "AC"],
    ],
}


def new(deal: dict[str, Any], players: int = 4, **options: Any) -> PochState:
    state = GAME.new(players, 7, deal=deal, **options)
    assert isinstance(state, PochState)
    return state


def play(state: PochState, *texts: str) -> None:
    for text in texts:
        state.apply_text(text)


def hand(state: PochState, seat: int) -> list[str]:
    return list(state.view(seat).hand or ())


def piles(state: PochState) -> dict[str, int]:
    return {p["name"]: p["chips"] for p in state.observation(0)["piles"]}


def test_ante_one_chip_on_each_of_seven_piles() -> None:
    state = new(DEAL_A)
    assert state.chips == (93, 93, 93, 93)
    assert piles(state) == {"A": 4, "K": 4, "Q": 4, "J": 4, "10": 4, "K+Q": 4, "7-8-9": 4}
    assert state.to_act == 0  # the dealer's left opens the betting
    assert state.observation(1)["trump"] == "QH"


def test_sheet_betting_example_five_then_seven() -> None:
    # "se o 1º jogador apostar cinco fichas ... o 2º jogador quiser aumentar para sete fichas ...
    # o 1º jogador que havia apostado cinco fichas deverá colocar mais duas fichas"
    state = new(DEAL_A)
    play(state, "bet 5", "bet 7", "match", "match")
    assert state.stakes == (5, 7, 7, 7)
    assert state.to_act == 0
    assert state.legal_action_strs()[:2] == ["drop", "match"]
    with pytest.raises(IllegalAction, match="the bet stands at 7"):
        state.apply_text("pass")
    state.apply_text("match")  # two more chips
    # showdown: three kings (seat 2) beat the pairs; only the winning set is shown
    assert state.phase == "runs"
    assert state.chips == (86, 86, 86 + 28, 86)
    result = state.observation(0)["bet_result"]
    assert result == {
        "winner": 2,
        "stakes": [7, 7, 7, 7],
        "pot": 28,
        "showdown": True,
        "shown": ["KS", "KH", "KD"],
        "set": "three kings",
    }
    assert state.to_act == 2  # the betting winner leads
    assert state.stakes == (0, 0, 0, 0)
    assert sum(state.chips) + sum(state.piles) == 400


def test_drop_out_forfeits_stake_and_lone_survivor_takes_it() -> None:
    state = new(DEAL_A)
    play(state, "bet 10", "drop", "drop", "drop")
    assert state.chips == (93 + 0, 93, 93, 93)  # seat 0 gets its own 10 back, no one matched
    state = new(DEAL_A)
    play(state, "bet 10", "match", "drop", "bet 30", "drop", "drop")
    # seat 3 raised to 30; seats 0 and 1 drop and forfeit their 10 each
    assert state.chips == (83, 83, 93, 93 - 30 + 50)
    assert state.observation(1)["bet_result"]["showdown"] is False
    assert state.observation(1)["bet_result"]["shown"] is None
    assert state.to_act == 3
    assert state.observation(2)["dropped"] == [True, True, True, False]


def test_all_pass_no_stakes_dealer_left_leads() -> None:
    state = new(DEAL_A)
    play(state, "pass", "pass", "pass", "pass")
    assert state.phase == "runs" and state.to_act == 0
    assert state.observation(0)["bet_result"] is None
    assert state.chips == (93, 93, 93, 93)


def test_players_who_passed_must_match_a_later_opening() -> None:
    state = new(DEAL_A)
    play(state, "pass", "pass", "bet 4")
    play(state, "match")  # seat 3
    assert state.to_act == 0
    assert "pass" not in state.legal_action_strs()
    play(state, "match", "drop")
    assert state.phase == "runs"
    # three kings beat the nines and the aces
    assert state.observation(0)["bet_result"]["winner"] == 2


def test_bets_capped_by_the_stack() -> None:
    state = new(DEAL_A)
    assert state.legal_action_strs()[-1] == "bet 93"
    with pytest.raises(IllegalAction, match="capped by your stack"):
        state.apply_text("bet 94")
    play(state, "bet 93")
    with pytest.raises(IllegalAction, match="above the current bet of 93"):
        state.apply_text("bet 50")
    assert state.legal_action_strs() == ["drop", "match"]


def test_player_who_cannot_cover_must_drop() -> None:
    state = new(DEAL_A, starting_chips=20)  # 13 chips behind each after the ante
    play(state, "bet 5", "bet 13", "match", "match")
    assert state.to_act == 0
    assert state.legal_action_strs() == ["drop", "match"]
    state.apply_text("match")
    state = new(DEAL_A, starting_chips=20)
    play(state, "bet 13", "match", "drop", "drop")
    state2 = new(DEAL_A, starting_chips=20)
    state2._chips[1] = 3  # a poorer seat (test only): it can no longer match 13
    state2.apply_text("bet 13")
    with pytest.raises(IllegalAction, match="must drop out"):
        state2.apply_text("match")
    assert state2.legal_action_strs() == ["drop"]


def test_showdown_trump_breaks_equal_pairs() -> None:
    # seat 0: pair of aces with the trump (AH AS); seat 1: AD AC; trump hearts
    deal = {
        "dealer": 2,
        "trump": "7H",
        "hands": [
            ["AH", "AS", "7S", "8D", "9C", "10H", "JS", "QD", "KC", "7C", "8H"],
            ["AD", "AC", "8S", "9D", "10C", "JH", "QS", "KD", "7D", "9H", "10S"],
            ["KH", "QH", "JD", "10D", "9S", "8C", "JC", "QC", "KS", "7H"],
        ],
    }
    state = new(deal, players=3)
    play(state, "bet 3", "match", "drop")
    res = state.observation(2)["bet_result"]
    assert res["winner"] == 0 and res["shown"] == ["AS", "AH"]
    assert res["set"] == "pair of aces (with the trump)"


def test_two_pairs_show_only_the_higher() -> None:
    state = new(DEAL_A)
    play(state, "bet 1", "match", "drop", "drop")
    res = state.observation(3)["bet_result"]
    # seat 0 (sevens, eights, nines) against seat 1 (tens and jacks): jacks win, only they show
    assert res["winner"] == 1 and res["shown"] == ["JH", "JD"]


def test_runs_are_automatic_and_the_last_player_leads() -> None:
    state = new(DEAL_A)
    play(state, "pass", "pass", "pass", "pass", "play 7S")
    # 7S 8S 9S 10S JS (seat 0), QS KS (seat 2), AS (seat 2): the ace ends the run
    runs = state.observation(1)["runs"]
    assert runs == [
        [[0, "7S"], [0, "8S"], [0, "9S"], [0, "10S"], [0, "JS"], [2, "QS"], [2, "KS"], [2, "AS"]]
    ]
    assert state.to_act == 2
    assert hand(state, 0) == ["7H", "8H", "9H"]
    # a run stops at a card whose successor is already played; its player leads again
    play(state, "play KD")  # KD (seat 2), AD (seat 2)
    assert state.to_act == 2
    play(state, "play QH")  # QH KH (seat 2), AH (seat 3): Q, K, K+Q piles to seat 2, A to seat 3
    assert state.to_act == 3
    assert piles(state) == {"A": 0, "K": 0, "Q": 0, "J": 4, "10": 4, "K+Q": 0, "7-8-9": 4}
    assert state.chips == (93, 93, 93 + 12, 93 + 4)


def test_all_seven_piles_in_one_run() -> None:
    state = new(DEAL_A)
    play(state, "pass", "pass", "pass", "pass", "play 7H")
    # 7H 8H 9H (seat 0) 10H JH (seat 1) QH KH (seat 2) AH (seat 3)
    won = {p["name"]: p["won_by"] for p in state.observation(0)["piles"]}
    assert won == {"A": 3, "K": 2, "Q": 2, "J": 1, "10": 1, "K+Q": 2, "7-8-9": 0}
    assert state.chips == (93 + 4, 93 + 8, 93 + 12, 93 + 4)
    assert state.to_act == 3
    # seat 3 runs the clubs and goes out: 5 + 6 + 6 cards are paid to it
    play(state, "play 8C")
    assert state.hand_number == 1
    last = state.hand_results()[0]
    assert [int(s) for s in last.scores] == [92 - 100, 95 - 100, 99 - 100, 114 - 100]
    assert last.detail["payments"] == [-5, -6, -6, 17]
    assert last.detail["out"] == 3
    assert sorted((p["pile"], p["seat"], p["chips"]) for p in last.detail["piles_won"]) == [
        ("10", 1, 4),
        ("7-8-9", 0, 4),
        ("A", 3, 4),
        ("J", 1, 4),
        ("K", 2, 4),
        ("K+Q", 2, 4),
        ("Q", 2, 4),
    ]


def test_seven_eight_nine_needs_one_player() -> None:
    state = new(DEAL_G)  # 7H 8H 9H all seat 0, but seat 0 never leads them here
    play(state, "pass", "pass", "pass", "pass", "play 7D")
    # 7D (seat 0) 8D..KD (seat 1) AD (seat 2)
    assert state.to_act == 2
    play(state, "play AH")  # trump ace: seat 2 takes the A pile; ace ends the run
    assert piles(state)["A"] == 0 and state.chips[2] == 93 + 4
    play(state, "play QH")  # QH KH (seat 2): Q, K and K+Q piles
    assert state.chips[2] == 93 + 16
    assert piles(state)["7-8-9"] == 4


def test_king_and_queen_by_different_players_no_third_pile() -> None:
    deal = json.loads(json.dumps(DEAL_A))
    # swap KH (seat 2) with JS (seat 0): the trump K and Q are now held by different players
    deal["hands"][2][1] = "JS"
    deal["hands"][0][7] = "KH"
    state = new(deal)
    play(state, "pass", "pass", "pass", "pass", "play 9H")
    # 9H (seat 0), 10H JH (seat 1), QH (seat 2), KH (seat 0), AH (seat 3)
    won = {p["name"]: p["won_by"] for p in state.observation(0)["piles"]}
    assert won == {"A": 3, "K": 0, "Q": 2, "J": 1, "10": 1, "K+Q": None, "7-8-9": None}


def test_first_out_stops_the_piles_and_is_paid_per_card() -> None:
    state = new(DEAL_A)
    play(state, "bet 5", "bet 7", "match", "match", "match")  # seat 2 wins, leads
    play(state, "play 7C")  # 7C (seat 2), 8C..AC (seat 3); seat 3 leads again
    assert state.to_act == 3 and hand(state, 3) == ["AH"]
    play(state, "play AH")  # the last card still takes its pile, then seat 3 is out
    detail = state.hand_results()[0].detail
    assert detail["out"] == 3
    assert detail["payments"] == [-8, -8, -7, 23]
    assert detail["chips_after"] == [78, 78, 107, 86 + 4 + 23]
    # the piles not won carry over; a new ante lands on top
    assert state.hand_number == 1
    assert piles(state) == {"A": 4, "K": 8, "Q": 8, "J": 8, "10": 8, "K+Q": 8, "7-8-9": 8}
    assert state.observation(0)["dealer"] == 0  # the deal passes left


def test_partial_payment_and_elimination_end_the_match() -> None:
    state = new(DEAL_A, starting_chips=8)  # one chip behind each after the ante
    play(state, "pass", "pass", "pass", "pass", "play 7S")  # seat 2 ends on AS
    play(state, "play 7C")  # seat 3 runs the clubs
    play(state, "play AH")  # A pile (4) to seat 3, out; each other pays only the 1 chip left
    assert state.is_over() and state.to_act is None
    res = state.result()
    assert res.winners == (3,)
    assert [int(t) for t in res.totals] == [0, 0, 0, 8]
    assert res.detail["eliminated"] == [0, 1, 2]
    assert state.hand_results()[0].detail["payments"] == [-1, -1, -1, 3]
    assert state.legal_actions() == []
    with pytest.raises(IllegalAction, match="over"):
        state.apply_text("pass")


def test_no_one_eliminated_when_everyone_would_be() -> None:
    state = new(DEAL_E, starting_chips=7)  # the whole stack goes on the piles
    assert state.chips == (0, 0, 0, 0)
    assert state.to_act == 3
    assert state.legal_action_strs() == ["pass"]
    play(state, "pass", "pass", "pass", "pass", "play 7C")  # seat 3 out, no pile won
    assert state.hand_number == 1 and not state.is_over()
    assert state.observation(0)["in_match"] == [True, True, True, True]
    assert sum(state.piles) == 28 and sum(state.chips) == 0


def test_max_deals_most_chips_wins() -> None:
    state = new(DEAL_A, max_deals=1)
    play(state, "pass", "pass", "pass", "pass", "play 7H", "play 8C")
    assert state.is_over()
    assert state.result().winners == (3,)
    assert len(state.hand_results()) == 1


def test_bet_requires_pair_option() -> None:
    deal = json.loads(json.dumps(DEAL_E))
    state = new(deal, bet_requires_pair=True)
    # seat 3 holds one of each rank: no pair, so it may only pass, then only drop
    assert state.to_act == 3 and state.legal_action_strs() == ["pass"]
    with pytest.raises(IllegalAction, match="bet_requires_pair"):
        state.apply_text("bet 2")
    state = new(DEAL_A, bet_requires_pair=True)
    assert "bet 1" in state.legal_action_strs()  # seat 0 holds pairs


def test_no_pair_hands_may_bet_by_default_and_rank_by_high_card() -> None:
    state = new(DEAL_E)
    play(state, "bet 2", "match", "match", "match")
    res = state.observation(0)["bet_result"]
    # four no-pair hands, each ace high: the trump ace (AS, seat 0) wins
    assert (
        res["winner"] == 0 and res["shown"] == ["AS"] and res["set"] == "ace high (with the trump)"
    )


def test_new_run_other_suit_option() -> None:
    for other_suit in (False, True):
        state = new(DEAL_G, new_run_other_suit=other_suit)
        play(state, "pass", "pass", "pass", "pass", "play 10S")
        # 10S JS (seat 0), QS KS (seat 2), AS (seat 3): the ace ends the run
        assert state.to_act == 3
        if other_suit:
            assert "play 7S" not in state.legal_action_strs()
            with pytest.raises(IllegalAction, match="new_run_other_suit"):
                state.apply_text("play 7S")
            assert state.observation(0)["lead_suit_barred"] == "S"
        else:
            assert "play 7S" in state.legal_action_strs()


def test_illegal_actions_named_and_state_unchanged() -> None:
    state = new(DEAL_A)
    before = json.dumps([state.observation(s) for s in range(4)])
    for text, rule in [
        ("play 7H", "after the betting"),
        ("match", "no one has opened"),
        ("drop", "no one has opened"),
        ("bet 400", "capped"),
    ]:
        with pytest.raises(IllegalAction, match=rule):
            state.apply_text(text)
    assert json.dumps([state.observation(s) for s in range(4)]) == before
    play(state, "pass", "pass", "pass", "pass")
    with pytest.raises(IllegalAction, match="you do not hold QD"):
        state.apply_text("play QD")
    with pytest.raises(IllegalAction, match="lead a card"):
        state.apply_text("pass")
    with pytest.raises(InvalidNotation):
        state.apply_text("play 6S")
    with pytest.raises(InvalidNotation):
        state.apply_text("raise lots")


def test_observation_hides_other_hands() -> None:
    state = new(DEAL_A)
    obs = state.observation(1)
    assert obs["hand"] == ["10H", "JH", "7D", "8D", "9D", "10D", "JD", "QD"]
    text = json.dumps(obs)
    for card in ("AS", "AC", "7C", "KH"):
        assert card not in text.replace('"QH"', "")
    assert obs["hand_sizes"] == [8, 8, 8, 8]
    assert obs["legal_actions"] == []
    other = state.resample_hidden(1, random.Random(3))
    assert other.observation(1) == obs
    # the shown set stays with its owner when the rest is resampled
    play(state, "bet 5", "bet 7", "match", "match", "match")
    for seed in range(5):
        other = state.resample_hidden(0, random.Random(seed))
        assert {"KS", "KH", "KD"} <= set(other.observation(2)["hand"])
        assert other.observation(0) == state.observation(0)


def test_deal_validation() -> None:
    bad = json.loads(json.dumps(DEAL_A))
    bad["hands"][0][0] = "AH"
    with pytest.raises(InvalidNotation, match="dealt twice"):
        new(bad)
    bad = json.loads(json.dumps(DEAL_A))
    bad["dealer"] = 0  # seat 1 would get the first card, sizes still 8: fine
    assert new(bad).to_act == 1
    bad = json.loads(json.dumps(DEAL_A))
    bad["hands"][0].append(bad["hands"][1].pop())
    with pytest.raises(InvalidNotation, match="8, 8, 8, 8"):
        new(bad)
    with pytest.raises(InvalidNotation, match="trump"):
        new({**DEAL_A, "trump": "XX"})
    with pytest.raises(InvalidNotation, match="dealer"):
        new({**DEAL_A, "dealer": 9})
    with pytest.raises(InvalidNotation, match="draw makes P"):
        new({**DEAL_A, "draw": [[0, "AS"], [1, "7S"], [2, "8S"], [3, "9S"]]})
    assert new({**DEAL_A, "draw": [[0, "7S"], [1, "8S"], [2, "9S"], [3, "AS"]]}).deals()[0][
        "draw"
    ] == [[0, "7S"], [1, "8S"], [2, "9S"], [3, "AS"]]
    # three players: 11, 11 and the dealer 10
    deal3 = GAME.new(3, 5).deals()[0]
    sizes = [len(h) for h in deal3["hands"]]
    assert sorted(sizes) == [10, 11, 11] and sizes[deal3["dealer"]] == 10


def test_dealer_draw_highest_card_ties_redraw() -> None:
    for seed in range(40):
        deal = GAME.new(4, seed).deals()[0]
        draw = [(s, parse_card(c)) for s, c in deal["draw"]]
        first = draw[:4]
        top = max(c & 7 for _, c in first)
        tied = [s for s, c in first if c & 7 == top]
        if len(tied) == 1:
            assert deal["dealer"] == tied[0] and len(draw) == 4
        else:
            assert [s for s, _ in draw[4 : 4 + len(tied)]] == tied


def test_options_checked() -> None:
    with pytest.raises(InvalidOption):
        GAME.new(4, 1, starting_chips=0)
    with pytest.raises(InvalidOption):
        GAME.new(2, 1)
    for players, sizes in ((5, [7, 7, 6, 6, 6]), (6, [6, 6, 5, 5, 5, 5])):
        # the 5-6 player extension deals the whole pack from the dealer's left
        deal = GAME.new(players, 1).deals()[0]
        dealer = deal["dealer"]
        got = [len(deal["hands"][(dealer + 1 + i) % players]) for i in range(players)]
        assert got == sizes


def test_max_hands_cuts_like_max_deals() -> None:
    state = new(DEAL_A, max_hands=1)
    play(state, "pass", "pass", "pass", "pass", "play 7H", "play 8C")
    assert state.is_over() and state.result().winners == (3,)


def test_chips_conserved_through_random_matches() -> None:
    for players, seed in ((3, 11), (4, 12), (5, 13), (6, 14)):
        state = GAME.new(players, seed)
        assert isinstance(state, PochState)
        total = state.chip_total()
        rng = random.Random(seed)
        while not state.is_over():
            state.apply(rng.choice(state.legal_actions()))
            assert state.chip_total() == total == players * 100
            assert state.card_inventory() == list(range(32))
        res = state.result()
        assert len(res.winners) >= 1 and res.over


def test_the_draw_for_dealer_takes_the_top_cards_of_the_whole_shuffle() -> None:
    """The draw shuffles only the cards it draws: the cards of shuffling the whole pack and
    drawing from its top, tied seats again, until the pack runs short."""
    from tapisvert.games.poch.deal import draw_dealer

    for players in GAME.player_counts:
        for seed in range(500):
            pack = list(range(32))
            random.Random(seed).shuffle(pack)
            contenders = list(range(players))
            draws: list[tuple[int, int]] = []
            while len(pack) >= len(contenders):
                chunk = [(s, pack.pop()) for s in contenders]
                draws.extend(chunk)
                top = max(c & 7 for _, c in chunk)
                contenders = [s for s, c in chunk if c & 7 == top]
                if len(contenders) == 1:
                    break
            assert draw_dealer(players, random.Random(seed)) == (contenders[0], tuple(draws))


def test_the_deal_reads_its_number_digit_by_digit() -> None:
    """`deal_pack(number, ...)` deals the permutation of `number` in the factorial number system,
    one card at a time round the seats: written out here one digit a card (`number % left`, then
    `number // left`), it gives the same hands for the smallest, the largest and random numbers,
    whatever the grouping of digits the engine divides by, and for a deal to fewer seats than the
    table's (players out of the match get no cards)."""
    import random

    from tapisvert.games.poch.cards import DECK_SIZE
    from tapisvert.games.poch.deal import PERMUTATIONS, deal_pack

    rng = random.Random(5)
    numbers = [0, 1, PERMUTATIONS - 1, PERMUTATIONS // 2] + [
        rng.randrange(PERMUTATIONS) for _ in range(200)
    ]
    for players, order in ((3, [1, 2, 0]), (4, [2, 3, 0, 1]), (4, [3, 1]), (4, [0, 2, 3])):
        for number in numbers:
            pack, owner, masks, rest = (
                list(range(DECK_SIZE)),
                [0] * DECK_SIZE,
                [0] * players,
                number,
            )
            for i, left in enumerate(range(DECK_SIZE, 0, -1)):
                card = pack.pop(rest % left)
                rest //= left
                seat = order[i % len(order)]
                masks[seat] |= 1 << card
                owner[card] = seat
            assert deal_pack(number, order, players) == (tuple(masks), tuple(owner))
