# Every target sets up .venv first (once; again only when pyproject.toml or
# constraints.txt change), so a fresh clone needs nothing but `make serve`
# or `make test`.
PYTHON ?= python3.11
VENV   := .venv
BIN    := $(VENV)/bin
export NO_MKDOCS_2_WARNING := 1
STAMP  := $(VENV)/.installed
# From package-lock.json: Pyodide, which the site serves itself for in-page code (the build copies
# it from node_modules), and axe-core for the browser tests.
NODE_STAMP := node_modules/.installed

.PHONY: setup serve build test accept bench lint clean bench-scale check-torch check-portable lesson review

setup: $(STAMP) $(NODE_STAMP)

$(STAMP): pyproject.toml constraints.txt
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -c constraints.txt -e '.[dev]'
	@touch $@

$(NODE_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

serve: $(STAMP) $(NODE_STAMP)
	$(BIN)/mkdocs serve --dirty --dev-addr 127.0.0.1:8000

build: $(STAMP) $(NODE_STAMP)
	$(BIN)/mkdocs build --strict --site-dir site

test: $(STAMP) $(NODE_STAMP)
	$(BIN)/ruff check .
	$(BIN)/python -m pytest

accept: $(STAMP)
	$(BIN)/python -m pathshala accept

# A new lesson, wired into nav and the roadmap with a first recorded snippet:
# make lesson N=06 SLUG=tensors  (refuses to overwrite anything; title and module come from the roadmap)
lesson: $(STAMP)
	@test -n "$(N)" -a -n "$(SLUG)" || (echo 'usage: make lesson N=06 SLUG=slug [TITLE="…" for a lesson not on the roadmap]' >&2; exit 2)
	$(BIN)/python -m pathshala lesson --number "$(N)" --slug "$(SLUG)" --title "$(TITLE)"

# What a reviewer wants first about one lesson (no build, no run): make review L=07
review: $(STAMP)
	@test -n "$(L)" || (echo "usage: make review L=07" >&2; exit 2)
	@$(BIN)/python -m pathshala review --lesson "$(L)"

# Every snippet again under this machine's other CPU kernels (torch's dispatch level,
# numpy's SIMD targets, threads): a recording must hold on every machine.
check-portable: $(STAMP)
	$(BIN)/python -m pathshala check-portable

# A drift report for another torch, in its own environment: make check-torch TORCH=2.14.1
check-torch: $(STAMP)
	@test -n "$(TORCH)" || (echo "usage: make check-torch TORCH=<version>" >&2; exit 2)
	$(BIN)/python -m pathshala check-torch --torch $(TORCH)

bench: $(STAMP) $(NODE_STAMP)
	$(BIN)/python bench/build_bench.py

# A synthetic course of LESSONS lesson pages (default 91): builds, serve edits, first view (README)
bench-scale: $(STAMP) $(NODE_STAMP)
	$(BIN)/python bench/scale_bench.py --lessons $(or $(LESSONS),91)

lint: $(STAMP)
	$(BIN)/ruff check .

clean:
	rm -rf site .cache
