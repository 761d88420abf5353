"""Familles in words: every ask with its answer, draws named to the drawer only, lay-downs, the
end of a deal and its breakdown (the tie included), the end of the match; the events carry typed
arguments (cards and seats, never notation or sentences) and read the same in every language's
catalogue."""

from __future__ import annotations

import random

import pytest
from familles_helpers import family, position, remaining

from tapisvert.core.errors import Refusal
from tapisvert.core.messages import Event, Message, Who
from tapisvert.games.familles import GAME, FamillesState
from tapisvert.words import LANGS, Words


def _events(state: FamillesState, text: str) -> list[Event]:
    before = state.clone()
    action = state.apply_text(text)
    return GAME.events(before, action, state)


def _told(events: list[Event], lang: str = "en") -> dict[int | None, list[str]]:
    return {r: [Words(lang, me=r).event(e) for e in events] for r in (None, 0, 1, 2)}


def test_a_refusal_and_its_draw_named_to_the_drawer_only() -> None:
    hands = ["1-I", "1-II", "2-I 2-II"]
    state = position(hands, "5-V 1-III " + remaining(*hands, "5-V 1-III"))
    events = _events(state, "ask 1 1-III")
    draw = events[1]
    assert draw.seats == (0,) and draw.private is not None
    assert "card" not in draw.message.args  # the others learn that a card was drawn, not which
    told = _told(events)
    assert told[0] == [
        "You asked P1 for Père of the Ona (1-III): refused.",
        "You drew Grand-Père of the Chinchorro (5-V).",
    ]
    assert told[1] == ["P0 asked you for Père of the Ona (1-III): refused.", "P0 drew a card."]
    assert (
        told[2]
        == told[None]
        == [
            "P0 asked P1 for Père of the Ona (1-III): refused.",
            "P0 drew a card.",
        ]
    )
    french = _told(events, "fr")
    assert french[0][1] == "Vous avez pioché Grand-Père des Chinchorro (5-V)."
    assert french[1] == [
        "P0 a demandé Père des Ona (1-III) à vous : refus.",
        "P0 a pioché une carte.",
    ]


def test_a_gift_a_shown_draw_and_a_family_laid() -> None:
    hands = ["1-I 1-II 1-III 1-IV 2-I", "1-V S1", "2-III"]
    state = position(hands, "2-II " + remaining(*hands, "2-II"))
    assert _told(_events(state, "ask 1 S1"))[2] == [
        "P0 asked P1 for Jefa de las Sabias de Ona (S1) and got it: two more asks."
    ]
    told = _told(_events(state, "ask 1 1-V"))
    assert told[2] == [
        "P0 asked P1 for Grand-Père of the Ona (1-V) and got it.",
        "P0 laid down the Ona family (1).",
    ]
    events = _events(state, "ask 2 2-II")
    assert all(e.private is None for e in events)  # a shown draw is public
    assert _told(events)[None] == [
        "P0 asked P2 for Fille of the Manekenk (2-II): refused.",
        "P0 drew Fille of the Manekenk (2-II), the card asked for, and showed it: another ask.",
    ]


def test_events_carry_typed_arguments() -> None:
    hands = ["1-I", "1-II", "2-I 2-II"]
    state = position(hands, "5-V 1-III " + remaining(*hands, "5-V 1-III"))
    ask, draw = _events(state, "ask 1 1-III")
    assert ask.message == Message(
        "familles-ask-refused", {"p": Who(0), "target": Who(1), "card": GAME.card_message(2)}
    )
    assert draw.private == Message(
        "familles-draw-card",
        {"p": Who(0), "reason": "unseen", "card": GAME.card_message(GAME.parse_card("5-V"))},
    )
    assert Event.from_json(draw.to_json()) == draw


def test_the_last_ask_of_a_deal_the_next_deal_and_the_breakdown() -> None:
    # family 6 about to be completed by seat 0 asking seat 1 for S6; five families each
    state = position(["6-I 6-II 6-III 6-IV 6-V", "S6"], "", [[1, 2, 3, 4], [7, 8, 9, 10, 5]])
    told = _told(_events(state, "ask 1 S6"))[1]
    assert told[:4] == [
        "P0 asked you for Sabia Maya (S6) and got it.",
        "P0 laid down the Maya family (6).",
        "All ten families are down: the deal is over.",
        "Deal 2: you deal and ask first.",
    ]
    you = Words("en", me=1)
    assert [you(m) for m in GAME.describe_hand(state.hand_results()[0])] == [
        "Families laid down:",
        "P0: 5 families: Ona (1), Manekenk (2), Alakaluf (3), Picunche (4), and Maya (6)",
        "you: 5 families: Chinchorro (5), Zapoteca (7), Azteca (8), Olmeca (9), and"
        " Chichimeca (10)",
        "A tie for the most families (5) between P0 and you: nobody scores.",
        "This deal: P0 0 and you 0.",
        "Manche 1: P0 0 and you 0 (200 wins the manche).",
    ]


