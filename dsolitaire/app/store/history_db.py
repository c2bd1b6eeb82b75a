"""The game history: every finished game in ``history.sqlite3``, and the statistics.

Pure Python (the standard library's ``sqlite3``), no Qt; the schema is a public contract,
documented in ``docs/history.md``. Every write is one ``BEGIN IMMEDIATE`` transaction, the
database is in WAL mode and waits (``busy_timeout``) for another app instance's write, so
two instances never corrupt it. The window opens it with a short wait (a locked database
raises :class:`HistoryError` of kind ``"busy"`` at once, and the keeper tries again
later); the command line waits the full :data:`BUSY_TIMEOUT_MS`.

Other tools may write rows: a row whose values are out of range or of the wrong type
(``score = 'lots'``, a code with no mode) is *damaged*: it is counted
(:meth:`History.damaged`) and left out of the figures and the list, never deleted. The
figures are computed in SQL (:meth:`History.figures`), so 100,000 games take a blink.

A file that is not a database (or is damaged) is kept aside under a new, timestamped name
with its bytes untouched (:attr:`History.set_aside` says where) and a new one is started.
A folder that refuses the file (read-only, missing rights) raises :class:`HistoryError`.
"""

from __future__ import annotations

import csv
import sqlite3
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

from ...engine import MODES as ENGINE_MODES
from ...engine import InvalidGameCode, Mode
from ...engine.outcomes import GameResult, Verdict
from .files import StoreError, data_folder, keep_aside

FILE_NAME = "history.sqlite3"
SCHEMA_VERSION = 3
#: The solver's verdict on a game's deal as the ``verdict`` column (schema 3) spells it:
#: proven winnable, proven lost, or not decided (every game of an older file).
VERDICTS = tuple(v.column for v in Verdict)
BUSY_TIMEOUT_MS = 10_000
#: The window's wait for a lock: never long enough to be seen.
SHORT_TIMEOUT_MS = 50
#: The modes of the statistics, as the ``resets`` table and ``--stats --json`` name them.
MODES = tuple(str(mode) for mode in ENGINE_MODES)
ALL = "all"
_COLUMNS = ("code", "ended_at", "result", "score", "moves", "seconds", "line")
#: A game's result as the ``result`` column spells it (:class:`GameResult`): ``won``, or
#: ``abandoned`` (given up: replaced by another game or restarted; the app never declares
#: a game lost). ``lost`` is what versions before schema 2 wrote for a game given up; it
#: is still accepted and counts as not won.
RESULTS = tuple(str(r) for r in GameResult)
#: The sane ranges of a row's numbers: a row outside them is damaged.
MAX_SCORE = 1_000_000_000
MAX_MOVES = 1_000_000_000
MAX_SECONDS = 10 * 366 * 24 * 3600
#: The columns the History list sorts by, in its column order.
SORT_COLUMNS = ("ended_at", "code", "result", "score", "moves", "seconds")
#: What the list sorts by, for each of :data:`SORT_COLUMNS`, in the table of sound games
#: (which is in ``ended_at`` order already, and keeps no code).
_SORT_KEYS = {"ended_at": "", "code": "(SELECT code FROM games WHERE games.id = sound.id)",
              "result": "w", "score": "score", "moves": "moves", "seconds": "seconds"}
#: How much of the file the pass of :meth:`History.reread` maps into memory.
MMAP_BYTES = 256 * 1024 * 1024
_SQLITE_BUSY_CODES = (5, 6)  # SQLITE_BUSY, SQLITE_LOCKED (and their extended codes)

_UPPER = "upper(trim(code, ' ' || char(9, 10, 11, 12, 13)))"
#: Each row with its mode (as ``mode_of`` reads it; NULL for none): a view in the
#: connection's own temp schema, so the file's schema stays the documented one.
_CHECKED = f"""
CREATE TEMP VIEW IF NOT EXISTS checked AS
SELECT id, code, ended_at, result, score, moves, seconds, line, verdict, daily,
       CASE WHEN typeof(code) != 'text' THEN NULL
            WHEN code GLOB 'DS1-D[13][NV]-*' AND instr(substr(code, 9), '-') = 0
            THEN substr(code, 5, 3)  -- the app's own codes: the quick way
            WHEN substr({_UPPER}, instr({_UPPER}, '-') + 4, 1) = '-'
             AND instr(substr({_UPPER}, instr({_UPPER}, '-') + 5), '-') = 0
            THEN substr({_UPPER}, instr({_UPPER}, '-') + 1, 3) END AS mode
FROM games
"""
#: A row of ``checked`` whose values (but the mode: :data:`SOUND` checks it as well) are of
#: their type and in their range (the line is read as text when a game is copied or
#: watched, so it may be anything).
_VALUES = f"""(typeof(ended_at) = 'text' AND result IN {RESULTS!r}
 AND typeof(score) = 'integer' AND score BETWEEN -{MAX_SCORE} AND {MAX_SCORE}
 AND typeof(moves) = 'integer' AND moves BETWEEN 0 AND {MAX_MOVES}
 AND typeof(seconds) IN ('integer', 'real') AND seconds BETWEEN 0 AND {MAX_SECONDS})"""
