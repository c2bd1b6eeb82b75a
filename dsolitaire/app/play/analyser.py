"""Where did it slip? A played game analysed in a worker process.

:class:`Analyser` runs :func:`dsolitaire.engine.analysis.analyse` (through
:func:`dsolitaire.app.workers.jobs.analyse_job`) in a solver worker of its own
(:class:`~dsolitaire.app.workers.pool.SolverPool`), so that the hints, which cancel their
pool's job at every move, never stop an analysis, and an analysis never stops a hint.
Its answer is the engine's own :class:`~dsolitaire.engine.analysis.Analysis`, sent back
from the worker as it is: what the engine proved, and nothing more (a position is lost
only when the engine's sound search proved it lost).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ...engine import Action, GameCode, GameRecord
from ..workers.pool import SolverPool

if TYPE_CHECKING:  # the futures and the solver: not before the first frame
    from concurrent.futures import Future

    from ...engine.analysis import Analysis

#: The budget of one analysis, in seconds (the engine shares it over its solves).
SECONDS = 20.0
#: The worker (analyses, verdicts, daily deals) ends after this long without a job (ms).
IDLE_MS = 10_000


def played_record(analysis: Analysis, count: int) -> GameRecord:
    """The game's first ``count`` actions as a record (to play on from there)."""
    from ...engine import Game

    actions = analysis.actions[:count]
    return GameRecord(analysis.code, actions, Game.replay(analysis.code, actions))


def winning_record(analysis: Analysis) -> GameRecord | None:
    """The game up to its last winnable position, then the winning line found from there
    (None when no position was proven winnable)."""
    if analysis.last_winnable is None:
        return None
    from ...engine import Game

    actions = (*analysis.actions[: analysis.last_winnable], *analysis.line)
    return GameRecord(analysis.code, actions, Game.replay(analysis.code, actions))


class Analyser(QObject):
    """Analyses one game at a time: ``finished(Analysis)``, or ``failed(message)``
    when the worker process broke down. :meth:`cancel` stops it; what was proven until
    then still comes as ``finished`` (with ``cancelled`` set)."""

    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None, seconds: float | None = SECONDS,
                 states: int | None = None, pool: SolverPool | None = None) -> None:
        super().__init__(parent)
        self.seconds = seconds
        self.states = states
        self.running = False
        self._code: GameCode | None = None
        self._job = 0  # the token of the job whose answer is awaited
        #: the worker (shared with the deals' verdicts, which an analysis goes before)
        self.pool = pool if pool is not None else SolverPool(self, idle_ms=IDLE_MS)
        self.pool.done.connect(self._on_done)

    def start(self, code: GameCode, actions: list[Action] | tuple[Action, ...]) -> None:
        """Analyse the game ``code`` + ``actions`` (a running analysis is cancelled)."""
        self.pool.cancel()  # an analysis before, or a deal's verdict (asked again after)
        self._code = code
        self._job += 1
        self.running = True
        try:
            from ..workers import jobs  # the solver comes with them: first needed here

            self.pool.submit(jobs.analyse_job, str(code), [str(a) for a in actions],
                              self.seconds, self.states, token=self._job)
        except (OSError, RuntimeError) as exc:  # no process can be started here
            self.running = False
            self.failed.emit(str(exc) or type(exc).__name__)

    def cancel(self) -> None:
        """Stop the analysis that runs (its answer, so far, still comes)."""
        if self.running:
            self.pool.cancel()

    def shutdown(self) -> None:
        """End the worker process (the next :meth:`start` starts a new one)."""
        self.running = False
        self.pool.shutdown(wait=True)

    def _on_done(self, token: object, future: Future[Analysis]) -> None:
        if not isinstance(token, int) or token != self._job or not self.running:
            return
        self.running = False
        assert self._code is not None
        try:
            analysis = future.result()
        except Exception as exc:  # the worker broke down: said, never a verdict
            self.failed.emit(str(exc) or type(exc).__name__)
            return
        self.finished.emit(analysis)
