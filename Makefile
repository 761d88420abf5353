# The two commands a fresh clone needs: `make play` and `make test`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DEVSTAMP := $(VENV)/.installed-dev
.PHONY: play test lint typecheck unit bench clean wheel schema golden

$(BIN)/python:
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# The development install is editable: it runs the sources (nothing is compiled, nothing can be
# stale). The fast build is a wheel: `make wheel`, or `pip install .` (setup.py compiles the rules).
# (Extensions that an older Makefile compiled beside the sources are deleted: they would shadow them.)
$(STAMP): $(BIN)/python pyproject.toml setup.py
	find src -name '*.so' -delete
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(DEVSTAMP): $(BIN)/python pyproject.toml setup.py
	find src -name '*.so' -delete
	$(BIN)/python -m pip install --quiet -e '.[dev,web,cluster,analysis,rl,rl-bench]'
	touch $@ $(STAMP)

# dist/tapisvert-*.whl with the rules compiled by mypyc (setup.py's COMPILED).
wheel: $(DEVSTAMP)
	rm -rf dist build
	$(BIN)/python -m pip wheel --quiet --no-deps --no-build-isolation -w dist .

play: $(STAMP)
	$(BIN)/tapisvert play

test: lint typecheck unit

lint: $(DEVSTAMP)
	$(BIN)/ruff check src tests

typecheck: $(DEVSTAMP)
	$(BIN)/mypy

# The whole suite on the sources; tests/cli/test_wheel.py builds the compiled wheel, installs it in
# a fresh venv and replays the golden matches with it.
unit: $(DEVSTAMP)
	$(BIN)/python -m pytest

# The JSON Schema of every game's view (docs/schema/), regenerated from the view types.
schema: $(STAMP)
	$(BIN)/tapisvert schema --write docs/schema

# Rewrite the golden playthroughs (tests/golden/*.txt) from their inputs: after an intended change
# of behaviour only, and review the diff.
golden: $(STAMP)
	$(BIN)/python tests/golden/playthrough.py --write

# The benchmark of the development install (sources); for the compiled figures install the wheel.
bench: $(STAMP)
	$(BIN)/tapisvert bench

clean:
	rm -rf $(VENV) build dist src/*.egg-info .mypy_cache .pytest_cache .ruff_cache
	find src -name '*.so' -delete
