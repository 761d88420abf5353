"""Match flow: dealer draw, deal, taking, the call and its secret, announcements, manches."""

from __future__ import annotations

import json
import random
from fractions import Fraction
from typing import cast

import pytest
from sabias_helpers import deal, play, play_out, start, to_play

from tapisvert.core.errors import IllegalAction, InvalidNotation, InvalidOption
from tapisvert.games.sabias import GAME, SabiasState
from tapisvert.games.sabias.actions import ACTION_SPACE
from tapisvert.games.sabias.deal import (
    dealer_from_draw,
    draw_for_dealer,
    shuffled_pack,
    top_of_shuffle,
)
from tapisvert.words import Words

S7 = 41  # Sabia 7 (Zapoteca)


def new(n: int, seed: int = 3, **options: object) -> SabiasState:
    state = GAME.new(n, seed, **options)
    assert isinstance(state, SabiasState)
    return state


# --- dealer draw and deal ---
def test_dealer_draw_ties_draw_again() -> None:
    rounds = [[(0, 29), (1, 16), (2, 11)], [(0, 17), (1, 53)]]  # S5 v 3-V v S2, then S3 v S9
    assert dealer_from_draw(rounds, 3) == 1
    with pytest.raises(InvalidNotation, match="tie"):
        dealer_from_draw(rounds[:1], 3)
    with pytest.raises(InvalidNotation):
        dealer_from_draw([[(0, 29), (2, 16)]], 3)
    for seed in range(30):
        dealer, draws = draw_for_dealer(random.Random(seed), 5)
        assert dealer_from_draw(draws, 5) == dealer


def test_deal_all_cards_one_by_one_from_the_dealers_left_and_the_deal_passes_left() -> None:
    s = new(3, 11, max_hands=3)
    first = s.deals()[0]
    assert sorted(len(h) for h in first["hands"]) == [20, 20, 20]
    assert first["dealer"] == dealer_from_draw(
        [[(seat, GAME.parse_card(c)) for seat, c in r] for r in first["dealer_draw"]], 3
    )
    while s.to_act is not None:
        s.apply(s.legal_actions()[-1])  # pass everything / last legal card
    dealers = [d["dealer"] for d in s.deals()]
    assert dealers == [(first["dealer"] + i) % 3 for i in range(3)]
    assert all("dealer_draw" not in d for d in s.deals()[1:])
    for n, size in ((4, 15), (5, 12)):
        assert {len(h) for h in new(n).deals()[0]["hands"]} == {size}


def test_explicit_deal_is_validated() -> None:
    good = deal(3, {})
    assert start(3, good).deals()[0]["hands"] == good["hands"]
    bad_hands = {"dealer": 0, "hands": [good["hands"][0]] * 3}
    for bad in ({"hands": good["hands"]}, bad_hands, {**good, "extra": 1}, {**good, "dealer": 3}):
        with pytest.raises(InvalidNotation):
            GAME.new(3, 1, deal=bad)
    draw = [[[0, "S5"], [1, "3-V"], [2, "S2"]], [[0, "S3"], [1, "S9"]]]
    assert start(3, {**good, "dealer": 1, "dealer_draw": draw}).deals()[0]["dealer"] == 1
    with pytest.raises(InvalidNotation, match="designates P1"):
        GAME.new(3, 1, deal={**good, "dealer": 0, "dealer_draw": draw})


def test_options_are_checked() -> None:
    with pytest.raises(InvalidOption):
        GAME.new(4, 1, four_player_mode="pairs")
    with pytest.raises(InvalidOption):
        GAME.new(3, 1, ecart="half")
    with pytest.raises(InvalidOption):
        GAME.new(6, 1)


# --- taking ---
def test_dealer_speaks_first_and_the_first_taker_wins() -> None:
    s = start(3, deal(3, {}, dealer=1))
    assert s.phase == "taking" and s.to_act == 1 and s.legal_action_strs() == ["take", "pass"]
    s.apply_text("pass")
    s.apply_text("take")
    assert s.phase == "announcements" and s.to_act == 1  # announcements start at the dealer
    assert s.observation(0)["taker"] == 2


