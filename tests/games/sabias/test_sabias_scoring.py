"""Hand scoring: the sheet's three worked examples, RULINGS §1's formula, the 4-player modes.

The pure scoring functions are checked with the sheet's own numbers, then whole hands played from
explicit deals check that the engine scores announcements (made and failed) the same way.
"""

from __future__ import annotations

from fractions import Fraction

from sabias_helpers import deal, play_out, start, to_play

from tapisvert.games.sabias import cards, scoring

F = Fraction


def test_card_points_total_218() -> None:
    assert sum(cards.POINTS) == 218
    assert cards.POINTS[cards.JEFA] == cards.POINTS[cards.GRANDE_JEFA] == 10
    assert [cards.card_points(6 * k + 5) for k in range(1, 9)] == [6] * 8
    assert [cards.card_points(6 * 5 + r) for r in range(5)] == [1, 2, 3, 4, 5]


def test_sheet_example_3_players() -> None:
    # Taker wins by 8 (117 card points), announced a Conseil: +96, defenders -48 each.
    scores = scoring.camp_scores(3, 0, None, 117, {0: 20})
    assert scores == (F(96), F(-48), F(-48))


def test_sheet_example_5_players_2_v_3() -> None:
    # Wins by 13; failed JEFA (-20) and GRANDE JEFA + JEFA (+20): +86, partner +43, -43 x 3.
    scores = scoring.camp_scores(5, 0, 2, 122, {0: -20 + 20})
    assert scores == (F(86), F(-43), F(43), F(-43), F(-43))


def test_sheet_example_5_players_1_v_4_keeps_halves() -> None:
    # Wins by 5; JEFA made priced 20 (option jefa_made_bonus=20) and a Grand Conseil (+50).
    scores = scoring.camp_scores(5, 0, None, 114, {0: 20 + 50})
    assert scores == (F(210),) + (F(-105, 2),) * 4
    assert scoring.camp_scores(5, 0, 0, 114, {0: 70}) == scores  # calling his own Sabia


def test_lost_contract_and_the_109_threshold() -> None:
    assert scoring.camp_scores(3, 1, None, 100, {}) == (F(39), F(-78), F(39))
    assert scoring.camp_scores(3, 0, None, 109, {}) == (F(60), F(-30), F(-30))  # E = 0 wins
    assert scoring.camp_scores(3, 0, None, 108, {}) == (F(-62), F(31), F(31))


def test_defenders_announcements_count_against_the_taker() -> None:
    # E = 8, a defender's Conseil: d = 38 - 20/2 = 28.
    assert scoring.camp_scores(3, 0, None, 117, {2: 20}) == (F(56), F(-28), F(-28))
    # A defender's failed CHELEM (-100) helps the taker: d = 38 + 50 = 88.
    assert scoring.camp_scores(3, 0, None, 117, {1: -100}) == (F(176), F(-88), F(-88))


def test_ecart_difference_option() -> None:
    assert scoring.ecart(117, "difference") == 16
    assert scoring.camp_scores(3, 0, None, 117, {0: 20}, "difference") == (
        F(112),
        F(-56),
        F(-56),
    )


def test_four_player_teams() -> None:
    # Teams 0+2: 100, 1+3: 118; margin: half the gap, 9.
    assert scoring.teams_scores([60, 50, 40, 68], {}) == (F(-9), F(9), F(-9), F(9))
    diff = scoring.teams_scores([60, 50, 40, 68], {}, "difference")
    assert diff == (F(-18), F(18), F(-18), F(18))
    # A Grand Conseil of seat 2 turns it: 150 v 118.
    assert scoring.teams_scores([60, 50, 40, 68], {2: 50}) == (F(16), F(-16), F(16), F(-16))
    assert scoring.teams_scores([59, 50, 50, 59], {}) == (F(0),) * 4


def test_four_player_individual() -> None:
    assert scoring.individual_scores([60, 50, 40, 68], {}) == (
        F(11, 2),
        F(-9, 2),
        F(-29, 2),
        F(27, 2),
    )
    assert sum(scoring.individual_scores([60, 50, 40, 68], {3: -100})) == 0


