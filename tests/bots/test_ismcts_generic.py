"""The generic ISMCTS bot: legal, reproducible, within its budget, blind to hidden cards."""

from __future__ import annotations

import itertools
import random
import time

import pytest

from tapisvert import get_game
from tapisvert.bots import Bot, SeatView, make_bot
from tapisvert.bots.ismcts import ISMCTSBot, random_rollout
from tapisvert.core.protocol import GameState
from tapisvert.games.sabias import SabiasState


def _mid_hand(seed: int) -> GameState:
    """A 3-player sabias hand a few plays into its tricks (seeds with a void hand are skipped)."""
    while True:
        state = get_game("sabias").new(3, seed, max_hands=1)
        rng = random.Random(seed)
        for _ in range(8):
            if state.to_act is None:
                break
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        if state.to_act is not None:
            return state
        seed += 1000


def test_ismcts_picks_legal_actions_reproducibly() -> None:
    game = get_game("sabias")
    for seed in range(3):
        state = _mid_hand(seed)
        view = SeatView.of(state)
        a = ISMCTSBot(game, 7, iterations=60).choose(view)
        b = ISMCTSBot(game, 7, iterations=60).choose(view)
        assert a == b and a in view.legal_actions


def test_ismcts_sees_only_the_observation() -> None:
    """Worlds differing only in cards the seat cannot see give the same decision."""
    game = get_game("sabias")
    state = _mid_hand(11)
    seat = state.to_act
    assert seat is not None
    other = state.resample_hidden(seat, random.Random(3))
    first = ISMCTSBot(game, 5, iterations=80).choose(SeatView.of(state))
    second = ISMCTSBot(game, 5, iterations=80).choose(SeatView.of(other))
    assert first == second


def test_time_budget_is_respected(monkeypatch: pytest.MonkeyPatch) -> None:
    """A clock that advances 50 ms at each reading: a 0.2 s budget is 4 readings after the start
    (no wall-clock assertion: the search stops on its budget, however fast the machine)."""
    game = get_game("sabias")
    view = SeatView.of(_mid_hand(2))
    clock = itertools.count(0.0, 0.05)
    monkeypatch.setattr(time, "perf_counter", lambda: next(clock))
    bot = ISMCTSBot(game, 1, seconds=0.2)
    bot.choose(view)
    assert bot.last_iterations == 4


def test_registry_builds_search_bots() -> None:
    game = get_game("sabias")
    assert isinstance(make_bot("ismcts", game, 0, 1), ISMCTSBot)
    assert make_bot("ismcts-fast", game, 0, 1).name == "ismcts"


def test_bot_specs_take_parameters() -> None:
    from tapisvert.bots import parse_bot_list, split_bot_spec
    from tapisvert.core.errors import InvalidOption

    game = get_game("sabias")
    assert split_bot_spec("ismcts:iterations=50:rollout=heuristic") == (
        "ismcts",
        {"iterations": "50", "rollout": "heuristic"},
    )
    bot = make_bot("ismcts:iterations=50:rollout=heuristic", game, 1, 3)
    assert isinstance(bot, ISMCTSBot) and bot.iterations == 50
    view = SeatView.of(_mid_hand(4))
    assert bot.choose(view) in view.legal_actions
    assert parse_bot_list("heuristic,ismcts:seconds=0.5", 3) == [
        "heuristic",
        "ismcts:seconds=0.5",
        "ismcts:seconds=0.5",
    ]
    for bad, message in [
        ("ismcts:width=3", "unknown ismcts parameter 'width'"),
        ("ismcts:depth=3", "depth needs an evaluator, and sabias has none"),
        ("ismcts:depth=-1", "depth must be at least 0"),
        ("ismcts:opponents=oracle", "opponents must be tree or heuristic"),
        ("ismcts:reward=wins", "reward must be score or margin"),
        ("ismcts:bias=-1", "bias must be at least 0"),
        ("ismcts:actions=search", "actions=search needs a search filter, and sabias has none"),
        ("ismcts:actions=some", "actions must be legal or search"),
        ("ismcts:rollout=smart", "rollout must be random or heuristic"),
        ("ismcts:iterations=0", "iterations must be at least 1"),
        ("random:x=1", "takes no parameters"),
        ("ismcts:oops", "KEY=VALUE"),
    ]:
        try:
            make_bot(bad, game, 0, 0)
        except InvalidOption as exc:
            assert message in str(exc)
        else:
            raise AssertionError(f"{bad} was accepted")


