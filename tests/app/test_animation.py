"""Moves animate; a new gesture finishes a running animation at once; Settings turns it off."""

from __future__ import annotations

from helpers.gui import open_window
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from dsolitaire.engine import STOCK

CODE = "DS1-D1N-AAAAAAB"  # 5>2: the 8H goes onto the 9S


def test_a_move_flies_and_a_new_press_lands_it_at_once(qtbot: QtBot) -> None:
    window, driver = open_window(qtbot, CODE, animations=True)
    scene, game = window.scene, window.controller.game
    eight = scene.cards[game.columns[4][-1]]
    viewport = window.view.viewport()
    start, end, stock = driver.point(4), driver.point(1), driver.point(STOCK)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, start + (end - start) / 2)
    QTest.mouseMove(viewport, end)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert game.columns[1][-1] == eight.card_id
    assert scene.flight.running, "from where it was dropped, the card flies to its place"
    # a stock click (a new gesture) finishes the flight before anything else
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, stock)
    assert not scene.flight.running
    nine = scene.cards[game.columns[1][-2]]
    assert eight.pos().x() == nine.pos().x() and eight.pos().y() > nine.pos().y()
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, stock)


def test_the_animation_runs_about_170_ms_and_stops(qtbot: QtBot) -> None:
    window, driver = open_window(qtbot, CODE, animations=True)
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, driver.point(STOCK))
    assert window.scene.flight.running
    qtbot.waitUntil(lambda: not window.scene.flight.running, timeout=1000)


def test_with_animations_off_cards_land_at_once(qtbot: QtBot) -> None:
    window, driver = open_window(qtbot, CODE, animations=False)
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, driver.point(STOCK))
    assert not window.scene.flight.running
    top = window.scene.cards[window.controller.game.waste[-1]]
    assert top.pos() == window.scene.pile_pos(9)


def test_closing_the_window_mid_flight_stops_the_animation(qtbot: QtBot) -> None:
    window, driver = open_window(qtbot, CODE, animations=True)
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, driver.point(STOCK))
    assert window.scene.flight.running
    window.close()
    window.deleteLater()
    qtbot.wait(300)  # an animation outliving its cards would raise in a Qt callback here
