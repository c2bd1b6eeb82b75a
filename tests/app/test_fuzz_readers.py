"""Every reader of a file we write, fuzzed (issue 30): the saved game, the waiting file,
the settings, a history row, a pasted game record. Each field's type and value is mutated,
one at a time and several together. The rules: never a traceback; never a whole file set
aside for a field the game can do without; what is set aside is kept byte for byte, once.

Derandomized and bounded so that each test takes a few seconds in CI."""

from __future__ import annotations

import json
import shutil
import sqlite3
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QSettings

from dsolitaire.app.store import savefile
from dsolitaire.app.store.history_db import History
from dsolitaire.app.store.history_keeper import WAITING_NAME, HistoryKeeper
from dsolitaire.app.store.settings import APPLICATION, ORGANIZATION, Setting, Settings
from dsolitaire.engine import EngineError, Game
from dsolitaire.engine.record import parse_record

CODE = "DS1-D1N-AAAAAAB"
LINE = ["5>2", "S", "S"]
FUZZ = settings(max_examples=150, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])

#: Any JSON value, with the edges: huge and negative numbers, floats, NaN-free reals.
values = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-(10**15), max_value=10**15)
    | st.sampled_from([-5000, -1, 0, 1, 2**31, 2**63, 10**12])
    | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner,
                                                                max_size=3),
    max_leaves=6,
)


def mutations(fields: list[str]) -> st.SearchStrategy[dict[str, object]]:
    """One field changed, or several together, or one dropped."""
    return st.dictionaries(st.sampled_from([*fields, "unknown"]), values | st.just(DROP),
                           min_size=1, max_size=len(fields))


DROP = "\x00drop"


def mutated(base: dict[str, object], change: dict[str, object]) -> dict[str, object]:
    data = dict(base)
    for key, value in change.items():
        if value == DROP:
            data.pop(key, None)
        else:
            data[key] = value
    return data


@pytest.fixture
def folder() -> Iterator[Path]:
    path = Path(tempfile.mkdtemp(prefix="dsolitaire-fuzz-"))
    yield path
    shutil.rmtree(path, ignore_errors=True)


# -- the saved game ------------------------------------------------------------------------

HEADER = {"format": "dsolitaire-game", "version": 2, "code": CODE, "actions": LINE,
          "moves": 3, "elapsed_ms": 1000}
#: a move that plays after LINE in CODE (W>F does not: with it, every file whose entry kept
#: its keep and add was refused, rightly, and blamed on whatever else had been mutated)
ADDED = ["W>1"]
ENTRY = {"keep": 3, "add": ADDED, "moves": 4, "elapsed_ms": 2000}
#: fields the game cannot be rebuilt without: only these may make a saved game unusable
NEEDED = {"format", "version", "code", "actions", "keep", "add"}


@FUZZ
@given(mutations(list(HEADER)), st.none() | mutations(list(ENTRY)))
@example({"moves": DROP}, {"moves": DROP})  # the counter missing in both: repaired, played
@example({"unknown": 1}, {"elapsed_ms": "x"})  # nothing needed touched: the entry plays
def test_a_saved_game_is_read_or_refused_but_only_for_what_it_cannot_do_without(
        header: dict[str, object], entry: dict[str, object] | None) -> None:
    text = json.dumps(mutated(HEADER, header)) + "\n"
    if entry is not None:
        text += json.dumps(mutated(ENTRY, entry)) + "\n"
    try:
        saved = savefile.parse(text.encode())
    except savefile.SaveError as exc:
        assert exc.kind in {"damaged", "newer"}
        changed = set(header) | set(entry or {})
        assert changed & NEEDED, f"set aside for {changed}: {exc.reason}"
        return
    assert 0 <= saved.elapsed_ms <= savefile.MAX_ELAPSED_MS
    assert len(saved.actions) <= saved.moves <= savefile.MAX_MOVES
    assert saved.played is not None
    if not (set(header) | set(entry or {})) & NEEDED:  # every action kept, none lost
        assert [str(a) for a in saved.actions] == LINE + (ADDED if entry else [])


