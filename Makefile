# Double Solitaire: make run | make test | make lint | make bench | make docs | make package | make translations
# Opt-in, with a C compiler: make compile (the solver with mypyc) | make clean-compiled
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
ifeq ($(OS),Windows_NT)
BIN := $(VENV)/Scripts
endif
PY := $(BIN)/python
STAMP := $(VENV)/.installed
# the extras the test venv gets; CI adds "cluster" so that the Dask test runs there
EXTRAS ?= test

.PHONY: run test lint typecheck docs bench package test-packaging test-windows translations clean \
	compile clean-compiled

$(PY):
	$(PYTHON) -m venv $(VENV)

$(STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[$(EXTRAS)]"
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/dsolitaire

lint: $(STAMP)
	$(BIN)/ruff check dsolitaire tests benchmarks packaging docs resources/cards resources/sounds
	$(BIN)/mypy --strict dsolitaire

# docs/rules.<lang>.md from resources/rules/ and the engine's numbers
docs: $(STAMP)
	$(PY) docs/make_rules.py

# Two passes: the tests in parallel processes (pytest-xdist, one a core), then the few that
# need the machine to themselves (marker alone: Orca, the AT-SPI bus, timed starts) one at a
# time. The sweeps (marker sweep: kill -9 at every moment, random play) run only with
# SWEEPS=1, as .ci/run sets. JOBS=0 runs the first pass in this one process too.
JOBS ?= auto
SWEEPS ?= 0
ifeq ($(SWEEPS),1)
TESTS := not packaging
else
TESTS := not packaging and not sweep
endif
test: lint
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q -n $(JOBS) -m "$(TESTS) and not alone"
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q -m "$(TESTS) and alone"

# The .ts files are the sources: lupdate adds new strings (unfinished) and marks gone ones
# vanished; translate them (Qt Linguist: $(BIN)/pyside6-linguist), then lrelease makes
# the .qm files the app loads. English carries only the plural forms.
TS_DIR := resources/translations
# every .py under dsolitaire/app/, its packages included (make's wildcard is not recursive)
rwildcard = $(foreach d,$(wildcard $(1:=/*)),$(call rwildcard,$d,$2) $(filter $(subst *,%,$2),$d))
APP_SOURCES := $(sort $(call rwildcard,dsolitaire/app,*.py))
translations: $(STAMP)
	$(BIN)/pyside6-lupdate -locations none -no-obsolete $(APP_SOURCES) \
		-ts $(TS_DIR)/dsolitaire_da.ts $(TS_DIR)/dsolitaire_de.ts
	$(BIN)/pyside6-lupdate -locations none -no-obsolete -pluralonly $(APP_SOURCES) \
		-ts $(TS_DIR)/dsolitaire_en.ts
	for ts in $(TS_DIR)/*.ts; do $(BIN)/pyside6-lrelease -silent $$ts -qm $${ts%.ts}.qm; done

package: $(STAMP)
	$(PY) -m pip install --quiet -e ".[package]"
	$(PY) packaging/build.py

# Builds the Linux bundle and .deb, unpacks it and runs the installed --self-test.
test-packaging: $(STAMP)
	$(PY) -m pip install --quiet -e ".[test,package]"
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q -m packaging tests/packaging -rA

# Builds the Windows bundle and installer under Wine (Debian 12, as root: installs Wine and
# the rest itself), starts both plainly under Xvfb and uninstalls. See packaging/README.md.
test-windows: $(STAMP)
	$(PY) packaging/windows/wine_check.py

bench: $(STAMP)
	$(PY) benchmarks/engine.py
	$(PY) benchmarks/startup.py
	$(PY) benchmarks/drag.py
	$(PY) benchmarks/memory.py
	$(PY) benchmarks/memory_idle.py
	$(PY) benchmarks/deck_render.py
	$(PY) benchmarks/startup_saved.py
	$(PY) benchmarks/startup_window.py
	$(PY) benchmarks/save_per_move.py
	$(PY) benchmarks/history.py
	$(PY) benchmarks/startup_decks.py

# Opt-in: the solver compiled with mypyc (a C compiler needed; about 2.7x the positions a
# second). The extension lies beside solver.py and shadows it for every import (app,
# workers, tests, benchmarks); solver.py stays the source and the fallback. make package
# compiles it for the bundle by itself where it can. See packaging/compile_solver.py and
# docs/solver-speed.md.
compile: $(STAMP)
	$(PY) -m pip install --quiet -e ".[package]"
	$(PY) packaging/compile_solver.py

clean-compiled:
	$(PYTHON) packaging/compile_solver.py --clean

clean:
	rm -rf $(VENV) build dist .pytest_cache .mypy_cache .ruff_cache
	rm -f dsolitaire/engine/solver.*.so dsolitaire/engine/solver__mypyc.*.so \
		dsolitaire/engine/solver.*.pyd dsolitaire/engine/solver__mypyc.*.pyd \
		dsolitaire/engine/solver.compiled-from
