"""Seven Seals' words as messages: cards, actions with their kinds, cards and targets, prompts and
refusals, rendered through the catalogues in every language."""

from __future__ import annotations

from typing import Any

from tapisvert.core.messages import Message
from tapisvert.games.seven_seals import GAME
from tapisvert.games.seven_seals.cards import DECK_SIZE
from tapisvert.games.seven_seals.state import SevenSealsState
from tapisvert.words import LANGS, Words


def cards(letter: str, lo: int, hi: int) -> list[str]:
    return [f"{letter}{r}" for r in range(lo, hi + 1)]


# Dealer 2: seat 0 predicts first and leads; seat 1 holds every red card and no yellow.
DEAL_TRUMP: dict[str, Any] = {
    "dealer": 2,
    "hands": [
        cards("Y", 1, 9) + cards("G", 1, 6),
        cards("R", 1, 9) + cards("G", 7, 9) + cards("B", 1, 3),
        cards("B", 4, 9) + cards("V", 1, 9),
    ],
}


def new() -> SevenSealsState:
    state = GAME.new(3, 7, deal=DEAL_TRUMP)
    assert isinstance(state, SevenSealsState)
    return state


def said(message: Message | None, lang: str = "en", me: int | None = None) -> str:
    assert message is not None
    return Words(lang, me=me)(message)


def test_cards_are_named_and_drawn_without_notation() -> None:
    assert said(GAME.card_message(GAME.parse_card("R15"))) == "red 15"
    assert said(GAME.card_message(GAME.parse_card("V3")), "fr") == "violet 3"
    assert said(GAME.card_message(GAME.parse_card("G7")), "pt") == "verde 7"
    face = GAME.card_face(GAME.parse_card("B12"))
    assert face == {
        "code": "B12",
        "name": {"key": "seven-seals-card", "args": {"colour": "blue", "rank": 12}},
        "colour": "blue",
        "value": 12,
        "trump": False,
    }
    assert GAME.card_face(GAME.parse_card("R1"))["trump"] is True
    for card in range(DECK_SIZE):
        for lang in LANGS:
            assert said(GAME.card_message(card), lang)


def test_prediction_actions_have_kinds_and_targets() -> None:
    state = new()
    assert said(state.prompt()).startswith("Predict: take a seal")
    infos = state.action_infos()
    assert [i.kind for i in infos] == ["take"] * 5 + ["saboteur", "done"]
    assert [said(i.message) for i in infos][:1] == ["Take a red seal"]
    assert said(infos[5].message, "fr") == "Être le saboteur"
    for _ in range(5):
        state.apply_text("take red")
    assert said(state.prompt()) == "Take another seal, steal one, or say you are done."
    state.apply_text("done")
    steals = [i for i in state.action_infos() if i.kind == "steal"]
    assert [(i.target, i.cards) for i in steals] == [(0, ())]
    assert said(steals[0].message, "en", 1) == "Steal a red seal from P0"
    assert said(steals[0].message, "pt", 1) == "Roubar um selo vermelho a P0"


def test_play_prompts_and_card_actions() -> None:
    state = new()
    for text in ("done", "done", "done"):
        state.apply_text(text)
    assert said(state.prompt()) == "Lead a card to trick 1 (red is trump)."
    infos = state.action_infos()
    assert all(i.kind == "play" and len(i.cards) == 1 for i in infos)
    assert [i.cards[0] for i in infos] == [a.split()[1] for a in state.view(0).legal_actions]
    assert set(infos[0].cards) <= set(state.view(0).hand)
    assert said(infos[0].message) == "Play yellow 1"
    state.apply_text("play Y1")
    assert said(state.prompt()) == (
        "Play a card to trick 1: you have no yellow, play any card (red trumps)."
    )
    assert said(state.prompt(), "fr") == (
        "Jouez une carte dans le pli 1 : vous n'avez pas de jaune, jouez n'importe quelle carte"
        " (le rouge coupe)."
    )


def test_refusals_name_cards_and_seats_in_every_language() -> None:
    state = new()
    for text in ("done", "done", "saboteur", "play G1"):
        state.apply_text(text)
    refusal = state.refusal(GAME.parse_card("R1"))  # seat 1 holds green 7 to 9
    assert refusal.key == "seven-seals.must_follow"
    assert Words("en", me=1).refusal(refusal) == (
        "You must follow green (green 1 was led): you hold green 7, green 8, and green 9."
    )
    assert Words("pt", me=1).refusal(refusal) == (
        "Tem de servir a cor pedida, verde (saída: verde 1): tem verde 7, verde 8 e verde 9."
    )
    state = new()
    state.apply_text("saboteur")
    refusal = state.refusal(state.parse_action("saboteur"))
    assert refusal.message is not None
    assert Words("en", me=1).refusal(refusal) == (
        "P0 is already the saboteur (only one per round)."
    )
    assert Words("fr", me=0).refusal(refusal) == (
        "Vous êtes déjà le saboteur (un seul par manche)."
    )


def test_no_prompt_once_the_match_is_over() -> None:
    state = GAME.new(3, 2, max_hands=1)
    while state.to_act is not None:
        assert state.prompt() is not None
        state.apply(state.legal_actions()[-1])
    assert state.prompt() is None and state.action_infos() == []
