"""The status bar at half a laptop screen (640 px under a tiling window manager, 683 px as
Windows Snap makes it): a long message is elided before the score, with the whole text in
its tooltip and its accessible name, and a screen reader still hears all of it."""

from __future__ import annotations

import pytest
from helpers.gui import key, open_window
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from dsolitaire.app.ui.i18n import Translations
from dsolitaire.app.ui.window import MainWindow

#: The solver wins this deal in a few milliseconds.
FAST = "DS1-D1N-ABCDEFG"
SUITS = "♠♥♦♣"
ELLIPSIS = "…"


def message_label(window: MainWindow) -> QLabel:
    label = window.statusBar().findChild(QLabel, "statusMessage")
    assert label is not None
    return label


def winning_hint(qtbot: QtBot, window: MainWindow) -> str:
    """H as a player presses it, until the solver's winning line is on the bar."""
    key(qtbot, window, Qt.Key.Key_H)
    # the ranking's hint at once; the solver's a moment later, and the same hint after
    qtbot.waitUntil(lambda: window.hinter.answer() is not None, timeout=15000)
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == window.hinter.text,
                    timeout=3000)
    return window.statusBar().currentMessage()


@pytest.mark.parametrize(("language", "width"), [("da", 640), ("en", 640), ("da", 683)])
def test_a_long_hint_is_elided_before_the_score(qtbot: QtBot, qapp, language: str,
                                                width: int) -> None:
    Translations.of(qapp).apply(language)
    window, _ = open_window(qtbot, FAST, size=(width, 480))
    assert window.width() == width
    said: list[str] = []
    window.view.speaker.said.connect(said.append)
    whole = winning_hint(qtbot, window)
    assert any(c in whole for c in SUITS), whole  # the symbols, on screen
    label, score = message_label(window), window.score_label
    assert label.isVisible() and score.isVisible()
    # the message ends before the score begins, and its text fits in it, ending in "…"
    assert label.geometry().right() < score.geometry().left()
    shown = label.text()
    assert shown.endswith(ELLIPSIS) and len(shown) < len(whole), (shown, whole)
    assert whole.startswith(shown[:-1])
    assert label.fontMetrics().horizontalAdvance(shown) <= label.contentsRect().width()
    # the whole text: in the tooltip, and for a screen reader in words
    assert label.toolTip() == whole
    spoken = window.scene.words.spoken(whole)
    assert label.accessibleName() == spoken == window.statusBar().accessibleName()
    assert not any(c in spoken for c in SUITS), spoken
    assert len(spoken) > len(whole)
    assert any(whole.split(":")[0] in s and s == spoken for s in said), said


def test_the_message_is_elided_again_when_the_window_is_resized(qtbot: QtBot, qapp) -> None:
    Translations.of(qapp).apply("da")
    window, _ = open_window(qtbot, FAST, size=(1280, 800))
    whole = winning_hint(qtbot, window)
    label = message_label(window)
    assert label.text() == whole  # room enough: all of it
    window.resize(640, 480)
    qtbot.waitUntil(lambda: label.text() != whole)
    assert label.text().endswith(ELLIPSIS)
    assert label.geometry().right() < window.score_label.geometry().left()
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: label.text() == whole)
    assert label.toolTip() == whole


def test_a_refusal_is_elided_with_its_words_for_a_screen_reader(qtbot: QtBot, qapp) -> None:
    """A refusal's spoken text is worded from the refusal, and the label carries it."""
    Translations.of(qapp).apply("da")
    window, driver = open_window(qtbot, "DS1-D1N-AAAABMM", size=(640, 480))
    driver.drag(6, None, 2)  # J♥ onto 6♦: refused
    bar, label = window.statusBar(), message_label(window)
    whole = bar.currentMessage()
    assert "J♥" in whole and "6♦" in whole
    assert label.toolTip() == whole
    assert label.accessibleName() == bar.accessibleName()
    assert "hjerter knægt" in label.accessibleName()
    assert whole.startswith(label.text().removesuffix(ELLIPSIS))


def test_no_message_leaves_the_label_empty(qtbot: QtBot) -> None:
    window, _ = open_window(qtbot, FAST, size=(640, 480))
    label = message_label(window)
    assert window.statusBar().currentMessage() == ""
    assert label.text() == "" and label.toolTip() == ""
