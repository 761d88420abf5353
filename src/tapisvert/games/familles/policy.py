"""The familles heuristic's rules for search: rollouts, the asks worth searching, an evaluator.

The heuristic bot (`StrategyBot` playing `strategy` below) asks from a seat's view, reading
the public history with `determinize.infer`; `reason` tells in words why it would make an ask
(a hint's reason), from the same case analysis (`_chance`). Search needs the same rules
thousands of times a second, so this module (the game's own code: it reads the state's
internals) plays them from a sampled world: `rollout_policy` for rollouts, `search_actions` for
the asks a search weighs, `evaluate` for depth-limited rollouts.

Why the rules are written twice: `infer` rebuilds the whole public knowledge from the history
(with the limits a seat's refusals and asks imply), which costs more than a rollout; the policy
keeps a lighter public memory, updated incrementally from the world's event log, and scores asks
with the same values as the bot (`ask_value`).
"""

from __future__ import annotations

import random

from tapisvert.core.messages import Message, Who, msg
from tapisvert.core.protocol import Action, SearchHooks
from tapisvert.core.views import View
from tapisvert.games.familles.cards import (
    DECK_SIZE,
    FAMILY_MASKS,
    FAMILY_SIZE,
    GRANDE_JEFA,
    JEFA,
)
from tapisvert.games.familles.determinize import Knowledge, infer
from tapisvert.games.familles.messages import card_message, family_message
from tapisvert.games.familles.rollout import (
    _play_randomly,
    evaluate,
    play_rollout,
    rollout_policy,
    search_actions,
)
from tapisvert.games.familles.table import ACTION_OF_TEXT
from tapisvert.games.familles.views import FamillesView

# --- the strategy: the heuristic, over the seat's typed view ----------------------------------
#
# How the heuristic weighs an ask, case by case (`_chance`): a sure ask (the target publicly holds
# the card: it was given to him or shown), a hidden card (the target asked in the family without a
# public card of it, so he holds one of its cards: the chance is one over the family's cards he may
# hold), a guess (his share of the cards nobody has seen), or hopeless (he cannot hold it). The
# strategy plays the best chance times value; `reason` tells the case of an ask in words.

SURE = 0  # the target publicly holds the card
HIDDEN = 1  # the target holds a hidden card of the family, maybe this one
GUESS = 2  # nobody is known to hold the card: the target's share of the unseen cards
HOPELESS = 3  # the target cannot hold the card


def _chance(k: Knowledge, target: int, card: int) -> tuple[float, int, int]:
    """How likely `target` holds `card` (`ask_chance`), the case that decides it and, for a hidden
    card, how many cards of the family he may hold (else 0)."""
    bit = 1 << card
    if k.known[target] & bit:
        return 1.0, SURE, 0
    if not k.unknown & bit or not k.allowed[target] & bit:
        return 0.0, HOPELESS, 0
    total = k.stock_size
    for s in range(k.n):
        if k.allowed[s] & bit:
            total += k.rooms[s]
    p = k.rooms[target] / total if total else 0.0
    case, among = GUESS, 0
    for m in k.needs[target]:
        if m & bit:
            q = 1.0 / m.bit_count()
            if q > p:
                case, among = HIDDEN, m.bit_count()
            p = max(p, q)
    for m, bound in k.limits[target]:
        if m & bit:
            p = min(p, bound / max(1, (m & k.allowed[target]).bit_count()))
    return p, case, among


def ask_chance(k: Knowledge, target: int, card: int) -> float:
    """How likely `target` holds `card`, from the public knowledge `k` of the asking seat."""
    return _chance(k, target, card)[0]


