"""The New game dialog: Ctrl+N, typed game codes, the draw/scoring radios, random deals."""

from __future__ import annotations

import pytest
from helpers.gui import (
    answer,
    click_button,
    open_new_game,
    open_window,
    play,
    shown_questions,
    wait_question,
)
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QGroupBox

from dsolitaire.app.ui.new_game import NewGameDialog
from dsolitaire.engine import Game, GameCode

EXAMPLE = "DS1-D1N-ABCDEFG"


def _deal(qtbot, dialog: NewGameDialog) -> None:
    """Click Deal; with a game in progress, say yes to giving it up."""
    window = dialog.parentWidget()
    asks = window.controller.in_progress()
    click_button(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=3000)
    if asks:
        answer(qtbot, wait_question(qtbot, window), yes=True)
    assert not shown_questions(window)


def test_ctrl_n_opens_the_new_game_dialog(qtbot) -> None:
    window, _driver = open_window(qtbot, "DS1-D1N-AAAAAAA")
    dialog = open_new_game(qtbot, window)
    assert dialog.objectName() == "newGameDialog"
    assert dialog.isModal() or dialog.windowModality() != Qt.WindowModality.NonModal
    assert dialog.code_edit.text() == "" and dialog.ok_button.isEnabled()
    # Cancel keeps the game on the table
    play(window, "5>F")
    click_button(qtbot, dialog.buttons.button(dialog.buttons.StandardButton.Cancel))
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=3000)
    assert str(window.controller.code) == "DS1-D1N-AAAAAAA"
    assert window.controller.game.moves == 1


@pytest.mark.parametrize("typed, code", [
    ("  ds1-d3v-qwertyu ", "DS1-D3V-QWERTYU"),
    ("ds1-d1n-abcdefg", "DS1-D1N-ABCDEFG"),
    (" DS1-D3N-zzzzzzz", "DS1-D3N-ZZZZZZZ"),
])
def test_a_typed_code_sets_the_modes_and_deals_exactly_that_deal(qtbot, typed: str,
                                                                  code: str) -> None:
    window, _driver = open_window(qtbot, "DS1-D1V-AAAAAAA")
    play(window, "S S")
    dialog = open_new_game(qtbot, window)
    dialog.code_edit.setFocus()
    qtbot.keyClicks(dialog.code_edit, typed)
    assert dialog.code_edit.text() == typed
    parsed = GameCode.parse(code)
    assert dialog.ok_button.isEnabled()
    assert not dialog.code_error.isVisible()
    assert dialog.draw3.isChecked() == (parsed.draw == 3)
    assert dialog.draw1.isChecked() == (parsed.draw == 1)
    assert dialog.vegas.isChecked() == parsed.vegas
    assert dialog.normal.isChecked() == (not parsed.vegas)
    _deal(qtbot, dialog)
    game = window.controller.game
    assert game.code == parsed
    assert game.snapshot() == Game(parsed).snapshot()
    assert game.moves == 0 and window.controller.undo_stack.count() == 0
    assert window.code_field.text() == code
    assert window.moves_label.text() == "Moves: 0"


@pytest.mark.parametrize("typed", [
    "garbage", "DS1-D2N-ABCDEFG", "DS2-D1N-ABCDEFG", "DS1-D1N-ABCDEF", "DS1-D1N-ABCDEF1",
    "DS1-D1X-ABCDEFG", "DS1D1NABCDEFG",
])
def test_an_invalid_code_shows_why_and_disables_ok(qtbot, typed: str) -> None:
    window, _driver = open_window(qtbot, "DS1-D1N-AAAAAAA")
    dialog = open_new_game(qtbot, window)
    qtbot.keyClicks(dialog.code_edit, typed)
    assert not dialog.ok_button.isEnabled()
    assert dialog.code_error.isVisible()
    message = dialog.code_error.text()
    assert message.strip()
    assert EXAMPLE in message  # the expected form
    # below the field
    assert dialog.code_error.geometry().top() >= dialog.code_edit.geometry().bottom()
    # Enter does not deal either
    qtbot.keyClick(dialog.code_edit, Qt.Key.Key_Return)
    assert dialog.isVisible()
    assert str(window.controller.code) == "DS1-D1N-AAAAAAA"
    # fixing the code hides the message and enables OK
    dialog.code_edit.clear()
    qtbot.keyClicks(dialog.code_edit, "ds1-d1n-aaaaaab")
    assert dialog.ok_button.isEnabled() and not dialog.code_error.isVisible()
    qtbot.keyClick(dialog.code_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=3000)
    assert str(window.controller.code) == "DS1-D1N-AAAAAAB"


