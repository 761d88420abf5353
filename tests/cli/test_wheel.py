"""The installable package: build the wheel (rules compiled by mypyc, as users get it), install it
into a fresh virtual environment, and use it from outside the source tree.

This is also where the compiled build is tested: the development install runs the sources, the
wheel runs the compiled rules, and both must replay the golden playthroughs to the same text.
"""

from __future__ import annotations

import ast
import json
import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

from tapisvert import all_games

ROOT = Path(__file__).parents[2]
GOLDEN = ROOT / "tests" / "golden"


def _imports(module: str, package: Path) -> set[str]:
    """The modules `module` imports anywhere in its body (mypy follows them all), and its
    parent packages."""
    path = package.joinpath(*module.split(".")[1:])
    file = path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
    found = {module.rsplit(".", k)[0] for k in range(1, module.count(".") + 1)}
    for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def test_what_mypyc_compiles_needs_only_the_standard_library() -> None:
    """The wheel's build environment holds setuptools and mypy, nothing else: everything mypyc
    type-checks (the rules, the search tree, the draws, and what they import, imported in a
    function body too) must import only tapisvert and the standard library."""
    package = ROOT / "src" / "tapisvert"
    todo = [
        ".".join(("tapisvert", *path.relative_to(package).with_suffix("").parts)).removesuffix(
            ".__init__"
        )
        for sub in ("games", "bots", "core")
        for path in (package / sub).rglob("*.py")
    ]
    seen: set[str] = set()
    outside: set[str] = set()
    while todo:
        module = todo.pop()
        if module in seen:
            continue
        seen.add(module)
        top = module.split(".")[0]
        if top != "tapisvert":
            if top not in sys.stdlib_module_names and top != "__future__":
                outside.add(module)
            continue
        path = package.joinpath(*module.split(".")[1:])
        if path.is_dir() or path.with_suffix(".py").is_file():
            todo.extend(_imports(module, package))
    assert not outside, f"mypyc's build would need {sorted(outside)}"