def test_opponent_model_plays_the_other_seats_in_the_tree() -> None:
    """With `opponents=heuristic`, the other seats' moves in the tree are the model's choices:
    their nodes are followed, never selected by UCB, so they gather no statistics; without the
    model they do."""
    game = get_game("sabias")
    state = _mid_hand(4)
    view = SeatView.of(state)
    for spec, modelled in [
        ("ismcts:iterations=80:opponents=heuristic", True),
        ("ismcts:iterations=80", False),
    ]:
        bot = make_bot(spec, game, view.seat, 5)
        assert isinstance(bot, ISMCTSBot) and (bot.opponent_model is not None) == modelled
        assert bot.choose(view) in view.legal_actions
        assert bot.last_root is not None
        others = []
        stack = [bot.last_root]
        while stack:
            node = stack.pop()
            stack.extend(node.children.values())
            if node.mover != view.seat:
                others.append(node)
        assert others
        assert all(n.visits == 0 for n in others) == modelled


def test_depth_limited_rollouts_call_the_evaluator() -> None:
    calls: list[int] = []

    def evaluator(state: GameState, hand: int) -> list[float]:
        calls.append(hand)
        return [0.0] * state.num_players

    game = get_game("sabias")
    bot = ISMCTSBot(game, 1, iterations=30, depth=2, evaluator=evaluator)
    state = _mid_hand(4)
    view = SeatView.of(state)
    assert bot.choose(view) in view.legal_actions
    assert calls and set(calls) == {state.hand_number}
    from tapisvert.core.errors import InvalidOption

    try:
        ISMCTSBot(game, 1, depth=2)
    except InvalidOption:
        pass
    else:
        raise AssertionError("a depth without an evaluator was accepted")


def test_a_game_sets_its_strongest_search_parameters_and_specs_override_them() -> None:
    game = get_game("seven-seals")
    default = make_bot("ismcts", game, 0, 1)
    assert isinstance(default, ISMCTSBot) and default.rollout is not random_rollout
    plain = make_bot("ismcts:rollout=random", game, 0, 1)
    assert isinstance(plain, ISMCTSBot) and plain.rollout is random_rollout
    unlimited = make_bot("ismcts:depth=0", game, 0, 1)
    assert isinstance(unlimited, ISMCTSBot) and unlimited.depth is None


def test_margin_reward_backs_up_each_seats_lead() -> None:
    """With `reward=margin` a seat's value is its score minus the others' mean: a search over a
    world where every score is +100 sees no gain in it."""
    game = get_game("sabias")

    def all_win(state: GameState, hand: int) -> list[float]:
        return [100.0] * state.num_players

    bot = ISMCTSBot(game, 1, iterations=20, depth=1, evaluator=all_win, margin=True)
    view = SeatView.of(_mid_hand(4))
    bot.choose(view)
    assert bot.last_root is not None
    # Every backed-up value was 0 (normalised with a zero span): no child gathered any total.
    assert all(ch.total == 0 for ch in bot.last_root.children.values())
    assert isinstance(make_bot("ismcts:iterations=5:reward=margin", game, 0, 1), ISMCTSBot)


