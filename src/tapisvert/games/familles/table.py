"""What a familles match holds: every field of the state, and the small questions asked of it.

Hands are 60-bit masks; the stock is a tuple (top first) with a read position, shared by clones;
the public history of the deal is a string of small int codes, three bytes each (`Log`, see
`events`), shared by clones too (with the lines already built for each viewer, extended as the
log grows), so `clone()` copies two short lists and nothing else. There are no phases: the
player to act asks until his asks run out, and the match is over when nobody is to act.

The state is split by concept, each part a class adding methods to the fields declared here, one
single-inheritance chain (mypyc, which compiles them, allows one base per class: `FamillesTable`
<- `LegalActions` <- `Deals` <- `Moves` <- `Explain` <- `Views` <- `FamillesState`): `legal`
(what may be asked), `deals` (the draw for the first dealer, the deal, what happens without a
decision, the end of a deal), `moves` (asking), `explain` (why not), `seen` (what each seat sees,
the history's lines; the view's dataclasses are in `views`), `state` (the match: creation,
copies, sampled worlds, records).

Action ids: `ask SEAT CARD` is `seat * 60 + card`.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from tapisvert.core.errors import InvalidNotation
from tapisvert.core.messages import Message, Who, msg
from tapisvert.core.protocol import JSON, GameState, MatchConfig, check_action_id, check_text
from tapisvert.core.results import HandResult
from tapisvert.games.familles.cards import (
    DECK_SIZE,
    FULL_MASK,
    MAX_PLAYERS,
    card_to_str,
    parse_card,
)

# The deal's events, oldest first, as bytes: each event code (`events.code`, below 2**19) in three
# bytes, little-endian; b"" before the first. Immutable and shared by clones; a log that grew
# from another begins with it, which is how the readers that keep what they last read (the
# history's lines, the tensor's public moves, the rollout policy's memory) read only the newer
# events (`newer_codes`). Not a linked list of tuples `(code, previous)`: the garbage collector
# keeps tracking a tuple that holds a tracked tuple, and it examines such a chain newest first,
# so it untracked one node per full collection; a few hundred tables held hundreds of thousands
# of nodes that every collection went through (a quarter of a batched environment's time).
Log = bytes
CODE_BYTES: Final = 3


def log_of(codes: list[int]) -> Log:
    """The log of `codes`, oldest first."""
    return b"".join([code.to_bytes(CODE_BYTES, "little") for code in codes])


def newer_codes(log: Log, stop: Log, codes: list[int]) -> bool:
    """Append to `codes` the event codes of `log` after those of `stop`, oldest first, when `log`
    grew from `stop` (begins with it: True), else every code of `log` (False)."""
    grew = log.startswith(stop)
    for i in range(len(stop) if grew else 0, len(log), CODE_BYTES):
        codes.append(log[i] | log[i + 1] << 8 | log[i + 2] << 16)
    return grew


ACTION_TEXT: Final = tuple(
    f"ask {t} {card_to_str(c)}" for t in range(MAX_PLAYERS) for c in range(DECK_SIZE)
)
ACTION_OF_TEXT: Final = {text: a for a, text in enumerate(ACTION_TEXT)}


# The rounds of the draw for the first dealer, as card ids: per round, (seat, card) per seat.
DrawRounds = tuple[tuple[tuple[int, int], ...], ...]


class DrawnDeal(NamedTuple):
    """A deal drawn from the seed, kept as card ids until its record is read (`deal_json`):
    starting a hand formats no notation and parses none."""

    dealer: int
    pack: tuple[int, ...]  # shuffled: dealt one at a time from the dealer's left, then the stock
    dealer_draw: DrawRounds  # the draw for the first dealer; () for the later deals


class HistoryLines(NamedTuple):
    """The history's lines last built for one viewer, and the log they were built from."""

    log: Log
    lines: list[str]


class PublicMoves(NamedTuple):
    """What the public moves of the log `log` say of the cards (`features`, the tensor), as one
    mask of cards per seat (`MAX_PLAYERS` entries): the cards that the last ask given or draw
    shown of each put with that seat, those it refused since, and those it asked for since. Kept
    per state, shared by clones, extended as the log grows (so that writing a tensor reads only
    the newer events, and a handful of masks rather than a list per card)."""

    log: Log
    holds: tuple[int, ...]
    refused: tuple[int, ...]
    asked: tuple[int, ...]


NO_MOVES: Final = PublicMoves(b"", (0,) * MAX_PLAYERS, (0,) * MAX_PLAYERS, (0,) * MAX_PLAYERS)


