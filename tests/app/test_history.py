"""The game history: the statistics arithmetic against hand-computed histories, and the
SQLite file (schema, garbled file kept aside, read-only folder, two writers at once,
``--stats --json`` and ``--export-history`` in a subprocess)."""

from __future__ import annotations

import csv
import json
import os
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from dsolitaire.app.store.history_db import (
    SCHEMA_VERSION,
    Entry,
    History,
    HistoryError,
    counted,
    figures,
    statistics,
)

N1 = "DS1-D1N-AAAAAAA"
N3 = "DS1-D3N-AAAAAAB"
V1 = "DS1-D1V-AAAAAAC"
V3 = "DS1-D3V-AAAAAAD"


def _e(i: int, code: str, result: str, score: int = 0, moves: int = 0,
       seconds: float = 0.0, at: str | None = None) -> Entry:
    return Entry(i, code, at or f"2026-01-01T00:00:{i:02d}.000Z", result, score, moves,
                 seconds, "")


# -- the arithmetic, by hand -------------------------------------------------------------


def test_a_new_profile_is_all_zeros_and_nulls() -> None:
    stats = statistics([])
    assert list(stats) == ["D1N", "D3N", "D1V", "D3V", "all"]
    assert stats["D1N"] == {"played": 0, "won": 0, "win_rate": None, "current_streak": 0,
                            "longest_win_streak": 0, "longest_loss_streak": 0,
                            "winnable_played": 0, "winnable_won": 0,
                            "winnable_current_streak": 0, "winnable_longest_streak": 0,
                            "winnable_pending": 0, "daily_days_played": 0, "daily_days_won": 0,
                            "daily_current_run": 0, "daily_longest_run": 0,
                            "best_score": None, "fastest_win_seconds": None,
                            "fewest_moves": None}
    assert stats["D1V"]["total"] == 0 and "total" not in stats["D3N"]
    assert list(stats["all"]) == ["played", "won", "win_rate", "current_streak",
                                  "longest_win_streak", "longest_loss_streak",
                                  "winnable_played", "winnable_won",
                                  "winnable_current_streak", "winnable_longest_streak",
                                  "winnable_pending", "daily_days_played", "daily_days_won",
                                  "daily_current_run", "daily_longest_run"]


def test_streaks_and_records_of_one_mode() -> None:
    # W W L L L W W W L : longest wins 3, longest losses 3, current -1
    results = "WWLLLWWWL"
    games = [_e(i + 1, N1, "won" if r == "W" else "lost", score=100 * (i + 1),
                moves=200 - i, seconds=300.0 - 10 * i)
             for i, r in enumerate(results)]
    s = statistics(games)["D1N"]
    assert s["played"] == 9 and s["won"] == 5
    assert s["win_rate"] == pytest.approx(5 / 9)
    assert s["current_streak"] == -1
    assert s["longest_win_streak"] == 3 and s["longest_loss_streak"] == 3
    assert s["best_score"] == 900  # the lost last game has the best score: any game counts
    # wins are games 1, 2, 6, 7, 8: moves 200, 199, 195, 194, 193; seconds 300 … 230
    assert s["fewest_moves"] == 193
    assert s["fastest_win_seconds"] == 230.0
    f = figures(games)
    assert f.average_win_seconds == pytest.approx((300 + 290 + 250 + 240 + 230) / 5)
    assert statistics(games)["D3N"]["played"] == 0


def test_ties_in_time_are_ordered_by_row_id_and_input_order_does_not_matter() -> None:
    same = "2026-03-01T12:00:00.000Z"
    games = [_e(6, N1, "lost", at=same), _e(4, N1, "won", at=same),
             _e(5, N1, "won", at=same)]
    s = statistics(games)["D1N"]
    # by id: won, won, lost
    assert s["current_streak"] == -1 and s["longest_win_streak"] == 2
    # the time comes first: a later game with a lower id is the last one
    games.append(_e(1, N1, "won", at="2026-03-01T13:00:00.000Z"))
    assert statistics(games)["D1N"]["current_streak"] == 1


