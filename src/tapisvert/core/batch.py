"""The batched environment's loops over its tables, compiled (setup.py's `COMPILED`).

`rl.VectorEnv` steps N tables per call: one engine action at each, then each table's legal mask
and tensor row. Written in the interpreter, the loops themselves (an index, a method lookup, a
comparison or two a table) cost about as much as the engine's action; compiled here, only the
calls into the states remain. No numpy: lists and bytes in and out, so that the core keeps no
third-party dependency; `rl.vector` turns them into arrays. Each function does what the loop it
replaces did, in the same order, so that a batch is played the same with or without the compiled
module.
"""

from __future__ import annotations

from tapisvert.core.protocol import GameState


def apply_actions(
    states: list[GameState],
    live: list[int],
    chosen: list[int],
    steps: list[int],
    scored: list[int],
    limit: int,
    is_learner: list[bool],
    log: list[list[int]] | None,
    book: list[int],
    waiting: list[int],
) -> None:
    """Table i of `live` (ascending) plays `chosen[i]` and counts a step; then the tables whose
    match or hand ended, or that reached `limit` steps (0: none), go to `book` (their bookkeeping
    is the caller's), and the others whose seat to act is not a learner's to `waiting`, both in
    table order. `log`, when given, records each table's actions."""
    for i in live:
        state = states[i]
        action = chosen[i]
        state.apply(action)
        if log is not None:
            log[i].append(action)
        count = steps[i] + 1
        steps[i] = count
        seat = state.to_act
        if seat is None or state.hand_number != scored[i] or (limit and count >= limit):
            book.append(i)
        elif not is_learner[seat]:
            waiting.append(i)


def legal_mask_bytes(
    states: list[GameState], done: list[bool], seats: list[int], size: int
) -> bytes:
    """Each table's `legal_mask()` as `size` little-endian bytes, joined in table order; a table
    that is `done` gives zeros and keeps its seat in `seats`, the others write their seat to act
    there."""
    empty = bytes(size)
    chunks: list[bytes] = []
    for i, state in enumerate(states):
        if done[i]:
            chunks.append(empty)  # the final view, of the seat that acted last
            continue
        seat = state.to_act
        if seat is None:
            raise ValueError(f"table {i} is over but not marked done")
        seats[i] = seat
        chunks.append(state.legal_mask().to_bytes(size, "little"))
    return b"".join(chunks)


def write_rows(
    states: list[GameState],
    seats: list[int],
    size: int,
    ones: list[int],
    idx: list[int],
    val: list[float],
    blocks: list[int],
) -> int:
    """Row r (at `r * size`) of each state's `write_features(seats[r], ...)`, in order; returns
    the rows written, fewer than the states where a game has no direct writer (the caller takes
    the JSON path for the rest). The caller has checked the states and seats."""
    for row, state in enumerate(states):
        if not state.write_features(seats[row], row * size, ones, idx, val, blocks):
            return row
    return len(states)


__all__ = ["apply_actions", "legal_mask_bytes", "write_rows"]
