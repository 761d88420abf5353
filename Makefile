# The two commands a fresh clone needs: `make play` and `make test`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DEVSTAMP := $(VENV)/.installed-dev

# The browser client (web/): npm installs its pinned tools, Vite builds it into the package's static
# files, which `tapisvert serve` serves. Without npm the build is skipped (the server then says so).
WEB_STAMP := web/node_modules/.installed
WEB_INDEX := src/tapisvert/server/static/index.html
# The catalogues the client reads beside its own: the shared words and each game's (.ftl).
WEB_SOURCES := $(shell find web/src -type f 2>/dev/null) web/index.html web/vite.config.ts \
	web/tsconfig.json web/svelte.config.js web/package-lock.json web/scripts/types.mjs \
	$(wildcard src/tapisvert/words/locales/*.ftl src/tapisvert/games/*/locales/*.ftl)
# The schemas the client's types are generated from (web/src/types/, committed).
SCHEMAS := $(wildcard docs/schema/*.json docs/schema/wire/*.json)
HAVE_NPM := $(shell command -v npm 2>/dev/null)

.DEFAULT_GOAL := all
.PHONY: all play test lint typecheck unit bench clean wheel schema golden web web-test types

all: $(DEVSTAMP) web

$(BIN)/python:
	@echo "tapisvert: first run: creating the virtual environment in $(VENV) (once)..."
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# The development install is editable: it runs the sources (nothing is compiled, nothing can be
# stale). The fast build is a wheel: `make wheel`, or `pip install .` (setup.py compiles the rules).
# (Extensions that an older Makefile compiled beside the sources are deleted: they would shadow them.)
$(STAMP): $(BIN)/python pyproject.toml setup.py
	@echo "tapisvert: installing tapisvert into $(VENV) (about a minute the first time)..."
	find src -name '*.so' -delete
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(DEVSTAMP): $(BIN)/python pyproject.toml setup.py
	@echo "tapisvert: installing the development tools and every extra (server, Ray, analysis, RL:"
	@echo "  a few hundred MB from PyPI, and PyTorch's CPU build for the training example: several"
	@echo "  minutes the first time)..."
	find src -name '*.so' -delete
	$(BIN)/python -m pip install --quiet -e '.[dev,web,cluster,analysis,rl,rl-bench,train]'
	touch $@ $(STAMP)

# dist/tapisvert-*.whl with the rules compiled by mypyc (setup.py's COMPILED).
wheel: $(DEVSTAMP)
	rm -rf dist build
	@echo "tapisvert: compiling the rules and search with mypyc into dist/ (two to three minutes)..."
	$(BIN)/python -m pip wheel --quiet --no-deps --no-build-isolation -w dist .

play: $(STAMP)
	$(BIN)/tapisvert play

test: lint typecheck web-test unit

ifdef HAVE_NPM
$(WEB_STAMP): web/package.json web/package-lock.json
	cd web && npm ci --no-audit --no-fund --loglevel=error
	touch $@

$(WEB_INDEX): $(WEB_STAMP) $(WEB_SOURCES) $(SCHEMAS)
	cd web && node scripts/types.mjs
	cd web && npx vite build --logLevel error

web: $(WEB_INDEX)

# The TypeScript types of every game's view and of the wire (frames, events, actions), from
# docs/schema into web/src/types/ (committed; web/src/types/types.test.ts fails when stale).
types: $(WEB_STAMP)
	cd web && node scripts/types.mjs

# svelte-check (types and Svelte diagnostics, warnings fail) and the Vitest unit tests.
web-test: $(WEB_STAMP)
	cd web && npx svelte-check --tsconfig ./tsconfig.json --fail-on-warnings --output human
	cd web && npx vitest run --reporter=dot
else
web web-test types:
	@echo "npm not found: the browser client is not built (web/ needs Node 20+ and npm)"
endif

lint: $(DEVSTAMP)
	$(BIN)/ruff check src tests
	$(BIN)/ruff format --check src tests

typecheck: $(DEVSTAMP)
	$(BIN)/mypy

# The whole suite on the sources; tests/cli/test_wheel.py builds the compiled wheel, installs it in
# a fresh venv and replays the golden matches with it. The browser tests use the built client.
# The tests run on one worker more than the cores, up to 4 (pytest-xdist; TEST_JOBS=1 runs them in
# one process): the browser tests mostly wait on a page and a server, and the extra worker keeps
# the cores busy meanwhile. A module goes to one worker (--dist loadscope), so that its fixtures
# (the wheel build, the local Ray, the browser) are made once; the longest modules start first
# (tests/conftest.py); the 20 slowest tests are listed at the end: CI's time is spent there.
TEST_JOBS ?= $(shell n=$$(nproc 2>/dev/null || echo 1); n=$$((n + 1)); [ $$n -gt 4 ] && n=4; echo $$n)
unit: $(DEVSTAMP) web
	$(BIN)/python -m pytest -n $(TEST_JOBS) --dist loadscope --durations=20

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
	rm -rf web/node_modules src/tapisvert/server/static test-artifacts
	find src -name '*.so' -delete