def test_the_fuzzed_files_unmutated_are_read_whole() -> None:
    """The base the fuzz mutates must itself be a good file, or every refusal is blamed
    on the mutation."""
    text = json.dumps(HEADER) + "\n" + json.dumps(ENTRY) + "\n"
    saved = savefile.parse(text.encode())
    assert [str(a) for a in saved.actions] == LINE + ADDED
    assert (saved.moves, saved.elapsed_ms, saved.repairs) == (4, 2000, [])


@FUZZ
@given(st.sampled_from(["moves", "elapsed_ms"]), values)
def test_a_bad_clock_or_counter_alone_never_costs_the_game(key: str, value: object) -> None:
    saved = savefile.parse((json.dumps({**HEADER, key: value}) + "\n").encode())
    assert [str(a) for a in saved.actions] == LINE
    assert saved.elapsed_ms >= 0 and saved.moves >= len(LINE)


# -- the waiting file ----------------------------------------------------------------------

GAME = ["DS1-D1N-AAAAAAB", "won", 120, 80, 300.5, "S 5>2", "2026-12-01T10:00:00Z"]


def waiting_bytes(games: list[object], forget: object = ()) -> bytes:
    return json.dumps({"format": "dsolitaire-history-waiting", "version": 1,
                       "games": games, "forget": list(forget)  # type: ignore[call-overload]
                       if isinstance(forget, tuple) else forget}).encode()


def start_keeper(folder: Path, raw: bytes) -> tuple[HistoryKeeper, Path]:
    history = folder / "history.sqlite3"
    History(history).close()
    (folder / WAITING_NAME).write_bytes(raw)
    keeper = HistoryKeeper(history)
    keeper.flush()
    return keeper, history


def kept_aside(folder: Path) -> list[Path]:
    return sorted(folder.glob("history-waiting.damaged-*"))


@FUZZ
@given(st.lists(st.tuples(st.integers(0, 6), values), max_size=3), st.integers(1, 3))
def test_a_waiting_file_is_read_or_kept_aside_byte_for_byte_never_a_traceback(
        folder: Path, changes: list[tuple[int, object]], count: int) -> None:
    work = Path(tempfile.mkdtemp(dir=folder))
    games = [list(GAME) for _ in range(count)]
    for index, value in changes:
        games[0][index] = value
    raw = waiting_bytes(games)  # type: ignore[arg-type]
    keeper, history = start_keeper(work, raw)
    aside = kept_aside(work)
    assert len(aside) <= 1
    if aside:
        assert aside[0].read_bytes() == raw
    else:  # read: every game is in the history (an odd one counted as damaged) or waits
        kept = History(history)
        assert kept.count() + kept.damaged() + keeper.waiting >= 1
        kept.close()


@FUZZ
@given(st.lists(st.sampled_from(["won", "abandoned", "lost"]), min_size=1, max_size=4))
def test_waiting_file_every_result_any_version_writes_is_recorded(
        folder: Path, results: list[str]) -> None:
    work = Path(tempfile.mkdtemp(dir=folder))
    games = [[*GAME[:1], result, *GAME[2:6], f"2026-12-01T10:00:0{n}Z"]
             for n, result in enumerate(results)]
    keeper, history = start_keeper(work, waiting_bytes(games))  # type: ignore[arg-type]
    assert not kept_aside(work)
    assert History(history).count() == len(results)
    if keeper.history is not None:
        keeper.history.close()


# -- the settings --------------------------------------------------------------------------

SETTINGS = {name: s for name, s in vars(Settings).items() if isinstance(s, Setting)}
ini_values = (st.text(alphabet=st.characters(blacklist_categories=["Cs", "Cc"]),
                      max_size=12)
              | st.sampled_from(["true", "false", "1", "3", "-1", "@Invalid()", "@ByteArray(x)",
                                 "@Variant(\\0\\0\\0\\x7f)", "99999999999999999999", "da",
                                 "kde:", "1e9", "\"quoted\""]))


