"""The solver's verdict on each deal played, found in the background once a game of the
deal is recorded (its worker starts then, not while the player plays): winnable, lost or
unknown, kept with the game in the history (its ``verdict``; a verdict found after the
game was written updates its row), so that the statistics know which deals could be won.

:class:`DealJudge` solves each new deal from its start in a solver worker (a
:class:`~dsolitaire.app.workers.pool.SolverPool` it shares with the analysis: the
analysis cancels a running verdict, which is then asked again), within a budget in
states, so the answer is the same on every machine. ``lost`` is said only when the sound
search proved it, ``winnable`` only with a line that replays.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ...engine import GameCode
from ...engine.outcomes import Verdict
from ..workers.pool import SolverPool

if TYPE_CHECKING:  # the futures: not before the first frame
    from concurrent.futures import Future

#: The solver's budget for one deal (positions).
VERDICT_STATES = 100_000
#: How often a verdict cancelled by an analysis is asked again.
RETRIES = 3


class DealJudge(QObject):
    """Finds the verdict on each deal it is given: ``judged(code, verdict)`` with a
    :class:`~dsolitaire.engine.outcomes.Verdict`, win or lost (an undecided deal says
    nothing: its games stay unknown). Nothing runs until :meth:`start` (the window
    starts it at once)."""

    judged = Signal(str, object)

    def __init__(self, pool: SolverPool, parent: QObject | None = None,
                 states: int = VERDICT_STATES) -> None:
        super().__init__(parent)
        self.pool = pool
        self.states = states
        self.started = False
        self.verdicts: dict[str, Verdict] = {}  # every deal judged
        self._asked: dict[str, int] = {}  # the deals asked for: how often
        self._waiting: list[str] = []  # deals given before start()
        pool.done.connect(self._on_done)

    def start(self) -> None:
        """From now on, judge each deal given (and those given already)."""
        self.started = True
        waiting, self._waiting = self._waiting, []
        for code in waiting:
            self.judge(code)

    def judge(self, code: GameCode | str) -> None:
        """Find the verdict on ``code`` (once a deal)."""
        text = str(code)
        if text in self.verdicts or text in self._asked:
            return
        if not self.started:
            if text not in self._waiting:
                self._waiting.append(text)
            return
        self._submit(text)

    def _submit(self, code: str) -> None:
        self._asked[code] = self._asked.get(code, 0) + 1
        try:
            from ..workers import jobs  # the solver comes with them: first needed here

            self.pool.submit(jobs.verdict_job, code, self.states, token=("verdict", code))
        except (OSError, RuntimeError):  # no process can be started here: no verdicts
            self.verdicts[code] = Verdict.UNKNOWN

    def _on_done(self, token: object, future: Future[tuple[Verdict, bool]]) -> None:
        if not (isinstance(token, tuple) and token[0] == "verdict"):
            return  # the analysis's job
        code = str(token[1])
        try:
            spelt, cancelled = future.result()
            result = Verdict.read(spelt) or Verdict.UNKNOWN
        except Exception:  # the worker broke down: the deal stays unknown
            result, cancelled = Verdict.UNKNOWN, False
        if cancelled and self.pool.started and self._asked.get(code, 0) <= RETRIES:
            self._submit(code)  # after what cancelled it (not after a shutdown: at quit)
            return
        self._asked.pop(code, None)
        self.verdicts[code] = result
        if result is not Verdict.UNKNOWN:
            self.judged.emit(code, result)
