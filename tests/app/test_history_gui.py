"""The history as a player makes it: games won and lost on the real window are recorded
(and only once), an undone restart takes its loss back, the Statistics window shows them,
and a garbled or unwritable history never stops the game."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from helpers.gui import (
    CTRL,
    answer,
    as_nobody,
    click_button,
    key,
    open_window,
    play,
    redo_key,
    undo_key,
    wait_dialog,
    wait_question,
)
from helpers.lines import WON_D1N_CODE, WON_D1N_LINE, WON_D1N_SCORE, all_but_last
from PySide6.QtCore import QLocale, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QPushButton

from dsolitaire.app.store.history_db import History
from dsolitaire.app.ui.new_game import NewGameDialog
from dsolitaire.app.ui.statistics import StatisticsDialog
from dsolitaire.engine import STOCK, WASTE

CODE = "DS1-D1N-AAAAAAB"


def _entries(path: Path) -> list[tuple[str, str, int, int, str]]:
    h = History(path)
    try:
        return [(e.code, e.result, e.score, e.moves, e.line) for e in h.entries()]
    finally:
        h.close()


def _restart_key(qtbot, window) -> None:
    key(qtbot, window, Qt.Key.Key_R, CTRL)


def _new_game_by_keys(qtbot, window) -> None:
    key(qtbot, window, Qt.Key.Key_N, CTRL)
    dialog = wait_dialog(qtbot, window, NewGameDialog)
    click_button(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=3000)


def _win_dialog(window) -> list[QDialog]:
    return [d for d in window.findChildren(QDialog, "winDialog") if d.isVisible()]


def _close_win_dialog(qtbot, window) -> None:
    qtbot.waitUntil(lambda: len(_win_dialog(window)) == 1, timeout=3000)
    dialog = _win_dialog(window)[0]
    close = next(b for b in dialog.findChildren(QPushButton) if b is not dialog.new_game_button)
    click_button(qtbot, close)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=3000)


def _win_by_mouse(qtbot, window, driver) -> None:
    line, last = all_but_last(WON_D1N_LINE)
    play(window, line)
    with qtbot.waitSignal(window.controller.won, timeout=3000):
        driver.click(WASTE if last.startswith("W") else int(last[0]) - 1)
    _close_win_dialog(qtbot, window)


def test_win_loss_by_new_game_and_by_restart_are_recorded_once(qtbot, tmp_path: Path) -> None:
    save = tmp_path / "current-game.json"
    history = tmp_path / "history.sqlite3"
    window, driver = open_window(qtbot, WON_D1N_CODE, save_path=save)
    assert history.exists() and _entries(history) == []  # made at start, with the schema
    c = window.controller

    # a win is recorded when the 104th card lands; undoing it and winning again is not
    _win_by_mouse(qtbot, window, driver)
    [won] = _entries(history)
    assert won[:3] == (WON_D1N_CODE, "won", WON_D1N_SCORE)
    assert won[4] == WON_D1N_LINE and won[3] == c.game.moves
    undo_key(qtbot, window)
    assert not c.game.won
    with qtbot.waitSignal(c.won, timeout=3000):
        redo_key(qtbot, window)
    _close_win_dialog(qtbot, window)
    assert len(_entries(history)) == 1
    # a won game replaced by New game is not also a loss
    _new_game_by_keys(qtbot, window)
    assert len(_entries(history)) == 1
    second = str(c.code)

    # a new game without an action is not counted; with one, New game loses it
    driver.click(STOCK)
    _new_game_by_keys(qtbot, window)
    answer(qtbot, wait_question(qtbot, window), yes=True)
    entries = _entries(history)
    assert len(entries) == 2 and entries[1][:2] == (second, "abandoned")
    assert entries[1][3] == 1 and entries[1][4] == "S"

    # Restart (answered yes) goes on with the same game (as KPatience and Aisleriot
    # count it): nothing is recorded, nor when it is undone and redone
    third = str(c.code)
    driver.click(STOCK)
    driver.click(STOCK)
    _restart_key(qtbot, window)
    answer(qtbot, wait_question(qtbot, window), yes=True)
    assert c.line == [] and c.game.moves == 2 and len(_entries(history)) == 2
    undo_key(qtbot, window)
    assert len(c.line) == 2 and len(_entries(history)) == 2
    redo_key(qtbot, window)
    assert len(_entries(history)) == 2
    # the restarted deal, untouched since, then replaced: given up once
    _new_game_by_keys(qtbot, window)
    answer(qtbot, wait_question(qtbot, window), yes=True)
    QApplication.processEvents()
    assert len(_entries(history)) == 3
    assert _entries(history)[2][:2] == (third, "abandoned")

    # quitting does not end a game
    driver.click(STOCK)
    window.close()
    assert len(_entries(history)) == 3

    # the statistics window shows them
    again, _driver = open_window(qtbot, None, save_path=save)
    dialog = again.show_statistics()
    assert isinstance(dialog, StatisticsDialog)
    qtbot.waitExposed(dialog)
    played = dialog.findChild(type(dialog.message), "stat_D1N_0")
    assert played is not None and played.text() == "3"
    assert dialog.findChild(type(dialog.message), "stat_all_3").text() == "2 given up in a row"
    assert dialog.strip.results == [True, False, False]
    assert dialog.model.rowCount() == 3


def test_history_tab_sorts_filters_and_plays_a_deal_again(qtbot, tmp_path: Path) -> None:
    save = tmp_path / "current-game.json"
    h = History(tmp_path / "history.sqlite3")
    h.add("DS1-D3V-AAAAAAC", "lost", -52, 20, 30.0, "S", "2026-01-01T10:00:00.000Z")
    h.add(CODE, "won", 1300, 250, 400.0, "S", "2026-01-02T10:00:00.000Z")
    h.add("DS1-D1V-AAAAAAD", "won", 416, 260, 300.0, "S", "2026-01-03T10:00:00.000Z")
    h.close()
    window, driver = open_window(qtbot, WON_D1N_CODE, save_path=save)
    dialog = window.show_statistics()
    assert isinstance(dialog, StatisticsDialog)
    qtbot.waitExposed(dialog)
    dialog.tabs.setCurrentIndex(1)
    table = dialog.table
    model = table.model()
    # newest first, by default
    assert [model.index(r, 1).data() for r in range(3)] == [
        "DS1-D1V-AAAAAAD", CODE, "DS1-D3V-AAAAAAC"]
    # a click on the Score header sorts by the score as a number (not as text)
    header = table.horizontalHeader()
    x = header.sectionViewportPosition(3) + header.sectionSize(3) // 2
    from PySide6.QtCore import QPoint
    QTest.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))
    scores = [model.index(r, 3).data() for r in range(3)]
    thirteen = QLocale().toString(1300)  # a Normal score in the player's locale
    assert scores in (["-$52", "$416", thirteen], [thirteen, "$416", "-$52"])
    # filter by mode
    dialog.filter_mode.setCurrentIndex(dialog.filter_mode.findData("D1N"))
    assert model.rowCount() == 1 and model.index(0, 1).data() == CODE
    # play this deal again: a game is in progress, so the window asks first
    driver.click(STOCK)
    rect = table.visualRect(model.index(0, 1))
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    click_button(qtbot, dialog.copy_button)
    assert QApplication.clipboard().text() == f"{CODE}: S"
    click_button(qtbot, dialog.play_button)
    answer(qtbot, wait_question(qtbot, window), yes=True)
    assert str(window.controller.code) == CODE and window.controller.game.moves == 0
    # the game left by that was recorded as given up, and the list (of D1N games) follows
    assert dialog.model.rowCount() == 2
    assert [model.index(r, 2).data() for r in range(2)] == ["Given up", "Won"]
    dialog.filter_mode.setCurrentIndex(dialog.filter_mode.findData(""))
    assert model.rowCount() == 4


def test_reset_asks_and_starts_the_figures_again(qtbot, tmp_path: Path) -> None:
    save = tmp_path / "current-game.json"
    h = History(tmp_path / "history.sqlite3")
    h.add(CODE, "won", 1300, 250, 400.0, "S")
    h.add("DS1-D1V-AAAAAAD", "lost", -52, 20, 30.0, "S")
    h.close()
    window, _driver = open_window(qtbot, WON_D1N_CODE, save_path=save)
    dialog = window.show_statistics()
    qtbot.waitExposed(dialog)
    cell = dialog.cells["D1N", 0]
    assert cell.text() == "1"
    dialog.reset_mode.setCurrentIndex(dialog.reset_mode.findData("D1N"))
    click_button(qtbot, dialog.reset_button)
    qtbot.waitUntil(lambda: any(b.isVisible() for b in
                                dialog.findChildren(QMessageBox, "confirmReset")))
    box = next(b for b in dialog.findChildren(QMessageBox, "confirmReset") if b.isVisible())
    click_button(qtbot, box.button(QMessageBox.StandardButton.No))
    assert cell.text() == "1"
    click_button(qtbot, dialog.reset_button)
    qtbot.waitUntil(lambda: any(b.isVisible() for b in
                                dialog.findChildren(QMessageBox, "confirmReset")))
    box = next(b for b in dialog.findChildren(QMessageBox, "confirmReset") if b.isVisible())
    click_button(qtbot, box.button(QMessageBox.StandardButton.Yes))
    qtbot.waitUntil(lambda: cell.text() == "0")
    assert dialog.cells["D1V", 0].text() == "1" and dialog.cells["all", 0].text() == "1"
    assert dialog.model.rowCount() == 2  # the history itself is kept


def test_a_garbled_history_is_kept_aside_and_said_in_one_line(qtbot, tmp_path: Path) -> None:
    save = tmp_path / "current-game.json"
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"garbage" * 1000)
    window, driver = open_window(qtbot, WON_D1N_CODE, save_path=save)
    text = window.statusBar().currentMessage()
    assert "could not be read" in text and "unreadable" in text and "\n" not in text
    [aside] = tmp_path.glob("history.sqlite3.unreadable-*")
    assert aside.read_bytes() == b"garbage" * 1000
    _win_by_mouse(qtbot, window, driver)
    assert len(_entries(path)) == 1


def test_a_read_only_data_folder_records_nothing_and_the_game_goes_on(tmp_path: Path) -> None:
    import tempfile
    home = Path(tempfile.mkdtemp(prefix="dsolitaire-ro-"))
    home.chmod(0o755)
    try:
        script = (
            "import sys\n"
            "from pathlib import Path\n"
            "from PySide6.QtWidgets import QApplication\n"
            "app = QApplication([])\n"
            "from dsolitaire.app.store.settings import Settings\n"
            "from dsolitaire.app.ui.window import MainWindow\n"
            "from dsolitaire.engine import GameCode, Action\n"
            f"w = MainWindow(Settings(), GameCode.parse('{WON_D1N_CODE}'),"
            " save_path=Path(sys.argv[1]) / 'current-game.json')\n"
            "assert w.history.history is None\n"
            "print('notice:', w.statusBar().currentMessage())\n"
            f"for t in '''{WON_D1N_LINE}'''.split():\n"
            "    assert w.controller.perform(Action.parse(t))\n"
            "assert w.controller.game.won\n"
            "print('won')\n"
        )
        env = dict(os.environ, HOME=str(home), XDG_CONFIG_HOME=str(home / "config"),
                   QT_QPA_PLATFORM="offscreen")
        env["PYTHONPATH"] = str(Path(__file__).resolve().parents[2])
        done = subprocess.run([*as_nobody(), sys.executable, "-c", script, str(home)],
                              env=env, capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, done.stderr
        assert "won" in done.stdout and "cannot be used" in done.stdout
        assert not (home / "history.sqlite3").exists()
    finally:
        import shutil
        shutil.rmtree(home, ignore_errors=True)
