"""Properties over random matches: every hand zero-sum and scored by RULINGS §1's formula."""

from __future__ import annotations

import random
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from tapisvert.games.sabias import GAME, SabiasState

OPTION_SETS = [
    {},
    {"ecart": "difference", "jefa_made_bonus": 20},
    {"sabia_must_follow_family": False, "overtrump_partner_exempt": True},
    {"four_player_mode": "individual"},
]


@settings(max_examples=8)
@given(
    seed=st.integers(0, 2**32 - 1),
    players=st.sampled_from([3, 4, 5]),
    options=st.sampled_from(OPTION_SETS),
)
def test_random_hands_follow_the_formula(
    seed: int, players: int, options: dict[str, object]
) -> None:
    state = GAME.new(players, seed, max_hands=3, **options)
    rng = random.Random(seed)
    while state.to_act is not None:
        legal = state.legal_actions()
        assert legal
        state.apply(legal[rng.randrange(len(legal))])
        assert state.card_inventory() == list(range(60))
    margin = options.get("ecart", "margin") == "margin"
    for hand in state.hand_results():
        assert sum(hand.scores, Fraction(0)) == 0
        d = hand.detail
        if d.get("void"):
            assert players != 4 and set(hand.scores) == {0}
            continue
        assert sum(d["card_points"]) == 218
        if players == 4:
            continue
        t = d["camp_points"]
        e = t - 109 if margin else 2 * t - 218
        assert d["ecart"] == e
        k = 4 if players == 5 and d["alone"] else 2
        unit = (1 if e >= 0 else -1) * (abs(e) + 30) + Fraction(d["announcement_balance"], k)
        taker = d["taker"]
        assert hand.scores[taker] == k * unit
        for seat in range(players):
            if seat == d["partner"]:
                assert hand.scores[seat] == unit
            elif seat != taker:
                assert hand.scores[seat] == -unit


def test_announcement_chips_stay_true() -> None:
    """Each announcement in the views: the cards its seat still holds, and an outcome that, once
    decided during the hand, is the one the hand's scoring settles; the same for every seat; a
    CHELEM of a camp not yet public stays open."""
    decided_early = 0
    for seed in range(60):
        players = 3 + seed % 3
        state = GAME.new(players, seed, max_hands=2)
        assert isinstance(state, SabiasState)
        rng = random.Random(seed)
        seen: dict[int, str] = {}  # announcement index -> outcome shown during this hand
        hand = state.view(None).hand_number
        while state.to_act is not None:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            public = state.view(None)
            if public.hand_number != hand:  # the hand just ended: check against its scoring
                settled = [
                    a["announcement"]
                    for a in state.hand_results()[-1].detail.get("announcements", [])
                ]
                for i, outcome in seen.items():
                    conseil = settled[i] in ("conseil", "grand-conseil")
                    assert outcome == "made" if conseil else settled[i].endswith(outcome), seed
                seen, hand = {}, public.hand_number
                continue
            views = [state.view(s) for s in range(players)]
            for v in views:
                assert v.announcements == public.announcements
            for i, a in enumerate(public.announcements):
                assert set(a.held) <= set(a.cards) and set(a.held) <= set(public.shown[a.seat])
                if a.outcome != "open":
                    assert seen.get(i, a.outcome) == a.outcome  # decided once, for good
                    seen[i] = a.outcome
                    decided_early += a.announcement in ("jefa", "chelem")
                if a.announcement == "chelem" and players == 5 and public.partner is None:
                    assert public.alone is not None or a.outcome == "open"
        for i, a in enumerate(state.view(None).announcements):  # the match's last hand
            settled = state.hand_results()[-1].detail["announcements"]
            if a.announcement in ("jefa", "chelem"):
                assert settled[i]["announcement"] == f"{a.announcement} {a.outcome}"
    assert decided_early > 10