def _run(args: list[str], cwd: Path, env: dict[str, str] | None = None) -> str:
    if env is None and args[0] != sys.executable:
        # The wheel's programs run the wheel: a PYTHONPATH naming a source tree (as a test run
        # from a git worktree sets it) would have them import those sources instead.
        env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    done = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, f"{args} failed:\n{done.stdout}\n{done.stderr}"
    return done.stdout


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The bin/ folder of a fresh venv holding only the built wheel."""
    work = tmp_path_factory.mktemp("wheel")
    src = work / "src"
    # Build from a copy of the tracked files, so that the working tree gets no build/ folder.
    files = _run(["git", "ls-files", "-co", "--exclude-standard"], ROOT).split()
    for name in files:
        if (ROOT / name).is_file():
            (src / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, src / name)
    env = {k: v for k, v in os.environ.items() if k != "TAPISVERT_PURE"}
    # Compiled without the C compiler's optimisations: the same compiled code paths (what this
    # module tests) in a fraction of the build time; the benchmarks build the release wheel.
    env["TAPISVERT_OPT_LEVEL"] = "0"
    _run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--no-deps",
            "--no-build-isolation",
            "-w",
            str(work / "dist"),
            str(src),
        ],
        work,
        env,
    )
    (wheel,) = (work / "dist").glob("tapisvert-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    for page in ("sabias", "familles", "seven_seals", "samba", "poch"):
        assert f"tapisvert/games/{page}/rules.md" in names
    assert any(n.endswith("LICENSE") for n in names)
    assert "tapisvert/server/lengths.json" in names  # the lobby's match lengths (GET /api/lengths)
    assert "tapisvert/sim/level_ratings.json" in names  # the levels' ratings (GET /api/games)
    venv = work / "venv"
    _run([sys.executable, "-m", "venv", str(venv)], work)
    _run(
        [
            str(venv / "bin" / "python"),
            "-m",
            "pip",
            "install",
            "--quiet",
            "--no-index",
            "--no-deps",
            str(wheel),
        ],
        work,
    )
    # The wheel's one dependency (fluent.runtime and what it needs) comes from this environment,
    # after the venv's own packages (the wheel's tapisvert stays first; no network here).
    import fluent.runtime

    deps = Path(fluent.runtime.__file__).resolve().parents[2]
    (site,) = (venv / "lib").glob("python*/site-packages")
    (site / "tapisvert-test-deps.pth").write_text(f"{deps}\n")
    return venv / "bin"


def test_the_wheel_lists_games_and_prints_rules(installed: Path, tmp_path: Path) -> None:
    games = json.loads(_run([str(installed / "tapisvert"), "games", "--json"], tmp_path))
    assert [g["id"] for g in games] == ["sabias", "familles", "seven-seals", "samba", "poch"]
    for game in ("sabias", "seven-seals", "poch"):
        assert "#" in _run([str(installed / "tapisvert"), "rules", game], tmp_path)


def test_the_wheel_simulates_and_replays(installed: Path, tmp_path: Path) -> None:
    record = tmp_path / "sabias.jsonl"
    _run(
        [
            str(installed / "tapisvert"),
            "simulate",
            "sabias",
            "-n",
            "3",
            "--games",
            "3",
            "--workers",
            "1",
            "--record",
            str(record),
            "-o",
            "max_hands=1",
        ],
        tmp_path,
    )
    replayed = _run([str(installed / "tapisvert"), "replay", str(record), "--json"], tmp_path)
    out = json.loads(replayed)
    assert out["ok"] is True and len(out["files"][0]["records"]) == 3
    assert out["summary"]["reproduced"] == 3


# The games whose rules the wheel compiles (setup.py, COMPILED): their packages.
_COMPILED_GAMES = ("sabias", "seven_seals", "familles", "poch", "samba")


def test_the_compiled_rules_replay_the_golden_matches(installed: Path, tmp_path: Path) -> None:
    probe = (
        "import importlib, tapisvert.core.native as n;"
        f" games = {_COMPILED_GAMES!r};"
        " [importlib.import_module('tapisvert.games.' + g) for g in games];"
        " print(all(n.compiled(f'tapisvert.games.{g}.state') for g in games))"
    )
    built = _run([str(installed / "python"), "-c", probe], tmp_path).strip() == "True"
    if sysconfig.get_config_var("CC") and shutil.which("cc"):
        assert built, f"the wheel's {', '.join(_COMPILED_GAMES)} rules were not all compiled"
    check = (
        "import sys; sys.path.insert(0, sys.argv[1]);"
        " from playthrough import files, parse, playthrough;"
        " mine = [p for p in files()"
        " if p.name.startswith(('sabias-', 'seven-seals-', 'familles-', 'poch-', 'samba-'))];"
        " assert {p.name.split('-')[0] for p in mine}"
        " == {'sabias', 'seven', 'familles', 'poch', 'samba'}, mine;"
        " bad = [p.name for p in mine"
        " if playthrough(parse(p.read_text(encoding='utf-8'))) != p.read_text(encoding='utf-8')];"
        " print(bad or 'same')"
    )
    assert _run([str(installed / "python"), "-c", check, str(GOLDEN)], tmp_path).strip() == "same"


# Wrong arguments to the compiled states (sabias, seven-seals, familles, poch, samba), and the
# error each raises (type and words).
_BAD_CALLS = """
import json
from tapisvert import get_game
out = []
for game, players in (
    ("sabias", 3), ("seven-seals", 3), ("familles", 3), ("poch", 3), ("samba", 4)
):
    state = get_game(game).new(players, 7)
    calls = [("view", x) for x in (1.5, "0", True, -1, players, [0])]
    calls += [("observation", x) for x in (1.5, True, -1)]
    legal = float(state.legal_actions()[0])  # a legal id in disguise
    calls += [("apply", x) for x in (1.5, "0", True, None, -1, 10**6, legal)]
    calls += [("action_to_str", x) for x in (1.5, "0", True, -1, 10**6)]
    calls += [("parse_action", x) for x in (5, None, b"take", "fly")]
    calls += [("explain_illegal", x) for x in (1.5, "0", True, None, -1, 10**6)]
    for name, arg in calls:
        try:
            got = getattr(state, name)(arg)
            out.append([game, name, repr(arg), "no error", repr(got)])
        except Exception as exc:
            out.append([game, name, repr(arg), type(exc).__name__, str(exc)])
