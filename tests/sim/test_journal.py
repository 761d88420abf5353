"""A tournament's journal: a stopped tournament resumes to the result it would have given."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tapisvert.cli.main import main
from tapisvert.sim.journal import Journal, JournalMismatch, header
from tapisvert.sim.tournament import TournamentResult, tournament

GAME, PLAYERS, BOTS, DEALS, SEED = "poch", 3, ["heuristic", "random"], 4, 5
OPTIONS = {"max_hands": 1}


def _run(journal: Path | None, **kw: Any) -> TournamentResult:
    return tournament(GAME, PLAYERS, BOTS, DEALS, SEED, OPTIONS, workers=1, journal=journal, **kw)


def _same(a: TournamentResult, b: TournamentResult) -> bool:
    return (a.per_deal, a.wins, a.seats_played, a.matches) == (
        b.per_deal,
        b.wins,
        b.seats_played,
        b.matches,
    )


class _Stop(Exception):
    pass


def _stop_after(n: int) -> Any:
    def progress(done: int, total: int) -> None:
        if done >= n:
            raise _Stop

    return progress


def test_a_journal_holds_a_head_and_one_line_a_match(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    result = _run(path)
    lines = path.read_text(encoding="utf-8").splitlines()
    head = json.loads(lines[0])
    assert head["game"] == GAME and head["bots"] == BOTS and head["deals"] == DEALS
    assert head["options"] == OPTIONS and head["seed"] == SEED
    entries = [json.loads(line) for line in lines[1:]]
    assert sorted(e["index"] for e in entries) == list(range(result.matches))
    assert _same(result, _run(None))


def test_a_stopped_tournament_resumes_to_the_same_result(tmp_path: Path) -> None:
    whole = _run(None)
    path = tmp_path / "t.jsonl"
    with pytest.raises(_Stop):
        _run(path, progress=_stop_after(5))
    assert len(path.read_text(encoding="utf-8").splitlines()) == 1 + 5
    seen: list[int] = []
    resumed = _run(path, progress=lambda done, total: seen.append(done))
    assert seen[0] == 5 and seen[-1] == whole.matches  # five were not played again
    assert _same(resumed, whole)
    # a complete journal plays nothing and gives the result again
    again = _run(path, progress=lambda done, total: seen.append(-done))
    assert _same(again, whole) and seen[-1] == -whole.matches


def test_resuming_on_more_workers_gives_the_same_result(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    with pytest.raises(_Stop):
        _run(path, progress=_stop_after(3))
    resumed = tournament(GAME, PLAYERS, BOTS, DEALS, SEED, OPTIONS, workers=2, journal=path)
    assert _same(resumed, _run(None))


def test_a_line_cut_short_is_played_again(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    whole = _run(path)
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    path.write_text("".join(lines[:4]) + lines[4][:9], encoding="utf-8")
    assert _same(_run(path), whole)
    fixed = path.read_text(encoding="utf-8").splitlines()
    assert len(fixed) == len(lines) and all(json.loads(line) for line in fixed)


def test_a_whole_last_line_without_its_newline_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    whole = _run(path)
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    path.write_text("".join(lines[:4]) + lines[4].rstrip("\n"), encoding="utf-8")
    seen: list[int] = []
    assert _same(_run(path, progress=lambda done, total: seen.append(done)), whole)
    assert seen[0] == 4  # the entry without its newline was not played again
    assert path.read_text(encoding="utf-8").count("\n") == len(lines)


def test_another_tournaments_journal_is_refused_and_left_as_it_was(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    _run(path)
    before = path.read_bytes()
    with pytest.raises(JournalMismatch, match=r"another tournament \(seed 5 there, 6 here\)"):
        tournament(GAME, PLAYERS, BOTS, DEALS, 6, OPTIONS, workers=1, journal=path)
    with pytest.raises(JournalMismatch, match="bots"):
        tournament(GAME, PLAYERS, BOTS[::-1], DEALS, SEED, OPTIONS, workers=1, journal=path)
    assert path.read_bytes() == before
    other = tmp_path / "notes.txt"
    other.write_text("my notes\n", encoding="utf-8")
    with pytest.raises(JournalMismatch, match="not a tournament journal"):
        _run(other)
    assert other.read_text(encoding="utf-8") == "my notes\n"


def test_a_damaged_line_inside_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    _run(path)
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[2] = '{"index": "two"}\n'
    path.write_text("".join(lines), encoding="utf-8")
    with pytest.raises(JournalMismatch, match="line 3 is not a match"):
        _run(path)
    lines[2] = lines[3]
    path.write_text("".join(lines), encoding="utf-8")
    with pytest.raises(JournalMismatch, match="written twice"):
        _run(path)


def test_the_command_resumes_and_refuses_in_words(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "t.jsonl"
    argv = ["tournament", GAME, "-n", str(PLAYERS), "--bots", ",".join(BOTS)]
    argv += ["--games", str(DEALS), "--seed", str(SEED), "-o", "max_hands=1", "--workers", "1"]
    assert main([*argv, "--journal", str(path), "--json"]) == 0
    first = json.loads(capsys.readouterr().out)
    assert main([*argv, "--journal", str(path), "--json"]) == 0  # nothing left to play
    again = json.loads(capsys.readouterr().out)
    first.pop("seconds", None), again.pop("seconds", None)
    assert first == again
    assert main([*argv[:-2], "--seed", "9", "--journal", str(path)]) == 2
    err = capsys.readouterr().err
    assert "written for another tournament" in err and "Traceback" not in err
    assert main([*argv, "--journal", str(tmp_path)]) == 2
    assert "is a directory" in capsys.readouterr().err


def test_one_run_at_a_time_writes_a_journal(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    head = header(GAME, PLAYERS, BOTS, DEALS, SEED, OPTIONS)
    with Journal(path, head, 12), pytest.raises(JournalMismatch, match="in use by another run"):
        _run(path)
    assert len(_run(path).per_deal["random"]) == DEALS  # the lock went with the first


def test_a_level_whose_spec_changed_is_not_resumed(tmp_path: Path) -> None:
    """A journal names the spec each level stood for; a build where "casual" plays something
    else does not resume it."""
    path = tmp_path / "t.jsonl"
    bots = ["casual", "random"]
    tournament(GAME, PLAYERS, bots, 1, SEED, OPTIONS, workers=1, journal=path)
    head = json.loads(path.read_text(encoding="utf-8").splitlines()[0])
    assert head["bots"] == bots and head["specs"] == ["heuristic", "random"]
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    head["specs"] = ["heuristic:mistakes=0.1", "random"]
    path.write_text(json.dumps(head) + "\n" + "".join(lines[1:]), encoding="utf-8")
    with pytest.raises(JournalMismatch, match="specs"):
        tournament(GAME, PLAYERS, bots, 1, SEED, OPTIONS, workers=1, journal=path)
