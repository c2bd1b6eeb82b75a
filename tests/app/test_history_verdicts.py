"""The solver's verdict on each game's deal in the history (schema 3): the figures that
know which deals could be won, checked against a hand count, in SQL and in the
reference arithmetic alike; an older file migrated with its games unknown, still
readable; ``--stats --json`` with ``winnable_played`` and ``winnable_won``."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

from dsolitaire.app.store.history_db import (
    MIGRATIONS,
    SCHEMA_VERSION,
    History,
    statistics,
)

N1 = "DS1-D1N-AAAAAAA"
N1B = "DS1-D1N-AAAAAAB"
N1C = "DS1-D1N-AAAAAAC"
V1 = "DS1-D1V-AAAAAAC"

#: D1N, in order: (code, result, verdict); the figures by hand are in HAND.
GAMES = [
    (N1, "won", "winnable"),   # 1
    (N1B, "lost", "winnable"),  # 2
    (N1C, "lost", "lost"),      # 3  proven lost: does not break the streak
    (N1C, "won", "lost"),       # 4  (a lost verdict cannot be won; another tool's row)
    (N1, "won", "winnable"),   # 5
    (N1C, "lost", "lost"),      # 6  proven lost: does not break the streak
    (N1, "won", "winnable"),   # 7
    (N1B, "lost", "unknown"),   # 8  not decided: left out until it is
    (N1, "won", "unknown"),    # 9  not decided
]
#: by hand, from the table above
HAND = {
    "played": 9, "won": 5,
    "winnable_played": 4, "winnable_won": 3,
    # every game: W L L W W L W L W → current +1, longest win 2 (rows 4-5), loss 2
    "current_streak": 1, "longest_win_streak": 2, "longest_loss_streak": 2,
    # only the deals proven winnable, rows 1, 2, 5, 7: W L W W → current +2, longest 2
    "winnable_current_streak": 2, "winnable_longest_streak": 2,
    # rows 8 and 9 wait for a verdict
    "winnable_pending": 2,
}


def _fill(h: History, games: list[tuple[str, str, str]]) -> None:
    for i, (code, result, verdict) in enumerate(games):
        h.add(code, result, 10, 5, 1.0, "S", ended_at=f"2026-01-01T00:00:{i:02d}.000Z",
                 verdict=verdict)


def _of(stats: dict[str, object]) -> dict[str, object]:
    return {k: stats[k] for k in HAND}


def test_the_figures_with_verdicts_match_a_hand_count(tmp_path: Path) -> None:
    h = History(tmp_path / "history.sqlite3")
    _fill(h, GAMES)
    sql = h.statistics()
    assert _of(sql["D1N"]) == HAND
    assert _of(sql["all"]) == HAND
    # the reference arithmetic in Python says the same
    assert _of(statistics(h.entries())["D1N"]) == HAND
    assert sql["D3N"]["winnable_played"] == 0
    # the entries carry their verdicts
    assert [e.verdict.column for e in h.entries()] == [v for _c, _r, v in GAMES]


def test_only_deals_proven_winnable_make_the_winnable_streak(tmp_path: Path) -> None:
    h = History(tmp_path / "history.sqlite3")
    _fill(h, [(N1, "won", "winnable"), (N1C, "lost", "lost"), (N1, "won", "winnable"),
              (N1C, "lost", "lost"), (N1, "won", "unknown")])
    s = h.statistics()["D1N"]
    assert (s["current_streak"], s["longest_win_streak"]) == (1, 1)
    assert (s["winnable_current_streak"], s["winnable_longest_streak"]) == (2, 2)
    assert s["winnable_pending"] == 1
    # a deal given up with no verdict yet is left out of it until it has one
    h.add(N1B, "lost", 0, 1, 1.0, "S", ended_at="2026-01-01T00:01:00.000Z")
    s = h.statistics()["D1N"]
    assert (s["winnable_current_streak"], s["winnable_pending"]) == (2, 2)
    # proven winnable later: now it breaks the streak
    h.set_verdict(N1B, "winnable")
    s = h.statistics()["D1N"]
    assert (s["winnable_current_streak"], s["winnable_longest_streak"]) == (-1, 2)
    assert s["winnable_pending"] == 1


def test_a_verdict_found_after_the_game_is_kept_with_its_games(tmp_path: Path) -> None:
    h = History(tmp_path / "history.sqlite3")
    h.add(N1, "lost", 0, 3, 1.0, "S")
    h.add(V1, "lost", 0, 3, 1.0, "S")
    h.set_verdict(N1, "winnable")
    h.set_verdict(V1, "unknown")  # nothing to say
    assert [e.verdict.column for e in h.entries()] == ["winnable", "unknown"]
    assert h.statistics()["D1N"]["winnable_played"] == 1


def test_an_older_file_is_migrated_its_games_unknown(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    db = sqlite3.connect(path)
    db.executescript(MIGRATIONS[0])  # the schema 1 file of the earlier app
    db.execute("PRAGMA user_version = 1")
    db.execute("INSERT INTO games (code, ended_at, result, score, moves, seconds, line)"
               " VALUES (?, '2026-01-01T00:00:00.000Z', 'won', 1280, 300, 61.5, 'S')", (N1,))
    db.commit()
    db.close()
    h = History(path)
    [e] = h.entries()
    assert (e.code, e.result, e.score, e.verdict, e.daily) == (N1, "won", 1280, "unknown", "")
    s = h.statistics()["D1N"]
    assert (s["played"], s["won"], s["winnable_played"], s["winnable_won"]) == (1, 1, 0, 0)
    h.close()
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 3
    db.close()


def test_stats_json_has_winnable_played_and_won(tmp_path: Path) -> None:
    env = dict(os.environ)
    env.update(HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"), QT_QPA_PLATFORM="offscreen")

    def run() -> dict[str, dict[str, object]]:
        done = subprocess.run([sys.executable, "-m", "dsolitaire", "--stats", "--json"],
                              env=env, capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout)  # type: ignore[no-any-return]

    assert run()["D1N"]["winnable_played"] == 0
    [path] = list((tmp_path / "data").rglob("history.sqlite3"))
    _fill(History(path), GAMES)
    stats = run()
    assert _of(stats["D1N"]) == HAND