def test_everyone_passes_void_hand_next_dealer() -> None:
    s = start(3, deal(3, {}, dealer=2))
    for _ in range(3):
        s.apply_text("pass")
    assert s.hand_number == 1 and s.deals()[1]["dealer"] == 0 and s.to_act == 0
    void = s.hand_results()[0]
    assert void.detail["void"] is True and void.scores == (Fraction(0),) * 3


def test_four_players_do_not_take() -> None:
    s = start(4, deal(4, {}, dealer=2))
    assert s.phase == "announcements" and s.to_act == 2
    with pytest.raises(IllegalAction, match="announcements"):
        s.apply_text("take")


# --- the call at five ---
def test_called_partner_stays_hidden_until_the_called_sabia_is_played() -> None:
    d = deal(5, {0: "6-I", 3: "S7 2-I"}, {3: "S 6"})
    s = start(5, d, max_hands=1)
    to_play(s, 0, call="S7")
    for seat in range(5):
        obs = s.observation(seat)
        assert obs["called"] == "S7" and obs["partner"] is None and obs["alone"] is None
    hidden = json.dumps(s.observation(1), sort_keys=True)
    holders = set()
    for k in range(12):
        other = s.resample_hidden(1, random.Random(k))
        assert json.dumps(other.observation(1), sort_keys=True) == hidden
        holders |= {seat for seat in range(5) if S7 in other.hand_of(seat)}
    assert len(holders) > 1  # S7 moved among the hands seat 1 cannot see
    play(s, "6-I")
    while S7 in s.hand_of(3):
        assert s.observation(0)["partner"] is None
        legal = s.legal_actions()
        s.apply(S7 if s.to_act == 3 and S7 in legal else legal[0])
    assert all(s.observation(seat)["partner"] == 3 for seat in range(5))
    play_out(s)
    hand = s.hand_results()[0]
    assert hand.teams == ((0, 3), (1, 2, 4)) and hand.detail["partner"] == 3
    q = hand.scores
    assert q[0] == 2 * q[3] and q[1] == q[2] == q[4] == -q[3] and sum(q) == 0


def test_calling_his_own_sabia_plays_alone() -> None:
    s = start(5, deal(5, {0: "S7"}), max_hands=1)
    to_play(s, 0, call="S7")
    assert s.observation(1)["alone"] is None  # nobody else knows yet
    play_out(s)
    hand = s.hand_results()[0]
    assert hand.detail["alone"] is True and hand.detail["multiplier"] == 4
    assert hand.scores[0] == -4 * hand.scores[1] and hand.teams == ((0,), (1, 2, 3, 4))


def test_a_conseil_showing_the_called_sabia_reveals_the_partner() -> None:
    s = start(5, deal(5, {2: "S2 S4 S6 S7 S9"}))
    to_play(s, 0, call="S7", announce={2: ["conseil S2 S4 S6 S7 S9"]})
    obs = s.observation(4)
    assert obs["partner"] == 2 and obs["shown"][2] == ["S2", "S4", "S6", "S7", "S9"]


# --- announcements ---
def test_announcement_choices_and_refusals() -> None:
    s = start(3, deal(3, {0: "S1 S2 S3 S4 S5 S7", 1: "S6 S8"}))
    s.apply_text("take")
    assert s.phase == "announcements" and s.to_act == 0
    legal = s.legal_action_strs()
    assert "jefa" in legal and "chelem" in legal and "done" in legal
    assert "grand-conseil S1 S2 S3 S4 S5" in legal and "conseil S1 S2 S3 S4 S7" in legal
    assert len([a for a in legal if "conseil" in a]) == 6  # C(6, 5) ways to show five
    s.apply_text("conseil S2 S3 S4 S5 S7")
    with pytest.raises(IllegalAction, match="already announced a conseil"):
        s.apply_text("grand-conseil S1 S2 S3 S4 S5")
    s.apply_text("chelem")
    s.apply_text("done")
    assert s.to_act == 1
    with pytest.raises(IllegalAction, match="Jefa"):
        s.apply_text("jefa")
    with pytest.raises(IllegalAction, match="already announced"):
        s.apply_text("chelem")
    with pytest.raises(IllegalAction, match="lack"):
        s.apply_text("conseil S6 S8 S1 S2 S3")
    obs = s.observation(2)
    assert obs["shown"][0] == ["S2", "S3", "S4", "S5", "S7"] and obs["chelem"] == 0
    assert [a["announcement"] for a in obs["announcements"]] == ["conseil", "chelem"]
    s.apply_text("done")
    s.apply_text("done")
    assert s.phase == "play" and s.to_act == 0
    assert s.observation(1)["hand_sizes"] == [20, 20, 20]


