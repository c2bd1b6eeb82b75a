"""The history never blocks the window and never loses a game (issue 18, cases 2–4): rows
another tool wrote with damaged values are counted and left out, never a traceback and
never deleted; a history another program holds locked neither delays the window nor
loses a win (it waits in a queue, written when the lock goes, at the latest on quit);
the figures computed in SQL are the figures of the documented arithmetic."""

from __future__ import annotations

import json
import math
import sqlite3
import threading
import time
from pathlib import Path

import pytest
from helpers.gui import menu_keys, open_window
from helpers.lines import WON_D1N_CODE, WON_D1N_LINE, all_but_last
from helpers.private_app import data_folder, run
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dsolitaire.app.store.history_db import MODES, Entry, History, statistics
from dsolitaire.app.ui.statistics import StatisticsDialog
from dsolitaire.engine import WASTE

GOOD = ("DS1-D1N-AAAAAAB", "2026-01-01T10:00:00.000Z", "won", 1300, 250, 400.0, "S")


def _insert(path: Path, rows: list[tuple[object, ...]]) -> None:
    """Rows written by another tool, straight into ``games``."""
    db = sqlite3.connect(path)
    db.executemany("INSERT INTO games (code, ended_at, result, score, moves, seconds, line)"
                   " VALUES (?, ?, ?, ?, ?, ?, ?)", rows)
    db.commit()
    db.close()


def _rows(path: Path) -> int:
    db = sqlite3.connect(path)
    try:
        return int(db.execute("SELECT count(*) FROM games").fetchone()[0])
    finally:
        db.close()


DAMAGED = [
    ("DS1-D1N-AAAAAAC", "2026-01-02T10:00:00.000Z", "won", "lots", 250, 400.0, "S"),
    ("DS1-D1N-AAAAAAD", "2026-01-03T10:00:00.000Z", "lost", 10, -5, 40.0, "S"),
    ("DS1-D1N-AAAAAAE", "2026-01-04T10:00:00.000Z", "lost", 10, 5, "soon", "S"),
    ("DS1-D1N-AAAAAAF", "2026-01-05T10:00:00.000Z", "won", 10**15, 5, 4.0, "S"),
    ("no code at all", "2026-01-06T10:00:00.000Z", "won", 10, 5, 4.0, "S"),
    (12345, "2026-01-07T10:00:00.000Z", "won", 10, 5, 4.0, "S"),
    ("DS1-D1N-AAAAAAG", b"\x00when", "won", 10, 5, 4.0, "S"),
    ("DS1-D1N-AAAAAAH", "2026-01-09T10:00:00.000Z", "won", 1.5, 5, 4.0, "S"),
]


def test_stats_with_damaged_rows_counts_them_and_leaves_them_out(tmp_path: Path) -> None:
    path = data_folder(tmp_path) / "history.sqlite3"
    History(path).close()
    _insert(path, [GOOD, *DAMAGED])
    done = run(tmp_path, "--stats", "--json")
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert done.stderr == ("dsolitaire: 8 games in the history have damaged values and are "
                           "left out\n")
    stats = json.loads(done.stdout)
    assert stats["D1N"]["played"] == 1 and stats["D1N"]["best_score"] == 1300
    assert stats["all"]["played"] == 1
    plain = run(tmp_path, "--stats")
    assert plain.returncode == 0 and "played: 1" in plain.stdout
    exported = run(tmp_path, "--export-history", str(tmp_path / "out.csv"))
    assert exported.returncode == 0 and "1 games written" in exported.stdout
    assert _rows(path) == 9  # nothing deleted


def test_the_statistics_window_says_how_many_rows_are_damaged(qtbot, tmp_path: Path) -> None:
    save = tmp_path / "current-game.json"
    path = tmp_path / "history.sqlite3"
    History(path).close()
    _insert(path, [GOOD, *DAMAGED])
    window, _driver = open_window(qtbot, WON_D1N_CODE, save_path=save)
    menu_keys(qtbot, window, window.stats_action)  # Game ▸ Statistics…, by Alt+letters
    dialog = next(d for d in window.findChildren(StatisticsDialog) if d.isVisible())
    assert dialog.cells["D1N", 0].text() == "1"
    assert dialog.message.text() == ("8 games in the history have damaged values and are "
                                     "left out of the figures and the list.")
    dialog.tabs.setCurrentIndex(1)
    assert dialog.table.model().rowCount() == 1
    assert _rows(path) == 9


# -- any values in a row: never a traceback, the sound ones as the arithmetic says --------

