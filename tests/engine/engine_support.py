"""Shared helpers of the engine tests (plain functions and data, no fixtures)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from dsolitaire.engine import (
    FOUNDATION,
    RANK,
    RED,
    SLOT0,
    STOCK_CLICK,
    WASTE,
    Action,
    Game,
)

DATA_DIR = Path(__file__).resolve().parent.parent / "data"

#: Every action the notation can write, built from place numbers: n>m (n == m too), n>F,
#: W>n, W>F, Fk>n and S. Trying them all with ``play`` is the brute-force move generator.
ALL_ACTIONS: tuple[Action, ...] = (
    *(Action(n, m) for n in range(9) for m in range(9)),
    *(Action(n, FOUNDATION) for n in range(9)),
    *(Action(WASTE, m) for m in range(9)),
    Action(WASTE, FOUNDATION),
    *(Action(SLOT0 + k, m) for k in range(8) for m in range(9)),
    STOCK_CLICK,
)

#: The positions and lines found by benchmarks/find_scenarios.py.
SCENARIOS: dict[str, Any] = json.loads((DATA_DIR / "scenarios.json").read_text("utf-8"))


def position(key: str) -> tuple[Game, dict[str, Any]]:
    """The game after the action line of a scenario, and the scenario's entry."""
    entry = SCENARIOS[key]
    return Game.replay(entry["code"], entry["actions"].split()), entry


def fits(card: int, top: int) -> bool:
    """rules.md: opposite colour and exactly one rank lower."""
    return RANK[card] == RANK[top] - 1 and RED[card] != RED[top]
