"""Scenario builders for the samba tests: a table laid out card by card."""

from __future__ import annotations

from tapisvert.games.samba import GAME
from tapisvert.games.samba.cards import IS_RED3, IS_WILD, parse_card, rank_of, suit_of
from tapisvert.games.samba.melds import Meld, group, sequence
from tapisvert.games.samba.scoring import initial_minimum
from tapisvert.games.samba.state import SambaState


def cards(text: str) -> list[int]:
    """Card ids from notation separated by spaces."""
    return [parse_card(t) for t in text.split()]


def meld(text: str) -> Meld:
    """A group (all naturals of one rank) or a sequence (naturals of one suit) from notation."""
    cs = cards(text)
    nat = [c for c in cs if not IS_WILD[c]]
    ranks = {rank_of(c) for c in nat}
    if len(ranks) == 1:
        return group(ranks.pop(), len(cs) - len(nat), tuple(cs))
    cs.sort(key=rank_of)
    return sequence(suit_of(cs[0]), rank_of(cs[0]), tuple(cs))


def table(
    players: int = 6,
    cur: int = 0,
    hands: dict[int, str] | None = None,
    melds: dict[int, list[str]] | None = None,
    pile: str = "",
    stock: str = "",
    opened: dict[int, bool] | None = None,
    scores: list[int] | None = None,
) -> SambaState:
    """A state at the start of `cur`'s turn with exactly the given cards (others empty)."""
    s = GAME.new(players, 1, max_hands=1)
    assert isinstance(s, SambaState)
    nt = players // 2
    s._hands = [[0] * 53 for _ in range(players)]
    for seat, text in (hands or {}).items():
        for c in cards(text):
            s._hands[seat][c] += 1
    s._hand_sizes = [sum(h) for h in s._hands]
    s._pile = cards(pile)
    s._pile_freezers = sum(1 for c in s._pile if IS_WILD[c] or IS_RED3[c])
    s._pile_red_threes = sum(1 for c in s._pile if IS_RED3[c])
    s._pack = tuple(cards(stock))
    s._stock_pos = 0
    s._melds = [[meld(m) for m in (melds or {}).get(t, [])] for t in range(nt)]
    s._opened = [bool(ms) for ms in s._melds]
    s._canasta_counts = [s._canastas(t) for t in range(nt)]
    for t, v in (opened or {}).items():
        s._opened[t] = v
    s._scores = list(scores) if scores is not None else [0] * nt
    s._initial_minimum = [initial_minimum(x) for x in s._scores]
    s._red_threes = [()] * players
    s._fines = [0] * nt
    s._start_turn(cur)
    s._legal = None
    return s


def strs(state: SambaState) -> list[str]:
    """The legal actions in notation."""
    return state.legal_action_strs()