def ask_value(k: Knowledge, target: int, card: int) -> float:
    """What a gift of `card` is worth to the asking seat beyond the card: more asks, a family."""
    fam = FAMILY_MASKS[card // FAMILY_SIZE]
    held = (k.hand & fam).bit_count()
    value = 1.0 + 0.08 * held + 0.01 * k.rooms[target]
    if card in (JEFA, GRANDE_JEFA):
        value += 0.5
    if held == FAMILY_SIZE - 1:
        value += 0.3
    return value


def _choices(view: View) -> tuple[FamillesView, list[Action]]:
    """The view (a familles seat to act) and its legal asks."""
    assert isinstance(view, FamillesView)
    assert view.seat is not None and view.to_act == view.seat, "the strategy plays the seat to act"
    return view, [ACTION_OF_TEXT[t] for t in view.legal_actions]


def _best(k: Knowledge, legal: list[Action]) -> tuple[list[Action], float]:
    """The asks of best chance times value (ties within 1e-9), and that score."""
    best: list[Action] = []
    best_score = -1.0
    for a in legal:
        target, card = divmod(a, DECK_SIZE)
        score = ask_chance(k, target, card) * ask_value(k, target, card)
        if score > best_score + 1e-9:
            best, best_score = [a], score
        elif score > best_score - 1e-9:
            best.append(a)
    return best, best_score


def strategy(view: View, rng: random.Random) -> Action:
    """The heuristic's ask for the seat of `view`, which must be to act: sure asks first, then
    the likeliest card where the family is nearest complete (module docstring); ties at random."""
    seen, legal = _choices(view)
    if len(legal) == 1:
        return legal[0]
    best, _ = _best(infer(seen), legal)
    return best[rng.randrange(len(best))]


def reason(view: View, action: Action) -> Message | None:
    """Why the heuristic would ask `action` from `view` (the seat to act's), in words: its case
    (`_chance`) with the card, the seat asked and what makes the card worth more (a Jefa, the
    family's last card). None for a forced ask or a view not to act. Reads the view only."""
    if not isinstance(view, FamillesView) or view.seat is None or view.to_act != view.seat:
        return None
    seen, legal = _choices(view)
    if len(legal) <= 1 or action not in legal:
        return None
    k = infer(seen)
    target, card = divmod(action, DECK_SIZE)
    family = card // FAMILY_SIZE
    held = (k.hand & FAMILY_MASKS[family]).bit_count()
    extra = "jefa" if card in (JEFA, GRANDE_JEFA) else "last" if held == FAMILY_SIZE - 1 else "none"
    _, case, among = _chance(k, target, card)
    who, name = Who(target), card_message(card)
    if case == SURE:
        return msg("familles-why-sure", target=who, card=name, extra=extra)
    if case == HIDDEN:
        fam = family_message(family + 1)
        return msg(
            "familles-why-hidden", target=who, card=name, family=fam, count=among, extra=extra
        )
    if case == GUESS:
        return msg(
            "familles-why-guess",
            target=who,
            card=name,
            family=family_message(family + 1),
            held=held,
            unseen=k.rooms[target],
            extra=extra,
        )
    if _best(k, legal)[1] <= 0.0:
        return msg("familles-why-draw")
    return msg("familles-why-hopeless", target=who, card=name)


# --- what search asks the game for (`Game.search_hooks`) ----------------------------------------
# The ismcts parameters measured strongest here (docs/bots.md): rollouts by this policy for every
# seat, cut after 10 actions and scored by `evaluate` (twice the iterations of random rollouts), the
# search kept to the policy's best asks (at 3 players, over all legal asks the search lost every
# deal of a pilot), and the heuristic's ask kept unless the search beats it by two standard errors
# (3 players: +13.5 [1.5, 25.5] over 30 check deals; 2 players: level).
HOOKS = SearchHooks(
    rollout=rollout_policy,
    rollout_playout=play_rollout,
    playout=_play_randomly,
    actions=search_actions,
    evaluate=evaluate,
    defaults={
        "rollout": "heuristic",
        "opponents": "heuristic",
        "depth": "10",
        "actions": "search",
        "keep": "2",
    },
)


# --- levels (`Game.levels`, docs/bots.md "Levels") ------------------------------------------------
# beginner: the heuristic erring at random three moves in ten; casual: the heuristic; strong: the
# default search, 1,000 iterations as plain `ismcts` but never more than 1.5 s (plain `ismcts` would
# take some 5 s at a bet of poch at 6 players); expert: the same search with up to 3,000 iterations,
# its time capped at 1.5 s a move so that it keeps the server's 2 s deadline (pure Python it runs
# some 1,000 iterations a second at 6 players, 2,800-3,300 at 2).
LEVELS: dict[str, str] = {  # the others as `core.protocol.DEFAULT_LEVELS`
    "expert": "ismcts:iterations=3000:seconds=1.5",
}
