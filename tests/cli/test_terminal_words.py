"""Terminal play a person can follow without reading JSON: every move told in words between the
player's turns, every hand broken down as its rules page scores it, one name per seat, the legal
actions listed once, a `help` that gives the notation; `replay --show` tells a match the same way.
"""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from tapisvert import game_ids, get_game
from tapisvert.bots import make_bot
from tapisvert.cli.main import main
from tapisvert.cli.terminal import TerminalMatch
from tapisvert.core.narration import other_seat_words
from tapisvert.core.records import Recorder, read_records, write_record
from tapisvert.words import Words, tell

# What each game's breakdown of a hand says (its rules page's scoring), and a sentence its
# narration of the others' moves is sure to contain.
BREAKDOWN = {
    "poch": ["piles won by", "chips: you 100 → "],
    "familles": ["families laid down:", "this deal: "],
    "sabias": ["card points won: ", "écart e = ", "unit d = "],
    "seven-seals": ["seals still held"],
    "samba": ["canastas:", "cards left in hand", "totals: side of you and p3"],
}
TOLD = {
    "poch": " led ",
    "familles": " asked ",
    "sabias": " won the trick (",
    "seven-seals": " won trick ",
    "samba": " discarded ",
}
SEEDS = {"sabias": 11}  # a seed whose first hand is played, not passed by all


def _play(game_id: str, lines: list[str] | None = None) -> tuple[str, Recorder]:
    """A match with the human at seat 0 playing its first legal action (or `lines` first)."""
    game = get_game(game_id)
    players = game.player_counts[0]
    seed = SEEDS.get(game_id, 3)
    state = game.new(players, seed, max_hands=1)
    bots = {s: make_bot("heuristic", game, s, seed) for s in range(1, players)}
    script = iter(lines or [])
    out = io.StringIO()
    recorder = Recorder(state, ["human"] + ["heuristic"] * (players - 1))
    match = TerminalMatch(
        state, bots, 0, read_line=lambda prompt: next(script, "1"), out=out, recorder=recorder
    )
    match.run()
    return out.getvalue(), recorder


@pytest.mark.parametrize("game_id", game_ids())
def test_every_move_is_told_in_words_and_every_hand_broken_down(game_id: str) -> None:
    text, recorder = _play(game_id)
    game = get_game(game_id)
    # Every move, the human's and the others', told as the human saw it, in order: all of what
    # happened between two turns, not the last few events.
    record = recorder.record()
    state = game.new(record.players, record.seed, **record.options)
    told: list[str] = []
    for _, action_text in record.hands[0].actions:
        before = state.clone()
        action = state.apply_text(action_text)
        told += tell(game, before, action, state, Words(me=0))
    position = 0
    for line in told:
        position = text.index("  " + line, position) + 1
    assert TOLD[game_id] in text
    assert Words().text(f"{game_id}-hand-over", n=1) in text  # "== Deal 1 over ==" for poch
    for words in BREAKDOWN[game_id]:
        assert words in text.lower(), f"{game_id}: the hand's breakdown lacks {words!r}"


@pytest.mark.parametrize("game_id", game_ids())
def test_the_terminal_names_each_seat_one_way(game_id: str) -> None:
    text, _ = _play(game_id)
    assert other_seat_words(text) == []  # never "seat 2" or "player 2": P2
    assert not re.search(r"\bP0\b", text)  # the human's seat 0 is "you"
    assert "P1" in text and "you" in text.lower()


@pytest.mark.parametrize("game_id", ["sabias", "seven-seals", "familles"])
def test_the_legal_actions_are_listed_once(game_id: str) -> None:
    game = get_game(game_id)
    state = game.new(game.player_counts[0], 3, max_hands=1)
    while state.to_act != 0:
        state.apply(state.legal_actions()[0])
    out = io.StringIO()
    bots = {s: make_bot("random", game, s, 3) for s in range(1, state.num_players)}
    TerminalMatch(state, bots, 0, read_line=lambda prompt: "quit", out=out).run()
    legal = state.legal_action_strs()

    def actions_in(line: str) -> int:
        # an action as a list shows it: its number, then its notation
        return sum(bool(re.search(rf"\d:{re.escape(a)}(?![\w-])", line)) for a in legal)

    lists = [line for line in out.getvalue().splitlines() if actions_in(line) >= 2]
    assert len(lists) == 1 and lists[0].startswith("Your move: 1:"), lists