@pytest.mark.parametrize("draw, vegas", [(1, False), (3, False), (1, True), (3, True)])
def test_an_empty_field_deals_a_random_deal_in_the_chosen_modes(qtbot, draw: int,
                                                                vegas: bool) -> None:
    window, _driver = open_window(qtbot, "DS1-D1N-AAAAAAA")
    play(window, "5>F S")
    deals = set()
    for _ in range(2):
        dialog = open_new_game(qtbot, window)
        click_button(qtbot, dialog.draw3 if draw == 3 else dialog.draw1)
        click_button(qtbot, dialog.vegas if vegas else dialog.normal)
        assert dialog.code_edit.text() == "" and dialog.ok_button.isEnabled()
        assert not dialog.code_error.isVisible()
        _deal(qtbot, dialog)
        code = window.controller.code
        assert (code.draw, code.vegas) == (draw, vegas)
        game = window.controller.game
        assert game.snapshot() == Game(code).snapshot() and game.moves == 0
        assert game.score == (-104 if vegas else 0)
        assert window.score_label.text() == ("Score: -$104" if vegas else "Score: 0")
        deals.add(code.deal)
    assert len(deals) == 2  # random: two deals in 8 billion are not the same


def test_a_code_typed_then_erased_gives_the_radios_back(qtbot) -> None:
    window, _driver = open_window(qtbot, "DS1-D1N-AAAAAAA")
    dialog = open_new_game(qtbot, window)
    qtbot.keyClicks(dialog.code_edit, "ds1-d3v-abcdefg")
    assert not dialog.draw1.isEnabled() and not dialog.normal.isEnabled()
    for _ in range(len("ds1-d3v-abcdefg")):
        qtbot.keyClick(dialog.code_edit, Qt.Key.Key_Backspace)
    assert dialog.code_edit.text() == ""
    assert dialog.draw1.isEnabled() and dialog.vegas.isEnabled()
    assert dialog.ok_button.isEnabled() and not dialog.code_error.isVisible()


@pytest.mark.parametrize("typed", [
    "DS1-D9N-AAAAAAB", "ds1-d1x-abcdefg", "DS1-D1N-AAAAAAB DS1-D1N-AAAAAAC",
])
def test_a_bad_code_message_fits_and_squashes_nothing(qtbot, typed: str) -> None:
    window, _driver = open_window(qtbot, "DS1-D1N-AAAAAAA", size=(800, 600))
    dialog = open_new_game(qtbot, window)
    boxes = dialog.findChildren(QGroupBox)
    assert len(boxes) == 2
    qtbot.mouseClick(dialog.code_edit, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(dialog.code_edit, typed)
    QApplication.processEvents()
    assert dialog.code_edit.text() == typed
    label = dialog.code_error
    assert label.isVisible() and label.text().count(".") == 1  # one sentence
    for box in boxes:
        hint = box.sizeHint()
        assert box.height() >= hint.height() and box.width() >= hint.width(), box.title()
    # the whole message is shown: the label is as tall as its text at its width
    assert label.height() >= label.heightForWidth(label.width())
    assert label.width() >= label.minimumSizeHint().width()
    assert dialog.rect().contains(label.geometry())
    assert label.geometry().bottom() < dialog.buttons.geometry().top()


def test_the_draw_error_is_one_clear_sentence(qtbot) -> None:
    window, _driver = open_window(qtbot, "DS1-D1N-AAAAAAA")
    dialog = open_new_game(qtbot, window)
    qtbot.mouseClick(dialog.code_edit, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(dialog.code_edit, "DS1-D9N-AAAAAAB")
    assert dialog.code_error.text() == (
        "DS1-D9N-AAAAAAB is not a game code: the draw must be D1 or D3, as in "
        "DS1-D1N-ABCDEFG.")
