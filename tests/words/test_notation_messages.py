"""Text that does not parse says why in every language, and so does where a hand stands.

Every `InvalidNotation` a game's `parse_action` raises carries `message`, a message of the
game's catalogue (`<id>-unreadable-...`, or `notation-...` for the shared Sages parser), which
the terminal and the server render in the reader's language; `progress_message()` tells
`progress_marker()` in words.
"""

from __future__ import annotations

import random

import pytest

from tapisvert import all_games, get_game
from tapisvert.core.errors import InvalidNotation
from tapisvert.words import LANGS, Words

MALFORMED: dict[str, list[str]] = {
    "sabias": [
        "",
        "   ",
        "fly",
        "call 6-V",
        "call Z9",
        "conseil S1 S2",
        "conseil S1 S2 S3 S4 S5",
        "grand-conseil S1 S3 S5 S7 S9",
        "play 6-V extra",
        "11-V",
        "S11",
        "take now",
    ],
    "familles": [
        "",
        "ask",
        "ask 9 6-V",
        "ask x 6-V",
        "ask 1 Z",
        "ask 1 6-VI",
        "ask 1 6-V extra",
        "take 1 6-V",
    ],
    "seven-seals": [
        "",
        "fly",
        "play R16",
        "play R0",
        "take pink",
        "steal red 9",
        "steal red x 1",
        "steal pink 1",
        "play R1 R2",
        "give purple",
    ],
    "samba": [
        "",
        "fly",
        "take 7C 8H",
        "take 3C 3H",
        "take m99",
        "group 7x",
        "group 7x2+jk+jk+jk",
        "group 2x2",
        "group Zx2",
        "seq 4H",
        "seq 4H-7S",
        "seq 4H-5H",
        "add 7H m99",
        "merge m1 x",
        "discard ZZ",
        "discard 7H extra",
    ],
    "poch": [
        "",
        "fly",
        "bet 0",
        "bet 999999",
        "bet x",
        "play 6S",
        "play 7S extra",
        "lead",
    ],
}


def test_every_game_has_malformed_inputs() -> None:
    assert set(MALFORMED) == {g.id for g in all_games()}


@pytest.mark.parametrize("game_id", sorted(MALFORMED))
def test_unreadable_text_says_why_in_every_language(game_id: str) -> None:
    game = get_game(game_id)
    state = game.new(game.player_counts[0], 7, max_hands=1)
    for text in MALFORMED[game_id]:
        with pytest.raises(InvalidNotation) as caught:
            state.parse_action(text)
        message = caught.value.message
        assert message is not None, f"{game_id}: {text!r} raised {caught.value} without a message"
        for lang in LANGS:
            said = Words(lang, me=0)(message)
            assert said.strip(), f"{game_id} {lang}: {text!r} renders empty"


@pytest.mark.parametrize("game_id", sorted(MALFORMED))
def test_progress_speaks_every_language(game_id: str) -> None:
    game = get_game(game_id)
    rng = random.Random(f"progress-{game_id}")
    state = game.new(game.player_counts[-1], rng.randrange(2**32), max_hands=1)
    said = 0
    for _ in range(2000):
        message = state.progress_message()
        if state.progress_marker():
            assert message is not None, f"{game_id}: {state.progress_marker()!r} has no message"
        if message is not None:
            for lang in LANGS:
                assert Words(lang, me=0)(message).strip()
            said += 1
        if state.is_over():
            break
        state.apply(rng.choice(state.legal_actions()))
    assert said > 0