ALL_TRUMPS = {0: "S1 S2 S3 S4 S5 S6 S7 S8 S9 S10 1-I 1-II 1-III 1-IV 1-V 2-I 2-II 2-III 2-IV 2-V"}


def test_engine_made_jefa_chelem_grand_conseil_and_grande_jefa() -> None:
    s = start(3, deal(3, ALL_TRUMPS), max_hands=1)
    to_play(s, 0, announce={0: ["grand-conseil S1 S2 S3 S4 S5", "jefa", "chelem"]})
    play_out(s, keep={0: "S1"})
    hand = s.hand_results()[0]
    detail = hand.detail
    assert detail["camp_points"] == 218 and detail["ecart"] == 109
    assert [(a["announcement"], a["value"]) for a in detail["announcements"]] == [
        ("grand-conseil", 50),
        ("jefa made", 50),
        ("chelem made", 200),
        ("grande jefa + jefa", 20),
    ]
    d = 109 + 30 + F(320, 2)
    assert hand.scores == (2 * d, -d, -d)
    assert s.observation(1)["grande_jefa"] == 0


def test_engine_jefa_made_bonus_option() -> None:
    s = start(3, deal(3, ALL_TRUMPS), max_hands=1, jefa_made_bonus=20)
    to_play(s, 0, announce={0: ["jefa"]})
    play_out(s, keep={0: "S1"})
    d = 139 + F(20 + 20, 2)
    assert s.hand_results()[0].scores == (2 * d, -d, -d)


def test_engine_failed_jefa_and_a_defenders_failed_chelem() -> None:
    s = start(3, deal(3, ALL_TRUMPS), max_hands=1)
    to_play(s, 0, announce={0: ["jefa"], 1: ["chelem"]})
    assert s.to_act == 1  # the CHELEM announcer leads
    play_out(s)  # seat 0 plays its S1 early: JEFA fails
    hand = s.hand_results()[0]
    values = {(a["seat"], a["announcement"]): a["value"] for a in hand.detail["announcements"]}
    assert values == {
        (0, "jefa failed"): -20,
        (1, "chelem failed"): -100,
        (0, "grande jefa + jefa"): 20,
    }
    a = -20 + 20 + 100
    d = 109 + 30 + F(a, 2)
    assert hand.detail["announcement_balance"] == a
    assert hand.scores == (2 * d, -d, -d)


def test_engine_lost_contract_for_a_taker_without_trumps() -> None:
    s = start(3, deal(3, ALL_TRUMPS), max_hands=1)
    to_play(s, 1)
    play_out(s)
    hand = s.hand_results()[0]
    assert hand.detail["taker"] == 1 and hand.detail["made"] is False
    t = hand.detail["camp_points"]
    # Defender 0 played the Grande Jefa and the Jefa: +20 to the defenders, A = -20.
    assert hand.detail["announcements"] == [
        {"seat": 0, "announcement": "grande jefa + jefa", "value": 20}
    ]
    d = -(109 - t + 30) - 10
    assert hand.scores == (F(-d), F(2 * d), F(-d))
    assert hand.teams == ((1,), (0, 2))


def test_engine_teams_and_individual_follow_the_formula() -> None:
    for mode in ("teams", "individual"):
        s = start(4, deal(4, {0: "S1 S10"}), max_hands=1, four_player_mode=mode)
        to_play(s, None, announce={0: ["jefa"]})
        play_out(s, keep={0: "S1"})
        hand = s.hand_results()[0]
        pts = hand.detail["card_points"]
        net = {a["seat"]: 0 for a in hand.detail["announcements"]}
        for a in hand.detail["announcements"]:
            net[a["seat"]] += a["value"]
        expected = (
            scoring.teams_scores(pts, net)
            if mode == "teams"
            else scoring.individual_scores(pts, net)
        )
        assert hand.scores == expected and sum(hand.scores) == 0
        assert sum(pts) == 218
