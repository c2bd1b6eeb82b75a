"""In Danish and in German, no word of the window or of any dialog is left in English.

Each dialog is opened in English, its words are read, the language is switched while it
is open, and every word is read again from the same widgets: a word that is still the
English source fails (names, game codes, numbers and card symbols excepted). This also
shows that every window retranslates itself at once.
"""

from __future__ import annotations

import re
import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest
from helpers.gui import CTRL, key, menu_keys, open_window, play, wait_dialog
from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialog,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QTabBar,
    QTextBrowser,
    QWidget,
)

from dsolitaire.app.ui.how_to_play import HowToPlayDialog
from dsolitaire.app.ui.i18n import Translations
from dsolitaire.app.ui.new_game import NewGameDialog
from dsolitaire.app.ui.settings_dialog import SettingsDialog
from dsolitaire.app.ui.win_dialog import WinDialog
from dsolitaire.app.ui.window import MainWindow
from dsolitaire.engine import parse_record

CODE = "DS1-D1N-AAAAAAB"
#: Words that are the same in every language: names, and the scoring systems' names.
SAME_EVERYWHERE = {"Double Solitaire", "Normal", "Vegas", "Dansk", "Deutsch", "English", "OK"}
_NOT_WORDS = re.compile(r"DS1-D[13][NV]-[A-Z]{7}|(?:10|[2-9AJQK])[♠♥♦♣]|\$?-?\$?\d+|[^\w]")


def _exempt(text: str) -> bool:
    plain = re.sub(r"<[^>]+>", " ", text).replace("&", "").strip()
    if plain in SAME_EVERYWHERE:
        return True
    return not re.search(r"[^\W\d_]{2,}", _NOT_WORDS.sub(" ", plain))


def words(root: QWidget) -> dict[tuple[int, str], str]:
    """Every word a player reads in a widget and its children, keyed by object and role."""
    found: dict[tuple[int, str], str] = {}

    def add(obj: QObject, role: str, text: str) -> None:
        if text:
            found[(id(obj), role)] = text

    for w in [root, *root.findChildren(QWidget)]:
        if w is not root and not w.isVisibleTo(root):
            continue
        if w.isWindow():
            add(w, "title", w.windowTitle())
        add(w, "tooltip", w.toolTip())
        add(w, "accessible", w.accessibleName())
        if isinstance(w, QLabel | QAbstractButton):
            add(w, "text", w.text())
        elif isinstance(w, QGroupBox):
            add(w, "title", w.title())
        elif isinstance(w, QLineEdit):
            add(w, "placeholder", w.placeholderText())
        elif isinstance(w, QComboBox):
            for i in range(w.count()):
                add(w, f"item{i}", w.itemText(i))
        elif isinstance(w, QTextBrowser):
            add(w, "text", w.toPlainText())
    for action in root.findChildren(QAction):
        if action.isVisible() and not action.isSeparator():
            add(action, "text", action.text())
    return found


def assert_translated(qtbot, widget: QWidget, language: str) -> None:  # type: ignore[no-untyped-def]
    """Read the words in English, switch to ``language`` while open, read them again."""
    translations = Translations.of()
    translations.apply("en")
    english = words(widget)
    assert english, "nothing to read"
    translations.apply(language)
    QApplication.processEvents()
    translated = words(widget)
    left = sorted(text for k, text in english.items()
                  if not _exempt(text) and translated.get(k) == text)
    translations.apply("en")
    assert not left, f"still English in {language}: {left}"


LANGUAGES = ["da", "de"]


@pytest.fixture
def window(qtbot) -> MainWindow:  # type: ignore[no-untyped-def]
    window, _driver = open_window(qtbot, CODE)
    play(window, "5>2")  # a move: the undo action has a label, the counters change
    return window


@pytest.mark.parametrize("language", LANGUAGES)
def test_main_window_menus_and_status_bar(qtbot, window: MainWindow, language: str) -> None:
    assert_translated(qtbot, window, language)


