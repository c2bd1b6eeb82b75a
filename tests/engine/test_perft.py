"""Perft: the number of legal action sequences to depth 3 from pinned positions.

``tests/data/perft.txt`` is written by ``benchmarks/perft.py`` (its header describes the
format). Any drift of the rules or of the move generator changes a count. At depths 1
and 2 the generator is also compared with brute force: every possible action tried with
``play``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from engine_support import ALL_ACTIONS

from dsolitaire.engine import (
    Game,
    IllegalMove,
)

PERFT = Path(__file__).resolve().parent.parent / "data" / "perft.txt"


def read_perft() -> list[tuple[str, int, int, list[str]]]:
    rows = []
    for line in PERFT.read_text("utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        code, depth, nodes, *actions = line.split()
        rows.append((code, int(depth), int(nodes), actions))
    return rows


ROWS = read_perft()


def perft(game: Game, depth: int) -> int:
    if depth == 0:
        return 1
    total = 0
    for action in game.legal_actions():
        record = game.play(action)
        total += perft(game, depth - 1)
        game.revert(record)
    return total


def brute_perft(game: Game, depth: int) -> int:
    if depth == 0:
        return 1
    total = 0
    for action in ALL_ACTIONS:
        try:
            record = game.play(action)
        except IllegalMove:
            continue
        total += brute_perft(game, depth - 1)
        game.revert(record)
    return total


def row_id(row: tuple[str, int, int, list[str]]) -> str:
    code, depth, _, actions = row
    return f"{code}+{len(actions)}-d{depth}"


def test_perft_file_covers_all_modes_to_depth_3() -> None:
    starts = {code for code, _, _, actions in ROWS if not actions}
    assert len({code for code, *_ in ROWS}) >= 5
    assert {code[4:7] for code in starts} == {"D1N", "D1V", "D3N", "D3V"}
    assert max(depth for _, depth, _, _ in ROWS) >= 3


@pytest.mark.parametrize("row", ROWS, ids=row_id)
def test_perft(row: tuple[str, int, int, list[str]]) -> None:
    code, depth, nodes, actions = row
    game = Game.replay(code, actions)
    before = game.snapshot()
    assert perft(game, depth) == nodes
    assert game.snapshot() == before


@pytest.mark.parametrize("row", [r for r in ROWS if r[1] <= 2], ids=row_id)
def test_perft_by_brute_force(row: tuple[str, int, int, list[str]]) -> None:
    code, depth, nodes, actions = row
    game = Game.replay(code, actions)
    assert brute_perft(game, depth) == nodes


def test_perft_start_of_the_notation_example() -> None:
    game = Game.from_code("DS1-D1N-AAAAAAB")
    assert perft(game, 1) == 5  # ["3>4", "4>1", "4>7", "5>2", "S"]
