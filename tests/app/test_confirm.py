"""Never lose a game: Restart, New game and a game code ask before they replace a game in
progress; Restart can be undone exactly; "Don't ask again" is a setting. Also the one
How to play window, and a first window that fits a small screen at 200 %."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from helpers.gui import (
    CTRL,
    answer,
    check_table,
    click_button,
    engine_after,
    key,
    open_window,
    redo_key,
    shown_dialogs,
    shown_questions,
    undo_key,
    wait_dialog,
    wait_question,
)
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QDialog

from dsolitaire.app.store.settings import Settings
from dsolitaire.app.ui.how_to_play import HowToPlayDialog
from dsolitaire.app.ui.new_game import NewGameDialog
from dsolitaire.app.ui.settings_dialog import SettingsDialog
from dsolitaire.engine import STOCK, WASTE, Game, GameCode

CODE = "DS1-D1N-AAAAAAB"
ROOT = Path(__file__).resolve().parents[2]
HARNESS = ROOT / "tests" / "helpers" / "app_harness.py"


def _restart_key(qtbot, window) -> None:
    key(qtbot, window, Qt.Key.Key_R, CTRL)


def _no_question(window) -> bool:
    QApplication.processEvents()
    return not shown_questions(window) and QApplication.activeModalWidget() is None


def _position(window) -> tuple[object, ...]:
    c = window.controller
    return (c.game.snapshot(), c.game.score, c.game.moves, list(c.line), str(c.code),
            window.score_label.text(), window.moves_label.text())


def _play_by_mouse(window, driver) -> None:
    driver.drag(4, None, 1)  # 8♥ onto 9♠
    driver.click(STOCK)
    driver.double_click(WASTE)  # 10♥ to J♣


def test_restart_asks_and_undo_brings_the_game_back_exactly(qtbot) -> None:
    window, driver = open_window(qtbot, CODE)
    c = window.controller
    edits: list[tuple[int, list[object]]] = []
    c.lineEdited.connect(lambda keep, added: edits.append((keep, list(added))))
    _play_by_mouse(window, driver)
    undo_key(qtbot, window)  # the move counter now differs from the line's length
    qtbot.wait(20)
    before = _position(window)
    assert before[2] == 3 and [str(a) for a in c.line] == ["5>2", "S"]
    time_before = c.clock.elapsed_ms()
    assert time_before > 0
    stack = (c.undo_stack.count(), c.undo_stack.index())

    _restart_key(qtbot, window)
    box = wait_question(qtbot, window)
    assert "Restart this deal" in box.text()
    assert box.informativeText().strip() and "Undo" in box.informativeText()
    answer(qtbot, box, yes=False)  # keep playing
    assert _position(window) == before
    assert (c.undo_stack.count(), c.undo_stack.index()) == stack

    edits.clear()
    _restart_key(qtbot, window)
    answer(qtbot, wait_question(qtbot, window), yes=True)
    assert c.game.snapshot() == Game(GameCode.parse(CODE)).snapshot()
    # the same game goes on (KPatience's, Aisleriot's convention): the counter and the
    # clock carry on
    assert (c.game.moves, c.line) == (3, [])
    assert c.clock.elapsed_ms() >= time_before
    assert window.moves_label.text() == "Moves: 3"
    assert edits == [(0, [])]  # the line changed through edit_line only
    check_table(window)
    assert window.undo_action.text() == "&Undo: restart this deal"

    undo_key(qtbot, window)
    assert _position(window) == before
    assert edits[-1] == (0, before[3])
    assert c.clock.elapsed_ms() >= time_before  # the clock never goes back
    check_table(window)
    # the actions before the restart still undo one by one, and the restart redoes
    undo_key(qtbot, window)
    assert c.game.snapshot() == engine_after(CODE, "5>2").snapshot()
    redo_key(qtbot, window)
    redo_key(qtbot, window)
    assert c.game.moves >= 3 and c.line == []  # the same game: the counter goes on
    check_table(window)
    # a card played after the restart, then undone, then the restart undone
    driver.click(STOCK)
    undo_key(qtbot, window)
    undo_key(qtbot, window)
    assert c.game.snapshot() == before[0] and [str(a) for a in c.line] == ["5>2", "S"]


def test_restart_of_an_untouched_deal_asks_nothing(qtbot) -> None:
    window, _driver = open_window(qtbot, CODE)
    _restart_key(qtbot, window)
    assert _no_question(window)
    assert window.controller.undo_stack.count() == 0


def _new_game_dialog(qtbot, window) -> NewGameDialog:
    key(qtbot, window, Qt.Key.Key_N, CTRL)
    dialog = wait_dialog(qtbot, window, NewGameDialog)
    click_button(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=3000)
    return dialog


def test_new_game_asks_only_when_a_game_is_in_progress(qtbot) -> None:
    window, driver = open_window(qtbot, CODE)
    c = window.controller
    _new_game_dialog(qtbot, window)
    assert _no_question(window)  # nothing played: dealt at once
    first = str(c.code)
    assert first != CODE and c.game.moves == 0
    driver.click(STOCK)
    before = _position(window)
    _new_game_dialog(qtbot, window)
    box = wait_question(qtbot, window)
    assert "new game" in box.text()
    answer(qtbot, box, yes=False)
    assert _position(window) == before  # kept, with its undo
    assert c.undo_stack.canUndo()
    _new_game_dialog(qtbot, window)
    answer(qtbot, wait_question(qtbot, window), yes=True)
    assert str(c.code) != first and c.game.moves == 0 and c.line == []
    check_table(window)


def test_a_won_game_is_replaced_without_a_question(qtbot) -> None:
    from helpers.gui import play
    from helpers.lines import WON_D1N_CODE, WON_D1N_LINE

    window, _driver = open_window(qtbot, WON_D1N_CODE)
    play(window, WON_D1N_LINE)
    assert window.controller.game.won
    won = wait_dialog(qtbot, window, QDialog)
    assert won.objectName() == "winDialog"
    won.reject()
    qtbot.waitUntil(lambda: not won.isVisible(), timeout=3000)
    _restart_key(qtbot, window)
    assert _no_question(window)
    assert window.controller.game.moves == 0


@pytest.mark.qt_log_ignore("This plugin does not support raise", extend=True)
def test_dont_ask_again_stops_the_question_and_the_settings_box_shows_it(qtbot) -> None:
    window, driver = open_window(qtbot, CODE)
    c = window.controller
    assert Settings().confirm_replace is True
    driver.click(STOCK)
    _restart_key(qtbot, window)
    answer(qtbot, wait_question(qtbot, window), yes=True, dont_ask=True)
    assert c.line == []
    assert Settings().confirm_replace is False
    assert QSettings().value("play/confirmReplace", True, type=bool) is False
    driver.click(STOCK)
    _restart_key(qtbot, window)  # no question: restarted at once
    assert _no_question(window) and c.line == []
    driver.click(STOCK)
    _new_game_dialog(qtbot, window)
    assert _no_question(window) and c.game.moves == 0 and str(c.code) != CODE

    window.settings_action.trigger()
    dialog = wait_dialog(qtbot, window, SettingsDialog)
    assert not dialog.confirm_replace.isChecked()
    click_button(qtbot, dialog.confirm_replace)
    assert dialog.confirm_replace.isChecked() and Settings().confirm_replace is True
    dialog.close()
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=3000)
    driver.click(STOCK)
    _restart_key(qtbot, window)
    answer(qtbot, wait_question(qtbot, window), yes=False)
    assert c.game.moves == 1


def test_a_newer_question_replaces_an_open_one(qtbot) -> None:
    window, driver = open_window(qtbot, CODE)
    driver.click(STOCK)
    first = window.open_code(GameCode.parse("DS1-D3V-ABCDEFG"))
    assert first is not None and first.isVisible()
    window.open_code(GameCode.parse("DS1-D1V-QWERTYU"))
    qtbot.waitUntil(lambda: len(shown_questions(window)) == 1, timeout=3000)
    box = shown_questions(window)[0]
    assert "DS1-D1V-QWERTYU" in box.text()
    answer(qtbot, box, yes=True)
    assert str(window.controller.code) == "DS1-D1V-QWERTYU"


@pytest.mark.qt_log_ignore("This plugin does not support raise", extend=True)
def test_f1_shows_the_one_how_to_play_window(qtbot) -> None:
    window, _driver = open_window(qtbot, CODE)
    key(qtbot, window, Qt.Key.Key_F1)
    help_window = wait_dialog(qtbot, window, HowToPlayDialog)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    key(qtbot, window, Qt.Key.Key_F1)
    QApplication.processEvents()
    assert shown_dialogs(window, HowToPlayDialog) == [help_window]
    assert len(window.findChildren(HowToPlayDialog)) == 1
    help_window.close()
    qtbot.waitUntil(lambda: not help_window.isVisible(), timeout=3000)
    key(qtbot, window, Qt.Key.Key_F1)
    assert wait_dialog(qtbot, window, HowToPlayDialog) is help_window
    assert len(window.findChildren(HowToPlayDialog)) == 1


# -- the first window on a small screen ------------------------------------------------


def _geometry_run(tmp_path: Path, scale: float) -> dict[str, list[int]]:
    """The real app in a subprocess on a 1440×900 screen at ``scale``."""
    screen = tmp_path / "screen.json"
    screen.write_text(json.dumps({"screens": [
        {"name": "laptop", "x": 0, "y": 0, "width": 1440, "height": 900, "logicalDpi": 96}
    ]}), encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={screen}",
               QT_SCALE_FACTOR=str(scale), HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))
    done = subprocess.run([sys.executable, str(HARNESS), "geometry"], capture_output=True,
                          text=True, timeout=60, env=env, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def _inside(frame: list[int], area: list[int]) -> bool:
    x, y, w, h = frame
    ax, ay, aw, ah = area
    return ax <= x and ay <= y and x + w <= ax + aw and y + h <= ay + ah


def test_the_first_window_fits_the_screen_at_200_percent(tmp_path: Path) -> None:
    # a fresh start on 1440×900 at 200 %: 720×450 points
    fresh = _geometry_run(tmp_path, 2)
    assert fresh["available"] == [0, 0, 720, 450] and fresh["scale"] == 2
    assert _inside(fresh["frame"], fresh["available"]), fresh
    assert fresh["frame"][2] >= 600 and fresh["frame"][3] >= 380  # and still uses it
    # a window kept at 1280×800 (at 100 %), restored at 200 %, is made to fit
    (tmp_path / "config").rename(tmp_path / "config-fresh")
    big = _geometry_run(tmp_path, 1)
    assert big["frame"][2] >= 1280 and big["frame"][3] >= 800
    again = _geometry_run(tmp_path, 2)
    assert _inside(again["frame"], again["available"]), again