def test_every_mode_apart_and_all_together_with_vegas_totals() -> None:
    games = [
        _e(1, N1, "won", 1280, 300, 600.0),
        _e(2, V1, "lost", -52, 150, 100.0),
        _e(3, V1, "won", 416, 280, 500.0),
        _e(4, N3, "lost", 200, 90, 50.0),
        _e(5, V3, "lost", -104, 10, 5.0),
        _e(6, V3, "lost", -94, 12, 6.0),
        _e(7, N1, "won", 1300, 310, 590.0),
    ]
    s = statistics(games)
    assert s["D1N"]["played"] == 2 and s["D1N"]["current_streak"] == 2
    assert s["D1N"]["fewest_moves"] == 300 and s["D1N"]["fastest_win_seconds"] == 590.0
    assert s["D1V"]["total"] == 416 - 52 and s["D1V"]["best_score"] == 416
    assert s["D1V"]["current_streak"] == 1 and s["D1V"]["longest_loss_streak"] == 1
    assert s["D3V"]["total"] == -198 and s["D3V"]["best_score"] == -94
    assert s["D3V"]["won"] == 0 and s["D3V"]["win_rate"] == 0.0
    assert s["D3V"]["fastest_win_seconds"] is None and s["D3V"]["fewest_moves"] is None
    assert s["D3N"]["current_streak"] == -1 and s["D3N"]["best_score"] == 200
    # all: W L W L L L W
    assert s["all"] == {"played": 7, "won": 3, "win_rate": pytest.approx(3 / 7),
                        "current_streak": 1, "longest_win_streak": 1,
                        "longest_loss_streak": 3, "winnable_played": 0, "winnable_won": 0,
                        "winnable_current_streak": 0, "winnable_longest_streak": 0,
                        "winnable_pending": 7, "daily_days_played": 0, "daily_days_won": 0,
                        "daily_current_run": 0, "daily_longest_run": 0}


def test_resets_per_mode_and_for_all() -> None:
    games = [_e(1, N1, "won"), _e(2, N3, "lost"), _e(3, N1, "lost"), _e(4, N3, "won"),
             _e(5, N1, "won")]
    # D1N reset after game 3: D1N counts game 5 only; all counts 2, 4, 5
    s = statistics(games, {"D1N": 3})
    assert s["D1N"]["played"] == 1 and s["D1N"]["longest_loss_streak"] == 0
    assert s["D3N"]["played"] == 2
    assert s["all"]["played"] == 3 and s["all"]["current_streak"] == 2
    # all reset after game 4: only game 5 counts anywhere
    s = statistics(games, {"all": 4, "D1N": 1})
    assert [s[m]["played"] for m in ("D1N", "D3N", "all")] == [1, 0, 1]
    assert [e.id for e in counted(games, {"D3N": 2}, "all")] == [1, 3, 4, 5]


# -- the file ----------------------------------------------------------------------------


def test_the_file_has_the_schema_and_every_other_column_a_default(tmp_path: Path) -> None:
    path = tmp_path / "data" / "history.sqlite3"
    History(path).close()
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    # a tool may insert the documented columns only
    db.execute("INSERT INTO games (code, ended_at, result) VALUES (?, ?, 'won')",
               (N1, "2026-01-01T00:00:00Z"))
    db.commit()
    db.close()
    h = History(path)
    h.add(V1, "lost", -52, 10, 3.5, "S W>F")
    [a, b] = h.entries()
    assert (a.score, a.moves, a.seconds, a.line) == (0, 0, 0.0, "")
    assert (b.code, b.result, b.score, b.moves, b.seconds, b.line) == (
        V1, "lost", -52, 10, 3.5, "S W>F")
    assert b.ended_at.endswith("Z") and b.ended_at > a.ended_at
    h.forget(b.id)
    assert [e.id for e in h.entries()] == [a.id]
    with pytest.raises(sqlite3.IntegrityError):
        sqlite3.connect(path).execute(
            "INSERT INTO games (code, ended_at, result) VALUES ('x', 'y', 'drawn')")