_ANY = st.one_of(
    st.none(), st.integers(min_value=-(2**63), max_value=2**63 - 1),
    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=12),
    st.binary(max_size=8), st.sampled_from(["won", "lost", "DS1-D3V-AAAAAAB", "12", "-3"]))
_CODE = st.one_of(
    st.builds(lambda m, s: f"DS1-{m}-{s}", st.sampled_from(MODES),
              st.text("ABCDEFGH", min_size=7, max_size=7)),
    st.sampled_from([" ds1-d1v-abcdefg ", "X-D3N-Y", "DS1-D1N", "DS1-D1N-A-B", "DS1-d9n-A"]),
    _ANY)
_ROW = st.tuples(_CODE,
                 st.one_of(st.sampled_from(["2026-01-01T00:00:00.000Z",
                                            "2026-01-01T00:00:01.000Z"]), _ANY),
                 st.one_of(st.sampled_from(["won", "lost"]), _ANY),
                 st.one_of(st.integers(-2000, 2000), _ANY),
                 st.one_of(st.integers(0, 500), _ANY),
                 st.one_of(st.floats(0, 5000), _ANY),
                 st.one_of(st.just("S"), _ANY))


def _fill(path: Path, rows: list[tuple[object, ...]], resets: list[tuple[str, int]]) -> int:
    """Insert what SQLite takes (its NOT NULL and CHECK refuse some); how many went in."""
    db = sqlite3.connect(path)
    count = 0
    for row in rows:
        try:
            db.execute("INSERT INTO games (code, ended_at, result, score, moves, seconds,"
                       " line) VALUES (?, ?, ?, ?, ?, ?, ?)", row)
            count += 1
        except sqlite3.Error:
            pass
    db.executemany("INSERT INTO resets (mode, at, after_id) VALUES (?, 'x', ?)", resets)
    db.commit()
    db.close()
    return count


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rows=st.lists(_ROW, max_size=25),
       resets=st.lists(st.tuples(st.sampled_from([*MODES, "all"]), st.integers(0, 30)),
                       max_size=3))
def test_any_row_values_give_figures_and_never_a_traceback(
        tmp_path_factory: pytest.TempPathFactory, rows: list[tuple[object, ...]],
        resets: list[tuple[str, int]]) -> None:
    path = tmp_path_factory.mktemp("h") / "history.sqlite3"
    History(path).close()
    inserted = _fill(path, rows, resets)
    h = History(path)
    try:
        figures = h.statistics()
        entries = h.entries()
        assert h.damaged() + len(entries) == inserted == _rows(path)
        for e in entries:  # a sound row reads back with its types
            assert e.mode in MODES and type(e.score) is int and type(e.moves) is int
            assert math.isfinite(e.seconds) and e.seconds >= 0
        # the figures of SQL are the figures of the documented arithmetic, over the
        # same (sound) games
        assert figures == statistics(entries, h.resets())
        assert h.recent(50) == [e.won for e in sorted(entries, key=lambda e: (e.ended_at,
                                                                            e.id))
                                if e.id > max(h.resets().get("all", 0),
                                              h.resets().get(e.mode, 0))][-50:]
    finally:
        h.close()


@settings(max_examples=40, deadline=None)
@given(games=st.lists(st.tuples(st.sampled_from(MODES), st.booleans(),
                                st.integers(-3000, 3000), st.integers(0, 900),
                                st.floats(0, 9000), st.integers(0, 5)), max_size=40),
       resets=st.lists(st.tuples(st.sampled_from([*MODES, "all"]), st.integers(0, 40)),
                       max_size=3))
def test_sound_histories_give_the_hand_arithmetics_figures(
        tmp_path_factory: pytest.TempPathFactory, games: list[tuple[str, bool, int, int,
                                                                     float, int]],
        resets: list[tuple[str, int]]) -> None:
    path = tmp_path_factory.mktemp("h") / "history.sqlite3"
    History(path).close()
    rows = [(f"DS1-{m}-AAAAAAB", f"2026-01-01T00:00:0{t}.000Z", "won" if w else "lost",
             s, mv, sec, "S") for m, w, s, mv, sec, t in games]
    _fill(path, rows, resets)
    expected = [Entry(i + 1, *row) for i, row in enumerate(rows)]  # type: ignore[arg-type]
    reset_of: dict[str, int] = {}
    for mode, after in resets:
        reset_of[mode] = max(reset_of.get(mode, 0), after)
    h = History(path)
    try:
        assert h.damaged() == 0
        assert h.statistics() == statistics(expected, reset_of)
    finally:
        h.close()


# -- another program holds the history --------------------------------------------------