def _new_game(qtbot, window: MainWindow) -> QDialog:  # type: ignore[no-untyped-def]
    key(qtbot, window, Qt.Key.Key_N, CTRL)
    dialog = wait_dialog(qtbot, window, NewGameDialog)
    qtbot.keyClicks(dialog.code_edit, "DS1-D9N-AAAAAAB")
    return dialog


def _settings(qtbot, window: MainWindow) -> QDialog:  # type: ignore[no-untyped-def]
    window.settings_action.trigger()
    return wait_dialog(qtbot, window, SettingsDialog)


def _settings_cards(qtbot, window: MainWindow) -> QDialog:  # type: ignore[no-untyped-def]
    dialog = _settings(qtbot, window)
    bar = dialog.findChild(QTabBar)
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    qtbot.waitUntil(lambda: dialog.findChild(QComboBox, "cardDeck").isVisible(), timeout=3000)
    return dialog


def _rules(qtbot, window: MainWindow) -> QDialog:  # type: ignore[no-untyped-def]
    key(qtbot, window, Qt.Key.Key_F1)
    return wait_dialog(qtbot, window, HowToPlayDialog)


def _win(qtbot, window: MainWindow) -> QDialog:  # type: ignore[no-untyped-def]
    dialog = WinDialog("1220", 300, "12:34", window)
    dialog.open()
    return dialog


def _confirm_restart(qtbot, window: MainWindow) -> QDialog:  # type: ignore[no-untyped-def]
    key(qtbot, window, Qt.Key.Key_R, CTRL)
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "confirmReplace") is not None
                    and window.findChild(QMessageBox, "confirmReplace").isVisible(),
                    timeout=3000)
    return window.findChild(QMessageBox, "confirmReplace")


def _damaged_save(qtbot, window: MainWindow) -> QDialog:  # type: ignore[no-untyped-def]
    folder = Path(tempfile.mkdtemp(prefix="dsolitaire-damaged-"))
    (folder / "current-game.json").write_text('{"format": "dsolitaire-game", "moves": 1e400}')
    other = MainWindow(window.settings, None, save_path=folder / "current-game.json")
    qtbot.addWidget(other)
    other.show()
    qtbot.waitUntil(lambda: other.notice_box is not None and other.notice_box.isVisible(),
                    timeout=3000)
    assert other.notice_box is not None
    return other.notice_box


def _statistics(qtbot, window: MainWindow) -> QDialog:  # type: ignore[no-untyped-def]
    dialog = window.show_statistics()
    qtbot.waitExposed(dialog)
    return dialog


