"""The tool bar: the menus' own actions, translated names, tooltips with the shortcut,
hidden and shown from the Game menu and remembered."""

from __future__ import annotations

import pytest
from helpers.gui import open_window, redo_key, undo_key
from PySide6.QtCore import SIGNAL, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QToolBar, QToolButton
from pytestqt.qtbot import QtBot

from dsolitaire.app.store.settings import Settings
from dsolitaire.app.ui.i18n import Translations
from dsolitaire.engine import STOCK

NAMES = {"en": ["New game", "Undo", "Redo", "Hint", "Restart"],
         "da": ["Nyt spil", "Fortryd", "Annullér fortryd", "Tip", "Genstart"],
         "de": ["Neues Spiel", "Rückgängig", "Wiederholen", "Tipp", "Neu starten"]}


def buttons(bar: QToolBar) -> list[QToolButton]:
    return [b for b in (bar.widgetForAction(a) for a in bar.actions())
            if isinstance(b, QToolButton)]


@pytest.mark.parametrize("language", list(NAMES))
def test_the_buttons_are_the_menus_actions_named_in_the_language(
        qtbot: QtBot, language: str) -> None:
    Translations.of().apply(language)
    window, driver = open_window(qtbot, "DS1-D1N-AAAAAAB", size=(800, 600))
    bar = window.findChild(QToolBar, "mainToolBar")
    assert bar is not None and bar.isVisible()
    menu = set(window.game_menu.actions())
    assert all(a in menu for a in bar.actions()), "the same QActions as the menu"
    shown = buttons(bar)
    assert [b.accessibleName() for b in shown] == NAMES[language]
    for button in shown:
        action = button.defaultAction()
        assert not action.icon().isNull()
        shortcut = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        assert shortcut and action.toolTip().endswith(f"({shortcut})"), action.toolTip()
        assert button.geometry().right() < bar.width(), "every button fits at 800×600"
    # Undo's tooltip says what it takes back
    driver.drag(4, None, 1)
    undo = window.undo_action
    assert undo.isEnabled() and "8♥" in undo.toolTip()
    qtbot.mouseClick(bar.widgetForAction(undo), Qt.MouseButton.LeftButton)
    assert window.controller.game.moves == 1 and not window.controller.line


def test_the_tool_bar_hides_and_the_choice_is_remembered(qtbot: QtBot) -> None:
    window, _ = open_window(qtbot, "DS1-D1N-AAAAAAB")
    bar = window.findChild(QToolBar, "mainToolBar")
    assert bar is not None
    show = [a for a in window.game_menu.actions() if a.objectName() == "showToolBarAction"]
    assert len(show) == 1 and show[0].isChecked()
    show[0].trigger()
    QApplication.processEvents()
    assert not bar.isVisible() and Settings().tool_bar is False
    window.close()
    again, _ = open_window(qtbot, "DS1-D1N-AAAAAAB")
    bar = again.findChild(QToolBar, "mainToolBar")
    assert bar is not None and not bar.isVisible()


def test_the_buttons_do_not_slow_down_as_the_game_goes_on(qtbot: QtBot) -> None:
    """Qt 6.11's QToolButton connects its default action's ``changed`` once more each
    time the action changes, and never lets the old connection go: the soak's drags got
    twice as slow over 6,000 actions, each word of Undo calling thousands of slots. The
    connections must stay as many as the bar had at the start."""
    window, driver = open_window(qtbot, "DS1-D1N-AAAAAAB")
    bar = window.findChild(QToolBar, "mainToolBar")
    assert bar is not None
    changed = SIGNAL("changed()")
    start = [a.receivers(changed) for a in bar.actions()]
    for _ in range(15):  # each changes Undo's and Redo's words and whether they are enabled
        driver.click(STOCK)
        undo_key(qtbot, window)
        redo_key(qtbot, window)
    assert len(window.controller.line) == 15
    assert [a.receivers(changed) for a in bar.actions()] == start
    button = bar.widgetForAction(window.undo_action)
    assert button.isEnabled() and button.toolTip() == window.undo_action.toolTip()
