"""Poch: the terminal table."""

from __future__ import annotations

from tapisvert.games.poch import GAME
from tapisvert.words import Words

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
    text = GAME.render(state.observation(0), say=Words("en", me=0))
    assert "\x1b[" not in text
    assert "trump card: Q♥" in text
    assert "your hand: 7♠ 8♠ 9♠ 10♠ J♠   trump 7♥ 8♥ 9♥" in text
    assert text.endswith("your turn")  # the legal actions are listed once, by the terminal
    assert "piles (chips): A 4   K 4" in text and "7-8-9 4" in text
    assert "> you:   93 chips  8 cards" in text
    other = GAME.render(state.observation(2), say=Words("en", me=2), color=True)
    assert "\x1b[" in other and "waiting for P0" in other
    for action in ("bet 5", "bet 7", "match", "match", "match", "play 7C"):
        state.apply_text(action)
    text = GAME.render(state.observation(1), say=Words("en", me=1))
    assert "P2 took the pot (28 chips) with three kings: K♠ K♥ K♦" in text
    assert "7♣ P2  8♣ P3  9♣ P3" in text


def test_render_shows_the_last_deal() -> None:
    state = GAME.new(4, 1, deal=DEAL)
    for action in ("pass", "pass", "pass", "pass", "play 7H"):
        state.apply_text(action)
    text = GAME.render(state.observation(None), say=Words("en"))
    won = "A by P3 (4 chips), K Q K+Q by P2 (12 chips), J 10 by P1 (8 chips), 7-8-9 by P0 (4 chips)"
    assert f"piles won this deal: {won}" in text and "piles (chips): all won" in text
    state.apply_text("play 8C")
    text = GAME.render(state.observation(0), say=Words("en", me=0))
    assert "deal 1: P3 went out and collected 17 chips; piles won: A to P3 (4 chips)" in text
    assert "Poch, deal 2   dealer: you" in text


def test_render_in_french_and_portuguese() -> None:
    state = GAME.new(4, 1, deal=DEAL)
    for action in ("bet 5", "bet 7", "match", "match", "match", "play 7C"):
        state.apply_text(action)
    fr = GAME.render(state.observation(1), say=Words("fr", me=1))
    assert "Poch, donne 1   donneur : P3   carte d'atout : Q♥   phase : séquences" in fr
    assert "P2 prend le pot (28 jetons) avec brelan de rois : K♠ K♥ K♦" in fr
    assert "> P3:     86 jetons  1 carte  (donneur)" in fr and "votre main :" in fr
    pt = GAME.render(state.observation(None), say=Words("pt"))
    assert "montes (fichas): Ás 4   Rei 4" in pt and "à espera de P3" in pt