def _new_game_typed(qtbot, window: MainWindow, text: str):  # type: ignore[no-untyped-def]
    """The New game window (Ctrl+N) with ``text`` typed into its code field."""
    key(qtbot, window, Qt.Key.Key_N, CTRL)
    dialog = wait_dialog(qtbot, window, NewGameDialog)
    qtbot.mouseClick(dialog.code_edit, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(dialog.code_edit, text)
    return dialog


def _new_game_record(qtbot, window: MainWindow) -> QDialog:  # type: ignore[no-untyped-def]
    dialog = _new_game_typed(qtbot, window, "DS1-D1N-AAAAAAB: S 5>2 S")
    assert dialog.record_note.isVisible()
    return dialog


def _new_game_bad_record(qtbot, window: MainWindow) -> QDialog:  # type: ignore[no-untyped-def]
    dialog = _new_game_typed(qtbot, window, "DS1-D1N-AAAAAAB: S 5>2 3>3")
    assert dialog.code_error.isVisible()
    return dialog


def _watch(qtbot, window: MainWindow) -> QWidget:  # type: ignore[no-untyped-def]
    """The replay's controls under the table (Watch, from a history entry)."""
    bar = window.watch(parse_record("DS1-D1N-AAAAAAB: S 5>2 S"))
    bar.pause()
    bar.replay.step(True)
    qtbot.waitExposed(bar)
    return bar


def _analysis(qtbot, window: MainWindow) -> QWidget:  # type: ignore[no-untyped-def]
    """Where did it slip?, with its answer (a small budget: the worker is quick)."""
    record = parse_record("DS1-D1N-AAAAAAB: S 5>2 S")
    window.analyser.seconds, window.analyser.states = None, 5000
    dialog = window.analyse(record.code, list(record.actions))
    qtbot.waitUntil(lambda: dialog.analysis is not None, timeout=30_000)
    qtbot.waitExposed(dialog)
    return dialog


OPENERS: dict[str, Callable[..., QWidget]] = {
    "new game": _new_game, "settings": _settings, "settings cards": _settings_cards,
    "how to play": _rules, "win": _win,
    "restart question": _confirm_restart, "damaged save": _damaged_save,
    "statistics": _statistics, "new game record": _new_game_record,
    "new game bad record": _new_game_bad_record, "watch": _watch,
    "analysis": _analysis,
}


#: Questions live only while the player answers them: they are read in each language
#: afresh, not retranslated while open.
QUESTIONS = {"restart question", "damaged save"}


@pytest.mark.qt_log_ignore(
    "This plugin does not support raise", "This plugin does not support grabbing the keyboard",
    extend=True,
)
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", list(OPENERS))
def test_every_dialog(qtbot, window: MainWindow, name: str, language: str) -> None:
    dialog = OPENERS[name](qtbot, window)
    if name not in QUESTIONS:
        assert_translated(qtbot, dialog, language)
        dialog.close()
        return
    english = list(words(dialog).values())
    dialog.close()
    Translations.of().apply(language)
    translated = list(words(OPENERS[name](qtbot, window)).values())
    assert len(translated) == len(english)
    left = [e for e, t in zip(english, translated, strict=True) if not _exempt(e) and e == t]
    assert not left, f"still English in {language}: {left}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_about_box(qtbot, window: MainWindow, language: str) -> None:
    Translations.of().apply(language)
    menu_keys(qtbot, window, window.about_action)  # Help ▸ About, by Alt+letters
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), QMessageBox),
                    timeout=3000)
    box = QApplication.activeModalWidget()
    assert isinstance(box, QMessageBox) and box.objectName() == "aboutBox"
    seen = [box.windowTitle(), box.text()]
    box.close()
    Translations.of().apply("en")
    assert "About" not in seen[0] and "patience" not in seen[1]
    # the cards are SVG decks now, no longer drawn by the game itself
    assert "SVG" in seen[1] and "itself" not in seen[1] and "selv" not in seen[1]


def clipped(root: QWidget) -> list[str]:
    """The words of a laid-out widget that do not fit the room they were given."""
    out = []
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisible():
            continue
        if isinstance(w, QLabel) and w.wordWrap():
            if w.height() < w.heightForWidth(w.width()):
                need = w.heightForWidth(w.width())
                out.append(f"{w.text()!r}: {w.size().toTuple()} < height {need}")
        elif isinstance(w, QLabel | QAbstractButton | QGroupBox | QComboBox) and words(w):
            need = w.minimumSizeHint()
            if w.width() < need.width() or w.height() < need.height():
                out.append(f"{type(w).__name__} {words(w)}: {w.size().toTuple()} < "
                           f"{need.toTuple()}")
    return out


def _fits_800x600(widget: QWidget) -> None:
    frame = widget.frameGeometry()
    assert frame.width() <= 800 and frame.height() <= 600, frame


@pytest.mark.parametrize("language", ["en", *LANGUAGES])
def test_the_window_lays_out_at_800x600(qtbot, window: MainWindow, language: str) -> None:
    Translations.of().apply(language)
    window.resize(800, 600)
    window.show()
    QApplication.processEvents()
    assert not clipped(window.statusBar())


@pytest.mark.qt_log_ignore(
    "This plugin does not support raise", "This plugin does not support grabbing the keyboard",
    extend=True,
)
@pytest.mark.parametrize("language", ["en", *LANGUAGES])
@pytest.mark.parametrize("name", list(OPENERS))
def test_every_dialog_lays_out_at_800x600(qtbot, window: MainWindow, name: str,
                                          language: str) -> None:
    Translations.of().apply(language)
    window.resize(800, 600)
    dialog = OPENERS[name](qtbot, window)
    QApplication.processEvents()
    _fits_800x600(dialog)
    assert not clipped(dialog)
    dialog.close()
