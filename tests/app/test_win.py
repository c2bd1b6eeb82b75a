"""The moment of winning, played as a player plays it: the last cards clicked home with
their animations, the celebration, the dialog beside the banner, the clock stopped."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.gui import check_table, open_window, play, undo_key, wait_dialog
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from dsolitaire.app.ui.window import MainWindow
from dsolitaire.engine import Action

DEALS = Path(__file__).resolve().parents[2] / "resources" / "deals" / "winnable-D1V.txt"
CODE = "DS1-D1V-ALGRPCE"


def winning_line() -> list[str]:
    for line in DEALS.read_text(encoding="utf-8").splitlines():
        if line.startswith(CODE + " "):
            return line.split()[1:]
    raise AssertionError(f"{CODE} is not in {DEALS.name}")


def near_the_win(qtbot: QtBot, size: tuple[int, int]) -> tuple[MainWindow, list[Action]]:
    """The pinned game five clicks from its win (Q♠, K♠, K♦, K♣, K♥), animations on."""
    line = winning_line()
    window, _driver = open_window(qtbot, CODE, animations=True, size=size)
    play(window, " ".join(line[:-5]))
    return window, [Action.parse(a) for a in line[-5:]]


def click_home(qtbot: QtBot, window: MainWindow, actions: list[Action]) -> None:
    """Click each card as a player does, waiting for it to land before the next one."""
    scene = window.scene
    for action in actions:
        card = window.controller.game.columns[action.source][-1]
        at = window.view.mapFromScene(scene.cards[card].sceneBoundingRect().center())
        QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, at)
        qtbot.waitUntil(lambda: not scene.flight.running, timeout=3000)
        # the double-click interval passes: the next click is one of its own
        qtbot.wait(QApplication.doubleClickInterval() + 20)


def banner_rect(window: MainWindow) -> QRect:
    view, banner = window.view, window.scene.banner.sceneBoundingRect()
    return QRect(view.mapToGlobal(view.mapFromScene(banner.topLeft())),
                 view.mapToGlobal(view.mapFromScene(banner.bottomRight())))


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_the_last_card_lands_and_the_dialog_leaves_the_banner_in_sight(
        qtbot: QtBot, size: tuple[int, int]) -> None:
    from dsolitaire.app.ui.win_dialog import WinDialog

    window, last = near_the_win(qtbot, size)
    click_home(qtbot, window, last)
    game = window.controller.game
    assert game.won
    dialog = wait_dialog(qtbot, window, WinDialog)
    scene = window.scene
    assert not scene.flight.running, "the dialog waits for the celebration to end"
    check_table(window)  # every card item at its pile's spot: K♥ on its foundation
    kings = [scene.cards[pile[-1]] for pile in game.foundations]
    for k, king in enumerate(kings):
        assert king.pos() == scene.pile_pos(12 + k), k
    banner = banner_rect(window)
    assert scene.banner.isVisible()
    view_rect = QRect(window.view.mapToGlobal(QPoint(0, 0)), window.view.size())
    assert view_rect.contains(banner), "the banner fits the table"
    assert not dialog.frameGeometry().intersects(banner), (dialog.frameGeometry(), banner)


def test_the_banner_is_centred_anew_on_a_resize(qtbot: QtBot) -> None:
    window, last = near_the_win(qtbot, (1280, 800))
    click_home(qtbot, window, last)
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.view.width() < 900, timeout=3000)
    QApplication.processEvents()
    banner = window.scene.banner.sceneBoundingRect()
    table = window.scene.sceneRect()
    assert table.contains(banner)
    assert abs(banner.center().x() - table.center().x()) < 2
    check_table(window)


def test_the_clock_stops_at_the_win_and_undo_goes_on_from_there(qtbot: QtBot) -> None:
    window, last = near_the_win(qtbot, (1024, 700))
    click_home(qtbot, window, last)
    won_at = window.time_label.text()
    won_ms = window.controller.clock.elapsed_ms()
    qtbot.wait(3000)  # the won game stands on the table
    assert window.time_label.text() == won_at
    assert window.controller.clock.elapsed_ms() == won_ms
    from dsolitaire.app.ui.win_dialog import WinDialog

    wait_dialog(qtbot, window, WinDialog).reject()
    undo_key(qtbot, window)
    assert not window.controller.game.won
    resumed = window.controller.clock.elapsed_ms()
    assert won_ms <= resumed < won_ms + 1000, (won_ms, resumed)
    assert not window.scene.banner.isVisible()
    check_table(window)
    # winning again, with a slow single click: the card lands, the time goes on from the win
    click_home(qtbot, window, last[-1:])
    assert window.controller.game.won
    wait_dialog(qtbot, window, WinDialog)
    check_table(window)
    assert won_ms <= window.controller.clock.elapsed_ms() < won_ms + 2000
