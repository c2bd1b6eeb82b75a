"""The game history at 100,000 games: time to record one game (one transaction, WAL,
fsync as SQLite does), to compute every statistic, to open Game ▸ Statistics… (the
figures and the first page of the History tab, shown), and to run
``dsolitaire --stats --json`` in a fresh process. Targets (issue 18): Statistics open
<= 0.5 s and ``--stats --json`` <= 0.5 s at 100,000 games (issue 21: with the solver's
verdict on every game's deal, and the figures that count the winnable deals).

Usage: python benchmarks/history.py [--games N] [--runs R]
"""

from __future__ import annotations

import argparse
import os
import random
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from dsolitaire.app.store.history_db import MODES, History  # noqa: E402

LINE = " ".join(["S", "W>F", "5>3"] * 100)  # a 300-action line


def fill(path: Path, games: int) -> float:
    """Record 200 games as the app does, then the rest in bulk as another tool would;
    the mean time of one recorded game (ms)."""
    history = History(path)
    rnd = random.Random(1)
    start = time.perf_counter()
    for i in range(200):
        history.add(f"DS1-{MODES[i % 4]}-AAAAAAA", "won" if rnd.random() < 0.4 else "lost",
                       rnd.randint(-104, 1400), rnd.randint(100, 400), rnd.uniform(60, 900),
                       LINE)
    per_record = (time.perf_counter() - start) / 200 * 1000
    history.close()
    db = sqlite3.connect(path)
    db.executemany(
        "INSERT INTO games (code, ended_at, result, score, moves, seconds, line, verdict)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [(f"DS1-{MODES[i % 4]}-AAAAAAA",
          f"2026-01-{1 + i // 86400 % 28:02d}T{i // 3600 % 24:02d}:{i // 60 % 60:02d}:"
          f"{i % 60:02d}.000Z", "won" if rnd.random() < 0.4 else "lost",
          rnd.randint(-104, 1400), rnd.randint(100, 400), rnd.uniform(60, 900), LINE,
          rnd.choice(("winnable", "winnable", "lost", "unknown")))  # schema 2's verdict
         for i in range(games - 200)])
    db.commit()
    db.close()
    return per_record


def statistics_open(save: Path, runs: int) -> float:
    """Median seconds from Game ▸ Statistics… to the window shown with its figures."""
    from PySide6.QtWidgets import QApplication

    from dsolitaire.app.store.settings import APPLICATION, ORGANIZATION, Settings
    from dsolitaire.app.ui.statistics import StatisticsDialog
    from dsolitaire.app.ui.window import MainWindow
    from dsolitaire.engine import GameCode

    app = QApplication.instance() or QApplication([])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    times = []
    for _ in range(runs):
        window = MainWindow(Settings(), GameCode.parse("DS1-D1N-AAAAAAB"), save_path=save)
        window.show()
        app.processEvents()
        start = time.perf_counter()
        window.stats_action.trigger()
        app.processEvents()
        elapsed = time.perf_counter() - start
        dialog = next(w for w in app.topLevelWidgets()
                      if isinstance(w, StatisticsDialog) and w.isVisible())
        assert dialog.cells["all", 0].text() != "0"
        times.append(elapsed)
        dialog.close()
        window.close()
        window.deleteLater()
        app.processEvents()
    return statistics.median(times)


def stats_json(home: Path, runs: int) -> float:
    env = dict(os.environ, DSOLITAIRE_PROFILE=str(home))
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        done = subprocess.run([sys.executable, "-m", "dsolitaire", "--stats", "--json"],
                              env=env, cwd=ROOT, capture_output=True, text=True, check=True)
        times.append(time.perf_counter() - start)
        assert '"played"' in done.stdout
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="dsolitaire-bench-") as folder:
        home = Path(folder)
        os.environ["XDG_CONFIG_HOME"] = str(home / "config")  # no real settings touched
        data = home / "data"
        data.mkdir()
        path = data / "history.sqlite3"
        per_record = fill(path, args.games)
        history = History(path)
        start = time.perf_counter()
        stats = history.statistics()
        figures = time.perf_counter() - start
        assert stats["all"]["played"] == args.games
        history.close()
        opening = statistics_open(data / "current-game.json", args.runs)
        command = stats_json(home, args.runs)
    print(f"games: {args.games}, runs: {args.runs}, load average: "
          f"{os.getloadavg()[0]:.1f}; targets: statistics_open and stats_json <= 0.5 s")
    print(f"history_record_one: {per_record:.2f} ms")
    print(f"history_statistics_sql: {figures * 1000:.0f} ms")
    print(f"statistics_open: {opening:.3f} s")
    print(f"stats_json: {command:.3f} s")


if __name__ == "__main__":
    main()