#: A row of ``checked`` that is sound: a known mode, and every value sound.
SOUND = f"(mode IN {MODES!r} AND {_VALUES})"

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
    # 3: the solver's verdict on the deal, and the date of a daily deal ('' for none);
    # every earlier game is "unknown" and no daily deal
    """
    ALTER TABLE games ADD COLUMN verdict TEXT NOT NULL DEFAULT 'unknown'
        CHECK (verdict IN ('winnable', 'lost', 'unknown'));
    ALTER TABLE games ADD COLUMN daily TEXT NOT NULL DEFAULT ''
    """,
)


class HistoryError(StoreError):
    """The history cannot be used. ``kind``: ``"unavailable"`` (the disk or folder
    refuses it), ``"newer"`` (written by a newer app: left as it is), ``"busy"`` (another
    program holds it locked longer than the wait: try again later)."""


@dataclass(frozen=True)
class Entry:
    """One recorded game (a row of ``games``)."""

    id: int
    code: str
    ended_at: str
    result: GameResult
    score: int
    moves: int
    seconds: float
    line: str
    #: the solver's verdict on the deal
    verdict: Verdict = Verdict.UNKNOWN
    #: the date (``YYYY-MM-DD``) whose daily deal this game was, or ""
    daily: str = ""

    @property
    def mode(self) -> str:
        return mode_of(self.code)

    @property
    def won(self) -> bool:
        return self.result == GameResult.WON


#: the ``v`` of the table of sound games, back to the verdict
_VERDICT_OF = {1: Verdict.WIN, 2: Verdict.LOST, 0: Verdict.UNKNOWN}


def _result(value: GameResult | str) -> GameResult:
    """A game's result, from the enum or its spelling (ValueError for any other)."""
    result = GameResult.read(value)
    if result is None:
        raise ValueError(value)
    return result


def _verdict(value: Verdict | str) -> Verdict:
    """A verdict, from the enum or its spelling in the column (ValueError for any other)."""
    verdict = value if isinstance(value, Verdict) else Verdict.read_column(value)
    if verdict is None:
        raise ValueError(value)
    return verdict


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


def _busy(exc: sqlite3.Error) -> bool:
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in _SQLITE_BUSY_CODES
    return "locked" in str(exc) or "busy" in str(exc)


def _error(path: Path, exc: sqlite3.Error) -> HistoryError:
    return HistoryError("busy" if _busy(exc) else "unavailable", f"{path}: {exc}")


