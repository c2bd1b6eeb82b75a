"""Winnable deals: the shipped lists (Vegas modes) and a background search (Normal modes).

The search solves random deals in a worker process, one deal at a time, until one is
proven winnable. It runs in the app's one kind of solver process
(:class:`~dsolitaire.app.workers.pool.SolverPool`: spawned, at a lower priority, ending
with the app), because the pure-Python search holds the GIL and a thread would stall the
GUI. :meth:`WinnableFinder.cancel` stops the worker and waits for its process to end:
nothing is left running after a cancel or a close.
"""

from __future__ import annotations

import random
from collections.abc import Collection
from functools import cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ...engine import GameCode, Mode
from ...engine.winnable import read_deal_list
from ..resources import resources_dir
from ..workers.pool import SolverPool

if TYPE_CHECKING:
    from concurrent.futures import Future

#: Seconds of search a deal: Normal deals are nearly all won well within it.
SECONDS_A_DEAL = 2.0


@cache
def shipped_deals(mode: Mode) -> tuple[GameCode, ...]:
    """The deals proven winnable shipped for a mode such as ``D1V`` (none if the list is
    missing or unreadable)."""
    path = resources_dir() / "deals" / f"winnable-{mode}.txt"
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeError):
        return ()
    return tuple(code for code, _line in read_deal_list(text) if code.mode == mode)


def random_deal(draw: int, vegas: bool) -> GameCode:
    """The next deal the search tries: a uniformly random one."""
    return GameCode.random(draw, vegas)


def pick_shipped(mode: Mode, played: Collection[str] = ()) -> GameCode | None:
    """A random deal from the shipped list of a mode, or None when it has none.

    Deals whose code is in ``played`` are left for last: a player who wants winnable
    deals goes through the whole list before a deal comes again."""
    deals = shipped_deals(mode)
    fresh = [code for code in deals if str(code) not in played]
    return random.choice(fresh or deals) if deals else None


class WinnableFinder(QObject):
    """Solves random deals of one draw mode (Normal scoring) in a worker process until
    one is proven winnable: ``found(GameCode)``; ``tried(n)`` after each deal that was
    not; ``failed(message)`` if the worker process broke down."""

    found = Signal(object)
    tried = Signal(int)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None, seconds: float | None = None) -> None:
        super().__init__(parent)
        self.seconds = SECONDS_A_DEAL if seconds is None else seconds
        self.count = 0
        self._draw = 1
        self._pool: SolverPool | None = None

    def start(self, draw: int) -> None:
        """Start (or restart) the search for a deal of this draw (Normal scoring: the
        Vegas modes deal from the shipped lists, :func:`pick_shipped`)."""
        self.cancel()
        self._draw = draw
        self.count = 0
        pool = SolverPool(self)
        pool.done.connect(lambda _token, future: self._on_done(pool, future))
        self._pool = pool
        try:
            self._submit()
        except (OSError, RuntimeError) as exc:  # no process can be started here
            self._fail(exc)

    def _fail(self, exc: BaseException) -> None:
        self.cancel()
        self.failed.emit(str(exc) or type(exc).__name__)

    def cancel(self) -> None:
        """Stop the search and wait for the worker process to end (a fraction of a
        second: the solver looks at the shared counter every few hundred positions)."""
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=True)
            pool.deleteLater()

    def _submit(self) -> None:
        assert self._pool is not None
        code = random_deal(self._draw, False)
        from ..workers import jobs  # the solver comes with them: first needed here

        self._pool.submit(jobs.try_deal, str(code), self.seconds)

    def _on_done(self, pool: SolverPool, future: Future[dict[str, object]]) -> None:
        if pool is not self._pool or future.cancelled():
            return  # a cancelled search's last answer
        try:
            answer = future.result()
            self.count += 1
            if answer["result"] == "win":
                self.cancel()
                self.found.emit(GameCode.parse(str(answer["code"])))
                return
            self._submit()
        except Exception as exc:  # a worker that died: BrokenProcessPool and the like
            self._fail(exc)
            return
        self.tried.emit(self.count)
