"""Deals proven winnable: the shipped lists' format and one solver job for a deal.

A list (``resources/deals/winnable-<MODE>.txt``) has one deal a line: its game code, then
a winning line in the notation of ``docs/notation.md``, separated by spaces. Blank lines
and lines starting with ``#`` are ignored as deals. The first comment line
``# states: N`` records the list's budget (:func:`read_list_states`): every line of the
list is the one that ``solve(Game(code), states=N)`` finds from the deal's start, on any
machine, since a budget in states splits the search by states alone. The D1V list's deals
under the comment line ``# from winnable-D3V.txt: …`` are the D3V list's (issue 27): each
line is the one ``solve(Game(D3V code), states=N)`` finds, with every click of k cards
written as k clicks (:func:`~.solver.line_as_draw1`; Vegas draw 3 is a restriction of
Vegas draw 1 on the same deal number), which wins the D1V deal of that number.

:func:`solve_code` is the job that the app's "Winnable deals only" search, the list maker
(``benchmarks/find_winnable.py``) and the winnability table (``benchmarks/winnability.py``)
send to worker processes: it takes and returns plain data, so it pickles anywhere.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Iterable, Sequence

from .code import GameCode
from .errors import EngineError
from .game import Game
from .outcomes import Verdict

#: The budget of the shipped lists and the default of the tools that make them and the
#: winnability table (positions; the daily deal's budget too, :data:`.daily.DAILY_STATES`).
LIST_STATES = 200_000

_STATES_LINE = re.compile(r"#\s*states:\s*([0-9][0-9_,]*)\s*")


def solve_code(code: str, states: int | None = None, *, seconds: float | None = None,
               cancel: Callable[[], bool] | threading.Event | None = None,
               ) -> dict[str, object]:
    """Solve the deal of ``code`` from its start within ``states`` positions (the same
    answer and line on every machine) or, for the GUI's search, within ``seconds``.

    With both, ``seconds`` is only an outer bound (see :func:`~.solver.solve`). Returns
    ``{"code", "result" ("win", "lost" or "unknown"), "line" (notation texts, empty
    unless won), "states", "seconds"}``; a win's line is checked to replay to a won game
    (if it did not, the answer would be ``unknown``).
    """
    if states is None and seconds is None:
        raise ValueError("solve_code needs a budget: states or seconds")
    game = Game(GameCode.parse(code))
    from .solver import solve  # here: the app reads the lists at start, not the solver

    solution = solve(game, seconds=seconds, states=states, cancel=cancel)
    line = [str(action) for action in solution.line]
    result = solution.result
    if result is Verdict.WIN and not Game.replay(code, line, stack=False).won:
        result, line = Verdict.UNKNOWN, []
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


def read_list_states(text: str) -> int | None:
    """The budget in states that a list records (its first ``# states: N`` comment
    line), or None when it records none.

    >>> read_list_states("# states: 200_000\\nDS1-D1N-AAAAAAB S\\n")
    200000
    """
    for raw in text.splitlines():
        found = _STATES_LINE.fullmatch(raw.strip())
        if found:
            return int(found.group(1).replace("_", "").replace(",", ""))
    return None


def format_deal_list(states: int, deals: Iterable[tuple[str, Sequence[str]]],
                     comments: Sequence[str] = ()) -> str:
    """A list's text: the ``# states: N`` line, further ``#`` comment lines, then one
    line a deal (code and winning line)."""
    lines = [f"# states: {states}", *(f"# {c}" for c in comments)]
    lines += [" ".join([code, *line]) for code, line in deals]
    return "\n".join(lines) + "\n"
