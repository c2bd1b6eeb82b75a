"""Help ▸ How to play shows the rules in the player's language, numbers from the engine."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from helpers.gui import choose_in_combo, key, open_window, wait_dialog
from PySide6.QtCore import QLocale, Qt

from dsolitaire.app.store.settings import Settings
from dsolitaire.app.ui.how_to_play import HowToPlayDialog
from dsolitaire.app.ui.new_game import NewGameDialog
from dsolitaire.app.ui.settings_dialog import SettingsDialog
from dsolitaire.engine import rules_values

# a heading of each language's text (resources/rules/rules.<lang>.md)
HEADINGS = {"en": "The stock and passes", "da": "Trækbunken og gennemløbene",
            "de": "Vorrat und Durchgänge"}


@pytest.fixture
def default_locale() -> Iterator[None]:
    """Tests set QLocale's default, as the language switch does; it is restored after."""
    saved = QLocale()
    yield
    QLocale.setDefault(saved)


def open_rules(qtbot, window) -> HowToPlayDialog:  # type: ignore[no-untyped-def]
    key(qtbot, window, Qt.Key.Key_F1)  # Help ▸ How to play
    dialog = wait_dialog(qtbot, window, HowToPlayDialog)
    assert isinstance(dialog, HowToPlayDialog)
    return dialog


def shown_text(dialog: HowToPlayDialog) -> str:
    return dialog.browser.toPlainText()


@pytest.mark.parametrize(("locale", "lang"), [("da_DK", "da"), ("de_DE", "de"), ("fr_FR", "en")])
def test_the_rules_come_in_the_default_locales_language(
    qtbot, default_locale: None, locale: str, lang: str  # type: ignore[no-untyped-def]
) -> None:
    QLocale.setDefault(QLocale(locale))
    window, _ = open_window(qtbot, "DS1-D1N-AAAAAAB")
    dialog = open_rules(qtbot, window)
    text = shown_text(dialog)
    assert HEADINGS[lang] in text
    assert [h for other, h in HEADINGS.items() if other != lang and h in text] == []
    values = rules_values()
    for name in ("undo_limit", "won_normal", "won_vegas", "vegas_start"):
        assert values[name] in text
    assert "{" not in text
    assert dialog.windowTitle() == "How to play"  # the default locale loads no catalogue


# the offscreen platform's notices when the combo box pops up; not our code
@pytest.mark.qt_log_ignore(
    "This plugin does not support raise", "This plugin does not support grabbing the keyboard",
    extend=True,
)
def test_the_open_rules_follow_the_language_setting(
    qtbot, default_locale: None  # type: ignore[no-untyped-def]
) -> None:
    QLocale.setDefault(QLocale("en_GB"))
    window, _ = open_window(qtbot, "DS1-D1N-AAAAAAB")
    rules = open_rules(qtbot, window)
    assert HEADINGS["en"] in shown_text(rules)
    window.settings_action.trigger()
    settings = wait_dialog(qtbot, window, SettingsDialog)
    try:
        choose_in_combo(qtbot, settings.language, "da")
        qtbot.waitUntil(lambda: HEADINGS["da"] in shown_text(rules), timeout=3000)
        assert HEADINGS["en"] not in shown_text(rules)
        choose_in_combo(qtbot, settings.language, "de")
        qtbot.waitUntil(lambda: HEADINGS["de"] in shown_text(rules), timeout=3000)
    finally:
        choose_in_combo(qtbot, settings.language, "en")
    qtbot.waitUntil(lambda: HEADINGS["en"] in shown_text(rules), timeout=3000)
    settings.close()


def test_the_new_game_window_quotes_the_engines_vegas_figure(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(Settings())
    qtbot.addWidget(dialog)
    assert dialog.vegas.text() == f"Vegas (one pass, {rules_values()['vegas_card']} a card)"