@pytest.mark.qt_log_ignore("QVariant::load")  # Qt's own word on a junk @Variant value
@FUZZ
@given(st.dictionaries(st.sampled_from([s.key for s in SETTINGS.values()]), ini_values,
                       min_size=1))
def test_settings_of_any_value_read_as_their_type_or_their_default(
        folder: Path, junk: dict[str, str]) -> None:
    work = Path(tempfile.mkdtemp(dir=folder))
    groups: dict[str, list[str]] = {}
    for key, value in junk.items():
        group, name = key.split("/")
        groups.setdefault(group, []).append(f"{name}={value}")
    text = "".join(f"[{g}]\n" + "\n".join(lines) + "\n" for g, lines in groups.items())
    ini = work / ORGANIZATION / f"{APPLICATION}.ini"
    ini.parent.mkdir(parents=True)
    ini.write_text(text, encoding="utf-8")
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(work))
    prefs = Settings()
    for name, setting in SETTINGS.items():
        value = getattr(prefs, name)
        assert isinstance(value, setting.kind)
        assert not setting.allowed or value in setting.allowed
    assert prefs.kept is None or prefs.kept.read_bytes() == text.encode()
    prefs.store.sync()


# -- a history row -------------------------------------------------------------------------

ROW = {"code": CODE, "ended_at": "2026-12-01T10:00:00Z", "result": "won", "score": 10,
       "moves": 5, "seconds": 12.5, "line": "S", "app_version": "1", "verdict": "unknown",
       "daily": ""}
sql_values = (st.none() | st.integers(-(2**63), 2**63 - 1) | st.floats(allow_nan=False)
              | st.text(max_size=12) | st.binary(max_size=8)
              | st.sampled_from(["won", "lost", "abandoned", "given up", "WON", "D3V"]))


@FUZZ
@given(st.dictionaries(st.sampled_from(list(ROW)), sql_values, min_size=1, max_size=4))
def test_a_history_row_of_any_values_never_breaks_reading(
        folder: Path, change: dict[str, object]) -> None:
    work = Path(tempfile.mkdtemp(dir=folder))
    path = work / "history.sqlite3"
    History(path).close()
    row = {**ROW, **change}
    db = sqlite3.connect(path)
    db.execute("PRAGMA ignore_check_constraints = ON")
    columns = [r[1] for r in db.execute("PRAGMA table_info(games)")]
    row = {k: v for k, v in row.items() if k in columns}
    try:
        db.execute(f"INSERT INTO games ({', '.join(row)}) VALUES "
                   f"({', '.join('?' * len(row))})", list(row.values()))
    except sqlite3.IntegrityError:  # NOT NULL: no program writes such a row
        db.close()
        assume(False)
    db.execute(f"INSERT INTO games ({', '.join(row)}) VALUES ({', '.join('?' * len(row))})",
               [ROW[k] for k in row])
    db.commit()
    db.close()
    history = History(path)
    assert history.count() + history.damaged() >= 2
    history.page()
    history.figures()
    history.statistics()
    history.entries()
    history.recent(10)
    history.export_csv(work / "out.csv")
    history.close()
    assert not list(work.glob("history.sqlite3.*-*"))  # one odd row never sets it aside


# -- a pasted game record ------------------------------------------------------------------

tokens = st.sampled_from(["S", "5>2", "W>F", "U", "9>1", "W>3", "1>F", "7>7", "", "\u00e6",
                          "S:", "DS1", ":"])


@FUZZ
@given(st.one_of(
    st.lists(tokens, max_size=8).map(lambda ts: f"{CODE}: " + " ".join(ts)),
    st.builds(lambda a, b: a + ": " + b, st.text(max_size=20), st.text(max_size=20)),
    st.text(max_size=40),
))
def test_a_pasted_record_is_read_or_refused_with_a_reason(text: str) -> None:
    try:
        record = parse_record(text)
    except EngineError as exc:
        assert str(exc)
        return
    assert isinstance(record.game, Game)
