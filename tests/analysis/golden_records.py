"""The golden matches (tests/golden/*.txt) as record files, for the analysis tests to read.

The golden playthroughs state each match's inputs and actions; replaying them through a
`Recorder` gives the records `tapisvert simulate --record` would have written. They are written
once per test session, as `<game>-<players>p.jsonl`, in a temporary folder.
"""

from __future__ import annotations

import atexit
import shutil
import tempfile
from pathlib import Path

from tests.golden.playthrough import files, parse

from tapisvert import get_game
from tapisvert.core.records import Recorder, write_record


def _write_records() -> Path:
    folder = Path(tempfile.mkdtemp(prefix="tapisvert-golden-records-"))
    atexit.register(shutil.rmtree, folder, True)
    for path in files():
        inputs = parse(path.read_text(encoding="utf-8"))
        state = get_game(inputs.game).new(inputs.players, inputs.seed, **inputs.options)
        recorder = Recorder(state, inputs.seats)
        for text in inputs.actions:
            recorder.apply(state.parse_action(text))
        with open(folder / f"{path.stem}.jsonl", "w", encoding="utf-8") as fh:
            write_record(fh, recorder.record())
    return folder


GOLDEN = _write_records()
