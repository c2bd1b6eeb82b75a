"""A game given up is "abandoned", never "lost": the app never declares a game lost. The
``lost`` rows that versions before schema 2 wrote stay, and count as not won."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from dsolitaire.app.store.history_db import MIGRATIONS, SCHEMA_VERSION, History

N1 = "DS1-D1N-ABCDEFG"


def version_1_file(path: Path) -> None:
    """A history as version 1 of the schema made it, with a won and a lost game."""
    db = sqlite3.connect(path)
    for statement in MIGRATIONS[0].split(";"):
        if statement.strip():
            db.execute(statement)
    db.execute("PRAGMA user_version = 1")
    db.execute("INSERT INTO games (code, ended_at, result, score) VALUES "
               f"('{N1}', '2026-01-01T00:00:00.000Z', 'won', 1280), "
               f"('{N1}', '2026-01-02T00:00:00.000Z', 'lost', 40)")
    db.commit()
    db.close()


def test_a_version_1_history_keeps_its_lost_rows_and_takes_abandoned_ones(
        tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    version_1_file(path)
    h = History(path)
    assert [(e.id, e.result, e.score) for e in h.entries()] == [
        (1, "won", 1280), (2, "lost", 40)]
    h.add(N1, "abandoned", 10, 3, 4.0, "S")
    h.add(N1, "lost", 0, 1, 1.0, "S")  # a tool may still write what version 1 wrote
    stats = h.statistics()["D1N"]
    assert stats["played"] == 4 and stats["won"] == 1
    assert stats["current_streak"] == -3  # lost and abandoned alike: not won
    h.close()
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 3
    assert db.execute("SELECT count(*) FROM games").fetchone()[0] == 4
    db.close()
