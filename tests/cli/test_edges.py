"""Edges of the command line that a careless caller meets: each gets one clear line, exit 2."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest

from tapisvert import game_ids, get_game
from tapisvert.bots import Bot, SeatView, make_bot
from tapisvert.cli.main import main
from tapisvert.cli.terminal import TerminalMatch, normalise_input, summarise_actions
from tapisvert.core.errors import InvalidOption
from tapisvert.core.records import Recorder
from tapisvert.words import Words


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def one_line_refusal(code: int, err: str) -> None:
    assert code == 2
    assert "Traceback" not in err and "internal error" not in err
    assert len(err.strip().splitlines()) == 1, err


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("ismcts:seconds=nan", "finite"),
        ("ismcts:seconds=inf", "finite"),
        ("ismcts:seconds=0", "more than 0"),
        ("ismcts:seconds=100000", "at most 3600"),
        ("ismcts:c=nan", "finite"),
        ("ismcts:bias=nan", "finite"),
        ("ismcts:bias=-1", "at least 0"),
        ("ismcts:keep=inf", "finite"),
        ("ismcts:iterations=0", "at least 1"),
        ("ismcts:iterations=many", "a whole number"),
        ("ismcts:depth=1.5", "a whole number"),
        ("ismcts:iterations=5:iterations=6", "given twice"),
        ("ismcts:c=abc", "ismcts parameter c must be a number, not 'abc'"),
    ],
)
def test_bad_search_parameters_are_refused_in_one_line(
    capsys: pytest.CaptureFixture[str], spec: str, message: str
) -> None:
    code, _, err = run(capsys, "simulate", "seven-seals", "--games", "1", "--bots", spec)
    one_line_refusal(code, err)
    assert message in err
    assert "{" not in err  # no Python dict in the message


def test_workers_are_capped_at_the_cores(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(
        capsys,
        "simulate",
        "seven-seals",
        "--games",
        "2",
        "--workers",
        "1000",
        "-o",
        "max_hands=1",
        "--json",
    )
    assert code == 0
    assert "--workers 1000 is more than" in err
    assert json.loads(out)["workers"] <= 1000


@pytest.mark.parametrize(
    "args",
    [
        ["--runs", "0"],
        ["--runs", "-3"],
        ["--seconds", "0"],
        ["--seconds", "-1"],
        ["--seconds", "nan"],
        ["--seconds", "inf"],
        ["--seconds", "1e9"],
    ],
)
def test_bench_refuses_bad_runs_and_seconds(
    capsys: pytest.CaptureFixture[str], args: list[str]
) -> None:
    code, _, err = run(capsys, "bench", "seven-seals", *args)
    one_line_refusal(code, err)


def test_tournament_of_one_deal_prints_valid_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys,
        "tournament",
        "seven-seals",
        "-n",
        "3",
        "--bots",
        "random",
        "--games",
        "1",
        "--workers",
        "1",
        "-o",
        "max_hands=1",
        "--json",
    )
    assert code == 0
    assert "Infinity" not in out
    data = json.loads(out)
    assert data["results"][0]["score"]["ci95"] is None
    code, out, _ = run(
        capsys,
        "tournament",
        "seven-seals",
        "-n",
        "3",
        "--bots",
        "random",
        "--games",
        "1",
        "--workers",
        "1",
        "-o",
        "max_hands=1",
    )
    assert code == 0 and "undefined" in out


def test_tournament_refuses_more_bots_than_seats(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(
        capsys,
        "tournament",
        "seven-seals",
        "-n",
        "3",
        "--bots",
        "random,random,random,random",
        "--games",
        "1",
    )
    one_line_refusal(code, err)
    assert "4 bots named for 3 seats" in err


def test_simulate_mean_score_has_one_type(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys,
        "simulate",
        "sabias",
        "--games",
        "3",
        "--workers",
        "1",
        "-o",
        "max_hands=1",
        "--json",
    )
    assert code == 0
    seats = json.loads(out)["seats"]
    assert all(isinstance(s["mean_score"], str) for s in seats)
    assert all(isinstance(s["mean_score_float"], float | int) for s in seats)


# --- replay -----------------------------------------------------------------------------------


@pytest.fixture
def record_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> Path:
    path = tmp_path / "m.jsonl"
    code, _, _ = run(
        capsys,
        "simulate",
        "seven-seals",
        "--games",
        "2",
        "--workers",
        "1",
        "-o",
        "max_hands=2",
        "--record",
        str(path),
    )
    assert code == 0
    return path


def _first(path: Path) -> dict[str, object]:
    data = json.loads(path.read_text().splitlines()[0])
    assert isinstance(data, dict)
    return data


def _edit(path: Path, change: object) -> Path:
    data = _first(path)
    change(data)  # type: ignore[operator]
    out = path.with_name("edited.jsonl")
    out.write_text(json.dumps(data) + "\n")
    return out


def _set(key: str, value: object) -> object:
    return lambda d: d.__setitem__(key, value)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (_set("result", None), "the record's result is null"),
        (lambda d: d.pop("result"), "no result field"),
        (lambda d: d["hands"][0].__setitem__("result", None), "result must be an object"),
        (lambda d: d["hands"][0].pop("result"), "the hand is over but the record gives no result"),
        (lambda d: d["seats"].pop(), "seats must name each of the 3 players"),
        (_set("players", "3"), "players must be an integer, not a string"),
        (_set("version", "2"), "version must be an integer, not a string"),
        (_set("seed", True), "seed must be an integer, not a boolean"),
    ],
)
def test_replay_refuses_a_record_that_claims_less_than_it_must(
    capsys: pytest.CaptureFixture[str], record_file: Path, change: object, message: str
) -> None:
    edited = _edit(record_file, change)
    code, out, err = run(capsys, "replay", str(edited))
    assert code in (1, 2)
    assert message in out + err
    assert "Traceback" not in out + err and "internal error" not in err


def test_a_mismatch_says_what_differs(
    capsys: pytest.CaptureFixture[str], record_file: Path
) -> None:
    def change(d: dict[str, object]) -> None:
        hands = d["hands"]
        assert isinstance(hands, list)
        hands[0]["result"]["scores"][0] = 12345

    edited = _edit(record_file, change)
    code, out, _ = run(capsys, "replay", str(edited))
    assert code == 1
    assert "scores[0]: expected" in out and "found 12345" in out


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"[1, 2, 3]\n", "a JSON object was expected, not an array"),
        (b"\x00\x01\xff\xfe binary", "not a text file"),
        (b"[" * 100_000 + b"]" * 100_000 + b"\n", "nested too deeply"),
        (b"", "holds no record"),
        (b"\n\n", "holds no record"),
    ],
)
def test_replay_refuses_unreadable_files_in_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, content: bytes, message: str
) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_bytes(content)
    code, _, err = run(capsys, "replay", str(path))
    one_line_refusal(code, err)
    assert message in err


def test_replay_refuses_a_huge_seed_and_a_directory(
    capsys: pytest.CaptureFixture[str], record_file: Path, tmp_path: Path
) -> None:
    line = record_file.read_text().splitlines()[0]
    data = json.loads(line)
    huge = line.replace(f'"seed":{data["seed"]}', '"seed":' + "9" * 5000)
    assert huge != line
    path = tmp_path / "huge.jsonl"
    path.write_text(huge + "\n")
    code, _, err = run(capsys, "replay", str(path))
    one_line_refusal(code, err)
    code, _, err = run(capsys, "replay", str(tmp_path))
    one_line_refusal(code, err)
    assert "is a directory" in err


def test_replay_takes_several_files_and_ends_with_a_summary(
    capsys: pytest.CaptureFixture[str], record_file: Path, tmp_path: Path
) -> None:
    edited = _edit(record_file, _set("result", None))
    code, out, _ = run(capsys, "replay", str(record_file), str(edited), str(record_file))
    assert code == 1
    assert out.strip().splitlines()[-1] == "replay: 4 of 5 record(s) reproduce, 1 mismatch(es)"
    code, out, _ = run(capsys, "replay", str(record_file), str(record_file), "--json")
    assert code == 0
    data = json.loads(out)
    assert data["summary"] == {"reproduced": 4, "mismatched": 0, "unreadable_files": 0}


def test_replay_show_steps_trick_by_trick(
    capsys: pytest.CaptureFixture[str], record_file: Path
) -> None:
    code, out, _ = run(capsys, "replay", str(record_file), "--show")
    assert code == 0
    assert "-- Trick 1" in out and "-- Trick 2" in out and "hand 1 result" in out


# --- play -------------------------------------------------------------------------------------


def test_an_unwritable_record_path_is_refused_before_the_match(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    for path in (tmp_path / "no" / "such" / "dir.jsonl", tmp_path):
        code, out, err = run(capsys, "play", "poch", "--watch", "--record", str(path))
        one_line_refusal(code, err)
        assert "--record" in err and "Match over" not in out


def test_the_menu_accepts_a_game_id_and_a_player_count(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    answers = iter(["poch", "3"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers, "1"))
    code, out, _ = run(capsys, "play", "--seed", "2", "-o", "max_hands=1")
    assert code == 0
    assert "Poch" in out and "3 players" in out


def test_long_runs_of_amounts_are_summarised() -> None:
    texts = ["pass"] + [f"bet {n}" for n in range(1, 95)] + ["fold"]
    assert summarise_actions(texts) == [(1, "pass"), (None, "bet 1..94"), (96, "fold")]
    assert summarise_actions(["bet 1", "bet 2"]) == [(1, "bet 1"), (2, "bet 2")]


def test_displayed_suit_symbols_are_read_as_notation() -> None:
    poch = get_game("poch")
    assert normalise_input("10♠") == "10S"
    assert poch.parse_card(normalise_input("10♠")) == poch.parse_card("10S")


def _scripted_match(lines: list[str], players: int = 3) -> tuple[TerminalMatch, io.StringIO]:
    game = get_game("poch")
    state = game.new(players, 3, max_hands=1)
    bots = {s: make_bot("random", game, s, 3) for s in range(1, players)}
    script = iter(lines)
    out = io.StringIO()
    recorder = Recorder(state, ["human"] + ["random"] * (players - 1))

    def read_line(prompt: str) -> str:
        return next(script, "quit")

    match = TerminalMatch(state, bots, 0, read_line=read_line, out=out, recorder=recorder)
    return match, out


def test_a_long_refused_input_is_not_echoed_and_help_shows_the_notation() -> None:
    match, out = _scripted_match(["x" * 5000, "help", "quit"])
    assert match.run() is False
    text = out.getvalue()
    assert "x" * 300 not in text and "too long" in text
    assert "tapisvert rules poch" in text and "Actions: " in text


class _Interrupting(Bot):
    """A bot whose thinking is interrupted by Ctrl-C."""

    def choose(self, view: SeatView) -> int:
        raise KeyboardInterrupt


def test_ctrl_c_while_a_bot_thinks_ends_the_match_cleanly() -> None:
    game = get_game("seven-seals")
    state = game.new(3, 1, max_hands=1)
    recorder = Recorder(state, ["random"] * 3)
    out = io.StringIO()
    bots: dict[int, Bot] = {s: _Interrupting() for s in range(3)}
    match = TerminalMatch(state, bots, None, out=out, recorder=recorder)
    assert match.run() is False
    assert recorder.record().result is None


ANSI = re.compile(r"\x1b\[[0-9;]*m")


@pytest.mark.parametrize("game_id", game_ids())
def test_colour_adds_only_escape_sequences(game_id: str) -> None:
    """With colour on, the table reads the same once its escape sequences are removed."""
    game = get_game(game_id)
    for players in game.player_counts:
        state = game.new(players, 7, max_hands=1)
        for _ in range(12):
            if state.to_act is None:
                break
            seat = state.to_act
            plain = game.render(state.observation(seat), say=Words(me=seat))
            coloured = game.render(state.observation(seat), say=Words(me=seat), color=True)
            assert ANSI.sub("", coloured) == plain
            assert "\x1b" not in plain
            state.apply(state.legal_actions()[0])


# --- the API's match factory --------------------------------------------------------------------


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize("seed", [None, 1.5, "3", True])
def test_a_seed_that_is_not_an_int_is_a_type_error(game_id: str, seed: object) -> None:
    game = get_game(game_id)
    with pytest.raises(TypeError, match="seed must be an int"):
        game.new(game.player_counts[0], seed)  # type: ignore[arg-type]


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize("value", [2.5, True, "2.5", 0])
def test_max_hands_must_be_a_whole_count(game_id: str, value: object) -> None:
    game = get_game(game_id)
    with pytest.raises(InvalidOption, match="max_hands"):
        game.new(game.player_counts[0], 1, max_hands=value)
