"""Poch's hints in words (`policy.reason`): over the decisions of heuristic matches, the reason
for the strategy's own move is a message of every catalogue (at least 90% of the non-forced
decisions), it reads nothing hidden (the same across resamples of what the seat cannot see),
and the tutorial's deal gets the reasons it teaches."""

from __future__ import annotations

import random

from tapisvert.core.messages import Message
from tapisvert.games.poch import GAME
from tapisvert.games.poch.policy import reason, strategy
from tapisvert.games.poch.tutorial import TUTORIAL
from tapisvert.games.poch.views import PochView
from tapisvert.words import LANGS, Words

WORDS = {lang: Words(lang) for lang in LANGS}


def _decisions() -> list[tuple[PochView, int, list[PochView]]]:
    """Heuristic matches: each non-forced decision's view, the strategy's move, and the seat's
    view in three resampled worlds."""
    out: list[tuple[PochView, int, list[PochView]]] = []
    for players, seed, options in (
        (3, 11, {"max_hands": 3}),
        (4, 12, {"max_hands": 3}),
        (5, 13, {"max_hands": 2, "bet_requires_pair": True, "starting_chips": 30}),
        (4, 14, {"max_hands": 2, "new_run_other_suit": True}),
    ):
        state = GAME.new(players, seed, **options)
        rngs = [random.Random(seed * 10 + s) for s in range(players)]
        worlds = random.Random(seed)
        while (seat := state.to_act) is not None:
            view = state.view(seat)
            assert isinstance(view, PochView)
            action = strategy(view, rngs[seat])
            if len(state.legal_actions()) > 1:
                others = []
                for _ in range(3):
                    world = state.resample_hidden(seat, worlds).view(seat)
                    assert isinstance(world, PochView)
                    others.append(world)
                out.append((view, action, others))
            state.apply(action)
    return out


DECISIONS = _decisions()


def test_the_reason_for_the_strategys_move_is_said_in_every_language() -> None:
    said = 0
    kinds = set()
    for view, action, _ in DECISIONS:
        why = reason(view, action)
        if why is None:
            continue
        said += 1
        kinds.add(why.key)
        for lang, words in WORDS.items():
            assert words(why).strip(), (lang, why)
    assert len(DECISIONS) > 100
    assert said >= 0.9 * len(DECISIONS), f"{said} reasons for {len(DECISIONS)} decisions"
    assert {"poch-why-pass", "poch-why-open", "poch-why-drop"} <= kinds, kinds
    assert any(k.startswith("poch-why-lead-") for k in kinds), kinds


def test_the_reason_reads_no_hidden_card() -> None:
    for view, action, worlds in DECISIONS:
        why = reason(view, action)
        for world in worlds:
            assert reason(world, action) == why


def test_a_forced_move_has_no_reason() -> None:
    state = GAME.new(3, 5, max_hands=1)
    while (seat := state.to_act) is not None:
        legal = state.legal_actions()
        view = state.view(seat)
        if len(legal) == 1:
            assert reason(view, legal[0]) is None
        state.apply(legal[0] if len(legal) == 1 else legal[-1])


def test_the_tutorial_deal_has_the_reasons_it_teaches() -> None:
    """On the tutorial's deal, the leads the tutorial teaches read as it says: the trump run
    takes piles and comes back, the lone ace keeps the lead; the last card is forced."""
    state = TUTORIAL.start(GAME)
    said: dict[str, Message | None] = {}
    for step in TUTORIAL.steps:
        action = state.parse_action(step.move)
        if step.seat == TUTORIAL.seat:
            said[step.move] = reason(state.view(step.seat), action)
        state.apply(action)
    lead = said["play 7H"]
    assert lead is not None and lead.key == "poch-why-lead-piles"
    assert lead.args["chips"] == 15 and lead.args["keeps"] == "yes"
    ace = said["play AC"]
    assert ace is not None and ace.key == "poch-why-lead-alone"
    assert said["play QD"] is None  # the last card: a forced move
    opening = said["bet 10"]
    assert opening is not None and opening.key == "poch-why-open"
    assert "three aces" in WORDS["en"](opening)
