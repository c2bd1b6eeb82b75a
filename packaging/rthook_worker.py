"""PyInstaller runtime hook (packaging/dsolitaire.spec): no Qt in a solver worker.

Every process of the bundle runs the runtime hooks before the app's code, and PySide6's
(``pyi_rth_pyside6``) imports ``PySide6.QtCore`` to register an embedded ``qt.conf``. A
solver worker is the bundle started again by ``multiprocessing`` (``--multiprocessing-fork``;
the resource tracker with ``-c "from multiprocessing.resource_tracker import main…"``),
and neither uses Qt: there QtCore would cost some 10 MB each for nothing. Custom runtime
hooks run before PyInstaller's own, so this one makes PySide6 unimportable in those
processes: PySide6's hook then skips its step (it allows a missing QtCore), and a worker
that reached for Qt would fail at once instead of carrying it.
"""

import sys


def _multiprocessing_child(argv: list[str]) -> bool:
    if len(argv) >= 2 and argv[1] == "--multiprocessing-fork":
        return True  # a worker (multiprocessing.spawn.is_forking)
    return "-c" in argv and any(a.startswith("from multiprocessing.") for a in argv)


if _multiprocessing_child(sys.argv):
    sys.modules["PySide6"] = None  # type: ignore[assignment]
