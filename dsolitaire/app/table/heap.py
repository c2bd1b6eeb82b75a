"""Giving the C heap's free pages back to the system, once the table is quiet.

What Qt frees (a resized window's backing store, a table's card pixmaps at their old
size, a deal's items laid out again) goes back to glibc's heap, not to the system: glibc
returns only the free top of the heap by itself, and the next allocations of other sizes
land in the holes. Over a long session of resizes and new deals the process's resident
memory then creeps up by what it once held, though nothing is live there (measured with
``benchmarks/soak.py``, issue 30). ``malloc_trim`` gives every free page back; it costs a
few milliseconds on a heap of 100 MB, so :class:`HeapTrim` calls it once the table has been
left alone for a while after such a change, never in the middle of one.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QGuiApplication

#: How long after the last change that frees much the heap is trimmed.
QUIET_MS = 2000


def trim_heap() -> None:
    """Give the C heap's free pages back to the system (glibc's ``malloc_trim``); nothing
    where the C library has no such call (musl, macOS, Windows)."""
    if not sys.platform.startswith("linux"):
        return
    import ctypes

    try:
        trim = ctypes.CDLL(None).malloc_trim  # the C library the process runs on
    except (OSError, AttributeError):
        return
    trim(0)


class HeapTrim(QObject):
    """Trims the heap :data:`QUIET_MS` after the last :meth:`soon` (a new deal, a resize):
    a run of changes, a window dragged to its size, trims once at its end."""

    def __init__(self, parent: QObject, quiet_ms: int = QUIET_MS) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(quiet_ms)
        self._timer.timeout.connect(self._trim)

    def soon(self) -> None:
        self._timer.start()  # again from the start: only the last of a run trims

    def _trim(self) -> None:
        if QGuiApplication.mouseButtons() != Qt.MouseButton.NoButton:
            self._timer.start()  # a drag has begun: not in the middle of it
            return
        trim_heap()
