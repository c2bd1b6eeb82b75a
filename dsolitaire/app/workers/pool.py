"""One way to run the solver in another process: :class:`SolverPool`.

A pool has one worker process, started on first use with the ``spawn`` method (the
pure-Python search holds its own interpreter's lock, so the GUI thread never waits for
it), at a lower priority, and ending with the app (:func:`.jobs.init_worker`). Cancelling
moves a counter shared with the worker: the running job sees it within a few hundred
states and stops. A job's result comes back as the ``done(token, future)`` signal in the
thread of the pool, never by polling.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, Signal

from . import jobs

if TYPE_CHECKING:  # imported where a worker starts: start-up does not pay for them
    from concurrent.futures import ProcessPoolExecutor


class SolverPool(QObject):
    """A solver worker process and its jobs.

    Signals:
        done(token, future): a job ended; ``token`` is what :meth:`submit` was given,
            ``future`` holds its result or its exception (also for a cancelled job,
            whose answer is ``unknown``: compare :attr:`generation`).
    """

    done = Signal(object, object)
    _finished = Signal(object, object)  # (token, future), from the executor's thread

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._executor: ProcessPoolExecutor | None = None
        self._generation: Any = None  # a multiprocessing.Value, shared with the worker
        self._finished.connect(self.done, Qt.ConnectionType.QueuedConnection)

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

            context = multiprocessing.get_context("spawn")
            self._generation = context.Value("q", 0, lock=False)
            self._executor = ProcessPoolExecutor(max_workers=1, mp_context=context,
                                                 initializer=jobs.init_worker,
                                                 initargs=(self._generation,))
        return self._executor

    def warm_up(self) -> None:
        """Start the worker process now (it imports the engine, about 0.3 s of a core),
        so that the first job does not wait for that."""
        if self._executor is None:
            self._start().submit(int)

    def submit(self, job: Callable[..., Any], *args: Any, token: object = None) -> int:
        """Run ``job(*args, generation)`` in the worker; ``done(token, future)`` follows.
        Returns the generation the job runs in."""
        executor = self._start()
        generation = self.generation
        future = executor.submit(job, *args, generation)
        future.add_done_callback(lambda f: self._finished.emit(token, f))
        return generation

    def cancel(self) -> None:
        """Stop the running job (its answer comes back as ``unknown``) and any job
        submitted before now."""
        if self._generation is not None:
            self._generation.value += 1

    def shutdown(self, wait: bool = True) -> None:
        """Cancel, and end the worker process (``wait``: until it has ended, a fraction
        of a second); the next :meth:`submit` starts a new one."""
        self.cancel()
        executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=wait, cancel_futures=True)