print(json.dumps(out))
"""


def test_the_compiled_rules_refuse_bad_arguments_as_the_sources_do(
    installed: Path, tmp_path: Path
) -> None:
    """A careless caller meets the protocol's errors, word for word, in the compiled build too
    (an `int` parameter of a compiled method would answer in mypyc's words instead)."""
    compiled = json.loads(_run([str(installed / "python"), "-c", _BAD_CALLS], tmp_path))
    source = json.loads(_run([sys.executable, "-c", _BAD_CALLS], tmp_path))
    assert compiled == source
    assert {row[0] for row in source} == {"sabias", "seven-seals", "familles", "poch", "samba"}
    assert all(row[3] != "no error" for row in source if row[1] != "explain_illegal")


# A few searches of every game with its default ismcts (seeded): the move and the root's statistics.
_SEARCHES = """
import json, random
from tapisvert import all_games
from tapisvert.bots import SeatView, make_bot
out = []
for game in all_games():
    players = min(game.player_counts)
    state = game.new(players, 5)
    rng = random.Random(5)
    steps = 0
    while steps < 8 or len(state.legal_actions()) < 2:  # into the hand, past any bidding
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        steps += 1
    bot = make_bot("ismcts:iterations=60", game, state.to_act, 3)
    move = bot.choose(SeatView.of(state))
    root = sorted((k, c.visits, c.avail, repr(c.total)) for k, c in bot.last_root.children.items())
    out.append([game.id, move, root])
print(json.dumps(out))
"""


def test_the_compiled_search_chooses_as_the_sources_do(installed: Path, tmp_path: Path) -> None:
    """Search's tree (bots/tree.py) and draws (core/draws.py) are compiled in the wheel, with the
    games' playouts; seeded, they make the same moves with the same statistics as the sources."""
    probe = (
        "import tapisvert.bots.tree, tapisvert.core.draws, tapisvert.core.native as n;"
        " print(all(n.compiled(m) for m in ('tapisvert.bots.tree', 'tapisvert.core.draws')))"
    )
    built = _run([str(installed / "python"), "-c", probe], tmp_path).strip() == "True"
    if sysconfig.get_config_var("CC") and shutil.which("cc"):
        assert built, "the wheel's search tree and draws were not compiled"
    compiled = json.loads(_run([str(installed / "python"), "-c", _SEARCHES], tmp_path))
    source = json.loads(_run([sys.executable, "-c", _SEARCHES], tmp_path))
    assert compiled == source
    assert len(source) == 5 and all(len(root) > 1 for _, _, root in source)


_PLAYOUTS = """
import json, random
from tapisvert import all_games
from tapisvert.core.native import compiled
out = []
for game in all_games():
    playout = game.search_hooks().playout
    for players in game.player_counts:
        for seed in range(12):
            state = game.new(players, seed, max_hands=1)
            rng = random.Random(seed)
            for _ in range(seed % 4 * 3):  # some from the start, some from a later position
                if state.to_act is None:
                    break
                legal = state.legal_actions()
                state.apply(legal[rng.randrange(len(legal))])
            playout(state, 0, rng)
            out.append([game.id, players, seed, compiled(type(state).__module__),
                        state.hand_results(), state.progress_marker(), rng.random()])
print(json.dumps(out, default=str))
"""


def test_the_compiled_playouts_play_as_the_sources_do(installed: Path, tmp_path: Path) -> None:
    """Compiled, a game's random playout takes shortcuts the sources do not (`core.native.native`
    chooses: sabias picks the r-th bit of its legal mask, seven-seals acts on its own legal list);
    from the same position and generator both end the hand alike and leave the generator alike."""
    compiled = json.loads(_run([str(installed / "python"), "-c", _PLAYOUTS], tmp_path))
    source = json.loads(_run([sys.executable, "-c", _PLAYOUTS], tmp_path))
    if sysconfig.get_config_var("CC") and shutil.which("cc"):
        assert all(row[3] for row in compiled), "the wheel's rules were not compiled"
    assert not any(row[3] for row in source)
    assert [row[:3] + row[4:] for row in compiled] == [row[:3] + row[4:] for row in source]
    assert len(source) >= 5 * 12


# Every game's compiled tensor writer against its JSON encoder, in the wheel: whole matches of
# random play, every position read by one seat in turn, 64 positions a batch (VectorEnv's way).
_TENSORS = """
import json, random, sys
import numpy as np
from tapisvert import all_games
from tapisvert.core.native import compiled
from tapisvert.rl.tensors import encoder
positions = int(sys.argv[1])
out = []
for game in all_games():
    for players in game.player_counts:
        enc = encoder(game.id, players)
        rows, seats, seen, seed, bad = [], [], 0, 0, []
        while seen < positions:
            state = game.new(players, seed, max_hands=3)
            rng = random.Random(seed)
            while seen < positions:
                rows.append(state.clone())
                seats.append((seen + seed) % players)
                seen += 1
                if len(rows) == 64 or seen == positions:
                    obs = [st.observation(s) for st, s in zip(rows, seats)]
                    if not np.array_equal(enc.encode_states(rows, seats), enc.encode_batch(obs)):
                        bad.append([seed, seen])
                    rows, seats = [], []
                if state.to_act is None:
                    break
                legal = state.legal_actions()
                state.apply(legal[rng.randrange(len(legal))])
            seed += 1
        writer = type(game.new(players, 0)).__module__
        out.append([game.id, players, seen, compiled(writer), bad])
print(json.dumps(out))
"""


def test_the_compiled_tensor_writers_write_the_json_tensor(installed: Path, tmp_path: Path) -> None:
    """Compiled, the games' tensor writers take native paths the sources do not (`native`:
    familles' and samba's loops over the cards, `core.features.blocks_of`); in the wheel, the tensor
    each writes from the state equals the JSON encoder's, bit for bit, over every game and player
    count (tests/rl/test_features.py checks the sources the same way, at 10,000 positions each)."""
    pytest.importorskip("numpy", reason="the tensors need the rl extra: pip install -e '.[rl]'")
    rows = json.loads(_run([str(installed / "python"), "-c", _TENSORS, "1500"], tmp_path))
    if sysconfig.get_config_var("CC") and shutil.which("cc"):
        assert all(row[3] for row in rows), "the wheel's rules were not compiled"
    assert len(rows) == sum(len(g.player_counts) for g in all_games())
    for game_id, players, seen, _, bad in rows:
        assert seen == 1500
        assert not bad, f"{game_id} {players}p: direct and JSON tensors differ at {bad[:3]}"


_LOG_READERS = """
import json, random
from tapisvert.core.native import compiled
from tapisvert.games import get_game
from tapisvert.games.familles import rollout
from tapisvert.games.familles.table import newer_codes
state = get_game("familles").new(4, 1, max_hands=1)
rng = random.Random(1)
steps = same_memory = same_lines = 0
while state.to_act is not None and steps < 40:
    memory = rollout._memory(state)
    lines = state._history_lines(0)
    same_lines += state._history_lines(0) is lines
    legal = state.legal_actions()
    state.apply(legal[rng.randrange(len(legal))])
    same_memory += rollout._memory(state) is memory
    steps += 1
log, codes = state._event_log, []
print(json.dumps({
    "compiled": compiled("tapisvert.games.familles.rollout"),
    "steps": steps,
    "same_memory": same_memory,
    "same_lines": same_lines,
    "walk": newer_codes(log, log, codes) and codes == [],
}))
"""


def test_the_compiled_familles_log_readers_read_only_the_newer_events(
    installed: Path, tmp_path: Path
) -> None:
    """The history's lines and the rollout policy's memory keep the event log they last read and
    read only the events added since (`table.newer_codes`). Compiled, the log was once a chain of
    tuples compared by identity, and mypyc boxed a narrowed node into a new tuple, so the kept
    node was never found and each read went through the whole log: in the wheel, the lines are
    kept between two reads of the same log and the memory across moves of the same deal."""
    result = json.loads(_run([str(installed / "python"), "-c", _LOG_READERS], tmp_path))
    if sysconfig.get_config_var("CC") and shutil.which("cc"):
        assert result["compiled"], "the wheel's rules were not compiled"
    assert result["steps"] == 40
    assert result["same_lines"] == 40, "the history's lines were built again from the same log"
    assert result["same_memory"] == 40, "the rollout memory read the whole log again"
    assert result["walk"]


# VectorEnv's loops (core.batch, compiled) step every game as the sources do: the same seeds,
# actions and outputs; self-play with a step limit (hands cut short), and one learner facing bots.
_VECTOR = """
import hashlib, json
import numpy as np
from tapisvert import all_games
from tapisvert.core.native import compiled
from tapisvert.rl.vector import VectorEnv, random_actions
out = []
for game in all_games():
    players = game.player_counts[0]
    for setup in ({"max_steps": 40}, {"learner_seats": 0, "opponents": "heuristic"}):
        env = VectorEnv(game.id, players, 8, seed=3, max_hands=1, **setup)
        rng = np.random.default_rng(3)
        digest = hashlib.sha256()
        obs, _ = env.reset()
        for _ in range(60):
            acts = random_actions(obs["action_mask"], rng)
            obs, rewards, terminated, truncated, _ = env.step(acts)
            for part in (obs["observation"], obs["action_mask"], obs["seat"], rewards,
                         terminated, truncated):
                digest.update(np.ascontiguousarray(part).tobytes())
        env.close()
        out.append([game.id, sorted(setup), compiled("tapisvert.core.batch"), digest.hexdigest()])
print(json.dumps(out))
"""


def test_the_compiled_vector_loops_step_as_the_sources_do(installed: Path, tmp_path: Path) -> None:
    """`rl.VectorEnv` steps its tables, reads their masks and writes their rows by `core.batch`'s
    loops, compiled in the wheel: with the same seeds and actions, every game's observations,
    masks, seats, rewards and flags come out the same from the wheel and from the sources (hands
    ending, cut short by `max_steps`, and bots playing inside `step`)."""
    pytest.importorskip("gymnasium", reason="VectorEnv needs the rl extra: pip install -e '.[rl]'")
    compiled = json.loads(_run([str(installed / "python"), "-c", _VECTOR], tmp_path))
    source = json.loads(_run([sys.executable, "-c", _VECTOR], tmp_path))
    if sysconfig.get_config_var("CC") and shutil.which("cc"):
        assert all(row[2] for row in compiled), "the wheel's core.batch was not compiled"
    assert not any(row[2] for row in source)
    assert [row[:2] + row[3:] for row in compiled] == [row[:2] + row[3:] for row in source]
    assert len(source) == 2 * len(all_games())
