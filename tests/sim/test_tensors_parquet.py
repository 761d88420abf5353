"""`simulate --format parquet --tensors`: each decision with its tensor, mask, action, returns."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

pq = pytest.importorskip("pyarrow.parquet", reason="pyarrow is not installed ('.[cluster]')")
np = pytest.importorskip("numpy", reason="numpy is in the rl extra ('.[rl]')")

from tapisvert.cli.main import main  # noqa: E402
from tapisvert.games import get_game  # noqa: E402
from tapisvert.rl.tensors import encoder  # noqa: E402
from tapisvert.sim.parquet import DecisionRows  # noqa: E402
from tapisvert.sim.simulate import simulate  # noqa: E402


def _columns(path: Path) -> dict[str, Any]:
    table = pq.read_table(path)
    out: dict[str, Any] = {}
    for name in table.column_names:
        column = table.column(name).combine_chunks()
        if name in ("observation", "action_mask"):
            width = column.type.list_size
            out[name] = column.flatten().to_numpy(zero_copy_only=False).reshape(-1, width)
        else:
            out[name] = column.to_numpy(zero_copy_only=False)
    return out


@pytest.mark.parametrize(("game_id", "players"), [("seven-seals", 4), ("poch", 3)])
def test_decisions_replay_to_their_tensors_and_returns(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, game_id: str, players: int
) -> None:
    record = tmp_path / "run.jsonl"
    args = ["simulate", game_id, "-n", str(players), "--games", "3", "--seed", "11"]
    args += ["--workers", "2", "--bots", "random,heuristic", "-o", "max_hands=2"]
    assert main([*args, "--record", str(record), "--format", "parquet", "--tensors"]) == 0
    capsys.readouterr()
    cols = _columns(tmp_path / "run.tensors.parquet")
    records = [json.loads(line) for line in record.read_text().splitlines()]
    game = get_game(game_id)
    enc = encoder(game_id, players)
    row = 0
    for m, rec in enumerate(records):
        state = game.new(players, rec["seed"], **rec["options"])
        step = 0
        for h, hand in enumerate(rec["hands"]):
            scores = [float(x) for x in hand["result"]["scores"]]
            for seat, text in hand["actions"]:
                assert (cols["match"][row], cols["hand"][row], cols["step"][row]) == (m, h, step)
                assert cols["seed"][row] == rec["seed"] and cols["seat"][row] == seat
                assert cols["bot"][row] == rec["seats"][seat]
                assert np.array_equal(cols["observation"][row], enc.encode_state(state, seat))
                legal = np.flatnonzero(cols["action_mask"][row]).tolist()
                assert legal == sorted(state.legal_actions())
                action = state.parse_action(text)
                assert cols["action"][row] == action
                assert cols["hand_return"][row] == scores[seat]
                assert cols["match_return"][row] == float(rec["result"]["totals"][seat])
                state.apply(action)
                row += 1
                step += 1
        assert state.is_over()
    assert row == len(cols["action"])


def test_decisions_are_flushed_every_k_rows(tmp_path: Path) -> None:
    """Memory stays flat: at most K rows are held before a row group of exactly K is written,
    whatever the length of the run (the last group holds the rest); the file equals a file
    written as one group."""
    game_id, players, k = "seven-seals", 4, 50
    files = {}
    for name, size in (("small", k), ("whole", 1_000_000)):
        path = tmp_path / f"{name}.parquet"
        rows = DecisionRows(path, game_id, players, row_group=size)
        seen: list[int] = []

        def write(outcome: Any, rows: DecisionRows = rows, seen: list[int] = seen) -> None:
            rows(outcome)
            seen.append(rows.buffered)

        simulate(game_id, players, 4, 2, ["random"] * players, {}, workers=1, decisions_to=write)
        rows.close()
        files[name] = path
        if name == "small":
            assert max(seen) < k  # what is kept between matches never reaches K rows
    meta = pq.ParquetFile(files["small"]).metadata
    total = meta.num_rows
    assert total > 3 * k
    sizes = [meta.row_group(g).num_rows for g in range(meta.num_row_groups)]
    assert sizes == [k] * (total // k) + ([total % k] if total % k else [])
    small, whole = _columns(files["small"]), _columns(files["whole"])
    assert small.keys() == whole.keys()
    for name in small:
        assert np.array_equal(small[name], whole[name]), name


def test_tensors_need_parquet(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    record = str(tmp_path / "run.jsonl")
    assert main(["simulate", "poch", "--games", "1", "--record", record, "--tensors"]) == 2
    assert "--tensors goes with --format parquet" in capsys.readouterr().err
