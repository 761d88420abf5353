"""The browser renders the engine's messages exactly as `tapisvert.words` does in Python.

Real messages of every game (the events of a random playout, the legal actions' words, the
prompts, the cards' names, the hands' breakdowns) are rendered here in every language for a seat
and for a spectator, written to a file, and web/src/lib/parity.test.ts renders them again with
@fluent/bundle (Vitest) and compares. Skips where npm's tools are not installed (`make web`).
"""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tapisvert import all_games
from tapisvert.core.messages import Message
from tapisvert.words import LANGS, Words

WEB = Path(__file__).resolve().parents[2] / "web"
NAMES = ["Ana", "Bruno", "Chloé", "Dário", "Émile", "Fátima"]


def messages() -> list[Message]:
    """A few hundred messages the games say along one random playout each."""
    out: list[Message] = []
    for game in all_games():
        state = game.new(game.player_counts[0], 5, max_hands=1)
        rng = random.Random(5)
        out.extend(game.card_message(c) for c in state.card_inventory()[:12])
        step = 0
        while not state.is_over() and step < 400:
            if step % 7 == 0:
                infos = state.action_infos()
                out.extend(i.message for i in infos[:4])
                prompt = state.prompt()
                if prompt is not None:
                    out.append(prompt)
            before = state.clone()
            action = rng.choice(state.legal_actions())
            state.apply(action)
            for event in game.events(before, action, state):
                out.append(event.message)
                if event.private is not None:
                    out.append(event.private)
            step += 1
        for hand in range(state.hands_finished()):
            out.extend(game.describe_hand(state.hand_result(hand)))
    return out


def samples() -> list[dict[str, Any]]:
    out = []
    for i, message in enumerate(messages()):
        me = None if i % 3 == 0 else i % 2
        for lang in LANGS:
            words = Words(lang, me=me, names=lambda s: NAMES[s])
            text = words(message)
            out.append(
                {"lang": lang, "me": me, "names": NAMES, "message": message.to_json(), "text": text}
            )
    return out


def test_the_browser_renders_every_message_as_the_terminal(tmp_path: Path) -> None:
    npx = shutil.which("npx")
    if npx is None or not (WEB / "node_modules" / ".bin" / "vitest").exists():
        pytest.skip("the browser client's tools are not installed (make web)")
    path = tmp_path / "samples.json"
    path.write_text(json.dumps(samples(), ensure_ascii=False), encoding="utf-8")
    run = subprocess.run(
        [npx, "vitest", "run", "src/lib/parity.test.ts"],
        cwd=WEB,
        env={**os.environ, "TAPISVERT_PARITY": str(path)},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-2000:]
