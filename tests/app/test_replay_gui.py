"""Replays and records, as a player uses them: a won game, a game lost by New game and
one lost by Restart show in the statistics and the history; Watch replays one on its own
table (step forward and back, the speed, no drags) without touching the player's game;
Play on from here takes it over with its moves on the undo stack; Game ▸ Copy game record
and a record pasted in New game; bad records say what is wrong and lose nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.gui import (
    CTRL,
    LEFT,
    answer,
    check_table,
    click_button,
    key,
    open_new_game,
    open_window,
    paste_record,
    play,
    state,
    undo_key,
    wait_dialog,
    wait_question,
)
from helpers.lines import WON_D1N_CODE, WON_D1N_LINE, all_but_last
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QPushButton

from dsolitaire.app.driver import Driver
from dsolitaire.app.store.history_db import History
from dsolitaire.app.ui.statistics import StatisticsDialog
from dsolitaire.app.ui.window import MainWindow
from dsolitaire.engine import STOCK, WASTE, Game

CODE = "DS1-D1N-AAAAAAB"
WON = WON_D1N_LINE.split()

# menus and the statistics window on the offscreen platform
pytestmark = pytest.mark.qt_log_ignore(
    "This plugin does not support raise", "This plugin does not support grabbing the keyboard",
    extend=True,
)


def _entries(path: Path) -> list[tuple[str, str]]:
    h = History(path)
    try:
        return [(e.code, e.result) for e in h.entries()]
    finally:
        h.close()


def _close_win_dialog(qtbot, window: MainWindow) -> None:
    def shown() -> list[QDialog]:
        return [d for d in window.findChildren(QDialog, "winDialog") if d.isVisible()]

    qtbot.waitUntil(lambda: len(shown()) == 1, timeout=3000)
    dialog = shown()[0]
    close = next(b for b in dialog.findChildren(QPushButton) if b is not dialog.new_game_button)
    click_button(qtbot, close)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=3000)


def _deal_new_game(qtbot, window: MainWindow, ask: bool) -> None:
    dialog = open_new_game(qtbot, window)
    click_button(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=3000)
    if ask:
        answer(qtbot, wait_question(qtbot, window), yes=True)


def _table_of(view) -> list[tuple[float, float, bool, bool]]:  # type: ignore[no-untyped-def]
    view.table.flight.finish()
    return [(i.pos().x(), i.pos().y(), i.isVisible(), i.face_up) for i in view.table.cards]


def _click(qtbot, widget) -> None:  # type: ignore[no-untyped-def]
    click_button(qtbot, widget)
    QApplication.processEvents()


def _menu_pick(qtbot, window: MainWindow, menu: QMenu, action) -> None:  # type: ignore[no-untyped-def]
    """Open a menu of the menu bar with the mouse and click one of its entries."""
    bar = window.menuBar()
    qtbot.mouseClick(bar, LEFT, pos=bar.actionGeometry(menu.menuAction()).center())
    qtbot.waitUntil(menu.isVisible, timeout=3000)
    qtbot.mouseClick(menu, LEFT, pos=menu.actionGeometry(action).center())
    qtbot.waitUntil(lambda: not menu.isVisible(), timeout=3000)


def test_win_lose_then_watch_and_play_on_from_the_history(qtbot, tmp_path: Path) -> None:
    save = tmp_path / "current-game.json"
    history = tmp_path / "history.sqlite3"
    window, driver = open_window(qtbot, WON_D1N_CODE, save_path=save)
    c = window.controller

    # win the pinned game: its last card by mouse
    line, last = all_but_last(WON_D1N_LINE)
    play(window, line)
    with qtbot.waitSignal(c.won, timeout=3000):
        driver.click(WASTE if last.startswith("W") else int(last[0]) - 1)
    _close_win_dialog(qtbot, window)
    # lose two by New game, the second one restarted first (a restart goes on with the
    # same game: it is recorded once, when given up)
    _deal_new_game(qtbot, window, ask=False)
    driver.click(STOCK)
    _deal_new_game(qtbot, window, ask=True)
    driver.click(STOCK)
    key(qtbot, window, Qt.Key.Key_R, CTRL)
    answer(qtbot, wait_question(qtbot, window), yes=True)
    assert [r for _c, r in _entries(history)] == ["won", "abandoned"]
    driver.click(STOCK)
    _deal_new_game(qtbot, window, ask=True)
    assert [r for _c, r in _entries(history)] == ["won", "abandoned", "abandoned"]
    # the player's own game, in progress
    driver.click(STOCK)
    driver.click(STOCK)
    mine = state(window)
    my_line = list(c.line)
    saved = save.read_bytes()

    # the statistics window and the history row
    _menu_pick(qtbot, window, window.game_menu, window.stats_action)
    stats = wait_dialog(qtbot, window, StatisticsDialog)
    assert isinstance(stats, StatisticsDialog)
    assert stats.cells["D1N", 0].text() == "3" and stats.cells["D1N", 1].text() == "1"
    bar = stats.tabs.tabBar()
    QTest.mouseClick(bar, LEFT, pos=bar.tabRect(1).center())
    assert stats.tabs.currentIndex() == 1
    table, model = stats.table, stats.table.model()
    row = next(r for r in range(model.rowCount()) if model.index(r, 2).data() == "Won")
    assert model.index(row, 1).data() == WON_D1N_CODE
    assert model.index(row, 4).data() == str(len(WON))
    QTest.mouseClick(table.viewport(), LEFT,
                     pos=table.visualRect(model.index(row, 1)).center())

    # Watch: the replay runs on its own table, the statistics window gives way
    _click(qtbot, stats.watch_button)
    watch = window.watch_bar
    assert watch is not None and watch.isVisible() and not stats.isVisible()
    view = window.watch_view
    assert view is not None and view.isVisible() and not window.view.isVisible()
    assert watch.playing
    _click(qtbot, watch.play_button)  # pause
    assert not watch.playing
    replay = view.table.controller
    start = replay.index
    before = _table_of(view)
    for _ in range(3):
        _click(qtbot, watch.forward_button)
    assert replay.index == start + 3
    assert watch.position_label.text() == f"Action {start + 3} of {len(WON)}"
    assert replay.game.snapshot() == Game.replay(WON_D1N_CODE, WON[: start + 3]).snapshot()
    after = _table_of(view)
    assert after != before
    for _ in range(3):
        _click(qtbot, watch.back_button)
    assert replay.index == start and _table_of(view) == before
    # the speed
    slow = watch.timer.interval()
    watch.speed.setFocus()
    qtbot.keyClick(watch.speed, Qt.Key.Key_End)  # the fastest
    assert watch.speed.currentData() == 4.0 and watch.timer.interval() == slow // 4
    # a drag on the replay's table is refused and changes nothing
    for _ in range(12):
        _click(qtbot, watch.forward_button)
    shown = replay.game.snapshot()
    watcher = Driver(view)
    column = next(n for n in range(9) if replay.game.columns[n])
    target = next(n for n in range(9) if n != column)
    window.statusBar().clearMessage()
    watcher.drag(column, None, target)
    watcher.click(STOCK)
    assert replay.game.snapshot() == shown
    # the keyboard's pick says why
    qtbot.keyClick(view, Qt.Key.Key_1 + column)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert replay.game.snapshot() == shown
    assert "Play on from here" in window.statusBar().currentMessage()
    # Undo, Hint and Restart wait while watching: the player's game is not on the table
    for k, mod in ((Qt.Key.Key_Z, CTRL), (Qt.Key.Key_H, Qt.KeyboardModifier.NoModifier),
                   (Qt.Key.Key_R, CTRL)):
        window.activateWindow()  # shortcuts work in the active window
        qtbot.waitUntil(window.isActiveWindow, timeout=3000)
        qtbot.keyClick(view, k, mod)
    assert replay.game.snapshot() == shown and window.watch_bar is watch
    # the player's own game did not move, was not saved over, and nothing was recorded
    assert state(window) == mine and save.read_bytes() == saved
    assert len(_entries(history)) == 3
    # Stop watching: the player's game as it was
    _click(qtbot, watch.stop_button)
    assert window.watch_bar is None and window.centralWidget() is window.view
    assert window.view.isVisible() and state(window) == mine and c.line == my_line
    check_table(window)

    # Watch again, then Play on from here at move 15
    stats = window.show_statistics()
    QTest.mouseClick(stats.table.viewport(), LEFT,
                     pos=stats.table.visualRect(model.index(row, 1)).center())
    _click(qtbot, stats.watch_button)
    watch = window.watch_bar
    assert watch is not None
    _click(qtbot, watch.play_button)
    replay = watch.replay
    while replay.index > 15:
        _click(qtbot, watch.back_button)
    while replay.index < 15:
        _click(qtbot, watch.forward_button)
    _click(qtbot, watch.play_on_button)
    answer(qtbot, wait_question(qtbot, window), yes=True)  # my game was in progress
    assert window.watch_bar is None and window.centralWidget() is window.view
    assert str(c.code) == WON_D1N_CODE and [str(a) for a in c.line] == WON[:15]
    assert c.game.snapshot() == Game.replay(WON_D1N_CODE, WON[:15]).snapshot()
    assert c.game.moves == 15
    check_table(window)
    assert [r for _c, r in _entries(history)] == ["won", "abandoned", "abandoned", "abandoned"]
    # Undo goes back through the replayed moves
    for k in range(14, 11, -1):
        undo_key(qtbot, window)
        assert c.game.snapshot() == Game.replay(WON_D1N_CODE, WON[:k]).snapshot()
    check_table(window)
    # the game played on is the saved game now
    window.close()
    again, _driver = open_window(qtbot, None, save_path=save)
    assert [str(a) for a in again.controller.line] == WON[:12]


def test_watch_at_the_end_and_new_game_while_watching(qtbot, tmp_path: Path) -> None:
    window, driver = open_window(qtbot, CODE, save_path=tmp_path / "current-game.json")
    driver.click(STOCK)
    mine = state(window)
    h = History(tmp_path / "history.sqlite3")
    h.add(CODE, "lost", 0, 2, 3.0, "S 5>2")
    h.close()
    stats = window.show_statistics()
    stats.tabs.setCurrentIndex(1)
    QTest.mouseClick(stats.table.viewport(), LEFT,
                     pos=stats.table.visualRect(stats.table.model().index(0, 1)).center())
    _click(qtbot, stats.watch_button)
    watch = window.watch_bar
    assert watch is not None
    qtbot.waitUntil(lambda: not watch.playing, timeout=5000)  # played to its end
    assert watch.replay.index == 2 and not watch.forward_button.isEnabled()
    # play again from the start
    _click(qtbot, watch.play_button)
    assert watch.replay.index == 0 and watch.playing
    # New game leaves the replay first; Cancel keeps the player's game
    dialog = open_new_game(qtbot, window)
    assert window.watch_bar is None
    dialog.reject()
    assert state(window) == mine
    # Escape on the replay's table leaves it too
    stats = window.show_statistics()
    stats.tabs.setCurrentIndex(1)
    QTest.mouseClick(stats.table.viewport(), LEFT,
                     pos=stats.table.visualRect(stats.table.model().index(0, 1)).center())
    _click(qtbot, stats.watch_button)
    assert window.watch_view is not None
    if not window.isActiveWindow():  # the statistics window had it
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    qtbot.keyClick(window.watch_view, Qt.Key.Key_Escape)
    assert window.watch_bar is None and window.centralWidget() is window.view
    assert state(window) == mine


def test_an_entry_whose_line_does_not_play_is_not_watched(qtbot, tmp_path: Path) -> None:
    h = History(tmp_path / "history.sqlite3")
    h.add(CODE, "lost", 0, 2, 3.0, "S 3>3")  # written by hand, say
    h.close()
    window, _driver = open_window(qtbot, CODE, save_path=tmp_path / "current-game.json")
    stats = window.show_statistics()
    stats.tabs.setCurrentIndex(1)
    QTest.mouseClick(stats.table.viewport(), LEFT,
                     pos=stats.table.visualRect(stats.table.model().index(0, 1)).center())
    _click(qtbot, stats.watch_button)
    assert window.watch_bar is None and stats.isVisible()
    assert stats.message.text() == "This entry's game cannot be replayed."


def test_copy_game_record_from_the_game_menu(qtbot) -> None:
    window, _driver = open_window(qtbot, CODE)
    play(window, "S 5>2 S")
    _menu_pick(qtbot, window, window.game_menu, window.copy_record_action)
    assert QApplication.clipboard().text() == f"{CODE}: S 5>2 S"
    assert window.statusBar().currentMessage() == "Game record copied"


def test_a_pasted_record_deals_the_game_with_its_moves_undoable(qtbot) -> None:
    window, driver = open_window(qtbot, "DS1-D3V-AAAAAAC")
    driver.click(STOCK)
    dialog = open_new_game(qtbot, window)
    paste_record(qtbot, dialog, f"  {CODE}:\n S   5>2\nS\n")
    assert dialog.ok_button.isEnabled() and not dialog.code_error.isVisible()
    assert dialog.record_note.isVisible() and "3 action" in dialog.record_note.text()
    assert dialog.draw1.isChecked() and dialog.normal.isChecked()
    click_button(qtbot, dialog.ok_button)
    answer(qtbot, wait_question(qtbot, window), yes=True)
    c = window.controller
    assert str(c.code) == CODE and [str(a) for a in c.line] == ["S", "5>2", "S"]
    check_table(window)
    undo_key(qtbot, window)
    assert [str(a) for a in c.line] == ["S", "5>2"]
    assert c.game.snapshot() == Game.replay(CODE, ["S", "5>2"]).snapshot()
    check_table(window)


@pytest.mark.parametrize(("text", "says"), [
    (f"{CODE}: S 5>2 3>3 S", "Action 3 (\u201c3>3\u201d) is not allowed here: "
                             "A column cannot move onto itself."),
    (f"{CODE}: S 5>2 x>9", "Action 3 (\u201cx>9\u201d) is not an action"),
    ("DS1-D9N-AAAAAAB: S", "the draw must be D1 or D3"),
    ("hello: world", "is not a game code"),
])
def test_a_bad_record_says_what_is_wrong_and_loses_nothing(qtbot, text: str, says: str) -> None:
    window, driver = open_window(qtbot, CODE)
    driver.click(STOCK)
    mine = state(window)
    dialog = open_new_game(qtbot, window)
    paste_record(qtbot, dialog, text)
    assert dialog.code_error.isVisible() and says in dialog.code_error.text()
    assert not dialog.record_note.isVisible()
    assert not dialog.ok_button.isEnabled()
    # the record's code is read (its modes shown) when only an action is wrong
    assert dialog.draw1.isEnabled() == (not says.startswith("Action"))
    qtbot.keyClick(dialog.code_edit, Qt.Key.Key_Return)
    assert dialog.isVisible()
    assert dialog.code_edit.text().split() == text.split()  # the text is still there
    dialog.reject()
    assert state(window) == mine


def test_a_record_that_is_only_a_code_and_colon_deals_the_deal(qtbot) -> None:
    window, _driver = open_window(qtbot, "DS1-D3V-AAAAAAC")
    dialog = open_new_game(qtbot, window)
    qtbot.mouseClick(dialog.code_edit, LEFT)  # into the field, as a player types
    qtbot.keyClicks(dialog.code_edit, f"{CODE}:")
    assert dialog.ok_button.isEnabled()
    click_button(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: str(window.controller.code) == CODE, timeout=3000)
    assert window.controller.line == [] and not window.controller.undo_stack.canUndo()
