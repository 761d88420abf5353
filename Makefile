# The two commands a fresh clone needs: `make play` and `make test`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DEVSTAMP := $(VENV)/.installed-dev
# The compiled sabias rules (setup.py) are rebuilt whenever a source they depend on changes.
NATIVE := $(VENV)/.native
NATIVE_SOURCES := setup.py $(wildcard src/tapisvert/games/sabias/*.py src/tapisvert/core/*.py)

.PHONY: play test lint typecheck unit bench clean native

$(BIN)/python:
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# The stamps install pure Python; $(NATIVE) compiles, once.
$(STAMP): $(BIN)/python pyproject.toml
	TAPISVERT_PURE=1 $(BIN)/python -m pip install --quiet -e .
	touch $@

$(DEVSTAMP): $(BIN)/python pyproject.toml
	TAPISVERT_PURE=1 $(BIN)/python -m pip install --quiet -e '.[dev,web]'
	touch $@ $(STAMP)

$(NATIVE): $(STAMP) $(NATIVE_SOURCES)
	$(BIN)/python -m pip install --quiet --no-deps -e .
	touch $@

native: $(NATIVE)

play: $(STAMP) $(NATIVE)
	$(BIN)/tapisvert play

test: lint typecheck unit

lint: $(DEVSTAMP)
	$(BIN)/ruff check src tests

typecheck: $(DEVSTAMP)
	$(BIN)/mypy

# The whole suite on the compiled build, then sabias' own tests again in pure Python.
unit: $(DEVSTAMP) $(NATIVE)
	$(BIN)/python -m pytest
	TAPISVERT_PURE=1 $(BIN)/python -m pytest tests/games/sabias tests/golden tests/conformance -k sabias

bench: $(STAMP) $(NATIVE)
	$(BIN)/tapisvert bench

clean:
	rm -rf $(VENV) build src/*.egg-info .mypy_cache .pytest_cache .ruff_cache
	find src -name '*.so' -delete