class History:
    """The history database at ``path`` (created with the full schema when missing);
    ``busy_timeout_ms``: how long a statement waits for another program's lock."""

    def __init__(self, path: Path, app_version: str = "",
                 busy_timeout_ms: int = BUSY_TIMEOUT_MS) -> None:
        self.path = path
        self.app_version = app_version
        self.busy_timeout_ms = busy_timeout_ms
        #: where an unreadable file was kept aside, when opening found one
        self.set_aside: Path | None = None
        self._fresh = False  # the table of sound games is up to date
        self._damaged = 0
        self._counts = "1"  # the condition of the games that count, in SQL
        try:
            self._db = self._open()
        except sqlite3.OperationalError as exc:
            raise _error(path, exc) from exc
        except OSError as exc:
            raise HistoryError("unavailable", f"{path}: {exc}") from exc
        except sqlite3.DatabaseError:  # not a database, or damaged: keep it, start anew
            try:
                self.set_aside = self._keep_aside()
                self._db = self._open()
            except (OSError, sqlite3.DatabaseError) as exc:
                raise HistoryError("unavailable", f"{path}: {exc}") from exc

    def _open(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(self.path, timeout=self.busy_timeout_ms / 1000,
                             isolation_level=None, check_same_thread=False)
        try:
            db.execute("PRAGMA temp_store = MEMORY")  # before any temp table: it resets them
            db.execute(f"PRAGMA busy_timeout = {int(self.busy_timeout_ms)}")
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
                    if db.in_transaction:  # SQLite ends it itself on a full disk
                        db.execute("ROLLBACK")
                    raise
            db.execute("SELECT count(*) FROM games").fetchone()  # readable?
            db.execute("SELECT count(*) FROM resets").fetchone()
            db.execute(_CHECKED)
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

    def wait(self, busy_timeout_ms: int) -> None:
        """From now on, wait up to ``busy_timeout_ms`` for another program's lock."""
        self.busy_timeout_ms = busy_timeout_ms
        self._db.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")

    # -- writing -------------------------------------------------------------------------

    def _write(self, sql: str, params: Sequence[object] = ()) -> int:
        try:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                cursor = self._db.execute(sql, params)
                self._db.execute("COMMIT")
            except BaseException:
                if self._db.in_transaction:  # SQLite ends it itself on a full disk
                    self._db.execute("ROLLBACK")
                raise
        except sqlite3.Error as exc:
            raise _error(self.path, exc) from exc
        finally:
            self._fresh = False
        return cursor.lastrowid or 0

    def add(self, code: str, result: GameResult | str, score: int, moves: int,
            seconds: float, line: str, ended_at: str | None = None,
            verdict: Verdict | str = Verdict.UNKNOWN, daily: str = "") -> int:
        """Add a finished game; its row id. ``result`` and ``verdict`` (the solver's on
        the deal) are the enums or their spellings in the columns; ``daily``: the date
        whose daily deal it is ("" for none)."""
        result, verdict = _result(result), _verdict(verdict)
        return self._write(
            "INSERT INTO games (code, ended_at, result, score, moves, seconds, line,"
            " app_version, verdict, daily) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (code, ended_at or now_utc(), result, int(score), int(moves), float(seconds),
             line, self.app_version, verdict.column, daily))

    def set_verdict(self, code: str, verdict: Verdict | str) -> None:
        """The solver's verdict on a deal (or its spelling in the column), for its games
        recorded as not decided."""
        verdict = _verdict(verdict)
        if verdict is not Verdict.UNKNOWN:
            self._write("UPDATE games SET verdict = ? WHERE code = ? AND verdict = ?",
                        (verdict.column, code, Verdict.UNKNOWN.column))

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

    def _read(self, sql: str, params: Sequence[object] | dict[str, object] = ()
              ) -> list[Any]:
        try:
            return list(self._db.execute(sql, params).fetchall())
        except sqlite3.Error as exc:
            raise _error(self.path, exc) from exc

    def entries(self) -> list[Entry]:
        """Every sound recorded game, by ``ended_at`` then row id (damaged rows are left
        out: see :meth:`damaged`)."""
        return self.page()

    def reread(self) -> None:
        """Read the games afresh: the sound ones into a table of this connection's own
        (one pass over ``games``), which the figures and the list then read. Made on
        first use; a write through this object makes it again."""
        resets = self.resets()
        after_all = resets.get(ALL, 0)
        cases = " ".join(f"WHEN '{m}' THEN {int(max(after_all, resets.get(m, 0)))}"
                         for m in MODES)
        counts = f"id > (CASE mode {cases} END)"  # the games that count (see counted())
        try:
            # the pass reads every page: mapped, not read() one by one (4x faster); only
            # while this read transaction holds the file, which SQLite never shrinks then
            self._db.execute(f"PRAGMA mmap_size = {MMAP_BYTES}")
            self._db.execute("BEGIN")  # one consistent view of the file
            try:
                self._db.execute("DROP TABLE IF EXISTS temp.sound")
                # the mode is worked out once a row, and checked on the narrow copy
                self._db.execute(
                    "CREATE TEMP TABLE sound AS SELECT id, ended_at, mode,"
                    f" result = '{GameResult.WON}' AS w, score, moves, seconds,"
                    f" CASE verdict WHEN '{Verdict.WIN.column}' THEN 1"
                    f" WHEN '{Verdict.LOST.column}' THEN 2"
                    " ELSE 0 END AS v, daily"
                    f" FROM checked WHERE {_VALUES} ORDER BY ended_at, id")
                self._db.execute(f"DELETE FROM sound WHERE mode IS NULL"
                                 f" OR mode NOT IN {MODES!r}")
                rows = self._db.execute("SELECT (SELECT count(*) FROM games),"
                                        " (SELECT count(*) FROM sound)").fetchone()
            finally:
                self._db.execute("COMMIT")
                self._db.execute("PRAGMA mmap_size = 0")
        except sqlite3.Error as exc:
            raise _error(self.path, exc) from exc
        self._damaged = int(rows[0]) - int(rows[1])
        self._counts = counts
        self._fresh = True

    def _sound(self) -> None:
        if not self._fresh:
            self.reread()

    def page(self, mode: str = "", order: str = "ended_at", descending: bool = False,
             offset: int = 0, limit: int = -1) -> list[Entry]:
        """Sound games of ``mode`` ("": every mode) ordered by a column of
        :data:`SORT_COLUMNS` (then ``ended_at`` and id), ``limit`` of them from
        ``offset`` (-1: all)."""
        if order not in SORT_COLUMNS or (mode and mode not in MODES):
            raise ValueError((mode, order))
        self._sound()
        way = "DESC" if descending else "ASC"
        # the table is in (ended_at, id) order: its rowid is that order
        keys = ", ".join(f"{k} {way}" for k in (_SORT_KEYS[order], "rowid") if k)
        rows = self._read(
            "SELECT id, (SELECT code FROM games WHERE games.id = s.id), ended_at,"
            " (SELECT result FROM games WHERE games.id = s.id), score, moves, seconds,"
            " (SELECT line FROM games WHERE games.id = s.id), v, daily FROM"
            f" (SELECT * FROM sound WHERE ? = '' OR mode = ? ORDER BY {keys}"
            " LIMIT ? OFFSET ?) AS s", (mode, mode, limit, offset))
        return [Entry(int(r[0]), str(r[1]), str(r[2]), GameResult(r[3]), int(r[4]), int(r[5]),
                      float(r[6]), "" if r[7] is None else str(r[7]), _VERDICT_OF[r[8]],
                      r[9] if isinstance(r[9], str) else "") for r in rows]

    def count(self, mode: str = "") -> int:
        """How many sound games of ``mode`` ("": every mode) the history holds."""
        self._sound()
        return int(self._read("SELECT count(*) FROM sound WHERE ? = '' OR mode = ?",
                              (mode, mode))[0][0])

    def damaged(self) -> int:
        """How many rows of ``games`` are damaged (left out of the figures and the list)."""
        self._sound()
        return self._damaged

    def has(self, code: str, ended_at: str) -> bool:
        """Whether the game of ``code`` that ended at ``ended_at`` is recorded."""
        return bool(self._read("SELECT 1 FROM games WHERE ended_at = ? AND code = ? LIMIT 1",
                               (ended_at, code)))

    def codes(self) -> set[str]:
        """The codes of every recorded game."""
        return {str(r[0]) for r in self._read(
            "SELECT DISTINCT code FROM games WHERE typeof(code) = 'text'")}

    def resets(self) -> dict[str, int]:
        """mode (or "all") → the last game id its statistics were reset after."""
        rows = self._read("SELECT mode, max(after_id) FROM resets"
                          " WHERE typeof(after_id) = 'integer' GROUP BY mode")
        return {str(m): int(a) for m, a in rows if m in (*MODES, ALL)}

    def figures(self) -> dict[str, Figures]:
        """The figures of each mode and of all, as :func:`figures` computes them from
        the games that count: the sums and records in SQL, the streaks in one pass over
        the results in order."""
        self._sound()
        out = {mode: Figures() for mode in (*MODES, ALL)}
        rows = self._read(
            "SELECT mode, count(*), sum(w), max(score), min(CASE WHEN w THEN seconds END),"
            " min(CASE WHEN w THEN moves END), sum(CASE WHEN w THEN seconds END),"
            " sum(score), sum(v = 1), sum(w AND v = 1), sum(v = 0)"
            f" FROM sound WHERE {self._counts} GROUP BY mode")
        everything = out[ALL]
        for (mode, played, won, best, fastest, fewest, win_seconds, total, winnable,
             winnable_won, pending) in rows:
            if mode not in out or not played:
                continue
            for f in (out[mode], everything):  # all: the modes together
                f.played += int(played)
                f.won += int(won or 0)
                f.winnable_played += int(winnable or 0)
                f.winnable_won += int(winnable_won or 0)
                f.winnable_pending += int(pending or 0)
                f.total += int(total or 0)
                f.best_score = _most(max, f.best_score, best)
                f.fastest_win_seconds = _most(min, f.fastest_win_seconds, fastest)
                f.fewest_moves = _most(min, f.fewest_moves, fewest)
                f.average_win_seconds = (f.average_win_seconds or 0) + (win_seconds or 0)
        for f in out.values():  # the sums of a win's time become averages
            f.average_win_seconds = (f.average_win_seconds or 0) / f.won if f.won else None
        # the results in order (the table's own: by ended_at, then id), one letter a
        # game: a/b D1N lost/won, c/d D3N, e/f D1V, g/h D3V for a deal proven winnable,
        # i to p the same for a deal proven lost and q to x for one with no verdict yet;
        # the streaks are its runs
        letter = " ".join(f"WHEN '{m}' THEN {2 * i}" for i, m in enumerate(MODES))
        text = self._read(
            "SELECT group_concat(char(97 + w + (CASE mode"
            f" {letter} END) + 8 * (v = 2) + 16 * (v = 0)), '')"
            f" FROM (SELECT mode, w, v FROM sound WHERE {self._counts} ORDER BY rowid)")[0][0]
        _streaks(out, str(text or ""))
        # the daily deals: a day is won when a daily deal of that date was won
        days: dict[str, dict[str, bool]] = {mode: {} for mode in out}
        for mode, day, won in self._read(
                "SELECT mode, daily, max(w) FROM sound"
                f" WHERE daily != '' AND {self._counts} GROUP BY mode, daily"):
            if mode in days and isinstance(day, str):
                days[mode][day] = bool(won)
                days[ALL][day] = days[ALL].get(day, False) or bool(won)
        for mode, won_days in days.items():
            _daily_runs(out[mode], won_days)
        return out

    def recent(self, count: int) -> list[bool]:
        """The results (won: True) of the last ``count`` games that count, oldest first."""
        self._sound()
        rows = self._read(f"SELECT w FROM sound WHERE {self._counts}"
                          " ORDER BY rowid DESC LIMIT ?", (int(count),))
        return [bool(r[0]) for r in reversed(rows)]

    def statistics(self) -> dict[str, dict[str, object]]:
        """``--stats --json``: as :func:`statistics` gives it, computed in SQL."""
        return {mode: as_json(f, mode) for mode, f in self.figures().items()}

    def export_csv(self, target: Path) -> int:
        """Write the history as CSV (a header and one row per sound game); the row count."""
        entries = self.entries()
        with target.open("w", encoding="utf-8", newline="") as f:
            writer = csv.writer(f)
            writer.writerow(("id", "mode", *_COLUMNS, "verdict", "daily"))
            for e in entries:
                writer.writerow((e.id, e.mode, e.code, e.ended_at, e.result, e.score,
                                 e.moves, e.seconds, e.line, e.verdict.column, e.daily))
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
    #: games whose deal the solver proved winnable, and how many of them were won
    winnable_played: int = 0
    winnable_won: int = 0
    #: the streaks over the games whose deal the solver proved winnable (a deal with no
    #: verdict yet is left out until it has one)
    winnable_current_streak: int = 0
    winnable_longest_streak: int = 0
    #: games whose deal has no verdict yet (the solver is still to decide it, or could not)
    winnable_pending: int = 0
    #: the daily deals: the days one was played, the days one was won, and the runs of
    #: days in a row won (the current one ends today, or yesterday while today is open)
    daily_days_played: int = 0
    daily_days_won: int = 0
    daily_current_run: int = 0
    daily_longest_run: int = 0

    @property
    def win_rate(self) -> float | None:
        return self.won / self.played if self.played else None


