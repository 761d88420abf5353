"""Poch's words for a front end: card names and faces, the legal actions structured (kind, card,
a bet's chips), the prompt with a bet's range, and every refusal as a typed message, rendered in
English, French and Portuguese, under the house rules too."""

from __future__ import annotations

import random

from tapisvert.core.messages import Who
from tapisvert.games.poch import GAME, PochState
from tapisvert.games.poch.table import BET_BASE, DROP, MATCH, PASS
from tapisvert.words import LANGS, Words

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


def test_card_names_and_faces() -> None:
    ah = GAME.parse_card("AH")
    assert Words("en")(GAME.card_message(ah)) == "ace of hearts"
    assert Words("fr")(GAME.card_message(ah)) == "as de cœur"
    assert Words("pt")(GAME.card_message(GAME.parse_card("QS"))) == "dama de espadas"
    face = GAME.card_face(GAME.parse_card("10D"))
    assert face == {
        "code": "10D",
        "name": {"key": "poch-card", "args": {"rank": "ten", "suit": "diamonds"}},
        "suit": "diamonds",
        "rank": "ten",
    }


def test_actions_and_prompts_of_the_sheet() -> None:
    state = GAME.new(4, 1, deal=DEAL)
    en = Words("en", me=0)
    prompt = state.prompt()
    assert prompt is not None
    assert en(prompt) == "Pass, or open the betting with a stake of 1 to 93 chips."
    infos = state.action_infos()
    assert [i.id for i in infos] == state.legal_actions()
    assert (infos[0].kind, infos[0].amount) == ("pass", None)
    assert (infos[5].kind, infos[5].amount, en(infos[5].message)) == ("bet", 5, "Open with 5 chips")
    state.apply_text("bet 5")
    state.apply_text("bet 7")
    # seat 2: match (7 more), raise to 8..100 (his stack), or drop out
    prompt = state.prompt()
    assert prompt is not None and prompt.args == {"bet": 7, "more": 7, "low": 8, "high": 93}
    kinds = {i.kind for i in state.action_infos()}
    assert kinds == {"drop", "match", "bet"}
    assert Words("fr")(state.action_message(MATCH)) == "Suivre la mise de 7 (7 jetons de plus)"
    for text in ("match", "match", "match"):
        state.apply_text(text)
    infos = state.action_infos()
    assert {i.kind for i in infos} == {"play"}
    assert [i.cards for i in infos][:2] == [("QS",), ("KS",)]
    assert Words("pt")(infos[0].message) == "Descer: dama de espadas"


def test_refusals_are_typed_messages() -> None:
    state = GAME.new(4, 1, deal=DEAL)
    refusal = state.refusal(DROP)
    assert refusal.message is not None and refusal.message.key == "poch-refusal-not_opened"
    state.apply_text("bet 5")
    refusal = state.refusal(PASS)
    assert refusal.message is not None
    assert refusal.message.args == {"p": Who(0), "bet": 5}
    assert Words("en", me=0)(refusal.message) == (
        "The betting is open (you opened) and the bet stands at 5: match it, raise or drop out."
    )
    refusal = state.refusal(BET_BASE + 3)
    assert refusal.message is not None and refusal.message.key == "poch-refusal-raise_above_bet"


def test_new_run_in_another_suit_prompt_and_refusal() -> None:
    """Under `new_run_other_suit`, after a run ended on its ace, a leader holding another suit is
    asked for it, and a card of the barred suit is refused with the cards he may lead."""
    for seed in range(40):
        state = GAME.new(3, seed, new_run_other_suit=True, max_hands=1)
        assert isinstance(state, PochState)
        rng = random.Random(seed)
        while state.to_act is not None:
            prompt = state.prompt()
            assert prompt is not None
            if prompt.key == "poch-prompt-lead-other-suit":
                barred = [a for a in range(32) if a not in state.legal_actions()]
                seat = state.to_act
                held = [a for a in barred if a in state.hand_of(seat)]
                refusal = state.refusal(held[0])
                assert refusal.message is not None
                assert refusal.message.key == "poch-refusal-new_run_other_suit"
                suit = refusal.message.args["suit"]
                assert prompt.args == {"suit": suit}
                cards = refusal.message.args["cards"]
                assert isinstance(cards, tuple) and len(cards) == len(state.legal_actions())
                en = Words("en", me=state.to_act)
                assert en(refusal.message).startswith("The run ended on the ace of ")
                for lang in LANGS:
                    assert Words(lang)(prompt) and Words(lang)(refusal.message)
                return
            state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no leader was barred from a suit: the check proved nothing")


def test_every_prompt_action_and_refusal_renders_in_every_language() -> None:
    said = set()
    for seed, options in enumerate(
        [{}, {"bet_requires_pair": True, "new_run_other_suit": True, "starting_chips": 12}] * 3
    ):
        state = GAME.new(3 + seed % 2, seed, max_hands=3, **options)
        assert isinstance(state, PochState)
        rng = random.Random(seed)
        while state.to_act is not None:
            legal = state.legal_actions()
            messages = [state.prompt(), *(i.message for i in state.action_infos())]
            for action in rng.sample(range(state.action_space()), 12):
                if action not in legal:
                    messages.append(state.refusal(action).message)
            for message in messages:
                assert message is not None
                said.add(message.key)
                for lang in LANGS:
                    assert Words(lang, me=state.to_act)(message)
            state.apply(rng.choice(legal))
    assert {
        "poch-prompt-open",
        "poch-prompt-raise",
        "poch-prompt-lead",
        "poch-refusal-bet_capped",
        "poch-refusal-cards_after_betting",
        "poch-refusal-runs_play_only",
        "refusal-not_held",
    } <= said