@pytest.mark.parametrize("game_id", game_ids())
def test_help_gives_the_notation_and_the_rules_command(game_id: str) -> None:
    text, _ = _play(game_id, ["help", "quit"])
    game = get_game(game_id)
    assert Words().text(f"{game.id}-notation").splitlines()[0] in text
    assert f"tapisvert rules {game_id}" in text


def test_table_repeats_what_happened_since_the_last_move() -> None:
    text, _ = _play("familles", ["1", "table", "quit"])
    since = text.index("Since your last move:")
    assert "You asked P1 for " in text[since:]


def test_poch_totals_are_chip_counts() -> None:
    text, _ = _play("poch")
    assert re.search(r"Match over\. Totals: you \d+ chips, P1 \d+ chips", text)


@pytest.mark.parametrize("game_id", game_ids())
def test_replay_show_tells_the_match_in_words(
    game_id: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _, recorder = _play(game_id)
    path = tmp_path / "match.jsonl"
    with open(path, "w", encoding="utf-8") as fh:
        write_record(fh, recorder.record())
    (record,) = read_records(path)
    assert main(["replay", str(path), "--show"]) == 0
    out = capsys.readouterr().out
    assert TOLD[game_id] in out and "hand 1 result:" in out
    assert other_seat_words(out.split("\n", 1)[1]) == []
    for words in BREAKDOWN[game_id]:
        words = words.replace("you", "p0")
        assert words.split(" → ")[0] in out.lower()
    assert record.seats[0] == "human" and "seats: P0 human, P1 heuristic" in out


def test_a_refusal_names_the_players_own_seat_you() -> None:
    """Refusals come from the game as messages; the terminal renders the reader's seat `you`."""
    game = get_game("seven-seals")
    state = game.new(3, 7, max_hands=1)
    human = state.to_act
    assert human is not None
    illegal = next(a for a in range(state.action_space()) if a not in state.legal_actions())
    lines = iter([state.action_to_str(illegal), "quit"])
    out = io.StringIO()
    TerminalMatch(state, {}, human, read_line=lambda prompt: next(lines), out=out).run()
    refusal = next(line for line in out.getvalue().splitlines() if "Not allowed: " in line)
    assert not re.search(rf"\bP{human}\b", refusal), refusal


@pytest.mark.parametrize(
    ("lang", "words"), [("fr", "Coups possibles : 1:"), ("pt", "Jogadas possíveis: 1:")]
)
def test_the_terminal_speaks_the_readers_language(lang: str, words: str) -> None:
    game = get_game("familles")
    state = game.new(3, 3, max_hands=1)
    out = io.StringIO()
    bots = {s: make_bot("random", game, s, 3) for s in range(1, 3)}
    TerminalMatch(state, bots, 0, read_line=lambda p: "quit", out=out, lang=lang).run()
    assert words in out.getvalue()
    assert "Your move" not in out.getvalue()


def test_play_lang_and_the_environment_choose_the_language(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("builtins.input", lambda prompt="": "quit")
    assert main(["play", "familles", "-n", "3", "--seed", "1", "--lang", "fr"]) == 0
    assert "Tapez « help » pour l'aide." in capsys.readouterr().out
    monkeypatch.setenv("LANG", "pt_BR.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    assert main(["play", "familles", "-n", "3", "--seed", "1"]) == 0
    assert "Escreva 'help' para ajuda." in capsys.readouterr().out
    assert main(["play", "familles", "--lang", "de"]) == 2
    assert "--lang: no words in 'de'" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("game_id", "players", "line", "words"),
    [
        ("seven-seals", 3, "take black", "black seal is never taken to predict a trick"),
        ("poch", 3, "bet 1000", "A bet now is "),
    ],
)
def test_a_move_the_rules_forbid_is_refused_as_a_rule_not_as_a_typo(
    game_id: str, players: int, line: str, words: str
) -> None:
    game = get_game(game_id)
    state = game.new(players, 2, max_hands=1)
    human = state.to_act
    assert human is not None
    lines = iter([line, "quit"])
    out = io.StringIO()
    TerminalMatch(state, {}, human, read_line=lambda prompt: next(lines), out=out).run()
    text = out.getvalue()
    assert words in text and "I can't read that" not in text, text[-400:]
