"""SIGINT (Ctrl+C in a terminal) and SIGTERM end the app as Quit does: the window closes,
so the game is saved, and there is no traceback.

Python runs a signal handler only when the interpreter gets control, and in a Qt app it
mostly does not: the event loop is C++. Without help Ctrl+C raises ``KeyboardInterrupt``
inside whichever Python slot runs next (the clock's, once a second), as a traceback.
:class:`QuitOnSignal` installs handlers that only set a flag, and wakes the event loop
through a socket pair (``signal.set_wakeup_fd``) watched by a ``QSocketNotifier``; the
notifier's slot then asks the window to close, from the event loop, as Quit does.
"""

from __future__ import annotations

import contextlib
import signal
import socket
from collections.abc import Callable
from types import FrameType

from PySide6.QtCore import QObject, QSocketNotifier, QTimer

SIGNALS = tuple(s for s in (signal.SIGINT, getattr(signal, "SIGTERM", None)) if s is not None)


class QuitOnSignal(QObject):
    """While it lives, SIGINT and SIGTERM call ``quit`` from the Qt event loop (once per
    signal). :meth:`restore` puts the previous handlers back."""

    def __init__(self, quit: Callable[[], object], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._quit = quit
        self._pending: list[int] = []
        self._previous: dict[int, object] = {}
        self._old_wakeup = -1
        self._reader, self._writer = socket.socketpair()
        for end in (self._reader, self._writer):
            end.setblocking(False)
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read,
                                         self)
        self._notifier.activated.connect(self._woken)
        self._old_wakeup = signal.set_wakeup_fd(self._writer.fileno(), warn_on_full_buffer=False)
        for number in SIGNALS:
            self._previous[number] = signal.signal(number, self._handle)
        # where the wake-up descriptor is not available (not the case on Linux), a slow
        # timer still lets Python run the handler
        self._tick = QTimer(self)
        self._tick.setInterval(500)
        self._tick.timeout.connect(self._deliver)
        self._tick.start()

    def _handle(self, number: int, _frame: FrameType | None) -> None:
        self._pending.append(number)  # nothing else here: it may run in any slot
        QTimer.singleShot(0, self, self._deliver)

    def _woken(self) -> None:
        with contextlib.suppress(OSError):
            while self._reader.recv(256):
                pass
        self._deliver()

    def _deliver(self) -> None:
        if self._pending:
            self._pending.clear()
            self._quit()

    def restore(self) -> None:
        """The previous handlers again, and no wake-up descriptor of ours."""
        for number, handler in self._previous.items():
            with contextlib.suppress(TypeError, ValueError):
                signal.signal(number, handler)  # type: ignore[arg-type]
        self._previous.clear()
        with contextlib.suppress(ValueError):
            signal.set_wakeup_fd(self._old_wakeup)
        self._notifier.setEnabled(False)
        self._tick.stop()
        for end in (self._reader, self._writer):
            end.close()
