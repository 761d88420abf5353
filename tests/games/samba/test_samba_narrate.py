"""Samba in messages: draws (the cards told to the drawer only), melds, lay-offs, discards, the
pile taken and what it held, going out, a hand's score as the rules page adds it up (its worked
example); the legal actions' words and cards, prompts, card faces and refusals."""

from __future__ import annotations

import random
from fractions import Fraction

from samba_helpers import table

from tapisvert.core.messages import Message
from tapisvert.core.results import HandResult
from tapisvert.games.samba import GAME
from tapisvert.games.samba import actions as A
from tapisvert.games.samba.cards import JOKER, PACK, card_to_str, parse_card
from tapisvert.words import Words


def test_a_turn_told_move_by_move() -> None:
    rng = random.Random(5)
    state = GAME.new(4, 5, max_hands=1)
    seen: dict[str, int] = {}
    public: list[str] = []
    while state.to_act is not None:
        actor = state.to_act
        before = state.clone()
        action = rng.choice(state.legal_actions())
        text = state.action_to_str(action)
        state.apply(action)
        events = GAME.events(before, action, state)
        public = [Words("en").event(e) for e in events]
        own = [Words("en", me=actor).event(e) for e in events]
        word = text.split()[0]
        seen[word] = seen.get(word, 0) + 1
        if text == "draw":
            assert events[0].seats == (actor,)
            assert public[0].startswith(f"P{actor} drew ") and public[0].endswith(
                " from the stock."
            )
            assert own[0].startswith("You drew ") and own[0] != "You drew nothing from the stock."
            assert " of " in own[0] or "joker" in own[0]
        elif word == "discard":
            card = Words("en")(GAME.card_message(parse_card(text.split()[1])))
            assert public[0] == f"P{actor} discarded {card}."
        elif word == "add":
            _, card, meld = text.split()
            name = Words("en")(GAME.card_message(parse_card(card)))
            assert public[0].startswith(f"P{actor} added {name} to meld {meld[1:]} (")
        elif word in ("group", "seq"):
            assert public[0].startswith(f"P{actor} melded meld ")
        elif word == "take" and not text.startswith("take m"):  # a pair: `take 7C 7H`
            assert public[0].startswith(f"P{actor} took the pile (")
            pair = " and ".join(
                Words("en")(GAME.card_message(parse_card(c))) for c in text[5:].split()
            )
            assert public[0].endswith(f"with the natural pair {pair}.")
            seen["pair"] = seen.get("pair", 0) + 1
        for e in events:  # only a draw or a turn's red threes have a private part
            assert e.private is None or len(e.seats) == 1
    assert seen["draw"] and seen["discard"] and seen["pair"]
    assert public[-1].startswith("The match is over: ")
    assert any(line.endswith("the hand is over.") or "ends" in line for line in public)


def test_the_pile_taken_and_what_it_held() -> None:
    s = table(
        hands={0: "7H 7S 7D 5H 5S 5D KC QC JC", 1: "6C 6C", 2: "6C 6C", 3: "6D 6D"},
        stock="9C 4D AS AS KD KD JC JC",
        pile="9H 4C 7C",
    )
    before = s.clone()
    action = s.parse_action("take 7H 7S")
    s.apply(action)
    said = [Words("en", me=0).event(e) for e in GAME.events(before, action, s)]
    assert said[0] == (
        "You took the pile (3 cards, top card seven of clubs) with the natural pair seven of"
        " hearts and seven of spades."
    )
    assert said[1] == "Below the top card, the pile held 2 cards: nine of hearts and four of clubs."
    assert said[2].startswith("You melded meld 1, a group of sevens: ")
    assert (
        said[3]
        == "The rest of the pile comes to your hand once the opening counts 50 (it counts 15)."
    )


