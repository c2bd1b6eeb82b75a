"""The words a Danish (and a German, and an English) player met in issue 19, read from
the real window: the New game placeholder shown whole, Undo and Redo as one sentence, a
game given up called so and a streak in words, Watch's and History's counts named apart,
the hint saying which case it is in, and the Vegas empty-stock sentence."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.gui import key, menu_keys, open_new_game, open_window, play, redo_key, undo_key
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit
from pytestqt.qtbot import QtBot

from dsolitaire.app.store.history_db import FILE_NAME, History
from dsolitaire.app.ui.i18n import Translations
from dsolitaire.app.ui.window import MainWindow
from dsolitaire.engine import STOCK, parse_record

CODE = "DS1-D1N-AAAAAAB"  # 5>2: the 8♥ goes onto the 9♠
FAST = "DS1-D1N-ABCDEFG"  # the solver wins it in a few milliseconds
SLOW = "DS1-D1N-VMGVMGM"  # the solver does not decide it quickly
LOST = "DS1-D1V-OVKVMCD"  # after 59 draws the solver proves it lost
DEAL_LOST = "DS1-D3V-UXDQYSW"  # the solver proves it lost from its first card
LANGUAGES = ["en", "da", "de"]

WORDS = {
    "en": {"undo": "&Undo: move 8♥ to column 2", "redo": "&Redo: move 8♥ to column 2",
           "given up": "Given up", "streak": "2 given up in a row", "moves": "Moves made",
           "watch": "Action 0 of 3", "searching": "Still searching; ",
           "undecided": "Not decided within", "proven": "Winning line: ",
           "lost": "No winning line is left from here",
           "deal lost": "This deal cannot be won; start a new game",
           "vegas": "In Vegas scoring the stock can be gone through only once"},
    "da": {"undo": "&Fortryd: flyt 8♥ til kolonne 2",
           "redo": "&Annullér fortryd: flyt 8♥ til kolonne 2",
           "given up": "Opgivet", "streak": "2 opgivet i træk", "moves": "Træk i alt",
           "watch": "Handling 0 af 3", "searching": "Søger stadig; ",
           "undecided": "Ikke afgjort inden for", "proven": "Vindende linje: ",
           "lost": "Spillet kan ikke længere vindes herfra",
           "deal lost": "Denne fordeling kan ikke vindes; start et nyt spil",
           "vegas": "Med pointsystemet Vegas kan trækbunken kun gennemløbes én gang"},
    "de": {"undo": "&Rückgängig: 8♥ in Spalte 2 legen",
           "redo": "&Wiederholen: 8♥ in Spalte 2 legen",
           "given up": "Aufgegeben", "streak": "2 in Folge aufgegeben",
           "moves": "Züge gesamt", "watch": "Aktion 0 von 3",
           "searching": "Suche läuft noch; ",
           "undecided": "s nicht entschieden", "proven": "Gewinnweg: ",
           "lost": "Von hier aus ist das Spiel nicht mehr zu gewinnen",
           "deal lost": "Dieses Spiel ist nicht zu gewinnen; beginnen Sie ein neues Spiel",
           "vegas": "Bei der Punktewertung Vegas lässt sich der Vorrat nur einmal durchgehen"},
}


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest) -> str:
    Translations.of().apply(request.param)
    return str(request.param)


def status(window: MainWindow) -> str:
    return window.statusBar().currentMessage()


def test_the_new_game_placeholder_shows_whole(qtbot: QtBot, language: str) -> None:
    window, _ = open_window(qtbot, CODE)
    dialog = open_new_game(qtbot, window)
    edit = dialog.findChild(QLineEdit, "codeEdit")
    assert edit is not None and edit.text() == ""
    text = edit.placeholderText()
    assert "DS1-D1N-ABCDEFG" in text
    # the text, and room for the clear button at its side
    assert edit.width() >= edit.fontMetrics().horizontalAdvance(text) + edit.height()
    dialog.reject()


def test_undo_and_redo_are_one_sentence(qtbot: QtBot, language: str) -> None:
    window, driver = open_window(qtbot, CODE)
    driver.drag(4, None, 1)
    assert window.undo_action.text() == WORDS[language]["undo"]
    undo_key(qtbot, window)
    assert window.redo_action.text() == WORDS[language]["redo"]
    redo_key(qtbot, window)
    assert window.redo_action.text().replace("&", "") in ("Redo", "Annullér fortryd",
                                                          "Wiederholen")


def test_a_game_given_up_and_the_streak_in_words(qtbot: QtBot, tmp_path: Path,
                                                  language: str) -> None:
    history = History(tmp_path / FILE_NAME)
    history.add(CODE, "won", 1280, 200, 300.0, "S")
    history.add(CODE, "lost", 40, 20, 30.0, "S")  # as versions before 2 wrote it
    history.add(CODE, "abandoned", 50, 25, 35.0, "S")
    history.close()
    window, _ = open_window(qtbot, CODE, save_path=tmp_path / "game.dsol")
    menu_keys(qtbot, window, window.stats_action)  # Game ▸ Statistics…, by Alt+letters
    from dsolitaire.app.ui.statistics import StatisticsDialog

    shown = [d for d in window.findChildren(StatisticsDialog) if d.isVisible()]
    assert len(shown) == 1
    dialog = shown[0]
    model = dialog.model
    results = {model.index(r, 2).data() for r in range(model.rowCount())}
    assert WORDS[language]["given up"] in results and len(results) == 2
    cell = dialog.findChild(type(dialog.message), "stat_all_3")
    assert cell.text() == WORDS[language]["streak"]
    assert model.headerData(4, Qt.Orientation.Horizontal) == WORDS[language]["moves"]
    assert model.headerData(4, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    dialog.close()


def test_watch_counts_the_records_actions(qtbot: QtBot, language: str) -> None:
    window, _ = open_window(qtbot, CODE)
    bar = window.watch(parse_record(CODE + ": 5>2 S S"))
    bar.pause()
    label = bar.position_label
    assert label.text().startswith(WORDS[language]["watch"].split(" ")[0])
    assert label.text().endswith(WORDS[language]["watch"].split(" ")[-1])
    assert label.toolTip()
    window.stop_watching()


def test_the_hint_says_which_case_it_is_in(qtbot: QtBot, language: str) -> None:
    words = WORDS[language]
    window, _ = open_window(qtbot, FAST)
    key(qtbot, window, Qt.Key.Key_H)
    assert status(window).startswith((words["searching"], words["proven"]))
    qtbot.waitUntil(lambda: status(window).startswith(words["proven"]), timeout=15000)
    window.close()

    window, _ = open_window(qtbot, SLOW)
    window.hinter.solver.seconds = 0.2  # the solver's time per position, made short
    key(qtbot, window, Qt.Key.Key_H)
    assert status(window).startswith(words["searching"])
    qtbot.waitUntil(lambda: words["undecided"] in status(window), timeout=15000)
    assert window.hinter.solver.busy, "it goes on searching in the background"
    window.close()

    window, _ = open_window(qtbot, LOST)
    play(window, " ".join(["S"] * 59))
    key(qtbot, window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: status(window).startswith(words["lost"]), timeout=15000)
    window.close()

    window, _ = open_window(qtbot, DEAL_LOST)  # nothing to undo
    key(qtbot, window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: status(window) == words["deal lost"], timeout=15000)
    window.close()
    QApplication.processEvents()


def test_enter_on_the_empty_vegas_stock_says_one_pass(qtbot: QtBot, language: str) -> None:
    window, driver = open_window(qtbot, LOST)
    key(qtbot, window, Qt.Key.Key_Home)
    while driver.pile(STOCK):
        key(qtbot, window, Qt.Key.Key_Return)
    key(qtbot, window, Qt.Key.Key_Return)
    assert status(window) == WORDS[language]["vegas"]
