"""Every dialog fits a window of half a 1366-pixel laptop screen (683×740, as Windows
Snap makes it) and a 1024×600 screen, with its frame, in every language (issue 29)."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.gui import key, open_window
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from dsolitaire.app.ui.i18n import Translations
from dsolitaire.app.ui.screen_fit import FRAME_GUESS

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