def test_the_worked_example_broken_down() -> None:
    def side(seats: list[int], **parts: int) -> dict[str, object]:
        base = dict.fromkeys(
            (
                "melded",
                "natural_canastas",
                "mixed_canastas",
                "sambas",
                "bonuses",
                "going_out",
                "red_threes",
                "in_hand",
                "fines",
                "total",
            ),
            0,
        )
        return {**base, **parts, "seats": seats, "team": seats[0]}

    detail = {
        "dealer": 0,
        "went_out": 3,
        "teams": [
            side(
                [0, 3],
                melded=240,
                natural_canastas=1,
                mixed_canastas=1,
                sambas=1,
                bonuses=2300,
                going_out=200,
                red_threes=200,
                in_hand=-40,
                total=2900,
            ),
            side([1, 4], melded=30, red_threes=-100, in_hand=-60, total=-130),
            side([2, 5], in_hand=-25, fines=-100, total=-125),
        ],
        "totals": [2900, -130, -125],
    }
    scores = tuple(Fraction(s) for s in (2900, -130, -125) * 2)
    lines = GAME.describe_hand(HandResult(scores, detail))
    assert [Words("en", me=0)(m) for m in lines] == [
        "P3 went out (+200 for the side).",
        "  Side of you and P3: melds 240, canastas: 1 natural × 500, 1 mixed × 300, and 1 samba"
        " × 1500, going out 200, red threes +200, cards left in hand -40 = 2,900",
        "  Side of P1 and P4: melds 30, canastas: none, red threes -100 (fewer than two"
        " canastas), cards left in hand -60 = -130",
        "  Side of P2 and P5: melds 0, canastas: none, cards left in hand -25, fines -100 = -125",
        "  Totals: side of you and P3 2,900, side of P1 and P4 -130, and side of P2 and P5 -125.",
    ]
    french = [Words("fr", me=0)(m) for m in lines]
    assert french[0] == "P3 est sorti (+200 pour l'équipe)."
    assert "Équipe de vous et P3" in french[1]


def test_action_infos_name_the_cards_apply_lays() -> None:
    rng = random.Random(11)
    state = GAME.new(6, 11, max_hands=1)
    checked = 0
    while state.to_act is not None and checked < 300:
        infos = state.action_infos()
        assert [i.id for i in infos] == state.legal_actions()
        hand = list(state.observation(state.to_act)["hand"] or [])
        for info in infos:
            assert info.kind == GAME_KINDS.get(state.action_to_str(info.id).split()[0], info.kind)
            assert all(c in hand for c in info.cards)
            if info.kind in ("group", "seq"):
                after = state.clone()
                team = state.to_act % (state.num_players // 2)
                after.apply(info.id)
                if after.hands_finished() == state.hands_finished():
                    laid = after.observation(None)["melds"][team][-1]["cards"]
                    assert sorted(laid) == sorted(info.cards)
                    checked += 1
            elif info.kind in ("discard", "add"):
                assert len(info.cards) == 1
        state.apply(rng.choice(state.legal_actions()))
    assert checked > 20


GAME_KINDS = {"yes": "answer", "no": "answer"}


def test_prompts_follow_the_turn() -> None:
    s = GAME.new(4, 3, max_hands=1)
    seat = s.to_act
    assert seat is not None
    words = Words("en", me=seat)
    prompt = s.prompt()
    assert prompt is not None
    assert words(prompt) == "Your turn: draw two cards from the stock or take the pile."
    s.apply(A.DRAW)
    prompt = s.prompt()
    assert prompt is not None and words(prompt).startswith("Your turn: meld, discard;")


def test_card_faces() -> None:
    for card in sorted(set(PACK)):
        face = GAME.card_face(card)
        assert face["code"] == card_to_str(card)
        assert Message.from_json(face["name"]) == GAME.card_message(card)
        assert face["joker"] == (card == JOKER)
    seven = GAME.card_face(parse_card("7H"))
    assert seven["suit"] == "H" and seven["rank"] == "7" and not seven["wild"]
    assert GAME.card_face(parse_card("2C"))["wild"] and GAME.card_face(JOKER)["wild"]
    assert GAME.card_face(parse_card("3D"))["red_three"]
    assert Words("fr")(GAME.card_message(parse_card("QH"))) == "la dame de cœur"
    assert Words("pt")(GAME.card_message(parse_card("AS"))) == "o ás de espadas"


def test_every_refusal_of_a_rule_has_a_message() -> None:
    rng = random.Random(7)
    state = GAME.new(6, 7, max_hands=1)
    for _ in range(60):
        legal = set(state.legal_actions())
        for a in range(0, state.action_space(), 7):
            if a in legal:
                continue
            refusal = state.refusal(a)
            if refusal.key.startswith("samba.") or refusal.key == "not_held":
                assert refusal.message is not None, refusal
                for lang in ("en", "fr", "pt"):
                    assert Words(lang, me=state.to_act).refusal(refusal)
        state.apply(rng.choice(state.legal_actions()))
