# Every target sets up .venv first (once; again only when pyproject.toml or
# constraints.txt change), so a fresh clone needs nothing but `make serve`
# or `make test`.
PYTHON ?= python3.11
VENV   := .venv
BIN    := $(VENV)/bin
export NO_MKDOCS_2_WARNING := 1
STAMP  := $(VENV)/.installed
# Arguments reach the programs through the environment, never the recipe line: there make would
# expand `$(shell …)` in a value and the shell would read quotes and newlines. `$(value X)` is the
# text as given, taken once (no expansion), and exported as it is.
override N := $(value N)
override SLUG := $(value SLUG)
override TITLE := $(value TITLE)
override L := $(value L)
override TORCH := $(value TORCH)
override BASE := $(value BASE)
override LESSONS := $(value LESSONS)
override REPEAT := $(value REPEAT)
override RUNS := $(value RUNS)
override PAGES := $(value PAGES)
export N SLUG TITLE L TORCH BASE LESSONS REPEAT RUNS PAGES
# From package-lock.json: Pyodide, which the site serves itself for in-page code (the build copies
# it from node_modules), and axe-core for the browser tests.
NODE_STAMP := node_modules/.installed
# The same project under ProperDocs (make check-properdocs): its own venv, from the same pins plus the
# `properdocs` extra of pyproject.toml.
PD_VENV  := .venv-properdocs
PD_STAMP := $(PD_VENV)/.installed

.PHONY: help setup serve build test test-fast accept bench lint clean bench-scale bench-reader check-torch check-portable check-properdocs lesson check-pr review

## make setup: fill .venv (pyproject.toml, constraints.txt) and node_modules (package-lock.json); every target does it first
setup: $(STAMP) $(NODE_STAMP)

$(STAMP): pyproject.toml constraints.txt
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -c constraints.txt -e '.[dev]'
	@touch $@

$(PD_STAMP): pyproject.toml constraints.txt
	@test -x $(PD_VENV)/bin/python || $(PYTHON) -m venv $(PD_VENV)
	$(PD_VENV)/bin/python -m pip install --quiet --upgrade pip
	$(PD_VENV)/bin/python -m pip install --quiet -c constraints.txt -e '.[properdocs]'
	@touch $@

$(NODE_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

## make serve: build and serve the site on http://127.0.0.1:8000, re-rendering what you edit
serve: $(STAMP) $(NODE_STAMP)
	$(BIN)/python -m pathshala_mkdocs serve --dirty --dev-addr 127.0.0.1:8000

## make build: strict build of the site into site/ (a minute or two cold)
build: $(STAMP) $(NODE_STAMP)
	$(BIN)/python -m pathshala_mkdocs build --strict --site-dir site

## make test: ruff and every test, site builds and browser tests included (about 28 min on 2 cores)
test: $(STAMP) $(NODE_STAMP)
	$(BIN)/ruff check .
	$(BIN)/python -m pytest

## make test-fast: ruff and the tests that build no site and drive no browser (pytest -m "not site and not browser")
test-fast: $(STAMP) $(NODE_STAMP)
	$(BIN)/ruff check .
	$(BIN)/python -m pytest -m "not site and not browser"

## make accept: run what changed, record the outputs (snippets/**/*.out), list the claims they no longer support
accept: $(STAMP)
	$(BIN)/python -m pathshala accept

# A new lesson, wired into nav and the roadmap with a first recorded snippet:
# make lesson N=06 SLUG=tensors  (refuses to overwrite anything; title and module come from the roadmap)
## make lesson N=09 SLUG=modules: scaffold a lesson; title and module from course/roadmap.yml
lesson: $(STAMP)
	$(BIN)/python -m pathshala lesson

# What a reviewer wants first about one lesson (no build, no run): make review L=07
## make review L=07: one lesson as a reviewer wants it (time by section, terms, references, the gate's problems)
review: $(STAMP)
	@$(BIN)/python -m pathshala review

# Every snippet again under this machine's other CPU kernels (torch's dispatch level,
# numpy's SIMD targets, threads): a recording must hold on every machine.
## make check-portable: every snippet again under this CPU's other kernels and rounding directions
check-portable: $(STAMP)
	$(BIN)/python -m pathshala check-portable

## make check-torch TORCH=2.14.1: a drift report for another torch, in its own environment
check-torch: $(STAMP)
	$(BIN)/python -m pathshala check-torch

# The site built four ways, each the best of REPEAT builds (default 5; REPEAT=1 is the smallest run)
## make bench: the site built four ways (REPEAT=1 is the smallest run)
bench: $(STAMP) $(NODE_STAMP)
	$(BIN)/python bench/build_bench.py

# A synthetic course of LESSONS lesson pages (default 91): builds, serve edits (REPEAT of each kind, default 3),
# first view (contributing/benchmarks.md)
## make bench-scale: a synthetic course of LESSONS pages (default 91): builds, serve edits, first view
bench-scale: $(STAMP) $(NODE_STAMP)
	$(BIN)/python bench/scale_bench.py

# A reader's phone: Lighthouse's mobile preset (slow 4G, 4x slower CPU) on the home page and every lesson
# (or PAGES, space-separated), served gzip-compressed from 127.0.0.1; the median of RUNS runs a page
# (default 3), then the worst page (README)
## make bench-reader: Lighthouse's mobile preset on the home page and every lesson (or PAGES)
bench-reader: $(STAMP) $(NODE_STAMP)
	$(BIN)/python bench/reader_bench.py

# Which code paths (SECURITY.md: the boundary) a change touches since BASE, so a reviewer knows what
# needs a code review: make check-pr BASE=main
## make check-pr BASE=main: which paths of a change are code (need a code review) and which content
check-pr: $(STAMP)
	$(BIN)/python -m pathshala check-pr

# The site built by MkDocs and by ProperDocs (its own venv, .venv-properdocs), compared file for file: every
# page must be the same but the generator meta (bench/compare_sites.py --properdocs; contributing/maintaining.md)
## make check-properdocs: the site built by ProperDocs (its own venv) and by MkDocs, compared page for page
check-properdocs: $(STAMP) $(NODE_STAMP) $(PD_STAMP)
	$(BIN)/python bench/compare_sites.py --properdocs $(PD_VENV)/bin/python

## make lint: ruff and mypy (the engine's types)
lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy   # the engine's types ([tool.mypy] in pyproject.toml; tests/test_types.py in the suite)

## make clean: remove site/ and the run cache
clean:
	rm -rf site .cache

# Every target's `## make …: what it does` line, above it, is its help: no list to keep in step.
## make help: every target, one line each (this list)
help:
	@sed -n 's/^## //p' $(MAKEFILE_LIST)