def figures(games: Iterable[Entry]) -> Figures:
    """The figures of games given in order (oldest first)."""
    f = Figures()
    win_seconds = 0.0
    streak = 0  # over the deals proven winnable
    days: dict[str, bool] = {}
    for g in games:
        if g.daily:
            days[g.daily] = days.get(g.daily, False) or g.won
        if g.verdict is Verdict.WIN:
            streak = (streak + 1 if streak > 0 else 1) if g.won else (
                streak - 1 if streak < 0 else -1)
            f.winnable_current_streak = streak
            f.winnable_longest_streak = max(f.winnable_longest_streak, streak)
            f.winnable_played += 1
            f.winnable_won += g.won
        elif g.verdict is not Verdict.LOST:
            f.winnable_pending += 1
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
    _daily_runs(f, days)
    return f


def _daily_runs(f: Figures, days: dict[str, bool], today: date | None = None) -> None:
    """The daily figures of ``f`` from each day's result (``YYYY-MM-DD`` → won)."""
    today = today or date.today()
    won: set[date] = set()
    for text, w in days.items():
        try:
            day = date.fromisoformat(text)
        except ValueError:
            continue  # another tool's text: not a day
        f.daily_days_played += 1
        if w:
            won.add(day)
    f.daily_days_won = len(won)
    longest = 0
    for day in won:
        if day - timedelta(days=1) not in won:  # a run starts here
            n = 1
            while day + timedelta(days=n) in won:
                n += 1
            longest = max(longest, n)
    f.daily_longest_run = longest
    end = today if today in won else today - timedelta(days=1)
    run = 0
    while end - timedelta(days=run) in won:
        run += 1
    f.daily_current_run = run


