"""The engine at native speed: instructions per action of random play in the compiled wheel, beside
OpenSpiel's hearts, counted by valgrind's callgrind (a figure the machine's load does not move).

Builds the wheel (the rules compiled by mypyc, setup.py's COMPILED, as `make wheel` does) into a
temporary virtual environment, then counts, for each game at its setup below:
- `loop`: random play driven from Python, one hand per match: `game.new(players, seed=i,
  max_hands=1)` to its end, each action `legal[rng.randrange(len(legal))]` (the loop of
  `tapisvert bench`), hand start included;
- `playout`: the same hands played by the game's `playout` search hook (its compiled state's
  `play_randomly`: the same draws, so the same actions), hand start included;
- `start`: a hand start alone, `game.new(players, seed=i, max_hands=1)` and its first
  `legal_actions()`, from a cached `Game`; given in actions' worth (over the instructions of an
  action of the loop, the start taken out).
OpenSpiel's hearts is counted the same two ways: driven from Python by the same loop
(`tapisvert bench --compare openspiel`), and played whole in C++ by `pyspiel.evaluate_bots` with
uniform random bots. Each figure is the difference between a run of `--matches` matches and a
run of twice as many, over the difference in player actions: no start-up, no imports.

    apt-get install valgrind    # Debian's; OpenSpiel comes with the `rl` extra
    .venv/bin/python bench/native_speed.py --write-readme

Slow: callgrind runs a program some 50 times slower (about ten minutes on two cores, plus the
wheel's build). `--python PY` counts with an interpreter where the wheel is already installed.
`--write-readme` puts the table into README.md between its `native_speed.py` markers.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
BEGIN = "<!-- native_speed.py: begin -->"
END = "<!-- native_speed.py: end -->"
# Each game at the player count its figures are quoted at (docs/implementing-a-game.md, "Speed").
SETUPS = [("sabias", 3), ("seven-seals", 4), ("familles", 4), ("samba", 6), ("poch", 4)]
HEARTS = "hearts"
HEARTS_CHANCE = 53  # a hearts deal's chance outcomes: the pass direction, then 52 cards


# --- what runs under callgrind ----------------------------------------------------------------
def child(mode: str, engine: str, players: int, matches: int) -> None:
    """Run `matches` matches of one measure; print the player actions (0 where not counted)."""
    import random

    if engine == HEARTS:
        import pyspiel

        game = pyspiel.load_game(HEARTS)
        actions = 0
        if mode == "loop":  # as `tapisvert.sim.bench.openspiel_engine`
            for seed in range(matches):
                state = game.new_initial_state()
                rng = random.Random(seed)
                while not state.is_terminal():
                    if state.is_chance_node():
                        outcomes = state.chance_outcomes()
                        state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
                    else:
                        legal = state.legal_actions()
                        state.apply_action(legal[rng.randrange(len(legal))])
                        actions += 1
        else:  # "cpp": whole episodes in C++
            bots = [pyspiel.make_uniform_random_bot(p, 1000 + p) for p in range(game.num_players())]
            for seed in range(matches):
                state = game.new_initial_state()
                pyspiel.evaluate_bots(state, bots, seed)
                actions += len(state.history()) - HEARTS_CHANCE
        print(actions)
        return

    from tapisvert.core.native import compiled
    from tapisvert.games import get_game

    game = get_game(engine)
    new = game.new
    state = new(players, 0, max_hands=1)
    if os.environ.get("NATIVE_SPEED_REQUIRE_COMPILED") == "1" and not compiled(
        type(state).__module__
    ):
        raise SystemExit(f"{engine}: the rules are not compiled in this interpreter")
    actions = 0
    if mode == "loop":
        for seed in range(matches):
            state = new(players, seed, max_hands=1)
            rng = random.Random(seed)
            while state.to_act is not None:
                legal = state.legal_actions()
                state.apply(legal[rng.randrange(len(legal))])
                actions += 1
    elif mode == "playout":
        playout = game.search_hooks().playout
        assert playout is not None, f"{engine} has no playout hook"
        for seed in range(matches):
            playout(new(players, seed, max_hands=1), 0, random.Random(seed))
    else:  # "start"
        for seed in range(matches):
            new(players, seed, max_hands=1).legal_actions()
    print(actions)


# --- the parent: build, count, write --------------------------------------------------------
def build_wheel(work: Path, opt_level: str) -> Path:
    """The wheel, built from a copy of the tracked files and installed in a fresh venv in `work`;
    its interpreter. Its dependencies (fluent.runtime, OpenSpiel) come from this interpreter's
    environment, after the venv's own packages (so the wheel's tapisvert comes first)."""
    src = work / "src"
    files = subprocess.run(
        ["git", "ls-files", "-co", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    for name in files:
        if (ROOT / name).is_file():
            (src / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, src / name)
    env = {k: v for k, v in os.environ.items() if k != "TAPISVERT_PURE"}
    env["TAPISVERT_OPT_LEVEL"] = opt_level
    print(f"building the wheel (mypyc, opt level {opt_level}): a few minutes...", flush=True)
    subprocess.run(
        [
            *(sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps"),
            *("--no-build-isolation", "-w", str(work / "dist"), str(src)),
        ],
        cwd=work,
        env=env,
        check=True,
    )
    (wheel,) = (work / "dist").glob("tapisvert-*.whl")
    venv = work / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python = venv / "bin" / "python"
    subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", "--no-index", "--no-deps", str(wheel)],
        check=True,
    )
    import fluent.runtime

    deps = Path(fluent.runtime.__file__).resolve().parents[2]
    (site,) = (venv / "lib").glob("python*/site-packages")
    (site / "native-speed-deps.pth").write_text(f"{deps}\n")
    return python


def count(python: str, mode: str, engine: str, players: int, matches: int) -> tuple[int, int]:
    """(instructions, actions) of one child run under callgrind."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["PYTHONHASHSEED"] = "0"
    env["NATIVE_SPEED_REQUIRE_COMPILED"] = "1"
    with tempfile.TemporaryDirectory() as tmp:
        out = subprocess.run(
            [
                "valgrind",
                "--tool=callgrind",
                f"--callgrind-out-file={Path(tmp) / 'cg.out'}",
                python,
                __file__,
                "--child",
                mode,
                engine,
                str(players),
                str(matches),
            ],
            capture_output=True,
            text=True,
            env=env,
            cwd=tmp,  # not the source tree: the wheel's tapisvert, not the sources
        )
    found = re.search(r"Collected\s*:\s*(\d+)", out.stderr)
    if out.returncode or found is None:
        raise SystemExit(f"{mode} {engine}: callgrind failed:\n{out.stderr[-3000:]}")
    return int(found.group(1)), int(out.stdout.split()[-1])


