"""The status bar says what is true now: a refusal goes at the next move that plays."""

from __future__ import annotations

from helpers.gui import CTRL, SHIFT, key, open_window
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

CODE = "DS1-D1N-AAAAAAB"  # 5>2: the 8H goes onto the 9S


def test_a_refusal_is_cleared_by_the_next_move(qtbot: QtBot) -> None:
    window, driver = open_window(qtbot, CODE)
    controller, bar = window.controller, window.statusBar()
    # a drop the engine refuses, between two columns
    source, target = next((s, t) for s in range(9) for t in range(9)
                          if s != t and controller.drop_refusal(s, len(driver.pile(s)) - 1, t))
    driver.drag(source, None, target)
    refusal = controller.drop_refusal(source, len(driver.pile(source)) - 1, target)
    assert refusal is not None and bar.currentMessage() == controller.wording.refusal(refusal)
    driver.drag(4, None, 1)  # 8H onto 9S: it plays
    assert controller.game.moves == 1
    assert bar.currentMessage() == ""


def test_a_notice_is_cleared_by_the_next_move(qtbot: QtBot) -> None:
    window, driver = open_window(qtbot, CODE)
    key(qtbot, window, Qt.Key.Key_C, CTRL | SHIFT)  # Game ▸ Copy game code
    assert window.statusBar().currentMessage()
    driver.drag(4, None, 1)
    assert window.statusBar().currentMessage() == ""