def _most(pick: Callable[[Any, Any], Any], known: Any, new: Any) -> Any:
    return known if new is None else new if known is None else pick(known, new)


def _runs(results: str) -> tuple[int, int, int]:
    """(current streak, longest win streak, longest loss streak) of results given as
    "1" (won) and "0" (lost), oldest first; as :func:`figures` counts them."""
    if not results:
        return 0, 0, 0
    last = results[-1]
    current = len(results) - len(results.rstrip(last))
    return (current if last == "1" else -current,
            max(map(len, results.split("0"))), max(map(len, results.split("1"))))


def _streaks(out: dict[str, Figures], letters: str) -> None:
    """The streaks of each mode and of all, from the results in order, one letter a
    game: ``a``/``b`` lost/won in the first mode of :data:`MODES`, ``c``/``d`` in the
    second, and so on, for a deal proven winnable; ``i`` to ``p`` the same for a deal
    proven lost, ``q`` to ``x`` for one with no verdict yet."""
    every, lost, pending = "abcdefgh", "ijklmnop", "qrstuvwx"
    parts = {ALL: letters.translate(str.maketrans(every + lost + pending, "01010101" * 3))}
    winnable = {ALL: letters.translate(str.maketrans(every, "01010101", lost + pending))}
    for i, mode in enumerate(MODES):
        mine = every[2 * i: 2 * i + 2]
        also = lost[2 * i: 2 * i + 2] + pending[2 * i: 2 * i + 2]
        others = "".join(c for c in every + lost + pending if c not in mine + also)
        parts[mode] = letters.translate(str.maketrans(mine + also, "010101", others))
        winnable[mode] = letters.translate(str.maketrans(mine, "01", others + also))
    for part, results in parts.items():
        f = out[part]
        f.current_streak, f.longest_win_streak, f.longest_loss_streak = _runs(results)
        f.winnable_current_streak, f.winnable_longest_streak, _ = _runs(winnable[part])


def counted(entries: Iterable[Entry], resets: dict[str, int], mode: str) -> list[Entry]:
    """The games that count in ``mode``'s statistics (or "all"): those after the last
    reset of their mode and of all."""
    after_all = resets.get(ALL, 0)
    return [e for e in entries if e.mode and (mode == ALL or e.mode == mode)
            and e.id > max(after_all, resets.get(e.mode, 0))]


def as_json(f: Figures, mode: str) -> dict[str, object]:
    """The keys of ``--stats --json`` for one mode (``"all"``: the first fifteen)."""
    data: dict[str, object] = {
        "played": f.played,
        "won": f.won,
        "win_rate": f.win_rate,
        "current_streak": f.current_streak,
        "longest_win_streak": f.longest_win_streak,
        "longest_loss_streak": f.longest_loss_streak,
        "winnable_played": f.winnable_played,
        "winnable_won": f.winnable_won,
        "winnable_current_streak": f.winnable_current_streak,
        "winnable_longest_streak": f.winnable_longest_streak,
        "winnable_pending": f.winnable_pending,
        "daily_days_played": f.daily_days_played,
        "daily_days_won": f.daily_days_won,
        "daily_current_run": f.daily_current_run,
        "daily_longest_run": f.daily_longest_run,
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
