"""The command line, driven as a user would: output, exit codes, --json, errors."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

from tapisvert import all_games, game_ids, get_game
from tapisvert.bots import make_bot
from tapisvert.cli.main import main
from tapisvert.cli.terminal import TerminalMatch
from tapisvert.core.records import Recorder, read_records

GAMES = game_ids()


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_games_listing(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "games", "--json")
    assert code == 0
    listed = json.loads(out)
    assert [g["id"] for g in listed] == GAMES
    code, out, _ = run(capsys, "games")
    assert code == 0 and all(g in out for g in GAMES)


@pytest.mark.parametrize("game", GAMES)
def test_rules_pages(capsys: pytest.CaptureFixture[str], game: str) -> None:
    code, out, _ = run(capsys, "rules", game)
    assert code == 0 and len(out) > 500


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["rules", "chess"], "unknown game 'chess'"),
        (["simulate", "GAME", "-o", "nope=1", "--games", "1"], "unknown option 'nope'"),
        (["simulate", "GAME", "-o", "max_hands=zero", "--games", "1"], "bad value 'zero'"),
        (["simulate", "GAME", "--players", "99"], "not 99"),
        (["simulate", "GAME", "--bots", "genius"], "unknown bot 'genius'"),
        (["simulate", "GAME", "--games", "0"], "--games/-k: must be at least 1"),
        (["replay", "/nonexistent.jsonl"], "no such file"),
        (["bench", "chess"], "unknown game"),
        (["frobnicate"], "invalid choice"),
    ],
)
def test_bad_arguments_get_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    args = [GAMES[0] if a == "GAME" else a for a in args]
    code, _, err = run(capsys, *args)
    assert code == 2
    assert message in err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize("game", GAMES)
def test_simulate_is_identical_for_any_worker_count(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, game: str
) -> None:
    players = str(get_game(game).player_counts[-1])
    common = [
        "simulate",
        game,
        "--players",
        players,
        "--games",
        "3",
        "--seed",
        "5",
        "-o",
        "max_hands=1",
        "--json",
    ]
    code1, out1, _ = run(capsys, *common, "--workers", "1", "--record", str(tmp_path / "a.jsonl"))
    code2, out2, _ = run(capsys, *common, "--workers", "2", "--record", str(tmp_path / "b.jsonl"))
    assert code1 == code2 == 0
    one, two = json.loads(out1), json.loads(out2)
    for summary in (one, two):
        summary.pop("seconds")
        summary.pop("matches_per_s")
        summary.pop("workers")
    assert one == two
    assert one["matches"] == 3 and len(one["seats"]) == int(players)
    assert (tmp_path / "a.jsonl").read_text() == (tmp_path / "b.jsonl").read_text()
    code, out, _ = run(capsys, "replay", str(tmp_path / "a.jsonl"), "--json")
    assert code == 0 and json.loads(out)["ok"] is True
    code, out, _ = run(capsys, "replay", str(tmp_path / "a.jsonl"), "--show")
    assert code == 0 and "hand 1" in out and "OK" in out


def test_replay_names_the_first_divergence(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    game = GAMES[0]
    path = tmp_path / "m.jsonl"
    assert (
        run(
            capsys,
            "simulate",
            game,
            "--games",
            "1",
            "--workers",
            "1",
            "-o",
            "max_hands=1",
            "--record",
            str(path),
        )[0]
        == 0
    )
    data = json.loads(path.read_text())
    seat, text = data["hands"][0]["actions"][-1]
    data["hands"][0]["actions"][-1] = [(seat + 1) % data["players"], text]
    path.write_text(json.dumps(data) + "\n")
    code, out, _ = run(capsys, "replay", str(path))
    assert code == 1
    assert "MISMATCH: hand 1, action" in out
    path.write_text("not json\n")
    code, _, err = run(capsys, "replay", str(path))
    assert code == 2 and "not JSON" in err


@pytest.mark.parametrize("game", [g.id for g in all_games()])
def test_terminal_play_explains_errors_and_finishes(game: str) -> None:
    """A scripted human: nonsense, a forbidden action, help, then always the first legal action."""
    g = get_game(game)
    players = g.player_counts[0]
    state = g.new(players, 3, max_hands=1)
    bots = {s: make_bot("random", g, s, 3) for s in range(1, players)}
    out = io.StringIO()
    script = iter(["gibberish ###", "help", "table"])
    tried_illegal = [False]

    def read_line(prompt: str) -> str:
        for line in script:
            return line
        if not tried_illegal[0]:
            tried_illegal[0] = True
            legal = set(state.legal_actions())
            for a in range(state.action_space()):
                if a not in legal:
                    return state.action_to_str(a)
        return "1"

    recorder = Recorder(state, ["human"] + ["random"] * (players - 1))
    match = TerminalMatch(state, bots, 0, read_line=read_line, out=out, recorder=recorder)
    assert match.run() is True
    text = out.getvalue()
    assert "I can't read that" in text
    assert "Not allowed:" in text
    assert "Type an action" in text
    assert "Match over" in text
    assert state.is_over()


def test_play_command_with_scripted_input(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    game = GAMES[0]
    monkeypatch.setattr("builtins.input", lambda prompt="": "1")
    path = tmp_path / "played.jsonl"
    code, out, _ = run(
        capsys, "play", game, "--seed", "4", "-o", "max_hands=1", "--record", str(path)
    )
    assert code == 0 and "Record appended" in out
    (record,) = read_records(path)
    assert record.seats[0] == "human" and record.result is not None
    code, out, _ = run(capsys, "replay", str(path))
    assert code == 0


def test_play_menu_when_no_game_is_named(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # A bad menu number, then game 1 by number; a count it is not played by, then a real count.
    answers = iter(["0", "1", "2", "3"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers, "1"))
    code, out, _ = run(capsys, "play", "--seed", "2", "-o", "max_hands=1")
    assert code == 0
    assert "which game?" in out and "Choose a number from 1 to" in out
    assert "is played by 3, 4, 5 players" in out
    assert get_game(GAMES[0]).name in out and "3 players" in out
    assert "Match over" in out


def test_watch_mode_plays_bots_only(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys,
        "play",
        "seven-seals",
        "--watch",
        "--seed",
        "1",
        "--bots",
        "heuristic",
        "-o",
        "max_hands=1",
    )
    assert code == 0 and "Your move" not in out and "Match over" in out


def test_bench_reports_rates_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys, "bench", "seven-seals", "sabias", "--seconds", "0.05", "--runs", "1", "--json"
    )
    assert code == 0
    results = json.loads(out)["results"]
    assert [r["name"] for r in results] == ["seven-seals", "sabias"]
    for r in results:
        assert r["actions_per_s"] > 0 and r["matches_per_s"] > 0 and r["clone_us"] > 0
    assert results[0]["build"] == "python"
    sabias_state = sys.modules["tapisvert.games.sabias.state"]
    compiled = not str(sabias_state.__file__).endswith(".py")
    assert results[1]["build"] == ("compiled" if compiled else "python")


def test_tournament_command(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys,
        "tournament",
        "seven-seals",
        "-n",
        "3",
        "--bots",
        "heuristic,random",
        "--games",
        "2",
        "--workers",
        "1",
        "-o",
        "max_hands=1",
        "--json",
    )
    assert code == 0
    data = json.loads(out)
    assert data["matches"] == 6 and {r["bot"] for r in data["results"]} == {"heuristic", "random"}
    assert data["differences"][0]["a"] == "heuristic"
    code, _, err = run(
        capsys,
        "tournament",
        "samba",
        "-n",
        "4",
        "--bots",
        "random,heuristic,ismcts",
        "--games",
        "1",
    )
    assert code == 2 and "at most 2" in err
