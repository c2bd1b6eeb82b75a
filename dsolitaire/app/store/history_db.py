"""The game history: every finished game in ``history.sqlite3``, and the statistics.

Pure Python (the standard library's ``sqlite3``), no Qt; the schema is a public contract,
documented in ``docs/history.md``. Every write is one ``BEGIN IMMEDIATE`` transaction, the
database is in WAL mode and waits (``busy_timeout``) for another app instance's write, so
two instances never corrupt it.

A file that is not a database (or is damaged) is kept aside under a new, timestamped name
with its bytes untouched (:attr:`History.set_aside` says where) and a new one is started.
A folder that refuses the file (read-only, missing rights) raises :class:`HistoryError`.
"""

from __future__ import annotations

import csv
import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ...engine import MODES as ENGINE_MODES
from ...engine import InvalidGameCode, Mode
from .files import StoreError, data_folder, keep_aside

FILE_NAME = "history.sqlite3"
SCHEMA_VERSION = 2
BUSY_TIMEOUT_MS = 10_000
#: The modes of the statistics, as the ``resets`` table and ``--stats --json`` name them.
MODES = tuple(str(mode) for mode in ENGINE_MODES)
ALL = "all"
_COLUMNS = ("code", "ended_at", "result", "score", "moves", "seconds", "line")
#: A game's result: ``won``, or ``abandoned`` (given up: replaced by another game or
#: restarted; the app never declares a game lost). ``lost`` is what versions before
#: schema 2 wrote for a game given up; it is still accepted and counts as not won.
RESULTS = ("won", "abandoned", "lost")

