"""Dependencies point one way: the engine (`tapisvert.core`, `tapisvert.games`) imports only the
standard library and itself; a game imports `core` and its own package, never another game nor a
layer above (`words`, `bots`, `server`...). Read from the sources' import statements."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import tapisvert

ROOT = Path(tapisvert.__file__).resolve().parent


def _imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.append(node.module)
    return names


def _allowed(module: str, own: str) -> bool:
    top = module.split(".")[0]
    if top in sys.stdlib_module_names or top == "__future__":
        return True
    return module == "tapisvert.core" or module.startswith(("tapisvert.core.", own))


def test_the_engine_imports_only_the_standard_library_and_itself() -> None:
    checked = 0
    for path in sorted((ROOT / "core").rglob("*.py")):
        for module in _imports(path):
            assert _allowed(module, "tapisvert.core"), f"{path.name} imports {module}"
        checked += 1
    for package in sorted(p for p in (ROOT / "games").iterdir() if (p / "__init__.py").exists()):
        own = f"tapisvert.games.{package.name}"
        for path in sorted(package.rglob("*.py")):
            for module in _imports(path):
                assert _allowed(module, own), f"{package.name}/{path.name} imports {module}"
            checked += 1
    assert checked > 50
