"""The UI language: the Language setting retranslates an open window, a new process
follows the system locale, and Qt's own strings come in the same language.

The catalogues themselves are checked in ``test_catalogues.py``.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from helpers.gui import choose_in_combo, open_window, play, wait_dialog
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QTranslator

from dsolitaire.app.ui.i18n import Translations, resolve, system_language
from dsolitaire.app.ui.settings_dialog import SettingsDialog


def test_choices_resolve() -> None:
    assert [resolve(c) for c in ("da", "de", "en")] == ["da", "de", "en"]
    assert resolve("system") == system_language()
    assert resolve("klingon") == system_language()


@pytest.mark.qt_log_ignore(
    "This plugin does not support raise", "This plugin does not support grabbing the keyboard",
    extend=True,
)
def test_choosing_a_language_in_settings_retranslates_the_open_window(qtbot) -> None:
    window, _driver = open_window(qtbot, "DS1-D1N-AAAAAAB")
    play(window, "5>2")
    assert window.menuBar().actions()[0].text() == "&Game"
    window.settings_action.trigger()
    dialog = wait_dialog(qtbot, window, SettingsDialog)
    choose_in_combo(qtbot, dialog.language, "da")
    assert window.settings.language == "da"
    assert Translations.of().language == "da"
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == "&Spil", timeout=3000)
    assert dialog.windowTitle() == "Indstillinger"
    assert window.score_label.text().startswith("Point: ")
    assert window.undo_action.text().startswith("&Fortryd")
    assert QLocale().language() == QLocale.Language.Danish

    choose_in_combo(qtbot, dialog.language, "de")
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == "&Spiel", timeout=3000)
    assert dialog.windowTitle() == "Einstellungen"
    assert window.moves_label.text() == "Züge: 1"

    choose_in_combo(qtbot, dialog.language, "en")
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == "&Game", timeout=3000)
    assert window.undo_action.text().startswith("&Undo")
    dialog.close()


_FIRST_WORDS = textwrap.dedent("""
    import sys
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from dsolitaire.app.ui.i18n import Translations
    from dsolitaire.app.store.settings import Settings
    from dsolitaire.app.ui.window import MainWindow
    settings = Settings()
    Translations.of(app).apply(settings.language)
    window = MainWindow(settings, None, save_path=None)
    print(window.menuBar().actions()[0].text())
""")


@pytest.mark.parametrize(("lang", "expected"), [
    ("da_DK.UTF-8", "&Spil"), ("de_DE.UTF-8", "&Spiel"), ("en_GB.UTF-8", "&Game"),
])
def test_a_new_process_follows_the_system_locale(
    tmp_path: Path, lang: str, expected: str
) -> None:
    env = {k: v for k, v in os.environ.items()
           if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    env.update(LANG=lang, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path),
               XDG_DATA_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", _FIRST_WORDS], capture_output=True,
                          text=True, timeout=60, env=env, check=True)
    assert done.stdout.strip().splitlines()[-1] == expected


def test_qt_own_strings_are_translated(qtbot) -> None:
    Translations.of().apply("de")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Abbrechen"
    Translations.of().apply("da")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annuller"


def test_a_language_switch_lets_the_old_translators_go() -> None:
    """A switch took the old translators off the application but kept them as children,
    each with its catalogue loaded: every switch of a long session held on to more."""
    translations = Translations.of()
    translations.apply("en")
    for language in ["da", "de", "en", "de", "da", "en"] * 3:
        translations.apply(language)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    translations.apply("de")
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert len(translations.findChildren(QTranslator)) == 2  # ours and Qt's, German
    translations.apply("en")