#: Migrations: MIGRATIONS[v] takes a database of user_version v to v + 1.
MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE IF NOT EXISTS games (
        id       INTEGER PRIMARY KEY,
        code     TEXT    NOT NULL,
        ended_at TEXT    NOT NULL,
        result   TEXT    NOT NULL CHECK (result IN ('won', 'lost')),
        score    INTEGER NOT NULL DEFAULT 0,
        moves    INTEGER NOT NULL DEFAULT 0,
        seconds  REAL    NOT NULL DEFAULT 0,
        line     TEXT    NOT NULL DEFAULT '',
        app_version TEXT NOT NULL DEFAULT ''
    );
    CREATE INDEX IF NOT EXISTS games_order ON games (ended_at, id);
    CREATE TABLE IF NOT EXISTS resets (
        id       INTEGER PRIMARY KEY,
        mode     TEXT    NOT NULL CHECK (mode IN ('D1N', 'D3N', 'D1V', 'D3V', 'all')),
        at       TEXT    NOT NULL,
        after_id INTEGER NOT NULL DEFAULT 0
    );
    """,
    # 2: a game given up is "abandoned"; the "lost" rows of version 1 stay as they are
    """
    CREATE TABLE games_v2 (
        id       INTEGER PRIMARY KEY,
        code     TEXT    NOT NULL,
        ended_at TEXT    NOT NULL,
        result   TEXT    NOT NULL CHECK (result IN ('won', 'abandoned', 'lost')),
        score    INTEGER NOT NULL DEFAULT 0,
        moves    INTEGER NOT NULL DEFAULT 0,
        seconds  REAL    NOT NULL DEFAULT 0,
        line     TEXT    NOT NULL DEFAULT '',
        app_version TEXT NOT NULL DEFAULT ''
    );
    INSERT INTO games_v2 (id, code, ended_at, result, score, moves, seconds, line,
                          app_version)
        SELECT id, code, ended_at, result, score, moves, seconds, line, app_version
        FROM games;
    DROP TABLE games;
    ALTER TABLE games_v2 RENAME TO games;
    CREATE INDEX IF NOT EXISTS games_order ON games (ended_at, id);
    """,
)


class HistoryError(StoreError):
    """The history cannot be used. ``kind``: ``"unavailable"`` (the disk or folder
    refuses it), ``"newer"`` (written by a newer app: left as it is)."""


@dataclass(frozen=True)
class Entry:
    """One recorded game (a row of ``games``)."""

    id: int
    code: str
    ended_at: str
    result: str
    score: int
    moves: int
    seconds: float
    line: str

    @property
    def mode(self) -> str:
        return mode_of(self.code)

    @property
    def won(self) -> bool:
        return self.result == "won"


def mode_of(code: str) -> str:
    """``DS1-D3V-ABCDEFG`` → ``D3V`` ("" for a code that has no known mode)."""
    parts = code.strip().split("-")
    if len(parts) != 3:
        return ""
    try:
        return str(Mode.parse(parts[1]))
    except InvalidGameCode:
        return ""


def is_vegas(mode: str) -> bool:
    """Does a mode of the statistics (``D1V``…, or ``all``, or "") score Vegas?"""
    return mode in MODES and Mode.parse(mode).vegas


def now_utc() -> str:
    """ISO 8601 in UTC with milliseconds: ``2026-11-30T14:30:00.123Z``."""
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"


def default_path() -> Path:
    return data_folder() / FILE_NAME


#: The files SQLite keeps beside the database: they go where it goes.
COMPANIONS = ("-wal", "-shm")


class History:
    """The history database at ``path`` (created with the full schema when missing)."""

    def __init__(self, path: Path, app_version: str = "") -> None:
        self.path = path
        self.app_version = app_version
        #: where an unreadable file was kept aside, when opening found one
        self.set_aside: Path | None = None
        try:
            self._db = self._open()
        except (OSError, sqlite3.OperationalError) as exc:
            raise HistoryError("unavailable", f"{path}: {exc}") from exc
        except sqlite3.DatabaseError:  # not a database, or damaged: keep it, start anew
            try:
                self.set_aside = self._keep_aside()
                self._db = self._open()
            except (OSError, sqlite3.DatabaseError) as exc:
                raise HistoryError("unavailable", f"{path}: {exc}") from exc

    def _open(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_MS / 1000,
                             isolation_level=None, check_same_thread=False)
        try:
            db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                db.close()
                raise HistoryError("newer", f"{self.path}: written by a newer version "
                                   f"(schema {version}); it is left as it is")
            db.execute("PRAGMA journal_mode = WAL")
            if version < SCHEMA_VERSION:
                db.execute("BEGIN IMMEDIATE")
                try:
                    # another instance may have migrated while this one waited
                    version = db.execute("PRAGMA user_version").fetchone()[0]
                    for v in range(version, SCHEMA_VERSION):
                        for statement in MIGRATIONS[v].split(";"):
                            if statement.strip():
                                db.execute(statement)
                    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
                    db.execute("COMMIT")
                except BaseException:
                    db.execute("ROLLBACK")
                    raise
            db.execute("SELECT count(*) FROM games").fetchone()  # readable?
            db.execute("SELECT count(*) FROM resets").fetchone()
        except BaseException:
            db.close()
            raise
        return db

    def _keep_aside(self) -> Path:
        """``history.sqlite3.unreadable-<UTC time>[-n]``, with its journal files."""
        path = self.path
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")

        def name(n: int) -> Path:
            return path.with_name(f"{path.name}.unreadable-{stamp}"
                                  + (f"-{n - 1}" if n > 1 else ""))

        return keep_aside(path, name, COMPANIONS)

    def close(self) -> None:
        self._db.close()

    # -- writing -------------------------------------------------------------------------

    def _write(self, sql: str, params: Sequence[object] = ()) -> int:
        try:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                cursor = self._db.execute(sql, params)
                self._db.execute("COMMIT")
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
        except sqlite3.Error as exc:
            raise HistoryError("unavailable", f"{self.path}: {exc}") from exc
        return cursor.lastrowid or 0

    def record(self, code: str, result: str, score: int, moves: int, seconds: float,
               line: str, ended_at: str | None = None) -> int:
        """Add a finished game; its row id."""
        if result not in RESULTS:
            raise ValueError(result)
        return self._write(
            "INSERT INTO games (code, ended_at, result, score, moves, seconds, line,"
            " app_version) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (code, ended_at or now_utc(), result, int(score), int(moves), float(seconds),
             line, self.app_version))

    def forget(self, game_id: int) -> None:
        """Take a recorded game out again (a restart that was undone)."""
        self._write("DELETE FROM games WHERE id = ?", (game_id,))

    def reset(self, mode: str) -> None:
        """Start the statistics of ``mode`` (or ``"all"``) again; the history stays."""
        if mode not in (*MODES, ALL):
            raise ValueError(mode)
        self._write("INSERT INTO resets (mode, at, after_id) VALUES "
                    "(?, ?, (SELECT coalesce(max(id), 0) FROM games))", (mode, now_utc()))

    # -- reading -------------------------------------------------------------------------

    def _read(self, sql: str, params: Sequence[object] = ()) -> list[Any]:
        try:
            return list(self._db.execute(sql, params).fetchall())
        except sqlite3.Error as exc:
            raise HistoryError("unavailable", f"{self.path}: {exc}") from exc

    def entries(self) -> list[Entry]:
        """Every recorded game, by ``ended_at`` then row id."""
        rows = self._read("SELECT id, code, ended_at, result, score, moves, seconds, line"
                          " FROM games ORDER BY ended_at, id")
        return [Entry(int(r[0]), str(r[1]), str(r[2]), str(r[3]), int(r[4] or 0),
                      int(r[5] or 0), float(r[6] or 0), str(r[7] or ""))
                for r in rows]

    def codes(self) -> set[str]:
        """The codes of every recorded game."""
        return {str(r[0]) for r in self._read("SELECT DISTINCT code FROM games")}

    def resets(self) -> dict[str, int]:
        """mode (or "all") → the last game id its statistics were reset after."""
        rows = self._read("SELECT mode, max(after_id) FROM resets GROUP BY mode")
        return {str(m): int(a) for m, a in rows}

    def statistics(self) -> dict[str, dict[str, object]]:
        return statistics(self.entries(), self.resets())

    def export_csv(self, target: Path) -> int:
        """Write the history as CSV (a header and one row per game); the row count."""
        entries = self.entries()
        with target.open("w", encoding="utf-8", newline="") as f:
            writer = csv.writer(f)
            writer.writerow(("id", "mode", *_COLUMNS))
            for e in entries:
                writer.writerow((e.id, e.mode, e.code, e.ended_at, e.result, e.score,
                                 e.moves, e.seconds, e.line))
        return len(entries)


# -- the arithmetic -----------------------------------------------------------------------


@dataclass
class Figures:
    """The statistics of one mode (or all), from its games in order."""

    played: int = 0
    won: int = 0
    current_streak: int = 0
    longest_win_streak: int = 0
    longest_loss_streak: int = 0
    best_score: int | None = None
    fastest_win_seconds: float | None = None
    fewest_moves: int | None = None
    average_win_seconds: float | None = None
    total: int = 0

    @property
    def win_rate(self) -> float | None:
        return self.won / self.played if self.played else None


def figures(games: Iterable[Entry]) -> Figures:
    """The figures of games given in order (oldest first)."""
    f = Figures()
    win_seconds = 0.0
    for g in games:
        f.played += 1
        f.total += g.score
        f.best_score = g.score if f.best_score is None else max(f.best_score, g.score)
        if g.won:
            f.won += 1
            win_seconds += g.seconds
            f.current_streak = f.current_streak + 1 if f.current_streak > 0 else 1
            f.longest_win_streak = max(f.longest_win_streak, f.current_streak)
            f.fastest_win_seconds = (g.seconds if f.fastest_win_seconds is None
                                     else min(f.fastest_win_seconds, g.seconds))
            f.fewest_moves = (g.moves if f.fewest_moves is None
                              else min(f.fewest_moves, g.moves))
        else:
            f.current_streak = f.current_streak - 1 if f.current_streak < 0 else -1
            f.longest_loss_streak = max(f.longest_loss_streak, -f.current_streak)
    if f.won:
        f.average_win_seconds = win_seconds / f.won
    return f


def counted(entries: Iterable[Entry], resets: dict[str, int], mode: str) -> list[Entry]:
    """The games that count in ``mode``'s statistics (or "all"): those after the last
    reset of their mode and of all."""
    after_all = resets.get(ALL, 0)
    return [e for e in entries if e.mode and (mode == ALL or e.mode == mode)
            and e.id > max(after_all, resets.get(e.mode, 0))]


def as_json(f: Figures, mode: str) -> dict[str, object]:
    """The keys of ``--stats --json`` for one mode (``"all"``: the first six)."""
    data: dict[str, object] = {
        "played": f.played,
        "won": f.won,
        "win_rate": f.win_rate,
        "current_streak": f.current_streak,
        "longest_win_streak": f.longest_win_streak,
        "longest_loss_streak": f.longest_loss_streak,
    }
    if mode == ALL:
        return data
    data["best_score"] = f.best_score
    data["fastest_win_seconds"] = f.fastest_win_seconds
    data["fewest_moves"] = f.fewest_moves
    if is_vegas(mode):
        data["total"] = f.total
    return data


def statistics(entries: Sequence[Entry], resets: dict[str, int] | None = None
               ) -> dict[str, dict[str, object]]:
    """``{"D1N": {...}, "D3N": ..., "D1V": ..., "D3V": ..., "all": {...}}``."""
    resets = resets or {}
    ordered = sorted(entries, key=lambda e: (e.ended_at, e.id))
    return {mode: as_json(figures(counted(ordered, resets, mode)), mode)
            for mode in (*MODES, ALL)}
