"""Every refusal of every game names its rule with a message key the browser can translate.

`GameState.refusal(action)` gives the key and its arguments along with the English sentence; the
server sends them in `illegal_move` (`rule_key`, `rule_args`) and the client shows
`rule.<key>` from its catalogue, rendering each argument by its name (`Refusal`'s convention).
This suite drives many illegal actions along random playouts of every game and checks each
refusal against the three catalogues (web/src/locales), and reads the games' sources for every
key they can give, so that a refusal no playout reached still has its translations.
"""

from __future__ import annotations

import ast
import itertools
import random
from collections.abc import Iterator, Mapping
from pathlib import Path

import pytest
from tests.catalogues import LANGS, catalogue, missing, placeholders

from tapisvert import IllegalAction, all_games, get_game
from tapisvert.core.errors import Refusal, RefusalArg
from tapisvert.core.protocol import Game, GameState
from tapisvert.core.sages import FAMILY_NAMES

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


def render(game: Game, players: int, args: Mapping[str, RefusalArg]) -> dict[str, str]:
    """The arguments in words as the client renders them (web/src/lib/words.ts `ruleArgs`),
    after checking that each holds what its name promises."""
    en = catalogue("en")
    out: dict[str, str] = {}
    for name, value in args.items():
        if name.endswith(("card", "cards")):
            assert isinstance(value, str), (name, value)
            codes = value.split()
            assert name.endswith("cards") or len(codes) == 1, (name, value)
            for code in codes:  # canonical notation: what the client's card reader parses
                assert game.card_to_str(game.parse_card(code)) == code, (name, value)
            out[name] = ", ".join(codes) or en["list.none"]
        elif name.endswith("seat"):
            assert isinstance(value, int) and 0 <= value < players, (name, value)
            out[name] = f"Seat {value + 1}"
        elif name.endswith(("colour", "colours")):
            assert isinstance(value, str) and value, (name, value)
            assert all(f"colour.{c}" in en for c in value.split()), (name, value)
            out[name] = ", ".join(en[f"colour.{c}"] for c in value.split())
        elif name == "family":
            assert isinstance(value, int) and 1 <= value <= 10, (name, value)
            out[name] = FAMILY_NAMES[value - 1]
        elif name == "suit":
            assert value in ("S", "H", "D", "C"), (name, value)
            out[name] = en[f"suit.{value}"]
        elif name == "rank":
            assert f"frank.{value}" in en, (name, value)
            out[name] = en[f"frank.{value}"].lower()
        else:  # anything else is a number, shown as it is
            assert isinstance(value, int) and not isinstance(value, bool), (name, value)
            out[name] = str(value)
    return out


def check(game: Game, state: GameState, refusal: Refusal) -> str:
    """The refusal's key is translated in every language, its arguments fill the English text
    exactly (no placeholder left, no argument unused) and read as the client reads them."""
    key = f"rule.{refusal.key}"
    assert not missing(key), (key, missing(key), refusal.text)
    assert refusal.key in SHARED or refusal.key.startswith(f"{game.id}."), refusal.key
    template = catalogue("en")[key]
    assert placeholders(template) == set(refusal.args), (key, dict(refusal.args), template)
    for lang in LANGS:
        assert placeholders(catalogue(lang)[key]) == set(refusal.args), (lang, key)
    text = template.format(**render(game, state.num_players, refusal.args))
    assert "{" not in text and "}" not in text and text.strip(), (key, text)
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
            assert len(node.args) == 3 and isinstance(node.args[1], ast.Dict), (
                f"{where}: write a refusal as Refusal(KEY, {{ARGS}}, TEXT)"
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
    translations, whose placeholders are exactly the arguments it is written with; and the
    catalogues hold no translation of a key that no game gives any more."""
    keys = source_keys()
    assert set(keys) >= SHARED
    for game in all_games():
        assert any(k.startswith(f"{game.id}.") for k in keys), game.id
    for key, names in keys.items():
        assert not missing(f"rule.{key}"), (key, missing(f"rule.{key}"))
        for lang in LANGS:
            assert placeholders(catalogue(lang)[f"rule.{key}"]) == names, (lang, key, names)
    stale = {k for k in catalogue("en") if k.startswith("rule.")} - {f"rule.{k}" for k in keys}
    assert not stale, stale
