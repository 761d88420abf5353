"""Poch: the terminal table."""

from __future__ import annotations

from tapisvert.games.poch import GAME

DEAL = {
    "dealer": 3,
    "trump": "QH",
    "hands": [
        ["7H", "8H", "9H", "7S", "8S", "9S", "10S", "JS"],
        ["10H", "JH", "7D", "8D", "9D", "10D", "JD", "QD"],
        ["QH", "KH", "QS", "KS", "AS", "KD", "AD", "7C"],
        ["AH", "8C", "9C", "10C", "JC", "QC", "KC", "AC"],
    ],
}


def test_render_plain_and_colour() -> None:
    state = GAME.new(4, 1, deal=DEAL)
    text = GAME.render(state.observation(0))
    assert "\x1b[" not in text
    assert "trump card: Q♥" in text
    assert "your hand: 7♠ 8♠ 9♠ 10♠ J♠   trump 7♥ 8♥ 9♥" in text
    assert "your turn: pass, bet 1..93" in text
    assert "A:4" in text and "7-8-9:4" in text
    other = GAME.render(state.observation(2), color=True)
    assert "\x1b[" in other and "waiting for seat 0" in other
    for action in ("bet 5", "bet 7", "match", "match", "match", "play 7C"):
        state.apply_text(action)
    text = GAME.render(state.observation(1))
    assert "seat 2 took the stakes (28 chips) with three kings: K♠ K♥ K♦" in text
    assert "7♣(2) 8♣(3) 9♣(3)" in text


def test_render_shows_the_last_deal() -> None:
    state = GAME.new(4, 1, deal=DEAL)
    for action in ("pass", "pass", "pass", "pass", "play 7H", "play 8C"):
        state.apply_text(action)
    text = GAME.render(state.observation(0))
    assert "deal 1: seat 3 went out and was paid 17; piles won: A to seat 3 (4)" in text
    assert "Poch, deal 2   dealer: seat 0" in text
