"""Deals proven winnable: the shipped lists' format and one solver job for a deal.

A list (``resources/deals/winnable-<MODE>.txt``) has one deal a line: its game code, then
a winning line in the notation of ``docs/notation.md``, separated by spaces. Blank lines
and lines starting with ``#`` are ignored.

:func:`solve_code` is the job that the app's "Winnable deals only" search, the list maker
(``benchmarks/find_winnable.py``) and the winnability table (``benchmarks/winnability.py``)
send to worker processes: it takes and returns plain data, so it pickles anywhere.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from .code import GameCode
from .errors import EngineError
from .game import Game
from .solver import solve


def solve_code(code: str, seconds: float,
               cancel: Callable[[], bool] | threading.Event | None = None,
               ) -> dict[str, object]:
    """Solve the deal of ``code`` from its start for at most ``seconds``.

    Returns ``{"code", "result" ("win", "lost" or "unknown"), "line" (notation texts,
    empty unless won), "states", "seconds"}``; a win's line is checked to replay to a won
    game (if it did not, the answer would be ``unknown``).
    """
    game = Game(GameCode.parse(code))
    solution = solve(game, seconds=seconds, cancel=cancel)
    line = [str(action) for action in solution.line]
    result = solution.result
    if result == "win" and not Game.replay(code, line, stack=False).won:
        result, line = "unknown", []
    return {"code": str(game.code), "result": result, "line": line,
            "states": solution.states, "seconds": round(solution.seconds, 3)}


def read_deal_list(text: str) -> list[tuple[GameCode, list[str]]]:
    """The deals of a list and their winning lines; lines whose code does not parse are
    left out (a damaged file loses only its bad lines)."""
    deals: list[tuple[GameCode, list[str]]] = []
    for raw in text.splitlines():
        words = raw.split()
        if not words or words[0].startswith("#"):
            continue
        try:
            code = GameCode.parse(words[0])
        except EngineError:
            continue
        deals.append((code, words[1:]))
    return deals
