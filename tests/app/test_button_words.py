"""No two buttons of one dialog read the same, in any language (issue 29: "&Play on" and
"&Keep playing" were both "Spil videre" and "Weiterspielen")."""

from __future__ import annotations

import pytest
from helpers.gui import CTRL, answer, key, open_window, wait_question
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractButton

from dsolitaire.app.ui.i18n import Translations
from dsolitaire.engine import STOCK

#: the "yes" of each question before a game in progress is replaced (MainWindow's words);
#: its "no" is "&Keep playing"
YES_WORDS = ("&Play on", "&Deal", "&Play this deal", "&Restart")


def _plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").strip().casefold()


@pytest.mark.parametrize("language", ["en", "da", "de"])
def test_the_buttons_of_a_question_read_differently(qtbot, language: str) -> None:
    Translations.of().apply(language)
    try:
        no = _plain(QCoreApplication.translate("MainWindow", "&Keep playing"))
        for yes in YES_WORDS:
            assert _plain(QCoreApplication.translate("MainWindow", yes)) != no, (language, yes)
        # the question itself, as the player meets it: Game ▸ Restart over a game
        window, driver = open_window(qtbot, "DS1-D1N-AAAAAAB")
        driver.click(STOCK)
        key(qtbot, window, Qt.Key.Key_R, CTRL)
        box = wait_question(qtbot, window)
        words = [_plain(b.text()) for b in box.findChildren(QAbstractButton)
                 if b.isVisible() and b.text()]
        assert len(words) >= 3 and len(set(words)) == len(words), (language, words)
        answer(qtbot, box, yes=False)
    finally:
        Translations.of().apply("en")
