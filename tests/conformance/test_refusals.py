"""Every refusal of every game names its rule with a message key that every catalogue has.

`GameState.refusal(action)` gives the key and its arguments along with the English sentence, and
the message the refusal is told in (`Refusal.message`: cards as card messages, seats as seats);
the server sends them in `illegal_move` and the browser renders the message, or the catalogue's
`<game>-refusal-<name>` (`tapisvert.words.refusal_key`) with the arguments as they are. This suite
drives many illegal actions along random playouts of every game and renders each refusal in the
three languages, and reads the games' sources for every key they can give, so that a refusal no
playout reached still has its translations.
"""

from __future__ import annotations

import ast
import itertools
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from tests.catalogues import LANGS, catalogue, missing, placeholders

from tapisvert import IllegalAction, all_games, get_game
from tapisvert.core.errors import Refusal
from tapisvert.core.protocol import Game, GameState
from tapisvert.words import Words, refusal_key

GAMES = Path(__file__).resolve().parents[2] / "src" / "tapisvert" / "games"
SHARED = {"no_such_action", "match_over", "legal", "not_held"}
# Tables that reach the refusals of the house rules too (poch's options change what is refused).
TABLES: list[tuple[str, int, dict[str, object]]] = [
    (g.id, n, {}) for g in all_games() for n in g.player_counts
] + [("poch", 3, {"bet_requires_pair": True, "new_run_other_suit": True})]
SAMPLE = 40  # illegal actions refused per state (all of them where the action space is small)
STATES = 120  # states checked per playout: the first ones, then every EVERY-th to the end
EVERY = 6
WHOLE = 12  # about one state in WHOLE has every illegal action refused, not a sample


def check(game: Game, state: GameState, refusal: Refusal) -> str:
    """The refusal's key is in every catalogue and renders in every language: its message when it
    has one, else the key with its arguments, which then are exactly the key's variables."""
    key = refusal_key(refusal.key)
    assert not missing(key), (key, missing(key), refusal.text)
    assert refusal.key in SHARED or refusal.key.startswith(f"{game.id}."), refusal.key
    for lang in LANGS:
        words = Words(lang)
        if refusal.message is None:
            assert placeholders(lang, key) == set(refusal.args), (lang, key, dict(refusal.args))
        text = words.refusal(refusal)
        assert "{" not in text and "}" not in text and text.strip(), (lang, key, text)
    assert refusal.text, key
    return refusal.key


def playout(
    game_id: str, players: int, options: dict[str, object], seed: int
) -> Iterator[tuple[GameState, random.Random]]:
    """States of a random playout of one hand (the first ones, then every EVERY-th, STATES at
    most), then its end (the match is over), each with the playout's random source."""
    game = get_game(game_id)
    state = game.new(players, seed, max_hands=1, **options)
    rng = random.Random(seed)
    checked = 0
    for step in itertools.count():
        if state.is_over():
            break
        if checked < STATES and (step < STATES // 2 or step % EVERY == 0):
            checked += 1
            yield state, rng
        state.apply(rng.choice(state.legal_actions()))
    yield state, rng


@pytest.mark.parametrize(
    ("game_id", "players", "options"),
    TABLES,
    ids=[f"{g}-{n}p{'-opts' * bool(o)}" for g, n, o in TABLES],
)
def test_every_refusal_has_a_translated_key(
    game_id: str, players: int, options: dict[str, object]
) -> None:
    game = get_game(game_id)
    seen: set[str] = set()
    for seed in range(2):
        for state, rng in playout(game_id, players, options, seed):
            space = state.action_space()
            seen.add(check(game, state, state.refusal(space)))
            seen.add(check(game, state, state.refusal(-1)))
            if state.is_over():
                seen.add(check(game, state, state.refusal(0)))
                continue
            legal = state.legal_actions()
            seen.add(check(game, state, state.refusal(legal[0])))
            illegal = sorted(set(range(space)) - set(legal))
            if len(illegal) > SAMPLE and rng.randrange(WHOLE):
                illegal = rng.sample(illegal, SAMPLE)
            for action in illegal:
                seen.add(check(game, state, state.refusal(action)))
            if illegal:  # what apply raises carries the same refusal
                action = illegal[0]
                with pytest.raises(IllegalAction) as caught:
                    state.clone().apply(action)
                assert caught.value.refusal == state.refusal(action)
                assert str(caught.value) == state.explain_illegal(action)
    assert {"no_such_action", "legal", "match_over"} <= seen
    assert len(seen - SHARED) >= 3, seen  # the game's own rules, not only the shared keys


def source_keys() -> dict[str, set[str]]:
    """Every refusal key written in the games' sources and the core's shared ones
    (`Refusal("key", {...}, text)`, both arms of an `if` expression) with the names of its
    arguments (the keys of the dict literal)."""
    found: dict[str, set[str]] = {}
    for path in [*sorted(GAMES.rglob("*.py")), GAMES.parent / "core" / "errors.py"]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "Refusal"
            ):
                continue
            where = f"{path.relative_to(GAMES.parent)}:{node.lineno}"
            assert len(node.args) in (3, 4) and isinstance(node.args[1], ast.Dict), (
                f"{where}: write a refusal as Refusal(KEY, {{ARGS}}, TEXT[, MESSAGE])"
            )
            names = set()
            for name in node.args[1].keys:
                assert isinstance(name, ast.Constant) and isinstance(name.value, str), where
                names.add(name.value)
            first = node.args[0]
            arms = [first.body, first.orelse] if isinstance(first, ast.IfExp) else [first]
            for arm in arms:
                assert isinstance(arm, ast.Constant) and isinstance(arm.value, str), (
                    f"{where}: a refusal key must be written out"
                )
                assert found.setdefault(arm.value, names) == names, (
                    f"{where}: {arm.value} has other arguments elsewhere"
                )
    return found


def test_every_refusal_key_of_the_sources_is_translated_with_its_arguments() -> None:
    """Also the refusals no playout above reached: each key written in a game's sources has its
    translations; and the catalogues hold no translation of a key that no game gives any more."""
    keys = source_keys()
    assert set(keys) >= SHARED
    for game in all_games():
        assert any(k.startswith(f"{game.id}.") for k in keys), game.id
    for key in keys:
        assert not missing(refusal_key(key)), (key, missing(refusal_key(key)))
    known = {refusal_key(k) for k in keys}
    stale = {k for k in catalogue("en") if "refusal-" in k} - known
    assert not stale, stale