def _hold(path: Path, readers_too: bool = False) -> sqlite3.Connection:
    """Another program's connection holding the database for writing (and, with
    ``readers_too``, for reading: possible only while no one else has it open) until
    it is closed."""
    other = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    if readers_too:
        other.execute("PRAGMA locking_mode = EXCLUSIVE")
    other.execute("BEGIN EXCLUSIVE")
    other.execute("INSERT INTO resets (mode, at) VALUES ('all', 'then')")
    return other


def _win(qtbot, window, driver) -> None:
    from helpers.gui import play

    line, last = all_but_last(WON_D1N_LINE)
    play(window, line)
    with qtbot.waitSignal(window.controller.won, timeout=3000):
        driver.click(WASTE if last.startswith("W") else int(last[0]) - 1)


def _won_games(path: Path) -> int:
    h = History(path)
    try:
        return sum(e.won for e in h.entries())
    finally:
        h.close()


@pytest.mark.alone  # timed: the window and the win within 5 s
def test_a_locked_history_neither_delays_the_window_nor_loses_the_win(qtbot,
                                                                      tmp_path: Path) -> None:
    save = tmp_path / "current-game.json"
    path = tmp_path / "history.sqlite3"
    History(path).close()
    other = _hold(path, readers_too=True)
    try:
        started = time.monotonic()
        window, driver = open_window(qtbot, WON_D1N_CODE, save_path=save)
        # not the 10 s of the busy timeout (5 s: a loaded machine took 3.5 s to play the win)
        assert time.monotonic() - started < 5
        assert "in use by another program" in window.statusBar().currentMessage()
        started = time.monotonic()
        _win(qtbot, window, driver)
        assert time.monotonic() - started < 5
        assert window.history.waiting == 1
    finally:
        other.close()  # the lock goes
    qtbot.waitUntil(lambda: window.history.waiting == 0, timeout=10000)
    assert _won_games(path) == 1


def test_a_win_waiting_for_the_lock_is_written_when_the_window_closes(qtbot,
                                                                      tmp_path: Path) -> None:
    save = tmp_path / "current-game.json"
    path = tmp_path / "history.sqlite3"
    window, driver = open_window(qtbot, WON_D1N_CODE, save_path=save)
    other = _hold(path)
    release = threading.Timer(0.8, other.close)
    try:
        _win(qtbot, window, driver)
        assert window.history.waiting == 1
        messages: list[str] = []
        window.history.problem.connect(messages.append)
        release.start()
        window.close()  # as Quit: what waits is written once the lock goes
    finally:
        release.join()
    assert _won_games(path) == 1
    assert window.history.waiting == 0 and messages == []


def test_the_player_is_told_once_while_the_history_stays_locked(qtbot, tmp_path: Path) -> None:
    from helpers.gui import click_button, open_new_game, play

    save = tmp_path / "current-game.json"
    path = tmp_path / "history.sqlite3"
    window, _driver = open_window(qtbot, WON_D1N_CODE, save_path=save)
    window.settings.confirm_replace = False
    told: list[str] = []
    window.history.problem.connect(told.append)
    other = _hold(path)
    try:
        for _ in range(3):  # Game ▸ New game: each records a loss, which waits
            play(window, "S")
            dialog = open_new_game(qtbot, window)
            click_button(qtbot, dialog.ok_button)
            qtbot.waitUntil(lambda d=dialog: not d.isVisible(), timeout=3000)
        assert window.history.waiting == 3
    finally:
        other.close()
    assert len(told) == 1 and "in use by another program" in told[0]
    qtbot.waitUntil(lambda: window.history.waiting == 0, timeout=10000)
    h = History(path)
    assert [e.result for e in h.entries()] == ["abandoned"] * 3  # given up, never lost
    h.close()
    # a restart records nothing: it goes on with the same game
    play(window, "S")
    window.restart_action.trigger()
    assert window.history.waiting == 0 and len(History(path).entries()) == 3


_FOLDERS = """
import sys
from PySide6.QtCore import QCoreApplication
from dsolitaire.app.store.files import data_folder
from dsolitaire.app.store.profile import plain_data_folder
from dsolitaire.app.store.settings import APPLICATION, ORGANIZATION
QCoreApplication.setOrganizationName(ORGANIZATION)
QCoreApplication.setApplicationName(APPLICATION)
print(data_folder())
print(plain_data_folder())
"""


