"""The catalogues (`.ftl`, one per language, shared with the browser) against what the games say.

A test fails when a key lacks a translation, when a translation uses other arguments than the
English one, when a game's key is not prefixed by its id, or when a game emits a message (an event,
an action, a prompt, a card, a breakdown line, a table line, an option) that a catalogue lacks or
that its arguments cannot fill.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from fluent.syntax import FluentParser, ast, visitor

from tapisvert import all_games, get_game
from tapisvert.core.messages import Message, msg
from tapisvert.core.protocol import GameState
from tapisvert.words import LANGS, Words, catalogue_sources, refusal_key

GAME_IDS = [g.id for g in all_games()]


class _Variables(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)
        self.generic_visit(node)


def _messages(text: str) -> dict[str, set[str]]:
    """Message id -> the variables it uses (value and attributes), for one `.ftl` text."""
    resource = FluentParser(with_spans=False).parse(text)
    junk = [e for e in resource.body if isinstance(e, ast.Junk)]
    assert not junk, f"unreadable Fluent: {junk[0].content!r} {junk[0].annotations}"
    out: dict[str, set[str]] = {}
    for entry in resource.body:
        if isinstance(entry, ast.Message | ast.Term):
            names = _Variables()
            names.visit(entry)
            prefix = "-" if isinstance(entry, ast.Term) else ""
            out[prefix + entry.id.name] = names.names
    return out


def _by_file() -> dict[str, dict[str, dict[str, set[str]]]]:
    """file (with `<lang>` for the language) -> lang -> message -> variables."""
    out: dict[str, dict[str, dict[str, set[str]]]] = {}
    for lang in LANGS:
        for where, text in catalogue_sources(lang):
            out.setdefault(where.replace(f"/{lang}.ftl", "/<lang>.ftl"), {})[lang] = _messages(text)
    return out


def test_every_game_has_a_catalogue_in_every_language() -> None:
    files = _by_file()
    for game in all_games():
        package = ".".join(type(game).__module__.split(".")[:3]).replace(".", "/")
        where = f"{package}/locales/<lang>.ftl"
        assert where in files, f"{game.id} has no catalogue"
        assert set(files[where]) == set(LANGS), f"{where}: languages {sorted(files[where])}"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_each_game_names_its_hand_as_its_terminal_does(game_id: str) -> None:
    """`<game>-hand-unit` picks the shared `hand-word` the game's `<game>-hand-over` uses (a poch
    deal, a seven-seals round / manche / ronda), and the coach's lines say it."""
    for lang in LANGS:
        words = Words(lang, me=0)
        unit = msg(f"{game_id}-hand-unit")
        word = words.text("hand-word", hand_unit=unit)
        assert f"{word} 3" in words.text(f"{game_id}-hand-over", n=3).lower(), (lang, word)
        costly = words.text(
            "coach-costly", hand=3, hand_unit=unit, played="a", best="b", loss=1, label="mistake"
        )
        assert costly.lower().startswith(f"{word} 3"), (lang, costly)


def test_same_keys_and_arguments_in_every_language() -> None:
    for where, langs in _by_file().items():
        english = langs["en"]
        for lang, messages in langs.items():
            assert set(messages) == set(english), (
                f"{where} ({lang}): missing {sorted(set(english) - set(messages))},"
                f" extra {sorted(set(messages) - set(english))}"
            )
            for key, names in messages.items():
                assert names == english[key], (
                    f"{where} ({lang}) {key} uses {sorted(names)}; English uses"
                    f" {sorted(english[key])}"
                )


def test_game_keys_are_prefixed_by_the_game_id() -> None:
    files = _by_file()
    for game in all_games():
        package = ".".join(type(game).__module__.split(".")[:3]).replace(".", "/")
        for key in files.get(f"{package}/locales/<lang>.ftl", {}).get("en", {}):
            bare = key.lstrip("-")
            assert bare.startswith(f"{game.id}-"), f"{game.id}: key {key} lacks the prefix"


def _said(state: GameState, rng: random.Random) -> Iterator[Message]:
    """Everything a random match of `state` makes the game say."""
    game = state.game
    move = 0
    while state.to_act is not None:
        if move % 3 == 0:
            prompt = state.prompt()
            assert prompt is not None
            yield prompt
            infos = state.action_infos()
            assert [i.id for i in infos] == state.legal_actions()
            for info in infos:
                yield info.message
        legal = state.legal_actions()
        action = rng.choice(legal)
        illegal = next((a for a in range(state.action_space()) if a not in legal), None)
        if illegal is not None and move % 7 == 0:
            refusal = state.refusal(illegal)
            if refusal.message is not None:
                yield refusal.message
        before = state.clone()
        state.apply(action)
        for event in game.events(before, action, state):
            yield event.message
            if event.private is not None:
                assert event.seats, "a private part with no seat to read it"
                yield event.private
        move += 1
    for result in state.hand_results():
        yield from game.describe_hand(result)
    assert state.prompt() is None


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_message_a_game_says_is_in_every_catalogue(game_id: str) -> None:
    game = get_game(game_id)
    rng = random.Random(game_id)
    said: dict[str, Message] = {}
    for players in game.player_counts:
        state = game.new(players, rng.randrange(2**32), max_hands=2)
        for card in sorted(set(state.card_inventory())):
            message = game.card_message(card)
            said.setdefault(f"card {card}", message)
        for message in _said(state, rng):
            said.setdefault(repr(message), message)
    keys = {m.key for m in said.values()}
    for key in ("name", "summary", "notation", "hand-over"):
        keys.add(f"{game_id}-{key}")
    for name in (o.name for o in game.option_specs):
        keys.add(f"{game_id}-option-{name}")
        keys.add(f"{game_id}-option-{name}-help")
    for lang in LANGS:
        words = Words(lang, me=0)
        for key in keys:
            assert words.has(key), f"{game_id}: {key} missing in {lang}"
        for message in said.values():
            assert words(message), f"{game_id} ({lang}): {message} renders empty"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_tables_render_in_every_language(game_id: str) -> None:
    game = get_game(game_id)
    rng = random.Random(f"render-{game_id}")
    state = game.new(game.player_counts[0], rng.randrange(2**32), max_hands=1)
    texts: dict[str, set[str]] = {lang: set() for lang in LANGS}
    while state.to_act is not None:
        for lang in LANGS:
            for reader in (None, state.to_act):
                text = game.render(state.observation(reader), say=Words(lang, me=reader))
                assert text
                texts[lang].add(text)
        state.apply(rng.choice(state.legal_actions()))
    assert texts["fr"] != texts["en"] and texts["pt"] != texts["en"]


def test_refusal_keys_map_to_catalogue_keys() -> None:
    assert refusal_key("sabias.must_follow") == "sabias-refusal-must_follow"
    assert refusal_key("match_over") == "refusal-match_over"