def test_a_won_deal_a_won_manche_and_the_end_of_the_match() -> None:
    state = position(["6-I 6-II 6-III 6-IV 6-V", "S6"], "", [[1, 2, 3, 4, 5], [7, 8, 9, 10]])
    state._manches_won = (1, 0)
    state._manche_scores = (100, 0)
    told = _told(_events(state, "ask 1 S6"))[None]
    assert told[-2:] == [
        "All ten families are down: the deal is over.",
        "The match is over (two manches won): the winner is P0.",
    ]
    lines = [Words("en", me=0)(m) for m in GAME.describe_hand(state.hand_results()[-1])]
    assert lines[-4:] == [
        "You win the deal with the most families (6): +100.",
        "This deal: you +100 and P1 0.",
        "Manche 1: you 200 and P1 0 (200 wins the manche).",
        "You win manche 1; the scores start again from 0 (2 manches win the match).",
    ]
    french = [Words("fr", me=None)(m) for m in GAME.describe_hand(state.hand_results()[-1])]
    assert french[-1] == (
        "P0 gagne la manche 1 ; les scores repartent de 0 (2 manches gagnent la partie)."
    )


def test_actions_prompts_and_cards_in_words() -> None:
    hands = ["1-I 1-II", "1-III", "2-I 2-II"]
    state = position(hands, remaining(*hands))
    infos = state.action_infos()
    assert [i.id for i in infos] == state.legal_actions()
    first = infos[0]
    assert first.kind == "ask" and first.target == 1 and first.cards == ("1-III",)
    assert Words("en", me=0)(first.message) == "Ask P1 for Père of the Ona (1-III)"
    assert Words("pt", me=0)(first.message) == "Pedir Pai dos Ona (1-III) a P1"
    prompt = state.prompt()
    assert prompt is not None
    assert Words("en", me=0)(prompt) == (
        "Your turn: ask another player for a card you lack, of a family you hold (1 ask left)."
    )
    assert Words("en", me=1)(prompt) == "P0 asks for a card (1 ask left)."
    face = GAME.card_face(GAME.parse_card("S10"))
    assert face["code"] == "S10" and face["family"] == 10 and face["rank"] == "sabia"
    assert Words("fr")(Message.from_json(face["name"])) == (
        "Grande Jefa de las Sabias de Chichimeca (S10)"
    )
    assert GAME.card_face(GAME.parse_card("6-IV"))["numeral"] == "IV"


@pytest.mark.parametrize("lang", LANGS)
def test_every_refusal_has_a_message_in_every_language(lang: str) -> None:
    hands = ["1-I 1-II", "", "2-I 2-II"]
    state = position(hands, remaining(*hands, family(3)), [[], [3], []])
    asks = {
        "ask_yourself": "ask 0 1-III",
        "no_cards": "ask 1 1-III",
        "family_laid": "ask 2 3-I",
        "own_card": "ask 2 1-I",
        "ask_requires_family": "ask 2 4-I",
    }
    for name, text in asks.items():
        refusal: Refusal = state.refusal(state.parse_action(text))
        assert refusal.key == f"familles.{name}"
        assert refusal.message is not None
        assert refusal.message.key == f"familles-refusal-{name}"
        assert Words(lang, me=0).refusal(refusal)
    owner = state.refusal(state.parse_action("ask 2 3-I"))
    assert Words("en", me=1).refusal(owner) == (
        "The Alakaluf family (3) is already laid down by you: Fils of the Alakaluf (3-I) cannot"
        " be asked for."
    )


def test_random_matches_tell_every_move_in_every_language() -> None:
    rng = random.Random(9)
    for players in (2, 4):
        state = GAME.new(players, rng.randrange(2**32), max_hands=2)
        assert isinstance(state, FamillesState)
        while state.to_act is not None:
            action = rng.choice(state.legal_actions())
            before = state.clone()
            state.apply(action)
            events = GAME.events(before, action, state)
            assert events
            for lang in LANGS:
                for reader in (None, *range(players)):
                    assert all(Words(lang, me=reader).event(e) for e in events)
