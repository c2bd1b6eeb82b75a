"""Every dialog fits a window of half a 1366-pixel laptop screen (683×740, as Windows
Snap makes it) and a 1024×600 screen, with its frame, in every language (issue 29)."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.gui import (
    answer,
    click_button,
    key,
    open_new_game,
    open_window,
    play,
    wait_dialog,
    wait_question,
)
from helpers.lines import WON_D1N_CODE, WON_D1N_LINE
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from dsolitaire.app.ui.analysis_dialog import AnalysisDialog
from dsolitaire.app.ui.i18n import Translations
from dsolitaire.app.ui.screen_fit import FRAME_GUESS
from dsolitaire.app.ui.win_dialog import WinDialog
from dsolitaire.engine import Action

WINNABLE_D1V = Path(__file__).resolve().parents[2] / "resources" / "deals" / "winnable-D1V.txt"
WON_D1V_CODE = "DS1-D1V-ALGRPCE"

#: the room a dialog has: the snapped window's width, and a 1024×600 screen's height
#: less a panel of 40 pixels
ROOM_WIDTH, ROOM_HEIGHT = 683, 600 - 40


def _open_dialogs(qtbot, window) -> list[QWidget]:
    """Each dialog as the player opens it: Game ▸ New game (Ctrl+N), then the menus'
    actions for Statistics, Settings, the rules and About."""
    key(qtbot, window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()
    for action in (window.stats_action, window.settings_action, window.rules_action,
                   window.about_action):
        action.trigger()
        QApplication.processEvents()
    return [w for w in QApplication.topLevelWidgets()
            if w is not window and w.isVisible() and w.isWindow()]


@pytest.mark.qt_log_ignore("This plugin does not support", extend=True)
@pytest.mark.parametrize("language", ["en", "da", "de"])
def test_every_dialog_fits_half_a_laptop_and_a_small_screen(qtbot, tmp_path: Path,
                                                            language: str) -> None:
    Translations.of().apply(language)
    try:
        window, _driver = open_window(qtbot, "DS1-D1N-AAAAAAA", size=(683, 740),
                                      save_path=tmp_path / "current-game.json")
        dialogs = _open_dialogs(qtbot, window)
        names = {d.objectName() or type(d).__name__ for d in dialogs}
        assert len(dialogs) >= 5, names
        for d in dialogs:
            width = d.width() + FRAME_GUESS.left() + FRAME_GUESS.right()
            height = d.height() + FRAME_GUESS.top() + FRAME_GUESS.bottom()
            assert width <= ROOM_WIDTH and height <= ROOM_HEIGHT, (
                language, d.objectName() or type(d).__name__, d.width(), d.height())
            d.close()
    finally:
        Translations.of().apply("en")


def _fits(language: str, dialog: QWidget) -> None:
    width = dialog.width() + FRAME_GUESS.left() + FRAME_GUESS.right()
    height = dialog.height() + FRAME_GUESS.top() + FRAME_GUESS.bottom()
    assert width <= ROOM_WIDTH and height <= ROOM_HEIGHT, (
        language, type(dialog).__name__, dialog.width(), dialog.height())


@pytest.mark.parametrize("language", ["en", "da", "de"])
def test_the_win_and_the_analysis_fit_half_a_laptop(qtbot, tmp_path: Path,
                                                     language: str) -> None:
    """The two dialogs a game ends with: the win's (the last card clicked home) and the
    analysis of a game given up (its offer clicked, the answer in)."""
    Translations.of().apply(language)
    try:
        line = next(row.split()[1:] for row in WINNABLE_D1V.read_text().splitlines()
                    if row.startswith(WON_D1V_CODE + " "))
        window, _driver = open_window(qtbot, WON_D1V_CODE, size=(683, 740),
                                      save_path=tmp_path / "current-game.json")
        play(window, " ".join(line[:-1]))
        last = Action.parse(line[-1])
        card = window.controller.game.columns[last.source][-1]
        at = window.view.mapFromScene(window.scene.cards[card].sceneBoundingRect().center())
        QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, at)
        win = wait_dialog(qtbot, window, WinDialog)
        _fits(language, win)
        win.reject()
        window.close()

        window, _driver = open_window(qtbot, WON_D1N_CODE, size=(683, 740),
                                      save_path=tmp_path / "current-game.json")
        window.analyser.seconds, window.analyser.states = None, 40_000
        play(window, " ".join(WON_D1N_LINE.split()[:40]))
        new_game = open_new_game(qtbot, window)
        click_button(qtbot, new_game.ok_button)
        answer(qtbot, wait_question(qtbot, window), yes=True)  # give it up
        qtbot.waitUntil(window.analysis_offer.isVisible, timeout=3000)
        click_button(qtbot, window.analysis_offer)
        analysis = wait_dialog(qtbot, window, AnalysisDialog)
        assert isinstance(analysis, AnalysisDialog)
        qtbot.waitUntil(lambda: analysis.analysis is not None, timeout=60_000)
        _fits(language, analysis)
        analysis.close()
    finally:
        Translations.of().apply("en")
