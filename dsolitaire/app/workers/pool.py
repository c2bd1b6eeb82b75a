"""One way to run the solver in another process: :class:`SolverPool`.

A pool has one worker process, started on first use (never before: an idle worker holds
some 15 MB) with the ``spawn`` method (the
pure-Python search holds its own interpreter's lock, so the GUI thread never waits for
it), at a lower priority, and ending with the app (:func:`.jobs.init_worker`). A worker
that died (killed, out of memory) is replaced by a new one at the next job: the pool
heals, and a job never fails because an earlier worker is gone. Cancelling
moves a counter shared with the worker: the running job sees it within a few hundred
states and stops. A job's result comes back as the ``done(token, future)`` signal in the
thread of the pool, never by polling. A pool made with ``idle_ms`` ends its worker when
it has had no job for that long (the next job starts a new one): a worker that is seldom
needed does not sit in memory.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal

if TYPE_CHECKING:  # imported where a worker starts: start-up does not pay for them
    from concurrent.futures import Future, ProcessPoolExecutor


@dataclass(frozen=True)
class _Job:
    """A job as it was submitted: what runs, for whom, and how often it may run again."""

    job: Callable[..., Any]
    args: tuple[Any, ...]
    token: object
    retries: int


class SolverPool(QObject):
    """A solver worker process and its jobs.

    Signals:
        done(token, future): a job ended; ``token`` is what :meth:`submit` was given,
            ``future`` holds its result or its exception (also for a cancelled job,
            whose answer is ``unknown``: compare :attr:`generation`).
    """

    done = Signal(object, object)
    _finished = Signal(object, object)  # (job, future), from the executor's thread

    def __init__(self, parent: QObject | None = None, idle_ms: int | None = None) -> None:
        super().__init__(parent)
        self._executor: ProcessPoolExecutor | None = None
        self._generation: Any = None  # a multiprocessing.Value, shared with the worker
        self._finished.connect(self._on_finished, Qt.ConnectionType.QueuedConnection)
        self._running = 0  # jobs submitted whose done() has not been emitted yet
        self._idle: QTimer | None = None  # ends an idle worker (``idle_ms``)
        if idle_ms is not None:
            self._idle = QTimer(self)
            self._idle.setSingleShot(True)
            self._idle.setInterval(idle_ms)
            self._idle.timeout.connect(self._end_idle)

    @property
    def started(self) -> bool:
        """The worker process is running (or starting)."""
        return self._executor is not None

    @property
    def generation(self) -> int:
        """The counter's value: a job submitted now runs in this generation."""
        return 0 if self._generation is None else int(self._generation.value)

    def _start(self) -> ProcessPoolExecutor:
        """The executor, made on first use; OSError or RuntimeError when no process can
        be started here."""
        if self._executor is None:
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor

            from . import jobs  # the solver with it: not before the first frame

            context = multiprocessing.get_context("spawn")
            self._generation = context.Value("q", 0, lock=False)
            self._executor = ProcessPoolExecutor(max_workers=1, mp_context=context,
                                                 initializer=jobs.init_worker,
                                                 initargs=(self._generation,))
        return self._executor

    def warm_up(self) -> bool:
        """Start the worker process now (it imports the engine, about 0.3 s of a core),
        so that the first job does not wait for that. False when no process can be
        started here (a file-size limit, no shared memory): jobs then fail the same way,
        and their callers do without the solver."""
        if self._executor is not None:
            return True
        try:
            self._start().submit(int)
        except (OSError, RuntimeError):
            self._drop()
            return False
        return True

    def submit(self, job: Callable[..., Any], *args: Any, token: object = None) -> int:
        """Run ``job(*args, generation)`` in the worker; ``done(token, future)`` follows.
        Returns the generation the job runs in. A worker that died is replaced first (and
        a job whose worker dies under it runs once more in a new one); OSError or
        RuntimeError when no process can be started here."""
        return self._submit(_Job(job, args, token, retries=1))

    def _submit(self, entry: _Job) -> int:
        from concurrent.futures.process import BrokenProcessPool

        for attempt in (1, 2):
            executor = self._start()
            generation = self.generation
            try:
                future = executor.submit(entry.job, *entry.args, generation)
            except (BrokenProcessPool, RuntimeError):
                # the worker died since the last job (or the executor was shut down):
                # a new one takes the job
                self._drop()
                if attempt == 2:
                    raise
                continue
            self._running += 1
            if self._idle is not None:
                self._idle.stop()
            future.add_done_callback(lambda f: self._finished.emit(entry, f))
            return generation
        raise AssertionError("unreachable")  # pragma: no cover

    def _on_finished(self, entry: _Job, future: Future[Any]) -> None:
        from concurrent.futures.process import BrokenProcessPool

        self._running = max(0, self._running - 1)
        if (not future.cancelled() and isinstance(future.exception(), BrokenProcessPool)
                and entry.retries > 0 and self._executor is not None):
            # the worker died under the job (killed, out of memory): a new one runs it
            self._drop()
            try:
                self._submit(_Job(entry.job, entry.args, entry.token, entry.retries - 1))
                return
            except (OSError, RuntimeError):
                pass  # no new worker: the job's failure is its answer
        self.done.emit(entry.token, future)
        if self._idle is not None and self._running == 0 and self._executor is not None:
            self._idle.start()  # (a done() handler may have submitted the next job)

    def _end_idle(self) -> None:
        """No job for ``idle_ms``: the worker process ends (the next job starts one)."""
        if self._running == 0:
            self._drop()

    def _drop(self) -> None:
        """Forget the executor (its worker died or never started); the next job starts a
        new one."""
        executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)

    def cancel(self) -> None:
        """Stop the running job (its answer comes back as ``unknown``) and any job
        submitted before now."""
        if self._generation is not None:
            self._generation.value += 1

    def shutdown(self, wait: bool = True) -> None:
        """Cancel, and end the worker process (``wait``: until it has ended, a fraction
        of a second); the next :meth:`submit` starts a new one."""
        self.cancel()
        if self._idle is not None:
            self._idle.stop()
        executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=wait, cancel_futures=True)
