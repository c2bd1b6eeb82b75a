"""What a solver worker process runs: its start-up and its jobs. No Qt here, and nothing
of the app but the engine, so that a worker process starts quickly.

:func:`init_worker` is the pool's initializer (:mod:`.pool`): it keeps the generation
counter shared with the app (a ``multiprocessing.Value``, which can be handed over only
when the process starts), lowers the worker's priority so that dragging in the GUI never
waits for a search, and ends the worker when the app's process ends in any way (killed,
crashed), not only when the app shuts the pool down: an orphan would wait for work for
ever. A job gets the generation it was submitted in as its last argument and stops with
``unknown`` as soon as the shared counter has moved on (the app asked for something else,
cancelled, or quits).
"""

from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Callable, Sequence
from typing import Any

from ...engine import Game
from ...engine.analysis import Analysis, analyse
from ...engine.outcomes import Verdict
from ...engine.solver import solve
from ...engine.winnable import solve_code

#: The generation counter shared with the app, set by :func:`init_worker`.
_generation: Any = None


def init_worker(generation: Any) -> None:
    """Worker process start-up: keep the shared counter, run at a lower priority than
    the app, and end with the app's process."""
    global _generation
    _generation = generation
    if hasattr(os, "nice"):  # POSIX: the app's own thread wins when the cores are busy
        with contextlib.suppress(OSError):
            os.nice(10)
    import multiprocessing  # here: the app's start-up does not pay for it

    parent = multiprocessing.parent_process()
    if parent is not None:

        def watch() -> None:
            parent.join()  # returns when the parent process is gone
            os._exit(0)

        threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def cancelled(generation: int) -> Callable[[], bool]:
    """True from the moment the app's counter is no longer ``generation``."""
    shared = _generation

    def check() -> bool:
        return shared is not None and shared.value != generation

    return check


def solve_job(code: str, line: Sequence[str], seconds: float,
              generation: int) -> tuple[str, list[str], int, float]:
    """A hint: replay ``code`` and ``line`` (notation) and solve the position within
    ``seconds``: ``(result, winning line in notation, states, seconds)``."""
    stop = cancelled(generation)
    if stop():
        return ("unknown", [], 0, 0.0)
    game = Game.replay(code, list(line), stack=False)
    sol = solve(game, seconds=seconds, cancel=stop)
    return (sol.result, [str(a) for a in sol.line], sol.states, sol.seconds)


def try_deal(code: str, seconds: float, generation: int) -> dict[str, object]:
    """"Winnable deals only": solve one deal from its start within ``seconds`` (the
    player waits, so the budget is time; the answer is not kept, only the deal. See
    :func:`dsolitaire.engine.winnable.solve_code`)."""
    stop = cancelled(generation)
    if stop():
        return {"code": code, "result": "unknown", "line": [], "states": 0, "seconds": 0.0}
    return solve_code(code, seconds=seconds, cancel=stop)


def analyse_job(code: str, line: Sequence[str], seconds: float | None, states: int | None,
                generation: int) -> Analysis:
    """Where was a game lost: :func:`dsolitaire.engine.analysis.analyse` of ``code`` and
    its actions (notation) within ``seconds`` or ``states`` (the engine's result, which
    pickles as it is). A cancelled analysis keeps what it proved before it stopped."""
    return analyse(code, list(line), seconds=seconds, states=states,
                   cancel=cancelled(generation))


def verdict_job(code: str, states: int, generation: int) -> tuple[Verdict, bool]:
    """The solver's verdict on a deal from its start within ``states`` positions (the
    same on every machine): ``(win | lost | unknown, cancelled)``. A win counts only with
    a line that replays to a won game."""
    stop = cancelled(generation)
    if stop():
        return (Verdict.UNKNOWN, True)
    sol = solve(Game.replay(code, [], stack=False), states=states, cancel=stop)
    if sol.result is Verdict.WIN and not Game.replay(code, sol.line, stack=False).won:
        return (Verdict.UNKNOWN, False)
    return (sol.result, stop())


def daily_job(date: str, mode: str, generation: int) -> str:
    """The daily deal of ``date`` (``YYYY-MM-DD``) in ``mode``: its game code
    (:func:`dsolitaire.engine.daily.daily_deal`; NoDailyDeal when there is none)."""
    import datetime as dt

    from ...engine.daily import daily_deal

    return str(daily_deal(dt.date.fromisoformat(date), mode).code)


def modules_job(generation: int) -> list[str]:
    """The names of the modules the worker process has imported (``sys.modules``): what
    a worker carries (tests and benchmarks check that Qt and the windows are not there)."""
    import sys

    return sorted(sys.modules)
