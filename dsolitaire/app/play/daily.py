"""Game ▸ Daily deal: today's deal of the chosen mode, the same for every player
(:func:`dsolitaire.engine.daily.daily_deal`, found in a solver worker: a Normal mode's
takes a few solves). A daily deal is an ordinary game code: typing it in replays it."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ...engine import GameCode
from ..workers.pool import SolverPool

if TYPE_CHECKING:  # the futures: not before the first frame
    from concurrent.futures import Future


class DailyDeals(QObject):
    """Finds the daily deal of a date and mode: ``found(date, code)`` (``date`` as
    ``YYYY-MM-DD``, ``code`` a :class:`GameCode`) or ``failed(message)``; each one once a
    session (kept)."""

    found = Signal(str, object)
    failed = Signal(str)

    def __init__(self, pool: SolverPool, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = pool
        self.known: dict[tuple[str, str], GameCode] = {}
        pool.done.connect(self._on_done)

    def find(self, date: dt.date, mode: str) -> None:
        key = (date.isoformat(), mode)
        if key in self.known:
            self.found.emit(key[0], self.known[key])
            return
        try:
            from ..workers import jobs  # the solver comes with them: first needed here

            self.pool.submit(jobs.daily_job, key[0], mode, token=("daily", *key))
        except (OSError, RuntimeError) as exc:  # no process can be started here
            self.failed.emit(str(exc) or type(exc).__name__)

    def _on_done(self, token: object, future: Future[str]) -> None:
        if not (isinstance(token, tuple) and token[0] == "daily"):
            return
        key = (str(token[1]), str(token[2]))
        try:
            code = GameCode.parse(future.result())
        except Exception as exc:  # no list for a Vegas mode, or the worker broke down
            self.failed.emit(str(exc) or type(exc).__name__)
            return
        self.known[key] = code
        self.found.emit(key[0], code)
