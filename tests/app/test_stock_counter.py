"""The stock counter (issue 29): the cards left on the stock and, in Normal, the pass
under way; the stock's accessible name says the same (the pass from the second one on);
hidden with the elapsed time."""

from __future__ import annotations

from helpers.gui import open_window
from PySide6.QtWidgets import QApplication

from dsolitaire.engine import STOCK, Game, GameCode


def test_the_counter_follows_draws_passes_and_undo(qtbot) -> None:
    code = "DS1-D1N-AAAAAAB"
    window, driver = open_window(qtbot, code)
    counter = window.scene.stock_counter
    left = len(Game(GameCode.parse(code)).stock)
    assert counter.isVisible() and counter.label.text() == f"{left} left\npass 1"
    driver.click(STOCK)
    assert counter.label.text() == f"{left - 1} left\npass 1"
    for _ in range(left - 1):
        driver.click(STOCK)
    assert window.scene.words.pile(STOCK) == "Stock: empty"  # the first pass: unsaid
    driver.click(STOCK)  # the waste turned over: the second pass
    assert counter.label.text() == f"{left} left\npass 2"
    assert window.scene.words.pile(STOCK) == f"Stock: {left} cards, pass 2"
    window.undo_action.trigger()
    assert counter.label.text() == "0 left\npass 1"
    # on the stock, within its card
    stock = window.scene.card_rect(window.scene.pile_pos(STOCK))
    assert stock.contains(counter.sceneBoundingRect())
    # hidden with the elapsed time
    window.settings.show_time = False
    QApplication.processEvents()
    assert not counter.isVisible()
    window.settings.show_time = True
    QApplication.processEvents()
    assert counter.isVisible()


def test_vegas_counts_only_the_cards_left(qtbot) -> None:
    code = "DS1-D3V-AAAAAAB"
    window, driver = open_window(qtbot, code)
    left = len(Game(GameCode.parse(code)).stock)
    driver.click(STOCK)
    assert window.scene.stock_counter.label.text() == f"{left - 3} left"
    assert window.scene.words.pile(STOCK) == f"Stock: {left - 3} cards"
