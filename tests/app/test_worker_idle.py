"""No worker process runs before it is needed (an idle one holds some 15 MB): the hints'
starts at the first H, and a pool made with ``idle_ms`` ends its worker after that long
without a job; the next job starts a new one."""

from __future__ import annotations

import multiprocessing

from helpers.gui import key, open_window
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from dsolitaire.app.workers import jobs
from dsolitaire.app.workers.pool import SolverPool
from dsolitaire.engine import STOCK


def test_no_worker_runs_while_the_player_plays_until_h(qtbot: QtBot) -> None:
    window, driver = open_window(qtbot, "DS1-D1N-ABCDEFG")
    for _ in range(3):
        driver.click(STOCK)
    qtbot.wait(200)
    assert multiprocessing.active_children() == []
    key(qtbot, window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Winning line"),
                    timeout=30_000)
    assert len(multiprocessing.active_children()) == 1
    window.close()
    assert multiprocessing.active_children() == []


def test_an_idle_worker_ends_and_the_next_job_starts_one(qtbot: QtBot) -> None:
    pool = SolverPool(idle_ms=300)
    with qtbot.waitSignal(pool.done, timeout=30_000):
        pool.submit(jobs.daily_job, "2026-12-01", "D1N")
    assert pool.started
    qtbot.waitUntil(lambda: not pool.started, timeout=5_000)  # 0.3 s without a job
    qtbot.waitUntil(lambda: multiprocessing.active_children() == [], timeout=5_000)
    with qtbot.waitSignal(pool.done, timeout=30_000) as blocker:
        pool.submit(jobs.modules_job)
    assert "dsolitaire.engine" in blocker.args[1].result()
    pool.shutdown()