def test_grande_jefa_is_announced_when_both_are_played() -> None:
    s = to_play(start(3, deal(3, {0: "S1 S10 1-I"}, {1: "1", 2: "1"})))
    assert s.observation(1)["grande_jefa"] is None
    play(s, "S10")
    play_out(s)
    assert s.hand_results()[0].detail["announcements"][-1] == {
        "seat": 0,
        "announcement": "grande jefa + jefa",
        "value": 20,
    }


# --- notation ---
def test_every_action_round_trips_and_bad_text_is_refused() -> None:
    s = new(5)
    for a in range(ACTION_SPACE):
        assert s.parse_action(s.action_to_str(a)) == a
    assert s.parse_action("S7") == s.parse_action("play s7") == S7
    assert s.parse_action("Je prends") == s.parse_action("take")
    for bad in (
        "play",
        "play 11-I",
        "call 6-V",
        "conseil S1 S2 S3 S4 S5",
        "grand-conseil S1 S2",
        "grand-conseil S1 S2 S3 S4 S6",
        "frobnicate",
        "",
    ):
        with pytest.raises(InvalidNotation):
            s.parse_action(bad)
    with pytest.raises(InvalidNotation):
        s.action_to_str(ACTION_SPACE)
    before = s.observation(0)
    with pytest.raises(IllegalAction, match="no such action"):
        s.apply(ACTION_SPACE + 5)
    with pytest.raises(IllegalAction):
        s.apply(-1)
    assert s.observation(0) == before


# --- manches and the match ---
def test_manches_to_200_and_two_manches_win() -> None:
    rng = random.Random(5)
    s = new(3, 5)
    while s.to_act is not None:
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
    running = [Fraction(0)] * 3
    manches = [0] * 3
    for hand in s.hand_results():
        assert sum(hand.scores) == 0
        running = [r + x for r, x in zip(running, hand.scores, strict=True)]
        if max(running) >= 200:
            for seat in range(3):
                manches[seat] += running[seat] == max(running)
            running = [Fraction(0)] * 3
    result = s.result()
    assert result.over and result.detail["manches"] == manches and max(manches) == 2
    assert result.winners == tuple(seat for seat in range(3) if manches[seat] == 2)
    assert s.observation(0)["winners"] == list(result.winners)


def test_max_hands_stops_with_the_standings() -> None:
    s = new(4, 9, max_hands=2)
    while s.to_act is not None:
        s.apply(s.legal_actions()[0])
    result = s.result()
    assert result.over and len(result.hands) == 2 and result.winners
    assert result.teams == ((0, 2), (1, 3))
    assert s.legal_actions() == [] and "over" in s.explain_illegal(0)


def _table(s: SabiasState, seat: int | None, lang: str = "en", color: bool = False) -> str:
    return GAME.render(s.observation(seat), say=Words(lang, me=seat), color=color)


def test_render_shows_announcements_as_the_browser_chips_do() -> None:
    """An announcement's line names the announced cards its seat still holds and, once decided,
    its outcome (the view's `held` and `outcome`, as the browser's chip shows them), in every
    language; no separate "still shows" line."""
    s = start(3, deal(3, {0: "S1 6-V 6-I", 1: "S2 S3 S4 S5 S7"}))
    to_play(s, 0, announce={0: ["jefa"], 1: ["conseil S2 S3 S4 S5 S7"]})
    text = _table(s, 2)
    assert "  P0 announced JEFA\n" in text
    assert "  P1 announced CONSEIL S2, S3, S4, S5, and S7 — made\n" in text
    play(s, "S1 S2")  # the Jefa played at the first trick: the JEFA is lost once the trick ends
    assert "  P1 announced CONSEIL S3, S4, S5, and S7 — made\n" in _table(s, 2)
    assert "  P0 announced JEFA\n" in _table(s, 2)
    s.apply(sorted(s.legal_actions())[0])
    assert s.observation(None)["announcements"][0]["outcome"] == "failed"
    text = _table(s, None)
    assert "  P0 announced JEFA — failed\n" in text and "still show" not in text
    assert "  Vous avez annoncé JEFA — chutée\n" in _table(s, 0, "fr")
    assert "  P1 anunciou CONSELHO S3, S4, S5 e S7 — cumprida\n" in _table(s, 0, "pt")
    # every card of the Conseil played: the line stays, without cards
    obs = s.observation(None)
    obs["announcements"][1]["held"] = []
    assert "  P1 announced CONSEIL — made\n" in GAME.render(obs, say=Words("en", me=None))


