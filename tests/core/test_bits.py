"""The one bitmask module: masks and card ids convert both ways, at any width."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tapisvert.core.bits import ChunkTable, cards_of, highest, lowest, mask_of

CARDS = st.lists(st.integers(min_value=0, max_value=161), max_size=40)


@given(CARDS)
def test_cards_and_masks_convert_both_ways(cards: list[int]) -> None:
    mask = mask_of(cards)
    assert cards_of(mask) == sorted(set(cards))
    assert mask_of(cards_of(mask)) == mask
    assert ChunkTable(162).cards_of(mask) == sorted(set(cards))
    if cards:
        assert lowest(mask) == min(cards) and highest(mask) == max(cards)


def test_a_chunk_table_serves_a_sixty_card_deck() -> None:
    table = ChunkTable(60)
    assert len(table.chunks) == 5
    assert table.cards_of(1 << 59 | 1 << 12 | 1) == [0, 12, 59]
    assert table.cards_of(0) == []
