"""A solver worker carries the engine and nothing of Qt or the windows (an idle worker of
the whole app would hold some 40 MB instead of 15): checked inside real workers, the one
a pool starts here and the one the ``dsolitaire`` console script's app starts (``spawn``
runs the parent's main script again in the child, as ``__mp_main__``)."""

from __future__ import annotations

import json
import subprocess
import sys
from concurrent.futures import Future
from pathlib import Path

from pytestqt.qtbot import QtBot

from dsolitaire.app.workers import jobs
from dsolitaire.app.workers.pool import SolverPool

#: What no worker may have imported: Qt, its bindings and the app's Qt packages.
FORBIDDEN = ("PySide6", "shiboken6", "dsolitaire.app.ui", "dsolitaire.app.table",
             "dsolitaire.app.play", "dsolitaire.app.store")

#: The console script as pip writes it (its top level is what a worker runs again), then
#: a pool's worker asked for its modules.
CONSOLE_SCRIPT = """import sys
from dsolitaire.app.main import main
if __name__ == '__main__':
    import json
    from PySide6.QtCore import QCoreApplication
    from dsolitaire.app.workers import jobs
    from dsolitaire.app.workers.pool import SolverPool

    app = QCoreApplication([])
    pool = SolverPool()
    pool.done.connect(lambda _token, future: (print(json.dumps(future.result())), app.quit()))
    pool.submit(jobs.modules_job)
    app.exec()
    pool.shutdown()
"""


def forbidden(modules: list[str]) -> list[str]:
    return [m for m in modules if m.split(".")[0] in FORBIDDEN
            or any(m == f or m.startswith(f + ".") for f in FORBIDDEN)]


def test_a_pools_worker_imports_the_engine_and_no_qt(qtbot: QtBot) -> None:
    pool = SolverPool()
    with qtbot.waitSignal(pool.done, timeout=30_000) as blocker:
        pool.submit(jobs.modules_job)
    future: Future[list[str]] = blocker.args[1]
    modules = future.result()
    pool.shutdown()
    assert "dsolitaire.engine.solver" in modules
    assert forbidden(modules) == []


def test_the_console_scripts_worker_imports_no_qt(tmp_path: Path) -> None:
    script = tmp_path / "dsolitaire"
    script.write_text(CONSOLE_SCRIPT)
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                          timeout=60, check=True)
    modules = json.loads(done.stdout.splitlines()[-1])
    assert "dsolitaire.engine.solver" in modules
    assert forbidden(modules) == []
