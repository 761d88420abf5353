"""Every game tells its moves as events (`Game.events`) and breaks its hands down
(`Game.describe_hand`), naming seats one way in words, and never telling a reader a card it may
not know: what a reader is told of an event (`Event.for_reader`) is compared as messages (keys
and typed arguments), stricter than the English words they render to.

The leak check follows the conformance suite's: the cards a reader cannot see are dealt again
(`resample_hidden`), the same move is played in that world, and when the reader cannot tell the
two worlds apart (its view before and after the move is the same) the narration it gets must be
the same too. A world where the move went differently in public (another holder laid a card, the
ask was given instead of refused) is told differently, rightly: those worlds are not compared. At
a hand's end the views have moved on to the next deal and no longer show the hand's last public
events, so there the worlds are compared when the spectator's narration agrees (the public events
were the same): a seat's narration may then differ only by what that seat saw of its own.
"""

from __future__ import annotations

import random
import re

import pytest

from tapisvert import all_games, get_game
from tapisvert.core.messages import Message
from tapisvert.core.narration import other_seat_words
from tapisvert.core.protocol import Action, Game, GameState
from tapisvert.words import LANGS, Words, breakdown, tell

CASES = [(g.id, n) for g in all_games() for n in g.player_counts]
IDS = [f"{g}-{n}p" for g, n in CASES]
CHECK_EVERY = 3  # the resampling runs on every third move
WORLDS = 3  # resampled worlds per reader and move


def _readers(players: int) -> list[int | None]:
    return [None, *range(players)]


def _play(game: Game, players: int, seed: int, hands: int = 1) -> GameState:
    return game.new(players, seed, max_hands=hands)


def _told(
    game: Game, before: GameState, action: Action, after: GameState, reader: int | None
) -> list[Message]:
    """The messages `reader` is told of the move."""
    return [e.for_reader(reader) for e in game.events(before, action, after)]


def _seat_forms(text: str, reader: int | None) -> list[str]:
    """Every way `text` names a seat other than the one name: `seat 2`, `player 2`, or the
    reader's own seat by number (it is `you`)."""
    bad = other_seat_words(text)
    if reader is not None:
        bad += re.findall(rf"\bP{reader}\b", text)
    return bad


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_narration_tells_no_hidden_card(game_id: str, players: int) -> None:
    game = get_game(game_id)
    rng = random.Random(f"{game_id}-{players}")
    state = _play(game, players, rng.randrange(2**32))
    compared = moved = 0
    move = 0
    while state.to_act is not None:
        action = rng.choice(state.legal_actions())
        actor = state.to_act
        before = state.clone()
        state.apply(action)
        move += 1
        ended = len(state.hand_results()) > len(before.hand_results())
        events = game.events(before, action, state)
        assert events, f"{game_id}: move {move} told nothing"
        for event in events:
            assert event.private is None or event.seats, "a private part nobody may read"
            assert not event.seats or event.private is not None
        opened = [e for e in events if e.opens]
        next_hand = ended and state.to_act is not None
        assert len(opened) == (1 if next_hand else 0), (
            f"{game_id}: move {move}: {len(opened)} events open a hand (next hand: {next_hand})"
        )
        told = {r: _told(game, before, action, state, r) for r in _readers(players)}
        if move % CHECK_EVERY and not ended:
            continue
        for reader in _readers(players):
            seat = actor if reader is None else reader
            for _ in range(WORLDS):
                world = before.resample_hidden(seat, rng)
                if action not in world.legal_actions():
                    continue
                after = world.clone()
                after.apply(action)
                if after.observation(reader) != state.observation(reader):
                    continue  # the reader can tell this world from the real one
                if ended and _told(game, world, action, after, None) != told[None]:
                    continue  # the hand ended differently in public
                compared += 1
                if any(after.observation(s) != state.observation(s) for s in range(players)):
                    moved += 1
                assert _told(game, world, action, after, reader) == told[reader], (
                    f"{game_id}: narrating {state.action_to_str(action)!r} to {reader} depends"
                    " on cards it cannot see"
                )
    assert compared, "no resampled world was compared: the check proved nothing"
    assert moved, "no resampled world differed in hidden cards: the check proved nothing"


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_one_name_per_seat_in_tables_narration_and_breakdowns(game_id: str, players: int) -> None:
    """Seats are `you` (the reader's own) and `P<n>`: never `seat 2`, `player 2`, nor the
    reader's own number."""
    game = get_game(game_id)
    rng = random.Random(f"names-{game_id}-{players}")
    state = _play(game, players, rng.randrange(2**32), hands=2)
    move = 0
    texts = 0
    while state.to_act is not None:
        action = rng.choice(state.legal_actions())
        before = state.clone()
        state.apply(action)
        move += 1
        ended = state.hands_finished() > before.hands_finished()
        opened = sum(e.opens for e in game.events(before, action, state))
        assert opened == (1 if ended and state.to_act is not None else 0), (game_id, move)
        for reader in _readers(players):
            words = Words(me=reader)
            told = "\n".join(tell(game, before, action, state, words))
            assert not _seat_forms(told, reader), told
            if move % 5 == 0:
                table = game.render(state.observation(reader), say=words)
                assert not _seat_forms(table, reader), table
                texts += 1
    for result in state.hand_results():
        for reader in _readers(players):
            text = "\n".join(breakdown(game, result, Words(me=reader)))
            assert text and not _seat_forms(text, reader), text
    assert texts


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_every_game_has_a_notation_line_for_players(game_id: str) -> None:
    for lang in LANGS:
        assert Words(lang).text(f"{get_game(game_id).id}-notation").strip()
