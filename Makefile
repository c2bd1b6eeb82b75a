# Double Solitaire: make run | make test | make lint | make bench | make package
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
ifeq ($(OS),Windows_NT)
BIN := $(VENV)/Scripts
endif
PY := $(BIN)/python
STAMP := $(VENV)/.installed

.PHONY: run test lint typecheck bench package test-packaging clean

$(PY):
	$(PYTHON) -m venv $(VENV)

$(STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[test]"
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/dsolitaire

lint: $(STAMP)
	$(BIN)/ruff check dsolitaire tests benchmarks packaging docs
	$(BIN)/mypy --strict dsolitaire/engine
	$(BIN)/mypy dsolitaire/app

test: lint
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q -m "not packaging"

package: $(STAMP)
	$(PY) -m pip install --quiet -e ".[package]"
	$(PY) packaging/build.py

# Builds the Linux bundle and .deb, unpacks it and runs the installed --self-test.
test-packaging: $(STAMP)
	$(PY) -m pip install --quiet -e ".[test,package]"
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q -m packaging tests/packaging -rA

bench: $(STAMP)
	$(PY) benchmarks/engine.py
	$(PY) benchmarks/startup.py
	$(PY) benchmarks/drag.py
	$(PY) benchmarks/memory.py

clean:
	rm -rf $(VENV) build dist .pytest_cache .mypy_cache .ruff_cache
