"""Whole hands and matches: random playouts, the end of the match, golden playthroughs."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from samba_helpers import table

from tapisvert.core.errors import IllegalAction
from tapisvert.core.records import MatchRecord, Recorder, read_records
from tapisvert.core.replay import replay
from tapisvert.games.samba import GAME
from tapisvert.games.samba.state import SambaState

GOLDEN = Path(__file__).parent / "golden_samba.jsonl"
# written by tapisvert c1e2f0e, when a pair the hand could form one way only was taken with
# `take pair`: `tapisvert simulate samba -n 4 -k 1 --seed 2 --bots heuristic -o max_hands=1
# --workers 1 --record record_with_take_pair.jsonl`
OLD_TAKE_PAIR = Path(__file__).parent / "record_with_take_pair.jsonl"
TWO = ["KS KS KH KH KD KC KC", "QS QS QH QH QD QC QC"]


@pytest.mark.parametrize(("players", "seed"), [(6, 11), (4, 12), (6, 13)])
def test_random_hand_ends_and_conserves_cards(players: int, seed: int) -> None:
    s = GAME.new(players, seed, max_hands=1)
    rng = random.Random(seed)
    inventory = s.card_inventory()
    steps = 0
    while not s.is_over():
        legal = s.legal_actions()
        assert legal
        s.apply(rng.choice(legal))
        steps += 1
        assert s.card_inventory() == inventory
    assert steps < 20000
    (hand,) = s.hand_results()
    assert hand.teams is not None and hand.team_scores is not None
    for seat in range(players):
        assert hand.scores[seat] == hand.team_scores[seat % (players // 2)]


def test_match_ends_at_target_with_highest_side() -> None:
    s = table(
        hands={0: "9C", 3: "JK 4D"},
        melds={0: [*TWO, "9S 9H 9D"]},
        stock="5C",
        scores=[9000, 9500, 0],
    )
    s._target_score = 10000
    s.apply_text("draw")
    s.apply_text("add 9C m3")
    s.apply_text("discard 5C")
    assert s.is_over()
    r = s.result()
    assert r.over and r.winners == (0, 3)
    assert r.team_totals is not None and r.team_totals[0] == 9000 + 1325
    assert r.detail["margin"] == 10325 - 9500 + 0


def test_tie_above_target_plays_on() -> None:
    s = table(
        hands={0: "9C", 3: "JK 4D"},
        melds={0: [*TWO, "9S 9H 9D"]},
        stock="5C",
        scores=[8675, 10000, 0],
    )
    s._max_hands = None
    s.apply_text("draw")
    s.apply_text("add 9C m3")
    s.apply_text("discard 5C")
    # side 1 ends with 10000 too (1325 + 8675) and side 2 scored 0: a tie at the top
    assert s._scores[0] == s._scores[1] == 10000
    assert not s.is_over() and s.hand_number == 1


def test_max_hands_stops_the_match() -> None:
    s = GAME.new(4, 7, max_hands=2)
    rng = random.Random(7)
    while not s.is_over():
        s.apply(rng.choice(s.legal_actions()))
    assert len(s.hand_results()) == 2 and s.result().over and s.result().winners


def make_golden() -> list[MatchRecord]:
    """Random play with fixed seeds: a 6-player and a 4-player match of two hands each."""
    out = []
    for players, seed in ((6, 2024), (4, 2025)):
        state = GAME.new(players, seed, max_hands=2)
        rec = Recorder(state, ["random"] * players)
        rng = random.Random(seed)
        while not state.is_over():
            rec.apply(rng.choice(state.legal_actions()))
        out.append(rec.record())
    return out


def test_golden_playthroughs_replay() -> None:
    records = list(read_records(GOLDEN))
    assert [(r.players, r.seed) for r in records] == [(6, 2024), (4, 2025)]
    for record in records:
        state = replay(GAME, record)
        assert isinstance(state, SambaState) and state.is_over()
        assert state.result().to_json() == record.result
    fresh = make_golden()
    assert [json.loads(r.to_line())["hands"] for r in fresh] == [
        json.loads(r.to_line())["hands"] for r in records
    ]


def test_a_record_written_with_take_pair_replays() -> None:
    """`take pair`, an action until it told the other seats about the hand (actions.py), replays
    as the `take 7C 7H` of the one pair the hand could form; recording the same moves again
    writes that text, to the same result."""
    (record,) = read_records(OLD_TAKE_PAIR)
    assert record.engine == "0.2.0"
    texts = [text for hand in record.hands for _, text in hand.actions]
    assert "take pair" in texts and "take 4C 4H" in texts
    state = replay(GAME, record)
    assert state.is_over() and state.result().to_json() == record.result
    again = GAME.new(record.players, record.seed, **record.options)
    recorder = Recorder(again, record.seats)
    for _, text in record.hands[0].actions:
        recorder.apply(again.parse_action(text))
    rewritten = recorder.record()
    new_texts = [text for _, text in rewritten.hands[0].actions]
    changed = [(a, b) for a, b in zip(texts, new_texts, strict=True) if a != b]
    assert changed == [("take pair", "take QC QC")]
    assert rewritten.result == record.result and rewritten.hands[0].result == record.hands[0].result


def test_every_id_is_explained_consistently() -> None:
    s = GAME.new(6, 21, max_hands=1)
    rng = random.Random(21)
    for _ in range(40):
        s.apply(rng.choice(s.legal_actions()))
    legal = set(s.legal_actions())
    for a in range(s.action_space()):
        text = s.explain_illegal(a)
        assert (a in legal) == text.endswith("is legal now"), text
    illegal = next(a for a in range(s.action_space()) if a not in legal)
    with pytest.raises(IllegalAction, match=re.escape(s.action_to_str(illegal))):
        s.apply(illegal)


if __name__ == "__main__":  # regenerate the golden file (only after an intended rule change)
    with GOLDEN.open("w") as fh:
        for record in make_golden():
            fh.write(record.to_line() + "\n")