@pytest.mark.parametrize("xdg", [None, "absolute", "relative/path"])
def test_stats_finds_the_apps_own_data_folder_without_qt(tmp_path: Path, xdg) -> None:
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items()
           if k not in ("XDG_DATA_HOME", "DSOLITAIRE_PROFILE")}
    env["HOME"] = str(tmp_path)
    if xdg is not None:
        env["XDG_DATA_HOME"] = str(tmp_path / "xdg") if xdg == "absolute" else xdg
    done = subprocess.run([sys.executable, "-c", _FOLDERS], env=env, capture_output=True,
                          text=True, timeout=60, check=True)
    qt, plain = done.stdout.splitlines()
    assert plain in (qt, "None")  # the same folder as the app's, or Qt is asked
    assert plain == qt or xdg == "relative/path"


@pytest.mark.alone  # timed: the window within 8 s
def test_the_real_app_opens_at_once_beside_a_locked_history(tmp_path: Path) -> None:
    import signal

    from helpers.private_app import start

    path = data_folder(tmp_path) / "history.sqlite3"
    History(path).close()
    other = _hold(path, readers_too=True)
    try:
        app = start(tmp_path, "--code", "DS1-D1N-AAAAAAB")
        took = app.wait_ready()
        assert took < 8  # it waited out the 10 s busy timeout before the window
        assert "in use by another program" in app.status
    finally:
        other.close()
    app.process.send_signal(signal.SIGTERM)
    status, err = app.finish()
    assert status == 0 and "Traceback" not in err, err


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rows=st.lists(_ROW, max_size=20), descending=st.booleans(),
       mode=st.sampled_from(["", *MODES]))
def test_the_list_sorts_by_every_column_as_the_values_say(
        tmp_path_factory: pytest.TempPathFactory, rows: list[tuple[object, ...]],
        descending: bool, mode: str) -> None:
    from dsolitaire.app.store.history_db import SORT_COLUMNS

    path = tmp_path_factory.mktemp("h") / "history.sqlite3"
    History(path).close()
    _fill(path, rows, [])
    h = History(path)
    try:
        every = [e for e in h.entries() if not mode or e.mode == mode]
        for column in SORT_COLUMNS:
            expected = sorted(every, key=lambda e, c=column: (getattr(e, c), e.ended_at, e.id),
                              reverse=descending)
            assert h.page(mode, column, descending) == expected
            assert h.page(mode, column, descending, 1, 3) == expected[1:4]
    finally:
        h.close()


def test_the_history_tab_fetches_a_page_at_a_time_as_it_scrolls(qtbot, tmp_path: Path) -> None:
    from dsolitaire.app.ui.statistics import PAGE_ROWS

    save = tmp_path / "current-game.json"
    path = tmp_path / "history.sqlite3"
    History(path).close()
    total = PAGE_ROWS * 2 + 50
    _insert(path, [(f"DS1-D1N-AAAAAA{'BC'[i % 2]}", f"2026-01-01T00:{i // 60:02d}:"
                    f"{i % 60:02d}.000Z", "lost", i, 5, 4.0, "S") for i in range(total)])
    window, _driver = open_window(qtbot, WON_D1N_CODE, save_path=save)
    window.stats_action.trigger()
    dialog = next(d for d in window.findChildren(StatisticsDialog) if d.isVisible())
    dialog.tabs.setCurrentIndex(1)
    model = dialog.table.model()
    assert model.rowCount() == PAGE_ROWS
    assert model.index(0, 3).data() == str(total - 1)  # newest first
    bar = dialog.table.verticalScrollBar()
    while model.rowCount() < total:  # the player drags the scroll bar to the end
        rows = model.rowCount()
        qtbot.waitUntil(lambda: bar.maximum() > bar.value(), timeout=3000)  # laid out
        bar.setValue(bar.maximum())
        qtbot.waitUntil(lambda rows=rows: model.rowCount() > rows, timeout=3000)
    assert model.rowCount() == total
    assert model.index(total - 1, 3).data() == "0"
    assert dialog.cells["D1N", 0].text() == str(total)


def _win_kept_for_the_next_start(qtbot, tmp_path: Path) -> tuple[Path, Path, Path]:  # type: ignore[no-untyped-def]
    """A win whose window closed while another program held the history: it waits in the
    waiting file (the lock is let go after). The saved game, the history, that file."""
    from dsolitaire.app.store.history_keeper import WAITING_NAME

    save = tmp_path / "current-game.json"
    path = tmp_path / "history.sqlite3"
    waiting = tmp_path / WAITING_NAME
    window, driver = open_window(qtbot, WON_D1N_CODE, save_path=save)
    other = _hold(path)
    try:
        _win(qtbot, window, driver)
        window.close()  # waits for the lock in vain: the win is kept for the next start
        assert waiting.is_file() and _won_games(path) == 0
    finally:
        other.close()
    return save, path, waiting