def measure(python: str, mode: str, engine: str, players: int, matches: int) -> dict[str, float]:
    """Instructions per match and player actions per match: the difference between `matches`
    and twice as many, over the extra matches."""
    ir1, a1 = count(python, mode, engine, players, matches)
    ir2, a2 = count(python, mode, engine, players, 2 * matches)
    result = {"instructions": (ir2 - ir1) / matches, "actions": (a2 - a1) / matches}
    print(json.dumps({"mode": mode, "engine": engine, "players": players, **result}), flush=True)
    return result


def table(figures: dict[tuple[str, str], dict[str, float]], matches: int, command: str) -> str:
    """The README's table, in Markdown."""
    hearts_loop = figures[("loop", HEARTS)]
    hearts_cpp = figures[("cpp", HEARTS)]
    per_hl = hearts_loop["instructions"] / hearts_loop["actions"]
    per_hc = hearts_cpp["instructions"] / hearts_cpp["actions"]
    lines = [
        f"Measured by `{command}` (valgrind's callgrind, `PYTHONHASHSEED=0`, the compiled wheel;"
        f" each figure the difference between one-hand matches of seeds 0 to {2 * matches - 1}"
        f" and 0 to {matches - 1}). Instructions per player action, the hand's start included;"
        " fewer is faster. *vs hearts*: OpenSpiel's hearts driven from Python by the same loop,"
        " over the game (above 1: the game is faster). *Playout*: the hand played by the game's"
        " compiled `playout` hook; *× C++ hearts*: its cost over hearts played whole in C++ by"
        " `evaluate_bots` with uniform random bots (1 would be C++'s speed). *Start*: a new"
        " one-hand match and its first legal actions, in instructions and in the actions of the"
        " loop it is worth.",
        "",
        "| game | actions per hand | Python loop | vs hearts | playout | × C++ hearts"
        " | start | start in actions |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for engine, players in SETUPS:
        loop = figures[("loop", engine)]
        playout = figures[("playout", engine)]
        start = figures[("start", engine)]["instructions"]
        actions = loop["actions"]
        per_loop = loop["instructions"] / actions
        per_playout = playout["instructions"] / actions
        per_action_alone = (loop["instructions"] - start) / actions
        lines.append(
            f"| {engine} {players}p | {actions:,.1f} | {per_loop:,.0f} | {per_hl / per_loop:.2f}×"
            f" | {per_playout:,.0f} | {per_playout / per_hc:.2f}× | {start:,.0f}"
            f" | {start / per_action_alone:.1f} |"
        )
    lines.append(
        f"| OpenSpiel hearts 4p | {hearts_loop['actions']:,.1f} | {per_hl:,.0f} | 1.00×"
        f" | {per_hc:,.0f} (C++) | 1.00× | | |"
    )
    return "\n".join(lines)


def write_readme(text: str) -> None:
    readme = README.read_text(encoding="utf-8")
    start, end = readme.index(BEGIN) + len(BEGIN), readme.index(END)
    README.write_text(readme[:start] + "\n" + text + "\n" + readme[end:], encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--matches", type=int, default=20)
    parser.add_argument("--python", help="an interpreter with the wheel installed (no build)")
    parser.add_argument("--opt-level", default="3", help="the C compiler's (TAPISVERT_OPT_LEVEL)")
    parser.add_argument("--jobs", type=int, default=2, help="callgrind runs at once")
    parser.add_argument("--write-readme", action="store_true")
    parser.add_argument("--child", nargs=4, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        mode, engine, players, matches = args.child
        child(mode, engine, int(players), int(matches))
        return
    if shutil.which("valgrind") is None:
        raise SystemExit("needs valgrind: apt-get install valgrind")
    runs = [(m, e, n) for e, n in SETUPS for m in ("loop", "playout", "start")]
    runs += [("loop", HEARTS, 4), ("cpp", HEARTS, 4)]
    with tempfile.TemporaryDirectory() as tmp:
        python = args.python or str(build_wheel(Path(tmp), args.opt_level))

        def one(run: tuple[str, str, int]) -> dict[str, float]:
            return measure(python, run[0], run[1], run[2], args.matches)

        with ThreadPoolExecutor(args.jobs) as pool:
            done = list(pool.map(one, runs))
    figures = {(m, e): d for (m, e, _), d in zip(runs, done, strict=True)}
    command = "python bench/native_speed.py --write-readme" + (
        f" --matches {args.matches}" if args.matches != 20 else ""
    )
    text = table(figures, args.matches, command)
    print(text)
    if args.write_readme:
        write_readme(text)


if __name__ == "__main__":
    main()
