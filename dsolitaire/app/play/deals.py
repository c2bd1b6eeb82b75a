"""Winnable deals: the shipped lists (Vegas modes) and a background search (Normal modes).

The search solves random deals in a worker process, one deal at a time, until one is
proven winnable. It runs in a process (a ``concurrent.futures.ProcessPoolExecutor`` with
the "spawn" context: no fork of a Qt process), because the pure-Python search holds the
GIL and a thread would stall the GUI. :meth:`WinnableFinder.cancel` stops the worker and
waits for its process to end: nothing is left running after a cancel or a close.
"""

from __future__ import annotations

import random
from collections.abc import Collection
from functools import cache
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from ...engine import GameCode
from ...engine.winnable import read_deal_list
from ..store.resources import resources_dir
from ..workers import jobs

if TYPE_CHECKING:  # imported where a worker starts: start-up does not pay for them
    from concurrent.futures import Future, ProcessPoolExecutor

#: Seconds of search a deal: Normal deals are nearly all won well within it.
SECONDS_A_DEAL = 2.0


@cache
def shipped_deals(mode: str) -> tuple[GameCode, ...]:
    """The deals proven winnable shipped for a mode such as ``D1V`` (none if the list is
    missing or unreadable)."""
    path = resources_dir() / "deals" / f"winnable-{mode}.txt"
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeError):
        return ()
    return tuple(code for code, _line in read_deal_list(text) if code.mode_text == mode)


def random_deal(draw: int, vegas: bool) -> GameCode:
    """The next deal the search tries: a uniformly random one."""
    return GameCode.random(draw, vegas)


def pick_shipped(draw: int, vegas: bool, played: Collection[str] = ()) -> GameCode | None:
    """A random deal from the shipped list of a mode, or None when it has none.

    Deals whose code is in ``played`` are left for last: a player who wants winnable
    deals goes through the whole list before a deal comes again."""
    deals = shipped_deals(GameCode(0, draw, vegas).mode_text)
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
        self._vegas = False
        self._executor: ProcessPoolExecutor | None = None
        self._event: Any = None
        self._future: Future[dict[str, object]] | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(30)
        self._timer.timeout.connect(self._poll)

    def running(self) -> bool:
        return self._executor is not None

    def start(self, draw: int, vegas: bool = False) -> None:
        """Start (or restart) the search for a deal of this mode."""
        self.cancel()
        self._draw, self._vegas = draw, vegas
        self.count = 0
        try:
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor

            context = multiprocessing.get_context("spawn")
            self._event = context.Event()
            self._executor = ProcessPoolExecutor(
                max_workers=1, mp_context=context, initializer=jobs.init,
                initargs=(self._event,))
            self._submit()
        except (OSError, RuntimeError) as exc:  # no process can be started here
            self._fail(exc)
            return
        self._timer.start()

    def _fail(self, exc: BaseException) -> None:
        self.cancel()
        self.failed.emit(str(exc) or type(exc).__name__)

    def cancel(self) -> None:
        """Stop the search and wait for the worker process to end (a fraction of a
        second: the solver looks at the cancel event every few hundred positions)."""
        self._timer.stop()
        executor, self._executor = self._executor, None
        self._future = None
        if executor is not None:
            self._event.set()
            executor.shutdown(wait=True, cancel_futures=True)

    def _submit(self) -> None:
        assert self._executor is not None
        code = random_deal(self._draw, self._vegas)
        self._future = self._executor.submit(jobs.try_deal, str(code), self.seconds)

    def _poll(self) -> None:
        future = self._future
        if future is None or not future.done():
            return
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