def test_render_shows_hand_trick_and_turn() -> None:
    s = to_play(start(3, deal(3, {0: "S1 6-V 6-I"})))
    play(s, "6-V")
    text = _table(s, 1)
    assert "Trick 1" in text and "6-V" in text and "Your turn" in text and "\x1b[" not in text
    assert "Sabias" in _table(s, 0) and "6 Maya" in _table(s, 0)
    assert "\x1b[" in _table(s, 1, color=True)
    assert "Waiting for P1" in _table(s, 2)
    assert "Trick 1: you 6-V" in _table(s, 0)
    assert "Trick 1: P0 6-V" in _table(s, None) and "Cards in hand: P0 19" in _table(s, None)
    assert "Levée 1\u00a0: vous 6-V" in _table(s, 0, "fr")
    assert "Vaza 1: você 6-V" in _table(s, 0, "pt")


@pytest.mark.parametrize("k", [1, 3, 5, 60])
def test_the_compiled_dealer_draw_reads_the_same_cards_as_the_sorted_pack(k: int) -> None:
    """Compiled, the draw for the dealer picks the few cards it reads instead of sorting the pack
    (`top_of_shuffle`): the same cards in the same order, the generator left alike."""
    for seed in range(2000):
        ours, theirs = random.Random(seed), random.Random(seed)
        assert top_of_shuffle(ours, k) == shuffled_pack(theirs)[:k]
        assert ours.getstate() == theirs.getstate()


class _CoarseKeys:
    """Keys that tie often (quarters): ties must go to the lower card, as in the stable sort of
    `shuffled_pack` (the only method the draw calls is `random`)."""

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)

    def random(self) -> float:
        return self._rng.randrange(4) / 4


@pytest.mark.parametrize("k", [1, 2, 3, 5, 60])
def test_the_dealer_draw_breaks_tied_keys_as_the_stable_sort(k: int) -> None:
    for seed in range(500):
        ours, theirs = _CoarseKeys(seed), _CoarseKeys(seed)
        assert (
            top_of_shuffle(cast(random.Random, ours), k)
            == (shuffled_pack(cast(random.Random, theirs))[:k])
        )


def test_a_playout_draws_a_card_of_a_mask_as_from_its_legal_list() -> None:
    """The compiled playout picks a card from the legal mask without building the list: the same
    card and the same draw as `legal[randrange(len(legal))]` on the mask's cards ascending."""
    from tapisvert.games.sabias.cards import ids_of
    from tapisvert.games.sabias.moves import _random_card

    masks = random.Random(5)
    for seed in range(3000):
        mask = masks.getrandbits(60) & masks.getrandbits(60) or 1 << 59
        ours, theirs = random.Random(seed), random.Random(seed)
        cards = ids_of(mask)
        assert _random_card(mask, ours.getrandbits) == cards[theirs.randrange(len(cards))]
        assert ours.getstate() == theirs.getstate()


@pytest.mark.parametrize("players", [3, 4, 5])
def test_who_played_a_card_is_read_from_the_tricks(players: int) -> None:
    """`_who_played` answers -1 at once for a card still held (the tensors and the rollouts ask
    it of the Jefas and the called Sabia at every turn); otherwise the seat the tricks show."""

    def scanned(state: SabiasState, card: int) -> int:
        n = state._rules.players
        for leader, cards, _ in state._tricks:
            if card in cards:
                return (leader + cards.index(card)) % n
        if card in state._trick:
            return (state._leader + state._trick.index(card)) % n
        return -1

    for seed in range(12):
        state = cast(SabiasState, GAME.new(players, seed, max_hands=2))
        rng = random.Random(seed)
        while state.to_act is not None:
            for card in range(60):
                assert state._who_played(card) == scanned(state, card)
            state.apply(rng.choice(state.legal_actions()))
