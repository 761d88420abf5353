"""Familles in words: every ask with its answer, draws named to the drawer only, lay-downs, the
end of a deal and its breakdown (the tie included)."""

from __future__ import annotations

from familles_helpers import position, remaining

from tapisvert.games.familles import GAME, FamillesState


def _told(state: FamillesState, text: str) -> dict[int | None, list[str]]:
    before = state.clone()
    action = state.apply_text(text)
    return {r: GAME.narrate(before, action, state, r) for r in (None, 0, 1, 2)}


def test_a_refusal_and_its_draw_named_to_the_drawer_only() -> None:
    hands = ["1-I", "1-II", "2-I 2-II"]
    state = position(hands, "5-V 1-III " + remaining(*hands, "5-V 1-III"))
    told = _told(state, "ask 1 1-III")
    assert told[0] == ["You asked P1 for 1-III: refused.", "You drew 5-V."]
    assert told[1] == ["P0 asked you for 1-III: refused.", "P0 drew a card."]
    assert told[2] == told[None] == ["P0 asked P1 for 1-III: refused.", "P0 drew a card."]


def test_a_gift_a_shown_draw_and_a_family_laid() -> None:
    hands = ["1-I 1-II 1-III 1-IV 2-I", "1-V S1", "2-III"]
    state = position(hands, "2-II " + remaining(*hands, "2-II"))
    assert _told(state, "ask 1 S1")[2] == [
        "P0 asked P1 for S1 and got it (the Jefa: two more asks)."
    ]
    told = _told(state, "ask 1 1-V")
    assert told[2] == ["P0 asked P1 for 1-V and got it.", "P0 laid down the Ona family (1)."]
    told = _told(state, "ask 2 2-II")
    assert told[None] == [
        "P0 asked P2 for 2-II: refused.",
        "P0 drew 2-II, the card asked for, and showed it: another ask.",
    ]


def test_the_last_ask_of_a_deal_the_next_deal_and_the_breakdown() -> None:
    # family 6 about to be completed by seat 0 asking seat 1 for S6; five families each
    state = position(["6-I 6-II 6-III 6-IV 6-V", "S6"], "", [[1, 2, 3, 4], [7, 8, 9, 10, 5]])
    before = state.clone()
    action = state.apply_text("ask 1 S6")
    told = GAME.narrate(before, action, state, 1)
    assert told[:3] == [
        "P0 asked you for S6 and got it.",
        "P0 laid down the Maya family (6).",
        "All ten families are down: the deal is over.",
    ]
    assert told[3] == "Deal 2: you deal and ask first."
    assert GAME.describe_hand(state.hand_results()[0], 1) == [
        "Families laid down:",
        "  P0: 5 families: Ona (1), Manekenk (2), Alakaluf (3), Picunche (4), Maya (6)",
        "  you: 5 families: Chinchorro (5), Zapoteca (7), Azteca (8), Olmeca (9), Chichimeca (10)",
        "A tie for the most families (5) between P0 and you: nobody scores.",
        "This deal: P0 0, you 0.",
        "Manche 1: P0 0, you 0 (200 wins the manche).",
    ]