def test_progressive_bias_follows_the_policy_when_nothing_else_is_better() -> None:
    """With an evaluator that scores every world alike, an unbiased search spreads its visits; a
    biased one gives most of them to the policy's move."""
    game = get_game("sabias")
    state = _mid_hand(4)
    view = SeatView.of(state)
    favourite = view.legal_actions[-1]

    def policy(world: GameState, rng: random.Random) -> int:
        legal = world.legal_actions()
        return favourite if favourite in legal else legal[0]

    def flat(world: GameState, hand: int) -> list[float]:
        return [float(s) for s in range(world.num_players)]

    if len(view.legal_actions) < 2:
        return
    for bias, favoured in [(2.0, True), (0.0, False)]:
        bot = ISMCTSBot(game, 3, iterations=300, rollout=policy, depth=1, evaluator=flat, bias=bias)
        choice = bot.choose(view)
        assert bot.last_root is not None
        visits = {a: ch.visits for a, ch in bot.last_root.moves(view.seat).items()}
        others = max(v for a, v in visits.items() if a != favourite)
        assert (visits[favourite] >= 2 * others) == favoured
        assert choice == favourite or not favoured


def test_an_action_filter_limits_what_the_tree_considers() -> None:
    game = get_game("sabias")
    view = SeatView.of(_mid_hand(4))
    if len(view.legal_actions) < 3:
        return
    kept = view.legal_actions[:2]

    def only_two(state: GameState) -> list[int]:
        legal = state.legal_actions()
        mine = [a for a in legal if a in kept] if state.to_act == view.seat else []
        return mine or legal

    bot = ISMCTSBot(game, 2, iterations=100, actions=only_two)
    assert bot.choose(view) in kept
    assert bot.last_root is not None and set(bot.last_root.moves(view.seat)) <= set(kept)
    assert len(bot.last_root.moves(view.seat)) == len(bot.last_root.children)


def test_a_path_that_hidden_chance_gives_to_different_movers_keeps_their_statistics_apart() -> None:
    """At familles a refused ask is followed by a draw: the asker asks again when it shows the card
    asked for, otherwise the next seat asks. Asks share ids across askers (the target and the
    card), so a tree keyed by action alone read one seat's statistics as another's (and divided
    by the zero visits of a modelled opponent's node). Each node's children are per mover."""
    game = get_game("familles")
    state = game.new(3, 100, max_hands=1)
    bot = make_bot("ismcts:iterations=300", game, 0, 1)
    assert isinstance(bot, ISMCTSBot)
    for _ in range(12):
        if state.to_act is None:
            break
        view = SeatView.of(state)
        if view.seat == 0:
            state.apply(bot.choose(view))
            assert bot.last_root is not None
            stack = [bot.last_root]
            while stack:
                node = stack.pop()
                for key, child in node.children.items():
                    assert key & 15 == child.mover
                    stack.append(child)
        else:
            state.apply(view.legal_actions[0])


class _Fixed(Bot):
    """A stand-in default bot that always plays one move."""

    def __init__(self, action: int) -> None:
        self.action = action

    def choose(self, view: SeatView) -> int:
        return self.action


def test_keep_plays_the_default_move_unless_the_search_clearly_beats_it() -> None:
    game = get_game("sabias")
    state = _mid_hand(4)
    view = SeatView.of(state)
    me = view.seat
    default, favourite = view.legal_actions[0], view.legal_actions[-1]

    def flat(world: GameState, hand: int) -> list[float]:
        return [float(s) for s in range(world.num_players)]

    def favours(world: GameState, hand: int) -> list[float]:
        # the searching seat scores 100 in every world where it has led `favourite`
        assert isinstance(world, SabiasState)
        played = favourite not in world.hand_of(me)
        return [100.0 if played and s == me else 0.0 for s in range(world.num_players)]

    for evaluator, expected in [(flat, default), (favours, favourite)]:
        plain = ISMCTSBot(game, 3, iterations=400, depth=1, evaluator=evaluator)
        kept = ISMCTSBot(
            game, 3, iterations=400, depth=1, evaluator=evaluator, default=_Fixed(default), keep=2.0
        )
        assert kept.choose(view) == expected
        if evaluator is flat:
            assert plain.choose(view) != default  # the plain search picks by noise alone
    bot = make_bot("ismcts:iterations=5:keep=1.5", game, 0, 1)
    assert isinstance(bot, ISMCTSBot) and bot.default is not None and bot.keep == 1.5
