# The two commands a fresh clone needs: `make play` and `make test`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DEVSTAMP := $(VENV)/.installed-dev
# The compiled sabias rules (setup.py) are rebuilt whenever a source they depend on changes.
NATIVE := $(VENV)/.native
NATIVE_SOURCES := setup.py $(wildcard src/tapisvert/games/sabias/*.py src/tapisvert/core/*.py)

# The browser client (web/): npm installs its pinned tools, Vite builds it into the package's static
# files, which `tapisvert serve` serves. Without npm the build is skipped (the server then says so).
WEB_STAMP := web/node_modules/.installed
WEB_INDEX := src/tapisvert/server/static/index.html
WEB_SOURCES := $(shell find web/src -type f 2>/dev/null) web/index.html web/vite.config.ts \
	web/tsconfig.json web/svelte.config.js web/package-lock.json
HAVE_NPM := $(shell command -v npm 2>/dev/null)

.DEFAULT_GOAL := all
.PHONY: all play test lint typecheck unit bench clean native web web-test

all: $(DEVSTAMP) $(NATIVE) web

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

test: lint typecheck web-test unit

ifdef HAVE_NPM
$(WEB_STAMP): web/package.json web/package-lock.json
	cd web && npm ci --no-audit --no-fund --loglevel=error
	touch $@

$(WEB_INDEX): $(WEB_STAMP) $(WEB_SOURCES)
	cd web && npx vite build --logLevel error

web: $(WEB_INDEX)

# svelte-check (types and Svelte diagnostics, warnings fail) and the Vitest unit tests.
web-test: $(WEB_STAMP)
	cd web && npx svelte-check --tsconfig ./tsconfig.json --fail-on-warnings --output human
	cd web && npx vitest run --reporter=dot
else
web web-test:
	@echo "npm not found: the browser client is not built (web/ needs Node 20+ and npm)"
endif

lint: $(DEVSTAMP)
	$(BIN)/ruff check src tests

typecheck: $(DEVSTAMP)
	$(BIN)/mypy

# The whole suite on the compiled build, then sabias' own tests again in pure Python.
unit: $(DEVSTAMP) $(NATIVE) web
	$(BIN)/python -m pytest
	TAPISVERT_PURE=1 $(BIN)/python -m pytest tests/games/sabias tests/golden tests/conformance -k sabias

bench: $(STAMP) $(NATIVE)
	$(BIN)/tapisvert bench

clean:
	rm -rf $(VENV) build src/*.egg-info .mypy_cache .pytest_cache .ruff_cache
	rm -rf web/node_modules src/tapisvert/server/static test-artifacts
	find src -name '*.so' -delete