def test_a_win_still_waiting_at_quit_is_written_at_the_next_start(qtbot, tmp_path: Path) -> None:
    save, path, waiting = _win_kept_for_the_next_start(qtbot, tmp_path)
    kept = waiting.read_bytes()
    _again, _driver = open_window(qtbot, None, save_path=save)
    qtbot.waitUntil(lambda: not waiting.exists(), timeout=10000)
    assert _won_games(path) == 1
    # the same file once more (a crash before it was removed): not recorded twice
    waiting.write_bytes(kept)
    _third, _driver = open_window(qtbot, None, save_path=save)
    qtbot.waitUntil(lambda: not waiting.exists(), timeout=10000)
    assert _won_games(path) == 1
    # a damaged one is kept aside, never read
    waiting.write_bytes(b'{"format": "dsolitaire-history-waiting", "games": [["x"]]}')
    _fourth, _driver = open_window(qtbot, None, save_path=save)
    assert not waiting.exists() and len(list(tmp_path.glob("history-waiting.damaged-*"))) == 1
    assert _won_games(path) == 1


def _waiting_file(path: Path, games: list[list[object]]) -> None:
    from dsolitaire.app.store.history_keeper import WAITING_NAME

    path.with_name(WAITING_NAME).write_text(json.dumps(
        {"format": "dsolitaire-history-waiting", "version": 1, "games": games,
         "forget": []}))


def _results(path: Path) -> list[str]:
    h = History(path)
    try:
        return sorted(str(e.result) for e in h.entries())
    finally:
        h.close()


def test_a_waiting_win_beside_a_game_given_up_is_recorded_at_the_next_start(
        qtbot, tmp_path: Path) -> None:
    """Issue 28: a waiting file with a game given up (``abandoned``) was set aside whole,
    and the win beside it never reached the history."""
    save = tmp_path / "current-game.json"
    path = tmp_path / "history.sqlite3"
    History(path).close()
    _waiting_file(path, [
        ["DS1-D1N-AAAAAAB", "won", 1300, 250, 400.0, "S", "2026-01-01T10:00:00.000Z"],
        ["DS1-D1N-AAAAAAC", "abandoned", 20, 5, 30.0, "S", "2026-01-01T11:00:00.000Z"]])
    _window, _driver = open_window(qtbot, None, save_path=save)
    waiting = tmp_path / "history-waiting.json"
    qtbot.waitUntil(lambda: not waiting.exists(), timeout=10000)
    assert _results(path) == ["abandoned", "won"]
    assert not list(tmp_path.glob("history-waiting.damaged-*"))


def test_the_waiting_file_reader_takes_every_result_and_skips_only_an_unknown_one(
        qtbot, tmp_path: Path) -> None:
    """Every result any version of ours writes is read back (one of each); a result this
    version does not know (a newer one's) costs only its own game, and the file is
    kept aside for it."""
    from dsolitaire.engine.outcomes import GameResult

    save = tmp_path / "current-game.json"
    path = tmp_path / "history.sqlite3"
    History(path).close()
    games: list[list[object]] = [
        ["DS1-D1N-AAAAAAB", str(result), 10, 5, 30.0, "S", f"2026-01-0{i + 1}T10:00:00.000Z"]
        for i, result in enumerate(GameResult)]
    games.append(["DS1-D1N-AAAAAAD", "forfeited", 0, 1, 1.0, "S", "2026-02-01T10:00:00.000Z"])
    _waiting_file(path, games)
    _window, _driver = open_window(qtbot, None, save_path=save)
    waiting = tmp_path / "history-waiting.json"
    qtbot.waitUntil(lambda: not waiting.exists(), timeout=10000)
    qtbot.waitUntil(lambda: len(_results(path)) == len(GameResult), timeout=10000)
    assert _results(path) == sorted(str(r) for r in GameResult)
    assert len(list(tmp_path.glob("history-waiting.damaged-*"))) == 1


def test_a_win_handed_to_the_waiting_file_is_not_also_written_by_its_closed_window(
        qtbot, tmp_path: Path) -> None:
    """The window that kept a win for the next start (the history locked at its close)
    still tries again each second; once the next start has recorded the win from the
    waiting file, that retry must not record it a second time (it did, now and then,
    in the parallel suite: 2 wins for 1)."""
    from dsolitaire.app.store.history_keeper import RETRY_MS

    save, path, waiting = _win_kept_for_the_next_start(qtbot, tmp_path)
    _again, _driver = open_window(qtbot, None, save_path=save)
    qtbot.waitUntil(lambda: not waiting.exists(), timeout=10000)
    qtbot.wait(3 * RETRY_MS)  # the closed window's retries come and go
    assert _won_games(path) == 1