class FamillesTable(GameState):
    """The fields of a familles match and the questions every part asks of them."""

    __slots__ = (
        *GameState.STATE_SLOTS,
        "_ask_requires_family",
        "_asks_left",
        "_deal_records",
        "_dealer",
        "_event_log",
        "_families_down",
        "_hands",
        "_history_cache",
        "_laid_cards",
        "_laid_families",
        "_last_deal_log",
        "_manche_scores",
        "_manches_finished",
        "_manches_won",
        "_max_hands",
        "_players",
        "_public_moves",
        "_results",
        "_stock",
        "_stock_pos",
        "_totals",
    )

    # the match (players, seed and options are the base's `_config`; its three fields are declared
    # again here, as mypyc compiles a class's attributes from its own annotations)
    _config: MatchConfig
    _hand_number: int
    _to_act: int | None  # the seat to act; None: the match is over
    _players: int  # a hot-path copy of `_config.players`
    _ask_requires_family: bool  # the option: ask only in a family you hold
    _max_hands: int | None
    # per deal started, its JSON (`deals()`), or the deal drawn from the seed (formatted when read)
    _deal_records: tuple[DrawnDeal | dict[str, JSON], ...]
    _results: tuple[HandResult, ...]  # per finished deal
    _manches_finished: int
    _manche_scores: tuple[int, ...]  # per seat, in the manche being played
    _manches_won: tuple[int, ...]  # per seat
    _totals: tuple[int, ...]  # per seat, every deal's points
    # the deal
    _dealer: int
    _hands: list[int]  # per seat, a mask of card ids
    _stock: tuple[int, ...]  # the deal's stock, top first; what is left is _stock[_stock_pos:]
    _stock_pos: int  # the cards drawn from the stock so far
    _laid_families: list[int]  # per seat, a bit per family (0-based) it laid down
    _laid_cards: int  # the mask of every card laid down
    _families_down: int
    _asks_left: int  # the asks the player to act still has this turn
    _event_log: Log  # this deal's events, oldest first
    _last_deal_log: Log  # the last finished deal's events (for narration)
    _history_cache: tuple[HistoryLines, ...]  # per viewer: each seat, None (all), PUBLIC
    _public_moves: PublicMoves  # the log's public moves, last read for a tensor (a cache)

    def _log(self, code: int) -> None:
        """Append the event `code` to the deal's log (a new bytes object: clones share the old)."""
        self._event_log = self._event_log + code.to_bytes(CODE_BYTES, "little")

    def _log2(self, first: int, then: int) -> None:
        """Append two events at once (an ask refused and its draw: one copy of the log, not two)."""
        pair = first | then << (8 * CODE_BYTES)
        self._event_log = self._event_log + pair.to_bytes(2 * CODE_BYTES, "little")

    # --- small questions ----------------------------------------------------------------------
    def progress_message(self) -> Message | None:
        if self._to_act is None:
            return None
        return msg("familles-progress-turn", p=Who(self._to_act))

    def progress_marker(self) -> str:
        return "" if self._to_act is None else f"seat {self._to_act}'s turn"

    def action_space(self) -> int:
        return self._players * DECK_SIZE

    def hand_mask(self, seat: int) -> int:
        """The bitmask of `seat`'s hand."""
        return self._hands[seat]

    def stock(self) -> tuple[int, ...]:
        """The cards left in the stock, top first."""
        return self._stock[self._stock_pos :]

    def asks_left(self) -> int:
        """The asks the player to act still has this turn."""
        return self._asks_left

    def full_mask_check(self) -> bool:
        """True when every card is in exactly one place (a self-check for tests)."""
        seen = self._laid_cards
        total = bin(self._laid_cards).count("1")
        for h in self._hands:
            seen |= h
            total += bin(h).count("1")
        for c in self._stock[self._stock_pos :]:
            seen |= 1 << c
            total += 1
        return seen == FULL_MASK and total == DECK_SIZE

    # --- notation -----------------------------------------------------------------------------
    # `object` parameters: compiled, an `int` or `str` one would refuse a wrong type in mypyc's
    # words before the protocol's checks (check_action_id, check_text) could.
    def action_to_str(self, action: object) -> str:
        return ACTION_TEXT[check_action_id(action, self._players * DECK_SIZE)]

    def parse_action(self, text: object) -> int:
        text = check_text(text)
        action = ACTION_OF_TEXT.get(text)
        if action is not None and action < self._players * DECK_SIZE:
            return action
        words = text.split()
        if len(words) != 3 or words[0].lower() != "ask":
            raise InvalidNotation(
                f"{text!r} is not a familles action: write `ask SEAT CARD`, as in `ask 2 6-V`"
                " (ask P2 for the Maya Grand-Père)",
                message=msg("familles-unreadable-action", text=text),
            )
        seat = words[1]
        if not seat.isdigit() or not 0 <= int(seat) < self._players:
            raise InvalidNotation(
                f"{seat!r} is not a player: seats run 0..{self._players - 1}",
                message=msg("familles-unreadable-seat", text=seat, last=self._players - 1),
            )
        return int(seat) * DECK_SIZE + parse_card(words[2])