def test_a_garbled_file_is_kept_aside_untouched_and_a_new_one_started(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    garbage = b"this is not a database\x00" * 400
    path.write_bytes(garbage)
    h = History(path)
    assert h.set_aside is not None and h.set_aside.read_bytes() == garbage
    assert h.set_aside.name.startswith("history.sqlite3.unreadable-")
    assert h.entries() == [] and path.exists()
    h.close()
    # a second garbled file in the same second gets a name of its own
    path.unlink()
    for suffix in ("-wal", "-shm"):
        path.with_name(path.name + suffix).unlink(missing_ok=True)
    path.write_bytes(b"\x01" * 5000)
    h2 = History(path)
    assert h2.set_aside is not None and h2.set_aside != h.set_aside
    assert h.set_aside.read_bytes() == garbage and h2.set_aside.read_bytes() == b"\x01" * 5000


def test_a_newer_schema_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.close()
    before = path.read_bytes()
    with pytest.raises(HistoryError) as info:
        History(path)
    assert info.value.kind == "newer" and path.read_bytes() == before


def test_two_writers_at_once_lose_nothing(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    each = 60
    errors: list[BaseException] = []

    def writer(code: str) -> None:
        try:
            h = History(path)
            for i in range(each):
                h.add(code, "won" if i % 2 else "lost", i, i, float(i), "S")
            h.close()
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=writer, args=(c,)) for c in (N1, V3)]
    for t in threads:
        t.start()
    # and a second process writing at the same time
    child = subprocess.Popen([sys.executable, "-c", (
        "import sys; from pathlib import Path\n"
        "from dsolitaire.app.store.history_db import History\n"
        "h = History(Path(sys.argv[1]))\n"
        f"for i in range({each}): h.add('{N3}', 'lost', i, i, 1.0, 'S')\n"
    ), str(path)])
    for t in threads:
        t.join()
    assert child.wait(timeout=60) == 0
    assert not errors
    h = History(path)
    assert len(h.entries()) == 3 * each
    assert sqlite3.connect(path).execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    s = h.statistics()
    assert s["D1N"]["played"] == s["D3N"]["played"] == s["D3V"]["played"] == each


def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(HOME=str(home), XDG_DATA_HOME=str(home / "data"),
               XDG_CONFIG_HOME=str(home / "config"), QT_QPA_PLATFORM="offscreen")
    return env


def _run(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "dsolitaire", *args], env=_env(home),
                          capture_output=True, text=True, timeout=60)


def test_stats_json_on_a_new_profile_then_on_a_history(tmp_path: Path) -> None:
    done = _run(tmp_path, "--stats", "--json")
    assert done.returncode == 0, done.stderr
    stats = json.loads(done.stdout)
    assert stats["D3V"]["played"] == 0 and stats["D3V"]["total"] == 0
    [path] = list((tmp_path / "data").rglob("history.sqlite3"))  # created with the schema
    h = History(path)
    h.add(N1, "won", 1280, 300, 61.5, "S W>F")
    h.add(V1, "lost", -52, 20, 9.0, "S")
    done = _run(tmp_path, "--stats", "--json")
    stats = json.loads(done.stdout)
    assert stats["D1N"]["won"] == 1 and stats["D1N"]["fastest_win_seconds"] == 61.5
    assert stats["D1V"]["total"] == -52 and stats["all"]["played"] == 2
    text = _run(tmp_path, "--stats")
    assert text.returncode == 0 and "D1V" in text.stdout and "total: -52" in text.stdout
    target = tmp_path / "out.csv"
    done = _run(tmp_path, "--export-history", str(target))
    assert done.returncode == 0, done.stderr
    rows = list(csv.DictReader(target.open(encoding="utf-8")))
    assert [(r["mode"], r["result"], r["score"], r["line"]) for r in rows] == [
        ("D1N", "won", "1280", "S W>F"), ("D1V", "lost", "-52", "S")]


def test_stats_on_an_unreadable_database_exits_2_with_one_line(tmp_path: Path) -> None:
    folder = tmp_path / "data" / "DoubleSolitaire" / "Double Solitaire"
    folder.mkdir(parents=True)
    (folder / "history.sqlite3").mkdir()  # a folder where the file goes
    done = _run(tmp_path, "--stats", "--json")
    assert done.returncode == 2 and done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1 and "history" in done.stderr
