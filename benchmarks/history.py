"""The game history: time to record one game (one transaction, WAL, fsync as SQLite does)
and to compute every statistic from 10 000 recorded games.

Usage: python benchmarks/history.py
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dsolitaire.app.store.history_db import MODES, History

GAMES = 10_000
LINE = " ".join(["S", "W>F", "5>3"] * 100)  # a 300-action line


def main() -> None:
    folder = Path(tempfile.mkdtemp(prefix="dsolitaire-bench-"))
    history = History(folder / "history.sqlite3")
    rnd = random.Random(1)
    start = time.perf_counter()
    for i in range(200):
        history.record(f"DS1-{MODES[i % 4]}-AAAAAAA", "won" if rnd.random() < 0.4 else "lost",
                       rnd.randint(-104, 1400), rnd.randint(100, 400), rnd.uniform(60, 900),
                       LINE)
    per_record = (time.perf_counter() - start) / 200 * 1000
    print(f"record one game: {per_record:.2f} ms")
    db = history._db  # bulk fill for the reading figure (not a player's path)
    db.execute("BEGIN")
    db.executemany(
        "INSERT INTO games (code, ended_at, result, score, moves, seconds, line)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)",
        [(f"DS1-{MODES[i % 4]}-AAAAAAA", f"2026-01-01T00:00:{i % 60:02d}.000Z",
          "won" if rnd.random() < 0.4 else "lost", rnd.randint(-104, 1400),
          rnd.randint(100, 400), rnd.uniform(60, 900), LINE) for i in range(GAMES - 200)])
    db.execute("COMMIT")
    start = time.perf_counter()
    stats = history.statistics()
    elapsed = (time.perf_counter() - start) * 1000
    assert stats["all"]["played"] == GAMES
    print(f"history_statistics_10k: {elapsed:.1f} ms")


if __name__ == "__main__":
    main()
