"""The two layout options players of other apps ask for, chosen in Settings as a player
does, on the real window at 800×600: the four-colour deck and the left-handed table."""

from __future__ import annotations

import pytest
from helpers.gui import (
    check_table,
    choose_in_combo,
    click_button,
    key,
    menu_keys,
    open_window,
    wait_dialog,
)
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QColor
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox
from pytestqt.qtbot import QtBot

from dsolitaire.app.store.settings import Settings
from dsolitaire.app.ui.settings_dialog import SettingsDialog
from dsolitaire.app.ui.window import MainWindow
from dsolitaire.engine import SLOT0, STOCK, WASTE
from dsolitaire.engine.cards import DIAMONDS, SUIT

CODE = "DS1-D1N-AAAAAAB"
SIZE = (800, 600)


def open_settings(qtbot: QtBot, window: MainWindow) -> SettingsDialog:
    menu_keys(qtbot, window, window.settings_action)  # Game ▸ Settings…, by Alt+letters
    dialog = wait_dialog(qtbot, window, SettingsDialog)
    assert isinstance(dialog, SettingsDialog)
    return dialog


def inks(window: MainWindow, card: int) -> dict[str, int]:
    """How many pixels of a card on the table are bluish, greenish or reddish."""
    scene = window.scene
    rect = window.view.mapFromScene(scene.cards[card].sceneBoundingRect()).boundingRect()
    image = window.view.viewport().grab(rect).toImage()
    out = {"blue": 0, "green": 0, "red": 0}
    for y in range(image.height()):
        for x in range(image.width()):
            c = QColor(image.pixel(x, y))
            r, g, b = c.red(), c.green(), c.blue()
            if b > r + 60 and b > g + 20:
                out["blue"] += 1
            elif g > r + 40 and g > b + 20:
                out["green"] += 1
            elif r > g + 80 and r > b + 80:
                out["red"] += 1
    return out


@pytest.mark.qt_log_ignore(
    "This plugin does not support raise", "This plugin does not support grabbing the keyboard",
    extend=True,
)
def test_the_four_colour_deck_prints_diamonds_blue_at_800x600(qtbot: QtBot) -> None:
    window, _ = open_window(qtbot, CODE, size=SIZE)
    dialog = open_settings(qtbot, window)
    deck = dialog.findChild(QComboBox, "cardDeck")
    assert deck is not None
    dialog.tabs.setCurrentIndex(1)
    choose_in_combo(qtbot, deck, "classic-four-colour")
    dialog.close()
    assert window.settings.card_deck == "classic-four-colour"
    QApplication.processEvents()
    check_table(window)
    game = window.controller.game
    tops = [col[-1] for col in game.columns if col]
    diamonds = [c for c in tops if SUIT[c] == DIAMONDS]
    assert diamonds, "the deal shows a diamond on top of a column"
    seen = inks(window, diamonds[0])
    assert seen["blue"] > 50 and seen["red"] < 10, seen
    assert window.size().toTuple() == SIZE
    right = max(window.scene.pile_pos(SLOT0 + k).x() for k in range(8))
    assert right + window.scene.card_width <= window.view.width(), "the table fits"


def test_the_left_handed_table_at_800x600(qtbot: QtBot) -> None:
    window, _ = open_window(qtbot, CODE, size=SIZE)
    dialog = open_settings(qtbot, window)
    box = dialog.findChild(QCheckBox, "leftHanded")
    assert box is not None and not box.isChecked()
    click_button(qtbot, box)
    dialog.close()
    assert Settings().left_handed
    QApplication.processEvents()
    scene = window.scene
    check_table(window)
    stock, waste = scene.pile_pos(STOCK).x(), scene.pile_pos(WASTE).x()
    columns = [scene.pile_pos(n).x() for n in range(9)]
    slots = [scene.pile_pos(SLOT0 + k).x() for k in range(8)]
    assert max(slots) < min(columns) and max(columns) < stock == waste
    assert columns == sorted(columns), "the columns keep their order"
    assert stock + scene.card_width <= window.view.width()
    # the keyboard walks the table as it lies: F1 … F8, columns 1 … 9, stock, waste
    key(qtbot, window, Qt.Key.Key_Home)
    assert scene.focus_place == STOCK
    key(qtbot, window, Qt.Key.Key_Right)
    assert scene.focus_place == WASTE
    key(qtbot, window, Qt.Key.Key_Right)
    assert scene.focus_place == SLOT0
    key(qtbot, window, Qt.Key.Key_Left)
    key(qtbot, window, Qt.Key.Key_Left)
    assert scene.focus_place == STOCK
    key(qtbot, window, Qt.Key.Key_Left)
    assert scene.focus_place == 8
    # screen readers list the piles in the same order
    table = QAccessible.queryAccessibleInterface(window.view)
    names = [table.child(i).text(QAccessible.Text.Name) for i in range(table.childCount())]
    assert names[0].startswith("Foundation 1") and names[8].startswith("Column 1")
    assert names[-2].startswith("Stock") and names[-1].startswith("Waste")
    window.close()
    # remembered: the next window opens left-handed
    again, _ = open_window(qtbot, CODE, size=SIZE)
    assert again.scene.pile_pos(STOCK).x() > again.scene.pile_pos(8).x()
    check_table(again)
